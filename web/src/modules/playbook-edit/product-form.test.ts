import { describe, expect, it } from 'vitest';
import {
  ADD_VALUES,
  addProductSchema,
  DEFAULT_OPTION,
  editProductSchema,
  editValues,
  toAddInput,
  toUpdateInput,
} from './product-form';

describe('catalog product form (P3)', () => {
  it('adds a style with its options, the price in cents', () => {
    expect(toAddInput('5', 'CG2100', ADD_VALUES)).toEqual({
      catalogId: '5',
      styleId: 'CG2100',
      variantId: null,
      designId: null,
      customPriceCents: null,
    });
    expect(toAddInput('5', 'CG2100', { ...ADD_VALUES, customPrice: '24.99', variantId: '3', designId: '9' })).toEqual({
      catalogId: '5',
      styleId: 'CG2100',
      variantId: '3',
      designId: '9',
      customPriceCents: 2499,
    });
  });

  it('sends only the changes of an edit', () => {
    const product = { name: 'Game Jersey', customPriceCents: 2500, variant: { id: '3' }, design: null };
    const same = { name: 'Game Jersey', customPrice: '25.00', variantId: '3', designId: DEFAULT_OPTION };
    expect(editValues(product)).toEqual(same);
    expect(toUpdateInput(product, same)).toEqual({});
    expect(toUpdateInput(product, { ...same, name: ' Home Jersey ', customPrice: '' })).toEqual({
      name: 'Home Jersey',
      clearCustomPrice: true,
    });
    expect(toUpdateInput(product, { ...same, variantId: '4', designId: '9', customPrice: '30' })).toEqual({
      customPriceCents: 3000,
      variantId: '4',
      designId: '9',
    });
    // No clear for a variant in the API: choosing the default leaves it.
    expect(toUpdateInput(product, { ...same, variantId: DEFAULT_OPTION })).toEqual({});
  });

  it('checks the price and the name', () => {
    const ok = { ...ADD_VALUES, customPrice: '12' };
    expect(addProductSchema.safeParse(ok).success).toBe(true);
    const bad = addProductSchema.safeParse({ ...ok, customPrice: '-3' });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['customPrice', 'Enter a price of $0 or more'],
    ]);
    expect(editProductSchema.safeParse({ ...ok, name: '  ' }).success).toBe(false);
    expect(editProductSchema.safeParse({ ...ok, name: 'x'.repeat(121) }).success).toBe(false);
  });
});
