/**
 * RenderSpecs (C1, C2, C5): the self-contained description of a configuration that the player,
 * the snapshot page and the print pages draw (zone colours, decorations with colours, font
 * family and absolute logo URL resolved, the design), its content hash, which keys snapshots
 * and is stored with each configuration, and the backfill of that hash for rows saved before
 * migration 0014.
 */
import {
  designKind,
  graphicPath,
  isOnSide,
  isReversibleGarment,
  sideColors,
  sideDesign,
  type DesignKind,
  DEFAULT_LETTERING,
  DEFAULT_TEAM_COLOR_IDS,
} from '@tas/garments';
import type { Db } from '../../db/index.js';
import type { ConfigurationRow, StoredDecoration } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { garmentOf } from '../catalog/catalog.service.js';
import { sha256, stableJson } from './content-hash.js';
import { configurationsWithoutRenderHash, fillRenderHashes, type Executor } from './configurations.repository.js';

/** Default team colours (section 9): 19, 13, 25. */
export const DEFAULT_COLOR_IDS = DEFAULT_TEAM_COLOR_IDS;

export interface RenderDecoration {
  contentType: StoredDecoration['contentType'];
  location: string;
  text: string | null;
  fill: string;
  outline1: string | null;
  outline2: string | null;
  textHeight: number;
  fontFamily: string;
  logoUrl: string | null;
  rotation: number;
  zoom: number;
  /** mm from the location's centre (to the right as seen, upwards); absent when 0. */
  offsetX?: number;
  offsetY?: number;
}

/** The design of a RenderSpec (C1): the pattern is `designZones(garment, code)` of @tas/garments. */
export interface RenderDesign {
  code: string;
  name: string;
  kind: DesignKind;
}

export interface RenderSpec {
  garment: ReturnType<typeof garmentOf>;
  colors: string[];
  decorations: RenderDecoration[];
  /** Null when there is no design; part of the snapshot content hash like the rest. */
  design: RenderDesign | null;
}

/** The content hash of a RenderSpec (C5): snapshots are keyed by it (stored with a configuration). */
export function renderHashOf(spec: RenderSpec): string {
  return sha256(stableJson(spec));
}

/**
 * What a snapshot is asked for with (render.service `snapshot`): the render hash, and the spec,
 * built only when the snapshot has to be drawn.
 */
export interface HashedSpec {
  renderHash: string;
  spec: () => Promise<RenderSpec>;
}

/** The RenderSpec use cases; `opts` as `configurationsService`'s. */
export function renderSpecs(
  db: Db,
  opts: {
    publicUrl: string;
    urlForBlob: (key: string) => string;
    /** Loaders over `exec` (a transaction, or the database) for work outside a request (loaders.ts). */
    createLoaders: (exec?: Executor) => Loaders;
  },
) {
  /**
   * The RenderSpec of a configuration (C1, C2, C5): zone colours as hex (a stock variant
   * colours the body), decorations with colours, font family and absolute logo URL resolved,
   * and its design (code, name, pattern kind) when it has one of its style. A reversible's
   * configuration draws the side it names (`reversible_view`, Outside when absent; C3 and
   * @tas/garments `reversible.ts`): the Inside swaps primary and secondary, has no design and
   * shows only the decorations printed on it.
   */
  async function renderSpec(
    loaders: Loaders,
    config: Pick<ConfigurationRow, 'style_id' | 'variant_id' | 'design_id' | 'color_ids' | 'decorations'> &
      Partial<Pick<ConfigurationRow, 'reversible_view'>>,
  ): Promise<RenderSpec> {
    const style = await loaders.style.load(config.style_id);
    if (!style) throw new NotFoundError('Product');
    const garment = garmentOf(style);
    const ids = [...config.color_ids];
    for (let i = ids.length; i < 3; i++) ids.push(DEFAULT_COLOR_IDS[i]!);
    if (config.variant_id) {
      const variant = await loaders.variant.load(config.variant_id);
      if (variant) ids[0] = variant.color_id;
    }
    const hexOf = async (id: number | null): Promise<string | null> =>
      id == null ? null : ((await loaders.color.load(id))?.hex ?? null);
    const side = isReversibleGarment(garment.id) && config.reversible_view === 'INSIDE' ? 'INSIDE' : 'OUTSIDE';
    const colors = sideColors(
      (await Promise.all(ids.map(hexOf))).map((h) => h ?? '#888888'),
      side,
    );
    const decorations: RenderDecoration[] = [];
    for (const d of config.decorations) {
      if (!isOnSide(d.view, side)) continue;
      let logoUrl: string | null = null;
      if (d.graphic) {
        // A library graphic (C3) in the decoration's fill colour.
        logoUrl = `${opts.publicUrl}${graphicPath(d.graphic, (await hexOf(d.fillColorId)) ?? '#ffffff')}`;
      } else if (d.logoId != null) {
        const logo = await loaders.logo.load(d.logoId);
        if (logo) logoUrl = `${opts.publicUrl}${opts.urlForBlob(logo.blob_key)}`;
      }
      decorations.push({
        contentType: d.contentType,
        location: d.location,
        text: d.text,
        fill: (await hexOf(d.fillColorId)) ?? '#ffffff',
        outline1: await hexOf(d.outline1ColorId),
        outline2: await hexOf(d.outline2ColorId),
        textHeight: d.textHeight,
        fontFamily: (await loaders.fontFamily.load(d.font)) ?? DEFAULT_LETTERING.fontFamily,
        logoUrl,
        rotation: d.rotation,
        zoom: d.zoom,
        // Absent when centred, so the specs (and snapshot hashes) of earlier decorations stay.
        ...(d.offsetX ? { offsetX: d.offsetX } : {}),
        ...(d.offsetY ? { offsetY: d.offsetY } : {}),
      });
    }
    const designRow = config.design_id ? await loaders.design.load(config.design_id) : null;
    const design =
      designRow && designRow.style_id === style.id
        ? { code: designRow.code, name: designRow.name, kind: designKind(designRow.code) }
        : null;
    return { garment, colors, decorations, design: sideDesign(design, side) };
  }

  return {
    renderSpec,

    /**
     * The render hash and (lazily) the RenderSpec of a stored configuration (C5): the hash
     * stored at save; for a row saved without one, the spec's hash (the spec built once).
     */
    async hashedSpec(loaders: Loaders, config: ConfigurationRow): Promise<HashedSpec> {
      if (config.render_hash) return { renderHash: config.render_hash, spec: () => renderSpec(loaders, config) };
      const spec = await renderSpec(loaders, config);
      return { renderHash: renderHashOf(spec), spec: () => Promise.resolve(spec) };
    },

    /**
     * Fills the render hash of every configuration saved without one (migration 0014: rows saved
     * before it), 500 rows a statement; run at start after migrating. A row whose spec cannot be
     * built (its style gone) stays without (its reads fail as before). Returns the rows filled.
     */
    async backfillRenderHashes(): Promise<number> {
      let filled = 0;
      let after = 0;
      for (;;) {
        const rows = await configurationsWithoutRenderHash(db, after, 500);
        if (!rows.length) return filled;
        after = rows[rows.length - 1]!.id;
        const loaders = opts.createLoaders();
        const hashes: { id: number; hash: string }[] = [];
        for (const row of rows) {
          try {
            hashes.push({ id: row.id, hash: renderHashOf(await renderSpec(loaders, row)) });
          } catch (err) {
            if (!(err instanceof NotFoundError)) throw err;
          }
        }
        if (!hashes.length) continue;
        await fillRenderHashes(db, hashes);
        filled += hashes.length;
      }
    },
  };
}
