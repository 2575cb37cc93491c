/**
 * The notice delivery worker: takes `notice-delivery` jobs and sends each
 * notice through the SMTP server (notices.service.ts). A failed attempt throws so that pg-boss
 * retries it with exponential back-off; on the last attempt the notice is FAILED instead. Runs
 * in the gateway when `NOTICE_WORKER=on` and `SMTP_URL` is set.
 */
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { NoticeDeliveryJobData, NoticesService } from './notices.service.js';

export async function startNoticeDeliveryWorker(jobs: Jobs, notices: NoticesService): Promise<void> {
  await jobs.work<NoticeDeliveryJobData>(QUEUES.notices, { pollingIntervalSeconds: 1 }, async (job) => {
    const lastAttempt = job.retryCount >= job.retryLimit;
    const outcome = await notices.deliver(job.data.noticeId, lastAttempt);
    if (outcome === 'retry') throw new Error(`notice ${job.data.noticeId}: delivery failed, retrying`);
  });
}
