import { describe, expect, it } from 'vitest';
import {
  assertCents,
  baseSizeFor,
  customerUnitPriceCents,
  dealerPriceCents,
  effectiveDealerMargin,
  msrpCents,
  priceTableFromRows,
  roundCents,
  sizePriceCents,
  STANDARD_PRICE_GROUP_FACTOR,
  type PriceTable,
} from './pricing-rules.js';
import { table } from './pricing-test-fixtures.js';

describe('cents helpers', () => {
  it('assertCents accepts integer cents and rejects fractions, NaN and (by default) negatives', () => {
    expect(assertCents(0, 'x')).toBe(0);
    expect(assertCents(-5, 'x', true)).toBe(-5);
    expect(() => assertCents(10.5, 'x')).toThrow(RangeError);
    expect(() => assertCents(Number.NaN, 'x')).toThrow(RangeError);
    expect(() => assertCents(-1, 'x')).toThrow(RangeError);
    expect(() => assertCents('100' as unknown as number, 'x')).toThrow(RangeError);
  });

  it('roundCents rounds half away from zero, ignoring binary noise', () => {
    expect(50 * 1.15).toBeLessThan(57.5); // the noise this guards against
    expect(roundCents(50 * 1.15)).toBe(58);
    expect(roundCents(57.5)).toBe(58);
    expect(roundCents(57.49)).toBe(57);
    expect(roundCents(-57.5)).toBe(-58);
    expect(roundCents(0)).toBe(0);
    expect(Object.is(roundCents(-0.2), 0)).toBe(true); // never -0
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('msrpCents (L3)', () => {
  it('returns the size msrp from the price table', () => {
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'L' })).toBe(3000);
    expect(msrpCents(table, { styleId: 'JERSEY', size: '2XL' })).toBe(3400);
  });

  it('adds the design and the colour deltas', () => {
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'L', designId: 'design-pro' })).toBe(3500);
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'L', colorId: 7 })).toBe(3200);
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'L', colorId: '7' })).toBe(3200);
    expect(msrpCents(table, { styleId: 'JERSEY', size: '2XL', designId: 'design-pro', colorId: 7 })).toBe(4100);
  });

  it('adds nothing for a design or colour without a delta', () => {
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'L', designId: 'plain', colorId: 99 })).toBe(3000);
  });

  it('clamps a negative result at 0', () => {
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'L', designId: 'design-sale' })).toBe(0);
  });

  it('returns null for a size not offered or an unknown style', () => {
    expect(msrpCents(table, { styleId: 'JERSEY', size: 'XS' })).toBeNull();
    expect(msrpCents(table, { styleId: 'JERSEY', size: '6XL' })).toBeNull();
    expect(msrpCents(table, { styleId: 'NOPE', size: 'L' })).toBeNull();
  });

  it('matches a size case-insensitively', () => {
    expect(msrpCents(table, { styleId: 'JERSEY', size: '2xl' })).toBe(3400);
  });

  it('throws RangeError on non-integer cents in the table', () => {
    const bad: PriceTable = { X: { sizes: { L: 10.5 } } };
    expect(() => msrpCents(bad, { styleId: 'X', size: 'L' })).toThrow(RangeError);
    const badDelta: PriceTable = { X: { sizes: { L: 100 }, designDeltasCents: { d: 0.1 } } };
    expect(() => msrpCents(badDelta, { styleId: 'X', size: 'L', designId: 'd' })).toThrow(RangeError);
  });

  it('priceTableFromRows builds the same shape from database rows', () => {
    const built = priceTableFromRows({
      styles: [{ id: 'A', is_related: true }],
      sizes: [
        { style_id: 'A', size: 'L', sort_order: 2, msrp_cents: 2400 },
        { style_id: 'A', size: 'M', sort_order: 1, msrp_cents: 2200 },
      ],
      designs: [{ id: 'd1', style_id: 'A', msrp_delta_cents: 300 }],
      variants: [{ style_id: 'A', color_id: 19, msrp_delta_cents: -100 }],
    });
    expect(Object.keys(built.A!.sizes)).toEqual(['M', 'L']);
    expect(built.A!.isRelated).toBe(true);
    expect(msrpCents(built, { styleId: 'A', size: 'L', designId: 'd1', colorId: 19 })).toBe(2600);
    expect(() => priceTableFromRows({ sizes: [{ style_id: 'A', size: 'L', msrp_cents: 1.5 }] })).toThrow(RangeError);
  });
});

