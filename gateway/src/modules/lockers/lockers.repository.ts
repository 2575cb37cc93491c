/**
 * SQL of lockers and their items (L1, L2, L4): a locker by code, by owner or by project, the
 * first add's locker made once per owner and project, items added under the cap, changed and
 * removed, and the re-read under a row lock that lets a pending quote win over a roster import.
 * Every function takes the executor (the database or a transaction), so that the lockers'
 * use cases write an item and its locker's date together (quotes read a locker by code here
 * too). A batch of lockers and their items for pricing is the pricing repository's.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { LockerItemRow, LockerRow, ProjectTypeValue, StoredSizeLine } from '../../db/types.js';

/**
 * Item `itemId` with its locker's code (`locker_code`) when it is an item of the locker with
 * code `code`; undefined otherwise.
 */
export function lockerItemOfCode(
  exec: Executor,
  itemId: number,
  code: string,
): Promise<(LockerItemRow & { locker_code: string }) | undefined> {
  return exec
    .selectFrom('locker_items as i')
    .innerJoin('lockers as l', 'l.id', 'i.locker_id')
    .selectAll('i')
    .select(['l.code as locker_code'])
    .where('i.id', '=', itemId)
    .where('l.code', '=', code)
    .executeTakeFirst();
}

/** The code of the dealer of the locker with this code; undefined when there is none. */
export async function dealerCodeOfLocker(exec: Executor, code: string): Promise<string | undefined> {
  const row = await exec
    .selectFrom('lockers as l')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .select('d.code')
    .where('l.code', '=', code)
    .executeTakeFirst();
  return row?.code;
}

