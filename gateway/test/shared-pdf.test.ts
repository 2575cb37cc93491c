/**
 * A customer downloads the PDF of a project shared with them. Through the
 * gateway's pg-boss worker and a stand-in render service over real HTTP that prints one Letter
 * page per page of the playbook it reads (as a visitor: the project is shared). Covers: drafts,
 * archived and unknown projects answer NOT_FOUND to everyone; the first ask exports, later asks
 * (while in flight and once done) answer the same stored export; a change to the project makes
 * the next ask export its new version; the dealer's own export of the current version serves
 * visitors too; the dealer's shown contact and the pictures of the logos the pages draw are part
 * of the version (a new phone, or a logo cut again, prints it again; a phone not shown
 * does not); a showroom is refused as a type.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { waitUntil } from './processes.js';
import { letterPdf, renderWorkerEnv, serveStandIn, type StandIn } from './render-service-stand-in.js';

const RENDER_TOKEN = 'shared-pdf-test-token-0123456789';
const COLORS = ['19', '13', '25'];
const DEALER = 'SPD001';
const PAGES = `query($c: String!, $id: ID!) { playbook(dealerCode: $c, id: $id) { pages { number } } }`;
const SHARED = `query($t: ProjectType!, $id: ID!) { sharedProjectPdf(projectType: $t, projectId: $id) { id status url filename } }`;
const REQUEST = `mutation($t: ProjectType!, $id: ID!) { requestSharedProjectPdf(projectType: $t, projectId: $id) { id status url filename } }`;

interface Job {
  id: string;
  status: string;
  url: string | null;
  filename: string;
}

describe('a shared project PDF for its customers', () => {
  let h: Harness;
  let stand: StandIn & { prints: string[] };
  let token: string;
  let playbookId: string;
  /** A visitor's headers: its own visitor key, no token. */
  const visitor = { 'x-visitor-key': 'v'.repeat(32) };

  const ask = async (query: string, id: string, type = 'PLAYBOOK') => h.gql(query, { t: type, id }, undefined, visitor);

  const waitDone = (id: string) =>
    waitUntil('the shared PDF to be made', async () => {
      const job = (await ask(SHARED, id)).data?.sharedProjectPdf as Job | null;
      return job?.status === 'DONE' || job?.status === 'FAILED' ? job : undefined;
    });

  beforeAll(async () => {
    let gatewayUrl = '';
    const prints: string[] = [];
    const served = await serveStandIn(RENDER_TOKEN, {
      snapshots() {},
      async pdf(call) {
        prints.push(call.url);
        const url = new URL(call.url);
        const [, , , code, id] = url.pathname.split('/');
        const res = await fetch(`${gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: PAGES, variables: { c: code, id } }),
        });
        const body = (await res.json()) as { data?: { playbook: { pages: unknown[] } | null } };
        return letterPdf(body.data?.playbook?.pages.length ?? 0);
      },
    });
    stand = Object.assign(served, { prints });
    h = await startHarness({ env: renderWorkerEnv(stand, RENDER_TOKEN) });
    gatewayUrl = h.url;
    ({ token } = await h.signIn(DEALER));
    const created = await h.gql(
      `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`,
      {
        input: {
          title: 'Maroon Fall Book',
          template: 'FSG',
          sports: ['fsg-football'],
          teamName: 'Maroon Hawks',
          colorIds: COLORS,
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    playbookId = created.data.createPlaybook.id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('refuses a draft, an unknown id and a showroom to everyone', async () => {
    for (const query of [SHARED, REQUEST]) {
      const refused = await ask(query, playbookId);
      expect(errorOf(refused).code).toBe('NOT_FOUND');
      expect(refused.errors?.[0]?.message).toBe('Playbook not found');
      // The dealer too: a draft is exported from the dashboard, not through its link.
      expect(errorOf(await h.gql(query, { t: 'PLAYBOOK', id: playbookId }, token)).code).toBe('NOT_FOUND');
      expect(errorOf(await ask(query, 'zzzzzzzzzz')).code).toBe('NOT_FOUND');
      expect(errorOf(await ask(query, playbookId, 'SHOWROOM'))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'projectType',
      });
    }
    expect(stand.prints).toEqual([]);
    const jobs = await h.built.database.db.selectFrom('render_jobs').select('id').execute();
    expect(jobs).toEqual([]);
  });

  it('exports a shared playbook once for every visitor, and again after it changes', async () => {
    const published = await h.gql(
      `mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { status } }`,
      { id: playbookId },
      token,
    );
    expect(published.errors).toBeUndefined();
    const pageCount = (await h.gql(PAGES, { c: DEALER, id: playbookId })).data.playbook.pages.length as number;
    expect(pageCount).toBeGreaterThan(2);

    expect(await ask(SHARED, playbookId)).toEqual({ data: { sharedProjectPdf: null } });
    const first = (await ask(REQUEST, playbookId)).data.requestSharedProjectPdf as Job;
    expect(first).toMatchObject({ status: 'QUEUED', url: null, filename: 'Maroon Fall Book.pdf' });
    // A second visitor while it is made: the same job.
    const other = await h.gql(REQUEST, { t: 'PLAYBOOK', id: playbookId }, undefined, {
      'x-visitor-key': 'w'.repeat(32),
    });
    expect(other.data.requestSharedProjectPdf.id).toBe(first.id);

    const done = await waitDone(playbookId);
    expect(done).toMatchObject({ id: first.id, status: 'DONE', filename: 'Maroon Fall Book.pdf' });
    expect(done.url).toMatch(/^\/files\/pdfs\/[0-9a-f]{64}\.pdf\?download=Maroon%20Fall%20Book\.pdf$/);
    const res = await fetch(new URL(done.url!, h.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await PDFDocument.load(await res.arrayBuffer())).getPageCount()).toBe(pageCount);
    expect(stand.prints).toHaveLength(1);

    // Asked again once made: the stored export, nothing printed again.
    const again = (await ask(REQUEST, playbookId)).data.requestSharedProjectPdf as Job;
    expect(again).toEqual(done);
    expect(stand.prints).toHaveLength(1);

    // The dealer changes the playbook: its current version has no export yet.
    const renamed = await h.gql(
      `mutation($id: ID!) { updatePlaybook(playbookId: $id, input: { title: "Maroon Winter Book" }) { title } }`,
      { id: playbookId },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    expect(await ask(SHARED, playbookId)).toEqual({ data: { sharedProjectPdf: null } });
    const fresh = (await ask(REQUEST, playbookId)).data.requestSharedProjectPdf as Job;
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.filename).toBe('Maroon Winter Book.pdf');
    const freshDone = await waitDone(playbookId);
    expect(freshDone).toMatchObject({ id: fresh.id, status: 'DONE' });
    expect(stand.prints).toHaveLength(2);
    expect(stand.prints[1]).toMatch(new RegExp(`^${h.url}/print/catalogs/${DEALER}/${playbookId}#print-token=`));
  }, 90_000);

  it("serves the dealer's own export of the current version to visitors", async () => {
    const exported = await h.gql(
      `mutation($id: ID!) { exportProjectPdf(projectType: PLAYBOOK, projectId: $id) { id } }`,
      { id: playbookId },
      token,
    );
    expect(exported.errors).toBeUndefined();
    // The stored export predates nothing: the project has not changed since the last one, so the
    // newest export (the dealer's, queued now) is the one visitors get.
    const shared = (await ask(SHARED, playbookId)).data.sharedProjectPdf as Job;
    expect(shared.id).toBe(exported.data.exportProjectPdf.id);
    await waitDone(playbookId);
    const asked = (await ask(REQUEST, playbookId)).data.requestSharedProjectPdf as Job;
    expect(asked.id).toBe(exported.data.exportProjectPdf.id);
  }, 90_000);

  it("prints it again when the dealer's shown contact or a logo's picture changes", async () => {
    const settings = async (input: Record<string, unknown>) => {
      const r = await h.gql(
        `mutation($input: DealerSettingsInput!) { updateDealerSettings(input: $input) { phone } }`,
        { input },
        token,
      );
      expect(r.errors).toBeUndefined();
    };
    const exported = async () => {
      const job = (await ask(REQUEST, playbookId)).data.requestSharedProjectPdf as Job;
      await waitDone(playbookId);
      return job.id;
    };
    const current = await exported();
    expect(await exported()).toBe(current);
    const printed = stand.prints.length;

    // A new phone, shown (the default): printed again.
    await settings({ phone: '555-0142' });
    const newPhone = await exported();
    expect(newPhone).not.toBe(current);
    // Hidden: the pages show what the first export shows (the dealer had no phone), so that
    // export serves again; changed while hidden: nothing a visitor sees changed.
    await settings({ sharePhone: false });
    const hidden = await exported();
    expect(hidden).toBe(current);
    await settings({ phone: '555-0199' });
    expect(await exported()).toBe(hidden);
    // Shown again: the phone of today.
    await settings({ sharePhone: true });
    const shown = await exported();
    expect(shown).not.toBe(hidden);

    // The playbook's default logo (its covers and products draw it), then cut again.
    const png = (background: string) =>
      sharp({ create: { width: 60, height: 60, channels: 4, background } })
        .png()
        .toBuffer();
    const up = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`,
      { input: { filename: 'crest.png', content: (await png('#1d4ed8')).toString('base64') } },
      token,
    );
    const logoId = up.data.uploadLogo.id as string;
    const set = await h.gql(
      `mutation($id: ID!, $logo: ID!) { setDefaultLogo(projectType: PLAYBOOK, projectId: $id, logoId: $logo) { defaultLogo { id } } }`,
      { id: playbookId, logo: logoId },
      token,
    );
    expect(set.errors).toBeUndefined();
    const withLogo = await exported();
    expect(withLogo).not.toBe(shown);
    expect(await exported()).toBe(withLogo);
    const crop = { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: '1:1' };
    const cropped = await h.gql(
      `mutation($id: ID!, $input: CropLogoInput!) { cropLogo(id: $id, input: $input) { id } }`,
      { id: logoId, input: { content: (await png('#facc15')).toString('base64'), crop } },
      token,
    );
    expect(cropped.errors).toBeUndefined();
    const recropped = await exported();
    expect(recropped).not.toBe(withLogo);
    expect(await exported()).toBe(recropped);
    // One print per new version: new phone, shown again, with the logo, cut again.
    expect(stand.prints.length - printed).toBe(4);
  }, 120_000);

  it('refuses an archived project', async () => {
    const archived = await h.gql(
      `mutation($id: ID!) { archiveProject(projectType: PLAYBOOK, projectId: $id) { id } }`,
      { id: playbookId },
      token,
    );
    expect(archived.errors).toBeUndefined();
    for (const query of [SHARED, REQUEST]) {
      expect(errorOf(await ask(query, playbookId)).code).toBe('NOT_FOUND');
    }
  });
});
