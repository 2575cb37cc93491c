/**
 * A picture soon after saving (issue 16, section 7): a queued render job wakes the render worker
 * at once instead of waiting for its next poll, and the view asked for is drawn and stored before
 * the others. The render worker polls every RENDER_WORKER_POLL_SECONDS = 600 here, so a snapshot
 * READY before that interval has passed since the worker's first (start-up) look was picked up by
 * a wake-up, never by a poll. Against a render service over real HTTP (a local server that answers
 * like it, records the views of each call in order and can hold calls), on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where a second gateway on the same database is woken by NOTIFY
 * from the first, also after its listening connection was cut.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { LISTENER_APPLICATION_NAME } from '../src/plugins/job-wakeups.js';
import { ENTRY_SECRET, startHarness, type Harness } from './harness.js';
import { waitUntil } from './processes.js';

const RENDER_TOKEN = 'render-wake-test-token-0123456789';
/** The render worker's polling interval in these tests, seconds: far beyond any wait here. */
const POLL_SECONDS = 600;

interface Stand {
  url: string;
  server: Server;
  /** The views of every snapshot call, in the order the calls arrived. */
  calls: string[][];
  /** While set, snapshot calls of more than one view wait for it before answering. */
  holdRest: Promise<void> | null;
}

async function startRenderStand(): Promise<Stand> {
  const png = await sharp({ create: { width: 470, height: 588, channels: 4, background: '#1b2a4a' } })
    .png()
    .toBuffer();
  const stand: Stand = { url: '', server: undefined as unknown as Server, calls: [], holdRest: null };
  stand.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        if (req.headers.authorization !== `Bearer ${RENDER_TOKEN}` || req.url !== '/v1/snapshots') {
          res.statusCode = req.url === '/v1/snapshots' ? 401 : 404;
          res.end();
          return;
        }
        const views = (JSON.parse(body) as { views: string[] }).views;
        stand.calls.push(views);
        if (views.length > 1 && stand.holdRest) await stand.holdRest;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ snapshots: views.map((view) => ({ view, png: png.toString('base64') })) }));
      })();
    });
  });
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
  return stand;
}

const SAVE = `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`;
const VIEWS_OF = `query($id: ID!) { configuration(shortId: $id) {
  front: snapshot(view: FRONT) { status } back: snapshot(view: BACK) { status } } }`;
const ONE_VIEW = `query($id: ID!, $view: View!) { configuration(shortId: $id) { snapshot(view: $view) { status } } }`;

interface Product {
  styleId: string;
  decorationLocations: { name: string; contentTypes: string[] }[];
}

/** A jersey-like product with a player number location (each number makes a new configuration). */
async function numberedProduct(h: Harness): Promise<{ styleId: string; location: string }> {
  const r = await h.gql<{ products: { nodes: Product[] } }>(
    `{ products(first: 100) { nodes { styleId decorationLocations { name contentTypes } } } }`,
  );
  for (const p of r.data!.products.nodes) {
    const location = p.decorationLocations.find((l) => l.contentTypes.includes('PLAYER_NUMBER'));
    if (location) return { styleId: p.styleId, location: location.name };
  }
  throw new Error('no product with a player number location');
}

/** Saves a configuration never drawn before (its own player number); returns its short id. */
async function saveNew(h: Harness, product: { styleId: string; location: string }, n: number): Promise<string> {
  const r = await h.gql(SAVE, {
    input: {
      styleId: product.styleId,
      colorIds: ['19', '13', '25'],
      decorations: [{ contentType: 'PLAYER_NUMBER', location: product.location, text: String(n) }],
    },
  });
  expect(r.errors).toBeUndefined();
  return r.data.saveConfiguration.shortId as string;
}

/** Asks for `view` of configuration `id` (queuing its render) until it is READY. */
function readyView(h: Harness, id: string, view = 'FRONT'): Promise<true> {
  return waitUntil(`${view} of ${id} READY`, async () => {
    const r = await h.gql(ONE_VIEW, { id, view });
    expect(r.errors).toBeUndefined();
    const status = r.data.configuration.snapshot.status as string;
    if (status === 'FAILED') throw new Error(`${view} of ${id} FAILED`);
    return status === 'READY' ? true : undefined;
  });
}

const renderEnv = (stand: Stand) => ({
  RENDER_SERVICE_URL: stand.url,
  RENDER_SERVICE_TOKEN: RENDER_TOKEN,
  RENDER_WORKER_POLL_SECONDS: String(POLL_SECONDS),
});

