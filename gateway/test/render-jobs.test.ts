/**
 * Render jobs through the gateway's pg-boss worker (R1, R2) against a render service over real
 * HTTP: a local server started by the test that answers like the render service (real PNG and
 * PDF bytes), refuses calls without the shared secret, counts what it is asked to draw, and can
 * be told to fail or to hold its answers. Snapshots are stored by content hash and drawn once: a
 * second PDF export of the same snapsheet draws nothing again. Also: render jobs are their
 * dealer's only, transient failures are retried, a project's exports are capped, new renders are
 * counted per client address, and abandoned work is recovered.
 */
import { request as httpRequest, type Server } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { waitUntil } from './processes.js';
import { letterPdf, renderWorkerEnv, serveStandIn } from './render-service-stand-in.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

const RENDER_TOKEN = 'render-jobs-test-token-0123456789';

interface Calls {
  snapshots: { views: string[]; width: number; height: number }[];
  pdf: string[];
  /** Authorization headers of every call. */
  auth: (string | undefined)[];
}

interface Stand {
  url: string;
  calls: Calls;
  server: Server;
  /** HTTP statuses the next PDF calls answer with, in order (then 200 again). */
  pdfFailures: number[];
  /** While set, PDF calls wait for it before answering. */
  hold: Promise<void> | null;
}

async function startRenderStand(): Promise<Stand> {
  const pdf = await letterPdf(1);
  const calls: Calls = { snapshots: [], pdf: [], auth: [] };
  const stand: Stand = { url: '', calls, server: undefined as unknown as Server, pdfFailures: [], hold: null };
  const served = await serveStandIn(RENDER_TOKEN, {
    onAuthorization: (header) => calls.auth.push(header),
    snapshots: (call) => void calls.snapshots.push({ views: call.views, width: call.width!, height: call.height! }),
    async pdf(call) {
      calls.pdf.push(call.url);
      if (stand.hold) await stand.hold;
      const failure = stand.pdfFailures.shift();
      return failure ? { status: failure, message: `stand detail ${stand.url} chromium exploded` } : pdf;
    },
  });
  return Object.assign(stand, served);
}

