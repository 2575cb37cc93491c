/**
 * Resolver guards (A3, A4, A6).
 */
import type { DealerRow } from '../db/types.js';
import { UnauthenticatedError } from './errors.js';

/**
 * The caller's dealer (a full dealer session or API token); UNAUTHENTICATED otherwise. `ctx` is
 * the request's context (context.ts), of which this reads only the dealer.
 */
export function requireDealer(ctx: { readonly dealer: DealerRow | null }): DealerRow {
  if (!ctx.dealer) throw new UnauthenticatedError();
  return ctx.dealer;
}
