import { describe, expect, it } from 'vitest';
import { customizePath } from './paths';

describe('Customize link (P3)', () => {
  it('opens the product page with the configuration and the catalog product', () => {
    expect(customizePath('DEMO01', 'PgwhwJAaj6CjX47w', 'CG2100', 'abc123', '17')).toBe(
      '/catalogs/DEMO01/PgwhwJAaj6CjX47w/product/CG2100?short_id=abc123&catalog_product=17',
    );
  });

  it('leaves out a missing configuration and escapes the parts', () => {
    expect(customizePath('D 1', 'p/1', 'S&1', null, '3')).toBe('/catalogs/D%201/p%2F1/product/S%261?catalog_product=3');
  });
});
