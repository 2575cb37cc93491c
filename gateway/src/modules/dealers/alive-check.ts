/**
 * Remote entry validation (A1, `DEALER_ENTRY_VALIDATION=remote`): the parent site's
 * alive-check. A form POST (`application/x-www-form-urlencoded`) of
 * `F=alive&token=<entry token>&acid=<account id = dealer code>` to `DEALER_ENTRY_CHECK_URL`.
 * Valid when the answer is HTTP 2xx with a body that is JSON `{"alive": true}` (or
 * `{"status": "alive"}`) or the text `alive`, `true` or `1` (case-insensitive, trimmed).
 */
export type AliveCheckResult = 'alive' | 'rejected' | 'unreachable';

/** The value of the form field `F`: the parent site's function name for the check. */
export const ALIVE_CHECK_FUNCTION = 'alive';

/** True when a 2xx body says the token is alive (see the module comment). */
export function bodySaysAlive(body: string): boolean {
  const text = body.trim();
  if (/^(alive|true|1)$/i.test(text)) return true;
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return false;
    const { alive, status } = json as Record<string, unknown>;
    return alive === true || (typeof status === 'string' && status.toLowerCase() === 'alive');
  } catch {
    return false;
  }
}

/**
 * Asks the alive-check about `token` for account `acid`. 'unreachable' for a network error, a
 * time-out or an HTTP 5xx; 'rejected' for any other non-alive answer.
 */
export async function aliveCheck(
  url: string,
  token: string,
  acid: string,
  timeoutMs = 5000,
): Promise<AliveCheckResult> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json, text/plain' },
      body: new URLSearchParams({ F: ALIVE_CHECK_FUNCTION, token, acid }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    return 'unreachable';
  }
  if (res.status >= 500) return 'unreachable';
  const body = await res.text().catch(() => '');
  return res.ok && bodySaysAlive(body) ? 'alive' : 'rejected';
}
