/** SQL of link cards: one stored card per shared project. */
import type { Executor } from '../../db/index.js';

/** The card stored for project `projectId` (row id), of whichever version; undefined when none. */
export function shareCardOf(exec: Executor, projectId: number) {
  return exec.selectFrom('share_cards').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

/** Stores `blobKey` as project `projectId`'s card of `version`, replacing an older one. */
export async function saveShareCard(exec: Executor, projectId: number, version: string, blobKey: string) {
  await exec
    .insertInto('share_cards')
    .values({ project_id: projectId, version, blob_key: blobKey })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ version, blob_key: blobKey, drawn_at: new Date() }))
    .execute();
}
