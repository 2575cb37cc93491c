/**
 * Pricing rules (PRODUCT.md L3): msrp, customer price, dealer price, size prices, decoration
 * prices, locker item prices and totals. All pure: the repositories load the tables, these
 * functions compute. Money is integer cents in and out; a non-integer cents input is a bug in
 * the caller and throws `RangeError`.
 *
 * Rounding: every multiplication by a factor (dealer margin, price group factor, 1/2) is rounded
 * to whole cents half away from zero, after removing binary floating-point noise (so that
 * 50 x 1.15 = 57.5 rounds to 58, although `50 * 1.15` is 57.49999999999999 in JavaScript).
 */
import { baseSizeFor, totalQuantity } from '@tas/garments';
import { assertCents, roundCents } from './cents.js';
import {
  type DecorationPriceRow,
  type PricedDecoration,
  decorationPriceCents,
  decorationMsrpCents,
} from './decoration-prices.js';

/** The size prices are based on (L2); the rule lives in @tas/garments with the size order. */
export { baseSizeFor };

// ---------------------------------------------------------------------------------------------
// Cents helpers (cents.ts)

export { assertCents, roundCents } from './cents.js';

// ---------------------------------------------------------------------------------------------
// Msrp (L3)

/** Prices of one style as the catalog holds them (tables style_sizes, designs, variants). */
export interface StylePriceTable {
  /** Msrp of one garment per offered size, cents, e.g. `{ S: 3000, M: 3000, L: 3000, '2XL': 3400 }`. */
  sizes: Readonly<Record<string, number>>;
  /** Added to every size's msrp when the design (layout) is chosen, cents, by design id. */
  designDeltasCents?: Readonly<Record<string, number>>;
  /** Added to every size's msrp for a colour (a variant's stock colour), cents, by colour id. */
  colorDeltasCents?: Readonly<Record<string, number>>;
  /** Related products price from base size M instead of L (L2). */
  isRelated?: boolean;
}

/** The catalog's price table: every style's prices by style id. */
export type PriceTable = Readonly<Record<string, StylePriceTable>>;

/** What `msrpCents` prices: a style in a size, optionally with a design and a colour. */
export interface MsrpQuery {
  styleId: string;
  size: string;
  designId?: string | null;
  colorId?: string | number | null;
}

/**
 * Msrp of one garment in cents (L3): the size's msrp + the design's delta + the colour's delta.
 * A design or colour without an entry adds 0 (sublimated styles take any colour at no extra
 * cost). The size is matched exactly, then case-insensitively.
 * Returns null when the style is unknown or the size is not offered. A result below 0 (negative
 * deltas) is clamped to 0. Throws `RangeError` when the table holds non-integer cents.
 */
export function msrpCents(priceTable: PriceTable, query: MsrpQuery): number | null {
  const style = priceTable[query.styleId];
  if (!style) return null;
  const sizeMsrp = lookupSize(style.sizes, query.size);
  if (sizeMsrp === undefined) return null;
  assertCents(sizeMsrp, `msrp of ${query.styleId} ${query.size}`);
  const designDelta = query.designId != null ? (style.designDeltasCents?.[query.designId] ?? 0) : 0;
  const colorDelta = query.colorId != null ? (style.colorDeltasCents?.[String(query.colorId)] ?? 0) : 0;
  assertCents(designDelta, `msrp delta of design ${String(query.designId)}`, true);
  assertCents(colorDelta, `msrp delta of colour ${String(query.colorId)}`, true);
  return Math.max(0, sizeMsrp + designDelta + colorDelta);
}

function lookupSize(sizes: Readonly<Record<string, number>>, size: string): number | undefined {
  if (Object.hasOwn(sizes, size)) return sizes[size];
  const wanted = size.trim().toUpperCase();
  const key = Object.keys(sizes).find((candidate) => candidate.toUpperCase() === wanted);
  return key === undefined ? undefined : sizes[key];
}

