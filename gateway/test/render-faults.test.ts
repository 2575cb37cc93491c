/**
 * Faults on the render path (R3): the real gateway and the real render service as child
 * processes, real Chromium drawing the web app's snapshot and print pages. Chromium is killed
 * during a snapshot and during a PDF job, the render service is killed and started again, and
 * the gateway is killed with SIGKILL during renders and restarted on the same data: every
 * snapshot ends READY, every PDF job DONE with the pages the print page makes (read from the
 * PDF), and at the end nothing is left PENDING, QUEUED or RUNNING.
 *
 * Needs the built web app (web/dist, or TAS_WEB_DIST) and Chromium (CHROME_PATH or
 * /usr/bin/chromium). On PostgreSQL when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';
import { freshPostgres } from './harness.js';
import {
  chromiumPidOf,
  freePort,
  repoRoot,
  START_TIMEOUT_MS,
  startGatewayProcess,
  startRenderServiceProcess,
  waitUntil,
  type ServiceProcess,
} from './processes.js';

const SECRET = 'render-faults-entry-secret-0123456789';
const webDist = process.env.TAS_WEB_DIST ?? join(repoRoot, 'web/dist');
/** Products per snapsheet here: three per print page, so two Letter pages. */
const PRODUCTS = 4;
const PAGES = 2;
const SLOW = 300_000;

interface Metrics {
  snapshots: { running: number; retries: number };
  pdf: { running: number; retries: number };
  browser: { crashes: number; launches: number; connected: boolean };
}

