/**
 * A team store's production order (on PGlite and, with DATABASE_URL, on PostgreSQL): a store of
 * known orders (several buyers, sizes, names and numbers, a cancelled line, a refunded line, an
 * unpaid pay-later order) closed in SQL with a decision whose team buys pieces; the order made in
 * a transaction as the close makes it: its lines, SKUs, names and numbers and team pieces exact;
 * made twice, one order; discarded while held; held orders never delivered; sent by the dealer,
 * delivered as payload version 3 with the store, the store PROCESSING; the CSV's store columns;
 * another dealer answered NOT_FOUND; and the team's pieces of a decision read defensively.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CSV_COLUMNS } from '../src/modules/quotes/orders-csv.js';
import { teamPiecesOfDecision } from '../src/modules/stores/store-production.js';
import { errorOf, startHarness, type Harness } from './harness.js';
import { openTestStore } from './store-fixture.js';
import { parse } from 'csv-parse/sync';

/** The rows of a CSV text (its byte order mark dropped). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true });

const DEALER = 'SPO001';
const OTHER = 'SPO002';
let keys = 0;
const newKey = () => `production-key-${String(++keys).padStart(4, '0')}-abcdefghijklmnop`;

let h: Harness;
let token: string;
let other: string;

beforeAll(async () => {
  // The webhook receiver listens on 127.0.0.1.
  h = await startHarness({
    env: { ORDER_SYNC_RETRY_LIMIT: '1', ORDER_SYNC_RETRY_DELAY_SECONDS: '1', ORDER_WEBHOOK_ALLOW_PRIVATE: 'on' },
  });
  ({ token } = await h.signIn(DEALER));
  ({ token: other } = await h.signIn(OTHER));
}, 120_000);

afterAll(async () => h?.close());

async function ok<T = any>(query: string, variables: Record<string, unknown>, as: string | undefined = token) {
  const r = await h.gql<T>(query, variables, as);
  expect(r.errors).toBeUndefined();
  return r.data as any;
}

const db = () => h.built.database.db;

const openStore = (team: string) =>
  openTestStore(h, ok, team, { paymentMethods: ['PAY_LATER'], fulfilment: 'BULK', groupLabel: 'Team' });

type Store = Awaited<ReturnType<typeof openStore>>;

interface LineIn {
  item: 'jersey' | 'top';
  size: string;
  name?: string;
  number?: string;
}

/** A pay-later order of `store` (UNPAID) with `lines`; answers its number and line ids. */
async function buy(store: Store, lines: LineIn[]): Promise<{ number: string; lineIds: string[] }> {
  const input = {
    dealerCode: DEALER,
    storeId: store.storeId,
    lines: lines.map((l) => ({
      itemId: l.item === 'jersey' ? store.jersey : store.top,
      size: l.size,
      ...(l.name ? { playerName: l.name } : {}),
      ...(l.number ? { playerNumber: l.number } : {}),
    })),
    buyerName: 'Pat Parent',
    buyerEmail: `pat${++keys}@family.example`,
    paymentMethod: 'PAY_LATER',
  };
  const r = await ok(
    `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
      order { number status lines { id } } } }`,
    { key: newKey(), input },
    undefined,
  );
  expect(r.checkoutStore.order.status).toBe('UNPAID');
  return {
    number: r.checkoutStore.order.number,
    lineIds: r.checkoutStore.order.lines.map((l: { id: string }) => l.id),
  };
}

const markPaid = (store: Store, number: string) =>
  ok(`mutation($s: ID!, $n: String!) { markStoreOrderPaid(storeId: $s, orderNumber: $n) { status } }`, {
    s: store.storeId,
    n: number,
  });

/**
 * The store's round 1 as the test knows it:
 * - order 1, paid: jersey M ANA 12, top L;
 * - order 2, unpaid (pay later): jersey M BEA 7, jersey L CARA 21, top M;
 * - order 3, paid: jersey S DANI 3, top L refunded;
 * - order 4, unpaid: jersey L EVE 30 cancelled, top M.
 */
