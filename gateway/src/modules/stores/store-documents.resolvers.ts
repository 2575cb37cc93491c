/**
 * Resolvers of a store's closing documents (schema/store_documents.graphql): thin over
 * `services.stores.documents` (store-documents.ts), which decides who may read them.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';

export const storeDocumentsResolvers: Resolvers = {
  Query: {
    storePackingList: (_p, { storeId, round }, { services, caller }) =>
      services.stores.documents.packingList(caller, storeId, round),
    storePayoutStatement: (_p, { storeId }, { services, caller }) =>
      services.stores.documents.payoutStatement(caller, storeId),
    storePayoutCsv: (_p, { storeId }, { services, caller }) => services.stores.documents.payoutCsv(caller, storeId),
  },
  Mutation: {
    exportStoreDocument: (_p, { storeId, document, round }, { services, caller }) =>
      services.stores.documents.exportDocument(caller, storeId, document, round),
  },
};
