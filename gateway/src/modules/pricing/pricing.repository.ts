/**
 * The SQL pricing needs besides the catalog's (L3; the catalog tables are read by
 * catalog.repository.ts): snapsheet custom prices per (project, style), lockers and their
 * items, and the dealer a price is asked for (its project: projects/project-access.ts). Reads
 * take batches of keys (DataLoader), so a locker of any size is priced with the same statements.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { JOINED_CONFIGURATION_COLUMNS } from '../configurations/configurations.repository.js';

export function pricingRepository(db: Db) {
  return {
    /**
     * Custom prices of styles in projects, in one statement: snapsheet products (in product
     * order), then playbook catalog products (in page order); the first of a style wins.
     */
    customPrices: (projectIds: readonly number[], styleIds: readonly string[]) =>
      db
        .selectFrom('snapsheet_products')
        .select([
          'project_id',
          'style_id',
          'custom_price_cents',
          sql<number>`0`.as('source'),
          sql<number>`sort_order`.as('k1'),
          sql<number>`id`.as('k2'),
          sql<number>`0`.as('k3'),
        ])
        .where('project_id', 'in', [...projectIds])
        .where('style_id', 'in', [...styleIds])
        .where('custom_price_cents', 'is not', null)
        .unionAll(
          db
            .selectFrom('catalog_products')
            .select([
              'project_id',
              'style_id',
              'custom_price_cents',
              sql<number>`1`.as('source'),
              sql<number>`catalog_id`.as('k1'),
              sql<number>`catalog_page_index`.as('k2'),
              sql<number>`catalog_page_order`.as('k3'),
            ])
            .where('project_id', 'in', [...projectIds])
            .where('style_id', 'in', [...styleIds])
            .where('custom_price_cents', 'is not', null),
        )
        .orderBy('source')
        .orderBy('project_id')
        .orderBy('k1')
        .orderBy('k2')
        .orderBy('k3')
        .execute(),

    lockersByIds: (ids: readonly number[]) =>
      db
        .selectFrom('lockers')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute(),

    /**
     * Items of the given lockers, in locker order (sort order, then id), in one statement with
     * what pricing and the page read of each: its configuration (`c_*` columns, null when gone)
     * and the custom price of its style on the locker's project (as `customPrices` finds it).
     */
    lockerItemsByLockers: (lockerIds: readonly number[]) =>
      db
        .selectFrom('locker_items as i')
        .innerJoin('lockers as l', 'l.id', 'i.locker_id')
        .leftJoin('configurations as c', 'c.id', 'i.configuration_id')
        .selectAll('i')
        .select([
          'l.project_id as l_project_id',
          'c.id as c_id',
          ...JOINED_CONFIGURATION_COLUMNS,
          sql<number | null>`coalesce(
            (SELECT sp.custom_price_cents FROM snapsheet_products sp
              WHERE sp.project_id = l.project_id AND sp.style_id = c.style_id AND sp.custom_price_cents IS NOT NULL
              ORDER BY sp.sort_order, sp.id LIMIT 1),
            (SELECT cp.custom_price_cents FROM catalog_products cp
              WHERE cp.project_id = l.project_id AND cp.style_id = c.style_id AND cp.custom_price_cents IS NOT NULL
              ORDER BY cp.catalog_id, cp.catalog_page_index, cp.catalog_page_order LIMIT 1))`.as('custom_price_cents'),
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
