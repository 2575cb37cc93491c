/**
 * Quotes (L4, D9, D10).
 *
 * - Whoever holds a locker code requests a quote: the locker's items, size lines and unit
 *   prices are snapshotted into the quote (later locker edits do not change it) and that locker
 *   (only) is locked until the dealer unlocks it. The dealer reads, closes, converts it to an
 *   order (once) or unlocks the locker (while this quote locks it).
 * - The order a conversion makes is queued for the dealer's order webhook in the same
 *   transaction (orders.service.ts).
 *
 * Every dealer read and write is scoped to the caller's dealer: another dealer's id answers
 * NOT_FOUND (A6).
 */
import { calendarDaysAfter } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { OrderRow, QuoteItemSnapshot, QuoteRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../lib/errors.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';

import { quoteRequestedMessage } from '../notices/index.js';
import { isLocked } from '../projects/index.js';
import { parseContact, type QuoteContactInput } from './quote-contact.js';

import { parseId } from '../../lib/row-id.js';
import * as repo from './quotes.repository.js';
import { dealerById } from '../dealers/index.js';
import { quoteConversion, type QuotesDeps } from './quote-conversion.js';
import { quoteDocuments } from './quote-documents.js';
import { quoteSending } from './quote-sending.js';
import {
  isLockerCode,
  lockLockerForQuote,
  lockerByCode,
  lockerCodeById,
  lockingQuoteOf,
  unlockLockerOfQuote,
} from '../lockers/index.js';
import { findProjectById } from '../projects/index.js';

export type QuoteStatusValue = 'OPEN' | 'CLOSED' | 'ORDERED';

/** The project status that locks a project while a quote is pending (section 4). */
export const QUOTE_PROJECT_STATUS = 'QUOTE';

/** Quotes sort unread first, then newest: the cursor packs (read, id) into one integer. */
const READ_FACTOR = 10_000_000_000;
const quoteKey = (q: Pick<QuoteRow, 'read' | 'id'>) => (q.read ? READ_FACTOR : 0) + q.id;

/**
 * The parent of `DashboardStats` fields (codegen mapper): the counts the dealers module returns;
 * `openQuotes` is resolved here (D1) from the caller's quotes.
 */
export interface DashboardStatsParent {
  playbooks: number;
  snapsheets: number;
  customers: number;
}

export function quotesService(db: Db, deps: QuotesDeps) {
  async function ownQuote(dealerId: number, id: string): Promise<QuoteRow> {
    const row = await repo.quoteOfDealer(db, dealerId, parseId(id));
    if (!row) throw new NotFoundError('Quote');
    return row;
  }

  /**
   * The locker's items snapshotted with their current prices (L3), from the same pricing
   * service as the locker itself (`createLoaders(db).pricing`), so a quote charges what the
   * locker showed.
   */
  async function snapshotItems(lockerId: number): Promise<QuoteItemSnapshot[]> {
    const loaders = deps.createLoaders();
    const items = await loaders.pricing.lockerItems(lockerId);
    return Promise.all(
      items.map(async (item): Promise<QuoteItemSnapshot> => {
        const [config, prices] = await Promise.all([
          loaders.configuration.load(item.configuration_id),
          loaders.pricing.lockerItemPrices(item),
        ]);
        if (!config) throw new NotFoundError('Configuration');
        const style = await loaders.style.load(config.style_id);
        if (!style) throw new NotFoundError('Product');
        return {
          lockerItemId: item.id,
          configurationId: config.id,
          configurationShortId: config.short_id,
          styleId: style.id,
          productName: style.name,
          sizeLines: prices.sizeLines.map((l) => ({
            size: l.size,
            quantity: l.quantity,
            playerName: l.playerName,
            playerNumber: l.playerNumber,
            ...(l.blank ? { blank: true as const } : {}),
            unitPriceCents: l.unitPriceCents,
          })),
          alias: item.alias ?? null,
          quantity: prices.quantity,
          lineTotalCents: prices.lineTotalCents,
        };
      }),
    );
  }

  const conversion = quoteConversion(db, deps, ownQuote);
  const documents = quoteDocuments(db, deps, ownQuote);
  const sending = quoteSending(db, deps, ownQuote);

  return {
    ownQuote,
    ...conversion,
    /** The quote's PDF job and its print page's read (quote-documents.ts). */
    exportPdf: documents.exportPdf,
    forPrint: documents.forPrint,
    configurationIdsOf: documents.configurationIdsOf,
    /** The dealer's terms, Send quote and the customer's acceptance (quote-sending.ts). */
    updatePricing: sending.updatePricing,
    send: sending.send,
    linkView: sending.linkView,
    accept: sending.accept,

    /**
     * The items of locker `lockerId` with their current prices and their total, cents, as a
     * quote snapshots them (sending proofs refreshes an open quote with it).
     */
    async snapshotOfLocker(lockerId: number): Promise<{ items: QuoteItemSnapshot[]; totalCents: number }> {
      const items = await snapshotItems(lockerId);
      return { items, totalCents: items.reduce((n, i) => n + i.lineTotalCents, 0) };
    },

    /**
     * L4: whoever holds the locker code requests a quote. Snapshots the items with their unit
     * prices and locks that locker only (other lockers of the project stay editable) until the
     * dealer unlocks it. Errors: BAD_USER_INPUT `lockerCode` (unknown, or no items),
     * `contact.*`, `items.N.sizeLines` (a design prints names or numbers the roster lacks, or a
     * number twice: the item and its lines named); FORBIDDEN when the dealer does not take quote requests; CONFLICT when the
     * locker is already locked by a pending quote or its project is locked; RATE_LIMITED when
     * the caller's address (`requester.ip`) made QUOTE_REQUESTS_PER_ADDRESS_PER_DAY requests
     * today, the dealer had its day's quote emails or the outbox is full. A refused or failed
     * request writes nothing and costs the address nothing.
     */
    async request(lockerCode: string, contactInput: QuoteContactInput, requester: { ip: string }): Promise<QuoteRow> {
      const contact = parseContact(contactInput);
      const locker = isLockerCode(lockerCode) ? await lockerByCode(db, lockerCode) : undefined;
      if (!locker) throw new BadUserInputError('lockerCode', 'Unknown locker');
      const dealer = await dealerById(db, locker.dealer_id);
      if (!dealer) throw new BadUserInputError('lockerCode', 'Unknown locker');
      if (!dealer.request_quote) throw new ForbiddenError('This dealer does not take quote requests');
      const project = locker.project_id ? await findProjectById(db, locker.project_id) : undefined;
      if (locker.locked_quote_id != null || (project && isLocked(project)))
        throw new ConflictError('The locker is locked: a quote is already pending');
      const items = await snapshotItems(locker.id);
      if (items.length === 0) throw new BadUserInputError('lockerCode', 'The locker has no items');
      await conversion.assertRosters(items);
      const totalCents = items.reduce((n, i) => n + i.lineTotalCents, 0);
      // The address's point is taken before the transaction (so a burst cannot pass the budget)
      // and given back when the request fails: only a request that is kept costs one.
      if ((await deps.quoteRequests.take(requester.ip)) > 0)
        throw new RateLimitedError('Too many quote requests from this address today; try again tomorrow');
      const kept = db.transaction().execute(async (trx) => {
        const quote = await repo.insertQuote(trx, {
          dealer_id: locker.dealer_id,
          project_id: locker.project_id,
          locker_id: locker.id,
          contact_name: contact.name,
          contact_email: contact.email,
          contact_phone: contact.phone,
          contact_organization: contact.organization,
          message: contact.message,
          in_hand_date: contact.inHandDate,
          // The prices hold the dealer's quote_valid_days from the request's day.
          valid_until: calendarDaysAfter(new Date(), dealer.quote_valid_days),
          project_status_before: project?.status ?? null,
          items: JSON.stringify(items),
          total_cents: totalCents,
        });
        // Guarded so that two concurrent requests cannot both lock the locker.
        if (!(await lockLockerForQuote(trx, locker.id, quote.id)))
          throw new ConflictError('The locker is locked: a quote is already pending');
        // The dealer hears of it by email, kept with the quote. Last: its
        // limits may refuse the request, which then rolls back (no quote, the locker unlocked).
        if (dealer.email)
          await deps.notices.queue(trx, {
            dealerId: dealer.id,
            event: 'QUOTE_REQUESTED',
            recipient: dealer.email,
            message: quoteRequestedMessage({
              dealerName: dealer.name ?? dealer.code,
              teamName: project?.team_name || null,
              projectTitle: project?.title || null,
              contact,
              message: contact.message,
              inHandDate: contact.inHandDate,
              items: items.length,
              pieces: items.reduce((n, i) => n + i.quantity, 0),
              totalCents,
              quoteUrl: `${deps.publicUrl()}/dashboard/quotes/${quote.id}`,
            }),
          });
        return quote;
      });
      const quote = await kept.catch(async (err: unknown) => {
        await deps.quoteRequests.giveBack(requester.ip);
        throw err;
      });
      await deps.lockerChanged(locker.code);
      deps.notices.wake();
      return quote;
    },

    /** D9: the caller's quotes, unread first then newest; keyset paging; optional status filter. */
    async list(
      dealerId: number,
      args: { status?: QuoteStatusValue | null; first?: number | null; after?: string | null },
    ) {
      const size = pageSize(args.first);
      const filter = { dealerId, status: args.status ?? null };
      const counts = await repo.quoteCounts(db, filter);
      const after = args.after ? decodeCursor(args.after, 'after') : null;
      const position = after != null ? { read: after >= READ_FACTOR, id: after % READ_FACTOR } : null;
      const rows = await repo.quotePage(db, filter, position, size + 1);
      return {
        ...connectionOf(rows, size, quoteKey),
        totalCount: counts.total,
        unreadCount: counts.unread,
      };
    },

    /** D9: mark read (true) or unread (false). NOT_FOUND for another dealer's quote. */
    async markRead(dealerId: number, id: string, read: boolean): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      return repo.updateQuote(db, quote.id, { read });
    },

    /** D9: closes a quote (read too). CONFLICT once it was converted to an order. */
    async close(dealerId: number, id: string): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      if (quote.status === 'ORDERED') throw new ConflictError('This quote was converted to an order');
      return repo.updateQuote(db, quote.id, { status: 'CLOSED', read: true });
    },

    /**
     * Section 4, L4: unlocks the locker the quote locked (only while this quote locks it), so
     * its holder may change it again. CONFLICT otherwise, and once the quote is an order (an
     * ordered locker stays as it was ordered).
     */
    async unlockProject(dealerId: number, id: string): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      if (quote.status === 'ORDERED') throw new ConflictError('The locker of an order cannot be unlocked');
      if (!(await unlockLockerOfQuote(db, quote.locker_id, quote.id)))
        throw new ConflictError('Only a locker locked by this quote can be unlocked');
      return quote;
    },

    /** D1: the dealer's open quotes. */
    async openCount(dealerId: number): Promise<number> {
      return repo.openQuoteCount(db, dealerId);
    },

    /** The code of the locker a quote came from. */
    async lockerCodeOf(quote: QuoteRow): Promise<string> {
      return lockerCodeById(db, quote.locker_id);
    },

    /** D10: the order made from a quote, or null. */
    async orderOf(quote: QuoteRow): Promise<OrderRow | null> {
      return (await repo.orderOfQuote(db, quote.id)) ?? null;
    },

    /** Whether the quote still locks its locker and is not an order (the unlock button's rule). */
    async canUnlock(quote: QuoteRow): Promise<boolean> {
      if (quote.status === 'ORDERED') return false;
      return (await lockingQuoteOf(db, quote.locker_id)) === quote.id;
    },
  };
}

export type QuotesService = ReturnType<typeof quotesService>;
