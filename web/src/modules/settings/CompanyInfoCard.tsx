import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { FormSwitch } from '../../ui/FormSwitch';
import { companySchema, type CompanyValues } from './settings-form';
import { useSaveSettings } from './settings-documents';

const valuesOf = (d: MySettings_DealerFragment): CompanyValues => ({
  name: d.name ?? '',
  email: d.email ?? '',
  phone: d.phone ?? '',
  sharePhone: d.sharePhone,
  shareEmail: d.shareEmail,
});

/**
 * Company info (D3): name, email, phone, and whether the phone and email show on what the
 * dealer shares (playbooks, snapsheets and their PDFs name the dealer).
 */
export function CompanyInfoCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const { save, saving } = useSaveSettings();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: valuesOf(dealer),
  });
  useEffect(() => reset(valuesOf(dealer)), [dealer, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await save(values, (field, message) => {
      if (
        field !== 'name' &&
        field !== 'email' &&
        field !== 'phone' &&
        field !== 'sharePhone' &&
        field !== 'shareEmail'
      )
        return false;
      setError(field, { type: 'server', message });
      return true;
    });
  });

  return (
    <Card title="Company info">
      <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Company info">
        <div className="span-2">
          <TextField
            label="Company name"
            autoComplete="organization"
            error={formState.errors.name?.message}
            {...register('name')}
          />
        </div>
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
        <FormSwitch
          control={control}
          name="shareEmail"
          label="Show my email on shared projects"
          hint="On shared playbooks and snapsheets, their PDFs and back covers, quotes, proofs and emails to customers."
        />
        <FormSwitch
          control={control}
          name="sharePhone"
          label="Show my phone on shared projects"
          hint="Your company name always shows."
        />
        <div className="span-2 settings-actions">
          <Button type="submit" variant="primary" loading={saving} disabled={!formState.isDirty}>
            Save company info
          </Button>
        </div>
      </form>
    </Card>
  );
}
