/**
 * Prices of lockers (L3): a locker's items read once per request in one statement with their
 * configurations, custom prices and the terms of the locker's dealer, each item priced once for the locker's dealer
 * and project, and the locker's totals. A locker of 10 items runs the same SQL statements as a
 * locker of one.
 */
import DataLoader from 'dataloader';
import type { LockerItemRow, LockerRow, StoredSizeLine } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import type { PricingLoaders } from './pricing-loaders.js';
import type { ConfigurationPrices, Prices } from './configuration-prices.js';
import { lockerTotals } from './pricing-rules.js';
import type { PricingRepository, ReadWithItem } from './pricing.repository.js';

/** Totals of a locker (cents, garments) and its dealer. */
export interface LockerTotals {
  totalCents: number;
  totalMsrpCents: number;
  quantity: number;
  dealerId: number;
}

export function lockerPricing(loaders: PricingLoaders, repo: PricingRepository, prices: ConfigurationPrices) {
  const { customPrice, dealerTerms, price } = prices;

  const lockerById = new DataLoader<number, LockerRow | null>(async (ids) => {
    const rows = new Map((await repo.lockersByIds(ids)).map((l) => [l.id, l]));
    return ids.map((id) => rows.get(id) ?? null);
  });

  /**
   * What a locker item's row read with it (`lockerItemsByLockers`, `lockerWithItemsByCode`) tells
   * the request's loaders: its configuration, its style's custom price on the locker's project
   * and the terms of the locker's dealer, so pricing it reads nothing more.
   */
  function primeReadWithItem(row: ReadWithItem, projectId: number | null): void {
    if (row.c_id != null) {
      loaders.configuration.prime(row.c_id, {
        id: row.c_id,
        short_id: row.c_short_id!,
        style_id: row.c_style_id!,
        variant_id: row.c_variant_id,
        design_id: row.c_design_id,
        color_ids: row.c_color_ids!,
        reversible_view: row.c_reversible_view,
        decorations: row.c_decorations!,
        content_hash: row.c_content_hash!,
        render_hash: row.c_render_hash,
        spec_hash: row.c_spec_hash,
        look_version: row.c_look_version,
        created_at: row.c_created_at!,
      });
      if (projectId != null) customPrice.prime({ projectId, styleId: row.c_style_id! }, row.custom_price_cents);
    }
    if (row.d_id != null)
      dealerTerms.prime(row.d_id, {
        id: row.d_id,
        dealer_margin: row.d_dealer_margin,
        price_group_id: row.d_price_group_id,
      });
  }

  // Batched but not cached by id: a locker's items change within a request (mutations). Reads
  // of one locker row share one answer (`itemsOfLocker`).
  const lockerItems = new DataLoader<number, LockerItemRow[]>(
    async (ids) => {
      const byLocker = new Map<number, LockerItemRow[]>();
      for (const row of await repo.lockerItemsByLockers([...new Set(ids)])) {
        const item: LockerItemRow = {
          id: row.id,
          locker_id: row.locker_id,
          configuration_id: row.configuration_id,
          size_lines: row.size_lines,
          sort_order: row.sort_order,
          alias: row.alias,
          created_at: row.created_at,
          updated_at: row.updated_at,
        };
        primeReadWithItem(row, row.l_project_id);
        const list = byLocker.get(item.locker_id);
        if (list) list.push(item);
        else byLocker.set(item.locker_id, [item]);
      }
      return ids.map((id) => byLocker.get(id) ?? []);
    },
    { cache: false },
  );

  let itemsById = new Map<number, Promise<LockerItemRow[]>>();
  /**
   * The items of a locker, read once per request (every locker row of that id shares them: the
   * items, the totals and the quote check of the page); a change of a locker's items in the
   * request (`lockerItemsChanged`, the locker mutations) has them read again.
   */
  function itemsOfLocker(locker: LockerRow): Promise<LockerItemRow[]> {
    lockerById.prime(locker.id, locker);
    let items = itemsById.get(locker.id);
    if (!items) {
      items = lockerItems.load(locker.id);
      itemsById.set(locker.id, items);
    }
    return items;
  }

  const itemPrices = new WeakMap<LockerItemRow, Promise<Prices<StoredSizeLine>>>();
  const totals = new WeakMap<LockerRow, Promise<LockerTotals>>();

  /**
   * Prices of a locker item (L3): its configuration and roster, for the locker's dealer, with
   * the custom price of the style on the locker's project. Memoised per item row.
   * NOT_FOUND when its configuration or locker is gone.
   */
  function lockerItemPricesOf(item: LockerItemRow): Promise<Prices<StoredSizeLine>> {
    let prices = itemPrices.get(item);
    if (!prices) {
      prices = (async () => {
        const [config, locker] = await Promise.all([
          loaders.configuration.load(item.configuration_id),
          lockerById.load(item.locker_id),
        ]);
        if (!config) throw new NotFoundError('Configuration');
        if (!locker) throw new NotFoundError('Locker');
        const p = await price({
          dealerId: locker.dealer_id,
          projectId: locker.project_id,
          config,
          sizeLines: item.size_lines,
        });
        return p as Prices<StoredSizeLine>;
      })();
      itemPrices.set(item, prices);
    }
    return prices;
  }

  /**
   * The locker with this code and its items, in one statement (a page's read: `Query.locker`);
   * the items are those `itemsOfLocker` answers for it in this request. Undefined when no locker
   * has the code.
   */
  async function lockerWithItems(code: string): Promise<LockerRow | undefined> {
    const rows = await repo.lockerWithItemsByCode(code);
    const first = rows[0];
    if (!first) return undefined;
    const locker: LockerRow = {
      id: first.id,
      code: first.code,
      dealer_id: first.dealer_id,
      project_id: first.project_id,
      project_type: first.project_type,
      owner_key: first.owner_key,
      locked_quote_id: first.locked_quote_id,
      created_at: first.created_at,
      updated_at: first.updated_at,
    };
    const items: LockerItemRow[] = [];
    for (const row of rows) {
      if (row.i_id == null) continue;
      items.push({
        id: row.i_id,
        locker_id: locker.id,
        configuration_id: row.i_configuration_id!,
        size_lines: row.i_size_lines!,
        sort_order: row.i_sort_order!,
        alias: row.i_alias,
        created_at: row.i_created_at!,
        updated_at: row.i_updated_at!,
      });
      primeReadWithItem(row, locker.project_id);
    }
    lockerById.prime(locker.id, locker);
    itemsById.set(locker.id, Promise.resolve(items));
    return locker;
  }

  return {
    lockerItemPrices: lockerItemPricesOf,

    lockerWithItems,

    /** The items of a locker, in locker order (batched, read fresh each time). */
    lockerItems: (lockerId: number) => lockerItems.load(lockerId),

    /** The items of a locker, in locker order: read once per request (see above). */
    itemsOfLocker,

    /**
     * The locker of an item, however the request reached the item: batched by id, cached for the
     * request, and read from nothing for items listed from their locker (`itemsOfLocker`).
     */
    lockerOfItem: (item: LockerItemRow): Promise<LockerRow | null> => lockerById.load(item.locker_id),

    /** Called after a locker's items changed in this request: the next reads are fresh. */
    lockerItemsChanged() {
      itemsById = new Map();
    },

    /** Totals of a locker (L3): sums of its items' line totals and garments. Memoised per row. */
    lockerTotals(locker: LockerRow): Promise<LockerTotals> {
      let t = totals.get(locker);
      if (!t) {
        t = (async () => {
          const items = await itemsOfLocker(locker);
          const prices = await Promise.all(items.map(lockerItemPricesOf));
          return { ...lockerTotals(prices), dealerId: locker.dealer_id };
        })();
        totals.set(locker, t);
      }
      return t;
    },
  };
}
