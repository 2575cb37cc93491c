/**
 * The price of one configuration (L3), the computation every price of the API goes through: the
 * catalog's prices in pricing's shape (kept per catalog, process-wide), the pricing view of
 * decorations, the custom price of a style on a project (batched), and `price`, which gives the
 * pure rules of `pricing-rules.ts` what they need for a dealer in a project.
 */
import DataLoader from 'dataloader';
import { sortSizes } from '@tas/garments';
import type { ConfigurationRow, DealerRow, StoredDecoration, StyleRow } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import type { PricingLoaders } from './pricing-loaders.js';
import type { CatalogCache } from '../catalog/index.js';
import { garmentOf } from '../catalog/index.js';
import {
  baseSizeFor,
  decorationColorCount,
  decorationPriceRowFromDb,
  lockerItemPrices,
  priceTableFromRows,
  STANDARD_PRICE_GROUP_FACTOR,
  type DecorationPriceRow,
  type LockerItemPrices,
  type PricedDecoration,
  type PriceTable,
} from './pricing-rules.js';
import type { PricingRepository } from './pricing.repository.js';

/** The decorations pricing looks at (content type, location, colours); stored or normalized. */
export type PricingDecoration = Pick<
  StoredDecoration,
  'contentType' | 'location' | 'fillColorId' | 'outline1ColorId' | 'outline2ColorId'
>;

/** What is priced: a style with its variant, design and decorations (a configuration's fields). */
export type PricedConfiguration = Pick<ConfigurationRow, 'style_id' | 'variant_id' | 'design_id'> & {
  decorations: readonly PricingDecoration[];
};

/** What pricing reads of a dealer: its margin and price group. */
export type DealerTerms = Pick<DealerRow, 'id' | 'dealer_margin' | 'price_group_id'>;

/** Prices of a configuration (see `lockerItemPrices`) and the dealer they were computed for. */
export type Prices<L> = LockerItemPrices<L> & {
  /** The dealer whose margin and price group apply; null when none (defaults). */
  dealerId: number | null;
};

/**
 * Pricing view of stored decorations (L3): the method comes from the location (sublimation on
 * sublimated styles, else the location's first other method), colours from fill and outlines.
 */
export function pricedDecorations(style: StyleRow, decorations: readonly PricingDecoration[]): PricedDecoration[] {
  const locations = new Map(garmentOf(style).locations.map((l) => [l.name, l]));
  return decorations.map((d) => {
    const loc = locations.get(d.location);
    const methods = loc?.methods ?? [];
    const method =
      style.is_sublimable && methods.includes('sublimation')
        ? 'sublimation'
        : (methods.find((m) => m !== 'sublimation') ?? methods[0] ?? 'screen print');
    return {
      method,
      contentType: d.contentType,
      location: d.location,
      view: loc?.view ?? null,
      numColors: decorationColorCount(d),
    };
  });
}

/** Per catalog (process-wide): the decoration price table in pricing's shape. */
const decorationTables = new WeakMap<CatalogCache, DecorationPriceRow[]>();
/** Per catalog style row (process-wide): its price table and sizes in size order. */
const styleTables = new WeakMap<StyleRow, { table: PriceTable; sizes: string[] }>();

export function decorationTableOf(catalog: CatalogCache): DecorationPriceRow[] {
  let table = decorationTables.get(catalog);
  if (!table) {
    table = catalog.decorationPrices.map(decorationPriceRowFromDb);
    decorationTables.set(catalog, table);
  }
  return table;
}

/** The catalog's prices of one style with its sizes in size order (sizes, designs, variants). */
export function styleTableOf(catalog: CatalogCache, style: StyleRow): { table: PriceTable; sizes: string[] } {
  let t = styleTables.get(style);
  if (!t) {
    const sizes = catalog.sizesByStyle.get(style.id) ?? [];
    t = {
      table: priceTableFromRows({
        styles: [style],
        sizes,
        designs: catalog.designsByStyle.get(style.id) ?? [],
        variants: catalog.variantsByStyle.get(style.id) ?? [],
      }),
      sizes: sortSizes(sizes.map((s) => s.size)),
    };
    styleTables.set(style, t);
  }
  return t;
}

