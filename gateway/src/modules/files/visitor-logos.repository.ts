/**
 * The SQL of visitors' logos (C3): logos a visitor uploaded while customising a shared
 * project (`logos.uploaded_by` `visitor:<hash>`, `logos.project_id` set), and the dealer's
 * removal. A function per statement, the database or a transaction passed in.
 */
import type { Db, Executor } from '../../db/index.js';
import type { LogoRow } from '../../db/types.js';

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

/** Soft-deletes a logo (its caller frees its bytes from the quotas: upload-quotas.ts `releaseLogo`). */
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
