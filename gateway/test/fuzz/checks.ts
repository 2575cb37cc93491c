/**
 * The fuzz test's checks of the database: row counts of every table (nothing changes
 * across a batch whose mutations all failed) and rows that must exist together (nothing
 * half-written).
 */
import { sql } from 'kysely';
import type { Harness } from '../harness.js';

/**
 * Tables a read may write by design: reading a picture (`thumbnail`, `snapshot`) queues its
 * render, a PENDING snapshot row (R1).
 */
const READ_WRITTEN_TABLES = ['snapshots'];

/**
 * Tables a read of a type may write by design: a showroom's products read in a look they were
 * not drawn in (its team colours, name or default logo changed since) are composed and stored
 * then (P6, `showroom-products.ts`).
 */
export const READ_WRITTEN_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  ShowroomProduct: ['configurations', 'showroom_products'],
};

/** The tables the queries of a batch may write by design (`READ_WRITTEN_BY_TYPE`). */
export function readWrittenTables(queries: readonly { selects: ReadonlySet<string> }[]): Set<string> {
  const tables = new Set<string>();
  for (const q of queries)
    for (const type of q.selects) for (const t of READ_WRITTEN_BY_TYPE[type] ?? []) tables.add(t);
  return tables;
}

/** Row counts of every table of the app's schema but `READ_WRITTEN_TABLES` (pg-boss keeps its own schema). */
export async function rowCounts(h: Harness): Promise<Record<string, number>> {
  const db = h.built.database.db;
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_%' AND table_name NOT IN (${sql.join(READ_WRITTEN_TABLES)})
    ORDER BY table_name`.execute(db);
  const union = tables.rows
    .map((t) => `SELECT '${t.table_name}' AS t, count(*)::int AS n FROM "${t.table_name}"`)
    .join(' UNION ALL ');
  const counted = await sql<{ t: string; n: number }>`${sql.raw(union)}`.execute(db);
  return Object.fromEntries(counted.rows.map((r) => [r.t, Number(r.n)]));
}

/** Rows that must exist together (a half-written operation would leave one without the other). */
export async function orphans(h: Harness): Promise<Record<string, number>> {
  const db = h.built.database.db;
  const one = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);
  return {
    // A project's locker code names a locker of that project.
    projectLockerCodeWithoutLocker: await one(
      `SELECT count(*)::int AS n FROM projects p WHERE p.locker_code IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM lockers l WHERE l.code = p.locker_code)`,
    ),
    // Every order's quote is marked ORDERED.
    orderOfUnorderedQuote: await one(
      `SELECT count(*)::int AS n FROM orders o JOIN quotes q ON q.id = o.quote_id WHERE q.status <> 'ORDERED'`,
    ),
    // A quote has items and belongs to a locker of its dealer.
    quoteWithoutItems: await one(`SELECT count(*)::int AS n FROM quotes q WHERE jsonb_array_length(q.items) = 0`),
    quoteOfAnotherDealersLocker: await one(
      `SELECT count(*)::int AS n FROM quotes q JOIN lockers l ON l.id = q.locker_id WHERE l.dealer_id <> q.dealer_id`,
    ),
    // A locker item has its roster.
    lockerItemWithoutSizeLines: await one(
      `SELECT count(*)::int AS n FROM locker_items i WHERE jsonb_typeof(i.size_lines) <> 'array'
       OR jsonb_array_length(i.size_lines) = 0`,
    ),
    // A locker of a project is that project's dealer's.
    lockerOfAnotherDealersProject: await one(
      `SELECT count(*)::int AS n FROM lockers l JOIN projects p ON p.id = l.project_id WHERE p.dealer_id <> l.dealer_id`,
    ),
    // P3: a playbook keeps at least one sport; a catalog product is in a catalog of its own
    // playbook; two products never share a place on a page.
    playbookWithoutSports: await one(
      `SELECT count(*)::int AS n FROM projects p WHERE p.type = 'PLAYBOOK'
       AND NOT EXISTS (SELECT 1 FROM playbook_sports s WHERE s.project_id = p.id)`,
    ),
    catalogProductOfAnotherPlaybook: await one(
      `SELECT count(*)::int AS n FROM catalog_products cp JOIN playbook_catalogs c ON c.id = cp.catalog_id
       WHERE c.project_id <> cp.project_id`,
    ),
    catalogProductsSharingAPlace: await one(
      `SELECT count(*)::int AS n FROM (SELECT catalog_id FROM catalog_products
       GROUP BY catalog_id, catalog_page_index, catalog_page_order HAVING count(*) > 1) d`,
    ),
    // P6: one showroom per dealer; a showroom product's configuration is of its style.
    dealerWithTwoShowrooms: await one(
      `SELECT count(*)::int AS n FROM (SELECT dealer_id FROM projects WHERE type = 'SHOWROOM'
       GROUP BY dealer_id HAVING count(*) > 1) d`,
    ),
    showroomProductOfAnotherStyle: await one(
      `SELECT count(*)::int AS n FROM showroom_products sp JOIN configurations c ON c.id = sp.configuration_id
       WHERE c.style_id <> sp.style_id`,
    ),
    // P5: a snapsheet's products are ordered 1..n, each drawn from a configuration.
    snapsheetOrdersNotOneToN: await one(
      `SELECT count(*)::int AS n FROM (SELECT project_id FROM snapsheet_products GROUP BY project_id
       HAVING min(sort_order) <> 1 OR max(sort_order) <> count(*) OR count(DISTINCT sort_order) <> count(*)) d`,
    ),
    snapsheetProductWithoutConfiguration: await one(
      `SELECT count(*)::int AS n FROM snapsheet_products WHERE configuration_id IS NULL`,
    ),
  };
}

/** What `orphans` answers when nothing is half-written. */
export const NO_ORPHANS: Record<string, number> = {
  projectLockerCodeWithoutLocker: 0,
  orderOfUnorderedQuote: 0,
  quoteWithoutItems: 0,
  quoteOfAnotherDealersLocker: 0,
  lockerItemWithoutSizeLines: 0,
  lockerOfAnotherDealersProject: 0,
  playbookWithoutSports: 0,
  catalogProductOfAnotherPlaybook: 0,
  catalogProductsSharingAPlace: 0,
  dealerWithTwoShowrooms: 0,
  showroomProductOfAnotherStyle: 0,
  snapsheetOrdersNotOneToN: 0,
  snapsheetProductWithoutConfiguration: 0,
};
