import { sql, type Kysely } from 'kysely';

/**
 * A project's rep (D4): the dealer's rep (or the house rep) named on a
 * snapsheet, playbook or showroom; null when none. A removed rep stays named (reps are soft
 * deleted), so D4 can read reps from the projects when the dealer has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects ADD COLUMN IF NOT EXISTS rep_id integer REFERENCES reps(id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects DROP COLUMN IF EXISTS rep_id`.execute(db);
}
