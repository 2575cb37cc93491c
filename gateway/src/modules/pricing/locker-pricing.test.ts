import { describe, expect, it } from 'vitest';
import { lockerItemPrices, lockerTotals, type DecorationPriceRow } from './pricing-rules.js';
import { row, table } from './pricing-test-fixtures.js';

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
