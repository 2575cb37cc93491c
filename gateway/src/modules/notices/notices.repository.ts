/**
 * SQL of the notices outbox: a notice is inserted in the transaction of
 * the change it tells about; its delivery records each attempt. The daily counts of its limits,
 * and the addresses that unsubscribed (`email_suppressions`). Every function takes the executor
 * (the database or a transaction).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { Database, NoticeEvent, NoticeRow, NoticeStatus, PendingSecrets } from '../../db/types.js';

/** A notice to keep: its words and where it goes. */
export interface NewNotice {
  dealerId: number;
  event: NoticeEvent;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /**
   * QUEUED when a delivery job is queued with it, HELD when no SMTP server is set, SUPPRESSED
   * when its recipient unsubscribed.
   */
  status: Extract<NoticeStatus, 'QUEUED' | 'HELD' | 'SUPPRESSED'>;
  /** What the bodies' markers stand for (QUEUED only; null otherwise). */
  pendingSecrets: PendingSecrets | null;
  /** SHA-256 (hex) of its unsubscribe token; null for a receipt. */
  unsubscribeHash: string | null;
  /** Why it is not sent (SUPPRESSED), else null. */
  lastError: string | null;
}

/** Inserts a notice; answers its id. */
export async function insertNotice(exec: Executor, n: NewNotice): Promise<number> {
  const row = await exec
    .insertInto('notices')
    .values({
      dealer_id: n.dealerId,
      event: n.event,
      recipient: n.recipient,
      subject: n.subject,
      text_body: n.text,
      html_body: n.html,
      status: n.status,
      pending_secrets: n.pendingSecrets ? JSON.stringify(n.pendingSecrets) : null,
      unsubscribe_hash: n.unsubscribeHash,
      last_error: n.lastError,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The notice `id`; undefined when there is none. */
export function noticeById(exec: Executor, id: number): Promise<NoticeRow | undefined> {
  return exec.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records a delivery the SMTP server accepted (once: a notice already SENT is left as it is),
 * and drops its secrets.
 */
export async function markNoticeSent(exec: Executor, id: number): Promise<void> {
  await exec
    .updateTable('notices')
    .set({
      status: 'SENT',
      attempts: sql`attempts + 1`,
      last_error: null,
      sent_at: sql`now()`,
      pending_secrets: null,
    })
    .where('id', '=', id)
    .where('status', '!=', 'SENT')
    .execute();
}

/**
 * Records a failed delivery: `error` (short), and FAILED when it was the last attempt (its
 * secrets dropped then: nothing will send them).
 */
export async function markNoticeAttemptFailed(
  exec: Executor,
  id: number,
  error: string,
  lastAttempt: boolean,
): Promise<void> {
  await exec
    .updateTable('notices')
    .set({
      status: lastAttempt ? 'FAILED' : 'QUEUED',
      attempts: sql`attempts + 1`,
      last_error: error,
      ...(lastAttempt ? { pending_secrets: null } : {}),
    })
    .where('id', '=', id)
    .where('status', '!=', 'SENT')
    .execute();
}

/** How many notices dealer `dealerId` has. */
export async function noticeCount(exec: Executor, dealerId: number): Promise<number> {
  const row = await exec
    .selectFrom('notices')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('dealer_id', '=', dealerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of dealer `dealerId`'s notices, newest first: `limit` rows with ids below `afterId` (null: from the start). */
export function noticePage(
  exec: Executor,
  dealerId: number,
  afterId: number | null,
  limit: number,
): Promise<NoticeRow[]> {
  return exec
    .selectFrom('notices')
    .selectAll()
    .where('dealer_id', '=', dealerId)
    .$if(afterId != null, (q) => q.where('id', '<', afterId!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Records that a waiting notice is not sent because its recipient unsubscribed (`reason`), and
 * drops its secrets; a notice already SENT is left as it is.
 */
export async function markNoticeSuppressed(exec: Executor, id: number, reason: string): Promise<void> {
  await exec
    .updateTable('notices')
    .set({ status: 'SUPPRESSED', last_error: reason, pending_secrets: null })
    .where('id', '=', id)
    .where('status', '!=', 'SENT')
    .execute();
}

/**
 * Takes the outbox's lock until `trx` ends: the transactions that count and then insert notices
 * take turns, so two at once cannot both pass a limit with one place left (on every gateway: a
 * PostgreSQL advisory lock; PGlite runs one transaction at a time anyway).
 */
export async function lockOutbox(trx: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('tas:notices-outbox'))`.execute(trx);
}

/**
 * How many notices of `event` were kept in the last 24 hours for dealer `dealerId`, or to
 * `recipient` (any case), counting at most `cap` of them (enough to compare with a limit).
 */
export async function noticesOfLastDay(
  exec: Executor,
  of: { event: NoticeEvent; dealerId?: number; recipient?: string },
  cap: number,
): Promise<number> {
  const rows = exec
    .selectFrom('notices')
    .select(sql<number>`1`.as('one'))
    .where('event', '=', of.event)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .$if(of.dealerId != null, (q) => q.where('dealer_id', '=', of.dealerId!))
    .$if(of.recipient != null, (q) => q.where(sql`lower(recipient)`, '=', of.recipient!.toLowerCase()));
  return countUpTo(exec, rows, cap);
}

/**
 * The rows of `rows` counted up to `cap`: a limit only needs to know it is reached, so the count
 * stops there however many rows match.
 */
async function countUpTo(
  exec: Executor,
  rows: SelectQueryBuilder<Database, 'notices', { one: number }>,
  cap: number,
): Promise<number> {
  const row = await exec
    .selectFrom(rows.limit(cap).as('t'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many notices wait for delivery (QUEUED), counting at most `cap`. */
export async function queuedNotices(exec: Executor, cap: number): Promise<number> {
  const rows = exec
    .selectFrom('notices')
    .select(sql<number>`1`.as('one'))
    .where('status', '=', 'QUEUED');
  return countUpTo(exec, rows, cap);
}

/** The notice whose unsubscribe token has SHA-256 `hash`; undefined when there is none. */
export function noticeByUnsubscribeHash(exec: Executor, hash: string): Promise<NoticeRow | undefined> {
  return exec.selectFrom('notices').selectAll().where('unsubscribe_hash', '=', hash).executeTakeFirst();
}

/** True when the address of SHA-256 `addressHash` unsubscribed. */
export async function isSuppressed(exec: Executor, addressHash: string): Promise<boolean> {
  const row = await exec
    .selectFrom('email_suppressions')
    .select('address_hash')
    .where('address_hash', '=', addressHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the address of SHA-256 `addressHash` to the unsubscribed ones (once). */
export async function insertSuppression(exec: Executor, addressHash: string): Promise<void> {
  await exec
    .insertInto('email_suppressions')
    .values({ address_hash: addressHash })
    .onConflict((oc) => oc.column('address_hash').doNothing())
    .execute();
}
