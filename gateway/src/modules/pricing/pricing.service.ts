/**
 * The pricing service (L3): every price the API answers comes from here, for lockers, quotes,
 * snapsheets, playbooks, the catalog and the customiser alike, so that one configuration
 * (design, variant, size, decorations, quantity) has one price everywhere. It loads what the
 * pure rules of `pricing-rules.ts` need through DataLoaders (batched and cached for the life
 * of the service), so a locker of 10 items runs the same SQL statements as a locker of one.
 *
 * One instance per GraphQL request (`createLoaders(db).pricing`); outside requests (quotes,
 * jobs) make one the same way and drop it when done. Catalog and dealer data read here are not
 * re-read within the instance's life.
 */
import DataLoader from 'dataloader';
import type { Db } from '../../db/index.js';
import type {
  CatalogProductRow,
  ConfigurationRow,
  LockerItemRow,
  LockerRow,
  ProjectRow,
  ProjectTypeValue,
  SnapsheetProductRow,
  StoredDecoration,
  StoredSizeLine,
  StyleRow,
} from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { dealerOf, type Caller } from '../../lib/caller.js';
import type { BaseLoaders } from '../../loaders.js';
import { garmentOf, offeredDesigns } from '../catalog/catalog.service.js';
import { resolveProject } from '../projects/project-access.js';
import { normalizeDecorations, type DecorationInput } from '../configurations/decoration-rules.js';
import { isReversibleGarment, sortSizes } from '@tas/garments';
import {
  baseSizeFor,
  decorationColorCount,
  decorationPriceCents,
  decorationPriceRowFromDb,
  lockerItemPrices,
  lockerTotals,
  msrpCents,
  priceTableFromRows,
  STANDARD_PRICE_GROUP_FACTOR,
  type DecorationPriceRow,
  type LockerItemPrices,
  type PricedDecoration,
  type PriceTable,
} from './pricing-rules.js';
import { pricingRepository } from './pricing.repository.js';
import type { CatalogCache } from '../catalog/catalog-cache.js';

/** The decorations pricing looks at (content type, location, colours); stored or normalized. */
export type PricingDecoration = Pick<
  StoredDecoration,
  'contentType' | 'location' | 'fillColorId' | 'outline1ColorId' | 'outline2ColorId'
>;

/** What is priced: a style with its variant, design and decorations (a configuration's fields). */
export type PricedConfiguration = Pick<ConfigurationRow, 'style_id' | 'variant_id' | 'design_id'> & {
  decorations: readonly PricingDecoration[];
};

/** Prices of a configuration (see `lockerItemPrices`) and the dealer they were computed for. */
export type Prices<L> = LockerItemPrices<L> & {
  /** The dealer whose margin and price group apply; null when none (defaults). */
  dealerId: number | null;
};

/** Totals of a locker (cents, garments) and its dealer. */
export interface LockerTotals {
  totalCents: number;
  totalMsrpCents: number;
  quantity: number;
  dealerId: number;
}

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

function decorationTableOf(catalog: CatalogCache): DecorationPriceRow[] {
  let table = decorationTables.get(catalog);
  if (!table) {
    table = catalog.decorationPrices.map(decorationPriceRowFromDb);
    decorationTables.set(catalog, table);
  }
  return table;
}