async function storeOfKnownOrders(team: string): Promise<Store> {
  const store = await openStore(team);
  const o1 = await buy(store, [
    { item: 'jersey', size: 'M', name: 'ANA', number: '12' },
    { item: 'top', size: 'L' },
  ]);
  await markPaid(store, o1.number);
  await buy(store, [
    { item: 'jersey', size: 'M', name: 'BEA', number: '7' },
    { item: 'jersey', size: 'L', name: 'CARA', number: '21' },
    { item: 'top', size: 'M' },
  ]);
  const o3 = await buy(store, [
    { item: 'jersey', size: 'S', name: 'DANI', number: '3' },
    { item: 'top', size: 'L' },
  ]);
  await markPaid(store, o3.number);
  await ok(
    `mutation($s: ID!, $n: String!, $l: ID!) { refundStoreOrderLine(storeId: $s, orderNumber: $n, lineId: $l) { status } }`,
    { s: store.storeId, n: o3.number, l: o3.lineIds[1] },
  );
  const o4 = await buy(store, [
    { item: 'jersey', size: 'L', name: 'EVE', number: '30' },
    { item: 'top', size: 'M' },
  ]);
  await ok(
    `mutation($s: ID!, $n: String!, $l: ID!) { cancelStoreOrderLine(storeId: $s, orderNumber: $n, lineId: $l) { status } }`,
    { s: store.storeId, n: o4.number, l: o4.lineIds[0] },
  );
  return store;
}

const CLOSED_AT = new Date('2026-05-01T22:00:00.000Z');

/**
 * Closes round 1 of `store` as the close does, in SQL (test only): the store CLOSED and its
 * round's row with the decision: the tops' minimum (6) short by 3, the team buying 2 M and 1 L
 * per item and size; the jerseys' (10) with a bare count of 1 (its most-ordered size, M).
 */
async function closeInSql(store: Store) {
  const decision = [
    {
      minimumId: 1,
      name: 'Practice tops',
      itemIds: [Number(store.top)],
      pieces: 6,
      ordered: 3,
      outcome: 'TEAM_BUYS',
      teamPieces: [
        { itemId: Number(store.top), size: 'M', quantity: 2 },
        { itemId: Number(store.top), size: 'L', quantity: 1 },
      ],
    },
    {
      minimumId: 2,
      name: 'Jerseys',
      itemIds: [Number(store.jersey)],
      pieces: 5,
      ordered: 4,
      outcome: 'TEAM_BUYS',
      teamPieces: 1,
    },
    { minimumId: 3, name: 'Broken', itemIds: [], pieces: 1, ordered: 0, outcome: 'TEAM_BUYS', teamPieces: null },
  ];
  await sql`UPDATE stores SET state = 'CLOSED' WHERE project_id = ${store.projectId}`.execute(db());
  await sql`INSERT INTO store_rounds (store_id, round, closed_at, decided_at, minimums)
    VALUES (${store.projectId}, 1, ${CLOSED_AT}, ${CLOSED_AT}, ${JSON.stringify(decision)}::jsonb)`.execute(db());
}

/** Makes (or discards) round 1's production order in a transaction, as the close does. */
const make = (store: Store) =>
  db()
    .transaction()
    .execute((trx) => h.built.services.stores.production.make(trx, store.projectId, 1));
const discard = (store: Store) =>
  db()
    .transaction()
    .execute((trx) => h.built.services.stores.production.discard(trx, store.projectId, 1));

const ordersOfStore = (store: Store) =>
  db().selectFrom('orders').selectAll().where('store_id', '=', store.projectId).execute();

const PRODUCTION = `query($ref: ProjectRefInput!) { project(ref: $ref) { ... on Store { state productionOrders {
  id number totalCents sentAt syncStatus quote { id } store { id name round closedAt fulfilment groupLabel }
  lines { styleId productName configurationShortId quantity lineTotalCents proofVersion colors { code }
    sizeLines { sku size quantity unitPriceCents playerName playerNumber teamPieces players { name number } } } } } } }`;
const SEND = `mutation($s: ID!, $r: Int!) { sendStoreProductionOrder(storeId: $s, round: $r) { id sentAt syncStatus } }`;

const productionOf = async (store: Store, as = token) =>
  (await ok(PRODUCTION, { ref: { type: 'STORE', dealerCode: DEALER, id: store.storeId } }, as)).project;

