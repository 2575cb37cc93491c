/**
 * Quote details (D9): contact with a 'Reply by email' link, message, project link, the quoted
 * items (front snapshot, size lines with player, number, unit price and line total) and the total. Actions: Mark read/unread, Close, Convert to order, Unlock locker (QuoteActionsCard).
 * Opening an unread quote marks it read. Above the items, their proofs and Send proofs
 * (QuoteProofs); below them the dealer's prices and terms, the totals and Send quote (QuoteTerms).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { errorCode } from '../lib/errors';
import { usePollWhile } from '../lib/use-poll-while';
import { QUOTE_STATUS_BADGE, QUOTE_STATUS_LABEL, dateTimeFormat } from '../modules/quotes/quote-labels';
import { pdfPending } from '../modules/proofs/ProofPdfLink';
import { QuoteActionsCard } from '../modules/quotes/QuoteActionsCard';
import { QuoteContactCard } from '../modules/quotes/QuoteContactCard';
import { MarkQuoteReadDocument, QuoteDocument } from '../modules/quotes/quote-detail-documents';
import { QuoteItems } from '../modules/quotes/QuoteItems';
import { QuoteProofs } from '../modules/quotes/QuoteProofs';
import { QuoteTerms } from '../modules/quotes/QuoteTerms';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconArrowLeft, IconMail } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../styles/quotes.css';

export function Component() {
  const { quoteId = '' } = useParams();
  const query = useQuery(QuoteDocument, { variables: { id: quoteId }, fetchPolicy: 'cache-and-network' });
  const { data, error, refetch } = query;
  const quote = data?.quote;
  usePollWhile(
    anyPending(quote?.items.map((i) => i.snapshot) ?? []) ||
      Boolean(quote?.proofs.some((p) => pdfPending(p.latest?.pdf))),
    query,
    2000,
  );
  const [markRead] = useMutation(MarkQuoteReadDocument);

  // Opening a quote marks it read (once per quote shown).
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (quote && !quote.read && markedFor.current !== quote.id) {
      markedFor.current = quote.id;
      void markRead({ variables: { id: quote.id, read: true } }).catch(() => undefined);
    }
  }, [quote, markRead]);

  const back = (
    <Button variant="ghost" size="sm" asChild>
      <Link to="/dashboard/quotes">
        <IconArrowLeft size={14} />
        My Messages
      </Link>
    </Button>
  );

  if (error && !quote) {
    return (
      <>
        <PageHeader title="Quote Details" actions={back} />
        {errorCode(error) === 'NOT_FOUND' ? (
          <EmptyState icon={<IconMail size={22} />} title="Quote not found">
            This quote does not exist or belongs to another account.
          </EmptyState>
        ) : (
          <ErrorState title="Could not load the quote" onRetry={() => void refetch()} />
        )}
      </>
    );
  }
  if (!quote) {
    return (
      <>
        <PageHeader title="Quote Details" actions={back} />
        <div className="quote-detail" aria-busy="true" aria-label="Loading quote">
          <Skeleton height={360} />
          <Skeleton height={240} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={`Quote from ${quote.contact.name}`}
        description={
          <>
            Received {dateTimeFormat.format(new Date(quote.createdAt))}{' '}
            <span className={QUOTE_STATUS_BADGE[quote.status]} data-testid="quote-status">
              {QUOTE_STATUS_LABEL[quote.status]}
            </span>
          </>
        }
        actions={back}
      />
      <div className="quote-detail">
        <div className="quote-detail__main">
          {quote.message ? (
            <Card>
              <h2 className="card__title">Message</h2>
              <p className="quote-message">{quote.message}</p>
            </Card>
          ) : null}
          {quote.inHandWarning ? (
            <p className="quote-item__warning quote-in-hand-warning" role="note">
              {quote.inHandWarning}.
            </p>
          ) : null}
          <QuoteProofs quote={quote} onSent={() => void refetch()} />
          <QuoteItems quote={quote} />
          <QuoteTerms quote={quote} onChanged={() => void refetch()} />
        </div>
        <aside className="quote-detail__side">
          <QuoteContactCard quote={quote} />
          <QuoteActionsCard quote={quote} />
        </aside>
      </div>
    </>
  );
}
