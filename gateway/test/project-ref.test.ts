/**
 * `project(ref)` (P1, A5): one query names a project of any kind, through the
 * kind registry. It answers as the kind's own query (`snapsheet`, `playbook`, `showroom`) does:
 * the dealer reads its own in any status, a visitor only what is shared, another dealer's code or
 * a malformed id reads nothing; the answer's `__typename` is the kind's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

const PROJECT = `query($ref: ProjectRefInput!) {
  project(ref: $ref) { __typename id type teamName status canEdit ... on Showroom { mascot } }
}`;
const COLORS = ['19', '13', '25'];
const VISITOR = { 'x-visitor-key': 'project-ref-visitor-0001' };

describe('project(ref) (P1, A5)', () => {
  let h: Harness;
  let token: string;
  let otherToken: string;
  let snapsheet: string;
  let draftPlaybook: string;
  let publishedPlaybook: string;

  const read = async (ref: Record<string, unknown>, as?: string, headers?: Record<string, string>) => {
    const answer = await h.gql(PROJECT, { ref }, as, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data.project as Record<string, unknown> | null;
  };

  beforeAll(async () => {
    h = await startHarness();
    token = (await h.signIn('REF001')).token;
    otherToken = (await h.signIn('REF002')).token;
    const ok = async (query: string, variables: Record<string, unknown>, as = token) => {
      const answer = await h.gql(query, variables, as);
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    snapsheet = (
      await ok(`mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`, {
        input: { teamName: 'Ref Snapsheet', colorIds: COLORS },
      })
    ).createSnapsheet.id;
    const playbook = async (teamName: string) =>
      (
        await ok(`mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`, {
          input: { template: 'FSG', sports: ['fsg-football'], teamName, colorIds: COLORS },
        })
      ).createPlaybook.id as string;
    draftPlaybook = await playbook('Ref Draft Playbook');
    publishedPlaybook = await playbook('Ref Published Playbook');
    await ok(`mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id } }`, {
      id: publishedPlaybook,
    });
    await ok(`mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`, {
      input: { teamName: 'Ref Showroom', mascot: 'Refs', colorIds: COLORS, catalogIds: ['fsg-lacrosse'] },
    });
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('reads each kind as its own query does, with the kind as __typename', async () => {
    expect(await read({ type: 'SNAPSHEET', dealerCode: 'REF001', id: snapsheet }, token)).toEqual({
      __typename: 'Snapsheet',
      id: snapsheet,
      type: 'SNAPSHEET',
      teamName: 'Ref Snapsheet',
      status: 'OPEN',
      canEdit: true,
    });
    expect(await read({ type: 'PLAYBOOK', dealerCode: 'ref001', id: draftPlaybook }, token)).toEqual({
      __typename: 'Playbook',
      id: draftPlaybook,
      type: 'PLAYBOOK',
      teamName: 'Ref Draft Playbook',
      status: 'DRAFT',
      canEdit: true,
    });
    // A showroom is named by its dealer's code alone: an id is ignored.
    const showroom = await read({ type: 'SHOWROOM', dealerCode: 'REF001', id: 'ignored' }, token);
    expect(showroom).toMatchObject({
      __typename: 'Showroom',
      type: 'SHOWROOM',
      teamName: 'Ref Showroom',
      mascot: 'Refs',
      status: 'DRAFT',
      canEdit: true,
    });
    const own = await h.gql(`query { showroom(dealerCode: "REF001") { id } }`, {}, token);
    expect(showroom!.id).toBe(own.data.showroom.id);
  });

  it('gives a visitor only what is shared, and answers null alike for everything else', async () => {
    // An open snapsheet is shared by link (P5); a draft playbook and a draft showroom are not.
    expect(await read({ type: 'SNAPSHEET', dealerCode: 'REF001', id: snapsheet }, undefined, VISITOR)).toMatchObject({
      id: snapsheet,
      canEdit: false,
    });
    expect(
      await read({ type: 'PLAYBOOK', dealerCode: 'REF001', id: publishedPlaybook }, undefined, VISITOR),
    ).toMatchObject({
      __typename: 'Playbook',
      id: publishedPlaybook,
      status: 'PUBLISHED',
      canEdit: false,
    });
    const refused = [
      [{ type: 'PLAYBOOK', dealerCode: 'REF001', id: draftPlaybook }, undefined],
      [{ type: 'SHOWROOM', dealerCode: 'REF001' }, undefined],
      // Another dealer reads another dealer's draft no more than a visitor.
      [{ type: 'PLAYBOOK', dealerCode: 'REF001', id: draftPlaybook }, otherToken],
      [{ type: 'SHOWROOM', dealerCode: 'REF001' }, otherToken],
      // The right id under the wrong kind, the wrong dealer code, a malformed id, no id.
      [{ type: 'PLAYBOOK', dealerCode: 'REF001', id: snapsheet }, token],
      [{ type: 'SNAPSHEET', dealerCode: 'REF002', id: snapsheet }, token],
      [{ type: 'SNAPSHEET', dealerCode: 'REF001', id: 'not-a-public-id' }, token],
      [{ type: 'SNAPSHEET', dealerCode: 'REF001' }, token],
      [{ type: 'SHOWROOM', dealerCode: 'NOSUCH' }, token],
    ] as const;
    for (const [ref, as] of refused)
      expect(await read(ref, as, as ? undefined : VISITOR), JSON.stringify(ref)).toBeNull();
  });
});