describe('a render job wakes the render worker; the asked view comes first (issue 16)', () => {
  let h: Harness;
  let stand: Stand;
  let product: { styleId: string; location: string };
  /** Before the app (and its worker's first look for jobs) started. */
  let workerStartedBy: number;

  beforeAll(async () => {
    stand = await startRenderStand();
    workerStartedBy = Date.now();
    h = await startHarness({ env: { RENDER_WORKER: 'on', ...renderEnv(stand) } });
    product = await numberedProduct(h);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('a new configuration FRONT snapshot is READY long before the worker would poll: it was woken', async () => {
    const wakesBefore = h.built.jobs!.wakeCounts().local;
    const id = await saveNew(h, product, 1);
    await readyView(h, id);
    // The worker looked for jobs once as it started, and would look again only POLL_SECONDS later.
    expect(Date.now() - workerStartedBy).toBeLessThan(POLL_SECONDS * 1000);
    expect(h.built.jobs!.wakeCounts().local).toBe(wakesBefore + 1);
    expect(stand.calls.slice(-2)).toEqual([['FRONT'], ['RIGHT', 'LEFT', 'BACK']]);
  });

  it('stores the FRONT view while the other three are still being drawn', async () => {
    let release!: () => void;
    stand.holdRest = new Promise<void>((resolve) => (release = resolve));
    const before = stand.calls.length;
    try {
      const id = await saveNew(h, product, 2);
      await readyView(h, id);
      // The other views' request has arrived and is held: FRONT is READY, BACK still PENDING.
      await waitUntil('the request for the other views', () => (stand.calls.length === before + 2 ? true : undefined));
      const r = await h.gql(VIEWS_OF, { id });
      expect(r.data.configuration).toEqual({ front: { status: 'READY' }, back: { status: 'PENDING' } });
      expect(stand.calls.slice(before)).toEqual([['FRONT'], ['RIGHT', 'LEFT', 'BACK']]);
      release();
      await readyView(h, id, 'BACK');
    } finally {
      release();
      stand.holdRest = null;
    }
  });

  it('draws the view asked for first when it is not FRONT', async () => {
    const before = stand.calls.length;
    const id = await saveNew(h, product, 3);
    await readyView(h, id, 'BACK');
    await readyView(h, id, 'LEFT');
    expect(stand.calls.slice(before)).toEqual([['BACK'], ['FRONT', 'RIGHT', 'LEFT']]);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('two gateways on one PostgreSQL database (issue 16)', () => {
  let a: Harness;
  let b: App;
  let bDataDir: string;
  let stand: Stand;
  let product: { styleId: string; location: string };
  let admin: pg.Client;

  /** The backend pids of gateway B's LISTEN session. */
  async function listenerPids(): Promise<number[]> {
    const r = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    return r.rows.map((row) => row.pid);
  }

  beforeAll(async () => {
    stand = await startRenderStand();
    // A serves the API with its render worker off; B runs the only render worker.
    a = await startHarness({ env: { RENDER_WORKER: 'off', ...renderEnv(stand) } });
    bDataDir = mkdtempSync(join(tmpdir(), 'tas-gw-b-'));
    b = await buildApp({
      logger: false,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: bDataDir,
        LOG_LEVEL: 'silent',
        DEALER_ENTRY_SECRET: ENTRY_SECRET,
        DATABASE_URL: a.built.config.DATABASE_URL,
        RENDER_WORKER: 'on',
        ...renderEnv(stand),
      },
    });
    admin = new pg.Client({ connectionString: a.built.config.DATABASE_URL });
    await admin.connect();
    product = await numberedProduct(a);
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await b?.close();
    await a?.close();
    if (bDataDir) rmSync(bDataDir, { recursive: true, force: true });
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it("a job queued on A wakes B's worker by NOTIFY, also after B's listening connection was cut", async () => {
    expect(await listenerPids()).toHaveLength(1);
    const notifiedBefore = b.jobs!.wakeCounts().notified;
    const first = await saveNew(a, product, 101);
    await readyView(a, first);
    // B never enqueued: only the NOTIFY of A's transaction can have woken it.
    expect(b.jobs!.wakeCounts()).toEqual({ local: 0, notified: notifiedBefore + 1 });

    const [cut] = await listenerPids();
    await admin.query('SELECT pg_terminate_backend($1)', [cut]);
    const [again] = await waitUntil('B to listen again', async () => {
      const pids = await listenerPids();
      return pids.length === 1 && pids[0] !== cut ? pids : undefined;
    });
    expect(again).not.toBe(cut);
    const second = await saveNew(a, product, 102);
    await readyView(a, second);
    expect(b.jobs!.wakeCounts().local).toBe(0);
    // The catch-up wake-up when B listened again, then the NOTIFY of the second job.
    await waitUntil('the NOTIFY of the second job', () =>
      b.jobs!.wakeCounts().notified === notifiedBefore + 3 ? true : undefined,
    );
  });
});
