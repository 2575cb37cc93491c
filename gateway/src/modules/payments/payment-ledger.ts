/**
 * What every provider shares: the payment rows (a start found again by its idempotency key),
 * refunds that never take back more than was paid, and the `paid` / `refunded` events, each
 * sent to the subscribers once: claimed by one conditional update after its change committed,
 * given back when a subscriber fails (the next delivery or retry sends it again).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { PaymentRefundRow, PaymentRow, PaymentStatusValue } from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import type { PaymentEvents, PaymentMethod, PaymentStart, PaymentView } from './payment-types.js';
import * as repo from './payments.repository.js';

/** `pay_...` / `ref_...`: 16 random characters after the prefix. */
export function newPublicId(prefix: 'pay' | 'ref'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export function viewOf(row: PaymentRow): PaymentView {
  return {
    paymentId: row.public_id,
    method: row.method,
    orderRef: row.order_ref,
    status: row.status,
    currency: row.currency,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    lines: row.lines,
    buyerEmail: row.buyer_email,
    dueDate: row.due_date,
    redirectUrl: row.status === 'PENDING' ? row.redirect_url : null,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  };
}

/** Whether the stored lines are `input`'s (jsonb keeps its own key order, so compared field by field). */
const sameLines = (row: PaymentRow, input: PaymentStart) =>
  row.lines.length === input.lines.length &&
  row.lines.every((l, i) => {
    const given = input.lines[i]!;
    return l.name === given.name && l.amountCents === given.amountCents && l.quantity === given.quantity;
  });

export type PaymentLedger = ReturnType<typeof paymentLedger>;

export function paymentLedger(db: Db) {
  const subscribers = new Set<PaymentEvents>();

  /** Sends `paid` of payment row `id` if it is paid and not sent yet. */
  async function emitPaid(id: number): Promise<void> {
    const row = await repo.claimPaidEmission(db, id);
    if (!row) return;
    try {
      for (const s of subscribers)
        await s.paid({ orderRef: row.order_ref, paymentId: row.public_id, amountCents: row.amount_cents });
    } catch (err) {
      await repo.releasePaidEmission(db, id);
      throw err;
    }
  }

  /** Sends `refunded` of refund row `refund` if it succeeded and was not sent yet. */
  async function emitRefunded(refund: PaymentRefundRow): Promise<void> {
    const claimed = await repo.claimRefundEmission(db, refund.id);
    if (!claimed) return;
    const payment = await repo.paymentById(db, claimed.payment_id);
    try {
      for (const s of subscribers)
        await s.refunded({
          orderRef: payment!.order_ref,
          paymentId: payment!.public_id,
          amountCents: claimed.amount_cents,
        });
    } catch (err) {
      await repo.releaseRefundEmission(db, claimed.id);
      throw err;
    }
  }

  return {
    emitPaid,

    /** Adds a subscriber of the events; returns its removal. */
    subscribe(events: PaymentEvents): () => void {
      subscribers.add(events);
      return () => subscribers.delete(events);
    },

    /**
     * The payment of a checked start: a new row in `status`, or the one its idempotency key made
     * before (BAD_USER_INPUT `idempotencyKey` when that was another payment).
     */
    async record(input: PaymentStart, method: PaymentMethod, status: PaymentStatusValue): Promise<PaymentRow> {
      const { row } = await repo.insertPayment(db, {
        public_id: newPublicId('pay'),
        method,
        order_ref: input.orderRef,
        idempotency_key: input.idempotencyKey,
        status,
        amount_cents: input.amountCents,
        lines: input.lines,
        buyer_email: input.buyerEmail,
        due_date: input.dueDate ?? null,
      });
      if (
        row.method !== method ||
        row.order_ref !== input.orderRef ||
        row.amount_cents !== input.amountCents ||
        !sameLines(row, input)
      )
        throw new BadUserInputError('idempotencyKey', 'This idempotency key was used for another payment');
      return row;
    },

    /**
     * Refunds `amountCents` of payment `paymentId` once per `idempotencyKey`: a PENDING refund is
     * written under the payment's lock (counting other pending ones), `ask` asks the provider
     * (its refund id, or null when there is none to ask), then it succeeds (the payment's
     * refunded cents grow) or fails (and the error is thrown). A key already used answers its
     * refund. NOT_FOUND for an unknown payment; BAD_USER_INPUT `paymentId` (not paid) or
     * `amountCents` (not whole cents above 0, or more than is left).
     */
    async refund(
      input: { paymentId: string; amountCents: number; idempotencyKey: string },
      method: PaymentMethod,
      ask: (payment: PaymentRow, refund: PaymentRefundRow) => Promise<string | null>,
    ): Promise<{ refundId: string }> {
      const key = typeof input.idempotencyKey === 'string' ? input.idempotencyKey.trim() : '';
      if (!key || key.length > 200)
        throw new BadUserInputError('idempotencyKey', 'Give an idempotency key of 1 to 200 characters');
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
        throw new BadUserInputError('amountCents', 'Give the amount in whole cents, above 0');
      const { payment, refund } = await db.transaction().execute(async (trx) => {
        const payment = await repo.paymentByPublicId(trx, input.paymentId, true);
        if (!payment || payment.method !== method) throw new NotFoundError('Payment');
        const known = await repo.refundByKey(trx, key);
        if (known && (known.payment_id !== payment.id || known.amount_cents !== input.amountCents))
          throw new BadUserInputError('idempotencyKey', 'This idempotency key was used for another refund');
        if (known && known.status !== 'FAILED') return { payment, refund: known };
        if (payment.status !== 'PAID' && payment.status !== 'PARTIALLY_REFUNDED')
          throw new BadUserInputError('paymentId', 'Only a paid payment can be refunded');
        const left = payment.amount_cents - payment.refunded_cents - (await repo.pendingRefundCents(trx, payment.id));
        if (input.amountCents > left)
          throw new BadUserInputError('amountCents', `At most ${left} cents are left to refund`);
        if (known) {
          await repo.retryRefund(trx, known.id);
          return { payment, refund: { ...known, status: 'PENDING' as const } };
        }
        const refund = await repo.insertRefund(trx, {
          public_id: newPublicId('ref'),
          payment_id: payment.id,
          idempotency_key: key,
          amount_cents: input.amountCents,
        });
        return { payment, refund };
      });
      if (refund.status === 'PENDING') {
        let providerId: string | null;
        try {
          providerId = await ask(payment, refund);
        } catch (err) {
          await repo.failRefund(db, refund.id);
          throw err;
        }
        await db.transaction().execute((trx) => repo.succeedRefund(trx, refund.id, providerId));
      }
      await emitRefunded(refund);
      return { refundId: refund.public_id };
    },
  };
}
