/**
 * Sessions and the dealer (A1, A3, A4, D1): `enterDashboard`, `passcodeAccess`, `logout`,
 * `me`, `dashboardStats`, `updateCompanyInfo`.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';
import { ForbiddenError } from '../../errors.js';

export const dealersResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.dealer,
    dashboardStats: (_p, _a, ctx) => ctx.services.dealers.dashboardStats(requireDealer(ctx).id),
  },
  Mutation: {
    enterDashboard: (_p, { input }, { services }) => services.dealers.enterDashboard(input),
    logout: (_p, _a, ctx) => ctx.services.dealers.logout(ctx.tokenId),
    passcodeAccess: (_p, args, ctx) => ctx.services.dealers.passcodeAccess(args, ctx.ip),
    enterWithPasscode: (_p, args, ctx) => ctx.services.dealers.passcodeAccess({ ...args, projectType: null }, ctx.ip),
    updateCompanyInfo: (_p, { input }, ctx) => ctx.services.dealers.updateCompanyInfo(requireDealer(ctx).id, input),
  },
  Dealer: {
    id: (d) => String(d.id),
    dealerMargin: (d, _a, { services }) => services.dealers.dealerMargin(d),
    priceGroup: (d) => d.price_group_id,
    headerColor: (d) => d.header_color,
    headerMessage: (d) => d.header_message,
    logo: (d, _a, { loaders }) => (d.logo_id ? loaders.logo.load(d.logo_id) : null),
    reps: (d, _a, ctx) => {
      // Reps, customers and the like are private to the dealer itself (A6).
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return ctx.services.dealers.repo.reps(d.id);
    },
    customers: (d, args, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return ctx.services.customers.list(requireDealer(ctx).id, args);
    },
  },
  Rep: { id: (r) => String(r.id) },
};
