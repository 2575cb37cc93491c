/**
 * Quote details (D9): contact with a 'Reply by email' link, message, project link, the quoted
 * items (front snapshot, size lines with player, number, unit price and line total) and the
 * total. Actions: Mark read/unread, Close, Convert to order, Unlock locker (L4: the quote locks
 * only the locker it came from; each action enabled only when allowed). Opening an unread quote
 * marks it read. Above the items, their proofs and Send proofs (QuoteProofs); below
 * them the dealer's prices and terms, the totals and Send quote (QuoteTerms).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import { errorCode, errorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';
import { usePollWhile } from '../lib/use-poll-while';
import { projectPaths } from '../lib/urls';
import {
  QUOTE_STATUS_BADGE,
  QUOTE_STATUS_LABEL,
  SYNC_STATUS_BADGE,
  SYNC_STATUS_LABEL,
  dateTimeFormat,
  formatIsoDay,
} from '../modules/quotes/quote-labels';
import { ExportPdfDialog } from '../modules/project/ExportPdfDialog';
import { pdfPending } from '../modules/proofs/ProofPdfLink';
import { QuoteItems } from '../modules/quotes/QuoteItems';
import { QuoteProofs } from '../modules/quotes/QuoteProofs';
import { QuoteTerms } from '../modules/quotes/QuoteTerms';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconArrowLeft, IconDownload, IconMail } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../styles/quotes.css';

const QuoteFields = graphql(`
  fragment QuoteDetail_quote on Quote {
    id
    status
    read
    message
    createdAt
    totalCents
    inHandDate
    inHandWarning
    validUntil
    canUnlockProject
    contact {
      name
      email
      phone
      organization
    }
    project {
      id
      type
      title
      dealerCode
      status
    }
    order {
      id
      number
      syncStatus
    }
    ...QuoteProofs_quote
    ...QuoteItems_quote
    ...QuoteTerms_quote
  }
`);

const QuoteDocument = graphql(`
  query QuoteDetail($id: ID!) {
    quote(id: $id) {
      ...QuoteDetail_quote
    }
  }
`);

const MarkQuoteReadDocument = graphql(`
  mutation MarkQuoteRead($id: ID!, $read: Boolean!) {
    markQuoteRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

const CloseQuoteDocument = graphql(`
  mutation CloseQuote($id: ID!) {
    closeQuote(id: $id) {
      ...QuoteDetail_quote
    }
  }
`);

const ConvertQuoteDocument = graphql(`
  mutation ConvertQuoteToOrder($id: ID!) {
    convertQuoteToOrder(id: $id) {
      id
      number
      quote {
        ...QuoteDetail_quote
      }
    }
  }
`);

const UnlockQuoteProjectDocument = graphql(`
  mutation UnlockQuoteProject($id: ID!) {
    unlockQuoteProject(id: $id) {
      ...QuoteDetail_quote
    }
  }
`);

void QuoteFields;

type Busy = 'read' | 'close' | 'convert' | 'unlock' | null;

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
  const [closeQuote] = useMutation(CloseQuoteDocument);
  const [convert] = useMutation(ConvertQuoteDocument);
  const [unlock] = useMutation(UnlockQuoteProjectDocument);
  const [busy, setBusy] = useState<Busy>(null);
  /** Convert asks first (issue 18 section 4): an order goes to the factory. */
  const [confirmingConvert, setConfirmingConvert] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const convertButton = useRef<HTMLButtonElement>(null);

  // Opening a quote marks it read (once per quote shown).
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (quote && !quote.read && markedFor.current !== quote.id) {
      markedFor.current = quote.id;
      void markRead({ variables: { id: quote.id, read: true } }).catch(() => undefined);
    }
  }, [quote, markRead]);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<unknown>, success: string) => {
    setBusy(kind);
    try {
      await action();
      toast.success(success);
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setBusy(null);
    }
  };

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

  const subject = `Your quote request${quote.project ? ` for ${quote.project.title}` : ''}`;
  const mailto = `mailto:${encodeURIComponent(quote.contact.email)}?subject=${encodeURIComponent(subject)}`;
  const unapproved = quote.proofs.filter((p) => p.status !== 'APPROVED').length;

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
          <Card>
            <h2 className="card__title">Contact</h2>
            <dl className="quote-meta">
              <div>
                <dt>Name</dt>
                <dd>{quote.contact.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{quote.contact.email}</dd>
              </div>
              {quote.contact.phone ? (
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${quote.contact.phone}`}>{quote.contact.phone}</a>
                  </dd>
                </div>
              ) : null}
              {quote.inHandDate ? (
                <div>
                  <dt>Needed by</dt>
                  <dd data-testid="quote-in-hand">{formatIsoDay(quote.inHandDate)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Prices hold until</dt>
                <dd data-testid="quote-valid-until">{formatIsoDay(quote.validUntil)}</dd>
              </div>
              {quote.contact.organization ? (
                <div>
                  <dt>Organization</dt>
                  <dd>{quote.contact.organization}</dd>
                </div>
              ) : null}
              {quote.project ? (
                <div>
                  <dt>Project</dt>
                  <dd>
                    <Link to={projectPaths(quote.project.type, quote.project.dealerCode, quote.project.id).home}>
                      {quote.project.title}
                    </Link>
                  </dd>
                </div>
              ) : null}
              {quote.order ? (
                <div>
                  <dt>Order</dt>
                  <dd>
                    <Link to={`/dashboard/orders/${quote.order.id}`}>{quote.order.number}</Link>{' '}
                    <span className={SYNC_STATUS_BADGE[quote.order.syncStatus]}>
                      {SYNC_STATUS_LABEL[quote.order.syncStatus]}
                    </span>
                  </dd>
                </div>
              ) : null}
            </dl>
            <Button variant="secondary" className="btn--block quote-reply" asChild>
              <a href={mailto}>
                <IconMail size={16} />
                Reply by email
              </a>
            </Button>
          </Card>
          <Card>
            <h2 className="card__title">Actions</h2>
            <div className="quote-actions">
              <Button
                ref={convertButton}
                variant="primary"
                className="btn--block"
                disabled={quote.status === 'ORDERED'}
                loading={busy === 'convert'}
                onClick={() => setConfirmingConvert(true)}
              >
                Convert to order
              </Button>
              <ConfirmDialog
                open={confirmingConvert}
                onOpenChange={setConfirmingConvert}
                title="Convert to order"
                confirmLabel="Convert to order"
                busy={busy === 'convert'}
                returnFocus={convertButton}
                onConfirm={() =>
                  void run(
                    'convert',
                    async () => {
                      const r = await convert({ variables: { id: quote.id } });
                      setConfirmingConvert(false);
                      return r.data;
                    },
                    'Order created',
                  )
                }
              >
                <p>
                  Make an order of this quote ({formatCents(quote.totalCents)})? The locker stays locked as it was
                  requested, and the order goes to your order system.
                </p>
                {unapproved > 0 ? (
                  <p role="note">
                    {unapproved} of {quote.proofs.length} items have no approved proof: the order is made only if your
                    settings allow orders without approval, and it then says so.
                  </p>
                ) : null}
              </ConfirmDialog>
              <Button
                className="btn--block"
                disabled={!quote.project}
                title={quote.project ? undefined : 'A quote without a project cannot be printed'}
                onClick={() => setPdfOpen(true)}
              >
                <IconDownload size={16} />
                Quote PDF
              </Button>
              <ExportPdfDialog
                open={pdfOpen}
                onOpenChange={setPdfOpen}
                target={{ kind: 'QUOTE', quoteId: quote.id }}
                fileName={`quote ${quote.id}.pdf`}
                description="A Letter-size PDF of the quote for the customer: items, prices, the date they hold until and your terms."
              />
              <Button
                className="btn--block"
                loading={busy === 'read'}
                onClick={() =>
                  void run(
                    'read',
                    () => markRead({ variables: { id: quote.id, read: !quote.read } }),
                    quote.read ? 'Marked as unread' : 'Marked as read',
                  )
                }
              >
                {quote.read ? 'Mark unread' : 'Mark read'}
              </Button>
              <Button
                className="btn--block"
                disabled={quote.status !== 'OPEN'}
                loading={busy === 'close'}
                onClick={() => void run('close', () => closeQuote({ variables: { id: quote.id } }), 'Quote closed')}
              >
                Close
              </Button>
              <Button
                className="btn--block"
                disabled={!quote.canUnlockProject}
                loading={busy === 'unlock'}
                title={
                  quote.canUnlockProject
                    ? undefined
                    : quote.status === 'ORDERED'
                      ? 'The locker of an order cannot be unlocked'
                      : 'Only a locker this quote still locks can be unlocked'
                }
                onClick={() => void run('unlock', () => unlock({ variables: { id: quote.id } }), 'Locker unlocked')}
              >
                Unlock locker
              </Button>
              <p className="cell-sub" style={{ margin: 0 }}>
                Unlocking lets the customer edit the locker again. The quote keeps what was requested.
              </p>
            </div>
          </Card>
        </aside>
      </div>
    </>
  );
}
