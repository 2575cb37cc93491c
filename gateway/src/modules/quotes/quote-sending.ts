/**
 * A quote the dealer edits and the customer accepts: the dealer's terms (line prices,
 * discount, shipping, tax or exemption, deposit; the totals rule is pricing/quote-totals.ts),
 * "Send quote" (a link `tpq_` + 32 random bytes, base64url, of which only the SHA-256 is kept,
 * emailed to the quote's contact through the notices outbox with the link that opens the
 * quote's locker on any device), and the customer's acceptance
 * through that link (name and time; any later change of the terms or items withdraws it).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  calendarDaysAfter,
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_APPROVER_NAME_LENGTH,
  MIN_APPROVER_NAME_LENGTH,
} from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { QuoteRow, QuoteTerms } from '../../db/types.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { quoteSentMessage } from '../notices/index.js';
import type { NoticesService } from '../notices/index.js';
import { NO_QUOTE_TERMS, quoteTermsProblem, quoteTotals } from '../pricing/index.js';
import { lockerCodeById } from '../lockers/index.js';
import { lockerOpenUrl } from '../projects/index.js';
import { findProjectById } from '../projects/index.js';
import { teamNameOf } from '../projects/index.js';
import * as repo from './quotes.repository.js';
import { dealerById } from '../dealers/index.js';

/** What `sendQuote` answers (QuoteSending). */
export interface QuoteSendingView {
  quote: QuoteRow;
  url: string;
  emailed: boolean;
}

/** What the dealer sends as terms (QuotePricingInput): absent fields are none. */
export interface QuotePricingInput {
  linePrices?: readonly { configurationShortId: string; size: string; unitPriceCents: number }[] | null;
  discount?: { kind: 'AMOUNT' | 'PERCENT'; value: number } | null;
  shippingCents?: number | null;
  taxRateBasisPoints?: number | null;
  taxExempt?: boolean | null;
  taxExemptCertificate?: string | null;
  deposit?: { kind: 'AMOUNT' | 'PERCENT'; value: number } | null;
}

export interface QuoteSendingDeps {
  notices: Pick<NoticesService, 'queue' | 'wake'>;
  publicUrl: () => string;
  now?: () => Date;
}

