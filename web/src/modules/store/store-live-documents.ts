/**
 * The dealer's live store documents (schema/stores.graphql): the store's sales as the gateway
 * computes them, and a line of an order cancelled or refunded.
 */
import { graphql } from '../../gql';

/** The sales of a dealer's store (`Store.sales`), read beside its orders. */
export const DealerStoreSalesDocument = graphql(`
  query DealerStoreSales($ref: ProjectRefInput!) {
    project(ref: $ref) {
      id
      ... on Store {
        sales {
          orders
          garments
          salesCents
          fundraisingCents
          taxCents
          byItem {
            itemId
            name
            sold
            salesCents
            fundraisingCents
          }
          bySize {
            size
            sold
          }
        }
      }
    }
  }
`);

export const CancelStoreOrderLineDocument = graphql(`
  mutation CancelStoreOrderLine($storeId: ID!, $orderNumber: String!, $lineId: ID!) {
    cancelStoreOrderLine(storeId: $storeId, orderNumber: $orderNumber, lineId: $lineId) {
      ...StoreOrder_dealer
    }
  }
`);

export const RefundStoreOrderLineDocument = graphql(`
  mutation RefundStoreOrderLine($storeId: ID!, $orderNumber: String!, $lineId: ID!) {
    refundStoreOrderLine(storeId: $storeId, orderNumber: $orderNumber, lineId: $lineId) {
      ...StoreOrder_dealer
    }
  }
`);
