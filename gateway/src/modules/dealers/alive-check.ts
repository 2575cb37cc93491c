/**
 * Remote entry validation (A1, `DEALER_ENTRY_VALIDATION=remote`): the parent site's
 * alive-check. A form POST (`application/x-www-form-urlencoded`) of
 * `F=alive&token=<entry token>&acid=<account id = dealer code>` to `DEALER_ENTRY_CHECK_URL`.
 * Valid when the answer is HTTP 2xx with a body that is JSON `{"alive": true}` (or
 * `{"status": "alive"}`) or the text `alive`, `true` or `1` (case-insensitive, trimmed).
 *
 * What the answer vouches for: the token and the account id, nothing else. The other
 * account fields of the entry link (company, email, price group, ...) are not covered by the
 * check, so they are not taken from the link; a JSON answer may carry them itself, named as in
 * the entry link (`{"alive": true, "company": "Acme Sports", "pricegroup": "gold"}`), and only
 * those are used (see {@link vouchedAccount}).
 */

/** Entry-link account fields an alive-check answer may vouch for (names as in the entry URL). */
export const ACCOUNT_FIELDS = [
  'tid',
  'aid',
  'company',
  'email',
  'terms',
  'pricegroup',
  'carriedt',
  'carriednum',
  'webuserid',
] as const;

export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** Account fields vouched for by the parent site; a missing key was not vouched for. */
export type VouchedAccount = Partial<Record<AccountField, string>>;

export type AliveCheckResult =
  { status: 'alive'; account: VouchedAccount } | { status: 'rejected' } | { status: 'unreachable' };

/** The value of the form field `F`: the parent site's function name for the check. */
export const ALIVE_CHECK_FUNCTION = 'alive';

/** Longest account field value taken from an answer, characters. */
const MAX_FIELD_LENGTH = 254;

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
 * The account fields a JSON alive answer carries: each of {@link ACCOUNT_FIELDS} whose value is
 * a non-empty string (trimmed, at most 254 characters, no control characters) or a finite
 * number (as text). Anything else, and every field of a text answer, is not vouched for: {}.
 */
export function vouchedAccount(body: string): VouchedAccount {
  let json: unknown;
  try {
    json = JSON.parse(body.trim());
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const account: VouchedAccount = {};
  for (const field of ACCOUNT_FIELDS) {
    const raw = (json as Record<string, unknown>)[field];
    const text =
      typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
    // eslint-disable-next-line no-control-regex -- control characters are refused
    if (text && text.length <= MAX_FIELD_LENGTH && !/[\u0000-\u001f\u007f]/.test(text)) account[field] = text;
  }
  return account;
}

/**
 * Asks the alive-check about `token` for account `acid`. `unreachable` for a network error, a
 * time-out or an HTTP 5xx; `rejected` for any other non-alive answer; `alive` with the account
 * fields the answer vouches for.
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
    return { status: 'unreachable' };
  }
  if (res.status >= 500) return { status: 'unreachable' };
  const body = await res.text().catch(() => '');
  if (!res.ok || !bodySaysAlive(body)) return { status: 'rejected' };
  return { status: 'alive', account: vouchedAccount(body) };
}
