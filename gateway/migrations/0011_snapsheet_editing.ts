import { sql, type Kysely } from 'kysely';

/**
 * Snapsheet editing (P5): the collections a snapsheet may be filed under (catalog data,
 * seeded by `seedCatalog`), a snapsheet's featured colour and collection, and whether a
 * snapsheet product was customised (its configuration saved from the product page) or is drawn
 * in the team's look. Products that already show a configuration were given one by their dealer,
 * so they are marked customised; the rest get a team-look configuration when the gateway starts
 * (`snapsheets.backfill`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE snapsheet_collections (
      id text PRIMARY KEY,
      name text NOT NULL UNIQUE,
      sort_order integer NOT NULL
    )`,
    sql`ALTER TABLE projects ADD COLUMN featured_color_id integer REFERENCES colors(id)`,
    sql`ALTER TABLE projects ADD COLUMN collection_id text REFERENCES snapsheet_collections(id)`,
    sql`ALTER TABLE snapsheet_products ADD COLUMN customized boolean NOT NULL DEFAULT false`,
    sql`UPDATE snapsheet_products SET customized = true WHERE configuration_id IS NOT NULL`,
  ];
  for (const s of statements) await s.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    sql`ALTER TABLE snapsheet_products DROP COLUMN IF EXISTS customized`,
    sql`ALTER TABLE projects DROP COLUMN IF EXISTS collection_id`,
    sql`ALTER TABLE projects DROP COLUMN IF EXISTS featured_color_id`,
    sql`DROP TABLE IF EXISTS snapsheet_collections`,
  ])
    await s.execute(db);
}
