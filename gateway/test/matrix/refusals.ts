/**
 * What a caller that may not use an operation must get: an error code and its HTTP
 * status, an empty answer, or its own data ({@link refusalFor}). Used by authorization-matrix.test.ts.
 */
import { getNamedType, type GraphQLField } from 'graphql';
import type { Recipe, Role } from './callers.js';
import { accessOf } from './schema-walk.js';

/** An answer a refused caller must get: an error code, NONE (empty, no error), OWN (the caller's own data). */
export type Refusal = 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NONE' | 'OWN';

/** Whether `vars` name a record: an argument of type ID given, or an input object with an `id` or `…Id`. */
function namesRecord(field: GraphQLField<unknown, unknown>, vars: Record<string, unknown>): boolean {
  return field.args.some((a) => {
    const value = vars[a.name];
    if (value == null) return false;
    if (getNamedType(a.type).name === 'ID') return true;
    return typeof value === 'object' && Object.keys(value).some((k) => k === 'id' || k.endsWith('Id'));
  });
}

/**
 * The answer `role` must get from an operation it may not use: a print grant's
 * write is FORBIDDEN (HTTP 403) before any id is read; an operation's own `refusal` holds for
 * every other caller; an OWNER operation answers callers without a dealer session
 * UNAUTHENTICATED, and another dealer NOT_FOUND for the owner's record (or ids next to them) or
 * its own data when no record is named. PUBLIC operations: undefined (leaks and INTERNAL only).
 */
export function refusalFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  recipe: Recipe,
  role: Role,
  vars: Record<string, unknown>,
): Refusal | undefined {
  if (role === 'printOther' && kind === 'mutation') return 'FORBIDDEN';
  if (recipe.refusal) return recipe.refusal;
  if (accessOf(field) === 'PUBLIC') return undefined;
  if (role === 'printOther' && recipe.printGrant) return recipe.printGrant;
  if (role !== 'otherDealer') return 'UNAUTHENTICATED';
  return namesRecord(field, vars) ? (recipe.otherDealer ?? 'NOT_FOUND') : 'OWN';
}
