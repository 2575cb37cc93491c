/**
 * Team stores over the API, the dealer's live store (on PGlite and, with DATABASE_URL, on
 * PostgreSQL): a line of an unpaid pay-later order cancelled (its number free again, the order's
 * totals exact, an order with none left CANCELLED), a line of a card order refunded through the
 * stand-in Stripe server (scripts/stripe-stand-in.mjs) for exactly its price and tax, once however
 * often it is asked, a pay-later order marked paid refunded as a recorded refund, a refund of the
 * whole payment made elsewhere marking the order, the refusals (naming why), another dealer
 * answered NOT_FOUND, and the store's sales figures in exact cents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../scripts/stripe-stand-in.mjs';
import { errorOf, startHarness, type Harness } from './harness.js';
import { openTestStore } from './store-fixture.js';

const DEALER = 'SDL001';
const SECRET = 'whsec_store_dealer_0123456789abcdef';
let keys = 0;
const newKey = () => `dealer-key-${String(++keys).padStart(4, '0')}-abcdefghijklmnop`;

const LINE_FIELDS = `number status paymentMethod subtotalCents fundraisingCents taxCents totalCents refundedCents
  lines { id itemName size playerNumber unitPriceCents taxCents totalCents cancelled refunded }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
  redirectUrl order { ${LINE_FIELDS} } } }`;
const CANCEL = `mutation($s: ID!, $n: String!, $l: ID!) { cancelStoreOrderLine(storeId: $s, orderNumber: $n, lineId: $l) { ${LINE_FIELDS} } }`;
const REFUND = `mutation($s: ID!, $n: String!, $l: ID!) { refundStoreOrderLine(storeId: $s, orderNumber: $n, lineId: $l) { ${LINE_FIELDS} } }`;
const ORDERS = `query($s: ID!) { storeOrders(storeId: $s) { ${LINE_FIELDS} } }`;
const SALES = `query($ref: ProjectRefInput!) { project(ref: $ref) { ... on Store { sales { orders garments salesCents
  fundraisingCents taxCents byItem { itemId name sold salesCents fundraisingCents } bySize { size sold } } } } }`;
const TAKEN = `query($c: String!, $s: ID!, $i: ID!, $n: String) {
  checkPersonalisation(dealerCode: $c, storeId: $s, itemId: $i, playerName: "Ana", playerNumber: $n) { code } }`;

interface Line {
  id: string;
  totalCents: number;
  cancelled: boolean;
  refunded: boolean;
}
interface Order {
  number: string;
  status: string;
  subtotalCents: number;
  fundraisingCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  lines: Line[];
}

let h: Harness;
let stripe: StripeStandIn;
let token: string;

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: SECRET });
  h = await startHarness({
    env: { STRIPE_SECRET_KEY: 'sk_test_store_dealer', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url },
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

const openStore = (team: string) => openTestStore(h, ok, team);

type Store = Awaited<ReturnType<typeof openStore>>;

/** A buyer's order in `store`: a jersey (size, number) and, with `top`, a practice top. */
async function buy(
  store: Store,
  method: 'CARD' | 'PAY_LATER',
  jersey: { size: string; number: string } | null,
  top: string | null,
): Promise<{ order: Order; redirectUrl: string | null }> {
  const lines = [
    ...(jersey ? [{ itemId: store.jersey, size: jersey.size, playerName: 'Ana', playerNumber: jersey.number }] : []),
    ...(top ? [{ itemId: store.top, size: top }] : []),
  ];
  const input = {
    dealerCode: DEALER,
    storeId: store.storeId,
    lines,
    buyerName: 'Pat Parent',
    buyerEmail: `pat${++keys}@family.example`,
    paymentMethod: method,
  };
  return (await ok(CHECKOUT, { key: newKey(), input }, undefined)).checkoutStore;
}

/** A card order of `store` paid through the stand-in's hosted page (one signed webhook). */
async function paidCard(store: Store, jersey: { size: string; number: string } | null, top: string | null) {
  const { order, redirectUrl } = await buy(store, 'CARD', jersey, top);
  const sessionId = redirectUrl!.split('/pay/')[1]!;
  const res = await fetch(`${stripe.url}/test/complete/${sessionId}`, { method: 'POST' });
  expect(await res.json()).toMatchObject({ deliveries: [200] });
  return { order, session: stripe.sessions.get(sessionId)! };
}

