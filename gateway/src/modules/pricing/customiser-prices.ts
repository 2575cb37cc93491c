/**
 * Prices the customiser asks for (L3, C1): decoration prices at a quantity, and the price of one
 * configuration (`configurationPrice`) with its input checked like a save (variant, design, size,
 * decorations C3, quantity) and the dealer and project it is asked for (a project the caller may
 * read, A5). The same computation as a locker size line's unit price (configuration-prices.ts).
 */
import { isReversibleGarment } from '@tas/garments';
import type { Db } from '../../db/index.js';
import type { ProjectRow, ProjectTypeValue, StyleRow } from '../../db/types.js';
import { dealerOf, type Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { PricingLoaders } from './pricing-loaders.js';
import { garmentOf, offeredDesigns } from '../catalog/index.js';
import { normalizeDecorations, type DecorationInput } from '../configurations/index.js';
import { projectRefOf, resolveProject, unknownProjectError } from '../projects/index.js';
import {
  decorationTableOf,
  pricedDecorations,
  styleTableOf,
  type ConfigurationPrices,
} from './configuration-prices.js';
import { baseSizeFor, decorationPriceCents } from './pricing-rules.js';
import type { PricingRepository } from './pricing.repository.js';

/** Input of `configurationPrice` (GraphQL `ConfigurationPriceInput`). */
export interface ConfigurationPriceInput {
  styleId: string;
  variantId?: string | null;
  designId?: string | null;
  size?: string | null;
  decorations?: readonly DecorationInput[] | null;
  quantity?: number | null;
  projectType?: ProjectTypeValue | null;
  projectId?: string | null;
  dealerCode?: string | null;
}

/** Answer of `configurationPrice` (GraphQL `ConfigurationPrice`), cents. */
export interface ConfigurationPriceValue {
  styleId: string;
  size: string;
  quantity: number;
  productPriceCents: number;
  sizePriceCents: number;
  decorationPricesCents: number[];
  decorationsPriceCents: number;
  unitPriceCents: number;
  totalCents: number;
  msrpCents: number;
  dealerPriceCents: number;
  dealerId: number | null;
}

/** Largest quantity a price may be asked for (the roster's size line cap x a few lines). */
export const MAX_PRICED_QUANTITY = 100_000;

export function customiserPrices(
  db: Db,
  loaders: PricingLoaders,
  repo: PricingRepository,
  { price }: Pick<ConfigurationPrices, 'price'>,
) {
  /** The decoration price table (from the catalog cache). */
  const decorationPriceTable = async () => decorationTableOf(await loaders.catalog());

  /** What decoration rules check against (font keys, colour ids), from the catalog cache. */
  const decorationRuleData = async () => {
    const catalog = await loaders.catalog();
    return { fontKeys: catalog.fontKeys, colorIds: catalog.colorIds };
  };

  /**
   * The dealer and project a price is asked for (`configurationPrice` context): a project the
   * caller may read (A5), else BAD_USER_INPUT as for one that does not exist.
   */
  async function priceContext(
    caller: Caller,
    input: ConfigurationPriceInput,
  ): Promise<{ dealerId: number | null; projectId: number | null }> {
    const dealerCode = input.dealerCode?.trim() || null;
    let project: ProjectRow | undefined;
    if (input.projectType) {
      const ref = projectRefOf({ ...input, projectType: input.projectType }, 'price');
      project = await resolveProject(db, caller, ref, 'read');
      if (!project) throw unknownProjectError(ref);
    } else if (input.projectId) {
      throw new BadUserInputError('projectType', 'The project type is required');
    }
    if (project) return { dealerId: project.dealer_id, projectId: project.id };
    if (dealerCode) {
      const dealer = await repo.dealerByCode(dealerCode);
      if (!dealer) throw new BadUserInputError('dealerCode', 'Unknown dealer');
      return { dealerId: dealer.id, projectId: null };
    }
    return { dealerId: dealerOf(caller)?.id ?? null, projectId: null };
  }

  /** Decorations of a price request checked like a save (C3), a logo not yet required. */
  async function checkedDecorations(style: StyleRow, decorations: readonly DecorationInput[]) {
    if (decorations.length === 0) return [];
    const { fontKeys, colorIds } = await decorationRuleData();
    return normalizeDecorations(garmentOf(style).locations, decorations, {
      fontKeys,
      colorIds,
      isReversible: isReversibleGarment(style.garment_id),
      skipLogoCheck: true,
    });
  }

  function checkedQuantity(quantity: number | null | undefined): number {
    const q = quantity ?? 1;
    if (!Number.isInteger(q) || q < 1 || q > MAX_PRICED_QUANTITY) {
      throw new BadUserInputError('quantity', `Quantity must be a whole number from 1 to ${MAX_PRICED_QUANTITY}`);
    }
    return q;
  }

  return {
    /**
     * Decoration prices in cents for `quantity` garments of a style (API `decorationPrices`).
     * Errors: BAD_USER_INPUT `styleId`, `quantity`, `decorations.N.*`.
     */
    async decorationPrices(styleId: string, decorations: readonly DecorationInput[], quantity: number) {
      const q = checkedQuantity(quantity);
      const style = await loaders.style.load(styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${styleId}'`);
      const [checked, table] = await Promise.all([checkedDecorations(style, decorations), decorationPriceTable()]);
      return pricedDecorations(style, checked).map((d) => decorationPriceCents(table, d, q));
    },

    /**
     * The price of one configuration as the customiser shows it (L3, C1): `size` (default the
     * base size) with `decorations`, decoration quantity breaks at `quantity` (default 1), for
     * the dealer of the project (`projectType` + `projectId`, or a showroom's `dealerCode`; a
     * project the caller may read) or of `dealerCode`, else the caller's dealer, else the
     * defaults; the project's custom price of the style applies. The same computation as a
     * locker size line's unit price.
     * Errors: BAD_USER_INPUT `styleId`, `variantId`, `designId`, `size`, `quantity`,
     * `decorations.N.*`, `projectType`, `projectId`, `dealerCode`.
     */
    async configurationPrice(caller: Caller, input: ConfigurationPriceInput): Promise<ConfigurationPriceValue> {
      const quantity = checkedQuantity(input.quantity);
      const style = await loaders.style.load(input.styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${input.styleId}'`);
      if (input.variantId) {
        const variant = await loaders.variant.load(input.variantId);
        if (!variant || variant.style_id !== style.id)
          throw new BadUserInputError('variantId', 'Unknown variant for this style');
      }
      if (input.designId) {
        const designs = offeredDesigns(await loaders.designsByStyle.load(style.id));
        if (!designs.some((d) => d.id === input.designId))
          throw new BadUserInputError('designId', 'Unknown design for this style');
      }
      const { sizes } = styleTableOf(await loaders.catalog(), style);
      let size = baseSizeFor(style.is_related, sizes);
      if (input.size != null) {
        const wanted = input.size.trim().toUpperCase();
        const match = sizes.find((s) => s.toUpperCase() === wanted);
        if (!match) throw new BadUserInputError('size', `Size '${input.size}' is not offered for this product`);
        size = match;
      }
      const decorations = await checkedDecorations(style, input.decorations ?? []);
      const scope = await priceContext(caller, input);
      const prices = await price({
        ...scope,
        config: {
          style_id: style.id,
          variant_id: input.variantId ?? null,
          design_id: input.designId ?? null,
          decorations,
        },
        sizeLines: [{ size, quantity }],
      });
      const line = prices.sizeLines[0]!;
      return {
        styleId: style.id,
        size,
        quantity,
        productPriceCents: prices.productPriceCents,
        sizePriceCents: line.unitPriceCents - prices.decorationsPriceCents,
        decorationPricesCents: prices.decorationPricesCents,
        decorationsPriceCents: prices.decorationsPriceCents,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.lineTotalCents,
        msrpCents: prices.msrpCents,
        dealerPriceCents: prices.dealerPriceCents,
        dealerId: prices.dealerId,
      };
    },
  };
}
