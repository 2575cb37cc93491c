/**
 * Lockers are their owner's (L1, L4): each visitor (by its X-Visitor-Key) and the
 * dealer get their own locker of a project, also under 50 concurrent first adds; a visitor sees
 * only its own; the dealer sees them all; a quote locks only its locker; a locker holds at most
 * 100 items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { MAX_LOCKER_ITEMS } from '../src/modules/lockers/lockers.service.js';
import { lockersResolvers } from '../src/modules/lockers/lockers.resolvers.js';
import { createLoaders, type Loaders } from '../src/loaders.js';
import type { LockerItemRow } from '../src/db/types.js';

const ADD = `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code locked items { id } } }`;
const visitor = (n: number) => ({ 'x-visitor-key': `ownership-visitor-${String(n).padStart(4, '0')}` });

describe('locker ownership (L1)', () => {
  let h: Harness;
  let token: string;
  let snapsheetId: string;
  let shortId: string;
  const input = (extra: Record<string, unknown> = {}) => ({
    input: {
      projectType: 'SNAPSHEET',
      projectId: snapsheetId,
      configurationShortId: shortId,
      sizeLines: [{ size: 'L', quantity: 1 }],
      ...extra,
    },
  });

  beforeAll(async () => {
    h = await startHarness();
    token = (await h.signIn('OWN001')).token;
    const created = await h.gql(
      `mutation { createSnapsheet(input: { teamName: "Owners", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      token,
    );
    snapsheetId = created.data.createSnapsheet.id;
    const saved = await h.gql(
      `mutation { saveConfiguration(input: { styleId: "CG2100", colorIds: ["19", "13", "25"], decorations: [] }) { shortId } }`,
    );
    shortId = saved.data.saveConfiguration.shortId;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('gives one locker per owner, even for 50 concurrent first adds', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.gql(ADD, input(), undefined, visitor(1))));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const codes = new Set(answers.map((a) => a.data.addToLocker.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    const read = await h.gql(`query($c: String!) { locker(code: $c) { items { id } } }`, { c: code });
    expect(read.data.locker.items).toHaveLength(50);
    const rows = await h.built.database.db
      .selectFrom('lockers')
      .select(['code', 'owner_key'])
      .where('code', '=', code!)
      .execute();
    expect(rows).toHaveLength(1);
    // Only a hash of the visitor key is stored.
    expect(rows[0]!.owner_key).toMatch(/^visitor:[0-9a-f]{64}$/);
  });

  it('shows each visitor its own locker, and the dealer every locker of the project', async () => {
    const second = await h.gql(ADD, input(), undefined, visitor(2));
    const mine = await h.gql(ADD, input(), token);
    const codes = [second.data.addToLocker.code, mine.data.addToLocker.code];
    expect(new Set(codes).size).toBe(2);
    const q = `query($id: ID!) { snapsheet(dealerCode: "OWN001", id: $id) { canEdit lockerCode lockers { code } } }`;
    const seen2 = await h.gql(q, { id: snapsheetId }, undefined, visitor(2));
    expect(seen2.data.snapsheet).toEqual({ canEdit: false, lockerCode: codes[0], lockers: [] });
    const stranger = await h.gql(q, { id: snapsheetId }, undefined, visitor(3));
    expect(stranger.data.snapsheet).toEqual({ canEdit: false, lockerCode: null, lockers: [] });
    const dealer = await h.gql(q, { id: snapsheetId }, token);
    expect(dealer.data.snapsheet.canEdit).toBe(true);
    expect(dealer.data.snapsheet.lockerCode).toBe(codes[1]);
    expect(dealer.data.snapsheet.lockers).toHaveLength(3);
  });

  it('adds to a locker by its code, and refuses a code of another project', async () => {
    const first = await h.gql(ADD, input(), undefined, visitor(4));
    const code = first.data.addToLocker.code;
    // A teammate with the shared code adds to the same locker.
    const shared = await h.gql(ADD, input({ lockerCode: code }), undefined, visitor(5));
    expect(shared.data.addToLocker).toMatchObject({ code, items: [{}, {}] });
    expect(errorOf(await h.gql(ADD, input({ lockerCode: 'A'.repeat(20) }), undefined, visitor(5)))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lockerCode',
    });
  });

  it("names each item by its locker's code, however the request reached the item", async () => {
    const added = await h.gql(ADD, input(), undefined, visitor(6));
    const code: string = added.data.addToLocker.code;
    // The mutation's payload: the locker's items, each id `<locker code>.<n>`.
    const again = await h.gql(ADD, input({ lockerCode: code }), undefined, visitor(6));
    const ids: string[] = again.data.addToLocker.items.map((i: { id: string }) => i.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${code}[.]\\d+$`));
    // An item row reached without its locker (the schema lists items only under `Locker.items`):
    // the request's loaders still know its locker's code.
    const db = h.built.database.db;
    const rows = await db
      .selectFrom('locker_items')
      .innerJoin('lockers', 'lockers.id', 'locker_items.locker_id')
      .selectAll('locker_items')
      .where('lockers.code', '=', code)
      .orderBy('locker_items.id')
      .execute();
    const resolveId = lockersResolvers.LockerItem!.id as unknown as (
      item: LockerItemRow,
      args: object,
      ctx: { loaders: Loaders },
    ) => Promise<string>;
    const loaders = createLoaders(db);
    expect(await Promise.all(rows.map((r) => resolveId(r, {}, { loaders })))).toEqual(ids);
  });

  it('opens a locker by its code on another device: a fresh visitor key then finds it as its own', async () => {
    const laptop = visitor(40);
    const phone = visitor(41);
    const made = await h.gql(ADD, input(), undefined, laptop);
    const code = made.data.addToLocker.code as string;
    const q = `query($id: ID!) { snapsheet(dealerCode: "OWN001", id: $id) { lockerCode locker { code items { id } } } }`;
    // Before: the phone finds no locker of the project.
    expect((await h.gql(q, { id: snapsheetId }, undefined, phone)).data.snapsheet).toEqual({
      lockerCode: null,
      locker: null,
    });
    const opened = await h.gql(
      `mutation($c: String!) { openLocker(code: $c) { code items { id } } }`,
      { c: code },
      undefined,
      phone,
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data.openLocker).toEqual({
      code,
      items: [{ id: `${code}.${made.data.addToLocker.items[0].id.split('.')[1]}` }],
    });
    // After: the project shows the phone that locker, and the phone's add goes into it.
    const seen = await h.gql(q, { id: snapsheetId }, undefined, phone);
    expect(seen.data.snapsheet.lockerCode).toBe(code);
    expect(seen.data.snapsheet.locker.items).toHaveLength(1);
    const added = await h.gql(ADD, input(), undefined, phone);
    expect(added.data.addToLocker).toMatchObject({ code });
    expect(added.data.addToLocker.items).toHaveLength(2);
    // The laptop still has it; no second locker was made for the phone.
    expect((await h.gql(q, { id: snapsheetId }, undefined, laptop)).data.snapsheet.locker.items).toHaveLength(2);
    const rows = await h.built.database.db
      .selectFrom('lockers')
      .select('code')
      .where('owner_key', 'like', 'visitor:%')
      .where('code', '=', code)
      .execute();
    expect(rows).toHaveLength(1);
    // A code no locker has is refused, naming the field; nothing is held.
    const unknown = await h.gql(
      `mutation($c: String!) { openLocker(code: $c) { code } }`,
      { c: 'A'.repeat(20) },
      undefined,
      visitor(42),
    );
    expect(errorOf(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    expect((await h.gql(q, { id: snapsheetId }, undefined, visitor(42))).data.snapsheet.lockerCode).toBeNull();
  });

  it('locks only the locker a quote came from', async () => {
    const a = (await h.gql(ADD, input(), undefined, visitor(6))).data.addToLocker.code;
    const b = (await h.gql(ADD, input(), undefined, visitor(7))).data.addToLocker.code;
    const quote = await h.gql(
      `mutation($c: String!) { requestQuote(lockerCode: $c, contact: { name: "Pat", email: "pat@x.example" }) { id } }`,
      { c: a },
    );
    expect(quote.errors).toBeUndefined();
    expect(errorOf(await h.gql(ADD, input(), undefined, visitor(6))).code).toBe('FORBIDDEN');
    const other = await h.gql(ADD, input(), undefined, visitor(7));
    expect(other.data.addToLocker).toMatchObject({ code: b, locked: false });
    expect(other.data.addToLocker.items).toHaveLength(2);
  });

  it(`holds at most ${MAX_LOCKER_ITEMS} items`, async () => {
    const first = await h.gql(ADD, input(), undefined, visitor(8));
    const id = first.data.addToLocker.code;
    const lockerId = (
      await h.built.database.db.selectFrom('lockers').select('id').where('code', '=', id).executeTakeFirstOrThrow()
    ).id;
    const item = await h.built.database.db
      .selectFrom('locker_items')
      .selectAll()
      .where('locker_id', '=', lockerId)
      .executeTakeFirstOrThrow();
    await h.built.database.db
      .insertInto('locker_items')
      .values(
        Array.from({ length: MAX_LOCKER_ITEMS - 1 }, (_, i) => ({
          locker_id: lockerId,
          configuration_id: item.configuration_id,
          size_lines: JSON.stringify(item.size_lines),
          sort_order: i + 2,
        })),
      )
      .execute();
    expect(errorOf(await h.gql(ADD, input(), undefined, visitor(8)))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'configurationShortId',
    });
    const count = await h.built.database.db
      .selectFrom('locker_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('locker_id', '=', lockerId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(MAX_LOCKER_ITEMS);
  });
});