async function newSnapsheet(h: Harness, token: string, teamName: string, products = 4): Promise<string> {
  const customer = await h.gql(
    `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
    { input: { name: `${teamName} High`, type: 'SCHOOL', colorIds: ['19', '13', '25'] } },
    token,
  );
  const created = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName, customerId: customer.data.saveCustomer.id, colorIds: ['19', '13', '25'] } },
    token,
  );
  const id = created.data.createSnapsheet.id as string;
  const list = await h.gql(`{ products(first: ${products}) { nodes { styleId } } }`);
  for (const p of list.data.products.nodes) {
    const added = await h.gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id, input: { styleId: p.styleId } },
      token,
    );
    expect(added.errors).toBeUndefined();
  }
  return id;
}

/** The row id of a project from its public id (the API's). */
async function rowIdOf(h: Harness, publicId: string): Promise<number> {
  const row = await h.built.database.db
    .selectFrom('projects')
    .select('id')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return row.id;
}

const EXPORT = `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id status } }`;
const JOB = `query($id: ID!) { renderJob(id: $id) { id status url progress error } }`;

describe('render jobs (R1, R2)', () => {
  let h: Harness;
  let stand: Stand;
  let token: string;
  let snapsheetId: string;

  beforeAll(async () => {
    stand = await startRenderStand();
    h = await startHarness({
      env: {
        ...renderWorkerEnv(stand, RENDER_TOKEN),
        // One job at a time: the cap test holds a job RUNNING and needs the next one QUEUED.
        RENDER_WORKER_CONCURRENCY: '1',
      },
    });
    ({ token } = await h.signIn('RND001'));
    snapsheetId = await newSnapsheet(h, token, 'Renderers');
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  /** Progress values read while polling the last job, in order. */
  let seenProgress: number[] = [];

  async function waitForJob(
    id: string,
  ): Promise<{ status: string; url: string | null; progress: number; error: string | null }> {
    seenProgress = [];
    return waitUntil(`render job ${id} to end`, async () => {
      const j = (await h.gql(JOB, { id }, token)).data.renderJob;
      seenProgress.push(j.progress);
      return j.status === 'DONE' || j.status === 'FAILED' ? j : undefined;
    });
  }

  async function exportPdf(project = snapsheetId) {
    const r = await h.gql(EXPORT, { id: project }, token);
    expect(r.errors).toBeUndefined();
    return waitForJob(r.data.exportProjectPdf.id);
  }

  it('draws the printed view (FRONT) of each product once, prints the print page, and stores the PDF', async () => {
    const job = await exportPdf();
    expect(job.status).toBe('DONE');
    expect(job.progress).toBe(1);
    const drawn = stand.calls.snapshots.length;
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(drawn).toBeLessThanOrEqual(4);
    // Only what the print page shows: the other views wait until something asks for them.
    for (const call of stand.calls.snapshots) {
      expect(call.views).toEqual(['FRONT']);
      expect([call.width, call.height]).toEqual([470, 588]);
    }
    expect(stand.calls.pdf).toHaveLength(1);
    expect(stand.calls.pdf[0]).toMatch(
      new RegExp(`/print/snapsheets/RND001/${snapsheetId}#print-token=tpg_[A-Za-z0-9_-]{43}$`),
    );
    const res = await fetch(new URL(job.url!, h.url));
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
  }, 90_000);

  it('presents RENDER_SERVICE_TOKEN on every call to the render service', () => {
    expect(stand.calls.auth.length).toBe(stand.calls.snapshots.length + stand.calls.pdf.length);
    expect(new Set(stand.calls.auth)).toEqual(new Set([`Bearer ${RENDER_TOKEN}`]));
  });

  it('a second export draws no snapshot again (stored by content hash) and queued jobs skip drawn ones', async () => {
    const before = stand.calls.snapshots.length;
    const job = await exportPdf();
    expect(job.status).toBe('DONE');
    // Snapshot jobs queued by earlier snapsheet reads have run: they found the views stored and
    // drew nothing.
    await waitUntil('no render job in flight', async () =>
      (await h.built.jobs!.inFlight('render')).length === 0 ? true : undefined,
    );
    expect(stand.calls.snapshots.length).toBe(before);
    expect(stand.calls.pdf).toHaveLength(2);
    const shots = await h.gql(
      `query($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { pages { products { snapshot(view: FRONT) { status url width height } } } } }`,
      { c: 'RND001', id: snapsheetId },
      token,
    );
    const all = shots.data.snapsheet.pages.flatMap((p: any) => p.products.map((pr: any) => pr.snapshot));
    expect(all.length).toBe(4);
    for (const s of all) expect(s).toMatchObject({ status: 'READY', width: 470, height: 588 });
    expect(stand.calls.snapshots.length).toBe(before);
  }, 90_000);

  it('renderJob and exportProjectPdf answer the owning dealer only: NOT_FOUND, as for ids that do not exist', async () => {
    const own = await h.gql(EXPORT, { id: snapsheetId }, token);
    const jobId = own.data.exportProjectPdf.id as string;
    const { token: other } = await h.signIn('RND002');
    const notFound = { code: 'NOT_FOUND', field: undefined };
    for (const caller of [other, undefined]) {
      const read = await h.gql(JOB, { id: jobId }, caller);
      expect(read.data?.renderJob ?? null).toBeNull();
      expect(errorOf(read)).toEqual(notFound);
      expect(read.errors![0]!.message).toBe('Render job not found');
      const exported = await h.gql(EXPORT, { id: snapsheetId }, caller);
      expect(exported.data).toBeNull();
      expect(errorOf(exported)).toEqual(notFound);
      expect(exported.errors![0]!.message).toBe('Snapsheet not found');
      expect(JSON.stringify([read, exported])).not.toContain(jobId === '1' ? '"id":"1"' : `"${jobId}"`);
    }
    for (const missing of [String(Number(jobId) + 1000), '0', 'abc', '-1']) {
      const read = await h.gql(JOB, { id: missing }, token);
      expect(errorOf(read)).toEqual(notFound);
      expect(read.errors![0]!.message).toBe('Render job not found');
    }
    const missingProject = await h.gql(EXPORT, { id: '999999' }, token);
    expect(errorOf(missingProject)).toEqual(notFound);
    expect((await waitForJob(jobId)).status).toBe('DONE');
  }, 90_000);

  it('retries a PDF job that fails on a transient error (503) and completes it', async () => {
    const calls = stand.calls.pdf.length;
    stand.pdfFailures.push(503, 503);
    const job = await exportPdf();
    expect(job).toMatchObject({ status: 'DONE', error: null, progress: 1 });
    // Two failed attempts and the one that worked.
    expect(stand.calls.pdf.length - calls).toBe(3);
    // A retried attempt starts again, but the progress a client reads never goes back.
    expect(seenProgress).toEqual([...seenProgress].sort((a, b) => a - b));
    expect(seenProgress).toContain(0.85);
    expect(stand.pdfFailures).toEqual([]);
  }, 90_000);

  it('marks a PDF job FAILED after its last attempt, with a message that names no host and no detail', async () => {
    const calls = stand.calls.pdf.length;
    stand.pdfFailures.push(503, 503, 503);
    const job = await exportPdf();
    expect(job).toMatchObject({ status: 'FAILED', url: null, error: 'The render service is unavailable' });
    expect(stand.calls.pdf.length - calls).toBe(3);
  }, 90_000);

  it('fails at once, without retrying, on an answer a retry cannot change (403)', async () => {
    const calls = stand.calls.pdf.length;
    stand.pdfFailures.push(403);
    const job = await exportPdf();
    expect(job).toMatchObject({ status: 'FAILED', error: 'The render service refused the request' });
    expect(stand.calls.pdf.length - calls).toBe(1);
    // A new export of the project works again.
    expect((await exportPdf()).status).toBe('DONE');
  }, 90_000);

  it('caps the PDF jobs of a project: a QUEUED one is handed out again, past the cap RATE_LIMITED', async () => {
    const project = await newSnapsheet(h, token, 'Capped', 1);
    let release!: () => void;
    stand.hold = new Promise<void>((r) => (release = r));
    const calls = stand.calls.pdf.length;
    const first = (await h.gql(EXPORT, { id: project }, token)).data.exportProjectPdf.id as string;
    // The worker holds the first job at its print step: RUNNING.
    await waitUntil('a new PDF call', async () => (stand.calls.pdf.length > calls ? true : undefined));
    expect((await h.gql(JOB, { id: first }, token)).data.renderJob.status).toBe('RUNNING');

    // Another worker (another gateway) runs a second job of the project: the cap of 2 is reached.
    const db = h.built.database.db;
    const dealer = await db.selectFrom('dealers').select('id').where('code', '=', 'RND001').executeTakeFirstOrThrow();
    const projectRow = await rowIdOf(h, project);
    const other = await db
      .insertInto('render_jobs')
      .values({
        kind: 'PDF',
        status: 'RUNNING',
        dealer_id: dealer.id,
        project_id: projectRow,
        input: JSON.stringify({ projectId: projectRow }),
        blob_key: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobRows = async () => (await db.selectFrom('render_jobs').select('id').execute()).length;
    const rowsBefore = await jobRows();
    const refused = await h.gql(EXPORT, { id: project }, token);
    // Refused at once: no job is made or waited for (counted, not timed).
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', field: undefined });
    expect(await jobRows()).toBe(rowsBefore);
    await db.updateTable('render_jobs').set({ status: 'DONE' }).where('id', '=', other.id).execute();

    // One RUNNING: a second job is queued, and asking again returns that same QUEUED job.
    const second = (await h.gql(EXPORT, { id: project }, token)).data.exportProjectPdf;
    expect(second.status).toBe('QUEUED');
    expect(second.id).not.toBe(first);
    for (let i = 0; i < 3; i++) {
      expect((await h.gql(EXPORT, { id: project }, token)).data.exportProjectPdf).toEqual(second);
    }
    release();
    stand.hold = null;
    expect((await waitForJob(first)).status).toBe('DONE');
    expect((await waitForJob(second.id)).status).toBe('DONE');
    const jobs = await db
      .selectFrom('render_jobs')
      .select('status')
      .where('project_id', '=', projectRow)
      .where('id', '!=', other.id)
      .execute();
    expect(jobs.map((j) => j.status)).toEqual(['DONE', 'DONE']);
  }, 90_000);
});

