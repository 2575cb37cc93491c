/**
 * Notices by email: a transactional outbox. A change that tells someone
 * about itself (a quote requested, ...) calls {@link NoticesService.queue} inside its own
 * transaction: the notice row and, when an SMTP server is set (`SMTP_URL`), its delivery job are
 * committed or rolled back with the change, so a notice is never lost. The `notice-delivery`
 * worker sends it through nodemailer; a refused or dropped connection throws, and pg-boss retries
 * with exponential back-off until `NOTICE_RETRY_LIMIT`, after which the notice is FAILED.
 *
 * Sent once: a notice already SENT is never sent again (a retried job finds it SENT), and every
 * notice carries a Message-ID of its own, so a receiver drops the copy a crash between the SMTP
 * server's "250 OK" and the SENT write would make. Without `SMTP_URL` the notices are HELD in the
 * outbox and listed to the dealer (`notices`).
 *
 * No flood: the outbox is bounded (`NOTICE_OUTBOX_MAX` notices waiting) and some events are
 * limited per dealer and per recipient per day ({@link NoticeLimits}), counted from the outbox's
 * own rows in the transaction that adds one, under the outbox's lock: exact on every gateway (a
 * receipt, limited by the outbox's room only, takes no lock and may pass it with others at once), and
 * a refusal (RATE_LIMITED) rolls the whole change back. Every notice but a receipt
 * ({@link RECEIPT_EVENTS}) carries an unsubscribe link and the RFC 8058 one-click headers; to an
 * address that unsubscribed it is kept SUPPRESSED, not sent.
 *
 * No token kept: the secrets of a notice's links (a proof link's token, its unsubscribe token)
 * stand in the stored bodies as markers (`[hidden:<16 hex>]`); the secrets themselves wait in
 * `pending_secrets` until the notice is sent, failed or suppressed, and are dropped then.
 */
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Db, Executor } from '../../db/index.js';
import type { NoticeEvent, NoticeRow } from '../../db/types.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';
import { QUEUES, type Jobs } from '../../plugins/jobs.js';
import { withUnsubscribeLink, type NoticeMessage } from './notice-messages.js';
import { checkDailyLimits, checkOutboxRoom, hasDailyLimits, type NoticeLimits } from './notice-limits.js';
import * as repo from './notices.repository.js';
import { isUnsubscribed, newUnsubscribeToken, unsubscribing } from './unsubscribing.js';

/** The job data of a `notice-delivery` job. */
export interface NoticeDeliveryJobData {
  noticeId: number;
}

/** How one delivery ended: sent (or already sent), to be retried, or nothing to send. */
export type DeliveryOutcome = 'sent' | 'retry' | 'gone';

/**
 * The events that are receipts (an order placed, a store order's receipt): sent to an address that unsubscribed too, and
 * without an unsubscribe link. Every other notice can be unsubscribed from.
 */
export const RECEIPT_EVENTS: ReadonlySet<NoticeEvent> = new Set<NoticeEvent>(['ORDER_PLACED', 'STORE_ORDER_RECEIPT']);

export type { NoticeLimits };

/** A notice kept in the outbox: its id, and whether it is to be emailed (QUEUED). */
export interface QueuedNotice {
  id: number;
  emailed: boolean;
}

export interface NoticesDeps {
  jobs: Jobs | null;
  /** `SMTP_URL`; undefined: notices are HELD. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  from: string;
  /** The host part of every Message-ID (the public URL's host). */
  messageIdHost: string;
  /** The public URL (read at call time), for the unsubscribe links. */
  publicUrl: () => string;
  retryLimit: number;
  retryDelaySeconds: number;
  limits: NoticeLimits;
}

/**
 * A notice's words, or a function that makes them with `hide`: `hide(secret)` answers the marker
 * that stands for `secret` in the stored bodies (the email carries the secret; the outbox keeps
 * only the marker, and the secret until the notice is sent).
 */
export type NoticeWords = NoticeMessage | ((hide: (secret: string) => string) => NoticeMessage);

/** A marker of a hidden secret in a stored body (16 random hex digits each). */
const MARKER = /\[hidden:[0-9a-f]{16}\]/g;

/** `text` as the outbox shows it: every hidden secret as `[hidden]`. */
export const shownText = (text: string): string => text.replace(MARKER, '[hidden]');

/** What a SUPPRESSED notice's `last_error` says. */
export const SUPPRESSED_REASON = 'Not sent: the recipient unsubscribed from these emails';

/** Longest `last_error` kept, characters. */
const MAX_ERROR_LENGTH = 300;

/** An SMTP failure as one short line, without the credentials of the URL. */
function describeFailure(err: unknown, smtpUrl: string): string {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  let text = e.response ? `${e.responseCode ?? ''} ${e.response}` : `${e.code ? `${e.code}: ` : ''}${e.message ?? err}`;
  const password = (() => {
    try {
      return decodeURIComponent(new URL(smtpUrl).password);
    } catch {
      return '';
    }
  })();
  if (password) text = text.split(password).join('***');
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH);
}

