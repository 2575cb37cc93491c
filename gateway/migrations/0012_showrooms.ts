import { sql, type Kysely } from 'kysely';

/**
 * Showrooms (P6):
 * - one showroom per dealer: a unique index on `projects(dealer_id)` for type SHOWROOM (archived
 *   ones included, so restoring one can never make two);
 * - `showroom_products`: the cached look of each product a showroom shows (one row per showroom
 *   and style): the configuration composed in the showroom's look (team colours, team text,
 *   default logo, number '00', fill, outline, font) and the hash of the look it was composed
 *   for. A row whose hash differs from the showroom's current look is stale and is composed
 *   again (modules/showrooms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE UNIQUE INDEX IF NOT EXISTS projects_one_showroom_per_dealer ON projects(dealer_id) WHERE type = 'SHOWROOM'`,
    sql`CREATE TABLE IF NOT EXISTS showroom_products (
      project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      style_id text NOT NULL REFERENCES styles(id),
      configuration_id integer NOT NULL REFERENCES configurations(id),
      look_hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, style_id)
    )`,
  ];
  for (const s of statements) await s.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS showroom_products`.execute(db);
  await sql`DROP INDEX IF EXISTS projects_one_showroom_per_dealer`.execute(db);
}
