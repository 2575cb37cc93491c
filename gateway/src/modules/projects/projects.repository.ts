/**
 * SQL of projects (A5, A6, D7, D8, P4, P6): the lookup every module shares (a project by type
 * and public id, a dealer's live showrooms by code), the checks of what a project may name
 * (customer, logos), the dealer's lists, publishing, archiving, creating and copying. Every
 * function takes the executor (the database or a transaction) so that a service can group reads
 * and writes.
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { ProjectRow, ProjectsTable, ProjectTypeValue } from '../../db/types.js';

/**
 * The project of `type` with this public id, archived or not; with `dealerCode`, only when it is
 * that dealer's (case-insensitive). Undefined when there is none.
 */
export function projectByPublicId(
  exec: Executor,
  type: ProjectTypeValue,
  publicId: string,
  dealerCode: string | null = null,
): Promise<ProjectRow | undefined> {
  if (dealerCode === null) {
    return exec
      .selectFrom('projects')
      .selectAll()
      .where('public_id', '=', publicId)
      .where('type', '=', type)
      .executeTakeFirst();
  }
  return exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .selectAll('p')
    .where('p.public_id', '=', publicId)
    .where('p.type', '=', type)
    .where(sql<string>`lower(d.code)`, '=', dealerCode.toLowerCase())
    .executeTakeFirst();
}

/**
 * The projects of `type` (a kind named by dealer code: a showroom, P6) of the dealer with this
 * code (case-insensitive), archived or not (the access rule decides who reads an archived one),
 * live ones first, then oldest first.
 */
export function projectsOfDealerCode(
  exec: Executor,
  type: ProjectTypeValue,
  dealerCode: string,
): Promise<ProjectRow[]> {
  return exec
    .selectFrom('projects as p')
    .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
    .selectAll('p')
    .where('p.type', '=', type)
    .where(sql<string>`lower(d.code)`, '=', dealerCode.toLowerCase())
    .orderBy(sql`p.deleted_at IS NOT NULL`)
    .orderBy('p.id')
    .execute();
}

