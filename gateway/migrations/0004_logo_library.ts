/**
 * D6 logo library: a logo has a name, a kind (IMAGE: PNG/JPEG/sanitised SVG; FILE: any other
 * file from the plain upload), the original's placement defaults (position 2, zoom 4, section 9),
 * and projects keep their own list of logos (project_logos) beside `projects.default_logo_id`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE logos ADD COLUMN name text`.execute(db);
  await sql`ALTER TABLE logos ADD COLUMN kind text NOT NULL DEFAULT 'IMAGE' CHECK (kind IN ('IMAGE','FILE'))`.execute(
    db,
  );
  await sql`ALTER TABLE logos ADD COLUMN position integer NOT NULL DEFAULT 2`.execute(db);
  await sql`ALTER TABLE logos ADD COLUMN zoom real NOT NULL DEFAULT 4`.execute(db);
  await sql`CREATE INDEX logos_customer ON logos(customer_id)`.execute(db);
  await sql`CREATE TABLE project_logos (
    project_id integer NOT NULL REFERENCES projects(id),
    logo_id integer NOT NULL REFERENCES logos(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (project_id, logo_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE project_logos`.execute(db);
  await sql`DROP INDEX logos_customer`.execute(db);
  await sql`ALTER TABLE logos DROP COLUMN zoom, DROP COLUMN position, DROP COLUMN kind, DROP COLUMN name`.execute(db);
}
