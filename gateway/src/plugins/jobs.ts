/**
 * pg-boss on the application database (PRODUCT.md "Jobs"): render jobs now, order sync later.
 * On PGlite, pg-boss talks through the same single-session pool as Kysely. Jobs are enqueued
 * inside the transaction of the change that needs them (`sendInTransaction`).
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/index.js';
import { executorSql } from '../db/index.js';

export const QUEUES = { render: 'render', orderSync: 'order-sync' } as const;

export interface Jobs {
  boss: PgBoss;
  /** Enqueues `data` on `queue` as part of `trx` (committed or rolled back with it). */
  sendInTransaction(trx: Executor, queue: string, data: object): Promise<string | null>;
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
    sendInTransaction: (trx, queue, data) => boss.send(queue, data, { db: executorSql(trx) } as PgBoss.SendOptions),
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
