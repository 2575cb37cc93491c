/**
 * SQL of a store's rounds and minimums (migration 0041): with stores.repository.ts and
 * store-lines.repository.ts, the only writer of `store_rounds` and `store_minimums`. A round's
 * row is keyed by (store, round): the close upserts it, so two gateways closing one store at once
 * make one row; each later step (the decision, the extension, the packing) is one conditional
 * UPDATE on the column it sets, so it happens once.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  StoreMinimumDecision,
  StoreMinimumRow,
  StoreOrderLineRow,
  StoreOrderRow,
  StoreRoundRow,
} from '../../db/types.js';

export function roundOf(exec: Executor, storeId: number, round: number): Promise<StoreRoundRow | undefined> {
  return exec
    .selectFrom('store_rounds')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .executeTakeFirst();
}

export function roundsOf(exec: Executor, storeId: number): Promise<StoreRoundRow[]> {
  return exec.selectFrom('store_rounds').selectAll().where('store_id', '=', storeId).orderBy('round').execute();
}

/**
 * Records round `round` closed at `now` with its hard close (made when none is; a round closed
 * already keeps its first `closed_at`); answers the row.
 */
export function closeRound(
  exec: Executor,
  storeId: number,
  round: number,
  opensAt: Date | null,
  hardCloseAt: Date | null,
  now: Date,
): Promise<StoreRoundRow> {
  return exec
    .insertInto('store_rounds')
    .values({ store_id: storeId, round, opens_at: opensAt, hard_close_at: hardCloseAt, closed_at: now })
    .onConflict((oc) =>
      oc.columns(['store_id', 'round']).doUpdateSet({
        closed_at: sql`coalesce(store_rounds.closed_at, excluded.closed_at)`,
        hard_close_at: sql`excluded.hard_close_at`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Marks round `round` extended to `hardCloseAt` unless it was extended already (made when no
 * row is); undefined when it was.
 */
export async function extendRound(
  exec: Executor,
  storeId: number,
  round: number,
  opensAt: Date | null,
  hardCloseAt: Date,
  now: Date,
): Promise<StoreRoundRow | undefined> {
  return exec
    .insertInto('store_rounds')
    .values({ store_id: storeId, round, opens_at: opensAt, hard_close_at: hardCloseAt, extended_at: now })
    .onConflict((oc) =>
      oc
        .columns(['store_id', 'round'])
        .doUpdateSet({ extended_at: sql`excluded.extended_at`, hard_close_at: sql`excluded.hard_close_at` })
        .where('store_rounds.extended_at', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims round `round`'s decision: sets its minimums' decision and `decided_at` when it is
 * closed and not decided; undefined when another run decided it (or it is not closed).
 */
export function claimDecision(
  exec: Executor,
  storeId: number,
  round: number,
  decision: StoreMinimumDecision[],
  now: Date,
): Promise<StoreRoundRow | undefined> {
  return exec
    .updateTable('store_rounds')
    .set({ decided_at: now, minimums: JSON.stringify(decision) })
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .where('closed_at', 'is not', null)
    .where('decided_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Round `round` open again until `hardCloseAt`: not closed, not decided. */
export function reopenRound(
  exec: Executor,
  storeId: number,
  round: number,
  hardCloseAt: Date,
): Promise<StoreRoundRow | undefined> {
  return exec
    .updateTable('store_rounds')
    .set({ closed_at: null, decided_at: null, minimums: null, hard_close_at: hardCloseAt })
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .returningAll()
    .executeTakeFirst();
}

/** A new round's row (a second round opened); undefined when it exists. */
export function insertRound(
  exec: Executor,
  storeId: number,
  round: number,
  opensAt: Date,
  hardCloseAt: Date,
): Promise<StoreRoundRow | undefined> {
  return exec
    .insertInto('store_rounds')
    .values({ store_id: storeId, round, opens_at: opensAt, hard_close_at: hardCloseAt })
    .onConflict((oc) => oc.columns(['store_id', 'round']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Marks round `round` packed unless it was; undefined when it was or is not decided. */
export function packRound(
  exec: Executor,
  storeId: number,
  round: number,
  now: Date,
): Promise<StoreRoundRow | undefined> {
  return exec
    .updateTable('store_rounds')
    .set({ packed_at: now })
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .where('decided_at', 'is not', null)
    .where('packed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Minimums

export function minimumsOf(exec: Executor, storeId: number): Promise<StoreMinimumRow[]> {
  return exec.selectFrom('store_minimums').selectAll().where('store_id', '=', storeId).orderBy('position').execute();
}

/** Replaces the store's minimums with `rows` (in their order). */
export async function replaceMinimums(
  exec: Executor,
  storeId: number,
  rows: { name: string; item_ids: number[]; pieces: number }[],
): Promise<StoreMinimumRow[]> {
  await exec.deleteFrom('store_minimums').where('store_id', '=', storeId).execute();
  if (!rows.length) return [];
  const inserted = await exec
    .insertInto('store_minimums')
    .values(rows.map((r, position) => ({ store_id: storeId, position, ...r })))
    .returningAll()
    .execute();
  return inserted.sort((a, b) => a.position - b.position);
}

/** A line still sold of round `round` with its order (PAID or UNPAID). */
export interface LiveLine {
  line: StoreOrderLineRow;
  order: StoreOrderRow;
}

/**
 * Pieces ordered in round `round` of the store per item and size: lines neither cancelled nor
 * refunded of orders PAID or UNPAID (a card order waiting for its payment does not count).
 */
export async function piecesOrdered(
  exec: Executor,
  storeId: number,
  round: number,
): Promise<{ item_id: number; size: string; n: number }[]> {
  const rows = await exec
    .selectFrom('store_order_lines as l')
    .innerJoin('store_orders as o', 'o.id', 'l.order_id')
    .select(['l.item_id', 'l.size', sql<number>`count(*)::int`.as('n')])
    .where('o.store_id', '=', storeId)
    .where('o.round', '=', round)
    .where('o.status', 'in', ['PAID', 'UNPAID'])
    .where('l.cancelled_at', 'is', null)
    .where('l.refunded_at', 'is', null)
    .groupBy(['l.item_id', 'l.size'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The lines still sold of round `round` of `itemIds`, with their orders (PAID or UNPAID). */
export async function liveLines(
  exec: Executor,
  storeId: number,
  round: number,
  itemIds: readonly number[],
): Promise<LiveLine[]> {
  if (!itemIds.length) return [];
  const orders = await exec
    .selectFrom('store_orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .where('status', 'in', ['PAID', 'UNPAID'])
    .orderBy('id')
    .execute();
  if (!orders.length) return [];
  const lines = await exec
    .selectFrom('store_order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .where('item_id', 'in', itemIds)
    .where('cancelled_at', 'is', null)
    .where('refunded_at', 'is', null)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  return lines.map((line) => ({ line, order: byId.get(line.order_id)! }));
}
