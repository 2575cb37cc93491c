import { sql, type Kysely } from 'kysely';

/**
 * A configuration's render hash (fast reads): the hash of its RenderSpec, computed
 * once when it is saved instead of on every view. Rows saved before have none: the gateway fills
 * them at start, right after migrating (`configurations.backfillRenderHashes`), because a spec
 * needs what only the running gateway knows (its public URL and blob store, for logo URLs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE configurations ADD COLUMN IF NOT EXISTS render_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE configurations DROP COLUMN IF EXISTS render_hash`.execute(db);
}
