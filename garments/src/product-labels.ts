/**
 * Display names of the catalog's product enums, for the filters and pickers of every side (the
 * gateway's filter facets, the web's selects): `FIVE_DAY` -> 'Five Day'. The record order is the
 * enums' order.
 */
export type ProductTypeKey = 'FIVE_DAY' | 'SUBLIMATED' | 'STOCK';
export type ProductCategoryKey = 'UNIFORM' | 'SPIRITWEAR' | 'COACHES';

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductTypeKey, string>> = {
  FIVE_DAY: 'Five Day',
  SUBLIMATED: 'Sublimated',
  STOCK: 'Stock',
};

export const PRODUCT_CATEGORY_LABELS: Readonly<Record<ProductCategoryKey, string>> = {
  UNIFORM: 'Uniform',
  SPIRITWEAR: 'Spiritwear',
  COACHES: 'Coaches',
};
