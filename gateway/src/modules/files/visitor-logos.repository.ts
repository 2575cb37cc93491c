/**
 * The SQL of visitors' logos (C3, issue 16): logos a visitor uploaded while customising a shared
 * project (`logos.uploaded_by` `visitor:<hash>`, `logos.project_id` set), their bytes for the
 * upload quotas, and the dealer's removal. A function per statement, the database or a
 * transaction passed in.
 */
import type { Db, Executor } from '../../db/index.js';
import type { LogoRow } from '../../db/types.js';

/** Bytes of stored, not deleted, visitors' logos: of one project and uploader when given. */
export async function storedVisitorBytes(db: Db, where: { projectId?: number; uploadedBy?: string }): Promise<number> {
  let q = db
    .selectFrom('logos')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('byte_size'), eb.lit(0)).as('bytes'))
    .where('uploaded_by', 'like', 'visitor:%')
    .where('deleted_at', 'is', null);
  if (where.projectId !== undefined) q = q.where('project_id', '=', where.projectId);
  if (where.uploadedBy !== undefined) q = q.where('uploaded_by', '=', where.uploadedBy);
  return Number((await q.executeTakeFirstOrThrow()).bytes);
}

/** What the read rule needs of a project by public id; undefined when unknown. */
export function projectAccessByPublicId(db: Db, publicId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'dealer_id', 'status', 'deleted_at'])
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/** The live logos visitors uploaded for a project, newest first (at most 500). */
export function visitorLogosOfProject(db: Db, projectId: number): Promise<LogoRow[]> {
  return db
    .selectFrom('logos')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('uploaded_by', 'like', 'visitor:%')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** Soft-deletes a logo (its bytes leave the visitors' quotas). */
export async function deleteVisitorLogo(trx: Db, logoId: number): Promise<void> {
  await trx.updateTable('logos').set({ deleted_at: new Date() }).where('id', '=', logoId).execute();
}

/** The logos of `ids`, any dealer's, deleted or not (any order; ids without a row are absent). */
export function logosByIds(exec: Executor, ids: readonly number[]): Promise<LogoRow[]> {
  return exec
    .selectFrom('logos')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
