/**
 * Quotes and orders through the API (L4, D9, D10): request a quote from a locker (snapshot and
 * validation), the dealer's quote list (order, paging, tenancy), read / close / convert / unlock,
 * order sync to a local webhook with retries, signature and idempotency key, retry of a FAILED
 * order, CSV export. Real app, real HTTP, real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { ORDER_CSV_COLUMNS } from '../src/modules/quotes/orders-csv.js';
import { parse } from 'csv-parse/sync';

/** The rows of a CSV text (its byte order mark dropped). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true });

// The system resolver, but for names under `.tas-test`: `orders.internal.tas-test` resolves to
// a private address, as an internal name of the gateway's network would (webhook URL safety).
vi.mock('node:dns/promises', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns/promises')>();
  const lookup = (async (host: string, options: unknown) =>
    host === 'orders.internal.tas-test'
      ? [{ address: '10.0.0.5', family: 4 }]
      : dns.lookup(host, options as never)) as typeof dns.lookup;
  return { ...dns, default: { ...dns, lookup }, lookup };
});

let h: Harness;
let a: string; // dealer A's token
let b: string; // dealer B's token
let styleId: string;

const CONTACT = { name: 'Pat Coach', email: 'pat@school.example', phone: '555-0100', message: 'For the spring season' };

const WITHOUT_APPROVAL = `mutation { updateDealerSettings(input: { convertWithoutApproval: true }) { id } }`;

beforeAll(async () => {
  // The webhook receivers of these tests listen on 127.0.0.1: allow private webhook hosts here
  // (the 'webhook URL safety' block below runs a second app with the guard on).
  h = await startHarness({
    env: { ORDER_SYNC_RETRY_LIMIT: '2', ORDER_SYNC_RETRY_DELAY_SECONDS: '1', ORDER_WEBHOOK_ALLOW_PRIVATE: 'on' },
  });
  ({ token: a } = await h.signIn('QUO111'));
  ({ token: b } = await h.signIn('QUO222'));
  // These tests are about orders, not proofs (proofs.test.ts): these dealers convert without them.
  for (const t of [a, b]) await h.gql(WITHOUT_APPROVAL, {}, t);
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  styleId = products.data.products.nodes.find(
    (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
  ).styleId;
});
afterAll(async () => h?.close());

/** A fresh snapsheet of dealer A (or `token`'s dealer on `app`) with one configured jersey in its locker. */
async function lockerWithItem(
  sizeLines: object[] = [{ size: 'L', quantity: 2, playerName: 'SMITH', playerNumber: '23' }],
  app: Harness = h,
  token: string = a,
) {
  const created = await app.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
    token,
  );
  const snapsheetId = created.data.createSnapsheet.id as string;
  const saved = await app.gql(
    `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
    {
      input: {
        styleId,
        colorIds: ['19', '13', '25'],
        decorations: [{ contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' }],
      },
    },
  );
  const shortId = saved.data.saveConfiguration.shortId as string;
  const added = await app.gql(
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code totalCents canRequestQuote locked items { id lineTotalCents } } }`,
    { input: { projectType: 'SNAPSHEET', projectId: snapsheetId, configurationShortId: shortId, sizeLines } },
  );
  expect(added.errors).toBeUndefined();
  return { snapsheetId, shortId, locker: added.data.addToLocker };
}

const QUOTE_FIELDS = `id status read message createdAt lockerCode totalCents canUnlockProject
  contact { name email phone organization }
  project { id type title dealerCode status }
  items { configurationShortId styleId productName quantity lineTotalCents
          snapshot { status width height }
          sizeLines { size quantity playerName playerNumber unitPriceCents lineTotalCents } }
  order { id syncStatus }`;

