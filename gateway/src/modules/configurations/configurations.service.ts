/**
 * Saved configurations (C3, C4): validated against the style's garment locations (with the logos
 * the caller may use) and stored immutably under a short id; the configurations the gateway
 * composes itself (a team's look, a recolouring); composed with the RenderSpecs that the player,
 * the snapshot page and the print pages draw (render-specs.ts; C2, C5).
 */
import { isReversibleGarment } from '@tas/garments';
import type { Db } from '../../db/index.js';
import type { ConfigurationRow, LogoRow, StoredDecoration, StyleRow } from '../../db/types.js';
import { lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { ConfigurationLoaders as Loaders } from './configuration-loaders.js';
import { garmentOf, offeredDesigns } from '../catalog/index.js';
import {
  configurationByShortId,
  configurationValues,
  insertConfigurations,
  isDealerHeaderLogo,
  projectShowsLogo,
  sharedProjectShowsLogo,
  type ConfigurationContent,
  type Executor,
} from './configurations.repository.js';
import { normalizeDecorations, type DecorationInput } from './decoration-rules.js';
import { renderSpecs, storedHashesOf } from './render-specs.js';
import { withWornLogos, wornLogoIds } from './worn-logos.js';

export {
  DEFAULT_COLOR_IDS,
  renderHashFrom,
  renderHashOf,
  rendererLook,
  specHashOf,
  type HashedSpec,
  type ShownConfiguration,
  type RenderDecoration,
  type RenderDesign,
  type RenderSpec,
} from './render-specs.js';

export interface ConfigurationInput {
  styleId: string;
  variantId?: string | null;
  designId?: string | null;
  colorIds?: readonly string[] | null;
  reversibleView?: 'OUTSIDE' | 'INSIDE' | null;
  decorations: readonly DecorationInput[];
}

export { sha256, stableJson } from './content-hash.js';

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

export function configurationsService(
  db: Db,
  opts: {
    publicUrl: string;
    urlForBlob: (key: string) => string;
    /** Loaders over `exec` (a transaction, or the database) for work outside a request (loaders.ts). */
    createLoaders: (exec?: Executor) => Loaders;
  },
) {
  const specs = renderSpecs(db, opts);
  const { renderSpec } = specs;

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
   * Inserts `content` under a new short id, keyed by the hash of its content (C4), with its
   * render hashes (its spec read through loaders over `exec`), in `exec`; with the logos it
   * wears locked (`withWornLogos`, a transaction of `exec` when it is none).
   */
  function store(exec: Executor, content: ConfigurationContent): Promise<ConfigurationRow> {
    return withWornLogos(exec, wornLogoIds(content.decorations), opts.createLoaders, async (x, loaders) => {
      const hashes = storedHashesOf(await renderSpec(loaders, specSource(content)));
      const [row] = await insertConfigurations(x, [configurationValues(content, hashes)]);
      return row!;
    });
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
      return store(db, {
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
      const context = await decorationContext(opts.createLoaders(exec), input.style);
      return store(exec, {
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
      const catalog = await opts.createLoaders(exec).catalog();
      const contents = inputs.map((input): ConfigurationContent => ({
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
      }));
      const worn = wornLogoIds(contents.flatMap((c) => c.decorations));
      return withWornLogos(exec, worn, opts.createLoaders, async (x, loaders) => {
        const rows = await Promise.all(
          contents.map(async (content) =>
            configurationValues(content, storedHashesOf(await renderSpec(loaders, specSource(content)))),
          ),
        );
        const inserted = await insertConfigurations(x, rows);
        const byShortId = new Map(inserted.map((r) => [r.short_id, r]));
        return rows.map((r) => byShortId.get(r.short_id)!);
      });
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
      store(exec, {
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

    ...specs,
  };
}

export type ConfigurationsService = ReturnType<typeof configurationsService>;
