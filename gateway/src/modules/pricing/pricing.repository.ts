/**
 * The SQL pricing needs besides the catalog's (L3; the catalog tables are read by
 * catalog.repository.ts): custom prices per (project, style) of every kind's products, lockers and their
 * items, and the dealer a price is asked for (its project: projects/project-access.ts). Reads
 * take batches of keys (DataLoader), so a locker of any size is priced with the same statements.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { JOINED_CONFIGURATION_COLUMNS } from '../configurations/configurations.repository.js';

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
        .select([
          'l.project_id as l_project_id',
          'd.id as d_id',
          'd.dealer_margin as d_dealer_margin',
          'd.price_group_id as d_price_group_id',
          'c.id as c_id',
          ...JOINED_CONFIGURATION_COLUMNS,
          sql<number | null>`(SELECT pp.custom_price_cents FROM project_products pp
            WHERE pp.project_id = l.project_id AND pp.style_id = c.style_id AND pp.custom_price_cents IS NOT NULL
            ORDER BY pp.position LIMIT 1)`.as('custom_price_cents'),
        ])
        .where('i.locker_id', 'in', [...lockerIds])
        .orderBy('i.locker_id')
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
