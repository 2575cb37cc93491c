/**
 * Create or edit a customer (D5) with react-hook-form + zod. Server input errors
 * (`extensions.field`) are shown beside their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { CustomerRow_CustomerFragment, LogoThumb_LogoFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { NONE_VALUE, SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { IconUpload } from '../../ui/icons';
import { LogoThumb } from '../logos/LogoThumb';
import { LogoUploadDialog } from '../logos/LogoUploadDialog';
import { ColorPicker } from './ColorPicker';
import { CUSTOMER_TYPES, customerFormSchema, toCustomerInput, type CustomerFormValues } from './customer-form';

const CustomerDialogDataDocument = graphql(`
  query CustomerDialogData {
    me {
      id
      reps {
        id
        name
      }
    }
    colors {
      id
      name
      hex
      palette
    }
  }
`);

const SaveCustomerDocument = graphql(`
  mutation SaveCustomer($input: CustomerInput!) {
    saveCustomer(input: $input) {
      ...CustomerRow_customer
    }
  }
`);

function initialValues(customer: CustomerRow_CustomerFragment | null): CustomerFormValues {
  if (!customer) return { name: '', type: 'SCHOOL', repId: NONE_VALUE, colorIds: [] };
  return {
    name: customer.name,
    type: customer.type,
    repId: customer.rep?.id ?? NONE_VALUE,
    colorIds: customer.colors.map((c) => c.id),
  };
}

export function CustomerDialog({
  open,
  onOpenChange,
  customer,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit, or null to create one. */
  customer: CustomerRow_CustomerFragment | null;
  onSaved?: (customer: CustomerRow_CustomerFragment) => void;
}) {
  const { data, loading } = useQuery(CustomerDialogDataDocument, { skip: !open });
  const [save, { loading: saving }] = useMutation(SaveCustomerDocument);
  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: initialValues(customer),
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  // The customer's logos as edited here; sent as `logoIds` on save (uploads are attached then).
  const [logos, setLogos] = useState<LogoThumb_LogoFragment[]>(customer?.logos ?? []);
  const [uploadOpen, setUploadOpen] = useState(false);

  useEffect(() => {
    if (open) {
      reset(initialValues(customer));
      setLogos(customer?.logos ?? []);
    }
  }, [open, customer, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save({
        variables: {
          input: toCustomerInput(
            values,
            customer?.id,
            logos.map((l) => l.id),
          ),
        },
      });
      const saved = result.data?.saveCustomer;
      if (!saved) throw new Error('No customer returned');
      toast.success(customer ? 'Edited successfully' : 'Customer created');
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      const fields = fieldErrors(error);
      let shown = false;
      for (const [field, message] of Object.entries(fields)) {
        const name = field.split('.')[0];
        if (name === 'name' || name === 'type' || name === 'repId' || name === 'colorIds') {
          setError(name, { type: 'server', message });
          shown = true;
        } else if (name === 'logoIds') {
          toast.error(message);
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(error, 'An error has occurred'));
    }
  });

  const reps = data?.me?.reps ?? [];
  // The house rep (set by the server when none was chosen) is not one of the dealer's reps.
  const currentRep = customer?.rep && !reps.some((r) => r.id === customer.rep?.id) ? customer.rep : null;
  const repOptions = [
    { value: NONE_VALUE, label: 'No rep (house account)' },
    ...(currentRep ? [{ value: currentRep.id, label: currentRep.name }] : []),
    ...reps.map((r) => ({ value: r.id, label: r.name })),
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={customer ? 'Edit customer' : 'New customer'}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="customer-form" loading={saving}>
            {customer ? 'Save changes' : 'Create customer'}
          </Button>
        </>
      }
    >
      <form id="customer-form" className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="span-2">
          <TextField
            label="Customer name"
            placeholder="No name"
            autoComplete="organization"
            error={formState.errors.name?.message}
            {...register('name')}
          />
        </div>
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <SelectField
              label="Type"
              value={field.value}
              onValueChange={field.onChange}
              options={CUSTOMER_TYPES}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="repId"
          render={({ field, fieldState }) => (
            <SelectField
              label="Rep"
              value={field.value}
              onValueChange={field.onChange}
              options={repOptions}
              disabled={loading}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="span-2">
          {loading || !data ? (
            <Skeleton height={160} />
          ) : (
            <Controller
              control={control}
              name="colorIds"
              render={({ field, fieldState }) => (
                <ColorPicker
                  id="customer-colors"
                  label="Colours"
                  colors={data.colors}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        </div>
        <section className="span-2 logo-section" aria-label="Logos">
          <div className="logo-section__header">
            <span className="field__label">Logos</span>
            <Button size="sm" icon={<IconUpload size={14} />} onClick={() => setUploadOpen(true)}>
              Upload logo
            </Button>
          </div>
          {logos.length ? (
            <ul className="logo-list">
              {logos.map((logo) => (
                <LogoThumb
                  key={logo.id}
                  logo={logo}
                  onRemove={() => setLogos((cur) => cur.filter((l) => l.id !== logo.id))}
                />
              ))}
            </ul>
          ) : (
            <p className="field__hint">No logos yet. JPG, PNG or SVG up to 5 MB.</p>
          )}
        </section>
      </form>
      <LogoUploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        onUploaded={(logo) => setLogos((cur) => [...cur.filter((l) => l.id !== logo.id), logo])}
      />
    </Dialog>
  );
}
