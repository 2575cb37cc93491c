import { sql, type Kysely } from 'kysely';

/**
 * A quote the dealer edits and the customer accepts, and an order that records how it ships
 *:
 *
 * - `quotes.pricing`: the dealer's terms (line price overrides, discount, shipping, tax rate or
 *   exemption with its certificate, deposit; quote-totals.ts), null for none. The items snapshot
 *   keeps the prices the quote was requested at, so an override shows the original beside it.
 * - `quotes.sent_at`, `quotes.link_token_hash`: when the dealer last sent the quote, and the
 *   SHA-256 of the customer's link token (the token itself is never stored).
 * - `quotes.accepted_name`, `quotes.accepted_at`: who accepted the quote and when; cleared by any
 *   later change of its terms or items.
 * - `orders.ship_to`, `needed_by`, `payment_status`, `deposit_status`, `production_status`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS pricing jsonb`.execute(db);
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS sent_at timestamptz`.execute(db);
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS link_token_hash text`.execute(db);
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS accepted_name text`.execute(db);
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS accepted_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS quotes_link_token_hash ON quotes (link_token_hash)`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS ship_to text`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS needed_by text`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS payment_status text NOT NULL DEFAULT 'UNPAID'`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS deposit_status text NOT NULL DEFAULT 'NONE'`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS production_status text NOT NULL DEFAULT 'NEW'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['ship_to', 'needed_by', 'payment_status', 'deposit_status', 'production_status'])
    await sql`ALTER TABLE orders DROP COLUMN IF EXISTS ${sql.ref(c)}`.execute(db);
  await sql`DROP INDEX IF EXISTS quotes_link_token_hash`.execute(db);
  for (const c of ['pricing', 'sent_at', 'link_token_hash', 'accepted_name', 'accepted_at'])
    await sql`ALTER TABLE quotes DROP COLUMN IF EXISTS ${sql.ref(c)}`.execute(db);
}
