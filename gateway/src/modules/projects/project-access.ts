/**
 * The one lookup of a project with the caller's rights (A5 read, A6 edit; issue 17 section 1):
 * every service that is handed a project by a request resolves it here, so the access rule of
 * `lib/caller.ts` is applied the same way everywhere.
 */
import type { Executor } from '../../db/index.js';
import type { ProjectRow, ProjectTypeValue } from '../../db/types.js';
import { canEditProject, canReadProject, type Caller } from '../../lib/caller.js';
import { liveShowroomsOfDealerCode, projectByPublicId } from './projects.repository.js';
import { isProjectPublicId } from './public-id.js';

/**
 * How a request names a project: its type and public id (with `dealerCode`, only that dealer's),
 * or, for a showroom, its dealer's code alone (P6: a showroom's routes carry only the code).
 */
export type ProjectRef =
  | { type: ProjectTypeValue; publicId: string; dealerCode?: string | null }
  | { type: 'SHOWROOM'; publicId?: undefined; dealerCode: string };

/** What the caller means to do with the project: read it (A5) or change it (A6). */
export type ProjectAccess = 'read' | 'edit';

/**
 * The project `ref` names, when `caller` may `access` it; undefined when there is none, when the
 * id is malformed, and when the caller may not (the three answer alike, so that another dealer's
 * id tells nothing). A showroom named by dealer code is the dealer's first live showroom the
 * caller may read or edit. One statement.
 */
export async function resolveProject(
  exec: Executor,
  caller: Caller,
  ref: ProjectRef,
  access: ProjectAccess,
): Promise<ProjectRow | undefined> {
  const allowed = (p: ProjectRow) => (access === 'edit' ? canEditProject(caller, p) : canReadProject(caller, p));
  if (ref.publicId === undefined) {
    return (await liveShowroomsOfDealerCode(exec, ref.dealerCode)).find(allowed);
  }
  if (!isProjectPublicId(ref.publicId)) return undefined;
  const project = await projectByPublicId(exec, ref.type, ref.publicId, ref.dealerCode?.trim() || null);
  return project && allowed(project) ? project : undefined;
}
