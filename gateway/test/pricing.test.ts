/**
 * Pricing through the API (L3): one request-scoped pricing service prices lockers,
 * snapsheets, the customiser and quotes. A locker query runs the same number of SQL statements
 * for 1 and for 10 items (statements counted with the database's opt-in counter). Real app,
 * real HTTP, real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { hashApiToken } from '../src/modules/dealers/api-token.js';

let h: Harness;
let dealer: string;

interface CatalogProduct {
  styleId: string;
  sizes: string[];
  variants: { id: string }[];
  designs: { id: string }[];
  decorationLocations: { name: string; contentTypes: string[] }[];
}
let catalog: CatalogProduct[];

beforeAll(async () => {
  h = await startHarness({ countStatements: true });
  ({ token: dealer } = await h.signIn('PRC111', { pricegroup: 'gold' }));
  const r = await h.gql(
    `{ products(first: 100) { nodes { styleId sizes variants { id } designs { id } decorationLocations { name contentTypes } } } }`,
    {},
    dealer,
  );
  catalog = r.data.products.nodes;
});
afterAll(async () => h?.close());

/** SQL statements run while `fn` runs (nothing else runs on this harness meanwhile). */
async function statementsOf(fn: () => Promise<unknown>): Promise<number> {
  const before = h.built.database.statementCount();
  await fn();
  return h.built.database.statementCount() - before;
}

async function gqlOk(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const r = await h.gql(query, variables, token);
  expect(r.errors).toBeUndefined();
  return r.data;
}

async function newSnapsheet(): Promise<string> {
  const d = await gqlOk(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } },
    dealer,
  );
  return d.createSnapsheet.id;
}

async function saveConfiguration(input: Record<string, unknown>): Promise<string> {
  const d = await gqlOk(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { colorIds: ['19', '13', '25'], ...input },
  });
  return d.saveConfiguration.shortId;
}

async function addToLocker(projectId: string, shortId: string, sizeLines: object[]): Promise<string> {
  const d = await gqlOk(
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
    { input: { projectType: 'SNAPSHEET', projectId, configurationShortId: shortId, sizeLines } },
    dealer,
  );
  return d.addToLocker.code;
}

const LOCKER_QUERY = `query($code: String!) { locker(code: $code) {
  code totalCents totalMsrpCents quantity
  items { id quantity lineTotalCents
    sizeLines { size quantity playerName unitPriceCents }
    prices { msrpCents productPriceCents dealerPriceCents decorationsPriceCents decorationsMsrpCents
             finalPriceCents finalMsrpCents decorationPricesCents } } } }`;

/** The web's locker page of a snapsheet (web/src/routes/project-locker.tsx), fragments inlined. */
const SNAPSHOT_FIELDS = 'view url status width height';
const ITEM_FIELDS = `id quantity lineTotalCents product { styleId name brand }
  configuration { shortId variant { id name } design { id code name } colors { id name hex }
    decorations { contentType location text }
    front: snapshot(view: FRONT) { ${SNAPSHOT_FIELDS} } back: snapshot(view: BACK) { ${SNAPSHOT_FIELDS} } }
  sizeLines { size quantity playerName playerNumber unitPriceCents lineTotalCents skuSuffix }
  prices { productPriceCents decorationsPriceCents finalPriceCents decorationPricesCents }`;
const LOCKER_PAGE_QUERY = `query($dealerCode: String!, $id: ID!) { snapsheet(dealerCode: $dealerCode, id: $id) {
  id lockerCode title teamName dealerCode colors { id name hex } status
  locker { code canRequestQuote locked totalCents quantity items { ${ITEM_FIELDS} } }
  lockers { code quantity totalCents locked items { ${ITEM_FIELDS} } } } }`;

