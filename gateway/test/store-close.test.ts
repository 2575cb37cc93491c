/**
 * A team store's close over the API and the store job's own work (on PGlite and, with
 * DATABASE_URL, on PostgreSQL): the close run twice, and at once (on PostgreSQL by two gateways
 * on one database), closes the round once and makes its production order once; each minimum
 * outcome (PRODUCE, REFUND with a card line refunded through the stand-in Stripe server and the
 * buyers emailed why, EXTEND once by N days, TEAM_BUYS with the team's pieces exact); the buyer's
 * progress; the dealer's reopen, second round (the first round's orders untouched), packed; the
 * minimums' refusals naming the field, another dealer answered NOT_FOUND.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../scripts/stripe-stand-in.mjs';
import { buildApp, type App } from '../src/app.js';
import type { ProductionOrders } from '../src/modules/stores/index.js';
import { errorOf, startHarness, type Harness } from './harness.js';
import { openTestStore } from './store-fixture.js';

const DEALER = 'SCL001';
const SECRET = 'whsec_store_close_0123456789abcdef';
const DAY = 86_400_000;
const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
let keys = 0;
const newKey = () => `close-key-${String(++keys).padStart(4, '0')}-abcdefghijklmnopq`;

/**
 * The production orders' calls, per gateway: `make` and `discard` as [store project id, round],
 * each passed on to the orders module's.
 */
function countingProduction() {
  const made: [number, number][] = [];
  const discarded: [number, number][] = [];
  const wrap = (orders: ProductionOrders): ProductionOrders => ({
    async make(exec, storeId, round) {
      made.push([storeId, round]);
      await orders.make(exec, storeId, round);
    },
    async discard(exec, storeId, round) {
      discarded.push([storeId, round]);
      return orders.discard(exec, storeId, round);
    },
  });
  return { wrap, made, discarded };
}

const production = countingProduction();
let h: Harness;
let stripe: StripeStandIn;
let token: string;

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: SECRET });
  h = await startHarness({
    env: { STRIPE_SECRET_KEY: 'sk_test_store_close', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url },
    storeProduction: production.wrap,
  });
  stripe.setWebhookUrl(`${h.url}/webhooks/stripe`);
  ({ token } = await h.signIn(DEALER));
}, 120_000);

afterAll(async () => {
  await h?.close();
  await stripe?.close();
});

async function ok<T = any>(query: string, variables: Record<string, unknown>, as: string | undefined = token) {
  const r = await h.gql<T>(query, variables, as);
  expect(r.errors).toBeUndefined();
  return r.data as any;
}

const STORE_CLOSE = `round state minimumOutcome extendDays hardCloseAt advertisedCloseAt
  minimums { name pieces ordered }
  rounds { round closedAt decidedAt extendedAt packedAt hardCloseAt
    decision { name pieces ordered outcome teamPieces { itemId size quantity } } }`;
const SET_MINIMUMS = `mutation($s: ID!, $m: [StoreMinimumInput!]!, $o: StoreMinimumOutcome!, $d: Int) {
  setStoreMinimums(storeId: $s, minimums: $m, outcome: $o, extendDays: $d) { ${STORE_CLOSE} } }`;
const CLOSE_NOW = `mutation($s: ID!) { closeStoreNow(storeId: $s) { ${STORE_CLOSE} } }`;
const REOPEN = `mutation($s: ID!, $at: DateTime!) { reopenStore(storeId: $s, hardCloseAt: $at) { ${STORE_CLOSE} } }`;
const OPEN_ROUND = `mutation($s: ID!, $at: DateTime!, $adv: DateTime!) {
  openStoreRound(storeId: $s, hardCloseAt: $at, advertisedCloseAt: $adv) { ${STORE_CLOSE} } }`;
const SEND = `mutation($s: ID!, $r: Int!) { sendStoreProductionOrder(storeId: $s, round: $r) { id sentAt } }`;
const PACKED = `mutation($s: ID!, $r: Int!) { markStorePacked(storeId: $s, round: $r) { ${STORE_CLOSE} } }`;
const READ = `query($ref: ProjectRefInput!) { project(ref: $ref) { ... on Store { title ${STORE_CLOSE} } } }`;
const BUYER = `query($c: String!, $id: ID!) { store(dealerCode: $c, id: $id) { state minimums { name pieces ordered }
  dealer { name email } } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
  token redirectUrl order { number status lines { id refunded cancelled totalCents } } } }`;
