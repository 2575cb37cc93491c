/**
 * SQL of a team store's contacts and its emails to them (migration 0039), the stores module's
 * second repository file: the only writer of `store_contacts`, `store_emails` and
 * `stores.nudged_at`. Every function takes the executor so that the use cases group writes.
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  StoreContactRow,
  StoreContactsTable,
  StoreEmailKindValue,
  StoreOrderStatusValue,
  StoreRow,
} from '../../db/types.js';

/** The orders that count as a buyer's order: not expired, cancelled or refunded. */
export const LIVE_ORDER_STATUSES: readonly StoreOrderStatusValue[] = ['PENDING', 'UNPAID', 'PAID'];

/** The contacts of store `storeId`, in the imported file's order. */
export function contactsOf(exec: Executor, storeId: number): Promise<StoreContactRow[]> {
  return exec.selectFrom('store_contacts').selectAll().where('store_id', '=', storeId).orderBy('position').execute();
}

/** Puts `contacts` in place of store `storeId`'s contacts. */
export async function replaceContacts(
  exec: Executor,
  storeId: number,
  contacts: Omit<Insertable<StoreContactsTable>, 'store_id' | 'position'>[],
): Promise<void> {
  await exec.deleteFrom('store_contacts').where('store_id', '=', storeId).execute();
  if (contacts.length)
    await exec
      .insertInto('store_contacts')
      .values(contacts.map((c, position) => ({ ...c, store_id: storeId, position })))
      .execute();
}

/**
 * The contacts of store `storeId` whose player has no live order there: no order of
 * {@link LIVE_ORDER_STATUSES} whose buyer's email is the contact's email, or whose player name
 * (the order's or one of its lines') is the contact's player name, both compared trimmed and
 * case-insensitively.
 */
export function contactsNotOrdered(exec: Executor, storeId: number): Promise<StoreContactRow[]> {
  return exec
    .selectFrom('store_contacts as c')
    .selectAll('c')
    .where('c.store_id', '=', storeId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('store_orders as o')
            .select('o.id')
            .where('o.store_id', '=', storeId)
            .where('o.status', 'in', LIVE_ORDER_STATUSES)
            .where((eb) =>
              eb.or([
                eb(sql`lower(trim(o.buyer_email))`, '=', sql`lower(trim(c.email))`),
                eb(sql`lower(trim(o.player_name))`, '=', sql`lower(trim(c.player_name))`),
                eb.exists(
                  eb
                    .selectFrom('store_order_lines as l')
                    .select('l.id')
                    .whereRef('l.order_id', '=', 'o.id')
                    .where('l.cancelled_at', 'is', null)
                    .where(sql`lower(trim(l.player_name))`, '=', sql`lower(trim(c.player_name))`),
                ),
              ]),
            ),
        ),
      ),
    )
    .orderBy('c.position')
    .execute();
}

/** The buyers' addresses of store `storeId`'s orders in `statuses`, in the order they came. */
export async function buyerAddresses(
  exec: Executor,
  storeId: number,
  statuses: readonly StoreOrderStatusValue[],
): Promise<{ email: string; name: string }[]> {
  return exec
    .selectFrom('store_orders')
    .select(['buyer_email as email', 'buyer_name as name'])
    .where('store_id', '=', storeId)
    .where('status', 'in', statuses)
    .orderBy('id')
    .execute();
}

/**
 * Records that store `storeId` emails `address` (lower case) its `kind` email; false when it
 * was recorded before (by another run): the caller then sends nothing.
 */
export async function claimEmail(
  exec: Executor,
  storeId: number,
  kind: StoreEmailKindValue,
  address: string,
): Promise<boolean> {
  const row = await exec
    .insertInto('store_emails')
    .values({ store_id: storeId, kind, address })
    .onConflict((oc) => oc.doNothing())
    .returning('address')
    .executeTakeFirst();
  return row !== undefined;
}

/** The addresses store `storeId` already emailed its `kind` email. */
export async function claimedAddresses(
  exec: Executor,
  storeId: number,
  kind: StoreEmailKindValue,
): Promise<Set<string>> {
  const rows = await exec
    .selectFrom('store_emails')
    .select('address')
    .where('store_id', '=', storeId)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((r) => r.address));
}

/**
 * Claims the dealer's nudge of store `storeId` at `now` when none was sent since `since`: one
 * conditional update, so of two at once one claims it. Answers the store, or undefined.
 */
export function claimNudge(exec: Executor, storeId: number, now: Date, since: Date): Promise<StoreRow | undefined> {
  return exec
    .updateTable('stores')
    .set({ nudged_at: now })
    .where('project_id', '=', storeId)
    .where((eb) => eb.or([eb('nudged_at', 'is', null), eb('nudged_at', '<=', since)]))
    .returningAll()
    .executeTakeFirst();
}

/** Gives back a nudge claimed at `at` (nothing was emailed: the dealer may try again). */
export async function releaseNudge(exec: Executor, storeId: number, at: Date): Promise<void> {
  await exec
    .updateTable('stores')
    .set({ nudged_at: null })
    .where('project_id', '=', storeId)
    .where('nudged_at', '=', at)
    .execute();
}

/** Sets the hash of the private link a card order's receipt carries, once. */
export async function setReceiptToken(exec: Executor, orderId: number, hash: string): Promise<boolean> {
  const row = await exec
    .updateTable('store_orders')
    .set({ receipt_token_hash: hash })
    .where('id', '=', orderId)
    .where('receipt_token_hash', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
