/**
 * A project row written straight to the database, for tests that need a project the API would
 * not make as they need it (a published showroom, a kind declared by the test). The defaults are
 * a published FSG project of the Lincoln Lions in colours 19, 13, 25, with no customer, logo,
 * template or locker.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../src/db/index.js';
import type { ProjectsTable } from '../src/db/types.js';
import { newProjectPublicId } from '../src/modules/projects/public-id.js';

/** Inserts the project and answers its row id and public id. */
export async function insertProjectRow(
  db: Db,
  values: Pick<Insertable<ProjectsTable>, 'dealer_id' | 'type' | 'title'> & Partial<Insertable<ProjectsTable>>,
): Promise<{ id: number; publicId: string }> {
  const row = await db
    .insertInto('projects')
    .values({
      public_id: newProjectPublicId(),
      team_name: 'Lincoln Lions',
      customer_id: null,
      color_ids: [19, 13, 25],
      gender: null,
      status: 'PUBLISHED',
      template: 'FSG',
      template_id: null,
      default_logo_id: null,
      locker_code: null,
      settings: '{}',
      created_at: new Date(),
      updated_at: new Date(),
      deleted_at: null,
      ...values,
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, publicId: row.public_id };
}

/** The row id of the project with public id `publicId` (a print grant names a row id); throws when there is none. */
export async function projectRowId(db: Db, publicId: string): Promise<number> {
  const row = await db.selectFrom('projects').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow();
  return row.id;
}
