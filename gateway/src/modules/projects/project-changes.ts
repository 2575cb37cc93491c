/**
 * The one way a project changes (A6, section 4), whatever its kind: one transaction that takes
 * the project's row lock, checks again on the row as it is now (a concurrent archive, lock or
 * status change wins over a change checked before it), runs the change and marks the project
 * changed. Each kind passes its own rule of when a project may change, so that each keeps its
 * own errors ('The snapsheet is locked', 'Restore the playbook before changing it').
 */
import { projectKindOf } from '@tas/rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, ProjectRow } from '../../db/types.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { NotFoundError } from '../../lib/errors.js';
import { lockProjectRow, touchProject } from './project-rows.repository.js';

/** A kind's rule of when a project may change: throws the kind's error when it may not now. */
export type ProjectChangeCheck = (project: ProjectRow) => void;

/**
 * Runs `fn` on `project` (resolved for `caller` with the `edit` access of `resolveProject`) in
 * one transaction: the row locked, the caller's right to change it (NOT_FOUND, the kind's noun)
 * and `check` applied again to the locked row, then `fn(trx, current)`, then `updated_at` set.
 * Answers the project as it is after the change.
 */
export function changeProject(
  db: Db,
  caller: Caller,
  project: ProjectRow,
  check: ProjectChangeCheck,
  fn: (trx: Transaction<Database>, current: ProjectRow) => Promise<void>,
): Promise<ProjectRow> {
  return db.transaction().execute(async (trx) => {
    const current = await lockProjectRow(trx, project.id);
    if (!canEditProject(caller, current)) throw new NotFoundError(projectKindOf(current.type).noun);
    check(current);
    await fn(trx, current);
    return touchProject(trx, project.id);
  });
}