/** What a visitor's snapsheet page reads (scripts/bench-graphql.mjs reads the same). */
const SNAPSHEET_PAGE_QUERY = `query($dealerCode: String!, $id: ID!) { snapsheet(dealerCode: $dealerCode, id: $id) {
  id title teamName colors { id hex name }
  pages { number products { id order priceCents
    product { styleId name brand sizes baseSize decorationLocations { name contentTypes } }
    front: snapshot(view: FRONT) { status url } } } } }`;

describe('statements of a locker query', () => {
  it("reads a token in one statement, writing its 'last used' (A7) at most once a minute", async () => {
    const row = () =>
      h.built.database.db
        .selectFrom('api_tokens')
        .select(['id', 'last_used_at'])
        .where('token_hash', '=', hashApiToken(dealer))
        .executeTakeFirstOrThrow();
    // An hour ago: the next request writes it (token read + write), the one after only reads it.
    const { id } = await row();
    await h.built.database.db
      .updateTable('api_tokens')
      .set({ last_used_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    const first = await statementsOf(() => gqlOk('{ __typename }', {}, dealer));
    const written = (await row()).last_used_at!;
    expect(Date.now() - written.getTime()).toBeLessThan(60_000);
    const second = await statementsOf(() => gqlOk('{ __typename }', {}, dealer));
    expect([first, second]).toEqual([2, 1]);
    expect((await row()).last_used_at).toEqual(written);
  });

  /** A locker of `n` items of different styles, each with 5 size lines and a decoration. */
  async function lockerOf(n: number): Promise<string> {
    return (await lockerWithProject(n)).code;
  }

  async function lockerWithProject(n: number): Promise<{ code: string; projectId: string }> {
    const projectId = await newSnapsheet();
    const styles = catalog.filter(
      (p) => p.sizes.length >= 5 && p.decorationLocations.some((l) => l.contentTypes.includes('PLAYER_NUMBER')),
    );
    expect(styles.length).toBeGreaterThanOrEqual(n);
    // A custom price on the first style of the snapsheet (L3): the locker honours it.
    await gqlOk(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id: projectId, input: { styleId: styles[0]!.styleId, customPriceCents: 4321 } },
      dealer,
    );
    let code = '';
    for (const style of styles.slice(0, n)) {
      const location = style.decorationLocations.find((l) => l.contentTypes.includes('PLAYER_NUMBER'))!;
      const shortId = await saveConfiguration({
        styleId: style.styleId,
        variantId: style.variants[0]?.id ?? null,
        designId: style.designs[style.designs.length - 1]?.id ?? null,
        decorations: [{ contentType: 'PLAYER_NUMBER', location: location.name, text: '7' }],
      });
      code = await addToLocker(
        projectId,
        shortId,
        style.sizes.slice(0, 5).map((size, i) => ({ size, quantity: i + 1, playerName: `P${i}` })),
      );
    }
    return { code, projectId };
  }

  it('is the same for 1 and for 10 items, for the owner and for a visitor', async () => {
    const one = await lockerOf(1);
    const ten = await lockerOf(10);
    const counts: Record<string, number> = {};
    for (const [who, token] of [
      ['dealer', dealer],
      ['visitor', undefined],
    ] as const) {
      for (const [label, code] of [
        ['1 item', one],
        ['10 items', ten],
      ] as const) {
        let data: any;
        counts[`${who}, ${label}`] = await statementsOf(async () => {
          data = await gqlOk(LOCKER_QUERY, { code }, token);
        });
        expect(data.locker.items).toHaveLength(label === '1 item' ? 1 : 10);
        for (const item of data.locker.items) expect(item.sizeLines).toHaveLength(5);
        // A visitor's read of an unchanged locker is the page cache's: no statement.
        if (who === 'visitor')
          counts[`${who}, ${label}, again`] = await statementsOf(() => gqlOk(LOCKER_QUERY, { code }));
      }
    }
    console.log(`[pricing] SQL statements per locker query (${h.built.database.kind}):`, counts);
    // Batched and joined: the token with its dealer (its 'last used' is written at most
    // once a minute, and the dealer row is reused), then the locker with its items, their
    // configurations, custom prices and the terms of the locker's dealer in one statement; a
    // visitor has no token to read, and its first read of a locker reads the locker's dealer
    // code (the page cache's version, once per locker and process). The catalog is in memory.
    expect(counts).toEqual({
      'dealer, 1 item': 2,
      'dealer, 10 items': 2,
      'visitor, 1 item': 2,
      'visitor, 1 item, again': 0,
      'visitor, 10 items': 2,
      'visitor, 10 items, again': 0,
    });
  });

  it('a published snapsheet page runs the same statements for 1 and 10 products', async () => {
    const styles = catalog.slice(0, 10);
    const counts: Record<string, number> = {};
    for (const n of [1, 10]) {
      const projectId = await newSnapsheet();
      for (const style of styles.slice(0, n))
        await gqlOk(
          `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
          { id: projectId, input: { styleId: style.styleId } },
          dealer,
        );
      await gqlOk(
        `mutation($id: ID!) { publishProject(projectType: SNAPSHEET, projectId: $id) { id } }`,
        { id: projectId },
        dealer,
      );
      const read = () => gqlOk(SNAPSHEET_PAGE_QUERY, { dealerCode: 'PRC111', id: projectId });
      await read(); // The first read queues the snapshots it asks for.
      // The page cache holds that answer: a new version makes the counted read execute.
      await h.built.services.pageCache.bumpAll();
      let data: any;
      counts[`${n}`] = await statementsOf(async () => {
        data = await read();
      });
      expect(data.snapsheet.pages.flatMap((p: { products: unknown[] }) => p.products)).toHaveLength(n);
    }
    // The project with its dealer check, its products with their configurations (and so the
    // custom prices of their styles), the dealer, the snapshots; the catalog is in memory.
    expect(counts).toEqual({ '1': 4, '10': 4 });
  });

  it('the locker page runs at most 8 statements, the same for 1 and 10 items', async () => {
    const dealerCode = 'PRC111';
    const counts: Record<string, number> = {};
    for (const n of [1, 10]) {
      const { projectId } = await lockerWithProject(n);
      // The first read queues the snapshots it asks for (PENDING rows): a later read finds them.
      await gqlOk(LOCKER_PAGE_QUERY, { dealerCode, id: projectId }, dealer);
      let data: any;
      counts[`${n}`] = await statementsOf(async () => {
        data = await gqlOk(LOCKER_PAGE_QUERY, { dealerCode, id: projectId }, dealer);
      });
      expect(data.snapsheet.locker.items).toHaveLength(n);
      expect(data.snapsheet.lockers).toHaveLength(1);
      expect(data.snapsheet.locker.canRequestQuote).toBe(true);
      for (const item of data.snapsheet.locker.items) expect(item.configuration.front.status).toBe('PENDING');
    }
    console.log(`[pricing] SQL statements per locker page (${h.built.database.kind}):`, counts);
    // Six statements, and one more since a locker may be opened by its code on another device
    // (Project.locker reads the caller's held locker first).
    expect(counts).toEqual({ '1': 7, '10': 7 });
  });

  it("the dealer's list of a project's lockers runs the same statements for 1 and 10 lockers", async () => {
    const style = catalog.find((p) => p.decorationLocations.some((l) => l.contentTypes.includes('PLAYER_NUMBER')))!;
    const location = style.decorationLocations.find((l) => l.contentTypes.includes('PLAYER_NUMBER'))!;
    const counts: Record<string, number> = {};
    for (const n of [1, 10]) {
      const projectId = await newSnapsheet();
      const shortId = await saveConfiguration({
        styleId: style.styleId,
        variantId: style.variants[0]?.id ?? null,
        decorations: [{ contentType: 'PLAYER_NUMBER', location: location.name, text: '9' }],
      });
      // Each visitor's first add makes a locker of its own (L1).
      for (let i = 0; i < n; i += 1) {
        const r = await h.gql(
          `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
          {
            input: {
              projectType: 'SNAPSHEET',
              projectId,
              configurationShortId: shortId,
              sizeLines: [{ size: style.sizes[0], quantity: i + 1 }],
            },
          },
          undefined,
          { 'x-visitor-key': `visitor-${n}-${i}-${'k'.repeat(24)}` },
        );
        expect(r.errors).toBeUndefined();
      }
      const dealerCode = 'PRC111';
      const read = () =>
        gqlOk(
          `query($dealerCode: String!, $id: ID!) { snapsheet(dealerCode: $dealerCode, id: $id) {
            lockers { code quantity totalCents locked items { ${ITEM_FIELDS} } } } }`,
          { dealerCode, id: projectId },
          dealer,
        );
      // The first read asks for the items' snapshots (their render jobs are written once).
      await read();
      let data: any;
      counts[`${n}`] = await statementsOf(async () => {
        data = await read();
      });
      expect(data.snapsheet.lockers).toHaveLength(n);
      // Newest first; each visitor's locker holds its one line.
      expect(data.snapsheet.lockers.map((l: any) => l.quantity)).toEqual(Array.from({ length: n }, (_, i) => n - i));
    }
    console.log(`[pricing] SQL statements per list of lockers (${h.built.database.kind}):`, counts);
    // Batched, not one query per locker (the token, the project, its lockers, their items and what
    // the items read): the same 5 for any number of lockers.
    expect(counts).toEqual({ '1': 5, '10': 5 });
  });
});

