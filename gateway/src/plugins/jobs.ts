/**
 * pg-boss on the application database (PRODUCT.md "Jobs"): render jobs, order sync (D10), notice delivery,
 * and the periodic sweep of staged uploads and collection of unreferenced files (cron schedules).
 * On PGlite, pg-boss talks through the same single-session pool as Kysely. Jobs are enqueued
 * inside the transaction of the change that needs them (`sendInTransaction`).
 *
 * Wake-ups: a worker started with {@link Jobs.work} takes a queued job at
 * once instead of finding it at its next poll. In this process the code that enqueued calls
 * {@link Jobs.wake} after its transaction commits (pg-boss's `notifyWorker`); on PostgreSQL the
 * enqueuing transaction also sends a NOTIFY that wakes the workers of every other gateway
 * (job-wakeups.ts). A worker that finished a job looks for the next one at once; polling
 * (`pollingIntervalSeconds`) remains the fallback, e.g. for retries whose delay has passed.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/index.js';
import { executorSql } from '../db/index.js';
import { listenForJobWakeups, WAKE_CHANNEL, type JobWakeListener } from './job-wakeups.js';

export const QUEUES = {
  render: 'render',
  orderSync: 'order-sync',
  notices: 'notice-delivery',
  /** Staged uploads past their hour (modules/files/blob-collection.ts), scheduled by cron. */
  uploadSweep: 'upload-sweep',
  /** Files no row refers to (modules/files/blob-collection.ts), scheduled by cron. */
  blobCollect: 'blob-collect',
} as const;

/** A job of a queue that is not finished: waiting (`created`, `retry`) or running (`active`). */
export interface InFlightJob {
  id: string;
  state: 'created' | 'retry' | 'active';
  data: Record<string, unknown>;
  /** When the running attempt started; null while waiting. */
  startedOn: Date | null;
}

/** How often this process's workers were woken (tests, logs). */
export interface WakeCounts {
  /** By {@link Jobs.wake} in this process. */
  local: number;
  /** By a NOTIFY from any gateway (PostgreSQL), including a reconnected listener's catch-up. */
  notified: number;
}

