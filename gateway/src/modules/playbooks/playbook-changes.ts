/**
 * What every change of a stored playbook catalogue shares (P3, A6): the playbook or catalog
 * product the caller may change (its dealer or a passcode session of it, `canEditProject`;
 * anything else answers NOT_FOUND, like an id that does not exist; an archived playbook answers
 * CONFLICT), the transaction a change runs in (the playbook's row locked, then touched), and the
 * check of a name the dealer types.
 */
import type { Db, Executor } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { parseId } from '../../lib/row-id.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { findProjectById as projectById, lockProjectRow, touchProject } from '../projects/index.js';
import * as repo from './playbooks.repository.js';

export function playbookChanges(db: Db, projects: ProjectsService) {
  return {
    /** The playbook `id` the caller may change, not archived; NOT_FOUND or CONFLICT. */
    async editablePlaybook(caller: Caller, id: string): Promise<ProjectRow> {
      const project = await projects.editable(caller, 'PLAYBOOK', id);
      if (project.deleted_at) throw new ConflictError('Restore the playbook before changing it');
      return project;
    },

    /** A catalog product the caller may change, with its playbook; NOT_FOUND otherwise. */
    async editableProduct(caller: Caller, id: string) {
      const product = await repo.catalogProductById(db, parseId(id));
      const project = product ? await projectById(db, product.project_id) : undefined;
      if (!product || !project || project.type !== 'PLAYBOOK' || !canEditProject(caller, project))
        throw new NotFoundError('Catalog product');
      if (project.deleted_at) throw new ConflictError('Restore the playbook before changing it');
      return { product, project };
    },

    /** Runs `change` in a transaction on the playbook's row, then returns the playbook. */
    async change(project: ProjectRow, fn: (trx: Executor) => Promise<void>): Promise<ProjectRow> {
      return db.transaction().execute(async (trx) => {
        await lockProjectRow(trx, project.id);
        await fn(trx);
        return touchProject(trx, project.id);
      });
    },
  };
}

export type PlaybookChanges = ReturnType<typeof playbookChanges>;
