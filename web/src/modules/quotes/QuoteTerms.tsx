/**
 * The dealer's terms of a quote: a unit price per size of each item (the requested
 * price shown beside it), a discount (amount or percent), shipping, a tax rate or a tax
 * exemption with its certificate number, and a deposit; the totals the gateway computed; and
 * Send quote, which emails the customer the link where they accept it (or, without an email
 * server, says so and gives the link to copy). Saving the terms withdraws an acceptance.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { QuoteTerms_QuoteFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { FormSwitch } from '../../ui/FormSwitch';
import { SelectField } from '../../ui/Select';
import { dateTimeFormat } from './quote-labels';
import {
  basisPointsOf,
  centsOf,
  dollarsText,
  percentText,
  shareOf,
  shareText,
  taxRateProblem,
  type ShareText,
} from './quote-terms-form';
import { QuoteTotalsTable } from './QuoteTotalsTable';

export const QuoteTermsFragment = graphql(`
  fragment QuoteTerms_quote on Quote {
    id
    status
    sentAt
    items {
      configurationShortId
      productName
      sizeLines {
        size
        unitPriceCents
        originalUnitPriceCents
      }
    }
    pricing {
      linePrices {
        configurationShortId
        size
        unitPriceCents
      }
      discount {
        kind
        value
      }
      shippingCents
      taxRateBasisPoints
      taxExempt
      taxExemptCertificate
      deposit {
        kind
        value
      }
    }
    totals {
      ...QuoteTotals_totals
    }
    acceptance {
      name
      acceptedAt
    }
  }
`);

const UpdateQuotePricingDocument = graphql(`
  mutation UpdateQuotePricing($id: ID!, $input: QuotePricingInput!) {
    updateQuotePricing(id: $id, input: $input) {
      ...QuoteTerms_quote
    }
  }
`);

const SendQuoteDocument = graphql(`
  mutation SendQuote($id: ID!) {
    sendQuote(id: $id) {
      url
      emailed
      quote {
        id
        sentAt
      }
    }
  }
`);

interface LinePriceRow {
  configurationShortId: string;
  productName: string;
  size: string;
  originalUnitPriceCents: number;
  price: string;
}

interface TermsValues {
  prices: LinePriceRow[];
  discount: ShareText;
  shipping: string;
  taxExempt: boolean;
  taxRate: string;
  certificate: string;
  deposit: ShareText;
}

const SHARE_OPTIONS = [
  { value: 'NONE', label: 'None' },
  { value: 'AMOUNT', label: 'Amount ($)' },
  { value: 'PERCENT', label: 'Percent (%)' },
];

/** One row per size of each item, with the price in force. */
function priceRows(quote: QuoteTerms_QuoteFragment): LinePriceRow[] {
  const rows: LinePriceRow[] = [];
  for (const item of quote.items)
    for (const line of item.sizeLines) {
      if (rows.some((r) => r.configurationShortId === item.configurationShortId && r.size === line.size)) continue;
      rows.push({
        configurationShortId: item.configurationShortId,
        productName: item.productName,
        size: line.size,
        originalUnitPriceCents: line.originalUnitPriceCents,
        price: dollarsText(line.unitPriceCents),
      });
    }
  return rows;
}

function valuesOf(quote: QuoteTerms_QuoteFragment): TermsValues {
  const p = quote.pricing;
  return {
    prices: priceRows(quote),
    discount: shareText(p.discount),
    shipping: p.shippingCents ? dollarsText(p.shippingCents) : '',
    taxExempt: p.taxExempt,
    taxRate: p.taxRateBasisPoints ? percentText(p.taxRateBasisPoints) : '',
    certificate: p.taxExemptCertificate ?? '',
    deposit: shareText(p.deposit),
  };
}

/** The API's field of a BAD_USER_INPUT and the form's. */
const FORM_FIELD: Record<string, keyof TermsValues | 'discount.value' | 'deposit.value'> = {
  'discount.value': 'discount.value',
  shippingCents: 'shipping',
  taxRateBasisPoints: 'taxRate',
  taxExemptCertificate: 'certificate',
  'deposit.value': 'deposit.value',
};

