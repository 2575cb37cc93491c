import { sql, type Kysely } from 'kysely';

/**
 * Approved means frozen: a proof keeps the pictures it showed, and a hash changes with them.
 *
 * - `configurations.spec_hash`: the hash of what a configuration's RenderSpec draws, its pictures
 *   by content (a logo's content hash, not its URL), whatever the renderer's look;
 *   `look_version`: the look (@tas/garments LOOK_VERSION and DRAPE_VERSION) its `render_hash`
 *   was taken with. Rows saved before have neither: the gateway takes their hashes again at start
 *   (`configurations.backfillRenderHashes`), as it does for a new look, from the spec hash alone.
 * - An Edit crop finds the configurations wearing the logo (`decorations @> '[{"logoId": n}]'`,
 *   the GIN index of migration 0029) to take their hashes again.
 * - `proofs.logo_keys`: the pictures (content-addressed blob keys) of the logos a proof's
 *   configuration wore when it was sent, by logo id. Proofs sent before get the logos' pictures
 *   of today, the best record there is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE configurations ADD COLUMN IF NOT EXISTS spec_hash text`.execute(db);
  await sql`ALTER TABLE configurations ADD COLUMN IF NOT EXISTS look_version text`.execute(db);
  await sql`ALTER TABLE proofs ADD COLUMN IF NOT EXISTS logo_keys jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`UPDATE proofs AS p SET logo_keys = k.keys
    FROM (
      SELECT p2.id, jsonb_object_agg(l.id::text, l.blob_key) AS keys
      FROM proofs p2
      JOIN configurations c ON c.id = p2.configuration_id
      CROSS JOIN LATERAL jsonb_array_elements(c.decorations) AS d(value)
      JOIN logos l ON l.id = CASE WHEN jsonb_typeof(d.value->'logoId') = 'number'
        THEN (d.value->>'logoId')::int END
      GROUP BY p2.id
    ) AS k
    WHERE p.id = k.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE proofs DROP COLUMN IF EXISTS logo_keys`.execute(db);
  await sql`ALTER TABLE configurations DROP COLUMN IF EXISTS look_version`.execute(db);
  await sql`ALTER TABLE configurations DROP COLUMN IF EXISTS spec_hash`.execute(db);
}
