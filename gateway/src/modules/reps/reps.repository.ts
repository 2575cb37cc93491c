/**
 * SQL of a dealer's reps (D4). Every function takes the executor (the database or a transaction).
 */
import type { Executor } from '../../db/index.js';
import type { RepRow } from '../../db/types.js';

/** A rep's column values as the input gives them. */
export interface RepValues {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The live rep `id` when it is dealer `dealerId`'s own (the shared house rep is not). */
export function liveRepOfDealer(exec: Executor, dealerId: number, id: number): Promise<RepRow | undefined> {
  return exec
    .selectFrom('reps')
    .selectAll()
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Inserts a rep of dealer `dealerId`. */
export function insertRep(exec: Executor, dealerId: number, values: RepValues): Promise<RepRow> {
  return exec
    .insertInto('reps')
    .values({ ...values, dealer_id: dealerId, user_id: null, deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets rep `id`'s values. */
export function updateRep(exec: Executor, id: number, values: RepValues): Promise<RepRow> {
  return exec.updateTable('reps').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Soft-deletes rep `id` (projects and orders that named it keep their history). */
export async function softDeleteRep(exec: Executor, id: number): Promise<void> {
  await exec.updateTable('reps').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

/** How many of dealer `dealerId`'s customers (archived ones too) are assigned rep `repId`. */
export async function customersOfRep(exec: Executor, dealerId: number, repId: number): Promise<number> {
  const { count } = await exec
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('rep_id', '=', repId)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The reps of `ids`, any dealer's, deleted or not (any order; ids without a row are absent). */
export function repsByIds(exec: Executor, ids: readonly number[]): Promise<RepRow[]> {
  return exec
    .selectFrom('reps')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
