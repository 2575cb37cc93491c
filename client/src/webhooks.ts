/**
 * The order webhook's receiving side: checks `X-TAS-Signature` (`sha256=` + hex HMAC-SHA256 of
 * the raw body, keyed by the signing secret's UTF-8 bytes) in constant time, then reads the body.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a delivery was refused: its signature is missing or wrong, or the body is not an order event. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** A size line of an order item; version 2 adds `sku`, a store's production order `players` and `teamPieces`. */
export interface OrderWebhookSizeLine {
  size: string;
  quantity: number;
  playerName: string | null;
  playerNumber: string | null;
  unitPriceCents: number;
  lineTotalCents: number;
  sku?: string;
  players?: { name: string | null; number: string | null }[];
  teamPieces?: number;
  [field: string]: unknown;
}

/** The body of `order.created` and `order.updated` (payload version 3; later versions only add fields). */
export interface OrderWebhookPayload {
  event: 'order.created' | 'order.updated';
  payloadVersion: number;
  order: {
    id: string;
    /** `TAS-000123`. */
    number: string;
    idempotencyKey: string;
    /** 0 when made, one more per change of its details: keep the highest. */
    revision: number;
    createdAt: string;
    currency: string;
    totalCents: number;
    dealer: { code: string; name: string };
    quote: { id: string; createdAt: string; message: string | null } | null;
    contact: { name: string; email: string; phone: string | null; organization: string | null } | null;
    project: { id: string; type: string; title: string; teamName: string } | null;
    approvalWaived: boolean;
    store: Record<string, unknown> | null;
    items: {
      styleId: string;
      productName: string;
      configurationShortId: string;
      quantity: number;
      lineTotalCents: number;
      sizeLines: OrderWebhookSizeLine[];
      [field: string]: unknown;
    }[];
    [field: string]: unknown;
  };
}

/** One verified delivery: its headers' event, version and idempotency key, and the parsed body. */
export interface VerifiedWebhook {
  event: string;
  payloadVersion: number;
  /** Drop a delivery whose key you already handled (retries send the same key). */
  idempotencyKey: string;
  payload: OrderWebhookPayload;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The `X-TAS-Signature` value of `body` under `secret` (for tests and stand-ins of the gateway). */
export function signWebhook(body: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Checks a delivery and answers it parsed. `body` is the raw body as received (a string or its
 * bytes, before any JSON parsing: a re-serialised body would not match); `headers` a fetch
 * `Headers` or Node's `IncomingHttpHeaders`; `secret` the `whsec_...` returned by `setOrderWebhook`.
 * Throws {@link WebhookVerificationError} on a missing or wrong signature or a body that is not JSON.
 */
export function verifyWebhook(body: string | Uint8Array, headers: HeaderSource, secret: string): VerifiedWebhook {
  const given = header(headers, 'x-tas-signature');
  if (!given) throw new WebhookVerificationError('No X-TAS-Signature header');
  const expected = Buffer.from(signWebhook(body, secret));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    throw new WebhookVerificationError('The X-TAS-Signature does not match the body');
  let payload: OrderWebhookPayload;
  try {
    payload = JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8')) as OrderWebhookPayload;
  } catch {
    throw new WebhookVerificationError('The body is not JSON');
  }
  return {
    event: header(headers, 'x-tas-event') ?? payload.event,
    payloadVersion: Number(header(headers, 'x-tas-payload-version') ?? payload.payloadVersion),
    idempotencyKey: header(headers, 'idempotency-key') ?? payload.order?.idempotencyKey,
    payload,
  };
}
