/**
 * Team stores over the API, the buyer's side (on PGlite and, with DATABASE_URL, on PostgreSQL):
 * the store by its link (team, dealer, closes, items with pictures, prices, sizes and a size
 * chart in inches and centimetres), its passcode, the check of a name and number as the buyer
 * types, the checkout in exact cents (fundraising, a bundle's split, tax per the store's rate),
 * one order per idempotency key (a retry and a double click at once), two buyers taking number
 * 12 at once (one has it, the other is told which field), most per buyer and required items, a
 * card checkout through the payment port (a recording stand-in of the payments module's
 * provider: it answers a redirect and records the call), pay later (due date, one reminder, the
 * expiry that frees the numbers), the private link's changes until the hard close, and the
 * checkout limits per address and per store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import type { PaymentPort, PaymentStart } from '../src/modules/stores/stores.service.js';

const DEALER = 'BUY001';
const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
let keys = 0;
/** A fresh idempotency key, as the buyer's browser makes one. */
const newKey = () => `test-key-${String(++keys).padStart(4, '0')}-abcdefghijklmnop`;

const BUYER_STORE = `query($c: String!, $id: ID!, $access: String) { store(dealerCode: $c, id: $id, access: $access) {
  id dealerCode title teamName state timezone advertisedCloseAt hardCloseAt fulfilment groupLabel taxRateBasisPoints
  paymentMethods passcodeRequired dealer { name }
  items { id name sizes priceCents fundraisingCents dealerPriceCents required maxPerBuyer
    configuration { shortId snapshot(view: FRONT) { view } }
    rules { nameRequired nameMaxLength numberRequired numberMin numberMax numberUnique } }
  sizeCharts { itemId chart { name rows { size measurements { name minInches maxInches minCentimetres maxCentimetres } } } }
  bundles { id name priceCents } } }`;
const CHECK = `query($c: String!, $id: ID!, $item: ID!, $name: String, $number: String, $access: String) {
  checkPersonalisation(dealerCode: $c, storeId: $id, itemId: $item, playerName: $name, playerNumber: $number, access: $access) { field code message } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
  token path redirectUrl order { number status paymentMethod buyerEmail group subtotalCents fundraisingCents taxCents totalCents dueDate
    lines { id size playerName playerNumber unitPriceCents fundraisingCents taxCents totalCents bundleId itemName } } } }`;
const ORDER = `query($t: String!) { storeOrder(token: $t) { canChange store { id title }
  order { number status lines { id size playerName playerNumber } } } }`;
const CHANGE = `mutation($t: String!, $line: ID!, $input: StoreOrderLineChangeInput!) {
  changeStoreOrderLine(token: $t, lineId: $line, input: $input) { order { lines { id size playerName playerNumber } } } }`;

/** The payment port's stand-in: answers a hosted page's address and records each start. */
function recordingPort(): PaymentPort & { calls: PaymentStart[] } {
  const calls: PaymentStart[] = [];
  return {
    calls,
    async start(method, input) {
      calls.push(input);
      if (method !== 'CARD') throw new Error('only card payments go through the port');
      return {
        paymentId: `pay_${input.idempotencyKey}`,
        redirectUrl: `https://pay.example/${input.orderRef}`,
        status: 'PENDING',
      };
    },
    async refund() {
      throw new Error('no order of these tests is refunded');
    },
  };
}

