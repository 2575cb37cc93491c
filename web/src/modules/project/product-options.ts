/**
 * The options a dealer sets on a product placed in a playbook or a snapsheet (P3, P5, L3):
 * custom price (dollars on screen, cents in the API), variant and design of the style. Shared by
 * the playbook's add/edit dialogs and the snapsheet's edit dialog, with {@link ProductOptionFields}.
 */
import { z } from 'zod';
import { centsToDollarsText, customPriceInput, parseDollars, type CustomPriceInput } from './price';

/** Select value for "the style's default" variant or design. */
export const DEFAULT_OPTION = '__default__';

/** A custom price field: empty (none) or dollars (see ./price.ts). */
export const customPriceSchema = z.string().superRefine((text, ctx) => {
  const parsed = parseDollars(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

/** The values of a product form: a name (playbooks only) and the options. */
export interface ProductFormValues {
  name: string;
  customPrice: string;
  variantId: string;
  designId: string;
}

/** A product form without a name field (the snapsheet's: its products are named by their style). */
export const productOptionsSchema = z.object({
  name: z.string(),
  customPrice: customPriceSchema,
  variantId: z.string(),
  designId: z.string(),
});

/** A product form with a name field (a playbook's catalog product, P3: the dealer names it). */
export const namedProductSchema = productOptionsSchema.extend({
  name: z.string().trim().min(1, 'Enter the product name').max(120, 'Use at most 120 characters'),
});

/** A chosen variant or design id, or null for the style's default. */
export function chosenOption(id: string): string | null {
  return id && id !== DEFAULT_OPTION ? id : null;
}

/** What the option fields read of a placed product. */
export interface ProductWithOptions {
  customPriceCents?: number | null;
  variant?: { id: string } | null;
  design?: { id: string } | null;
}

/** The form values of a placed product's options (no name). */
export function optionValues(product: ProductWithOptions): ProductFormValues {
  return {
    name: '',
    customPrice: centsToDollarsText(product.customPriceCents),
    variantId: product.variant?.id ?? DEFAULT_OPTION,
    designId: product.design?.id ?? DEFAULT_OPTION,
  };
}

/** The changed options of an update input; a variant or design once set cannot be unset. */
export interface ProductOptionChanges extends CustomPriceInput {
  variantId?: string | null;
  designId?: string | null;
}

/**
 * The options of the form that differ from the product's: the custom price (or
 * `clearCustomPrice` when emptied), a new variant, a new design; {} when nothing changed. Call
 * with valid values only.
 */
export function optionChanges(product: ProductWithOptions, v: Omit<ProductFormValues, 'name'>): ProductOptionChanges {
  const input: ProductOptionChanges = { ...customPriceInput(v.customPrice, product.customPriceCents) };
  const variantId = chosenOption(v.variantId);
  if (variantId && variantId !== product.variant?.id) input.variantId = variantId;
  const designId = chosenOption(v.designId);
  if (designId && designId !== product.design?.id) input.designId = designId;
  return input;
}

/** A product the dealer names (a playbook's catalog product): its name beside its options. */
export interface NamedProduct extends ProductWithOptions {
  name: string;
}

/**
 * The changes of a named product's form: {@link optionChanges} and the trimmed name when it
 * differs; {} when nothing changed. Call with valid values only.
 */
export function namedProductChanges(
  product: NamedProduct,
  v: ProductFormValues,
): ProductOptionChanges & { name?: string } {
  const input: ProductOptionChanges & { name?: string } = optionChanges(product, v);
  const name = v.name.trim();
  if (name !== product.name) input.name = name;
  return input;
}

/** The form values of a named product: its name and options. */
export function namedProductValues(product: NamedProduct): ProductFormValues {
  return { ...optionValues(product), name: product.name };
}
