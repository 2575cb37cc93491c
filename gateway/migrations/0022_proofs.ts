import { sql, type Kysely } from 'kysely';
import { ARMOURFUSE_STYLE_IDS, brandInfo } from './seed/constants.js';

/**
 * Proofs and their approval.
 *
 * - `proof_links`: what a dealer sends a customer: an unguessable token (only its SHA-256 is
 *   kept) that opens the proofs sent with it until `expires_at`, without a sign-in.
 * - `proofs`: one version of one locker item's proof, frozen when it is sent: the configuration,
 *   the roster (size lines) and the content hashes of both, so that any later change of the item
 *   shows. `status` is what the customer said: SENT (nothing yet), APPROVED (with the typed
 *   name) or CHANGES_REQUESTED (with the comment). `pdf_job_id`: the render job of its proof
 *   sheet PDF, queued when it is sent.
 * - Dealers get two settings: how many days a proof link lives (default 14) and whether a quote
 *   may be converted before every item is approved; an order records when it was, and keeps its
 *   production lines (SKUs, design, decorations, proof versions; quotes/order-lines.ts). Orders
 *   made before have none (null): they are built from the quote when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS proof_links (
    id serial PRIMARY KEY,
    dealer_id integer NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
    quote_id integer NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    recipient text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS proofs (
    id serial PRIMARY KEY,
    dealer_id integer NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
    link_id integer NOT NULL REFERENCES proof_links(id) ON DELETE CASCADE,
    quote_id integer NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    locker_item_id integer NOT NULL REFERENCES locker_items(id) ON DELETE CASCADE,
    version integer NOT NULL,
    configuration_id integer NOT NULL REFERENCES configurations(id),
    configuration_hash text NOT NULL,
    size_lines jsonb NOT NULL,
    roster_hash text NOT NULL,
    status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT','APPROVED','CHANGES_REQUESTED')),
    approver_name text,
    comment text,
    decided_at timestamptz,
    pdf_job_id integer REFERENCES render_jobs(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (locker_item_id, version)
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS proofs_quote ON proofs(quote_id, locker_item_id, version DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS proofs_link ON proofs(link_id)`.execute(db);
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS proof_link_days integer NOT NULL DEFAULT 14`.execute(db);
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS convert_without_approval boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS approval_waived boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS lines jsonb`.execute(db);
  // Section 5: the date the customer needs the garments by (`YYYY-MM-DD`), asked with a quote.
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS in_hand_date text`.execute(db);
  // Section 5: a style's minimum pieces per order (the seed's brand terms; ArmourFuse 6).
  await sql`ALTER TABLE styles ADD COLUMN IF NOT EXISTS minimum_pieces integer NOT NULL DEFAULT 1`.execute(db);
  await sql`UPDATE styles SET minimum_pieces = ${brandInfo.armourfuse.minimumPieces}
    WHERE id IN (${sql.join(ARMOURFUSE_STYLE_IDS.map((id) => sql`${id}`))})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE styles DROP COLUMN IF EXISTS minimum_pieces`.execute(db);
  await sql`ALTER TABLE quotes DROP COLUMN IF EXISTS in_hand_date`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS lines`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS approval_waived`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS convert_without_approval`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS proof_link_days`.execute(db);
  await sql`DROP TABLE IF EXISTS proofs`.execute(db);
  await sql`DROP TABLE IF EXISTS proof_links`.execute(db);
}
