/**
 * The catalog product form (P3): adding a style to a catalog (`addCatalogProduct`) with an
 * optional variant, design and custom price, and editing a catalog product
 * (`updateCatalogProduct`: name, custom price, variant, design). The options are the shared
 * product options of ../project/product-options.ts.
 */
import { z } from 'zod';
import type { AddCatalogProductInput, CatalogProductInput } from '../../gql/graphql';
import { centsToDollarsText, parseDollars } from '../project/price';
import {
  chosenOption as chosen,
  customPriceSchema as customPrice,
  DEFAULT_OPTION,
  optionChanges,
  type ProductFormValues,
} from '../project/product-options';

export { DEFAULT_OPTION, type ProductFormValues };

/** Adding: the name is the style's (not asked). */
export const addProductSchema = z.object({
  name: z.string(),
  customPrice,
  variantId: z.string(),
  designId: z.string(),
});

export const editProductSchema = addProductSchema.extend({
  name: z.string().trim().min(1, 'Enter the product name').max(120, 'Use at most 120 characters'),
});

/** Form fields a server error may name, and the server paths named otherwise. */
export const PRODUCT_FORM_FIELDS = ['name', 'customPrice', 'variantId', 'designId'] as const;
export const PRODUCT_FORM_ALIASES = { customPriceCents: 'customPrice' } as const;

/** Values of the add form -> `addCatalogProduct` input (the server places it on the catalog's last page). */
export function toAddInput(catalogId: string, styleId: string, v: ProductFormValues): AddCatalogProductInput {
  const price = parseDollars(v.customPrice);
  return {
    catalogId,
    styleId,
    variantId: chosen(v.variantId),
    designId: chosen(v.designId),
    customPriceCents: price.ok ? price.cents : null,
  };
}

/** The edit form's values of a catalog product. */
export function editValues(product: EditableProduct): ProductFormValues {
  return {
    name: product.name,
    customPrice: centsToDollarsText(product.customPriceCents),
    variantId: product.variant?.id ?? DEFAULT_OPTION,
    designId: product.design?.id ?? DEFAULT_OPTION,
  };
}

/** The add form's values: the style's defaults, no custom price. */
export const ADD_VALUES: ProductFormValues = {
  name: '',
  customPrice: '',
  variantId: DEFAULT_OPTION,
  designId: DEFAULT_OPTION,
};

/** What the edit form reads of a catalog product. */
export interface EditableProduct {
  name: string;
  customPriceCents?: number | null;
  variant?: { id: string } | null;
  design?: { id: string } | null;
}

/**
 * Values of the edit form -> `updateCatalogProduct` input with only what changed; {} when
 * nothing did. A variant or design once set cannot be unset (the API has no clear for them).
 */
export function toUpdateInput(product: EditableProduct, v: ProductFormValues): CatalogProductInput {
  const input: CatalogProductInput = optionChanges(product, v);
  const name = v.name.trim();
  if (name !== product.name) input.name = name;
  return input;
}
