import { sql, type Kysely } from 'kysely';

/**
 * Logos uploaded while customising a product of a project (C3), by a visitor, a
 * passcode session or the dealer: kept with that project (`logos.project_id`) and usable by
 * whoever uploaded them (`logos.uploaded_by`, the owner key of lib/caller.ts `lockerOwnerKey`:
 * `visitor:<sha256 of the visitor key>`, `passcode:<dealer>:<project>` or `dealer:<id>`). They
 * are owned by the project's dealer but stay out of its logo library list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE logos ADD COLUMN IF NOT EXISTS project_id integer REFERENCES projects(id)`.execute(db);
  await sql`ALTER TABLE logos ADD COLUMN IF NOT EXISTS uploaded_by text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS logos_project ON logos(project_id) WHERE project_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS logos_project`.execute(db);
  await sql`ALTER TABLE logos DROP COLUMN IF EXISTS uploaded_by`.execute(db);
  await sql`ALTER TABLE logos DROP COLUMN IF EXISTS project_id`.execute(db);
}
