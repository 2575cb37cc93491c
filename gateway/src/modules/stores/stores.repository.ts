/**
 * SQL of team stores (migration 0038): with store-orders.repository.ts and
 * store-lines.repository.ts, the only writer of `stores`, `store_items`, `store_bundles`,
 * `store_orders` and `store_order_lines` (`store_numbers`: store-numbers.repository.ts). Every
 * function takes the executor (the database or a transaction) so that the use cases group writes. A state moves only through {@link moveState}: one conditional
 * UPDATE, so two gateways cannot both move it.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  StoreBundleRow,
  StoreBundlesTable,
  StoreItemRow,
  StoreItemsTable,
  StoreRow,
  StoreStateValue,
  StoresTable,
} from '../../db/types.js';
import { STORE_SELECTION, recordOfJoined, type StoreRecord } from './store-joined-rows.js';

// Orders and their lines are in store-orders.repository.ts: re-exported so the use cases read
// the store's whole repository as one `repo`.
export * from './store-orders.repository.js';
export type { StoreRecord } from './store-joined-rows.js';

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
