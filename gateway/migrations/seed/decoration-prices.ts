/**
 * The decoration price table (L3): price in cents of one decoration on one garment by method,
 * content type, location, view, number of colours and quantity break.
 *
 * Lookup rule the rows are built for: among rows of the method and number of colours whose
 * content_type/location/view are null or equal to the decoration's, with min_quantity <=
 * quantity, take the most specific row (most non-null matches), then the highest min_quantity.
 * Every method x num_colors 1..3 x break has a fully generic row, so a lookup always finds one.
 */
import type { Insertable } from 'kysely';
import type { ContentTypeValue, DecorationPricesTable, ViewValue } from '../../src/db/types.js';
import { DECORATION_METHODS, QUANTITY_BREAKS, type DecorationMethod } from './constants.js';

type Row = Insertable<DecorationPricesTable>;

/** Cents at quantity 1 for one colour, and the extra per additional colour. */
const BASE: Record<DecorationMethod, { first: number; perColor: number }> = {
  'screen print': { first: 600, perColor: 150 },
  sublimation: { first: 0, perColor: 0 },
  'tackle twill': { first: 1200, perColor: 300 },
  embroidery: { first: 900, perColor: 200 },
};

/** Share of the quantity-1 price at each break (same order as QUANTITY_BREAKS). */
const BREAK_FACTORS = [1, 0.8, 0.68, 0.58, 0.52, 0.45] as const;

function priceAt(firstCents: number, perColorCents: number, numColors: number, breakIndex: number): number {
  const full = firstCents + perColorCents * (numColors - 1);
  // Whole nickels keep printed price lists tidy.
  return Math.round((full * BREAK_FACTORS[breakIndex]!) / 5) * 5;
}

interface Special {
  method: DecorationMethod;
  content_type?: ContentTypeValue;
  location?: string;
  view?: ViewValue;
  first: number;
  perColor: number;
}

/*
 * More specific prices: player names and numbers are cut from stock letters and cost less than
 * art; a left-chest embroidery is small; a full back print is large.
 */
const SPECIALS: Special[] = [
  { method: 'screen print', content_type: 'PLAYER_NAME', first: 450, perColor: 100 },
  { method: 'screen print', content_type: 'PLAYER_NUMBER', first: 500, perColor: 100 },
  { method: 'tackle twill', content_type: 'PLAYER_NAME', first: 900, perColor: 250 },
  { method: 'tackle twill', content_type: 'PLAYER_NUMBER', first: 1000, perColor: 250 },
  { method: 'embroidery', location: 'left-chest', first: 700, perColor: 150 },
  { method: 'screen print', view: 'BACK', content_type: 'GRAPHICS', first: 800, perColor: 200 },
];

/** Every row of the decoration price table. Sublimation is always 0 (printed with the garment). */
export function buildDecorationPrices(): Row[] {
  const rows: Row[] = [];
  const push = (s: Omit<Special, 'first' | 'perColor'>, first: number, perColor: number) => {
    for (let numColors = 1; numColors <= 3; numColors++) {
      QUANTITY_BREAKS.forEach((minQuantity, i) => {
        rows.push({
          method: s.method,
          content_type: s.content_type ?? null,
          location: s.location ?? null,
          view: s.view ?? null,
          num_colors: numColors,
          min_quantity: minQuantity,
          price_cents: priceAt(first, perColor, numColors, i),
        });
      });
    }
  };
  for (const method of DECORATION_METHODS) push({ method }, BASE[method].first, BASE[method].perColor);
  for (const s of SPECIALS) push(s, s.first, s.perColor);
  return rows;
}
