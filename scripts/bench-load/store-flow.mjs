/**
 * A team store buyer's requests in the load run's scenario store (scripts/bench-load.mjs): the
 * steps as the web's store pages make them, their variables and the check of each answer.
 */

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';

/**
 * A buyer's requests, as the web's store pages make them (web/src/routes/store*.tsx): the store
 * page (`BuyerStore`), the item page (`StoreItemSpec`, its 3D player's input), the name and
 * number check as the buyer types (`CheckStorePersonalisation`, asked for a number that must be
 * unique), the cart's checkout (`CheckoutStore`), the private link's receipt (`BuyerStoreOrder`).
 * Adding to the cart is the browser's (localStorage) and the cart page reads the store from the
 * client's cache: no request, a pause of its own.
 */
export const STORE_STEPS = [
  { name: 'open store', operation: 'BuyerStore' },
  { name: 'item page', operation: 'StoreItemSpec' },
  { name: 'personalise', operation: 'CheckStorePersonalisation' },
  { name: 'checkout', operation: 'CheckoutStore', pauses: 2 },
  { name: 'receipt', operation: 'BuyerStoreOrder' },
];
/** A buyer's pauses: one before each request, and one more for adding to the cart. */
export const STORE_FLOW_PAUSES = STORE_STEPS.reduce((n, s) => n + (s.pauses ?? 1), 0);
/** Distinct numbers a store sells once each: 0 to 999, and "00" (no other leading zero). */
export const STORE_NUMBERS = 1001;
export const STORE_SIZES = ['S', 'M', 'L', 'XL'];

/**
 * The text of the web's operation `name` (its persisted-documents manifest, made by
 * `npm run codegen` from web/src): the bench sends what the buyer's browser sends.
 */
export function webOperation(name) {
  const manifest = JSON.parse(readFileSync(join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  const pattern = new RegExp(`(?:^|[ }])(?:query|mutation) ${name}\\b`);
  const found = Object.values(manifest).filter((text) => pattern.test(text));
  if (found.length !== 1) throw new Error(`the web has ${found.length} operations named ${name}`);
  return found[0];
}

/** The n-th number of a store (0-based): "0" to "999", then "00". */
export const storeNumber = (n) => (n < 1000 ? String(n) : '00');

/** A name of letters only for buyer `n` (names take letters): 0 -> "Aaaa", 1 -> "Aaab", … */
export const letters = (n) =>
  [17576, 676, 26, 1].map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + (Math.floor(n / d) % 26))).join('');

/**
 * The variables of each of STORE_STEPS for the buyer of context `c` (`buyer`, `store`, and what
 * the earlier steps kept: `jersey`, `top`, `number`, `checkout`, `token`); `nextNumber(store)`
 * gives the store's next free number. The checkout keeps `c.checkout`: its key, store, lines and
 * outcome (`no answer` until its answer is judged).
 */
export const STORE_VARIABLES = [
  (c) => ({ dealerCode: c.store.dealerCode, id: c.store.storeId, access: null }),
  (c) => ({ shortId: c.jersey.configuration.shortId }),
  (c, nextNumber) => {
    c.number = nextNumber(c.store);
    return {
      dealerCode: c.store.dealerCode,
      storeId: c.store.storeId,
      access: null,
      itemId: c.jersey.id,
      playerNumber: c.number,
    };
  },
  (c) => {
    const player = `Player ${letters(c.buyer)}`;
    const lines = [
      { itemId: c.jersey.id, size: STORE_SIZES[c.buyer % 4], playerName: player, playerNumber: c.number },
      ...(c.buyer % 2 === 0 ? [{ itemId: c.top.id, size: c.buyer % 4 < 2 ? 'M' : 'L' }] : []),
    ];
    // As the web's newIdempotencyKey: 24 random bytes, base64url.
    const key = randomBytes(24).toString('base64url');
    c.checkout = { key, storeId: c.store.storeId, lines: lines.length, outcome: 'no answer' };
    return {
      idempotencyKey: key,
      input: {
        dealerCode: c.store.dealerCode,
        storeId: c.store.storeId,
        access: null,
        lines,
        buyerName: `${player} Parent`,
        buyerEmail: `buyer${c.buyer}@bench.example`,
        buyerPhone: null,
        playerName: player,
        group: `U${8 + (c.buyer % 5) * 2}`,
        paymentMethod: 'PAY_LATER',
      },
    };
  },
  (c) => ({ token: c.token }),
];
/** The check of each of STORE_STEPS' answers (`data`), keeping what the next steps need in `c`; throws when wrong. */
export const STORE_CHECKS = [
  (data, c) => {
    const store = data.store;
    if (!store) throw new Error('the store is not found');
    if (store.state !== 'OPEN') throw new Error(`the store is ${store.state}`);
    c.jersey = store.items.find((i) => i.id === c.store.jersey);
    c.top = store.items.find((i) => i.id === c.store.top);
    if (!c.jersey || !c.top) throw new Error('the store does not show its two items');
  },
  (data) => {
    if (!data.configuration?.renderSpec?.garment) throw new Error("the item's 3D spec has no garment");
  },
  (data) => {
    const problem = data.checkPersonalisation[0];
    if (problem) throw new Error(`${problem.field} ${problem.code}: ${problem.message}`);
  },
  (data, c) => {
    const { order, token } = data.checkoutStore;
    if (order.status !== 'UNPAID' || !token) throw new Error(`the order is ${order.status}`);
    c.token = token;
    c.checkout.outcome = 'ok';
    c.checkout.number = order.number;
  },
  (data, c) => {
    const order = data.storeOrder?.order;
    if (!order) throw new Error('the receipt is not found');
    if (order.number !== c.checkout.number || order.lines.length !== c.checkout.lines)
      throw new Error('the receipt is not the order the checkout answered');
  },
];

/**
 * A store buyer's flow for `runPaced`: buyer n in `stores[n % stores.length]`, STORE_STEPS once,
 * the store's next free number (`storeNumber`), on every other buyer a practice top besides the
 * jersey; every checkout sent is kept (its key, store, lines and outcome: ok with its order
 * number, error, or no answer) for `auditOrders`.
 */
export function storeFlow({ stores }) {
  const checkouts = [];
  const numbersTaken = new Map(stores.map((s) => [s.storeId, 0]));
  const nextNumber = (store) => {
    const n = numbersTaken.get(store.storeId);
    numbersTaken.set(store.storeId, n + 1);
    return storeNumber(n);
  };
  return {
    steps: STORE_STEPS,
    sequence: STORE_STEPS.map((_, i) => i),
    documents: STORE_STEPS.map((s) => webOperation(s.operation)),
    begin(c) {
      c.store = stores[c.person % stores.length];
      c.buyer = c.person;
    },
    variables: STORE_VARIABLES.map((v, i) => (c) => {
      const variables = v(c, nextNumber);
      if (i === 3) checkouts.push(c.checkout);
      return variables;
    }),
    checks: STORE_CHECKS,
    failed(step, c, message) {
      if (step !== 3) return;
      c.checkout.outcome = 'error';
      c.checkout.message = message;
    },
    result: () => ({ checkouts }),
  };
}
