/**
 * The dealer session (A3): the bearer API token, the dealer code and when the token expires,
 * kept in localStorage under `tas.session`, so every tab of the browser is signed in until
 * sign-out or expiry; an expired value reads as no session. Dealer mode is on while a
 * session is held. Subscribers re-render on sign-in and logout in this tab (an in-memory
 * notice: the tab that writes gets no `storage` event) and in every other tab (the `storage`
 * event), so signing out in one tab signs out all of them.
 */

/** What is stored under {@link SESSION_KEY}. */
export interface Session {
  apiToken: string;
  /** The dealer code used in project URLs (`Dealer.code`). */
  dealerCode: string;
  /**
   * A4: the public id of the one project a passcode session may change; absent or null for a
   * dashboard session.
   */
  projectId?: string | null;
  /** When the token stops working (ISO date-time, `DealerSession.expiresAt`); absent: unknown. */
  expiresAt?: string | null;
}

export const SESSION_KEY = 'tas.session';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some embedded browsers throw on access when storage is disabled.
    return null;
  }
}

/**
 * Parses a stored session. Returns null for anything that is not an object with two non-empty
 * strings, so a corrupted or foreign value never turns dealer mode on.
 */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { apiToken, dealerCode, projectId, expiresAt } = value as Record<string, unknown>;
    if (typeof apiToken !== 'string' || apiToken === '') return null;
    if (typeof dealerCode !== 'string' || dealerCode === '') return null;
    return {
      apiToken,
      dealerCode,
      projectId: typeof projectId === 'string' && projectId ? projectId : null,
      expiresAt: typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt)) ? expiresAt : null,
    };
  } catch {
    return null;
  }
}

/**
 * The current session or null (none stored, or past its `expiresAt` at `now`, epoch ms). The
 * parsed value is cached by its raw string so repeated calls return the same object (required
 * by `useSyncExternalStore`).
 */
export function readSession(storage: KeyValueStorage | null = defaultStorage(), now = Date.now()): Session | null {
  const raw = storage?.getItem(SESSION_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  if (cachedSession?.expiresAt && Date.parse(cachedSession.expiresAt) <= now) return null;
  return cachedSession;
}

/** Stores a session (dealer mode on) and notifies subscribers. */
export function writeSession(session: Session, storage: KeyValueStorage | null = defaultStorage()): void {
  storage?.setItem(SESSION_KEY, JSON.stringify(session));
  notify();
}

/** Removes the session (logout, A3) and notifies subscribers. */
export function clearSession(storage: KeyValueStorage | null = defaultStorage()): void {
  storage?.removeItem(SESSION_KEY);
  notify();
}

/** Another tab signed in or out: this tab's subscribers hear of it too. */
function onStorage(event: StorageEvent): void {
  if (event.key === SESSION_KEY || event.key === null) notify();
}

/**
 * Calls `listener` after every write or clear, in this tab or another; returns the unsubscribe
 * function.
 */
export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * True when the session gives dealer mode on a project route (A4): the dealer codes match
 * case-insensitively, and a passcode session (one with `projectId`) only on its own project
 * (public ids compare exactly; without the route's `projectId` a passcode session never matches).
 */
export function isSessionFor(
  session: Session | null,
  dealerCode: string | undefined,
  projectId?: string | undefined,
): boolean {
  if (!session || !dealerCode) return false;
  if (session.dealerCode.toLowerCase() !== dealerCode.toLowerCase()) return false;
  if (!session.projectId) return true;
  return projectId !== undefined && session.projectId === projectId;
}

/**
 * True for a dashboard session (entry link or API token, A3): the dashboard, settings and every
 * project of the dealer. A passcode session (A4) is dealer mode for one project only: false.
 */
export function isDashboardSession(session: Session | null): session is Session {
  return !!session && !session.projectId;
}

/**
 * A location search without its `passcode` (A4: removed from the address once the dealer
 * loads), with its leading '?' or '' when nothing is left.
 */
export function searchWithoutPasscode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('passcode');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
