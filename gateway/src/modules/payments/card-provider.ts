/**
 * Card payments through Stripe Checkout with the official SDK: a hosted Checkout Session per
 * payment (the buyer types the card on Stripe's page; no card data reaches the gateway), paid
 * only when Stripe's signed webhook says so (stripe-webhook.ts), refunds through Stripe's API.
 * The caller's idempotency key goes to Stripe with each call (prefixed by what it makes), so a
 * retried start makes one payment row and one session.
 */
import Stripe from 'stripe';
import type { Db } from '../../db/index.js';
import { ApiError, BadUserInputError, ConflictError } from '../../lib/errors.js';
import type { PaymentLedger } from './payment-ledger.js';
import { checkPaymentStart } from './payment-input.js';
import type { PaymentProvider, PaymentStart, PaymentStarted } from './payment-types.js';
import * as repo from './payments.repository.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** `http://127.0.0.1:12111`: where the API is reached (tests); unset, Stripe's own. */
  apiBase?: string;
}

export type Log = (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;

/** The SDK client of `settings`: at most 2 retries (keyed, so never twice the effect), 20 s per call. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Team Apparel Studio' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** What of a Stripe error may be logged: its kind and code, never the request or the key. */
export function stripeErrorFacts(err: unknown): Record<string, unknown> {
  if (err instanceof Stripe.errors.StripeError)
    return { type: err.type, code: err.code ?? null, status: err.statusCode ?? null, requestId: err.requestId ?? null };
  return { type: (err as Error)?.name ?? 'unknown' };
}

export function cardProvider(
  db: Db,
  ledger: PaymentLedger,
  stripe: Stripe,
  log: Log,
): PaymentProvider & { expireSession(sessionId: string): Promise<void> } {
  return {
    method: 'CARD',

    /**
     * A Checkout Session for the payment (one per idempotency key): the lines at their unit
     * amounts, `client_reference_id` and `metadata.orderRef` the order's reference, the buyer's
     * email, the success and cancel addresses. INTERNAL when Stripe cannot be reached (the same
     * key tries again).
     */
    async start(raw: PaymentStart): Promise<PaymentStarted> {
      const input = checkPaymentStart(raw, false);
      let row = await ledger.record(input, 'CARD', 'PENDING');
      if (row.status !== 'PENDING') throw new ConflictError(`This payment is ${row.status.toLowerCase()} already`);
      if (!row.provider_session_id) {
        const metadata = { orderRef: input.orderRef, paymentId: row.public_id };
        let session: Stripe.Checkout.Session;
        try {
          session = await stripe.checkout.sessions.create(
            {
              mode: 'payment',
              line_items: input.lines.map((l) => ({
                quantity: l.quantity,
                price_data: { currency: 'usd', unit_amount: l.amountCents, product_data: { name: l.name } },
              })),
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              client_reference_id: input.orderRef,
              customer_email: input.buyerEmail,
              metadata,
              payment_intent_data: { metadata },
            },
            { idempotencyKey: `tas-checkout-${input.idempotencyKey}` },
          );
        } catch (err) {
          log('warn', 'Stripe did not make the Checkout Session', {
            orderRef: input.orderRef,
            ...stripeErrorFacts(err),
          });
          throw new ApiError('INTERNAL', 'The card payment could not be started; try again');
        }
        row = await repo.setSession(db, row.id, session.id, session.url);
      }
      return { paymentId: row.public_id, redirectUrl: row.redirect_url, status: 'PENDING' };
    },

    /** A refund of the payment's payment intent (Stripe's refund id kept); see the ledger's rules. */
    refund(input) {
      return ledger.refund(input, 'CARD', async (payment, refund) => {
        if (!payment.provider_payment_id) throw new BadUserInputError('paymentId', 'This payment has no card charge');
        try {
          const made = await stripe.refunds.create(
            {
              payment_intent: payment.provider_payment_id,
              amount: refund.amount_cents,
              metadata: { orderRef: payment.order_ref, paymentId: payment.public_id, refundId: refund.public_id },
            },
            { idempotencyKey: `tas-refund-${refund.idempotency_key}` },
          );
          return made.id;
        } catch (err) {
          log('warn', 'Stripe did not make the refund', { paymentId: payment.public_id, ...stripeErrorFacts(err) });
          if (err instanceof Stripe.errors.StripeInvalidRequestError)
            throw new BadUserInputError('amountCents', `Stripe refused the refund: ${err.message}`);
          throw new ApiError('INTERNAL', 'The refund could not be made; try again');
        }
      });
    },

    /** Closes an open Checkout Session (its order was given up); one already closed stays so. */
    async expireSession(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        log('warn', 'Stripe did not expire the Checkout Session', stripeErrorFacts(err));
      }
    },
  };
}
