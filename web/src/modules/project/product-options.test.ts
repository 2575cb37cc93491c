import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTION, optionChanges, optionValues, productOptionsSchema } from './product-options';

describe('product options of a placed product (P3, P5)', () => {
  const product = { customPriceCents: 2500, variant: { id: '3' }, design: null };

  it('reads a product into the form, without a name', () => {
    expect(optionValues(product)).toEqual({ name: '', customPrice: '25.00', variantId: '3', designId: DEFAULT_OPTION });
    expect(optionValues({})).toEqual({
      name: '',
      customPrice: '',
      variantId: DEFAULT_OPTION,
      designId: DEFAULT_OPTION,
    });
  });

  it('sends only what changed; the default cannot unset a variant', () => {
    const same = optionValues(product);
    expect(optionChanges(product, same)).toEqual({});
    expect(optionChanges(product, { ...same, customPrice: '' })).toEqual({ clearCustomPrice: true });
    expect(optionChanges(product, { ...same, customPrice: '30', variantId: '4', designId: '9' })).toEqual({
      customPriceCents: 3000,
      variantId: '4',
      designId: '9',
    });
    expect(optionChanges(product, { ...same, variantId: DEFAULT_OPTION })).toEqual({});
  });

  it('checks the price', () => {
    const bad = productOptionsSchema.safeParse({ ...optionValues(product), customPrice: '12.345' });
    expect(bad.success).toBe(false);
  });
});