/** Row shapes `priceTableFromRows` accepts (the columns of style_sizes, designs, variants). */
export interface PriceTableRows {
  styles?: readonly { id: string; is_related: boolean }[];
  sizes: readonly { style_id: string; size: string; sort_order?: number; msrp_cents: number }[];
  designs?: readonly { id: string; style_id: string; msrp_delta_cents: number }[];
  variants?: readonly { style_id: string; color_id: number; msrp_delta_cents: number }[];
}

/**
 * Builds a `PriceTable` from database rows (style_sizes, designs, variants, styles.is_related).
 * Sizes keep `sort_order` order when given. Throws `RangeError` on non-integer cents.
 */
export function priceTableFromRows(rows: PriceTableRows): PriceTable {
  const table: Record<
    string,
    {
      sizes: Record<string, number>;
      designDeltasCents: Record<string, number>;
      colorDeltasCents: Record<string, number>;
      isRelated: boolean;
    }
  > = {};
  const styleOf = (styleId: string) =>
    (table[styleId] ??= {
      sizes: {},
      designDeltasCents: {},
      colorDeltasCents: {},
      isRelated: false,
    });
  const sizes = [...rows.sizes].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  for (const row of sizes) {
    styleOf(row.style_id).sizes[row.size] = assertCents(row.msrp_cents, `msrp of ${row.style_id} ${row.size}`);
  }
  for (const row of rows.designs ?? []) {
    styleOf(row.style_id).designDeltasCents[row.id] = assertCents(
      row.msrp_delta_cents,
      `msrp delta of design ${row.id}`,
      true,
    );
  }
  for (const row of rows.variants ?? []) {
    styleOf(row.style_id).colorDeltasCents[String(row.color_id)] = assertCents(
      row.msrp_delta_cents,
      `msrp delta of colour ${row.color_id}`,
      true,
    );
  }
  for (const style of rows.styles ?? []) styleOf(style.id).isRelated = style.is_related;
  return table;
}

// ---------------------------------------------------------------------------------------------
// Customer price, dealer price, size prices (L2, L3)

/** Dealer margin used when the dealer has none (original-spec section 9). */
export const DEFAULT_DEALER_MARGIN = 2;

/**
 * The dealer margin to apply: the dealer's own when it is a positive finite number (numbers or
 * numeric strings, as PostgreSQL returns `numeric`), else 2 (null, undefined, '', NaN, <= 0).
 */
export function effectiveDealerMargin(margin: number | string | null | undefined): number {
  if (margin === null || margin === undefined || margin === '') return DEFAULT_DEALER_MARGIN;
  const value = typeof margin === 'number' ? margin : Number(margin);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_DEALER_MARGIN;
}

/**
 * Customer unit price of a product in cents (L3): the dealer's custom price when set (any
 * integer >= 0; 0 is a set price, "free", only null/undefined mean "not set"); otherwise
 * msrp x dealer margin (see `effectiveDealerMargin`), rounded half away from zero.
 * Throws `RangeError` on non-integer or negative cents.
 */
export function customerUnitPriceCents(input: {
  msrpCents: number;
  customPriceCents?: number | null;
  dealerMargin?: number | string | null;
}): number {
  assertCents(input.msrpCents, 'msrpCents');
  if (input.customPriceCents !== null && input.customPriceCents !== undefined) {
    return assertCents(input.customPriceCents, 'customPriceCents');
  }
  return roundCents(input.msrpCents * effectiveDealerMargin(input.dealerMargin));
}

/**
 * Factor of the 'standard' price group; callers pass it when a dealer has no price group
 * (the function itself never guesses a group).
 */
export const STANDARD_PRICE_GROUP_FACTOR = 0.5;

/**
 * Dealer price in cents (L3): msrp x the dealer's price group factor, rounded half away from
 * zero. `factor` may be a numeric string (PostgreSQL `numeric`).
 * Throws `RangeError` on non-integer/negative msrp or a factor that is not a finite number >= 0.
 */
