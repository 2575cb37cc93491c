/**
 * Two gateways on one PostgreSQL database: a render job queued on one wakes
 * the other's render worker by NOTIFY, also after its listening connection was cut. PostgreSQL
 * only (PGlite is one process): gateway/vitest.config.ts runs this file only when DATABASE_URL is
 * set, and scripts/test.mjs fails the PostgreSQL pass when it ran no test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { LISTENER_APPLICATION_NAME } from '../src/plugins/job-wakeups.js';
import { ENTRY_SECRET, startHarness, type Harness } from './harness.js';
import { waitUntil } from './processes.js';
import { numberedProduct, readyView, renderEnv, saveNew, startRenderStand, type Stand } from './render-stand.js';

describe('two gateways on one PostgreSQL database', () => {
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
