/**
 * Prices for the customiser (L3, C1): thin resolvers over the request's pricing service.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { seesDealerPrices } from '../../lib/caller.js';

export const pricingResolvers: Resolvers = {
  Query: {
    configurationPrice: async (_p, { input }, ctx) => {
      const price = await ctx.loaders.pricing.configurationPrice(ctx.caller, input);
      const dealerSees = seesDealerPrices(ctx.dealer, price.dealerId);
      return {
        ...price,
        msrpCents: dealerSees ? price.msrpCents : null,
        dealerPriceCents: dealerSees ? price.dealerPriceCents : null,
      };
    },
  },
};