/** Live only while the pid exists and is not a zombie. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('render faults: Chromium, the render service and the gateway killed mid-render', () => {
  let dataDir: string;
  let pgdb: { url: string; drop(): Promise<void> } | null = null;
  let gateway: ServiceProcess;
  let render: ServiceProcess;
  let renderToken: string;
  let token: string;
  let stockColors: string[];
  let snapsheetId: string;
  const shortIds: string[] = [];
  const jobIds: string[] = [];

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, auth?: string): Promise<T> {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
    return body.data!;
  }

  async function metrics(): Promise<Metrics> {
    const res = await fetch(`${render.url}/metrics`, { headers: { authorization: `Bearer ${renderToken}` } });
    if (!res.ok) throw new Error(`render /metrics answered ${res.status}`);
    return (await res.json()) as Metrics;
  }

  /** Polls the render service until `pick(metrics)` is at least 1 (a render of that kind is running). */
  async function renderRunning(kind: 'snapshots' | 'pdf'): Promise<void> {
    await waitUntil(
      `a ${kind} render running in the render service`,
      async () => ((await metrics().catch(() => undefined))?.[kind].running ?? 0) >= 1 || undefined,
      SLOW,
      20,
    );
  }

  /** Kills the render service's Chromium browser process with SIGKILL; returns its pid. */
  function killChromium(): number {
    const pid = chromiumPidOf(render.pid);
    if (!pid) throw new Error('no Chromium process under the render service');
    process.kill(pid, 'SIGKILL');
    return pid;
  }

  /** A visitor's saved configuration in `colors` (a spec drawn by nobody yet). */
  async function newConfiguration(colors: string[]): Promise<string> {
    const style = (await gql(`{ products(first: 1) { nodes { styleId } } }`)).products.nodes[0].styleId;
    const saved = await gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId: style, colorIds: colors, decorations: [] },
    });
    shortIds.push(saved.saveConfiguration.shortId);
    return saved.saveConfiguration.shortId;
  }

  async function snapshotsOf(shortId: string): Promise<{ view: string; status: string; url: string | null }[]> {
    return (
      await gql(`query($s: ID!) { configuration(shortId: $s) { snapshots { view status url } } }`, { s: shortId })
    ).configuration.snapshots;
  }

  /** Waits until every view of `shortId` is READY and checks each picture is a 470x588 PNG. */
  async function expectDrawn(shortId: string): Promise<void> {
    const shots = await waitUntil(
      `the snapshots of ${shortId}`,
      async () => {
        const s = await snapshotsOf(shortId);
        return s.every((x) => x.status === 'READY') ? s : undefined;
      },
      SLOW,
      250,
    );
    expect(shots.map((s) => s.view)).toEqual(['FRONT', 'RIGHT', 'LEFT', 'BACK']);
    for (const s of shots) {
      const png = Buffer.from(await (await fetch(new URL(s.url!, gateway.url))).arrayBuffer());
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([470, 588]);
    }
  }

  async function newSnapsheet(teamName: string, colors: string[]): Promise<string> {
    const created = await gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName, colorIds: colors } },
      token,
    );
    const id = created.createSnapsheet.id as string;
    const products = (await gql(`{ products(first: ${PRODUCTS}) { nodes { styleId } } }`)).products.nodes;
    for (const p of products) {
      await gql(
        `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
        { id, input: { styleId: p.styleId } },
        token,
      );
    }
    return id;
  }

  async function exportPdf(project: string): Promise<string> {
    const r = await gql(
      `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`,
      { id: project },
      token,
    );
    jobIds.push(r.exportProjectPdf.id);
    return r.exportProjectPdf.id;
  }

  async function jobStatus(id: string): Promise<{ status: string; url: string | null; error: string | null }> {
    return (await gql(`query($id: ID!) { renderJob(id: $id) { status url error } }`, { id }, token)).renderJob;
  }

  /** Waits for the job to be DONE and returns the page count of its PDF. */
  async function pdfPages(id: string): Promise<number> {
    const job = await waitUntil(
      `render job ${id} to finish`,
      async () => {
        const j = await jobStatus(id);
        return j.status === 'DONE' || j.status === 'FAILED' ? j : undefined;
      },
      SLOW,
      250,
    );
    expect(job).toMatchObject({ status: 'DONE', error: null });
    const bytes = await (await fetch(new URL(job.url!, gateway.url))).arrayBuffer();
    return (await PDFDocument.load(bytes)).getPageCount();
  }

  beforeAll(
    async () => {
      if (!existsSync(join(webDist, 'snapshot.html')))
        throw new Error(`${webDist}/snapshot.html is missing: build the web app (npm run build -w web) first`);
      dataDir = mkdtempSync(join(tmpdir(), 'tas-faults-'));
      if (process.env.DATABASE_URL) pgdb = await freshPostgres(process.env.DATABASE_URL);
      renderToken = randomBytes(24).toString('hex');
      const [gatewayPort, renderPort] = [await freePort(), await freePort()];
      gateway = await startGatewayProcess({
        dataDir,
        port: gatewayPort,
        env: {
          DEALER_ENTRY_SECRET: SECRET,
          RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
          RENDER_SERVICE_TOKEN: renderToken,
          // One gateway: at start, every render in flight was left by the killed one.
          RENDER_RECOVER_AFTER_SECONDS: '0',
          RENDER_RETRY_LIMIT: '6',
          RENDER_RETRY_DELAY_SECONDS: '1',
          RENDER_RATE_LIMIT: '1000',
          ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
        },
      });
      render = await startRenderServiceProcess({ port: renderPort, gatewayUrl: gateway.url, token: renderToken });

      const fields = { code: 'FLT001', company: 'Faults Sports', email: 'flt001@example.com' };
      const exp = Math.floor(Date.now() / 1000) + 600;
      const entered = await gql(
        `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`,
        {
          input: { ...fields, exp, token: signEntryToken(SECRET, { ...fields, exp }) },
        },
      );
      token = entered.enterDashboard.apiToken;
      stockColors = (await gql(`{ colors(palette: STOCK) { id } }`)).colors.map((c: { id: string }) => c.id);
      expect(stockColors.length).toBeGreaterThanOrEqual(9);
      snapsheetId = await newSnapsheet('Faults', stockColors.slice(0, 3));
    },
    2 * START_TIMEOUT_MS + SLOW,
  );

  afterAll(async () => {
    await render?.kill('SIGKILL');
    await gateway?.kill('SIGKILL');
    if (pgdb) await pgdb.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'Chromium killed during a snapshot: the render service relaunches it and the snapshot is drawn',
    async () => {
      const before = await metrics();
      const shortId = await newConfiguration([stockColors[3]!, stockColors[4]!, stockColors[5]!]);
      expect((await snapshotsOf(shortId)).map((s) => s.status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);
      await renderRunning('snapshots');
      killChromium();
      await expectDrawn(shortId);
      const after = await metrics();
      expect(after.browser.crashes).toBe(before.browser.crashes + 1);
      expect(after.browser.connected).toBe(true);
    },
    SLOW,
  );

  it(
    'Chromium killed during a PDF job: the job is DONE and its PDF has every page',
    async () => {
      const before = await metrics();
      const job = await exportPdf(snapsheetId);
      // The export draws the products' snapshots first, then prints: kill it while printing.
      await renderRunning('pdf');
      killChromium();
      expect(await pdfPages(job)).toBe(PAGES);
      const after = await metrics();
      expect(after.browser.crashes).toBe(before.browser.crashes + 1);
    },
    SLOW,
  );

  it(
    'the render service killed and started again: the gateway retries, the PDF and a new snapshot complete',
    async () => {
      const job = await exportPdf(snapsheetId);
      await renderRunning('pdf');
      const chromium = chromiumPidOf(render.pid)!;
      await render.kill('SIGKILL');
      // Its Chromium goes with it (DevTools over a pipe): no orphan browser. It shuts down in
      // order (its renderer was printing): over 60 s once on a loaded 2-core machine.
      await waitUntil('the orphaned Chromium to exit', () => (alive(chromium) ? undefined : true), SLOW / 2);
      // The gateway saw the failure and put the job back in line for a retry.
      await waitUntil('the PDF job to be QUEUED again', async () =>
        (await jobStatus(job)).status === 'QUEUED' ? true : undefined,
      );
      // A snapshot asked for while the service is down waits too.
      const shortId = await newConfiguration([stockColors[6]!, stockColors[7]!, stockColors[8]!]);
      expect((await snapshotsOf(shortId)).every((s) => s.status === 'PENDING')).toBe(true);
      await render.restart();
      expect(await pdfPages(job)).toBe(PAGES);
      await expectDrawn(shortId);
    },
    2 * SLOW,
  );

  it(
    'the gateway killed with SIGKILL during renders: after a restart on the same data every job completes',
    async () => {
      // A snapsheet in new colours: its export draws four products first (RUNNING for a while).
      const project = await newSnapsheet('Restarted', [stockColors[2]!, stockColors[5]!, stockColors[8]!]);
      const job = await exportPdf(project);
      const shortId = await newConfiguration([stockColors[1]!, stockColors[4]!, stockColors[7]!]);
      expect((await snapshotsOf(shortId)).every((s) => s.status === 'PENDING')).toBe(true);
      await renderRunning('snapshots');
      expect((await jobStatus(job)).status).toBe('RUNNING');
      await gateway.kill('SIGKILL');
      await gateway.restart();
      // The new process found the killed one's job active and gave it back to pg-boss. It logs
      // that before it answers its health check, but the parent may read the stderr pipe after
      // the health response: wait for the line rather than expect it already read. With two
      // render workers (RENDER_WORKER_CONCURRENCY) the snapshot job may have been active too.
      const recovered = /"jobs":[12],"pdfJobs":0,"snapshots":\d+,"msg":"recovered abandoned render work"/;
      await waitUntil('the restarted gateway to log its recovery', () =>
        recovered.test(gateway.output()) ? true : undefined,
      ).catch((err: Error) => {
        throw new Error(`${err.message}\n${gateway.output()}`);
      });
      expect(await pdfPages(job)).toBe(PAGES);
      await expectDrawn(shortId);
    },
    SLOW,
  );

  it(
    'leaves nothing PENDING, QUEUED or RUNNING: every snapshot READY, every job DONE, no pg-boss render job unfinished',
    async () => {
      for (const id of jobIds) expect((await jobStatus(id)).status).toBe('DONE');
      for (const s of shortIds) expect((await snapshotsOf(s)).every((x) => x.status === 'READY')).toBe(true);
      // Stopped cleanly, then the database read directly.
      await gateway.kill('SIGTERM');
      const handle = await openDatabase({ databaseUrl: pgdb?.url, dataDir });
      try {
        const snapshots = await handle.db
          .selectFrom('snapshots')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute();
        expect(snapshots.map((r) => r.status)).toEqual(['READY']);
        const jobs = await handle.db
          .selectFrom('render_jobs')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute();
        expect(jobs.map((r) => [r.status, Number(r.n)])).toEqual([['DONE', jobIds.length]]);
        const { rows } = await handle.execute(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'render' AND state IN ('created', 'retry', 'active')`,
        );
        expect(rows).toEqual([{ n: 0 }]);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
