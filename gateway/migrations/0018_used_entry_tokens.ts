import { sql, type Kysely } from 'kysely';

/**
 * An entry link opens one session (security review): the sha256 of every entry token
 * used is kept until the link would have expired; a second use is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS used_entry_tokens (
    token_hash text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS used_entry_tokens_expires ON used_entry_tokens(expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS used_entry_tokens`.execute(db);
}
