/**
 * The outbox's flood limits: some events are limited per dealer and per recipient per day, and
 * the notices waiting for delivery are bounded. Counted from the outbox's own rows inside the
 * transaction that adds a notice, under the outbox's lock (notices.service.ts takes it), so the
 * counts are exact on every gateway and a refusal (RATE_LIMITED) rolls the whole change back.
 */
import type { Executor } from '../../db/index.js';
import type { NoticeEvent } from '../../db/types.js';
import { RateLimitedError } from '../../lib/errors.js';
import * as repo from './notices.repository.js';

/** The outbox's limits (config.ts: NOTICE_OUTBOX_MAX, QUOTE_EMAILS_PER_DEALER_PER_DAY, ...). */
export interface NoticeLimits {
  /** Most notices waiting for delivery (QUEUED) at once; a notice past it is refused. */
  outboxMax: number;
  /** Most notices of an event kept for one dealer in 24 hours; an event not named has none. */
  perDealerPerDay: Partial<Record<NoticeEvent, number>>;
  /** Most notices of an event kept for one address (any case) in 24 hours, over every dealer. */
  perRecipientPerDay: Partial<Record<NoticeEvent, number>>;
}

/** What a refusal of each limited event says. */
const LIMITED_NOUNS: Partial<Record<NoticeEvent, string>> = {
  QUOTE_REQUESTED: 'quote requests',
  PROOF_SENT: 'proof emails',
  QUOTE_SENT: 'quote emails',
};

/** True when notices of `event` are limited per dealer or per recipient per day. */
export const hasDailyLimits = (limits: NoticeLimits, event: NoticeEvent): boolean =>
  limits.perDealerPerDay[event] != null || limits.perRecipientPerDay[event] != null;

/** RATE_LIMITED when the dealer or the recipient already had their day's notices of the event. */
export async function checkDailyLimits(
  trx: Executor,
  limits: NoticeLimits,
  notice: { dealerId: number; event: NoticeEvent; recipient: string },
): Promise<void> {
  const noun = LIMITED_NOUNS[notice.event] ?? 'emails';
  const perDealer = limits.perDealerPerDay[notice.event];
  if (
    perDealer != null &&
    (await repo.noticesOfLastDay(trx, { event: notice.event, dealerId: notice.dealerId }, perDealer)) >= perDealer
  )
    throw new RateLimitedError(`Too many ${noun} today (at most ${perDealer} a day); try again tomorrow`);
  const perRecipient = limits.perRecipientPerDay[notice.event];
  if (
    perRecipient != null &&
    (await repo.noticesOfLastDay(trx, { event: notice.event, recipient: notice.recipient }, perRecipient)) >=
      perRecipient
  )
    throw new RateLimitedError(
      `Too many ${noun} to ${notice.recipient} today (at most ${perRecipient} a day); try again tomorrow`,
    );
}

/** RATE_LIMITED when `limits.outboxMax` notices already wait for delivery. */
export async function checkOutboxRoom(trx: Executor, limits: NoticeLimits): Promise<void> {
  if ((await repo.queuedNotices(trx, limits.outboxMax)) >= limits.outboxMax)
    throw new RateLimitedError('Too many emails are waiting to be sent; try again in a few minutes');
}
