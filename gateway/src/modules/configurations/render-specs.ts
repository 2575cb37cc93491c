/**
 * RenderSpecs (C1, C2, C5): the self-contained description of a configuration that the player,
 * the snapshot page and the print pages draw (zone colours, decorations with colours, font
 * family and absolute logo URL resolved, the design), and its hashes, stored with each
 * configuration: the spec hash (what it draws, its pictures by content) and the render hash (that
 * drawn by the renderer's look), which keys snapshots. Both are taken again for the rows wearing a
 * logo whose picture changed (an Edit crop), and the render hash for every row when the look
 * changes (at start, from the spec hash alone).
 */
import {
  DRAPE_VERSION,
  LOOK_VERSION,
  designKind,
  graphicPath,
  isOnSide,
  isReversibleGarment,
  sideColors,
  sideDesign,
  DEFAULT_LETTERING,
  DEFAULT_TEAM_COLOR_IDS,
} from '@tas/garments';
import { type DesignKind } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { ConfigurationRow, LogoKeys, StoredDecoration } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import type { ConfigurationLoaders as Loaders } from './configuration-loaders.js';
import { contentHashOfKey } from '../../lib/content-key.js';
import { garmentOf } from '../catalog/index.js';
import { graphicDigest } from '../graphics/index.js';
import { sha256, stableJson } from './content-hash.js';
import {
  configurationsToRehash,
  configurationsWearingLogo,
  setRenderHashes,
  type Executor,
  type StoredRenderHashes,
} from './configurations.repository.js';

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
  /**
   * What the picture at `logoUrl` is, for the hashes (not drawn; not in the API): an uploaded
   * logo's content hash (`logo:<sha256>`), or a library graphic's path (key and colour) and the
   * digest of its icon (`graphic:<path>:<digest>`). The hashes take it instead of the URL, which
   * holds the gateway's public URL and, for a logo, nothing the picture's bytes do not decide.
   */
  picture?: string;
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

/**
 * The renderer's look a render hash is taken with: @tas/garments LOOK_VERSION and DRAPE_VERSION
 * (`<look>.<drape>`), read when asked.
 */
export function rendererLook(): string {
  return `${LOOK_VERSION}.${DRAPE_VERSION}`;
}

/**
 * The hash of what a RenderSpec draws, whatever the look (C5): SHA-256 (hex) of its stable JSON
 * with each picture by its `picture` instead of its URL.
 */
export function specHashOf(spec: RenderSpec): string {
  const decorations = spec.decorations.map((d) => (d.picture === undefined ? d : { ...d, logoUrl: undefined }));
  return sha256(stableJson({ ...spec, decorations }));
}

/** The render hash of a spec hash drawn by `look` (default the renderer's): SHA-256 of `<look>:<spec hash>`. */
export function renderHashFrom(specHash: string, look = rendererLook()): string {
  return sha256(`${look}:${specHash}`);
}

/** The render hash of a RenderSpec (C5): snapshots are keyed by it (stored with a configuration). */
export function renderHashOf(spec: RenderSpec): string {
  return renderHashFrom(specHashOf(spec));
}

/** The hashes a configuration of `spec` stores, taken with the renderer's look. */
export function storedHashesOf(spec: RenderSpec): StoredRenderHashes {
  const look = rendererLook();
  const specHash = specHashOf(spec);
  return { spec_hash: specHash, render_hash: renderHashFrom(specHash, look), look_version: look };
}

/**
 * A configuration as something shows it: its row, and for a proof, the pictures of the logos it
 * wore when the proof was sent (`frozenLogos`, blob keys by logo id), drawn instead of the
 * logos' pictures of today.
 */
