/** Labels of the catalog's product enums (P3 filters, pickers): `FIVE_DAY` -> 'Five Day'. */
import { PRODUCT_CATEGORY_LABELS, PRODUCT_TYPE_LABELS } from '@tas/rules';

export { PRODUCT_CATEGORY_LABELS, PRODUCT_TYPE_LABELS };

/** The label of a product type; an unknown value as it is. */
export function productTypeLabel(type: string): string {
  return (PRODUCT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}
