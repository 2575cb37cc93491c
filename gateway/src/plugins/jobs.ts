/**
 * pg-boss on the application database (PRODUCT.md "Jobs"): render jobs now, order sync later.
 * On PGlite, pg-boss talks through the same single-session pool as Kysely. Jobs are enqueued
 * inside the transaction of the change that needs them (`sendInTransaction`).
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/index.js';
import { executorSql } from '../db/index.js';

export const QUEUES = { render: 'render', orderSync: 'order-sync' } as const;

/** A job of a queue that is not finished: waiting (`created`, `retry`) or running (`active`). */
export interface InFlightJob {
  id: string;
  state: 'created' | 'retry' | 'active';
  data: Record<string, unknown>;
  /** When the running attempt started; null while waiting. */
  startedOn: Date | null;
}

export interface Jobs {
  boss: PgBoss;
  /**
   * Enqueues `data` on `queue` as part of `trx` (committed or rolled back with it); `options`
   * (retryLimit, retryDelay, retryBackoff, ...) override the queue's. Returns the job id.
   */
  sendInTransaction(trx: Executor, queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Every unfinished job of `queue` (crash recovery reads it). pg-boss 10 has no API that lists
   * jobs by state, so this reads its `job` table.
   */
  inFlight(queue: string): Promise<InFlightJob[]>;
  stop(): Promise<void>;
}

export async function startJobs(handle: DatabaseHandle): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.execute(text, values) },
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
  for (const queue of Object.values(QUEUES)) {
    await boss.createQueue(queue, { name: queue, retryLimit: 2, retryDelay: 2, retryBackoff: true });
  }
  return {
    boss,
    sendInTransaction: (trx, queue, data, options) =>
      boss.send(queue, data, { ...options, db: executorSql(trx) } as PgBoss.SendOptions),
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
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
