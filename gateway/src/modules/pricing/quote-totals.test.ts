import { describe, expect, it } from 'vitest';
import {
  NO_QUOTE_TERMS,
  carriedLinePrices,
  pricedItems,
  quoteTermsProblem,
  quoteTotals,
  shareOfCents,
  type QuoteTerms,
} from './quote-totals.js';

// Two items: 12 x $23.99 (L) + 3 x $25.99 (XL), and 5 x $17.49 (M): subtotal 28788 + 7797 + 8745 = 45330.
const ITEMS = [
  {
    configurationShortId: 'JERSEY',
    sizeLines: [
      { size: 'L', quantity: 12, unitPriceCents: 2399 },
      { size: 'XL', quantity: 3, unitPriceCents: 2599 },
    ],
  },
  { configurationShortId: 'SHORTS', sizeLines: [{ size: 'M', quantity: 5, unitPriceCents: 1749 }] },
];

const terms = (t: Partial<QuoteTerms>): QuoteTerms => ({ ...NO_QUOTE_TERMS, ...t });

describe('quote totals', () => {
  it('without terms: the items as requested', () => {
    expect(quoteTotals(ITEMS, NO_QUOTE_TERMS)).toEqual({
      subtotalCents: 45330,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 45330,
      depositCents: 0,
      balanceCents: 45330,
    });
  });

  it('overrides a size line, keeping the original unit price', () => {
    const t = terms({ linePrices: [{ configurationShortId: 'JERSEY', size: 'L', unitPriceCents: 2000 }] });
    const [jersey] = pricedItems(ITEMS, t);
    expect(jersey!.sizeLines[0]).toMatchObject({
      unitPriceCents: 2000,
      originalUnitPriceCents: 2399,
      overridden: true,
      lineTotalCents: 24000,
    });
    expect(jersey!.sizeLines[1]).toMatchObject({ unitPriceCents: 2599, overridden: false });
    expect(jersey!.lineTotalCents).toBe(31797);
    expect(quoteTotals(ITEMS, t).subtotalCents).toBe(24000 + 7797 + 8745);
  });

  it('percent discount, shipping, tax on the discounted subtotal, percent deposit: each rounded once, half up', () => {
    // 45330 x 7.5 % = 3399.75 -> 3400; taxable 41930 x 8.25 % = 3459.225 -> 3459;
    // total 41930 + 1500 + 3459 = 46889; deposit 50 % = 23444.5 -> 23445, balance 23444.
    expect(
      quoteTotals(
        ITEMS,
        terms({
          discount: { kind: 'PERCENT', value: 750 },
          shippingCents: 1500,
          taxRateBasisPoints: 825,
          deposit: { kind: 'PERCENT', value: 5000 },
        }),
      ),
    ).toEqual({
      subtotalCents: 45330,
      discountCents: 3400,
      shippingCents: 1500,
      taxCents: 3459,
      totalCents: 46889,
      depositCents: 23445,
      balanceCents: 23444,
    });
  });

  it('amount discount and deposit; a tax-exempt quote has no tax', () => {
    expect(
      quoteTotals(
        ITEMS,
        terms({
          discount: { kind: 'AMOUNT', value: 5330 },
          shippingCents: 995,
          taxExempt: true,
          taxExemptCertificate: 'EX-1234',
          deposit: { kind: 'AMOUNT', value: 10000 },
        }),
      ),
    ).toEqual({
      subtotalCents: 45330,
      discountCents: 5330,
      shippingCents: 995,
      taxCents: 0,
      totalCents: 40995,
      depositCents: 10000,
      balanceCents: 30995,
    });
  });

  it('rounds half a cent away from zero, without binary noise', () => {
    expect(shareOfCents(50, 5000)).toBe(25);
    expect(shareOfCents(1, 5000)).toBe(1); // 0.5 -> 1
    expect(shareOfCents(1, 4999)).toBe(0);
    expect(shareOfCents(1000, 115)).toBe(12); // 11.5 -> 12
    expect(shareOfCents(0, 825)).toBe(0);
  });

  it('an amount discount or deposit larger than what is left is capped (items may shrink after the terms)', () => {
    const t = terms({ discount: { kind: 'AMOUNT', value: 99_999 }, deposit: { kind: 'AMOUNT', value: 99_999 } });
    expect(quoteTotals(ITEMS, t)).toMatchObject({ discountCents: 45330, totalCents: 0, depositCents: 0 });
  });
});

