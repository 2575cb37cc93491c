/**
 * The GraphQL documents of a store's closing documents: the packing list of a round (its print
 * page and the bag labels' page), the payout statement (its print page) and its CSV.
 */
import { graphql } from '../../gql';

export const StorePackingListDocument = graphql(`
  query StorePackingList($storeId: ID!, $round: Int!) {
    storePackingList(storeId: $storeId, round: $round) {
      storeId
      round
      teamName
      groupLabel
      bags {
        orderNumber
        player
        group
        buyerName
        buyerEmail
        buyerPhone
        itemCount
        items {
          itemName
          size
          quantity
          playerName
          playerNumber
          pictureUrl
        }
      }
    }
  }
`);

export const StorePayoutStatementDocument = graphql(`
  query StorePayoutStatement($storeId: ID!) {
    storePayoutStatement(storeId: $storeId) {
      storeId
      teamName
      rounds {
        ...StorePayoutFigures
      }
      total {
        ...StorePayoutFigures
      }
    }
  }
  fragment StorePayoutFigures on StorePayoutFigures {
    round
    orders
    grossCents
    refundsCents
    feesCents
    taxCents
    fundraisingCents
    netCents
  }
`);

export const StorePayoutCsvDocument = graphql(`
  query StorePayoutCsv($storeId: ID!) {
    storePayoutCsv(storeId: $storeId)
  }
`);
