import { sql, type Kysely } from 'kysely';

/**
 * Link cards: the 1200 x 630 PNG a shared project's link previews with
 * (`og:image`), drawn by the render service once per version of the project and kept in the blob
 * store; one row per project, replaced when a newer version is drawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS share_cards (
    project_id integer PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
    version text NOT NULL,
    blob_key text NOT NULL,
    drawn_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS share_cards`.execute(db);
}
