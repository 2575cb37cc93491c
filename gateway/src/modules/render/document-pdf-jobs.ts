/**
 * PDFs of a project's documents, queued by its dealer's actions rather than by an export: a proof
 * sheet (queued in the transaction that sends or decides the proof), a quote, a page another
 * module prints of its project (a kind's own documents). No render budget is taken; a project has at most RENDER_PDF_JOBS_PER_PROJECT jobs of
 * one document kind QUEUED or RUNNING, and asking again for a document that is still QUEUED answers
 * that job (it prints the document as it is when it starts).
 */
import type { Db, Executor } from '../../db/index.js';
import type { RenderJobRow } from '../../db/types.js';
import { NotFoundError, RateLimitedError } from '../../lib/errors.js';
import * as repo from './render.repository.js';
import { isPrintPath, pdfDocumentOf, pdfJobInput, type PdfDocument } from './pdf-documents.js';
import type { PdfJobsDeps } from './pdf-jobs-deps.js';

/** Whether two documents of one kind print the same thing (same quote, same store document and round). */
function sameDocument(a: PdfDocument, b: PdfDocument): boolean {
  if (a.kind === 'QUOTE' && b.kind === 'QUOTE') return a.quoteId === b.quoteId;
  if (a.kind === 'PAGE' && b.kind === 'PAGE') return a.key === b.key;
  if (a.kind === 'PROOF' && b.kind === 'PROOF') return a.proofId === b.proofId;
  return a.kind === b.kind;
}

export function documentPdfJobs(db: Db, deps: PdfJobsDeps) {
  /**
   * Queues (in `trx`) a dealer's PDF job of `document` printed with project `projectId`'s grant,
   * named `filename`; answers the job. Wake the queue after the commit. No render budget is taken.
   */
  async function queueDocumentPdf(
    trx: Executor,
    job: { dealerId: number; projectId: number; filename: string; document: PdfDocument; version?: string },
  ): Promise<RenderJobRow> {
    const row = await repo.insertPdfJob(trx, {
      dealerId: job.dealerId,
      projectId: job.projectId,
      filename: job.filename,
      input: pdfJobInput(job.projectId, job.document, job.version),
    });
    await deps.queue.send(trx, { kind: 'pdf', renderJobId: row.id });
    return row;
  }

  /**
   * Queues `job`'s document once: under the project's row lock, a QUEUED job of the same document
   * is answered as it is; RATE_LIMITED (`busy`) while the project has RENDER_PDF_JOBS_PER_PROJECT
   * documents of that kind QUEUED or RUNNING; NOT_FOUND (`noun`) for a deleted project.
   */
  async function queueOnce(
    job: { dealerId: number; projectId: number; filename: string; document: PdfDocument },
    noun: string,
    busy: string,
  ): Promise<RenderJobRow> {
    const queued = await db.transaction().execute(async (trx) => {
      const project = await repo.lockLiveProject(trx, job.projectId);
      if (!project) throw new NotFoundError(noun);
      const active = (await repo.activePdfJobsOf(trx, project.id)).filter(
        (j) => pdfDocumentOf(j.input).kind === job.document.kind,
      );
      const same = active.find((j) => j.status === 'QUEUED' && sameDocument(pdfDocumentOf(j.input), job.document));
      if (same) return same;
      if (active.length >= deps.settings.pdfJobsPerProject) throw new RateLimitedError(busy);
      return queueDocumentPdf(trx, job);
    });
    deps.queue.wake();
    return queued;
  }

  return {
    queueDocumentPdf,

    /**
     * Queues (in `trx`, the transaction that sends proof `proofId`) the PDF of its proof sheet for
     * dealer `dealerId`, printed from the page of project `projectId`'s grant and named `filename`;
     * answers the render job's id. Wake the queue after the commit (`wake`).
     */
    async queueProofPdf(
      trx: Executor,
      proof: { proofId: number; dealerId: number; projectId: number; filename: string },
    ): Promise<number> {
      const document = { kind: 'PROOF', proofId: proof.proofId } as const;
      return (await queueDocumentPdf(trx, { ...proof, document })).id;
    },

    /**
     * Queues the PDF of quote `quoteId` of dealer `dealerId`, printed from `/print/quotes/<id>`
     * with project `projectId`'s grant and named `filename` (`queueOnce`).
     */
    queueQuotePdf: (quote: { quoteId: number; dealerId: number; projectId: number; filename: string }) =>
      queueOnce(
        { ...quote, document: { kind: 'QUOTE', quoteId: quote.quoteId } },
        'Quote',
        'A PDF of this project is being made, try again when it is ready',
      ),

    /**
     * Queues the PDF of page `page.path` (a print route of the web app, `/print/...`) of project
     * `projectId` for dealer `dealerId`, printed with the project's grant and named `filename`;
     * `page.key` tells it from the project's other pages, `noun` is what the errors call the
     * project (`queueOnce`). Throws for a path that is not a print route (a wiring bug).
     */
    async queuePagePdf(job: {
      dealerId: number;
      projectId: number;
      filename: string;
      page: { path: string; key: string };
      noun: string;
    }): Promise<RenderJobRow> {
      const { page, noun, ...rest } = job;
      if (!isPrintPath(page.path)) throw new Error(`Not a print page: ${page.path}`);
      return queueOnce(
        { ...rest, document: { kind: 'PAGE', path: page.path, key: page.key } },
        noun,
        `A document of this ${noun.toLowerCase()} is being made, try again when it is ready`,
      );
    },
  };
}
