/**
 * The catalog in memory, so that reads cost no query: colours, sports, styles with their sizes, designs and
 * variants, fonts, price groups and the decoration price table, read once per database and
 * kept for the life of the process. The catalog is written only by seeding (`seedCatalog`, at
 * start before the gateway serves), so every request reads it here instead of running SQL: a
 * locker or snapsheet page runs no catalog statement at all.
 *
 * Rows keep their identity for the life of the cache, so per-style work derived from them (a
 * style's price table) may be memoised by row.
 */
import type { Db } from '../../db/index.js';
import type { ColorRow, DesignRow, SportRow, StyleRow, VariantRow } from '../../db/types.js';
import { catalogRepository } from './catalog.repository.js';

type Everything = Awaited<ReturnType<ReturnType<typeof catalogRepository>['everything']>>;

/** The catalog of one database, indexed for lookups by id. */
export interface CatalogCache {
  colors: Map<number, ColorRow>;
  /** Styles by id, inserted in catalog order (`sort_order`). */
  styles: Map<string, StyleRow>;
  /** Playbook sports of both templates in sport order (`sort_order`). */
  sports: SportRow[];
  /** A style's sizes in size order (`style_sizes.sort_order`); absent: none. */
  sizesByStyle: Map<string, Everything['sizes']>;
  designsByStyle: Map<string, DesignRow[]>;
  variantsByStyle: Map<string, VariantRow[]>;
  designs: Map<string, DesignRow>;
  variants: Map<string, VariantRow>;
  /** Font family by font key (C3). */
  fontFamilies: Map<string, string>;
  /** Font keys in font order, and colour ids: what decoration rules check against (C3). */
  fontKeys: string[];
  colorIds: number[];
  /** Price group factor by id (text, as stored). */
  priceGroupFactors: Map<string, number>;
  decorationPrices: Everything['decorationPrices'];
}

function groupBy<K, V>(rows: readonly V[], keyOf: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const caches = new WeakMap<Db, Promise<CatalogCache>>();

async function load(db: Db): Promise<CatalogCache> {
  const all = await catalogRepository(db).everything();
  return {
    colors: new Map(all.colors.map((c) => [c.id, c])),
    styles: new Map(all.styles.map((s) => [s.id, s])),
    sports: all.sports,
    sizesByStyle: groupBy(all.sizes, (s) => s.style_id),
    designsByStyle: groupBy(all.designs, (d) => d.style_id),
    variantsByStyle: groupBy(all.variants, (v) => v.style_id),
    designs: new Map(all.designs.map((d) => [d.id, d])),
    variants: new Map(all.variants.map((v) => [v.id, v])),
    fontFamilies: new Map(all.fonts.map((f) => [f.key, f.family])),
    fontKeys: all.fonts.map((f) => f.key),
    colorIds: all.colors.map((c) => c.id),
    priceGroupFactors: new Map(all.priceGroups.map((g) => [g.id, Number(g.factor)])),
    decorationPrices: all.decorationPrices,
  };
}

/**
 * The catalog of `db`, read on first use (9 statements, once per process and database). Call it
 * once the catalog is seeded (buildApp does, before it listens). A failed read is not kept.
 */
export function catalogCache(db: Db): Promise<CatalogCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = load(db);
    cache.catch(() => caches.delete(db));
    caches.set(db, cache);
  }
  return cache;
}
