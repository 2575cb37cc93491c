import { sql, type Kysely } from 'kysely';

/**
 * Passcodes of at least 8 characters (A4; the rule of `passcodeProblem`, @tas/rules). Passcodes
 * set before the rule may have 4 to 7 characters, and a hash does not tell its passcode's length:
 *
 * - `dealers.passcode_change_required`: true for every passcode stored before this migration. The
 *   dashboard asks the dealer to set a new one; a sign-in with it clears the flag once it shows
 *   the passcode has 8 characters or more (a shorter one opens nothing: passcode sign-ins check
 *   the rule before the hash), and so does setting a new one.
 * - Passcode sessions open now were opened by such a passcode, maybe a short one: they end (a
 *   passcode of 8 or more opens a new one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS passcode_change_required boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`UPDATE dealers SET passcode_change_required = true WHERE passcode_hash IS NOT NULL`.execute(db);
  await sql`UPDATE api_tokens SET revoked_at = now()
    WHERE kind = 'PASSCODE' AND revoked_at IS NULL
      AND dealer_id IN (SELECT id FROM dealers WHERE passcode_change_required)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS passcode_change_required`.execute(db);
}