const orderOf = async (store: Store, number: string): Promise<Order> =>
  (await ok(ORDERS, { s: store.storeId })).storeOrders.find((o: Order) => o.number === number);
const messageOf = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const paymentIdOf = (entry: { params: Record<string, unknown> }) =>
  (entry.params.metadata as { paymentId: string }).paymentId;
const refundsOf = (intent: string) => [...stripe.refunds.values()].filter((r) => r.refund.payment_intent === intent);
const taken = async (store: Store, number: string) =>
  (await ok(TAKEN, { c: DEALER, s: store.storeId, i: store.jersey, n: number }, undefined)).checkPersonalisation;

/** An order's totals when only its practice top is still sold: 2000, no fundraising, 165 tax. */
const TOP_ONLY = { subtotalCents: 2000, fundraisingCents: 0, taxCents: 165, totalCents: 2165 };

describe("the dealer's order lines", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore('Cedar Comets');
  }, 120_000);

  it('cancels a line of an unpaid pay-later order: its number is free, the totals are the other line’s', async () => {
    const { order } = await buy(store, 'PAY_LATER', { size: 'M', number: '12' }, 'L');
    // Jersey 4750 + tax 392 = 5142; top 2000 + tax 165 = 2165.
    expect(order).toMatchObject({ status: 'UNPAID', subtotalCents: 6750, taxCents: 557, totalCents: 7307 });
    expect(await taken(store, '12')).toEqual([{ code: 'TAKEN' }]);
    const [jersey, top] = order.lines;
    const cancelled: Order = (await ok(CANCEL, { s: store.storeId, n: order.number, l: jersey!.id }))
      .cancelStoreOrderLine;
    expect(cancelled).toMatchObject({ status: 'UNPAID', ...TOP_ONLY, refundedCents: 0 });
    expect(cancelled.lines.map((l) => [l.cancelled, l.refunded])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(await taken(store, '12')).toEqual([]);
    // Twice: refused, naming why, and nothing changes.
    const again = await h.gql(CANCEL, { s: store.storeId, n: order.number, l: jersey!.id }, token);
    expect(errorOf(again).code).toBe('CONFLICT');
    expect(messageOf(again)).toBe('This line is cancelled already');
    // The last line: the order is CANCELLED at 0 and can no longer be marked paid.
    const last: Order = (await ok(CANCEL, { s: store.storeId, n: order.number, l: top!.id })).cancelStoreOrderLine;
    expect(last).toMatchObject({ status: 'CANCELLED', subtotalCents: 0, taxCents: 0, totalCents: 0 });
    const mark = await h.gql(
      `mutation($s: ID!, $n: String!) { markStoreOrderPaid(storeId: $s, orderNumber: $n) { status } }`,
      { s: store.storeId, n: order.number },
      token,
    );
    expect(errorOf(mark).code).toBe('CONFLICT');
  });

  it('refunds a card line through Stripe for exactly its price and tax, once however often it is asked', async () => {
    const { order, session } = await paidCard(store, { size: 'L', number: '20' }, 'M');
    const intent = session.session.payment_intent as string;
    expect((await orderOf(store, order.number)).status).toBe('PAID');
    const [jersey, top] = order.lines;
    const refunded: Order = (await ok(REFUND, { s: store.storeId, n: order.number, l: jersey!.id }))
      .refundStoreOrderLine;
    expect(refunded).toMatchObject({ status: 'PAID', ...TOP_ONLY, refundedCents: 5142 });
    expect(refunded.lines.map((l) => l.refunded)).toEqual([true, false]);
    expect(refundsOf(intent).map((r) => r.refund.amount)).toEqual([5142]);
    expect(await taken(store, '20')).toEqual([]);
    // Asked again: CONFLICT naming why; Stripe is not asked.
    const requests = stripe.requests.length;
    const again = await h.gql(REFUND, { s: store.storeId, n: order.number, l: jersey!.id }, token);
    expect(errorOf(again).code).toBe('CONFLICT');
    expect(messageOf(again)).toBe('This line is refunded already');
    expect(stripe.requests.length).toBe(requests);
    // Two at once for the other line: one refund of 2165, the order REFUNDED.
    const both = await Promise.all(
      [1, 2].map(() => h.gql(REFUND, { s: store.storeId, n: order.number, l: top!.id }, token)),
    );
    expect(both.some((r) => !r.errors)).toBe(true);
    expect(refundsOf(intent).map((r) => r.refund.amount)).toEqual([5142, 2165]);
    const after = await orderOf(store, order.number);
    expect(after).toMatchObject({ status: 'REFUNDED', totalCents: 0, refundedCents: 7307 });
    expect(after.lines.map((l) => l.refunded)).toEqual([true, true]);
    const payment = await h.built.services.payments.get(paymentIdOf(session));
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedCents: 7307 });
  });

  it('records the refund of a pay-later order marked paid, without asking Stripe', async () => {
    const { order } = await buy(store, 'PAY_LATER', null, 'L');
    await ok(`mutation($s: ID!, $n: String!) { markStoreOrderPaid(storeId: $s, orderNumber: $n) { status } }`, {
      s: store.storeId,
      n: order.number,
    });
    const refunds = stripe.refunds.size;
    const refunded: Order = (await ok(REFUND, { s: store.storeId, n: order.number, l: order.lines[0]!.id }))
      .refundStoreOrderLine;
    expect(refunded).toMatchObject({ status: 'REFUNDED', totalCents: 0, refundedCents: 2165 });
    expect(stripe.refunds.size).toBe(refunds);
  });

  it('marks the order when its whole payment is refunded elsewhere: lines refunded, numbers free', async () => {
    const { order, session } = await paidCard(store, { size: 'S', number: '33' }, null);
    await h.built.services.payments.refund({
      paymentId: paymentIdOf(session),
      amountCents: 5142,
      idempotencyKey: 'refund-made-elsewhere',
    });
    const after = await orderOf(store, order.number);
    expect(after).toMatchObject({ status: 'REFUNDED', totalCents: 0, refundedCents: 5142 });
    expect(after.lines.map((l) => l.refunded)).toEqual([true]);
    expect(await taken(store, '33')).toEqual([]);
  });

  it('refuses what the order’s state does not allow, naming why', async () => {
    const unpaid = (await buy(store, 'PAY_LATER', null, 'M')).order;
    const refund = await h.gql(REFUND, { s: store.storeId, n: unpaid.number, l: unpaid.lines[0]!.id }, token);
    expect(errorOf(refund).code).toBe('CONFLICT');
    expect(messageOf(refund)).toBe('This order is not paid: cancel the line instead');
    const { order: paid } = await paidCard(store, null, 'M');
    const cancel = await h.gql(CANCEL, { s: store.storeId, n: paid.number, l: paid.lines[0]!.id }, token);
    expect(errorOf(cancel).code).toBe('CONFLICT');
    expect(messageOf(cancel)).toBe('This line is paid: refund it instead');
    const pending = (await buy(store, 'CARD', null, 'M')).order;
    const early = await h.gql(REFUND, { s: store.storeId, n: pending.number, l: pending.lines[0]!.id }, token);
    expect(messageOf(early)).toBe('This card order is not paid yet: there is nothing to refund');
    // A line of another order, or an id that is none, is not found.
    const other = await h.gql(CANCEL, { s: store.storeId, n: unpaid.number, l: paid.lines[0]!.id }, token);
    expect(errorOf(other).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(CANCEL, { s: store.storeId, n: unpaid.number, l: 'x' }, token)).code).toBe('NOT_FOUND');
  });

  it('answers another dealer NOT_FOUND and changes nothing; shows it no sales', async () => {
    const { order } = await buy(store, 'PAY_LATER', { size: 'M', number: '44' }, null);
    const other = (await h.signIn('SDL002')).token;
    for (const doc of [CANCEL, REFUND]) {
      const r = await h.gql(doc, { s: store.storeId, n: order.number, l: order.lines[0]!.id }, other);
      expect(errorOf(r).code).toBe('NOT_FOUND');
    }
    const sales = await h.gql(SALES, { ref: { type: 'STORE', dealerCode: DEALER, id: store.storeId } }, other);
    expect(sales.data?.project?.sales ?? null).toBeNull();
    expect((await orderOf(store, order.number)).lines[0]).toMatchObject({ cancelled: false, refunded: false });
    expect(await taken(store, '44')).toEqual([{ code: 'TAKEN' }]);
  });

  it('refuses lines of a store in production', async () => {
    const { order } = await buy(store, 'PAY_LATER', null, 'L');
    const db = h.built.database.db;
    const project = await db
      .selectFrom('projects')
      .select('id')
      .where('public_id', '=', store.storeId)
      .executeTakeFirstOrThrow();
    await db.updateTable('stores').set({ state: 'PROCESSING' }).where('project_id', '=', project.id).execute();
    const r = await h.gql(CANCEL, { s: store.storeId, n: order.number, l: order.lines[0]!.id }, token);
    expect(errorOf(r).code).toBe('CONFLICT');
    expect(messageOf(r)).toBe('The store is processing: its orders are in production and their lines no longer change');
  });
});

