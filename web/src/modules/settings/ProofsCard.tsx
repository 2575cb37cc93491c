import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { FormSwitch } from '../../ui/FormSwitch';
import { proofsSchema, toProofsInput, type ProofsValues } from './settings-form';
import { useSaveSettings } from './settings-documents';

const valuesOf = (d: MySettings_DealerFragment): ProofsValues => ({
  proofLinkDays: String(d.proofLinkDays),
  convertWithoutApproval: d.convertWithoutApproval,
});

/**
 * Proofs and orders: how many days a proof link opens its proofs (1 to 60; default 14)
 * and whether a quote may become an order before every proof is approved.
 */
export function ProofsCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const { save, saving } = useSaveSettings();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ProofsValues>({
    resolver: zodResolver(proofsSchema),
    defaultValues: valuesOf(dealer),
  });
  useEffect(() => reset(valuesOf(dealer)), [dealer, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await save(toProofsInput(values), (field, message) => {
      if (field !== 'proofLinkDays' && field !== 'convertWithoutApproval') return false;
      setError(field, { type: 'server', message });
      return true;
    });
  });

  return (
    <Card title="Proofs and orders">
      <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Proofs and orders">
        <TextField
          label="Proof link lifetime (days)"
          inputMode="numeric"
          hint="How long the link you email with proofs opens them. From 1 to 60; default 14."
          error={formState.errors.proofLinkDays?.message}
          {...register('proofLinkDays')}
        />
        <div className="span-2">
          <FormSwitch
            control={control}
            name="convertWithoutApproval"
            label="Orders without approved proofs"
            hint="Allow Convert to order before every proof is approved. Such orders say so."
          />
        </div>
        <div className="span-2 settings-actions">
          <Button type="submit" variant="primary" loading={saving} disabled={!formState.isDirty}>
            Save proofs and orders
          </Button>
        </div>
      </form>
    </Card>
  );
}
