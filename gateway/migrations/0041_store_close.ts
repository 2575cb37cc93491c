import { sql, type Kysely } from 'kysely';

/**
 * A store's close and what follows it:
 *
 * - `store_rounds`: one row per round of a store (round 1 made with the store's first close; a
 *   second round when the dealer opens the store again after its first was processed). Each
 *   keeps its own hard close, when it closed, when its minimums were decided (and what was
 *   decided, `minimums`), whether it was extended once, when it was packed. Its primary key
 *   (store, round) is what lets two gateways closing one store at once make one round.
 * - `stores.round`: the round buyers order in now; `store_orders.round` the one each order was
 *   made in.
 * - `store_minimums`: a minimum number of pieces of an item or of a group of items sharing a
 *   decoration; `stores.minimum_outcome` and `stores.extend_days` what happens when one is not
 *   reached.
 * - `orders`: a production order is made from a store's round instead of a quote (`quote_id`
 *   null, `store_id` and `store_round` set; unique per round, so a close run twice makes one),
 *   held until the dealer sends it (`sent_at`; a quote's order is sent when made).
 * - `store_emails.kind` gains the emails of the close: a line refunded for a minimum not
 *   reached (`MINIMUM_REFUND`) and a store extended (`EXTENDED`).
 * - `payments.fee_cents`: the card provider's fee of a payment as it reported it (its balance
 *   transaction); null while not reported (and for pay-later payments, which have none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN IF NOT EXISTS fee_cents integer CHECK (fee_cents IS NULL OR fee_cents >= 0)`.execute(
    db,
  );
  await sql`ALTER TABLE stores ADD COLUMN IF NOT EXISTS round integer NOT NULL DEFAULT 1 CHECK (round >= 1)`.execute(
    db,
  );
  await sql`ALTER TABLE stores ADD COLUMN IF NOT EXISTS minimum_outcome text NOT NULL DEFAULT 'PRODUCE'
    CHECK (minimum_outcome IN ('PRODUCE','REFUND','EXTEND','TEAM_BUYS'))`.execute(db);
  await sql`ALTER TABLE stores ADD COLUMN IF NOT EXISTS extend_days integer NOT NULL DEFAULT 3
    CHECK (extend_days BETWEEN 1 AND 30)`.execute(db);
  await sql`ALTER TABLE store_orders ADD COLUMN IF NOT EXISTS round integer NOT NULL DEFAULT 1`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_orders_round ON store_orders(store_id, round)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_minimums (
    id serial PRIMARY KEY,
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL,
    item_ids integer[] NOT NULL,
    pieces integer NOT NULL CHECK (pieces >= 1)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS store_minimums_store ON store_minimums(store_id, position)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS store_rounds (
    store_id integer NOT NULL REFERENCES stores(project_id) ON DELETE CASCADE,
    round integer NOT NULL,
    opens_at timestamptz,
    hard_close_at timestamptz,
    closed_at timestamptz,
    extended_at timestamptz,
    decided_at timestamptz,
    minimums jsonb,
    packed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (store_id, round)
  )`.execute(db);
  await sql`ALTER TABLE orders ALTER COLUMN quote_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS store_id integer REFERENCES stores(project_id)`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS store_round integer`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS sent_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS orders_store_round ON orders(store_id, store_round)
    WHERE store_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_source_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_source_check
    CHECK ((quote_id IS NOT NULL) <> (store_id IS NOT NULL AND store_round IS NOT NULL))`.execute(db);
  await sql`ALTER TABLE store_emails DROP CONSTRAINT IF EXISTS store_emails_kind_check`.execute(db);
  await sql`ALTER TABLE store_emails ADD CONSTRAINT store_emails_kind_check
    CHECK (kind IN ('OPENED','CLOSES_IN_3_DAYS','CLOSES_IN_1_DAY','CLOSED','MINIMUM_REFUND','EXTENDED'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_emails DROP CONSTRAINT IF EXISTS store_emails_kind_check`.execute(db);
  await sql`DELETE FROM store_emails WHERE kind IN ('MINIMUM_REFUND','EXTENDED')`.execute(db);
  await sql`ALTER TABLE store_emails ADD CONSTRAINT store_emails_kind_check
    CHECK (kind IN ('OPENED','CLOSES_IN_3_DAYS','CLOSES_IN_1_DAY','CLOSED'))`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_source_check`.execute(db);
  await sql`DELETE FROM orders WHERE quote_id IS NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_store_round`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS sent_at`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS store_round`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS store_id`.execute(db);
  await sql`ALTER TABLE orders ALTER COLUMN quote_id SET NOT NULL`.execute(db);
  await sql`DROP TABLE IF EXISTS store_rounds`.execute(db);
  await sql`DROP TABLE IF EXISTS store_minimums`.execute(db);
  await sql`DROP INDEX IF EXISTS store_orders_round`.execute(db);
  await sql`ALTER TABLE store_orders DROP COLUMN IF EXISTS round`.execute(db);
  await sql`ALTER TABLE stores DROP COLUMN IF EXISTS extend_days`.execute(db);
  await sql`ALTER TABLE stores DROP COLUMN IF EXISTS minimum_outcome`.execute(db);
  await sql`ALTER TABLE stores DROP COLUMN IF EXISTS round`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN IF EXISTS fee_cents`.execute(db);
}
