/**
 * Payments of orders: the providers (CARD through Stripe Checkout when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set; PAY_LATER always), refunds, the dealer's "mark paid" of a
 * pay-later payment, Stripe's webhook, and the events `paid` / `refunded` that subscribers (the
 * composition root wires the stores module in) get once each. Payments know an order only by its
 * reference and do not check who asks: the module that owns the order checks its owner first.
 */
import type { Db } from '../../db/index.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { cardProvider, stripeClient, type Log, type StripeSettings } from './card-provider.js';
import { paymentLedger, viewOf } from './payment-ledger.js';
import type { PaymentEvents, PaymentMethod, PaymentProvider, PaymentStart, PaymentView } from './payment-types.js';
import { payLaterProvider } from './pay-later-provider.js';
import * as repo from './payments.repository.js';
import { stripeWebhook } from './stripe-webhook.js';

export type PaymentsService = ReturnType<typeof paymentsService>;

export function paymentsService(db: Db, deps: { stripe: StripeSettings | null; log?: Log }) {
  const log: Log = deps.log ?? (() => undefined);
  const ledger = paymentLedger(db);
  const client = deps.stripe ? stripeClient(deps.stripe) : null;
  const card = client ? cardProvider(db, ledger, client, log) : null;
  const payLater = payLaterProvider(ledger);

  /** The provider of `method`; BAD_USER_INPUT `method` for card payments on a server without Stripe. */
  function provider(method: PaymentMethod): PaymentProvider {
    if (method === 'PAY_LATER') return payLater;
    if (method === 'CARD' && card) return card;
    throw new BadUserInputError('method', 'Card payments are not set up on this server');
  }

  async function payment(paymentId: string) {
    const row = typeof paymentId === 'string' ? await repo.paymentByPublicId(db, paymentId) : undefined;
    if (!row) throw new NotFoundError('Payment');
    return row;
  }

  return {
    provider,

    /** The methods this server offers: PAY_LATER, and CARD when Stripe is set up. */
    methods(): PaymentMethod[] {
      return card ? ['CARD', 'PAY_LATER'] : ['PAY_LATER'];
    },

    /** Starts a payment with `method` (see the providers). */
    async start(method: PaymentMethod, input: PaymentStart) {
      return provider(method).start(input);
    },

    /** Refunds part or all of a paid payment, through its own provider (see PaymentProvider.refund). */
    async refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }) {
      return provider((await payment(input.paymentId)).method).refund(input);
    },

    /**
     * The dealer marks an UNPAID pay-later payment paid (emits `paid` once); marking a paid one
     * again changes nothing. NOT_FOUND; BAD_USER_INPUT `paymentId` for a card payment or one
     * that expired, was cancelled or refunded.
     */
    async markPaid(paymentId: string): Promise<PaymentView> {
      const row = await payment(paymentId);
      if (row.method !== 'PAY_LATER')
        throw new BadUserInputError('paymentId', 'Only a pay-later payment is marked paid');
      const moved = await repo.markPaid(db, row.id, 'UNPAID', null);
      const now = moved ? await payment(paymentId) : row;
      if (!moved && now.status !== 'PAID')
        throw new BadUserInputError(
          'paymentId',
          `This payment is ${now.status.toLowerCase()}: it cannot be marked paid`,
        );
      await ledger.emitPaid(row.id);
      return viewOf(now);
    },

    /** An UNPAID pay-later payment past its due date becomes EXPIRED; false when it was not UNPAID. */
    async expire(paymentId: string): Promise<boolean> {
      const row = await payment(paymentId);
      return row.method === 'PAY_LATER' && repo.moveStatus(db, row.id, ['UNPAID'], 'EXPIRED');
    },

    /**
     * A payment not paid yet is given up (CANCELLED; a card payment's Checkout Session is closed
     * so it can no longer be paid); false when it was paid or closed already.
     */
    async cancel(paymentId: string): Promise<boolean> {
      const row = await payment(paymentId);
      const moved = await repo.moveStatus(db, row.id, ['PENDING', 'UNPAID'], 'CANCELLED');
      if (moved && card && row.provider_session_id) await card.expireSession(row.provider_session_id);
      return moved;
    },

    /** Payment `paymentId`, or null. */
    async get(paymentId: string): Promise<PaymentView | null> {
      const row = typeof paymentId === 'string' ? await repo.paymentByPublicId(db, paymentId) : undefined;
      return row ? viewOf(row) : null;
    },

    /** Every payment started for `orderRef`, oldest first. */
    async ofOrder(orderRef: string): Promise<PaymentView[]> {
      return (await repo.paymentsOfOrder(db, orderRef)).map(viewOf);
    },

    /**
     * The card provider's fees of payments `paymentIds` as it reported them (cents, by payment
     * id); a payment without a reported fee (pay later, or not reported yet) is absent.
     */
    async fees(paymentIds: readonly string[]): Promise<Map<string, number>> {
      return new Map((await repo.feesOf(db, paymentIds)).map((r) => [r.public_id, r.fee_cents]));
    },

    /** Adds a subscriber of `paid` and `refunded`; returns its removal. */
    subscribe(events: PaymentEvents): () => void {
      return ledger.subscribe(events);
    },

    /** One delivery of Stripe's webhook: its raw body and Stripe-Signature header (stripe-webhook.ts). */
    receiveStripeWebhook: stripeWebhook(db, ledger, client, deps.stripe?.webhookSecret ?? null, log),
  };
}
