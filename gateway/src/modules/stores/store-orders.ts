/**
 * A buyer's order after the checkout: read and changed through its private link (a line's size,
 * name or number until the hard close, the item's rules and the numbers taken checked again, in
 * one transaction that takes the new number before it frees the old one), and the payment's
 * life: a card payment's `paid` event, a pay-later order marked paid by its dealer, reminded
 * once and expired at its due date (its numbers free again).
 */
import { checkPersonalisation, formatCents, normaliseName, normaliseNumber } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { StoreOrderLineRow, StoreOrderRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { escapeHtml } from '../notices/index.js';
import { releaseUnworn } from './store-dealer-lines.js';
import { ownStore, type StoresDeps } from './store-deps.js';
import { orderIdOfRef } from './store-payments.js';
import * as contactsRepo from './store-contacts.repository.js';
import type { StoreReceipts } from './store-receipts.js';
import { isOrderToken, newOrderToken, tokenHashOf } from './store-tokens.js';
import * as repo from './stores.repository.js';
import * as numbers from './store-numbers.repository.js';

/** Statuses whose lines a buyer may still change (before the hard close). */
const CHANGEABLE: readonly StoreOrderRow['status'][] = ['PENDING', 'UNPAID', 'PAID'];

export interface OrderLinkView {
  order: StoreOrderRow;
  record: repo.StoreRecord;
  canChange: boolean;
}

export interface LineChange {
  size?: string | null;
  playerName?: string | null;
  playerNumber?: string | null;
}

export function storeOrders(db: Db, deps: StoresDeps, receipts: StoreReceipts) {
  async function byToken(token: string): Promise<OrderLinkView | null> {
    const found = isOrderToken(token) ? await repo.orderRecordByTokenHash(db, tokenHashOf(token)) : undefined;
    if (!found) return null;
    const { order, record } = found;
    const { store } = record;
    const now = deps.now();
    const canChange =
      CHANGEABLE.includes(order.status) && store.state === 'OPEN' && !!store.hard_close_at && store.hard_close_at > now;
    return { order, record, canChange };
  }

  return {
    /** The order of a private link's token; null for any other token. */
    byToken,

    /** The lines of orders, in order. */
    lines: (orderIds: readonly number[]): Promise<StoreOrderLineRow[]> => repo.linesOf(db, orderIds),

    /** The orders of a store its dealer reads, newest first. */
    async ofStore(caller: Caller, storeId: string): Promise<StoreOrderRow[]> {
      const own = await ownStore(db, deps, caller, storeId);
      return repo.ordersOfStore(db, own.project.id);
    },

    /**
     * Changes line `lineId` of the token's order. Errors: NOT_FOUND ('Store order') for an
     * unknown token or a line not of its order; CONFLICT after the hard close, for an order
     * that is not pending, unpaid or paid, or a line cancelled or refunded; BAD_USER_INPUT `input.size`, `input.playerName`,
     * `input.playerNumber` (TAKEN by another order).
     */
    async changeLine(token: string, lineId: string, change: LineChange): Promise<OrderLinkView> {
      const view = await byToken(token);
      if (!view) throw new NotFoundError('Store order');
      const line = (await repo.linesOf(db, [view.order.id])).find((l) => l.id === parseId(lineId));
      if (!line) throw new NotFoundError('Store order');
      if (!view.canChange) throw new ConflictError('This order can no longer be changed');
      if (line.cancelled_at || line.refunded_at) throw new ConflictError('This line was cancelled or refunded');
      const item = (await repo.itemsByIds(db, [line.item_id]))[0]!;
      const size = change.size != null ? change.size.trim() : line.size;
      if (!item.sizes.includes(size))
        throw new BadUserInputError('input.size', `Choose one of ${item.sizes.join(', ')}`);
      const playerName = change.playerName != null ? normaliseName(change.playerName) : (line.player_name ?? '');
      const playerNumber =
        change.playerNumber != null ? normaliseNumber(change.playerNumber) : (line.player_number ?? '');
      const problem = checkPersonalisation(item.rules, { playerName, playerNumber })[0];
      if (problem) throw new BadUserInputError(`input.${problem.field}`, problem.message, { reason: problem.code });
      const { numberScope: scope, numberUnique } = item.rules;
      await db.transaction().execute(async (trx) => {
        const store = await repo.lockStoreIn(trx, view.record.store.project_id, ['OPEN']);
        if (!store || !store.hard_close_at || store.hard_close_at <= deps.now())
          throw new ConflictError('This order can no longer be changed');
        if (numberUnique && playerNumber && playerNumber !== line.player_number) {
          if (!(await numbers.takeNumber(trx, store.project_id, scope, playerNumber, view.order.id)))
            throw new BadUserInputError('input.playerNumber', `Number ${playerNumber} is taken in this store`, {
              reason: 'TAKEN',
            });
        }
        await repo.updateLine(trx, line.id, {
          size,
          player_name: playerName || null,
          player_number: playerNumber || null,
        });
        // The old number is freed when no other line of the order still wears it.
        if (numberUnique && line.player_number && line.player_number !== playerNumber)
          await releaseUnworn(trx, view.order.id, scope, line.player_number);
      });
      return (await byToken(token))!;
    },

    /**
     * A card payment's `paid` event (the payments module, wired by the composition root): the
     * order `orderRef` names becomes PAID once, and its receipt (with a private link of its own)
     * is queued in the same transaction; a second delivery changes nothing and sends nothing.
     */
    async paymentPaid(e: { orderRef: string; paymentId: string; amountCents: number }): Promise<void> {
      const id = orderIdOfRef(e.orderRef);
      const order = id == null ? undefined : await repo.orderById(db, id);
      if (!order || order.status !== 'PENDING') return;
      const store = await repo.storeOf(db, order.store_id);
      const receipt = store
        ? await receipts.prepare(
            store,
            (await repo.linesOf(db, [order.id])).map((l) => ({
              itemId: l.item_id,
              size: l.size,
              playerName: l.player_name,
              playerNumber: l.player_number,
              totalCents: l.unit_price_cents + l.tax_cents,
            })),
          )
        : null;
      const queued = await db.transaction().execute(async (trx) => {
        const now = deps.now();
        const paid = await repo.updateOrder(
          trx,
          order.id,
          { status: 'PAID', paid_at: now, payment_id: e.paymentId, updated_at: now },
          ['PENDING'],
        );
        if (!paid || !receipt) return false;
        const token = newOrderToken();
        if (!(await contactsRepo.setReceiptToken(trx, paid.id, tokenHashOf(token)))) return false;
        await receipts.queue(trx, receipt, paid, token);
        return true;
      });
      if (queued) deps.notices.wake();
    },

    /** The dealer marks a pay-later order paid. Errors: NOT_FOUND; CONFLICT unless UNPAID. */
    async markPaid(caller: Caller, storeId: string, number: string): Promise<StoreOrderRow> {
      const own = await ownStore(db, deps, caller, storeId);
      const order = await repo.orderByNumber(db, own.project.id, number);
      if (!order) throw new NotFoundError('Store order');
      const now = deps.now();
      const paid = await repo.updateOrder(db, order.id, { status: 'PAID', paid_at: now, updated_at: now }, ['UNPAID']);
      if (!paid) throw new ConflictError('Only an unpaid pay-later order is marked paid');
      return paid;
    },

    /**
     * The expiry job's work: an order still UNPAID at its due date expires and frees its
     * numbers, in one transaction; true when it expired now.
     */
    async expireWhenDue(orderId: number): Promise<boolean> {
      const now = deps.now();
      return db.transaction().execute(async (trx) => {
        const order = await repo.orderById(trx, orderId);
        if (!order || order.status !== 'UNPAID' || !order.due_at || order.due_at > now) return false;
        const expired = await repo.updateOrder(trx, orderId, { status: 'EXPIRED', updated_at: now }, ['UNPAID']);
        if (!expired) return false;
        await numbers.releaseNumbersOf(trx, orderId);
        return true;
      });
    },

    /**
     * The reminder job's work: one email to the buyer of an order still UNPAID, through the
     * notices outbox, in the transaction that records it was reminded (never twice).
     */
    async remind(orderId: number): Promise<boolean> {
      const order = await repo.orderById(db, orderId);
      if (!order || order.status !== 'UNPAID' || order.reminded_at) return false;
      const store = await repo.storeOf(db, order.store_id);
      const project = store ? await deps.createLoaders().project.load(store.project_id) : null;
      if (!project) return false;
      const body =
        `Your order ${order.number} from ${project.title} (${formatCents(order.total_cents)}) is not paid yet. ` +
        `Please pay it by ${order.due_date}: after that day the order expires and its numbers are free for others.`;
      const reminded = await db.transaction().execute(async (trx) => {
        // Marked in the transaction that queues the email: of two runs, one sends it.
        const marked = await repo.markReminded(trx, orderId, deps.now());
        if (!marked) return false;
        await deps.notices.queue(trx, {
          dealerId: project.dealer_id,
          event: 'STORE_PAYMENT_REMINDER',
          recipient: order.buyer_email,
          message: {
            subject: `${project.title}: order ${order.number} is due ${order.due_date}`,
            text: `Hello ${order.buyer_name},\n\n${body}\n`,
            html: `<!doctype html><html><body><p>Hello ${escapeHtml(order.buyer_name)},</p><p>${escapeHtml(body)}</p></body></html>`,
          },
        });
        return true;
      });
      if (reminded) deps.notices.wake();
      return reminded;
    },
  };
}

export type StoreOrders = ReturnType<typeof storeOrders>;
