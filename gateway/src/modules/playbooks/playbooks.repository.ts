/**
 * SQL of stored playbook catalogues (P3) and the publish queues (P4). Every function takes the
 * executor (the database or a transaction) so that a service can group writes.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CatalogProductRow, Database, PlaybookCatalogRow, PlaybookSportRow } from '../../db/types.js';
import type { Catalogue } from './playbook-pages.js';

export type Executor = Db | Transaction<Database>;

/** The stored catalogues of `projectIds` (three queries for any number of playbooks). */
export async function cataloguesOf(exec: Executor, projectIds: readonly number[]): Promise<Map<number, Catalogue>> {
  const out = new Map<
    number,
    { sports: PlaybookSportRow[]; catalogs: PlaybookCatalogRow[]; products: CatalogProductRow[] }
  >(projectIds.map((id) => [id, { sports: [], catalogs: [], products: [] }]));
  if (!projectIds.length) return out;
  const ids = [...projectIds];
  const [sports, catalogs, products] = await Promise.all([
    exec.selectFrom('playbook_sports').selectAll().where('project_id', 'in', ids).execute(),
    exec.selectFrom('playbook_catalogs').selectAll().where('project_id', 'in', ids).execute(),
    exec.selectFrom('catalog_products').selectAll().where('project_id', 'in', ids).execute(),
  ]);
  for (const s of sports) out.get(s.project_id)?.sports.push(s);
  for (const c of catalogs) out.get(c.project_id)?.catalogs.push(c);
  for (const p of products) out.get(p.project_id)?.products.push(p);
  return out;
}

/** Writes new places of catalog products (only those given). */
export async function writePlacements(
  exec: Executor,
  placements: readonly { id: number; catalogId: number; pageIndex: number; pageOrder: number }[],
): Promise<void> {
  for (const p of placements) {
    await exec
      .updateTable('catalog_products')
      .set({ catalog_id: p.catalogId, catalog_page_index: p.pageIndex, catalog_page_order: p.pageOrder })
      .where('id', '=', p.id)
      .execute();
  }
}

/** Sets `sort_order` 1..n of rows of `table` in the given id order. */
export async function writeOrder(
  exec: Executor,
  table: 'playbook_sports' | 'playbook_catalogs',
  ids: readonly number[],
): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await exec
      .updateTable(table)
      .set({ sort_order: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

/** Schools whose name, city or code contain `search` (case-insensitive), by name. */
export function searchSchools(exec: Executor, search: string | null, first: number) {
  let q = exec.selectFrom('schools').selectAll();
  const s = search?.trim();
  if (s) {
    const like = `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('city', 'ilike', like), eb('code', 'ilike', like)]));
  }
  return q.orderBy('name').orderBy('code').limit(first).execute();
}

/** Styles of each sport id in catalog order (a style lists the ids of its sports). */
export async function stylesOfSports(exec: Executor, sportIds: readonly string[]) {
  if (!sportIds.length) return [];
  return exec
    .selectFrom('styles')
    .selectAll()
    .where(sql<boolean>`sports && ${sql.val([...sportIds])}::text[]`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
