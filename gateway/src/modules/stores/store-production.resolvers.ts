/**
 * Resolvers of what a store adds to the orders module's Order (schema/store_production.graphql):
 * the store and round a production order was made from.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';

export const storeProductionResolvers: Resolvers = {
  Order: {
    // A store's production order: its garments at their dealer prices, nothing else.
    store: (o, _a, { services }) => services.orders.storeOf(o),
  },
};
