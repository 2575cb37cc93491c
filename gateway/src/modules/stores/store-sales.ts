/**
 * A store's sales as its dealer reads them: the orders and garments that count, sales before
 * tax (fundraising included), the fundraising total and the tax, per item (every item of the
 * store, at 0 when none sold) and per size (in the garments' size order). What counts is decided
 * once, in the SQL of store-lines.repository.ts `salesOf`: lines neither cancelled nor refunded
 * of PAID orders and of UNPAID pay-later orders before their due date. All amounts in cents.
 */
import { sortBySize } from '@tas/garments';
import type { Db } from '../../db/index.js';
import type { Caller } from '../../lib/caller.js';
import { ownStore, type StoresDeps } from './store-deps.js';
import { salesOf } from './store-lines.repository.js';
import * as repo from './stores.repository.js';

export interface StoreSales {
  orders: number;
  garments: number;
  salesCents: number;
  fundraisingCents: number;
  taxCents: number;
  byItem: { itemId: string; name: string; sold: number; salesCents: number; fundraisingCents: number }[];
  bySize: { size: string; sold: number }[];
}

export function storeSales(db: Db, deps: StoresDeps) {
  return {
    /** The sales of store `storeId` now. NOT_FOUND ('Store') for anyone but its dealer. */
    async sales(caller: Caller, storeId: string): Promise<StoreSales> {
      const { project } = await ownStore(db, deps, caller, storeId);
      const rows = await salesOf(db, project.id, deps.now());
      const all = rows.find((r) => r.itemId === null && r.size === null);
      const perItem = new Map(rows.filter((r) => r.itemId !== null).map((r) => [r.itemId!, r]));
      const items = await repo.itemsOf(db, project.id);
      const missing = [...perItem.keys()].filter((id) => !items.some((i) => i.id === id));
      const listed = missing.length ? [...items, ...(await repo.itemsByIds(db, missing))] : items;
      return {
        orders: all?.orders ?? 0,
        garments: all?.sold ?? 0,
        salesCents: all?.salesCents ?? 0,
        fundraisingCents: all?.fundraisingCents ?? 0,
        taxCents: all?.taxCents ?? 0,
        byItem: listed.map((i) => {
          const r = perItem.get(i.id);
          return {
            itemId: String(i.id),
            name: i.name,
            sold: r?.sold ?? 0,
            salesCents: r?.salesCents ?? 0,
            fundraisingCents: r?.fundraisingCents ?? 0,
          };
        }),
        bySize: sortBySize(
          rows.filter((r) => r.size !== null).map((r) => ({ size: r.size!, sold: r.sold })),
          (r) => r.size,
        ),
      };
    },
  };
}
