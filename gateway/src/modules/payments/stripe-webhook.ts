/**
 * Stripe's webhook events (`POST /webhooks/stripe`): the raw body verified with the SDK's
 * `webhooks.constructEvent` against STRIPE_WEBHOOK_SECRET (a missing or wrong signature is
 * refused, 400, and logged without the secret, the header or the body), then stored by its event
 * id, so a second delivery changes nothing. `checkout.session.completed` (and
 * `checkout.session.async_payment_succeeded`) with `payment_status: paid` makes the session's
 * payment PAID when its amount, currency and order reference are the payment's own; the `paid`
 * event then goes to the subscribers once. Other events are stored and answered 200.
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/index.js';
import type { PaymentLedger } from './payment-ledger.js';
import type { Log } from './card-provider.js';
import * as repo from './payments.repository.js';

export interface WebhookAnswer {
  status: 200 | 400 | 404 | 500;
  body: { received: boolean; error?: string };
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function stripeWebhook(
  db: Db,
  ledger: PaymentLedger,
  stripe: Stripe | null,
  webhookSecret: string | null,
  log: Log,
) {
  /** What the session of a paid event does to its payment, in the event's transaction. */
  async function settle(event: Stripe.Event): Promise<{ outcome: string; paymentId: number | null }> {
    const session = event.data.object as Stripe.Checkout.Session;
    return db.transaction().execute(async (trx) => {
      if (!(await repo.insertEvent(trx, event.id, event.type))) {
        const seen = await repo.eventById(trx, event.id);
        return { outcome: 'DUPLICATE', paymentId: seen?.payment_id ?? null };
      }
      const result = await (async () => {
        if (!PAID_EVENTS.has(event.type)) return { outcome: 'IGNORED', paymentId: null };
        const payment = session?.id ? await repo.paymentBySession(trx, session.id) : undefined;
        if (!payment) return { outcome: 'NO_PAYMENT', paymentId: null };
        if (session.payment_status !== 'paid') return { outcome: 'NOT_PAID', paymentId: payment.id };
        const reference = session.metadata?.orderRef ?? session.client_reference_id;
        if (
          session.amount_total !== payment.amount_cents ||
          session.currency !== payment.currency ||
          reference !== payment.order_ref
        ) {
          log('error', 'Stripe reported a payment that is not the one asked for: not marked paid', {
            eventId: event.id,
            paymentId: payment.public_id,
            expectedCents: payment.amount_cents,
            reportedCents: session.amount_total,
            currency: session.currency,
          });
          return { outcome: 'AMOUNT_MISMATCH', paymentId: payment.id };
        }
        const intent =
          typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
        const paid = await repo.markPaid(trx, payment.id, 'PENDING', intent);
        return { outcome: paid ? 'PAID' : `ALREADY_${payment.status}`, paymentId: payment.id };
      })();
      await repo.setEventOutcome(trx, event.id, result.paymentId, result.outcome);
      return result;
    });
  }

  /**
   * Records the card fee of paid payment `paymentId` as Stripe's balance transaction of its
   * charge reports it (once: a fee set stays). A failure is logged and leaves the fee unknown
   * (a later delivery of the event tries again): the payment stays paid either way.
   */
  async function recordFee(paymentId: number): Promise<void> {
    const payment = await repo.paymentById(db, paymentId);
    if (!stripe || !payment || payment.fee_cents != null || !payment.provider_payment_id) return;
    try {
      const intent = await stripe.paymentIntents.retrieve(payment.provider_payment_id);
      const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
      if (!chargeId) return;
      const charge = await stripe.charges.retrieve(chargeId, { expand: ['balance_transaction'] });
      const txn =
        typeof charge.balance_transaction === 'string'
          ? await stripe.balanceTransactions.retrieve(charge.balance_transaction)
          : charge.balance_transaction;
      if (txn && Number.isSafeInteger(txn.fee) && txn.fee >= 0) await repo.setFee(db, payment.id, txn.fee);
    } catch (err) {
      log('warn', 'Stripe did not report the card fee of a paid payment', {
        paymentId: payment.public_id,
        message: (err as Error).message,
      });
    }
  }

  /** The answer to one delivery of `raw` with header `signature`. */
  return async function receive(raw: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    if (!stripe || !webhookSecret) return { status: 404, body: { received: false, error: 'Not found' } };
    if (!signature) {
      log('warn', 'Stripe webhook refused: no Stripe-Signature header');
      return { status: 400, body: { received: false, error: 'Missing signature' } };
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
    } catch {
      // The SDK's error carries the header and the body: neither is logged.
      log('warn', 'Stripe webhook refused: the signature does not match (wrong secret, altered body or too old)', {
        bytes: raw.length,
      });
      return { status: 400, body: { received: false, error: 'Invalid signature' } };
    }
    const { outcome, paymentId } = await settle(event);
    if (outcome === 'ALREADY_CANCELLED' || outcome === 'ALREADY_EXPIRED')
      // The buyer paid a payment given up meanwhile: the money is taken, the order is not paid.
      log('error', 'Stripe took a payment that was given up: refund it', { eventId: event.id, outcome });
    else if (outcome !== 'DUPLICATE' && outcome !== 'IGNORED' && outcome !== 'PAID')
      log('warn', 'Stripe webhook event left the payment as it was', { eventId: event.id, type: event.type, outcome });
    if (paymentId !== null) {
      await recordFee(paymentId);
      try {
        // A second delivery sends too when the first one's subscriber failed.
        await ledger.emitPaid(paymentId);
      } catch (err) {
        log('error', 'A subscriber of paid payments failed; Stripe delivers the event again', {
          eventId: event.id,
          message: (err as Error).message,
        });
        return { status: 500, body: { received: false, error: 'Try again' } };
      }
    }
    return { status: 200, body: { received: true } };
  };
}