/** The id of customer `id` when it is the dealer's; undefined otherwise. */
export async function customerIdOfDealer(exec: Executor, dealerId: number, id: number): Promise<number | undefined> {
  const row = await exec
    .selectFrom('customers')
    .select('id')
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Whether rep `repId` is one the dealer may name (D4, D5): its own and live, or the house rep
 * (`dealer_id` null), for a customer or a project.
 */
export async function isUsableRep(exec: Executor, dealerId: number, repId: number): Promise<boolean> {
  const row = await exec
    .selectFrom('reps')
    .select('id')
    .where('id', '=', repId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('dealer_id', '=', dealerId), eb('dealer_id', 'is', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The rep of customer `customerId`; null when it has none or the customer is gone. */
export async function repOfCustomer(exec: Executor, customerId: number): Promise<number | null> {
  const row = await exec.selectFrom('customers').select('rep_id').where('id', '=', customerId).executeTakeFirst();
  return row?.rep_id ?? null;
}

/**
 * The ids among `ids` that are the dealer's live (not deleted) logos: what a project, a customer
 * or the dealer's settings may name (D3, D5, D6, D8).
 */
export async function liveLogoIdsOfDealer(
  exec: Executor,
  dealerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await exec
    .selectFrom('logos')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('dealer_id', '=', dealerId)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Whether logo `logoId` is one of project `projectId`'s logos (`project_logos`, D6). */
export async function isProjectLogo(exec: Executor, projectId: number, logoId: number): Promise<boolean> {
  const row = await exec
    .selectFrom('project_logos')
    .select('logo_id')
    .where('project_id', '=', projectId)
    .where('logo_id', '=', logoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Publishes project `id` (P4) unless it is PUBLISHED already; undefined then. */
export function publishProjectRow(exec: Executor, id: number): Promise<ProjectRow | undefined> {
  return exec
    .updateTable('projects')
    .set({ status: 'PUBLISHED', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '!=', 'PUBLISHED')
    .returningAll()
    .executeTakeFirst();
}

/** The project row `id` (which must exist). */
export function projectById(exec: Executor, id: number): Promise<ProjectRow> {
  return exec.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Filters of a dealer's project list (D7): type, status (ARCHIVED: archived ones), search. */
export interface ProjectFilter {
  dealerId: number;
  type: ProjectTypeValue;
  status?: string | null;
  /** Matches title, team name or customer name (any case). */
  search?: string | null;
  /** True: only projects with an OPEN quote; false: only those without. */
  hasOpenQuote?: boolean | null;
}

function projectsOf(exec: Executor, filter: ProjectFilter) {
  let q = exec
    .selectFrom('projects as p')
    .leftJoin('customers as c', 'c.id', 'p.customer_id')
    .where('p.dealer_id', '=', filter.dealerId)
    .where('p.type', '=', filter.type)
    .where('p.is_static_template', '=', false);
  if (filter.status === 'ARCHIVED') q = q.where('p.deleted_at', 'is not', null);
  else {
    q = q.where('p.deleted_at', 'is', null);
    if (filter.status) q = q.where('p.status', '=', filter.status);
  }
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q = q.where((eb) =>
      eb.or([eb('p.title', 'ilike', like), eb('p.team_name', 'ilike', like), eb('c.name', 'ilike', like)]),
    );
  }
  if (filter.hasOpenQuote != null) {
    const wanted = filter.hasOpenQuote;
    q = q.where((eb) => {
      const open = eb.exists(
        eb
          .selectFrom('quotes as oq')
          .select('oq.id')
          .whereRef('oq.project_id', '=', 'p.id')
          .where('oq.status', '=', 'OPEN'),
      );
      return wanted ? open : eb.not(open);
    });
  }
  return q;
}

/**
 * How many quotes of each project in `projectIds` (row ids) are OPEN; a
 * project without one is absent from the map.
 */
export async function openQuoteCounts(exec: Executor, projectIds: readonly number[]): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await exec
    .selectFrom('quotes')
    .select(['project_id', sql<number>`count(*)::int`.as('n')])
    .where('project_id', 'in', [...projectIds])
    .where('status', '=', 'OPEN')
    .groupBy('project_id')
    .execute();
  return new Map(rows.map((r) => [r.project_id!, Number(r.n)]));
}

/** How many projects match. */
export async function projectCount(exec: Executor, filter: ProjectFilter): Promise<number> {
  const row = await projectsOf(exec, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the matching projects, newest first, `limit` rows with ids below `afterId` (null: from the start). */
export function projectPage(
  exec: Executor,
  filter: ProjectFilter,
  afterId: number | null,
  limit: number,
): Promise<ProjectRow[]> {
  return projectsOf(exec, filter)
    .selectAll('p')
    .$if(afterId != null, (qq) => qq.where('p.id', '<', afterId!))
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** A catalog sport by id; undefined when there is none. */
export function sportById(exec: Executor, id: string) {
  return exec.selectFrom('sports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The static templates of `type` (a snapsheet's, P5) that are not archived, in id order. */
export function staticTemplates(exec: Executor, type: ProjectTypeValue): Promise<ProjectRow[]> {
  return exec
    .selectFrom('projects')
    .selectAll()
    .where('type', '=', type)
    .where('is_static_template', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Inserts a project. */
export function insertProject(exec: Executor, values: Insertable<ProjectsTable>): Promise<ProjectRow> {
  return exec.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Archives (a date) or restores (null) the dealer's project `id`; answers the row. */
export function setProjectArchivedAt(
  exec: Executor,
  dealerId: number,
  id: number,
  archivedAt: Date | null,
): Promise<ProjectRow> {
  return exec
    .updateTable('projects')
    .set({ deleted_at: archivedAt, updated_at: archivedAt ?? new Date() })
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The projects of `ids`, any dealer's, archived or not (any order; ids without a row are absent). */
export function projectsByIds(exec: Executor, ids: readonly number[]): Promise<ProjectRow[]> {
  return exec
    .selectFrom('projects')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** The project row `id`, archived or not; undefined when there is none. */
export function findProjectById(exec: Executor, id: number): Promise<ProjectRow | undefined> {
  return exec.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Makes logo `logoId` one of project `projectId`'s logos (D6), once. */
export async function addProjectLogo(exec: Executor, projectId: number, logoId: number): Promise<void> {
  await exec
    .insertInto('project_logos')
    .values({ project_id: projectId, logo_id: logoId })
    .onConflict((oc) => oc.columns(['project_id', 'logo_id']).doNothing())
    .execute();
}
