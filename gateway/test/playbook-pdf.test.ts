/**
 * PDF export of playbooks and drafts (P7, R2) through the gateway's pg-boss worker,
 * against a stand-in render service over real HTTP that behaves like the print page: asked for a
 * PDF, it reads the URL's `#print-token=` and queries the playbook with it as `X-Print-Token`,
 * then answers one Letter page per page it read. Covers: a draft playbook exported by its dealer
 * (snapshots of every product shown drawn first, progress to 1, the print grant ended after the
 * job), refusals (visitor, other dealer, passcode session of another project: NOT_FOUND), what a
 * print grant reads (its one project, never another, never a write; unknown, malformed and
 * expired tokens are a visitor's), and the download's name and `Content-Disposition`.
 */
import { PDFDocument } from 'pdf-lib';
import { waitUntil } from './processes.js';
import { letterPdf, renderWorkerEnv, serveStandIn, type StandIn } from './render-service-stand-in.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { projectRowId } from './project-rows.js';

const RENDER_TOKEN = 'playbook-pdf-test-token-0123456789';
const COLORS = ['19', '13', '25'];
const PRINT_PLAYBOOK = `query($c: String!, $id: ID!) { playbook(dealerCode: $c, id: $id) { id title status pages { number kind } } }`;

/** What the stand saw on each PDF call. */
interface PrintCall {
  url: string;
  token: string | null;
  /** The playbook as the print page read it with its token (null: not readable). */
  read: { title: string; status: string; pages: number } | null;
  /** The same read without the token. */
  readWithoutToken: unknown;
}

interface Stand extends StandIn {
  snapshots: number;
  /** The distinct specs drawn (a retried draw of one spec counts once). */
  specs: Set<string>;
  prints: PrintCall[];
}

