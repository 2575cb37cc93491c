/**
 * SQL of a dealer's customers (D5): the rows, the ids their input names (colours, reps, logos),
 * the logos assigned to a customer and its snapsheets. Every function takes the executor (the
 * database or a transaction).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { CustomerRow, CustomersTable, ProjectTypeValue } from '../../db/types.js';
import type { Insertable, Updateable } from 'kysely';

/** The customer `id` when it is dealer `dealerId`'s; undefined otherwise. */
export function customerOfDealer(exec: Executor, dealerId: number, id: number): Promise<CustomerRow | undefined> {
  return exec
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
}

/** How many of `colorIds` are colours of the colour table. */
export async function knownColorCount(exec: Executor, colorIds: readonly number[]): Promise<number> {
  if (!colorIds.length) return 0;
  const rows = await exec
    .selectFrom('colors')
    .select('id')
    .where('id', 'in', [...colorIds])
    .execute();
  return rows.length;
}

/** Inserts a customer. */
export function insertCustomer(exec: Executor, values: Insertable<CustomersTable>): Promise<CustomerRow> {
  return exec.insertInto('customers').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets customer `id`'s columns (`updated_at` too) when it is the dealer's; undefined otherwise. */
export function updateCustomer(
  exec: Executor,
  dealerId: number,
  id: number,
  values: Updateable<CustomersTable>,
): Promise<CustomerRow | undefined> {
  return exec
    .updateTable('customers')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .returningAll()
    .executeTakeFirst();
}

/** Filters of a dealer's customer list (D5): status, and a name containing `search` (any case). */
export interface CustomerFilter {
  dealerId: number;
  status?: 'ACTIVE' | 'ARCHIVED' | null;
  search?: string | null;
}

function customersOf(exec: Executor, filter: CustomerFilter) {
  let q = exec.selectFrom('customers').where('dealer_id', '=', filter.dealerId);
  if (filter.status) q = q.where('status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) q = q.where('name', 'ilike', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q;
}

/** How many customers match. */
export async function customerCount(exec: Executor, filter: CustomerFilter): Promise<number> {
  const row = await customersOf(exec, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the matching customers, newest first, `limit` rows with ids below `afterId` (null: from the start). */
export function customerPage(
  exec: Executor,
  filter: CustomerFilter,
  afterId: number | null,
  limit: number,
): Promise<CustomerRow[]> {
  return customersOf(exec, filter)
    .selectAll()
    .$if(afterId != null, (qq) => qq.where('id', '<', afterId!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A customer's live logos, in upload order. */
export function liveLogosOfCustomer(exec: Executor, customer: CustomerRow) {
  return exec
    .selectFrom('logos')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('dealer_id', '=', customer.dealer_id)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * A customer's projects of the listed kinds (`types`: snapsheets and playbooks, @tas/rules
 * `LISTED_PROJECT_TYPES`) that are not archived, newest first.
 */
export function liveProjectsOfCustomer(exec: Executor, customer: CustomerRow, types: readonly ProjectTypeValue[]) {
  return exec
    .selectFrom('projects')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('dealer_id', '=', customer.dealer_id)
    .where('type', 'in', [...types])
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The customers of `ids`, any dealer's (any order; ids without a row are absent). */
export function customersByIds(exec: Executor, ids: readonly number[]): Promise<CustomerRow[]> {
  return exec
    .selectFrom('customers')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
