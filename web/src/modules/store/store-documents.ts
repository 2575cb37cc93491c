/**
 * The GraphQL documents of team stores (schema/stores.graphql): the buyer's store by its link,
 * the checks as the buyer types, the passcode, checkout, the private link and its changes, and
 * the dealer's store (read through `project(ref)`), its settings, items, state and orders.
 */
import { graphql } from '../../gql';

/** An item as the buyer's pages show it: pictures, prices, sizes, size chart, rules and 3D spec. */
export const StoreItem_buyer = graphql(`
  fragment StoreItem_buyer on StoreItem {
    id
    name
    sizes
    priceCents
    fundraisingCents
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
      snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
    }
  }
`);

/** A bundle as the buyer's and the dealer's pages show it. */
export const StoreBundle_fields = graphql(`
  fragment StoreBundle_fields on StoreBundle {
    id
    name
    itemIds
    priceCents
    fundraisingCents
    required
  }
`);

/** What the buyer's pages show of a store. */
export const BuyerStore_store = graphql(`
  fragment BuyerStore_store on BuyerStore {
    id
    dealerCode
    title
    teamName
    colors {
      id
      hex
    }
    dealer {
      name
      email
      phone
    }
    state
    timezone
    opensAt
    advertisedCloseAt
    hardCloseAt
    fulfilment
    groupLabel
    taxRateBasisPoints
    paymentMethods
    passcodeRequired
    minimums {
      name
      pieces
      ordered
    }
    items {
      ...StoreItem_buyer
    }
    bundles {
      ...StoreBundle_fields
    }
    sizeCharts {
      itemId
      chart {
        name
        source
        rows {
          size
          measurements {
            name
            minInches
            maxInches
            minCentimetres
            maxCentimetres
          }
        }
      }
    }
  }
`);

export const BuyerStoreDocument = graphql(`
  query BuyerStore($dealerCode: String!, $id: ID!, $access: String) {
    store(dealerCode: $dealerCode, id: $id, access: $access) {
      ...BuyerStore_store
    }
  }
`);

/** An item's 3D drawing input, asked for only on the item's page (the garment template is large). */
export const StoreItemSpecDocument = graphql(`
  query StoreItemSpec($shortId: ID!) {
    configuration(shortId: $shortId) {
      shortId
      renderSpec {
        colors
        design {
          code
          name
          kind
        }
        decorations {
          contentType
          location
          text
          fill
          outline1
          outline2
          textHeight
          fontFamily
          logoUrl
          rotation
          zoom
          offsetX
          offsetY
        }
        garment {
          ...Player_garment
        }
      }
    }
  }
`);

export const CheckPersonalisationDocument = graphql(`
  query CheckStorePersonalisation(
    $dealerCode: String!
    $storeId: ID!
    $access: String
    $itemId: ID!
    $playerName: String
    $playerNumber: String
  ) {
    checkPersonalisation(
      dealerCode: $dealerCode
      storeId: $storeId
      access: $access
      itemId: $itemId
      playerName: $playerName
      playerNumber: $playerNumber
    ) {
      field
      code
      message
    }
  }
`);

export const EnterStoreDocument = graphql(`
  mutation EnterStore($dealerCode: String!, $storeId: ID!, $passcode: String!) {
    enterStore(dealerCode: $dealerCode, storeId: $storeId, passcode: $passcode) {
      access
    }
  }
`);

/** A buyer's order as the receipt and the private link show it. */
export const StoreOrder_receipt = graphql(`
  fragment StoreOrder_receipt on StoreOrder {
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
      itemId
      bundleId
      itemName
    }
  }
`);

/** A store's item as the private link changes a line of it: its sizes, rules and picture. */
export const StoreItem_line = graphql(`
  fragment StoreItem_line on StoreItem {
    id
    name
    sizes
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
      snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
    }
  }
`);

export const CheckoutStoreDocument = graphql(`
  mutation CheckoutStore($input: StoreCheckoutInput!, $idempotencyKey: String!) {
    checkoutStore(input: $input, idempotencyKey: $idempotencyKey) {
      token
      path
      redirectUrl
      order {
        number
        status
      }
    }
  }
`);

export const BuyerStoreOrderDocument = graphql(`
  query BuyerStoreOrder($token: String!) {
    storeOrder(token: $token) {
      canChange
      order {
        ...StoreOrder_receipt
      }
      store {
        id
        dealerCode
        title
        teamName
        timezone
        hardCloseAt
        advertisedCloseAt
        fulfilment
        dealer {
          name
          email
          phone
        }
        items {
          ...StoreItem_line
        }
        bundles {
          id
          name
        }
      }
    }
  }
`);

export const ChangeStoreOrderLineDocument = graphql(`
  mutation ChangeStoreOrderLine($token: String!, $lineId: ID!, $input: StoreOrderLineChangeInput!) {
    changeStoreOrderLine(token: $token, lineId: $lineId, input: $input) {
      canChange
      order {
        ...StoreOrder_receipt
      }
    }
  }
`);
