/**
 * What every change of a stored playbook catalogue shares (P3, A6): the playbook or catalog
 * product the caller may change (its dealer or a passcode session of it, `canEditProject`;
 * anything else answers NOT_FOUND, like an id that does not exist; an archived playbook answers
 * CONFLICT; the rule of the projects module's `changeProject`, which runs every change), and
 * the check of a name the dealer types.
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { parseId } from '../../lib/row-id.js';
import type { ProjectsService } from '../projects/index.js';
import { findProjectById as projectById } from '../projects/index.js';
import * as repo from './playbooks.repository.js';

/**
 * CONFLICT for an archived playbook: the rule `changeProject` applies before and again after
 * taking the playbook's row lock (a concurrent archive wins).
 */
export function checkPlaybookChangeable(project: ProjectRow): void {
  if (project.deleted_at) throw new ConflictError('Restore the playbook before changing it');
}

export function playbookChanges(db: Db, projects: ProjectsService) {
  return {
    /** The playbook `id` the caller may change, not archived; NOT_FOUND or CONFLICT. */
    async editablePlaybook(caller: Caller, id: string): Promise<ProjectRow> {
      const project = await projects.editable(caller, 'PLAYBOOK', id);
      checkPlaybookChangeable(project);
      return project;
    },

    /** A catalog product the caller may change, with its playbook; NOT_FOUND otherwise. */
    async editableProduct(caller: Caller, id: string) {
      const product = await repo.catalogProductById(db, parseId(id));
      const project = product ? await projectById(db, product.project_id) : undefined;
      if (!product || !project || project.type !== 'PLAYBOOK' || !canEditProject(caller, project))
        throw new NotFoundError('Catalog product');
      checkPlaybookChangeable(project);
      return { product, project };
    },
  };
}

export type PlaybookChanges = ReturnType<typeof playbookChanges>;
