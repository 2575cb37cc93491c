import { sql, type Kysely } from 'kysely';

/**
 * A logo's crop (D6): the image as uploaded before its crop
 * (`original_blob_key`, null when it was stored uncut) and how it was cut (`crop`: fractions of
 * the original, zoom, aspect), so the crop can be changed after the upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE logos ADD COLUMN IF NOT EXISTS original_blob_key text`.execute(db);
  await sql`ALTER TABLE logos ADD COLUMN IF NOT EXISTS crop jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE logos DROP COLUMN IF EXISTS crop`.execute(db);
  await sql`ALTER TABLE logos DROP COLUMN IF EXISTS original_blob_key`.execute(db);
}