/** The catalog's prices of one style with its sizes in size order (sizes, designs, variants). */
function styleTableOf(catalog: CatalogCache, style: StyleRow): { table: PriceTable; sizes: string[] } {
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

export function createPricing(db: Db, loaders: BaseLoaders) {
  const repo = pricingRepository(db);

  /** The decoration price table (from the catalog cache). */
  const decorationPriceTable = async () => decorationTableOf(await loaders.catalog());

  /** What decoration rules check against (font keys, colour ids), from the catalog cache. */
  const decorationRuleData = async () => {
    const catalog = await loaders.catalog();
    return { fontKeys: catalog.fontKeys, colorIds: catalog.colorIds };
  };

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

  const lockerById = new DataLoader<number, LockerRow | null>(async (ids) => {
    const rows = new Map((await repo.lockersByIds(ids)).map((l) => [l.id, l]));
    return ids.map((id) => rows.get(id) ?? null);
  });

  // Batched but not cached by id: a locker's items change within a request (mutations). Reads
  // of one locker row share one answer (`itemsOfLocker`).
  const lockerItems = new DataLoader<number, LockerItemRow[]>(
    async (ids) => {
      const byLocker = new Map<number, LockerItemRow[]>();
      for (const row of await repo.lockerItemsByLockers([...new Set(ids)])) {
        const item: LockerItemRow = {
          id: row.id,
          locker_id: row.locker_id,
          configuration_id: row.configuration_id,
          size_lines: row.size_lines,
          sort_order: row.sort_order,
          created_at: row.created_at,
          updated_at: row.updated_at,
        };
        // Read with the item: its configuration and its style's custom price on the project.
        if (row.c_id != null) {
          loaders.configuration.prime(row.c_id, {
            id: row.c_id,
            short_id: row.c_short_id!,
            style_id: row.c_style_id!,
            variant_id: row.c_variant_id,
            design_id: row.c_design_id,
            color_ids: row.c_color_ids!,
            reversible_view: row.c_reversible_view,
            decorations: row.c_decorations!,
            content_hash: row.c_content_hash!,
            render_hash: row.c_render_hash,
            created_at: row.c_created_at!,
          });
          if (row.l_project_id != null)
            customPrice.prime({ projectId: row.l_project_id, styleId: row.c_style_id! }, row.custom_price_cents);
        }
        const list = byLocker.get(item.locker_id);
        if (list) list.push(item);
        else byLocker.set(item.locker_id, [item]);
      }
      return ids.map((id) => byLocker.get(id) ?? []);
    },
    { cache: false },
  );

  let itemsById = new Map<number, Promise<LockerItemRow[]>>();
  /**
   * The items of a locker, read once per request (every locker row of that id shares them: the
   * items, the totals and the quote check of the page); a change of a locker's items in the
   * request (`lockerItemsChanged`, the locker mutations) has them read again.
   */
  function itemsOfLocker(locker: LockerRow): Promise<LockerItemRow[]> {
    lockerById.prime(locker.id, locker);
    let items = itemsById.get(locker.id);
    if (!items) {
      items = lockerItems.load(locker.id);
      itemsById.set(locker.id, items);
    }
    return items;
  }

  async function styleTable(style: StyleRow): Promise<{ table: PriceTable; sizes: string[] }> {
    return styleTableOf(await loaders.catalog(), style);
  }

  /**
   * All prices of a configuration (L3) for a dealer (margin, price group) in a project (custom
   * price of the style); `sizeLines` null prices one garment of the base size. Every load of
   * one call is started at once, so calls for many items share each batch.
   * Throws NOT_FOUND for an unknown style; `RangeError` for a size the style does not offer.
   */
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
      input.dealerId != null ? loaders.dealer.load(input.dealerId) : null,
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

  const itemPrices = new WeakMap<LockerItemRow, Promise<Prices<StoredSizeLine>>>();
  const totals = new WeakMap<LockerRow, Promise<LockerTotals>>();

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
    if (input.projectType === 'SHOWROOM' && !input.projectId) {
      if (!dealerCode) throw new BadUserInputError('dealerCode', 'A showroom price needs the dealer code');
      project = await resolveProject(db, caller, { type: 'SHOWROOM', dealerCode }, 'read');
      if (!project) throw new BadUserInputError('dealerCode', 'Unknown showroom');
    } else if (input.projectId) {
      if (!input.projectType) throw new BadUserInputError('projectType', 'The project type is required');
      project = await resolveProject(
        db,
        caller,
        { type: input.projectType, publicId: input.projectId, dealerCode },
        'read',
      );
      if (!project) throw new BadUserInputError('projectId', 'Unknown project');
    } else if (input.projectType) {
      throw new BadUserInputError('projectId', 'The project id is required');
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

  /**
   * Prices of a locker item (L3): its configuration and roster, for the locker's dealer, with
   * the custom price of the style on the locker's project. Memoised per item row.
   * NOT_FOUND when its configuration or locker is gone.
   */
  function lockerItemPricesOf(item: LockerItemRow): Promise<Prices<StoredSizeLine>> {
    let prices = itemPrices.get(item);
    if (!prices) {
      prices = (async () => {
        const [config, locker] = await Promise.all([
          loaders.configuration.load(item.configuration_id),
          lockerById.load(item.locker_id),
        ]);
        if (!config) throw new NotFoundError('Configuration');
        if (!locker) throw new NotFoundError('Locker');
        const p = await price({
          dealerId: locker.dealer_id,
          projectId: locker.project_id,
          config,
          sizeLines: item.size_lines,
        });
        return p as Prices<StoredSizeLine>;
      })();
      itemPrices.set(item, prices);
    }
    return prices;
  }

  return {
    /** The pricing of any configuration; see `price` above. */
    price,

    lockerItemPrices: lockerItemPricesOf,

    /** The items of a locker, in locker order (batched, read fresh each time). */
    lockerItems: (lockerId: number) => lockerItems.load(lockerId),

    /** The items of a locker, in locker order: read once per request (see above). */
    itemsOfLocker,

    /** Called after a locker's items changed in this request: the next reads are fresh. */
    lockerItemsChanged() {
      itemsById = new Map();
    },

    /** Totals of a locker (L3): sums of its items' line totals and garments. Memoised per row. */
    lockerTotals(locker: LockerRow): Promise<LockerTotals> {
      let t = totals.get(locker);
      if (!t) {
        t = (async () => {
          const items = await itemsOfLocker(locker);
          const prices = await Promise.all(items.map(lockerItemPricesOf));
          return { ...lockerTotals(prices), dealerId: locker.dealer_id };
        })();
        totals.set(locker, t);
      }
      return t;
    },

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
      const { sizes } = await styleTable(style);
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

export type Pricing = ReturnType<typeof createPricing>;
