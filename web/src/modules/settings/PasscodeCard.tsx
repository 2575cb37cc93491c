import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import {
  PASSCODE_CHANGE_REQUIRED,
  PASSCODE_HINT,
  passcodeSchema,
  SETTINGS_SAVED_MESSAGE,
  type PasscodeValues,
} from './settings-form';

const SetDealerPasscodeDocument = graphql(`
  mutation SetDealerPasscode($passcode: String!) {
    setDealerPasscode(passcode: $passcode)
  }
`);

/**
 * Passcode (A4, D3): new passcode typed twice, 8 to 64 characters (@tas/rules); stored hashed.
 * A passcode set before that rule shows 'Change required' (`passcodeChangeRequired`) until a new
 * one is set.
 */
export function PasscodeCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const [mutate, { loading }] = useMutation(SetDealerPasscodeDocument);
  const { register, handleSubmit, reset, setError, formState } = useForm<PasscodeValues>({
    resolver: zodResolver(passcodeSchema),
    defaultValues: { passcode: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ passcode }) => {
    try {
      await mutate({
        variables: { passcode },
        update: (cache) =>
          cache.modify({
            id: cache.identify({ __typename: 'Dealer', id: dealer.id }),
            fields: { hasPasscode: () => true, passcodeChangeRequired: () => false },
          }),
      });
      toast.success(SETTINGS_SAVED_MESSAGE);
      reset({ passcode: '', confirm: '' });
    } catch (error) {
      const message = fieldErrors(error)['passcode'];
      if (message) setError('passcode', { type: 'server', message });
      else toast.error(errorMessage(error, 'Error'));
    }
  });

  return (
    <Card
      title="Passcode"
      actions={
        <span
          className={`badge ${dealer.hasPasscode && !dealer.passcodeChangeRequired ? 'badge--success' : 'badge--warning'}`}
        >
          {dealer.passcodeChangeRequired ? 'Change required' : dealer.hasPasscode ? 'Set' : 'Not set'}
        </span>
      }
    >
      <p className="muted settings-intro">
        Opens your projects in dealer mode with <span className="mono">?passcode=</span>. {PASSCODE_HINT}
      </p>
      {dealer.passcodeChangeRequired ? <p className="settings-intro">{PASSCODE_CHANGE_REQUIRED}</p> : null}
      <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Passcode">
        <TextField
          label="New passcode"
          type="password"
          autoComplete="new-password"
          error={formState.errors.passcode?.message}
          {...register('passcode')}
        />
        <TextField
          label="Confirm passcode"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirm?.message}
          {...register('confirm')}
        />
        <div className="span-2 settings-actions">
          <Button type="submit" variant="primary" loading={loading}>
            {dealer.hasPasscode ? 'Change passcode' : 'Set passcode'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