export function dealerPriceCents(msrp: number, factor: number | string): number {
  assertCents(msrp, 'msrpCents');
  const value = typeof factor === 'number' ? factor : Number(factor);
  if ((typeof factor === 'string' && factor.trim() === '') || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`price group factor must be a finite number >= 0, got ${String(factor)}`);
  }
  return roundCents(msrp * value);
}

/**
 * A size's customer price in cents (L2, L3): product price + (msrp of the size - msrp of the
 * base size); never below 0 (a low custom price with a cheaper size).
 * Throws `RangeError` on non-integer cents.
 */
export function sizePriceCents(input: {
  productPriceCents: number;
  sizeMsrpCents: number;
  baseMsrpCents: number;
}): number {
  assertCents(input.productPriceCents, 'productPriceCents');
  assertCents(input.sizeMsrpCents, 'sizeMsrpCents');
  assertCents(input.baseMsrpCents, 'baseMsrpCents');
  return Math.max(0, input.productPriceCents + input.sizeMsrpCents - input.baseMsrpCents);
}

// ---------------------------------------------------------------------------------------------
// Decoration prices (L3): decoration-prices.ts

export {
  type DecorationPriceRow,
  decorationPriceRowFromDb,
  type PricedDecoration,
  decorationColorCount,
  decorationPriceCents,
  decorationMsrpCents,
} from './decoration-prices.js';

// ---------------------------------------------------------------------------------------------
// Locker item prices and totals (L1, L3)

/** Input of `lockerItemPrices`. */
export interface LockerItemPricesInput<L extends { size: string; quantity: number }> {
  priceTable: PriceTable;
  styleId: string;
  designId?: string | null;
  colorId?: string | number | null;
  /** The dealer's custom price of the product for the base size, cents; null = not set. */
  customPriceCents?: number | null;
  /** Dealer margin; default 2 (see `effectiveDealerMargin`). */
  dealerMargin?: number | string | null;
  /** Factor of the dealer's price group (`STANDARD_PRICE_GROUP_FACTOR` when it has none). */
  priceGroupFactor: number | string;
  decorations: readonly PricedDecoration[];
  decorationPriceTable: readonly DecorationPriceRow[];
  /** The item's roster; every size must be offered by the style. */
  sizeLines: readonly L[];
}

/** A size line with its unit prices, cents. */
export type PricedSizeLine<L> = L & {
  /** What one garment of this size costs the customer: size price + decorations price. */
  unitPriceCents: number;
  /** Msrp of one garment of this size + decorations msrp. */
  unitMsrpCents: number;
  /** unitPriceCents x quantity */
  lineTotalCents: number;
  /** unitMsrpCents x quantity */
  lineTotalMsrpCents: number;
};

/** Prices of a locker item (schema LockerItemPrices) plus its priced roster. All cents. */
export interface LockerItemPrices<L> {
  baseSize: string;
  /** Msrp of the base size (with design and colour deltas). */
  msrpCents: number;
  /** Customer price of the product for the base size. */
  productPriceCents: number;
  dealerPriceCents: number;
  /** Sum of the decoration prices (per garment). */
  decorationsPriceCents: number;
  /** Sum of the decorations' msrp parts (each half its price). */
  decorationsMsrpCents: number;
  /** productPriceCents + decorationsPriceCents */
  finalPriceCents: number;
  /** msrpCents + decorationsMsrpCents */
  finalMsrpCents: number;
  /** One price per decoration, in decoration order. */
  decorationPricesCents: number[];
  /** Total garments of the item (the quantity used for the decoration quantity breaks). */
  quantity: number;
  sizeLines: PricedSizeLine<L>[];
  /** Sum of the size lines' totals. */
  lineTotalCents: number;
  lineTotalMsrpCents: number;
}