export type ShownConfiguration = ConfigurationRow & { frozenLogos?: LogoKeys };

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
      Partial<Pick<ConfigurationRow, 'reversible_view'>> & { frozenLogos?: LogoKeys },
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
      let picture: string | undefined;
      if (d.graphic) {
        // A library graphic (C3) in the decoration's fill colour.
        const path = graphicPath(d.graphic, (await hexOf(d.fillColorId)) ?? '#ffffff');
        logoUrl = `${opts.publicUrl}${path}`;
        picture = `graphic:${path}:${graphicDigest(d.graphic) ?? 'unknown'}`;
      } else if (d.logoId != null) {
        const key = config.frozenLogos?.[String(d.logoId)] ?? (await loaders.logo.load(d.logoId))?.blob_key;
        if (key) {
          logoUrl = `${opts.publicUrl}${opts.urlForBlob(key)}`;
          picture = `logo:${contentHashOfKey(key) ?? key}`;
        }
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
        ...(picture !== undefined ? { picture } : {}),
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
     * The render hash and (lazily) the RenderSpec of a stored configuration (C5): the hash stored
     * at save when taken with the renderer's look; from the stored spec hash for another look
     * (a gateway of an older look wrote it, or start has not refilled it yet); the spec's hash
     * (the spec built once) for a row saved without them, and for a proof's configuration whose
     * logos show other pictures now than the proof froze.
     */
    async hashedSpec(loaders: Loaders, config: ShownConfiguration): Promise<HashedSpec> {
      const frozen = Object.entries(config.frozenLogos ?? {});
      const moved = frozen.length
        ? (await loaders.logo.loadMany(frozen.map(([id]) => Number(id)))).some(
            (logo, i) => !logo || logo instanceof Error || logo.blob_key !== frozen[i]![1],
          )
        : false;
      if (!moved && config.render_hash && config.spec_hash) {
        const look = rendererLook();
        const renderHash = config.look_version === look ? config.render_hash : renderHashFrom(config.spec_hash, look);
        return { renderHash, spec: () => renderSpec(loaders, config) };
      }
      const spec = await renderSpec(loaders, config);
      return { renderHash: renderHashOf(spec), spec: () => Promise.resolve(spec) };
    },

    /**
     * Takes again, in `exec` (the transaction that changed the logo's picture), the hashes of
     * every configuration wearing logo `logoId`, 500 rows a statement: their snapshots are drawn
     * anew with its new picture. Returns the rows whose hashes changed.
     */
    async rehashWearers(exec: Executor, logoId: number): Promise<number> {
      let changed = 0;
      let after = 0;
      for (;;) {
        const rows = await configurationsWearingLogo(exec, logoId, after, 500);
        if (!rows.length) return changed;
        after = rows[rows.length - 1]!.id;
        const loaders = opts.createLoaders(exec);
        const updates = [];
        for (const row of rows) {
          let hashes: StoredRenderHashes;
          try {
            hashes = storedHashesOf(await renderSpec(loaders, row));
          } catch (err) {
            if (!(err instanceof NotFoundError)) throw err;
            continue;
          }
          if (hashes.spec_hash === row.spec_hash && hashes.render_hash === row.render_hash) continue;
          updates.push({ id: row.id, hashes, was: row });
        }
        await setRenderHashes(exec, updates);
        changed += updates.length;
      }
    },

    /**
     * Takes the hashes again of every configuration that needs it, 500 rows a statement; run at
     * start after migrating. A row saved without its hashes (before migrations 0014 and 0030, or
     * its template changed: the catalog seed clears its render hash) gets them from its spec; a
     * row hashed with another look gets its render hash from its spec hash, without building the
     * spec. A row whose spec cannot be built (its style gone) stays as it is (its reads fail as
     * before). Returns the rows filled.
     */
    async backfillRenderHashes(): Promise<number> {
      const look = rendererLook();
      let filled = 0;
      let after = 0;
      for (;;) {
        const rows = await configurationsToRehash(db, look, after, 500);
        if (!rows.length) return filled;
        after = rows[rows.length - 1]!.id;
        const loaders = opts.createLoaders();
        const updates = [];
        for (const row of rows) {
          if (row.render_hash && row.spec_hash) {
            const hashes = {
              spec_hash: row.spec_hash,
              render_hash: renderHashFrom(row.spec_hash, look),
              look_version: look,
            };
            updates.push({ id: row.id, hashes, was: row });
            continue;
          }
          try {
            updates.push({ id: row.id, hashes: storedHashesOf(await renderSpec(loaders, row)), was: row });
          } catch (err) {
            if (!(err instanceof NotFoundError)) throw err;
          }
        }
        await setRenderHashes(db, updates);
        filled += updates.length;
      }
    },
  };
}
