/**
 * The schools list and the publish queues of playbooks (P4, the original's schools host):
 * publishing a playbook files a school-queue record for a new school and a team-travel-queue
 * record when it names no school; the dealer lists both (dashboard Queues).
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { pageSize } from '../../lib/paging.js';
import * as repo from './playbooks.repository.js';
import { repOfCustomer } from '../projects/index.js';
import type { Executor } from '../../db/index.js';

export function publishQueuesService(db: Db) {
  return {
    /**
     * P4: the queue records publishing a playbook makes, in `exec` (the publishing
     * transaction): a school-queue record when it has a new school, a team-travel-queue record
     * when it has no school code.
     */
    async queueOnPublish(exec: Executor, project: ProjectRow): Promise<void> {
      if (project.type !== 'PLAYBOOK') return;
      if (project.new_school) await repo.insertSchoolQueueRecord(exec, project, project.new_school);
      if (!project.school_code) {
        const sports = await repo.sportNamesOf(exec, project.id);
        // The playbook's rep (D4), else its customer's (playbooks made before projects had one).
        const repId = project.rep_id ?? (project.customer_id ? await repOfCustomer(exec, project.customer_id) : null);
        await repo.insertTeamTravelQueueRecord(exec, project, repId, sports);
      }
    },

    /** P4: schools of the list matching `search`, at most `first` (1..100, default 20). */
    schools: (search: string | null | undefined, first: number | null | undefined) =>
      repo.searchSchools(db, search ?? null, pageSize(first)),

    /** A school by code, or undefined. */
    school: (code: string) => repo.schoolByCode(db, code),

    /** P4: the dealer's school-queue records, newest first. */
    schoolQueue: (dealerId: number) => repo.schoolQueueOf(db, dealerId),

    /** P4: the dealer's team-travel-queue records, newest first. */
    teamTravelQueue: (dealerId: number) => repo.teamTravelQueueOf(db, dealerId),
  };
}

export type PublishQueuesService = ReturnType<typeof publishQueuesService>;
