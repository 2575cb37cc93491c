/**
 * The jobs that keep a store's times without anyone watching: a store opens at its opening (and
 * emails its contacts), reminds the contacts who have not ordered three days and one day before
 * its advertised close, and closes at its hard close (and emails its buyers) (`store-clock`), and a pay-later order is reminded once before its due
 * date and expires at it (`store-order-clock`). Each job is sent in the transaction that set the
 * time, to start at that time (pg-boss `startAfter`), with a deadline for its run
 * (`expireInSeconds`) and retries; its work re-reads the time, so a job whose time moved since it
 * was sent does nothing (the move sent another).
 */
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/index.js';
import type { Jobs } from '../../plugins/jobs.js';

/** The store's job queues (its kind's `queues`, made at start). */
export const STORE_QUEUES = {
  /** A store opening, closing or reminding at its time. */
  clock: 'store-clock',
  /** A pay-later order's reminder and expiry at their times. */
  orderClock: 'store-order-clock',
} as const;

/** What a `store-clock` job does: open, close, or remind `n` days before the advertised close. */
export type StoreClockMove = 'open' | 'close' | 'closes-in-3-days' | 'closes-in-1-day';
export type StoreClockJob = { storeId: number; move: StoreClockMove };
export type StoreOrderClockJob = { orderId: number; step: 'remind' | 'expire' };

/** How long one run of a store job may take before pg-boss fails it (and retries). */
export const STORE_JOB_DEADLINE_SECONDS = 60;

/** A store job's deadline and retries. */
const RUNS = { expireInSeconds: STORE_JOB_DEADLINE_SECONDS, retryLimit: 5, retryDelay: 30, retryBackoff: true };

const options = (at: Date): PgBoss.SendOptions => ({ startAfter: at, ...RUNS });

/** The store jobs over `jobs` (null: no queue, nothing is sent: tests and tools without pg-boss). */
export function storeJobs(jobs: Jobs | null) {
  return {
    /** Sends the job that moves or reminds store `storeId` (`move`) at `at`, in `trx`. */
    async clock(trx: Executor, storeId: number, move: StoreClockMove, at: Date): Promise<void> {
      if (jobs)
        await jobs.sendInTransaction(trx, STORE_QUEUES.clock, { storeId, move } satisfies StoreClockJob, options(at));
    },
    /**
     * Sends the jobs that remind (`remind`) or expire (`expire`) order `orderId`, each at its
     * `at` (times to come), in `trx`: one statement, no worker woken before they are due.
     */
    async orderClocks(
      trx: Executor,
      orderId: number,
      steps: readonly { step: 'remind' | 'expire'; at: Date }[],
    ): Promise<void> {
      if (jobs)
        await jobs.sendLaterInTransaction(
          trx,
          STORE_QUEUES.orderClock,
          steps.map(({ step, at }) => ({
            data: { orderId, step } satisfies StoreOrderClockJob,
            startAfter: at,
            ...RUNS,
          })),
        );
    },
  };
}

export type StoreJobs = ReturnType<typeof storeJobs>;
