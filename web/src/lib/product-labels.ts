/** Labels of the catalog's product enums (P3 filters, pickers): `FIVE_DAY` -> 'Five Day'. */
import type { ProductCategory, ProductType } from '../gql/graphql';

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  FIVE_DAY: 'Five Day',
  SUBLIMATED: 'Sublimated',
  STOCK: 'Stock',
};

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  UNIFORM: 'Uniform',
  SPIRITWEAR: 'Spiritwear',
  COACHES: 'Coaches',
};

/** The label of a product type; an unknown value as it is. */
export function productTypeLabel(type: string): string {
  return (PRODUCT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}
