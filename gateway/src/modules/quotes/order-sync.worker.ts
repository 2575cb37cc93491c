/**
 * The order-sync worker (D10): takes `order-sync` jobs and delivers each order to the dealer's
 * webhook. A failed delivery throws so that pg-boss retries it with exponential back-off
 * (retryLimit / retryDelay / retryBackoff set when the job is sent); on the last attempt the
 * order is marked FAILED instead. Runs in the gateway when ORDER_SYNC_WORKER=on.
 */
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { Services } from '../../services.js';
import type { OrderSyncJobData } from './orders.service.js';

export async function startOrderSyncWorker(jobs: Jobs, services: Services): Promise<void> {
  await jobs.boss.work<OrderSyncJobData>(
    QUEUES.orderSync,
    { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const lastAttempt = job.retryCount >= job.retryLimit;
      const outcome = await services.orders.syncOrder(job.data.orderId, lastAttempt);
      if (outcome === 'retry') throw new Error(`order ${job.data.orderId}: delivery failed, retrying`);
    },
  );
}
