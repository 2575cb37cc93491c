/**
 * Reading snapsheets (P5, C5, L3): the collections a snapsheet may be filed under, its products
 * in order (for its page with their configurations, which go to the request's loaders), and the
 * spec each product is drawn from: its configuration, else the snapsheet's team look. Reads of a
 * snapsheet itself go through `projects.readable` (A5).
 */
import type { Db } from '../../db/index.js';
import type { SnapsheetCollectionRow, SnapsheetProductRow } from '../../db/types.js';
import type { Loaders } from '../../loaders.js';
import type { ConfigurationsService, HashedSpec, RenderSpec } from '../configurations/index.js';
import type { TeamLookConfigurations } from '../configurations/index.js';
import { lookOf } from './snapsheet-inputs.js';
import {
  snapsheetCollectionById,
  snapsheetCollections,
  snapsheetProductsOfProjects,
  snapsheetProductsWithConfigurations,
} from './snapsheets.repository.js';

export function snapsheetReading(
  db: Db,
  deps: { configurations: ConfigurationsService; looks: TeamLookConfigurations },
) {
  const { configurations, looks } = deps;

  /**
   * The spec a snapsheet product is drawn from (C5): its configuration, else (a product
   * stored before it got one) the snapsheet's team look. Reads through `loaders` (a
   * request's, or a PDF job's own).
   */
  async function productSpec(loaders: Loaders, p: SnapsheetProductRow): Promise<RenderSpec> {
    if (p.configuration_id) {
      const config = await loaders.configuration.load(p.configuration_id);
      if (config) return configurations.renderSpec(loaders, config);
    }
    const project = await loaders.project.load(p.project_id);
    return looks.spec(loaders, p, project ? lookOf(project) : { colorIds: [], look: { teamName: '', logoId: null } });
  }

  return {
    /** The collections a snapsheet may be filed under, by name (P5). */
    collections: (): Promise<SnapsheetCollectionRow[]> => snapsheetCollections(db),

    /** A collection by id, or undefined. */
    collection: (id: string) => snapsheetCollectionById(db, id),

    /** The products of a snapsheet in order. */
    products: (projectId: number): Promise<SnapsheetProductRow[]> => snapsheetProductsOfProjects(db, [projectId]),

    /**
     * The first product (lowest order) of each snapsheet of `projectIds`, keyed by project id, in
     * one statement: the list thumbnails (D7). Snapsheets without products are absent.
     */
    async firstProducts(projectIds: readonly number[]): Promise<Map<number, SnapsheetProductRow>> {
      const rows = await snapsheetProductsOfProjects(db, projectIds);
      const out = new Map<number, SnapsheetProductRow>();
      for (const r of rows) if (!out.has(r.project_id)) out.set(r.project_id, r);
      return out;
    },

    /**
     * The products of a snapsheet in order, as its page reads them: in one statement with their
     * configurations, which go to `loaders.configuration` (its snapshots and prices read them).
     */
    async pageProducts(loaders: Loaders, projectId: number): Promise<SnapsheetProductRow[]> {
      const rows = await snapsheetProductsWithConfigurations(db, projectId);
      // Every product of the snapsheet, in order: the custom price of each style is known (L3).
      loaders.pricing.primeSnapsheetCustomPrices(projectId, rows);
      return rows.map((r) => {
        if (r.configuration_id != null && r.c_short_id != null) {
          loaders.configuration.prime(r.configuration_id, {
            id: r.configuration_id,
            short_id: r.c_short_id,
            style_id: r.c_style_id!,
            variant_id: r.c_variant_id,
            design_id: r.c_design_id,
            color_ids: r.c_color_ids!,
            reversible_view: r.c_reversible_view,
            decorations: r.c_decorations!,
            content_hash: r.c_content_hash!,
            render_hash: r.c_render_hash,
            spec_hash: r.c_spec_hash,
            look_version: r.c_look_version,
            created_at: r.c_created_at!,
          });
        }
        return {
          id: r.id,
          project_id: r.project_id,
          sort_order: r.sort_order,
          style_id: r.style_id,
          variant_id: r.variant_id,
          design_id: r.design_id,
          custom_price_cents: r.custom_price_cents,
          configuration_id: r.configuration_id,
          customized: r.customized,
          created_at: r.created_at,
        };
      });
    },

    productSpec,

    /**
     * What a snapsheet product's snapshot is asked for with (C5): its configuration's stored
     * render hash (the spec built only to draw it), else the team look's spec (`productSpec`).
     */
    async productSnapshotSource(loaders: Loaders, p: SnapsheetProductRow): Promise<RenderSpec | HashedSpec> {
      if (p.configuration_id) {
        const config = await loaders.configuration.load(p.configuration_id);
        if (config) return configurations.hashedSpec(loaders, config);
      }
      return productSpec(loaders, p);
    },
  };
}
