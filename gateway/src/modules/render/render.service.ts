/**
 * Snapshots and render jobs (C5, R1, R2, P7). A snapshot is keyed by the content hash of its
 * RenderSpec (plus view and size), so identical configurations share their pictures. Asking
 * for a missing snapshot inserts PENDING rows for every view and queues one render job; the
 * worker calls the render service and stores the PNGs in the blob store.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { RenderJobRow, SnapshotRow } from '../../db/types.js';
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { BlobStore } from '../../plugins/files.js';
import { sha256, stableJson, type RenderSpec } from '../configurations/configurations.service.js';
import type { RenderClient, ViewName } from './render-client.js';

export const VIEWS: ViewName[] = ['FRONT', 'RIGHT', 'LEFT', 'BACK'];
/** Snapshot size (section 9), px. */
export const SNAPSHOT_WIDTH = 470;
export const SNAPSHOT_HEIGHT = 588;
/** A FAILED snapshot is retried when asked for again after this long, ms. */
const RETRY_FAILED_AFTER_MS = 30_000;

export type RenderJobData =
  | { kind: 'snapshots'; renderHash: string; spec: RenderSpec; width: number; height: number }
  | { kind: 'pdf'; renderJobId: number };

export function renderHashOf(spec: RenderSpec): string {
  return sha256(stableJson(spec));
}

export interface PdfSource {
  /** The specs of every snapshot the print page shows, to render before printing. */
  specs(projectId: number): Promise<RenderSpec[]>;
  /** The print URL of a project. */
  printUrl(projectId: number): Promise<string>;
}

