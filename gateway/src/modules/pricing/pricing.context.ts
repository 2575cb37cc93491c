/**
 * Loads what pricing needs for one dealer and one configuration (L3) and applies the pure
 * rules of pricing.service.ts. The client never sends a price back: everything is computed here.
 */
import type { ConfigurationRow, DealerRow, StoredDecoration, StyleRow } from '../../db/types.js';
import type { Db } from '../../db/index.js';
import type { Loaders } from '../../loaders.js';
import { garmentOf, priceTableOf } from '../catalog/catalog.service.js';
import {
  decorationColorCount,
  decorationPriceCents,
  decorationPriceRowFromDb,
  lockerItemPrices,
  STANDARD_PRICE_GROUP_FACTOR,
  type DecorationPriceRow,
  type PricedDecoration,
} from './pricing.service.js';

let decorationTableCache: { at: number; rows: DecorationPriceRow[] } | null = null;

/** The decoration price table (catalog data), cached for a minute. */
export async function decorationPriceTable(db: Db): Promise<DecorationPriceRow[]> {
  if (decorationTableCache && Date.now() - decorationTableCache.at < 60_000) return decorationTableCache.rows;
  const rows = (await db.selectFrom('decoration_prices').selectAll().execute()).map(decorationPriceRowFromDb);
  decorationTableCache = { at: Date.now(), rows };
  return rows;
}

/** Price group factor of a dealer; the standard group's when it has none. */
export async function priceGroupFactor(db: Db, dealer: DealerRow | null): Promise<number> {
  if (!dealer?.price_group_id) return STANDARD_PRICE_GROUP_FACTOR;
  const g = await db
    .selectFrom('price_groups')
    .select('factor')
    .where('id', '=', dealer.price_group_id)
    .executeTakeFirst();
  return g ? Number(g.factor) : STANDARD_PRICE_GROUP_FACTOR;
}

/** Pricing view of stored decorations: method from the location (sublimation on sublimated styles). */
export function pricedDecorations(
  style: StyleRow,
  decorations: readonly Pick<
    StoredDecoration,
    'contentType' | 'location' | 'fillColorId' | 'outline1ColorId' | 'outline2ColorId'
  >[],
): PricedDecoration[] {
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

/** Decoration prices in cents for `quantity` garments (API `decorationPrices`). */
export async function decorationPricesFor(
  db: Db,
  style: StyleRow,
  decorations: Parameters<typeof pricedDecorations>[1],
  quantity: number,
): Promise<number[]> {
  const table = await decorationPriceTable(db);
  return pricedDecorations(style, decorations).map((d) => decorationPriceCents(table, d, quantity));
}

/** All prices of a configuration with a roster, for a dealer (L3). */
export async function priceConfiguration<L extends { size: string; quantity: number }>(
  db: Db,
  loaders: Loaders,
  args: {
    dealer: DealerRow | null;
    config: ConfigurationRow;
    sizeLines: readonly L[];
    customPriceCents?: number | null;
  },
) {
  const style = await loaders.style.load(args.config.style_id);
  if (!style) throw new Error(`unknown style ${args.config.style_id}`);
  const variant = args.config.variant_id ? await loaders.variant.load(args.config.variant_id) : null;
  return lockerItemPrices({
    priceTable: await priceTableOf(loaders, style),
    styleId: style.id,
    designId: args.config.design_id,
    colorId: variant?.color_id ?? null,
    customPriceCents: args.customPriceCents ?? null,
    dealerMargin: args.dealer?.dealer_margin ?? null,
    priceGroupFactor: await priceGroupFactor(db, args.dealer),
    decorations: pricedDecorations(style, args.config.decorations),
    decorationPriceTable: await decorationPriceTable(db),
    sizeLines: args.sizeLines,
  });
}
