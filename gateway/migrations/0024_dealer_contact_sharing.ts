import { sql, type Kysely } from 'kysely';

/**
 * The dealer on everything shared: whether a dealer's phone and email show
 * on its shared playbooks and snapsheets and their PDFs (default: both). A showroom keeps its own
 * choice (`projects.settings`, P6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS share_phone boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE dealers ADD COLUMN IF NOT EXISTS share_email boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS share_email`.execute(db);
  await sql`ALTER TABLE dealers DROP COLUMN IF EXISTS share_phone`.execute(db);
}