/**
 * All prices of a locker item (L3). Size lines keep their order and extra fields (player name,
 * number) and gain unit prices: unitPriceCents = the size's price + decorationsPriceCents, so
 * for the base size it equals finalPriceCents; unitMsrpCents = the size's msrp +
 * decorationsMsrpCents. Decoration quantity breaks use the item's total quantity.
 * Throws `RangeError` for an unknown style, a size line whose size is not offered (rosters are
 * checked by `normalizeSizeLines` first), non-integer cents or quantities.
 */
export function lockerItemPrices<L extends { size: string; quantity: number }>(
  input: LockerItemPricesInput<L>,
): LockerItemPrices<L> {
  const style = input.priceTable[input.styleId];
  if (!style) throw new RangeError(`no prices for style ${input.styleId}`);
  const msrpOf = (size: string): number => {
    const value = msrpCents(input.priceTable, {
      styleId: input.styleId,
      size,
      designId: input.designId ?? null,
      colorId: input.colorId ?? null,
    });
    if (value === null) throw new RangeError(`size ${size} is not offered for style ${input.styleId}`);
    return value;
  };

  const baseSize = baseSizeFor(style.isRelated ?? false, Object.keys(style.sizes));
  const msrp = msrpOf(baseSize);
  const productPrice = customerUnitPriceCents({
    msrpCents: msrp,
    customPriceCents: input.customPriceCents ?? null,
    dealerMargin: input.dealerMargin ?? null,
  });
  const dealerPrice = dealerPriceCents(msrp, input.priceGroupFactor);

  for (const [index, line] of input.sizeLines.entries()) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`sizeLines[${index}].quantity must be an integer >= 0`);
    }
  }
  const quantity = totalQuantity(input.sizeLines);
  const decorationPrices = input.decorations.map((decoration) =>
    decorationPriceCents(input.decorationPriceTable, decoration, quantity),
  );
  const decorationsPrice = sum(decorationPrices);
  const decorationsMsrp = sum(decorationPrices.map(decorationMsrpCents));

  const sizeLines = input.sizeLines.map((line): PricedSizeLine<L> => {
    const sizeMsrp = msrpOf(line.size);
    const unitPriceCents =
      sizePriceCents({
        productPriceCents: productPrice,
        sizeMsrpCents: sizeMsrp,
        baseMsrpCents: msrp,
      }) + decorationsPrice;
    const unitMsrpCents = sizeMsrp + decorationsMsrp;
    return {
      ...line,
      unitPriceCents,
      unitMsrpCents,
      lineTotalCents: unitPriceCents * line.quantity,
      lineTotalMsrpCents: unitMsrpCents * line.quantity,
    };
  });

  return {
    baseSize,
    msrpCents: msrp,
    productPriceCents: productPrice,
    dealerPriceCents: dealerPrice,
    decorationsPriceCents: decorationsPrice,
    decorationsMsrpCents: decorationsMsrp,
    finalPriceCents: productPrice + decorationsPrice,
    finalMsrpCents: msrp + decorationsMsrp,
    decorationPricesCents: decorationPrices,
    quantity,
    sizeLines,
    lineTotalCents: sum(sizeLines.map((line) => line.lineTotalCents)),
    lineTotalMsrpCents: sum(sizeLines.map((line) => line.lineTotalMsrpCents)),
  };
}

/** Totals of a locker (L3), cents: sums of its items' line totals and quantities. */
export function lockerTotals(
  items: readonly { lineTotalCents: number; lineTotalMsrpCents: number; quantity: number }[],
): { totalCents: number; totalMsrpCents: number; quantity: number } {
  for (const item of items) {
    assertCents(item.lineTotalCents, 'lineTotalCents');
    assertCents(item.lineTotalMsrpCents, 'lineTotalMsrpCents');
  }
  return {
    totalCents: sum(items.map((item) => item.lineTotalCents)),
    totalMsrpCents: sum(items.map((item) => item.lineTotalMsrpCents)),
    quantity: sum(items.map((item) => item.quantity)),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
