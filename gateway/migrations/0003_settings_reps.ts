import { sql, type Kysely } from 'kysely';

/**
 * My Settings, API tokens and reps (D3, D4, A7). The columns already exist in 0001
 * (`dealers.request_quote`, `api_tokens.last_used_at`, `reps.deleted_at`); this adds the indexes
 * the settings and reps screens read by: a dealer's named tokens and a dealer's reps, and the
 * customers of a rep (the removal check).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS api_tokens_dealer_kind ON api_tokens (dealer_id, kind)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS reps_dealer ON reps (dealer_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customers_rep ON customers (rep_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS customers_rep`.execute(db);
  await sql`DROP INDEX IF EXISTS reps_dealer`.execute(db);
  await sql`DROP INDEX IF EXISTS api_tokens_dealer_kind`.execute(db);
}
