import { sql, type Kysely } from 'kysely';

/**
 * An order made while the dealer has no order webhook is NOT_SENT, not
 * PENDING for ever: the state joins the check, and the orders of dealers without a webhook that
 * were never tried become NOT_SENT. Setting a webhook queues them (orders.service setWebhook).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_sync_status_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_sync_status_check
    CHECK (sync_status IN ('PENDING','SYNCED','FAILED','NOT_SENT'))`.execute(db);
  await sql`UPDATE orders SET sync_status = 'NOT_SENT'
    WHERE sync_status = 'PENDING' AND sync_attempts = 0
      AND dealer_id IN (SELECT id FROM dealers WHERE order_webhook_url IS NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE orders SET sync_status = 'PENDING' WHERE sync_status = 'NOT_SENT'`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_sync_status_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_sync_status_check
    CHECK (sync_status IN ('PENDING','SYNCED','FAILED'))`.execute(db);
}
