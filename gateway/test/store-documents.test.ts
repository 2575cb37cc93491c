/**
 * A store's closing documents over the API (on PGlite and, with DATABASE_URL, on PostgreSQL),
 * with the stand-in Stripe server (scripts/stripe-stand-in.mjs: each paid charge's fee 2.9 % +
 * 30 cents) and a stand-in render service that prints like the print page (it reads the packing
 * list with the job's print grant): the packing list of a round sorted by group then player with
 * its exact items, sizes, quantities and pictures, cancelled and refunded lines and unpaid card
 * orders left out, a second round holding only its own orders; the bag labels' counts; the
 * payout statement's exact figures (gross, refunds, the fees Stripe reported, tax, fundraising)
 * and its CSV; another dealer answered NOT_FOUND; the PDF export queued and printed with the
 * store's grant; the small print picture served as it is.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../scripts/stripe-stand-in.mjs';
import { errorOf, startHarness, type Harness } from './harness.js';
import { waitUntil } from './processes.js';
import { letterPdf, renderWorkerEnv, serveStandIn, type StandIn } from './render-service-stand-in.js';
import { openTestStore } from './store-fixture.js';

const DEALER = 'SDC001';
const OTHER = 'SDC002';
const SECRET = 'whsec_store_documents_0123456789abcdef';
const RENDER_TOKEN = 'store-documents-test-token-0123456789';
let keys = 0;
const newKey = () => `documents-key-${String(++keys).padStart(4, '0')}-abcdefghijklmnop`;

const LINE_FIELDS = `number status lines { id itemName size playerNumber unitPriceCents taxCents totalCents }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
  redirectUrl order { ${LINE_FIELDS} } } }`;
const CANCEL = `mutation($s: ID!, $n: String!, $l: ID!) { cancelStoreOrderLine(storeId: $s, orderNumber: $n, lineId: $l) { number } }`;
const REFUND = `mutation($s: ID!, $n: String!, $l: ID!) { refundStoreOrderLine(storeId: $s, orderNumber: $n, lineId: $l) { number } }`;
const MARK_PAID = `mutation($s: ID!, $n: String!) { markStoreOrderPaid(storeId: $s, orderNumber: $n) { status } }`;
const PACKING = `query($s: ID!, $r: Int!) { storePackingList(storeId: $s, round: $r) { storeId round teamName groupLabel
  bags { orderNumber player group buyerName buyerEmail buyerPhone itemCount
    items { itemName size quantity playerName playerNumber pictureUrl } } } }`;
const FIGURES = `round orders grossCents refundsCents feesCents taxCents fundraisingCents netCents`;
const PAYOUT = `query($s: ID!) { storePayoutStatement(storeId: $s) { storeId teamName rounds { ${FIGURES} } total { ${FIGURES} } } }`;
const CSV = `query($s: ID!) { storePayoutCsv(storeId: $s) }`;
const EXPORT = `mutation($s: ID!, $d: StoreDocumentKind!, $r: Int) { exportStoreDocument(storeId: $s, document: $d, round: $r) {
  id status filename } }`;

interface Line {
  id: string;
  taxCents: number;
}
interface Order {
  number: string;
  status: string;
  lines: Line[];
}
interface Item {
  itemName: string;
  size: string;
  quantity: number;
  playerName: string | null;
  playerNumber: string | null;
  pictureUrl: string | null;
}
interface Bag {
  orderNumber: string;
  player: string;
  group: string | null;
  itemCount: number;
  items: Item[];
}

let h: Harness;
let stripe: StripeStandIn;
let stand: StandIn;
let token: string;
let other: string;
/** What the stand-in render service's print page read: with the job's grant, and without. */
const prints: { url: string; read: unknown; readWithoutToken: unknown }[] = [];

