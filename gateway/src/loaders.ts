/**
 * Per-request DataLoaders for every to-one and to-many field (no N+1, DESIGN.md), and the
 * request's pricing service (`loaders.pricing`, L3), which prices through them.
 */
import DataLoader from 'dataloader';
import type { Db } from './db/index.js';
import type {
  ColorRow,
  ConfigurationRow,
  SnapshotRow,
  DesignRow,
  LogoRow,
  RepRow,
  StyleRow,
  VariantRow,
  CustomerRow,
  DealerRow,
  ProjectRow,
} from './db/types.js';
import { catalogRepository } from './modules/catalog/catalog.repository.js';
import { createPricing, type Pricing } from './modules/pricing/pricing.loader.js';

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

function groupBy<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return keys.map((k) => map.get(k) ?? []);
}

function createBaseLoaders(db: Db) {
  const catalog = catalogRepository(db);
  return {
    color: new DataLoader<number, ColorRow | null>(async (ids) =>
      byKey(ids, await catalog.colorsByIds(ids), (r) => r.id),
    ),
    style: new DataLoader<string, StyleRow | null>(async (ids) =>
      byKey(ids, await catalog.stylesByIds(ids), (r) => r.id),
    ),
    sizesByStyle: new DataLoader(async (ids: readonly string[]) =>
      groupBy(ids, await catalog.sizesByStyles(ids), (r) => r.style_id),
    ),
    designsByStyle: new DataLoader(async (ids: readonly string[]) =>
      groupBy(ids, await catalog.designsByStyles(ids), (r) => r.style_id),
    ),
    variantsByStyle: new DataLoader(async (ids: readonly string[]) =>
      groupBy(ids, await catalog.variantsByStyles(ids), (r) => r.style_id),
    ),
    design: new DataLoader<string, DesignRow | null>(async (ids) =>
      byKey(ids, await catalog.designsByIds(ids), (r) => r.id),
    ),
    variant: new DataLoader<string, VariantRow | null>(async (ids) =>
      byKey(ids, await catalog.variantsByIds(ids), (r) => r.id),
    ),
    rep: new DataLoader<number, RepRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .selectFrom('reps')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        (r) => r.id,
      ),
    ),
    logo: new DataLoader<number, LogoRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .selectFrom('logos')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        (r) => r.id,
      ),
    ),
    customer: new DataLoader<number, CustomerRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .selectFrom('customers')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        (r) => r.id,
      ),
    ),
    dealer: new DataLoader<number, DealerRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .selectFrom('dealers')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        (r) => r.id,
      ),
    ),
    project: new DataLoader<number, ProjectRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .selectFrom('projects')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        (r) => r.id,
      ),
    ),
    configuration: new DataLoader<number, ConfigurationRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .selectFrom('configurations')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        (r) => r.id,
      ),
    ),
    /** Font families by font key (C3), null for an unknown key. */
    fontFamily: new DataLoader<string, string | null>(async (keys) => {
      const rows = await db
        .selectFrom('fonts')
        .select(['key', 'family'])
        .where('key', 'in', [...keys])
        .execute();
      return byKey(keys, rows, (r) => r.key).map((r) => r?.family ?? null);
    }),
    /**
     * Stored snapshots by {@link snapshotKey} (`<render hash>:<view>:<width>x<height>`): one query
     * for every snapshot a request shows (C5). Only the first look of a request goes through it.
     */
    snapshot: new DataLoader<string, SnapshotRow | null>(async (keys) => {
      const hashes = [...new Set(keys.map((k) => k.slice(0, k.indexOf(':'))))];
      const rows = await db.selectFrom('snapshots').selectAll().where('render_hash', 'in', hashes).execute();
      return byKey(keys, rows, (r) => snapshotKey(r.render_hash, r.view, r.width, r.height));
    }),
  };
}

/** The key of a snapshot in `loaders.snapshot`. */
export function snapshotKey(renderHash: string, view: string, width: number, height: number): string {
  return `${renderHash}:${view}:${width}x${height}`;
}

/** The DataLoaders without the pricing service (what the pricing service loads through). */
export type BaseLoaders = ReturnType<typeof createBaseLoaders>;

export type Loaders = BaseLoaders & {
  /** Every price of the request (L3): batched and cached with these loaders. */
  pricing: Pricing;
};

/** Fresh loaders: one set per GraphQL request, or per job/quote outside requests. */
export function createLoaders(db: Db): Loaders {
  const base = createBaseLoaders(db);
  return { ...base, pricing: createPricing(db, base) };
}
