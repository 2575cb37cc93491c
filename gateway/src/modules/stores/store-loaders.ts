/**
 * The stores module's part of a request's loaders (kept in the request's `perRequest` slots):
 * store rows, items and order lines, batched and cached for the request, so an answer does not
 * hang on the path by which the request reached a row.
 */
import DataLoader from 'dataloader';
import type { Executor } from '../../db/index.js';
import type { StoreItemRow, StoreOrderLineRow, StoreRow } from '../../db/types.js';
import * as repo from './stores.repository.js';

export function storeLoaders(exec: Executor) {
  return {
    /** The store rows of the request's projects (by project id), batched. */
    store: new DataLoader<number, StoreRow | null>(async (projectIds) => {
      const rows = new Map((await repo.storesOf(exec, projectIds)).map((s) => [s.project_id, s]));
      return projectIds.map((id) => rows.get(id) ?? null);
    }),
    /** The items of a store (its project id), in position order, read once per request (a buyer's page asks twice). */
    itemsOfStore: new DataLoader<number, StoreItemRow[]>((storeIds) =>
      Promise.all(storeIds.map((id) => repo.itemsOf(exec, id))),
    ),
    /** Store items by id, batched: the item of an order line, whichever order listed it. */
    item: new DataLoader<number, StoreItemRow | null>(async (ids) => {
      const rows = new Map((await repo.itemsByIds(exec, ids)).map((i) => [i.id, i]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    /** The lines of an order, the request's orders read in one statement. */
    linesOfOrder: new DataLoader<number, StoreOrderLineRow[]>(async (orderIds) => {
      const lines = await repo.linesOf(exec, orderIds);
      return orderIds.map((id) => lines.filter((l) => l.order_id === id));
    }),
  };
}

/** The stores module's loaders of a request. */
export type StoreLoaders = ReturnType<typeof storeLoaders>;

const STORE_LOADERS = Symbol('store loaders');

/** The request's store loaders, made on first use over the request's executor. */
export const storeLoadersOf = (loaders: {
  perRequest: <T>(key: symbol, make: (db: Executor) => T) => T;
}): StoreLoaders => loaders.perRequest(STORE_LOADERS, storeLoaders);
