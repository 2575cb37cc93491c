/**
 * The catalog product form (P3): adding a style to a catalog (`addCatalogProduct`) with an
 * optional variant, design and custom price, and editing a catalog product
 * (`updateCatalogProduct`: name, custom price, variant, design). The options are the shared
 * product options of ../project/product-options.ts.
 */
import { z } from 'zod';
import type { AddCatalogProductInput, CatalogProductInput } from '../../gql/graphql';
import { parseDollars } from '../project/price';
import {
  chosenOption as chosen,
  customPriceSchema as customPrice,
  DEFAULT_OPTION,
  namedProductChanges,
  namedProductSchema,
  namedProductValues,
  type NamedProduct,
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

export const editProductSchema = namedProductSchema;

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
export const editValues = (product: EditableProduct): ProductFormValues => namedProductValues(product);

/** The add form's values: the style's defaults, no custom price. */
export const ADD_VALUES: ProductFormValues = {
  name: '',
  customPrice: '',
  variantId: DEFAULT_OPTION,
  designId: DEFAULT_OPTION,
};

/** What the edit form reads of a catalog product. */
export type EditableProduct = NamedProduct;

/**
 * Values of the edit form -> `updateCatalogProduct` input with only what changed; {} when
 * nothing did. A variant or design once set cannot be unset (the API has no clear for them).
 */
export const toUpdateInput = (product: EditableProduct, v: ProductFormValues): CatalogProductInput =>
  namedProductChanges(product, v);