describe('one price everywhere (L3)', () => {
  // Catalog rows these prices come from (seed): BD8900 jersey, msrp L 3400, 2XL 3600;
  // AL538P shorts, msrp L 2800, 2XL 3000, design 509J Tiger Stripe +500. A player number in
  // two colours (default fill and outline) by screen print costs 600 for 1 garment and 480 from
  // 12 garments (the 12-piece quantity break). The dealer's margin is 1.35, price group gold
  // (factor 0.45).
  const JERSEY = 'BD8900';
  const SHORTS = 'AL538P';
  const TIGER_STRIPE = 'AL538P-509J';
  const CONTACT = { name: 'Pat Coach', email: 'pat@school.example' };
  let owner: string;
  let other: string;
  let projectId: string;
  let jerseyVariant: string;
  let jerseyConfig: { shortId: string; decorations: object[] };
  let shortsConfig: { shortId: string; decorations: object[] };
  let lockerCode: string;

  const PRICE_QUERY = `query($input: ConfigurationPriceInput!) { configurationPrice(input: $input) {
    styleId size quantity productPriceCents sizePriceCents decorationPricesCents decorationsPriceCents
    unitPriceCents totalCents msrpCents dealerPriceCents } }`;

  /** The customiser's price of a configuration on the snapsheet (visitor unless `token`). */
  async function customiserPrice(input: Record<string, unknown>, token?: string) {
    const d = await gqlOk(
      PRICE_QUERY,
      { input: { projectType: 'SNAPSHEET', projectId, dealerCode: 'PRC222', ...input } },
      token,
    );
    return d.configurationPrice;
  }

  beforeAll(async () => {
    ({ token: owner } = await h.signIn('PRC222', { pricegroup: 'gold' }));
    ({ token: other } = await h.signIn('PRC333'));
    await gqlOk(
      `mutation($input: DealerSettingsInput!) { updateDealerSettings(input: $input) { dealerMargin } }`,
      { input: { dealerMargin: 1.35 } },
      owner,
    );
    const created = await gqlOk(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } },
      owner,
    );
    projectId = created.createSnapsheet.id;
    jerseyVariant = catalog.find((p) => p.styleId === JERSEY)!.variants[0]!.id;

    const number = (location: string) => [{ contentType: 'PLAYER_NUMBER', location, text: '7' }];
    jerseyConfig = { shortId: '', decorations: number('back-number') };
    jerseyConfig.shortId = await saveConfiguration({
      styleId: JERSEY,
      variantId: jerseyVariant,
      decorations: jerseyConfig.decorations,
    });
    shortsConfig = { shortId: '', decorations: number('left-leg') };
    shortsConfig.shortId = await saveConfiguration({
      styleId: SHORTS,
      designId: TIGER_STRIPE,
      decorations: shortsConfig.decorations,
    });

    const add = `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`;
    // The jersey at a custom price; the shorts shown as saved (Tiger Stripe, a number).
    await gqlOk(
      add,
      { id: projectId, input: { styleId: JERSEY, variantId: jerseyVariant, customPriceCents: 5000 } },
      owner,
    );
    await gqlOk(
      add,
      { id: projectId, input: { styleId: SHORTS, designId: TIGER_STRIPE, configurationShortId: shortsConfig.shortId } },
      owner,
    );

    const toLocker = `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`;
    // Marked blank: these tests are about prices, not the numbers the design prints.
    const lines = (l: number, xxl: number) => [
      { size: 'L', quantity: l, blank: true },
      { size: '2XL', quantity: xxl, blank: true },
    ];
    await gqlOk(
      toLocker,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId,
          configurationShortId: jerseyConfig.shortId,
          sizeLines: lines(8, 4),
        },
      },
      owner,
    );
    const added = await gqlOk(
      toLocker,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId,
          configurationShortId: shortsConfig.shortId,
          sizeLines: lines(6, 6),
        },
      },
      owner,
    );
    lockerCode = added.addToLocker.code;
  });

  it('prices a configuration in the customiser: margin, custom price, size upcharge, design step, quantity break', async () => {
    // Shorts, Tiger Stripe, 2XL, 12 garments: round((2800 + 500) x 1.35) = 4455,
    // + (3500 - 3300) = 4655, + 480 = 5135.
    expect(
      await customiserPrice({
        styleId: SHORTS,
        designId: TIGER_STRIPE,
        size: '2XL',
        quantity: 12,
        decorations: shortsConfig.decorations,
      }),
    ).toEqual({
      styleId: SHORTS,
      size: '2XL',
      quantity: 12,
      productPriceCents: 4455,
      sizePriceCents: 4655,
      decorationPricesCents: [480],
      decorationsPriceCents: 480,
      unitPriceCents: 5135,
      totalCents: 61620,
      msrpCents: null,
      dealerPriceCents: null,
    });
    // The same shorts in the plain design: no +500 step (round(2800 x 1.35) = 3780).
    expect((await customiserPrice({ styleId: SHORTS, decorations: [] })).unitPriceCents).toBe(3780);
    // The jersey at its custom price 5000, 2XL +200, 12 garments with a number: 5680.
    const jersey = await customiserPrice({
      styleId: JERSEY,
      variantId: jerseyVariant,
      size: '2XL',
      quantity: 12,
      decorations: jerseyConfig.decorations,
    });
    expect(jersey).toMatchObject({ productPriceCents: 5000, sizePriceCents: 5200, unitPriceCents: 5680 });
    // One garment: the number's price before the quantity break.
    expect(
      (await customiserPrice({ styleId: JERSEY, variantId: jerseyVariant, decorations: jerseyConfig.decorations }))
        .unitPriceCents,
    ).toBe(5600);
  });

  it('shows the same price on the snapsheet as in the customiser', async () => {
    const d = await gqlOk(
      `query($id: ID!) { snapsheet(dealerCode: "PRC222", id: $id) { products { priceCents dealerPriceCents
        product { styleId } configuration { decorations { contentType location text } } } } }`,
      { id: projectId },
    );
    const [{ configuration: look, ...jersey }, { configuration: _saved, ...shorts }] = d.snapsheet.products;
    // The jersey as placed is drawn in the team's look (P5: team name and number '00' in front,
    // name and number on the back): its custom price with those decorations, as the customiser
    // prices them: 5000 + 750 (team name) + 600 (front number) + 550 (name) + 600 (back number).
    expect(look.decorations).toEqual([
      { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Tigers' },
      { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '00' },
      { contentType: 'PLAYER_NAME', location: 'back-name', text: 'Player Name' },
      { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '00' },
    ]);
    expect(jersey).toEqual({ priceCents: 7500, dealerPriceCents: null, product: { styleId: JERSEY } });
    expect(
      (await customiserPrice({ styleId: JERSEY, variantId: jerseyVariant, decorations: look.decorations }))
        .unitPriceCents,
    ).toBe(7500);
    expect((await customiserPrice({ styleId: JERSEY, variantId: jerseyVariant })).unitPriceCents).toBe(5000);
    // The shorts as saved: one garment of L with the number, 4455 + 600.
    expect(shorts).toEqual({ priceCents: 5055, dealerPriceCents: null, product: { styleId: SHORTS } });
    expect(
      (await customiserPrice({ styleId: SHORTS, designId: TIGER_STRIPE, decorations: shortsConfig.decorations }))
        .unitPriceCents,
    ).toBe(5055);
  });

  it('charges the same unit prices in the locker and in its quote', async () => {
    const d = await gqlOk(
      `query($code: String!) { locker(code: $code) { totalCents quantity items { quantity lineTotalCents
        product { styleId } sizeLines { size quantity unitPriceCents lineTotalCents }
        prices { productPriceCents decorationPricesCents finalPriceCents } } } }`,
      { code: lockerCode },
    );
    const [jersey, shorts] = d.locker.items;
    expect(jersey.product.styleId).toBe(JERSEY);
    expect(jersey.sizeLines).toEqual([
      { size: 'L', quantity: 8, unitPriceCents: 5480, lineTotalCents: 43840 },
      { size: '2XL', quantity: 4, unitPriceCents: 5680, lineTotalCents: 22720 },
    ]);
    expect(jersey.prices).toEqual({ productPriceCents: 5000, decorationPricesCents: [480], finalPriceCents: 5480 });
    expect(jersey.lineTotalCents).toBe(66560);
    expect(shorts.sizeLines).toEqual([
      { size: 'L', quantity: 6, unitPriceCents: 4935, lineTotalCents: 29610 },
      { size: '2XL', quantity: 6, unitPriceCents: 5135, lineTotalCents: 30810 },
    ]);
    expect(shorts.lineTotalCents).toBe(60420);
    expect(d.locker).toMatchObject({ totalCents: 126980, quantity: 24 });
    // The customiser agrees for L at 12 garments too.
    expect(
      (
        await customiserPrice({
          styleId: SHORTS,
          designId: TIGER_STRIPE,
          size: 'L',
          quantity: 12,
          decorations: shortsConfig.decorations,
        })
      ).unitPriceCents,
    ).toBe(4935);

    const q = await gqlOk(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) {
        totalCents items { styleId quantity lineTotalCents sizeLines { size quantity unitPriceCents lineTotalCents } } } }`,
      { code: lockerCode, contact: CONTACT },
    );
    expect(q.requestQuote.totalCents).toBe(126980);
    expect(q.requestQuote.items).toEqual([
      {
        styleId: JERSEY,
        quantity: 12,
        lineTotalCents: 66560,
        sizeLines: [
          { size: 'L', quantity: 8, unitPriceCents: 5480, lineTotalCents: 43840 },
          { size: '2XL', quantity: 4, unitPriceCents: 5680, lineTotalCents: 22720 },
        ],
      },
      {
        styleId: SHORTS,
        quantity: 12,
        lineTotalCents: 60420,
        sizeLines: [
          { size: 'L', quantity: 6, unitPriceCents: 4935, lineTotalCents: 29610 },
          { size: '2XL', quantity: 6, unitPriceCents: 5135, lineTotalCents: 30810 },
        ],
      },
    ]);
  });

  it('shows msrp and dealer prices to the owning dealer only (A5)', async () => {
    const lockerQuery = `query($code: String!) { locker(code: $code) { totalMsrpCents items {
      prices { msrpCents dealerPriceCents decorationsMsrpCents finalMsrpCents } } } }`;
    const asOwner = await gqlOk(lockerQuery, { code: lockerCode }, owner);
    // Gold factor 0.45: jersey 3400 x 0.45 = 1530, shorts 3300 x 0.45 = 1485; the number's
    // msrp part is half its 480.
    expect(asOwner.locker.items.map((i: any) => i.prices)).toEqual([
      { msrpCents: 3400, dealerPriceCents: 1530, decorationsMsrpCents: 240, finalMsrpCents: 3640 },
      { msrpCents: 3300, dealerPriceCents: 1485, decorationsMsrpCents: 240, finalMsrpCents: 3540 },
    ]);
    // (3640 x 8 + 3840 x 4) + (3540 x 6 + 3740 x 6)
    expect(asOwner.locker.totalMsrpCents).toBe(88160);
    const hidden = { msrpCents: null, dealerPriceCents: null, decorationsMsrpCents: null, finalMsrpCents: null };
    for (const token of [undefined, other]) {
      const d = await gqlOk(lockerQuery, { code: lockerCode }, token);
      expect(d.locker.totalMsrpCents).toBeNull();
      expect(d.locker.items.map((i: any) => i.prices)).toEqual([hidden, hidden]);
    }

    const snapsheetQuery = `query($id: ID!) { snapsheet(dealerCode: "PRC222", id: $id) { products { priceCents dealerPriceCents } } }`;
    // The jersey drawn in the team's look (P5): its custom price with the team name, the name and
    // the numbers.
    expect((await gqlOk(snapsheetQuery, { id: projectId }, owner)).snapsheet.products).toEqual([
      { priceCents: 7500, dealerPriceCents: 1530 },
      { priceCents: 5055, dealerPriceCents: 1485 },
    ]);
    expect((await gqlOk(snapsheetQuery, { id: projectId }, other)).snapsheet.products).toEqual([
      { priceCents: 7500, dealerPriceCents: null },
      { priceCents: 5055, dealerPriceCents: null },
    ]);

    const shorts = { styleId: SHORTS, designId: TIGER_STRIPE };
    expect(await customiserPrice(shorts, owner)).toMatchObject({ msrpCents: 3300, dealerPriceCents: 1485 });
    expect(await customiserPrice(shorts, other)).toMatchObject({ msrpCents: null, dealerPriceCents: null });

    const productQuery = `{ product(styleId: "${SHORTS}") { baseMsrpCents msrp(size: "2XL", designId: "${TIGER_STRIPE}") } }`;
    expect((await gqlOk(productQuery, {}, other)).product).toEqual({ baseMsrpCents: 2800, msrp: 3500 });
    expect((await gqlOk(productQuery)).product).toEqual({ baseMsrpCents: null, msrp: null });
  });

  it('refuses a price it cannot compute with typed input errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ styleId: 'NOPE' }, 'styleId'],
      [{ styleId: SHORTS, size: '6XL' }, 'size'],
      [{ styleId: SHORTS, quantity: 0 }, 'quantity'],
      [{ styleId: SHORTS, designId: `${JERSEY}-509J` }, 'designId'],
      [{ styleId: SHORTS, variantId: jerseyVariant }, 'variantId'],
      [
        { styleId: SHORTS, decorations: [{ contentType: 'PLAYER_NAME', location: 'left-leg' }] },
        'decorations.0.location',
      ],
      [{ styleId: SHORTS, projectId: '999999999' }, 'projectId'],
      [{ styleId: SHORTS, projectId, dealerCode: 'PRC333' }, 'projectId'],
    ];
    for (const [input, field] of cases) {
      const r = await h.gql(PRICE_QUERY, {
        input: { projectType: 'SNAPSHEET', projectId, dealerCode: 'PRC222', ...input },
      });
      expect(r.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(r.data).toBeNull();
    }
  });
});
