/**
 * A team store's contacts and emails over the API and the real notices outbox (on PGlite and,
 * with DATABASE_URL, on PostgreSQL): the roster's contacts imported from CSV and XLSX (per-cell
 * errors, nothing saved on one), the players who have not ordered, the opening emailed once to
 * each contact (its job run twice), the reminders three days and one day before the advertised
 * close (their jobs moving with the closes, each sent once, to those who have not ordered), the
 * dealer's "not ordered yet" nudge (once per 24 hours), the close emailed to the buyers, each
 * with its unsubscribe link, and the buyer's receipt with each line's own picture (pay later at
 * the checkout, card when paid), without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { PaymentPort } from '../src/modules/stores/stores.service.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const DEALER = 'EML001';
const DAY = 86_400_000;
let keys = 0;
const newKey = () => `email-key-${String(++keys).padStart(4, '0')}-abcdefghijklmnop`;
const file = (filename: string, content: string | Uint8Array) => ({
  filename,
  contentBase64: Buffer.from(content).toString('base64'),
});

const IMPORT = `mutation($id: ID!, $file: RosterFileInput, $rows: [StoreContactInput!]) {
  importStoreContacts(storeId: $id, file: $file, rows: $rows) {
    emailed issues { row column severity message } contacts { playerName group email phone } store { id } } }`;
const CONTACTS = `query($id: ID!) { project(ref: { type: STORE, dealerCode: "EML001", id: $id }) { ... on Store {
  contacts { playerName email } playersNotOrdered { playerName email } } } }`;
const REMIND = `mutation($id: ID!) { remindStoreContacts(storeId: $id) { emailed contacts } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
  token order { number status totalCents } } }`;

const CSV = [
  'Player,Group,Parent Email,Phone',
  'Ava Stone,Varsity,Ava.Parent@Family.example,555-0101',
  'Ben Cruz,JV,ben@family.example,',
  'Cleo Park,,cleo@family.example,+1 (555) 0103',
].join('\r\n');

/** The outbox's notices of `event`, oldest first. */
async function noticesOf(h: Harness, event: string) {
  return h.built.database.db
    .selectFrom('notices')
    .select(['recipient', 'subject', 'text_body', 'html_body', 'status', 'unsubscribe_hash'])
    .where('event', '=', event as never)
    .orderBy('id')
    .execute();
}

/** The store-clock jobs of store `id` of `moves`: move and start time (ms), by time. */
async function clockJobs(h: Harness, id: number, moves: string[]) {
  const { rows } = await h.built.database.execute(
    `SELECT data, start_after FROM pgboss.job WHERE name = 'store-clock' AND (data->>'storeId')::int = $1 ORDER BY start_after, data->>'move'`,
    [id],
  );
  return (rows as { data: { move: string }; start_after: Date }[])
    .filter((r) => moves.includes(r.data.move))
    .map((r) => [r.data.move, new Date(r.start_after).getTime()]);
}

