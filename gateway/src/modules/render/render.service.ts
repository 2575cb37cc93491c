/**
 * Snapshots and render jobs (C5, R1, R2, P7), composed of the render module's parts: the shared
 * queue and budget (render-queue.ts), snapshots (snapshots.service.ts), PDF exports
 * (pdf-jobs.service.ts) and the recovery of abandoned work (render-recovery.ts), with every
 * statement in render.repository.ts.
 *
 * Limits: new snapshot renders and PDF exports are counted per client address, apart
 * (RENDER_RATE_LIMIT and RENDER_PDF_RATE_LIMIT per RENDER_RATE_WINDOW_SECONDS; in Redis when
 * REDIS_URL is set), and the snapshots a print grant's page asks for per grant
 * (RENDER_PRINT_PAGE_LIMIT); a project has at most RENDER_PDF_JOBS_PER_PROJECT QUEUED/RUNNING PDF
 * jobs. Transient failures are retried by
 * pg-boss (RENDER_RETRY_LIMIT, RENDER_RETRY_DELAY_SECONDS doubling); work abandoned by a dead
 * worker is queued again by `recover`.
 */
import type { Db } from '../../db/index.js';
import type { Jobs } from '../../plugins/jobs.js';
import { renderHashOf } from '../configurations/index.js';
import { pdfJobsService, type PdfJobsDeps } from './pdf-jobs.service.js';
import * as repo from './render.repository.js';
import { renderBudgets, renderQueue, type RenderLimiterFactory, type RenderLog } from './render-queue.js';
import { renderRecovery } from './render-recovery.js';
import { snapshotsService } from './snapshots.service.js';

export { renderHashOf };
export type { PdfSource, RenderCaller } from './pdf-jobs.service.js';
export type { Attempt, RenderJobData, RenderSettings } from './render-queue.js';
export { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH, VIEWS, type RenderRequester } from './snapshots.service.js';

export function renderService(
  db: Db,
  /** What PDF jobs need that the render service does not make itself (pdf-jobs.service.ts), and: */
  deps: Pick<PdfJobsDeps, 'client' | 'blobs' | 'projects' | 'printGrants' | 'config' | 'settings'> & {
    jobs: Jobs | null;
    log?: RenderLog;
    /** Makes the render counter (in Redis when REDIS_URL is set); default in memory. */
    limiter?: RenderLimiterFactory;
  },
) {
  const log: RenderLog = deps.log ?? (() => undefined);
  const queue = renderQueue(deps.jobs, deps.settings);
  const budgets = renderBudgets(deps.settings, deps.limiter);
  const snapshots = snapshotsService(db, {
    queue,
    allow: budgets.snapshot,
    client: deps.client,
    blobs: deps.blobs,
    log,
  });
  const pdfJobs = pdfJobsService(db, { ...deps, queue, allow: budgets.pdf, snapshots, log });
  const recovery = renderRecovery(db, { jobs: deps.jobs, requeuePdfJobs: pdfJobs.requeuePdfJobs, log });
  return {
    snapshots: snapshots.snapshots.bind(snapshots),
    snapshot: snapshots.snapshot.bind(snapshots),
    renderSnapshots: snapshots.renderSnapshots,
    runSnapshotJob: snapshots.runSnapshotJob.bind(snapshots),
    exportPdf: pdfJobs.exportPdf.bind(pdfJobs),
    jobFor: pdfJobs.jobFor.bind(pdfJobs),
    sharedPdf: pdfJobs.sharedPdf,
    requestSharedPdf: pdfJobs.requestSharedPdf,
    runPdfJob: pdfJobs.runPdfJob.bind(pdfJobs),
    queueProofPdf: pdfJobs.queueProofPdf.bind(pdfJobs),
    queueQuotePdf: pdfJobs.queueQuotePdf.bind(pdfJobs),
    queuePagePdf: pdfJobs.queuePagePdf.bind(pdfJobs),
    wakePdfJobs: pdfJobs.wake,
    /** The render job `id` (any dealer's: the caller checks access); undefined when there is none. */
    jobById: (id: number) => repo.renderJobById(db, id),
    recover: recovery.recover.bind(recovery),
  };
}

export type RenderService = ReturnType<typeof renderService>;
