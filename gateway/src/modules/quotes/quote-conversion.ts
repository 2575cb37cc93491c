/**
 * Converting a quote into an order (D10): the checks (not yet an
 * order, every item at its product's minimum pieces, every proof approved unless the dealer
 * allows otherwise), the order with its production lines, its webhook delivery and the "order
 * placed" emails, all in one transaction.
 */
import type { AddressBudget } from '../../lib/address-budget.js';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { DealerRow, OrderRow, QuoteItemSnapshot, QuoteRow } from '../../db/types.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { BadUserInputError, ConflictError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';

import type { OrdersService } from './orders.service.js';
import type { NoticesService } from '../notices/index.js';
import { orderPlacedCustomerMessage, orderPlacedDealerMessage } from '../notices/index.js';
import { orderNumber } from './order-webhook.js';

import { orderLinesOf, type OrderLine } from './order-lines.js';
import { printedRosterOf, rosterItemLabel, rosterProblem } from '../lockers/index.js';
import { getGraphic } from '../graphics/index.js';
import type { QuoteDocumentsDeps } from './quote-documents.js';
import * as repo from './quotes.repository.js';
import { dealerById } from '../dealers/index.js';
import { termsOf, totalsOf } from './quote-sending.js';
import { pricedItems } from '../pricing/index.js';
import { findProjectById } from '../projects/index.js';
import { teamNameOf } from '../projects/index.js';

/** What the quote use cases need besides the database (services.ts wires them). */
export interface QuotesDeps extends QuoteDocumentsDeps {
  /** Loaders over the database for work outside a request (loaders.ts). */
  createLoaders: () => Loaders;
  /** The orders a conversion makes and queues (orders.service.ts). */
  orders: Pick<OrdersService, 'enqueueSync'>;
  /**
   * From the proofs module: `gaps`, the items of a quote's locker whose proof is not
   * approved, named (a conversion needs none unless the dealer allows it); `versions`, the
   * approved proof's version by configuration (row id), for the order's lines.
   */
  approvals: {
    gaps: (quote: QuoteRow) => Promise<string[]>;
    versions: (quote: QuoteRow) => Promise<Map<number, number>>;
  };
  /** The notices a quote request sends (notices.service.ts). */
  notices: Pick<NoticesService, 'queue' | 'wake'>;
  /** Quote requests per client address per day (QUOTE_REQUESTS_PER_ADDRESS_PER_DAY). */
  quoteRequests: AddressBudget;
  /** The app's public URL (read when used): the quote's link in the dealer's notice. */
  publicUrl: () => string;
  /** True when notices are emailed (an SMTP server is set): `sendQuote` says so. */
  delivers: () => boolean;
  /**
   * Told of a locker a quote request locked, once it committed (the page cache's version of the
   * locker: whoever sends the request, the locker then reads locked).
   */
  lockerChanged: (code: string) => Promise<void>;
}

