/**
 * The page cache (modules/page-cache): a visitor's read of a public page is answered from the
 * cache until a write changes what it shows; then the next read, on either gateway, shows the
 * change. Hits and misses are counted by the cache's own counters. On PostgreSQL with Redis
 * (DATABASE_URL and REDIS_URL, or Redis on 127.0.0.1:6379) two gateways share one database and
 * one Redis; on PGlite one gateway keeps its cache in memory (both roles are played by it).
 * GET with a persisted document id answers with an ETag (304 on If-None-Match) and the exact
 * Cache-Control values; sessions (a dealer's, a passcode's) never read a visitor's entry.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadPersistedDocuments,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type PageCacheStats,
} from '../src/modules/page-cache/index.js';
import { startHarness, type Harness } from './harness.js';
import { openTestStore, type TestStore } from './store-fixture.js';

const DEALER = 'PAGECACHE';
const PAGE = `query Page($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) {
  id teamName status canEdit products { id } dealer { name } } }`;
const PAGE_WITH_LOCKER = `query PageLocker($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { id lockerCode } }`;
const STORE_PAGE = `query StorePage($c: String!, $id: ID!) { store(dealerCode: $c, id: $id) { id title state items { name } } }`;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

describe('public pages from cache', () => {
  let a: Harness;
  let b: Harness;
  let token: string;
  let snapsheetId: string;
  let store: TestStore;
  let twoGateways = false;

  const stats = (h: Harness): PageCacheStats => h.built.services.pageCache.stats();
  /** A visitor's read of the snapsheet page on `h`, with whether it was a hit there. */
  const read = async (h: Harness, headers: Record<string, string> = {}, token?: string) => {
    const before = stats(h).hits;
    const r = await h.gql(PAGE, { c: DEALER, id: snapsheetId }, token, headers);
    expect(r.errors).toBeUndefined();
    return { page: r.data.snapsheet, hit: stats(h).hits === before + 1 };
  };
  const ok = async (query: string, variables: Record<string, unknown>) => {
    const r = await a.gql(query, variables, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };

  beforeAll(async () => {
    twoGateways = !!process.env.DATABASE_URL && (await redisAnswers());
    const prefix = `tas-test-${randomBytes(6).toString('hex')}:`;
    const shared: Record<string, string> = twoGateways ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {};
    a = await startHarness({ env: shared });
    b = twoGateways ? await startHarness({ env: { ...shared, DATABASE_URL: a.built.config.DATABASE_URL! } }) : a;
    ({ token } = await a.signIn(DEALER));
    const snap = await ok(
      `mutation { createSnapsheet(input: { teamName: "Cache Hawks", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
    );
    snapsheetId = snap.createSnapsheet.id;
    await ok(`mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100" }) { id } }`, {
      id: snapsheetId,
    });
    await ok(`mutation($id: ID!) { publishProject(projectType: SNAPSHEET, projectId: $id) { id } }`, {
      id: snapsheetId,
    });
    store = await openTestStore(a, ok, 'Cache Store');
  }, 120_000);

  afterAll(async () => {
    if (b && b !== a) await b.close();
    await a?.close();
  });

  it('answers a second visitor read from the cache, on the other gateway too', async () => {
    const first = await read(a);
    expect(first.page).toMatchObject({ id: snapsheetId, teamName: 'Cache Hawks', canEdit: false });
    expect(first.hit).toBe(false);
    const second = await read(a);
    expect(second).toEqual({ page: first.page, hit: true });
    // A visitor key changes nothing this page reads: the same entry.
    expect(await read(a, { 'x-visitor-key': 'visitor-key-0123456789' })).toEqual({ page: first.page, hit: true });
    // The other gateway reads the entry from Redis (with one gateway, its own memory).
    expect(await read(b)).toEqual({ page: first.page, hit: true });
  });

  it('never answers a dealer or passcode session from a visitor entry', async () => {
    await read(a);
    const dealer = await read(a, {}, token);
    expect(dealer).toEqual({ page: expect.objectContaining({ canEdit: true }), hit: false });
    await a.setPasscode({ code: DEALER }, 'page-cache-passcode-1');
    const entered = await a.gql(
      `mutation($c: String!, $id: ID!) { enterWithPasscode(dealerCode: $c, projectId: $id, passcode: "page-cache-passcode-1") { apiToken } }`,
      { c: DEALER, id: snapsheetId },
    );
    expect(entered.errors).toBeUndefined();
    const passcode = await read(a, {}, entered.data.enterWithPasscode.apiToken);
    expect(passcode).toEqual({ page: expect.objectContaining({ canEdit: true }), hit: false });
  });

  it("never answers a keyed visitor's locker from the cache", async () => {
    const before = stats(a);
    const r = await a.gql(PAGE_WITH_LOCKER, { c: DEALER, id: snapsheetId }, undefined, {
      'x-visitor-key': 'visitor-key-0123456789',
    });
    expect(r.data.snapsheet.lockerCode).toBeNull();
    expect(stats(a)).toMatchObject({ hits: before.hits, bypassed: before.bypassed + 1, stored: before.stored });
  });

  const changes: [string, () => Promise<void>, (page: any) => void][] = [
    [
      'the content (settings)',
      () =>
        ok(
          `mutation($id: ID!) { updateSnapsheetSettings(snapsheetId: $id, input: { teamName: "Cache Eagles" }) { id } }`,
          {
            id: snapsheetId,
          },
        ),
      (page) => expect(page.teamName).toBe('Cache Eagles'),
    ],
    [
      'the products',
      () =>
        ok(`mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100" }) { id } }`, {
          id: snapsheetId,
        }),
      (page) => expect(page.products).toHaveLength(2),
    ],
    [
      "the dealer's settings",
      () => ok(`mutation { updateDealerSettings(input: { name: "Cache Dealer Renamed" }) { name } }`, {}),
      (page) => expect(page.dealer.name).toBe('Cache Dealer Renamed'),
    ],
  ];
  for (const [what, write, shows] of changes) {
    it(`shows a change of ${what} at the next read, on both gateways`, async () => {
      await read(a);
      expect((await read(a)).hit).toBe(true);
      await write();
      const onB = await read(b);
      expect(onB.hit).toBe(false);
      shows(onB.page);
      // The entry the other gateway just stored (Redis; or this one's own memory).
      const onA = await read(a);
      expect(onA.hit).toBe(true);
      shows(onA.page);
    });
  }

  it('answers null at once once the project is archived, and the page again once restored', async () => {
    expect((await read(a)).hit).toBe(true);
    await ok(`mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }`, {
      id: snapsheetId,
    });
    const gone = await b.gql(PAGE, { c: DEALER, id: snapsheetId });
    expect(gone.data.snapsheet).toBeNull();
    await ok(`mutation($id: ID!) { restoreProject(projectType: SNAPSHEET, projectId: $id) { id } }`, {
      id: snapsheetId,
    });
    expect((await read(b)).page.id).toBe(snapsheetId);
  });

  it("a buyer's checkout changes the store page's version", async () => {
    const page = async (h: Harness) => {
      const before = stats(h).hits;
      const r = await h.gql(STORE_PAGE, { c: DEALER, id: store.storeId });
      expect(r.errors).toBeUndefined();
      return { store: r.data.store, hit: stats(h).hits === before + 1 };
    };
    await page(a);
    expect((await page(a)).hit).toBe(true);
    const checkout = await a.gql(
      `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) { order { number } } }`,
      {
        key: randomBytes(12).toString('hex'),
        input: {
          dealerCode: DEALER,
          storeId: store.storeId,
          buyerName: 'Pat Parent',
          buyerEmail: 'pat@family.example',
          paymentMethod: 'PAY_LATER',
          lines: [{ itemId: store.top, size: 'M' }],
        },
      },
    );
    expect(checkout.errors).toBeUndefined();
    expect((await page(b)).hit).toBe(false);
    expect((await page(a)).hit).toBe(true);
  });

  it('a write outside GraphQL (a payment, a store clock job) changes every page', async () => {
    await read(a);
    expect((await read(a)).hit).toBe(true);
    await a.built.services.pageCache.bumpAll();
    expect((await read(b)).hit).toBe(false);
  });

  it('keeps an answer holding a snapshot not drawn yet two seconds only, any other its full TTL', async () => {
    // No render service here: every snapshot stays PENDING.
    const SNAPSHOTS = `query Drawn($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) {
      id products { configuration { snapshot(view: FRONT) { status } } } } }`;
    const pending = async () => {
      const before = stats(a).hits;
      const r = await a.gql(SNAPSHOTS, { c: DEALER, id: snapsheetId });
      expect(r.data.snapsheet.products[0].configuration.snapshot.status).toBe('PENDING');
      return stats(a).hits === before + 1;
    };
    await pending();
    await read(a);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await pending()).toBe(false);
    expect((await read(a)).hit).toBe(true);
  });

  it("answers a saved configuration from the cache until a dealer's logo write changes what it shows", async () => {
    const CONFIGURATION = `query Configuration($s: ID!) { configuration(shortId: $s) {
      shortId decorations { location logo { name types } } } }`;
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const staged = await a.upload(png, 'crest.png', token);
    const { uploadLogo: logo } = await ok(`mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`, {
      input: { filename: 'crest.png', uploadId: staged.body.uploadId, name: 'Crest' },
    });
    const { saveConfiguration: saved } = await ok(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: {
          styleId: 'CG2100',
          colorIds: ['19', '13', '25'],
          decorations: [{ contentType: 'UPLOADS', location: 'left-chest', logoId: logo.id }],
        },
      },
    );
    const readConfiguration = async (h: Harness) => {
      const before = stats(h).hits;
      const r = await h.gql(CONFIGURATION, { s: saved.shortId }, undefined, {
        'x-visitor-key': 'config-visitor-0123456789',
      });
      expect(r.errors).toBeUndefined();
      return { configuration: r.data.configuration, hit: stats(h).hits === before + 1 };
    };
    const first = await readConfiguration(a);
    expect(first).toEqual({
      configuration: {
        shortId: saved.shortId,
        decorations: [{ location: 'left-chest', logo: { name: 'Crest', types: [] } }],
      },
      hit: false,
    });
    expect(await readConfiguration(a)).toEqual({ ...first, hit: true });
    expect(await readConfiguration(b)).toEqual({ ...first, hit: true });
    // Its picture not drawn yet (no render service here): each read executes, asking for it.
    const before = stats(a);
    for (let i = 0; i < 2; i++) {
      const r = await a.gql(`query($s: ID!) { configuration(shortId: $s) { snapshot(view: FRONT) { status } } }`, {
        s: saved.shortId,
      });
      expect(r).toEqual({ data: { configuration: { snapshot: { status: 'PENDING' } } } });
    }
    expect(stats(a)).toMatchObject({ hits: before.hits, misses: before.misses + 2, stored: before.stored });
    for (const [write, shows] of [
      [
        `mutation($id: ID!) { updateLogo(id: $id, input: { name: "Crest Renamed" }) { id } }`,
        { name: 'Crest Renamed', types: [] },
      ],
      [
        `mutation($id: ID!) { setLogoType(logoId: $id, types: ["primary"]) { id } }`,
        { name: 'Crest Renamed', types: ['primary'] },
      ],
    ] as const) {
      await ok(write, { id: logo.id });
      const onB = await readConfiguration(b);
      expect(onB).toEqual({
        configuration: { ...first.configuration, decorations: [{ location: 'left-chest', logo: shows }] },
        hit: false,
      });
      expect(await readConfiguration(a)).toEqual({ ...onB, hit: true });
    }
  });

  describe('a locker by its code', () => {
    const LOCKER = `query Locker($code: String!) { locker(code: $code) { code quantity totalCents locked
      items { id alias quantity configuration { shortId } sizeLines { size quantity playerName } prices { productPriceCents } } } }`;
    const KEY = { 'x-visitor-key': 'locker-visitor-0123456789' };
    let code: string;
    let firstItem: string;
    /** Another dealer's session (signed in before the reads: a sign-in changes every page). */
    let otherDealer: string;
    /** A read of the locker on `h` by a visitor without a session, with whether it was a hit there. */
    const readLocker = async (h: Harness, headers: Record<string, string> = {}, session?: string) => {
      const before = stats(h).hits;
      const r = await h.gql(LOCKER, { code }, session, headers);
      expect(r.errors).toBeUndefined();
      return { locker: r.data.locker, hit: stats(h).hits === before + 1 };
    };
    /** A write by the visitor who made the locker (no session: holding the code is the right). */
    const visitor = async (query: string, variables: Record<string, unknown>) => {
      const r = await a.gql(query, variables, undefined, KEY);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data;
    };
    const saveJersey = async () =>
      (
        await visitor(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: { styleId: 'CG2100', decorations: [] },
        })
      ).saveConfiguration.shortId as string;

    beforeAll(async () => {
      const added = await visitor(
        `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
        {
          input: {
            projectType: 'SNAPSHEET',
            projectId: snapsheetId,
            configurationShortId: await saveJersey(),
            sizeLines: [{ size: 'L', quantity: 2 }],
          },
        },
      );
      code = added.addToLocker.code;
      firstItem = added.addToLocker.items[0].id;
      otherDealer = (await a.signIn('PAGECACHE2')).token;
    });

    it('answers the second read from the cache, for any visitor, on the other gateway too; never a session', async () => {
      const first = await readLocker(a);
      expect(first.locker).toMatchObject({ code, quantity: 2, items: [{ id: firstItem, quantity: 2 }] });
      expect(first.hit).toBe(false);
      expect(await readLocker(a)).toEqual({ locker: first.locker, hit: true });
      // Whoever holds the code reads the same locker: a visitor key changes nothing.
      expect(await readLocker(a, KEY)).toEqual({ locker: first.locker, hit: true });
      expect(await readLocker(b)).toEqual({ locker: first.locker, hit: true });
      const before = stats(a);
      const dealer = await readLocker(a, {}, token);
      expect(dealer.hit).toBe(false);
      expect(stats(a)).toMatchObject({ stored: before.stored, bypassed: before.bypassed + 1 });
    });

    it('executes a read of an unknown code, answering null, and stores nothing', async () => {
      const before = stats(a);
      const r = await a.gql(LOCKER, { code: 'Zz23456789abcdefghij' });
      expect(r).toEqual({ data: { locker: null } });
      expect(stats(a)).toMatchObject({ hits: before.hits, stored: before.stored, bypassed: before.bypassed + 1 });
    });

    const lockerChanges: [string, () => Promise<unknown>, (locker: any) => void][] = [
      [
        'an add to it',
        async () =>
          visitor(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
            input: {
              projectType: 'SNAPSHEET',
              projectId: snapsheetId,
              lockerCode: code,
              configurationShortId: await saveJersey(),
              sizeLines: [{ size: 'M', quantity: 3 }],
            },
          }),
        (locker) => expect(locker.items.map((i: any) => i.quantity)).toEqual([2, 3]),
      ],
      [
        "an item's roster and alias",
        () =>
          visitor(
            `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
            {
              id: firstItem,
              input: { alias: 'Home jersey', sizeLines: [{ size: 'XL', quantity: 4 }] },
            },
          ),
        (locker) =>
          expect(locker.items[0]).toMatchObject({
            alias: 'Home jersey',
            quantity: 4,
            sizeLines: [{ size: 'XL', quantity: 4, playerName: null }],
          }),
      ],
      [
        "an item's design (edit in place)",
        async () => {
          const shortId = await saveJersey();
          await visitor(
            `mutation($id: ID!, $s: ID!) { updateLockerItemDesign(id: $id, configurationShortId: $s) { code } }`,
            {
              id: firstItem,
              s: shortId,
            },
          );
          return shortId;
        },
        (locker) => expect(locker.items[0].configuration.shortId).toBe(lastWrite),
      ],
      [
        'a roster file imported into an item',
        () =>
          visitor(
            `mutation($id: ID!, $file: RosterFileInput!) { importRoster(lockerItemId: $id, file: $file) { code } }`,
            {
              id: firstItem,
              file: {
                filename: 'roster.csv',
                contentBase64: Buffer.from('name,number,size,quantity\nAvery,7,S,1\nBlair,9,M,1\n').toString('base64'),
              },
            },
          ),
        (locker) =>
          expect(locker.items[0].sizeLines.map((l: any) => [l.size, l.playerName])).toEqual([
            ['S', 'Avery'],
            ['M', 'Blair'],
          ]),
      ],
      [
        'an item removed',
        () => visitor(`mutation($id: ID!) { removeLockerItem(id: $id) { code } }`, { id: firstItem }),
        (locker) => expect(locker.items.map((i: any) => i.quantity)).toEqual([3]),
      ],
      [
        "the dealer's margin (the prices)",
        () => ok(`mutation { updateDealerSettings(input: { dealerMargin: 3 }) { name } }`, {}),
        (locker) =>
          expect(locker.items[0].prices.productPriceCents).toBe(Math.round((pricesBefore[0] as number) * 1.5)),
      ],
      [
        "a quote requested with another dealer's session (it locks the locker)",
        async () => {
          const r = await a.gql(
            `mutation($code: String!) { requestQuote(lockerCode: $code, contact: { name: "Pat Coach", email: "pat@team.example" }) { id } }`,
            { code },
            otherDealer,
          );
          if (r.errors) throw new Error(JSON.stringify(r.errors));
        },
        (locker) => expect(locker.locked).toBe(true),
      ],
    ];
    let lastWrite: unknown;
    let pricesBefore: unknown[] = [];
    for (const [what, write, shows] of lockerChanges) {
      it(`shows ${what} at the next read, on both gateways`, async () => {
        await readLocker(a);
        const cached = await readLocker(a);
        expect(cached.hit).toBe(true);
        pricesBefore = cached.locker.items.map((i: any) => i.prices.productPriceCents);
        lastWrite = await write();
        const onB = await readLocker(b);
        expect(onB.hit).toBe(false);
        shows(onB.locker);
        const onA = await readLocker(a);
        expect(onA.hit).toBe(true);
        shows(onA.locker);
      });
    }
  });

  describe("the web's page documents", () => {
    const manifest = loadPersistedDocuments();
    /** The text of the web's query `name` (its persisted-documents manifest). */
    const webQuery = (name: string): string => {
      const found = [...manifest.values()].filter((text) => text.includes(`query ${name}(`));
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    const VISITOR = { 'x-visitor-key': 'visitor-key-page-documents-01' };
    let playbookId: string;

    beforeAll(async () => {
      const made = await ok(`mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`, {
        input: { template: 'FSG', sports: ['fsg-football'], teamName: 'Cache Owls', colorIds: ['19', '13', '25'] },
      });
      playbookId = made.createPlaybook.id;
      await ok(`mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id } }`, {
        id: playbookId,
      });
      const showroom = await ok(`mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`, {
        input: {
          teamName: 'Cache Showroom',
          mascot: 'Caches',
          colorIds: ['19', '13', '25'],
          catalogIds: ['fsg-lacrosse'],
        },
      });
      await ok(`mutation($id: ID!) { publishProject(projectType: SHOWROOM, projectId: $id) { id } }`, {
        id: showroom.saveShowroom.id,
      });
    }, 60_000);

    /** [operation, variables, the page's root field] of each public page the web reads. */
    const pages = (): [string, Record<string, unknown>, string][] => [
      ['Snapsheet', { dealerCode: DEALER, id: snapsheetId }, 'snapsheet'],
      ['PlaybookViewer', { dealerCode: DEALER, id: playbookId }, 'playbook'],
      ['ShowroomHome', { dealerCode: DEALER }, 'showroom'],
      ['ShowroomCatalogue', { dealerCode: DEALER }, 'showroom'],
      ['BuyerStore', { dealerCode: DEALER, id: store.storeId }, 'store'],
    ];

    it('answers a keyed visitor the second time from the cache, on the other gateway too', async () => {
      for (const [name, variables, root] of pages()) {
        const text = webQuery(name);
        const visit = async (h: Harness) => {
          const before = stats(h);
          const r = await h.gql(text, variables, undefined, VISITOR);
          expect(r.errors, name).toBeUndefined();
          expect(r.data[root], name).not.toBeNull();
          const after = stats(h);
          return { data: r.data, hit: after.hits === before.hits + 1, bypassed: after.bypassed - before.bypassed };
        };
        const first = await visit(a);
        expect(first, name).toMatchObject({ bypassed: 0 });
        const second = await visit(a);
        expect(second, name).toEqual({ data: first.data, hit: true, bypassed: 0 });
        expect(await visit(b), name).toEqual({ data: first.data, hit: true, bypassed: 0 });
        // As the web sends it: GET by the manifest id in Apollo's persisted-query extension.
        const id = [...manifest].find(([, t]) => t === text)![0];
        const get = async () => {
          const hits = stats(a).hits;
          const got = await fetch(
            `${a.url}/graphql?${new URLSearchParams({
              operationName: name,
              variables: JSON.stringify(variables),
              extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
            })}`,
            { headers: VISITOR },
          );
          expect(got.status, name).toBe(200);
          expect(got.headers.get('cache-control'), name).toBe(PUBLIC_CACHE_CONTROL);
          expect(((await got.json()) as any).data, name).toEqual(first.data);
          return stats(a).hits === hits + 1;
        };
        await get();
        expect(await get(), name).toBe(true);
      }
    });

    it("reads the visitor's own locker of each page apart, never from the cache", async () => {
      const text = webQuery('ProjectHeaderLocker');
      const refs = [
        { type: 'SNAPSHEET', dealerCode: DEALER, id: snapsheetId },
        { type: 'PLAYBOOK', dealerCode: DEALER, id: playbookId },
        { type: 'SHOWROOM', dealerCode: DEALER, id: null },
      ];
      for (const ref of refs) {
        const before = stats(a);
        const r = await a.gql(text, { ref }, undefined, VISITOR);
        expect(r.errors).toBeUndefined();
        expect(r.data.project).toMatchObject({ locker: null });
        expect(stats(a)).toMatchObject({ hits: before.hits, bypassed: before.bypassed + 1 });
      }
    });
  });

  describe('GET with a persisted document', () => {
    const manifest = loadPersistedDocuments();
    const idOf = (start: RegExp) => [...manifest].find(([, text]) => start.test(text))?.[0];
    const snapsheetDoc = idOf(/query Snapsheet\(/)!;
    const get = (h: Harness, params: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${h.url}/graphql?${new URLSearchParams(params)}`, { headers });

    it("answers the web's snapsheet query with an ETag, a public Cache-Control and 304 when unchanged", async () => {
      expect(snapsheetDoc).toMatch(/^[0-9a-f]{64}$/);
      // A snapsheet without products: its answer holds no snapshot still to draw, so it is kept
      // its full TTL (one holding a PENDING snapshot lives two seconds, which a loaded machine
      // may spend between two requests).
      const empty = await ok(
        `mutation { createSnapsheet(input: { teamName: "Cache Wrens", colorIds: ["19", "13", "25"] }) { id } }`,
        {},
      );
      const id = empty.createSnapsheet.id as string;
      const params = { documentId: snapsheetDoc, variables: JSON.stringify({ dealerCode: DEALER, id }) };
      const first = await get(a, params);
      expect(first.status).toBe(200);
      const body = (await first.json()) as any;
      expect(body.errors).toBeUndefined();
      expect(body.data.snapsheet.id).toBe(id);
      expect(body.data.snapsheet.teamName).toBe('Cache Wrens');
      expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=1, must-revalidate');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{43}"$/);
      const hits = stats(b).hits;
      const again = await get(b, params, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(stats(b).hits).toBe(hits + (twoGateways || a === b ? 1 : 0));
      // The same document id in sha256: form, as a POST body, and as Apollo's APQ extension.
      const prefixed = await get(a, { ...params, documentId: `sha256:${snapsheetDoc}` });
      expect(prefixed.headers.get('etag')).toBe(etag);
      const apq = await get(a, {
        variables: params.variables,
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: snapsheetDoc } }),
      });
      expect(apq.headers.get('etag')).toBe(etag);
    });

    it("answers a session's GET privately, never from the visitors' entry", async () => {
      const params = { documentId: snapsheetDoc, variables: JSON.stringify({ dealerCode: DEALER, id: snapsheetId }) };
      const hits = stats(a).hits;
      const r = await get(a, params, { authorization: `Bearer ${token}` });
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(PRIVATE_CACHE_CONTROL).toBe('private, no-store');
      expect(r.headers.get('etag')).toBeNull();
      expect(((await r.json()) as any).data.snapsheet.canEdit).toBe(true);
      expect(stats(a).hits).toBe(hits);
    });

    it('answers PERSISTED_QUERY_NOT_FOUND for an unknown id, 405 for a mutation, and keeps CSRF prevention for GET with a query', async () => {
      const unknown = await get(a, { documentId: '0'.repeat(64) });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(((await unknown.json()) as any).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      const mutationDoc = idOf(/^mutation /)!;
      const refused = await get(a, { documentId: mutationDoc });
      expect(refused.status).toBe(405);
      // Apollo's own GET (a `query` parameter) still asks for a preflight header.
      const csrf = await get(a, { query: '{ ok }' });
      expect(csrf.status).toBe(400);
    });
  });
});
