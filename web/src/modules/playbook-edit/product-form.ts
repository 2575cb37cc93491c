/**
 * The catalog product form (P3): adding a style to a catalog (`addCatalogProduct`) with an
 * optional variant, design and custom price, and editing a catalog product
 * (`updateCatalogProduct`: name, custom price, variant, design). The price is typed in dollars
 * and sent in cents (see ./price.ts).
 */
import { z } from 'zod';
import type { AddCatalogProductInput, CatalogProductInput } from '../../gql/graphql';
import { customPriceInput, parseDollars } from './price';

/** Select value for "the style's default" variant or design. */
export const DEFAULT_OPTION = '__default__';

const customPrice = z.string().superRefine((text, ctx) => {
  const parsed = parseDollars(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

export const addProductSchema = z.object({
  customPrice,
  variantId: z.string(),
  designId: z.string(),
});
export type AddProductValues = z.infer<typeof addProductSchema>;

export const editProductSchema = addProductSchema.extend({
  name: z.string().trim().min(1, 'Enter the product name').max(120, 'Use at most 120 characters'),
});
export type EditProductValues = z.infer<typeof editProductSchema>;

/** Form fields a server error may name, and the server paths named otherwise. */
export const PRODUCT_FORM_FIELDS = ['name', 'customPrice', 'variantId', 'designId'] as const;
export const PRODUCT_FORM_ALIASES = { customPriceCents: 'customPrice' } as const;

const chosen = (id: string) => (id && id !== DEFAULT_OPTION ? id : null);

/** Values of the add form -> `addCatalogProduct` input (the server places it on the catalog's last page). */
export function toAddInput(catalogId: string, styleId: string, v: AddProductValues): AddCatalogProductInput {
  const price = parseDollars(v.customPrice);
  return {
    catalogId,
    styleId,
    variantId: chosen(v.variantId),
    designId: chosen(v.designId),
    customPriceCents: price.ok ? price.cents : null,
  };
}

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
export function toUpdateInput(product: EditableProduct, v: EditProductValues): CatalogProductInput {
  const input: CatalogProductInput = { ...customPriceInput(v.customPrice, product.customPriceCents) };
  const name = v.name.trim();
  if (name !== product.name) input.name = name;
  const variantId = chosen(v.variantId);
  if (variantId && variantId !== product.variant?.id) input.variantId = variantId;
  const designId = chosen(v.designId);
  if (designId && designId !== product.design?.id) input.designId = designId;
  return input;
}
