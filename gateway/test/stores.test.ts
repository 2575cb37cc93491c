/**
 * Team stores over the API, the dealer's side (on PGlite and, with DATABASE_URL, on PostgreSQL):
 *
 * - a store is a project kind: made from a snapsheet (its products become items at the
 *   snapsheet's prices, every size of the style, name and number offered as the garment's
 *   locations allow), from nothing, answered by `project(ref)` as a `Store`, and refused to
 *   another dealer's sources; its settings checked field by field (time zone, dates in order,
 *   tax, passcode) with nothing written on a refusal;
 * - items and bundles replaced at once, their rules checked;
 * - the state machine: every allowed move and the refused ones, each one conditional statement;
 * - the jobs: scheduling sends the opening and the closing job at their times, and their work
 *   opens and closes the store only when due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { STORE_TRANSITIONS, canMove, moveStore } from '../src/modules/stores/store-states.js';
import type { StoreStateValue } from '../src/db/types.js';

const DEALER = 'STR001';
const STORE_FIELDS = `id type title teamName status state timezone opensAt advertisedCloseAt hardCloseAt
  fulfilment groupLabel taxRateBasisPoints paymentMethods payLaterDays hasPasscode path
  items { id name proofVersion sizes dealerPriceCents fundraisingCents priceCents required maxPerBuyer
    configuration { shortId product { styleId } }
    rules { nameOffered nameRequired nameMaxLength nameCharacters numberOffered numberRequired numberMin numberMax numberUnique numberScope } }
  bundles { id name priceCents fundraisingCents required itemIds }`;
const CREATE = `mutation($input: CreateStoreInput!) { createStore(input: $input) { ${STORE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { ${STORE_FIELDS} } }`;
const SET_ITEMS = `mutation($id: ID!, $items: [StoreItemInput!]!, $bundles: [StoreBundleInput!]) {
  setStoreItems(storeId: $id, items: $items, bundles: $bundles) { ${STORE_FIELDS} } }`;
const move = (name: string) => `mutation($id: ID!) { ${name}(storeId: $id) { id state status } }`;

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

describe('team stores: the dealer side', () => {
  let h: Harness;
  let token: string;
  let other: string;
  let snapsheet: string;
  let snapsheetPrice: number;

  beforeAll(async () => {
    h = await startHarness();
    ({ token } = await h.signIn(DEALER));
    ({ token: other } = await h.signIn('STR002'));
    const created = await h.gql(
      `mutation { createSnapsheet(input: { teamName: "Lincoln Lions", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      token,
    );
    snapsheet = created.data.createSnapsheet.id;
    const added = await h.gql(
      `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100", customPriceCents: 4250 }) {
        products { priceCents } } }`,
      { id: snapsheet },
      token,
    );
    snapsheetPrice = added.data.addSnapsheetProduct.products[0].priceCents;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('makes a store from a snapsheet: its products as items at its prices, every size, a number and name where the garment has them', async () => {
    const r = await h.gql(
      CREATE,
      {
        input: { teamName: 'Lincoln Lions', sourceType: 'SNAPSHEET', sourceId: snapsheet, timezone: 'America/Chicago' },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const store = r.data.createStore;
    expect(store).toMatchObject({
      type: 'STORE',
      title: 'Lincoln Lions Store',
      teamName: 'Lincoln Lions',
      status: 'DRAFT',
      state: 'DRAFT',
      timezone: 'America/Chicago',
      opensAt: null,
      fulfilment: 'BULK',
      groupLabel: null,
      taxRateBasisPoints: 0,
      paymentMethods: ['CARD', 'PAY_LATER'],
      payLaterDays: 7,
      hasPasscode: false,
      path: `/stores/${DEALER}/${store.id}/`,
      bundles: [],
    });
    // The snapsheet's custom price of the style, its team look without priced decorations.
    expect(snapsheetPrice).toBe(4250);
    expect(store.items).toEqual([
      {
        id: expect.any(String),
        name: expect.any(String),
        proofVersion: null,
        sizes: expect.any(Array),
        dealerPriceCents: snapsheetPrice,
        fundraisingCents: 0,
        priceCents: snapsheetPrice,
        required: false,
        maxPerBuyer: null,
        configuration: { shortId: expect.any(String), product: { styleId: 'CG2100' } },
        rules: {
          nameOffered: true,
          nameRequired: false,
          nameMaxLength: 12,
          nameCharacters: ['LETTERS', 'SPACE', 'HYPHEN', 'APOSTROPHE', 'PERIOD'],
          numberOffered: true,
          numberRequired: false,
          numberMin: 0,
          numberMax: 99,
          numberUnique: true,
          numberScope: 'STORE',
        },
      },
    ]);
    const sizes = await h.built.database.db
      .selectFrom('style_sizes')
      .select('size')
      .where('style_id', '=', 'CG2100')
      .orderBy('sort_order')
      .execute();
    expect(store.items[0].sizes).toEqual(sizes.map((s) => s.size));

    // The project seam answers it as a Store; a visitor does not see a draft.
    const PROJECT = `query($ref: ProjectRefInput!) { project(ref: $ref) { __typename id ... on Store { state } } }`;
    const ref = { type: 'STORE', dealerCode: DEALER, id: store.id };
    expect((await h.gql(PROJECT, { ref }, token)).data).toEqual({
      project: { __typename: 'Store', id: store.id, state: 'DRAFT' },
    });
    expect((await h.gql(PROJECT, { ref }, undefined, { 'x-visitor-key': 'store-visitor-000001' })).data).toEqual({
      project: null,
    });
  });

  it("refuses another dealer's source, an unknown zone and names the field", async () => {
    const foreign = await h.gql(
      CREATE,
      { input: { teamName: 'X', sourceType: 'SNAPSHEET', sourceId: snapsheet } },
      other,
    );
    expect(errorOf(foreign)).toEqual({ code: 'BAD_USER_INPUT', field: 'sourceId' });
    const zone = await h.gql(CREATE, { input: { teamName: 'X', sourceType: 'NONE', timezone: 'Mars/Olympus' } }, token);
    expect(errorOf(zone)).toEqual({ code: 'BAD_USER_INPUT', field: 'timezone' });
    const offset = await h.gql(CREATE, { input: { teamName: 'X', sourceType: 'NONE', timezone: '+02:00' } }, token);
    expect(errorOf(offset)).toEqual({ code: 'BAD_USER_INPUT', field: 'timezone' });
    const visitor = await h.gql(CREATE, { input: { teamName: 'X', sourceType: 'NONE' } });
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
  });

  it('checks settings together: the advertised close at or before the hard close, after the opening; nothing written on a refusal', async () => {
    const id = (await h.gql(CREATE, { input: { teamName: 'Settings FC', sourceType: 'NONE' } }, token)).data.createStore
      .id;
    const late = await h.gql(
      UPDATE,
      { id, input: { opensAt: hours(1), advertisedCloseAt: hours(50), hardCloseAt: hours(48) } },
      token,
    );
    expect(errorOf(late)).toEqual({ code: 'BAD_USER_INPUT', field: 'advertisedCloseAt' });
    const early = await h.gql(UPDATE, { id, input: { opensAt: hours(5), advertisedCloseAt: hours(4) } }, token);
    expect(errorOf(early)).toEqual({ code: 'BAD_USER_INPUT', field: 'advertisedCloseAt' });
    for (const [input, field] of [
      [{ taxRateBasisPoints: 2501 }, 'taxRateBasisPoints'],
      [{ passcode: 'short' }, 'passcode'],
      [{ paymentMethods: [] }, 'paymentMethods'],
      [{ payLaterDays: 0 }, 'payLaterDays'],
      [{ timezone: 'Europe/Nowhere' }, 'timezone'],
      [{ groupLabel: 'x'.repeat(31) }, 'groupLabel'],
    ] as const)
      expect(errorOf(await h.gql(UPDATE, { id, input }, token))).toEqual({ code: 'BAD_USER_INPUT', field });
    const read = await h.gql(UPDATE, { id, input: {} }, token);
    expect(read.data.updateStore).toMatchObject({ opensAt: null, advertisedCloseAt: null, taxRateBasisPoints: 0 });

    const ok = await h.gql(
      UPDATE,
      {
        id,
        input: {
          opensAt: '2030-03-01T14:00:00.000Z',
          advertisedCloseAt: '2030-03-14T23:00:00.000Z',
          hardCloseAt: '2030-03-14T23:00:00.000Z',
          taxRateBasisPoints: 825,
          groupLabel: ' Homeroom ',
          fulfilment: 'PICKUP',
          paymentMethods: ['PAY_LATER'],
          passcode: 'lions-store-2030',
          title: 'Spring Spirit Store',
        },
      },
      token,
    );
    expect(ok.data.updateStore).toMatchObject({
      title: 'Spring Spirit Store',
      opensAt: '2030-03-01T14:00:00.000Z',
      advertisedCloseAt: '2030-03-14T23:00:00.000Z',
      hardCloseAt: '2030-03-14T23:00:00.000Z',
      taxRateBasisPoints: 825,
      groupLabel: 'Homeroom',
      fulfilment: 'PICKUP',
      paymentMethods: ['PAY_LATER'],
      hasPasscode: true,
    });
    // Another dealer, a visitor: NOT_FOUND, as for a store that does not exist.
    expect(errorOf(await h.gql(UPDATE, { id, input: { title: 'Mine' } }, other)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(UPDATE, { id, input: { title: 'Mine' } })).code).toBe('NOT_FOUND');
  });

  it('replaces items and bundles at once, with their rules checked by field', async () => {
    const created = (
      await h.gql(CREATE, { input: { teamName: 'Items FC', sourceType: 'SNAPSHEET', sourceId: snapsheet } }, token)
    ).data.createStore;
    const [jersey] = created.items;
    const rules = {
      nameOffered: true,
      nameRequired: true,
      nameMaxLength: 10,
      numberOffered: true,
      numberRequired: true,
      numberMin: 1,
      numberMax: 55,
    };
    const items = [
      { id: jersey.id, name: 'Home Jersey', sizes: ['L', 'M'], fundraisingCents: 500, required: true, rules },
      {
        configurationShortId: jersey.configuration.shortId,
        name: 'Away Jersey',
        sizes: ['M'],
        dealerPriceCents: 3000,
        maxPerBuyer: 2,
        rules: { ...rules, nameRequired: false, numberRequired: false },
      },
    ];
    const r = await h.gql(
      SET_ITEMS,
      {
        id: created.id,
        items,
        bundles: [{ name: 'Home and away', itemIndexes: [0, 1], priceCents: 6500, fundraisingCents: 700 }],
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const store = r.data.setStoreItems;
    expect(
      store.items.map((i: any) => [
        i.id === jersey.id,
        i.name,
        i.sizes,
        i.dealerPriceCents,
        i.fundraisingCents,
        i.priceCents,
        i.required,
        i.maxPerBuyer,
      ]),
    ).toEqual([
      [true, 'Home Jersey', ['M', 'L'], snapsheetPrice, 500, snapsheetPrice + 500, true, null],
      [false, 'Away Jersey', ['M'], 3000, 0, 3000, false, 2],
    ]);
    expect(store.items[0].rules).toEqual({
      ...rules,
      nameCharacters: ['LETTERS', 'SPACE', 'HYPHEN', 'APOSTROPHE', 'PERIOD'],
      numberUnique: true,
      numberScope: 'STORE',
    });
    expect(store.bundles).toEqual([
      {
        id: expect.any(String),
        name: 'Home and away',
        priceCents: 6500,
        fundraisingCents: 700,
        required: false,
        itemIds: store.items.map((i: any) => i.id),
      },
    ]);

    for (const [change, field] of [
      [{ items: [{ ...items[0], sizes: ['XXXXL'] }] }, 'items.0.sizes'],
      [{ items: [{ ...items[0], rules: { ...rules, numberMax: 1000 } }] }, 'items.0.rules.numberMax'],
      [{ items: [{ ...items[0], rules: { ...rules, nameMaxLength: 0 } }] }, 'items.0.rules.nameMaxLength'],
      [{ items: [{ ...items[0], id: '999999' }] }, 'items.0.id'],
      [{ items: [{ ...items[1], configurationShortId: 'nope' }] }, 'items.0.configurationShortId'],
      [{ items: [{ ...items[0], fundraisingCents: -1 }] }, 'items.0.fundraisingCents'],
      [{ items, bundles: [{ name: 'One', itemIndexes: [0, 0], priceCents: 100 }] }, 'bundles.0.itemIndexes'],
    ] as const) {
      const refused = await h.gql(SET_ITEMS, { id: created.id, bundles: [], ...change }, token);
      expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    // Nothing of a refusal was written.
    const again = await h.gql(UPDATE, { id: created.id, input: {} }, token);
    expect(again.data.updateStore.items.map((i: any) => i.name)).toEqual(['Home Jersey', 'Away Jersey']);
  });

  it('moves states only as allowed: every allowed move, the refused ones CONFLICT', async () => {
    expect(STORE_TRANSITIONS).toEqual({
      DRAFT: ['SCHEDULED', 'OPEN', 'CANCELLED'],
      SCHEDULED: ['OPEN', 'CANCELLED'],
      OPEN: ['CLOSED', 'CANCELLED'],
      CLOSED: ['PROCESSING', 'OPEN'],
      PROCESSING: ['COMPLETE', 'OPEN'],
      COMPLETE: ['OPEN'],
      CANCELLED: [],
    });
    const db = h.built.database.db;
    const states = Object.keys(STORE_TRANSITIONS) as StoreStateValue[];
    const id = (await h.gql(CREATE, { input: { teamName: 'States FC', sourceType: 'NONE' } }, token)).data.createStore
      .id;
    const row = await db.selectFrom('projects').select('id').where('public_id', '=', id).executeTakeFirstOrThrow();
    // Every pair, from a store put in `from`: allowed moves move it, the others are refused and leave it.
    for (const from of states)
      for (const to of states) {
        await db.updateTable('stores').set({ state: from }).where('project_id', '=', row.id).execute();
        const store = await db
          .selectFrom('stores')
          .selectAll()
          .where('project_id', '=', row.id)
          .executeTakeFirstOrThrow();
        const outcome = await moveStore(db, store, to, new Date()).then(
          (s) => s.state,
          (e: { extensions?: { code?: string } }) => e.extensions?.code,
        );
        const now = (
          await db.selectFrom('stores').select('state').where('project_id', '=', row.id).executeTakeFirstOrThrow()
        ).state;
        expect([from, to, outcome, now]).toEqual(canMove(from, to) ? [from, to, to, to] : [from, to, 'CONFLICT', from]);
      }
    // A move decided on a stale read is refused: another call moved the store first.
    await db.updateTable('stores').set({ state: 'OPEN' }).where('project_id', '=', row.id).execute();
    const stale = await db.selectFrom('stores').selectAll().where('project_id', '=', row.id).executeTakeFirstOrThrow();
    await moveStore(db, stale, 'CLOSED', new Date());
    await expect(moveStore(db, stale, 'CANCELLED', new Date())).rejects.toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'The store is closed: it cannot become cancelled',
    });
  });

  it('schedules a store with its jobs at the opening and the hard close; their work moves it only when due', async () => {
    const created = (
      await h.gql(CREATE, { input: { teamName: 'Clock FC', sourceType: 'SNAPSHEET', sourceId: snapsheet } }, token)
    ).data.createStore;
    const id = created.id;
    // Not runnable yet: the dates are missing.
    expect(errorOf(await h.gql(move('scheduleStore'), { id }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'opensAt',
    });
    const opensAt = hours(2);
    const hardCloseAt = hours(100);
    await h.gql(UPDATE, { id, input: { opensAt, advertisedCloseAt: hours(99), hardCloseAt } }, token);
    const scheduled = await h.gql(move('scheduleStore'), { id }, token);
    expect(scheduled.data.scheduleStore).toEqual({ id, state: 'SCHEDULED', status: 'PUBLISHED' });
    expect(errorOf(await h.gql(move('scheduleStore'), { id }, token)).code).toBe('CONFLICT');

    const db = h.built.database.db;
    const row = await db.selectFrom('projects').select('id').where('public_id', '=', id).executeTakeFirstOrThrow();
    const { rows } = await h.built.database.execute(
      `SELECT name, data, start_after, expire_in::text AS expire_in FROM pgboss.job WHERE name = 'store-clock' AND (data->>'storeId')::int = $1 AND data->>'move' IN ('open', 'close') ORDER BY start_after`,
      [row.id],
    );
    expect(
      (rows as { name: string; data: unknown; start_after: Date | string; expire_in: string }[]).map((j) => [
        j.data,
        new Date(j.start_after).toISOString(),
        j.expire_in,
      ]),
    ).toEqual([
      [{ storeId: row.id, move: 'open' }, opensAt, '00:01:00'],
      [{ storeId: row.id, move: 'close' }, hardCloseAt, '00:01:00'],
    ]);

    // The work, run before its time, does nothing; once due it opens, then closes.
    const stores = h.built.services.stores;
    expect(await stores.runClock(row.id, 'close')).toBe(false);
    expect(await stores.runClock(row.id, 'open')).toBe(false);
    await db
      .updateTable('stores')
      .set({ opens_at: new Date(Date.now() - 1000) })
      .where('project_id', '=', row.id)
      .execute();
    expect(await stores.runClock(row.id, 'open')).toBe(true);
    expect(await stores.runClock(row.id, 'open')).toBe(false);
    expect(await stores.runClock(row.id, 'close')).toBe(false);
    await db
      .updateTable('stores')
      .set({ hard_close_at: new Date(Date.now() - 1000), advertised_close_at: new Date(Date.now() - 2000) })
      .where('project_id', '=', row.id)
      .execute();
    expect(await stores.runClock(row.id, 'close')).toBe(true);
    const closed = await h.gql(
      `query($ref: ProjectRefInput!) { project(ref: $ref) { status ... on Store { state } } }`,
      {
        ref: { type: 'STORE', dealerCode: DEALER, id },
      },
      token,
    );
    expect(closed.data.project).toEqual({ status: 'CLOSED', state: 'CLOSED' });
    // Cancelling a closed store is refused; a draft is cancelled.
    expect(errorOf(await h.gql(move('cancelStore'), { id }, token)).code).toBe('CONFLICT');
    const draft = (await h.gql(CREATE, { input: { teamName: 'Gone FC', sourceType: 'NONE' } }, token)).data.createStore
      .id;
    expect((await h.gql(move('cancelStore'), { id: draft }, token)).data.cancelStore).toEqual({
      id: draft,
      state: 'CANCELLED',
      status: 'CLOSED',
    });
  });
});
