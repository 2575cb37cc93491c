/**
 * Snapshots (C5, R1): a spec's picture in a view and a size, keyed by the content hash of its
 * RenderSpec, so identical configurations share their pictures. Asking for a missing snapshot
 * inserts PENDING rows for every view and queues one render job, which wakes a render worker at
 * once (issue 16); the worker calls the render service and stores the PNGs in the blob store, the
 * view asked for first (one request), then the others (another). A new render costs the asking
 * address one point of its render budget (issue 6).
 */
import type DataLoader from 'dataloader';
import type { Db } from '../../db/index.js';
import type { SnapshotRow } from '../../db/types.js';
import type { BlobStore } from '../../plugins/files.js';
import { renderHashOf, type HashedSpec, type RenderSpec } from '../configurations/configurations.service.js';
import type { RenderClient, ViewName } from './render-client.js';
import {
  isTransient,
  safeMessageOf,
  type Attempt,
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
/**
 * The views drawn with any asked view, the asked one first (C5, R1): those the app's pages show
 * (FRONT on cards and print pages, BACK beside it on locker items), so that a page asking for
 * both finds them drawn by one job. RIGHT and LEFT are drawn when something asks for them.
 */
export const EAGER_VIEWS: readonly ViewName[] = ['FRONT', 'BACK'];

/** The views a job draws when `asked` are asked for: those, then the eager ones not among them. */
export function viewsDrawnWith(asked: readonly ViewName[]): ViewName[] {
  return [...asked, ...EAGER_VIEWS.filter((v) => !asked.includes(v))];
}
/** Snapshot size (section 9), px. */
export const SNAPSHOT_WIDTH = 470;
export const SNAPSHOT_HEIGHT = 588;
/** A FAILED snapshot is retried when asked for again after this long, ms. */
const RETRY_FAILED_AFTER_MS = 30_000;

/** Who asks for a render: the client address counts new renders (issue 6 limits). */
export interface RenderRequester {
  ip: string;
  /** The request's loaders (the GraphQL context has them): the first look is batched. */
  loaders?: { snapshot: DataLoader<string, SnapshotRow | null> };
}

export function snapshotsService(
  db: Db,
  deps: {
    queue: RenderQueue;
    /** Takes one render from an address's budget (render-queue.ts `renderBudget`). */
    allow: (ip: string) => Promise<boolean>;
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
   * and (unless `firstView` is false: the caller draws them itself) queues one render job that
   * draws the views it recorded, `firstView` first. Views another job has recorded are left to
   * it. Returns the hash.
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
      await deps.queue.send(trx, { kind: 'snapshots', renderHash, spec, width, height, firstView, views: inserted });
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

  /**
   * The rows of `views` of a spec, in that order. Views without a row are queued in one render
   * job with the eager views ({@link EAGER_VIEWS}), the first of them drawn first. A spec with no
   * row at this size costs the requester's address one point of its budget (a new render); views
   * added to a spec already recorded cost nothing. With the budget spent, a missing row is
   * answered PENDING and not stored. Asks of one spec at one size queue one after the other.
   */
  async function ask(
    requester: RenderRequester,
    source: RenderSpec | HashedSpec,
    views: readonly ViewName[],
    width: number,
    height: number,
  ): Promise<SnapshotRow[]> {
    // A stored configuration's hash (issue 16): its spec is built only to draw it.
    const renderHash = 'renderHash' in source ? source.renderHash : renderHashOf(source);
    const specOf = () => ('renderHash' in source ? source.spec() : Promise.resolve(source));
    const find = (view: ViewName) => repo.snapshotByKey(db, { renderHash, view, width, height });
    const first = (view: ViewName) =>
      requester.loaders
        ? requester.loaders.snapshot.load(snapshotKey(renderHash, view, width, height)).then((r) => r ?? undefined)
        : find(view);
    let rows = await Promise.all(views.map(first));
    const stale = (row: SnapshotRow | undefined) =>
      row?.status === 'FAILED' && Date.now() - new Date(row.updated_at).getTime() > RETRY_FAILED_AFTER_MS;
    if (rows.some(stale)) {
      await repo.deleteFailedSnapshots(db, renderHash);
      rows = rows.map((row) => (stale(row) ? undefined : row));
    }
    const missing = () => views.filter((_, i) => !rows[i]);
    const key = `${renderHash}:${width}x${height}`;
    // At most twice: once after another ask of this spec that was queuing, once for our own.
    for (let round = 0; round < 2 && missing().length; round += 1) {
      const other = queueing.get(key);
      if (other) {
        await other;
      } else {
        const asked = missing();
        const queued = (async () => {
          const recorded = await repo.recordedViewsOf(db, renderHash, width, height);
          // Recorded by another request since our look: free.
          if (asked.every((v) => recorded.has(v))) return true;
          if (recorded.size === 0 && !(await deps.allow(requester.ip))) return false;
          await queueSnapshots(await specOf(), width, height, asked[0]!, renderHash, viewsDrawnWith(asked));
          return true;
        })().finally(() => queueing.delete(key));
        queueing.set(key, queued);
        if (!(await queued)) break;
      }
      rows = await Promise.all(views.map((view, i) => rows[i] ?? find(view)));
    }
    const now = new Date();
    return views.map(
      (view, i): SnapshotRow =>
        rows[i] ?? {
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
        },
    );
  }

  return {
    queueSnapshots,

    /** The snapshots of a spec in every view (FRONT, RIGHT, LEFT, BACK), as `snapshot` gives each. */
    snapshots(requester: RenderRequester, source: RenderSpec | HashedSpec): Promise<SnapshotRow[]> {
      return ask(requester, source, VIEWS, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT);
    },

    /**
     * The snapshot of a spec for a view (C5); queues the render when missing (or failed a
     * while ago), with the eager views ({@link EAGER_VIEWS}). Returns the row as it is now.
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
      return (await ask(requester, source, [view], width, height))[0]!;
    },

    renderSnapshots,

    /**
     * Worker side of a `snapshots` job. Throws (so that pg-boss retries) only when the failure
     * is transient and this is not the last attempt; otherwise the views are FAILED and the job
     * ends.
     */
    async runSnapshotJob(data: Extract<RenderJobData, { kind: 'snapshots' }>, attempt: Attempt): Promise<void> {
      try {
        await renderSnapshots(data.spec, data.width, data.height, attempt, data.firstView, data.renderHash, data.views);
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