/** POSTs a GraphQL document from the local address `from` (127.0.0.x), so that `ctx.ip` is it. */
function gqlFrom<T = any>(
  url: string,
  from: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/graphql`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('render limits per client address and crash recovery', () => {
  let h: Harness;

  beforeAll(async () => {
    // Jobs on, no worker: what is queued stays queued, for the test to look at.
    h = await startHarness({
      env: {
        RENDER_RATE_LIMIT: '2',
        RENDER_PDF_RATE_LIMIT: '1',
        RENDER_PRINT_PAGE_LIMIT: '1',
        RENDER_RATE_WINDOW_SECONDS: '3600',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  const SAVE = `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`;
  const SNAP = `query($s: ID!) { configuration(shortId: $s) { snapshot(view: FRONT) { status url } snapshots { view status } } }`;
  const colorSets = [
    ['19', '13', '25'],
    ['13', '25', '19'],
    ['25', '19', '13'],
    ['19', '25', '13'],
  ];

  async function saved(colorIds: string[]): Promise<string> {
    const style = (await h.gql(`{ products(first: 1) { nodes { styleId } } }`)).data.products.nodes[0].styleId;
    const r = await h.gql(SAVE, { input: { styleId: style, colorIds, decorations: [] } });
    expect(r.errors).toBeUndefined();
    return r.data.saveConfiguration.shortId;
  }

  const snapshotRows = async () =>
    (await h.built.database.db.selectFrom('snapshots').select(['render_hash', 'status']).execute()).length;
  const renderJobs = async () => (await h.built.jobs!.inFlight('render')).filter((j) => j.data.kind === 'snapshots');

  it('lets one address queue RENDER_RATE_LIMIT new snapshot renders; past it, PENDING without queuing', async () => {
    const configs = await Promise.all(colorSets.slice(0, 3).map(saved));
    for (const [i, shortId] of configs.entries()) {
      const r = await gqlFrom(h.url, '127.0.0.1', SNAP, { s: shortId });
      expect(r.errors).toBeUndefined();
      expect(r.data.configuration.snapshot).toEqual({ status: 'PENDING', url: null });
      expect(r.data.configuration.snapshots.map((s: { status: string }) => s.status)).toEqual([
        'PENDING',
        'PENDING',
        'PENDING',
        'PENDING',
      ]);
      // The first two cost one render each (four views, one job); the third is not stored.
      expect(await snapshotRows()).toBe(4 * Math.min(i + 1, 2));
      expect(await renderJobs()).toHaveLength(Math.min(i + 1, 2));
    }
    // Asking again for a queued one costs nothing; the refused one is still not queued.
    const again = await gqlFrom(h.url, '127.0.0.1', SNAP, { s: configs[0]! });
    expect(again.data.configuration.snapshot.status).toBe('PENDING');
    const refused = await gqlFrom(h.url, '127.0.0.1', SNAP, { s: configs[2]! });
    expect(refused.data.configuration.snapshot.status).toBe('PENDING');
    expect(await renderJobs()).toHaveLength(2);

    // Another address has its own budget: it queues the third.
    const other = await gqlFrom(h.url, '127.0.0.2', SNAP, { s: configs[2]! });
    expect(other.data.configuration.snapshot.status).toBe('PENDING');
    expect(await snapshotRows()).toBe(12);
    expect(await renderJobs()).toHaveLength(3);

    // PDF exports have a budget of their own: with the snapshots' spent for 127.0.0.1, an export
    // still queues; past RENDER_PDF_RATE_LIMIT the next is RATE_LIMITED at once (no job is made
    // or waited for: counted, not timed); another address has its own.
    const { token } = await h.signIn('LIM001');
    const projects = [await newSnapsheet(h, token, 'Limited', 1), await newSnapsheet(h, token, 'Capped', 1)];
    const pdfRows = async () =>
      (await h.built.database.db.selectFrom('render_jobs').select('id').where('kind', '=', 'PDF').execute()).length;
    const pdfRowsBefore = await pdfRows();
    const exported = await gqlFrom(h.url, '127.0.0.1', EXPORT, { id: projects[0] }, token);
    expect(exported.errors).toBeUndefined();
    expect(exported.data.exportProjectPdf.status).toBe('QUEUED');
    const capped = await gqlFrom(h.url, '127.0.0.1', EXPORT, { id: projects[1] }, token);
    expect(capped.errors?.[0]).toMatchObject({
      message: 'Too many PDF exports, try again in a minute',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await pdfRows()).toBe(pdfRowsBefore + 1);
    const fromOther = await gqlFrom(h.url, '127.0.0.3', EXPORT, { id: projects[1] }, token);
    expect(fromOther.errors).toBeUndefined();
    expect(fromOther.data.exportProjectPdf.status).toBe('QUEUED');
    // Exports took nothing from the snapshots' budget of 127.0.0.3.
    const afterExport = await gqlFrom(h.url, '127.0.0.3', SNAP, { s: await saved(colorSets[3]!) });
    expect(afterExport.data.configuration.snapshot.status).toBe('PENDING');
    expect(await renderJobs()).toHaveLength(4);
  });

  it('counts the snapshots a print grant’s page asks for on the grant, not on the render service’s address', async () => {
    // 127.0.0.1 (where the render service's pages come from here, as a visitor's) spent its
    // snapshot budget above. A print page of a live grant still queues a new render...
    const { token } = await h.signIn('LIM001');
    const project = await rowIdOf(h, await newSnapsheet(h, token, 'Printed', 1));
    const grants = h.built.services.printGrants;
    const grant = (await grants.issue(project, null, 3600)).token;
    const fresh = [
      ['13', '19', '25'],
      ['25', '13', '19'],
      ['19', '13', '1'],
    ];
    const jobsBefore = (await renderJobs()).length;
    const asPrint = (shortId: string, printToken: string) =>
      gqlFrom(h.url, '127.0.0.1', SNAP, { s: shortId }, undefined, { 'x-print-token': printToken });
    const first = await asPrint(await saved(fresh[0]!), grant);
    expect(first.errors).toBeUndefined();
    expect(await renderJobs()).toHaveLength(jobsBefore + 1);
    // ...up to RENDER_PRINT_PAGE_LIMIT of its own (1 here): the next waits, not queued.
    const second = await saved(fresh[1]!);
    expect((await asPrint(second, grant)).data.configuration.snapshot.status).toBe('PENDING');
    expect(await renderJobs()).toHaveLength(jobsBefore + 1);
    // Another grant (another print page) has its own.
    const other = (await grants.issue(project, null, 3600)).token;
    expect((await asPrint(second, other)).data.configuration.snapshot.status).toBe('PENDING');
    expect(await renderJobs()).toHaveLength(jobsBefore + 2);
    // And the address's own budget is still spent for a visitor.
    const visitor = await gqlFrom(h.url, '127.0.0.1', SNAP, { s: await saved(fresh[2]!) });
    expect(visitor.data.configuration.snapshot.status).toBe('PENDING');
    expect(await renderJobs()).toHaveLength(jobsBefore + 2);
  });

  it('recovers abandoned work: stale active jobs go back to pg-boss, orphan PDF jobs get a job, orphan PENDING rows go', async () => {
    const { db } = h.built.database;
    const jobs = h.built.jobs!;
    const render = h.built.services.render;
    // A worker took a snapshot job and died with it: the job stays active.
    const [taken] = await jobs.boss.fetch<{ kind: string }>('render');
    expect(taken).toBeDefined();
    // A PDF job whose pg-boss job is gone, and PENDING snapshots no job will draw.
    const { token } = await h.signIn('LIM001');
    const project = await newSnapsheet(h, token, 'Orphans', 1);
    const dealer = await db.selectFrom('dealers').select('id').where('code', '=', 'LIM001').executeTakeFirstOrThrow();
    const projectRow = await rowIdOf(h, project);
    const orphan = await db
      .insertInto('render_jobs')
      .values({
        kind: 'PDF',
        status: 'RUNNING',
        dealer_id: dealer.id,
        project_id: projectRow,
        input: JSON.stringify({ projectId: projectRow }),
        blob_key: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('snapshots')
      .values(
        (['FRONT', 'BACK'] as const).map((view) => ({
          render_hash: 'orphan-hash',
          view,
          width: 470,
          height: 588,
          status: 'PENDING' as const,
          blob_key: null,
          error: null,
        })),
      )
      .execute();
    const pendingBefore = await db
      .selectFrom('snapshots')
      .select('render_hash')
      .where('status', '=', 'PENDING')
      .execute();

    // With a threshold, nothing this young is touched.
    expect(await render.recover(600)).toEqual({ jobs: 0, pdfJobs: 1, snapshots: 0 });
    const requeued = (await jobs.inFlight('render')).filter(
      (j) => j.data.kind === 'pdf' && j.data.renderJobId === orphan.id,
    );
    expect(requeued).toHaveLength(1);
    expect(requeued[0]!.state).toBe('created');
    expect(
      (await db.selectFrom('render_jobs').select('status').where('id', '=', orphan.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('QUEUED');
    const active = (await jobs.inFlight('render')).find((j) => j.id === taken!.id);
    expect(active?.state).toBe('active');

    // At start with one worker (0): the active job is failed back to pg-boss (retry), PENDING rows
    // without a job are deleted, those of queued jobs kept; the PDF job now has its job.
    expect(await render.recover(0)).toEqual({ jobs: 1, pdfJobs: 0, snapshots: 2 });
    expect((await jobs.inFlight('render')).find((j) => j.id === taken!.id)?.state).toBe('retry');
    const pendingAfter = await db
      .selectFrom('snapshots')
      .select('render_hash')
      .where('status', '=', 'PENDING')
      .execute();
    expect(pendingAfter.length).toBe(pendingBefore.length - 2);
    expect(pendingAfter.some((r) => r.render_hash === 'orphan-hash')).toBe(false);
    const liveHashes = new Set((await renderJobs()).map((j) => j.data.renderHash));
    for (const row of pendingAfter) expect(liveHashes.has(row.render_hash)).toBe(true);
  });
});

describe('the render limit keys on the IPv6 /64', () => {
  let h: Harness;
  beforeAll(async () => {
    // One proxy hop trusted, so X-Forwarded-For names the client; one render per address.
    h = await startHarness({
      env: {
        RENDER_RATE_LIMIT: '1',
        RENDER_PDF_RATE_LIMIT: '1',
        RENDER_RATE_WINDOW_SECONDS: '3600',
        TRUST_PROXY_HOPS: '1',
      },
    });
  }, 120_000);
  afterAll(async () => h?.close());

  it('counts every address of one /64 as one client; another /64 has its own budget', async () => {
    const { token } = await h.signIn('V6R001');
    // A project per try: an export of a project with a queued PDF answers that job, no render.
    const projects = [await newSnapsheet(h, token, 'Sixes', 1), await newSnapsheet(h, token, 'Sevens', 1)];
    const exportFrom = async (ip: string, project = projects[0]!) =>
      (await h.gql(EXPORT, { id: project }, token, { 'x-forwarded-for': ip })).errors?.[0]?.extensions?.code ?? 'ok';
    expect(await exportFrom('2001:db8:1:2::1')).toBe('ok');
    // Rotating the interface id within the /64 gains nothing.
    expect(await exportFrom('2001:db8:1:2:ffff:ffff:ffff:fffe', projects[1])).toBe('RATE_LIMITED');
    expect(await exportFrom('2001:db8:1:2:0:0:0:2', projects[1])).toBe('RATE_LIMITED');
    // The next /64 is another client.
    expect(await exportFrom('2001:db8:1:3::1', projects[1])).toBe('ok');
  });
});
