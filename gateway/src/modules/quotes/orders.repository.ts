/**
 * SQL of orders (D10): the order rows, their delivery state, and what a delivery's body and the
 * dealer's webhook need. Every function takes the executor (the database or a transaction), so
 * that the orders service records a state and queues its delivery together.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { OrderLine, OrderRow } from '../../db/types.js';

/** The order `id` when it is dealer `dealerId`'s; undefined otherwise. */
export function orderOfDealer(exec: Executor, dealerId: number, id: number): Promise<OrderRow | undefined> {
  return exec
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
}

/** The order `id`, any dealer's; undefined when there is none. */
export function orderById(exec: Executor, id: number): Promise<OrderRow | undefined> {
  return exec.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a delivery's body says of a project: id, type, title and team name. */
export function projectSummary(exec: Executor, id: number) {
  return exec
    .selectFrom('projects')
    .select(['id', 'type', 'title', 'team_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Filters of a dealer's order list (D10). */
export interface OrderFilter {
  dealerId: number;
  syncStatus?: OrderRow['sync_status'] | null;
}

function ordersOf(exec: Executor, filter: OrderFilter) {
  let q = exec.selectFrom('orders').where('dealer_id', '=', filter.dealerId);
  if (filter.syncStatus) q = q.where('sync_status', '=', filter.syncStatus);
  return q;
}

/** How many orders match. */
export async function orderCount(exec: Executor, filter: OrderFilter): Promise<number> {
  const row = await ordersOf(exec, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the matching orders, newest first, `limit` rows with ids below `afterId` (null: from the start). */
export function orderPage(
  exec: Executor,
  filter: OrderFilter,
  afterId: number | null,
  limit: number,
): Promise<OrderRow[]> {
  return ordersOf(exec, filter)
    .selectAll()
    .$if(afterId != null, (qq) => qq.where('id', '<', afterId!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The dealer's orders never delivered (NOT_SENT, or PENDING without an attempt), made PENDING;
 * answers their ids (to queue in the same transaction).
 */
export async function pendUndeliveredOrders(exec: Executor, dealerId: number): Promise<number[]> {
  const rows = await exec
    .updateTable('orders')
    .set({ sync_status: 'PENDING', updated_at: new Date() })
    .where('dealer_id', '=', dealerId)
    // A store's production order held by the dealer goes out when it is sent, not before.
    .where((eb) => eb.or([eb('store_id', 'is', null), eb('sent_at', 'is not', null)]))
    .where((eb) =>
      eb.or([
        eb('sync_status', '=', 'NOT_SENT'),
        eb.and([eb('sync_status', '=', 'PENDING'), eb('sync_attempts', '=', 0)]),
      ]),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Puts a FAILED order back to PENDING; undefined when it is not FAILED. */
export function retryFailedOrder(exec: Executor, id: number): Promise<OrderRow | undefined> {
  return exec
    .updateTable('orders')
    .set({ sync_status: 'PENDING', updated_at: new Date() })
    .where('id', '=', id)
    .where('sync_status', '=', 'FAILED')
    .returningAll()
    .executeTakeFirst();
}

/** Counts a delivery attempt of order `id`, made at `at`. */
export async function countSyncAttempt(exec: Executor, id: number, at: Date): Promise<void> {
  await exec
    .updateTable('orders')
    .set({ sync_attempts: sql`sync_attempts + 1`, last_sync_attempt_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Records the outcome of a delivery: revision `revision` delivered (error cleared; SYNCED unless
 * the order changed since it was read, when it stays PENDING for the change's own delivery), or
 * PENDING/FAILED with its error.
 */
export async function recordSyncOutcome(
  exec: Executor,
  id: number,
  outcome: { status: 'SYNCED'; revision: number } | { status: 'PENDING' | 'FAILED'; error: string | null },
): Promise<void> {
  const now = new Date();
  await exec
    .updateTable('orders')
    .set(
      outcome.status === 'SYNCED'
        ? {
            sync_status: sql<
              'SYNCED' | 'PENDING'
            >`case when revision > ${outcome.revision} then 'PENDING' else 'SYNCED' end`,
            synced_revision: sql<number>`greatest(coalesce(synced_revision, 0), ${outcome.revision})`,
            last_sync_error: null,
            synced_at: now,
            updated_at: now,
          }
        : { sync_status: outcome.status, last_sync_error: outcome.error, updated_at: now },
    )
    .where('id', '=', id)
    .execute();
}

/**
 * The dealer's orders with their quotes (items, contact) and projects, newest first, for the
 * CSV export (D10); only those of `syncStatus` when given.
 */
export function ordersForCsv(exec: Executor, dealerId: number, syncStatus: OrderRow['sync_status'] | null) {
  return exec
    .selectFrom('orders as o')
    .leftJoin('quotes as q', 'q.id', 'o.quote_id')
    .leftJoin('projects as p', 'p.id', 'q.project_id')
    .select([
      'o.id',
      'o.created_at',
      'o.sync_status',
      'o.sync_attempts',
      'o.synced_at',
      'o.total_cents',
      'o.lines',
      'o.store_id',
      'o.store_round',
      'o.sent_at',
      'q.id as quote_id',
      'q.items',
      'q.contact_name',
      'q.contact_email',
      'q.contact_phone',
      'q.contact_organization',
      'p.id as project_id',
      'p.type as project_type',
      'p.title as project_title',
    ])
    .where('o.dealer_id', '=', dealerId)
    .$if(syncStatus != null, (qq) => qq.where('o.sync_status', '=', syncStatus!))
    .orderBy('o.id', 'desc')
    .execute();
}

/** The details the dealer records on an order; absent fields stay as they are. */
export interface OrderDetails {
  ship_to?: string | null;
  needed_by?: string | null;
  payment_status?: OrderRow['payment_status'];
  deposit_status?: OrderRow['deposit_status'];
  production_status?: OrderRow['production_status'];
}

/**
 * Sets order `id`'s details as a new revision and answers the row; undefined (nothing written)
 * when every given detail already has its value.
 */
export function recordOrderChange(exec: Executor, id: number, details: OrderDetails): Promise<OrderRow | undefined> {
  const entries = Object.entries(details) as [keyof OrderDetails, string | null][];
  if (entries.length === 0) return Promise.resolve(undefined);
  return exec
    .updateTable('orders')
    .set({ ...details, revision: sql<number>`revision + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) => eb.or(entries.map(([column, value]) => eb(column, 'is distinct from', value))))
    .returningAll()
    .executeTakeFirst();
}

/**
 * After a change of order `id`: a delivered order (SYNCED) is PENDING again, to be sent when
 * `webhookSet`, else NOT_SENT (sent when a webhook is set). Answers whether a delivery is to be
 * queued: true for an order now or already PENDING (its queued delivery may have read the
 * order before the change), false for NOT_SENT and FAILED (sent by Retry sync, as it is then).
 */
export async function pendChangedOrder(exec: Executor, id: number, webhookSet: boolean): Promise<boolean> {
  const row = await exec
    .updateTable('orders')
    .set({
      sync_status: sql<
        OrderRow['sync_status']
      >`case when sync_status = 'SYNCED' then ${webhookSet ? 'PENDING' : 'NOT_SENT'} else sync_status end`,
    })
    .where('id', '=', id)
    .returning('sync_status')
    .executeTakeFirstOrThrow();
  return webhookSet && row.sync_status === 'PENDING';
}

/** What a store's production order is made of (store-production-orders.ts). */
export interface StoreOrderValues {
  dealerId: number;
  storeId: number;
  round: number;
  idempotencyKey: string;
  totalCents: number;
  approvalWaived: boolean;
  lines: OrderLine[];
}

/**
 * Inserts the production order of store `storeId`'s round `round`, held (not sent, NOT_SENT);
 * undefined when the round has one already (the unique index: a second call writes nothing).
 */
export function insertStoreOrder(exec: Executor, order: StoreOrderValues): Promise<OrderRow | undefined> {
  return exec
    .insertInto('orders')
    .values({
      dealer_id: order.dealerId,
      quote_id: null,
      store_id: order.storeId,
      store_round: order.round,
      sent_at: null,
      idempotency_key: order.idempotencyKey,
      total_cents: order.totalCents,
      sync_status: 'NOT_SENT',
      approval_waived: order.approvalWaived,
      lines: JSON.stringify(order.lines),
    })
    .onConflict((oc) => oc.columns(['store_id', 'store_round']).where('store_id', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The production order of store `storeId`'s round `round`; undefined when none is made. */
export function storeOrderOf(exec: Executor, storeId: number, round: number): Promise<OrderRow | undefined> {
  return exec
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('store_round', '=', round)
    .executeTakeFirst();
}

/** Every production order of store `storeId`, by round. */
export function storeOrdersOf(exec: Executor, storeId: number): Promise<OrderRow[]> {
  return exec.selectFrom('orders').selectAll().where('store_id', '=', storeId).orderBy('store_round').execute();
}

/** Deletes round `round`'s production order of store `storeId` while it is held; true when one was. */
export async function deleteHeldStoreOrder(exec: Executor, storeId: number, round: number): Promise<boolean> {
  const rows = await exec
    .deleteFrom('orders')
    .where('store_id', '=', storeId)
    .where('store_round', '=', round)
    .where('sent_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Sends round `round`'s held production order of store `storeId` at `at`: PENDING when a
 * delivery is queued with it (`webhookSet`), else NOT_SENT (delivered once a webhook is set);
 * undefined when there is no held order (none made, or sent already).
 */
export function sendHeldStoreOrder(
  exec: Executor,
  storeId: number,
  round: number,
  at: Date,
  webhookSet: boolean,
): Promise<OrderRow | undefined> {
  return exec
    .updateTable('orders')
    .set({ sent_at: at, sync_status: webhookSet ? 'PENDING' : 'NOT_SENT', updated_at: at })
    .where('store_id', '=', storeId)
    .where('store_round', '=', round)
    .where('sent_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
