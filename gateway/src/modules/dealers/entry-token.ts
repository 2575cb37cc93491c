/**
 * Dashboard entry tokens (PRODUCT.md A1, API.md "Sessions"). The parent brand's site sends a
 * dealer to `/dashboard/?code=...&exp=...&token=...`; `token` is
 * `hex(HMAC_SHA256(DEALER_ENTRY_SECRET, canonical))` over the other query fields.
 * Shared by the `enterDashboard` mutation, the `dealer:link` command and tests.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { trimEnd } from '@tas/garments';

/** Entry fields as given: URL query names or the GraphQL input's (`repToken`). */
export type EntryFields = Readonly<Record<string, string | number | undefined | null>>;

/** Lifetime of an entry link when none is given: 15 minutes (A1). */
export const DEFAULT_ENTRY_TTL_SECONDS = 900;

/**
 * The longest an entry link may live (A1): a token whose `exp` lies more than 24 hours
 * after the time it is checked is refused, so a leaked link never works for long.
 */
export const MAX_ENTRY_TTL_SECONDS = 24 * 3600;

/** GraphQL input names that differ from the entry URL's query names. */
const QUERY_NAME: Readonly<Record<string, string>> = { repToken: 'rep_token' };

/**
 * The present entry fields keyed by their entry-URL query names, values as strings:
 * empty ('' / null / undefined) fields and `token` dropped, `repToken` renamed `rep_token`.
 * Throws `RangeError` when `repToken` and `rep_token` are both present with different values.
 */
function presentFields(fields: EntryFields): Map<string, string> {
  const present = new Map<string, string>();
  for (const [key, raw] of Object.entries(fields)) {
    if (raw === null || raw === undefined) continue;
    const value = String(raw);
    if (value === '') continue;
    const name = QUERY_NAME[key] ?? key;
    if (name === 'token') continue;
    const earlier = present.get(name);
    if (earlier !== undefined && earlier !== value) {
      throw new RangeError(`entry field ${name} given twice with different values`);
    }
    present.set(name, value);
  }
  return present;
}

/**
 * The canonical string an entry token signs (A1): present fields (non-empty, `token`
 * excluded), named as in the entry URL's query (`repToken` -> `rep_token`), sorted by name
 * (code-unit order), as `name=encodeURIComponent(value)` joined by `&`; `exp` is included like
 * any other field. Example: `{ code: 'ABC123', company: 'Acme Sports', exp: 1795000000 }` ->
 * `code=ABC123&company=Acme%20Sports&exp=1795000000`.
 * Throws `RangeError` for conflicting `repToken`/`rep_token`.
 */
export function canonicalEntryString(fields: EntryFields): string {
  return [...presentFields(fields)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

function hmacHex(secret: string | Buffer, canonical: string): string {
  if (secret.length === 0) throw new Error('DEALER_ENTRY_SECRET is empty');
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}

function expOf(fields: EntryFields): number | null {
  const raw = fields.exp;
  if (raw === null || raw === undefined || raw === '') return null;
  const exp = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isSafeInteger(exp) || exp <= 0) return null;
  // A string exp must be exactly its number, so the canonical text cannot be padded ('0017...').
  if (typeof raw === 'string' && String(exp) !== raw) return null;
  return exp;
}

/**
 * Signs entry fields (A1): lowercase hex HMAC-SHA256 (64 chars) of `canonicalEntryString`.
 * `fields.exp` (unix seconds, a positive integer) is required: an entry token never lasts forever.
 * Throws `RangeError` without a valid `exp`, `Error` for an empty secret.
 */
export function signEntryToken(secret: string | Buffer, fields: EntryFields): string {
  if (expOf(fields) === null) throw new RangeError('entry fields need exp (unix seconds)');
  return hmacHex(secret, canonicalEntryString(fields));
}

/** Result of `verifyEntryToken`. */
export type EntryTokenCheck =
  { ok: true } | { ok: false; reason: 'expired' | 'too-far-ahead' | 'bad-signature' | 'malformed' };

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Checks an entry token (A1) at `nowSeconds` (unix seconds):
 * - `malformed`: the token is not 64 hex digits, or `exp` is missing or not a positive integer,
 *   or the fields conflict;
 * - `bad-signature`: the HMAC differs (compared in constant time);
 * - `expired`: signature good but `nowSeconds >= exp`;
 * - `too-far-ahead`: signature good but `exp` lies more than {@link MAX_ENTRY_TTL_SECONDS}
 *   after `nowSeconds`.
 * The signature is checked before the expiry so that 'expired' is only said of genuine tokens.
 * Never throws for bad input (an empty secret still throws: that is a configuration error).
 */
export function verifyEntryToken(
  secret: string | Buffer,
  fields: EntryFields,
  token: string,
  nowSeconds: number,
): EntryTokenCheck {
  if (typeof token !== 'string' || !HEX_SHA256.test(token)) return { ok: false, reason: 'malformed' };
  const exp = expOf(fields);
  if (exp === null) return { ok: false, reason: 'malformed' };
  let canonical: string;
  try {
    canonical = canonicalEntryString(fields);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(hmacHex(secret, canonical), 'hex');
  const given = Buffer.from(token, 'hex');
  // Both are 32 bytes here (the regex above), as timingSafeEqual requires equal lengths.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (nowSeconds >= exp) return { ok: false, reason: 'expired' };
  if (exp - nowSeconds > MAX_ENTRY_TTL_SECONDS) return { ok: false, reason: 'too-far-ahead' };
  return { ok: true };
}

/**
 * A signed dashboard entry URL (A1, A2): `${baseUrl}/dashboard/?<canonical>&token=<hex>` with
 * `exp = now + ttlSeconds` (any `exp` in `fields` is replaced). `baseUrl` is the web origin,
 * e.g. `http://127.0.0.1:4000` (a trailing slash is ignored); `now` is unix seconds.
 * Throws `RangeError` for a ttl that is not a positive integer of at most
 * {@link MAX_ENTRY_TTL_SECONDS} (a longer link would be refused).
 */
export function buildEntryUrl(
  baseUrl: string,
  secret: string | Buffer,
  fields: EntryFields,
  ttlSeconds: number = DEFAULT_ENTRY_TTL_SECONDS,
  now: number = Math.floor(Date.now() / 1000),
): string {
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_ENTRY_TTL_SECONDS) {
    throw new RangeError(
      `ttlSeconds must be a positive integer of at most ${MAX_ENTRY_TTL_SECONDS}, got ${String(ttlSeconds)}`,
    );
  }
  const signed = { ...fields, exp: Math.floor(now) + ttlSeconds };
  const token = signEntryToken(secret, signed);
  return `${trimEnd(baseUrl, '/')}/dashboard/?${canonicalEntryString(signed)}&token=${token}`;
}
