/**
 * The schools list and the publish queues of playbooks (P4, the original's schools host):
 * publishing a playbook files a school-queue record for a new school and a team-travel-queue
 * record when it names no school; the dealer lists both (dashboard Queues).
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { searchSchools, type Executor } from './playbooks.repository.js';

export function publishQueuesService(db: Db) {
  return {
    /**
     * P4: the queue records publishing a playbook makes, in `exec` (the publishing
     * transaction): a school-queue record when it has a new school, a team-travel-queue record
     * when it has no school code.
     */
    async queueOnPublish(exec: Executor, project: ProjectRow): Promise<void> {
      if (project.type !== 'PLAYBOOK') return;
      if (project.new_school) {
        await exec
          .insertInto('school_queue')
          .values({
            dealer_id: project.dealer_id,
            project_id: project.id,
            name: project.new_school.name,
            mascot: project.new_school.mascot,
            city: project.new_school.city,
            state: project.new_school.state,
            color_ids: project.color_ids,
          })
          .execute();
      }
      if (!project.school_code) {
        const sports = await exec
          .selectFrom('playbook_sports')
          .select('name')
          .where('project_id', '=', project.id)
          .orderBy('sort_order')
          .execute();
        const customer = project.customer_id
          ? await exec.selectFrom('customers').select('rep_id').where('id', '=', project.customer_id).executeTakeFirst()
          : undefined;
        await exec
          .insertInto('team_travel_queue')
          .values({
            dealer_id: project.dealer_id,
            project_id: project.id,
            name: project.team_name,
            color_ids: project.color_ids,
            rep_id: customer?.rep_id ?? null,
            sports: sports.map((s) => s.name),
          })
          .execute();
      }
    },

    /** P4: schools of the list matching `search`, at most `first` (1..100, default 20). */
    schools: (search: string | null | undefined, first: number | null | undefined) =>
      searchSchools(db, search ?? null, Math.min(Math.max(first ?? 20, 1), 100)),

    /** A school by code, or undefined. */
    school: (code: string) => db.selectFrom('schools').selectAll().where('code', '=', code).executeTakeFirst(),

    /** P4: the dealer's school-queue records, newest first. */
    schoolQueue: (dealerId: number) =>
      db.selectFrom('school_queue').selectAll().where('dealer_id', '=', dealerId).orderBy('id', 'desc').execute(),

    /** P4: the dealer's team-travel-queue records, newest first. */
    teamTravelQueue: (dealerId: number) =>
      db.selectFrom('team_travel_queue').selectAll().where('dealer_id', '=', dealerId).orderBy('id', 'desc').execute(),
  };
}

export type PublishQueuesService = ReturnType<typeof publishQueuesService>;
