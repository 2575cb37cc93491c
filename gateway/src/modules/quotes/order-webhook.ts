/**
 * The order webhook wire format (D10): the JSON body, its signature and the delivery. Pure
 * except `deliverOrder`, which does one HTTP POST.
 *
 * Every delivery of an order is a POST of `application/json` with the headers
 * - `X-TAS-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>` (the secret as UTF-8 bytes),
 * - `Idempotency-Key: <the order's idempotencyKey>` (the same on every retry),
 * - `X-TAS-Event: order.created`.
 * A 2xx answer means delivered; anything else (or no answer within the time limit) is retried.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix of webhook signing secrets (so a leaked one is recognisable). */
export const SECRET_PREFIX = 'whsec_';

/** A new random signing secret: `whsec_` + 32 random bytes, base64url (43 characters). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** `whsec_…abcd`: what the dashboard shows of a stored secret. */
export function secretHint(secret: string | null): string | null {
  return secret ? `${SECRET_PREFIX}…${secret.slice(-4)}` : null;
}

/** The `X-TAS-Signature` value of a raw body: `sha256=` + hex HMAC-SHA256 keyed by `secret`. */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of an `X-TAS-Signature` header (for receivers and tests). */
export function verifySignature(secret: string, rawBody: string | Buffer, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Human-readable order number: `TAS-` + the id padded to 6 digits. */
export function orderNumber(id: number): string {
  return `TAS-${String(id).padStart(6, '0')}`;
}

/** Checks a webhook URL (http or https, at most 2000 characters); returns it normalised or null. */
export function normaliseWebhookUrl(url: string): string | null {
  const text = url.trim();
  if (!text || text.length > 2000) return null;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password) return null;
  return parsed.toString();
}

export interface DeliveryResult {
  ok: boolean;
  /** `HTTP 500: <first 200 characters of the answer>` or the network error; null when ok. */
  error: string | null;
}

/**
 * POSTs one order body to `url`, signed with `secret`. Never throws: a failure is returned as
 * `{ ok: false, error }`. `timeoutMs` bounds the whole exchange.
 */
export async function deliverOrder(args: {
  url: string;
  secret: string;
  idempotencyKey: string;
  body: string;
  timeoutMs: number;
}): Promise<DeliveryResult> {
  try {
    const res = await fetch(args.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TeamApparelStudio-OrderSync/1',
        'x-tas-event': 'order.created',
        'x-tas-signature': signBody(args.secret, args.body),
        'idempotency-key': args.idempotencyKey,
      },
      body: args.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(args.timeoutMs),
    });
    const text = (await res.text().catch(() => '')).slice(0, 200);
    if (res.status >= 200 && res.status < 300) return { ok: true, error: null };
    return { ok: false, error: `HTTP ${res.status}${text ? `: ${text}` : ''}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const why =
      e.name === 'TimeoutError'
        ? `timed out after ${args.timeoutMs} ms`
        : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { ok: false, error: `Delivery failed: ${why}`.slice(0, 300) };
  }
}
