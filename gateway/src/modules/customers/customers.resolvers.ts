/**
 * Customers (D5): thin resolvers over the customers service; every call is the caller's (A6).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_p, args, ctx) => ctx.services.customers.list(requireDealer(ctx).id, args),
    customer: (_p, { id }, ctx) => ctx.services.customers.get(requireDealer(ctx).id, id),
  },
  Mutation: {
    saveCustomer: (_p, { input }, ctx) => ctx.services.customers.save(requireDealer(ctx).id, input),
    setCustomerStatus: (_p, { id, status }, ctx) => ctx.services.customers.setStatus(requireDealer(ctx).id, id, status),
  },
  Customer: {
    id: (c) => String(c.id),
    rep: (c, _a, { loaders }) => (c.rep_id ? loaders.rep.load(c.rep_id) : null),
    colors: async (c, _a, { loaders }) =>
      (await loaders.color.loadMany(c.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
    // A customer is reached only through its dealer's own queries; these guard again (A6).
    logos: (c, _a, { services, dealer }) => (dealer?.id === c.dealer_id ? services.customers.logos(c) : []),
    projects: (c, _a, { services, dealer }) => (dealer?.id === c.dealer_id ? services.customers.projects(c) : []),
    createdAt: (c) => c.created_at,
  },
};
