import { describe, expect, it } from 'vitest';
import {
  decorationColorCount,
  decorationMsrpCents,
  decorationPriceCents,
  decorationPriceRowFromDb,
  type DecorationPriceRow,
} from './pricing-rules.js';
import { row } from './pricing-test-fixtures.js';

describe('decoration prices (L3)', () => {
  const rows: DecorationPriceRow[] = [
    // generic screen print, 1..3 colours, breaks at 1 and 12
    row({ numColors: 1, minQuantity: 1, priceCents: 800 }),
    row({ numColors: 1, minQuantity: 12, priceCents: 600 }),
    row({ numColors: 1, minQuantity: 48, priceCents: 450 }),
    row({ numColors: 2, minQuantity: 1, priceCents: 1000 }),
    row({ numColors: 2, minQuantity: 12, priceCents: 750 }),
    row({ numColors: 3, minQuantity: 1, priceCents: 1200 }),
    row({ numColors: 3, minQuantity: 12, priceCents: 900 }),
    // player numbers anywhere
    row({ contentType: 'PLAYER_NUMBER', priceCents: 500 }),
    row({ contentType: 'PLAYER_NUMBER', minQuantity: 12, priceCents: 400 }),
    // a big back number
    row({ contentType: 'PLAYER_NUMBER', location: 'back-number', priceCents: 700 }),
    // anything on the back view
    row({ view: 'BACK', priceCents: 850 }),
    // location rule without content type vs content type rule
    row({ location: 'left-sleeve', priceCents: 300 }),
    // sublimation is cheap
    row({ method: 'sublimation', priceCents: 100 }),
  ];
  const text = (extra: Partial<Parameters<typeof decorationPriceCents>[1]> = {}) => ({
    method: 'screen print',
    contentType: 'CUSTOM_TEXT' as const,
    location: 'front-center',
    view: 'FRONT' as const,
    numColors: 1,
    ...extra,
  });

  it('is 0 for a decoration without a content type', () => {
    expect(decorationPriceCents(rows, text({ contentType: null }), 1)).toBe(0);
    expect(decorationPriceCents(rows, text({ contentType: undefined }), 1)).toBe(0);
  });

  it('uses the highest quantity break <= quantity, boundaries 11/12', () => {
    expect(decorationPriceCents(rows, text(), 1)).toBe(800);
    expect(decorationPriceCents(rows, text(), 11)).toBe(800);
    expect(decorationPriceCents(rows, text(), 12)).toBe(600);
    expect(decorationPriceCents(rows, text(), 47)).toBe(600);
    expect(decorationPriceCents(rows, text(), 48)).toBe(450);
    expect(decorationPriceCents(rows, text(), 10_000)).toBe(450);
  });

  it('uses the lowest break when the quantity is below every break', () => {
    const only12 = [row({ minQuantity: 12, priceCents: 600 }), row({ minQuantity: 24, priceCents: 500 })];
    expect(decorationPriceCents(only12, text(), 0)).toBe(600);
    expect(decorationPriceCents(only12, text(), 5)).toBe(600);
  });

  it('prices by number of colours and caps it at the highest available', () => {
    expect(decorationPriceCents(rows, text({ numColors: 2 }), 1)).toBe(1000);
    expect(decorationPriceCents(rows, text({ numColors: 3 }), 12)).toBe(900);
    expect(decorationPriceCents(rows, text({ numColors: 4 }), 1)).toBe(1200);
    expect(decorationPriceCents(rows, text({ numColors: 9 }), 12)).toBe(900);
  });

  it('raises a colour count below the lowest available to the lowest', () => {
    const twoPlus = [row({ numColors: 2, priceCents: 1000 }), row({ numColors: 3, priceCents: 1200 })];
    expect(decorationPriceCents(twoPlus, text({ numColors: 1 }), 1)).toBe(1000);
    expect(decorationPriceCents(twoPlus, text({ numColors: 0 }), 1)).toBe(1000);
  });

  it('prefers the most specific matching rule', () => {
    // content type beats the generic rule
    expect(decorationPriceCents(rows, text({ contentType: 'PLAYER_NUMBER' }), 1)).toBe(500);
    expect(decorationPriceCents(rows, text({ contentType: 'PLAYER_NUMBER' }), 12)).toBe(400);
    // content type + location beats content type alone, and beats the view rule
    expect(
      decorationPriceCents(rows, text({ contentType: 'PLAYER_NUMBER', location: 'back-number', view: 'BACK' }), 12),
    ).toBe(700);
    // content type beats view
    expect(
      decorationPriceCents(rows, text({ contentType: 'PLAYER_NUMBER', location: 'back-yoke', view: 'BACK' }), 1),
    ).toBe(500);
    // view beats generic
    expect(decorationPriceCents(rows, text({ location: 'back-yoke', view: 'BACK' }), 1)).toBe(850);
    // location beats content type
    expect(
      decorationPriceCents(rows, text({ contentType: 'PLAYER_NUMBER', location: 'left-sleeve', view: 'LEFT' }), 1),
    ).toBe(300);
  });

  it('only uses rows of the decoration method (case-insensitive)', () => {
    expect(decorationPriceCents(rows, text({ method: 'Sublimation' }), 1)).toBe(100);
    expect(decorationPriceCents(rows, text({ method: 'embroidery' }), 1)).toBe(0);
  });

  it('rejects bad quantities, colour counts and row prices', () => {
    expect(() => decorationPriceCents(rows, text(), -1)).toThrow(RangeError);
    expect(() => decorationPriceCents(rows, text(), 1.5)).toThrow(RangeError);
    expect(() => decorationPriceCents(rows, text({ numColors: 1.5 }), 1)).toThrow(RangeError);
    expect(() => decorationPriceCents([row({ priceCents: 9.99 })], text(), 1)).toThrow(RangeError);
  });

  it('its msrp part is half the total, rounded half away from zero', () => {
    expect(decorationMsrpCents(800)).toBe(400);
    expect(decorationMsrpCents(801)).toBe(401);
    expect(decorationMsrpCents(0)).toBe(0);
    expect(() => decorationMsrpCents(1.5)).toThrow(RangeError);
  });

  it('counts the colours of a decoration', () => {
    expect(decorationColorCount({ contentType: 'PLAYER_NAME', fillColorId: 25, outline1ColorId: 23 })).toBe(2);
    expect(
      decorationColorCount({
        contentType: 'PLAYER_NAME',
        fillColorId: 25,
        outline1ColorId: '25',
        outline2ColorId: null,
      }),
    ).toBe(1);
    expect(
      decorationColorCount({
        contentType: 'CUSTOM_TEXT',
        fillColorId: 1,
        outline1ColorId: 2,
        outline2ColorId: 3,
      }),
    ).toBe(3);
    expect(decorationColorCount({ contentType: 'GRAPHICS', fillColorId: 1, outline1ColorId: 2 })).toBe(1);
    expect(decorationColorCount({ contentType: 'CUSTOM_TEXT' })).toBe(1);
  });

  it('maps database rows', () => {
    expect(
      decorationPriceRowFromDb({
        method: 'screen print',
        content_type: 'PLAYER_NAME',
        location: 'back-name',
        view: 'BACK',
        num_colors: 2,
        min_quantity: 12,
        price_cents: 450,
      }),
    ).toEqual({
      method: 'screen print',
      contentType: 'PLAYER_NAME',
      location: 'back-name',
      view: 'BACK',
      numColors: 2,
      minQuantity: 12,
      priceCents: 450,
    });
  });
});
