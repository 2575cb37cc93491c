/**
 * Display names of the catalog's product enums and brands, for the filters and pickers of every
 * side (the gateway's filter facets, the web's selects): `FIVE_DAY` -> 'Five Day', brand key
 * `chromagear` -> 'ChromaGear'. The enum records' order is the enums' order.
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

/** Display names of the catalog's brand keys (`styles.brand`); the seed's brand terms use them. */
export const BRAND_NAMES = {
  chromagear: 'ChromaGear',
  'badger-chromagear': 'Badger ChromaGear',
  badger: 'Badger Sport',
  alleson: 'Alleson Athletic',
  c2: 'C2 Sport',
} as const;

/** The display name of a brand key; the key itself for a brand without one. */
export function brandDisplayName(key: string): string {
  return (BRAND_NAMES as Record<string, string>)[key] ?? key;
}