const ORDERS = `query($s: ID!) { storeOrders(storeId: $s) { number status refundedCents
  lines { id itemName size refunded cancelled totalCents } } }`;

const openStore = (team: string) => openTestStore(h, ok, team);

type Store = Awaited<ReturnType<typeof openStore>>;

let numbers = 0;
/** A buyer's order: `jerseys` sizes (each with its own number) and `tops` sizes. */
async function buy(
  store: Store,
  method: 'CARD' | 'PAY_LATER',
  jerseys: string[],
  tops: string[],
  email = `buyer${++keys}@family.example`,
) {
  const lines = [
    ...jerseys.map((size) => ({
      itemId: store.jersey,
      size,
      playerName: 'Ana',
      playerNumber: String(++numbers % 100),
    })),
    ...tops.map((size) => ({ itemId: store.top, size })),
  ];
  const input = {
    dealerCode: DEALER,
    storeId: store.storeId,
    lines,
    buyerName: 'Pat Parent',
    buyerEmail: email,
    paymentMethod: method,
  };
  return (await ok(CHECKOUT, { key: newKey(), input }, undefined)).checkoutStore;
}

/** A card order paid through the stand-in's hosted page (one signed webhook). */
async function paidCard(store: Store, jerseys: string[], tops: string[], email?: string) {
  const { order, redirectUrl } = await buy(store, 'CARD', jerseys, tops, email);
  const sessionId = redirectUrl!.split('/pay/')[1]!;
  const res = await fetch(`${stripe.url}/test/complete/${sessionId}`, { method: 'POST' });
  expect(await res.json()).toMatchObject({ deliveries: [200] });
  return { order, session: stripe.sessions.get(sessionId)! };
}

/** Moves the store's closes into the past (the job's time came). */
async function closesPassed(store: Store, at = new Date(Date.now() - 1000)) {
  await h.built.database.db
    .updateTable('stores')
    .set({ advertised_close_at: new Date(at.getTime() - 1000), hard_close_at: at })
    .where('project_id', '=', store.projectId)
    .execute();
}

const read = async (store: Store) =>
  (await ok(READ, { ref: { type: 'STORE', dealerCode: DEALER, id: store.storeId } })).project;
const roundRows = (store: Store) =>
  h.built.database.db
    .selectFrom('store_rounds')
    .selectAll()
    .where('store_id', '=', store.projectId)
    .orderBy('round')
    .execute();
/** The production orders made of `store`, by round. */
const ordersOf = (store: Store) =>
  h.built.database.db
    .selectFrom('orders')
    .select(['store_round', 'sent_at'])
    .where('store_id', '=', store.projectId)
    .orderBy('store_round')
    .execute();
