/**
 * The dealer's changes to a buyer's order line until the store goes into production (OPEN,
 * CLOSED, or CANCELLED with its orders to settle): an unpaid pay-later line is cancelled, a paid
 * line is refunded (a card order's through the payment port, for exactly the line's price and
 * its tax, once per line; a pay-later order marked paid as a recorded refund). Either frees the
 * line's unique number and sets the order's totals to its lines still sold; an order left with
 * none is CANCELLED (all cancelled) or REFUNDED. A refund of the payment made elsewhere reaches
 * the order through payments' `refunded` event ({@link StoreDealerLines.paymentRefunded}).
 */
import { STORE_LINES_SETTLE_IN, storeLineAction } from '@tas/rules';
import type { Db, Executor } from '../../db/index.js';
import type { StoreOrderLineRow, StoreOrderRow, StoreStateValue } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { ownStore, type OwnStore, type StoresDeps } from './store-deps.js';
import * as lines from './store-lines.repository.js';
import { orderIdOfRef } from './store-payments.js';
import * as repo from './stores.repository.js';
import * as numbers from './store-numbers.repository.js';

/** Store states whose orders' lines the dealer may still cancel or refund (@tas/rules). */
const LINES_SETTLE_IN: readonly StoreStateValue[] = STORE_LINES_SETTLE_IN;

/** What a line costs its buyer: its price and its tax, cents (each rounded once at the checkout). */
export const lineTotalCents = (line: StoreOrderLineRow): number => line.unit_price_cents + line.tax_cents;

/** The idempotency key of a line's refund in payments: one refund per line, whoever asks twice. */
const refundKeyOf = (lineId: number): string => `store-line-refund-${lineId}`;

/**
 * Frees number `number` of `scope` that order `orderId` holds when none of its lines still sold
 * wears it on an item of that scope (home and away jerseys share one number).
 */
export async function releaseUnworn(trx: Executor, orderId: number, scope: string, number: string): Promise<void> {
  const wearing = (await repo.linesOf(trx, [orderId])).filter(
    (l) => l.player_number === number && l.cancelled_at == null && l.refunded_at == null,
  );
  const items = await repo.itemsByIds(trx, [...new Set(wearing.map((l) => l.item_id))]);
  if (!wearing.some((l) => items.find((i) => i.id === l.item_id)?.rules.numberScope === scope))
    await numbers.releaseNumber(trx, orderId, scope, number);
}

/** Frees the unique number line `line` wore, unless another line of its order still wears it. */
async function releaseNumberOf(trx: Executor, line: StoreOrderLineRow): Promise<void> {
  if (!line.player_number) return;
  const item = (await repo.itemsByIds(trx, [line.item_id]))[0];
  if (item?.rules.numberUnique) await releaseUnworn(trx, line.order_id, item.rules.numberScope, line.player_number);
}

const WHY_NOT_CANCEL: Partial<Record<StoreOrderRow['status'], string>> = {
  PAID: 'This line is paid: refund it instead',
  PENDING: 'This card order is waiting for its payment: its lines cannot be cancelled',
};
const WHY_NOT_REFUND: Partial<Record<StoreOrderRow['status'], string>> = {
  UNPAID: 'This order is not paid: cancel the line instead',
  PENDING: 'This card order is not paid yet: there is nothing to refund',
};