export interface Jobs {
  boss: PgBoss;
  /**
   * Enqueues `data` on `queue` as part of `trx` (committed or rolled back with it); `options`
   * (retryLimit, retryDelay, retryBackoff, ...) override the queue's. Returns the job id. On
   * PostgreSQL the transaction also notifies every gateway's workers of `queue` (at commit);
   * call {@link Jobs.wake} after the commit to wake this process's own at once.
   */
  sendInTransaction(trx: Executor, queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Enqueues jobs of `queue` that start later (each at its `startAfter`, a time to come) as part
   * of `trx`, in one statement; `expireInSeconds`, `retryLimit`, `retryDelay` and `retryBackoff`
   * as {@link sendInTransaction}'s options. No workers are notified: none could take them now,
   * and the workers' polling finds them when they are due.
   */
  sendLaterInTransaction(
    trx: Executor,
    queue: string,
    jobs: readonly {
      data: object;
      startAfter: Date;
      expireInSeconds?: number;
      retryLimit?: number;
      retryDelay?: number;
      retryBackoff?: boolean;
    }[],
  ): Promise<void>;
  /**
   * Starts one worker of `queue` that runs `handler` on one job at a time (a throw fails the job:
   * pg-boss retries it by its retry options). It is woken when a job is queued (see above) and
   * polls every `pollingIntervalSeconds` (at least 0.5) as a fallback. On PostgreSQL the first
   * worker starts the NOTIFY listener and resolves once it listens (or its first try failed);
   * `listen: false` leaves it out (a worker of scheduled jobs, which nobody queues in a
   * transaction: it polls, and {@link Jobs.wake} still wakes it in this process).
   */
  work<T extends object>(
    queue: string,
    options: { pollingIntervalSeconds: number; listen?: boolean },
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ): Promise<void>;
  /** Wakes this process's workers of `queue` (after the commit of a transaction that enqueued). */
  wake(queue: string): void;
  wakeCounts(): WakeCounts;
  /**
   * Every unfinished job of `queue` (crash recovery reads it). pg-boss 10 has no API that lists
   * jobs by state, so this reads its `job` table.
   */
  inFlight(queue: string): Promise<InFlightJob[]>;
  /**
   * Stops every worker of this process: a running job has the grace (`stopGraceMs`) to finish;
   * one still running then is failed back to its queue (pg-boss retries it, here or on another
   * gateway). Resolves once pg-boss's statements have answered, so the database can close; a
   * statement pg-boss issues later (the late completion of a job already failed back) is dropped.
   */
  stop(): Promise<void>;
}

/** How long {@link Jobs.stop} lets a running job finish before failing it back, ms. */
export const STOP_GRACE_MS = 5_000;

/**
 * Starts pg-boss on `handle`'s database. `listenUrl` (the DATABASE_URL of a PostgreSQL handle)
 * is where workers LISTEN for wake-ups from other processes; `log` gets listener losses.
 */
export async function startJobs(
  handle: DatabaseHandle,
  opts: {
    listenUrl?: string | undefined;
    log?: (msg: string) => void;
    stopGraceMs?: number;
    /** The queues of the project kinds' own jobs (`ProjectKind.queues`), made beside `QUEUES`. */
    queues?: readonly string[];
  } = {},
): Promise<Jobs> {
  const statements = trackedStatements(handle);
  const boss = new PgBoss({
    db: { executeSql: statements.executeSql },
    schema: 'pgboss',
    // Maintenance and monitoring every minute is plenty for an embedded database.
    maintenanceIntervalSeconds: 60,
    monitorStateIntervalSeconds: 60,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err: Error) => {
    // pg-boss reports transient polling errors here; they must not crash the process.
    console.error('[jobs]', err.message);
  });
  await boss.start();
  for (const queue of [...Object.values(QUEUES), ...(opts.queues ?? [])]) {
    await boss.createQueue(queue, { name: queue, retryLimit: 2, retryDelay: 2, retryBackoff: true });
  }
  const notifies = handle.kind === 'postgres';
  /** Ids of this process's workers, by queue. */
  const workers = new Map<string, string[]>();
  const counts: WakeCounts = { local: 0, notified: 0 };
  let listener: JobWakeListener | null = null;
  const wakeWorkers = (queue: string | null) => {
    for (const [name, ids] of workers)
      if (queue === null || name === queue) for (const id of ids) boss.notifyWorker(id);
  };
  return {
    boss,
    async sendInTransaction(trx, queue, data, options) {
      const sql = executorSql(trx);
      const id = await boss.send(queue, data, { ...options, db: sql } as PgBoss.SendOptions);
      if (notifies) await sql.executeSql('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, queue]);
      return id;
    },
    async sendLaterInTransaction(trx, queue, jobs) {
      if (!jobs.length) return;
      await boss.insert(
        jobs.map((j) => ({ ...j, name: queue })),
        { db: executorSql(trx) } as PgBoss.InsertOptions,
      );
    },
    async work<T extends object>(
      queue: string,
      options: { pollingIntervalSeconds: number; listen?: boolean },
      handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
    ) {
      if (notifies && opts.listenUrl && !listener && options.listen !== false) {
        listener = listenForJobWakeups(
          opts.listenUrl,
          (name) => {
            counts.notified += 1;
            wakeWorkers(name);
          },
          opts.log ?? ((msg) => console.error('[jobs]', msg)),
        );
        await listener.ready;
      }
      let id = '';
      id = await boss.work<T>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job);
          } finally {
            // Busy: look for the next job at once rather than after a polling interval.
            boss.notifyWorker(id);
          }
        },
      );
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    wake(queue) {
      counts.local += 1;
      wakeWorkers(queue);
    },
    wakeCounts: () => ({ ...counts }),
    async inFlight(queue) {
      const { rows } = await handle.execute(
        `SELECT id::text AS id, state::text AS state, data, started_on
           FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        [queue],
      );
      return (
        rows as { id: string; state: InFlightJob['state']; data: unknown; started_on: Date | string | null }[]
      ).map((r) => ({
        id: r.id,
        state: r.state,
        data: (typeof r.data === 'string' ? JSON.parse(r.data) : (r.data ?? {})) as Record<string, unknown>,
        startedOn: r.started_on === null ? null : new Date(r.started_on),
      }));
    },
    async stop() {
      await listener?.stop();
      await boss.stop({ graceful: true, timeout: opts.stopGraceMs ?? STOP_GRACE_MS });
      await statements.drain();
    },
  };
}

/**
 * pg-boss's way to the database, with its statements in flight counted. pg-boss completes or
 * fails a job without awaiting it, after the handler settles, and a handler still running when
 * `stop` gives up ends after that; such a statement on a closed pool would be an unhandled
 * rejection (CI, 2026-11-29). `drain` waits for the statements issued so far and closes the way:
 * later ones never answer (nothing awaits them: the job was failed back by then).
 */
function trackedStatements(handle: DatabaseHandle) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (closed) return new Promise(() => undefined);
      const run = handle.execute(text, values);
      const done = () => inFlight.delete(run);
      run.then(done, done);
      inFlight.add(run);
      return run;
    },
    async drain() {
      // A handler that just settled gets its completion issued before the way closes.
      await new Promise((resolve) => setImmediate(resolve));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}
