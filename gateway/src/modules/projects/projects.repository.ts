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
