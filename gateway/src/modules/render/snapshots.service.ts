/**
 * Snapshots (C5, R1): a spec's picture in a view and a size, keyed by the content hash of its
 * RenderSpec, so identical configurations share their pictures. Asking for a missing snapshot
 * inserts PENDING rows for every view and queues one render job, which wakes a render worker at
 * once; the worker calls the render service and stores the PNGs in the blob store, the
 * view asked for first (one request), then the others (another). A new render costs the asking
 * address one point of its render budget.
 */
import type DataLoader from 'dataloader';
import type { Db } from '../../db/index.js';
import type { SnapshotRow } from '../../db/types.js';
import type { BlobStore } from '../../plugins/files.js';
import { renderHashOf, type HashedSpec, type RenderSpec } from '../configurations/index.js';
import type { RenderClient, ViewName } from './render-client.js';
import {
  isTransient,
  safeMessageOf,
  type Attempt,
  type RenderAsker,
  type RenderJobData,
  type RenderLog,
  type RenderQueue,
} from './render-queue.js';
import * as repo from './render.repository.js';
import { snapshotKey } from './snapshot-key.js';

export const VIEWS: ViewName[] = ['FRONT', 'RIGHT', 'LEFT', 'BACK'];
/**
 * The views the print pages show (R2: a snapsheet's and a playbook's products, FRONT): all a PDF
 * export draws before printing. The other views are drawn when something asks for them.
 */
export const PRINTED_VIEWS: readonly ViewName[] = ['FRONT'];
/** Snapshot size (section 9), px. */
export const SNAPSHOT_WIDTH = 470;
export const SNAPSHOT_HEIGHT = 588;
/** A FAILED snapshot is retried when asked for again after this long, ms. */
const RETRY_FAILED_AFTER_MS = 30_000;

/**
 * Who asks for a render: the client address counts new renders, or the print
 * grant when the caller is a print page (render-queue.ts `renderBudgets`).
 */
export interface RenderRequester extends RenderAsker {
  ip: string;
  /** The request's loaders (the GraphQL context has them): the first look is batched. */
  loaders?: { snapshot: DataLoader<string, SnapshotRow | null> };
}

export function snapshotsService(
  db: Db,
  deps: {
    queue: RenderQueue;
    /** Takes one render from the asker's budget (render-queue.ts `renderBudgets`). */
    allow: (asker: RenderAsker) => Promise<boolean>;
    client: RenderClient;
    blobs: BlobStore;
    log: RenderLog;
  },
) {
  const { log } = deps;
  /** Snapshot renders being queued right now, by hash and size: one queue per spec, one point. */
  const queueing = new Map<string, Promise<boolean>>();

  /**
   * Records PENDING rows for each of `views` (every view unless told) of a spec that has none,
   * and (unless `firstView` is false: the caller draws them itself) queues one render job for
   * them that draws `firstView` first. Returns the hash.
   */
  async function queueSnapshots(
    spec: RenderSpec,
    width: number,
    height: number,
    firstView: ViewName | false,
    renderHash = renderHashOf(spec),
    views: readonly ViewName[] = VIEWS,
  ): Promise<string> {
    const queued = await db.transaction().execute(async (trx) => {
      const inserted = await repo.insertPendingSnapshots(trx, renderHash, views, width, height);
      if (firstView === false || !inserted.length) return false;
      await deps.queue.send(trx, { kind: 'snapshots', renderHash, spec, width, height, firstView });
      return true;
    });
    if (queued) deps.queue.wake();
    return renderHash;
  }

  /**
   * Renders and stores the views of a spec not stored yet (worker side): of `views`, every view
   * unless told (a PDF export draws only {@link PRINTED_VIEWS}). With `firstView` among them,
   * that view is drawn and stored first (one render-service request), then the others (another);
   * otherwise all in one request. Idempotent: does nothing when they are all stored already (a
   * queued job may find them drawn by a PDF export). On a failure the views not stored stay
   * PENDING while another attempt will follow (a transient error, not the last attempt) and turn
   * FAILED (with a safe message) otherwise; the error is rethrown.
   */
  async function renderSnapshots(
    spec: RenderSpec,
    width: number,
    height: number,
    attempt: Attempt = { lastAttempt: true },
    firstView?: ViewName,
    renderHash = renderHashOf(spec),
    views: readonly ViewName[] = VIEWS,
  ): Promise<void> {
    const stored = await repo.readyViewsOf(db, renderHash, width, height);
    const missing = views.filter((v) => !stored.has(v));
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
        await repo.failUnreadySnapshots(db, renderHash, width, height, missing, message);
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

  return {
    queueSnapshots,

    /** The snapshots of a spec in every view (FRONT, RIGHT, LEFT, BACK), as `snapshot` gives each. */
    snapshots(requester: RenderRequester, source: RenderSpec | HashedSpec): Promise<SnapshotRow[]> {
      return Promise.all(VIEWS.map((view) => this.snapshot(requester, source, view)));
    },

    /**
     * The snapshot of a spec for a view (C5); queues the render when missing (or failed a
     * while ago). Returns the row as it is now.
     *
     * A render that is not stored yet costs the requester's address one point of
     * RENDER_RATE_LIMIT (a print page's: its grant's RENDER_PRINT_PAGE_LIMIT); with it spent, the answer is a PENDING snapshot that is not
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
      // A stored configuration's hash: its spec is built only to draw it.
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
          if (!(await deps.allow(requester))) return false;
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
  };
}

export type SnapshotsService = ReturnType<typeof snapshotsService>;
