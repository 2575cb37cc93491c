/**
 * How the authorization matrix calls the team stores' operations (with store-records.ts): the
 * dealer's on the owner's stores (NOT_FOUND for everyone else, as for a store that does not
 * exist), the buyer's with the open store's passcode key (the owner's calls) or without it.
 */
import type { Recipe } from './callers.js';
import { CHECKOUT_KEY } from './store-records.js';

const RULES = { nameOffered: true, numberOffered: true, numberMin: 0, numberMax: 99 };

export const STORE_RECIPES: Record<string, Recipe> = {
  store: {
    optional: () => ({ access: 'tsa_not-the-key' }),
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      id: i.store,
      ...(role === 'owner' ? { access: fx.storeAccess } : {}),
    }),
  },
  checkPersonalisation: {
    optional: () => ({ access: 'tsa_not-the-key', playerName: 'Zed', playerNumber: '9' }),
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      storeId: i.store,
      itemId: i.storeItem,
      ...(role === 'owner' ? { access: fx.storeAccess } : {}),
    }),
  },
  storeOrders: { refusal: 'NOT_FOUND', vars: (i) => ({ storeId: i.store }) },
  // The private link's holder reads it; everyone else holds a token next to it.
  storeOrder: { refusal: 'NONE', vars: (i) => ({ token: i.storeOrderToken }) },
  enterStore: {
    once: true,
    vars: (i, role, fx) => ({
      dealerCode: fx.dealerCode,
      storeId: i.store,
      passcode: role === 'owner' ? 'matrix-store-pass' : 'guess-store-1234',
    }),
  },
  // Buyers without the passcode's key find no store: nothing is ordered in the owner's.
  checkoutStore: {
    vars: (i, role, fx) => ({
      idempotencyKey: CHECKOUT_KEY,
      input: {
        dealerCode: fx.dealerCode,
        storeId: i.store,
        ...(role === 'owner' ? { access: fx.storeAccess } : {}),
        lines: [{ itemId: i.storeItem, size: 'M', playerName: 'Owner', playerNumber: '11' }],
        buyerName: 'Owner Buyer',
        buyerEmail: 'owner-buyer@matrix.example',
        paymentMethod: 'PAY_LATER',
      },
    }),
  },
  changeStoreOrderLine: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ token: i.storeOrderToken, lineId: i.storeOrderLine, input: { size: 'M' } }),
  },
  createStore: {
    otherDealer: 'BAD_USER_INPUT',
    vars: (i) => ({ input: { teamName: 'Matrix Store', sourceType: 'NONE', customerId: i.customer } }),
  },
  updateStore: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ storeId: i.storeDraft, input: { title: 'Matrix Draft Store' } }),
  },
  setStoreItems: {
    refusal: 'NOT_FOUND',
    optional: () => ({ bundles: [] }),
    vars: (i, _r, fx) => ({
      storeId: i.storeDraft,
      items: [{ configurationShortId: fx.shortId, name: 'Matrix Tee', sizes: ['L'], rules: RULES }],
    }),
  },
  scheduleStore: { refusal: 'NOT_FOUND', last: true, vars: (i) => ({ storeId: i.storeReady }) },
  openStore: { refusal: 'NOT_FOUND', last: true, vars: (i) => ({ storeId: i.storeReady }) },
  cancelStore: { refusal: 'NOT_FOUND', last: true, vars: (i) => ({ storeId: i.storeDraft }) },
  moveStoreCloses: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({
      storeId: i.store,
      advertisedCloseAt: '2099-01-01T00:00:00.000Z',
      hardCloseAt: '2099-01-02T00:00:00.000Z',
    }),
  },
  markStoreOrderPaid: {
    refusal: 'NOT_FOUND',
    vars: (i, _r, fx) => ({ storeId: i.store, orderNumber: fx.storeOrderNumber }),
  },
  // The second order is unpaid: its line is cancelled. The first, marked paid above, is refunded
  // (a recorded refund: it was to pay later). Both last: the order's other calls need its line.
  cancelStoreOrderLine: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i, _r, fx) => ({ storeId: i.store, orderNumber: fx.storeUnpaidOrderNumber, lineId: i.storeUnpaidLine }),
  },
  refundStoreOrderLine: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i, _r, fx) => ({ storeId: i.store, orderNumber: fx.storeOrderNumber, lineId: i.storeOrderLine }),
  },
  importStoreContacts: {
    refusal: 'NOT_FOUND',
    // Another caller's file is refused as its rows are (NOT_FOUND before the file is read).
    optional: () => ({
      file: {
        filename: 'contacts.csv',
        contentBase64: Buffer.from('player,email\nAnn,ann@example.com\n').toString('base64'),
      },
    }),
    vars: (i) => ({ storeId: i.store, rows: [{ playerName: 'Ann', email: 'ann.parent@example.com' }] }),
  },
  setStoreMinimums: {
    refusal: 'NOT_FOUND',
    optional: () => ({ extendDays: 4 }),
    vars: (i) => ({ storeId: i.storeDraft, minimums: [], outcome: 'PRODUCE' }),
  },
  closeStoreNow: { refusal: 'NOT_FOUND', last: true, vars: (i) => ({ storeId: i.storeToClose }) },
  reopenStore: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i) => ({ storeId: i.storeClosed, hardCloseAt: '2099-01-02T00:00:00.000Z' }),
  },
  openStoreRound: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i) => ({
      storeId: i.storeProcessed,
      advertisedCloseAt: '2099-01-01T00:00:00.000Z',
      hardCloseAt: '2099-01-02T00:00:00.000Z',
    }),
  },
  markStorePacked: { refusal: 'NOT_FOUND', last: true, vars: (i) => ({ storeId: i.storeDecided, round: 1 }) },
  // The closed store's held production order: sent once, by its dealer (then PROCESSING).
  sendStoreProductionOrder: {
    refusal: 'NOT_FOUND',
    last: true,
    vars: (i) => ({ storeId: i.storeHeld, round: 1 }),
  },
  remindStoreContacts: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ storeId: i.store }),
  },
  storePackingList: { refusal: 'NOT_FOUND', vars: (i) => ({ storeId: i.store, round: 1 }) },
  storePayoutStatement: { refusal: 'NOT_FOUND', vars: (i) => ({ storeId: i.store }) },
  storePayoutCsv: { refusal: 'NOT_FOUND', vars: (i) => ({ storeId: i.store }) },
  exportStoreDocument: {
    refusal: 'NOT_FOUND',
    vars: (i) => ({ storeId: i.store, document: 'PACKING_LIST', round: 1 }),
  },
};
