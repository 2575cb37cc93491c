import { sql, type Kysely } from 'kysely';

/**
 * A locker item's alias (original section 3): the name the team gives an item
 * ('Home jersey'), shown with its product; null when none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE locker_items ADD COLUMN IF NOT EXISTS alias text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE locker_items DROP COLUMN IF EXISTS alias`.execute(db);
}
