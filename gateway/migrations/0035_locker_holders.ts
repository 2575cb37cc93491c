import { sql, type Kysely } from 'kysely';

/**
 * A locker opened by its code on another device: `locker_holders` records that a caller (by the
 * owner key a locker would have: `visitor:<sha256 of the key>`, `dealer:<id>`,
 * `passcode:<dealer>:<project>`) holds locker `locker_id` of project `project_id`, so that the
 * project's pages show that locker as the caller's own, and adds go to it. One per caller and
 * project (the latest opened wins); gone with the locker.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS locker_holders (
    project_id integer NOT NULL,
    holder_key text NOT NULL,
    locker_id integer NOT NULL REFERENCES lockers(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (project_id, holder_key)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS locker_holders_locker ON locker_holders(locker_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS locker_holders`.execute(db);
}