const madeFor = (store: Store) => production.made.filter(([id]) => id === store.projectId);
const minimums = (
  store: Store,
  m: { name: string; itemIds: string[]; pieces: number }[],
  outcome: string,
  extendDays?: number,
) => ok(SET_MINIMUMS, { s: store.storeId, m, o: outcome, d: extendDays });
const noticesTo = (recipient: string) =>
  h.built.database.db
    .selectFrom('notices')
    .select(['recipient', 'subject', 'text_body'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();

describe('the close', () => {
  it('closes once however often it runs, even at once: one round, CLOSED once, one production order', async () => {
    const store = await openStore('Alder Owls');
    const bought = await buy(store, 'PAY_LATER', ['M'], []);
    const lineOf = () =>
      h.built.database.db
        .selectFrom('store_order_lines')
        .select(['size', 'player_name', 'player_number', 'unit_price_cents', 'tax_cents'])
        .where('id', '=', Number(bought.order.lines[0].id))
        .execute();
    const line = await lineOf();
    expect(line).toMatchObject([{ size: 'M', player_name: 'Ana', unit_price_cents: 4750 }]);
    await closesPassed(store);
    const stores = h.built.services.stores;
    const runs = await Promise.all([stores.runClose(store.projectId), stores.runClose(store.projectId)]);
    expect(runs.map((r) => r.closed).sort()).toEqual(['CLOSED', null]);
    expect(runs.map((r) => r.decided).sort()).toEqual([false, true]);
    const changedAt = (
      await h.built.database.db
        .selectFrom('stores')
        .select('state_changed_at')
        .where('project_id', '=', store.projectId)
        .executeTakeFirstOrThrow()
    ).state_changed_at;
    // The job again, twice: nothing moves, nothing is made again.
    expect(await stores.runClock(store.projectId, 'close')).toBe(false);
    expect(await stores.runClock(store.projectId, 'close')).toBe(false);
    const rows = await roundRows(store);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ round: 1, extended_at: null, packed_at: null, minimums: [] });
    expect(rows[0]!.closed_at).toBeInstanceOf(Date);
    expect(rows[0]!.decided_at).toBeInstanceOf(Date);
    expect(madeFor(store)).toEqual([[store.projectId, 1]]);
    expect(await ordersOf(store)).toEqual([{ store_round: 1, sent_at: null }]);
    const after = await h.built.database.db
      .selectFrom('stores')
      .select(['state', 'state_changed_at'])
      .where('project_id', '=', store.projectId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ state: 'CLOSED', state_changed_at: changedAt });
    // No order after the close, and the buyer sees the store closed with the dealer's contact.
    const late = await h.gql(
      CHECKOUT,
      {
        key: newKey(),
        input: {
          dealerCode: DEALER,
          storeId: store.storeId,
          lines: [{ itemId: store.top, size: 'M' }],
          buyerName: 'Late Parent',
          buyerEmail: 'late@family.example',
          paymentMethod: 'PAY_LATER',
        },
      },
      undefined,
    );
    expect(errorOf(late).code).toBe('CONFLICT');
    // Sizes, names and numbers are frozen: the buyer's private link changes nothing now.
    const change = await h.gql(
      `mutation($t: String!, $l: ID!) { changeStoreOrderLine(token: $t, lineId: $l, input: { size: "L", playerNumber: "55" }) {
        order { number } } }`,
      { t: bought.token, l: bought.order.lines[0].id },
      undefined,
    );
    expect(errorOf(change).code).toBe('CONFLICT');
    expect(await lineOf()).toEqual(line);
    const buyer = (await ok(BUYER, { c: DEALER, id: store.storeId }, undefined)).store;
    expect(buyer.state).toBe('CLOSED');
    expect(buyer.dealer.email).toBe(`${DEALER.toLowerCase()}@example.com`);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'closes once on two gateways of one database closing at once',
    async () => {
      const store = await openStore('Birch Bears');
      await buy(store, 'PAY_LATER', ['L'], ['M']);
      await closesPassed(store);
      const second = countingProduction();
      const other: App = await buildApp({
        env: {
          NODE_ENV: 'test',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'tas-gw-close-')),
          PORT: '0',
          LOG_LEVEL: 'silent',
          RENDER_WORKER: 'off',
          RENDER_SERVICE_URL: 'http://127.0.0.1:9',
          DATABASE_URL: h.built.config.DATABASE_URL!,
        },
        jobs: false,
        logger: false,
        seed: { catalog: false },
        storeProduction: second.wrap,
      });
      try {
        const stores = [h.built.services.stores, other.services.stores];
        const runs = await Promise.all([...stores, ...stores].map((s) => s.runClose(store.projectId)));
        expect(runs.filter((r) => r.closed === 'CLOSED')).toHaveLength(1);
        expect(runs.filter((r) => r.decided)).toHaveLength(1);
        expect(await other.services.stores.runClock(store.projectId, 'close')).toBe(false);
      } finally {
        await other.close();
      }
      expect(madeFor(store).length + second.made.filter(([id]) => id === store.projectId).length).toBe(1);
      expect(await ordersOf(store)).toEqual([{ store_round: 1, sent_at: null }]);
      const rows = await roundRows(store);
      expect(rows.map((r) => [r.round, r.closed_at !== null, r.decided_at !== null])).toEqual([[1, true, true]]);
      expect((await read(store)).state).toBe('CLOSED');
    },
    120_000,
  );
});

