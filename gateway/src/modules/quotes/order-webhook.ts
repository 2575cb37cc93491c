/**
 * The order webhook wire format (D10): the JSON body, its signature and the delivery. Pure
 * except `deliverOrder`, which does one HTTP POST to the pinned address.
 *
 * Every delivery of an order is a POST of `application/json` with the headers
 * - `X-TAS-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>` (the secret as UTF-8 bytes),
 * - `Idempotency-Key`: the order's idempotencyKey for `order.created`, `<idempotencyKey>.r<revision>`
 *   for `order.updated` (the same on every retry of a delivery),
 * - `X-TAS-Event: order.created` (the order as made) or `order.updated` (a change of its details
 *   after it was delivered; the body is the whole order as it is now, with its `revision`),
 * - `X-TAS-Payload-Version: 2` (version 2 adds production fields to version 1's).
 * A 2xx answer means delivered; anything else (or no answer within the time limit) is retried.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import type { PinnedAddress } from './webhook-target.js';

/** The version of the order body (`payloadVersion`, `X-TAS-Payload-Version`; orders.service). */
export const ORDER_PAYLOAD_VERSION = 3;

/** The events of the order webhook (`X-TAS-Event` and the body's `event`). */
export type OrderEvent = 'order.created' | 'order.updated';

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
  /**
   * Null when ok; else only the status, never the receiver's answer: `HTTP 503` (any non-2xx
   * status, redirects are not followed), `Delivery failed: timed out after 10000 ms`, or
   * `Delivery failed: <error class>` such as `ECONNREFUSED` or `UND_ERR_SOCKET`.
   */
  error: string | null;
}

/** A Node error code (`ECONNREFUSED`, `UND_ERR_SOCKET`, `ERR_SSL_...`), else a generic class. */
function errorClass(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,60}$/.test(code) ? code : 'network error';
}

/** A `net`/`tls` lookup that answers the pinned address whatever name is asked. */
function pinnedLookup(pinned: PinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * POSTs one order body to `url`, signed with `secret`. With `pinned` the connection goes to that
 * address (the one checked by `resolveWebhookTarget`) while the Host header and TLS server name
 * stay the URL's host; the name is not resolved again. Never throws: a failure is returned as
 * `{ ok: false, error }` (see {@link DeliveryResult}). `timeoutMs` bounds the whole exchange;
 * the receiver's answer body is discarded unread.
 */
export async function deliverOrder(args: {
  url: string;
  secret: string;
  idempotencyKey: string;
  /** Default `order.created`. */
  event?: OrderEvent;
  body: string;
  timeoutMs: number;
  pinned?: PinnedAddress | null;
}): Promise<DeliveryResult> {
  const signal = AbortSignal.timeout(args.timeoutMs);
  const agent = new Agent({
    connections: 1,
    connect: { timeout: args.timeoutMs, ...(args.pinned ? { lookup: pinnedLookup(args.pinned) } : {}) },
  });
  try {
    const res = await request(args.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TeamApparelStudio-OrderSync/1',
        'x-tas-event': args.event ?? 'order.created',
        'x-tas-payload-version': String(ORDER_PAYLOAD_VERSION),
        'x-tas-signature': signBody(args.secret, args.body),
        'idempotency-key': args.idempotencyKey,
      },
      body: args.body,
      dispatcher: agent,
      signal,
    });
    await res.body.dump().catch(() => undefined);
    if (res.statusCode >= 200 && res.statusCode < 300) return { ok: true, error: null };
    return { ok: false, error: `HTTP ${res.statusCode}` };
  } catch (err) {
    const why = signal.aborted ? `timed out after ${args.timeoutMs} ms` : errorClass(err);
    return { ok: false, error: `Delivery failed: ${why}` };
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
