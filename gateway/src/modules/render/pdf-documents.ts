/**
 * What a PDF job prints (R2): a project's pages (P7), a proof sheet or a quote, or a page another
 * module prints of its project (a kind's own documents: a store's packing list). The job's
 * `render_jobs.input` is `{ projectId, version }` (the version of the pages it prints; absent for
 * jobs queued before), `{ projectId, proofId }`, `{ projectId, quoteId }` (row ids) or
 * `{ projectId, page, pageKey }` (the page's print path and what tells it from the project's
 * other pages); the print grant is always the project's, and the page is the web app's print
 * route of the document. Pure.
 */
import type { ProjectTypeValue } from '../../db/types.js';
import { safeFilename } from '../../lib/filename.js';
import { projectNoun } from '../projects/index.js';
import { VIEWS, PRINTED_VIEWS } from './snapshots.service.js';

export type PdfDocument =
  | { kind: 'PROJECT' }
  | { kind: 'PROOF'; proofId: number }
  | { kind: 'QUOTE'; quoteId: number }
  /**
   * A page its module prints of its project: `path` the web app's print route (`/print/...`),
   * `key` what tells it from the project's other such pages (two jobs of one key print the same).
   */
  | { kind: 'PAGE'; path: string; key: string };

/**
 * Whether `path` is a print route of the web app: `/print/` and segments of letters, digits,
 * `-` and `_` only (no dot segments, encoded or not, no query, no way out of the print routes).
 */
export const isPrintPath = (path: string): boolean => /^\/print(\/[A-Za-z0-9_-]+)+$/.test(path);

const idIn = (input: unknown, key: 'proofId' | 'quoteId'): number | null => {
  const id = (input as Record<string, unknown> | null)?.[key];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/** The document of a PDF job's stored input (older jobs hold the project only). */
export function pdfDocumentOf(input: unknown): PdfDocument {
  const fields = (input ?? {}) as Record<string, unknown>;
  const { page, pageKey } = fields;
  // Read as stored, checked where it is queued and again where it prints (pdf-job-runner.ts):
  // a page that is not a print route fails its job rather than print the project's pages.
  if (typeof page === 'string' && typeof pageKey === 'string') return { kind: 'PAGE', path: page, key: pageKey };
  const proofId = idIn(input, 'proofId');
  if (proofId != null) return { kind: 'PROOF', proofId };
  const quoteId = idIn(input, 'quoteId');
  if (quoteId != null) return { kind: 'QUOTE', quoteId };
  return { kind: 'PROJECT' };
}

/**
 * The input stored with a PDF job of `document` printed with project `projectId`'s grant; a
 * project's pages with the `version` they print (pdf-jobs.service.ts `printedVersion`).
 */
export function pdfJobInput(
  projectId: number,
  document: PdfDocument,
  version?: string,
): Record<string, number | string> {
  if (document.kind === 'PROOF') return { projectId, proofId: document.proofId };
  if (document.kind === 'QUOTE') return { projectId, quoteId: document.quoteId };
  if (document.kind === 'PAGE') return { projectId, page: document.path, pageKey: document.key };
  return version === undefined ? { projectId } : { projectId, version };
}

/** The version of a project's pages a PDF job's stored input says it prints; null for none (older jobs). */
export function pdfJobVersion(input: unknown): string | null {
  const version = (input as Record<string, unknown> | null)?.version;
  return typeof version === 'string' ? version : null;
}

/**
 * The web app's print path of a proof sheet (`/print/proofs/<id>`), a quote
 * (`/print/quotes/<id>`) or a module's page (its own); a project's pages have theirs from its
 * kind (pdf-job-runner.ts).
 */
export function documentPrintPath(document: Exclude<PdfDocument, { kind: 'PROJECT' }>): string {
  if (document.kind === 'PAGE') return document.path;
  return document.kind === 'PROOF' ? `/print/proofs/${document.proofId}` : `/print/quotes/${document.quoteId}`;
}

/**
 * The views drawn before printing: a proof sheet shows its product from every side, the other
 * documents the front only.
 */
export const viewsPrinted = (document: PdfDocument) => (document.kind === 'PROOF' ? VIEWS : PRINTED_VIEWS);

/** A project PDF's file name: its title, or its kind's noun ('playbook') when the title is unusable. */
export const pdfFilename = (title: string, type: ProjectTypeValue) =>
  safeFilename(title, projectNoun(type).toLowerCase());
