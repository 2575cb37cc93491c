/**
 * D7 My Playbooks / My Snapsheets and D8 Create Playbook / Create Snapsheet over the API:
 * list by type with status filter, search, cursor paging, duplicate, archive and restore,
 * createPlaybook validation, createSnapsheet from a template, and tenancy (A6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let a: string;
let b: string;
let customerA: string;
let customerB: string;
let logoB: string;
let styleId: string;

const TEAM = ['19', '13', '25'];
// A 2x2 red PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const CUSTOMER = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
const CREATE_SNAPSHEET = `mutation($input: CreateSnapsheetInput!) {
  createSnapsheet(input: $input) { id title teamName status products { product { styleId } } }
}`;
const CREATE_PLAYBOOK = `mutation($input: CreatePlaybookInput!) {
  createPlaybook(input: $input) {
    id title teamName status template showPrices showCoverAndIndex dealerCode
    colors { id } customer { id name } defaultLogo { id }
    sports { id name order sport { id template } products(first: 3) { product { styleId } priceCents snapshot { status width height } } }
  }
}`;
const LIST = `query($type: ProjectType!, $status: ProjectStatus, $search: String, $first: Int, $after: String) {
  projects(type: $type, status: $status, search: $search, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id } }
    nodes { id type title teamName status archivedAt createdAt updatedAt customer { name } }
  }
}`;
const LIFE = (op: string) => `mutation($type: ProjectType!, $id: ID!) {
  ${op}(projectType: $type, projectId: $id) { id type title status archivedAt }
}`;

async function snapsheet(token: string, input: Record<string, unknown>) {
  const r = await h.gql(CREATE_SNAPSHEET, { input: { colorIds: TEAM, ...input } }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createSnapsheet as { id: string; title: string; status: string };
}

async function playbook(token: string, input: Record<string, unknown>) {
  return h.gql(
    CREATE_PLAYBOOK,
    { input: { template: 'FSG', sports: ['fsg-football'], teamName: 'Rams', colorIds: TEAM, ...input } },
    token,
  );
}

async function list(token: string, vars: Record<string, unknown>) {
  const r = await h.gql(LIST, { type: 'SNAPSHEET', ...vars }, token);
  return r;
}

beforeAll(async () => {
  h = await startHarness({ seed: { demo: true } });
  a = (await h.signIn('LST111')).token;
  b = (await h.signIn('LST222')).token;
  customerA = (await h.gql(CUSTOMER, { input: { name: 'Central High', type: 'SCHOOL', colorIds: TEAM } }, a)).data
    .saveCustomer.id;
  customerB = (await h.gql(CUSTOMER, { input: { name: 'Other School', type: 'SCHOOL', colorIds: TEAM } }, b)).data
    .saveCustomer.id;
  const up = await h.gql(
    `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`,
    { input: { filename: 'b.png', content: PNG } },
    b,
  );
  logoB = up.data.uploadLogo.id;
  const products = await h.gql(`{ products(first: 1) { nodes { styleId } } }`);
  styleId = products.data.products.nodes[0].styleId;
}, 120_000);
afterAll(async () => h?.close());

describe('createPlaybook (D8, P3)', () => {
  it('creates a DRAFT playbook with its sports in order, colours, customer and catalog products', async () => {
    const r = await playbook(a, {
      title: 'Fall Catalog',
      teamName: '  Central Rams ',
      sports: ['fsg-basketball', 'fsg-football'],
      customerId: customerA,
      colorIds: ['4', '7', '25'],
      showPrices: false,
      showCoverAndIndex: false,
    });
    expect(r.errors).toBeUndefined();
    const p = r.data.createPlaybook;
    expect(p).toMatchObject({
      title: 'Fall Catalog',
      teamName: 'Central Rams',
      status: 'DRAFT',
      template: 'FSG',
      showPrices: false,
      showCoverAndIndex: false,
      dealerCode: 'LST111',
      colors: [{ id: '4' }, { id: '7' }, { id: '25' }],
      customer: { id: customerA, name: 'Central High' },
      defaultLogo: null,
    });
    expect(p.sports.map((s: any) => [s.id, s.order, s.sport.template])).toEqual([
      ['fsg-basketball', 1, 'FSG'],
      ['fsg-football', 2, 'FSG'],
    ]);
    // The first three products of each catalog at the seed's msrp (migrations/seed/styles.ts:
    // $55, $45, $52; $65, $55, $60) times the default dealer margin 2 (L3).
    expect(p.sports.map((s: any) => s.products.map((x: any) => [x.product.styleId, x.priceCents]))).toEqual([
      [
        ['CG2100', 11000],
        ['CG2100Y', 9000],
        ['CG2150', 10400],
      ],
      [
        ['CG3100', 13000],
        ['CG3100Y', 11000],
        ['CG3300', 12000],
      ],
    ]);
    for (const s of p.sports) {
      for (const x of s.products) expect(x.snapshot).toMatchObject({ width: 470, height: 588 });
    }
    const q = `query($id: ID!) { playbook(dealerCode: "lst111", id: $id) { id title visibility sports { id } } }`;
    const read = await h.gql(q, { id: p.id }, a);
    expect(read.data.playbook).toMatchObject({ id: p.id, title: 'Fall Catalog', visibility: 'PRIVATE' });
    // A draft is its dealer's only (A5, P4): a visitor gets null until it is published.
    expect((await h.gql(q, { id: p.id })).data.playbook).toBeNull();
    const published = await h.gql(
      `mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id status visibility } }`,
      { id: p.id },
      a,
    );
    expect(published.data.publishProject).toEqual({ id: p.id, status: 'PUBLISHED', visibility: 'PUBLISHED' });
    expect((await h.gql(q, { id: p.id })).data.playbook).toMatchObject({ id: p.id, visibility: 'PUBLISHED' });
  });

  it('defaults title to the team name and prices/cover on; accepts a UA playbook with UA sports', async () => {
    const r = await playbook(a, { template: 'UA', sports: ['ua-softball'], teamName: 'Lady Rams' });
    expect(r.errors).toBeUndefined();
    expect(r.data.createPlaybook).toMatchObject({
      title: 'Lady Rams',
      template: 'UA',
      showPrices: true,
      showCoverAndIndex: true,
      customer: null,
    });
  });

  it.each([
    ['two colours', { colorIds: ['19', '13'] }, 'colorIds'],
    ['four colours', { colorIds: ['19', '13', '25', '23'] }, 'colorIds'],
    ['an unknown colour', { colorIds: ['19', '13', '99999'] }, 'colorIds'],
    ['no sport', { sports: [] }, 'sports'],
    ['a sport twice', { sports: ['fsg-football', 'fsg-football'] }, 'sports'],
    ['an unknown sport', { sports: ['fsg-curling'] }, 'sports.0'],
    ['a sport of the other template', { sports: ['fsg-football', 'ua-football'] }, 'sports.1'],
    ['an empty team name', { teamName: '   ' }, 'teamName'],
    ['a team name over 80 characters', { teamName: 'x'.repeat(81) }, 'teamName'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title'],
    ['an unknown customer', { customerId: '999999' }, 'customerId'],
    ['an unknown logo', { logoId: '999999' }, 'logoId'],
  ])('rejects %s with BAD_USER_INPUT', async (_name, input, field) => {
    const before = (await h.gql(LIST, { type: 'PLAYBOOK' }, a)).data.projects.totalCount;
    expect(errorOf(await playbook(a, input))).toEqual({ code: 'BAD_USER_INPUT', field });
    expect((await h.gql(LIST, { type: 'PLAYBOOK' }, a)).data.projects.totalCount).toBe(before);
  });

  it("rejects another dealer's customer and logo as unknown (BAD_USER_INPUT), never using them", async () => {
    expect(errorOf(await playbook(a, { customerId: customerB }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'customerId',
    });
    expect(errorOf(await playbook(a, { logoId: logoB }))).toEqual({ code: 'BAD_USER_INPUT', field: 'logoId' });
    expect(
      errorOf(await h.gql(CREATE_SNAPSHEET, { input: { teamName: 'X', colorIds: TEAM, logoId: logoB } }, a)),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'logoId' });
  });

  it("accepts the caller's own logo as the default logo", async () => {
    const r = await playbook(b, { logoId: logoB });
    expect(r.data.createPlaybook.defaultLogo).toEqual({ id: logoB });
  });

  it('needs a dealer token', async () => {
    expect(errorOf(await playbook('', {})).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(LIST, { type: 'PLAYBOOK' })).code).toBe('UNAUTHENTICATED');
  });
});

describe('createSnapsheet from a template (D8, P5)', () => {
  it('lists the static templates and clones the chosen one with its products', async () => {
    const t = await h.gql(`{ snapsheetTemplates { id title products { product { styleId } } } }`);
    expect(t.data.snapsheetTemplates.length).toBeGreaterThan(0);
    const template = t.data.snapsheetTemplates[0];
    expect(template.products.length).toBeGreaterThan(0);
    const s = await snapsheet(a, { teamName: 'From Template', templateId: template.id });
    expect(s.status).toBe('OPEN');
    expect((s as any).products.map((p: any) => p.product.styleId)).toEqual(
      template.products.map((p: any) => p.product.styleId),
    );
    expect(
      errorOf(await h.gql(CREATE_SNAPSHEET, { input: { teamName: 'X', colorIds: TEAM, templateId: '999999' } }, a)),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'templateId' });
  });

  it("the demo dealer's static template is not in its own My Snapsheets list", async () => {
    const demo = (await h.signIn('DEMO01')).token;
    const t = await h.gql(`{ snapsheetTemplates { id } }`);
    const ids = (await list(demo, { first: 100 })).data.projects.nodes.map((n: any) => n.id);
    for (const x of t.data.snapsheetTemplates) expect(ids).not.toContain(x.id);
    // Get Started (D1) counts what the lists show.
    const stats = await h.gql(`{ dashboardStats { playbooks snapsheets } }`, {}, demo);
    const snapsheets = await list(demo, { first: 100 });
    expect(stats.data.dashboardStats.snapsheets).toBe(snapsheets.data.projects.totalCount);
  });
});

describe('projects list (D7)', () => {
  let dealer: string;
  const ids: string[] = [];
  beforeAll(async () => {
    dealer = (await h.signIn('LST333')).token;
    const cust = (
      await h.gql(CUSTOMER, { input: { name: 'Westfield Academy', type: 'SCHOOL', colorIds: TEAM } }, dealer)
    ).data.saveCustomer.id;
    for (const [i, input] of [
      { teamName: 'Tigers', title: 'Spring Uniforms' },
      { teamName: 'Lions', customerId: cust },
      { teamName: 'Bears', title: 'Fan Gear 50%' },
      { teamName: 'Eagles' },
      { teamName: 'Hawks' },
    ].entries()) {
      ids[i] = (await snapsheet(dealer, input)).id;
    }
    await playbook(dealer, { teamName: 'Tigers Catalog' });
  });

  it('lists the snapsheets of the caller only, newest first, with their customer', async () => {
    const r = await list(dealer, {});
    expect(r.errors).toBeUndefined();
    expect(r.data.projects.totalCount).toBe(5);
    expect(r.data.projects.nodes.map((n: any) => n.id)).toEqual([...ids].reverse());
    expect(r.data.projects.nodes.every((n: any) => n.type === 'SNAPSHEET' && n.status === 'OPEN')).toBe(true);
    expect(r.data.projects.nodes.find((n: any) => n.teamName === 'Lions').customer).toEqual({
      name: 'Westfield Academy',
    });
    const pb = await h.gql(LIST, { type: 'PLAYBOOK' }, dealer);
    expect(pb.data.projects.nodes.map((n: any) => n.title)).toEqual(['Tigers Catalog']);
    expect(pb.data.projects.nodes[0].status).toBe('DRAFT');
  });

  it('filters by status', async () => {
    expect((await list(dealer, { status: 'OPEN' })).data.projects.totalCount).toBe(5);
    expect((await list(dealer, { status: 'QUOTE' })).data.projects.totalCount).toBe(0);
    expect((await h.gql(LIST, { type: 'PLAYBOOK', status: 'DRAFT' }, dealer)).data.projects.totalCount).toBe(1);
    expect((await h.gql(LIST, { type: 'PLAYBOOK', status: 'PUBLISHED' }, dealer)).data.projects.totalCount).toBe(0);
  });

  it('searches title, team name and customer name, case-insensitively, with LIKE characters literal', async () => {
    const names = async (search: string) =>
      (await list(dealer, { search })).data.projects.nodes.map((n: any) => n.teamName).sort();
    expect(await names('tIGERS')).toEqual(['Tigers']);
    expect(await names('spring')).toEqual(['Tigers']);
    expect(await names('WESTFIELD')).toEqual(['Lions']);
    expect(await names('50%')).toEqual(['Bears']);
    expect(await names('%')).toEqual(['Bears']);
    expect(await names('_')).toEqual([]);
    expect(await names('nothing like it')).toEqual([]);
    expect(await names('   ')).toHaveLength(5);
    const r = await list(dealer, { search: 'e' });
    expect(r.data.projects.totalCount).toBe(r.data.projects.nodes.length);
  });

  it('pages with first/after and keeps totalCount', async () => {
    const p1 = (await list(dealer, { first: 2 })).data.projects;
    expect(p1.totalCount).toBe(5);
    expect(p1.nodes).toHaveLength(2);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    expect(p1.edges[1].cursor).toBe(p1.pageInfo.endCursor);
    const p2 = (await list(dealer, { first: 2, after: p1.pageInfo.endCursor })).data.projects;
    const p3 = (await list(dealer, { first: 2, after: p2.pageInfo.endCursor })).data.projects;
    expect(p2.totalCount).toBe(5);
    expect(p3.nodes).toHaveLength(1);
    expect(p3.pageInfo.hasNextPage).toBe(false);
    expect([...p1.nodes, ...p2.nodes, ...p3.nodes].map((n: any) => n.id)).toEqual([...ids].reverse());
    // first is clamped to 1..100
    expect((await list(dealer, { first: 0 })).data.projects.nodes).toHaveLength(1);
    expect((await list(dealer, { first: 1000 })).data.projects.nodes).toHaveLength(5);
  });

  it('answers BAD_USER_INPUT for a bad cursor and for SHOWROOM', async () => {
    expect(errorOf(await list(dealer, { after: 'not-a-cursor' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(errorOf(await h.gql(LIST, { type: 'SHOWROOM' }, dealer))).toEqual({ code: 'BAD_USER_INPUT', field: 'type' });
  });

  it("shows each project's first product as its thumbnail, through its kind (snapsheet and playbook)", async () => {
    const thumbs = async (type: string) =>
      (
        await h.gql(
          `query($type: ProjectType!) { projects(type: $type, first: 20) { nodes { id teamName thumbnail { view width height } } } }`,
          { type },
          dealer,
        )
      ).data.projects.nodes as { id: string; teamName: string; thumbnail: { view: string } | null }[];
    const products = async (id: string) =>
      (await h.gql(`query($id: ID!) { snapsheet(dealerCode: "LST333", id: $id) { products { id } } }`, { id }, dealer))
        .data.snapsheet.products.length as number;
    const added = await h.gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id: ids[1], input: { styleId } },
      dealer,
    );
    expect(added.errors).toBeUndefined();
    const snapsheets = await thumbs('SNAPSHEET');
    expect(snapsheets).toHaveLength(5);
    const counts: number[] = [];
    for (const s of snapsheets) {
      // A snapsheet with products shows the FRONT of its first; one without shows none.
      counts.push(await products(s.id));
      expect(s.thumbnail).toEqual(counts.at(-1)! > 0 ? { view: 'FRONT', width: 470, height: 588 } : null);
    }
    expect(counts.filter((n) => n > 0)).toHaveLength(1);
    const playbooks = await thumbs('PLAYBOOK');
    expect(playbooks.map((p) => [p.teamName, p.thumbnail])).toEqual([
      ['Tigers Catalog', { view: 'FRONT', width: 470, height: 588 }],
    ]);
  });
});

describe('duplicate, archive, restore (D7)', () => {
  it("duplicates a snapsheet as 'Copy of {title}' with its products, new and open", async () => {
    const s = await snapsheet(a, { teamName: 'Dup Tigers', title: 'Dup Source' });
    for (let i = 0; i < 2; i++)
      await h.gql(
        `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
        { id: s.id, input: { styleId } },
        a,
      );
    await h.gql(LIFE('archiveProject'), { type: 'SNAPSHEET', id: s.id }, a);
    const r = await h.gql(LIFE('duplicateProject'), { type: 'SNAPSHEET', id: s.id }, a);
    expect(r.errors).toBeUndefined();
    const copy = r.data.duplicateProject;
    expect(copy).toMatchObject({ type: 'SNAPSHEET', title: 'Copy of Dup Source', status: 'OPEN', archivedAt: null });
    expect(copy.id).not.toBe(s.id);
    const read = await h.gql(
      `query($id: ID!) { snapsheet(dealerCode: "LST111", id: $id) { teamName lockerCode products { order product { styleId } } } }`,
      { id: copy.id },
    );
    expect(read.data.snapsheet).toEqual({
      teamName: 'Dup Tigers',
      lockerCode: null,
      products: [
        { order: 1, product: { styleId } },
        { order: 2, product: { styleId } },
      ],
    });
  });

  it('duplicates a playbook with its sports and settings as a DRAFT', async () => {
    const p = (await playbook(a, { title: 'Winter', sports: ['fsg-soccer', 'fsg-track'], showCoverAndIndex: false }))
      .data.createPlaybook;
    const r = await h.gql(
      `mutation($id: ID!) { duplicateProject(projectType: PLAYBOOK, projectId: $id) {
        ... on Playbook { id title status showCoverAndIndex sports { id order } } } }`,
      { id: p.id },
      a,
    );
    expect(r.data.duplicateProject).toMatchObject({
      title: 'Copy of Winter',
      status: 'DRAFT',
      showCoverAndIndex: false,
      sports: [
        { id: 'fsg-soccer', order: 1 },
        { id: 'fsg-track', order: 2 },
      ],
    });
  });

  it('archives and restores idempotently; archived projects move to the ARCHIVED filter', async () => {
    const s = await snapsheet(a, { teamName: 'Archive Me' });
    const vars = { type: 'SNAPSHEET', id: s.id };
    const first = (await h.gql(LIFE('archiveProject'), vars, a)).data.archiveProject;
    expect(first.status).toBe('ARCHIVED');
    expect(first.archivedAt).toBeTruthy();
    const again = (await h.gql(LIFE('archiveProject'), vars, a)).data.archiveProject;
    expect(again).toEqual(first);
    const active = (await list(a, { search: 'Archive Me' })).data.projects;
    expect(active.totalCount).toBe(0);
    const archived = (await list(a, { status: 'ARCHIVED', search: 'archive me' })).data.projects;
    expect(archived.nodes.map((n: any) => [n.id, n.status])).toEqual([[s.id, 'ARCHIVED']]);

    const restored = (await h.gql(LIFE('restoreProject'), vars, a)).data.restoreProject;
    expect(restored).toMatchObject({ status: 'OPEN', archivedAt: null });
    expect((await h.gql(LIFE('restoreProject'), vars, a)).data.restoreProject).toEqual(restored);
    expect((await list(a, { search: 'Archive Me' })).data.projects.nodes.map((n: any) => n.id)).toEqual([s.id]);
    expect((await list(a, { status: 'ARCHIVED', search: 'Archive Me' })).data.projects.totalCount).toBe(0);
  });

  it('archives a playbook and restores its previous status', async () => {
    const p = (await playbook(a, { teamName: 'Archived Playbook' })).data.createPlaybook;
    const vars = { type: 'PLAYBOOK', id: p.id };
    expect((await h.gql(LIFE('archiveProject'), vars, a)).data.archiveProject.status).toBe('ARCHIVED');
    expect(
      (await h.gql(LIST, { type: 'PLAYBOOK', status: 'ARCHIVED' }, a)).data.projects.nodes.map((n: any) => n.id),
    ).toContain(p.id);
    expect((await h.gql(LIFE('restoreProject'), vars, a)).data.restoreProject.status).toBe('DRAFT');
  });
});

describe('tenancy (A6)', () => {
  it("another dealer's project answers NOT_FOUND for duplicate, archive and restore and is not listed", async () => {
    const s = await snapsheet(a, { teamName: 'Private Tigers' });
    const p = (await playbook(a, { teamName: 'Private Playbook' })).data.createPlaybook;
    for (const op of ['duplicateProject', 'archiveProject', 'restoreProject']) {
      expect(errorOf(await h.gql(LIFE(op), { type: 'SNAPSHEET', id: s.id }, b)).code).toBe('NOT_FOUND');
      expect(errorOf(await h.gql(LIFE(op), { type: 'PLAYBOOK', id: p.id }, b)).code).toBe('NOT_FOUND');
      // The caller's own id under the wrong type, and ids that are not ids, are NOT_FOUND too.
      expect(errorOf(await h.gql(LIFE(op), { type: 'PLAYBOOK', id: s.id }, a)).code).toBe('NOT_FOUND');
      expect(errorOf(await h.gql(LIFE(op), { type: 'SNAPSHEET', id: 'abc' }, a)).code).toBe('NOT_FOUND');
      expect(errorOf(await h.gql(LIFE(op), { type: 'SNAPSHEET', id: s.id })).code).toBe('UNAUTHENTICATED');
    }
    const listedB = [
      ...(await list(b, { first: 100 })).data.projects.nodes,
      ...(await list(b, { first: 100, status: 'ARCHIVED' })).data.projects.nodes,
      ...(await h.gql(LIST, { type: 'PLAYBOOK', first: 100 }, b)).data.projects.nodes,
      ...(await list(b, { search: 'Private' })).data.projects.nodes,
    ].map((n: any) => n.id);
    expect(listedB).not.toContain(s.id);
    expect(listedB).not.toContain(p.id);
    // Nothing changed for the owner.
    const mine = (await list(a, { search: 'Private Tigers' })).data.projects.nodes;
    expect(mine.map((n: any) => [n.id, n.status])).toEqual([[s.id, 'OPEN']]);
    expect(
      (await list(a, { search: 'Copy of' })).data.projects.nodes.some((n: any) => n.teamName === 'Private Tigers'),
    ).toBe(false);
  });
});
