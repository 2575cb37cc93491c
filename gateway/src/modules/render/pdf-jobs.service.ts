/**
 * PDF exports (R2, P7): a job per export of a snapsheet or a playbook, queued by its dealer (or a
 * passcode session of it), or of a document (document-pdf-jobs.ts); run by a render worker
 * (pdf-job-runner.ts): the products' snapshots first, then the print page printed by the render
 * service with a read grant of the project, stored in the blob store.
 * A project has at most RENDER_PDF_JOBS_PER_PROJECT jobs QUEUED or RUNNING, and a new export
 * costs the address one point of its PDF budget (RENDER_PDF_RATE_LIMIT, apart from snapshots').
 */
import { findProjectKind } from '@tas/rules';
import type { Db, Executor } from '../../db/index.js';
import type { ProjectTypeValue, RenderJobRow } from '../../db/types.js';
import { isSharedProject, type Caller } from '../../lib/caller.js';
import { BadUserInputError, NotFoundError, RateLimitedError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { rendererLook, sha256, stableJson } from '../configurations/index.js';
import { projectNoun } from '../projects/index.js';
import * as repo from './render.repository.js';
import { documentPdfJobs } from './document-pdf-jobs.js';
import { pdfDocumentOf, pdfFilename, pdfJobVersion } from './pdf-documents.js';
import { pdfJobRunner } from './pdf-job-runner.js';
import type { PdfJobsDeps } from './pdf-jobs-deps.js';
import type { RenderRequester } from './snapshots.service.js';

export type { PdfSource } from './pdf-job-runner.js';
export type { PdfJobsDeps } from './pdf-jobs-deps.js';

/**
 * Who asks for a render job (the GraphQL context fits): the caller (lib/caller.ts) and the client
 * address. Render jobs are their project's dealer's, and a passcode session's of that project (A4, A5).
 */
export interface RenderCaller extends RenderRequester {
  caller: Caller;
}

/** Whether projects of `type` are printed (P7): the kinds with a print page (@tas/rules project kinds). */
const isPrintable = (type: string): type is ProjectTypeValue => findProjectKind(type)?.printable === true;

export function pdfJobsService(db: Db, deps: PdfJobsDeps) {
  const { settings } = deps;
  const runner = pdfJobRunner(db, deps);
  const documents = documentPdfJobs(db, deps);
  const { queueDocumentPdf } = documents;

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

  /**
   * The shared project (SNAPSHEET or PLAYBOOK, public id `projectId`) anyone
   * with its link may read: published or otherwise not a draft, not archived. NOT_FOUND
   * (`Snapsheet`/`Playbook not found`) for a draft, an archived or an unknown project, whoever asks.
   */
  async function sharedProject(projectType: string, projectId: string) {
    if (!isPrintable(projectType))
      throw new BadUserInputError('projectType', 'Only snapsheets and playbooks are exported');
    const project = await deps.projects.byPublicId(projectType, projectId);
    if (!project || !isSharedProject(project)) throw new NotFoundError(projectNoun(projectType));
    return project;
  }

  /**
   * The version of `project`'s printed pages: SHA-256 of its last change, its dealer's
   * name and contact as a visitor sees them (phone and email only when shown), the pictures of
   * the logos its pages draw (its default logo, its products' logos: an Edit crop keeps a logo's
   * id) and the renderer's look, so that a change of any of them prints it again.
   */
  async function printedVersion(exec: Executor, project: { id: number; updated_at: Date }): Promise<string> {
    const facts = await repo.printedFactsOf(exec, project.id);
    const dealer = facts?.dealer;
    return sha256(
      stableJson({
        updatedAt: project.updated_at.toISOString(),
        dealer: dealer && {
          name: dealer.name,
          phone: dealer.share_phone ? dealer.phone : null,
          email: dealer.share_email ? dealer.email : null,
        },
        logos: facts?.logos ?? {},
        look: rendererLook(),
      }),
    );
  }

  /**
   * The export of `project`'s current version: its newest project PDF job since its last change
   * that prints `version` (`printedVersion`; jobs queued before versions were kept print none).
   */
  async function currentExport(trx: Executor, project: { id: number; updated_at: Date }, version: string) {
    const jobs = await repo.currentPdfJobsOf(trx, project.id, project.updated_at);
    return jobs.find((j) => pdfDocumentOf(j.input).kind === 'PROJECT' && pdfJobVersion(j.input) === version);
  }

  return {
    requeuePdfJobs,

    /**
     * The PDF of shared project `projectId`'s current version (a project
     * export, by its dealer or a visitor, of the version its pages print now: `printedVersion`;
     * DONE, or still QUEUED/RUNNING), or null when none was asked for. Anyone who has the link; NOT_FOUND for a
     * draft, an archived or an unknown project (`sharedProject`).
     */
    async sharedPdf(projectType: string, projectId: string): Promise<RenderJobRow | null> {
      const project = await sharedProject(projectType, projectId);
      return (await currentExport(db, project, await printedVersion(db, project))) ?? null;
    },

    /**
     * The PDF a visitor downloads: the stored export of the shared project's
     * current version when there is one (DONE or in flight), else a new export queued for the
     * project's dealer, within the render limits (RATE_LIMITED past RENDER_PDF_JOBS_PER_PROJECT
     * jobs in flight or the address's PDF budget). NOT_FOUND as `sharedPdf`.
     */
    async requestSharedPdf(who: RenderRequester, projectType: string, projectId: string): Promise<RenderJobRow> {
      const found = await sharedProject(projectType, projectId);
      const noun = projectNoun(found.type);
      const job = await db.transaction().execute(async (trx) => {
        const project = await repo.lockLiveProject(trx, found.id);
        if (!project || !isSharedProject(project)) throw new NotFoundError(noun);
        const version = await printedVersion(trx, project);
        const current = await currentExport(trx, project, version);
        if (current) return current;
        const active = (await repo.activePdfJobsOf(trx, project.id)).filter(
          (j) => pdfDocumentOf(j.input).kind === 'PROJECT',
        );
        if (active.length >= settings.pdfJobsPerProject)
          throw new RateLimitedError(`This ${noun.toLowerCase()} is being exported, try again in a minute`);
        if (!(await deps.allow(who.ip))) throw new RateLimitedError('Too many PDF exports, try again in a minute');
        return queueDocumentPdf(trx, {
          dealerId: project.dealer_id,
          projectId: project.id,
          filename: pdfFilename(project.title, project.type),
          document: { kind: 'PROJECT' },
          version,
        });
      });
      deps.queue.wake();
      return job;
    },

    ...documents,

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
     * caller's address spent its PDF budget. The job row and the pg-boss job are written in
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
        if (!(await deps.allow(who.ip))) throw new RateLimitedError('Too many PDF exports, try again in a minute');
        return queueDocumentPdf(trx, {
          dealerId: project.dealer_id,
          projectId: project.id,
          filename: pdfFilename(project.title, projectType),
          document: { kind: 'PROJECT' },
          version: await printedVersion(trx, project),
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

    /** Worker side of a PDF job (pdf-job-runner.ts). */
    runPdfJob: runner.runPdfJob,
  };
}

export type PdfJobsService = ReturnType<typeof pdfJobsService>;