describe('customer unit price (L3)', () => {
  it('is msrp x dealer margin when no custom price is set', () => {
    expect(customerUnitPriceCents({ msrpCents: 3000, dealerMargin: 1.5 })).toBe(4500);
    expect(customerUnitPriceCents({ msrpCents: 3000, dealerMargin: '1.25' })).toBe(3750);
    expect(customerUnitPriceCents({ msrpCents: 3000, customPriceCents: null, dealerMargin: 3 })).toBe(9000);
  });

  it('uses margin 2 when the margin is missing, NaN, zero or negative', () => {
    for (const margin of [undefined, null, Number.NaN, 0, -1, '', 'abc', Number.POSITIVE_INFINITY]) {
      expect(customerUnitPriceCents({ msrpCents: 3000, dealerMargin: margin as never })).toBe(6000);
    }
    expect(customerUnitPriceCents({ msrpCents: 3000 })).toBe(6000);
    expect(effectiveDealerMargin(undefined)).toBe(2);
    expect(effectiveDealerMargin('2.5')).toBe(2.5);
  });

  it('uses the custom price when set, including a custom price of 0', () => {
    expect(customerUnitPriceCents({ msrpCents: 3000, customPriceCents: 4999, dealerMargin: 2 })).toBe(4999);
    expect(customerUnitPriceCents({ msrpCents: 3000, customPriceCents: 0, dealerMargin: 2 })).toBe(0);
  });

  it('rounds msrp x margin to whole cents half away from zero', () => {
    expect(customerUnitPriceCents({ msrpCents: 50, dealerMargin: 1.15 })).toBe(58); // 57.5
    expect(customerUnitPriceCents({ msrpCents: 2101, dealerMargin: 1.15 })).toBe(2416); // 2416.15
    expect(customerUnitPriceCents({ msrpCents: 999, dealerMargin: 1.3333 })).toBe(1332); // 1331.97
  });

  it('rejects non-integer or negative cents', () => {
    expect(() => customerUnitPriceCents({ msrpCents: 30.5 })).toThrow(RangeError);
    expect(() => customerUnitPriceCents({ msrpCents: 3000, customPriceCents: 10.01 })).toThrow(RangeError);
    expect(() => customerUnitPriceCents({ msrpCents: 3000, customPriceCents: -1 })).toThrow(RangeError);
  });
});

describe('dealer price (L3)', () => {
  it('is msrp x the price group factor, rounded', () => {
    expect(dealerPriceCents(3000, 0.5)).toBe(1500);
    expect(dealerPriceCents(3001, STANDARD_PRICE_GROUP_FACTOR)).toBe(1501); // 1500.5
    expect(dealerPriceCents(3000, '0.45')).toBe(1350);
    expect(dealerPriceCents(90, 0.35)).toBe(32); // 31.5, float gives 31.499999999999996
    expect(dealerPriceCents(3000, 1)).toBe(3000);
  });

  it('rejects a bad factor or non-integer msrp', () => {
    expect(() => dealerPriceCents(3000, -0.5)).toThrow(RangeError);
    expect(() => dealerPriceCents(3000, Number.NaN)).toThrow(RangeError);
    expect(() => dealerPriceCents(3000, '')).toThrow(RangeError);
    expect(() => dealerPriceCents(3000, 'x')).toThrow(RangeError);
    expect(() => dealerPriceCents(30.5, 0.5)).toThrow(RangeError);
  });
});

describe('base size and size prices (L2, L3)', () => {
  it('is L, or M for related products', () => {
    expect(baseSizeFor(false, ['S', 'M', 'L', 'XL'])).toBe('L');
    expect(baseSizeFor(true, ['S', 'M', 'L', 'XL'])).toBe('M');
  });

  it('falls back to the middle size of the range when the base is not offered', () => {
    expect(baseSizeFor(false, ['XS', 'S', 'M'])).toBe('S');
    expect(baseSizeFor(false, ['3XL', 'XXS', 'XS', '2XL'])).toBe('2XL'); // ordered XXS XS 2XL 3XL
    expect(baseSizeFor(true, ['XL', '2XL', '3XL'])).toBe('2XL');
    expect(baseSizeFor(false, ['OSFA'])).toBe('OSFA');
    expect(baseSizeFor(false, [])).toBe('L');
    expect(baseSizeFor(true, [])).toBe('M');
  });

  it("prices a size as product price + (the size's msrp - the base msrp)", () => {
    expect(sizePriceCents({ productPriceCents: 6000, sizeMsrpCents: 3400, baseMsrpCents: 3000 })).toBe(6400);
    expect(sizePriceCents({ productPriceCents: 6000, sizeMsrpCents: 3000, baseMsrpCents: 3000 })).toBe(6000);
    expect(sizePriceCents({ productPriceCents: 6000, sizeMsrpCents: 2800, baseMsrpCents: 3000 })).toBe(5800);
  });

  it('never prices a size below 0', () => {
    expect(sizePriceCents({ productPriceCents: 100, sizeMsrpCents: 2000, baseMsrpCents: 3000 })).toBe(0);
  });

  it('rejects non-integer cents', () => {
    expect(() => sizePriceCents({ productPriceCents: 1.5, sizeMsrpCents: 3000, baseMsrpCents: 3000 })).toThrow(
      RangeError,
    );
  });
});
