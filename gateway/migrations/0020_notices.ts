import { sql, type Kysely } from 'kysely';

/**
 * The notices outbox: every email the product sends is first a row here,
 * written in the transaction of the change it tells about, then delivered by a job. `status`:
 * QUEUED (a delivery job is waiting or retrying), SENT, FAILED (the last retry failed) or HELD
 * (no SMTP server is set: kept here and listed on the dashboard).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS notices (
    id serial PRIMARY KEY,
    dealer_id integer NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
    event text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    status text NOT NULL DEFAULT 'QUEUED',
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS notices_dealer ON notices(dealer_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notices`.execute(db);
}
