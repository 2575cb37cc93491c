import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type Session } from './session';

/** The current dealer session (A3), re-rendering on sign-in and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribeSession,
    () => readSession(),
    () => null,
  );
}
