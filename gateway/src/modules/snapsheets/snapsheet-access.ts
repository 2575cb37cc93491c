/**
 * Who may change a snapsheet and how a change runs (P5, A4, A6, section 4). Every change is the
 * snapsheet's dealer's or a passcode session's of it: anyone else gets NOT_FOUND, like an id that
 * does not exist. An archived snapsheet answers CONFLICT, a locked one (a static template, status
 * QUOTE or CLOSED) FORBIDDEN. Each change is the projects module's `changeProject` with
 * `checkChangeable` as its rule.
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { resolveProject } from '../projects/index.js';
import { isLocked } from '../projects/index.js';
import { projectById } from '../projects/index.js';
import { snapsheetProductById } from './snapsheets.repository.js';

/** CONFLICT for an archived snapsheet, FORBIDDEN for a locked one (section 4). */
export function checkChangeable(project: ProjectRow): void {
  if (project.deleted_at) throw new ConflictError('Restore the snapsheet before changing it');
  if (isLocked(project))
    throw new ForbiddenError(
      project.is_static_template ? 'A snapsheet template cannot be changed' : 'The snapsheet is locked',
    );
}

export function snapsheetAccess(db: Db) {
  /** A snapsheet the caller may change (its dealer, or a passcode session of it); NOT_FOUND otherwise. */
  async function own(caller: Caller, id: string): Promise<ProjectRow> {
    const row = await resolveProject(db, caller, { type: 'SNAPSHEET', publicId: id }, 'edit');
    if (!row) throw new NotFoundError('Snapsheet');
    return row;
  }

  return {
    own,

    /** A snapsheet the caller may change now: NOT_FOUND, CONFLICT (archived), FORBIDDEN (locked). */
    async editable(caller: Caller, id: string): Promise<ProjectRow> {
      const project = await own(caller, id);
      checkChangeable(project);
      return project;
    },

    /** A product of a snapsheet the caller may change now, with its snapsheet (errors as `editable`). */
    async editableProduct(caller: Caller, id: string) {
      const product = await snapsheetProductById(db, parseId(id));
      // A product's project always exists (a foreign key; projects are archived, never deleted).
      const project = product ? await projectById(db, product.project_id) : undefined;
      if (!product || !project || project.type !== 'SNAPSHEET' || !canEditProject(caller, project))
        throw new NotFoundError('Snapsheet product');
      checkChangeable(project);
      return { product, project };
    },
  };
}

export type SnapsheetAccess = ReturnType<typeof snapsheetAccess>;
