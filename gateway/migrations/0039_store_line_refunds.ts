import { sql, type Kysely } from 'kysely';

/**
 * A dealer refunds a store order's line: the line keeps when it was refunded and the payments
 * module's refund id (null for a pay-later order's recorded refund), and the order keeps the
 * cents given back, so that its totals (the lines still sold) and what was refunded read apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_order_lines ADD COLUMN IF NOT EXISTS refunded_at timestamptz`.execute(db);
  await sql`ALTER TABLE store_order_lines ADD COLUMN IF NOT EXISTS refund_id text`.execute(db);
  await sql`ALTER TABLE store_orders ADD COLUMN IF NOT EXISTS refunded_cents integer NOT NULL DEFAULT 0
    CHECK (refunded_cents >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_orders DROP COLUMN IF EXISTS refunded_cents`.execute(db);
  await sql`ALTER TABLE store_order_lines DROP COLUMN IF EXISTS refund_id`.execute(db);
  await sql`ALTER TABLE store_order_lines DROP COLUMN IF EXISTS refunded_at`.execute(db);
}
