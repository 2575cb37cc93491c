/**
 * The one project lookup with the caller's rights (`resolveProject`; A5, A6,
 * P6, R2): every kind of caller against a draft and a shared project, malformed and foreign ids,
 * the dealer-code filter, and a showroom named by its dealer's code. Against the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/lib/caller.js';
import type { ProjectRow } from '../src/db/types.js';
import { resolveProject, type ProjectAccess, type ProjectRef } from '../src/modules/projects/project-access.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let owner: Extract<Caller, { kind: 'DEALER' }>;
let other: Caller;
let shared: ProjectRow;
let draft: ProjectRow;

const CREATE = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`;

async function dealerCaller(code: string): Promise<Extract<Caller, { kind: 'DEALER' }>> {
  await h.signIn(code);
  const dealer = await h.built.database.db
    .selectFrom('dealers')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { kind: 'DEALER', dealer, tokenId: 0 };
}

async function project(publicId: string): Promise<ProjectRow> {
  return h.built.database.db
    .selectFrom('projects')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
}

/** The public id of what `ref` resolves to for `caller`, or null. */
async function resolved(caller: Caller, ref: ProjectRef, access: ProjectAccess): Promise<string | null> {
  return (await resolveProject(h.built.database.db, caller, ref, access))?.public_id ?? null;
}

beforeAll(async () => {
  h = await startHarness({ seed: { demo: true, demoPasscode: 'demo-pass-1' } });
  owner = await dealerCaller('AAA111');
  other = await dealerCaller('BBB222');
  const token = (await h.signIn('AAA111')).token;
  const create = async () =>
    (await h.gql(CREATE, { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } }, token)).data.createSnapsheet
      .id as string;
  shared = await project(await create());
  const draftId = await create();
  await h.built.database.db.updateTable('projects').set({ status: 'DRAFT' }).where('public_id', '=', draftId).execute();
  draft = await project(draftId);
}, 120_000);
afterAll(async () => h?.close());

describe('resolveProject', () => {
  it('gives the owning dealer its projects to read and to edit', async () => {
    for (const access of ['read', 'edit'] as const) {
      expect(await resolved(owner, { type: 'SNAPSHEET', publicId: shared.public_id }, access)).toBe(shared.public_id);
      expect(await resolved(owner, { type: 'SNAPSHEET', publicId: draft.public_id }, access)).toBe(draft.public_id);
    }
  });

  it('gives another dealer and a visitor a shared project to read only, and no draft', async () => {
    const visitor: Caller = { kind: 'VISITOR', visitorKey: null };
    for (const caller of [other, visitor]) {
      expect(await resolved(caller, { type: 'SNAPSHEET', publicId: shared.public_id }, 'read')).toBe(shared.public_id);
      expect(await resolved(caller, { type: 'SNAPSHEET', publicId: shared.public_id }, 'edit')).toBeNull();
      expect(await resolved(caller, { type: 'SNAPSHEET', publicId: draft.public_id }, 'read')).toBeNull();
    }
  });

  it('gives a passcode session its one project to edit, and another project of the dealer to read only', async () => {
    const session: Caller = {
      kind: 'PROJECT',
      dealer: owner.dealer,
      tokenId: 0,
      projectId: draft.id,
    };
    expect(await resolved(session, { type: 'SNAPSHEET', publicId: draft.public_id }, 'edit')).toBe(draft.public_id);
    expect(await resolved(session, { type: 'SNAPSHEET', publicId: shared.public_id }, 'edit')).toBeNull();
    expect(await resolved(session, { type: 'SNAPSHEET', publicId: shared.public_id }, 'read')).toBe(shared.public_id);
  });

  it('gives a print grant its project to read (a draft too), never to edit, and no other draft', async () => {
    const print: Caller = { kind: 'PRINT', projectId: draft.id, grantId: 0 };
    expect(await resolved(print, { type: 'SNAPSHEET', publicId: draft.public_id }, 'read')).toBe(draft.public_id);
    expect(await resolved(print, { type: 'SNAPSHEET', publicId: draft.public_id }, 'edit')).toBeNull();
    const elsewhere: Caller = { kind: 'PRINT', projectId: shared.id, grantId: 0 };
    expect(await resolved(elsewhere, { type: 'SNAPSHEET', publicId: draft.public_id }, 'read')).toBeNull();
  });

  it('answers nothing for a malformed id, the wrong type, or the wrong dealer code', async () => {
    expect(await resolved(owner, { type: 'SNAPSHEET', publicId: "x' OR 1=1 --" }, 'read')).toBeNull();
    expect(await resolved(owner, { type: 'PLAYBOOK', publicId: shared.public_id }, 'read')).toBeNull();
    const ref = (dealerCode: string): ProjectRef => ({ type: 'SNAPSHEET', publicId: shared.public_id, dealerCode });
    expect(await resolved(owner, ref('BBB222'), 'read')).toBeNull();
    expect(await resolved(owner, ref('aaa111'), 'read')).toBe(shared.public_id);
  });

  it("finds a showroom by its dealer's code, case-insensitively, when the caller may read it", async () => {
    const showroom = await h.built.database.db
      .selectFrom('projects as p')
      .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
      .select(['p.public_id', 'p.status'])
      .where('p.type', '=', 'SHOWROOM')
      .where('d.code', '=', 'DEMO01')
      .executeTakeFirstOrThrow();
    expect(showroom.status).toBe('PUBLISHED');
    const visitor: Caller = { kind: 'VISITOR', visitorKey: null };
    expect(await resolved(visitor, { type: 'SHOWROOM', dealerCode: 'demo01' }, 'read')).toBe(showroom.public_id);
    expect(await resolved(visitor, { type: 'SHOWROOM', dealerCode: 'demo01' }, 'edit')).toBeNull();
    expect(await resolved(visitor, { type: 'SHOWROOM', dealerCode: 'NOPE99' }, 'read')).toBeNull();
  });
});
