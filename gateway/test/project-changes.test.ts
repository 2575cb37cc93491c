/**
 * `changeProject` (A6, section 4): a change checked on a project read before another request
 * archived or locked it is refused on the row as it is once locked, with the kind's own error,
 * and runs nothing; an allowed change runs in the transaction and marks the project changed.
 * A store's changes (`changeStore`) go through it, with the store's state as their rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/lib/caller.js';
import type { ProjectRow } from '../src/db/types.js';
import { changeProject } from '../src/modules/projects/index.js';
import { checkPlaybookChangeable } from '../src/modules/playbooks/playbook-changes.js';
import { checkChangeable } from '../src/modules/snapsheets/snapsheet-access.js';
import { changeStore } from '../src/modules/stores/store-changes.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let owner: Caller;
let other: Caller;
let snapsheet: ProjectRow;

const CREATE = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`;

async function dealerCaller(code: string): Promise<Caller> {
  // Signing in makes the dealer's row (enterDashboard).
  await h.signIn(code);
  const dealer = await h.built.database.db
    .selectFrom('dealers')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { kind: 'DEALER', dealer, tokenId: 0 };
}

const row = (id: number) =>
  h.built.database.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const setRow = (id: number, values: { deleted_at?: Date | null; status?: string }) =>
  h.built.database.db.updateTable('projects').set(values).where('id', '=', id).execute();

beforeAll(async () => {
  h = await startHarness({ seed: { demo: true, demoPasscode: 'demo-pass-1' } });
  owner = await dealerCaller('AAA111');
  other = await dealerCaller('BBB222');
  const token = (await h.signIn('AAA111')).token;
  const id = (await h.gql(CREATE, { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } }, token)).data
    .createSnapsheet.id as string;
  snapsheet = await h.built.database.db
    .selectFrom('projects')
    .selectAll()
    .where('public_id', '=', id)
    .executeTakeFirstOrThrow();
}, 120_000);
afterAll(async () => h?.close());

describe('changeProject', () => {
  it('runs the change on the locked row and marks the project changed', async () => {
    const before = await row(snapsheet.id);
    let seen: ProjectRow | undefined;
    const after = await changeProject(h.built.database.db, owner, before, checkChangeable, async (_trx, current) => {
      seen = current;
    });
    expect(seen?.id).toBe(snapsheet.id);
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it("refuses a change checked before a concurrent archive, with the kind's error, and runs nothing", async () => {
    const stale = await row(snapsheet.id);
    await setRow(snapsheet.id, { deleted_at: new Date() });
    let ran = false;
    const run = () => {
      ran = true;
      return Promise.resolve();
    };
    await expect(changeProject(h.built.database.db, owner, stale, checkChangeable, run)).rejects.toThrow(
      'Restore the snapsheet before changing it',
    );
    await expect(changeProject(h.built.database.db, owner, stale, checkPlaybookChangeable, run)).rejects.toThrow(
      'Restore the playbook before changing it',
    );
    expect(ran).toBe(false);
    await setRow(snapsheet.id, { deleted_at: null });
  });

  it('refuses a change checked before a concurrent lock (status QUOTE)', async () => {
    const stale = await row(snapsheet.id);
    await setRow(snapsheet.id, { status: 'QUOTE' });
    await expect(
      changeProject(h.built.database.db, owner, stale, checkChangeable, () => Promise.resolve()),
    ).rejects.toThrow('The snapsheet is locked');
    await setRow(snapsheet.id, { status: stale.status });
  });

  it('answers NOT_FOUND to a caller who may not change the project', async () => {
    const current = await row(snapsheet.id);
    await expect(
      changeProject(h.built.database.db, other, current, checkChangeable, () => Promise.resolve()),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});

describe('changeStore', () => {
  const db = () => h.built.database.db;
  let store: ProjectRow;

  beforeAll(async () => {
    const token = (await h.signIn('AAA111')).token;
    const created = await h.gql(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }`,
      { input: { teamName: 'Tigers', sourceType: 'NONE' } },
      token,
    );
    const id = created.data.createStore.id as string;
    store = await db().selectFrom('projects').selectAll().where('public_id', '=', id).executeTakeFirstOrThrow();
  });

  const storeRow = () =>
    db().selectFrom('stores').selectAll().where('project_id', '=', store.id).executeTakeFirstOrThrow();

  it("runs a change on the locked store row, in the store's state, and marks the project changed", async () => {
    const own = { project: await row(store.id), store: await storeRow() };
    await db()
      .updateTable('projects')
      .set({ updated_at: new Date('2026-01-01T00:00:00Z') })
      .where('id', '=', store.id)
      .execute();
    const changed = await changeStore(db(), owner, own, ['DRAFT'], 'refused', async (trx, locked) => {
      expect(locked.state).toBe('DRAFT');
      return await trx
        .updateTable('stores')
        .set({ group_label: 'Team' })
        .where('project_id', '=', store.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    expect(changed.store.group_label).toBe('Team');
    expect(changed.project.updated_at.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    expect((await storeRow()).group_label).toBe('Team');
  });

  it('refuses a change checked before the store moved on, with the refusal for the store as it is now, and runs nothing', async () => {
    const own = { project: await row(store.id), store: await storeRow() };
    await db().updateTable('stores').set({ state: 'CANCELLED' }).where('project_id', '=', store.id).execute();
    let ran = false;
    await expect(
      changeStore(
        db(),
        owner,
        own,
        ['DRAFT', 'SCHEDULED'],
        (read) => `It was ${read.state.toLowerCase()}`,
        () => {
          ran = true;
          return Promise.resolve(own.store);
        },
      ),
    ).rejects.toMatchObject({ message: 'It was cancelled', extensions: { code: 'CONFLICT' } });
    expect(ran).toBe(false);
    await db().updateTable('stores').set({ state: 'DRAFT' }).where('project_id', '=', store.id).execute();
  });

  it('answers NOT_FOUND to a caller who may not change the store', async () => {
    const own = { project: await row(store.id), store: await storeRow() };
    await expect(
      changeStore(db(), other, own, ['DRAFT'], 'refused', () => Promise.resolve(own.store)),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
