/**
 * SQL of a store's unique player numbers (`store_numbers`, migration 0038), its only writer: a
 * number of a scope is held by one order of the store at a time, taken in the order's
 * transaction and freed when the order lets it go.
 */
import type { Executor } from '../../db/index.js';

/**
 * Takes number `number` of `scope` in the store for order `orderId`: true when it is the order's
 * now (taken now, or already its own), false when another order holds it. Two transactions
 * taking one number: the second waits for the first and then finds it taken.
 */
export async function takeNumber(
  exec: Executor,
  storeId: number,
  scope: string,
  number: string,
  orderId: number,
): Promise<boolean> {
  await exec
    .insertInto('store_numbers')
    .values({ store_id: storeId, scope, number, order_id: orderId })
    .onConflict((oc) => oc.columns(['store_id', 'scope', 'number']).doNothing())
    .execute();
  const holder = await exec
    .selectFrom('store_numbers')
    .select('order_id')
    .where('store_id', '=', storeId)
    .where('scope', '=', scope)
    .where('number', '=', number)
    .executeTakeFirst();
  return holder?.order_id === orderId;
}

/** The key {@link takeNewNumbers} answers a number of a scope by. */
export const numberKeyOf = (scope: string, number: string): string => `${scope}\u0000${number}`;

/**
 * Takes the numbers `wanted` (each `scope` and `number`) in the store for the new order
 * `orderId`, in one statement; answers those another order holds. For an order that holds no
 * number yet (a checkout's): a number not inserted now is another's. Two transactions taking one
 * number: the second waits for the first and then finds it taken.
 */
export async function takeNewNumbers(
  exec: Executor,
  storeId: number,
  wanted: readonly { scope: string; number: string }[],
  orderId: number,
): Promise<Set<string>> {
  const keyOf = (w: { scope: string; number: string }) => numberKeyOf(w.scope, w.number);
  const unique = [...new Map(wanted.map((w) => [keyOf(w), w])).values()];
  if (!unique.length) return new Set();
  const taken = await exec
    .insertInto('store_numbers')
    .values(unique.map((w) => ({ store_id: storeId, scope: w.scope, number: w.number, order_id: orderId })))
    .onConflict((oc) => oc.columns(['store_id', 'scope', 'number']).doNothing())
    .returning(['scope', 'number'])
    .execute();
  const mine = new Set(taken.map(keyOf));
  return new Set(unique.filter((w) => !mine.has(keyOf(w))).map(keyOf));
}

/** Which of `numbers` of `scope` other orders than `exceptOrderId` hold in the store. */
export async function takenNumbers(
  exec: Executor,
  storeId: number,
  scope: string,
  numbers: readonly string[],
  exceptOrderId: number | null = null,
): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  let query = exec
    .selectFrom('store_numbers')
    .select('number')
    .where('store_id', '=', storeId)
    .where('scope', '=', scope)
    .where('number', 'in', numbers);
  if (exceptOrderId != null) query = query.where('order_id', '<>', exceptOrderId);
  return new Set((await query.execute()).map((r) => r.number));
}

/** Frees every number order `orderId` holds. */
export async function releaseNumbersOf(exec: Executor, orderId: number): Promise<void> {
  await exec.deleteFrom('store_numbers').where('order_id', '=', orderId).execute();
}

/** Frees one number the order holds. */
export async function releaseNumber(exec: Executor, orderId: number, scope: string, number: string): Promise<void> {
  await exec
    .deleteFrom('store_numbers')
    .where('order_id', '=', orderId)
    .where('scope', '=', scope)
    .where('number', '=', number)
    .execute();
}