const port: PaymentPort = {
  async start(_method, input) {
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

describe('team store contacts and emails', () => {
  let h: Harness;
  let token: string;
  let storeId: string;
  let projectId: number;
  let jersey: string;

  beforeAll(async () => {
    h = await startHarness({ payments: port, env: { STORE_WORKER: 'off' } });
    ({ token } = await h.signIn(DEALER));
    const snap = await h.gql(
      `mutation { createSnapsheet(input: { teamName: "Harbor Hawks", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      token,
    );
    await h.gql(
      `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100", customPriceCents: 4000 }) { id } }`,
      { id: snap.data.createSnapsheet.id },
      token,
    );
    const created = await h.gql(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id } } }`,
      {
        input: {
          teamName: 'Harbor Hawks',
          sourceType: 'SNAPSHEET',
          sourceId: snap.data.createSnapsheet.id,
          timezone: 'America/Chicago',
        },
      },
      token,
    );
    storeId = created.data.createStore.id;
    jersey = created.data.createStore.items[0].id;
    const set = await h.gql(
      `mutation($id: ID!, $items: [StoreItemInput!]!) { setStoreItems(storeId: $id, items: $items) { id } }`,
      {
        id: storeId,
        items: [
          {
            id: jersey,
            name: 'Game Jersey',
            sizes: ['M', 'L'],
            rules: { nameOffered: true, nameMaxLength: 12, numberOffered: true, numberMin: 0, numberMax: 99 },
          },
        ],
      },
      token,
    );
    expect(set.errors).toBeUndefined();
    const settings = await h.gql(
      `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
      {
        id: storeId,
        input: {
          advertisedCloseAt: new Date(Date.now() + 10 * DAY).toISOString(),
          hardCloseAt: new Date(Date.now() + 11 * DAY).toISOString(),
        },
      },
      token,
    );
    expect(settings.errors).toBeUndefined();
    const row = await h.built.database.db
      .selectFrom('projects')
      .select('id')
      .where('public_id', '=', storeId)
      .executeTakeFirstOrThrow();
    projectId = row.id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('refuses a contacts file with a bad cell, naming its row and column, and saves nothing', async () => {
    const bad = [CSV, 'Dan Lee,JV,not-an-email,', ',JV,eve@family.example,'].join('\r\n');
    const r = await h.gql(IMPORT, { id: storeId, file: file('contacts.csv', bad) }, token);
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(r.errors![0]!.message).toBe('2 rows have errors: nothing was imported');
    expect((r.errors![0]!.extensions as { issues: unknown }).issues).toEqual([
      { row: 5, column: 'email', severity: 'ERROR', message: "'not-an-email' is not an email address" },
      { row: 6, column: 'player', severity: 'ERROR', message: "The player's name is missing" },
    ]);
    const rows = await h.gql(
      IMPORT,
      { id: storeId, rows: [{ playerName: 'Ava Stone', email: 'ava@family.example', phone: 'call me' }] },
      token,
    );
    expect(errorOf(rows)).toEqual({ code: 'BAD_USER_INPUT', field: 'rows.0.phone' });
    const none = await h.gql(IMPORT, { id: storeId, file: file('x.csv', 'Name,Size\r\nAva,M') }, token);
    expect(none.errors![0]!.message).toBe(
      'No header row found: the first row must name the columns, e.g. player, group, email, phone',
    );
    const read = await h.gql(CONTACTS, { id: storeId }, token);
    expect(read.data.project.contacts).toEqual([]);
  });

  it('imports contacts from an XLSX, then a CSV in their place; another dealer gets NOT_FOUND', async () => {
    const bytes = await writeXlsxFile([
      ['Player Name', 'Team', 'Email'],
      ['Zed Old', 'JV', 'zed@family.example'],
    ]).toBuffer();
    const x = await h.gql(IMPORT, { id: storeId, file: file('contacts.xlsx', new Uint8Array(bytes)) }, token);
    expect(x.errors).toBeUndefined();
    expect(x.data.importStoreContacts.contacts).toEqual([
      { playerName: 'Zed Old', group: 'JV', email: 'zed@family.example', phone: null },
    ]);
    const r = await h.gql(
      IMPORT,
      { id: storeId, file: file('contacts.csv', `${CSV}\r\nAva Stone,Varsity,ava.parent@family.example,`) },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.importStoreContacts).toEqual({
      emailed: 0,
      issues: [{ row: 5, column: null, severity: 'WARNING', message: 'The same player and email as row 2' }],
      contacts: [
        { playerName: 'Ava Stone', group: 'Varsity', email: 'ava.parent@family.example', phone: '555-0101' },
        { playerName: 'Ben Cruz', group: 'JV', email: 'ben@family.example', phone: null },
        { playerName: 'Cleo Park', group: null, email: 'cleo@family.example', phone: '+1 (555) 0103' },
      ],
      store: { id: storeId },
    });
    const other = await h.signIn('EML002');
    const refused = await h.gql(IMPORT, { id: storeId, file: file('c.csv', CSV) }, other.token);
    expect(errorOf(refused).code).toBe('NOT_FOUND');
  });

  it('emails the opening once to each contact, with an unsubscribe link, though its job runs twice', async () => {
    const opened = await h.gql(`mutation($id: ID!) { openStore(storeId: $id) { state } }`, { id: storeId }, token);
    expect(opened.data.openStore.state).toBe('OPEN');
    const stores = h.built.services.stores;
    expect(await stores.runClock(projectId, 'open')).toBe(true);
    expect(await stores.runClock(projectId, 'open')).toBe(false);
    const notices = await noticesOf(h, 'STORE_OPENED');
    expect(notices.map((n) => [n.recipient, n.subject, n.status])).toEqual([
      ['ava.parent@family.example', 'Harbor Hawks Store is open', 'HELD'],
      ['ben@family.example', 'Harbor Hawks Store is open', 'HELD'],
      ['cleo@family.example', 'Harbor Hawks Store is open', 'HELD'],
    ]);
    const storeUrl = `${h.url}/stores/${DEALER}/${storeId}/`;
    expect(notices[0]!.text_body).toContain(`Open the store: ${storeUrl}\n`);
    expect(notices[0]!.text_body).toContain("Order Ava Stone's items there");
    expect(notices[0]!.text_body).toMatch(
      new RegExp(
        `Unsubscribe from these emails \\(order receipts still come\\): ${h.url}/unsubscribe/\\[hidden:[0-9a-f]{16}\\]$`,
      ),
    );
    expect(notices[0]!.html_body).toContain('>Unsubscribe</a>');
    expect(notices.every((n) => n.unsubscribe_hash !== null)).toBe(true);
    // A contact added to the open store gets the opening; the others not again.
    const more = await h.gql(
      IMPORT,
      { id: storeId, file: file('c.csv', `${CSV}\r\nDee Fox,,dee@family.example,`) },
      token,
    );
    expect(more.data.importStoreContacts.emailed).toBe(0);
    expect((await noticesOf(h, 'STORE_OPENED')).map((n) => n.recipient)).toEqual([
      'ava.parent@family.example',
      'ben@family.example',
      'cleo@family.example',
      'dee@family.example',
    ]);
  });

  it("sends a pay-later receipt at the checkout with each line's own picture, and no unsubscribe link", async () => {
    const r = await h.gql(CHECKOUT, {
      key: newKey(),
      input: {
        dealerCode: DEALER,
        storeId,
        buyerName: 'Ben Parent',
        buyerEmail: 'BEN@family.example',
        paymentMethod: 'PAY_LATER',
        lines: [{ itemId: jersey, size: 'L', playerName: 'Cruz', playerNumber: '7' }],
      },
    });
    expect(r.errors).toBeUndefined();
    const { number, totalCents } = r.data.checkoutStore.order;
    const receipts = await noticesOf(h, 'STORE_ORDER_RECEIPT');
    expect(receipts.map((n) => [n.recipient, n.subject, n.status, n.unsubscribe_hash])).toEqual([
      ['ben@family.example', `Harbor Hawks Store: your order ${number}`, 'HELD', null],
    ]);
    const receipt = receipts[0]!;
    expect(receipt.text_body).not.toContain('Unsubscribe');
    expect(receipt.text_body).toContain(`- Game Jersey, size L, Cruz #7: $${(totalCents / 100).toFixed(2)}`);
    expect(receipt.text_body).toMatch(new RegExp(`Your order: ${h.url}/store-orders/\\[hidden:[0-9a-f]{16}\\]`));
    const picture = /<img src="([^"]+)" alt="Game Jersey, size L, Cruz #7"/.exec(receipt.html_body)?.[1];
    expect(picture).toMatch(new RegExp(`^${h.url}/store-pictures/[0-9a-f]{64}/(BACK|FRONT)\\.png$`));
    const [, hash, view] = /store-pictures\/([0-9a-f]{64})\/(\w+)\.png/.exec(picture!)!;
    // The picture's render was queued at the checkout: a snapshot of that personalised spec.
    const db = h.built.database.db;
    const snapshot = await db
      .selectFrom('snapshots')
      .select(['status', 'view'])
      .where('render_hash', '=', hash!)
      .where('view', '=', view as never)
      .executeTakeFirstOrThrow();
    expect(snapshot.status).toBe('PENDING');
    expect((await fetch(picture!, { redirect: 'manual' })).status).toBe(404);
    // Drawn: the address leads to the PNG.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const key = await h.built.services.blobs.put('snapshots', png, 'png');
    await db
      .updateTable('snapshots')
      .set({ status: 'READY', blob_key: key })
      .where('render_hash', '=', hash!)
      .where('view', '=', view as never)
      .execute();
    const res = await fetch(picture!, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const file = await fetch(new URL(res.headers.get('location')!, h.url));
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    // Another personalisation is another picture.
    expect(
      await db.selectFrom('snapshots').select('render_hash').where('render_hash', '=', hash!).execute(),
    ).not.toHaveLength(0);
  });

  it('sends a card order its receipt once when paid (a second paid event sends nothing)', async () => {
    const r = await h.gql(CHECKOUT, {
      key: newKey(),
      input: {
        dealerCode: DEALER,
        storeId,
        buyerName: 'Cleo Parent',
        buyerEmail: 'cleo.card@family.example',
        playerName: 'Cleo Park',
        paymentMethod: 'CARD',
        lines: [{ itemId: jersey, size: 'M', playerName: 'Park', playerNumber: '12' }],
      },
    });
    expect(r.errors).toBeUndefined();
    const { number } = r.data.checkoutStore.order;
    const before = (await noticesOf(h, 'STORE_ORDER_RECEIPT')).length;
    const order = await h.built.database.db
      .selectFrom('store_orders')
      .select(['id'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    const paid = { orderRef: `store-order-${order.id}`, paymentId: 'pay_1', amountCents: 4000 };
    await h.built.services.stores.orders.paymentPaid(paid);
    await h.built.services.stores.orders.paymentPaid(paid);
    const receipts = (await noticesOf(h, 'STORE_ORDER_RECEIPT')).slice(before);
    expect(receipts.map((n) => [n.recipient, n.subject])).toEqual([
      ['cleo.card@family.example', `Harbor Hawks Store: your order ${number}`],
    ]);
    expect(receipts[0]!.text_body).toContain('Paid: $');
    expect(receipts[0]!.html_body).toMatch(/<img src="[^"]+\/store-pictures\/[0-9a-f]{64}\/(BACK|FRONT)\.png"/);
  });

  it('lists the players who have not ordered: by email or player name, any case', async () => {
    const r = await h.gql(CONTACTS, { id: storeId }, token);
    // Ben by his email (another case), Cleo by the order's player name; Ava and Dee have not.
    expect(r.data.project.playersNotOrdered).toEqual([
      { playerName: 'Ava Stone', email: 'ava.parent@family.example' },
      { playerName: 'Dee Fox', email: 'dee@family.example' },
    ]);
  });

  it('moves the reminder jobs with the closes, and sends each reminder once to those who have not ordered', async () => {
    const store = () =>
      h.built.database.db
        .selectFrom('stores')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
    const first = (await store()).advertised_close_at!.getTime();
    const moves = ['closes-in-3-days', 'closes-in-1-day'];
    expect(await clockJobs(h, projectId, moves)).toEqual([
      ['closes-in-3-days', first - 3 * DAY],
      ['closes-in-1-day', first - DAY],
    ]);
    const advertised = new Date(Date.now() + 2 * DAY + 3600_000);
    const moved = await h.gql(
      `mutation($id: ID!, $a: DateTime!, $hc: DateTime!) { moveStoreCloses(storeId: $id, advertisedCloseAt: $a, hardCloseAt: $hc) { id } }`,
      { id: storeId, a: advertised.toISOString(), hc: new Date(advertised.getTime() + DAY).toISOString() },
      token,
    );
    expect(moved.errors).toBeUndefined();
    expect(await clockJobs(h, projectId, moves)).toEqual(
      [
        ['closes-in-3-days', advertised.getTime() - 3 * DAY],
        ['closes-in-1-day', first - 3 * DAY + 2 * DAY],
        ['closes-in-3-days', first - 3 * DAY],
        ['closes-in-1-day', advertised.getTime() - DAY],
      ].sort((a, b) => (a[1] as number) - (b[1] as number) || String(a[0]).localeCompare(String(b[0]))),
    );
    const stores = h.built.services.stores;
    // Three days before the close has passed, one day not yet: the first is sent once, the other waits.
    expect(await stores.runClock(projectId, 'closes-in-3-days')).toBe(true);
    expect(await stores.runClock(projectId, 'closes-in-3-days')).toBe(false);
    expect(await stores.runClock(projectId, 'closes-in-1-day')).toBe(false);
    const reminders = await noticesOf(h, 'STORE_CLOSING_SOON');
    expect(reminders.map((n) => [n.recipient, n.subject])).toEqual([
      ['ava.parent@family.example', 'Harbor Hawks Store closes in 3 days'],
      ['dee@family.example', 'Harbor Hawks Store closes in 3 days'],
    ]);
    expect(reminders[0]!.text_body).toContain('We have no order for Ava Stone yet');
    expect(reminders[0]!.text_body).toMatch(/\/unsubscribe\/\[hidden:[0-9a-f]{16}\]$/);
  });

  it('sends the nudge to those who have not ordered, once per 24 hours, and says truly how many were emailed', async () => {
    const r = await h.gql(REMIND, { id: storeId }, token);
    // No SMTP server: kept in the outbox (HELD), none emailed.
    expect(r.data.remindStoreContacts).toEqual({ emailed: 0, contacts: 2 });
    const again = await h.gql(REMIND, { id: storeId }, token);
    expect(errorOf(again).code).toBe('RATE_LIMITED');
    const nudges = await noticesOf(h, 'STORE_NOT_ORDERED');
    expect(nudges.map((n) => [n.recipient, n.subject])).toEqual([
      ['ava.parent@family.example', 'Harbor Hawks Store: Ava Stone has not ordered yet'],
      ['dee@family.example', 'Harbor Hawks Store: Dee Fox has not ordered yet'],
    ]);
    const other = await h.signIn('EML003');
    expect(errorOf(await h.gql(REMIND, { id: storeId }, other.token)).code).toBe('NOT_FOUND');
  });

  it('emails the close once to each buyer with an order when the store closes', async () => {
    const db = h.built.database.db;
    await db
      .updateTable('stores')
      .set({ advertised_close_at: new Date(Date.now() - 2000), hard_close_at: new Date(Date.now() - 1000) })
      .where('project_id', '=', projectId)
      .execute();
    const stores = h.built.services.stores;
    expect(await stores.runClock(projectId, 'close')).toBe(true);
    expect(await stores.runClock(projectId, 'close')).toBe(false);
    const closed = await noticesOf(h, 'STORE_CLOSED');
    expect(closed.map((n) => [n.recipient, n.subject])).toEqual([
      ['ben@family.example', 'Harbor Hawks Store is closed'],
      ['cleo.card@family.example', 'Harbor Hawks Store is closed'],
    ]);
    expect(closed[0]!.text_body).toContain('Hello Ben Parent,');
    expect(closed.every((n) => n.unsubscribe_hash !== null)).toBe(true);
  });
});