describe('quote terms problems (the field named)', () => {
  const field = (t: Partial<QuoteTerms>) => quoteTermsProblem(ITEMS, terms(t))?.field ?? null;

  it('accepts sound terms', () => {
    expect(field({})).toBeNull();
    expect(
      field({
        linePrices: [{ configurationShortId: 'SHORTS', size: 'M', unitPriceCents: 0 }],
        discount: { kind: 'PERCENT', value: 10_000 },
        taxRateBasisPoints: 10_000,
        deposit: { kind: 'AMOUNT', value: 0 },
      }),
    ).toBeNull();
  });

  it('refuses negatives, fractions, over 100 % and over the limit', () => {
    expect(field({ shippingCents: -1 })).toBe('shippingCents');
    expect(field({ shippingCents: 1.5 })).toBe('shippingCents');
    expect(field({ shippingCents: 10_000_001 })).toBe('shippingCents');
    expect(field({ discount: { kind: 'PERCENT', value: 10_001 } })).toBe('discount.value');
    expect(field({ discount: { kind: 'AMOUNT', value: -5 } })).toBe('discount.value');
    expect(field({ taxRateBasisPoints: 10_001 })).toBe('taxRateBasisPoints');
    expect(field({ taxRateBasisPoints: -1 })).toBe('taxRateBasisPoints');
    expect(field({ deposit: { kind: 'PERCENT', value: 10_001 } })).toBe('deposit.value');
    expect(
      field({
        linePrices: [
          { configurationShortId: 'JERSEY', size: 'L', unitPriceCents: 100 },
          { configurationShortId: 'JERSEY', size: 'XL', unitPriceCents: -100 },
        ],
      }),
    ).toBe('linePrices.1.unitPriceCents');
  });

  it('refuses line prices for items or sizes the quote does not have, or twice', () => {
    expect(field({ linePrices: [{ configurationShortId: 'HAT', size: 'L', unitPriceCents: 1 }] })).toBe(
      'linePrices.0.configurationShortId',
    );
    expect(field({ linePrices: [{ configurationShortId: 'SHORTS', size: 'L', unitPriceCents: 1 }] })).toBe(
      'linePrices.0.size',
    );
    const twice = { configurationShortId: 'SHORTS', size: 'M', unitPriceCents: 1 };
    expect(field({ linePrices: [twice, twice] })).toBe('linePrices.1.size');
  });

  it('an exemption needs its certificate and no tax rate; a certificate needs the exemption', () => {
    expect(field({ taxExempt: true })).toBe('taxExemptCertificate');
    expect(field({ taxExempt: true, taxExemptCertificate: '   ' })).toBe('taxExemptCertificate');
    expect(field({ taxExempt: true, taxExemptCertificate: 'EX-1', taxRateBasisPoints: 825 })).toBe(
      'taxRateBasisPoints',
    );
    expect(field({ taxExemptCertificate: 'EX-1' })).toBe('taxExemptCertificate');
    expect(field({ taxExempt: true, taxExemptCertificate: 'X'.repeat(61) })).toBe('taxExemptCertificate');
  });

  it('an amount discount over the subtotal, or a deposit over the total', () => {
    expect(field({ discount: { kind: 'AMOUNT', value: 45331 } })).toBe('discount.value');
    expect(field({ discount: { kind: 'AMOUNT', value: 45330 } })).toBeNull();
    expect(field({ shippingCents: 662, deposit: { kind: 'AMOUNT', value: 45993 } })).toBe('deposit.value');
    expect(field({ shippingCents: 662, deposit: { kind: 'AMOUNT', value: 45992 } })).toBeNull();
  });
});

describe('line prices when the items are snapshotted again', () => {
  const item = (lockerItemId: number | undefined, configurationShortId: string, ...sizes: string[]) => ({
    ...(lockerItemId != null ? { lockerItemId } : {}),
    configurationShortId,
    sizeLines: sizes.map((size) => ({ size })),
  });
  const price = (configurationShortId: string, size: string, unitPriceCents: number) => ({
    configurationShortId,
    size,
    unitPriceCents,
  });

  it("follow an item to its new design, keep an unchanged item's, and drop what is no longer quoted", () => {
    const before = [item(1, 'JERSEY', 'L', 'XL'), item(2, 'SHORTS', 'M'), item(3, 'HOODIE', 'S')];
    const after = [item(1, 'JERSEY2', 'L'), item(2, 'SHORTS', 'M')];
    expect(
      carriedLinePrices(before, after, [
        price('JERSEY', 'L', 1999),
        price('JERSEY', 'XL', 2099),
        price('SHORTS', 'M', 1500),
        price('HOODIE', 'S', 3000),
      ]),
    ).toEqual([price('JERSEY2', 'L', 1999), price('SHORTS', 'M', 1500)]);
  });

  it('a design two items shared keeps its price on both when one of them changes, once per item and size', () => {
    const before = [item(1, 'JERSEY', 'L'), item(2, 'JERSEY', 'L')];
    const after = [item(1, 'JERSEY', 'L'), item(2, 'JERSEY2', 'L')];
    expect(carriedLinePrices(before, after, [price('JERSEY', 'L', 1999)])).toEqual([
      price('JERSEY', 'L', 1999),
      price('JERSEY2', 'L', 1999),
    ]);
    // Two items now of one design: the first price is kept, as the terms allow one per item and size.
    expect(
      carriedLinePrices(
        [item(1, 'A', 'L'), item(2, 'B', 'L')],
        [item(1, 'C', 'L'), item(2, 'C', 'L')],
        [price('A', 'L', 1000), price('B', 'L', 2000)],
      ),
    ).toEqual([price('C', 'L', 1000)]);
  });

  it('a snapshot without locker items keeps the prices of designs still quoted only', () => {
    expect(
      carriedLinePrices([item(undefined, 'JERSEY', 'L')], [item(1, 'JERSEY2', 'L')], [price('JERSEY', 'L', 1999)]),
    ).toEqual([]);
    expect(
      carriedLinePrices([item(undefined, 'JERSEY', 'L')], [item(1, 'JERSEY', 'L')], [price('JERSEY', 'L', 1999)]),
    ).toEqual([price('JERSEY', 'L', 1999)]);
  });
});
