/**
 * Failure of a playbook or snapsheet edit (P3, P5, E): BAD_USER_INPUT errors naming a field of
 * the open form go beside that field; anything else is a toast with the original's text of
 * section 8.
 */
import { fieldErrors } from '../../lib/errors';

/** Section 8 toasts of the playbook and snapsheet editing calls. */
export const EDIT_ERRORS = {
  /** Editing or moving a catalog or snapsheet product. */
  updateProduct: 'Error trying to update the product',
  /** Changing only a product's colour (its variant). */
  updateProductColor: 'Error trying to update the product color',
  /** Loading a snapsheet's page failed (not a missing snapsheet: that is 'Error getting snapsheet'). */
  initSnapsheet: 'Error init snapsheet',
  /** Deleting a catalog or snapsheet product. */
  deleteProduct: 'Error trying to delete the product',
  /** Adding a product to a snapsheet, or storing a customised one. */
  saveProduct: 'Error trying to save the product',
  /** Snapsheet settings (title, team, colours, logo, show prices, status, unlock). */
  snapsheetSettings: 'Error updating snapsheet settings',
  /** Filing a snapsheet under a collection. */
  collection: 'Error adding collection',
  /** Featuring a colour on a snapsheet. */
  featuredColor: 'Error trying to update featured color',
  /** Changing a snapsheet's gender. */
  gender: 'Error trying to update the snapsheet selected gender',
  /** Every other playbook edit. */
  other: 'An error has occurred',
} as const;

/**
 * The section 8 toast of a failed product edit with `changes`: a change of colour (variant)
 * alone says so, any other edit is 'Error trying to update the product'.
 */
export function productEditError(changes: object): string {
  const keys = Object.keys(changes);
  return keys.length > 0 && keys.every((k) => k === 'variantId')
    ? EDIT_ERRORS.updateProductColor
    : EDIT_ERRORS.updateProduct;
}

/**
 * The input errors of `error` on the form's `fields`, first message per field. A server path is
 * the form's own, or renamed by `aliases` (`{ customPriceCents: 'customPrice' }`). `rest` is
 * true when no form field got a message (then toast the section 8 text).
 */
export function formFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): { fields: [F, string][]; rest: boolean } {
  const known: [F, string][] = [];
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const name = aliases[path] ?? path;
    if ((fields as readonly string[]).includes(name) && !known.some(([f]) => f === name))
      known.push([name as F, message]);
  }
  return { fields: known, rest: known.length === 0 };
}
