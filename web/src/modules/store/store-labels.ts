/** Words and badges of a store's and an order's states, shared by the buyer's and the dealer's pages. */
import type { StoreFulfilment, StoreOrderStatus, StorePaymentMethod, StoreState } from '../../gql/graphql';

export const ORDER_STATUS_LABEL: Record<StoreOrderStatus, string> = {
  PENDING: 'Awaiting card payment',
  UNPAID: 'To pay',
  PAID: 'Paid',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

export const ORDER_STATUS_BADGE: Record<StoreOrderStatus, string> = {
  PENDING: 'badge',
  UNPAID: 'badge badge--warning',
  PAID: 'badge badge--success',
  EXPIRED: 'badge badge--danger',
  CANCELLED: 'badge badge--danger',
  REFUNDED: 'badge',
};

export const STORE_STATE_LABEL: Record<StoreState, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  OPEN: 'Open',
  CLOSED: 'Closed',
  PROCESSING: 'Processing',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
};

export const STORE_STATE_BADGE: Record<StoreState, string> = {
  DRAFT: 'badge',
  SCHEDULED: 'badge badge--accent',
  OPEN: 'badge badge--success',
  CLOSED: 'badge badge--warning',
  PROCESSING: 'badge badge--warning',
  COMPLETE: 'badge',
  CANCELLED: 'badge badge--danger',
};

export const PAYMENT_METHOD_LABEL: Record<StorePaymentMethod, string> = { CARD: 'Card', PAY_LATER: 'Pay later' };

export const FULFILMENT_LABEL: Record<StoreFulfilment, string> = {
  BULK: 'Bulk to the team',
  SHIP_HOME: 'Shipped to each home',
  PICKUP: 'Picked up',
};
