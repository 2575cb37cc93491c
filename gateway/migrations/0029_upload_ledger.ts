import { sql, type Kysely } from 'kysely';

/**
 * Upload quotas that hold, and files no row refers to collected.
 *
 * - `upload_usage`: the bytes an account holds (an account is a quota: a visitor on a project, a
 *   project's visitors, all visitors, a client address, a dealer, a project's passcode sessions;
 *   modules/files/upload-quotas.ts), changed only by a conditional update so that uploads at the
 *   same moment cannot pass a quota together.
 * - `upload_charges`: which blobs an account holds, once per blob (`refs` counts the staged uploads
 *   and logo rows holding it), so a file reused by many logo rows counts once.
 * - `logos.quota_accounts`: the accounts a logo row was charged to (released when it is deleted);
 *   NULL for rows made before this migration, charged at the next start.
 * - `stored_blobs`: every `logos/` and `files/` blob the collection knows, with when an upload last
 *   held it and since when no row refers to it (modules/files/blob-collection.ts).
 * - Indexes for the collection's look-ups: logos by blob key and original, and the logo ids in
 *   configurations' decorations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS upload_usage (
    account text PRIMARY KEY,
    bytes bigint NOT NULL CHECK (bytes >= 0)
  )`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS upload_charges (
    account text NOT NULL,
    blob_key text NOT NULL,
    bytes bigint NOT NULL,
    refs integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account, blob_key)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS upload_charges_blob ON upload_charges (blob_key)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS upload_charges_staged ON upload_charges (created_at)
    WHERE blob_key LIKE 'uploads/%'`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS stored_blobs (
    blob_key text PRIMARY KEY,
    held_at timestamptz NOT NULL,
    orphaned_at timestamptz
  )`.execute(db);
  await sql`ALTER TABLE logos ADD COLUMN IF NOT EXISTS quota_accounts text[]`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS logos_quota_pending ON logos (id) WHERE quota_accounts IS NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS logos_blob ON logos (blob_key)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS logos_original_blob ON logos (original_blob_key)
    WHERE original_blob_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS configurations_decorations ON configurations
    USING gin (decorations jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS configurations_decorations`.execute(db);
  await sql`DROP INDEX IF EXISTS logos_original_blob`.execute(db);
  await sql`DROP INDEX IF EXISTS logos_blob`.execute(db);
  await sql`DROP INDEX IF EXISTS logos_quota_pending`.execute(db);
  await sql`ALTER TABLE logos DROP COLUMN IF EXISTS quota_accounts`.execute(db);
  await sql`DROP TABLE IF EXISTS stored_blobs`.execute(db);
  await sql`DROP TABLE IF EXISTS upload_charges`.execute(db);
  await sql`DROP TABLE IF EXISTS upload_usage`.execute(db);
}
