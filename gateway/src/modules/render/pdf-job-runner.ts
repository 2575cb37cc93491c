/**
 * The worker side of PDF jobs (R2): what a job prints (pdf-documents.ts) and where
 * its print page is, the snapshots it draws first (progress 0.02..0.8), then the PDF printed by
 * the render service with a read grant of the project, stored in the blob store. Jobs are queued
 * by pdf-jobs.service.ts.
 */
import { projectKindOf } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { ProjectTypeValue } from '../../db/types.js';
import { renderHashOf, type RenderSpec } from '../configurations/index.js';
import { PRINT_TOKEN_FRAGMENT, redactPrintTokens } from './print-grants.js';
import { RenderCallError } from './render-client.js';
import { isTransient, safeMessageOf, type Attempt } from './render-queue.js';
import * as repo from './render.repository.js';
import {
  documentPrintPath,
  isPrintPath,
  pdfDocumentOf,
  pdfFilename,
  viewsPrinted,
  type PdfDocument,
} from './pdf-documents.js';
import { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH } from './snapshots.service.js';
import type { PdfJobsDeps } from './pdf-jobs-deps.js';

/** What a PDF job prints of (the worker hands one to `runPdfJob`). */
export interface PdfSource {
  /**
   * The specs of every product the print page of project `projectId` (row id, of `type`) shows:
   * a snapsheet's products, a playbook's products on its pages. Their snapshots are rendered
   * before printing.
   */
  specs(projectId: number, type: ProjectTypeValue): Promise<RenderSpec[]>;
  /** The spec of proof `proofId`'s configuration: its four views are drawn first. */
  proofSpec(proofId: number): Promise<RenderSpec>;
  /** The specs of quote `quoteId`'s items: their fronts are drawn first. */
  quoteSpecs(quoteId: number): Promise<RenderSpec[]>;
}

export function pdfJobRunner(db: Db, deps: PdfJobsDeps) {
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
    if (document.kind === 'PAGE' && !isPrintPath(document.path))
      throw new RenderCallError('not a print page', null, false, 'This document cannot be printed');
    const project = await repo.printableProject(db, projectId);
    if (!project) return undefined;
    return { ...project, url: `${deps.config.publicUrl}${documentPrintPath(document)}` };
  }

  /** What `document` draws before it prints (the project's kind knows its pages). */
  function specsOf(document: PdfDocument, source: PdfSource, project: { id: number; type: ProjectTypeValue }) {
    if (document.kind === 'PROOF') return source.proofSpec(document.proofId).then((spec) => [spec]);
    if (document.kind === 'QUOTE') return source.quoteSpecs(document.quoteId);
    if (document.kind === 'PROJECT') return source.specs(project.id, project.type);
    // A module's own pages (a kind's documents) show pictures it drew before: nothing to draw.
    return Promise.resolve([]);
  }

  /**
   * Worker side of a PDF job: snapshots first (progress 0.02..0.8), then the PDF (0.85, then 1
   * when DONE). The print page gets a read grant of the project for this attempt
   * (print-grants.ts: `#print-token=` in its URL, ended once the render service answers), so a
   * draft prints too; the job's `filename` is set from the project's title as printed. A transient
   * failure before the last attempt puts the job back to QUEUED and throws, so that pg-boss
   * retries it after its back-off; on the last attempt, or a failure a retry cannot fix, the
   * job is FAILED with a safe message (details go to the log) and the pg-boss job ends.
   */
  async function runPdfJob(
    renderJobId: number,
    source: PdfSource,
    attempt: Attempt = { lastAttempt: true },
  ): Promise<void> {
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
  }

  return { runPdfJob };
}
