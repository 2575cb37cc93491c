/**
 * SQL of an order's lines after the checkout (a line cancelled or refunded by the dealer, the
 * order's totals recomputed from the lines still sold) and of the store's sales figures: part
 * of the module's repository with stores.repository.ts (the only writers of its tables).
 */
import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { StoreOrderLineRow, StoreOrderRow, StoreOrdersTable } from '../../db/types.js';

/** Order `id`, locked until the transaction ends; undefined when there is none. */
export function lockOrder(exec: Executor, id: number): Promise<StoreOrderRow | undefined> {
  return exec.selectFrom('store_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Marks line `id` cancelled unless it was cancelled or refunded; undefined then. */
export function cancelLine(exec: Executor, id: number, now: Date): Promise<StoreOrderLineRow | undefined> {
  return exec
    .updateTable('store_order_lines')
    .set({ cancelled_at: now })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Marks line `id` refunded (by `refundId` of payments, null for a recorded refund) unless it was
 * cancelled or refunded; undefined then. A line already refunded without an id (a refund of the
 * whole payment made elsewhere got there first) takes `refundId`.
 */
export async function refundLine(
  exec: Executor,
  id: number,
  now: Date,
  refundId: string | null,
): Promise<StoreOrderLineRow | undefined> {
  const marked = await exec
    .updateTable('store_order_lines')
    .set({ refunded_at: now, refund_id: refundId })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!marked && refundId)
    await exec
      .updateTable('store_order_lines')
      .set({ refund_id: refundId })
      .where('id', '=', id)
      .where('refund_id', 'is', null)
      .execute();
  return marked;
}

/** Marks every line of order `orderId` still sold refunded (a refund of all that was paid). */
export async function refundLinesOf(exec: Executor, orderId: number, now: Date): Promise<void> {
  await exec
    .updateTable('store_order_lines')
    .set({ refunded_at: now })
    .where('order_id', '=', orderId)
    .where('cancelled_at', 'is', null)
    .where('refunded_at', 'is', null)
    .execute();
}

/** Sum of a column over order `o`'s lines neither cancelled nor refunded, cents. */
const soldSum = (column: 'unit_price_cents' | 'fundraising_cents' | 'tax_cents') =>
  sql<number>`(SELECT coalesce(sum(l.${sql.ref(column)}), 0)::int FROM store_order_lines l
    WHERE l.order_id = store_orders.id AND l.cancelled_at IS NULL AND l.refunded_at IS NULL)`;

/**
 * Sets order `id`'s subtotal, fundraising, tax and total to the sums of its lines still sold
 * (each line's own cents, rounded once at the checkout: nothing is rounded again), with `patch`,
 * and with `emptied` too when no line is still sold; answers the order.
 */
export async function recomputeOrder(
  exec: Executor,
  id: number,
  patch: Updateable<StoreOrdersTable>,
  emptied: Updateable<StoreOrdersTable>,
): Promise<StoreOrderRow> {
  const { n } = await exec
    .selectFrom('store_order_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', id)
    .where('cancelled_at', 'is', null)
    .where('refunded_at', 'is', null)
    .executeTakeFirstOrThrow();
  return exec
    .updateTable('store_orders')
    .set({
      ...patch,
      ...(Number(n) === 0 ? emptied : {}),
      subtotal_cents: soldSum('unit_price_cents'),
      fundraising_cents: soldSum('fundraising_cents'),
      tax_cents: soldSum('tax_cents'),
      total_cents: sql<number>`${soldSum('unit_price_cents')} + ${soldSum('tax_cents')}`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Cents the buyer of order `id` paid for its lines not cancelled (refunded ones included). */
export async function paidLinesCents(exec: Executor, id: number): Promise<number> {
  const { cents } = await exec
    .selectFrom('store_order_lines')
    .select(sql<number>`coalesce(sum(unit_price_cents + tax_cents), 0)::int`.as('cents'))
    .where('order_id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(cents);
}

/** Adds `cents` to what order `id` gave back; answers the order. */
export function addRefunded(exec: Executor, id: number, cents: number, now: Date): Promise<StoreOrderRow> {
  return exec
    .updateTable('store_orders')
    .set({ refunded_cents: sql<number>`refunded_cents + ${cents}`, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One row of the sales figures: an item's, a size's, or (both null) the whole store's. */
export interface SalesRow {
  itemId: number | null;
  size: string | null;
  orders: number;
  sold: number;
  salesCents: number;
  fundraisingCents: number;
  taxCents: number;
}

/**
 * The sales of store `storeId` at `now`, in one statement: per item, per size and in all (the
 * row whose item and size are null). A line counts when it is neither cancelled nor refunded
 * and its order is PAID, or UNPAID (pay later) before its due date; a card order still PENDING,
 * an expired, cancelled or refunded one does not.
 */
export async function salesOf(exec: Executor, storeId: number, now: Date): Promise<SalesRow[]> {
  const rows = await sql<{
    item_id: number | null;
    size: string | null;
    by_item: number;
    by_size: number;
    orders: number;
    sold: number;
    sales: number;
    fundraising: number;
    tax: number;
  }>`
    SELECT l.item_id, l.size,
      GROUPING(l.item_id)::int AS by_item, GROUPING(l.size)::int AS by_size,
      count(DISTINCT o.id)::int AS orders, count(*)::int AS sold,
      sum(l.unit_price_cents)::int AS sales, sum(l.fundraising_cents)::int AS fundraising,
      sum(l.tax_cents)::int AS tax
    FROM store_order_lines l JOIN store_orders o ON o.id = l.order_id
    WHERE o.store_id = ${storeId}
      AND (o.status = 'PAID' OR (o.status = 'UNPAID' AND (o.due_at IS NULL OR o.due_at > ${now})))
      AND l.cancelled_at IS NULL AND l.refunded_at IS NULL
    GROUP BY GROUPING SETS ((l.item_id), (l.size), ())
  `.execute(exec);
  return rows.rows.map((r) => ({
    itemId: Number(r.by_item) === 0 ? r.item_id : null,
    size: Number(r.by_size) === 0 ? r.size : null,
    orders: Number(r.orders),
    sold: Number(r.sold),
    salesCents: Number(r.sales),
    fundraisingCents: Number(r.fundraising),
    taxCents: Number(r.tax),
  }));
}
