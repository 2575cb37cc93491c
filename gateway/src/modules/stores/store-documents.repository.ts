/**
 * SQL of a store's closing documents (the packing list, the bag labels and the payout
 * statement): reads only, part of the module's repository with stores.repository.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';

/** A live line of a round's order as the packing list takes it, with its order and item. */
export interface PackedLineRow {
  orderId: number;
  orderNumber: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  orderPlayer: string | null;
  groupName: string | null;
  lineId: number;
  itemId: number;
  itemName: string;
  configurationId: number;
  size: string;
  playerName: string | null;
  playerNumber: string | null;
}

/**
 * The live lines of store `storeId`'s round `round`: lines neither cancelled nor refunded of
 * orders PAID or UNPAID (to pay later), in order and line order.
 */
export async function packedLines(exec: Executor, storeId: number, round: number): Promise<PackedLineRow[]> {
  const rows = await exec
    .selectFrom('store_order_lines as l')
    .innerJoin('store_orders as o', 'o.id', 'l.order_id')
    .innerJoin('store_items as i', 'i.id', 'l.item_id')
    .select([
      'o.id as orderId',
      'o.number as orderNumber',
      'o.buyer_name as buyerName',
      'o.buyer_email as buyerEmail',
      'o.buyer_phone as buyerPhone',
      'o.player_name as orderPlayer',
      'o.group_name as groupName',
      'l.id as lineId',
      'l.item_id as itemId',
      'i.name as itemName',
      'i.configuration_id as configurationId',
      'l.size as size',
      'l.player_name as playerName',
      'l.player_number as playerNumber',
    ])
    .where('o.store_id', '=', storeId)
    .where('o.round', '=', round)
    .where('o.status', 'in', ['PAID', 'UNPAID'])
    .where('l.cancelled_at', 'is', null)
    .where('l.refunded_at', 'is', null)
    .orderBy('o.id')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, orderId: Number(r.orderId), lineId: Number(r.lineId), itemId: Number(r.itemId) }));
}

/** The money of one round's paid orders (cents), and their payments' ids. */
export interface PayoutRoundRow {
  round: number;
  orders: number;
  grossCents: number;
  refundsCents: number;
  taxCents: number;
  fundraisingCents: number;
  paymentIds: string[];
}

/**
 * The money of store `storeId` per round, over the orders that were paid (`paid_at` set: a card
 * payment or a pay-later one marked paid, refunded since or not): sales before tax of their
 * lines not cancelled, what of it was refunded, the tax and the fundraising of the lines still
 * sold. Rounds with no paid order are absent.
 */
export async function payoutRounds(exec: Executor, storeId: number): Promise<PayoutRoundRow[]> {
  const rows = await sql<{
    round: number;
    orders: number;
    gross: number;
    refunds: number;
    tax: number;
    fundraising: number;
    payment_ids: string[] | null;
  }>`
    SELECT o.round, count(DISTINCT o.id)::int AS orders,
      coalesce(sum(l.unit_price_cents), 0)::int AS gross,
      coalesce(sum(l.unit_price_cents) FILTER (WHERE l.refunded_at IS NOT NULL), 0)::int AS refunds,
      coalesce(sum(l.tax_cents) FILTER (WHERE l.refunded_at IS NULL), 0)::int AS tax,
      coalesce(sum(l.fundraising_cents) FILTER (WHERE l.refunded_at IS NULL), 0)::int AS fundraising,
      array_agg(DISTINCT o.payment_id) FILTER (WHERE o.payment_id IS NOT NULL) AS payment_ids
    FROM store_orders o JOIN store_order_lines l ON l.order_id = o.id
    WHERE o.store_id = ${storeId} AND o.paid_at IS NOT NULL AND l.cancelled_at IS NULL
    GROUP BY o.round ORDER BY o.round
  `.execute(exec);
  return rows.rows.map((r) => ({
    round: Number(r.round),
    orders: Number(r.orders),
    grossCents: Number(r.gross),
    refundsCents: Number(r.refunds),
    taxCents: Number(r.tax),
    fundraisingCents: Number(r.fundraising),
    paymentIds: r.payment_ids ?? [],
  }));
}
