import { sql, type Kysely } from 'kysely';

/**
 * Quotes and orders (D9, D10, L4): a quote is a snapshot of a locker at request time (its items,
 * size lines and unit prices as JSON, so later locker edits do not change it); an order is made
 * once from a quote and pushed to the dealer's order webhook by the `order-sync` job.
 * Dealers gain a webhook signing secret next to the existing `order_webhook_url`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS order_webhook_secret text`,
    sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS order_webhook_secret_at timestamptz`,
    sql`CREATE TABLE quotes (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      project_id integer REFERENCES projects(id),
      locker_id integer NOT NULL REFERENCES lockers(id),
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','CLOSED','ORDERED')),
      read boolean NOT NULL DEFAULT false,
      contact_name text NOT NULL,
      contact_email text NOT NULL,
      contact_phone text,
      contact_organization text,
      message text,
      project_status_before text,
      items jsonb NOT NULL,
      total_cents integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX quotes_dealer ON quotes(dealer_id, read, id DESC)`,
    sql`CREATE TABLE orders (
      id serial PRIMARY KEY,
      dealer_id integer NOT NULL REFERENCES dealers(id),
      quote_id integer NOT NULL UNIQUE REFERENCES quotes(id),
      idempotency_key text NOT NULL UNIQUE,
      total_cents integer NOT NULL,
      sync_status text NOT NULL DEFAULT 'PENDING' CHECK (sync_status IN ('PENDING','SYNCED','FAILED')),
      sync_attempts integer NOT NULL DEFAULT 0,
      last_sync_error text,
      last_sync_attempt_at timestamptz,
      synced_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX orders_dealer ON orders(dealer_id, id DESC)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS orders`.execute(db);
  await sql`DROP TABLE IF EXISTS quotes`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS order_webhook_secret_at`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS order_webhook_secret`.execute(db);
}
