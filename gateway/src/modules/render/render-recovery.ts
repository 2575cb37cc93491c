/**
 * Crash recovery of render work: what a dead worker left behind goes back on the queue.
 */
import type { Db } from '../../db/index.js';
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { RenderLog } from './render-queue.js';
import * as repo from './render.repository.js';

export function renderRecovery(
  db: Db,
  deps: {
    jobs: Jobs | null;
    /** Gives PDF jobs that lost their pg-boss job a fresh one (pdf-jobs.service.ts). */
    requeuePdfJobs: (ids: number[]) => Promise<void>;
    log: RenderLog;
  },
) {
  return {
    /**
     * Crash recovery: puts back on the queue render work a dead worker left behind.
     * `staleAfterSeconds` (RENDER_RECOVER_AFTER_SECONDS) > 0: only work older than that; 0: all
     * work in flight (call it before this process's worker starts, with one worker in all).
     *
     * 1. pg-boss render jobs active since before the threshold are failed, so pg-boss retries them
     *    (or ends them when no retry is left).
     * 2. PDF jobs QUEUED/RUNNING without an unfinished pg-boss job get a fresh one (QUEUED).
     * 3. PENDING snapshots older than the threshold with no unfinished snapshot job are deleted,
     *    so the next ask queues them again (their spec lives only in the job).
     *
     * Returns how many of each were recovered.
     */
    async recover(staleAfterSeconds: number): Promise<{ jobs: number; pdfJobs: number; snapshots: number }> {
      const { jobs, log } = deps;
      if (!jobs) return { jobs: 0, pdfJobs: 0, snapshots: 0 };
      const cutoff = new Date(Date.now() - staleAfterSeconds * 1000);
      const stale = (await jobs.inFlight(QUEUES.render)).filter(
        (j) => j.state === 'active' && (staleAfterSeconds === 0 || (j.startedOn !== null && j.startedOn < cutoff)),
      );
      for (const j of stale)
        await jobs.boss.fail(QUEUES.render, j.id, { message: 'the worker running this job stopped' });

      const live = await jobs.inFlight(QUEUES.render);
      const livePdf = new Set(live.filter((j) => j.data.kind === 'pdf').map((j) => Number(j.data.renderJobId)));
      const liveHashes = new Set(live.filter((j) => j.data.kind === 'snapshots').map((j) => String(j.data.renderHash)));

      const orphans = (await repo.activePdfJobIds(db)).filter((id) => !livePdf.has(id));
      await deps.requeuePdfJobs(orphans);

      const pending = await repo.pendingSnapshots(db, staleAfterSeconds > 0 ? cutoff : undefined);
      const abandoned = pending.filter((r) => !liveHashes.has(r.render_hash)).map((r) => r.id);
      await repo.deletePendingSnapshots(db, abandoned);

      const counts = { jobs: stale.length, pdfJobs: orphans.length, snapshots: abandoned.length };
      if (counts.jobs || counts.pdfJobs || counts.snapshots) log('warn', 'recovered abandoned render work', counts);
      return counts;
    },
  };
}