/** The locker with this code; undefined when there is none. */
export function lockerByCode(exec: Executor, code: string): Promise<LockerRow | undefined> {
  return exec.selectFrom('lockers').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The locker with this code, which must exist (Kysely's NoResultError otherwise). */
export function existingLockerByCode(exec: Executor, code: string): Promise<LockerRow> {
  return exec.selectFrom('lockers').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
}

/** What a new locker records: its code, dealer, project (id and type) and owner key. */
export interface NewLocker {
  code: string;
  dealer_id: number;
  project_id: number;
  project_type: ProjectTypeValue;
  owner_key: string;
}

/**
 * Inserts a locker; undefined when its owner already has one of that project (unique per owner
 * and project: the insert does nothing on conflict).
 */
export function insertLockerOfOwner(exec: Executor, locker: NewLocker): Promise<LockerRow | undefined> {
  return exec
    .insertInto('lockers')
    .values(locker)
    .onConflict((oc) => oc.columns(['project_id', 'owner_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The locker of project `projectId` owned by `ownerKey`, which must exist (NoResultError otherwise). */
export function existingLockerOfOwner(exec: Executor, projectId: number, ownerKey: string): Promise<LockerRow> {
  return exec
    .selectFrom('lockers')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('owner_key', '=', ownerKey)
    .executeTakeFirstOrThrow();
}

/** The locker of project `projectId` owned by `ownerKey`; undefined when it has none. */
export function lockerOfOwner(exec: Executor, projectId: number, ownerKey: string): Promise<LockerRow | undefined> {
  return exec
    .selectFrom('lockers')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('owner_key', '=', ownerKey)
    .executeTakeFirst();
}

/**
 * The locker of project `projectId` the caller with owner key `holderKey` opened by its code
 * (locker_holders, migration 0035); undefined when it opened none.
 */
export function heldLocker(exec: Executor, projectId: number, holderKey: string): Promise<LockerRow | undefined> {
  return exec
    .selectFrom('locker_holders as h')
    .innerJoin('lockers as l', 'l.id', 'h.locker_id')
    .selectAll('l')
    .where('h.project_id', '=', projectId)
    .where('h.holder_key', '=', holderKey)
    .executeTakeFirst();
}

/** Records that `holderKey` holds locker `lockerId` of project `projectId` (replacing one it held before). */
export async function holdLocker(
  exec: Executor,
  hold: { projectId: number; holderKey: string; lockerId: number },
): Promise<void> {
  await exec
    .insertInto('locker_holders')
    .values({ project_id: hold.projectId, holder_key: hold.holderKey, locker_id: hold.lockerId })
    .onConflict((oc) => oc.columns(['project_id', 'holder_key']).doUpdateSet({ locker_id: hold.lockerId }))
    .execute();
}

/** Forgets the locker `holderKey` held of project `projectId` (it opened its own again). */
export async function releaseLocker(exec: Executor, projectId: number, holderKey: string): Promise<void> {
  await exec
    .deleteFrom('locker_holders')
    .where('project_id', '=', projectId)
    .where('holder_key', '=', holderKey)
    .execute();
}

/** Every locker of project `projectId`, newest first (id desc). */
export function lockersOfProject(exec: Executor, projectId: number): Promise<LockerRow[]> {
  return exec.selectFrom('lockers').selectAll().where('project_id', '=', projectId).orderBy('id', 'desc').execute();
}

/** The locker with this code when it is project `projectId`'s; undefined otherwise. */
export function lockerOfProjectByCode(exec: Executor, code: string, projectId: number): Promise<LockerRow | undefined> {
  return exec
    .selectFrom('lockers')
    .selectAll()
    .where('code', '=', code)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** The items of locker `lockerId`, in locker order (sort order, then id). */
export function itemsOfLocker(exec: Executor, lockerId: number): Promise<LockerItemRow[]> {
  return exec
    .selectFrom('locker_items')
    .selectAll()
    .where('locker_id', '=', lockerId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * Inserts an item (a configuration and its roster) last in locker `lockerId`, in one conditional
 * statement, so never more than `maxItems` items even under concurrent adds: its id; undefined
 * when the locker holds `maxItems` items already.
 */
export function insertLockerItemUnderCap(
  exec: Executor,
  item: { lockerId: number; configurationId: number; sizeLines: readonly StoredSizeLine[] },
  maxItems: number,
): Promise<{ id: number } | undefined> {
  return exec
    .insertInto('locker_items')
    .columns(['locker_id', 'configuration_id', 'size_lines', 'sort_order'])
    .expression((eb) =>
      eb
        .selectFrom('locker_items')
        .select([
          eb.val(item.lockerId).as('locker_id'),
          eb.val(item.configurationId).as('configuration_id'),
          sql<string>`${JSON.stringify(item.sizeLines)}::jsonb`.as('size_lines'),
          sql<number>`coalesce(max(sort_order), 0)::int + 1`.as('sort_order'),
        ])
        .where('locker_id', '=', item.lockerId)
        .having(sql<number>`count(*)`, '<', maxItems),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Sets locker `lockerId`'s updated_at to now and answers the row (which must exist). */
export function touchLockerRow(exec: Executor, lockerId: number): Promise<LockerRow> {
  return exec
    .updateTable('lockers')
    .set({ updated_at: new Date() })
    .where('id', '=', lockerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets locker `lockerId`'s updated_at to now. */
export async function touchLocker(exec: Executor, lockerId: number): Promise<void> {
  await exec.updateTable('lockers').set({ updated_at: new Date() }).where('id', '=', lockerId).execute();
}

/** Sets item `itemId`'s configuration and roster, and its alias when given (null clears it). */
export async function updateLockerItem(
  exec: Executor,
  itemId: number,
  values: { configurationId: number; sizeLines: readonly StoredSizeLine[]; alias?: string | null },
): Promise<void> {
  await exec
    .updateTable('locker_items')
    .set({
      configuration_id: values.configurationId,
      size_lines: JSON.stringify(values.sizeLines),
      ...(values.alias !== undefined ? { alias: values.alias } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', itemId)
    .execute();
}

/**
 * The quote locking locker `lockerId` (null when none), read under a row lock (FOR UPDATE) held
 * until `exec`'s transaction ends; the locker must exist (NoResultError otherwise).
 */
export async function lockedQuoteIdForUpdate(exec: Executor, lockerId: number): Promise<number | null> {
  const row = await exec
    .selectFrom('lockers')
    .select('locked_quote_id')
    .where('id', '=', lockerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.locked_quote_id;
}

/** Sets the roster of item `itemId` of locker `lockerId`; false when the locker has no such item. */
export async function setLockerItemRoster(
  exec: Executor,
  itemId: number,
  lockerId: number,
  sizeLines: readonly StoredSizeLine[],
): Promise<boolean> {
  const updated = await exec
    .updateTable('locker_items')
    .set({ size_lines: JSON.stringify(sizeLines), updated_at: new Date() })
    .where('id', '=', itemId)
    .where('locker_id', '=', lockerId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes item `itemId`. */
export async function deleteLockerItem(exec: Executor, itemId: number): Promise<void> {
  await exec.deleteFrom('locker_items').where('id', '=', itemId).execute();
}

/**
 * Locks locker `lockerId` for quote `quoteId` when no quote locks it; false when one already
 * does (two concurrent requests cannot both lock it).
 */
export async function lockLockerForQuote(exec: Executor, lockerId: number, quoteId: number): Promise<boolean> {
  const locked = await exec
    .updateTable('lockers')
    .set({ locked_quote_id: quoteId, updated_at: new Date() })
    .where('id', '=', lockerId)
    .where('locked_quote_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return locked !== undefined;
}

/** Unlocks locker `lockerId` when quote `quoteId` locks it; false otherwise. */
export async function unlockLockerOfQuote(exec: Executor, lockerId: number, quoteId: number): Promise<boolean> {
  const unlocked = await exec
    .updateTable('lockers')
    .set({ locked_quote_id: null, updated_at: new Date() })
    .where('id', '=', lockerId)
    .where('locked_quote_id', '=', quoteId)
    .returning('id')
    .executeTakeFirst();
  return unlocked !== undefined;
}

/** The quote a locker's lock names (null when unlocked); undefined when the locker is gone. */
export async function lockingQuoteOf(exec: Executor, lockerId: number): Promise<number | null | undefined> {
  const row = await exec.selectFrom('lockers').select('locked_quote_id').where('id', '=', lockerId).executeTakeFirst();
  return row ? row.locked_quote_id : undefined;
}

/** The code of locker `lockerId` (which must exist). */
export async function lockerCodeById(exec: Executor, lockerId: number): Promise<string> {
  const row = await exec.selectFrom('lockers').select('code').where('id', '=', lockerId).executeTakeFirstOrThrow();
  return row.code;
}

/**
 * The status of quote `quoteId` when it is dealer `dealerId`'s (a locked locker's quote, read to
 * decide who may still change the locker); undefined for another dealer's or an unknown quote.
 * Read here rather than through the quotes module, which depends on lockers.
 */
export async function lockingQuoteStatus(
  exec: Executor,
  dealerId: number,
  quoteId: number,
): Promise<{ id: number; status: string } | undefined> {
  return exec
    .selectFrom('quotes')
    .select(['id', 'status'])
    .where('id', '=', quoteId)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
}
