import { sql, type Kysely } from 'kysely';

/**
 * Stored playbook catalogues (P3/P4): a playbook's sports, each with catalogs (a
 * catalogue layer with a page gender), and catalog products placed on pages by
 * `catalog_page_index` and `catalog_page_order`; the schools list and the two publish queues
 * (school queue, team-travel queue) of the original's schools host; the school of a playbook.
 * Existing playbooks keep their sports in `projects.settings.sports` until the gateway's start
 * stores their catalogue (`backfillPlaybookCatalogues`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE playbook_sports (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      sport_id text NOT NULL REFERENCES sports(id),
      name text NOT NULL,
      sort_order integer NOT NULL,
      UNIQUE (project_id, sport_id)
    )`,
    sql`CREATE TABLE playbook_catalogs (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      playbook_sport_id integer NOT NULL REFERENCES playbook_sports(id) ON DELETE CASCADE,
      name text NOT NULL,
      catalog_type text NOT NULL CHECK (catalog_type IN ('UNIFORM','SPIRITWEAR','COACHES')),
      gender text CHECK (gender IN ('MEN','WOMEN','YOUTH','UNISEX')),
      sort_order integer NOT NULL
    )`,
    sql`CREATE INDEX playbook_catalogs_sport ON playbook_catalogs(playbook_sport_id)`,
    sql`CREATE TABLE catalog_products (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      catalog_id integer NOT NULL REFERENCES playbook_catalogs(id) ON DELETE CASCADE,
      style_id text NOT NULL REFERENCES styles(id),
      name text,
      variant_id text REFERENCES variants(id),
      design_id text REFERENCES designs(id),
      custom_price_cents integer CHECK (custom_price_cents IS NULL OR custom_price_cents >= 0),
      configuration_id integer REFERENCES configurations(id),
      customized boolean NOT NULL DEFAULT false,
      catalog_page_index integer NOT NULL CHECK (catalog_page_index >= 1),
      catalog_page_order integer NOT NULL CHECK (catalog_page_order >= 1),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX catalog_products_project ON catalog_products(project_id)`,
    sql`CREATE INDEX catalog_products_catalog ON catalog_products(catalog_id, catalog_page_index, catalog_page_order)`,
    sql`ALTER TABLE projects ADD COLUMN school_code text`,
    sql`ALTER TABLE projects ADD COLUMN new_school jsonb`,
    sql`CREATE TABLE schools (
      code text PRIMARY KEY,
      name text NOT NULL,
      mascot text,
      city text,
      state text
    )`,
    sql`CREATE TABLE school_queue (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      project_id integer REFERENCES projects(id) ON DELETE SET NULL,
      name text NOT NULL,
      mascot text,
      city text,
      state text,
      color_ids integer[] NOT NULL,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','DONE')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX school_queue_dealer ON school_queue(dealer_id, id)`,
    sql`CREATE TABLE team_travel_queue (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      project_id integer REFERENCES projects(id) ON DELETE SET NULL,
      name text NOT NULL,
      color_ids integer[] NOT NULL,
      rep_id integer REFERENCES reps(id) ON DELETE SET NULL,
      sports text[] NOT NULL,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','DONE')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX team_travel_queue_dealer ON team_travel_queue(dealer_id, id)`,
  ];
  for (const s of statements) await s.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    sql`DROP TABLE IF EXISTS team_travel_queue`,
    sql`DROP TABLE IF EXISTS school_queue`,
    sql`DROP TABLE IF EXISTS schools`,
    sql`ALTER TABLE projects DROP COLUMN IF EXISTS new_school`,
    sql`ALTER TABLE projects DROP COLUMN IF EXISTS school_code`,
    sql`DROP TABLE IF EXISTS catalog_products`,
    sql`DROP TABLE IF EXISTS playbook_catalogs`,
    sql`DROP TABLE IF EXISTS playbook_sports`,
  ])
    await s.execute(db);
}