async function requestQuote(code: string, contact: object = CONTACT, app: Harness = h) {
  return app.gql(
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { ${QUOTE_FIELDS} } }`,
    { code, contact },
  );
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('requestQuote (L4)', () => {
  it('checks the contact and the locker', async () => {
    const { locker } = await lockerWithItem();
    expect(locker.canRequestQuote).toBe(true);
    expect(locker.locked).toBe(false);
    expect(errorOf(await requestQuote(locker.code, { ...CONTACT, name: '  ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'contact.name',
    });
    expect(errorOf(await requestQuote(locker.code, { ...CONTACT, email: 'not-an-email' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'contact.email',
    });
    expect(errorOf(await requestQuote(locker.code, { ...CONTACT, phone: 'call me <script>' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'contact.phone',
    });
    expect(errorOf(await requestQuote('NoSuchLocker00000000'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lockerCode',
    });

    // A locker whose only item was removed has no items.
    const removed = await h.gql(`mutation($id: ID!) { removeLockerItem(id: $id) { items { id } canRequestQuote } }`, {
      id: locker.items[0].id,
    });
    expect(removed.data.removeLockerItem).toEqual({ items: [], canRequestQuote: false });
    expect(errorOf(await requestQuote(locker.code))).toEqual({ code: 'BAD_USER_INPUT', field: 'lockerCode' });
  });

  it('snapshots the locker and locks that locker only; later edits do not change the quote', async () => {
    const { snapsheetId, shortId, locker } = await lockerWithItem([
      { size: 'L', quantity: 2, playerName: 'SMITH', playerNumber: '23' },
      { size: 'XL', quantity: 1, playerName: 'JONES', playerNumber: '7' },
    ]);
    const r = await requestQuote(locker.code, { ...CONTACT, organization: 'Central High' });
    expect(r.errors).toBeUndefined();
    const q = r.data.requestQuote;
    expect(q).toMatchObject({
      status: 'OPEN',
      read: false,
      message: 'For the spring season',
      lockerCode: locker.code,
      totalCents: locker.totalCents,
      canUnlockProject: true,
      contact: { name: 'Pat Coach', email: 'pat@school.example', phone: '555-0100', organization: 'Central High' },
      project: { id: snapsheetId, type: 'SNAPSHEET', dealerCode: 'QUO111', status: 'OPEN' },
      order: null,
    });
    expect(q.items).toHaveLength(1);
    const [item] = q.items;
    expect(item).toMatchObject({ configurationShortId: shortId, styleId, quantity: 3 });
    expect(item.productName).toBeTruthy();
    expect(item.snapshot).toMatchObject({ width: 470, height: 588 });
    expect(item.sizeLines.map((l: { size: string }) => l.size)).toEqual(['L', 'XL']);
    expect(item.sizeLines[0]).toMatchObject({ quantity: 2, playerName: 'SMITH', playerNumber: '23' });
    for (const l of item.sizeLines) expect(l.lineTotalCents).toBe(l.unitPriceCents * l.quantity);
    expect(item.lineTotalCents).toBe(item.sizeLines.reduce((n: number, l: any) => n + l.lineTotalCents, 0));
    expect(q.totalCents).toBe(item.lineTotalCents);

    // Locked: the locker can't change and a second request is a conflict.
    const edit = await h.gql(`mutation($id: ID!) { removeLockerItem(id: $id) { code } }`, { id: locker.items[0].id });
    expect(errorOf(edit).code).toBe('FORBIDDEN');
    expect(errorOf(await requestQuote(locker.code)).code).toBe('CONFLICT');
    const lockerNow = await h.gql(`query($c: String!) { locker(code: $c) { canRequestQuote locked } }`, {
      c: locker.code,
    });
    expect(lockerNow.data.locker).toEqual({ canRequestQuote: false, locked: true });
    // The project stays open: another visitor's locker of it is not locked (one quote locks
    // only the locker it came from).
    const add = (lockerCode?: string, headers?: Record<string, string>) =>
      h.gql(
        `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code locked } }`,
        {
          input: {
            projectType: 'SNAPSHEET',
            projectId: snapsheetId,
            lockerCode,
            configurationShortId: shortId,
            sizeLines: [{ size: 'M', quantity: 1 }],
          },
        },
        undefined,
        headers,
      );
    const viaProject = await h.gql(`query($d: String!, $id: ID!) { snapsheet(dealerCode: $d, id: $id) { status } }`, {
      d: 'QUO111',
      id: snapsheetId,
    });
    expect(viaProject.data.snapsheet).toEqual({ status: 'OPEN' });
    expect(errorOf(await add(locker.code)).code).toBe('FORBIDDEN');
    const otherVisitor = await add(undefined, { 'x-visitor-key': 'another-visitor-000001' });
    expect(otherVisitor.errors).toBeUndefined();
    expect(otherVisitor.data.addToLocker.code).not.toBe(locker.code);
    expect(otherVisitor.data.addToLocker.locked).toBe(false);
    const updated = await h.gql(
      `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
      { id: locker.items[0].id, input: { sizeLines: [{ size: 'M', quantity: 9 }] } },
    );
    expect(errorOf(updated).code).toBe('FORBIDDEN');

    // The dealer unlocks: the locker is editable again; the quote is unchanged.
    const unlocked = await h.gql(
      `mutation($id: ID!) { unlockQuoteProject(id: $id) { canUnlockProject project { status } } }`,
      { id: q.id },
      a,
    );
    expect(unlocked.data.unlockQuoteProject).toEqual({ canUnlockProject: false, project: { status: 'OPEN' } });
    const reopened = await h.gql(`query($c: String!) { locker(code: $c) { canRequestQuote locked } }`, {
      c: locker.code,
    });
    expect(reopened.data.locker).toEqual({ canRequestQuote: true, locked: false });
    const changed = await h.gql(
      `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { totalCents } }`,
      { id: locker.items[0].id, input: { sizeLines: [{ size: 'M', quantity: 9 }] } },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateLockerItem.totalCents).not.toBe(locker.totalCents);
    const again = await h.gql(`query($id: ID!) { quote(id: $id) { ${QUOTE_FIELDS} } }`, { id: q.id }, a);
    expect(again.data.quote.items).toEqual(q.items);
    expect(again.data.quote.totalCents).toBe(q.totalCents);
  });
});

