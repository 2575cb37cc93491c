/**
 * SQL of snapshots and render jobs (C5, R1, R2, P7). A snapshot row is keyed by its spec's render
 * hash, view and size (px); a render job row is one PDF export of a project. Every function takes
 * the executor (the database or a transaction), so that the render service groups what must be
 * written together.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { RenderJobRow, SnapshotRow } from '../../db/types.js';
import type { ViewName } from './view-name.js';

/** One snapshot's key: the spec's render hash, the view and the size in px. */
export interface SnapshotKey {
  renderHash: string;
  view: ViewName;
  width: number;
  height: number;
}

/** Inserts a PENDING row for each view of `views` that has no row yet; returns the inserted ids. */
export async function insertPendingSnapshots(
  exec: Executor,
  renderHash: string,
  views: readonly ViewName[],
  width: number,
  height: number,
): Promise<number[]> {
  const rows = await exec
    .insertInto('snapshots')
    .values(
      views.map((view) => ({
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
  return rows.map((r) => r.id);
}

/** The snapshot row of `key`, in any status; undefined when there is none. */
export function snapshotByKey(exec: Executor, key: SnapshotKey): Promise<SnapshotRow | undefined> {
  return exec
    .selectFrom('snapshots')
    .selectAll()
    .where('render_hash', '=', key.renderHash)
    .where('view', '=', key.view)
    .where('width', '=', key.width)
    .where('height', '=', key.height)
    .executeTakeFirst();
}

/**
 * How many of `views` of each hash are READY at this size, by hash (hashes without one are
 * absent).
 */
export async function readyViewCounts(
  exec: Executor,
  renderHashes: readonly string[],
  width: number,
  height: number,
  views: readonly ViewName[],
): Promise<Map<string, number>> {
  if (!renderHashes.length || !views.length) return new Map();
  const rows = await exec
    .selectFrom('snapshots')
    .select(['render_hash', sql<number>`count(*)::int`.as('n')])
    .where('render_hash', 'in', [...new Set(renderHashes)])
    .where('width', '=', width)
    .where('height', '=', height)
    .where('view', 'in', [...views])
    .where('status', '=', 'READY')
    .groupBy('render_hash')
    .execute();
  return new Map(rows.map((r) => [r.render_hash, Number(r.n)]));
}

/** The views of a hash READY at this size. */
export async function readyViewsOf(
  exec: Executor,
  renderHash: string,
  width: number,
  height: number,
): Promise<Set<ViewName>> {
  const rows = await exec
    .selectFrom('snapshots')
    .select('view')
    .where('render_hash', '=', renderHash)
    .where('width', '=', width)
    .where('height', '=', height)
    .where('status', '=', 'READY')
    .execute();
  return new Set(rows.map((r) => r.view as ViewName));
}

/** Stores a drawn view: its row READY with the blob's key (inserted when missing). */
export async function storeReadySnapshot(exec: Executor, key: SnapshotKey, blobKey: string): Promise<void> {
  await exec
    .insertInto('snapshots')
    .values({
      render_hash: key.renderHash,
      view: key.view,
      width: key.width,
      height: key.height,
      status: 'READY',
      blob_key: blobKey,
      error: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['render_hash', 'view', 'width', 'height'])
        .doUpdateSet({ status: 'READY', blob_key: blobKey, error: null, updated_at: new Date() }),
    )
    .execute();
}

/**
 * Marks each of `views` of a hash at this size that is not READY as FAILED, with `error` (a safe
 * message); the other views' rows are left to the work drawing them.
 */
export async function failUnreadySnapshots(
  exec: Executor,
  renderHash: string,
  width: number,
  height: number,
  views: readonly ViewName[],
  error: string,
): Promise<void> {
  if (!views.length) return;
  await exec
    .updateTable('snapshots')
    .set({ status: 'FAILED', error, updated_at: new Date() })
    .where('render_hash', '=', renderHash)
    .where('width', '=', width)
    .where('height', '=', height)
    .where('view', 'in', [...views])
    .where('status', '!=', 'READY')
    .execute();
}

/** Deletes the FAILED rows of a hash (every size), so that the next ask queues them again. */
export async function deleteFailedSnapshots(exec: Executor, renderHash: string): Promise<void> {
  await exec.deleteFrom('snapshots').where('render_hash', '=', renderHash).where('status', '=', 'FAILED').execute();
}

/** PENDING snapshots (id and hash), only those last changed before `before` when given. */
export function pendingSnapshots(exec: Executor, before?: Date): Promise<{ id: number; render_hash: string }[]> {
  let query = exec.selectFrom('snapshots').select(['id', 'render_hash']).where('status', '=', 'PENDING');
  if (before) query = query.where('updated_at', '<', before);
  return query.execute();
}

/** Deletes the snapshots of `ids` that are still PENDING. */
export async function deletePendingSnapshots(exec: Executor, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await exec
    .deleteFrom('snapshots')
    .where('id', 'in', [...ids])
    .where('status', '=', 'PENDING')
    .execute();
}

/** A project as its print page names it: row id, type, title, public id and its dealer's code. */
export function printableProject(exec: Executor, projectId: number) {
  return exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .select(['p.id', 'p.type', 'p.title', 'p.public_id', 'd.code'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

/**
 * The live project `projectId` (row id) locked against changes (FOR NO KEY UPDATE, as a change
 * locks it) until `exec`'s transaction ends: concurrent exports of one project queue one after
 * the other. Undefined when archived or gone.
 */
export function lockLiveProject(exec: Executor, projectId: number) {
  return exec
    .selectFrom('projects')
    .select(['id', 'dealer_id', 'title', 'type', 'status', 'deleted_at', 'updated_at'])
    .where('id', '=', projectId)
    .where('deleted_at', 'is', null)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The PDF jobs of a project that are QUEUED or RUNNING, oldest first. */
export function activePdfJobsOf(exec: Executor, projectId: number): Promise<RenderJobRow[]> {
  return exec
    .selectFrom('render_jobs')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('kind', '=', 'PDF')
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .orderBy('id')
    .execute();
}

/**
 * Project `projectId`'s PDF jobs created at or after `since` (its last change)
 * that have not failed, newest first: the exports that print its current version.
 */
export function currentPdfJobsOf(exec: Executor, projectId: number, since: Date): Promise<RenderJobRow[]> {
  return exec
    .selectFrom('render_jobs')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('kind', '=', 'PDF')
    .where('status', '!=', 'FAILED')
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * What a project's printed pages show besides its own rows (the version of its PDF): its dealer's
 * name and contact with the choices of what a visitor sees, and the pictures (blob keys) of its
 * default logo and of every logo its products' configurations wear, by logo id. Undefined when
 * the project is gone.
 */
export async function printedFactsOf(exec: Executor, projectId: number) {
  const dealer = await exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .select(['d.name', 'd.phone', 'd.email', 'd.share_phone', 'd.share_email'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!dealer) return undefined;
  const { rows } = await sql<{ id: number; blob_key: string }>`SELECT l.id, l.blob_key FROM logos l
    WHERE l.id = (SELECT p.default_logo_id FROM projects p WHERE p.id = ${projectId})
      OR l.id IN (
        SELECT CASE WHEN jsonb_typeof(d.value->'logoId') = 'number' THEN (d.value->>'logoId')::int END
        FROM project_products pp
        JOIN configurations c ON c.id = pp.configuration_id
        CROSS JOIN LATERAL jsonb_array_elements(c.decorations) AS d(value)
        WHERE pp.project_id = ${projectId})
    ORDER BY l.id`.execute(exec);
  return { dealer, logos: Object.fromEntries(rows.map((r) => [String(r.id), r.blob_key])) };
}

/** The ids of every PDF job QUEUED or RUNNING. */
export async function activePdfJobIds(exec: Executor): Promise<number[]> {
  const rows = await exec
    .selectFrom('render_jobs')
    .select('id')
    .where('kind', '=', 'PDF')
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Inserts a QUEUED PDF job of a project for its dealer, named `filename`; `input` is what it
 * prints (pdf-documents.ts `pdfJobInput`).
 */
export function insertPdfJob(
  exec: Executor,
  job: { dealerId: number; projectId: number; filename: string; input: Record<string, number | string> },
): Promise<RenderJobRow> {
  return exec
    .insertInto('render_jobs')
    .values({
      kind: 'PDF',
      status: 'QUEUED',
      dealer_id: job.dealerId,
      project_id: job.projectId,
      input: JSON.stringify(job.input),
      blob_key: null,
      error: null,
      filename: job.filename,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The render job `id`, any dealer's; undefined when there is none. */
export function renderJobById(exec: Executor, id: number): Promise<RenderJobRow | undefined> {
  return exec.selectFrom('render_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The render job `id` when it is dealer `dealerId`'s; undefined otherwise. */
export function renderJobOfDealer(exec: Executor, id: number, dealerId: number): Promise<RenderJobRow | undefined> {
  return exec
    .selectFrom('render_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
}

/** What a PDF job's worker writes as it goes (status, progress 0..1, the PDF's blob, a safe error). */
export interface RenderJobUpdate {
  status?: RenderJobRow['status'];
  progress?: number;
  blob_key?: string;
  error?: string | null;
  filename?: string;
}

/**
 * Updates render job `id`. Its progress only goes forward: a retried attempt starts again at
 * 0.02, but the progress a client has read stays.
 */
export async function updateRenderJob(exec: Executor, id: number, values: RenderJobUpdate): Promise<void> {
  const { progress, ...rest } = values;
  await exec
    .updateTable('render_jobs')
    .set({
      ...rest,
      ...(progress === undefined ? {} : { progress: sql<number>`greatest(progress, ${progress})` }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Puts PDF job `id` back to QUEUED when it is QUEUED or RUNNING (a lost pg-boss job). */
export async function requeuePdfJob(exec: Executor, id: number): Promise<void> {
  await exec
    .updateTable('render_jobs')
    .set({ status: 'QUEUED', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .execute();
}

/** Deletes the print grants expired before `now`. */
export async function deleteExpiredPrintGrants(exec: Executor, now: Date): Promise<void> {
  await exec.deleteFrom('print_grants').where('expires_at', '<', now).execute();
}

/** Records a print grant: the token's hash, the project it reads, its render job and expiry. */
export async function insertPrintGrant(
  exec: Executor,
  grant: { tokenHash: string; projectId: number; renderJobId: number | null; expiresAt: Date },
): Promise<void> {
  await exec
    .insertInto('print_grants')
    .values({
      token_hash: grant.tokenHash,
      project_id: grant.projectId,
      render_job_id: grant.renderJobId,
      expires_at: grant.expiresAt,
    })
    .execute();
}

/** The live (unexpired at `now`) print grant of a token's hash: its id and project; undefined otherwise. */
export function livePrintGrant(exec: Executor, tokenHash: string, now: Date) {
  return exec
    .selectFrom('print_grants')
    .select(['id', 'project_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Deletes the print grant of a token's hash. */
export async function deletePrintGrant(exec: Executor, tokenHash: string): Promise<void> {
  await exec.deleteFrom('print_grants').where('token_hash', '=', tokenHash).execute();
}

/**
 * The snapshots of the render hashes of `renderHashes` in any status, of the views and sizes
 * asked (each of `views`, `widths`, `heights`; all when not given): a superset of the keys a
 * caller wants, which it picks from.
 */
export function snapshotsOfRenderHashes(
  exec: Executor,
  renderHashes: readonly string[],
  only: { views?: readonly SnapshotRow['view'][]; widths?: readonly number[]; heights?: readonly number[] } = {},
): Promise<SnapshotRow[]> {
  let query = exec
    .selectFrom('snapshots')
    .selectAll()
    .where('render_hash', 'in', [...renderHashes]);
  if (only.views) query = query.where('view', 'in', [...only.views]);
  if (only.widths) query = query.where('width', 'in', [...only.widths]);
  if (only.heights) query = query.where('height', 'in', [...only.heights]);
  return query.execute();
}
