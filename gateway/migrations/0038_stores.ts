import { sql, type Kysely } from 'kysely';

/**
 * Team stores: a project of type STORE with its row in `stores` (its state, dates, settings,
 * passcode), the items it offers (`store_items`: a configuration, sizes, prices, rules) and
 * bundles of them (`store_bundles`), the buyers' orders (`store_orders`, one per idempotency key
 * of a store; the private link's token kept only as its SHA-256) with their lines
 * (`store_order_lines`), and the unique numbers orders hold (`store_numbers`): its primary key
 * (store, scope, number) is what lets only one of two buyers taking number 12 at once have it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_type_check`.execute(db);
  await sql`ALTER TABLE projects ADD CONSTRAINT projects_type_check
    CHECK (type IN ('PLAYBOOK','SNAPSHEET','SHOWROOM','STORE'))`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS stores (
    project_id integer PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
    state text NOT NULL DEFAULT 'DRAFT'
      CHECK (state IN ('DRAFT','SCHEDULED','OPEN','CLOSED','PROCESSING','COMPLETE','CANCELLED')),
    timezone text NOT NULL,
    opens_at timestamptz,
    advertised_close_at timestamptz,
    hard_close_at timestamptz,
    fulfilment text NOT NULL DEFAULT 'BULK' CHECK (fulfilment IN ('BULK','SHIP_HOME','PICKUP')),
    group_label text,
    tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 2500),
    payment_methods text[] NOT NULL DEFAULT '{CARD,PAY_LATER}',
    pay_later_days integer NOT NULL DEFAULT 7 CHECK (pay_later_days BETWEEN 1 AND 60),
    passcode_hash text,
    source_type text NOT NULL DEFAULT 'NONE' CHECK (source_type IN ('NONE','SNAPSHEET','PLAYBOOK','SHOWROOM')),
    source_project_id integer,
    order_count integer NOT NULL DEFAULT 0,
    state_changed_at timestamptz NOT NULL DEFAULT now(),
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (advertised_close_at IS NULL OR hard_close_at IS NULL OR advertised_close_at <= hard_close_at)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS stores_state ON stores(state)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_items (
    id serial PRIMARY KEY,
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL,
    configuration_id integer NOT NULL REFERENCES configurations(id),
    style_id text NOT NULL REFERENCES styles(id),
    proof_id integer,
    proof_version integer,
    sizes text[] NOT NULL,
    dealer_price_cents integer NOT NULL CHECK (dealer_price_cents >= 0),
    fundraising_cents integer NOT NULL DEFAULT 0 CHECK (fundraising_cents >= 0),
    required boolean NOT NULL DEFAULT false,
    max_per_buyer integer CHECK (max_per_buyer IS NULL OR max_per_buyer >= 1),
    rules jsonb NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_items_store ON store_items(store_id, position)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_bundles (
    id serial PRIMARY KEY,
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL,
    item_ids integer[] NOT NULL,
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    fundraising_cents integer NOT NULL DEFAULT 0 CHECK (fundraising_cents >= 0),
    required boolean NOT NULL DEFAULT false
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_bundles_store ON store_bundles(store_id, position)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_orders (
    id serial PRIMARY KEY,
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    number text NOT NULL,
    idempotency_hash text NOT NULL,
    request_hash text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    token_sealed text NOT NULL,
    status text NOT NULL CHECK (status IN ('PENDING','UNPAID','PAID','EXPIRED','CANCELLED','REFUNDED')),
    payment_method text NOT NULL CHECK (payment_method IN ('CARD','PAY_LATER')),
    payment_id text,
    redirect_url text,
    buyer_name text NOT NULL,
    buyer_email text NOT NULL,
    buyer_phone text,
    player_name text,
    group_name text,
    subtotal_cents integer NOT NULL,
    fundraising_cents integer NOT NULL,
    tax_cents integer NOT NULL,
    total_cents integer NOT NULL,
    due_at timestamptz,
    due_date text,
    reminded_at timestamptz,
    paid_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (store_id, idempotency_hash),
    UNIQUE (store_id, number)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_orders_buyer ON store_orders(store_id, lower(buyer_email))`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_order_lines (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES store_orders(id) ON DELETE CASCADE,
    position integer NOT NULL,
    item_id integer NOT NULL REFERENCES store_items(id),
    bundle_id integer,
    bundle_key text,
    size text NOT NULL,
    player_name text,
    player_number text,
    unit_price_cents integer NOT NULL,
    fundraising_cents integer NOT NULL,
    tax_cents integer NOT NULL,
    cancelled_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_order_lines_order ON store_order_lines(order_id, position)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_numbers (
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    scope text NOT NULL,
    number text NOT NULL,
    order_id integer NOT NULL REFERENCES store_orders(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (store_id, scope, number)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_numbers_order ON store_numbers(order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS store_numbers`.execute(db);
  await sql`DROP TABLE IF EXISTS store_order_lines`.execute(db);
  await sql`DROP TABLE IF EXISTS store_orders`.execute(db);
  await sql`DROP TABLE IF EXISTS store_bundles`.execute(db);
  await sql`DROP TABLE IF EXISTS store_items`.execute(db);
  await sql`DROP TABLE IF EXISTS stores`.execute(db);
  await sql`DELETE FROM projects WHERE type = 'STORE'`.execute(db);
  await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_type_check`.execute(db);
  await sql`ALTER TABLE projects ADD CONSTRAINT projects_type_check
    CHECK (type IN ('PLAYBOOK','SNAPSHEET','SHOWROOM'))`.execute(db);
}
