/**
 * The team store's part of the web app (app/web-kinds.ts): its dashboard screens and sidebar
 * entry, the pages its buyers open (the store, an item, a bundle, the cart, an order by its
 * private link), its closing documents' print pages (R2: no app chrome), and how the cache keeps
 * its lists.
 */
import { PROJECT_SEGMENT } from '../../lib/urls';
import { IconLocker } from '../../ui/icons';
import type { WebKind } from '../../app/web-kind';
import { OpenStoreAction } from './OpenStoreAction';
import { StoreOrderSourceCell, StoreOrderSourceSummary } from './StoreOrderSource';

const title = (t: string) => ({ title: t });

export const storeWebKind: WebKind = {
  graphqlType: 'Store',
  dashboardNav: { to: '/dashboard/stores', label: 'Stores', icon: IconLocker, end: false },
  dashboardRoutes: [
    { path: 'stores', handle: title('Stores'), lazy: () => import('../../routes/dashboard-stores') },
    {
      path: 'stores/:storeId',
      handle: title('Store'),
      lazy: () => import('../../routes/dashboard-store'),
    },
  ],
  routes: [
    {
      // A team store as its buyers open it: its items, an item's page (personalise, 3D), the cart.
      path: `${PROJECT_SEGMENT.STORE}/:dealerCode/:storeId`,
      children: [
        { index: true, handle: title('Team store'), lazy: () => import('../../routes/store') },
        { path: 'items/:itemId', handle: title('Personalise'), lazy: () => import('../../routes/store-item') },
        { path: 'bundles/:bundleId', handle: title('Bundle'), lazy: () => import('../../routes/store-bundle') },
        { path: 'cart', handle: title('Your cart'), lazy: () => import('../../routes/store-cart') },
      ],
    },
    {
      // A buyer's order by its private link: the receipt, and changes until the hard close.
      path: 'store-orders/:token',
      handle: title('Your order'),
      lazy: () => import('../../routes/store-order'),
    },
    {
      path: 'print/stores/:storeId/packing-list/:round',
      handle: title('Packing list'),
      lazy: () => import('../../routes/print-store-packing'),
    },
    {
      path: 'print/stores/:storeId/bag-labels/:round',
      handle: title('Bag labels'),
      lazy: () => import('../../routes/print-store-labels'),
    },
    {
      path: 'print/stores/:storeId/payout-statement',
      handle: title('Payout statement'),
      lazy: () => import('../../routes/print-store-payout'),
    },
  ],
  typePolicies: {
    // A store's lists are answered whole: its items, and its orders (an order has no id but
    // its number, and lives inside its store).
    Store: { fields: { items: { merge: false }, orders: { merge: false } } },
    BuyerStore: { fields: { items: { merge: false } } },
    StoreOrder: { keyFields: false },
  },
  // A closed round's production order (`Order.store`).
  // A store of a snapsheet's products (the dashboard's snapsheet page).
  projectAction: OpenStoreAction,
  orderSource: { Cell: StoreOrderSourceCell, Summary: StoreOrderSourceSummary },
};
