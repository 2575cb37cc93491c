/**
 * The request's catalog lookups (part of its loaders, loaders.ts), answered from the process's
 * catalog cache (catalog-cache.ts): no SQL, no batching. They live in the catalog module so that
 * the modules that read the catalog through a request's loaders (pricing, configurations) name
 * the lookups they need here, below the composition root, instead of the root's `Loaders`.
 */
import type { Db } from '../../db/index.js';
import type { ColorRow, DesignRow, StyleRow, VariantRow } from '../../db/types.js';
import { catalogCache, type CatalogCache } from './catalog-cache.js';

/** A catalog lookup shaped like a DataLoader's `load`/`loadMany`. */
export class CatalogLookup<K, V> {
  constructor(
    private readonly cache: () => Promise<CatalogCache>,
    private readonly pick: (catalog: CatalogCache, key: K) => V,
  ) {}

  async load(key: K): Promise<V> {
    return this.pick(await this.cache(), key);
  }

  async loadMany(keys: readonly K[]): Promise<V[]> {
    const catalog = await this.cache();
    return keys.map((k) => this.pick(catalog, k));
  }
}

/** The catalog lookups of database `root`'s catalog. */
export function catalogLookups(root: Db) {
  const catalog = () => catalogCache(root);
  return {
    /** The whole catalog (colours, styles, sizes, designs, variants, fonts, prices), in memory. */
    catalog,
    color: new CatalogLookup<number, ColorRow | null>(catalog, (c, id) => c.colors.get(id) ?? null),
    style: new CatalogLookup<string, StyleRow | null>(catalog, (c, id) => c.styles.get(id) ?? null),
    sizesByStyle: new CatalogLookup(catalog, (c, id: string) => c.sizesByStyle.get(id) ?? []),
    designsByStyle: new CatalogLookup(catalog, (c, id: string) => c.designsByStyle.get(id) ?? []),
    variantsByStyle: new CatalogLookup(catalog, (c, id: string) => c.variantsByStyle.get(id) ?? []),
    design: new CatalogLookup<string, DesignRow | null>(catalog, (c, id) => c.designs.get(id) ?? null),
    variant: new CatalogLookup<string, VariantRow | null>(catalog, (c, id) => c.variants.get(id) ?? null),
    /** Font families by font key (C3), null for an unknown key. */
    fontFamily: new CatalogLookup<string, string | null>(catalog, (c, key) => c.fontFamilies.get(key) ?? null),
  };
}

/** The catalog lookups of a request's loaders. */
export type CatalogLoaders = ReturnType<typeof catalogLookups>;
