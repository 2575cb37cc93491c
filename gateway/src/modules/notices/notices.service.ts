/**
 * Notices by email (issue 18, section 3): a transactional outbox. A change that tells someone
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
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Db, Executor } from '../../db/index.js';
import type { NoticeEvent, NoticeRow } from '../../db/types.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';
import { QUEUES, type Jobs } from '../../plugins/jobs.js';
import type { NoticeMessage } from './notice-messages.js';
import * as repo from './notices.repository.js';

/** The job data of a `notice-delivery` job. */
export interface NoticeDeliveryJobData {
  noticeId: number;
}

/** How one delivery ended: sent (or already sent), to be retried, or nothing to send. */
export type DeliveryOutcome = 'sent' | 'retry' | 'gone';

export interface NoticesDeps {
  jobs: Jobs | null;
  /** `SMTP_URL`; undefined: notices are HELD. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  from: string;
  /** The host part of every Message-ID (the public URL's host). */
  messageIdHost: string;
  retryLimit: number;
  retryDelaySeconds: number;
}

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
     * when an SMTP server is set (else it is HELD). Call {@link wake} after `trx` commits.
     * Answers the notice's id.
     */
    async queue(
      trx: Executor,
      notice: { dealerId: number; event: NoticeEvent; recipient: string; message: NoticeMessage },
    ): Promise<number> {
      const delivers = Boolean(deps.smtpUrl && deps.jobs);
      const id = await repo.insertNotice(trx, {
        dealerId: notice.dealerId,
        event: notice.event,
        recipient: notice.recipient,
        subject: notice.message.subject,
        text: notice.message.text,
        html: notice.message.html,
        status: delivers ? 'QUEUED' : 'HELD',
      });
      if (delivers)
        await deps.jobs!.sendInTransaction(trx, QUEUES.notices, { noticeId: id } satisfies NoticeDeliveryJobData, {
          retryLimit: deps.retryLimit,
          retryDelay: deps.retryDelaySeconds,
          retryBackoff: true,
        } as PgBoss.SendOptions);
      return id;
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
      if (!notice || notice.status === 'HELD' || notice.status === 'FAILED') return 'gone';
      if (notice.status === 'SENT') return 'sent';
      try {
        await mailer().sendMail({
          from: deps.from,
          to: notice.recipient,
          subject: notice.subject,
          text: notice.text_body,
          html: notice.html_body,
          messageId: `<notice-${notice.id}.${new Date(notice.created_at).getTime()}@${deps.messageIdHost}>`,
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

    /** Closes the SMTP transport's connections (the gateway's shutdown). */
    close(): void {
      transport?.close();
    },
  };
}

export type NoticesService = ReturnType<typeof noticesService>;
