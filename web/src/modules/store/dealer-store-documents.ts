/**
 * The dealer's documents of a team store (schema/stores.graphql): the store read as a project
 * (`project(ref)` with `... on Store`), its settings, items, state actions and orders.
 */
import { graphql } from '../../gql';

/** An item as the dealer edits it. */
export const StoreItem_dealer = graphql(`
  fragment StoreItem_dealer on StoreItem {
    id
    name
    sizes
    dealerPriceCents
    fundraisingCents
    priceCents
    required
    maxPerBuyer
    rules {
      nameOffered
      nameRequired
      nameMaxLength
      nameCharacters
      numberOffered
      numberRequired
      numberMin
      numberMax
      numberUnique
      numberScope
    }
    configuration {
      shortId
      product {
        styleId
        sizes
      }
      snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
    }
  }
`);

/** An order as the dealer's live store lists it. */
export const StoreOrder_dealer = graphql(`
  fragment StoreOrder_dealer on StoreOrder {
    number
    status
    paymentMethod
    buyerName
    buyerEmail
    buyerPhone
    playerName
    group
    subtotalCents
    fundraisingCents
    taxCents
    totalCents
    refundedCents
    dueDate
    createdAt
    lines {
      id
      size
      playerName
      playerNumber
      unitPriceCents
      fundraisingCents
      taxCents
      totalCents
      cancelled
      refunded
      itemId
      itemName
    }
  }
`);

export const Store_dealer = graphql(`
  fragment Store_dealer on Store {
    id
    title
    teamName
    dealerCode
    state
    status
    timezone
    opensAt
    advertisedCloseAt
    hardCloseAt
    fulfilment
    groupLabel
    taxRateBasisPoints
    paymentMethods
    payLaterDays
    hasPasscode
    path
    updatedAt
    items {
      ...StoreItem_dealer
    }
    bundles {
      ...StoreBundle_fields
    }
  }
`);

/** The orders of a dealer's store, newest first. */
export const DealerStoreOrdersDocument = graphql(`
  query DealerStoreOrders($storeId: ID!) {
    storeOrders(storeId: $storeId) {
      ...StoreOrder_dealer
    }
  }
`);

export const DealerStoreDocument = graphql(`
  query DealerStore($ref: ProjectRefInput!) {
    project(ref: $ref) {
      __typename
      id
      ... on Store {
        ...Store_dealer
      }
    }
  }
`);

/** The dealer's stores: the dashboard's list of projects of the kind. */
export const DealerStoresDocument = graphql(`
  query DealerStores($first: Int, $after: String, $search: String) {
    projects(type: STORE, first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        __typename
        id
        title
        teamName
        updatedAt
        ... on Store {
          state
          advertisedCloseAt
          timezone
          path
        }
      }
    }
  }
`);

export const CreateStoreDocument = graphql(`
  mutation CreateStore($input: CreateStoreInput!) {
    createStore(input: $input) {
      id
      dealerCode
    }
  }
`);

export const UpdateStoreDocument = graphql(`
  mutation UpdateStore($storeId: ID!, $input: StoreSettingsInput!) {
    updateStore(storeId: $storeId, input: $input) {
      ...Store_dealer
    }
  }
`);

export const SetStoreItemsDocument = graphql(`
  mutation SetStoreItems($storeId: ID!, $items: [StoreItemInput!]!, $bundles: [StoreBundleInput!]!) {
    setStoreItems(storeId: $storeId, items: $items, bundles: $bundles) {
      ...Store_dealer
    }
  }
`);

export const ScheduleStoreDocument = graphql(`
  mutation ScheduleStore($storeId: ID!) {
    scheduleStore(storeId: $storeId) {
      ...Store_dealer
    }
  }
`);

export const OpenStoreDocument = graphql(`
  mutation OpenStore($storeId: ID!) {
    openStore(storeId: $storeId) {
      ...Store_dealer
    }
  }
`);

export const CancelStoreDocument = graphql(`
  mutation CancelStore($storeId: ID!) {
    cancelStore(storeId: $storeId) {
      ...Store_dealer
    }
  }
`);

export const MoveStoreClosesDocument = graphql(`
  mutation MoveStoreCloses($storeId: ID!, $advertisedCloseAt: DateTime!, $hardCloseAt: DateTime!) {
    moveStoreCloses(storeId: $storeId, advertisedCloseAt: $advertisedCloseAt, hardCloseAt: $hardCloseAt) {
      ...Store_dealer
    }
  }
`);

export const MarkStoreOrderPaidDocument = graphql(`
  mutation MarkStoreOrderPaid($storeId: ID!, $orderNumber: String!) {
    markStoreOrderPaid(storeId: $storeId, orderNumber: $orderNumber) {
      ...StoreOrder_dealer
    }
  }
`);

/**
 * The signed-in dealer's snapsheets whose products' saved configurations a store item may be
 * made of (newest first, by title or team name).
 */
export const StoreItemSourcesDocument = graphql(`
  query StoreItemSources($search: String) {
    projects(type: SNAPSHEET, search: $search, first: 20) {
      nodes {
        id
        title
        teamName
        ... on Snapsheet {
          products {
            id
            product {
              styleId
              name
              sizes
            }
            configuration {
              shortId
              decorations {
                contentType
              }
              snapshot(view: FRONT) {
                ...SnapshotImage_snapshot
              }
            }
          }
        }
      }
    }
  }
`);