describe('minimums', () => {
  it("shows the buyer each minimum's progress while open, exact", async () => {
    const store = await openStore('Cedar Cats');
    await minimums(
      store,
      [
        { name: 'Home Jersey', itemIds: [store.jersey], pieces: 24 },
        { name: 'Crest on any top', itemIds: [store.jersey, store.top], pieces: 30 },
      ],
      'PRODUCE',
    );
    await buy(store, 'PAY_LATER', ['M', 'L'], ['M']);
    await paidCard(store, ['S'], ['L', 'M']);
    // A card order not paid does not count.
    await buy(store, 'CARD', ['S'], []);
    const buyer = (await ok(BUYER, { c: DEALER, id: store.storeId }, undefined)).store;
    expect(buyer.minimums).toEqual([
      { name: 'Home Jersey', pieces: 24, ordered: 3 },
      { name: 'Crest on any top', pieces: 30, ordered: 6 },
    ]);
    expect((await read(store)).minimums).toEqual(buyer.minimums);
  });

  it('PRODUCE: a minimum not reached is produced, the decision records it', async () => {
    const store = await openStore('Dogwood Ducks');
    await minimums(
      store,
      [
        { name: 'Jerseys', itemIds: [store.jersey], pieces: 5 },
        { name: 'Tops', itemIds: [store.top], pieces: 1 },
      ],
      'PRODUCE',
    );
    await buy(store, 'PAY_LATER', ['M', 'L'], ['M']);
    const closed = (await ok(CLOSE_NOW, { s: store.storeId })).closeStoreNow;
    expect(closed.state).toBe('CLOSED');
    expect(closed.rounds).toHaveLength(1);
    expect(closed.rounds[0].decision).toEqual([
      { name: 'Jerseys', pieces: 5, ordered: 2, outcome: 'PRODUCE', teamPieces: [] },
      { name: 'Tops', pieces: 1, ordered: 1, outcome: 'REACHED', teamPieces: [] },
    ]);
    expect(madeFor(store)).toEqual([[store.projectId, 1]]);
    // Nothing refunded or cancelled.
    const orders = (await ok(ORDERS, { s: store.storeId })).storeOrders;
    expect(orders.flatMap((o: any) => o.lines.map((l: any) => [l.refunded, l.cancelled]))).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    // Minimums are set until the close only.
    const late = await h.gql(SET_MINIMUMS, { s: store.storeId, m: [], o: 'PRODUCE' }, token);
    expect(errorOf(late).code).toBe('CONFLICT');
  });

  it('REFUND: the lines of a minimum not reached are refunded (a card line through Stripe), each buyer emailed why', async () => {
    const store = await openStore('Elm Eagles');
    await minimums(store, [{ name: 'Practice Top', itemIds: [store.top], pieces: 3 }], 'REFUND');
    const card = await paidCard(store, ['M'], ['L'], 'card.parent@family.example');
    const later = await buy(store, 'PAY_LATER', [], ['M'], 'later.parent@family.example');
    const intent = card.session.session.payment_intent as string;
    const closed = (await ok(CLOSE_NOW, { s: store.storeId })).closeStoreNow;
    expect(closed.rounds[0].decision).toEqual([
      { name: 'Practice Top', pieces: 3, ordered: 2, outcome: 'REFUND', teamPieces: [] },
    ]);
    // The card order's top refunded through the stand-in for exactly its price and tax.
    const refunds = [...stripe.refunds.values()].filter((r) => r.refund.payment_intent === intent);
    expect(refunds.map((r) => r.refund.amount)).toEqual([2165]);
    const orders = (await ok(ORDERS, { s: store.storeId })).storeOrders;
    const cardOrder = orders.find((o: any) => o.number === card.order.number);
    expect(cardOrder.status).toBe('PAID');
    expect(cardOrder.lines.map((l: any) => [l.itemName, l.refunded])).toEqual([
      ['Home Jersey', false],
      ['Practice Top', true],
    ]);
    // The unpaid pay-later top: cancelled, its order with no line left CANCELLED.
    const laterOrder = orders.find((o: any) => o.number === later.order.number);
    expect(laterOrder).toMatchObject({ status: 'CANCELLED', lines: [{ cancelled: true, refunded: false }] });
    const title = (await read(store)).title;
    const cardMail = await noticesTo('card.parent@family.example');
    const refundMail = cardMail.filter((n) => n.subject === `${title}: part of your order is refunded`);
    expect(refundMail).toHaveLength(1);
    expect(refundMail[0]!.text_body).toContain(
      'Practice Top needed at least 3 pieces to be made and the store closed with 2 ordered',
    );
    expect(refundMail[0]!.text_body).toContain('Practice Top, size L ($21.65)');
    expect(
      (await noticesTo('later.parent@family.example')).filter(
        (n) => n.subject === `${title}: part of your order is refunded`,
      ),
    ).toHaveLength(1);
    // The job again: no second refund, no second email.
    expect(await h.built.services.stores.runClock(store.projectId, 'close')).toBe(false);
    expect([...stripe.refunds.values()].filter((r) => r.refund.payment_intent === intent)).toHaveLength(1);
    const kinds = await h.built.database.db
      .selectFrom('store_emails')
      .select(['kind', 'address'])
      .where('store_id', '=', store.projectId)
      .where('kind', '=', 'MINIMUM_REFUND')
      .orderBy('address')
      .execute();
    expect(kinds.map((k) => k.address)).toEqual(['card.parent@family.example', 'later.parent@family.example']);
    expect(madeFor(store)).toEqual([[store.projectId, 1]]);
  });

  it('EXTEND: the first close moves the hard close by N days once and emails the buyers; the next closes', async () => {
    const store = await openStore('Fir Falcons');
    await minimums(store, [{ name: 'Home Jersey', itemIds: [store.jersey], pieces: 4 }], 'EXTEND', 2);
    await buy(store, 'PAY_LATER', ['M'], [], 'ext.parent@family.example');
    const at = new Date(Date.now() - 60_000);
    await closesPassed(store, at);
    const stores = h.built.services.stores;
    expect(await stores.runClock(store.projectId, 'close')).toBe(true);
    const extended = await read(store);
    expect(extended.state).toBe('OPEN');
    expect(new Date(extended.hardCloseAt).getTime()).toBe(at.getTime() + 2 * DAY);
    expect(new Date(extended.advertisedCloseAt).getTime()).toBe(at.getTime() - 1000 + 2 * DAY);
    expect(extended.rounds).toHaveLength(1);
    expect(extended.rounds[0]).toMatchObject({ round: 1, closedAt: null, decidedAt: null });
    expect(extended.rounds[0].extendedAt).not.toBeNull();
    // Not due any more: the job again does nothing.
    expect(await stores.runClock(store.projectId, 'close')).toBe(false);
    const title = extended.title;
    expect((await noticesTo('ext.parent@family.example')).map((n) => n.subject)).toContain(
      `${title} stays open longer`,
    );
    const mail = (await noticesTo('ext.parent@family.example')).find((n) => n.subject === `${title} stays open longer`);
    expect(mail!.text_body).toContain('Home Jersey has 1 of the 4 pieces it needs');
    // Its new close passes, still short: it closes, as PRODUCE.
    await closesPassed(store);
    expect(await stores.runClock(store.projectId, 'close')).toBe(true);
    const closed = await read(store);
    expect(closed.state).toBe('CLOSED');
    expect(closed.rounds[0].decision).toEqual([
      { name: 'Home Jersey', pieces: 4, ordered: 1, outcome: 'PRODUCE', teamPieces: [] },
    ]);
    const rows = await roundRows(store);
    expect(rows).toHaveLength(1);
    expect(madeFor(store)).toEqual([[store.projectId, 1]]);
  });

  it("TEAM_BUYS: the team's pieces are the shortfall, spread as the buyers ordered", async () => {
    const store = await openStore('Gum Geese');
    await minimums(
      store,
      [
        { name: 'Home Jersey', itemIds: [store.jersey], pieces: 10 },
        { name: 'Practice Top', itemIds: [store.top], pieces: 2 },
      ],
      'TEAM_BUYS',
    );
    await buy(store, 'PAY_LATER', ['M', 'L'], []);
    await paidCard(store, ['M'], []);
    const closed = (await ok(CLOSE_NOW, { s: store.storeId })).closeStoreNow;
    // 3 ordered (M 2, L 1), 7 short: M 4.67 → 5, L 2.33 → 2. No top ordered: 2 of its middle size.
    expect(closed.rounds[0].decision).toEqual([
      {
        name: 'Home Jersey',
        pieces: 10,
        ordered: 3,
        outcome: 'TEAM_BUYS',
        teamPieces: [
          { itemId: store.jersey, size: 'M', quantity: 5 },
          { itemId: store.jersey, size: 'L', quantity: 2 },
        ],
      },
      {
        name: 'Practice Top',
        pieces: 2,
        ordered: 0,
        outcome: 'TEAM_BUYS',
        teamPieces: [{ itemId: store.top, size: 'M', quantity: 2 }],
      },
    ]);
    // The close made the production order with them: buyers' garments and the team's blanks.
    const made = await ok(
      `query($ref: ProjectRefInput!) { project(ref: $ref) { ... on Store { productionOrders {
        lines { productName sizeLines { size quantity teamPieces players { name number } } } } } } }`,
      { ref: { type: 'STORE', dealerCode: DEALER, id: store.storeId } },
    );
    const [order] = made.project.productionOrders;
    expect(
      order.lines.flatMap((l: any) =>
        l.sizeLines.map((z: any) => [l.productName, z.size, z.quantity, z.teamPieces, z.players.length]),
      ),
    ).toEqual([
      ['Home Jersey', 'M', 7, 5, 2],
      ['Home Jersey', 'L', 3, 2, 1],
      ['Practice Top', 'M', 2, 2, 0],
    ]);
  });

  it('refuses bad minimums naming the field, and another dealer finds no store', async () => {
    const store = await openStore('Hazel Hawks');
    const otherStore = await openStore('Ivy Ibis');
    const good = { name: 'Jerseys', itemIds: [store.jersey], pieces: 5 };
    for (const [m, outcome, days, field] of [
      [[{ ...good, name: '  ' }], 'PRODUCE', undefined, 'minimums.0.name'],
      [[good, { ...good, itemIds: [] }], 'PRODUCE', undefined, 'minimums.1.itemIds'],
      [[{ ...good, itemIds: [otherStore.top] }], 'PRODUCE', undefined, 'minimums.0.itemIds'],
      [[{ ...good, pieces: 0 }], 'PRODUCE', undefined, 'minimums.0.pieces'],
      [[good], 'EXTEND', 31, 'extendDays'],
      [[good], 'EXTEND', 0, 'extendDays'],
    ] as const) {
      const r = await h.gql(SET_MINIMUMS, { s: store.storeId, m, o: outcome, d: days }, token);
      expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    // Nothing of a refusal was written.
    expect(await read(store)).toMatchObject({ minimums: [], minimumOutcome: 'PRODUCE', extendDays: 3 });
    const set = (await minimums(store, [good], 'EXTEND', 5)).setStoreMinimums;
    expect(set).toMatchObject({
      minimumOutcome: 'EXTEND',
      extendDays: 5,
      minimums: [{ name: 'Jerseys', pieces: 5, ordered: 0 }],
    });
    const other = await h.signIn('SCL002');
    const calls = [
      [SET_MINIMUMS, { s: store.storeId, m: [], o: 'PRODUCE' }],
      [CLOSE_NOW, { s: store.storeId }],
      [REOPEN, { s: store.storeId, at: hours(72) }],
      [OPEN_ROUND, { s: store.storeId, at: hours(72), adv: hours(71) }],
      [PACKED, { s: store.storeId, r: 1 }],
    ] as const;
    for (const [query, vars] of calls) expect(errorOf(await h.gql(query, vars, other.token)).code).toBe('NOT_FOUND');
    expect((await read(store)).state).toBe('OPEN');
  });
});

describe('rounds', () => {
  it('reopens a closed store: the held order discarded, the round open again, closed again later', async () => {
    const store = await openStore('Juniper Jays');
    await buy(store, 'PAY_LATER', ['M'], []);
    await ok(CLOSE_NOW, { s: store.storeId });
    const bad = await h.gql(REOPEN, { s: store.storeId, at: hours(-1) }, token);
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'hardCloseAt' });
    const at = hours(30);
    const reopened = (await ok(REOPEN, { s: store.storeId, at })).reopenStore;
    expect(reopened).toMatchObject({ state: 'OPEN', round: 1, hardCloseAt: at, advertisedCloseAt: at });
    expect(reopened.rounds).toEqual([
      {
        round: 1,
        closedAt: null,
        decidedAt: null,
        extendedAt: null,
        packedAt: null,
        hardCloseAt: at,
        decision: [],
      },
    ]);
    expect(production.discarded.filter(([id]) => id === store.projectId)).toEqual([[store.projectId, 1]]);
    // A late buyer orders in round 1; it closes again and makes its order again.
    await buy(store, 'PAY_LATER', ['L'], []);
    await ok(CLOSE_NOW, { s: store.storeId });
    const orders = await h.built.database.db
      .selectFrom('store_orders')
      .select('round')
      .where('store_id', '=', store.projectId)
      .execute();
    expect(orders.map((o) => o.round)).toEqual([1, 1]);
    expect(madeFor(store)).toEqual([
      [store.projectId, 1],
      [store.projectId, 1],
    ]);
    // Reopen only a closed store.
    const open = await openStore('Juniper Jays Two');
    expect(errorOf(await h.gql(REOPEN, { s: open.storeId, at }, token)).code).toBe('CONFLICT');
  });

  it('opens a second round after processing: new orders are round 2, round 1 stays as it was; packed completes it', async () => {
    const store = await openStore('Kauri Kites');
    await buy(store, 'PAY_LATER', ['M'], ['L']);
    await paidCard(store, ['S'], []);
    await ok(CLOSE_NOW, { s: store.storeId });
    // A second round only after processing.
    const early = await h.gql(OPEN_ROUND, { s: store.storeId, at: hours(50), adv: hours(49) }, token);
    expect(errorOf(early).code).toBe('CONFLICT');
    const db = h.built.database.db;
    await ok(SEND, { s: store.storeId, r: 1 });
    const snapshot = () =>
      db
        .selectFrom('store_orders as o')
        .innerJoin('store_order_lines as l', 'l.order_id', 'o.id')
        .select(['o.number', 'o.round', 'o.status', 'o.total_cents', 'l.size', 'l.cancelled_at', 'l.refunded_at'])
        .where('o.store_id', '=', store.projectId)
        .orderBy('l.id')
        .execute();
    const before = await snapshot();
    const bad = await h.gql(OPEN_ROUND, { s: store.storeId, at: hours(50), adv: hours(51) }, token);
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'advertisedCloseAt' });
    const hard = hours(50);
    const opened = (await ok(OPEN_ROUND, { s: store.storeId, at: hard, adv: hours(49) })).openStoreRound;
    expect(opened).toMatchObject({ state: 'OPEN', round: 2, hardCloseAt: hard });
    expect(opened.rounds.map((r: any) => [r.round, r.closedAt !== null, r.decidedAt !== null])).toEqual([
      [1, true, true],
      [2, false, false],
    ]);
    await buy(store, 'PAY_LATER', ['L'], []);
    await ok(CLOSE_NOW, { s: store.storeId });
    const after = await snapshot();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => r.round)).toEqual([2]);
    expect(before.map((r) => r.round)).toEqual([1, 1, 1]);
    expect(madeFor(store)).toEqual([
      [store.projectId, 1],
      [store.projectId, 2],
    ]);
    // Round 1 packed; round 2 sent and packed: COMPLETE.
    expect((await ok(PACKED, { s: store.storeId, r: 1 })).markStorePacked.state).toBe('CLOSED');
    expect(errorOf(await h.gql(PACKED, { s: store.storeId, r: 1 }, token)).code).toBe('CONFLICT');
    expect(errorOf(await h.gql(PACKED, { s: store.storeId, r: 3 }, token)).code).toBe('NOT_FOUND');
    await ok(SEND, { s: store.storeId, r: 2 });
    const packed = (await ok(PACKED, { s: store.storeId, r: 2 })).markStorePacked;
    expect(packed.state).toBe('COMPLETE');
    expect(packed.rounds.map((r: any) => r.packedAt !== null)).toEqual([true, true]);
  });
});
