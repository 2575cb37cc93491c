/**
 * The pricing service (L3): every price the API answers comes from here, for lockers, quotes,
 * snapsheets, playbooks, the catalog and the customiser alike, so that one configuration
 * (design, variant, size, decorations, quantity) has one price everywhere. It loads what the
 * pure rules of `pricing-rules.ts` need through DataLoaders (batched and cached for the life
 * of the service), so a locker of 10 items runs the same SQL statements as a locker of one.
 *
 * One instance per GraphQL request (`createLoaders(db).pricing`); outside requests (quotes,
 * jobs) make one the same way and drop it when done. Catalog and dealer data read here are not
 * re-read within the instance's life. This file holds the prices of projects' products and of
 * the catalog; composed with the price of one configuration (configuration-prices.ts), lockers'
 * prices and totals (locker-pricing.ts) and the customiser's prices (customiser-prices.ts).
 */
import type { Db } from '../../db/index.js';
import type { CatalogProductRow, ConfigurationRow, ProjectRow, SnapsheetProductRow, StyleRow } from '../../db/types.js';
import type { PricingLoaders } from './pricing-loaders.js';
import { configurationPrices, styleTableOf } from './configuration-prices.js';
import { customiserPrices } from './customiser-prices.js';
import { lockerPricing } from './locker-pricing.js';
import { baseSizeFor, msrpCents, type PriceTable } from './pricing-rules.js';
import { pricingRepository } from './pricing.repository.js';

export {
  pricedDecorations,
  type PricedConfiguration,
  type Prices,
  type PricingDecoration,
} from './configuration-prices.js';
export {
  MAX_PRICED_QUANTITY,
  type ConfigurationPriceInput,
  type ConfigurationPriceValue,
} from './customiser-prices.js';
export type { LockerTotals } from './locker-pricing.js';

export function createPricing(db: Db, loaders: PricingLoaders) {
  const repo = pricingRepository(db);
  const prices = configurationPrices(loaders, repo);
  const { customPrice, price } = prices;
  const lockers = lockerPricing(loaders, repo, prices);

  async function styleTable(style: StyleRow): Promise<{ table: PriceTable; sizes: string[] }> {
    return styleTableOf(await loaders.catalog(), style);
  }

  /**
   * Base-size prices of a product shown on a project (snapsheet or playbook): its saved
   * configuration (else its style, variant and design) for the project's dealer. `customPriceCents`
   * undefined takes the project's custom price of the style; a number or null is the product's own.
   */
  async function projectProductPrices(
    p: Pick<SnapsheetProductRow, 'project_id' | 'configuration_id' | 'style_id' | 'variant_id' | 'design_id'>,
    customPriceCents: number | null | undefined,
  ) {
    const [project, config] = await Promise.all([
      loaders.project.load(p.project_id),
      p.configuration_id ? loaders.configuration.load(p.configuration_id) : null,
    ]);
    const prices = await price({
      dealerId: project?.dealer_id ?? null,
      projectId: p.project_id,
      config: config ?? { style_id: p.style_id, variant_id: p.variant_id, design_id: p.design_id, decorations: [] },
      sizeLines: null,
      ...(customPriceCents !== undefined ? { customPriceCents } : {}),
    });
    return { priceCents: prices.finalPriceCents, dealerPriceCents: prices.dealerPriceCents, dealerId: prices.dealerId };
  }

  return {
    /** The pricing of any configuration; see `price` (configuration-prices.ts). */
    price,

    ...lockers,

    /**
     * Prices of a snapsheet product (L3, P5): one garment of the base size of what the product
     * shows (its saved configuration with its decorations, else its style, variant and design)
     * for the project's dealer, with the project's custom price of the style.
     */
    snapsheetProductPrices: (p: SnapsheetProductRow) => projectProductPrices(p, undefined),

    /**
     * Tells the custom-price lookup what a snapsheet's products already say, so that pricing
     * them reads nothing more: `products` must be all of project `projectId`'s products in page
     * order (sort order, then id). Each of their styles gets its first custom price, or none.
     */
    primeSnapsheetCustomPrices(
      projectId: number,
      products: readonly Pick<SnapsheetProductRow, 'style_id' | 'custom_price_cents'>[],
    ): void {
      const first = new Map<string, number | null>();
      for (const p of products) if (first.get(p.style_id) == null) first.set(p.style_id, p.custom_price_cents ?? null);
      for (const [styleId, cents] of first) customPrice.prime({ projectId, styleId }, cents);
    },

    /**
     * Prices of a playbook's catalog product (P3, L3), base size: the customer price (its own
     * custom price when set, else msrp with its design and variant x dealer margin, plus the
     * decorations it is drawn with) and the dealer price.
     */
    catalogProductPrices: (p: CatalogProductRow) => projectProductPrices(p, p.custom_price_cents),

    /**
     * Prices of a showroom product (P6, L3), base size: the configuration it is drawn from (the
     * showroom's look with its decorations) for the showroom's dealer, the same computation as
     * a playbook's catalog product and the showroom's `configurationPrice`.
     */
    showroomProductPrices: (project: Pick<ProjectRow, 'id'>, config: ConfigurationRow) =>
      projectProductPrices(
        {
          project_id: project.id,
          configuration_id: config.id,
          style_id: config.style_id,
          variant_id: config.variant_id,
          design_id: config.design_id,
        },
        undefined,
      ),

    /** Customer price of one plain garment of a catalog style's base size for a dealer (P3). */
    async catalogPriceCents(style: StyleRow, dealerId: number | null): Promise<number> {
      const prices = await price({
        dealerId,
        projectId: null,
        config: { style_id: style.id, variant_id: null, design_id: null, decorations: [] },
        sizeLines: null,
      });
      return prices.finalPriceCents;
    },

    /** Msrp of one garment (L3); null when the size is not offered. */
    async msrpCents(
      style: StyleRow,
      args: { size: string; designId?: string | null; colorId?: string | number | null },
    ): Promise<number | null> {
      const { table } = await styleTable(style);
      return msrpCents(table, { styleId: style.id, ...args });
    },

    /** Msrp of the base size of a style (L2, L3). */
    async baseMsrpCents(style: StyleRow): Promise<number> {
      const { table, sizes } = await styleTable(style);
      return msrpCents(table, { styleId: style.id, size: baseSizeFor(style.is_related, sizes) }) ?? 0;
    },

    ...customiserPrices(db, loaders, repo, prices),
  };
}

export type Pricing = ReturnType<typeof createPricing>;
