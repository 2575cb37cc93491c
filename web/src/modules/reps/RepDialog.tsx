/**
 * Add or edit a rep (D4) with react-hook-form + zod; server input errors (`extensions.field`)
 * are shown beside their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { RepRow_RepFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { repAddedMessage, repEditedMessage, repFormSchema, toRepInput, type RepFormValues } from './rep-form';

const SaveRepDocument = graphql(`
  mutation SaveRep($input: RepInput!) {
    saveRep(input: $input) {
      ...RepRow_rep
    }
  }
`);

const valuesOf = (rep: RepRow_RepFragment | null): RepFormValues => ({
  name: rep?.name ?? '',
  email: rep?.email ?? '',
  phone: rep?.phone ?? '',
});

export function RepDialog({
  open,
  onOpenChange,
  rep,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rep to edit, or null to add one. */
  rep: RepRow_RepFragment | null;
  onSaved?: () => void;
}) {
  const [save, { loading }] = useMutation(SaveRepDocument);
  const { register, handleSubmit, reset, setError, formState } = useForm<RepFormValues>({
    resolver: zodResolver(repFormSchema),
    defaultValues: valuesOf(rep),
  });

  useEffect(() => {
    if (open) reset(valuesOf(rep));
  }, [open, rep, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save({ variables: { input: toRepInput(values, rep?.id) } });
      const saved = result.data?.saveRep;
      if (!saved) throw new Error('No rep returned');
      toast.success(rep ? repEditedMessage(saved.name) : repAddedMessage(saved.name));
      onSaved?.();
      onOpenChange(false);
    } catch (error) {
      let shown = false;
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field === 'name' || field === 'email' || field === 'phone') {
          setError(field, { type: 'server', message });
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(error, 'An error has occurred'));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={rep ? 'Edit rep' : 'Add rep'}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="rep-form" loading={loading}>
            {rep ? 'Save changes' : 'Add rep'}
          </Button>
        </>
      }
    >
      <form id="rep-form" className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label="Name" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
      </form>
    </Dialog>
  );
}
