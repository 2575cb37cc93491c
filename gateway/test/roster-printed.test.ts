/**
 * The roster serves the factory: an item whose design prints player names or numbers is quoted
 * (requestQuote) and ordered (convertQuoteToOrder) only with them on every line of garments, or
 * the dealer's blank mark on the line, and with no number twice. Real app, real HTTP, real
 * database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let dealer: string;
let styleId: string;
let productName: string;

const CONTACT = { name: 'Pat Coach', email: 'pat@school.example' };
const NAME_AND_NUMBER = [
  { contentType: 'PLAYER_NAME', location: 'back-name', text: 'PLAYER' },
  { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '00' },
];

beforeAll(async () => {
  h = await startHarness();
  ({ token: dealer } = await h.signIn('RST001'));
  // Proofs are proofs.test.ts's: this dealer converts without them.
  await h.gql(`mutation { updateDealerSettings(input: { convertWithoutApproval: true }) { id } }`, {}, dealer);
  const products = await h.gql(`{ products(first: 100) { nodes { styleId name garment { id } } } }`);
  const jersey = products.data.products.nodes.find((p: { garment: { id: string } }) => p.garment.id === 'jersey-crew');
  ({ styleId, name: productName } = jersey);
});
afterAll(async () => h?.close());

/** A fresh snapsheet of the dealer with one item of `decorations` aliased 'Home', roster `sizeLines`. */
async function lockerWith(decorations: object[], sizeLines: object[]) {
  const created = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
    dealer,
  );
  const saved = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { styleId, colorIds: ['19', '13', '25'], decorations },
  });
  expect(saved.errors).toBeUndefined();
  const added = await h.gql(
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
    {
      input: {
        projectType: 'SNAPSHEET',
        projectId: created.data.createSnapsheet.id,
        configurationShortId: saved.data.saveConfiguration.shortId,
        sizeLines,
      },
    },
  );
  expect(added.errors).toBeUndefined();
  const locker = added.data.addToLocker as { code: string; items: { id: string }[] };
  const itemId = locker.items[0]!.id;
  const aliased = await h.gql(
    `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
    { id: itemId, input: { alias: 'Home' } },
  );
  expect(aliased.errors).toBeUndefined();
  return { code: locker.code, itemId };
}

const requestQuote = (code: string) =>
  h.gql(
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id status } }`,
    { code, contact: CONTACT },
  );

const setRoster = (itemId: string, sizeLines: object[]) =>
  h.gql(
    `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { items { sizeLines { size quantity playerName playerNumber blank } } } }`,
    { id: itemId, input: { sizeLines } },
  );

describe('names and numbers are required where the design prints them', () => {
  it('refuses a quote naming the item and the lines without a name or number; nothing is locked', async () => {
    const { code, itemId } = await lockerWith(NAME_AND_NUMBER, [
      { size: 'S', quantity: 1, playerName: 'AVERY', playerNumber: '12' },
      { size: 'M', quantity: 0 },
      { size: 'M', quantity: 1, playerName: 'BLAKE' },
      { size: 'L', quantity: 1, playerNumber: '7' },
      { size: 'XL', quantity: 2 },
    ]);
    const refused = await requestQuote(code);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'items.0.sizeLines' });
    expect(refused.errors![0]!.message).toBe(
      `${productName} (Home): lines 4, 5 have no name; lines 3, 5 have no number (fill them in or mark a line blank)`,
    );
    // The refused request wrote nothing: the locker is not locked and takes the fix.
    const fixed = await setRoster(itemId, [
      { size: 'S', quantity: 1, playerName: 'AVERY', playerNumber: '12' },
      { size: 'M', quantity: 1, playerName: 'BLAKE', playerNumber: '3' },
      { size: 'L', quantity: 1, playerName: 'CASEY', playerNumber: '7' },
      { size: 'XL', quantity: 2, blank: true },
    ]);
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data.updateLockerItem.items[0].sizeLines.map((l: { blank: boolean }) => l.blank)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    const quoted = await requestQuote(code);
    expect(quoted.errors).toBeUndefined();
    expect(quoted.data.requestQuote.status).toBe('OPEN');
  });

  it('refuses a number on two lines of one item', async () => {
    const { code } = await lockerWith(NAME_AND_NUMBER, [
      { size: 'S', quantity: 1, playerName: 'AVERY', playerNumber: '12' },
      { size: 'M', quantity: 1, playerName: 'BLAKE', playerNumber: '7' },
      { size: 'L', quantity: 1, playerName: 'CASEY', playerNumber: '12' },
    ]);
    const refused = await requestQuote(code);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'items.0.sizeLines' });
    expect(refused.errors![0]!.message).toBe(`${productName} (Home): number 12 is on lines 1, 3`);
  });

  it('asks nothing of a design that prints neither names nor numbers', async () => {
    const { code } = await lockerWith(
      [{ contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'HAWKS' }],
      [{ size: 'L', quantity: 3 }],
    );
    const quoted = await requestQuote(code);
    expect(quoted.errors).toBeUndefined();
  });

  it('refuses to make an order of a quote whose roster lacks them, and makes it once they are there', async () => {
    const { code } = await lockerWith(NAME_AND_NUMBER, [
      { size: 'S', quantity: 1, playerName: 'AVERY', playerNumber: '12' },
      { size: 'M', quantity: 1, playerName: 'BLAKE', playerNumber: '3' },
    ]);
    const quoted = await requestQuote(code);
    expect(quoted.errors).toBeUndefined();
    const quoteId = Number(quoted.data.requestQuote.id);
    // A quote requested before names and numbers were asked for: its snapshot lacks a number.
    const db = h.built.database.db;
    const row = await db.selectFrom('quotes').select('items').where('id', '=', quoteId).executeTakeFirstOrThrow();
    const items = row.items;
    const before = structuredClone(items);
    items[0]!.sizeLines[1]!.playerNumber = null;
    await sql`UPDATE quotes SET items = ${JSON.stringify(items)} WHERE id = ${quoteId}`.execute(db);
    const convert = () =>
      h.gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: String(quoteId) }, dealer);
    const refused = await convert();
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'items.0.sizeLines' });
    expect(refused.errors![0]!.message).toBe(
      `${productName} (Home): line 2 has no number (fill them in or mark a line blank)`,
    );
    const status = await db.selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow();
    expect(status.status).toBe('OPEN');
    await sql`UPDATE quotes SET items = ${JSON.stringify(before)} WHERE id = ${quoteId}`.execute(db);
    const made = await convert();
    expect(made.errors).toBeUndefined();
  });
});
