/**
 * A project's rep (D4) over real HTTP: chosen on create (default the
 * customer's rep), changed in the settings by the dealer alone, shown to the dealer only, used
 * by the team-travel queue, and read back by `reps` when the dealer has none of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let a: string;
let b: string;
const PASSCODE = 'rep-check-2026';
const TEAM_COLORS = ['19', '13', '25'];

const CREATE_SNAPSHEET = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id rep { id name email phone fromProject } } }`;
const CREATE_PLAYBOOK = `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id rep { id name } } }`;
const SNAPSHEET_SETTINGS = `mutation($s: ID!, $input: SnapsheetSettingsInput!) { updateSnapsheetSettings(snapsheetId: $s, input: $input) { id rep { id name } } }`;
const UPDATE_PLAYBOOK = `mutation($p: ID!, $input: PlaybookInput!) { updatePlaybook(playbookId: $p, input: $input) { id rep { id name } } }`;
const REPS = `{ me { reps { id name email fromProject } } }`;

async function ok(doc: string, variables: Record<string, unknown>, token?: string) {
  const r = await h.gql(doc, variables, token);
  expect(r.errors).toBeUndefined();
  return r.data;
}

async function saveRep(token: string, name: string, email: string | null = null): Promise<string> {
  return (await ok(`mutation($input: RepInput!) { saveRep(input: $input) { id } }`, { input: { name, email } }, token))
    .saveRep.id;
}

beforeAll(async () => {
  h = await startHarness();
  a = (await h.signIn('REP101')).token;
  b = (await h.signIn('REP102')).token;
  await ok(`mutation { setDealerPasscode(passcode: "${PASSCODE}") }`, {}, a);
});
afterAll(async () => h?.close());

describe('a project names its rep (D4)', () => {
  it("takes the customer's rep when none is chosen, the chosen one otherwise, none without either", async () => {
    const sam = await saveRep(a, 'Sam Rep', 'sam@rep.test');
    const kim = await saveRep(a, 'Kim Rep');
    const customer = (
      await ok(
        `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
        { input: { name: 'Hill Country', type: 'SCHOOL', colorIds: TEAM_COLORS, repId: sam } },
        a,
      )
    ).saveCustomer.id;
    const byCustomer = (
      await ok(CREATE_SNAPSHEET, { input: { teamName: 'Hawks', colorIds: TEAM_COLORS, customerId: customer } }, a)
    ).createSnapsheet;
    expect(byCustomer.rep).toEqual({
      id: sam,
      name: 'Sam Rep',
      email: 'sam@rep.test',
      phone: null,
      fromProject: false,
    });
    const chosen = (
      await ok(
        CREATE_SNAPSHEET,
        { input: { teamName: 'Hawks', colorIds: TEAM_COLORS, customerId: customer, repId: kim } },
        a,
      )
    ).createSnapsheet;
    expect(chosen.rep).toMatchObject({ id: kim, name: 'Kim Rep' });
    const cleared = (
      await ok(
        CREATE_SNAPSHEET,
        { input: { teamName: 'Hawks', colorIds: TEAM_COLORS, customerId: customer, repId: null } },
        a,
      )
    ).createSnapsheet;
    expect(cleared.rep).toBeNull();
    expect(
      (await ok(CREATE_SNAPSHEET, { input: { teamName: 'Hawks', colorIds: TEAM_COLORS } }, a)).createSnapsheet.rep,
    ).toBeNull();
    const playbook = (
      await ok(
        CREATE_PLAYBOOK,
        { input: { template: 'UA', sports: ['ua-volleyball'], teamName: 'Hawks', colorIds: TEAM_COLORS, repId: kim } },
        a,
      )
    ).createPlaybook;
    expect(playbook.rep).toEqual({ id: kim, name: 'Kim Rep' });
  });

  it("refuses another dealer's rep, a removed one and garbage, naming repId, and makes nothing", async () => {
    const theirs = await saveRep(b, 'Their Rep');
    const gone = await saveRep(a, 'Gone Rep');
    await ok(`mutation($id: ID!) { removeRep(id: $id) }`, { id: gone }, a);
    const before = (await ok(`{ projects(type: SNAPSHEET, first: 100) { totalCount } }`, {}, a)).projects.totalCount;
    for (const repId of [theirs, gone, '999999', 'abc']) {
      const r = await h.gql(CREATE_SNAPSHEET, { input: { teamName: 'Hawks', colorIds: TEAM_COLORS, repId } }, a);
      expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'repId' });
    }
    expect((await ok(`{ projects(type: SNAPSHEET, first: 100) { totalCount } }`, {}, a)).projects.totalCount).toBe(
      before,
    );
  });

  it('is changed and cleared in the settings by the dealer; a passcode session may not', async () => {
    const lee = await saveRep(a, 'Lee Rep');
    const s = (await ok(CREATE_SNAPSHEET, { input: { teamName: 'Owls', colorIds: TEAM_COLORS } }, a)).createSnapsheet;
    expect((await ok(SNAPSHEET_SETTINGS, { s: s.id, input: { repId: lee } }, a)).updateSnapsheetSettings.rep).toEqual({
      id: lee,
      name: 'Lee Rep',
    });
    const session = (
      await ok(
        `mutation($p: ID!) { passcodeAccess(dealerCode: "REP101", projectType: SNAPSHEET, projectId: $p, passcode: "${PASSCODE}") { apiToken } }`,
        { p: s.id },
      )
    ).passcodeAccess.apiToken;
    expect(errorOf(await h.gql(SNAPSHEET_SETTINGS, { s: s.id, input: { repId: null } }, session)).code).toBe(
      'FORBIDDEN',
    );
    // The session sees the project, not the dealer's rep.
    const seen = await ok(
      `query($id: ID!) { snapsheet(dealerCode: "REP101", id: $id) { id rep { id } } }`,
      { id: s.id },
      session,
    );
    expect(seen.snapsheet).toEqual({ id: s.id, rep: null });
    expect(
      (await ok(SNAPSHEET_SETTINGS, { s: s.id, input: { repId: null } }, a)).updateSnapsheetSettings.rep,
    ).toBeNull();

    const p = (
      await ok(
        CREATE_PLAYBOOK,
        { input: { template: 'UA', sports: ['ua-softball'], teamName: 'Owls', colorIds: TEAM_COLORS } },
        a,
      )
    ).createPlaybook;
    expect(p.rep).toBeNull();
    expect((await ok(UPDATE_PLAYBOOK, { p: p.id, input: { repId: lee } }, a)).updatePlaybook.rep).toEqual({
      id: lee,
      name: 'Lee Rep',
    });
    const r = await h.gql(UPDATE_PLAYBOOK, { p: p.id, input: { repId: await saveRep(b, 'Not Yours') } }, a);
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'repId' });
    expect(
      (await ok(`query($id: ID!) { playbook(dealerCode: "REP101", id: $id) { rep { id } } }`, { id: p.id }, a)).playbook
        .rep,
    ).toEqual({ id: lee });
  });

  it("answers the project's rep to its dealer only", async () => {
    const ray = await saveRep(a, 'Ray Rep');
    const s = (await ok(CREATE_SNAPSHEET, { input: { teamName: 'Bears', colorIds: TEAM_COLORS, repId: ray } }, a))
      .createSnapsheet;
    // A new snapsheet is OPEN: anyone with the link reads it.
    for (const token of [undefined, b]) {
      const r = await ok(
        `query($id: ID!) { snapsheet(dealerCode: "REP101", id: $id) { id rep { id name } } }`,
        { id: s.id },
        token,
      );
      expect(r.snapsheet).toEqual({ id: s.id, rep: null });
    }
  });

  it("puts the playbook's rep on its team-travel record", async () => {
    const { token: c } = await h.signIn('REP103');
    const zoe = await saveRep(c, 'Zoe Rep');
    const id = (
      await ok(
        CREATE_PLAYBOOK,
        { input: { template: 'UA', sports: ['ua-volleyball'], teamName: 'Elks', colorIds: TEAM_COLORS, repId: zoe } },
        c,
      )
    ).createPlaybook.id;
    await ok(`mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { status } }`, { id }, c);
    const q = await ok(`{ teamTravelQueue { name rep { id name } project { id } } }`, {}, c);
    expect(q.teamTravelQueue).toEqual([{ name: 'Elks', rep: { id: zoe, name: 'Zoe Rep' }, project: { id } }]);
  });
});

describe('reps are read from the projects when the dealer has none (D4)', () => {
  it('lists its own reps only while it has some, then the reps its live projects name', async () => {
    const { token: d } = await h.signIn('REP104');
    const ann = await saveRep(d, 'Ann Rep', 'ann@rep.test');
    const bo = await saveRep(d, 'Bo Rep');
    await saveRep(d, 'Cy Rep');
    const withAnn = (await ok(CREATE_SNAPSHEET, { input: { teamName: 'Ants', colorIds: TEAM_COLORS, repId: ann } }, d))
      .createSnapsheet;
    const withBo = (await ok(CREATE_SNAPSHEET, { input: { teamName: 'Bees', colorIds: TEAM_COLORS, repId: bo } }, d))
      .createSnapsheet;
    expect(
      (await ok(REPS, {}, d)).me.reps.map((r: { name: string; fromProject: boolean }) => [r.name, r.fromProject]),
    ).toEqual([
      ['Ann Rep', false],
      ['Bo Rep', false],
      ['Cy Rep', false],
    ]);
    for (const r of (await ok(REPS, {}, d)).me.reps)
      await ok(`mutation($id: ID!) { removeRep(id: $id) }`, { id: r.id }, d);
    await ok(
      `mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }`,
      { id: withBo.id },
      d,
    );
    // Removed from the list, Ann is still named by a live project; Bo's project is archived.
    expect((await ok(REPS, {}, d)).me.reps).toEqual([
      { id: ann, name: 'Ann Rep', email: 'ann@rep.test', fromProject: true },
    ]);
    expect(withAnn.rep.id).toBe(ann);
    // Another dealer never sees them.
    expect((await ok(REPS, {}, b)).me.reps.some((r: { id: string }) => r.id === ann)).toBe(false);
  });
});