describe('My Messages (D9)', () => {
  const ids: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) {
      const { locker } = await lockerWithItem();
      const r = await requestQuote(locker.code, { ...CONTACT, name: `Buyer ${i}` });
      ids.push(r.data.requestQuote.id);
    }
  });

  it('lists unread first, then newest, with paging and a status filter', async () => {
    await h.gql(`mutation($id: ID!) { markQuoteRead(id: $id) { read } }`, { id: ids[2] }, a);
    const all = await h.gql(`{ quotes(first: 100) { totalCount unreadCount nodes { id read createdAt } } }`, {}, a);
    const nodes = all.data.quotes.nodes as { id: string; read: boolean }[];
    expect(all.data.quotes.totalCount).toBe(nodes.length);
    expect(all.data.quotes.unreadCount).toBe(nodes.filter((n) => !n.read).length);
    const firstRead = nodes.findIndex((n) => n.read);
    expect(nodes.slice(firstRead).every((n) => n.read)).toBe(true);
    const unread = nodes.slice(0, firstRead).map((n) => Number(n.id));
    expect(unread).toEqual([...unread].sort((x, y) => y - x));
    expect(nodes.findIndex((n) => n.id === ids[1])).toBeLessThan(nodes.findIndex((n) => n.id === ids[0]));
    expect(nodes.findIndex((n) => n.id === ids[2])).toBeGreaterThanOrEqual(firstRead);

    // Paging one at a time gives the same order.
    const paged: string[] = [];
    let after: string | null = null;
    for (;;) {
      const p: any = await h.gql(
        `query($after: String) { quotes(first: 1, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }`,
        { after },
        a,
      );
      paged.push(...p.data.quotes.nodes.map((n: { id: string }) => n.id));
      if (!p.data.quotes.pageInfo.hasNextPage) break;
      after = p.data.quotes.pageInfo.endCursor;
    }
    expect(paged).toEqual(nodes.map((n) => n.id));

    const stats = await h.gql(`{ dashboardStats { openQuotes } quotes(status: OPEN) { totalCount } }`, {}, a);
    expect(stats.data.dashboardStats.openQuotes).toBe(stats.data.quotes.totalCount);
    const open = await h.gql(`{ quotes(status: CLOSED) { totalCount } }`, {}, a);
    expect(open.data.quotes.totalCount).toBe(0);
    expect(errorOf(await h.gql(`{ quotes(after: "bad") { totalCount } }`, {}, a))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
  });

  it('keeps quotes to their dealer (NOT_FOUND) and to dealers (UNAUTHENTICATED)', async () => {
    const other = await h.gql(`{ quotes { totalCount } }`, {}, b);
    expect(other.data.quotes.totalCount).toBe(0);
    for (const doc of [
      `query($id: ID!) { quote(id: $id) { id } }`,
      `mutation($id: ID!) { markQuoteRead(id: $id) { id } }`,
      `mutation($id: ID!) { closeQuote(id: $id) { id } }`,
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`,
      `mutation($id: ID!) { unlockQuoteProject(id: $id) { id } }`,
    ]) {
      expect(errorOf(await h.gql(doc, { id: ids[0] }, b)).code).toBe('NOT_FOUND');
      expect(errorOf(await h.gql(doc, { id: ids[0] })).code).toBe('UNAUTHENTICATED');
    }
    expect(errorOf(await h.gql(`query($id: ID!) { quote(id: $id) { id } }`, { id: 'x1' }, a)).code).toBe('NOT_FOUND');
  });

  it('marks read and unread, closes, converts once, unlocks only while the project is quote', async () => {
    const read = await h.gql(`mutation($id: ID!) { markQuoteRead(id: $id, read: false) { read } }`, { id: ids[2] }, a);
    expect(read.data.markQuoteRead.read).toBe(false);

    const closed = await h.gql(`mutation($id: ID!) { closeQuote(id: $id) { status read } }`, { id: ids[0] }, a);
    expect(closed.data.closeQuote).toEqual({ status: 'CLOSED', read: true });

    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id number syncStatus syncAttempts totalCents idempotencyKey quote { id status } } }`,
      { id: ids[1] },
      a,
    );
    expect(order.errors).toBeUndefined();
    // Dealer A has no order webhook yet: the order is NOT_SENT, not pending for ever.
    expect(order.data.convertQuoteToOrder).toMatchObject({
      syncStatus: 'NOT_SENT',
      syncAttempts: 0,
      quote: { id: ids[1], status: 'ORDERED' },
    });
    expect(order.data.convertQuoteToOrder.number).toMatch(/^TAS-\d{6}$/);
    const twice = await h.gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: ids[1] }, a);
    expect(errorOf(twice).code).toBe('CONFLICT');
    expect(errorOf(await h.gql(`mutation($id: ID!) { closeQuote(id: $id) { id } }`, { id: ids[1] }, a)).code).toBe(
      'CONFLICT',
    );

    const unlock = `mutation($id: ID!) { unlockQuoteProject(id: $id) { project { status } } }`;
    // The ordered quote still locks its locker, and it stays locked.
    const ordered = await h.gql(`query($id: ID!) { quote(id: $id) { status canUnlockProject } }`, { id: ids[1] }, a);
    expect(ordered.data.quote).toEqual({ status: 'ORDERED', canUnlockProject: false });
    const refused = await h.gql(unlock, { id: ids[1] }, a);
    expect(errorOf(refused).code).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('The locker of an order cannot be unlocked');
    const first = await h.gql(unlock, { id: ids[2] }, a);
    expect(first.data.unlockQuoteProject.project.status).toBe('OPEN');
    expect(errorOf(await h.gql(unlock, { id: ids[2] }, a)).code).toBe('CONFLICT');
  });
});

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver: the Nth delivery of an order (by Idempotency-Key) is answered with
 * `statuses[N]` (the last one repeats). Other orders' deliveries may arrive too (earlier tests'
 * orders are queued when the first URL is set), so checks filter by key.
 */
