/**
 * SQL of the notices outbox (issue 18, section 3): a notice is inserted in the transaction of
 * the change it tells about; its delivery records each attempt. Every function takes the
 * executor (the database or a transaction).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { NoticeEvent, NoticeRow, NoticeStatus } from '../../db/types.js';

/** A notice to keep: its words and where it goes. */
export interface NewNotice {
  dealerId: number;
  event: NoticeEvent;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** QUEUED when a delivery job is queued with it, HELD when no SMTP server is set. */
  status: Extract<NoticeStatus, 'QUEUED' | 'HELD'>;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The notice `id`; undefined when there is none. */
export function noticeById(exec: Executor, id: number): Promise<NoticeRow | undefined> {
  return exec.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a delivery the SMTP server accepted (once: a notice already SENT is left as it is). */
export async function markNoticeSent(exec: Executor, id: number): Promise<void> {
  await exec
    .updateTable('notices')
    .set({ status: 'SENT', attempts: sql`attempts + 1`, last_error: null, sent_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '!=', 'SENT')
    .execute();
}

/** Records a failed delivery: `error` (short), and FAILED when it was the last attempt. */
export async function markNoticeAttemptFailed(
  exec: Executor,
  id: number,
  error: string,
  lastAttempt: boolean,
): Promise<void> {
  await exec
    .updateTable('notices')
    .set({ status: lastAttempt ? 'FAILED' : 'QUEUED', attempts: sql`attempts + 1`, last_error: error })
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
