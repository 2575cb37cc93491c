import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { FormSwitch } from '../../ui/FormSwitch';
import { pricingSchema, toPricingInput, type PricingValues } from './settings-form';
import { useSaveSettings } from './settings-documents';

const valuesOf = (d: MySettings_DealerFragment): PricingValues => ({
  dealerMargin: String(d.dealerMargin),
  requestQuoteEnabled: d.requestQuoteEnabled,
});

/** Pricing (D3, L3): dealer margin (1 to 10), the request-quote toggle and the read-only price group. */
export function PricingCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const { save, saving } = useSaveSettings();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<PricingValues>({
    resolver: zodResolver(pricingSchema),
    defaultValues: valuesOf(dealer),
  });
  useEffect(() => reset(valuesOf(dealer)), [dealer, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await save(toPricingInput(values), (field, message) => {
      if (field !== 'dealerMargin' && field !== 'requestQuoteEnabled') return false;
      setError(field, { type: 'server', message });
      return true;
    });
  });

  return (
    <Card title="Pricing">
      <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Pricing">
        <TextField
          label="Dealer margin"
          inputMode="decimal"
          hint="Customer price = msrp × margin. From 1 to 10; default 2."
          error={formState.errors.dealerMargin?.message}
          {...register('dealerMargin')}
        />
        <TextField label="Price group" value={dealer.priceGroup ?? '—'} readOnly disabled hint="Set by your account." />
        <div className="span-2">
          <FormSwitch
            control={control}
            name="requestQuoteEnabled"
            label="Request a quote"
            hint="Show the 'Request a quote' button in your lockers."
          />
        </div>
        <div className="span-2 settings-actions">
          <Button type="submit" variant="primary" loading={saving} disabled={!formState.isDirty}>
            Save pricing
          </Button>
        </div>
      </form>
    </Card>
  );
}
