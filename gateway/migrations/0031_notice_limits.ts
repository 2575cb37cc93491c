import { sql, type Kysely } from 'kysely';

/**
 * Limits and unsubscribing of the notices outbox:
 *
 * - `pending_secrets`: the secrets of a notice waiting for delivery (a proof link's token, the
 *   unsubscribe token), by the marker that stands for each in the stored bodies; emptied (null)
 *   once the notice is sent, failed or suppressed, so the outbox keeps no token after delivery.
 * - `unsubscribe_hash`: SHA-256 (hex) of the notice's unsubscribe token (notices that are not
 *   receipts); the token itself is never kept after delivery.
 * - `email_suppressions`: the addresses that unsubscribed, by SHA-256 of the address in lower
 *   case (the list itself names nobody).
 * - Indexes for the daily counts (per dealer and event, per recipient and event) and the count of
 *   notices waiting (QUEUED).
 *
 * Notices kept before this migration lose the proof tokens of their bodies (the sent ones); one
 * still waiting keeps its token as a pending secret until it is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notices ADD COLUMN IF NOT EXISTS pending_secrets jsonb`.execute(db);
  await sql`ALTER TABLE notices ADD COLUMN IF NOT EXISTS unsubscribe_hash text`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS notices_unsubscribe ON notices(unsubscribe_hash)
    WHERE unsubscribe_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS notices_dealer_event_day ON notices(dealer_id, event, created_at)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS notices_recipient_event_day ON notices(lower(recipient), event, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS notices_queued ON notices(id) WHERE status = 'QUEUED'`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS email_suppressions (
    address_hash text PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // A waiting notice's proof token moves to its pending secrets (sent as before, then dropped).
  await sql`UPDATE notices SET
      pending_secrets = jsonb_build_object(
        'markers', jsonb_build_object('[hidden:0000000000000000]', substring(text_body from 'tpp_[A-Za-z0-9_-]{43}')),
        'unsubscribeToken', null),
      text_body = regexp_replace(text_body, 'tpp_[A-Za-z0-9_-]{43}', '[hidden:0000000000000000]', 'g'),
      html_body = regexp_replace(html_body, 'tpp_[A-Za-z0-9_-]{43}', '[hidden:0000000000000000]', 'g')
    WHERE status = 'QUEUED' AND text_body ~ 'tpp_[A-Za-z0-9_-]{43}'`.execute(db);
  // Every other notice's proof token is dropped: its link opens nothing from the outbox.
  await sql`UPDATE notices SET
      text_body = regexp_replace(text_body, 'tpp_[A-Za-z0-9_-]{43}', '[hidden]', 'g'),
      html_body = regexp_replace(html_body, 'tpp_[A-Za-z0-9_-]{43}', '[hidden]', 'g')
    WHERE status <> 'QUEUED' AND (text_body ~ 'tpp_[A-Za-z0-9_-]{43}' OR html_body ~ 'tpp_[A-Za-z0-9_-]{43}')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_suppressions`.execute(db);
  await sql`DROP INDEX IF EXISTS notices_queued`.execute(db);
  await sql`DROP INDEX IF EXISTS notices_recipient_event_day`.execute(db);
  await sql`DROP INDEX IF EXISTS notices_dealer_event_day`.execute(db);
  await sql`DROP INDEX IF EXISTS notices_unsubscribe`.execute(db);
  await sql`ALTER TABLE notices DROP COLUMN IF EXISTS unsubscribe_hash`.execute(db);
  await sql`ALTER TABLE notices DROP COLUMN IF EXISTS pending_secrets`.execute(db);
}