async function startPrintStand(gatewayUrl: () => string): Promise<Stand> {
  const readPlaybook = async (url: URL, token: string | null) => {
    const [, , , code, id] = url.pathname.split('/');
    const res = await fetch(`${gatewayUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-print-token': token } : {}) },
      body: JSON.stringify({ query: PRINT_PLAYBOOK, variables: { c: code, id } }),
    });
    return (await res.json()) as { data?: { playbook: { title: string; status: string; pages: unknown[] } | null } };
  };
  const stand = { snapshots: 0, specs: new Set<string>(), prints: [] as PrintCall[] };
  const served = await serveStandIn(RENDER_TOKEN, {
    snapshots(call) {
      stand.snapshots += 1;
      stand.specs.add(JSON.stringify(call.spec ?? null));
    },
    async pdf(call) {
      const url = new URL(call.url);
      const token = new URLSearchParams(url.hash.slice(1)).get('print-token');
      const withToken = await readPlaybook(url, token);
      const without = await readPlaybook(url, null);
      const book = withToken.data?.playbook ?? null;
      stand.prints.push({
        url: call.url,
        token,
        read: book ? { title: book.title, status: book.status, pages: book.pages.length } : null,
        readWithoutToken: without.data?.playbook ?? null,
      });
      return letterPdf(book?.pages.length ?? 0);
    },
  });
  return Object.assign(stand, served);
}

const EXPORT = `mutation($type: ProjectType!, $id: ID!) { exportProjectPdf(projectType: $type, projectId: $id) { id status filename url } }`;
const JOB = `query($id: ID!) { renderJob(id: $id) { id status url progress error filename } }`;

describe('playbook PDF export with a print grant (P7, R2)', () => {
  let h: Harness;
  let stand: Stand;
  let token: string;
  let playbookId: string;
  let playbookRow: number;
  const DEALER = 'PBK001';

  async function createPlaybook(title: string, teamName: string): Promise<string> {
    const r = await h.gql(
      `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id status } }`,
      { input: { title, template: 'FSG', sports: ['fsg-football'], teamName, colorIds: COLORS } },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.createPlaybook.status).toBe('DRAFT');
    return r.data.createPlaybook.id;
  }

  const rowIdOf = (publicId: string) => projectRowId(h.built.database.db, publicId);

  beforeAll(async () => {
    let gatewayUrl = '';
    stand = await startPrintStand(() => gatewayUrl);
    h = await startHarness({
      env: renderWorkerEnv(stand, RENDER_TOKEN),
    });
    gatewayUrl = h.url;
    ({ token } = await h.signIn(DEALER));
    playbookId = await createPlaybook('Riverside Fall Catalog', 'Riverside Hawks');
    playbookRow = await rowIdOf(playbookId);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('exports a draft playbook for its dealer: every product drawn, the draft printed with a grant, progress to 1', async () => {
    const pages = await h.gql(
      `query($c: String!, $id: ID!) { playbook(dealerCode: $c, id: $id) {
         pages { kind products { id configuration { renderSpec {
           garment { id } colors decorations { contentType location text fill outline1 outline2 textHeight fontFamily logoUrl }
         } } } } } }`,
      { c: DEALER, id: playbookId },
      token,
    );
    const shown = pages.data.playbook.pages.flatMap((p: { products: unknown[] }) => p.products);
    expect(shown.length).toBeGreaterThan(0);
    // Products drawn alike (same garment, colours and decorations) share one spec: drawn once.
    const distinct = new Set(shown.map((p: { configuration: unknown }) => JSON.stringify(p.configuration))).size;
    const specs = await h.built.services.playbooks.printSpecs(h.built.services.newLoaders(), playbookRow);
    expect(specs).toHaveLength(distinct);

    const started = await h.gql(EXPORT, { type: 'PLAYBOOK', id: playbookId }, token);
    expect(started.errors).toBeUndefined();
    expect(started.data.exportProjectPdf).toMatchObject({
      status: 'QUEUED',
      filename: 'Riverside Fall Catalog.pdf',
      url: null,
    });
    const jobId = started.data.exportProjectPdf.id as string;
    const seen: number[] = [];
    const job = await waitUntil('the PDF job to end', async () => {
      const j = (await h.gql(JOB, { id: jobId }, token)).data.renderJob;
      seen.push(j.progress);
      return j.status === 'DONE' || j.status === 'FAILED' ? j : undefined;
    });
    expect(job).toMatchObject({ status: 'DONE', progress: 1, error: null, filename: 'Riverside Fall Catalog.pdf' });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((p) => p >= 0 && p <= 1)).toBe(true);

    // Every distinct product spec drawn, before the print (a retried draw may call twice).
    expect(stand.specs.size).toBe(distinct);
    const drawn = stand.snapshots;
    expect(drawn).toBeGreaterThanOrEqual(distinct);
    expect(stand.prints).toHaveLength(1);
    const print = stand.prints[0]!;
    expect(print.url).toMatch(
      new RegExp(`^${h.url}/print/catalogs/${DEALER}/${playbookId}#print-token=tpg_[\\w-]{43}$`),
    );
    expect(print.read).toEqual({
      title: 'Riverside Fall Catalog',
      status: 'DRAFT',
      pages: pages.data.playbook.pages.length,
    });
    // The draft is the dealer's only: without the grant the print page would find nothing.
    expect(print.readWithoutToken).toBeNull();
    // The grant ended with the job.
    const after = await h.gql(PRINT_PLAYBOOK, { c: DEALER, id: playbookId }, undefined, {
      'x-print-token': print.token!,
    });
    expect(after).toEqual({ data: { playbook: null } });
    expect(await h.built.database.db.selectFrom('print_grants').selectAll().execute()).toEqual([]);

    // The download: named after the playbook, served as an attachment.
    expect(job.url).toMatch(/^\/files\/pdfs\/[0-9a-f]{64}\.pdf\?download=Riverside%20Fall%20Catalog\.pdf$/);
    const res = await fetch(new URL(job.url, h.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Riverside Fall Catalog.pdf"; filename*=UTF-8''Riverside%20Fall%20Catalog.pdf`,
    );
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(pages.data.playbook.pages.length);

    // A second export draws nothing again.
    const again = (await h.gql(EXPORT, { type: 'PLAYBOOK', id: playbookId }, token)).data.exportProjectPdf.id;
    await waitUntil('the second export to be done', async () => {
      const j = (await h.gql(JOB, { id: again }, token)).data.renderJob;
      return j.status === 'DONE' ? j : undefined;
    });
    expect(stand.snapshots).toBe(drawn);
  }, 90_000);

  it('answers NOT_FOUND to a visitor, another dealer and a passcode session of another project', async () => {
    const { token: other } = await h.signIn('PBK002');
    const passcode = 'playbook-pass-1';
    await h.setPasscode({ code: DEALER }, passcode);
    const elsewhere = await createPlaybook('Elsewhere', 'Elsewhere Eagles');
    const pass = await h.gql(
      `mutation($p: ID!, $code: String!) { passcodeAccess(dealerCode: "${DEALER}", projectType: PLAYBOOK, projectId: $p, passcode: $code) { apiToken } }`,
      { p: elsewhere, code: passcode },
    );
    const passcodeOther = pass.data.passcodeAccess.apiToken as string;
    const jobsBefore = await h.built.database.db.selectFrom('render_jobs').select('id').execute();
    for (const caller of [undefined, other, passcodeOther]) {
      const r = await h.gql(EXPORT, { type: 'PLAYBOOK', id: playbookId }, caller);
      expect(r.data).toBeNull();
      expect(errorOf(r)).toEqual({ code: 'NOT_FOUND', field: undefined });
      expect(r.errors![0]!.message).toBe('Playbook not found');
    }
    // A passcode session of the playbook itself is dealer mode for it (A4): it may export.
    const own = await h.gql(
      `mutation($p: ID!, $code: String!) { passcodeAccess(dealerCode: "${DEALER}", projectType: PLAYBOOK, projectId: $p, passcode: $code) { apiToken } }`,
      { p: playbookId, code: passcode },
    );
    const viaPasscode = await h.gql(EXPORT, { type: 'PLAYBOOK', id: playbookId }, own.data.passcodeAccess.apiToken);
    expect(viaPasscode.errors).toBeUndefined();
    const jobsAfter = await h.built.database.db.selectFrom('render_jobs').select('id').execute();
    expect(jobsAfter.length).toBe(jobsBefore.length + 1);
    // A snapsheet id asked for as a playbook, or a made-up type, is not found either.
    const wrongType = await h.gql(EXPORT, { type: 'SHOWROOM', id: playbookId }, token);
    expect(errorOf(wrongType)).toEqual({ code: 'BAD_USER_INPUT', field: 'projectType' });
  }, 90_000);

  it('lets a print grant read its one project, nothing else, never write; expired and malformed tokens read as a visitor', async () => {
    const grants = h.built.services.printGrants;
    const otherDraft = await createPlaybook('Other Draft', 'Other Owls');
    const snapsheet = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Grant Giants', colorIds: COLORS } },
      token,
    );
    const snapsheetId = snapsheet.data.createSnapsheet.id as string;
    await h.built.database.db
      .updateTable('projects')
      .set({ status: 'DRAFT' })
      .where('public_id', '=', snapsheetId)
      .execute();

    const { token: grant, expiresAt } = await grants.issue(playbookRow, null);
    const ttl = expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
    // The grant issued here has no render job; render workers (two run at once) may be issuing
    // grants for the exports above meanwhile.
    const stored = await h.built.database.db
      .selectFrom('print_grants')
      .selectAll()
      .where('render_job_id', 'is', null)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.project_id).toBe(playbookRow);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(grant);

    const as = (query: string, variables: Record<string, unknown>, t: string = grant) =>
      h.gql(query, variables, undefined, { 'x-print-token': t });
    const read = await as(PRINT_PLAYBOOK, { c: DEALER, id: playbookId });
    expect(read.errors).toBeUndefined();
    expect(read.data.playbook).toMatchObject({ id: playbookId, title: 'Riverside Fall Catalog', status: 'DRAFT' });
    // Its dealer's other drafts stay the dealer's.
    expect(await as(PRINT_PLAYBOOK, { c: DEALER, id: otherDraft })).toEqual({ data: { playbook: null } });
    expect(
      await as(`query($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { id } }`, {
        c: DEALER,
        id: snapsheetId,
      }),
    ).toEqual({ data: { snapsheet: null } });
    // No dealer rights, no dealer prices.
    const dealerOnly = await as(`{ projects(type: PLAYBOOK) { nodes { id } } }`, {});
    expect(errorOf(dealerOnly)).toEqual({ code: 'UNAUTHENTICATED', field: undefined });
    const prices = await as(
      `query($c: String!, $id: ID!) { playbook(dealerCode: $c, id: $id) { sports { products(first: 1) { dealerPriceCents } } } }`,
      { c: DEALER, id: playbookId },
    );
    expect(prices.data.playbook.sports[0].products[0].dealerPriceCents).toBeNull();
    // Never a write, not even on its own project or a visitor's mutation.
    for (const [doc, vars] of [
      [
        `mutation($id: ID!) { updatePlaybook(playbookId: $id, input: { title: "Hijacked" }) { id } }`,
        { id: playbookId },
      ],
      [`mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id: playbookId }],
      [`mutation($id: ID!) { exportProjectPdf(projectType: PLAYBOOK, projectId: $id) { id } }`, { id: playbookId }],
      [`mutation { noop }`, {}],
    ] as const) {
      const r = await as(doc, vars);
      expect(r).toEqual({
        errors: [{ message: 'A print grant only reads', extensions: { code: 'FORBIDDEN' } }],
      });
      // Refused, not failed: HTTP 403 (the fuzz test found it answered 500).
      const res = await fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-print-token': grant },
        body: JSON.stringify({ query: doc, variables: vars }),
      });
      expect(res.status).toBe(403);
    }
    const title = await h.gql(PRINT_PLAYBOOK, { c: DEALER, id: playbookId }, token);
    expect(title.data.playbook).toMatchObject({ title: 'Riverside Fall Catalog', status: 'DRAFT' });

    // Unknown, malformed: a visitor.
    for (const bad of [`tpg_${'A'.repeat(43)}`, grant.slice(0, -1), `${grant}x`, '']) {
      expect(await as(PRINT_PLAYBOOK, { c: DEALER, id: playbookId }, bad)).toEqual({ data: { playbook: null } });
    }
    // Expired: a visitor.
    await h.built.database.db
      .updateTable('print_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(await as(PRINT_PLAYBOOK, { c: DEALER, id: playbookId })).toEqual({ data: { playbook: null } });
    // An archived project does not print, even with a grant.
    const { token: fresh } = await grants.issue(playbookRow, null);
    expect(await h.built.database.db.selectFrom('print_grants').select('id').execute()).toHaveLength(1);
    await h.gql(
      `mutation($id: ID!) { archiveProject(projectType: PLAYBOOK, projectId: $id) { id } }`,
      { id: playbookId },
      token,
    );
    expect(await as(PRINT_PLAYBOOK, { c: DEALER, id: playbookId }, fresh)).toEqual({ data: { playbook: null } });
    const archivedExport = await h.gql(EXPORT, { type: 'PLAYBOOK', id: playbookId }, token);
    expect(errorOf(archivedExport)).toEqual({ code: 'NOT_FOUND', field: undefined });
    await h.gql(
      `mutation($id: ID!) { restoreProject(projectType: PLAYBOOK, projectId: $id) { id } }`,
      { id: playbookId },
      token,
    );
    await grants.revoke(fresh);
  }, 90_000);

  it('names a download after the title made safe, with the type as the fallback', async () => {
    const cases: [string, string, string][] = [
      ['PLAYBOOK', 'Fall/Winter "Home" Kit', 'Fall Winter Home Kit.pdf'],
      ['PLAYBOOK', '...', 'playbook.pdf'],
    ];
    for (const [type, title, filename] of cases) {
      const id = await createPlaybook(title, 'Safe Names');
      const started = (await h.gql(EXPORT, { type, id }, token)).data.exportProjectPdf;
      expect(started.filename).toBe(filename);
      const job = await waitUntil('the export to be done', async () => {
        const j = (await h.gql(JOB, { id: started.id }, token)).data.renderJob;
        return j.status === 'DONE' ? j : undefined;
      });
      expect(job.filename).toBe(filename);
      expect(job.url).toBe(`${job.url.split('?')[0]}?download=${encodeURIComponent(filename)}`);
      const res = await fetch(new URL(job.url, h.url));
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      );
    }
    // A snapsheet falls back to 'snapsheet.pdf'; its print page is /print/snapsheets/...
    const snap = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Team', title: '::', colorIds: COLORS } },
      token,
    );
    const sid = snap.data?.createSnapsheet?.id as string;
    const started = (await h.gql(EXPORT, { type: 'SNAPSHEET', id: sid }, token)).data.exportProjectPdf;
    expect(started.filename).toBe('snapsheet.pdf');
    // A name asked of the file route is made safe there too.
    const path = (
      await waitUntil('the snapsheet export to be done', async () => {
        const j = (await h.gql(JOB, { id: started.id }, token)).data.renderJob;
        return j.status === 'DONE' ? j : undefined;
      })
    ).url.split('?')[0];
    expect(stand.prints.at(-1)!.url).toMatch(new RegExp(`/print/snapsheets/${DEALER}/${sid}#print-token=`));
    const crafted = await fetch(
      new URL(`${path}?download=${encodeURIComponent('../x"\r\nSet-Cookie: a=b.pdf')}`, h.url),
    );
    expect(crafted.headers.get('content-disposition')).toBe(
      `attachment; filename="x Set-Cookie a=b.pdf"; filename*=UTF-8''x%20Set-Cookie%20a%3Db.pdf`,
    );
    expect(crafted.headers.get('set-cookie')).toBeNull();
  }, 90_000);
});
