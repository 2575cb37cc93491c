/**
 * PDF exports (R2, P7): a job per export of a snapsheet or a playbook, queued by its dealer (or a
 * passcode session of it), run by a render worker: the products' snapshots first, then the print
 * page printed by the render service with a read grant of the project, stored in the blob store.
 * A project has at most RENDER_PDF_JOBS_PER_PROJECT jobs QUEUED or RUNNING, and a new export
 * costs the address one point of its render budget (issue 6).
 */
import { findProjectKind, projectKindOf } from '@tas/garments';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/index.js';
import type { ProjectTypeValue, RenderJobRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, NotFoundError, RateLimitedError } from '../../lib/errors.js';
import { safeFilename } from '../../lib/filename.js';
import { parseId } from '../../lib/row-id.js';
import type { BlobStore } from '../../plugins/files.js';
import { renderHashOf, type RenderSpec } from '../configurations/configurations.service.js';
import { projectNoun, type ProjectsService } from '../projects/projects.service.js';
import { PRINT_TOKEN_FRAGMENT, redactPrintTokens, type PrintGrants } from './print-grants.js';
import { RenderCallError, type RenderClient } from './render-client.js';
import {
  isTransient,
  safeMessageOf,
  type Attempt,
  type RenderLog,
  type RenderQueue,
  type RenderSettings,
} from './render-queue.js';
import * as repo from './render.repository.js';
import { documentPrintPath, pdfDocumentOf, pdfJobInput, viewsPrinted, type PdfDocument } from './pdf-documents.js';
import { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH, type RenderRequester, type SnapshotsService } from './snapshots.service.js';

/**
 * Who asks for a render job (the GraphQL context fits): the caller (lib/caller.ts) and the client
 * address. Render jobs are their project's dealer's, and a passcode session's of that project (A4, A5).
 */
export interface RenderCaller extends RenderRequester {
  caller: Caller;
}

/** Whether projects of `type` are printed (P7): the kinds with a print page (@tas/garments project kinds). */
const isPrintable = (type: string): type is ProjectTypeValue => findProjectKind(type)?.printable === true;

/** A PDF's file name: the project's title, or its kind's noun ('playbook') when the title is unusable. */
const pdfFilename = (title: string, type: ProjectTypeValue) => safeFilename(title, projectNoun(type).toLowerCase());

/** What a PDF job prints of (the worker hands one to `runPdfJob`). */
export interface PdfSource {
  /**
   * The specs of every product the print page of project `projectId` (row id, of `type`) shows:
   * a snapsheet's products, a playbook's products on its pages. Their snapshots are rendered
   * before printing.
   */
  specs(projectId: number, type: ProjectTypeValue): Promise<RenderSpec[]>;
  /** The spec of proof `proofId`'s configuration (issue 18): its four views are drawn first. */
  proofSpec(proofId: number): Promise<RenderSpec>;
  /** The specs of quote `quoteId`'s items (issue 18 section 6): their fronts are drawn first. */
  quoteSpecs(quoteId: number): Promise<RenderSpec[]>;
}

