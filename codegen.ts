import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen config (DESIGN.md): the schema's enums for @tas/rules, typed resolvers for the
 * gateway, with mappers to the database row types, and client-preset typed documents + a persisted-documents manifest for
 * the web, and the typed documents of the API client (client/). `npm run codegen:check` fails when the committed output is stale.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The schema's enums as string unions for @tas/rules, which the gateway, the web and @tas/garments
    // import (content type, view, project type...): declared once, in the schema.
    'rules/src/generated/schema-enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'Date | string', ID: 'string' },
        mappers: {
          Dealer: '../db/types.js#DealerRow',
          Rep: '../db/types.js#RepRow',
          Color: '../db/types.js#ColorRow',
          Customer: '../db/types.js#CustomerRow',
          Logo: '../db/types.js#LogoRow',
          Product: '../db/types.js#StyleRow',
          ProductFacets: '../modules/catalog/product-search.js#ProductFacetsSource',
          Design: '../db/types.js#DesignRow',
          Variant: '../db/types.js#VariantRow',
          Snapsheet: '../db/types.js#ProjectRow',
          Playbook: '../db/types.js#ProjectRow',
          Showroom: '../db/types.js#ProjectRow',
          ShowroomCatalog: '../modules/showrooms/showroom-catalogs.js#ShowroomCatalogValue',
          ShowroomProduct: '../modules/showrooms/showroom-catalogs.js#ShowroomProductValue',
          ShowroomLook: '../modules/showrooms/showroom-catalogs.js#ShowroomLookValue',
          ShowroomDealer: '../db/types.js#DealerRow',
          Project: '../db/types.js#ProjectRow',
          PlaybookSport: '../db/types.js#PlaybookSportRow',
          PlaybookCatalog: '../db/types.js#PlaybookCatalogRow',
          PlaybookProduct: '../db/types.js#CatalogProductRow',
          PlaybookPage: '../modules/playbooks/playbook-pages.js#PlaybookPageValue',
          School: '../db/types.js#SchoolRow',
          NewSchool: '../db/types.js#NewSchoolValue',
          SchoolQueueRecord: '../db/types.js#SchoolQueueRow',
          TeamTravelQueueRecord: '../db/types.js#TeamTravelQueueRow',
          SnapsheetProduct: '../db/types.js#SnapsheetProductRow',
          Configuration: '../db/types.js#ConfigurationRow',
          Locker: '../db/types.js#LockerRow',
          LockerItem: '../db/types.js#LockerItemRow',
          RenderJob: '../db/types.js#RenderJobRow',
          Decoration: '../db/types.js#StoredDecoration',
          Graphic: '../modules/graphics/graphics-library.js#LibraryGraphic',
          Snapshot: '../db/types.js#SnapshotRow',
          Quote: '../db/types.js#QuoteRow',
          QuoteItem: '../db/types.js#QuoteItemSnapshot',
          QuoteLink: '../db/types.js#QuoteRow',
          QuoteSending: '../modules/quotes/quote-sending.js#QuoteSendingView',
          QuotePricing: '../db/types.js#QuoteTerms',
          QuoteProject: '../db/types.js#ProjectRow',
          Order: '../db/types.js#OrderRow',
          OrderLineSize: '../db/types.js#OrderLineSize as OrderLineSizeValue',
          OrderStore: '../modules/quotes/store-production-orders.js#StoreFacts',
          Notice: '../db/types.js#NoticeRow',
          Proof: '../modules/proofs/proofs.service.js#ProofView',
          QuoteItemProof: '../modules/proofs/proofs.service.js#QuoteItemProofView',
          ProofApproval: '../modules/proofs/proofs.service.js#ProofApprovalView',
          ProofDelivery: '../modules/proofs/proofs.service.js#ProofDeliveryView',
          ProofSender: '../db/types.js#DealerRow',
          DashboardStats: '../modules/quotes/quotes.service.js#DashboardStatsParent',
          Store: '../db/types.js#ProjectRow',
          StoreItem: '../db/types.js#StoreItemRow',
          StoreBundle: '../db/types.js#StoreBundleRow',
          StoreOrder: '../db/types.js#StoreOrderRow',
          StoreOrderLine: '../db/types.js#StoreOrderLineRow',
          BuyerStore: '../modules/stores/stores.service.js#BuyerStoreView',
          BuyerStoreOrder: '../modules/stores/stores.service.js#OrderLinkView',
          StoreCheckout: '../modules/stores/stores.resolvers.js#StoreCheckoutValue',
          StoreContact: '../db/types.js#StoreContactRow',
          StoreContactsImport: '../modules/stores/stores.service.js#ContactsImported',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string', ID: 'string' } },
    },
    // The typed client @tas/client: a typed document node per operation of client/src/operations
    // (imports with .js extensions, as the package is Node ESM), and the SDL it ships.
    'client/src/gql/': {
      documents: ['client/src/operations/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
        scalars: { DateTime: 'string', ID: 'string' },
      },
    },
    'client/schema.graphql': { plugins: ['schema-ast'], config: { includeDirectives: true } },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