export function quoteConversion(
  db: Db,
  deps: QuotesDeps,
  ownQuote: (dealerId: number, id: string) => Promise<QuoteRow>,
) {
  /**
   * Every item of a quote has at least its product's minimum pieces;
   * BAD_USER_INPUT `items.N.quantity` naming the first item below it and the minimum otherwise.
   */
  async function assertMinimums(quote: QuoteRow): Promise<void> {
    const loaders = deps.createLoaders();
    for (const [n, item] of quote.items.entries()) {
      const minimum = (await loaders.style.load(item.styleId))?.minimum_pieces ?? 1;
      if (item.quantity < minimum)
        throw new BadUserInputError(
          `items.${n}.quantity`,
          `${item.productName}: an order takes at least ${minimum} pieces of it (this quote has ${item.quantity})`,
        );
    }
  }

  /**
   * The factory prints each player's name and number from the roster: an item whose design
   * prints them needs them on every line of garments (or the dealer's blank mark), and no number
   * twice (lockers/roster.ts). BAD_USER_INPUT `items.N.sizeLines` naming the first such item and
   * its lines otherwise, e.g. "Jersey (Home): lines 3, 5 have no number".
   */
  async function assertRosters(items: readonly QuoteItemSnapshot[]): Promise<void> {
    const loaders = deps.createLoaders();
    for (const [n, item] of items.entries()) {
      const config = await loaders.configuration.load(item.configurationId);
      const problem = rosterProblem(
        rosterItemLabel(item.productName, item.alias),
        item.sizeLines,
        printedRosterOf(config?.decorations ?? []),
      );
      if (problem) throw new BadUserInputError(`items.${n}.sizeLines`, problem);
    }
  }

  /**
   * The production lines of a quote's items (order-lines.ts), with the
   * approved proof versions given (by configuration row id).
   */
  async function linesOf(quote: QuoteRow, versions: Map<number, number>): Promise<OrderLine[]> {
    const loaders = deps.createLoaders();
    // The prices the customer accepted: the dealer's unit prices where set.
    return orderLinesOf(pricedItems(quote.items, termsOf(quote)), {
      configuration: (id) => loaders.configuration.load(id),
      color: (id) => loaders.color.load(id),
      design: (id) => loaders.design.load(id),
      variantColorId: async (id) => (await loaders.variant.load(id))?.color_id ?? null,
      logoName: async (id) => (await loaders.logo.load(id))?.name ?? null,
      graphicName: (key) => getGraphic(key)?.name ?? null,
      proofVersion: (id) => versions.get(id) ?? null,
    });
  }

  return {
    linesOf,
    assertRosters,

    /**
     * D10: makes the order of a quote, once (CONFLICT the second time), and queues its delivery
     * in the same transaction when the dealer has a webhook URL. Every item
     * of the quote's locker must have its proof approved (CONFLICT naming the others), unless the
     * dealer's `convert_without_approval` is on; the order records that it was waived.
     * BAD_USER_INPUT `items.N.quantity` when an item is below its product's minimum pieces;
     * `items.N.sizeLines` when a design prints names or numbers its roster lacks (assertRosters).
     */
    async convert(dealer: DealerRow, id: string): Promise<OrderRow> {
      const quote = await ownQuote(dealer.id, id);
      if (quote.status === 'ORDERED') throw new ConflictError('This quote was already converted to an order');
      const current = await dealerById(db, dealer.id);
      await assertMinimums(quote);
      await assertRosters(quote.items);
      const gaps = await deps.approvals.gaps(quote);
      const lines = await linesOf(quote, await deps.approvals.versions(quote));
      if (gaps.length > 0 && !current?.convert_without_approval)
        throw new ConflictError(`Every item's proof must be approved before the order (${gaps.join('; ')})`);
      // The customer accepts the quote (its prices and terms) before it is an order;
      // the dealer's setting to convert without the customer's approval waives it too.
      const unaccepted = !quote.accepted_at;
      if (unaccepted && !current?.convert_without_approval)
        throw new ConflictError(
          quote.sent_at
            ? 'The customer has not accepted this quote yet: the order needs the accepted quote'
            : 'Send the quote to the customer first: the order needs the accepted quote',
        );
      const placed = await db.transaction().execute(async (trx) => {
        const order = await repo.insertOrderOfQuote(trx, {
          dealerId: dealer.id,
          quoteId: quote.id,
          idempotencyKey: randomUUID(),
          totalCents: totalsOf(quote).totalCents,
          syncStatus: current?.order_webhook_url ? 'PENDING' : 'NOT_SENT',
          approvalWaived: gaps.length > 0 || unaccepted,
          lines,
          neededBy: quote.in_hand_date,
          depositStatus: totalsOf(quote).depositCents > 0 ? 'DUE' : 'NONE',
        });
        if (!order) throw new ConflictError('This quote was already converted to an order');
        await repo.updateQuote(trx, quote.id, { status: 'ORDERED', read: true });
        if (current?.order_webhook_url) await deps.orders.enqueueSync(trx, order.id);
        // The customer and the dealer hear of it by email.
        const project = quote.project_id ? await findProjectById(trx, quote.project_id) : undefined;
        const facts = {
          dealerName: current?.name ?? dealer.code,
          // The customer's email names what the dealer shares of its contact, as its pages do.
          dealerEmail: current ? sharedContact(current).email : null,
          dealerPhone: current ? sharedContact(current).phone : null,
          teamName: teamNameOf(project),
          customerName: quote.contact_name,
          orderNumber: orderNumber(order.id),
          lines: lines.map((l) => ({ productName: l.productName, quantity: l.quantity, proofVersion: l.proofVersion })),
          totalCents: order.total_cents,
          orderUrl: `${deps.publicUrl()}/dashboard/orders/${order.id}`,
        };
        await deps.notices.queue(trx, {
          dealerId: dealer.id,
          event: 'ORDER_PLACED',
          recipient: quote.contact_email,
          message: orderPlacedCustomerMessage(facts),
        });
        if (current?.email)
          await deps.notices.queue(trx, {
            dealerId: dealer.id,
            event: 'ORDER_PLACED',
            recipient: current.email,
            message: orderPlacedDealerMessage(facts),
          });
        return order;
      });
      deps.notices.wake();
      return placed;
    },
  };
}
