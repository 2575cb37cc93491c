import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_QUOTE_TERMS_LENGTH } from '@tas/garments';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field, TextArea, TextField } from '../../ui/Field';
import { quoteTermsSchema, toQuoteTermsInput, type QuoteTermsValues } from './settings-form';
import { useSaveSettings } from './settings-documents';

const valuesOf = (d: MySettings_DealerFragment): QuoteTermsValues => ({
  quoteValidDays: String(d.quoteValidDays),
  quoteTerms: d.quoteTerms ?? '',
});

/**
 * The printed quote: how many days a quote holds its prices (1 to 365;
 * default 30, fixed on each quote when it is requested) and the terms printed on it.
 */
export function QuoteTermsCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const { save, saving } = useSaveSettings();
  const { register, handleSubmit, reset, setError, formState, watch } = useForm<QuoteTermsValues>({
    resolver: zodResolver(quoteTermsSchema),
    defaultValues: valuesOf(dealer),
  });
  useEffect(() => reset(valuesOf(dealer)), [dealer, reset]);
  const termsLength = watch('quoteTerms').trim().length;

  const onSubmit = handleSubmit(async (values) => {
    await save(toQuoteTermsInput(values), (field, message) => {
      if (field !== 'quoteValidDays' && field !== 'quoteTerms') return false;
      setError(field, { type: 'server', message });
      return true;
    });
  });

  return (
    <Card title="Quotes">
      <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Quotes">
        <TextField
          label="Prices hold for (days)"
          inputMode="numeric"
          hint="Each new quote holds its prices this long from its request, and its PDF says until when. 1 to 365; default 30."
          error={formState.errors.quoteValidDays?.message}
          {...register('quoteValidDays')}
        />
        <Field
          className="span-2"
          label="Terms printed on quotes"
          hint={`Deposit, payment, delivery, returns: printed at the end of every quote PDF. ${termsLength} of ${MAX_QUOTE_TERMS_LENGTH} characters.`}
          error={formState.errors.quoteTerms?.message}
        >
          {({ id, describedBy, invalid }) => (
            <TextArea
              id={id}
              rows={5}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...register('quoteTerms')}
            />
          )}
        </Field>
        <div className="span-2 settings-actions">
          <Button type="submit" variant="primary" loading={saving} disabled={!formState.isDirty}>
            Save quotes
          </Button>
        </div>
      </form>
    </Card>
  );
}
