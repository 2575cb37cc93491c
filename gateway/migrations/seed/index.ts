/**
 * Catalog data shipped with the product and the demo dealer (PRODUCT.md section 9).
 *
 * `seedCatalog` fills colours, sports, price groups, fonts, styles (sizes, designs, variants),
 * the decoration price table, the schools list and the snapsheet collections; `seedDemo` adds the demo dealer DEMO01 and its records.
 * Both are idempotent and run inside transactions.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { colors, fonts, priceGroups, snapsheetCollections, sports } from './basics.js';
import { buildDecorationPrices } from './decoration-prices.js';
import { DEMO_DEALER_CODE, ensureHouseRep, insertDemo } from './demo.js';
import { buildStyleCatalog } from './styles.js';
import { schools } from './schools.js';

export * from './constants.js';
export { SNAPSHEET_COLOR_IDS, bundledFonts, type BundledFont } from './basics.js';
export { GARMENT_IDS, expandSizes, type GarmentId } from './styles.js';
export { DEMO_DEALER_CODE, ensureHouseRep } from './demo.js';

/** Arbitrary key of the advisory lock that serialises concurrent seeders on PostgreSQL. */
const SEED_LOCK_KEY = 4_231_009;

/** Inserts rows in slices so a statement stays far below PostgreSQL's 65535 parameters. */
async function inSlices<R>(rows: readonly R[], insert: (slice: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Sets `styles.garment_id` to the catalog's template for every style whose stored template
 * differs (a style's snapshots follow: the template is part of their content hash, so the
 * render hashes of its configurations are cleared, to be computed again at start).
 */
async function alignGarmentTemplates(
  tx: Kysely<Database>,
  styles: readonly { id: string; garment_id: string }[],
): Promise<void> {
  const stored = await tx.selectFrom('styles').select(['id', 'garment_id']).execute();
  const wanted = new Map(styles.map((s) => [s.id, s.garment_id]));
  for (const row of stored) {
    const garmentId = wanted.get(row.id);
    if (garmentId && garmentId !== row.garment_id) {
      await tx.updateTable('styles').set({ garment_id: garmentId }).where('id', '=', row.id).execute();
      // Their stored render hashes (migration 0014) are taken again at start, of the new template.
      await tx.updateTable('configurations').set({ render_hash: null }).where('style_id', '=', row.id).execute();
    }
  }
}

/**
 * Seeds the catalog (section 9) in one transaction. When `colors` already has rows it only makes
 * sure of what arrived later: the global house rep (id 19, customers default to it, D5), the
 * schools, the snapsheet collections and each style's garment template.
 * Throws when the catalog specs are inconsistent (duplicate style, missing base size, a variant
 * colour outside the stock palette) or on any database error (the transaction rolls back).
 */
export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(tx);
    await ensureHouseRep(tx);
    // The schools list (P4) arrived after the first catalogs: added to every database.
    await tx
      .insertInto('schools')
      .values([...schools])
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    // So are the snapsheet collections (P5).
    await tx
      .insertInto('snapsheet_collections')
      .values(snapsheetCollections)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const any = await tx.selectFrom('colors').select('id').limit(1).executeTakeFirst();
    const catalog = buildStyleCatalog();
    if (any) {
      // Some styles moved to the template that fits them: databases seeded before too.
      await alignGarmentTemplates(tx, catalog.styles);
      return;
    }
    await tx.insertInto('colors').values(colors).execute();
    await tx.insertInto('sports').values(sports).execute();
    await tx.insertInto('price_groups').values(priceGroups).execute();
    await tx.insertInto('fonts').values(fonts).execute();
    await inSlices(catalog.styles, (rows) => tx.insertInto('styles').values(rows).execute());
    await inSlices(catalog.styleSizes, (rows) => tx.insertInto('style_sizes').values(rows).execute());
    await inSlices(catalog.designs, (rows) => tx.insertInto('designs').values(rows).execute());
    await inSlices(catalog.variants, (rows) => tx.insertInto('variants').values(rows).execute());
    await inSlices(buildDecorationPrices(), (rows) => tx.insertInto('decoration_prices').values(rows).execute());
  });
}

/**
 * Seeds the demo dealer (code 'DEMO01', price group standard, dealer margin 2) with two reps,
 * three customers, a snapsheet, a playbook, a showroom and a snapsheet template; seeds the
 * catalog first when it is missing. When a dealer DEMO01 exists nothing is inserted and its id
 * is returned (`created` false). `passcodeHash` is the already hashed demo passcode (A-rules of
 * the auth module): the caller picks it at random or from DEMO_PASSCODE, never a constant.
 */
export async function seedDemo(
  db: Kysely<Database>,
  opts: { passcodeHash: string },
): Promise<{ dealerId: number; dealerCode: string; created: boolean }> {
  await seedCatalog(db);
  const { dealerId, created } = await insertDemo(db, opts.passcodeHash);
  return { dealerId, dealerCode: DEMO_DEALER_CODE, created };
}
