/**
 * SQL of playbooks (P3, P4): their stored catalogues (sports, catalogs, catalog products) as the
 * editing calls and the catalogue builder read and write them, the playbook row an edit locks,
 * changes and touches, the start backfill's lookups, the schools list and the publish queues.
 * Every function takes the executor (the database or a transaction) so that a service can group
 * writes.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  CatalogProductRow,
  CatalogProductsTable,
  PlaybookCatalogRow,
  PlaybookCatalogsTable,
  PlaybookSportRow,
  PlaybookSportsTable,
  ProjectRow,
} from '../../db/types.js';
import type { Catalogue } from './playbook-pages.js';

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

/** A school of the list by code; undefined when there is none (P4). */
export function schoolByCode(exec: Executor, code: string) {
  return exec.selectFrom('schools').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Files a school-queue record: a playbook published for a school not on the list (P4). */
export async function insertSchoolQueueRecord(
  exec: Executor,
  project: Pick<ProjectRow, 'dealer_id' | 'id' | 'color_ids'>,
  school: { name: string; mascot: string | null; city: string | null; state: string | null },
): Promise<void> {
  await exec
    .insertInto('school_queue')
    .values({
      dealer_id: project.dealer_id,
      project_id: project.id,
      name: school.name,
      mascot: school.mascot,
      city: school.city,
      state: school.state,
      color_ids: project.color_ids,
    })
    .execute();
}

/** The names of a playbook's sports, in their order. */
export async function sportNamesOf(exec: Executor, projectId: number): Promise<string[]> {
  const rows = await exec
    .selectFrom('playbook_sports')
    .select('name')
    .where('project_id', '=', projectId)
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => r.name);
}

/** Files a team-travel-queue record: a playbook published without a school (P4). */
export async function insertTeamTravelQueueRecord(
  exec: Executor,
  project: Pick<ProjectRow, 'dealer_id' | 'id' | 'team_name' | 'color_ids'>,
  repId: number | null,
  sports: readonly string[],
): Promise<void> {
  await exec
    .insertInto('team_travel_queue')
    .values({
      dealer_id: project.dealer_id,
      project_id: project.id,
      name: project.team_name,
      color_ids: project.color_ids,
      rep_id: repId,
      sports: [...sports],
    })
    .execute();
}

/** The dealer's school-queue records, newest first (P4). */
export function schoolQueueOf(exec: Executor, dealerId: number) {
  return exec.selectFrom('school_queue').selectAll().where('dealer_id', '=', dealerId).orderBy('id', 'desc').execute();
}

/** The dealer's team-travel-queue records, newest first (P4). */
export function teamTravelQueueOf(exec: Executor, dealerId: number) {
  return exec
    .selectFrom('team_travel_queue')
    .selectAll()
    .where('dealer_id', '=', dealerId)
    .orderBy('id', 'desc')
    .execute();
}

/** The catalog product `id`; undefined when there is none. */
export function catalogProductById(exec: Executor, id: number): Promise<CatalogProductRow | undefined> {
  return exec.selectFrom('catalog_products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a sport of a playbook; returns its row id. */
export async function insertPlaybookSport(exec: Executor, values: Insertable<PlaybookSportsTable>): Promise<number> {
  const row = await exec.insertInto('playbook_sports').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the playbook sport of row id `id` (its catalogs and products go with it). */
export async function deletePlaybookSport(exec: Executor, id: number): Promise<void> {
  await exec.deleteFrom('playbook_sports').where('id', '=', id).execute();
}

/** Renames sport `sportId` of playbook `projectId`; false when the playbook has no such sport. */
export async function renamePlaybookSport(
  exec: Executor,
  projectId: number,
  sportId: string,
  name: string,
): Promise<boolean> {
  const r = await exec
    .updateTable('playbook_sports')
    .set({ name })
    .where('project_id', '=', projectId)
    .where('sport_id', '=', sportId)
    .executeTakeFirst();
  return !!r.numUpdatedRows;
}

/** Stores a catalog of a playbook sport; returns its row id. */
export async function insertPlaybookCatalog(
  exec: Executor,
  values: Insertable<PlaybookCatalogsTable>,
): Promise<number> {
  const row = await exec.insertInto('playbook_catalogs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Stores catalog products (none stored for an empty list). */
export async function insertCatalogProducts(
  exec: Executor,
  rows: readonly Insertable<CatalogProductsTable>[],
): Promise<void> {
  if (!rows.length) return;
  await exec
    .insertInto('catalog_products')
    .values([...rows])
    .execute();
}

/** Sets the given fields of catalog product `id`. */
export async function updateCatalogProduct(
  exec: Executor,
  id: number,
  set: Updateable<CatalogProductsTable>,
): Promise<void> {
  await exec.updateTable('catalog_products').set(set).where('id', '=', id).execute();
}

/** Deletes catalog product `id`. */
export async function deleteCatalogProduct(exec: Executor, id: number): Promise<void> {
  await exec.deleteFrom('catalog_products').where('id', '=', id).execute();
}

/**
 * Playbooks without a stored catalogue (no `playbook_sports` row): those that keep their sports
 * only in `projects.settings.sports` (the start backfill).
 */
export function playbooksWithoutSports(exec: Executor): Promise<ProjectRow[]> {
  return exec
    .selectFrom('projects as p')
    .selectAll('p')
    .where('p.type', '=', 'PLAYBOOK')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('playbook_sports as s').select('s.id').whereRef('s.project_id', '=', 'p.id'))),
    )
    .execute();
}

/** The ids among `ids` that are catalog sports (the query runs for an empty list too). */
export async function knownSportIds(exec: Executor, ids: readonly string[]): Promise<string[]> {
  const rows = await exec
    .selectFrom('sports')
    .select('id')
    .where('id', 'in', ids.length ? [...ids] : [''])
    .execute();
  return rows.map((r) => r.id);
}

/** The sports of `ids` that belong to `template` (any order). */
export function sportsOfTemplate(exec: Executor, template: 'FSG' | 'UA', ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return exec
    .selectFrom('sports')
    .selectAll()
    .where('template', '=', template)
    .where('id', 'in', [...ids])
    .execute();
}
