/**
 * The notices outbox (migration 0020): one row per email, written in the
 * transaction of the change it tells about and delivered by the `notice-delivery` job.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NoticeEvent, NoticeStatus } from '@tas/garments';
import type { Timestamp } from './columns.js';

/**
 * What a notice tells about, and where it is (the schema's enums: QUEUED while a delivery job
 * waits or retries, SENT once the SMTP server accepted it, FAILED after the last retry, HELD
 * without an SMTP server, SUPPRESSED when its recipient unsubscribed).
 */
export type { NoticeEvent, NoticeStatus };

/**
 * The secrets of a notice waiting for delivery (migration 0031): each secret by the marker
 * (`[hidden:<16 hex>]`) that stands for it in the stored bodies, and the raw unsubscribe token
 * (for the List-Unsubscribe header). Null once the notice is sent, failed or suppressed.
 */
export interface PendingSecrets {
  markers: Record<string, string>;
  unsubscribeToken: string | null;
}

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
  /** What the bodies' markers stand for, while the notice waits for delivery; else null. */
  pending_secrets: ColumnType<PendingSecrets | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the notice's unsubscribe token; null for receipts. */
  unsubscribe_hash: string | null;
}

/** The addresses that unsubscribed (migration 0031), by SHA-256 (hex) of the lower-case address. */
export interface EmailSuppressionsTable {
  address_hash: string;
  created_at: Timestamp;
}