export function storeDealerLines(db: Db, deps: StoresDeps) {
  /** The dealer's order `number` and its line `lineId`; NOT_FOUND, CONFLICT past CLOSED. */
  async function lineOf(caller: Caller, storeId: string, number: string, lineId: string) {
    const own: OwnStore = await ownStore(db, deps, caller, storeId);
    const order = typeof number === 'string' ? await repo.orderByNumber(db, own.project.id, number) : undefined;
    if (!order) throw new NotFoundError('Store order');
    const line = (await repo.linesOf(db, [order.id])).find((l) => l.id === parseId(lineId));
    if (!line) throw new NotFoundError('Store order line');
    if (!LINES_SETTLE_IN.includes(own.store.state))
      throw new ConflictError(
        `The store is ${own.store.state.toLowerCase()}: its orders are in production and their lines no longer change`,
      );
    if (line.cancelled_at) throw new ConflictError('This line is cancelled already');
    if (line.refunded_at) throw new ConflictError('This line is refunded already');
    return { own, order, line };
  }

  /** Why an order in `status` refuses the change, from `why` or its status. */
  const refusal = (why: Partial<Record<StoreOrderRow['status'], string>>, status: StoreOrderRow['status']) =>
    new ConflictError(why[status] ?? `This order is ${status.toLowerCase()}: its lines no longer change`);

  /** Cancels `line` of unpaid `order` of store `storeProjectId` (cancelLine's writes). */
  async function cancelOne(storeProjectId: number, order: StoreOrderRow, line: StoreOrderLineRow) {
    const now = deps.now();
    return db.transaction().execute(async (trx) => {
      // The store's row first (as a checkout takes it), then the order's: no state move or
      // mark-paid slips between the checks and the writes.
      const store = await repo.lockStoreIn(trx, storeProjectId, LINES_SETTLE_IN);
      if (!store) throw new ConflictError('The store is in production: its lines no longer change');
      const locked = await lines.lockOrder(trx, order.id);
      if (locked?.status !== 'UNPAID') throw refusal(WHY_NOT_CANCEL, locked?.status ?? order.status);
      const cancelled = await lines.cancelLine(trx, line.id, now);
      if (!cancelled) throw new ConflictError('This line is cancelled already');
      await releaseNumberOf(trx, line);
      return lines.recomputeOrder(trx, order.id, { updated_at: now }, { status: 'CANCELLED' });
    });
  }

  /** Refunds `line` of paid `order` (refundLine's payment and writes; once per line). */
  async function refundOne(order: StoreOrderRow, line: StoreOrderLineRow) {
    const cents = lineTotalCents(line);
    // A card order's money goes back through payments; a pay-later one's was taken by hand.
    const throughPayments = order.payment_method === 'CARD' && cents > 0;
    let refundId: string | null = null;
    if (throughPayments) {
      if (!deps.payments || !order.payment_id)
        throw new ConflictError('The card payment of this order cannot be reached on this server');
      try {
        ({ refundId } = await deps.payments.refund({
          paymentId: order.payment_id,
          amountCents: cents,
          idempotencyKey: refundKeyOf(line.id),
        }));
      } catch (err) {
        if (err instanceof BadUserInputError) throw new ConflictError(`The payment refused the refund: ${err.message}`);
        throw err;
      }
    }
    const now = deps.now();
    return db.transaction().execute(async (trx) => {
      await lines.lockOrder(trx, order.id);
      const refunded = await lines.refundLine(trx, line.id, now, refundId);
      // Marked by the other of two calls at once, or by the payment's own `refunded` event.
      if (!refunded) return (await repo.orderById(trx, order.id))!;
      await releaseNumberOf(trx, line);
      // Payments' `refunded` event counts a card refund's cents (paymentRefunded).
      if (!throughPayments) await lines.addRefunded(trx, order.id, cents, now);
      return lines.recomputeOrder(trx, order.id, { updated_at: now }, { status: 'REFUNDED' });
    });
  }

  return {
    /**
     * Cancels line `lineId` of unpaid pay-later order `orderNumber`: its number is free again,
     * the order's totals are its other lines', and an order with no line left is CANCELLED.
     * Errors: NOT_FOUND ('Store order', 'Store order line'; another dealer's store as an unknown
     * one); CONFLICT naming why (a paid, pending, expired order; a line cancelled or refunded
     * already; a store in production).
     */
    async cancelLine(caller: Caller, storeId: string, orderNumber: string, lineId: string): Promise<StoreOrderRow> {
      const { own, order, line } = await lineOf(caller, storeId, orderNumber, lineId);
      if (storeLineAction(own.store.state, order.status) !== 'CANCEL') throw refusal(WHY_NOT_CANCEL, order.status);
      return cancelOne(own.project.id, order, line);
    },

    /**
     * Refunds line `lineId` of paid order `orderNumber` for exactly its total (price and tax,
     * cents): a card order through the payment port (one refund per line: a second call, even at
     * the same moment, makes none), a pay-later order marked paid as a recorded refund. Its
     * number is free again, the order's totals are its other lines', its refunded cents grow,
     * and an order with no line left is REFUNDED. Errors: NOT_FOUND as `cancelLine`; CONFLICT
     * naming why (an unpaid or pending order, a line refunded or cancelled already, the payment
     * refusing it, a store in production).
     */
    async refundLine(caller: Caller, storeId: string, orderNumber: string, lineId: string): Promise<StoreOrderRow> {
      const { own, order, line } = await lineOf(caller, storeId, orderNumber, lineId);
      if (storeLineAction(own.store.state, order.status) !== 'REFUND') throw refusal(WHY_NOT_REFUND, order.status);
      return refundOne(order, line);
    },

    /**
     * The close's settling of a line of a minimum not reached (store-close.ts), no caller: a
     * paid line refunded as `refundLine` does (once per line), an unpaid one cancelled as
     * `cancelLine` does. Answers the order; CONFLICT as they do.
     */
    async settleForMinimum(order: StoreOrderRow, line: StoreOrderLineRow): Promise<StoreOrderRow> {
      return order.status === 'PAID' ? refundOne(order, line) : cancelOne(order.store_id, order, line);
    },
    /**
     * Payments' `refunded` event (wired by the composition root): the store order whose card
     * payment it is counts the refunded cents; once they reach what was paid, its lines still
     * sold are refunded, their numbers freed, and the order is REFUNDED. Sent once per refund.
     */
    async paymentRefunded(e: { orderRef: string; paymentId: string; amountCents: number }): Promise<void> {
      const id = orderIdOfRef(e.orderRef);
      if (id == null) return;
      const now = deps.now();
      await db.transaction().execute(async (trx) => {
        const order = await lines.lockOrder(trx, id);
        if (!order || order.payment_id !== e.paymentId) return;
        const counted = await lines.addRefunded(trx, id, e.amountCents, now);
        if (counted.status !== 'PAID' || counted.refunded_cents < (await lines.paidLinesCents(trx, id))) return;
        await lines.refundLinesOf(trx, id, now);
        await numbers.releaseNumbersOf(trx, id);
        await lines.recomputeOrder(trx, id, { updated_at: now }, { status: 'REFUNDED' });
      });
    },
  };
}

export type StoreDealerLines = ReturnType<typeof storeDealerLines>;