beforeAll(async () => {
  let gatewayUrl = '';
  const read = async (url: URL, grant: string | null) => {
    const [, , , storeId, , round] = url.pathname.split('/');
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(grant ? { 'x-print-token': grant } : {}) },
      body: JSON.stringify({ query: PACKING, variables: { s: decodeURIComponent(storeId!), r: Number(round) } }),
    });
    return (await res.json()) as { data?: { storePackingList: { bags: Bag[] } }; errors?: unknown[] };
  };
  stand = await serveStandIn(RENDER_TOKEN, {
    snapshots: () => undefined,
    async pdf(call) {
      const url = new URL(call.url);
      const grant = new URLSearchParams(url.hash.slice(1)).get('print-token');
      const withGrant = await read(url, grant);
      prints.push({ url: call.url, read: withGrant, readWithoutToken: await read(url, null) });
      return letterPdf(withGrant.data?.storePackingList.bags.length ?? 1);
    },
  });
  stripe = await startStripeStandIn({ webhookSecret: SECRET });
  h = await startHarness({
    env: {
      ...renderWorkerEnv(stand, RENDER_TOKEN),
      STRIPE_SECRET_KEY: 'sk_test_store_documents',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  gatewayUrl = h.url;
  stripe.setWebhookUrl(`${h.url}/webhooks/stripe`);
  ({ token } = await h.signIn(DEALER));
  ({ token: other } = await h.signIn(OTHER));
}, 120_000);

afterAll(async () => {
  await h?.close();
  await stripe?.close();
  await new Promise((resolve) => stand?.server.close(resolve));
});

async function ok<T = any>(query: string, variables: Record<string, unknown>, as: string | undefined = token) {
  const r = await h.gql<T>(query, variables, as);
  expect(r.errors).toBeUndefined();
  return r.data as any;
}

const openStore = (team: string) => openTestStore(h, ok, team, { groupLabel: 'Team' });

type Store = Awaited<ReturnType<typeof openStore>>;

/** A buyer's order for player `player` of `group`: jerseys with the player's name, tops blank. */
async function buy(
  store: Store,
  method: 'CARD' | 'PAY_LATER',
  who: { player: string; group: string | null; phone?: string },
  jersey: { size: string; number: string } | null,
  tops: string[],
): Promise<{ order: Order; redirectUrl: string | null }> {
  const lines = [
    ...(jersey
      ? [{ itemId: store.jersey, size: jersey.size, playerName: who.player, playerNumber: jersey.number }]
      : []),
    ...tops.map((size) => ({ itemId: store.top, size })),
  ];
  const input = {
    dealerCode: DEALER,
    storeId: store.storeId,
    lines,
    buyerName: `${who.player} Parent`,
    buyerEmail: `${who.player.toLowerCase()}@family.example`,
    buyerPhone: who.phone ?? null,
    playerName: who.player,
    group: who.group,
    paymentMethod: method,
  };
  return (await ok(CHECKOUT, { key: newKey(), input }, undefined)).checkoutStore;
}

/** A card order paid through the stand-in (one signed webhook). */
async function paidCard(
  who: { player: string; group: string | null; phone?: string },
  jersey: { size: string; number: string } | null,
  tops: string[],
) {
  const { order, redirectUrl } = await buy(store, 'CARD', who, jersey, tops);
  const sessionId = redirectUrl!.split('/pay/')[1]!;
  const res = await fetch(`${stripe.url}/test/complete/${sessionId}`, { method: 'POST' });
  expect(await res.json()).toMatchObject({ deliveries: [200] });
  return order;
}

let store: Store;
let zoe: Order;
let bea: Order;

describe("a store's closing documents", () => {
  beforeAll(async () => {
    store = await openStore('Aspen Hawks');
    // Round 1: Zoe (card, paid) a jersey and two tops M; Ava (pay later) a jersey, her top
    // cancelled; Mia (pay later, marked paid) a jersey; Bea (card, paid) her jersey refunded and a
    // top L; a card order never paid and a pay-later order wholly cancelled are not packed.
    zoe = await paidCard({ player: 'Zoe', group: 'U10', phone: '555-0101' }, { size: 'L', number: '7' }, ['M', 'M']);
    const ava = (await buy(store, 'PAY_LATER', { player: 'Ava', group: 'U10' }, { size: 'M', number: '3' }, ['L']))
      .order;
    await ok(CANCEL, { s: store.storeId, n: ava.number, l: ava.lines[1]!.id });
    const mia = (await buy(store, 'PAY_LATER', { player: 'Mia', group: 'U8' }, { size: 'S', number: '9' }, [])).order;
    await ok(MARK_PAID, { s: store.storeId, n: mia.number });
    bea = await paidCard({ player: 'Bea', group: null }, { size: 'M', number: '11' }, ['L']);
    await ok(REFUND, { s: store.storeId, n: bea.number, l: bea.lines[0]!.id });
    await buy(store, 'CARD', { player: 'Cal', group: 'U8' }, { size: 'L', number: '21' }, ['L']);
    const gone = (await buy(store, 'PAY_LATER', { player: 'Dee', group: 'U8' }, null, ['M'])).order;
    await ok(CANCEL, { s: store.storeId, n: gone.number, l: gone.lines[0]!.id });
    // Round 2: Liv (pay later, marked paid) a top M, made in the store's second round.
    const liv = (await buy(store, 'PAY_LATER', { player: 'Liv', group: 'U8' }, null, ['M'])).order;
    await ok(MARK_PAID, { s: store.storeId, n: liv.number });
    const db = h.built.database.db;
    await db.updateTable('store_orders').set({ round: 2 }).where('number', '=', liv.number).execute();
    const { projectId } = await db
      .selectFrom('projects')
      .select('id as projectId')
      .where('public_id', '=', store.storeId)
      .executeTakeFirstOrThrow();
    await db.updateTable('stores').set({ round: 2 }).where('project_id', '=', projectId).execute();
  }, 120_000);

  it('lists the bags of a round by group then player, each item with its size, quantity and picture', async () => {
    const list = (await ok(PACKING, { s: store.storeId, r: 1 })).storePackingList;
    expect(list).toMatchObject({ storeId: store.storeId, round: 1, teamName: 'Aspen Hawks', groupLabel: 'Team' });
    const shape = list.bags.map((b: Bag) => ({
      ...b,
      items: b.items.map(({ pictureUrl: _p, ...i }) => i),
    }));
    const jersey = (size: string, name: string, number: string) => ({
      itemName: 'Home Jersey',
      size,
      quantity: 1,
      playerName: name,
      playerNumber: number,
    });
    const top = (size: string, quantity: number) => ({
      itemName: 'Practice Top',
      size,
      quantity,
      playerName: null,
      playerNumber: null,
    });
    expect(shape.map((b: Bag) => [b.group, b.player, b.itemCount])).toEqual([
      ['U8', 'Mia', 1],
      ['U10', 'Ava', 1],
      ['U10', 'Zoe', 3],
      [null, 'Bea', 1],
    ]);
    expect(shape.map((b: Bag) => b.items)).toEqual([
      [jersey('S', 'Mia', '9')],
      [jersey('M', 'Ava', '3')],
      [jersey('L', 'Zoe', '7'), top('M', 2)],
      [top('L', 1)],
    ]);
    expect(list.bags[2]).toMatchObject({
      orderNumber: zoe.number,
      buyerName: 'Zoe Parent',
      buyerEmail: 'zoe@family.example',
      buyerPhone: '555-0101',
    });
    expect(list.bags[3]).toMatchObject({ orderNumber: bea.number, buyerPhone: null });
    // Each item its own picture: a jersey's has its player's name and number, the blank tops share one.
    const pictures = list.bags.flatMap((b: Bag) => b.items.map((i) => i.pictureUrl));
    for (const url of pictures) expect(url).toMatch(/\/store-pictures\/[a-f0-9]{64}\/(FRONT|BACK)\.print\.jpg$/);
    const [mia, ava, zoeJersey, zoeTop, beaTop] = pictures;
    expect(new Set([mia, ava, zoeJersey, zoeTop]).size).toBe(4);
    expect(beaTop).toBe(zoeTop);
  });

  it('serves a drawn picture small, for print, as it is (no redirect)', async () => {
    const list = (await ok(PACKING, { s: store.storeId, r: 1 })).storePackingList;
    const path = new URL(list.bags[0].items[0].pictureUrl).pathname;
    const res = await waitUntil(
      'the picture is drawn',
      async () => {
        const r = await h.built.app.inject({ method: 'GET', url: path });
        return r.statusCode === 200 ? r : undefined;
      },
      60_000,
    );
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 300]);
    const missing = await h.built.app.inject({
      method: 'GET',
      url: `/store-pictures/${'0'.repeat(64)}/BACK.print.jpg`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a second round apart: only its own orders; a round the store has not reached is refused', async () => {
    const round2 = (await ok(PACKING, { s: store.storeId, r: 2 })).storePackingList;
    expect(
      round2.bags.map((b: Bag) => [
        b.group,
        b.player,
        b.itemCount,
        b.items.map((i) => [i.itemName, i.size, i.quantity]),
      ]),
    ).toEqual([['U8', 'Liv', 1, [['Practice Top', 'M', 1]]]]);
    const round1 = (await ok(PACKING, { s: store.storeId, r: 1 })).storePackingList;
    expect(round1.bags.map((b: Bag) => b.player)).toEqual(['Mia', 'Ava', 'Zoe', 'Bea']);
    for (const r of [0, 3])
      expect(errorOf(await h.gql(PACKING, { s: store.storeId, r }, token))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'round',
      });
  });

  it('states the payout per round and in all: gross, refunds, the fees Stripe reported, tax, fundraising', async () => {
    // Fees as the stand-in's balance transactions report them: 2.9 % + 30 cents of each charge.
    // A jersey sells at 4750 (4250 + 500 fundraising), tax 392; a top at 2000, tax 165. Zoe paid
    // 4750 + 2 x 2000 + 392 + 2 x 165 = 9472 (fee 275 + 30); Bea 4750 + 2000 + 392 + 165 = 7307 (fee 212 + 30).
    expect([zoe.lines.map((l) => l.taxCents), bea.lines.map((l) => l.taxCents)]).toEqual([
      [392, 165, 165],
      [392, 165],
    ]);
    const fees = await h.built.database.db
      .selectFrom('payments')
      .select(['amount_cents', 'fee_cents'])
      .where('method', '=', 'CARD')
      .where('status', 'in', ['PAID', 'PARTIALLY_REFUNDED'])
      .orderBy('id')
      .execute();
    expect(fees.filter((f) => [9472, 7307].includes(f.amount_cents))).toEqual([
      { amount_cents: 9472, fee_cents: 305 },
      { amount_cents: 7307, fee_cents: 242 },
    ]);
    const statement = (await ok(PAYOUT, { s: store.storeId })).storePayoutStatement;
    const figures = (round: number | null, o: number, g: number, r: number, f: number, t: number, fr: number) => ({
      round,
      orders: o,
      grossCents: g,
      refundsCents: r,
      feesCents: f,
      taxCents: t,
      fundraisingCents: fr,
      netCents: g - r + t - f,
    });
    // Round 1, paid: Zoe (8750 before tax), Bea (6750, her 4750 jersey refunded), Mia (4750,
    // marked paid); tax kept 392 + 330 + 165 + 392; fundraising 500 (Zoe) + 500 (Mia).
    expect(statement).toEqual({
      storeId: store.storeId,
      teamName: 'Aspen Hawks',
      rounds: [figures(1, 3, 20250, 4750, 547, 1279, 1000), figures(2, 1, 2000, 0, 0, 165, 0)],
      total: figures(null, 4, 22250, 4750, 547, 1444, 1000),
    });
    expect((await ok(CSV, { s: store.storeId })).storePayoutCsv).toBe(
      [
        'round,paid_orders,gross_sales,refunds,card_fees,tax_collected,fundraising_owed,net',
        '1,3,202.50,47.50,5.47,12.79,10.00,162.32',
        '2,1,20.00,0.00,0.00,1.65,0.00,21.65',
        'all,4,222.50,47.50,5.47,14.44,10.00,183.97',
        '',
      ].join('\n'),
    );
  });

  it('answers another dealer and a visitor NOT_FOUND', async () => {
    for (const [query, variables] of [
      [PACKING, { s: store.storeId, r: 1 }],
      [PAYOUT, { s: store.storeId }],
      [CSV, { s: store.storeId }],
      [EXPORT, { s: store.storeId, d: 'PACKING_LIST', r: 1 }],
    ] as const) {
      expect(errorOf(await h.gql(query, variables, other))).toMatchObject({ code: 'NOT_FOUND' });
      expect(errorOf(await h.gql(query, variables))).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('queues the packing list PDF, printed from its print page with the store’s grant', async () => {
    expect(errorOf(await h.gql(EXPORT, { s: store.storeId, d: 'BAG_LABELS' }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'round',
    });
    const queued = (await ok(EXPORT, { s: store.storeId, d: 'PACKING_LIST', r: 1 })).exportStoreDocument;
    expect(queued).toMatchObject({ status: 'QUEUED', filename: 'Aspen Hawks packing list round 1.pdf' });
    const job = await waitUntil(
      'the packing list PDF job ends',
      async () => {
        const r = await h.gql(
          `query($id: ID!) { renderJob(id: $id) { status filename url } }`,
          { id: queued.id },
          token,
        );
        const j = r.data?.renderJob;
        return j && (j.status === 'DONE' || j.status === 'FAILED') ? j : undefined;
      },
      60_000,
    );
    expect(job).toMatchObject({ status: 'DONE', filename: 'Aspen Hawks packing list round 1.pdf' });
    const print = prints.at(-1)!;
    expect(new URL(print.url).pathname).toBe(`/print/stores/${store.storeId}/packing-list/1`);
    const read = print.read as { data: { storePackingList: { bags: Bag[] } } };
    expect(read.data.storePackingList.bags.map((b) => b.player)).toEqual(['Mia', 'Ava', 'Zoe', 'Bea']);
    // Without the grant the print page reads nothing.
    expect(print.readWithoutToken).toMatchObject({ errors: [expect.anything()] });
    const payout = (await ok(EXPORT, { s: store.storeId, d: 'PAYOUT_STATEMENT' })).exportStoreDocument;
    expect(payout).toMatchObject({ status: 'QUEUED', filename: 'Aspen Hawks payout.pdf' });
  });
});
