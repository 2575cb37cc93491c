import { sql, type Kysely } from 'kysely';

/**
 * The initial schema: catalog (colours, sports, styles, prices), dealers and their records,
 * projects, configurations, snapshots, lockers and render jobs.
 * Money is integer cents everywhere. Dealer-owned tables carry `dealer_id` (A6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE colors (
      id integer PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      hex text NOT NULL,
      palette text NOT NULL CHECK (palette IN ('SUBLIMATION','STOCK')),
      family text NOT NULL,
      stock_name text,
      snapsheet_order integer
    )`,
    sql`CREATE TABLE sports (
      id text PRIMARY KEY,
      name text NOT NULL,
      template text NOT NULL CHECK (template IN ('FSG','UA')),
      sort_order integer NOT NULL
    )`,
    sql`CREATE TABLE price_groups (
      id text PRIMARY KEY,
      name text NOT NULL,
      factor numeric(6,4) NOT NULL
    )`,
    sql`CREATE TABLE fonts (
      key text PRIMARY KEY,
      family text NOT NULL,
      license text NOT NULL,
      sort_order integer NOT NULL
    )`,
    sql`CREATE TABLE styles (
      id text PRIMARY KEY,
      name text NOT NULL,
      brand text NOT NULL,
      category text NOT NULL CHECK (category IN ('UNIFORM','SPIRITWEAR','COACHES')),
      product_type text NOT NULL CHECK (product_type IN ('FIVE_DAY','SUBLIMATED','STOCK')),
      genders text[] NOT NULL,
      sports text[] NOT NULL DEFAULT '{}',
      garment_id text NOT NULL,
      is_sublimable boolean NOT NULL,
      is_related boolean NOT NULL DEFAULT false,
      production_days integer NOT NULL,
      sort_order integer NOT NULL
    )`,
    sql`CREATE TABLE style_sizes (
      style_id text NOT NULL REFERENCES styles(id),
      size text NOT NULL,
      sort_order integer NOT NULL,
      msrp_cents integer NOT NULL CHECK (msrp_cents >= 0),
      PRIMARY KEY (style_id, size)
    )`,
    sql`CREATE TABLE designs (
      id text PRIMARY KEY,
      style_id text NOT NULL REFERENCES styles(id),
      code text NOT NULL,
      name text NOT NULL,
      sort_order integer NOT NULL,
      msrp_delta_cents integer NOT NULL DEFAULT 0
    )`,
    sql`CREATE INDEX designs_style ON designs(style_id)`,
    sql`CREATE TABLE variants (
      id text PRIMARY KEY,
      style_id text NOT NULL REFERENCES styles(id),
      name text NOT NULL,
      color_id integer NOT NULL REFERENCES colors(id),
      sort_order integer NOT NULL,
      msrp_delta_cents integer NOT NULL DEFAULT 0
    )`,
    sql`CREATE INDEX variants_style ON variants(style_id)`,
    sql`CREATE TABLE decoration_prices (
      id serial PRIMARY KEY,
      method text NOT NULL,
      content_type text,
      location text,
      view text,
      num_colors integer NOT NULL DEFAULT 1,
      min_quantity integer NOT NULL DEFAULT 1,
      price_cents integer NOT NULL CHECK (price_cents >= 0)
    )`,
    sql`CREATE TABLE dealers (
      id serial PRIMARY KEY,
      code text NOT NULL,
      fsg_code text,
      teamwork_id text,
      alleson_id text,
      name text,
      email text,
      phone text,
      terms text,
      price_group_id text REFERENCES price_groups(id),
      carriedt text,
      carrier_num text,
      web_user_id text,
      passcode_hash text,
      dealer_margin numeric(6,3),
      header_color text,
      header_message text,
      logo_id integer,
      request_quote boolean NOT NULL DEFAULT true,
      order_webhook_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE UNIQUE INDEX dealers_code ON dealers (lower(code))`,
    sql`CREATE TABLE api_tokens (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      kind text NOT NULL CHECK (kind IN ('SESSION','API')),
      name text,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz,
      revoked_at timestamptz,
      last_used_at timestamptz
    )`,
    sql`CREATE TABLE reps (
      id serial PRIMARY KEY,
      dealer_id integer REFERENCES dealers(id),
      name text NOT NULL,
      email text,
      phone text,
      user_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`,
    sql`CREATE TABLE customers (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('SCHOOL','TEAM','EVENT','ORGANIZATION','OTHER')),
      rep_id integer REFERENCES reps(id),
      color_ids integer[] NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','ARCHIVED')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX customers_dealer ON customers(dealer_id)`,
    sql`CREATE TABLE logos (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      customer_id integer REFERENCES customers(id),
      filename text NOT NULL,
      content_type text NOT NULL,
      byte_size integer NOT NULL,
      width integer,
      height integer,
      blob_key text NOT NULL,
      types text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`,
    sql`CREATE INDEX logos_dealer ON logos(dealer_id)`,
    sql`CREATE TABLE projects (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      type text NOT NULL CHECK (type IN ('PLAYBOOK','SNAPSHEET','SHOWROOM')),
      title text NOT NULL,
      team_name text NOT NULL,
      customer_id integer REFERENCES customers(id),
      color_ids integer[] NOT NULL,
      gender text,
      status text NOT NULL,
      show_prices boolean NOT NULL DEFAULT true,
      show_cover_and_index boolean NOT NULL DEFAULT true,
      template text,
      template_id integer REFERENCES projects(id),
      is_static_template boolean NOT NULL DEFAULT false,
      default_logo_id integer REFERENCES logos(id),
      locker_code text,
      settings jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`,
    sql`CREATE INDEX projects_dealer ON projects(dealer_id, type)`,
    sql`CREATE TABLE configurations (
      id serial PRIMARY KEY,
      short_id text NOT NULL UNIQUE,
      style_id text NOT NULL REFERENCES styles(id),
      variant_id text REFERENCES variants(id),
      design_id text REFERENCES designs(id),
      color_ids integer[] NOT NULL,
      reversible_view text,
      decorations jsonb NOT NULL,
      content_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE TABLE snapsheet_products (
      id serial PRIMARY KEY,
      project_id integer NOT NULL REFERENCES projects(id),
      sort_order integer NOT NULL,
      style_id text NOT NULL REFERENCES styles(id),
      variant_id text REFERENCES variants(id),
      design_id text REFERENCES designs(id),
      custom_price_cents integer,
      configuration_id integer REFERENCES configurations(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX snapsheet_products_project ON snapsheet_products(project_id, sort_order)`,
    sql`CREATE TABLE snapshots (
      id serial PRIMARY KEY,
      render_hash text NOT NULL,
      view text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      status text NOT NULL CHECK (status IN ('PENDING','READY','FAILED')),
      blob_key text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (render_hash, view, width, height)
    )`,
    sql`CREATE TABLE lockers (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      project_id integer REFERENCES projects(id),
      project_type text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE TABLE locker_items (
      id serial PRIMARY KEY,
      locker_id integer NOT NULL REFERENCES lockers(id),
      configuration_id integer NOT NULL REFERENCES configurations(id),
      size_lines jsonb NOT NULL,
      sort_order integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX locker_items_locker ON locker_items(locker_id, sort_order)`,
    sql`CREATE TABLE render_jobs (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('SNAPSHOTS','PDF')),
      status text NOT NULL CHECK (status IN ('QUEUED','RUNNING','DONE','FAILED')),
      progress real NOT NULL DEFAULT 0,
      dealer_id integer REFERENCES dealers(id),
      project_id integer REFERENCES projects(id),
      input jsonb NOT NULL,
      blob_key text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'render_jobs',
    'locker_items',
    'lockers',
    'snapshots',
    'snapsheet_products',
    'configurations',
    'projects',
    'logos',
    'customers',
    'reps',
    'api_tokens',
    'dealers',
    'decoration_prices',
    'variants',
    'designs',
    'style_sizes',
    'styles',
    'fonts',
    'price_groups',
    'sports',
    'colors',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)} CASCADE`.execute(db);
  }
}
