/**
 * Numbered migrations (gateway/migrations), applied in order by Kysely's Migrator. The list is
 * static so that the built gateway carries its migrations.
 */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from '../../migrations/0001_initial.js';
import * as m0003 from '../../migrations/0003_settings_reps.js';
import * as m0004 from '../../migrations/0004_logo_library.js';
import * as m0006 from '../../migrations/0006_quotes_orders.js';
import * as m0007 from '../../migrations/0007_public_access.js';
import * as m0008 from '../../migrations/0008_render_recovery.js';
import * as m0009 from '../../migrations/0009_playbook_catalogue.js';
import * as m0010 from '../../migrations/0010_print_grants.js';
import * as m0011 from '../../migrations/0011_snapsheet_editing.js';
import * as m0012 from '../../migrations/0012_showrooms.js';
import * as m0013 from '../../migrations/0013_visitor_logos.js';
import * as m0014 from '../../migrations/0014_render_hash.js';
import * as m0018 from '../../migrations/0018_used_entry_tokens.js';
import * as m0019 from '../../migrations/0019_project_products.js';
import * as m0020 from '../../migrations/0020_notices.js';
import * as m0021 from '../../migrations/0021_orders_not_sent.js';
import * as m0022 from '../../migrations/0022_proofs.js';
import * as m0023 from '../../migrations/0023_quote_documents.js';
import * as m0024 from '../../migrations/0024_dealer_contact_sharing.js';
import * as m0025 from '../../migrations/0025_share_cards.js';
import * as m0026 from '../../migrations/0026_locker_item_alias.js';
import * as m0027 from '../../migrations/0027_project_rep.js';
import * as m0028 from '../../migrations/0028_logo_crop.js';
import * as m0029 from '../../migrations/0029_upload_ledger.js';
import * as m0030 from '../../migrations/0030_frozen_pictures.js';
import * as m0031 from '../../migrations/0031_notice_limits.js';
import * as m0032 from '../../migrations/0032_passcode_rule.js';
import * as m0034 from '../../migrations/0034_quote_terms.js';
import * as m0035 from '../../migrations/0035_locker_holders.js';
import * as m0036 from '../../migrations/0036_order_revisions.js';
import * as m0037 from '../../migrations/0037_payments.js';
import * as m0038 from '../../migrations/0038_stores.js';
import * as m0039 from '../../migrations/0039_store_line_refunds.js';
import * as m0040 from '../../migrations/0040_store_contacts.js';
import * as m0041 from '../../migrations/0041_store_close.js';
import * as m0042 from '../../migrations/0042_page_documents.js';
import type { DatabaseHandle, Db } from './index.js';

const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_settings_reps': m0003,
  '0004_logo_library': m0004,
  '0006_quotes_orders': m0006,
  '0007_public_access': m0007,
  '0008_render_recovery': m0008,
  '0009_playbook_catalogue': m0009,
  '0010_print_grants': m0010,
  '0011_snapsheet_editing': m0011,
  '0012_showrooms': m0012,
  '0013_visitor_logos': m0013,
  '0014_render_hash': m0014,
  '0018_used_entry_tokens': m0018,
  '0019_project_products': m0019,
  '0020_notices': m0020,
  '0021_orders_not_sent': m0021,
  '0022_proofs': m0022,
  '0023_quote_documents': m0023,
  '0024_dealer_contact_sharing': m0024,
  '0025_share_cards': m0025,
  '0026_locker_item_alias': m0026,
  '0027_project_rep': m0027,
  '0028_logo_crop': m0028,
  '0029_upload_ledger': m0029,
  '0030_frozen_pictures': m0030,
  '0031_notice_limits': m0031,
  '0032_passcode_rule': m0032,
  '0034_quote_terms': m0034,
  '0035_locker_holders': m0035,
  '0036_order_revisions': m0036,
  '0037_payments': m0037,
  '0038_stores': m0038,
  '0039_store_line_refunds': m0039,
  '0040_store_contacts': m0040,
  '0041_store_close': m0041,
  '0042_page_documents': m0042,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Names the start lock (`hashtext` of it is the advisory lock's key). */
const START_LOCK = 'tas:gateway-start';

/**
 * Runs `work` (migrations, seeds, backfills at start) holding a PostgreSQL advisory lock, so
 * gateways starting at once on one database do it one after the other: the second
 * finds everything done. On PGlite (one process) it just runs `work`. The lock is a session
 * lock on one connection of the pool, given back when `work` ends or fails (and by PostgreSQL if
 * the process dies).
 */
export async function withStartLock<T>(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${START_LOCK}))`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${START_LOCK}))`.execute(conn);
    }
  });
}
