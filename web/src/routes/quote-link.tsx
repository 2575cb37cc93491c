/**
 * The customer's quote (`/quotes/view/:token`): what a quote link opens, without a
 * sign-in. Who sent it, the needed-by date, the items with their front pictures, sizes and unit
 * prices (the dealer's where set) and the approved proof's PDF, the totals the gateway computed
 * (discount and tax with their rates, shipping, deposit), and Accept (the typed full name
 * and a tick) while the quote is open and not accepted; once accepted, who accepted it and when.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_APPROVER_NAME_LENGTH, MIN_APPROVER_NAME_LENGTH } from '@tas/rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { graphql } from '../gql';
import { errorMessage, fieldErrors } from '../lib/errors';
import { formatCents } from '../lib/money';
import { dateTimeFormat, formatIsoDay } from '../modules/quotes/quote-labels';
import { QuoteTotalsTable } from '../modules/quotes/QuoteTotalsTable';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { TextField } from '../ui/Field';
import { FullPageMessage } from '../ui/FullPageMessage';
import { MAIN_ID } from '../ui/focus';
import { Skeleton } from '../ui/Skeleton';
import { usePollWhile } from '../lib/use-poll-while';
import { ProofPdfLink, pdfPending } from '../modules/proofs/ProofPdfLink';
import { SnapshotImage, anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/proofs.css';
import '../styles/quotes.css';

const QuoteLinkDocument = graphql(`
  query QuoteLink($token: String!) {
    quoteLink(token: $token) {
      id
      status
      teamName
      customerName
      validUntil
      terms
      canAccept
      dealer {
        name
        email
        phone
      }
      items {
        configurationShortId
        productName
        quantity
        lineTotalCents
        snapshot(view: FRONT) {
          ...SnapshotImage_snapshot
        }
        sizeLines {
          size
          quantity
          playerName
          playerNumber
          unitPriceCents
          lineTotalCents
        }
      }
      inHandDate
      pricing {
        ...QuoteTotals_pricing
      }
      totals {
        ...QuoteTotals_totals
      }
      acceptance {
        name
        acceptedAt
      }
      approvedProofs {
        id
        version
        configuration {
          shortId
        }
        pdf {
          status
          progress
          url
        }
      }
    }
  }
`);

const AcceptQuoteDocument = graphql(`
  mutation AcceptQuote($token: String!, $name: String!, $agreed: Boolean!, $totalCents: Int) {
    acceptQuote(token: $token, name: $name, agreed: $agreed, totalCents: $totalCents) {
      id
      canAccept
      acceptance {
        name
        acceptedAt
      }
    }
  }
`);

const acceptSchema = z.object({
  name: z
    .string()
    .trim()
    .min(MIN_APPROVER_NAME_LENGTH, 'Type your full name to accept')
    .max(MAX_APPROVER_NAME_LENGTH, `Use at most ${MAX_APPROVER_NAME_LENGTH} characters`),
  agreed: z.boolean().refine((v) => v, 'Tick the box to accept the quote'),
});
type AcceptValues = z.infer<typeof acceptSchema>;

export function Component() {
  const { token = '' } = useParams();
  const query = useQuery(QuoteLinkDocument, {
    variables: { token },
    fetchPolicy: 'cache-and-network',
  });
  const { data, error, refetch } = query;
  const [accept, accepting] = useMutation(AcceptQuoteDocument);
  const form = useForm<AcceptValues>({
    resolver: zodResolver(acceptSchema),
    defaultValues: { name: '', agreed: false },
  });
  const quote = data?.quoteLink;
  const team = quote?.teamName || 'your team';
  usePollWhile(
    anyPending(quote?.items.map((i) => i.snapshot) ?? []) ||
      Boolean(quote?.approvedProofs.some((p) => pdfPending(p.pdf))),
    query,
    2000,
  );
  useEffect(() => {
    if (quote) document.title = `Quote for ${team} · ${quote.dealer.name}`;
  }, [quote, team]);

  const onAccept = form.handleSubmit(async (values) => {
    try {
      // The total shown: terms the dealer changed meanwhile are refused, not accepted unseen.
      await accept({ variables: { token, ...values, totalCents: quote?.totals.totalCents ?? null } });
      toast.success('Quote accepted');
      void refetch();
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.name) form.setError('name', { type: 'server', message: fields.name });
      else if (fields.agreed) form.setError('agreed', { type: 'server', message: fields.agreed });
      else {
        toast.error(errorMessage(e, 'Your acceptance could not be saved'));
        void refetch();
      }
    }
  });

  if (error && !data)
    return (
      <main className="proofs-page" id={MAIN_ID}>
        <ErrorState title="Could not load the quote" onRetry={() => void refetch()} />
      </main>
    );
  if (!data)
    return (
      <main className="proofs-page" id={MAIN_ID} aria-busy="true" aria-label="Loading the quote">
        <Skeleton height={120} />
        <Skeleton height={320} />
      </main>
    );
  if (!quote)
    return (
      <FullPageMessage title="Quote not found">
        <p>This link does not open a quote. Check that you copied the whole link from the latest email.</p>
      </FullPageMessage>
    );

  const errors = form.formState.errors;
  return (
    <main className="proofs-page" id={MAIN_ID}>
      <header className="proofs-page__head">
        <p className="proofs-page__from">
          From <strong>{quote.dealer.name}</strong>
          {quote.dealer.email ? (
            <>
              {' · '}
              <a href={`mailto:${quote.dealer.email}`}>{quote.dealer.email}</a>
            </>
          ) : null}
          {quote.dealer.phone ? (
            <>
              {' · '}
              <a href={`tel:${quote.dealer.phone}`}>{quote.dealer.phone}</a>
            </>
          ) : null}
        </p>
        <h1 className="proofs-page__title">Quote for {team}</h1>
        <p className="muted">
          Hello {quote.customerName}. The prices hold until {formatIsoDay(quote.validUntil)}.
        </p>
        <p className="muted" data-testid="quote-needed-by">
          Needed by: {quote.inHandDate ? formatIsoDay(quote.inHandDate) : 'not given'}
        </p>
      </header>
      <section aria-label="Items" className="quote-link__items">
        {quote.items.map((item) => {
          const proof = quote.approvedProofs.find((p) => p.configuration.shortId === item.configurationShortId);
          return (
            <div key={item.configurationShortId} className="quote-link__item">
              <SnapshotImage
                snapshot={item.snapshot}
                alt={`${item.productName}, front`}
                className="quote-link__image"
              />
              <div className="quote-link__body">
                <h2 className="card__title">{item.productName}</h2>
                <p className="quote-link__proof" data-testid="quote-item-proof">
                  {proof ? (
                    <>
                      <span>Proof version {proof.version} approved</span>{' '}
                      <ProofPdfLink pdf={proof.pdf} label={`${item.productName}, version ${proof.version}`} />
                    </>
                  ) : (
                    <span className="muted">Proof not approved yet</span>
                  )}
                </p>
                <ul className="quote-link__lines">
                  {item.sizeLines.map((l, n) => (
                    <li key={n}>
                      {l.quantity} × {l.size}
                      {l.playerName ? ` ${l.playerName}` : ''}
                      {l.playerNumber ? ` #${l.playerNumber}` : ''} at {formatCents(l.unitPriceCents)} ={' '}
                      {formatCents(l.lineTotalCents)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </section>
      <QuoteTotalsTable totals={quote.totals} pricing={quote.pricing} />
      {quote.terms ? <p className="quote-link__terms">{quote.terms}</p> : null}
      {quote.acceptance ? (
        <p className="proofs-page__notice proofs-page__notice--done" role="status" data-testid="quote-accepted">
          Accepted by {quote.acceptance.name} on {dateTimeFormat.format(new Date(quote.acceptance.acceptedAt))}.
        </p>
      ) : quote.canAccept ? (
        <form
          className="proof-decision__form"
          onSubmit={(e) => void onAccept(e)}
          noValidate
          aria-label="Accept the quote"
        >
          <TextField
            label="Your full name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className={['field', errors.agreed ? 'field--invalid' : ''].join(' ')}>
            <label className="checkbox">
              <input type="checkbox" {...form.register('agreed')} aria-invalid={Boolean(errors.agreed)} />
              <span>I accept this quote: its items, prices and terms.</span>
            </label>
            {errors.agreed ? (
              <p className="field__error" role="alert">
                {errors.agreed.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="primary" loading={accepting.loading}>
            Accept quote
          </Button>
        </form>
      ) : (
        <p className="proofs-page__notice" role="status">
          This quote can no longer be accepted. Ask {quote.dealer.name} about it.
        </p>
      )}
    </main>
  );
}
