import { describe, expect, it } from 'vitest';
import {
  assertCents,
  baseSizeFor,
  customerUnitPriceCents,
  dealerPriceCents,
  decorationColorCount,
  decorationMsrpCents,
  decorationPriceCents,
  decorationPriceRowFromDb,
  effectiveDealerMargin,
  lockerItemPrices,
  lockerTotals,
  msrpCents,
  priceTableFromRows,
  roundCents,
  sizePriceCents,
  STANDARD_PRICE_GROUP_FACTOR,
  type DecorationPriceRow,
  type PriceTable,
} from './pricing-rules.js';

const table: PriceTable = {
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

const row = (partial: Partial<DecorationPriceRow> & { priceCents: number }): DecorationPriceRow => ({
  method: 'screen print',
  contentType: null,
  location: null,
  view: null,
  numColors: 1,
  minQuantity: 1,
  ...partial,
});

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

describe('locker item prices and totals (L3)', () => {
  const decorationRows: DecorationPriceRow[] = [
    row({ numColors: 1, minQuantity: 1, priceCents: 800 }),
    row({ numColors: 1, minQuantity: 12, priceCents: 600 }),
    row({ numColors: 2, minQuantity: 1, priceCents: 1001 }),
    row({ numColors: 2, minQuantity: 12, priceCents: 751 }),
  ];
  const decorations = [
    {
      method: 'screen print',
      contentType: 'PLAYER_NUMBER' as const,
      location: 'back-number',
      view: 'BACK' as const,
      numColors: 2,
    },
    {
      method: 'screen print',
      contentType: 'CUSTOM_TEXT' as const,
      location: 'front-center',
      view: 'FRONT' as const,
      numColors: 1,
    },
    // no content type: listed with price 0
    {
      method: 'screen print',
      contentType: null,
      location: 'front-center',
      view: 'FRONT' as const,
      numColors: 1,
    },
  ];
  const base = {
    priceTable: table,
    styleId: 'JERSEY',
    dealerMargin: 2,
    priceGroupFactor: 0.5,
    decorations,
    decorationPriceTable: decorationRows,
  };

  it('computes every price of an item and its size lines', () => {
    const prices = lockerItemPrices({
      ...base,
      sizeLines: [
        { size: 'L', quantity: 2, playerName: 'Ada', playerNumber: '7' },
        { size: '2XL', quantity: 1, playerName: null, playerNumber: null },
        { size: 'S', quantity: 0, playerName: null, playerNumber: null },
      ],
    });
    expect(prices.baseSize).toBe('L');
    expect(prices.msrpCents).toBe(3000);
    expect(prices.productPriceCents).toBe(6000);
    expect(prices.dealerPriceCents).toBe(1500);
    expect(prices.quantity).toBe(3);
    expect(prices.decorationPricesCents).toEqual([1001, 800, 0]);
    expect(prices.decorationsPriceCents).toBe(1801);
    expect(prices.decorationsMsrpCents).toBe(501 + 400);
    expect(prices.finalPriceCents).toBe(6000 + 1801);
    expect(prices.finalMsrpCents).toBe(3000 + 901);

    const [l, xxl, s] = prices.sizeLines;
    // base size unit price equals the final price
    expect(l!.unitPriceCents).toBe(prices.finalPriceCents);
    expect(l!.unitMsrpCents).toBe(prices.finalMsrpCents);
    expect(l!.playerName).toBe('Ada');
    expect(l!.lineTotalCents).toBe(7801 * 2);
    // 2XL is priced above the base by its msrp difference
    expect(xxl!.unitPriceCents).toBe(6000 + 400 + 1801);
    expect(xxl!.unitMsrpCents).toBe(3400 + 901);
    expect(s!.lineTotalCents).toBe(0);
    expect(prices.lineTotalCents).toBe(7801 * 2 + 8201);
    expect(prices.lineTotalMsrpCents).toBe(3901 * 2 + 4301);
  });

  it("uses the item's total quantity for quantity breaks (11 vs 12 garments)", () => {
    const eleven = lockerItemPrices({
      ...base,
      sizeLines: [
        { size: 'L', quantity: 6 },
        { size: 'XL', quantity: 5 },
      ],
    });
    expect(eleven.decorationPricesCents).toEqual([1001, 800, 0]);
    const twelve = lockerItemPrices({
      ...base,
      sizeLines: [
        { size: 'L', quantity: 6 },
        { size: 'XL', quantity: 6 },
      ],
    });
    expect(twelve.quantity).toBe(12);
    expect(twelve.decorationPricesCents).toEqual([751, 600, 0]);
    expect(twelve.decorationsMsrpCents).toBe(376 + 300);
    expect(twelve.lineTotalCents).toBe(12 * (6000 + 1351));
  });

  it('applies the custom price to the base size and size differences to the others', () => {
    const prices = lockerItemPrices({
      ...base,
      customPriceCents: 4500,
      decorations: [],
      sizeLines: [
        { size: 'L', quantity: 1 },
        { size: '3XL', quantity: 1 },
      ],
    });
    expect(prices.productPriceCents).toBe(4500);
    expect(prices.finalPriceCents).toBe(4500);
    expect(prices.sizeLines.map((line) => line.unitPriceCents)).toEqual([4500, 5300]);
    expect(prices.decorationsPriceCents).toBe(0);
    expect(prices.decorationPricesCents).toEqual([]);
  });

  it('a custom price of 0 makes the base size free but keeps size upcharges', () => {
    const prices = lockerItemPrices({
      ...base,
      customPriceCents: 0,
      decorations: [],
      sizeLines: [
        { size: 'L', quantity: 1 },
        { size: '2XL', quantity: 1 },
      ],
    });
    expect(prices.productPriceCents).toBe(0);
    expect(prices.sizeLines.map((line) => line.unitPriceCents)).toEqual([0, 400]);
    expect(prices.lineTotalMsrpCents).toBe(6400);
  });

  it('uses margin 2 when the dealer has none, and the design/colour deltas', () => {
    const prices = lockerItemPrices({
      ...base,
      dealerMargin: null,
      designId: 'design-pro',
      colorId: 7,
      decorations: [],
      sizeLines: [{ size: 'L', quantity: 1 }],
    });
    expect(prices.msrpCents).toBe(3700);
    expect(prices.productPriceCents).toBe(7400);
    expect(prices.dealerPriceCents).toBe(1850);
  });

  it('prices a related product from base size M', () => {
    const prices = lockerItemPrices({
      ...base,
      styleId: 'WARMUP',
      decorations: [],
      sizeLines: [
        { size: 'M', quantity: 1 },
        { size: 'L', quantity: 1 },
        { size: 'XS', quantity: 1 },
      ],
    });
    expect(prices.baseSize).toBe('M');
    expect(prices.msrpCents).toBe(2200);
    expect(prices.productPriceCents).toBe(4400);
    expect(prices.sizeLines.map((line) => line.unitPriceCents)).toEqual([4400, 4600, 4200]);
  });

  it('rejects a size not offered, an unknown style and bad quantities', () => {
    expect(() => lockerItemPrices({ ...base, sizeLines: [{ size: 'XXS', quantity: 1 }] })).toThrow(RangeError);
    expect(() => lockerItemPrices({ ...base, styleId: 'NOPE', sizeLines: [{ size: 'L', quantity: 1 }] })).toThrow(
      RangeError,
    );
    expect(() => lockerItemPrices({ ...base, sizeLines: [{ size: 'L', quantity: 1.5 }] })).toThrow(RangeError);
    expect(() =>
      lockerItemPrices({
        ...base,
        customPriceCents: 12.5,
        sizeLines: [{ size: 'L', quantity: 1 }],
      }),
    ).toThrow(RangeError);
  });

  it('an empty roster totals 0', () => {
    const prices = lockerItemPrices({ ...base, sizeLines: [] });
    expect(prices.quantity).toBe(0);
    expect(prices.lineTotalCents).toBe(0);
    expect(prices.decorationPricesCents).toEqual([1001, 800, 0]); // lowest break
  });

  it('locker totals sum the line totals', () => {
    const a = lockerItemPrices({ ...base, sizeLines: [{ size: 'L', quantity: 2 }] });
    const b = lockerItemPrices({
      ...base,
      styleId: 'WARMUP',
      decorations: [],
      sizeLines: [{ size: 'XL', quantity: 3 }],
    });
    const totals = lockerTotals([a, b]);
    expect(totals.totalCents).toBe(a.lineTotalCents + b.lineTotalCents);
    expect(totals.totalCents).toBe(2 * 7801 + 3 * (4400 + 400));
    expect(totals.totalMsrpCents).toBe(2 * 3901 + 3 * 2600);
    expect(totals.quantity).toBe(5);
    expect(lockerTotals([])).toEqual({ totalCents: 0, totalMsrpCents: 0, quantity: 0 });
    expect(() => lockerTotals([{ lineTotalCents: 1.5, lineTotalMsrpCents: 0, quantity: 1 }])).toThrow(RangeError);
  });
});
