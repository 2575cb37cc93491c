/**
 * NUL and other control characters in arguments: refused at the edge for every
 * operation with BAD_USER_INPUT and the input path, whether they come in variables or inline
 * literals, nested inputs or lists, on root or nested fields; nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let dealer: string;
let snapsheetId: string;
let lockerCode: string;
let shortId: string;

const CREATE = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id teamName } }`;
const CONFIG = `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`;
const ADD = `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { sizeLines { playerName } } } }`;
const QUOTE = `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id contact { name } } }`;

/** Rows of the tables these operations write. */
async function counts() {
  const db = h.built.database.db;
  const n = async (table: 'projects' | 'configurations' | 'locker_items' | 'quotes' | 'customers') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    projects: await n('projects'),
    configurations: await n('configurations'),
    lockerItems: await n('locker_items'),
    quotes: await n('quotes'),
    customers: await n('customers'),
  };
}

beforeAll(async () => {
  h = await startHarness();
  dealer = (await h.signIn('CTL001')).token;
  const created = await h.gql(CREATE, { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } }, dealer);
  snapsheetId = created.data.createSnapsheet.id;
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  const styleId = products.data.products.nodes.find((p: any) => p.garment.id === 'jersey-crew').styleId;
  await h.gql(
    `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
    { id: snapsheetId, input: { styleId } },
    dealer,
  );
  shortId = (await h.gql(CONFIG, { input: { styleId, decorations: [] } })).data.saveConfiguration.shortId;
  const locker = await h.gql(ADD, {
    input: {
      projectType: 'SNAPSHEET',
      projectId: snapsheetId,
      configurationShortId: shortId,
      sizeLines: [{ size: 'L', quantity: 1 }],
    },
  });
  lockerCode = locker.data.addToLocker.code;
});
afterAll(async () => h?.close());

describe('control characters in arguments', () => {
  it('refuses a NUL in a variable of a nested input, naming the input path, and writes nothing', async () => {
    const before = await counts();
    const r = await h.gql(CREATE, { input: { teamName: 'Ti\u0000gers', colorIds: ['19', '13', '25'] } }, dealer);
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'teamName' });
    expect(r.errors![0]!.message).toBe('Control characters are not allowed (U+0000)');
    expect(r.data).toBeNull();

    const q = await h.gql(QUOTE, { code: lockerCode, contact: { name: 'Pat\u0000', email: 'pat@example.com' } });
    expect(errorOf(q)).toEqual({ code: 'BAD_USER_INPUT', field: 'contact.name' });

    const add = await h.gql(ADD, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: shortId,
        sizeLines: [
          { size: 'L', quantity: 1, playerName: 'Ann' },
          { size: 'M', quantity: 1, playerName: 'Bo\u0000b' },
        ],
      },
    });
    expect(errorOf(add)).toEqual({ code: 'BAD_USER_INPUT', field: 'sizeLines.1.playerName' });

    const styleId = (await h.gql(`{ products(first: 1) { nodes { styleId } } }`)).data.products.nodes[0].styleId;
    const deco = await h.gql(CONFIG, {
      input: { styleId, decorations: [{ contentType: 'CUSTOM_TEXT', location: 'front-center', text: 'A\u0000' }] },
    });
    expect(errorOf(deco)).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.0.text' });

    const ids = await h.gql(
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
      { input: { type: 'TEAM', colorIds: ['19', '13\u0000', '25'] } },
      dealer,
    );
    expect(errorOf(ids)).toEqual({ code: 'BAD_USER_INPUT', field: 'colorIds.1' });
    expect(await counts()).toEqual(before);
  });

  it('refuses the same in inline literals and in arguments of nested fields', async () => {
    const before = await counts();
    const inline = await h.gql(
      `mutation { createSnapsheet(input: { teamName: "x\\u0000", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      dealer,
    );
    expect(errorOf(inline)).toEqual({ code: 'BAD_USER_INPUT', field: 'teamName' });
    const nested = await h.gql(`{ me { code customers(search: "a\\u0000") { totalCount } } }`, {}, dealer);
    expect(errorOf(nested)).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
    const filter = await h.gql(`query($s: String) { products(filter: { search: $s }) { totalCount } }`, {
      s: '\u0000',
    });
    expect(errorOf(filter)).toEqual({ code: 'BAD_USER_INPUT', field: 'filter.search' });
    const msrp = await h.gql(`{ products(first: 1) { nodes { msrp(size: "L\\u0007") } } }`);
    expect(errorOf(msrp)).toEqual({ code: 'BAD_USER_INPUT', field: 'size' });
    expect(msrp.errors![0]!.message).toBe('Control characters are not allowed (U+0007)');
    expect(await counts()).toEqual(before);
  });

  it('refuses other C0 controls everywhere, and tab, newline and CR in ids only', async () => {
    const escape = await h.gql(`query($c: String!) { locker(code: $c) { code } }`, { c: `${lockerCode}\u001b` });
    expect(errorOf(escape)).toEqual({ code: 'BAD_USER_INPUT', field: 'code' });
    for (const id of ['1\t', '1\n', '\r1']) {
      const r = await h.gql(`query($id: ID!) { customer(id: $id) { id } }`, { id }, dealer);
      expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
    }
    // Free text keeps its tabs and line breaks.
    const ok = await h.gql(QUOTE, {
      code: lockerCode,
      contact: { name: 'Pat\tLee', email: 'pat@example.com', message: 'Hello,\r\nsizes:\n\tL x1' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.requestQuote.contact.name).toBe('Pat\tLee');
  });
});

describe('variables with more errors than graphql-js reports', () => {
  it('answers BAD_USER_INPUT, not INTERNAL, when coercion stops after 50 errors', async () => {
    const r = await h.gql(
      `query($d: [DecorationInput!]!, $s: ID!) { decorationPrices(decorations: $d, quantity: 1, styleId: $s) }`,
      {
        d: Array.from({ length: 60 }, () => ({ contentType: 'NOPE' })),
        s: 'x',
      },
    );
    expect(r.data).toBeUndefined();
    expect(r.errors!.map((e) => e.extensions?.code)).toEqual(Array(r.errors!.length).fill('BAD_USER_INPUT'));
    expect(r.errors!.at(-1)!.message).toBe(
      'Too many errors processing variables, error limit reached. Execution aborted.',
    );
  });
});
