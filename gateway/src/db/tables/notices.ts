/**
 * The notices outbox (issue 18, section 3; migration 0020): one row per email, written in the
 * transaction of the change it tells about and delivered by the `notice-delivery` job.
 */
import type { Generated } from 'kysely';
import type { NoticeEvent, NoticeStatus } from '@tas/garments';
import type { Timestamp } from './columns.js';

/**
 * What a notice tells about, and where it is (the schema's enums: QUEUED while a delivery job
 * waits or retries, SENT once the SMTP server accepted it, FAILED after the last retry, HELD
 * without an SMTP server).
 */
export type { NoticeEvent, NoticeStatus };

export interface NoticesTable {
  id: Generated<number>;
  dealer_id: number;
  event: NoticeEvent;
  /** One email address. */
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<NoticeStatus>;
  /** Deliveries tried (each a connection to the SMTP server). */
  attempts: Generated<number>;
  /** Why the last delivery failed (the SMTP server's answer or the connection error), short. */
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}
