/**
 * Resolver guards (A3, A4, A6).
 */
import type { GraphQLContext } from '../context.js';
import type { DealerRow } from '../db/types.js';
import { UnauthenticatedError } from './errors.js';

/** The caller's dealer (a full dealer session or API token); UNAUTHENTICATED otherwise. */
export function requireDealer(ctx: GraphQLContext): DealerRow {
  if (!ctx.dealer) throw new UnauthenticatedError();
  return ctx.dealer;
}
