/**
 * A team store's emails to its contacts and buyers, through the notices outbox (each with its
 * unsubscribe link, added by the outbox): the opening (to every imported contact), the reminders
 * three days and one day before the advertised close (to the contacts who have not ordered,
 * store-contacts.repository.ts `contactsNotOrdered`), the dealer's "not ordered yet" nudge (to
 * the same, once per 24 hours per store) and the close (to the buyers of unpaid and paid orders).
 *
 * Once per address: the opening, each reminder and the close record each address they email
 * (`store_emails`, its primary key) in the transaction that queues the email, so a job run twice
 * or on two gateways at once emails an address once. Limits: a store has at most
 * MAX_STORE_CONTACTS contacts, an address gets at most STORE_EMAILS_PER_RECIPIENT_PER_DAY store
 * emails a day (the outbox's count; an address past it is skipped, and a later run may email it),
 * and the nudge is claimed once per 24 hours per store (RATE_LIMITED otherwise).
 */
import type { Db } from '../../db/index.js';
import type { NoticeEvent, ProjectRow, StoreEmailKindValue, StoreRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { ConflictError, RateLimitedError } from '../../lib/errors.js';
import type { NoticeMessage } from '../notices/index.js';
import * as contactsRepo from './store-contacts.repository.js';
import type { StoreClockMove } from './store-jobs.js';
import { ownStore, type StoresDeps } from './store-deps.js';
import {
  closeWords,
  storeClosedMessage,
  storeClosingMessage,
  storeExtendedMessage,
  storeMinimumRefundMessage,
  storeNotOrderedMessage,
  storeOpenedMessage,
  type StoreFacts,
} from './store-email-messages.js';
import * as repo from './stores.repository.js';

/** How long after a nudge the next may be sent, ms. */
export const NUDGE_INTERVAL_MS = 24 * 3600_000;

/** The reminders before the advertised close: days before it, and the kind each is kept as. */
export const CLOSING_REMINDERS = [
  { days: 3, kind: 'CLOSES_IN_3_DAYS', move: 'closes-in-3-days' },
  { days: 1, kind: 'CLOSES_IN_1_DAY', move: 'closes-in-1-day' },
] as const satisfies readonly { days: number; kind: StoreEmailKindValue; move: StoreClockMove }[];

export type ClosingReminderDays = (typeof CLOSING_REMINDERS)[number]['days'];

/** When the reminder `days` before the advertised close of `store` is due; null: no close set. */
export function reminderAt(store: Pick<StoreRow, 'advertised_close_at'>, days: number): Date | null {
  return store.advertised_close_at ? new Date(store.advertised_close_at.getTime() - days * 86_400_000) : null;
}

/** What a sending did: addresses it queued an email for, and of those, how many are emailed. */
export interface Sent {
  /** Notices kept in the outbox (HELD without SMTP, SUPPRESSED for an unsubscribed address). */
  queued: number;
  /** Notices that will be emailed (QUEUED): the count the dealer is told. */
  emailed: number;
}

interface Recipient {
  email: string;
  /** The player (contacts) or the buyer (orders) the email names. */
  name: string;
}

/**
 * The facts every email of `store` names, and its dealer; null for a store without its project.
 * `known`: the store's project row when the caller has read it already.
 */
export async function storeFactsOf(
  deps: Pick<StoresDeps, 'createLoaders' | 'publicUrl'>,
  store: StoreRow,
  known?: ProjectRow,
): Promise<{ facts: StoreFacts; dealerId: number } | null> {
  const loaders = deps.createLoaders();
  const project = known ?? (await loaders.project.load(store.project_id));
  const dealer = project ? await loaders.dealer.load(project.dealer_id) : null;
  if (!project || !dealer) return null;
  return {
    dealerId: project.dealer_id,
    facts: {
      title: project.title,
      teamName: project.team_name ?? project.title,
      dealerName: dealer.name ?? dealer.code,
      storeUrl: `${deps.publicUrl()}/stores/${encodeURIComponent(dealer.code)}/${project.public_id}/`,
      closes: store.advertised_close_at ? closeWords(store.advertised_close_at, store.timezone) : null,
    },
  };
}

export function storeEmails(db: Db, deps: StoresDeps) {
  /**
   * Queues `words(recipient)` to each recipient (one per address, any case), each in its own
   * transaction; with `kind`, only to an address not yet emailed that kind (recorded in the same
   * transaction). An address past its day's limit is skipped (nothing recorded).
   */
  async function send(
    store: StoreRow,
    event: NoticeEvent,
    kind: StoreEmailKindValue | null,
    recipients: readonly Recipient[],
    words: (facts: StoreFacts, r: Recipient) => NoticeMessage,
  ): Promise<Sent> {
    const sent: Sent = { queued: 0, emailed: 0 };
    const of = await storeFactsOf(deps, store);
    if (!of) return sent;
    const done = kind ? await contactsRepo.claimedAddresses(db, store.project_id, kind) : new Set<string>();
    for (const r of recipients) {
      const address = r.email.trim().toLowerCase();
      if (done.has(address)) continue;
      done.add(address);
      try {
        const queued = await db.transaction().execute(async (trx) => {
          if (kind && !(await contactsRepo.claimEmail(trx, store.project_id, kind, address))) return null;
          return deps.notices.queue(trx, {
            dealerId: of.dealerId,
            event,
            recipient: address,
            message: words(of.facts, r),
          });
        });
        if (!queued) continue;
        sent.queued++;
        if (queued.emailed) sent.emailed++;
      } catch (err) {
        if (!(err instanceof RateLimitedError)) throw err;
      }
    }
    if (sent.queued) deps.notices.wake();
    return sent;
  }

  const contactsAsRecipients = (rows: { email: string; player_name: string }[]): Recipient[] =>
    rows.map((c) => ({ email: c.email, name: c.player_name }));

  return {
    /** The opening email to every contact of store `storeId` not emailed it yet, when it is OPEN. */
    async opened(storeId: number): Promise<Sent> {
      const store = await repo.storeOf(db, storeId);
      if (store?.state !== 'OPEN') return { queued: 0, emailed: 0 };
      const contacts = await contactsRepo.contactsOf(db, storeId);
      return send(store, 'STORE_OPENED', 'OPENED', contactsAsRecipients(contacts), (f, r) =>
        storeOpenedMessage(f, r.name),
      );
    },

    /**
     * The reminder `days` before the advertised close (the reminder job's work): to every
     * contact who has not ordered and was not reminded so, when the store is OPEN and `now` is
     * between the reminder's time and the advertised close (a job whose close moved does nothing).
     */
    async closingReminder(storeId: number, days: ClosingReminderDays): Promise<Sent> {
      const store = await repo.storeOf(db, storeId);
      const at = store ? reminderAt(store, days) : null;
      const now = deps.now();
      if (!store || store.state !== 'OPEN' || !at || now < at || now >= store.advertised_close_at!)
        return { queued: 0, emailed: 0 };
      const kind = CLOSING_REMINDERS.find((r) => r.days === days)!.kind;
      const contacts = await contactsRepo.contactsNotOrdered(db, storeId);
      return send(store, 'STORE_CLOSING_SOON', kind, contactsAsRecipients(contacts), (f, r) =>
        storeClosingMessage(f, r.name, days),
      );
    },

    /** The closing email to each buyer of an unpaid or paid order, once the store is closed. */
    async closed(storeId: number): Promise<Sent> {
      const store = await repo.storeOf(db, storeId);
      if (!store || !['CLOSED', 'PROCESSING', 'COMPLETE'].includes(store.state)) return { queued: 0, emailed: 0 };
      const buyers = await contactsRepo.buyerAddresses(db, storeId, ['UNPAID', 'PAID']);
      return send(store, 'STORE_CLOSED', 'CLOSED', buyers, (f, r) => storeClosedMessage(f, r.name));
    },

    /**
     * The close's refunds of lines of minimums not reached: one email per buyer (once per
     * address and store), naming the minimums and the lines given back.
     */
    async minimumRefunded(
      storeId: number,
      buyers: readonly {
        email: string;
        name: string;
        minimums: { name: string; pieces: number; ordered: number }[];
        lines: { words: string; cents: number }[];
      }[],
    ): Promise<Sent> {
      const store = await repo.storeOf(db, storeId);
      if (!store || !buyers.length) return { queued: 0, emailed: 0 };
      const of = new Map(buyers.map((b) => [b.email.trim().toLowerCase(), b]));
      return send(store, 'STORE_CLOSED', 'MINIMUM_REFUND', buyers, (f, r) => {
        const b = of.get(r.email.trim().toLowerCase())!;
        return storeMinimumRefundMessage(f, r.name, b.minimums, b.lines);
      });
    },

    /** The close moved later for minimums not reached: to each buyer of an unpaid or paid order, once. */
    async extended(storeId: number, minimums: { name: string; pieces: number; ordered: number }[]): Promise<Sent> {
      const store = await repo.storeOf(db, storeId);
      if (store?.state !== 'OPEN') return { queued: 0, emailed: 0 };
      const buyers = await contactsRepo.buyerAddresses(db, storeId, ['UNPAID', 'PAID']);
      return send(store, 'STORE_CLOSED', 'EXTENDED', buyers, (f, r) => storeExtendedMessage(f, r.name, minimums));
    },

    /**
     * The dealer's "not ordered yet" nudge: one email to each contact of an OPEN store who has
     * not ordered. Once per 24 hours per store; a nudge that queued nothing (no such contact, or
     * every address past its limit) does not count. Errors: NOT_FOUND; CONFLICT unless OPEN;
     * RATE_LIMITED within 24 hours of the last nudge.
     */
    async nudge(caller: Caller, storeId: string): Promise<Sent> {
      const own = await ownStore(db, deps, caller, storeId);
      if (own.store.state !== 'OPEN') throw new ConflictError('Only an open store sends reminders');
      const now = deps.now();
      const claimed = await contactsRepo.claimNudge(
        db,
        own.store.project_id,
        now,
        new Date(now.getTime() - NUDGE_INTERVAL_MS),
      );
      if (!claimed) throw new RateLimitedError('The reminder was sent less than 24 hours ago; try again tomorrow');
      const contacts = await contactsRepo.contactsNotOrdered(db, own.store.project_id);
      const sent = await send(claimed, 'STORE_NOT_ORDERED', null, contactsAsRecipients(contacts), (f, r) =>
        storeNotOrderedMessage(f, r.name),
      );
      if (!sent.queued) await contactsRepo.releaseNudge(db, own.store.project_id, now);
      return sent;
    },
  };
}

export type StoreEmails = ReturnType<typeof storeEmails>;
