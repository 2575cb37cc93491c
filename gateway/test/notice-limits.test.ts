/**
 * No email flood, over HTTP: quote requests are limited per client address per day (a refused or
 * failed request costs nothing) and their emails per dealer per day; proof emails per dealer and
 * per recipient per day; the outbox holds at most NOTICE_OUTBOX_MAX notices waiting. Past a limit
 * the change answers RATE_LIMITED and writes nothing: no quote row, the locker stays unlocked, no
 * proof version, no PDF job, no notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

const contact = (email: string) => ({ name: 'Pat Coach', email });

/** A snapsheet of `token`'s dealer with a jersey in a new locker; answers the locker's code. */
async function lockerWithItem(h: Harness, token: string): Promise<string> {
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  const styleId = products.data.products.nodes.find(
    (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
  ).styleId;
  const created = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { title: 'Spring Uniforms', teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
    token,
  );
  const saved = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { styleId, colorIds: ['19', '13', '25'], decorations: [] },
  });
  const added = await h.gql(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
    input: {
      projectType: 'SNAPSHEET',
      projectId: created.data.createSnapsheet.id,
      configurationShortId: saved.data.saveConfiguration.shortId,
      sizeLines: [{ size: 'L', quantity: 2 }],
    },
  });
  expect(added.errors).toBeUndefined();
  return added.data.addToLocker.code as string;
}

const requestQuote = (h: Harness, code: string, email = 'pat@school.example') =>
  h.gql(
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
    { code, contact: contact(email) },
  );

/** What a refused change must not have written: the rows of these tables, counted. */
async function counts(h: Harness) {
  const db = h.built.database.db;
  const n = async (table: 'quotes' | 'notices' | 'proofs' | 'proof_links' | 'render_jobs') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    quotes: await n('quotes'),
    notices: await n('notices'),
    proofs: await n('proofs'),
    proofLinks: await n('proof_links'),
    renderJobs: await n('render_jobs'),
  };
}

/** The quote locking the locker of `code`, or null. */
async function lockingQuote(h: Harness, code: string): Promise<number | null> {
  const row = await h.built.database.db
    .selectFrom('lockers')
    .select('locked_quote_id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.locked_quote_id;
}

describe('quote requests: per address and per dealer per day', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      env: { QUOTE_REQUESTS_PER_ADDRESS_PER_DAY: '3', QUOTE_EMAILS_PER_DEALER_PER_DAY: '1' },
    });
  });
  afterAll(async () => h?.close());

  it('a dealer gets its day’s quote emails; one more request writes nothing and leaves the locker unlocked', async () => {
    const { token } = await h.signIn('LIM001');
    const first = await requestQuote(h, await lockerWithItem(h, token));
    expect(first.errors).toBeUndefined();
    const second = await lockerWithItem(h, token);
    const before = await counts(h);
    const refused = await requestQuote(h, second);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toBe('Too many quote requests today (at most 1 a day); try again tomorrow');
    expect(await counts(h)).toEqual(before);
    expect(await lockingQuote(h, second)).toBeNull();
    // The locker is still the visitor's to change.
    const items = await h.gql(`query($c: String!) { locker(code: $c) { locked items { id } } }`, { c: second });
    expect(items.data.locker.locked).toBe(false);
  });

  it('an address makes its day’s requests over every dealer; a refused or failed one costs it nothing', async () => {
    // The address spent 1 (the refused request above was given back).
    const a = (await h.signIn('LIM002')).token;
    const b = (await h.signIn('LIM003')).token;
    const c = (await h.signIn('LIM004')).token;
    const code = await lockerWithItem(h, a);
    expect((await requestQuote(h, code)).errors).toBeUndefined();
    // Locked by the request before: CONFLICT, given back.
    expect(errorOf(await requestQuote(h, code)).code).toBe('CONFLICT');
    expect((await requestQuote(h, await lockerWithItem(h, b))).errors).toBeUndefined();
    const last = await lockerWithItem(h, c);
    const before = await counts(h);
    const refused = await requestQuote(h, last);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toBe('Too many quote requests from this address today; try again tomorrow');
    expect(await counts(h)).toEqual(before);
    expect(await lockingQuote(h, last)).toBeNull();
  });
});

describe('proof emails: per dealer and per recipient per day', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness({
      env: { PROOF_EMAILS_PER_DEALER_PER_DAY: '2', PROOF_EMAILS_PER_RECIPIENT_PER_DAY: '1' },
    });
    ({ token } = await h.signIn('LIM010'));
  });
  afterAll(async () => h?.close());

  const quoteFor = async (email: string) => {
    const r = await requestQuote(h, await lockerWithItem(h, token), email);
    expect(r.errors).toBeUndefined();
    return r.data.requestQuote.id as string;
  };
  const sendProofs = (quoteId: string) =>
    h.gql(`mutation($id: ID!) { sendProofs(quoteId: $id) { url } }`, { id: quoteId }, token);

  it('refuses a second proof email to one address in a day (any case), writing nothing', async () => {
    const first = await quoteFor('sam@club.example');
    expect((await sendProofs(first)).errors).toBeUndefined();
    const again = await quoteFor('SAM@club.example');
    const before = await counts(h);
    const refused = await sendProofs(again);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toBe(
      'Too many proof emails to SAM@club.example today (at most 1 a day); try again tomorrow',
    );
    // No proof version, no link, no PDF job, no notice.
    expect(await counts(h)).toEqual(before);
  });

  it('refuses the dealer’s proof emails past its day’s', async () => {
    expect((await sendProofs(await quoteFor('ari@club.example'))).errors).toBeUndefined();
    const third = await quoteFor('kim@club.example');
    const before = await counts(h);
    const refused = await sendProofs(third);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toBe('Too many proof emails today (at most 2 a day); try again tomorrow');
    expect(await counts(h)).toEqual(before);
  });
});

describe('the outbox’s bound', () => {
  let h: Harness;

  beforeAll(async () => {
    // An SMTP server is set but nothing delivers here: notices wait QUEUED.
    h = await startHarness({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTICE_WORKER: 'off', NOTICE_OUTBOX_MAX: '1' },
    });
  });
  afterAll(async () => h?.close());

  it('past NOTICE_OUTBOX_MAX notices waiting, a change that emails answers RATE_LIMITED and writes nothing', async () => {
    const { token } = await h.signIn('LIM020');
    expect((await requestQuote(h, await lockerWithItem(h, token))).errors).toBeUndefined();
    const code = await lockerWithItem(h, token);
    const before = await counts(h);
    const refused = await requestQuote(h, code);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toBe('Too many emails are waiting to be sent; try again in a few minutes');
    expect(await counts(h)).toEqual(before);
    expect(await lockingQuote(h, code)).toBeNull();
    const waiting = await h.built.database.db.selectFrom('notices').select('status').execute();
    expect(waiting).toEqual([{ status: 'QUEUED' }]);
  });
});