describe('team stores: the buyer side', () => {
  let h: Harness;
  let token: string;
  let storeId: string;
  let jersey: string;
  let shorts: string;
  let bundle: string;
  const port = recordingPort();
  const base = () => ({
    dealerCode: DEALER,
    storeId,
    buyerName: 'Pat Parent',
    buyerEmail: 'pat@family.example',
    group: 'Varsity',
    paymentMethod: 'PAY_LATER',
  });

  beforeAll(async () => {
    h = await startHarness({ payments: port });
    ({ token } = await h.signIn(DEALER));
    const snap = await h.gql(
      `mutation { createSnapsheet(input: { teamName: "Lincoln Lions", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      token,
    );
    const snapsheet = snap.data.createSnapsheet.id;
    await h.gql(
      `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100", customPriceCents: 4250 }) { id } }`,
      { id: snapsheet },
      token,
    );
    const created = await h.gql(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id configuration { shortId } } } }`,
      {
        input: { teamName: 'Lincoln Lions', sourceType: 'SNAPSHEET', sourceId: snapsheet, timezone: 'America/Chicago' },
      },
      token,
    );
    storeId = created.data.createStore.id;
    const item = created.data.createStore.items[0];
    const rules = {
      nameOffered: true,
      nameRequired: true,
      nameMaxLength: 10,
      numberOffered: true,
      numberRequired: true,
      numberMin: 0,
      numberMax: 55,
    };
    const set = await h.gql(
      `mutation($id: ID!, $items: [StoreItemInput!]!, $bundles: [StoreBundleInput!]) {
        setStoreItems(storeId: $id, items: $items, bundles: $bundles) { items { id } bundles { id } } }`,
      {
        id: storeId,
        items: [
          {
            id: item.id,
            name: 'Home Jersey',
            sizes: ['M', 'L', 'XL'],
            fundraisingCents: 500,
            required: true,
            maxPerBuyer: 3,
            rules,
          },
          {
            configurationShortId: item.configuration.shortId,
            name: 'Practice Top',
            sizes: ['M', 'L'],
            dealerPriceCents: 2000,
            rules: { nameOffered: false, numberOffered: true, numberUnique: false },
          },
        ],
        bundles: [{ name: 'Game and practice', itemIndexes: [0, 1], priceCents: 6000, fundraisingCents: 600 }],
      },
      token,
    );
    expect(set.errors).toBeUndefined();
    [jersey, shorts] = set.data.setStoreItems.items.map((i: { id: string }) => i.id);
    bundle = set.data.setStoreItems.bundles[0].id;
    const settings = await h.gql(
      `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
      {
        id: storeId,
        input: {
          advertisedCloseAt: hours(47),
          hardCloseAt: hours(48),
          taxRateBasisPoints: 825,
          groupLabel: 'Team',
          payLaterDays: 5,
        },
      },
      token,
    );
    expect(settings.errors).toBeUndefined();
    const opened = await h.gql(`mutation($id: ID!) { openStore(storeId: $id) { state } }`, { id: storeId }, token);
    expect(opened.data.openStore.state).toBe('OPEN');
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('shows the store by its link: prices, sizes, rules and a size chart in inches and centimetres; not to another link', async () => {
    const r = await h.gql(BUYER_STORE, { c: DEALER.toLowerCase(), id: storeId });
    expect(r.errors).toBeUndefined();
    const store = r.data.store;
    expect(store).toMatchObject({
      id: storeId,
      dealerCode: DEALER,
      title: 'Lincoln Lions Store',
      state: 'OPEN',
      timezone: 'America/Chicago',
      fulfilment: 'BULK',
      groupLabel: 'Team',
      taxRateBasisPoints: 825,
      paymentMethods: ['CARD', 'PAY_LATER'],
      passcodeRequired: false,
      dealer: { name: `${DEALER} Sports` },
      bundles: [{ id: bundle, name: 'Game and practice', priceCents: 6000 }],
    });
    expect(
      store.items.map((i: any) => [
        i.name,
        i.sizes,
        i.priceCents,
        i.fundraisingCents,
        i.dealerPriceCents,
        i.required,
        i.maxPerBuyer,
      ]),
    ).toEqual([
      ['Home Jersey', ['M', 'L', 'XL'], 4750, 500, null, true, 3],
      ['Practice Top', ['M', 'L'], 2000, 0, null, false, null],
    ]);
    expect(store.items[0].configuration.snapshot).toEqual({ view: 'FRONT' });
    expect(store.sizeCharts[0].itemId).toBe(jersey);
    expect(store.sizeCharts[0].chart).toEqual({
      name: 'Adult tops',
      rows: [
        {
          size: 'M',
          measurements: [{ name: 'Chest', minInches: 38, maxInches: 40, minCentimetres: 96.5, maxCentimetres: 101.6 }],
        },
        {
          size: 'L',
          measurements: [{ name: 'Chest', minInches: 42, maxInches: 44, minCentimetres: 106.7, maxCentimetres: 111.8 }],
        },
        {
          size: 'XL',
          measurements: [{ name: 'Chest', minInches: 46, maxInches: 48, minCentimetres: 116.8, maxCentimetres: 121.9 }],
        },
      ],
    });
    // Another dealer's code, an unknown id: null alike.
    expect((await h.gql(BUYER_STORE, { c: 'OTHER1', id: storeId })).data).toEqual({ store: null });
    expect((await h.gql(BUYER_STORE, { c: DEALER, id: 'AAAAAAAAAAAAAAAA' })).data).toEqual({ store: null });
  });

  it('checks a name and number as the buyer types: the rules, then a unique number taken', async () => {
    const check = (name: string, number: string, item = jersey) =>
      h
        .gql(CHECK, { c: DEALER, id: storeId, item, name, number })
        .then((r) => r.data?.checkPersonalisation ?? r.errors);
    expect(await check('Rivera', '7')).toEqual([]);
    expect(await check('Maximiliano', '56')).toEqual([
      { field: 'playerName', code: 'TOO_LONG', message: 'Use at most 10 characters' },
      { field: 'playerNumber', code: 'OUT_OF_RANGE', message: 'Use a number from 0 to 55' },
    ]);
    expect(await check('R2D2', '')).toEqual([
      { field: 'playerName', code: 'CHARACTERS', message: 'Use only letters, spaces, hyphens, apostrophes, periods' },
      { field: 'playerNumber', code: 'REQUIRED', message: 'Enter the number' },
    ]);
    expect(await check('Rivera', '7', shorts)).toEqual([
      { field: 'playerName', code: 'NOT_OFFERED', message: 'This item takes no name' },
    ]);
  });

  it('checks out in exact cents, pay later: fundraising, a bundle split over its lines, tax per line at the store rate', async () => {
    const r = await h.gql(CHECKOUT, {
      key: newKey(),
      input: {
        ...base(),
        lines: [
          { itemId: jersey, size: 'L', playerName: 'Rivera', playerNumber: '7' },
          { itemId: jersey, size: 'M', playerName: 'Rivera', playerNumber: '8', bundleId: bundle, bundleKey: 'a' },
          { itemId: shorts, size: 'M', playerNumber: '8', bundleId: bundle, bundleKey: 'a' },
        ],
      },
    });
    expect(r.errors).toBeUndefined();
    const { order, token: link, path, redirectUrl } = r.data.checkoutStore;
    expect(link).toMatch(/^tso_[\w-]{43}$/);
    expect(path).toBe(`/store-orders/${link}`);
    expect(redirectUrl).toBeNull();
    // Jersey alone: 4750 (500 raised), tax 4750 x 8.25 % = 391.875 -> 392. The bundle's 6000
    // (600 raised) split 4750 : 2000 -> 4222 and 1778 (raised 422 and 178); tax 348.315 -> 348
    // and 146.685 -> 147.
    expect(order).toEqual({
      number: `${storeId.slice(0, 4).toUpperCase()}-0001`,
      status: 'UNPAID',
      paymentMethod: 'PAY_LATER',
      buyerEmail: 'pat@family.example',
      group: 'Varsity',
      subtotalCents: 10750,
      fundraisingCents: 1100,
      taxCents: 887,
      totalCents: 11637,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lines: [
        {
          id: expect.any(String),
          size: 'L',
          playerName: 'Rivera',
          playerNumber: '7',
          unitPriceCents: 4750,
          fundraisingCents: 500,
          taxCents: 392,
          totalCents: 5142,
          bundleId: null,
          itemName: 'Home Jersey',
        },
        {
          id: expect.any(String),
          size: 'M',
          playerName: 'Rivera',
          playerNumber: '8',
          unitPriceCents: 4222,
          fundraisingCents: 422,
          taxCents: 348,
          totalCents: 4570,
          bundleId: bundle,
          itemName: 'Home Jersey',
        },
        {
          id: expect.any(String),
          size: 'M',
          playerName: null,
          playerNumber: '8',
          unitPriceCents: 1778,
          fundraisingCents: 178,
          taxCents: 147,
          totalCents: 1925,
          bundleId: bundle,
          itemName: 'Practice Top',
        },
      ],
    });
    // The due date: the order's day in the store's zone plus its five days.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const due = new Date(`${day}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 5);
    expect(order.dueDate).toBe(due.toISOString().slice(0, 10));
  });

  it('makes one order per idempotency key: a retry and a double click answer the first order and link', async () => {
    const key = newKey();
    const input = {
      ...base(),
      buyerEmail: 'twice@family.example',
      lines: [{ itemId: jersey, size: 'M', playerName: 'Kim', playerNumber: '21' }],
    };
    const [a, b] = await Promise.all([h.gql(CHECKOUT, { key, input }), h.gql(CHECKOUT, { key, input })]);
    const retry = await h.gql(CHECKOUT, { key, input });
    expect(a.errors).toBeUndefined();
    expect(b.data.checkoutStore).toEqual(a.data.checkoutStore);
    expect(retry.data.checkoutStore).toEqual(a.data.checkoutStore);
    const count = await h.built.database.db
      .selectFrom('store_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('buyer_email', '=', 'twice@family.example')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // The same key with another cart is refused by name.
    const other = await h.gql(CHECKOUT, { key, input: { ...input, lines: [{ ...input.lines[0], size: 'L' }] } });
    expect(errorOf(other)).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });

  it('gives number 12 to one of two buyers taking it at once; the other is told the field, and nothing of theirs is kept', async () => {
    const cart = (who: string) => ({
      key: newKey(),
      input: {
        ...base(),
        buyerEmail: `${who}@family.example`,
        lines: [{ itemId: jersey, size: 'L', playerName: who, playerNumber: '12' }],
      },
    });
    const answers = await Promise.all([h.gql(CHECKOUT, cart('Ana')), h.gql(CHECKOUT, cart('Bea'))]);
    const won = answers.filter((a) => a.data?.checkoutStore);
    const lost = answers.filter((a) => a.errors);
    expect([won.length, lost.length]).toEqual([1, 1]);
    expect(lost[0]!.errors![0]).toMatchObject({
      message: 'Number 12 is taken in this store',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.playerNumber', reason: 'TAKEN' },
    });
    const orders = await h.built.database.db
      .selectFrom('store_orders')
      .select('buyer_email')
      .where('buyer_email', 'in', ['ana@family.example', 'bea@family.example'])
      .execute();
    expect(orders).toHaveLength(1);
    // The check as one types says so too.
    const check = await h.gql(CHECK, { c: DEALER, id: storeId, item: jersey, name: 'Cy', number: '12' });
    expect(check.data.checkPersonalisation).toEqual([
      { field: 'playerNumber', code: 'TAKEN', message: 'Number 12 is taken in this store' },
    ]);
  });

  it('refuses a cart by field: a required item missing, more than most per buyer, a bundle not whole, a size not offered', async () => {
    const refuse = async (lines: object[], field: string, email = 'rules@family.example') =>
      expect(errorOf(await h.gql(CHECKOUT, { key: newKey(), input: { ...base(), buyerEmail: email, lines } }))).toEqual(
        {
          code: 'BAD_USER_INPUT',
          field,
        },
      );
    await refuse([{ itemId: shorts, size: 'M', playerNumber: '3' }], 'lines');
    const four = [30, 31, 32, 33].map((n) => ({
      itemId: jersey,
      size: 'L',
      playerName: 'Lee',
      playerNumber: String(n),
    }));
    const one = four[0]!;
    await refuse(four, 'lines.0.itemId');
    await refuse([one, { itemId: shorts, size: 'M', bundleId: bundle, bundleKey: 'x' }], 'lines.1.bundleId');
    await refuse([{ ...one, size: 'XXS' }], 'lines.0.size');
    await refuse([{ ...one, playerName: '' }], 'lines.0.playerName');
    await refuse([one], 'buyerEmail', 'not-an-email');
    // Most per buyer counts the buyer's earlier orders too: Rivera holds two jerseys.
    await refuse(four.slice(0, 2), 'lines.0.itemId', 'pat@family.example');
  });

  it('starts a card payment through the port with the order in cents, once per order', async () => {
    const key = newKey();
    const input = {
      ...base(),
      paymentMethod: 'CARD',
      buyerEmail: 'card@family.example',
      lines: [{ itemId: jersey, size: 'XL', playerName: 'Ng', playerNumber: '40' }],
    };
    const first = await h.gql(CHECKOUT, { key, input });
    expect(first.errors).toBeUndefined();
    const { order, redirectUrl, token: link } = first.data.checkoutStore;
    expect(order).toMatchObject({ status: 'PENDING', paymentMethod: 'CARD', totalCents: 5142, dueDate: null });
    const ref = port.calls.at(-1)!.orderRef;
    expect(redirectUrl).toBe(`https://pay.example/${ref}`);
    expect(port.calls.at(-1)).toEqual({
      orderRef: expect.stringMatching(/^store-order-\d+$/),
      amountCents: 5142,
      currency: 'usd',
      lines: [{ name: 'Home Jersey (XL)', amountCents: 5142, quantity: 1 }],
      buyerEmail: 'card@family.example',
      successUrl: `${h.url}/store-orders/${link}`,
      cancelUrl: `${h.url}/store-orders/${link}`,
      idempotencyKey: ref,
    });
    const calls = port.calls.length;
    expect((await h.gql(CHECKOUT, { key, input })).data.checkoutStore.redirectUrl).toBe(redirectUrl);
    expect(port.calls.length).toBe(calls);
    // The payments module's `paid` event, delivered twice, pays it once.
    const paid = { orderRef: ref, paymentId: `pay_${ref}`, amountCents: 5142 };
    await h.built.services.stores.orders.paymentPaid(paid);
    await h.built.services.stores.orders.paymentPaid(paid);
    expect((await h.gql(ORDER, { t: link })).data.storeOrder.order.status).toBe('PAID');
  });

  it('lets the private link change a size, name or number until the hard close, the rules and numbers checked again', async () => {
    const made = await h.gql(CHECKOUT, {
      key: newKey(),
      input: {
        ...base(),
        buyerEmail: 'link@family.example',
        lines: [{ itemId: jersey, size: 'M', playerName: 'Diaz', playerNumber: '44' }],
      },
    });
    const link = made.data.checkoutStore.token;
    const line = made.data.checkoutStore.order.lines[0].id;
    const changed = await h.gql(CHANGE, {
      t: link,
      line,
      input: { size: 'XL', playerName: 'Diaz-Ruiz', playerNumber: '45' },
    });
    expect(changed.data.changeStoreOrderLine.order.lines).toEqual([
      { id: line, size: 'XL', playerName: 'Diaz-Ruiz', playerNumber: '45' },
    ]);
    // 44 is free again, 45 is held; 12 is another order's.
    const db = h.built.database.db;
    const held = await db.selectFrom('store_numbers').select('number').where('number', 'in', ['44', '45']).execute();
    expect(held.map((r) => r.number)).toEqual(['45']);
    expect(errorOf(await h.gql(CHANGE, { t: link, line, input: { playerNumber: '12' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.playerNumber',
    });
    expect(errorOf(await h.gql(CHANGE, { t: link, line, input: { size: 'XXS' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.size',
    });
    // Another token, another order's line: NOT_FOUND alike.
    expect(errorOf(await h.gql(CHANGE, { t: `tso_${'A'.repeat(43)}`, line, input: { size: 'L' } })).code).toBe(
      'NOT_FOUND',
    );
    expect((await h.gql(ORDER, { t: `tso_${'A'.repeat(43)}` })).data).toEqual({ storeOrder: null });
    // After the hard close: refused, and the link says it can no longer change.
    await db
      .updateTable('stores')
      .set({ advertised_close_at: new Date(Date.now() - 2000), hard_close_at: new Date(Date.now() - 1000) })
      .execute();
    expect(errorOf(await h.gql(CHANGE, { t: link, line, input: { size: 'L' } })).code).toBe('CONFLICT');
    expect((await h.gql(ORDER, { t: link })).data.storeOrder.canChange).toBe(false);
    await db
      .updateTable('stores')
      .set({ advertised_close_at: new Date(hours(47)), hard_close_at: new Date(hours(48)) })
      .execute();
  });

  it('reminds an unpaid pay-later order once, and expires it at its due date, freeing its numbers', async () => {
    const made = await h.gql(CHECKOUT, {
      key: newKey(),
      input: {
        ...base(),
        buyerEmail: 'late@family.example',
        lines: [{ itemId: jersey, size: 'M', playerName: 'Oz', playerNumber: '50' }],
      },
    });
    const number = made.data.checkoutStore.order.number;
    const db = h.built.database.db;
    const order = await db
      .selectFrom('store_orders')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    const { rows } = await h.built.database.execute(
      `SELECT data, start_after FROM pgboss.job WHERE name = 'store-order-clock' AND (data->>'orderId')::int = $1 ORDER BY start_after`,
      [order.id],
    );
    expect(
      (rows as { data: unknown; start_after: Date }[]).map((r) => [r.data, new Date(r.start_after).getTime()]),
    ).toEqual([
      [{ orderId: order.id, step: 'remind' }, order.due_at!.getTime() - 86_400_000],
      [{ orderId: order.id, step: 'expire' }, order.due_at!.getTime()],
    ]);
    const orders = h.built.services.stores.orders;
    expect(await orders.remind(order.id)).toBe(true);
    expect(await orders.remind(order.id)).toBe(false);
    const notices = await db
      .selectFrom('notices')
      .select(['recipient', 'subject'])
      .where('event', '=', 'STORE_PAYMENT_REMINDER')
      .execute();
    expect(notices).toEqual([
      { recipient: 'late@family.example', subject: `Lincoln Lions Store: order ${number} is due ${order.due_date}` },
    ]);
    // Before its due date it stays; at it, it expires and 50 is free.
    expect(await orders.expireWhenDue(order.id)).toBe(false);
    await db
      .updateTable('store_orders')
      .set({ due_at: new Date(Date.now() - 1000) })
      .where('id', '=', order.id)
      .execute();
    expect(await orders.expireWhenDue(order.id)).toBe(true);
    expect(
      (await db.selectFrom('store_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('EXPIRED');
    const check = await h.gql(CHECK, { c: DEALER, id: storeId, item: jersey, name: 'Zed', number: '50' });
    expect(check.data.checkPersonalisation).toEqual([]);
  });

  it('opens a passcode store only with its access key; a wrong passcode answers alike to an unknown store', async () => {
    const set = await h.built.database.db
      .selectFrom('projects')
      .select('id')
      .where('public_id', '=', storeId)
      .executeTakeFirstOrThrow();
    const { hashPasscode } = await import('../src/modules/dealers/passcode.js');
    await h.built.database.db
      .updateTable('stores')
      .set({ passcode_hash: await hashPasscode('lions-family-2030') })
      .where('project_id', '=', set.id)
      .execute();
    const locked = await h.gql(BUYER_STORE, { c: DEALER, id: storeId });
    expect(locked.data.store).toMatchObject({ passcodeRequired: true, items: [], bundles: [] });
    const ENTER = `mutation($c: String!, $id: ID!, $p: String!) { enterStore(dealerCode: $c, storeId: $id, passcode: $p) { access } }`;
    const wrong = await h.gql(ENTER, { c: DEALER, id: storeId, p: 'not-the-passcode' });
    const unknown = await h.gql(ENTER, { c: DEALER, id: 'AAAAAAAAAAAAAAAA', p: 'lions-family-2030' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid passcode or project',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Invalid passcode or project',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const access = (await h.gql(ENTER, { c: DEALER, id: storeId, p: 'lions-family-2030' })).data.enterStore.access;
    expect((await h.gql(BUYER_STORE, { c: DEALER, id: storeId, access })).data.store.items).toHaveLength(2);
    // Without the key, a checkout and a check answer NOT_FOUND, as for a store that does not exist.
    expect(errorOf(await h.gql(CHECK, { c: DEALER, id: storeId, item: jersey, name: 'A', number: '1' })).code).toBe(
      'NOT_FOUND',
    );
    await h.built.database.db
      .updateTable('stores')
      .set({ passcode_hash: null })
      .where('project_id', '=', set.id)
      .execute();
  });
});

describe('team stores: checkout limits', () => {
  let h: Harness;
  let storeId: string;
  let item: string;

  beforeAll(async () => {
    h = await startHarness({
      env: { STORE_CHECKOUTS_PER_ADDRESS_PER_HOUR: '2', STORE_CHECKOUTS_PER_STORE_PER_MINUTE: '1000' },
    });
    const { token } = await h.signIn('LIM001');
    const saved = await h.gql(
      `mutation { saveConfiguration(input: { styleId: "CG2100", colorIds: ["19", "13", "25"], decorations: [] }) { shortId } }`,
    );
    const created = await h.gql(
      `mutation { createStore(input: { teamName: "Limit FC", sourceType: NONE }) { id } }`,
      {},
      token,
    );
    storeId = created.data.createStore.id;
    const rules = { nameOffered: false, numberOffered: false };
    const set = await h.gql(
      `mutation($id: ID!, $items: [StoreItemInput!]!) { setStoreItems(storeId: $id, items: $items) { items { id } } }`,
      {
        id: storeId,
        items: [
          {
            configurationShortId: saved.data.saveConfiguration.shortId,
            name: 'Tee',
            sizes: ['L'],
            dealerPriceCents: 1000,
            rules,
          },
        ],
      },
      token,
    );
    item = set.data.setStoreItems.items[0].id;
    await h.gql(
      `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
      {
        id: storeId,
        input: { advertisedCloseAt: hours(10), hardCloseAt: hours(10) },
      },
      token,
    );
    await h.gql(`mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: storeId }, token);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('counts checkouts per address: a refused cart costs nothing, the third order is RATE_LIMITED with nothing written', async () => {
    const input = (lines: object[]) => ({
      dealerCode: 'LIM001',
      storeId,
      buyerName: 'Lim',
      buyerEmail: 'lim@family.example',
      paymentMethod: 'PAY_LATER',
      lines,
    });
    const ok = [{ itemId: item, size: 'L' }];
    expect(errorOf(await h.gql(CHECKOUT, { key: newKey(), input: input([{ itemId: item, size: 'S' }]) })).field).toBe(
      'lines.0.size',
    );
    expect((await h.gql(CHECKOUT, { key: newKey(), input: input(ok) })).errors).toBeUndefined();
    expect((await h.gql(CHECKOUT, { key: newKey(), input: input(ok) })).errors).toBeUndefined();
    const third = await h.gql(CHECKOUT, { key: newKey(), input: input(ok) });
    expect(errorOf(third).code).toBe('RATE_LIMITED');
    const n = await h.built.database.db.selectFrom('store_orders').select('id').execute();
    expect(n).toHaveLength(2);
  });
});
