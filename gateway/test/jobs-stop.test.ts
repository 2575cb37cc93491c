/**
 * Stopping the job workers while a job runs (the CI run of 2026-11-29 ended on an unhandled
 * "Cannot use a pool after calling end on the pool": pg-boss failed a job after the gateway had
 * closed its database). Each test closes the database right after `stop()`, as `app.close()` does.
 * On PostgreSQL (DATABASE_URL) a statement on the closed pool rejects; PGlite's never answers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/index.js';
import { QUEUES, startJobs } from '../src/plugins/jobs.js';
import { freshPostgres } from './harness.js';

/** A handler that tells when it started and waits to be let go. */
function heldHandler(outcome: 'return' | 'throw') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: (jobId: string) => void;
  const running = new Promise<string>((resolve) => (started = resolve));
  let settled!: () => void;
  const finished = new Promise<void>((resolve) => (settled = resolve));
  const handler = async (job: { id: string }) => {
    started(job.id);
    try {
      await released;
      if (outcome === 'throw') throw new Error('the database went away under this job');
    } finally {
      settled();
    }
  };
  return { handler, release, running, finished };
}

async function jobState(db: DatabaseHandle, id: string): Promise<string> {
  const { rows } = await db.execute('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [id]);
  return (rows[0] as { state: string }).state;
}

/** An empty database: a fresh one on DATABASE_URL's server, else PGlite in memory. */
async function emptyDatabase(): Promise<{ db: DatabaseHandle; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { db: await openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
  const fresh = await freshPostgres(baseUrl);
  return { db: await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' }), drop: fresh.drop };
}

describe('stopping the job workers with a job running', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let drop = async () => undefined as void;
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
    await drop();
  });

  /** Jobs on an empty database with `stopGraceMs`, one notice job running in a held handler. */
  async function runningJob(stopGraceMs: number, outcome: 'return' | 'throw') {
    const { db, drop: dropDatabase } = await emptyDatabase();
    drop = dropDatabase;
    const jobs = await startJobs(db, { stopGraceMs });
    const held = heldHandler(outcome);
    await jobs.work(QUEUES.notices, { pollingIntervalSeconds: 0.5 }, held.handler);
    const id = (await jobs.boss.send(QUEUES.notices, { outcome }))!;
    jobs.wake(QUEUES.notices);
    expect(await held.running).toBe(id);
    return { db, jobs, held, id };
  }

  it('lets a job that ends within the grace complete before stop() resolves', async () => {
    const { db, jobs, held, id } = await runningJob(60_000, 'return');

    const stopping = jobs.stop();
    held.release();
    await stopping;
    expect(await jobState(db, id)).toBe('completed');
    await db.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });

  it('fails a job still running after the grace back to its queue and drops its late end once the database is closed', async () => {
    const { db, jobs, held, id } = await runningJob(1000, 'throw');

    await jobs.stop();
    expect(await jobState(db, id)).toBe('retry');
    await db.close();
    // The job's handler ends after the close; pg-boss fails it without awaiting the statement.
    held.release();
    await held.finished;
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});