export function QuoteTerms({ quote, onChanged }: { quote: QuoteTerms_QuoteFragment; onChanged: () => void }) {
  const [save, saving] = useMutation(UpdateQuotePricingDocument);
  const [send, sending] = useMutation(SendQuoteDocument);
  const [unsent, setUnsent] = useState<string | null>(null);
  const form = useForm<TermsValues>({ values: valuesOf(quote) });
  const { register, control, watch, formState, setError } = form;
  const errors = formState.errors;
  const editable = quote.status === 'OPEN';
  const exempt = watch('taxExempt');
  const discountKind = watch('discount.kind');
  const depositKind = watch('deposit.kind');

  const onSubmit = form.handleSubmit(async (values) => {
    const bad = (field: Parameters<typeof setError>[0], message: string) => {
      setError(field, { type: 'input', message });
      return true;
    };
    let invalid = false;
    const linePrices = [];
    for (const [n, row] of values.prices.entries()) {
      const cents = centsOf(row.price);
      if (cents == null || Number.isNaN(cents)) invalid = bad(`prices.${n}.price`, 'Type a price in dollars and cents');
      else if (cents !== row.originalUnitPriceCents)
        linePrices.push({ configurationShortId: row.configurationShortId, size: row.size, unitPriceCents: cents });
    }
    const discount = shareOf(values.discount);
    if (discount && Number.isNaN(discount.value)) invalid = bad('discount.value', 'Type an amount or a percent');
    const deposit = shareOf(values.deposit);
    if (deposit && Number.isNaN(deposit.value)) invalid = bad('deposit.value', 'Type an amount or a percent');
    const shippingCents = centsOf(values.shipping) ?? 0;
    if (Number.isNaN(shippingCents)) invalid = bad('shipping', 'Type an amount in dollars and cents');
    // The rate is typed as a percent (8.25) and sent as basis points (825), read from the digits.
    const taxProblem = values.taxExempt ? null : taxRateProblem(values.taxRate);
    if (taxProblem) invalid = bad('taxRate', taxProblem);
    const taxRateBasisPoints = values.taxExempt || taxProblem ? 0 : (basisPointsOf(values.taxRate) ?? 0);
    if (invalid) return;
    try {
      await save({
        variables: {
          id: quote.id,
          input: {
            linePrices,
            discount,
            shippingCents,
            taxRateBasisPoints,
            taxExempt: values.taxExempt,
            taxExemptCertificate: values.taxExempt ? values.certificate : null,
            deposit,
          },
        },
      });
      toast.success(quote.acceptance ? 'Quote saved: the customer must accept it again' : 'Quote saved');
      onChanged();
    } catch (error) {
      let shown = false;
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const target = FORM_FIELD[field];
        if (target) {
          setError(target as Parameters<typeof setError>[0], { type: 'server', message });
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(error, 'The quote could not be saved'));
    }
  });

  const onSend = async () => {
    try {
      const r = await send({ variables: { id: quote.id } });
      const sent = r.data?.sendQuote;
      if (!sent) return;
      if (sent.emailed) {
        setUnsent(null);
        toast.success('Quote emailed to the customer');
      } else {
        setUnsent(sent.url);
        toast.warning('Not emailed: copy the link to your customer');
      }
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error, 'The quote could not be sent'));
    }
  };

  return (
    <Card>
      <h2 className="card__title">Prices and terms</h2>
      <form className="quote-terms" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Prices and terms">
        <fieldset className="quote-terms__prices" disabled={!editable}>
          <legend>Unit prices</legend>
          {form.getValues('prices').map((row, n) => (
            <TextField
              key={`${row.configurationShortId}-${row.size}`}
              label={`${row.productName}, ${row.size}`}
              hint={`Requested at ${formatCents(row.originalUnitPriceCents)}`}
              inputMode="decimal"
              error={errors.prices?.[n]?.price?.message}
              {...register(`prices.${n}.price`)}
            />
          ))}
        </fieldset>
        <fieldset className="quote-terms__grid" disabled={!editable}>
          <legend>Discount, shipping, tax and deposit</legend>
          <Controller
            control={control}
            name="discount.kind"
            render={({ field }) => (
              <SelectField
                label="Discount"
                value={field.value}
                onValueChange={field.onChange}
                options={SHARE_OPTIONS}
                disabled={!editable}
              />
            )}
          />
          {discountKind !== 'NONE' ? (
            <TextField
              label={discountKind === 'PERCENT' ? 'Discount (%)' : 'Discount ($)'}
              inputMode="decimal"
              error={errors.discount?.value?.message}
              {...register('discount.value')}
            />
          ) : null}
          <TextField
            label="Shipping ($)"
            inputMode="decimal"
            error={errors.shipping?.message}
            {...register('shipping')}
          />
          <FormSwitch control={control} name="taxExempt" label="Tax-exempt" disabled={!editable} />
          {exempt ? (
            <TextField
              label="Exemption certificate number"
              error={errors.certificate?.message}
              {...register('certificate')}
            />
          ) : (
            <TextField
              label="Sales tax rate (%)"
              inputMode="decimal"
              hint="A percent, e.g. 8.25; applied after the discount, shipping is not taxed"
              error={errors.taxRate?.message}
              {...register('taxRate')}
            />
          )}
          <Controller
            control={control}
            name="deposit.kind"
            render={({ field }) => (
              <SelectField
                label="Deposit"
                value={field.value}
                onValueChange={field.onChange}
                options={SHARE_OPTIONS}
                disabled={!editable}
              />
            )}
          />
          {depositKind !== 'NONE' ? (
            <TextField
              label={depositKind === 'PERCENT' ? 'Deposit (% of the total)' : 'Deposit ($)'}
              inputMode="decimal"
              error={errors.deposit?.value?.message}
              {...register('deposit.value')}
            />
          ) : null}
        </fieldset>
        <QuoteTotalsTable totals={quote.totals} pricing={quote.pricing} />
        <div className="quote-terms__actions">
          <Button type="submit" variant="primary" disabled={!editable} loading={saving.loading}>
            Save prices
          </Button>
          <Button
            type="button"
            disabled={!editable || formState.isDirty}
            loading={sending.loading}
            onClick={() => void onSend()}
          >
            Send quote
          </Button>
        </div>
      </form>
      <p className="cell-sub" data-testid="quote-acceptance">
        {quote.acceptance
          ? `Accepted by ${quote.acceptance.name} on ${dateTimeFormat.format(new Date(quote.acceptance.acceptedAt))}`
          : quote.sentAt
            ? `Sent ${dateTimeFormat.format(new Date(quote.sentAt))}; not accepted yet`
            : 'Not sent yet: the customer accepts the quote from the link Send quote gives them'}
      </p>
      {unsent ? (
        <div role="status" className="quote-terms__unsent">
          <p>Not emailed: copy this link to your customer.</p>
          <input className="input" readOnly value={unsent} aria-label="Quote link" onFocus={(e) => e.target.select()} />
        </div>
      ) : null}
    </Card>
  );
}
