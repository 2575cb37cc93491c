/**
 * Saved configurations (C3, C4): validated against the style's garment locations, stored
 * immutably under a short id, and turned into the self-contained RenderSpec that the player,
 * the snapshot page and the print pages draw (C2, C5).
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
import type { ConfigurationRow, LogoRow, StoredDecoration, StyleRow } from '../../db/types.js';
import { lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { garmentOf, offeredDesigns } from '../catalog/catalog.service.js';
import { sha256, stableJson } from './content-hash.js';
import {
  configurationByShortId,
  configurationsWithoutRenderHash,
  configurationValues,
  fillRenderHashes,
  insertConfigurations,
  isDealerHeaderLogo,
  projectShowsLogo,
  sharedProjectShowsLogo,
  type ConfigurationContent,
  type Executor,
} from './configurations.repository.js';
import { normalizeDecorations, type DecorationInput } from './decoration-rules.js';

/** Default team colours (section 9): 19, 13, 25. */
export const DEFAULT_COLOR_IDS = DEFAULT_TEAM_COLOR_IDS;

export interface ConfigurationInput {
  styleId: string;
  variantId?: string | null;
  designId?: string | null;
  colorIds?: readonly string[] | null;
  reversibleView?: 'OUTSIDE' | 'INSIDE' | null;
  decorations: readonly DecorationInput[];
}

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

export { sha256, stableJson } from './content-hash.js';

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

/** What `normalizeDecorations` checks a style's decorations against: fonts, palette, reversible. */
async function decorationContext(loaders: Loaders, style: StyleRow) {
  const catalog = await loaders.catalog();
  return {
    fontKeys: catalog.fontKeys,
    colorIds: catalog.colorIds,
    isReversible: isReversibleGarment(style.garment_id),
  };
}

/** The content as the columns `renderSpec` reads. */
const specSource = (content: ConfigurationContent) => ({
  style_id: content.styleId,
  variant_id: content.variantId,
  design_id: content.designId,
  color_ids: content.colorIds,
  reversible_view: content.reversibleView,
  decorations: content.decorations,
});

/**
 * Inserts a configuration under a new short id, keyed by the hash of its content (C4), with its
 * render hash (computed by the caller from its RenderSpec).
 */
async function insertConfiguration(
  exec: Executor,
  content: ConfigurationContent,
  renderHash: string,
): Promise<ConfigurationRow> {
  const [row] = await insertConfigurations(exec, [configurationValues(content, renderHash)]);
  return row!;
}

