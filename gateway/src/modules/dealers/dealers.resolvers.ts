/**
 * Sessions and the dealer (A1, A3, A4, D1): `enterDashboard`, `passcodeAccess`, `logout`,
 * `me`, `dashboardStats`, `updateCompanyInfo`.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { GraphQLContext } from '../../context.js';

/**
 * True when the request's caller is dealer `dealerId` itself: its dashboard session or API token,
 * or the enterDashboard of this request that signed it in. Never a passcode session.
 */
function ownDealer(ctx: GraphQLContext, dealerId: number): boolean {
  return ctx.dealer?.id === dealerId || ctx.signedInDealerId === dealerId;
}

export const dealersResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.dealer,
    dashboardStats: (_p, _a, ctx) => ctx.services.dealers.dashboardStats(requireDealer(ctx).id),
  },
  Mutation: {
    enterDashboard: async (_p, { input }, ctx) => {
      const session = await ctx.services.dealers.enterDashboard(input);
      ctx.signedInDealerId = session.dealer.id;
      return session;
    },
    logout: (_p, _a, ctx) => ctx.services.dealers.logout(ctx.tokenId),
    passcodeAccess: (_p, args, ctx) => ctx.services.dealers.passcodeAccess(args, ctx.ip),
    enterWithPasscode: (_p, args, ctx) => ctx.services.dealers.passcodeAccess({ ...args, projectType: null }, ctx.ip),
    updateCompanyInfo: (_p, { input }, ctx) => ctx.services.dealers.updateCompanyInfo(requireDealer(ctx).id, input),
  },
  Dealer: {
    id: (d) => String(d.id),
    // The dealer's terms are its own: a passcode session (or the visitor opening one)
    // reads no margin or price group.
    dealerMargin: (d, _a, ctx) => {
      if (!ownDealer(ctx, d.id)) throw new ForbiddenError();
      return ctx.services.dealers.dealerMargin(d);
    },
    priceGroup: (d, _a, ctx) => {
      if (!ownDealer(ctx, d.id)) throw new ForbiddenError();
      return d.price_group_id;
    },
    headerColor: (d) => d.header_color,
    headerMessage: (d) => d.header_message,
    logo: (d, _a, { loaders }) => (d.logo_id ? loaders.logo.load(d.logo_id) : null),
    reps: async (d, _a, ctx) => {
      // Reps, customers and the like are private to the dealer itself (A6).
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      const own = await ctx.services.dealers.repo.reps(d.id);
      if (own.length) return own;
      // D4: with no reps of its own, the reps its projects name, shown but not edited.
      return (await ctx.services.dealers.repo.projectReps(d.id)).map((r) => ({ ...r, fromProject: true }));
    },
    customers: (d, args, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return ctx.services.customers.list(requireDealer(ctx).id, args);
    },
  },
  Rep: {
    id: (r) => String(r.id),
    fromProject: (r) => (r as { fromProject?: boolean }).fromProject === true,
  },
};
