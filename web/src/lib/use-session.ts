import { useSyncExternalStore } from 'react';
import { isDashboardSession, isSessionFor, readSession, subscribeSession, type Session } from './session';

/** The current dealer session (A3), re-rendering on sign-in and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribeSession,
    () => readSession(),
    () => null,
  );
}

/**
 * Dealer mode on a project route (A3, A4): `dealerMode` when the session is the route dealer's
 * (a passcode session only on its own project); `dashboard` when it is also a dashboard session,
 * so links to the dashboard make sense.
 */
export function useDealerMode(dealerCode: string, projectId: string): { dealerMode: boolean; dashboard: boolean } {
  const session = useSession();
  const dealerMode = isSessionFor(session, dealerCode, projectId);
  return { dealerMode, dashboard: dealerMode && isDashboardSession(session) };
}
