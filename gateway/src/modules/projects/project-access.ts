/**
 * The one lookup of a project with the caller's rights (A5 read, A6 edit):
 * every service that is handed a project by a request resolves it here, so the access rule of
 * `lib/caller.ts` is applied the same way everywhere.
 */
import { isNamedByDealerCode, projectKindOf, type ProjectTypeNamedBy } from '@tas/rules';
import type { Executor } from '../../db/index.js';
import type { ProjectRow, ProjectTypeValue } from '../../db/types.js';
import { canEditProject, canReadProject, type Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import { projectsOfDealerCode, projectByPublicId } from './projects.repository.js';
import { isProjectPublicId } from './public-id.js';

/**
 * How a request names a project: its type and public id (with `dealerCode`, only that dealer's),
 * or, for a kind named by dealer code (a showroom, P6: its routes carry only the code), its
 * dealer's code alone.
 */
export type ProjectRef =
  | { type: ProjectTypeValue; publicId: string; dealerCode?: string | null }
  | { type: ProjectTypeNamedBy<'dealerCode'>; publicId?: undefined; dealerCode: string };

/** A request's project fields (locker adds, prices: L1, P5, P6). */
export interface ProjectFields {
  projectType: ProjectTypeValue;
  projectId?: string | null;
  dealerCode?: string | null;
}

/**
 * The reference a request's project fields make: a kind named by dealer code (@tas/rules
 * PROJECT_KINDS) by `dealerCode` when no `projectId` is given, any project by `projectId`.
 * `purpose` names what is asked in the error ('locker': 'A showroom locker needs the dealer
 * code'). Errors: BAD_USER_INPUT `dealerCode` or `projectId` when the field is missing.
 */
export function projectRefOf(input: ProjectFields, purpose: string): ProjectRef {
  const projectId = input.projectId?.trim() || null;
  const dealerCode = input.dealerCode?.trim() || null;
  if (!projectId && isNamedByDealerCode(input.projectType)) {
    if (!dealerCode)
      throw new BadUserInputError(
        'dealerCode',
        `A ${projectKindOf(input.projectType).one} ${purpose} needs the dealer code`,
      );
    return { type: input.projectType, dealerCode };
  }
  if (!projectId) throw new BadUserInputError('projectId', 'The project id is required');
  return { type: input.projectType, publicId: projectId, dealerCode };
}

/**
 * The answer to a reference that names no project the caller may read: BAD_USER_INPUT on the
 * field it was named by ('Unknown showroom' on `dealerCode`, 'Unknown project' on `projectId`).
 */
export function unknownProjectError(ref: ProjectRef): BadUserInputError {
  return ref.publicId === undefined
    ? new BadUserInputError('dealerCode', `Unknown ${projectKindOf(ref.type).one}`)
    : new BadUserInputError('projectId', 'Unknown project');
}

/** What the caller means to do with the project: read it (A5) or change it (A6). */
export type ProjectAccess = 'read' | 'edit';

/**
 * The project `ref` names, when `caller` may `access` it; undefined when there is none, when the
 * id is malformed, and when the caller may not (the three answer alike, so that another dealer's
 * id tells nothing). A showroom named by dealer code is the dealer's first showroom (a live one
 * before an archived one) the caller may read or edit. One statement.
 */
export async function resolveProject(
  exec: Executor,
  caller: Caller,
  ref: ProjectRef,
  access: ProjectAccess,
): Promise<ProjectRow | undefined> {
  const allowed = (p: ProjectRow) => (access === 'edit' ? canEditProject(caller, p) : canReadProject(caller, p));
  if (ref.publicId === undefined) {
    return (await projectsOfDealerCode(exec, ref.type, ref.dealerCode)).find(allowed);
  }
  if (!isProjectPublicId(ref.publicId)) return undefined;
  const project = await projectByPublicId(exec, ref.type, ref.publicId, ref.dealerCode?.trim() || null);
  return project && allowed(project) ? project : undefined;
}
