/**
 * The workers of the `upload-sweep` and `blob-collect` jobs (blob-collection.ts), which pg-boss
 * sends on their cron schedules (set here at start: every gateway sets the same, pg-boss sends one
 * job per tick to one gateway). Runs in the gateway when BLOB_COLLECT_WORKER=on.
 */
import type { Jobs } from '../../plugins/jobs.js';
import { COLLECT_CRON, SWEEP_CRON, type BlobCollection } from './blob-collection.js';

/** How often an idle worker looks for a job, s (the jobs come every few minutes at most). */
const POLL_SECONDS = 15;

/**
 * Schedules the jobs and starts their workers; `queues`: their names (plugins/jobs.ts `QUEUES`
 * `uploadSweep` and `blobCollect`, created at start).
 */
export async function startBlobCollectionWorker(
  jobs: Jobs,
  collection: BlobCollection,
  queues: { uploadSweep: string; blobCollect: string },
  log: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void = () => undefined,
): Promise<void> {
  await jobs.boss.schedule(queues.uploadSweep, SWEEP_CRON);
  await jobs.boss.schedule(queues.blobCollect, COLLECT_CRON);
  await jobs.work(queues.uploadSweep, { pollingIntervalSeconds: POLL_SECONDS, listen: false }, async () => {
    const staged = await collection.sweepStaged();
    if (staged) log('info', 'expired uploads swept', { staged });
  });
  await jobs.work(queues.blobCollect, { pollingIntervalSeconds: POLL_SECONDS, listen: false }, async () => {
    const counts = await collection.collect();
    if (counts.staged || counts.files) log('info', 'unreferenced files collected', { ...counts });
  });
}
