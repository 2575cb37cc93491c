import { sql, type Kysely } from 'kysely';
import { DEFAULT_QUOTE_VALID_DAYS } from '@tas/garments';

/**
 * A printable quote.
 *
 * - Dealers get the terms printed on every quote (`quote_terms`, free text, null: none) and how
 *   many days a quote holds its prices (`quote_valid_days`, default 30).
 * - A quote keeps the date its prices hold until (`valid_until`, `YYYY-MM-DD`), fixed when it is
 *   requested from the dealer's setting then; quotes made before hold 30 days from their request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS quote_terms text`.execute(db);
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS quote_valid_days integer NOT NULL DEFAULT ${sql.lit(
    DEFAULT_QUOTE_VALID_DAYS,
  )}`.execute(db);
  await sql`ALTER TABLE quotes ADD COLUMN IF NOT EXISTS valid_until text`.execute(db);
  await sql`UPDATE quotes SET valid_until = to_char(created_at + make_interval(days => ${sql.lit(
    DEFAULT_QUOTE_VALID_DAYS,
  )}), 'YYYY-MM-DD') WHERE valid_until IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE quotes DROP COLUMN IF EXISTS valid_until`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS quote_valid_days`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS quote_terms`.execute(db);
}