/** The custom price of a style on a project and `price`, for the life of one pricing service. */
export function configurationPrices(loaders: PricingLoaders, repo: PricingRepository) {
  /** The custom price of a style on a snapsheet: its first product of that style with one. */
  const customPrice = new DataLoader<{ projectId: number; styleId: string }, number | null, string>(
    async (keys) => {
      const rows = await repo.customPrices(
        [...new Set(keys.map((k) => k.projectId))],
        [...new Set(keys.map((k) => k.styleId))],
      );
      const first = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.project_id}:${row.style_id}`;
        if (!first.has(key) && row.custom_price_cents != null) first.set(key, row.custom_price_cents);
      }
      return keys.map((k) => first.get(`${k.projectId}:${k.styleId}`) ?? null);
    },
    { cacheKeyFn: (k) => `${k.projectId}:${k.styleId}` },
  );

  /**
   * The terms of dealers by id, from the request's dealer rows (a dealer's own request has its row
   * already), or as a statement that read them with what is priced primes them (a locker's items).
   */
  const dealerTerms = new DataLoader<number, DealerTerms | null>((ids) => loaders.dealer.loadMany(ids));

  /**
   * All prices of a configuration (L3) for a dealer (margin, price group) in a project (custom
   * price of the style); `sizeLines` null prices one garment of the base size. Every load of
   * one call is started at once, so calls for many items share each batch.
   * Throws NOT_FOUND for an unknown style; `RangeError` for a size the style does not offer.
   */
  async function price<L extends { size: string; quantity: number }>(input: {
    dealerId: number | null;
    projectId: number | null;
    config: PricedConfiguration;
    sizeLines: readonly L[] | null;
    /**
     * The priced product's own custom price (a playbook's catalog product, P3); when given
     * (null included) it replaces the project's custom price of the style.
     */
    customPriceCents?: number | null;
  }): Promise<Prices<L | { size: string; quantity: number }>> {
    const styleId = input.config.style_id;
    const [catalog, dealer, custom] = await Promise.all([
      loaders.catalog(),
      input.dealerId != null ? dealerTerms.load(input.dealerId) : null,
      input.customPriceCents !== undefined
        ? input.customPriceCents
        : input.projectId != null
          ? customPrice.load({ projectId: input.projectId, styleId })
          : null,
    ]);
    const style = catalog.styles.get(styleId);
    if (!style) throw new NotFoundError('Product');
    const variant = input.config.variant_id ? catalog.variants.get(input.config.variant_id) : null;
    const decorationTable = decorationTableOf(catalog);
    const { table, sizes } = styleTableOf(catalog, style);
    const factor = dealer?.price_group_id
      ? (catalog.priceGroupFactors.get(dealer.price_group_id) ?? STANDARD_PRICE_GROUP_FACTOR)
      : STANDARD_PRICE_GROUP_FACTOR;
    const sizeLines = input.sizeLines ?? [{ size: baseSizeFor(style.is_related, sizes), quantity: 1 }];
    const prices = lockerItemPrices<L | { size: string; quantity: number }>({
      priceTable: table,
      styleId: style.id,
      designId: input.config.design_id,
      colorId: variant?.color_id ?? null,
      customPriceCents: custom,
      dealerMargin: dealer?.dealer_margin ?? null,
      priceGroupFactor: factor,
      decorations: pricedDecorations(style, input.config.decorations),
      decorationPriceTable: decorationTable,
      sizeLines,
    });
    return { ...prices, dealerId: dealer?.id ?? null };
  }

  return { customPrice, dealerTerms, price };
}

/** `price` and the custom-price and dealer-terms loaders of one pricing service. */
export type ConfigurationPrices = ReturnType<typeof configurationPrices>;
