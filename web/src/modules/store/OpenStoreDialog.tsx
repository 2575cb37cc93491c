/**
 * "Open a store": a new team store (a draft) for the signed-in dealer, from a snapsheet's
 * products or from nothing, with its team name, title and time zone; the dealer lands on the
 * store's page to set its dates and items. Errors name the field (`createStore`).
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import type { StoreSourceType } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, TextField } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { CreateStoreDocument } from './dealer-store-documents';
import { COMMON_TIME_ZONES } from './store-settings-form';

const schema = z.object({
  teamName: z.string().trim().min(1, 'Enter the team name').max(120, 'Use at most 120 characters'),
  title: z.string().trim().max(120, 'Use at most 120 characters'),
  timezone: z.string().min(1, 'Choose a time zone'),
});
type Values = z.infer<typeof schema>;

/** The browser's zone when it is one of the common ones, else New York (the gateway's default). */
function defaultZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (COMMON_TIME_ZONES as readonly string[]).includes(zone) ? zone : 'America/New_York';
}

export function OpenStoreDialog({
  open,
  onOpenChange,
  source,
  teamName = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the store's items are made from; none for an empty store. */
  source?: { type: Exclude<StoreSourceType, 'NONE'>; id: string; name: string };
  teamName?: string;
}) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { teamName, title: '', timezone: defaultZone() },
  });
  const [create, creating] = useMutation(CreateStoreDocument);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await create({
        variables: {
          input: {
            teamName: values.teamName,
            ...(values.title ? { title: values.title } : {}),
            timezone: values.timezone,
            sourceType: source?.type ?? 'NONE',
            ...(source ? { sourceId: source.id } : {}),
          },
        },
      });
      if (!data) return;
      toast.success('Store created');
      onOpenChange(false);
      void navigate(`/dashboard/stores/${encodeURIComponent(data.createStore.id)}`);
    } catch (e) {
      const fields = fieldErrors(e);
      let shown = false;
      for (const name of ['teamName', 'title', 'timezone'] as const)
        if (fields[name]) {
          form.setError(name, { type: 'server', message: fields[name] });
          shown = true;
        }
      if (!shown) toast.error(errorMessage(e, 'The store could not be created'));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Open a store"
      description={
        source
          ? `Its items are the products of ${source.name}, each at your price; you set the dates, sizes and prices next.`
          : 'An empty store; you set its dates and items next.'
      }
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" loading={creating.loading} onClick={() => void onSubmit()}>
            Create store
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <TextField label="Team name" error={errors.teamName?.message} {...form.register('teamName')} />
        <TextField
          label="Title (optional)"
          hint="e.g. Spring spirit wear"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <Field label="Time zone" error={errors.timezone?.message}>
              {({ id, describedBy }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={COMMON_TIME_ZONES.map((z) => ({ value: z, label: z.replace('_', ' ') }))}
                />
              )}
            </Field>
          )}
        />
      </form>
    </Dialog>
  );
}
