/**
 * Migration 0042: a PDF job of a store's document stored before the render module printed any
 * module's page (`{ projectId, storeDocument, storeId, round }`) is rewritten to the page's print
 * path and key, which the render module reads as a page document printing the same print route
 * the store's export queues now; the way down restores the stored fields. Jobs of other documents
 * are left as they are. A stored page that is not a print route fails its job, printing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../migrations/0042_page_documents.js';
import { documentPrintPath, isPrintPath, pdfDocumentOf } from '../src/modules/render/pdf-documents.js';
import { storeDocumentPage } from '../src/modules/stores/store-documents.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => h?.close());

const LEGACY = [
  { projectId: 7, storeDocument: 'PACKING_LIST', storeId: 'k3x9p2', round: 2 },
  { projectId: 7, storeDocument: 'BAG_LABELS', storeId: 'k3x9p2', round: 1 },
  { projectId: 7, storeDocument: 'PAYOUT_STATEMENT', storeId: 'k3x9p2' },
];
const OTHERS = [
  { projectId: 7, quoteId: 3 },
  { projectId: 7, version: 'abc' },
];

describe('0042_page_documents', () => {
  it('rewrites stored store documents to their print page and key, and back', async () => {
    const db = h.built.database.db;
    const ids: number[] = [];
    for (const input of [...LEGACY, ...OTHERS]) {
      const row = await db
        .insertInto('render_jobs')
        .values({
          kind: 'PDF',
          status: 'DONE',
          dealer_id: null,
          project_id: null,
          input: JSON.stringify(input),
          blob_key: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const inputs = async () =>
      (await db.selectFrom('render_jobs').select(['id', 'input']).where('id', 'in', ids).orderBy('id').execute()).map(
        (r) => r.input as Record<string, unknown>,
      );

    await up(db as never);
    const after = await inputs();
    expect(after).toEqual([
      { projectId: 7, page: '/print/stores/k3x9p2/packing-list/2', pageKey: 'PACKING_LIST:2' },
      { projectId: 7, page: '/print/stores/k3x9p2/bag-labels/1', pageKey: 'BAG_LABELS:1' },
      { projectId: 7, page: '/print/stores/k3x9p2/payout-statement', pageKey: 'PAYOUT_STATEMENT' },
      ...OTHERS,
    ]);
    // As the store's export writes them now, and printed from that route.
    expect(after.slice(0, 3).map((input) => pdfDocumentOf(input))).toEqual([
      { kind: 'PAGE', ...storeDocumentPage('k3x9p2', 'PACKING_LIST', 2) },
      { kind: 'PAGE', ...storeDocumentPage('k3x9p2', 'BAG_LABELS', 1) },
      { kind: 'PAGE', ...storeDocumentPage('k3x9p2', 'PAYOUT_STATEMENT', null) },
    ]);
    const first = pdfDocumentOf(after[0]);
    expect(first.kind === 'PAGE' && documentPrintPath(first)).toBe('/print/stores/k3x9p2/packing-list/2');

    await down(db as never);
    expect(await inputs()).toEqual([...LEGACY, ...OTHERS]);
    await db.deleteFrom('render_jobs').where('id', 'in', ids).execute();
  });

  it('takes no path outside the print routes for a print page', () => {
    for (const page of [
      '/stores/x',
      '/print/../dashboard',
      '/print/a b',
      '/print/%2e%2e/dashboard',
      '/print/',
      '/print',
      '/print/a\\b',
      'https://example.com/print/x',
      '/print/x?y=1',
      '/print//x',
    ])
      expect(isPrintPath(page), page).toBe(false);
    expect(isPrintPath('/print/stores/k3x9p2/packing-list/2')).toBe(true);
  });

  it('fails the job of a stored page that is not a print route, without printing the project', async () => {
    const db = h.built.database.db;
    const token = (await h.signIn('PGD001')).token;
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } },
      token,
    );
    const project = await db
      .selectFrom('projects')
      .select(['id', 'dealer_id'])
      .where('public_id', '=', created.data.createSnapsheet.id)
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto('render_jobs')
      .values({
        kind: 'PDF',
        status: 'QUEUED',
        dealer_id: project.dealer_id,
        project_id: project.id,
        input: JSON.stringify({ projectId: project.id, page: '/print/../dashboard', pageKey: 'X' }),
        blob_key: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nothingDrawn = () => Promise.reject(new Error('nothing is drawn for a page that cannot print'));
    await h.built.services.render.runPdfJob(job.id, {
      specs: nothingDrawn,
      proofSpec: nothingDrawn,
      quoteSpecs: nothingDrawn,
    });
    const after = await db
      .selectFrom('render_jobs')
      .select(['status', 'error', 'blob_key'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'FAILED', error: 'This document cannot be printed', blob_key: null });
  });
});