export function configurationsService(
  db: Db,
  opts: {
    publicUrl: string;
    urlForBlob: (key: string) => string;
    /** Loaders over `exec` (a transaction, or the database) for work outside a request (loaders.ts). */
    createLoaders: (exec?: Executor) => Loaders;
  },
) {
  async function styleOrError(loaders: Loaders, styleId: string): Promise<StyleRow> {
    const style = await loaders.style.load(styleId);
    if (!style) throw new BadUserInputError('styleId', `Unknown style '${styleId}'`);
    return style;
  }

  /**
   * C3, A5, A6: whether the caller may put `logo` on a garment. Only live images (never a plain
   * FILE upload). A dealer: its own library. A passcode session: the logos of its project, and
   * what a visitor may use. A visitor: only logos the dealer already shows publicly: a logo of
   * a shared project (its logos or default logo) or a dealer's header logo. Anyone: a logo they
   * uploaded themselves while customising a project (`uploadProjectLogo`).
   */
  async function mayUseLogo(caller: Caller, logo: LogoRow): Promise<boolean> {
    if (logo.deleted_at || logo.kind !== 'IMAGE') return false;
    if (caller.kind === 'DEALER') return logo.dealer_id === caller.dealer.id;
    // A logo uploaded while customising a project (C3): its uploader's.
    if (logo.uploaded_by !== null && logo.uploaded_by === lockerOwnerKey(caller)) return true;
    if (caller.kind === 'PROJECT' && logo.dealer_id === caller.dealer.id) {
      if (await projectShowsLogo(db, logo.id, caller.projectId)) return true;
    }
    return (await sharedProjectShowsLogo(db, logo.id)) || (await isDealerHeaderLogo(db, logo.id));
  }

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

  /** Inserts `content` in `exec` with its render hash (its spec read through `loaders`). */
  async function store(exec: Executor, loaders: Loaders, content: ConfigurationContent): Promise<ConfigurationRow> {
    return insertConfiguration(exec, content, renderHashOf(await renderSpec(loaders, specSource(content))));
  }

  return {
    /**
     * C4: validates and saves a configuration; every save makes a new short id. Logos: see
     * `mayUseLogo` (a visitor cannot use a dealer's private library).
     * Errors: BAD_USER_INPUT `styleId`, `variantId`, `designId`, `colorIds`, `reversibleView`,
     * `decorations.N.*` (`decorations.N.logoId` 'Unknown logo').
     */
    async save(loaders: Loaders, input: ConfigurationInput, caller: Caller): Promise<ConfigurationRow> {
      const style = await styleOrError(loaders, input.styleId);
      const garment = garmentOf(style);
      let variantId: string | null = null;
      if (input.variantId) {
        const variant = await loaders.variant.load(input.variantId);
        if (!variant || variant.style_id !== style.id)
          throw new BadUserInputError('variantId', 'Unknown variant for this style');
        variantId = variant.id;
      }
      let designId: string | null = null;
      if (input.designId) {
        const designs = offeredDesigns(await loaders.designsByStyle.load(style.id));
        if (!designs.some((d) => d.id === input.designId))
          throw new BadUserInputError('designId', 'Unknown design for this style');
        designId = input.designId;
      }
      const colorIds = (input.colorIds ?? []).map((id, i) => {
        const n = /^\d{1,6}$/.test(id) ? Number(id) : NaN;
        if (!Number.isInteger(n)) throw new BadUserInputError(`colorIds.${i}`, 'Unknown colour');
        return n;
      });
      if (colorIds.length > 6) throw new BadUserInputError('colorIds', 'At most 6 colours');
      const colors = await loaders.color.loadMany(colorIds);
      colors.forEach((c, i) => {
        if (!c || c instanceof Error) throw new BadUserInputError(`colorIds.${i}`, 'Unknown colour');
      });
      const isReversible = isReversibleGarment(style.garment_id);
      if (input.reversibleView && !isReversible) {
        throw new BadUserInputError('reversibleView', 'This product is not reversible');
      }
      const decorations = normalizeDecorations(
        garment.locations,
        input.decorations,
        await decorationContext(loaders, style),
      );
      for (const [i, d] of decorations.entries()) {
        if (d.logoId == null) continue;
        const logo = await loaders.logo.load(d.logoId);
        if (!logo || !(await mayUseLogo(caller, logo))) {
          throw new BadUserInputError(`decorations.${i}.logoId`, 'Unknown logo');
        }
      }
      return store(db, loaders, {
        styleId: style.id,
        variantId,
        designId,
        colorIds,
        reversibleView: input.reversibleView ?? null,
        decorations,
      });
    },

    /**
     * Stores a configuration the gateway composes itself (P3: the team's look of a catalog
     * product, with the project's own default logo), in `exec` (a transaction or the database).
     * The decorations are checked like `save`'s except the logo's owner, which the caller has
     * checked. Errors: as `save` (a BAD_USER_INPUT here is a bug of the composer).
     */
    async composeTrusted(
      exec: Executor,
      input: {
        style: StyleRow;
        variantId: string | null;
        designId: string | null;
        colorIds: number[];
        decorations: readonly DecorationInput[];
      },
    ): Promise<ConfigurationRow> {
      const loaders = opts.createLoaders(exec);
      const context = await decorationContext(loaders, input.style);
      return store(exec, loaders, {
        styleId: input.style.id,
        variantId: input.variantId,
        designId: input.designId,
        colorIds: input.colorIds,
        reversibleView: null,
        decorations: normalizeDecorations(garmentOf(input.style).locations, input.decorations, context),
      });
    },

    /**
     * `composeTrusted` for many products at once (P6: every product of a showroom in its look),
     * in `exec`: the decoration rules' data read once, one insert. Returns the configurations in
     * the order of `inputs`. Errors: as `composeTrusted`.
     */
    async composeManyTrusted(
      exec: Executor,
      inputs: readonly {
        style: StyleRow;
        variantId: string | null;
        designId: string | null;
        colorIds: number[];
        decorations: readonly DecorationInput[];
      }[],
    ): Promise<ConfigurationRow[]> {
      if (!inputs.length) return [];
      const loaders = opts.createLoaders(exec);
      const catalog = await loaders.catalog();
      const rows = await Promise.all(
        inputs.map(async (input) => {
          const content: ConfigurationContent = {
            styleId: input.style.id,
            variantId: input.variantId,
            designId: input.designId,
            colorIds: input.colorIds,
            reversibleView: null,
            decorations: normalizeDecorations(garmentOf(input.style).locations, input.decorations, {
              fontKeys: catalog.fontKeys,
              colorIds: catalog.colorIds,
              isReversible: isReversibleGarment(input.style.garment_id),
            }),
          };
          return configurationValues(content, renderHashOf(await renderSpec(loaders, specSource(content))));
        }),
      );
      const inserted = await insertConfigurations(exec, rows);
      const byShortId = new Map(inserted.map((r) => [r.short_id, r]));
      return rows.map((r) => byShortId.get(r.short_id)!);
    },

    /**
     * Stores a copy of `config` with other colours and decorations (P3 bulk edit of a
     * customised catalog product; P5 settings, featured colour), in `exec`. Decorations are
     * stored as given (already normalised). `product` changes the variant or design (ids the
     * caller checked against the configuration's style; decoration locations are the style's,
     * so the decorations stay valid).
     */
    recolor: (
      exec: Executor,
      config: ConfigurationRow,
      colorIds: number[],
      decorations: readonly StoredDecoration[],
      product: { variantId?: string | null; designId?: string | null } = {},
    ): Promise<ConfigurationRow> =>
      store(exec, opts.createLoaders(exec), {
        styleId: config.style_id,
        variantId: product.variantId !== undefined ? product.variantId : config.variant_id,
        designId: product.designId !== undefined ? product.designId : config.design_id,
        colorIds,
        reversibleView: (config.reversible_view as 'OUTSIDE' | 'INSIDE' | null) ?? null,
        decorations: [...decorations],
      }),

    byShortId: (shortId: string) => configurationByShortId(db, shortId),

    async byShortIdOrError(shortId: string, field = 'configurationShortId'): Promise<ConfigurationRow> {
      const row = await configurationByShortId(db, shortId);
      if (!row) throw new BadUserInputError(field, `Unknown configuration '${shortId}'`);
      return row;
    },

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

export type ConfigurationsService = ReturnType<typeof configurationsService>;
