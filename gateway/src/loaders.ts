/**
 * Per-request DataLoaders for every to-one and to-many field (no N+1, DESIGN.md), the catalog's
 * lookups (answered from memory: catalog-cache.ts), and the request's pricing service
 * (`loaders.pricing`, L3), which prices through them. Each loader's batch is one statement of
 * the repository of the module whose table it reads.
 */
import DataLoader from 'dataloader';
import type { Db, Executor } from './db/index.js';
import type { ConfigurationRow, SnapshotRow, LogoRow, RepRow, CustomerRow, DealerRow, ProjectRow } from './db/types.js';
import { catalogLookups } from './modules/catalog/catalog-lookups.js';
import { configurationsByIds } from './modules/configurations/configurations.repository.js';
import { customersByIds } from './modules/customers/customers.repository.js';
import { dealersByIds } from './modules/dealers/dealers.repository.js';
import { logosByIds } from './modules/files/visitor-logos.repository.js';
import { createPricing, type Pricing } from './modules/pricing/pricing.service.js';
import { openQuoteCounts, projectsByIds } from './modules/projects/projects.repository.js';
import { snapshotsOfRenderHashes } from './modules/render/render.repository.js';
import { snapshotKey } from './modules/render/snapshot-key.js';
import { repsByIds } from './modules/reps/reps.repository.js';

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

/**
 * What a module's resolvers keep for the request and cannot make here (a loader over the
 * request's services or caller, a value per row read once): made on the first use of `key`, kept
 * with the request's loaders and dropped with them, never in a module's own memory.
 */
function perRequestSlots(db: Executor) {
  const slots = new Map<symbol, unknown>();
  return <T>(key: symbol, make: (db: Executor) => T): T => {
    if (!slots.has(key)) slots.set(key, make(db));
    return slots.get(key) as T;
  };
}

function createBaseLoaders(root: Db, db: Executor) {
  return {
    perRequest: perRequestSlots(db),
    /** The catalog's lookups (catalog, colours, styles, sizes, designs, variants, font families), in memory. */
    ...catalogLookups(root),
    rep: new DataLoader<number, RepRow | null>(async (ids) => byKey(ids, await repsByIds(db, ids), (r) => r.id)),
    logo: new DataLoader<number, LogoRow | null>(async (ids) => byKey(ids, await logosByIds(db, ids), (r) => r.id)),
    customer: new DataLoader<number, CustomerRow | null>(async (ids) =>
      byKey(ids, await customersByIds(db, ids), (r) => r.id),
    ),
    dealer: new DataLoader<number, DealerRow | null>(async (ids) =>
      byKey(ids, await dealersByIds(db, ids), (r) => r.id),
    ),
    project: new DataLoader<number, ProjectRow | null>(async (ids) =>
      byKey(ids, await projectsByIds(db, ids), (r) => r.id),
    ),
    /** OPEN quotes per project row id (0 when none), one query per list. */
    openQuoteCount: new DataLoader<number, number>(async (ids) => {
      const counts = await openQuoteCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    configuration: new DataLoader<number, ConfigurationRow | null>(async (ids) =>
      byKey(ids, await configurationsByIds(db, ids), (r) => r.id),
    ),
    /**
     * Stored snapshots by {@link snapshotKey} (`<render hash>:<view>:<width>x<height>`): one query
     * for every snapshot a request shows (C5). Only the first look of a request goes through it.
     */
    snapshot: new DataLoader<string, SnapshotRow | null>(async (keys) => {
      // Only the views and sizes asked: a page showing FRONT reads one row per spec, not four.
      const parts = keys.map((k) => /^([^:]*):([^:]*):(\d+)x(\d+)$/.exec(k));
      const hashes = [...new Set(keys.map((k) => k.slice(0, k.indexOf(':'))))];
      const only = parts.every((m) => m !== null)
        ? {
            views: [...new Set(parts.map((m) => m[2] as SnapshotRow['view']))],
            widths: [...new Set(parts.map((m) => Number(m[3])))],
            heights: [...new Set(parts.map((m) => Number(m[4])))],
          }
        : {};
      const rows = await snapshotsOfRenderHashes(db, hashes, only);
      return byKey(keys, rows, (r) => snapshotKey(r.render_hash, r.view, r.width, r.height));
    }),
  };
}

/** The DataLoaders without the pricing service (what the pricing service loads through). */
export type BaseLoaders = ReturnType<typeof createBaseLoaders>;

export type Loaders = BaseLoaders & {
  /** Every price of the request (L3): batched and cached with these loaders. */
  pricing: Pricing;
};

/**
 * Fresh loaders: one set per GraphQL request, or per job/quote outside requests. `exec` (default
 * `db`) is what they read through besides the catalog, e.g. a transaction that has just written
 * what they read; the catalog always comes from `db`'s cache.
 */
export function createLoaders(db: Db, exec: Executor = db): Loaders {
  const base = createBaseLoaders(db, exec);
  return { ...base, pricing: createPricing(db, base) };
}
