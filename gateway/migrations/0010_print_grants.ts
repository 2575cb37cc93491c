import { sql, type Kysely } from 'kysely';

/**
 * PDF exports of drafts (P7, R2): `print_grants` holds the short-lived read grants a PDF
 * job hands the render service for one project's print page (only the SHA-256 of the token is
 * stored), and `render_jobs.filename` the name a PDF downloads under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS print_grants (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    render_job_id integer REFERENCES render_jobs(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS print_grants_expires_idx ON print_grants (expires_at)`.execute(db);
  await sql`ALTER TABLE render_jobs ADD COLUMN IF NOT EXISTS filename text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE render_jobs DROP COLUMN IF EXISTS filename`.execute(db);
  await sql`DROP TABLE IF EXISTS print_grants`.execute(db);
}
