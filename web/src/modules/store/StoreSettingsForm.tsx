/**
 * A store's settings in the dealer's store page: title and team, time zone and dates (in the
 * store's zone), fulfilment, the group buyers fill in, tax, the ways to pay and the passcode.
 * Dates change while the store is a draft or scheduled; an open store moves its closes with
 * "Move closes". The gateway's refusal of a field shows beside it.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Store_DealerFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field, TextField } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { UpdateStoreDocument } from './dealer-store-documents';
import { FULFILMENT_LABEL } from './store-labels';
import {
  COMMON_TIME_ZONES,
  settingsInput,
  settingsSchema,
  settingsValues,
  type SettingsValues,
} from './store-settings-form';

const FORM_FIELDS: Record<string, keyof SettingsValues> = {
  title: 'title',
  teamName: 'teamName',
  timezone: 'timezone',
  opensAt: 'opensAt',
  advertisedCloseAt: 'advertisedCloseAt',
  hardCloseAt: 'hardCloseAt',
  groupLabel: 'groupLabel',
  taxRateBasisPoints: 'taxPercent',
  paymentMethods: 'payLater',
  payLaterDays: 'payLaterDays',
  passcode: 'passcode',
};

export function StoreSettingsForm({ store }: { store: Store_DealerFragment }) {
  // The gateway takes settings while the store is a draft or scheduled (CONFLICT after).
  const editable = store.state === 'DRAFT' || store.state === 'SCHEDULED';
  const form = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema), values: settingsValues(store) });
  const [update, updating] = useMutation(UpdateStoreDocument);
  const errors = form.formState.errors;
  const zones = [...new Set<string>([...COMMON_TIME_ZONES, store.timezone])];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update({ variables: { storeId: store.id, input: settingsInput(values) } });
      toast.success('Store settings saved');
      form.resetField('passcode');
    } catch (e) {
      const fields = fieldErrors(e);
      let shown = false;
      for (const [field, message] of Object.entries(fields)) {
        const name = FORM_FIELDS[field];
        if (name) {
          form.setError(name, { type: 'server', message });
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(e, 'The settings could not be saved'));
    }
  });

  return (
    <Card title="Settings">
      {!editable ? (
        <p className="muted">Settings are fixed once the store is open; Move closes moves its closes.</p>
      ) : null}
      <form noValidate aria-label="Store settings" onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="store-settings form-grid" disabled={!editable}>
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextField label="Team name" error={errors.teamName?.message} {...form.register('teamName')} />
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Field label="Time zone" error={errors.timezone?.message} hint="The store's dates are read in this zone">
                {({ id, describedBy }) => (
                  <Select
                    id={id}
                    aria-describedby={describedBy}
                    value={field.value}
                    onValueChange={field.onChange}

                    options={zones.map((z) => ({ value: z, label: z.replace('_', ' ') }))}
                  />
                )}
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="fulfilment"
            render={({ field }) => (
              <Field label="Fulfilment">
                {({ id }) => (
                  <Select
                    id={id}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={Object.entries(FULFILMENT_LABEL).map(([value, label]) => ({ value, label }))}
                  />
                )}
              </Field>
            )}
          />
          <TextField
            label="Opens"
            type="datetime-local"

            error={errors.opensAt?.message}
            {...form.register('opensAt')}
          />
          <TextField
            label="Advertised close"
            type="datetime-local"
            hint="The close buyers see"

            error={errors.advertisedCloseAt?.message}
            {...form.register('advertisedCloseAt')}
          />
          <TextField
            label="Hard close"
            type="datetime-local"
            hint="Orders and changes until then"

            error={errors.hardCloseAt?.message}
            {...form.register('hardCloseAt')}
          />
          <TextField
            label="Group buyers fill in (optional)"
            hint="e.g. Team, Squad or Homeroom; empty: not asked"
            error={errors.groupLabel?.message}
            {...form.register('groupLabel')}
          />
          <TextField
            label="Tax rate (%)"
            inputMode="decimal"
            error={errors.taxPercent?.message}
            {...form.register('taxPercent')}
          />
          <fieldset className={['field', errors.payLater ? 'field--invalid' : ''].join(' ')}>
            <legend className="field__label">Ways to pay</legend>
            <label className="checkbox">
              <input type="checkbox" {...form.register('card')} />
              <span>Card (Stripe Checkout)</span>
            </label>
            <label className="checkbox">
              <input type="checkbox" {...form.register('payLater')} />
              <span>Pay later</span>
            </label>
            {errors.payLater ? (
              <p className="field__error" role="alert">
                {errors.payLater.message}
              </p>
            ) : null}
          </fieldset>
          <TextField
            label="Days to pay a pay-later order"
            type="number"
            min={1}
            max={60}
            error={errors.payLaterDays?.message}
            {...form.register('payLaterDays', { valueAsNumber: true })}
          />
          <TextField
            label={store.hasPasscode ? 'New passcode (empty: keep it)' : 'Passcode (optional)'}
            type="password"
            autoComplete="new-password"
            error={errors.passcode?.message}
            {...form.register('passcode')}
          />
          {store.hasPasscode ? (
            <label className="checkbox">
              <input type="checkbox" {...form.register('removePasscode')} />
              <span>Remove the passcode</span>
            </label>
          ) : null}
          {editable ? (
            <div className="span-2 row">
              <Button type="submit" variant="primary" loading={updating.loading}>
                Save settings
              </Button>
            </div>
          ) : null}
        </fieldset>
      </form>
    </Card>
  );
}
