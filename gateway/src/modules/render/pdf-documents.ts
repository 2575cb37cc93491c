/**
 * What a PDF job prints (R2): a project's pages (P7), a proof sheet or a
 * quote, or a store's closing document. The job's `render_jobs.input` is
 * `{ projectId, version }` (the version of the pages it prints; absent for jobs queued before),
 * `{ projectId, proofId }`, `{ projectId, quoteId }` (row ids) or
 * `{ projectId, storeDocument, storeId, round? }` (the store's public id); the print grant is always the project's, and the page is
 * the web app's print route of the document. Pure.
 */
import type { ProjectTypeValue } from '../../db/types.js';
import { safeFilename } from '../../lib/filename.js';
import { projectNoun } from '../projects/index.js';
import { VIEWS, PRINTED_VIEWS } from './snapshots.service.js';

/** A store's closing documents: per round (packing list, bag labels) or the whole store's. */
export type StoreDocumentKind = 'PACKING_LIST' | 'BAG_LABELS' | 'PAYOUT_STATEMENT';
const STORE_DOCUMENTS: readonly StoreDocumentKind[] = ['PACKING_LIST', 'BAG_LABELS', 'PAYOUT_STATEMENT'];

export type PdfDocument =
  | { kind: 'PROJECT' }
  | { kind: 'PROOF'; proofId: number }
  | { kind: 'QUOTE'; quoteId: number }
  /** A store's document: `storeId` its project's public id, `round` null for the whole store's. */
  | { kind: 'STORE'; storeDocument: StoreDocumentKind; storeId: string; round: number | null };

const idIn = (input: unknown, key: 'proofId' | 'quoteId'): number | null => {
  const id = (input as Record<string, unknown> | null)?.[key];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/** The document of a PDF job's stored input (older jobs hold the project only). */
export function pdfDocumentOf(input: unknown): PdfDocument {
  const fields = (input ?? {}) as Record<string, unknown>;
  const storeDocument = fields.storeDocument;
  if (
    typeof storeDocument === 'string' &&
    (STORE_DOCUMENTS as readonly string[]).includes(storeDocument) &&
    typeof fields.storeId === 'string'
  ) {
    const round = typeof fields.round === 'number' && Number.isSafeInteger(fields.round) ? fields.round : null;
    return { kind: 'STORE', storeDocument: storeDocument as StoreDocumentKind, storeId: fields.storeId, round };
  }
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
  if (document.kind === 'STORE')
    return {
      projectId,
      storeDocument: document.storeDocument,
      storeId: document.storeId,
      ...(document.round == null ? {} : { round: document.round }),
    };
  return version === undefined ? { projectId } : { projectId, version };
}

/** The version of a project's pages a PDF job's stored input says it prints; null for none (older jobs). */
export function pdfJobVersion(input: unknown): string | null {
  const version = (input as Record<string, unknown> | null)?.version;
  return typeof version === 'string' ? version : null;
}

/**
 * The web app's print path of a proof sheet (`/print/proofs/<id>`) or a quote
 * (`/print/quotes/<id>`); a project's pages have theirs from its kind (pdf-jobs.service.ts).
 */
export function documentPrintPath(document: Exclude<PdfDocument, { kind: 'PROJECT' }>): string {
  if (document.kind === 'STORE') {
    const store = `/print/stores/${encodeURIComponent(document.storeId)}`;
    if (document.storeDocument === 'PAYOUT_STATEMENT') return `${store}/payout-statement`;
    const page = document.storeDocument === 'PACKING_LIST' ? 'packing-list' : 'bag-labels';
    return `${store}/${page}/${document.round ?? 1}`;
  }
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