export function noticesService(db: Db, deps: NoticesDeps) {
  let transport: Transporter | undefined;
  const mailer = (): Transporter => {
    transport ??= nodemailer.createTransport({
      url: deps.smtpUrl,
      // A server that does not answer is a failed attempt, retried later, not a stuck worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return transport;
  };

  return {
    /** True when notices are delivered (an SMTP server and the jobs are set). */
    delivers: (): boolean => Boolean(deps.smtpUrl && deps.jobs),

    /**
     * Keeps `message` for `recipient` in the outbox as part of `trx`, and queues its delivery
     * when an SMTP server is set (else it is HELD; SUPPRESSED when the recipient unsubscribed
     * and it is not a receipt). A notice that is not a receipt gets an unsubscribe link. Call
     * {@link wake} after `trx` commits. Answers the notice's id and whether it is to be emailed
     * (false when it is HELD, no SMTP server being set, or SUPPRESSED, the recipient having
     * unsubscribed): what the caller may tell of it.
     *
     * Throws RATE_LIMITED (and nothing is kept: the caller's transaction rolls back) when the
     * dealer or the recipient had their day's notices of this event, or the outbox is full.
     * Takes the outbox's lock until `trx` ends (but for a receipt): call it last in the transaction.
     */
    async queue(
      trx: Executor,
      notice: { dealerId: number; event: NoticeEvent; recipient: string; message: NoticeWords },
    ): Promise<QueuedNotice> {
      const receipt = RECEIPT_EVENTS.has(notice.event);
      const suppressed = !receipt && (await isUnsubscribed(trx, notice.recipient));
      const delivers = !suppressed && Boolean(deps.smtpUrl && deps.jobs);
      // The lock makes a day's counts exact (their event's transactions take turns) and the room
      // of the outbox exact for every notice but a receipt. A receipt (a store's checkout, many
      // at once in its closing hour) has no day's limit and takes no lock: receipts in flight at
      // once may pass a nearly full outbox together, at most one a database connection.
      if (hasDailyLimits(deps.limits, notice.event) || (delivers && !receipt)) await repo.lockOutbox(trx);
      await checkDailyLimits(trx, deps.limits, notice);
      if (delivers) await checkOutboxRoom(trx, deps.limits);
      const markers: Record<string, string> = {};
      const hide = (secret: string) => {
        const marker = `[hidden:${randomBytes(8).toString('hex')}]`;
        markers[marker] = secret;
        return marker;
      };
      let message = typeof notice.message === 'function' ? notice.message(hide) : notice.message;
      const unsubscribe = receipt ? null : newUnsubscribeToken();
      const unsubscribeToken = unsubscribe?.token ?? null;
      if (unsubscribeToken)
        message = withUnsubscribeLink(message, `${deps.publicUrl()}/unsubscribe/${hide(unsubscribeToken)}`);
      const id = await repo.insertNotice(trx, {
        dealerId: notice.dealerId,
        event: notice.event,
        recipient: notice.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: suppressed ? 'SUPPRESSED' : delivers ? 'QUEUED' : 'HELD',
        // Only a notice that will be sent keeps its secrets, and only until it is.
        pendingSecrets: delivers ? { markers, unsubscribeToken } : null,
        unsubscribeHash: unsubscribe?.hash ?? null,
        lastError: suppressed ? SUPPRESSED_REASON : null,
      });
      if (delivers)
        await deps.jobs!.sendInTransaction(trx, QUEUES.notices, { noticeId: id } satisfies NoticeDeliveryJobData, {
          retryLimit: deps.retryLimit,
          retryDelay: deps.retryDelaySeconds,
          retryBackoff: true,
        } as PgBoss.SendOptions);
      return { id, emailed: delivers };
    },

    /** Wakes this process's delivery worker (after the commit of a transaction that queued). */
    wake(): void {
      if (deps.smtpUrl && deps.jobs) deps.jobs.wake(QUEUES.notices);
    },

    /**
     * Sends notice `noticeId` (the delivery job's work). 'retry' when the SMTP server refused or
     * could not be reached and `lastAttempt` is false (the failure is recorded; the job throws
     * so that pg-boss retries); on the last attempt the notice is FAILED and 'gone' answered.
     */
    async deliver(noticeId: number, lastAttempt: boolean): Promise<DeliveryOutcome> {
      const notice = await repo.noticeById(db, noticeId);
      if (!notice || notice.status !== 'QUEUED') return notice?.status === 'SENT' ? 'sent' : 'gone';
      // Unsubscribed since it was queued: kept, shown as not sent.
      if (!RECEIPT_EVENTS.has(notice.event) && (await isUnsubscribed(db, notice.recipient))) {
        await repo.markNoticeSuppressed(db, noticeId, SUPPRESSED_REASON);
        return 'gone';
      }
      const secrets = notice.pending_secrets;
      const filled = (body: string) => body.replace(MARKER, (m) => secrets?.markers[m] ?? m);
      const unsubscribeUrl = secrets?.unsubscribeToken
        ? `${deps.publicUrl()}/unsubscribe/${secrets.unsubscribeToken}`
        : null;
      try {
        await mailer().sendMail({
          from: deps.from,
          to: notice.recipient,
          subject: notice.subject,
          text: filled(notice.text_body),
          html: filled(notice.html_body),
          messageId: `<notice-${notice.id}.${new Date(notice.created_at).getTime()}@${deps.messageIdHost}>`,
          // RFC 8058: a mail client's one-click unsubscribe POSTs to the link.
          ...(unsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        });
      } catch (err) {
        await repo.markNoticeAttemptFailed(db, noticeId, describeFailure(err, deps.smtpUrl ?? ''), lastAttempt);
        return lastAttempt ? 'gone' : 'retry';
      }
      await repo.markNoticeSent(db, noticeId);
      return 'sent';
    },

    /** The caller's notices, newest first (keyset paging by id). */
    async list(dealerId: number, args: { first?: number | null; after?: string | null }) {
      const size = pageSize(args.first);
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      const [total, rows] = await Promise.all([
        repo.noticeCount(db, dealerId),
        repo.noticePage(db, dealerId, afterId, size + 1),
      ]);
      return { ...connectionOf<NoticeRow>(rows, size, (n) => n.id), totalCount: total };
    },

    ...unsubscribing(db),

    /** Closes the SMTP transport's connections (the gateway's shutdown). */
    close(): void {
      transport?.close();
    },
  };
}

export type NoticesService = ReturnType<typeof noticesService>;
