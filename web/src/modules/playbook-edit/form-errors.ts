/**
 * Failure of a playbook edit (P3, E): BAD_USER_INPUT errors naming a field of the open form go
 * beside that field; anything else is a toast with the original's text of section 8.
 */
import { fieldErrors } from '../../lib/errors';

/** Section 8 toasts of the playbook editing calls. */
export const EDIT_ERRORS = {
  /** Editing or moving a catalog product. */
  updateProduct: 'Error trying to update the product',
  /** Deleting a catalog product. */
  deleteProduct: 'Error trying to delete the product',
  /** Every other playbook edit. */
  other: 'An error has occurred',
} as const;

/**
 * The input errors of `error` on `fields` (server paths equal to the form's), first message per
 * field; `rest` is true when the error has anything else to tell (then toast it).
 */
export function formFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fields: [F, string][]; rest: boolean } {
  const all = Object.entries(fieldErrors(error));
  const known = all.filter((e): e is [F, string] => (fields as readonly string[]).includes(e[0]));
  return { fields: known, rest: known.length === 0 };
}
