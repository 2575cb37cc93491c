/**
 * The SQL pricing needs besides the catalog's (L3; the catalog tables are read by
 * catalog.repository.ts): custom prices per (project, style) of every kind's products, lockers and their
 * items, and the dealer a price is asked for (its project: projects/project-access.ts). Reads
 * take batches of keys (DataLoader), so a locker of any size is priced with the same statements.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { JOINED_CONFIGURATION_COLUMNS, type ConfigurationRow, type DealerRow } from '../../db/types.js';

/**
 * The custom price of a locker item's style on its locker's project, as `customPrices` finds it
 * (a statement joining the item's locker `l` and configuration `c`).
 */
const itemCustomPrice = sql<number | null>`(SELECT pp.custom_price_cents FROM project_products pp
  WHERE pp.project_id = l.project_id AND pp.style_id = c.style_id AND pp.custom_price_cents IS NOT NULL
  ORDER BY pp.position LIMIT 1)`;

/** What is read with a locker item: its configuration (`c_*`), custom price and dealer's terms (`d_*`). */
export interface ReadWithItem {
  c_id: number | null;
  c_short_id: string | null;
  c_style_id: string | null;
  c_variant_id: string | null;
  c_design_id: string | null;
  c_color_ids: ConfigurationRow['color_ids'] | null;
  c_reversible_view: ConfigurationRow['reversible_view'];
  c_decorations: ConfigurationRow['decorations'] | null;
  c_content_hash: string | null;
  c_render_hash: string | null;
  c_spec_hash: string | null;
  c_look_version: string | null;
  c_created_at: Date | null;
  custom_price_cents: number | null;
  d_id: number | null;
  d_dealer_margin: DealerRow['dealer_margin'];
  d_price_group_id: string | null;
}

/**
 * What pricing reads with each locker item in the same statement: the terms of the locker's
 * dealer joined as `d` (`d_*`, null when gone) and the item's configuration joined as `c`.
 */
const ITEM_PRICING_COLUMNS = [
  'd.id as d_id',
  'd.dealer_margin as d_dealer_margin',
  'd.price_group_id as d_price_group_id',
  'c.id as c_id',
  ...JOINED_CONFIGURATION_COLUMNS,
] as const;

export function pricingRepository(db: Db) {
  return {
    /**
     * Custom prices of styles in projects, in one statement over every kind's products (the
     * `project_products` view), each project's in its own order: the first of a style wins.
     */
    customPrices: (projectIds: readonly number[], styleIds: readonly string[]) =>
      db
        .selectFrom('project_products')
        .select(['project_id', 'style_id', 'custom_price_cents'])
        .where('project_id', 'in', [...projectIds])
        .where('style_id', 'in', [...styleIds])
        .where('custom_price_cents', 'is not', null)
        .orderBy('project_id')
        .orderBy('position')
        .execute(),

    lockersByIds: (ids: readonly number[]) =>
      db
        .selectFrom('lockers')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute(),

    /**
     * Items of the given lockers, in locker order (sort order, then id), in one statement with
     * what pricing and the page read of each: its configuration (`c_*` columns, null when gone),
     * the custom price of its style on the locker's project (as `customPrices` finds it) and the
     * terms of the locker's dealer (`d_*`, null when gone).
     */
    lockerItemsByLockers: (lockerIds: readonly number[]) =>
      db
        .selectFrom('locker_items as i')
        .innerJoin('lockers as l', 'l.id', 'i.locker_id')
        .leftJoin('configurations as c', 'c.id', 'i.configuration_id')
        .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
        .selectAll('i')
        .select(['l.project_id as l_project_id', ...ITEM_PRICING_COLUMNS, itemCustomPrice.as('custom_price_cents')])
        .where('i.locker_id', 'in', [...lockerIds])
        .orderBy('i.locker_id')
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .execute(),

    /**
     * The locker with this code (its columns, on every row) and its items in locker order
     * (`i_*`, null on the one row of a locker without items), each with what
     * `lockerItemsByLockers` reads with it: one statement for a locker page. [] when no locker
     * has the code.
     */
    lockerWithItemsByCode: (code: string) =>
      db
        .selectFrom('lockers as l')
        .leftJoin('locker_items as i', 'i.locker_id', 'l.id')
        .leftJoin('configurations as c', 'c.id', 'i.configuration_id')
        .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
        .selectAll('l')
        .select([
          'i.id as i_id',
          'i.configuration_id as i_configuration_id',
          'i.size_lines as i_size_lines',
          'i.sort_order as i_sort_order',
          'i.alias as i_alias',
          'i.created_at as i_created_at',
          'i.updated_at as i_updated_at',
          ...ITEM_PRICING_COLUMNS,
          itemCustomPrice.as('custom_price_cents'),
        ])
        .where('l.code', '=', code)
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .execute(),

    dealerByCode: (code: string) =>
      db
        .selectFrom('dealers')
        .selectAll()
        .where(sql`lower(code)`, '=', code.toLowerCase())
        .executeTakeFirst(),
  };
}

export type PricingRepository = ReturnType<typeof pricingRepository>;