export const QUOTE_TOKEN_PREFIX = 'tpq_';
const QUOTE_TOKEN_SHAPE = /^tpq_[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A quote's terms (none stored: no terms). */
export const termsOf = (quote: Pick<QuoteRow, 'pricing'>): QuoteTerms => quote.pricing ?? NO_QUOTE_TERMS;

/** A quote's totals under its terms, cents. */
export const totalsOf = (quote: Pick<QuoteRow, 'items' | 'pricing'>) => quoteTotals(quote.items, termsOf(quote));

/** The last day a quote's prices hold (quotes before migration 0023: from their request). */
export const validUntilOf = (quote: Pick<QuoteRow, 'valid_until' | 'created_at'>): string =>
  quote.valid_until ?? calendarDaysAfter(new Date(quote.created_at), DEFAULT_QUOTE_VALID_DAYS);

function termsFromInput(input: QuotePricingInput): QuoteTerms {
  const certificate = input.taxExemptCertificate?.trim();
  return {
    linePrices: (input.linePrices ?? []).map((p) => ({
      configurationShortId: p.configurationShortId,
      size: p.size,
      unitPriceCents: p.unitPriceCents,
    })),
    discount: input.discount ? { kind: input.discount.kind, value: input.discount.value } : null,
    shippingCents: input.shippingCents ?? 0,
    taxRateBasisPoints: input.taxRateBasisPoints ?? 0,
    taxExempt: input.taxExempt ?? false,
    taxExemptCertificate: certificate ? certificate : null,
    deposit: input.deposit ? { kind: input.deposit.kind, value: input.deposit.value } : null,
  };
}

export function quoteSending(
  db: Db,
  deps: QuoteSendingDeps,
  /** The caller's quote or NOT_FOUND (quotes.service.ts). */
  ownQuote: (dealerId: number, id: string) => Promise<QuoteRow>,
) {
  const now = deps.now ?? (() => new Date());

  function assertOpen(quote: QuoteRow): void {
    if (quote.status === 'ORDERED') throw new ConflictError('This quote was converted to an order');
    if (quote.status !== 'OPEN') throw new ConflictError('This quote is closed');
  }

  /** The quote a link opens; NOT_FOUND ('Quote') for an unknown or malformed token. */
  async function quoteOfToken(token: string): Promise<QuoteRow> {
    const quote = QUOTE_TOKEN_SHAPE.test(token) ? await repo.quoteByLinkHash(db, hashOf(token)) : undefined;
    if (!quote) throw new NotFoundError('Quote');
    return quote;
  }

  return {
    /**
     * Sets the terms of dealer `dealerId`'s quote `id` (replacing them), withdrawing its
     * acceptance. Errors as `updateQuotePricing` (schema/quote_terms.graphql).
     */
    async updatePricing(dealerId: number, id: string, input: QuotePricingInput): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      assertOpen(quote);
      const terms = termsFromInput(input);
      const problem = quoteTermsProblem(quote.items, terms);
      if (problem) throw new BadUserInputError(problem.field, problem.message);
      const updated = await repo.setQuotePricing(db, quote.id, terms);
      if (!updated) throw new ConflictError('This quote is no longer open');
      return updated;
    },

    /**
     * Sends dealer `dealerId`'s open quote `id` to its contact with a new link (the previous one
     * stops opening it). `emailed` is false when no SMTP server is set (the email waits in the
     * outbox) or the contact unsubscribed (it is kept SUPPRESSED): the dealer gives the link by hand.
     */
    async send(dealerId: number, id: string): Promise<QuoteSendingView> {
      const quote = await ownQuote(dealerId, id);
      assertOpen(quote);
      const dealer = await dealerById(db, dealerId);
      if (!dealer) throw new NotFoundError('Quote');
      const token = QUOTE_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const url = `${deps.publicUrl()}/quotes/view/${token}`;
      const totals = totalsOf(quote);
      const code = await lockerCodeById(db, quote.locker_id);
      const sent = await db.transaction().execute(async (trx) => {
        const row = await repo.setQuoteLink(trx, quote.id, hashOf(token), now());
        const project = quote.project_id ? await findProjectById(trx, quote.project_id) : undefined;
        // Last: its limits may refuse, rolling the new link back. The outbox keeps the token
        // hidden, and only until the email is sent.
        const notice = await deps.notices.queue(trx, {
          dealerId,
          event: 'QUOTE_SENT',
          recipient: quote.contact_email,
          message: (hide) =>
            quoteSentMessage({
              dealerName: dealer.name ?? dealer.code,
              dealerEmail: sharedContact(dealer).email,
              dealerPhone: sharedContact(dealer).phone,
              teamName: teamNameOf(project),
              customerName: quote.contact_name,
              totalCents: totals.totalCents,
              depositCents: totals.depositCents,
              validUntil: validUntilOf(quote),
              url: `${deps.publicUrl()}/quotes/view/${hide(token)}`,
              // The locker opens by its code on the customer's other devices (its code hidden too).
              lockerUrl: project ? lockerOpenUrl(deps.publicUrl(), project, dealer.code, hide(code)) : null,
            }),
        });
        return { row, emailed: notice.emailed };
      });
      deps.notices.wake();
      // Emailed only when the email is to go: not HELD (no SMTP server), nor SUPPRESSED (unsubscribed).
      return { quote: sent.row, url, emailed: sent.emailed };
    },

    /** The quote link `token` opens, or null (an unknown token). */
    async linkView(token: string): Promise<QuoteRow | null> {
      return quoteOfToken(token).catch((err: unknown) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      });
    },

    /**
     * The customer accepts the quote link `token` opens, as `name` (2 to 100 characters) having
     * ticked `agreed`, shown a total of `shownTotalCents` (when given, it must still be the total). Errors as `acceptQuote` (schema/quote_terms.graphql).
     */
    async accept(token: string, name: string, agreed: boolean, shownTotalCents?: number | null): Promise<QuoteRow> {
      const typed = name.trim().replace(/\s+/g, ' ');
      if (typed.length < MIN_APPROVER_NAME_LENGTH || typed.length > MAX_APPROVER_NAME_LENGTH)
        throw new BadUserInputError(
          'name',
          `Type your full name (${MIN_APPROVER_NAME_LENGTH} to ${MAX_APPROVER_NAME_LENGTH} characters) to accept`,
        );
      if (!agreed) throw new BadUserInputError('agreed', 'Tick the box to accept the quote');
      const quote = await quoteOfToken(token);
      assertOpen(quote);
      if (quote.accepted_at) throw new ConflictError('This quote was already accepted');
      if (shownTotalCents != null && shownTotalCents !== totalsOf(quote).totalCents)
        throw new ConflictError('This quote changed since you opened it: check it again before you accept it');
      const accepted = await repo.acceptQuote(db, quote.id, typed, now());
      if (!accepted) throw new ConflictError('This quote changed or was already accepted: reload it');
      return accepted;
    },
  };
}