export function renderService(db: Db, deps: { jobs: Jobs | null; blobs: BlobStore; client: RenderClient }) {
  /**
   * Records PENDING rows for every view of a spec that has none, and (unless `enqueue` is
   * false: the caller draws them itself) queues one render job for them. Returns the hash.
   */
  async function queueSnapshots(spec: RenderSpec, width: number, height: number, enqueue = true): Promise<string> {
    const renderHash = renderHashOf(spec);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('snapshots')
        .values(
          VIEWS.map((view) => ({
            render_hash: renderHash,
            view,
            width,
            height,
            status: 'PENDING' as const,
            blob_key: null,
            error: null,
          })),
        )
        .onConflict((oc) => oc.columns(['render_hash', 'view', 'width', 'height']).doNothing())
        .returning('id')
        .execute();
      if (enqueue && inserted.length && deps.jobs) {
        await deps.jobs.sendInTransaction(trx, QUEUES.render, {
          kind: 'snapshots',
          renderHash,
          spec,
          width,
          height,
        } satisfies RenderJobData);
      }
    });
    return renderHash;
  }

  /** How many views of a spec are stored (READY) at this size. */
  async function readyViews(renderHash: string, width: number, height: number): Promise<number> {
    const row = await db
      .selectFrom('snapshots')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('render_hash', '=', renderHash)
      .where('width', '=', width)
      .where('height', '=', height)
      .where('status', '=', 'READY')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Renders and stores every view of a spec now (worker side). Idempotent: does nothing when
   * all views are already stored (a queued job may find them drawn by a PDF export).
   */
  async function renderSnapshots(spec: RenderSpec, width: number, height: number): Promise<void> {
    const renderHash = renderHashOf(spec);
    if ((await readyViews(renderHash, width, height)) >= VIEWS.length) return;
    try {
      const shots = await deps.client.snapshots(spec, VIEWS, width, height);
      for (const shot of shots) {
        const key = await deps.blobs.put('snapshots', shot.png, 'png');
        await db
          .insertInto('snapshots')
          .values({
            render_hash: renderHash,
            view: shot.view,
            width,
            height,
            status: 'READY',
            blob_key: key,
            error: null,
          })
          .onConflict((oc) =>
            oc
              .columns(['render_hash', 'view', 'width', 'height'])
              .doUpdateSet({ status: 'READY', blob_key: key, error: null, updated_at: new Date() }),
          )
          .execute();
      }
    } catch (err) {
      const message = (err as Error).message.slice(0, 500);
      await db
        .updateTable('snapshots')
        .set({ status: 'FAILED', error: message, updated_at: new Date() })
        .where('render_hash', '=', renderHash)
        .where('width', '=', width)
        .where('height', '=', height)
        .where('status', '!=', 'READY')
        .execute();
      throw err;
    }
  }

  return {
    /**
     * The snapshot of a spec for a view (C5); queues the render when missing (or failed a
     * while ago). Returns the row as it is now.
     */
    async snapshot(
      spec: RenderSpec,
      view: ViewName,
      width = SNAPSHOT_WIDTH,
      height = SNAPSHOT_HEIGHT,
    ): Promise<SnapshotRow> {
      const renderHash = renderHashOf(spec);
      const find = () =>
        db
          .selectFrom('snapshots')
          .selectAll()
          .where('render_hash', '=', renderHash)
          .where('view', '=', view)
          .where('width', '=', width)
          .where('height', '=', height)
          .executeTakeFirst();
      let row = await find();
      if (row?.status === 'FAILED' && Date.now() - new Date(row.updated_at).getTime() > RETRY_FAILED_AFTER_MS) {
        await db.deleteFrom('snapshots').where('render_hash', '=', renderHash).where('status', '=', 'FAILED').execute();
        row = undefined;
      }
      if (!row) {
        await queueSnapshots(spec, width, height);
        row = await find();
      }
      return row!;
    },

    renderSnapshots,

    /**
     * P7: queues a PDF export of a project. The job row and the pg-boss job are written in one
     * transaction.
     */
    async queuePdf(args: { projectId: number; dealerId: number | null }): Promise<RenderJobRow> {
      return db.transaction().execute(async (trx) => {
        const job = await trx
          .insertInto('render_jobs')
          .values({
            kind: 'PDF',
            status: 'QUEUED',
            dealer_id: args.dealerId,
            project_id: args.projectId,
            input: JSON.stringify({ projectId: args.projectId }),
            blob_key: null,
            error: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (deps.jobs)
          await deps.jobs.sendInTransaction(trx, QUEUES.render, {
            kind: 'pdf',
            renderJobId: job.id,
          } satisfies RenderJobData);
        return job;
      });
    },

    renderJob: (id: number) => db.selectFrom('render_jobs').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Worker side of a PDF job: snapshots first (progress 0..0.8), then the PDF. */
    async runPdfJob(renderJobId: number, source: PdfSource): Promise<void> {
      const setJob = (values: {
        status?: RenderJobRow['status'];
        progress?: number;
        blob_key?: string;
        error?: string;
      }) =>
        db
          .updateTable('render_jobs')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', renderJobId)
          .execute();
      const job = await db.selectFrom('render_jobs').selectAll().where('id', '=', renderJobId).executeTakeFirst();
      if (!job || job.status === 'DONE' || job.project_id == null) return;
      try {
        await setJob({ status: 'RUNNING', progress: 0.02 });
        const specs = await source.specs(job.project_id);
        for (const [i, spec] of specs.entries()) {
          const hash = renderHashOf(spec);
          if ((await readyViews(hash, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT)) < VIEWS.length) {
            await queueSnapshots(spec, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT, false);
            await renderSnapshots(spec, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT);
          }
          await setJob({ progress: 0.05 + (0.75 * (i + 1)) / Math.max(specs.length, 1) });
        }
        await setJob({ progress: 0.85 });
        const pdf = await deps.client.pdf(await source.printUrl(job.project_id));
        const key = await deps.blobs.put('pdfs', pdf, 'pdf');
        await setJob({ status: 'DONE', progress: 1, blob_key: key });
      } catch (err) {
        await setJob({ status: 'FAILED', error: (err as Error).message.slice(0, 500) });
      }
    },
  };
}

export type RenderService = ReturnType<typeof renderService>;
