import { sql, type Kysely } from 'kysely';

/**
 * Changes of an order after it was made reach the dealer's order system:
 *
 * - `orders.revision`: 0 when the order is made, one more at each change the dealer records
 *   (ship-to, needed-by date, payment, deposit or production status) that changes something.
 * - `orders.synced_revision`: the revision last delivered to the webhook; null while none was.
 *   Orders delivered before this migration delivered revision 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS synced_revision integer`.execute(db);
  await sql`UPDATE orders SET synced_revision = 0 WHERE sync_status = 'SYNCED' AND synced_revision IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['revision', 'synced_revision'])
    await sql`ALTER TABLE orders DROP COLUMN IF EXISTS ${sql.ref(c)}`.execute(db);
}
