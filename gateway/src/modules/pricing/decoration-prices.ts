/**
 * Decoration prices (PRODUCT.md L3): the decoration price table's rows, the most specific row of
 * a decoration by method, location, content type, view and quantity break, and a decoration's
 * msrp part. Pure, integer cents; the repositories load the table.
 */
import type { ContentTypeValue, ViewValue } from '../../db/types.js';
import { assertCents, roundCents } from './cents.js';

/**
 * One row of the decoration price table (table decoration_prices): the TOTAL price of one
 * decoration on one garment. Null `contentType`/`location`/`view` match anything.
 * `minQuantity` is the quantity break (the row applies from that many garments up).
 */
export interface DecorationPriceRow {
  method: string;
  contentType: ContentTypeValue | null;
  location: string | null;
  view: ViewValue | null;
  numColors: number;
  minQuantity: number;
  priceCents: number;
}

/** Maps a database row of decoration_prices (snake_case) to a `DecorationPriceRow`. */
export function decorationPriceRowFromDb(row: {
  method: string;
  content_type: ContentTypeValue | null;
  location: string | null;
  view: ViewValue | null;
  num_colors: number;
  min_quantity: number;
  price_cents: number;
}): DecorationPriceRow {
  return {
    method: row.method,
    contentType: row.content_type,
    location: row.location,
    view: row.view,
    numColors: row.num_colors,
    minQuantity: row.min_quantity,
    priceCents: row.price_cents,
  };
}

/** A decoration as pricing sees it (the "decoration price request" of the original). */
export interface PricedDecoration {
  /** Decoration method, e.g. 'sublimation', 'screen print' (one of the location's methods). */
  method: string;
  /** Without a content type a decoration is not priced (L3). */
  contentType?: ContentTypeValue | null;
  /** Location name. */
  location: string;
  /** View of the location. */
  view?: ViewValue | null;
  /** Number of colours the decoration prints, >= 0; see `decorationColorCount`. */
  numColors: number;
}

/**
 * Number of colours a decoration prints, for `PricedDecoration.numColors`: the distinct colours
 * among fill, outline 1 and outline 2 for text content; 1 for a logo (GRAPHICS, UPLOADS), whose
 * colours are not known.
 */
export function decorationColorCount(decoration: {
  contentType?: ContentTypeValue | null;
  fillColorId?: number | string | null;
  outline1ColorId?: number | string | null;
  outline2ColorId?: number | string | null;
}): number {
  if (decoration.contentType === 'GRAPHICS' || decoration.contentType === 'UPLOADS') return 1;
  const colors = [decoration.fillColorId, decoration.outline1ColorId, decoration.outline2ColorId]
    .filter((id) => id !== null && id !== undefined && id !== '')
    .map(String);
  return Math.max(1, new Set(colors).size);
}

/*
 * Specificity of a row: a row naming the location beats one naming the content type, which
 * beats one naming the view (a location already implies its view); naming several adds up.
 * The weights make every combination of named fields a distinct score, so there is never a tie
 * between different rules.
 */
const LOCATION_WEIGHT = 4;
const CONTENT_TYPE_WEIGHT = 2;
const VIEW_WEIGHT = 1;

/** The rows of each decoration price table by method (trimmed, lower case), built once per table. */
const methodIndexes = new WeakMap<readonly DecorationPriceRow[], Map<string, DecorationPriceRow[]>>();

/**
 * The rows of `table` grouped by method (trimmed, lower case), in table order. A table is read
 * as given the first time: later changes to the same array are not seen (the catalog cache's
 * tables never change).
 */
function rowsByMethod(table: readonly DecorationPriceRow[]): Map<string, DecorationPriceRow[]> {
  let index = methodIndexes.get(table);
  if (!index) {
    index = new Map();
    for (const row of table) {
      const method = row.method.trim().toLowerCase();
      const rows = index.get(method);
      if (rows) rows.push(row);
      else index.set(method, [row]);
    }
    methodIndexes.set(table, index);
  }
  return index;
}