/** The lines round 1 of {@link storeOfKnownOrders} is produced as (after {@link closeInSql}). */
const expectedLines = (store: Store) => [
  {
    styleId: 'CG2100',
    productName: 'Home Jersey',
    configurationShortId: store.shortId,
    quantity: 5,
    lineTotalCents: 5 * 4250,
    proofVersion: null,
    colors: [{ code: '19' }, { code: '13' }, { code: '25' }],
    sizeLines: [
      {
        sku: 'CG2100-19-04',
        size: 'S',
        quantity: 1,
        unitPriceCents: 4250,
        playerName: null,
        playerNumber: null,
        teamPieces: 0,
        players: [{ name: 'DANI', number: '3' }],
      },
      {
        sku: 'CG2100-19-05',
        size: 'M',
        quantity: 3,
        unitPriceCents: 4250,
        playerName: null,
        playerNumber: null,
        teamPieces: 1,
        players: [
          { name: 'ANA', number: '12' },
          { name: 'BEA', number: '7' },
        ],
      },
      {
        sku: 'CG2100-19-06',
        size: 'L',
        quantity: 1,
        unitPriceCents: 4250,
        playerName: null,
        playerNumber: null,
        teamPieces: 0,
        players: [{ name: 'CARA', number: '21' }],
      },
    ],
  },
  {
    styleId: 'CG2100',
    productName: 'Practice Top',
    configurationShortId: store.shortId,
    quantity: 6,
    lineTotalCents: 6 * 2000,
    proofVersion: null,
    colors: [{ code: '19' }, { code: '13' }, { code: '25' }],
    sizeLines: [
      {
        sku: 'CG2100-19-05',
        size: 'M',
        quantity: 4,
        unitPriceCents: 2000,
        playerName: null,
        playerNumber: null,
        teamPieces: 2,
        players: [],
      },
      {
        sku: 'CG2100-19-06',
        size: 'L',
        quantity: 2,
        unitPriceCents: 2000,
        playerName: null,
        playerNumber: null,
        teamPieces: 1,
        players: [],
      },
    ],
  },
];
const TOTAL = 5 * 4250 + 6 * 2000;

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver answering 200. */
async function receiver() {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/orders`,
    deliveries,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function waitFor<T>(fn: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("a store's production order", () => {
  let store: Store;
  beforeAll(async () => {
    store = await storeOfKnownOrders('Maple Marlins');
    await closeInSql(store);
  }, 120_000);

  it('makes one held order of the live lines: sizes, SKUs, names and numbers, the team’s pieces, dealer prices', async () => {
    await make(store);
    const read = await productionOf(store);
    expect(read.state).toBe('CLOSED');
    expect(read.productionOrders).toHaveLength(1);
    const [order] = read.productionOrders;
    expect(order).toMatchObject({
      totalCents: TOTAL,
      sentAt: null,
      syncStatus: 'NOT_SENT',
      quote: null,
      store: {
        id: store.storeId,
        name: store.title,
        round: 1,
        closedAt: CLOSED_AT.toISOString(),
        fulfilment: 'BULK',
        groupLabel: 'Team',
      },
    });
    expect(order.lines).toEqual(expectedLines(store));
    // The order page reads it by id as any order.
    const page = await ok(
      `query($id: ID!) { order(id: $id) { number quote { id } totals { subtotalCents totalCents } } }`,
      {
        id: order.id,
      },
    );
    expect(page.order).toEqual({
      number: order.number,
      quote: null,
      totals: { subtotalCents: TOTAL, totalCents: TOTAL },
    });
  });

  it('made twice (or at once), it is one order, unchanged', async () => {
    const [before] = await ordersOfStore(store);
    await Promise.all([make(store), make(store)]);
    await make(store);
    const after = await ordersOfStore(store);
    expect(after.map((o) => [o.id, o.total_cents, o.store_round])).toEqual([[before!.id, TOTAL, 1]]);
  });

  it('another dealer cannot send it or read it', async () => {
    const r = await h.gql(SEND, { s: store.storeId, r: 1 }, other);
    expect(errorOf(r).code).toBe('NOT_FOUND');
    const [order] = await ordersOfStore(store);
    expect(
      errorOf(await h.gql(`query($id: ID!) { order(id: $id) { id } }`, { id: String(order!.id) }, other)).code,
    ).toBe('NOT_FOUND');
    expect(order!.sent_at).toBeNull();
  });

  it('is not delivered while held; sent, it is delivered as payload version 3 and the store is processing', async () => {
    const server = await receiver();
    try {
      // The first webhook URL queues the orders never delivered: not a held production order.
      await ok(`mutation($u: String) { setOrderWebhook(url: $u) { secret } }`, { u: server.url });
      const [held] = await ordersOfStore(store);
      expect(held).toMatchObject({ sync_status: 'NOT_SENT', sync_attempts: 0, sent_at: null });
      // Its details may be set while held: still not delivered.
      await ok(`mutation($id: ID!) { updateOrder(id: $id, input: { shipTo: "Maple Field" }) { id } }`, {
        id: String(held!.id),
      });
      expect((await ordersOfStore(store))[0]).toMatchObject({ sync_status: 'NOT_SENT', sync_attempts: 0 });
      expect(errorOf(await h.gql(SEND, { s: store.storeId, r: 2 }, token))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'round',
      });

      const sent = (await ok(SEND, { s: store.storeId, r: 1 })).sendStoreProductionOrder;
      expect(sent).toMatchObject({ id: String(held!.id), syncStatus: 'PENDING' });
      expect(sent.sentAt).toBeTruthy();
      expect((await productionOf(store)).state).toBe('PROCESSING');
      const delivered = await waitFor(
        async () => (await ordersOfStore(store))[0]!,
        (o) => o.sync_status !== 'PENDING',
      );
      expect(delivered.sync_status).toBe('SYNCED');
      const mine = server.deliveries.filter((d) => d.headers['idempotency-key'] === held!.idempotency_key);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.headers['x-tas-payload-version']).toBe('3');
      const body = JSON.parse(mine[0]!.body);
      expect(body).toMatchObject({
        event: 'order.created',
        payloadVersion: 3,
        order: {
          id: String(held!.id),
          totalCents: TOTAL,
          dealer: { code: DEALER },
          quote: null,
          contact: null,
          project: { id: String(store.projectId), type: 'STORE', title: store.title },
          shipTo: 'Maple Field',
          totals: { subtotalCents: TOTAL, taxCents: 0, totalCents: TOTAL, depositCents: 0, balanceCents: TOTAL },
          store: {
            id: store.storeId,
            name: store.title,
            round: 1,
            closedAt: CLOSED_AT.toISOString(),
            sentAt: new Date(sent.sentAt).toISOString(),
            fulfilment: 'BULK',
            groupLabel: 'Team',
          },
        },
      });
      // Every field of version 2 is there.
      for (const key of ['idempotencyKey', 'revision', 'createdAt', 'currency', 'approvalWaived', 'neededBy'])
        expect(body.order).toHaveProperty(key);
      const lines = expectedLines(store);
      expect(
        body.order.items.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity]),
      ).toEqual(lines.map((l) => [l.productName, l.quantity]));
      expect(body.order.items[0].sizeLines[1]).toEqual({
        size: 'M',
        quantity: 3,
        playerName: null,
        playerNumber: null,
        unitPriceCents: 4250,
        sku: 'CG2100-19-05',
        players: [
          { name: 'ANA', number: '12' },
          { name: 'BEA', number: '7' },
        ],
        teamPieces: 1,
        lineTotalCents: 3 * 4250,
      });
      expect(body.order.items[1].sizeLines.map((l: { teamPieces: number }) => l.teamPieces)).toEqual([2, 1]);

      // Sent: not again, and no longer discarded by a reopening.
      const again = await h.gql(SEND, { s: store.storeId, r: 1 }, token);
      expect(errorOf(again).code).toBe('CONFLICT');
      expect(await discard(store)).toBe(false);
      expect(await ordersOfStore(store)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('lists it in the orders CSV with the store columns at the end', async () => {
    const csv = (await ok(`{ ordersCsv }`, {})).ordersCsv as string;
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ORDER_CSV_COLUMNS]);
    // The columns before the store's keep their order.
    expect(ORDER_CSV_COLUMNS.slice(0, 5)).toEqual([
      'order_number',
      'order_id',
      'order_created_at',
      'sync_status',
      'sync_attempts',
    ]);
    expect(ORDER_CSV_COLUMNS.slice(-6)).toEqual([
      'store_id',
      'store_name',
      'store_round',
      'store_sent_at',
      'players',
      'team_pieces',
    ]);
    const [order] = await ordersOfStore(store);
    const body = rows
      .slice(1)
      .map((cells) => Object.fromEntries(ORDER_CSV_COLUMNS.map((c, i) => [c, cells[i]])))
      .filter((r) => r.order_id === String(order!.id));
    expect(
      body.map((r) => [r.product_name, r.size, r.quantity, r.sku, r.players, r.team_pieces, r.line_total_cents]),
    ).toEqual([
      ['Home Jersey', 'S', '1', 'CG2100-19-04', 'DANI #3', '0', '4250'],
      ['Home Jersey', 'M', '3', 'CG2100-19-05', 'ANA #12; BEA #7', '1', '12750'],
      ['Home Jersey', 'L', '1', 'CG2100-19-06', 'CARA #21', '0', '4250'],
      ['Practice Top', 'M', '4', 'CG2100-19-05', '', '2', '8000'],
      ['Practice Top', 'L', '2', 'CG2100-19-06', '', '1', '4000'],
    ]);
    expect(body[0]).toMatchObject({
      quote_id: '',
      project_type: 'STORE',
      order_total_cents: String(TOTAL),
      store_id: store.storeId,
      store_name: store.title,
      store_round: '1',
      store_sent_at: new Date(order!.sent_at!).toISOString(),
    });
  });
});

describe('a held production order discarded', () => {
  it('is deleted while held, and made again as the round is now', async () => {
    const store = await storeOfKnownOrders('Willow Wasps');
    await closeInSql(store);
    await make(store);
    const [first] = await ordersOfStore(store);
    expect(await discard(store)).toBe(true);
    expect(await ordersOfStore(store)).toEqual([]);
    expect(await discard(store)).toBe(false);
    // No decision (null): no team pieces.
    await sql`UPDATE store_rounds SET minimums = NULL WHERE store_id = ${store.projectId}`.execute(db());
    await make(store);
    const [second] = await ordersOfStore(store);
    expect(second!.id).not.toBe(first!.id);
    expect(second!.total_cents).toBe(4 * 4250 + 3 * 2000);
    expect(
      second!.lines!.flatMap((l) => l.sizeLines.map((s) => [l.productName, s.size, s.quantity, s.teamPieces])),
    ).toEqual([
      ['Home Jersey', 'S', 1, 0],
      ['Home Jersey', 'M', 2, 0],
      ['Home Jersey', 'L', 1, 0],
      ['Practice Top', 'M', 2, 0],
      ['Practice Top', 'L', 1, 0],
    ]);
    expect(errorOf(await h.gql(SEND, { s: store.storeId, r: 1 }, other)).code).toBe('NOT_FOUND');
  });
});

describe("the team's pieces of a decision, read defensively", () => {
  it('reads per item and size, a bare count for the first item, and skips what it cannot read', () => {
    expect(
      teamPiecesOfDecision({
        minimums: [
          {
            itemIds: [4],
            teamPieces: [
              { itemId: 4, size: 'M', quantity: 2 },
              { itemId: '5', quantity: 1 },
            ],
          },
          { itemIds: [7, 8], teamPieces: 3 },
          { itemIds: [9], teamPieces: [{ itemId: 9, size: 'L', quantity: -1 }, null, 'x'] },
          { itemIds: [], teamPieces: 2 },
          null,
          { itemIds: [6] },
        ],
      }),
    ).toEqual([
      { itemId: 4, size: 'M', quantity: 2 },
      { itemId: 5, size: null, quantity: 1 },
      { itemId: 7, size: null, quantity: 3 },
    ]);
    for (const nothing of [null, undefined, 'decided', 42, {}, { minimums: 'none' }])
      expect(teamPiecesOfDecision(nothing)).toEqual([]);
  });
});