async function receiver(statuses: number[]) {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const n = deliveries.filter((d) => d.headers['idempotency-key'] === req.headers['idempotency-key']).length;
      const status = statuses[Math.min(n - 1, statuses.length - 1)]!;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? 'order system down' : 'ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/orders`,
    deliveries,
    statuses,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const ORDER_FIELDS = `id number idempotencyKey syncStatus syncAttempts lastSyncError lastSyncAttemptAt syncedAt totalCents`;

async function orderOf(id: string) {
  const r = await h.gql(`{ orders(first: 100) { nodes { ${ORDER_FIELDS} } } }`, {}, a);
  return (r.data.orders.nodes as any[]).find((o) => o.id === id);
}

async function newOrder(): Promise<any> {
  const { locker } = await lockerWithItem();
  const q = await requestQuote(locker.code);
  const o = await h.gql(
    `mutation($id: ID!) { convertQuoteToOrder(id: $id) { ${ORDER_FIELDS} } }`,
    { id: q.data.requestQuote.id },
    a,
  );
  expect(o.errors).toBeUndefined();
  return o.data.convertQuoteToOrder;
}

describe('order sync (D10)', () => {
  let secret: string;

  it('sets the webhook: the secret is shown once, then only masked; bad URLs are refused; orders not sent are queued', async () => {
    expect(errorOf(await h.gql(`mutation { setOrderWebhook(url: "ftp://x") { secret } }`, {}, a))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'url',
    });
    const notSent = `{ orders(syncStatus: NOT_SENT) { totalCount } }`;
    // The order converted above, without a webhook.
    expect((await h.gql(notSent, {}, a)).data.orders.totalCount).toBe(1);
    const set = await h.gql(
      `mutation { setOrderWebhook(url: "http://127.0.0.1:9/none") { secret settings { url hasSecret secretHint } } }`,
      {},
      a,
    );
    secret = set.data.setOrderWebhook.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // The first URL queues it: it is pending (or already tried), no longer 'not sent'.
    expect((await h.gql(notSent, {}, a)).data.orders.totalCount).toBe(0);
    expect(set.data.setOrderWebhook.settings).toEqual({
      url: 'http://127.0.0.1:9/none',
      hasSecret: true,
      secretHint: `whsec_…${secret.slice(-4)}`,
    });
    const read = await h.gql(`{ orderWebhook { url secretHint } }`, {}, a);
    expect(JSON.stringify(read.data)).not.toContain(secret);
    const same = await h.gql(`mutation { setOrderWebhook(url: "http://127.0.0.1:9/other") { secret } }`, {}, a);
    expect(same.data.setOrderWebhook.secret).toBeNull();
    expect(errorOf(await h.gql(`{ orderWebhook { url } }`)).code).toBe('UNAUTHENTICATED');
    const otherDealer = await h.gql(`{ orderWebhook { url hasSecret } }`, {}, b);
    expect(otherDealer.data.orderWebhook).toEqual({ url: null, hasSecret: false });
  });

  it('delivers a signed order, retrying with back-off until the webhook accepts (3 attempts)', async () => {
    const server = await receiver([500, 500, 200]);
    try {
      await h.gql(`mutation($u: String) { setOrderWebhook(url: $u) { secret } }`, { u: server.url }, a);
      const order = await newOrder();
      const done = await waitFor(
        () => orderOf(order.id),
        (o) => o.syncStatus !== 'PENDING',
      );
      expect(done).toMatchObject({ syncStatus: 'SYNCED', syncAttempts: 3, lastSyncError: null });
      expect(done.syncedAt).toBeTruthy();
      const mine = server.deliveries.filter((d) => d.headers['idempotency-key'] === order.idempotencyKey);
      expect(mine).toHaveLength(3);
      for (const d of mine) {
        expect(d.headers['idempotency-key']).toBe(order.idempotencyKey);
        const expected = `sha256=${createHmac('sha256', secret).update(d.body).digest('hex')}`;
        expect(d.headers['x-tas-signature']).toBe(expected);
        expect(d.headers['content-type']).toBe('application/json');
      }
      expect(new Set(mine.map((d) => d.body)).size).toBe(1);
      const body = JSON.parse(mine[0]!.body);
      expect(body).toMatchObject({
        event: 'order.created',
        order: { id: order.id, number: order.number, totalCents: order.totalCents, dealer: { code: 'QUO111' } },
      });
      expect(body.order.items[0].sizeLines[0]).toMatchObject({ size: 'L', quantity: 2, playerName: 'SMITH' });
      // Payload version 3: version 2's fields (version 1's plus what the factory produces) and
      // the store of a store's production order, null for a quote's.
      expect(mine[0]!.headers['x-tas-payload-version']).toBe('3');
      expect(body.payloadVersion).toBe(3);
      expect(body.order.store).toBeNull();
      // This dealer converts without approved proofs: no proof version, and the order says so.
      expect(body.order.approvalWaived).toBe(true);
      expect(body.order.items[0]).toMatchObject({
        designCode: null,
        proofVersion: null,
        colors: [
          { name: 'Navy', code: '19', hex: '#1F2A44' },
          { name: 'Cardinal', code: '13', hex: '#9D2235' },
          { name: 'White', code: '25', hex: '#FFFFFF' },
        ],
      });
      expect(body.order.items[0].sizeLines[0].sku).toBe(`${styleId}-19-06`);
    } finally {
      await server.close();
    }
  });

  it('marks an order FAILED after the last retry, and Retry sync delivers it', async () => {
    const server = await receiver([503]);
    try {
      await h.gql(`mutation($u: String) { setOrderWebhook(url: $u) { secret } }`, { u: server.url }, a);
      const order = await newOrder();
      const failed = await waitFor(
        () => orderOf(order.id),
        (o) => o.syncStatus !== 'PENDING',
      );
      expect(failed).toMatchObject({ syncStatus: 'FAILED', syncAttempts: 3 });
      // Only the status is kept, never the receiver's answer ('order system down').
      expect(failed.lastSyncError).toBe('HTTP 503');
      expect(failed.lastSyncAttemptAt).toBeTruthy();

      const notFailed = await h.gql(`{ orders(syncStatus: SYNCED) { nodes { id } } }`, {}, a);
      const syncedId = notFailed.data.orders.nodes[0].id;
      expect(
        errorOf(await h.gql(`mutation($id: ID!) { retryOrderSync(id: $id) { id } }`, { id: syncedId }, a)).code,
      ).toBe('CONFLICT');
      expect(
        errorOf(await h.gql(`mutation($id: ID!) { retryOrderSync(id: $id) { id } }`, { id: order.id }, b)).code,
      ).toBe('NOT_FOUND');

      server.statuses.splice(0, server.statuses.length, 200);
      const retried = await h.gql(`mutation($id: ID!) { retryOrderSync(id: $id) { syncStatus } }`, { id: order.id }, a);
      expect(retried.data.retryOrderSync.syncStatus).toBe('PENDING');
      const synced = await waitFor(
        () => orderOf(order.id),
        (o) => o.syncStatus === 'SYNCED',
      );
      expect(synced).toMatchObject({ syncStatus: 'SYNCED', syncAttempts: 4, lastSyncError: null });
      expect(server.deliveries.at(-1)!.headers['idempotency-key']).toBe(order.idempotencyKey);
    } finally {
      await server.close();
    }
  });

  it('sends a change of a delivered order as order.updated: the whole order as it is now, one delivery per change', async () => {
    // Every first attempt of a key is refused: each delivery is retried once, with the same key and body.
    const server = await receiver([500, 200]);
    try {
      await h.gql(`mutation($u: String) { setOrderWebhook(url: $u) { secret } }`, { u: server.url }, a);
      const order = await newOrder();
      const synced = (n: number) =>
        waitFor(
          () => orderOf(order.id),
          (o) => o.syncStatus === 'SYNCED' && o.syncAttempts >= n,
        );
      expect(await synced(2)).toMatchObject({ syncStatus: 'SYNCED', syncAttempts: 2 });
      const ofOrder = () =>
        server.deliveries.filter((d) => (JSON.parse(d.body) as { order: { id: string } }).order.id === order.id);
      const [created] = ofOrder();
      expect(created!.headers['x-tas-event']).toBe('order.created');
      expect(created!.headers['idempotency-key']).toBe(order.idempotencyKey);
      const createdBody = JSON.parse(created!.body);
      expect(createdBody.event).toBe('order.created');
      expect(createdBody.order.revision).toBe(0);

      const UPDATE = `mutation($id: ID!, $input: OrderDetailsInput!) { updateOrder(id: $id, input: $input) { id syncStatus } }`;
      const change = {
        shipTo: 'Hawks Athletics, 1 Field Rd, Springfield IL 62701',
        neededBy: '2027-03-01',
        paymentStatus: 'PAID',
        depositStatus: 'PAID',
        productionStatus: 'IN_PRODUCTION',
      };
      const changed = await h.gql(UPDATE, { id: order.id, input: change }, a);
      expect(changed.errors).toBeUndefined();
      expect(changed.data.updateOrder.syncStatus).toBe('PENDING');
      expect(await synced(4)).toMatchObject({ syncStatus: 'SYNCED', syncAttempts: 4, lastSyncError: null });
      // The same change sent again changes nothing: no revision, nothing sent.
      const again = await h.gql(UPDATE, { id: order.id, input: change }, a);
      expect(again.data.updateOrder.syncStatus).toBe('SYNCED');
      // Another dealer cannot move it.
      expect(errorOf(await h.gql(UPDATE, { id: order.id, input: { productionStatus: 'SHIPPED' } }, b))).toEqual({
        code: 'NOT_FOUND',
        field: undefined,
      });
      const shipped = await h.gql(UPDATE, { id: order.id, input: { productionStatus: 'SHIPPED' } }, a);
      expect(shipped.data.updateOrder.syncStatus).toBe('PENDING');
      expect(await synced(6)).toMatchObject({ syncStatus: 'SYNCED', syncAttempts: 6 });

      // Created (refused, then accepted), revision 1 twice, revision 2 twice: the repeated change was not sent.
      const sent = ofOrder();
      expect(sent.map((d) => [d.headers['x-tas-event'], d.headers['idempotency-key']])).toEqual([
        ['order.created', order.idempotencyKey],
        ['order.created', order.idempotencyKey],
        ['order.updated', `${order.idempotencyKey}.r1`],
        ['order.updated', `${order.idempotencyKey}.r1`],
        ['order.updated', `${order.idempotencyKey}.r2`],
        ['order.updated', `${order.idempotencyKey}.r2`],
      ]);
      for (const d of sent) {
        expect(d.headers['x-tas-signature']).toBe(
          `sha256=${createHmac('sha256', secret).update(d.body).digest('hex')}`,
        );
        expect(d.headers['x-tas-payload-version']).toBe('3');
      }
      expect(sent[2]!.body).toBe(sent[3]!.body);
      expect(JSON.parse(sent[2]!.body)).toEqual({
        ...createdBody,
        event: 'order.updated',
        order: { ...createdBody.order, ...change, revision: 1 },
      });
      expect(JSON.parse(sent[4]!.body)).toEqual({
        ...createdBody,
        event: 'order.updated',
        order: { ...createdBody.order, ...change, productionStatus: 'SHIPPED', revision: 2 },
      });
    } finally {
      await server.close();
    }
  });

  it('exports the orders as CSV, one row per size line', async () => {
    const r = await h.gql(`{ ordersCsv orders(first: 100) { totalCount nodes { id number totalCents } } }`, {}, a);
    expect(r.errors).toBeUndefined();
    const rows = parseCsv(r.data.ordersCsv);
    expect(rows[0]).toEqual([...ORDER_CSV_COLUMNS]);
    const body = rows.slice(1).map((cells) => Object.fromEntries(ORDER_CSV_COLUMNS.map((c, i) => [c, cells[i]])));
    expect(new Set(body.map((row) => row.order_id)).size).toBe(r.data.orders.totalCount);
    for (const o of r.data.orders.nodes) {
      const lines = body.filter((row) => row.order_id === o.id);
      expect(lines[0]).toMatchObject({ order_number: o.number, order_total_cents: String(o.totalCents) });
      const sum = lines.reduce((n, row) => n + Number(row.line_total_cents), 0);
      expect(sum).toBe(o.totalCents);
    }
    expect(body[0]).toMatchObject({ contact_email: 'pat@school.example', size: 'L', player_name: 'SMITH' });
    expect(errorOf(await h.gql(`{ ordersCsv }`)).code).toBe('UNAUTHENTICATED');
    const other = await h.gql(`{ ordersCsv }`, {}, b);
    expect(parseCsv(other.data.ordersCsv)).toHaveLength(1);
  });
});

