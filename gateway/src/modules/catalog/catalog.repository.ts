/**
 * Catalog SQL (colours, sports, styles, sizes, designs, variants, fonts, decoration prices).
 * The only place that reads the catalog tables.
 */
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/index.js';
import type { StyleRow } from '../../db/types.js';

/** Styles of each sport id in catalog order (a style lists the ids of its sports). */
export async function stylesOfSports(exec: Executor, sportIds: readonly string[]) {
  if (!sportIds.length) return [];
  return exec
    .selectFrom('styles')
    .selectAll()
    .where(sql<boolean>`sports && ${sql.val([...sportIds])}::text[]`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The style rows of `ids` (any order; ids without a row are absent). */
export function stylesByIds(exec: Executor, ids: readonly string[]): Promise<StyleRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return exec
    .selectFrom('styles')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** The ids among `ids` that are colours of the colour table. */
export async function knownColorIds(exec: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await exec
    .selectFrom('colors')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export function catalogRepository(db: Db) {
  return {
    colors: (palette?: 'SUBLIMATION' | 'STOCK' | null) =>
      db
        .selectFrom('colors')
        .selectAll()
        .$if(!!palette, (q) => q.where('palette', '=', palette!))
        .orderBy('id')
        .execute(),
    colorsByIds: (ids: readonly number[]) =>
      ids.length
        ? db
            .selectFrom('colors')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    snapsheetColors: () =>
      db.selectFrom('colors').selectAll().where('snapsheet_order', 'is not', null).orderBy('snapsheet_order').execute(),
    sports: (template: 'FSG' | 'UA') =>
      db.selectFrom('sports').selectAll().where('template', '=', template).orderBy('sort_order').execute(),
    fonts: () => db.selectFrom('fonts').selectAll().orderBy('sort_order').execute(),
    stylesByIds: (ids: readonly string[]) => stylesByIds(db, ids),
    sizesByStyles: (styleIds: readonly string[]) =>
      styleIds.length
        ? db
            .selectFrom('style_sizes')
            .selectAll()
            .where('style_id', 'in', [...styleIds])
            .orderBy('style_id')
            .orderBy('sort_order')
            .execute()
        : Promise.resolve([]),
    designsByStyles: (styleIds: readonly string[]) =>
      styleIds.length
        ? db
            .selectFrom('designs')
            .selectAll()
            .where('style_id', 'in', [...styleIds])
            .orderBy('sort_order')
            .execute()
        : Promise.resolve([]),
    variantsByStyles: (styleIds: readonly string[]) =>
      styleIds.length
        ? db
            .selectFrom('variants')
            .selectAll()
            .where('style_id', 'in', [...styleIds])
            .orderBy('sort_order')
            .execute()
        : Promise.resolve([]),
    designsByIds: (ids: readonly string[]) =>
      ids.length
        ? db
            .selectFrom('designs')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    variantsByIds: (ids: readonly string[]) =>
      ids.length
        ? db
            .selectFrom('variants')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    decorationPrices: () => db.selectFrom('decoration_prices').selectAll().execute(),
    priceGroupsByIds: (ids: readonly string[]) =>
      ids.length
        ? db
            .selectFrom('price_groups')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    /**
     * The whole catalog in one go (catalog-cache.ts): every colour, sport, style, size, design,
     * variant, font, price group and decoration price, each in its usual order.
     */
    async everything() {
      const [colors, sports, styles, sizes, designs, variants, fonts, priceGroups, decorationPrices] =
        await Promise.all([
          db.selectFrom('colors').selectAll().orderBy('id').execute(),
          db.selectFrom('sports').selectAll().orderBy('template').orderBy('sort_order').execute(),
          db.selectFrom('styles').selectAll().orderBy('sort_order').execute(),
          db.selectFrom('style_sizes').selectAll().orderBy('style_id').orderBy('sort_order').execute(),
          db.selectFrom('designs').selectAll().orderBy('sort_order').execute(),
          db.selectFrom('variants').selectAll().orderBy('sort_order').execute(),
          db.selectFrom('fonts').selectAll().orderBy('sort_order').execute(),
          db.selectFrom('price_groups').selectAll().execute(),
          db.selectFrom('decoration_prices').selectAll().execute(),
        ]);
      return { colors, sports, styles, sizes, designs, variants, fonts, priceGroups, decorationPrices };
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
