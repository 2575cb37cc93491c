/**
 * The workers of the store jobs (store-jobs.ts): a store opening or closing at its time (with
 * their emails), its reminders before the advertised close, a
 * pay-later order's reminder and expiry. Each job's work re-reads the time it is for (nothing
 * happens when that moved), runs within the job's deadline, and a throw retries it. Runs in the
 * gateway when STORE_WORKER=on.
 */
import type { Jobs } from '../../plugins/jobs.js';
import { STORE_QUEUES, type StoreClockJob, type StoreOrderClockJob } from './store-jobs.js';
import type { StoresService } from './stores.service.js';

/** How often an idle worker looks for a job whose time came, s. */
const POLL_SECONDS = 5;

export async function startStoreWorkers(
  jobs: Jobs,
  stores: StoresService,
  log: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void = () => undefined,
  /** Called after a job changed what a store's page shows (the page cache's bump). */
  changed: () => Promise<void> = async () => undefined,
): Promise<void> {
  await jobs.work<StoreClockJob>(
    STORE_QUEUES.clock,
    { pollingIntervalSeconds: POLL_SECONDS, listen: false },
    async (job) => {
      if (await stores.runClock(job.data.storeId, job.data.move)) {
        await changed();
        log('info', `store clock ${job.data.move} done`, { storeId: job.data.storeId });
      }
    },
  );
  await jobs.work<StoreOrderClockJob>(
    STORE_QUEUES.orderClock,
    { pollingIntervalSeconds: POLL_SECONDS, listen: false },
    async (job) => {
      const done =
        job.data.step === 'expire'
          ? await stores.orders.expireWhenDue(job.data.orderId)
          : await stores.orders.remind(job.data.orderId);
      if (done && job.data.step === 'expire') await changed();
      if (done)
        log('info', `store order ${job.data.step === 'expire' ? 'expired' : 'reminded'}`, {
          orderId: job.data.orderId,
        });
    },
  );
}
