/**
 * Snapshots and render jobs (C5, R1, R2, P7). A snapshot is keyed by the content hash of its
 * RenderSpec (plus view and size), so identical configurations share their pictures. Asking
 * for a missing snapshot inserts PENDING rows for every view and queues one render job, which
 * wakes a render worker at once (issue 16); the worker calls the render service and stores the
 * PNGs in the blob store, the view asked for first (one request), then the others (another).
 *
 * Limits (issue 6): new snapshot renders and PDF exports are counted per client address
 * (RENDER_RATE_LIMIT per RENDER_RATE_WINDOW_SECONDS, in memory); a project has at most
 * RENDER_PDF_JOBS_PER_PROJECT QUEUED/RUNNING PDF jobs. Transient failures are retried by pg-boss
 * (RENDER_RETRY_LIMIT, RENDER_RETRY_DELAY_SECONDS doubling); work abandoned by a dead worker is
 * queued again by {@link RenderService.recover}.
 */
import type DataLoader from 'dataloader';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/index.js';
import type { ProjectTypeValue, RenderJobRow, SnapshotRow } from '../../db/types.js';
import { BadUserInputError, NotFoundError, RateLimitedError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { addressKey } from '../../lib/client-address.js';
import { safeFilename } from '../../lib/filename.js';
import { parseId } from '../../lib/row-id.js';
import * as repo from './render.repository.js';
import { snapshotKey } from './snapshot-key.js';
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { BlobStore } from '../../plugins/files.js';
import { renderHashOf, type HashedSpec, type RenderSpec } from '../configurations/configurations.service.js';
import { projectNoun, type ProjectsService } from '../projects/projects.service.js';
import { PRINT_TOKEN_FRAGMENT, redactPrintTokens, type PrintGrants } from './print-grants.js';
import { RenderCallError, type RenderClient, type ViewName } from './render-client.js';

export const VIEWS: ViewName[] = ['FRONT', 'RIGHT', 'LEFT', 'BACK'];
/** Snapshot size (section 9), px. */
export const SNAPSHOT_WIDTH = 470;
export const SNAPSHOT_HEIGHT = 588;
/** A FAILED snapshot is retried when asked for again after this long, ms. */
const RETRY_FAILED_AFTER_MS = 30_000;

export type RenderJobData =
  | {
      kind: 'snapshots';
      renderHash: string;
      spec: RenderSpec;
      width: number;
      height: number;
      /** The view asked for: drawn and stored before the others (absent in older jobs). */
      firstView?: ViewName;
    }
  | { kind: 'pdf'; renderJobId: number };

/** Who asks for a render: the client address counts new renders (issue 6 limits). */
export interface RenderRequester {
  ip: string;
  /** The request's loaders (the GraphQL context has them): the first look is batched. */
  loaders?: { snapshot: DataLoader<string, SnapshotRow | null> };
}

/**
 * Who asks for a render job (the GraphQL context fits): the caller (lib/caller.ts) and the client
 * address. Render jobs are their project's dealer's, and a passcode session's of that project (A4, A5).
 */
export interface RenderCaller extends RenderRequester {
  caller: Caller;
}

/** Where a pg-boss attempt stands: the last one marks the work FAILED instead of retrying. */
export interface Attempt {
  lastAttempt: boolean;
}

export { renderHashOf };

/** Project types a PDF is printed of (P7), with their print page's path segment. */
const PRINT_PATHS: Partial<Record<ProjectTypeValue, string>> = { SNAPSHEET: 'snapsheets', PLAYBOOK: 'catalogs' };

/** What a PDF job prints of (the worker hands one to {@link RenderService.runPdfJob}). */
export interface PdfSource {
  /**
   * The specs of every product the print page of project `projectId` (row id, of `type`) shows:
   * a snapsheet's products, a playbook's products on its pages. Their snapshots are rendered
   * before printing.
   */
  specs(projectId: number, type: ProjectTypeValue): Promise<RenderSpec[]>;
}

/** Limits and retries of the render path (from Config, see config.ts). */
export interface RenderSettings {
  rateLimit: number;
  rateWindowSeconds: number;
  pdfJobsPerProject: number;
  /** Specs a PDF job draws at once before printing (the render service's warm pages). */
  pdfSnapshotConcurrency: number;
  retryLimit: number;
  retryDelaySeconds: number;
}

type Log = (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;

/** True when another attempt may succeed: render service unreachable/busy/5xx, or an unknown error. */
function isTransient(err: unknown): boolean {
  return err instanceof RenderCallError ? err.transient : true;
}

/** The message a failed render may show (never hosts, URLs or stack traces). */
function safeMessageOf(err: unknown, fallback: string): string {
  return err instanceof RenderCallError ? err.safeMessage : fallback;
}

export function renderService(
  db: Db,
  deps: {
    jobs: Jobs | null;
    blobs: BlobStore;
    client: RenderClient;
    /** Finds the project a caller may change (exports). */
    projects: Pick<ProjectsService, 'editable'>;
    /** Read grants of print pages (drafts print too). */
    printGrants: PrintGrants;
    /** Read at call time: tests set `publicUrl` after the app is built. */
    config: Pick<Config, 'publicUrl'>;
    settings: RenderSettings;
    log?: Log;
    /** Makes the render counter (issue 16: in Redis when REDIS_URL is set); default in memory. */
    limiter?: (opts: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;
  },
) {
  const { settings } = deps;
  const log: Log = deps.log ?? (() => undefined);
  const limiter = (deps.limiter ?? ((o) => new RateLimiterMemory(o)))({
    keyPrefix: 'render',
    points: settings.rateLimit,
    duration: settings.rateWindowSeconds,
  });
  /** Snapshot renders being queued right now, by hash and size: one queue per spec, one point. */
  const queueing = new Map<string, Promise<boolean>>();

  /**
   * Takes one render from `ip`'s budget; false when it is spent for this window. Counted by
   * `addressKey` like every other limit: an IPv6 client by its /64.
   */
  async function allow(ip: string): Promise<boolean> {
    try {
      await limiter.consume(ip ? addressKey(ip) : 'unknown');
      return true;
    } catch (res) {
      if (res instanceof Error) throw res;
      return false;
    }
  }

  const retryOptions = () => ({
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
  });

  async function send(trx: Executor, data: RenderJobData): Promise<void> {
    if (deps.jobs) await deps.jobs.sendInTransaction(trx, QUEUES.render, data, retryOptions());
  }

  /** Wakes this process's render workers; call it once the transaction that sent has committed. */
  function wakeWorkers(): void {
    deps.jobs?.wake(QUEUES.render);
  }

  /**
   * Records PENDING rows for every view of a spec that has none, and (unless `firstView` is
   * false: the caller draws them itself) queues one render job for them that draws `firstView`
   * first. Returns the hash.
   */
  async function queueSnapshots(
    spec: RenderSpec,
    width: number,
    height: number,
    firstView: ViewName | false,
    renderHash = renderHashOf(spec),
  ): Promise<string> {
    const queued = await db.transaction().execute(async (trx) => {
      const inserted = await repo.insertPendingSnapshots(trx, renderHash, VIEWS, width, height);
      if (firstView === false || !inserted.length) return false;
      await send(trx, { kind: 'snapshots', renderHash, spec, width, height, firstView });
      return true;
    });
    if (queued) wakeWorkers();
    return renderHash;
  }

  /**
   * Renders and stores the views of a spec not stored yet (worker side). With `firstView` among
   * them, that view is drawn and stored first (one render-service request), then the others
   * (another); otherwise all in one request. Idempotent: does nothing when all views are already
   * stored (a queued job may find them drawn by a PDF export). On a failure the views not stored
   * stay PENDING while another attempt will follow (a transient error, not the last attempt) and
   * turn FAILED (with a safe message) otherwise; the error is rethrown.
   */
  async function renderSnapshots(
    spec: RenderSpec,
    width: number,
    height: number,
    attempt: Attempt = { lastAttempt: true },
    firstView?: ViewName,
    renderHash = renderHashOf(spec),
  ): Promise<void> {
    const stored = await repo.readyViewsOf(db, renderHash, width, height);
    const missing = VIEWS.filter((v) => !stored.has(v));
    if (!missing.length) return;
    const batches =
      firstView && missing.includes(firstView) && missing.length > 1
        ? [[firstView], missing.filter((v) => v !== firstView)]
        : [missing];
    try {
      for (const views of batches) await storeShots(await deps.client.snapshots(spec, views, width, height));
    } catch (err) {
      if (attempt.lastAttempt || !isTransient(err)) {
        const message = safeMessageOf(err, 'The picture could not be made');
        await repo.failUnreadySnapshots(db, renderHash, width, height, message);
      }
      throw err;
    }

    async function storeShots(shots: { view: ViewName; png: Buffer }[]): Promise<void> {
      for (const shot of shots) {
        const key = await deps.blobs.put('snapshots', shot.png, 'png');
        await repo.storeReadySnapshot(db, { renderHash, view: shot.view, width, height }, key);
      }
    }
  }

  /**
   * The project a PDF job prints and its print page (R2) on the gateway's public URL:
   * `/print/snapsheets/<DEALERCODE>/<public id>` or `/print/catalogs/<DEALERCODE>/<public id>`
   * (playbooks), without a grant. Undefined when the project is gone.
   */
  async function printTarget(projectId: number) {
    const project = await repo.printableProject(db, projectId);
    if (!project) return undefined;
    const path = PRINT_PATHS[project.type] ?? 'snapsheets';
    const url = `${deps.config.publicUrl}/print/${path}/${encodeURIComponent(project.code)}/${project.public_id}`;
    return { ...project, url };
  }

  /**
   * Queues (in `trx`) a fresh pg-boss job for each PDF render job in `ids` that has lost its own
   * and marks it QUEUED again.
   */
  async function requeuePdfJobs(ids: number[]): Promise<void> {
    for (const id of ids) {
      await db.transaction().execute(async (trx) => {
        await repo.requeuePdfJob(trx, id);
        await send(trx, { kind: 'pdf', renderJobId: id });
      });
    }
    if (ids.length) wakeWorkers();
  }

  return {
    /** The snapshots of a spec in every view (FRONT, RIGHT, LEFT, BACK), as `snapshot` gives each. */
    snapshots(requester: RenderRequester, source: RenderSpec | HashedSpec): Promise<SnapshotRow[]> {
      return Promise.all(VIEWS.map((view) => this.snapshot(requester, source, view)));
    },

    /**
     * The snapshot of a spec for a view (C5); queues the render when missing (or failed a
     * while ago). Returns the row as it is now.
     *
     * A render that is not stored yet costs the requester's address one point of
     * RENDER_RATE_LIMIT; with the budget spent, the answer is a PENDING snapshot that is not
     * stored and nothing is queued: clients keep polling PENDING snapshots, and a later ask
     * (within the next window) queues the render. Stored and already queued snapshots cost
     * nothing.
     */
    async snapshot(
      requester: RenderRequester,
      source: RenderSpec | HashedSpec,
      view: ViewName,
      width = SNAPSHOT_WIDTH,
      height = SNAPSHOT_HEIGHT,
    ): Promise<SnapshotRow> {
      // A stored configuration's hash (issue 16): its spec is built only to draw it.
      const renderHash = 'renderHash' in source ? source.renderHash : renderHashOf(source);
      const specOf = () => ('renderHash' in source ? source.spec() : Promise.resolve(source));
      const find = () => repo.snapshotByKey(db, { renderHash, view, width, height });
      let row = requester.loaders
        ? ((await requester.loaders.snapshot.load(snapshotKey(renderHash, view, width, height))) ?? undefined)
        : await find();
      if (row?.status === 'FAILED' && Date.now() - new Date(row.updated_at).getTime() > RETRY_FAILED_AFTER_MS) {
        await repo.deleteFailedSnapshots(db, renderHash);
        row = undefined;
      }
      if (row) return row;
      const key = `${renderHash}:${width}x${height}`;
      let queued = queueing.get(key);
      if (!queued) {
        queued = (async () => {
          // Queued by another request since our look: free.
          if (await find()) return true;
          if (!(await allow(requester.ip))) return false;
          await queueSnapshots(await specOf(), width, height, view, renderHash);
          return true;
        })().finally(() => queueing.delete(key));
        queueing.set(key, queued);
      }
      if (await queued) row = await find();
      if (row) return row;
      const now = new Date();
      return {
        id: 0,
        render_hash: renderHash,
        view,
        width,
        height,
        status: 'PENDING',
        blob_key: null,
        error: null,
        created_at: now,
        updated_at: now,
      };
    },

    renderSnapshots,

    /**
     * Worker side of a `snapshots` job. Throws (so that pg-boss retries) only when the failure
     * is transient and this is not the last attempt; otherwise the views are FAILED and the job
     * ends.
     */
    async runSnapshotJob(data: Extract<RenderJobData, { kind: 'snapshots' }>, attempt: Attempt): Promise<void> {
      try {
        await renderSnapshots(data.spec, data.width, data.height, attempt, data.firstView, data.renderHash);
      } catch (err) {
        const retry = isTransient(err) && !attempt.lastAttempt;
        log(retry ? 'warn' : 'error', retry ? 'snapshot render failed; pg-boss retries it' : 'snapshot render failed', {
          renderHash: data.renderHash,
          error: (err as Error).message,
        });
        if (retry) throw err;
      }
    },

    /**
     * P7: queues a PDF export of a snapsheet or a playbook (`projectType` SNAPSHEET or PLAYBOOK,
     * `projectId` its public id) for a caller who may change it (its dealer, or a passcode
     * session of it; A4), in any status (a draft too: the job's print grant lets the print page
     * read it); NOT_FOUND (`Snapsheet`/`Playbook not found`) for anyone else (visitor, other
     * dealer, passcode session of another project, print grant) and for a missing or archived
     * project; BAD_USER_INPUT `projectType` for another type. The job belongs to the project's
     * dealer and is named after its title (`filename`, see `safeFilename`). A QUEUED job of the
     * project is returned as it is (it prints the project as it is when it starts); otherwise
     * RATE_LIMITED when the project has RENDER_PDF_JOBS_PER_PROJECT jobs QUEUED/RUNNING or the
     * caller's address spent its render budget. The job row and the pg-boss job are written in
     * one transaction.
     */
    async exportPdf(who: RenderCaller, projectType: string, projectId: string): Promise<RenderJobRow> {
      if (projectType !== 'SNAPSHEET' && projectType !== 'PLAYBOOK')
        throw new BadUserInputError('projectType', 'Only snapsheets and playbooks are exported');
      const noun = projectNoun(projectType);
      if (who.caller.kind !== 'DEALER' && who.caller.kind !== 'PROJECT') throw new NotFoundError(noun);
      const found = await deps.projects.editable(who.caller, projectType, projectId);
      if (found.deleted_at) throw new NotFoundError(noun);
      const queued = await db.transaction().execute(async (trx) => {
        // Locks the project row: concurrent exports of one project queue one after the other.
        const project = await repo.lockLiveProject(trx, found.id);
        if (!project) throw new NotFoundError(noun);
        const active = await repo.activePdfJobsOf(trx, project.id);
        const waiting = active.find((j) => j.status === 'QUEUED');
        if (waiting) return waiting;
        if (active.length >= settings.pdfJobsPerProject)
          throw new RateLimitedError(
            `This ${noun.toLowerCase()} is already being exported, try again when that PDF is ready`,
          );
        if (!(await allow(who.ip))) throw new RateLimitedError('Too many renders, try again in a minute');
        const job = await repo.insertPdfJob(trx, {
          dealerId: project.dealer_id,
          projectId: project.id,
          filename: safeFilename(project.title, projectType === 'PLAYBOOK' ? 'playbook' : 'snapsheet'),
        });
        await send(trx, { kind: 'pdf', renderJobId: job.id });
        return job;
      });
      wakeWorkers();
      return queued;
    },

    /**
     * The render job `id` for `who` (R2, A4, A5): its dealer gets it, a passcode session only a
     * job of its own project; NOT_FOUND for everyone else and for ids that do not exist (the same
     * answer).
     */
    async jobFor(who: RenderCaller, id: string): Promise<RenderJobRow> {
      const n = parseId(id);
      const { caller } = who;
      const job =
        (caller.kind === 'DEALER' || caller.kind === 'PROJECT') && n
          ? await repo.renderJobOfDealer(db, n, caller.dealer.id)
          : undefined;
      if (!job || (caller.kind === 'PROJECT' && job.project_id !== caller.projectId))
        throw new NotFoundError('Render job');
      return job;
    },

    /**
     * Worker side of a PDF job: snapshots first (progress 0.02..0.8), then the PDF (0.85, then 1
     * when DONE). The print page gets a read grant of the project for this attempt
     * (print-grants.ts: `#print-token=` in its URL, ended once the render service answers), so a
     * draft prints too; the job's `filename` is set from the project's title as printed. A transient
     * failure before the last attempt puts the job back to QUEUED and throws, so that pg-boss
     * retries it after its back-off; on the last attempt, or a failure a retry cannot fix, the
     * job is FAILED with a safe message (details go to the log) and the pg-boss job ends.
     */
    async runPdfJob(renderJobId: number, source: PdfSource, attempt: Attempt = { lastAttempt: true }): Promise<void> {
      const setJob = (values: repo.RenderJobUpdate) => repo.updateRenderJob(db, renderJobId, values);
      const job = await repo.renderJobById(db, renderJobId);
      if (!job || job.status === 'DONE' || job.status === 'FAILED' || job.project_id == null) return;
      try {
        const target = await printTarget(job.project_id);
        if (!target) throw new RenderCallError('project gone', null, false, 'The project no longer exists');
        await setJob({ status: 'RUNNING', progress: 0.02, error: null });
        const specs = await source.specs(target.id, target.type);
        // Stored specs cost one query in all; missing ones are drawn a few at a time (the render
        // service's warm pages), progress written in order.
        const ready = await repo.readyViewCounts(db, specs.map(renderHashOf), SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT);
        const missing = specs.filter((spec) => (ready.get(renderHashOf(spec)) ?? 0) < VIEWS.length);
        let drawn = specs.length - missing.length;
        let progress = setJob({ progress: 0.05 + (0.75 * drawn) / Math.max(specs.length, 1) });
        let failed: unknown;
        let next = 0;
        const drawOne = async () => {
          while (failed === undefined && next < missing.length) {
            const spec = missing[next++]!;
            try {
              await queueSnapshots(spec, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT, false);
              await renderSnapshots(spec, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT, attempt);
            } catch (err) {
              failed ??= err;
              return;
            }
            drawn += 1;
            const value = 0.05 + (0.75 * drawn) / specs.length;
            progress = progress.then(() => setJob({ progress: value }));
          }
        };
        await Promise.all(Array.from({ length: Math.max(1, settings.pdfSnapshotConcurrency) }, drawOne));
        await progress;
        if (failed !== undefined) throw failed;
        await setJob({ progress: 0.85 });
        const grant = await deps.printGrants.issue(target.id, job.id);
        let pdf: Buffer;
        try {
          pdf = await deps.client.pdf(`${target.url}#${PRINT_TOKEN_FRAGMENT}=${grant.token}`);
        } finally {
          await deps.printGrants.revoke(grant.token);
        }
        const key = await deps.blobs.put('pdfs', pdf, 'pdf');
        const filename = safeFilename(target.title, target.type === 'PLAYBOOK' ? 'playbook' : 'snapsheet');
        await setJob({ status: 'DONE', progress: 1, blob_key: key, filename });
      } catch (err) {
        const retry = isTransient(err) && !attempt.lastAttempt;
        log(retry ? 'warn' : 'error', retry ? 'PDF job failed; pg-boss retries it' : 'PDF job failed', {
          renderJobId,
          error: redactPrintTokens((err as Error).message),
        });
        if (retry) {
          await setJob({ status: 'QUEUED' });
          throw err;
        }
        await setJob({ status: 'FAILED', error: safeMessageOf(err, 'The PDF could not be made') });
      }
    },

    /**
     * Crash recovery (issue 6): puts back on the queue render work a dead worker left behind.
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
      const jobs = deps.jobs;
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
      await requeuePdfJobs(orphans);

      const pending = await repo.pendingSnapshots(db, staleAfterSeconds > 0 ? cutoff : undefined);
      const abandoned = pending.filter((r) => !liveHashes.has(r.render_hash)).map((r) => r.id);
      await repo.deletePendingSnapshots(db, abandoned);

      const counts = { jobs: stale.length, pdfJobs: orphans.length, snapshots: abandoned.length };
      if (counts.jobs || counts.pdfJobs || counts.snapshots) log('warn', 'recovered abandoned render work', counts);
      return counts;
    },
  };
}

export type RenderService = ReturnType<typeof renderService>;