/**
 * Price of one decoration in cents for `quantity` garments of the locker item (L3), a TOTAL
 * (customer price of the decoration on one garment; its msrp part is half, see
 * `decorationMsrpCents`).
 * - No content type: 0 (not priced).
 * - Rows must have the decoration's method (case-insensitive) and, for each of content type,
 *   location and view, either that value or null. Of these, the most specific rule wins
 *   (location > content type > view; see the weights above).
 * - Within that rule: numColors is capped at the highest colour count available (and raised
 *   to the lowest when below it); then the highest quantity break <= `quantity`, or the lowest
 *   break when `quantity` is below every break.
 * - No matching row at all: 0.
 * Throws `RangeError` on a non-integer/negative quantity, numColors or row price.
 */
export function decorationPriceCents(
  table: readonly DecorationPriceRow[],
  decoration: PricedDecoration,
  quantity: number,
): number {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be an integer >= 0, got ${String(quantity)}`);
  }
  if (!Number.isInteger(decoration.numColors) || decoration.numColors < 0) {
    throw new RangeError(`numColors must be an integer >= 0, got ${String(decoration.numColors)}`);
  }
  if (!decoration.contentType) return 0;

  const breaks = quantityBreaksOf(table, decoration);
  if (!breaks) return 0;
  let chosen = breaks[0]!;
  for (let i = breaks.length - 1; i >= 0; i--) {
    if (breaks[i]!.minQuantity <= quantity) {
      chosen = breaks[i]!;
      break;
    }
  }
  return assertCents(chosen.priceCents, 'decoration price');
}

/** Decorations kept in one table's index of quantity breaks. */
const MAX_BREAK_INDEX = 10_000;

/**
 * The quantity breaks of each rule a decoration picks, per table and decoration (method,
 * content type, location, view, colours), built once: a locker of 10 items prices the same few
 * decorations again on every read.
 */
const breakIndexes = new WeakMap<readonly DecorationPriceRow[], Map<string, DecorationPriceRow[] | null>>();

/**
 * The rows of the rule of `table` that prices `decoration` (see `decorationPriceCents`) at its
 * colour count, by ascending minimum quantity; null when no row matches.
 */
function quantityBreaksOf(
  table: readonly DecorationPriceRow[],
  decoration: PricedDecoration,
): DecorationPriceRow[] | null {
  let index = breakIndexes.get(table);
  if (!index) {
    index = new Map();
    breakIndexes.set(table, index);
  }
  const method = decoration.method.trim().toLowerCase();
  const key = [method, decoration.contentType, decoration.location, decoration.view ?? '', decoration.numColors].join(
    '\u0000',
  );
  let breaks = index.get(key);
  if (breaks !== undefined) return breaks;

  let best: DecorationPriceRow[] = [];
  let bestScore = -1;
  for (const row of rowsByMethod(table).get(method) ?? []) {
    if (row.contentType !== null && row.contentType !== decoration.contentType) continue;
    if (row.location !== null && row.location !== decoration.location) continue;
    if (row.view !== null && row.view !== (decoration.view ?? null)) continue;
    const score =
      (row.location !== null ? LOCATION_WEIGHT : 0) +
      (row.contentType !== null ? CONTENT_TYPE_WEIGHT : 0) +
      (row.view !== null ? VIEW_WEIGHT : 0);
    if (score > bestScore) {
      best = [row];
      bestScore = score;
    } else if (score === bestScore) {
      best.push(row);
    }
  }
  if (best.length === 0) {
    breaks = null;
  } else {
    const colorCounts = [...new Set(best.map((row) => row.numColors))].sort((a, b) => a - b);
    const maxColors = colorCounts[colorCounts.length - 1]!;
    const wantedColors = Math.min(decoration.numColors, maxColors);
    const numColors = [...colorCounts].reverse().find((count) => count <= wantedColors) ?? colorCounts[0]!;
    breaks = best.filter((row) => row.numColors === numColors).sort((a, b) => a.minQuantity - b.minQuantity);
  }
  // Decorations asked for are bounded by what callers may name, but keep the index bounded anyway.
  if (index.size >= MAX_BREAK_INDEX) index.clear();
  index.set(key, breaks);
  return breaks;
}

/** Msrp part of a decoration's total price (L3): half, rounded half away from zero. */
export function decorationMsrpCents(totalCents: number): number {
  assertCents(totalCents, 'decoration price');
  return roundCents(totalCents / 2);
}