export function pdfJobsService(
  db: Db,
  deps: {
    queue: RenderQueue;
    /** Takes one render from an address's budget (render-queue.ts `renderBudget`). */
    allow: (ip: string) => Promise<boolean>;
    snapshots: Pick<SnapshotsService, 'queueSnapshots' | 'renderSnapshots'>;
    client: RenderClient;
    blobs: BlobStore;
    /** Finds the project a caller may change (exports). */
    projects: Pick<ProjectsService, 'editable'>;
    /** Read grants of print pages (drafts print too). */
    printGrants: PrintGrants;
    /** Read at call time: tests set `publicUrl` after the app is built. */
    config: Pick<Config, 'publicUrl'>;
    settings: RenderSettings;
    log: RenderLog;
  },
) {
  const { settings, log } = deps;

  /**
   * The project a PDF job prints and its print page (R2) on the gateway's public URL:
   * `/print/snapsheets/<DEALERCODE>/<public id>` or `/print/catalogs/<DEALERCODE>/<public id>`
   * (playbooks), without a grant. Undefined when the project is gone.
   */
  async function printTarget(projectId: number) {
    const project = await repo.printableProject(db, projectId);
    if (!project) return undefined;
    const path = projectKindOf(project.type).pathSegment;
    const url = `${deps.config.publicUrl}/print/${path}/${encodeURIComponent(project.code)}/${project.public_id}`;
    return { ...project, url };
  }

  /** The project and print page of `document`, printed with project `projectId`'s grant. */
  async function documentTarget(projectId: number, document: PdfDocument) {
    if (document.kind === 'PROJECT') return printTarget(projectId);
    const project = await repo.printableProject(db, projectId);
    if (!project) return undefined;
    return { ...project, url: `${deps.config.publicUrl}${documentPrintPath(document)}` };
  }

  /** What `document` draws before it prints (the project's kind knows its pages). */
  function specsOf(document: PdfDocument, source: PdfSource, project: { id: number; type: ProjectTypeValue }) {
    if (document.kind === 'PROOF') return source.proofSpec(document.proofId).then((spec) => [spec]);
    if (document.kind === 'QUOTE') return source.quoteSpecs(document.quoteId);
    return source.specs(project.id, project.type);
  }

  /**
   * Queues (in `trx`) a dealer's PDF job of `document` printed with project `projectId`'s grant,
   * named `filename`; answers the job. Wake the queue after the commit. No render budget is taken.
   */
  async function queueDocumentPdf(
    trx: Executor,
    job: { dealerId: number; projectId: number; filename: string; document: PdfDocument },
  ): Promise<RenderJobRow> {
    const row = await repo.insertPdfJob(trx, {
      dealerId: job.dealerId,
      projectId: job.projectId,
      filename: job.filename,
      input: pdfJobInput(job.projectId, job.document),
    });
    await deps.queue.send(trx, { kind: 'pdf', renderJobId: row.id });
    return row;
  }

  /**
   * Queues (in `trx`) a fresh pg-boss job for each PDF render job in `ids` that has lost its own
   * and marks it QUEUED again.
   */
  async function requeuePdfJobs(ids: number[]): Promise<void> {
    for (const id of ids) {
      await db.transaction().execute(async (trx) => {
        await repo.requeuePdfJob(trx, id);
        await deps.queue.send(trx, { kind: 'pdf', renderJobId: id });
      });
    }
    if (ids.length) deps.queue.wake();
  }

  return {
    requeuePdfJobs,

    /**
     * Issue 18 section 1: queues (in `trx`, the transaction that sends proof `proofId`) the PDF
     * of its proof sheet for dealer `dealerId`, printed from the page of project `projectId`'s
     * grant and named `filename`; answers the render job's id. Wake the queue after the commit
     * (`wake`). A dealer's action: no render budget is taken.
     */
    async queueProofPdf(
      trx: Executor,
      proof: { proofId: number; dealerId: number; projectId: number; filename: string },
    ): Promise<number> {
      const document = { kind: 'PROOF', proofId: proof.proofId } as const;
      return (await queueDocumentPdf(trx, { ...proof, document })).id;
    },

    /**
     * Issue 18 section 6: queues the PDF of quote `quoteId` of dealer `dealerId`, printed from
     * `/print/quotes/<id>` with project `projectId`'s grant and named `filename`. A QUEUED job of
     * the quote is answered as it is; RATE_LIMITED while the project has
     * RENDER_PDF_JOBS_PER_PROJECT jobs QUEUED or RUNNING.
     */
    async queueQuotePdf(quote: { quoteId: number; dealerId: number; projectId: number; filename: string }) {
      const queued = await db.transaction().execute(async (trx) => {
        const project = await repo.lockLiveProject(trx, quote.projectId);
        if (!project) throw new NotFoundError('Quote');
        const active = (await repo.activePdfJobsOf(trx, project.id)).filter(
          (j) => pdfDocumentOf(j.input).kind === 'QUOTE',
        );
        const same = active.find((j) => {
          const doc = pdfDocumentOf(j.input);
          return j.status === 'QUEUED' && doc.kind === 'QUOTE' && doc.quoteId === quote.quoteId;
        });
        if (same) return same;
        if (active.length >= settings.pdfJobsPerProject)
          throw new RateLimitedError('A PDF of this project is being made, try again when it is ready');
        return queueDocumentPdf(trx, { ...quote, document: { kind: 'QUOTE', quoteId: quote.quoteId } });
      });
      deps.queue.wake();
      return queued;
    },

    /** Wakes the render workers after a commit that queued jobs. */
    wake: () => deps.queue.wake(),

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
      if (!isPrintable(projectType))
        throw new BadUserInputError('projectType', 'Only snapsheets and playbooks are exported');
      const noun = projectNoun(projectType);
      if (who.caller.kind !== 'DEALER' && who.caller.kind !== 'PROJECT') throw new NotFoundError(noun);
      const found = await deps.projects.editable(who.caller, projectType, projectId);
      if (found.deleted_at) throw new NotFoundError(noun);
      const queued = await db.transaction().execute(async (trx) => {
        // Locks the project row: concurrent exports of one project queue one after the other.
        const project = await repo.lockLiveProject(trx, found.id);
        if (!project) throw new NotFoundError(noun);
        // The project's own exports: proof sheets and quotes are counted apart.
        const active = (await repo.activePdfJobsOf(trx, project.id)).filter(
          (j) => pdfDocumentOf(j.input).kind === 'PROJECT',
        );
        const waiting = active.find((j) => j.status === 'QUEUED');
        if (waiting) return waiting;
        if (active.length >= settings.pdfJobsPerProject)
          throw new RateLimitedError(
            `This ${noun.toLowerCase()} is already being exported, try again when that PDF is ready`,
          );
        if (!(await deps.allow(who.ip))) throw new RateLimitedError('Too many renders, try again in a minute');
        return queueDocumentPdf(trx, {
          dealerId: project.dealer_id,
          projectId: project.id,
          filename: pdfFilename(project.title, projectType),
          document: { kind: 'PROJECT' },
        });
      });
      deps.queue.wake();
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
        const document = pdfDocumentOf(job.input);
        const target = await documentTarget(job.project_id, document);
        if (!target) throw new RenderCallError('project gone', null, false, 'The project no longer exists');
        await setJob({ status: 'RUNNING', progress: 0.02, error: null });
        const specs = await specsOf(document, source, target);
        const views = viewsPrinted(document);
        // Stored specs cost one query in all; missing ones are drawn a few at a time (the render
        // service's warm pages), progress written in order.
        // Only the views the print pages show: the others wait until something asks for them.
        const ready = await repo.readyViewCounts(db, specs.map(renderHashOf), SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT, views);
        const missing = specs.filter((spec) => (ready.get(renderHashOf(spec)) ?? 0) < views.length);
        let drawn = specs.length - missing.length;
        let progress = setJob({ progress: 0.05 + (0.75 * drawn) / Math.max(specs.length, 1) });
        let failed: unknown;
        let next = 0;
        const drawOne = async () => {
          while (failed === undefined && next < missing.length) {
            const spec = missing[next++]!;
            try {
              const hash = renderHashOf(spec);
              await deps.snapshots.queueSnapshots(spec, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT, false, hash, views);
              await deps.snapshots.renderSnapshots(
                spec,
                SNAPSHOT_WIDTH,
                SNAPSHOT_HEIGHT,
                attempt,
                undefined,
                hash,
                views,
              );
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
        // A project's PDF is named after its title as printed; a proof or a quote keeps the name
        // it was queued with (team, product, version or quote number).
        const filename =
          document.kind === 'PROJECT' ? pdfFilename(target.title, target.type) : (job.filename ?? 'document.pdf');
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
  };
}

export type PdfJobsService = ReturnType<typeof pdfJobsService>;
