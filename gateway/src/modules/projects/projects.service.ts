/**
 * Projects of every kind (A5, A6, D7, P4): the lookups with the caller's rights, publishing, the
 * dealer's lists, archiving and restoring, the public playbook read and the snapsheet templates;
 * composed with the checks of what a project names (project-inputs.ts) and the making of
 * projects (project-creation.ts). Every write is the owning dealer's only: another dealer's
 * project answers NOT_FOUND (A6).
 */
import { projectKindOf } from '@tas/rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, ProjectRow, ProjectTypeValue } from '../../db/types.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';
import { resolveProject } from './project-access.js';
import { projectCreation } from './project-creation.js';
import { projectInputChecks } from './project-inputs.js';
import * as repo from './projects.repository.js';
import { isProjectPublicId } from './public-id.js';

export { COPY_PREFIX } from './project-creation.js';

/** The noun of a project type in NOT_FOUND messages ('Playbook'; @tas/rules PROJECT_KINDS). */
export function projectNoun(type: ProjectTypeValue): string {
  return projectKindOf(type).noun;
}

export interface ProjectListArgs {
  type: ProjectTypeValue;
  status?: string | null;
  search?: string | null;
  hasOpenQuote?: boolean | null;
  first?: number | null;
  after?: string | null;
}

export function projectsService(db: Db) {
  /** A project of a type by its public id, any owner and status; undefined when there is none. */
  async function byPublicId(type: ProjectTypeValue, id: string): Promise<ProjectRow | undefined> {
    if (!isProjectPublicId(id)) return undefined;
    return repo.projectByPublicId(db, type, id);
  }

  /** One of the dealer's projects of a type, archived or not; NOT_FOUND otherwise (A6). */
  async function own(dealerId: number, type: ProjectTypeValue, id: string): Promise<ProjectRow> {
    const row = await byPublicId(type, id);
    if (!row || row.dealer_id !== dealerId) throw new NotFoundError(projectNoun(type));
    return row;
  }

  /**
   * A project the caller may change (A4, A6): its dealer's, or the one of a passcode session;
   * archived or not. NOT_FOUND otherwise, the same answer as for an id that does not exist.
   */
  async function editable(caller: Caller, type: ProjectTypeValue, id: string): Promise<ProjectRow> {
    const row = await resolveProject(db, caller, { type, publicId: id }, 'edit');
    if (!row) throw new NotFoundError(projectNoun(type));
    return row;
  }

  /**
   * A project the caller may read by dealer code (case-insensitive) and public id (A5, P4):
   * the caller's own in any status, anyone else's only when shared (not a draft, not
   * archived). Null otherwise.
   */
  async function readable(
    caller: Caller,
    type: ProjectTypeValue,
    dealerCode: string,
    id: string,
  ): Promise<ProjectRow | null> {
    // A blank code names no dealer (the reference would then name any dealer's project).
    if (!dealerCode.trim()) return null;
    return (await resolveProject(db, caller, { type, publicId: id, dealerCode }, 'read')) ?? null;
  }

  const checks = projectInputChecks(db);
  const creation = projectCreation(db, { own });

  return {
    own,
    editable,
    readable,
    byPublicId,

    ...checks,
    ...creation,

    /**
     * P4: publishes a project the caller may change (its dealer or a passcode session of it):
     * status PUBLISHED, so visitors may read it; `onPublish` runs in the same transaction (the
     * playbook's queue records). Idempotent: publishing a published project changes nothing. Errors: NOT_FOUND; FORBIDDEN for a
     * static template; CONFLICT for an archived project ('Restore the project before publishing
     * it').
     */
    async publish(
      caller: Caller,
      type: ProjectTypeValue,
      id: string,
      onPublish?: (trx: Transaction<Database>, project: ProjectRow) => Promise<void>,
    ): Promise<ProjectRow> {
      const project = await editable(caller, type, id);
      if (project.is_static_template) throw new ForbiddenError('A template cannot be published');
      if (project.deleted_at) throw new ConflictError('Restore the project before publishing it');
      if (project.status === 'PUBLISHED') return project;
      return db.transaction().execute(async (trx) => {
        const row = await repo.publishProjectRow(trx, project.id);
        // Published by a concurrent call: that call made the queue records.
        if (!row) return repo.projectById(trx, project.id);
        await onPublish?.(trx, row);
        return row;
      });
    },

    /**
     * D7: the caller's projects of a type, newest first (id desc), keyset paging by id.
     * Returns a Relay connection `{ edges, nodes, pageInfo, totalCount }`.
     * Errors: BAD_USER_INPUT `type` (only PLAYBOOK, SNAPSHEET and STORE are listed), `after`.
     */
    async list(dealerId: number, args: ProjectListArgs) {
      if (!projectKindOf(args.type).listed)
        throw new BadUserInputError('type', 'Only playbooks, snapsheets and stores are listed');
      const size = pageSize(args.first);
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      const filter = {
        dealerId,
        type: args.type,
        status: args.status ?? null,
        search: args.search ?? null,
        hasOpenQuote: args.hasOpenQuote ?? null,
      };
      const total = await repo.projectCount(db, filter);
      const rows = await repo.projectPage(db, filter, afterId, size + 1);
      return { ...connectionOf(rows, size, (p) => p.id), totalCount: total };
    },

    /** A catalog sport by id, or undefined. */
    sport: (id: string) => repo.sportById(db, id),

    /** The static templates of `type` (a snapsheet's, P5) that are not archived, in id order. */
    staticTemplates: (type: ProjectTypeValue): Promise<ProjectRow[]> => repo.staticTemplates(db, type),

    /**
     * D7: archives (`archived` true: sets deleted_at) or restores (clears it) one of the
     * caller's projects; a no-op when it already is so. Errors: NOT_FOUND.
     */
    async setArchived(dealerId: number, type: ProjectTypeValue, id: string, archived: boolean): Promise<ProjectRow> {
      const project = await own(dealerId, type, id);
      if (!!project.deleted_at === archived) return project;
      return repo.setProjectArchivedAt(db, dealerId, project.id, archived ? new Date() : null);
    },
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
