/**
 * The print view of a quote for its PDF (R2; `/print/quotes/:quoteId`):
 * Letter pages with half-inch margins; the dealer and the team at the top with the quote's
 * number, date, the day its prices hold until and the in-hand date; who asked; the items
 * (QuoteItems: front snapshot, production time, roster with unit prices and totals) and the
 * totals in cents as dollars (discount, shipping, tax or the exemption's certificate,
 * deposit) and who accepted the quote and when; the dealer's terms. Read with the PDF job's print grant; signals the
 * render service with `usePrintSignals` once every snapshot has loaded (`__TAS_PRINT_ERROR__ =
 * 'NOT_FOUND'` for a quote it may not read).
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '../gql';
import { usePollWhile } from '../lib/use-poll-while';
import { usePrintSignals, useSettledImages } from '../modules/print/use-print-ready';
import { QuoteItems } from '../modules/quotes/QuoteItems';
import { QuoteTotalsTable } from '../modules/quotes/QuoteTotalsTable';
import { dateFormat, dateTimeFormat, formatIsoDay, quoteDocumentTitle } from '../modules/quotes/quote-labels';
import { usePageTitle } from '../lib/use-page-title';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/quotes.css';
import { MAIN_ID } from '../ui/focus';

const PrintQuoteDocument = graphql(`
  query PrintQuote($id: ID!) {
    quote(id: $id) {
      id
      createdAt
      teamName
      validUntil
      inHandDate
      terms
      totals {
        ...QuoteTotals_totals
      }
      pricing {
        taxExempt
        taxExemptCertificate
        ...QuoteTotals_pricing
      }
      acceptance {
        name
        acceptedAt
      }
      dealer {
        name
        email
        phone
        logo {
          url
        }
      }
      contact {
        name
        email
        phone
        organization
      }
      items {
        snapshot(view: FRONT) {
          status
        }
      }
      ...QuoteItems_quote
    }
  }
`);

export function Component() {
  const { quoteId = '' } = useParams();
  const query = useQuery(PrintQuoteDocument, { variables: { id: quoteId } });
  const { data, error } = query;
  const quote = data?.quote;
  // The render service writes the page's title into the PDF's Title.
  usePageTitle(quote ? quoteDocumentTitle(quote) : null);
  const pending = anyPending(quote?.items.map((i) => i.snapshot) ?? []);
  usePollWhile(pending, query, 2000);
  const { markSettled, allSettled } = useSettledImages();
  const logoUrl = quote?.dealer.logo?.url ?? null;
  // The dealer's logo is waited for like the pictures, so the PDF is not printed without it.
  const readyKeys = [
    ...(quote?.items ?? []).flatMap((i, n) => (i.snapshot.status === 'READY' ? [String(n)] : [])),
    ...(logoUrl ? ['logo'] : []),
  ];
  usePrintSignals(
    Boolean(quote) && !pending && allSettled(readyKeys),
    data && !quote ? 'NOT_FOUND' : error && !data ? error.message || 'ERROR' : null,
  );

  if (!quote)
    return (
      <main id={MAIN_ID} className="print-message">
        {data || error ? 'Quote not found' : 'Loading…'}
      </main>
    );
  const { dealer, contact } = quote;
  return (
    <main id={MAIN_ID} className="print-quote">
      <header className="print-quote__head">
        <div>
          {logoUrl ? (
            <img
              className="print-quote__logo"
              src={logoUrl}
              alt={`${dealer.name} logo`}
              onLoad={() => markSettled('logo')}
              onError={() => markSettled('logo', false)}
            />
          ) : null}
          <p className="print-quote__from">{dealer.name}</p>
          <p className="print-quote__muted">{[dealer.email, dealer.phone].filter(Boolean).join(' · ')}</p>
        </div>
        <h1 className="print-quote__title">
          Quote {quote.id}
          {quote.teamName ? ` for ${quote.teamName}` : ''}
        </h1>
      </header>
      <dl className="print-quote__facts">
        <div>
          <dt>Date</dt>
          <dd>{dateFormat.format(new Date(quote.createdAt))}</dd>
        </div>
        <div>
          <dt>Prices hold until</dt>
          <dd data-testid="quote-valid-until">{formatIsoDay(quote.validUntil)}</dd>
        </div>
        <div>
          <dt>Needed by</dt>
          <dd>{quote.inHandDate ? formatIsoDay(quote.inHandDate) : 'Not given'}</dd>
        </div>
        <div>
          <dt>Prepared for</dt>
          <dd>
            {[contact.name, contact.organization].filter(Boolean).join(', ')}
            <br />
            <span className="print-quote__muted">{[contact.email, contact.phone].filter(Boolean).join(' · ')}</span>
          </dd>
        </div>
      </dl>
      <QuoteItems quote={quote} onImageSettled={markSettled} />
      <QuoteTotalsTable totals={quote.totals} pricing={quote.pricing} />
      {quote.pricing.taxExempt ? (
        <p className="print-quote__muted">Tax-exempt: certificate {quote.pricing.taxExemptCertificate}</p>
      ) : null}
      <p className="print-quote__acceptance" data-testid="quote-acceptance">
        {quote.acceptance
          ? `Accepted by ${quote.acceptance.name} on ${dateTimeFormat.format(new Date(quote.acceptance.acceptedAt))}`
          : 'Not accepted yet'}
      </p>
      {quote.terms ? (
        <section className="print-quote__terms" aria-labelledby="quote-terms">
          <h2 id="quote-terms">Terms</h2>
          <p>{quote.terms}</p>
        </section>
      ) : null}
      <p className="print-quote__muted">
        Prices in US dollars
        {quote.totals.taxCents > 0 || quote.totals.shippingCents > 0 ? '' : ', before tax and shipping'}. Garments are
        made once every proof is approved and the quote is accepted.
      </p>
    </main>
  );
}
