/**
 * 'Request a quote' from a locker (L4): contact form (react-hook-form + zod), then a
 * confirmation. Server input errors (`contact.<field>`) are shown beside their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { inHandWarning, isoDate } from '@tas/rules';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, TextArea, TextField } from '../../ui/Field';
import { IconCheck } from '../../ui/icons';
import '../../styles/quotes.css';
import { quoteRequestedWords, REQUEST_QUOTE_INTRO } from './delivery-words';
import { EMPTY_QUOTE_FORM, quoteFormSchema, toQuoteContact, type QuoteFormValues } from './quote-form';

const RequestQuoteDocument = graphql(`
  mutation RequestQuote($lockerCode: String!, $contact: QuoteContactInput!) {
    requestQuote(lockerCode: $lockerCode, contact: $contact) {
      id
      totalCents
      emailsDelivered
      contact {
        email
      }
    }
  }
`);

const FIELDS = ['name', 'email', 'phone', 'organization', 'message', 'inHandDate'] as const;

export function RequestQuoteDialog({
  open,
  onOpenChange,
  lockerCode,
  productionDays,
  onRequested,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lockerCode: string;
  /** The longest production time of the locker's products, working days (the in-hand date's warning). */
  productionDays?: number;
  /** Called after the quote was requested (the page reloads the locker: it is now locked). */
  onRequested?: () => void;
}) {
  const [request, { loading }] = useMutation(RequestQuoteDocument);
  const [sent, setSent] = useState<{ email: string; totalCents: number; emailsDelivered: boolean } | null>(null);
  const { register, handleSubmit, reset, setError, formState, watch } = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: EMPTY_QUOTE_FORM,
  });

  useEffect(() => {
    if (open) {
      reset(EMPTY_QUOTE_FORM);
      setSent(null);
    }
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const r = await request({ variables: { lockerCode, contact: toQuoteContact(values) } });
      const quote = r.data?.requestQuote;
      if (!quote) throw new Error('No quote returned');
      setSent({ email: quote.contact.email, totalCents: quote.totalCents, emailsDelivered: quote.emailsDelivered });
      toast.success('Your quote request was sent.');
      onRequested?.();
    } catch (error) {
      let shown = false;
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const name = field.replace(/^contact\./, '') as (typeof FIELDS)[number];
        if (FIELDS.includes(name)) {
          setError(name, { type: 'server', message });
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(error, 'An error has occurred'));
    }
  });

  const errors = formState.errors;
  const inHand = watch('inHandDate');
  const lateWarning =
    inHand && !errors.inHandDate && productionDays ? inHandWarning(inHand, new Date(), productionDays) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sent ? 'Quote requested' : 'Request a quote'}
      description={sent ? undefined : REQUEST_QUOTE_INTRO}
      size="md"
      footer={
        sent ? (
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form="request-quote-form" loading={loading}>
              Send request
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <div className="quote-sent" role="status">
          <span className="quote-sent__icon" aria-hidden="true">
            <IconCheck size={22} />
          </span>
          <p>
            Thank you! Your request for <strong>{formatCents(sent.totalCents)}</strong> was sent to the dealer.{' '}
            {quoteRequestedWords(sent.emailsDelivered, sent.email, lockerCode)}
          </p>
          <p className="muted">The locker is locked while the quote is being prepared.</p>
        </div>
      ) : (
        <form id="request-quote-form" className="quote-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Organization (optional)"
            autoComplete="organization"
            error={errors.organization?.message}
            {...register('organization')}
          />
          <TextField
            label="Needed by (optional)"
            type="date"
            min={isoDate(new Date())}
            error={errors.inHandDate?.message}
            hint={
              lateWarning ??
              (productionDays ? `These products take about ${productionDays} working days to make.` : undefined)
            }
            {...register('inHandDate')}
          />
          <div className="quote-form__wide">
            <Field label="Message (optional)" error={errors.message?.message}>
              {({ id, describedBy, invalid }) => (
                <TextArea
                  id={id}
                  rows={4}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  placeholder="Delivery date, colours, anything the dealer should know"
                  {...register('message')}
                />
              )}
            </Field>
          </div>
        </form>
      )}
    </Dialog>
  );
}
