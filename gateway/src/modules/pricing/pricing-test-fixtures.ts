/**
 * Shared fixtures of the pricing rules' tests: a price table of one product and one related
 * product, and a decoration price row with the defaults of a generic one-colour screen print.
 */
import type { DecorationPriceRow, PriceTable } from './pricing-rules.js';

export const table: PriceTable = {
  JERSEY: {
    sizes: { S: 3000, M: 3000, L: 3000, XL: 3000, '2XL': 3400, '3XL': 3800 },
    designDeltasCents: { 'design-pro': 500, 'design-sale': -4000 },
    colorDeltasCents: { '7': 200 },
  },
  WARMUP: {
    sizes: { XS: 2000, S: 2000, M: 2200, L: 2400, XL: 2600 },
    isRelated: true,
  },
};

export const row = (partial: Partial<DecorationPriceRow> & { priceCents: number }): DecorationPriceRow => ({
  method: 'screen print',
  contentType: null,
  location: null,
  view: null,
  numColors: 1,
  minQuantity: 1,
  ...partial,
});
