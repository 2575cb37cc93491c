/**
 * SQL of the project lookup every module shares (A5, A6, P6): a project by its type and public
 * id, and a dealer's live showrooms by dealer code. Every function takes the executor (the
 * database or a transaction) so that a service can group reads and writes.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { ProjectRow, ProjectTypeValue } from '../../db/types.js';

/**
 * The project of `type` with this public id, archived or not; with `dealerCode`, only when it is
 * that dealer's (case-insensitive). Undefined when there is none.
 */
export function projectByPublicId(
  exec: Executor,
  type: ProjectTypeValue,
  publicId: string,
  dealerCode: string | null = null,
): Promise<ProjectRow | undefined> {
  if (dealerCode === null) {
    return exec
      .selectFrom('projects')
      .selectAll()
      .where('public_id', '=', publicId)
      .where('type', '=', type)
      .executeTakeFirst();
  }
  return exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .selectAll('p')
    .where('p.public_id', '=', publicId)
    .where('p.type', '=', type)
    .where(sql<string>`lower(d.code)`, '=', dealerCode.toLowerCase())
    .executeTakeFirst();
}

/** The live (not archived) showrooms of the dealer with this code, oldest first (P6). */
export function liveShowroomsOfDealerCode(exec: Executor, dealerCode: string): Promise<ProjectRow[]> {
  return exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .selectAll('p')
    .where('p.type', '=', 'SHOWROOM')
    .where(sql<string>`lower(d.code)`, '=', dealerCode.toLowerCase())
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id')
    .execute();
}

/** Whether all of `ids` (distinct) are colours of the colour table. */
export async function allColorsKnown(exec: Executor, ids: readonly number[]): Promise<boolean> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return true;
  const rows = await exec.selectFrom('colors').select('id').where('id', 'in', distinct).execute();
  return rows.length === distinct.length;
}

/** The id of customer `id` when it is the dealer's; undefined otherwise. */
export async function customerIdOfDealer(exec: Executor, dealerId: number, id: number): Promise<number | undefined> {
  const row = await exec
    .selectFrom('customers')
    .select('id')
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
  return row?.id;
}

/** The id of logo `id` when it is one of the dealer's live (not deleted) logos; undefined otherwise. */
export async function liveLogoIdOfDealer(exec: Executor, dealerId: number, id: number): Promise<number | undefined> {
  const row = await exec
    .selectFrom('logos')
    .select('id')
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** Whether logo `logoId` is one of project `projectId`'s logos (`project_logos`, D6). */
export async function isProjectLogo(exec: Executor, projectId: number, logoId: number): Promise<boolean> {
  const row = await exec
    .selectFrom('project_logos')
    .select('logo_id')
    .where('project_id', '=', projectId)
    .where('logo_id', '=', logoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Publishes project `id` (P4) unless it is PUBLISHED already; undefined then. */
export function publishProjectRow(exec: Executor, id: number): Promise<ProjectRow | undefined> {
  return exec
    .updateTable('projects')
    .set({ status: 'PUBLISHED', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '!=', 'PUBLISHED')
    .returningAll()
    .executeTakeFirst();
}

/** The project row `id` (which must exist). */
export function projectById(exec: Executor, id: number): Promise<ProjectRow> {
  return exec.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
