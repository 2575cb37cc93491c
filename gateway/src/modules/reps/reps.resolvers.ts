/**
 * Reps (D4): thin resolvers over the reps service; every call is the caller's (A6).
 * The list itself is `Dealer.reps` (dealers module).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';

export const repsResolvers: Resolvers = {
  Mutation: {
    saveRep: (_p, { input }, ctx) => ctx.services.reps.save(requireDealer(ctx).id, input),
    removeRep: (_p, { id }, ctx) => ctx.services.reps.remove(requireDealer(ctx).id, id),
  },
};
