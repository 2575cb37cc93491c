/**
 * A quote request from a showroom locker reaches My Messages like one from a snapsheet (L4, P6):
 * a visitor's showroom locker (addressed by the dealer code) takes a roster import (L2), its
 * quote request locks it, and the dealer's `quotes` list it beside a snapsheet's quote with the
 * same fields, the project named as the showroom. The showroom row is written directly: this
 * test is about lockers and quotes, not about setting a showroom up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { insertProjectRow } from './project-rows.js';

const DEALER = 'SHQ001';
const COLORS = ['19', '13', '25'];

const QUOTES = `{
  quotes(first: 10) {
    unreadCount
    nodes {
      status read contact { name email } message lockerCode totalCents
      project { type title dealerCode }
      items { styleId productName quantity lineTotalCents sizeLines { size quantity playerName playerNumber unitPriceCents } }
    }
  }
}`;

describe('showroom locker quotes (L4)', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness();
    token = (await h.signIn(DEALER)).token;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  /** A visitor's locker of a project with one CG2100 item of 2 x L for `player`; its code and item id. */
  async function visitorLocker(project: Record<string, unknown>, visitorKey: string, player: string) {
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      { input: { styleId: 'CG2100', colorIds: COLORS, decorations: [] } },
    );
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      {
        input: {
          ...project,
          configurationShortId: saved.data.saveConfiguration.shortId,
          sizeLines: [{ size: 'L', quantity: 2, playerName: player, playerNumber: '9' }],
        },
      },
      undefined,
      { 'x-visitor-key': visitorKey },
    );
    expect(added.errors).toBeUndefined();
    return { code: added.data.addToLocker.code as string, itemId: added.data.addToLocker.items[0].id as string };
  }

  const requestQuote = (code: string, name: string) =>
    h.gql(
      `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
      { c: code, contact: { name, email: 'coach@lincoln.example', message: 'For the spring season' } },
    );

  it("lists a showroom locker's quote in My Messages like a snapsheet's", async () => {
    const db = h.built.database.db;
    const dealer = await db.selectFrom('dealers').select('id').where('code', '=', DEALER).executeTakeFirstOrThrow();
    await insertProjectRow(db, { dealer_id: dealer.id, type: 'SHOWROOM', title: 'Lincoln High Showroom' });
    const snapsheet = await h.gql(
      `mutation { createSnapsheet(input: { title: "Lincoln Spring", teamName: "Lincoln Lions", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      token,
    );

    const showroomLocker = await visitorLocker(
      { projectType: 'SHOWROOM', dealerCode: DEALER.toLowerCase() },
      'showroom-quote-visitor-01',
      'Showroom Player',
    );
    // The roster of a showroom locker imports like any other (L2).
    const imported = await h.gql(
      `mutation($id: ID!, $file: RosterFileInput!) { importRoster(lockerItemId: $id, file: $file) { quantity } }`,
      {
        id: showroomLocker.itemId,
        file: {
          filename: 'lions.csv',
          contentBase64: Buffer.from('name,number,size,qty\nShowroom Player,9,L,2\nSam Lee,4,XL,1\n').toString(
            'base64',
          ),
        },
      },
    );
    expect(imported.data.importRoster.quantity).toBe(3);
    const snapsheetLocker = await visitorLocker(
      { projectType: 'SNAPSHEET', projectId: snapsheet.data.createSnapsheet.id },
      'showroom-quote-visitor-02',
      'Snapsheet Player',
    );
    expect((await requestQuote(snapsheetLocker.code, 'Coach Snap')).errors).toBeUndefined();
    expect((await requestQuote(showroomLocker.code, 'Coach Show')).errors).toBeUndefined();

    const locked = await h.gql(`query($c: String!) { locker(code: $c) { locked } }`, { c: showroomLocker.code });
    expect(locked.data.locker.locked).toBe(true);

    const { quotes } = (await h.gql(QUOTES, {}, token)).data;
    expect(quotes.unreadCount).toBe(2);
    const item = (lines: object[], quantity: number, lineTotalCents: number) => ({
      styleId: 'CG2100',
      productName: 'Pro Crew Basketball Jersey',
      quantity,
      lineTotalCents,
      sizeLines: lines,
    });
    expect(quotes.nodes).toEqual([
      {
        status: 'OPEN',
        read: false,
        contact: { name: 'Coach Show', email: 'coach@lincoln.example' },
        message: 'For the spring season',
        lockerCode: showroomLocker.code,
        totalCents: 33000,
        project: { type: 'SHOWROOM', title: 'Lincoln High Showroom', dealerCode: DEALER },
        items: [
          item(
            [
              { size: 'L', quantity: 2, playerName: 'Showroom Player', playerNumber: '9', unitPriceCents: 11000 },
              { size: 'XL', quantity: 1, playerName: 'Sam Lee', playerNumber: '4', unitPriceCents: 11000 },
            ],
            3,
            33000,
          ),
        ],
      },
      {
        status: 'OPEN',
        read: false,
        contact: { name: 'Coach Snap', email: 'coach@lincoln.example' },
        message: 'For the spring season',
        lockerCode: snapsheetLocker.code,
        totalCents: 22000,
        project: { type: 'SNAPSHEET', title: 'Lincoln Spring', dealerCode: DEALER },
        items: [
          item(
            [{ size: 'L', quantity: 2, playerName: 'Snapsheet Player', playerNumber: '9', unitPriceCents: 11000 }],
            2,
            22000,
          ),
        ],
      },
    ]);
  });
});