/**
 * The sales of `store` when only jerseys count, one of each of `sizes` (in size order): each
 * 4750 before tax (500 of it raised), 392 tax; the practice top at 0.
 */
const jerseySales = (store: Store, sizes: string[]) => ({
  orders: sizes.length,
  garments: sizes.length,
  salesCents: 4750 * sizes.length,
  fundraisingCents: 500 * sizes.length,
  taxCents: 392 * sizes.length,
  byItem: [
    {
      itemId: store.jersey,
      name: 'Home Jersey',
      sold: sizes.length,
      salesCents: 4750 * sizes.length,
      fundraisingCents: 500 * sizes.length,
    },
    { itemId: store.top, name: 'Practice Top', sold: 0, salesCents: 0, fundraisingCents: 0 },
  ],
  bySize: sizes.map((size) => ({ size, sold: 1 })),
});

describe("a store's sales", () => {
  it('counts paid orders and pay-later ones before their due date, lines neither cancelled nor refunded', async () => {
    const store = await openStore('Birch Bears');
    const ref = { type: 'STORE', dealerCode: DEALER, id: store.storeId };
    expect((await ok(SALES, { ref })).project.sales).toEqual(jerseySales(store, []));
    // Counted: a paid card order (jersey L, top M) less its refunded top, an unpaid pay-later
    // order (jersey M, top L) less its cancelled top, a pay-later order marked paid (jersey S).
    const card = await paidCard(store, { size: 'L', number: '1' }, 'M');
    await ok(REFUND, { s: store.storeId, n: card.order.number, l: card.order.lines[1]!.id });
    const later = (await buy(store, 'PAY_LATER', { size: 'M', number: '2' }, 'L')).order;
    await ok(CANCEL, { s: store.storeId, n: later.number, l: later.lines[1]!.id });
    const marked = (await buy(store, 'PAY_LATER', { size: 'S', number: '3' }, null)).order;
    await ok(`mutation($s: ID!, $n: String!) { markStoreOrderPaid(storeId: $s, orderNumber: $n) { status } }`, {
      s: store.storeId,
      n: marked.number,
    });
    // Not counted: a card order not paid, a pay-later order past its due date, a cancelled one.
    await buy(store, 'CARD', { size: 'L', number: '4' }, 'L');
    const late = (await buy(store, 'PAY_LATER', null, 'M')).order;
    await h.built.database.db
      .updateTable('store_orders')
      .set({ due_at: new Date(Date.now() - 60_000) })
      .where('number', '=', late.number)
      .execute();
    const gone = (await buy(store, 'PAY_LATER', null, 'M')).order;
    await ok(CANCEL, { s: store.storeId, n: gone.number, l: gone.lines[0]!.id });

    const sales = (await ok(SALES, { ref })).project.sales;
    expect(sales).toEqual(jerseySales(store, ['S', 'M', 'L']));
    expect([sales.salesCents, sales.fundraisingCents, sales.taxCents]).toEqual([14250, 1500, 1176]);
  });
});