describe('webhook URL safety (D10, ORDER_WEBHOOK_ALLOW_PRIVATE off)', () => {
  let g: Harness;
  let tokenG: string;
  let dealerG: string;

  beforeAll(async () => {
    g = await startHarness({ env: { ORDER_SYNC_RETRY_LIMIT: '0', ORDER_SYNC_RETRY_DELAY_SECONDS: '1' } });
    ({ token: tokenG, dealerId: dealerG } = await g.signIn('QUO333'));
    await g.gql(WITHOUT_APPROVAL, {}, tokenG);
  });
  afterAll(async () => g?.close());

  const setUrl = (url: string) =>
    g.gql(`mutation($u: String) { setOrderWebhook(url: $u) { settings { url } } }`, { u: url }, tokenG);

  /** A new order of dealer G, once its one delivery is done. */
  const orderFailing = async () => {
    const { locker } = await lockerWithItem(undefined, g, tokenG);
    const q = await requestQuote(locker.code, CONTACT, g);
    expect(q.errors).toBeUndefined();
    const o = await g.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`,
      { id: q.data.requestQuote.id },
      tokenG,
    );
    expect(o.errors).toBeUndefined();
    const orderId = o.data.convertQuoteToOrder.id;
    return waitFor(
      async () =>
        ((await g.gql(`{ orders { nodes { ${ORDER_FIELDS} } } }`, {}, tokenG)).data.orders.nodes as any[]).find(
          (n) => n.id === orderId,
        ),
      (n) => n?.syncStatus !== 'PENDING',
    );
  };

  it('refuses loopback, private, link-local, unspecified and IPv4-mapped hosts with BAD_USER_INPUT url', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.0.0.1/x',
      'http://[::1]/x',
      'http://localhost/x',
      'http://LOCALHOST.:8080/x',
      'http://api.localhost/x',
      'http://192.168.1.20/x',
      'http://172.16.0.5/x',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/x',
      'http://[::]/x',
      'http://[fe80::1]/x',
      'http://[fd00::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::127.0.0.1]/x', // ::/96, IPv4-compatible
      'http://2130706433/x', // 127.0.0.1 as one number (URL parsing normalises it)
      'http://0x7f.1/x',
    ]) {
      const r = await setUrl(url);
      expect(errorOf(r), url).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
      expect(r.errors![0]!.message, url).toMatch(/must point to a public address/);
    }
    const settings = await g.gql(`{ orderWebhook { url hasSecret } }`, {}, tokenG);
    expect(settings.data.orderWebhook).toEqual({ url: null, hasSecret: false });
  });

  it('refuses a name that does not resolve (fail closed: it cannot be checked)', async () => {
    // `.invalid` never resolves (RFC 6761); without network every name fails the same way.
    const r = await setUrl('https://orders.acme-dealer.invalid/hooks/tas');
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(r.errors![0]!.message).toBe(
      'The webhook host orders.acme-dealer.invalid does not resolve to a public address; check the URL',
    );
  });

  it('never shows the dealer what a name resolves to: the same answer as a name that does not resolve', async () => {
    // `orders.internal.tas-test` resolves to a private address (the resolver mocked above), as
    // an internal name of the gateway's network would.
    const r = await setUrl('https://orders.internal.tas-test/hooks/tas');
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(r.errors![0]!.message).toBe(
      'The webhook host orders.internal.tas-test does not resolve to a public address; check the URL',
    );
    // At delivery too (the URL written past the mutation's check, as if it resolved publicly then).
    await g.built.database.db
      .updateTable('dealers')
      .set({ order_webhook_url: 'https://orders.internal.tas-test/hooks/tas', order_webhook_secret: 'whsec_test' })
      .where('id', '=', Number(dealerG))
      .execute();
    const failed = await orderFailing();
    expect(failed.lastSyncError).toBe(
      'Delivery refused: The webhook host orders.internal.tas-test does not resolve to a public address; check the URL',
    );
    expect(JSON.stringify(failed)).not.toContain('10.0.0.5');
  });

  it('checks again at delivery: a URL that now points to a private address fails with the reason', async () => {
    // As if the name had resolved to a public address when it was set and privately now: the URL
    // is written straight to the database, past the mutation's check.
    await g.built.database.db
      .updateTable('dealers')
      .set({ order_webhook_url: 'http://127.0.0.1:9/orders', order_webhook_secret: 'whsec_test' })
      .where('id', '=', Number(dealerG))
      .execute();
    const failed = await orderFailing();
    expect(failed).toMatchObject({ syncStatus: 'FAILED', syncAttempts: 1, syncedAt: null });
    expect(failed.lastSyncError).toBe(
      'Delivery refused: The webhook URL must point to a public address: 127.0.0.1 is a private, loopback or reserved address',
    );
  });
});
