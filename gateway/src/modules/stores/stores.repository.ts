/**
 * SQL of team stores (migration 0038): with store-lines.repository.ts, the only writer of
 * `stores`, `store_items`, `store_bundles`, `store_orders` and `store_order_lines`
 * (`store_numbers`: store-numbers.repository.ts). Every function takes the executor (the database or a transaction) so that
 * the use cases group writes. A state moves only through {@link moveState}: one conditional
 * UPDATE, so two gateways cannot both move it.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  ProjectRow,
  StoreBundleRow,
  StoreBundlesTable,
  StoreItemRow,
  StoreItemsTable,
  StoreOrderLineRow,
  StoreOrderLinesTable,
  StoreOrderRow,
  StoreOrdersTable,
  StoreRow,
  StoreStateValue,
  StoresTable,
} from '../../db/types.js';

/** A store with its project row. */
export interface StoreRecord {
  project: ProjectRow;
  store: StoreRow;
}

export function insertStore(exec: Executor, values: Insertable<StoresTable>): Promise<StoreRow> {
  return exec.insertInto('stores').values(values).returningAll().executeTakeFirstOrThrow();
}

export function storeOf(exec: Executor, projectId: number): Promise<StoreRow | undefined> {
  return exec.selectFrom('stores').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export function storesOf(exec: Executor, projectIds: readonly number[]): Promise<StoreRow[]> {
  if (!projectIds.length) return Promise.resolve([]);
  return exec.selectFrom('stores').selectAll().where('project_id', 'in', projectIds).execute();
}

/** Every column of a store row: a join reads them under names of their own (`s_<column>`). */
const STORE_COLUMN_SET: Record<keyof StoreRow, true> = {
  project_id: true,
  state: true,
  timezone: true,
  opens_at: true,
  advertised_close_at: true,
  hard_close_at: true,
  fulfilment: true,
  group_label: true,
  tax_rate_bp: true,
  payment_methods: true,
  pay_later_days: true,
  passcode_hash: true,
  source_type: true,
  source_project_id: true,
  order_count: true,
  nudged_at: true,
  round: true,
  minimum_outcome: true,
  extend_days: true,
  state_changed_at: true,
  created_at: true,
};
const STORE_COLUMNS = Object.keys(STORE_COLUMN_SET) as (keyof StoreRow)[];
const STORE_SELECTION = STORE_COLUMNS.map((c) => `s.${c} as s_${c}`) as never[];

/** Every column of an order row: a join reads them under names of their own (`o_<column>`). */
const ORDER_COLUMN_SET: Record<keyof StoreOrderRow, true> = {
  id: true,
  store_id: true,
  number: true,
  idempotency_hash: true,
  request_hash: true,
  token_hash: true,
  token_sealed: true,
  receipt_token_hash: true,
  round: true,
  status: true,
  payment_method: true,
  payment_id: true,
  redirect_url: true,
  buyer_name: true,
  buyer_email: true,
  buyer_phone: true,
  player_name: true,
  group_name: true,
  subtotal_cents: true,
  fundraising_cents: true,
  tax_cents: true,
  total_cents: true,
  due_at: true,
  due_date: true,
  reminded_at: true,
  paid_at: true,
  created_at: true,
  updated_at: true,
  refunded_cents: true,
};
const ORDER_COLUMNS = Object.keys(ORDER_COLUMN_SET) as (keyof StoreOrderRow)[];
const ORDER_SELECTION = ORDER_COLUMNS.map((c) => `o.${c} as o_${c}`) as never[];

/** The columns `<prefix>_<column>` of a joined row, taken out of it as a row of their own. */
function takeColumns<T>(row: Record<string, unknown>, prefix: string, columns: readonly string[]): T {
  const taken: Record<string, unknown> = {};
  for (const c of columns) {
    taken[c] = row[`${prefix}_${c}`];
    delete row[`${prefix}_${c}`];
  }
  return taken as T;
}

/** A joined row's store (its `s_` columns) and project (the columns left). */
function recordOfJoined(row: Record<string, unknown>): StoreRecord {
  const rest = { ...row };
  const store = takeColumns<StoreRow>(rest, 's', STORE_COLUMNS);
  return { project: rest as unknown as ProjectRow, store };
}

/**
 * The store of project `publicId` whose dealer has `dealerCode` (case-insensitive), with its
 * project row, in one statement; undefined when none.
 */
export async function storeByLink(
  exec: Executor,
  dealerCode: string,
  publicId: string,
): Promise<StoreRecord | undefined> {
  const row = await exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .innerJoin('stores as s', 's.project_id', 'p.id')
    .selectAll('p')
    .select(STORE_SELECTION)
    .where('p.type', '=', 'STORE')
    .where('p.public_id', '=', publicId)
    .where(sql<string>`lower(d.code)`, '=', dealerCode.toLowerCase())
    .executeTakeFirst();
  return row ? recordOfJoined(row as Record<string, unknown>) : undefined;
}

/**
 * Changes a store's settings while its state is one of `states`; undefined when it is not (or
 * there is no such store): one statement, so a state move between a read and this cannot slip by.
 */
export function updateStoreSettings(
  exec: Executor,
  projectId: number,
  patch: Updateable<StoresTable>,
  states: readonly StoreStateValue[],
): Promise<StoreRow | undefined> {
  return exec
    .updateTable('stores')
    .set(patch)
    .where('project_id', '=', projectId)
    .where('state', 'in', states)
    .returningAll()
    .executeTakeFirst();
}

/** The store's row, locked until the transaction ends, when its state is one of `states`. */
export function lockStoreIn(
  exec: Executor,
  projectId: number,
  states: readonly StoreStateValue[],
): Promise<StoreRow | undefined> {
  return exec
    .selectFrom('stores')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('state', 'in', states)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves a store from one of `from` to `to` in one conditional UPDATE; with `due`, only when the
 * store's opening (`opens`) or hard close (`closes`) is at or before `due.at`. Undefined when the
 * store was not in such a state (another call moved it first).
 */
export function moveState(
  exec: Executor,
  projectId: number,
  from: readonly StoreStateValue[],
  to: StoreStateValue,
  now: Date,
  due?: { column: 'opens_at' | 'hard_close_at'; at: Date },
): Promise<StoreRow | undefined> {
  let update = exec
    .updateTable('stores')
    .set({ state: to, state_changed_at: now })
    .where('project_id', '=', projectId)
    .where('state', 'in', from);
  if (due) update = update.where(due.column, '<=', due.at);
  return update.returningAll().executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Items and bundles

export function itemsOf(exec: Executor, storeId: number): Promise<StoreItemRow[]> {
  return exec.selectFrom('store_items').selectAll().where('store_id', '=', storeId).orderBy('position').execute();
}

export function itemsByIds(exec: Executor, ids: readonly number[]): Promise<StoreItemRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return exec.selectFrom('store_items').selectAll().where('id', 'in', ids).execute();
}

export function bundlesOf(exec: Executor, storeId: number): Promise<StoreBundleRow[]> {
  return exec.selectFrom('store_bundles').selectAll().where('store_id', '=', storeId).orderBy('position').execute();
}

/** Inserts items; answers them in the order given. */
export async function insertItems(exec: Executor, items: Insertable<StoreItemsTable>[]): Promise<StoreItemRow[]> {
  if (!items.length) return [];
  const rows = await exec.insertInto('store_items').values(items).returningAll().execute();
  return rows.sort((a, b) => a.position - b.position);
}

export function updateItem(exec: Executor, id: number, patch: Updateable<StoreItemsTable>): Promise<StoreItemRow> {
  return exec.updateTable('store_items').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the store's items not in `keep` (a store takes item changes only before any order). */
export async function deleteItemsExcept(exec: Executor, storeId: number, keep: readonly number[]): Promise<void> {
  let del = exec.deleteFrom('store_items').where('store_id', '=', storeId);
  if (keep.length) del = del.where('id', 'not in', keep);
  await del.execute();
}

export async function replaceBundles(
  exec: Executor,
  storeId: number,
  bundles: Insertable<StoreBundlesTable>[],
): Promise<void> {
  await exec.deleteFrom('store_bundles').where('store_id', '=', storeId).execute();
  if (bundles.length) await exec.insertInto('store_bundles').values(bundles).execute();
}

// ---------------------------------------------------------------------------------------------
// Orders

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

// ---------------------------------------------------------------------------------------------
// Sources

/**
 * The products of project `projectId` that are drawn from a saved configuration, in the
 * project's own order (the `project_products` view every kind's products join): what a new
 * store's items are made from. At most `limit`.
 */
export function sourceProducts(
  exec: Executor,
  projectId: number,
  limit: number,
): Promise<{ configuration_id: number; style_id: string; custom_price_cents: number | null }[]> {
  return exec
    .selectFrom('project_products')
    .select(['configuration_id', 'style_id', 'custom_price_cents'])
    .where('project_id', '=', projectId)
    .where('configuration_id', 'is not', null)
    .orderBy('position')
    .limit(limit)
    .execute() as Promise<{ configuration_id: number; style_id: string; custom_price_cents: number | null }[]>;
}

/**
 * Copies store `sourceId`'s row and items (and bundles, onto the copied items) to project
 * `copyId`: a DRAFT with the source's settings, no dates, no passcode, no orders.
 */
export async function copyStore(exec: Executor, sourceId: number, copyId: number, now: Date): Promise<void> {
  const source = await storeOf(exec, sourceId);
  if (!source) return;
  await insertStore(exec, {
    project_id: copyId,
    timezone: source.timezone,
    opens_at: null,
    advertised_close_at: null,
    hard_close_at: null,
    fulfilment: source.fulfilment,
    group_label: source.group_label,
    tax_rate_bp: source.tax_rate_bp,
    payment_methods: source.payment_methods,
    pay_later_days: source.pay_later_days,
    passcode_hash: null,
    source_type: source.source_type,
    source_project_id: source.source_project_id,
    state_changed_at: now,
  });
  const items = await itemsOf(exec, sourceId);
  const copies = await insertItems(
    exec,
    items.map(({ id: _id, store_id: _s, rules, ...item }) => ({
      ...item,
      store_id: copyId,
      rules: JSON.stringify(rules),
    })),
  );
  const idOf = new Map(items.map((item, i) => [item.id, copies[i]!.id]));
  const bundles = await bundlesOf(exec, sourceId);
  await replaceBundles(
    exec,
    copyId,
    bundles.map(({ id: _id, store_id: _s, item_ids, ...b }) => ({
      ...b,
      store_id: copyId,
      item_ids: item_ids.map((i) => idOf.get(i)!),
    })),
  );
}
