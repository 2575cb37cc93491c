import { sql, type Kysely } from 'kysely';
import { customAlphabet } from 'nanoid';

/**
 * The public half's access model (A4, A5, P4, L1):
 * - `projects.public_id`: the unguessable id of a project in public URLs and in the API (16
 *   characters of a 57-letter alphabet, about 93 random bits). Existing rows get one.
 * - `api_tokens.kind` gains PASSCODE (a session scoped to one project, A4) with its
 *   `project_id`; such sessions are revoked when the dealer's passcode changes.
 * - `lockers.owner_key`: who owns a locker (a visitor key's hash, or `dealer:<id>`); one locker
 *   per owner and project (unique index). `lockers.locked_quote_id`: the quote that locks this
 *   locker (L4: a quote locks only the locker it came from).
 */
const newPublicId = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 16);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects ADD COLUMN public_id text`.execute(db);
  const { rows } = await sql<{ id: number }>`SELECT id FROM projects`.execute(db);
  for (const row of rows) await sql`UPDATE projects SET public_id = ${newPublicId()} WHERE id = ${row.id}`.execute(db);
  const statements = [
    sql`ALTER TABLE projects ALTER COLUMN public_id SET NOT NULL`,
    sql`CREATE UNIQUE INDEX projects_public_id ON projects(public_id)`,
    sql`ALTER TABLE api_tokens DROP CONSTRAINT IF EXISTS api_tokens_kind_check`,
    sql`ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_kind_check CHECK (kind IN ('SESSION','API','PASSCODE'))`,
    sql`ALTER TABLE api_tokens ADD COLUMN project_id integer REFERENCES projects(id)`,
    sql`ALTER TABLE lockers ADD COLUMN owner_key text`,
    sql`UPDATE lockers SET owner_key = 'legacy:' || code`,
    sql`ALTER TABLE lockers ALTER COLUMN owner_key SET NOT NULL`,
    sql`CREATE UNIQUE INDEX lockers_owner_project ON lockers(project_id, owner_key)`,
    sql`ALTER TABLE lockers ADD COLUMN locked_quote_id integer`,
    sql`CREATE INDEX lockers_project ON lockers(project_id)`,
  ];
  for (const s of statements) await s.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`DROP INDEX IF EXISTS lockers_project`,
    sql`ALTER TABLE lockers DROP COLUMN locked_quote_id`,
    sql`DROP INDEX IF EXISTS lockers_owner_project`,
    sql`ALTER TABLE lockers DROP COLUMN owner_key`,
    sql`ALTER TABLE api_tokens DROP COLUMN project_id`,
    sql`DELETE FROM api_tokens WHERE kind = 'PASSCODE'`,
    sql`ALTER TABLE api_tokens DROP CONSTRAINT IF EXISTS api_tokens_kind_check`,
    sql`ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_kind_check CHECK (kind IN ('SESSION','API'))`,
    sql`DROP INDEX IF EXISTS projects_public_id`,
    sql`ALTER TABLE projects DROP COLUMN public_id`,
  ];
  for (const s of statements) await s.execute(db);
}
