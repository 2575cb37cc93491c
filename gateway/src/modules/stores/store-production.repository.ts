/**
 * SQL the production order of a store's round reads (store-production.ts): the round's live
 * lines, the round's row with what the close decided, and the store's project facts. Reads only:
 * every function takes the executor, so the close reads in its own transaction.
 */
import type { Executor } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';

/** A live line of a round: one garment of an item and size, with its name and number. */
export interface LiveLine {
  item_id: number;
  size: string;
  player_name: string | null;
  player_number: string | null;
}

/**
 * The garments of store `storeId`'s round `round` that are produced: lines neither cancelled
 * nor refunded of its PAID and UNPAID (pay-later) orders, in the order they were bought.
 */
export function liveLinesOf(exec: Executor, storeId: number, round: number): Promise<LiveLine[]> {
  return exec
    .selectFrom('store_order_lines as l')
    .innerJoin('store_orders as o', 'o.id', 'l.order_id')
    .select(['l.item_id', 'l.size', 'l.player_name', 'l.player_number'])
    .where('o.store_id', '=', storeId)
    .where('o.round', '=', round)
    .where('o.status', 'in', ['PAID', 'UNPAID'])
    .where('l.cancelled_at', 'is', null)
    .where('l.refunded_at', 'is', null)
    .orderBy('o.id')
    .orderBy('l.position')
    .execute();
}

/** Round `round` of store `storeId`: when it closed and its decided minimums (raw JSON); undefined when none. */
export function roundOf(
  exec: Executor,
  storeId: number,
  round: number,
): Promise<{ closed_at: Date | null; minimums: unknown } | undefined> {
  return exec
    .selectFrom('store_rounds')
    .select(['closed_at', 'minimums'])
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .executeTakeFirst() as Promise<{ closed_at: Date | null; minimums: unknown } | undefined>;
}

/** The STORE project `id`; undefined when there is none. */
export function storeProjectOf(exec: Executor, id: number): Promise<ProjectRow | undefined> {
  return exec.selectFrom('projects').selectAll().where('id', '=', id).where('type', '=', 'STORE').executeTakeFirst();
}
