import { sql, type Kysely } from 'kysely';

/**
 * A team store's contacts and its emails to them:
 *
 * - `store_contacts`: the roster's contacts the dealer imports (a player, their group, the
 *   parent's email and phone), replaced as a whole by each import; `position` keeps the file's
 *   order.
 * - `store_emails`: one row per store, email kind (`OPENED`, `CLOSES_IN_3_DAYS`,
 *   `CLOSES_IN_1_DAY`, `CLOSED`) and address (trimmed, lower case): its primary key is what lets
 *   a job run twice, or two gateways at once, email an address only once per kind.
 * - `stores.nudged_at`: when the dealer last sent the "not ordered yet" nudge (once per 24 hours,
 *   claimed by one conditional update).
 * - `store_orders.receipt_token_hash`: the SHA-256 of a second private link a card order's
 *   receipt carries (made when it is paid: the checkout's own token is kept only hashed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS store_contacts (
    id serial PRIMARY KEY,
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    position integer NOT NULL,
    player_name text NOT NULL,
    group_name text,
    email text NOT NULL,
    phone text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_contacts_store ON store_contacts(store_id, position)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_emails (
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('OPENED','CLOSES_IN_3_DAYS','CLOSES_IN_1_DAY','CLOSED')),
    address text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (store_id, kind, address)
  )`.execute(db);
  await sql`ALTER TABLE stores ADD COLUMN IF NOT EXISTS nudged_at timestamptz`.execute(db);
  await sql`ALTER TABLE store_orders ADD COLUMN IF NOT EXISTS receipt_token_hash text UNIQUE`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_orders DROP COLUMN IF EXISTS receipt_token_hash`.execute(db);
  await sql`ALTER TABLE stores DROP COLUMN IF EXISTS nudged_at`.execute(db);
  await sql`DROP TABLE IF EXISTS store_emails`.execute(db);
  await sql`DROP TABLE IF EXISTS store_contacts`.execute(db);
}
