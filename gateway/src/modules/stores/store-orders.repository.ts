/**
 * SQL of a store's orders and their lines at the checkout (migration 0038): part of the module's
 * repository with stores.repository.ts (which re-exports it) and store-lines.repository.ts, the
 * only writers of `store_orders` and `store_order_lines`.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  StoreOrderLineRow,
  StoreOrderLinesTable,
  StoreOrderRow,
  StoreOrdersTable,
  StoreRow,
} from '../../db/types.js';
import {
  ORDER_COLUMNS,
  ORDER_SELECTION,
  STORE_SELECTION,
  recordOfJoined,
  takeColumns,
  type StoreRecord,
} from './store-joined-rows.js';

export function orderByIdempotency(
  exec: Executor,
  storeId: number,
  idempotencyHash: string,
): Promise<StoreOrderRow | undefined> {
  return exec
    .selectFrom('store_orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('idempotency_hash', '=', idempotencyHash)
    .executeTakeFirst();
}

/**
 * The order of a private link (the checkout's, or the one its receipt carries) with its store
 * and the store's project, in one statement; undefined when none.
 */
export async function orderRecordByTokenHash(
  exec: Executor,
  tokenHash: string,
): Promise<{ order: StoreOrderRow; record: StoreRecord } | undefined> {
  const row = await exec
    .selectFrom('store_orders as o')
    .innerJoin('stores as s', 's.project_id', 'o.store_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .selectAll('p')
    .select(STORE_SELECTION)
    .select(ORDER_SELECTION)
    .where((eb) => eb.or([eb('o.token_hash', '=', tokenHash), eb('o.receipt_token_hash', '=', tokenHash)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const rest = { ...(row as Record<string, unknown>) };
  const order = takeColumns<StoreOrderRow>(rest, 'o', ORDER_COLUMNS);
  return { order, record: recordOfJoined(rest) };
}

export function orderById(exec: Executor, id: number): Promise<StoreOrderRow | undefined> {
  return exec.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderByNumber(exec: Executor, storeId: number, number: string): Promise<StoreOrderRow | undefined> {
  return exec
    .selectFrom('store_orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export function ordersOfStore(exec: Executor, storeId: number): Promise<StoreOrderRow[]> {
  return exec.selectFrom('store_orders').selectAll().where('store_id', '=', storeId).orderBy('id', 'desc').execute();
}

/**
 * Counts one more order of the store and answers its row as it is now, locked until the
 * transaction ends (`order_count` is the new order's sequence). One statement: an UPDATE that
 * waited for another checkout's lock answers the row that checkout committed (its state too).
 */
export function nextOrderSequence(exec: Executor, storeId: number): Promise<StoreRow> {
  return exec
    .updateTable('stores')
    .set({ order_count: sql`order_count + 1` })
    .where('project_id', '=', storeId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts an order unless one of the store has its idempotency key; undefined then. */
export function insertOrder(exec: Executor, values: Insertable<StoreOrdersTable>): Promise<StoreOrderRow | undefined> {
  return exec
    .insertInto('store_orders')
    .values(values)
    .onConflict((oc) => oc.columns(['store_id', 'idempotency_hash']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateOrder(
  exec: Executor,
  id: number,
  patch: Updateable<StoreOrdersTable>,
  statuses?: readonly StoreOrderRow['status'][],
): Promise<StoreOrderRow | undefined> {
  let update = exec.updateTable('store_orders').set(patch).where('id', '=', id);
  if (statuses) update = update.where('status', 'in', statuses);
  return update.returningAll().executeTakeFirst();
}

/** Marks an UNPAID order reminded unless it was; undefined when it was (or is no longer unpaid). */
export function markReminded(exec: Executor, id: number, now: Date): Promise<StoreOrderRow | undefined> {
  return exec
    .updateTable('store_orders')
    .set({ reminded_at: now })
    .where('id', '=', id)
    .where('status', '=', 'UNPAID')
    .where('reminded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function insertLines(exec: Executor, lines: Insertable<StoreOrderLinesTable>[]): Promise<void> {
  if (lines.length) await exec.insertInto('store_order_lines').values(lines).execute();
}

export function linesOf(exec: Executor, orderIds: readonly number[]): Promise<StoreOrderLineRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return exec
    .selectFrom('store_order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export function updateLine(
  exec: Executor,
  id: number,
  patch: Updateable<StoreOrderLinesTable>,
): Promise<StoreOrderLineRow> {
  return exec.updateTable('store_order_lines').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * How many of each item the buyer with `email` (case-insensitive) holds in the store's orders
 * that count (pending, unpaid or paid), lines neither cancelled nor refunded; `exceptOrderId`
 * left out.
 */
export async function heldByBuyer(
  exec: Executor,
  storeId: number,
  email: string,
  exceptOrderId: number | null,
): Promise<Map<number, number>> {
  let query = exec
    .selectFrom('store_order_lines as l')
    .innerJoin('store_orders as o', 'o.id', 'l.order_id')
    .select(['l.item_id', sql<number>`count(*)::int`.as('n')])
    .where('o.store_id', '=', storeId)
    .where(sql<string>`lower(o.buyer_email)`, '=', email.toLowerCase())
    .where('o.status', 'in', ['PENDING', 'UNPAID', 'PAID'])
    .where('l.cancelled_at', 'is', null)
    .where('l.refunded_at', 'is', null)
    .groupBy('l.item_id');
  if (exceptOrderId != null) query = query.where('o.id', '<>', exceptOrderId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.n)]));
}
