/**
 * 'Please provide your company information' (D1): shown on Get Started while the dealer lacks a
 * company name or email. Saves with `updateCompanyInfo`; the answer updates the cached dealer,
 * so Get Started appears once both are filled.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { IconAlert } from '../../ui/icons';
import { COMPANY_INFO_FIELDS, companyInfoSchema, type CompanyInfoValues } from './company-info';

const UpdateCompanyInfoDocument = graphql(`
  mutation UpdateCompanyInfo($input: CompanyInfoInput!) {
    updateCompanyInfo(input: $input) {
      id
      name
      email
      phone
    }
  }
`);

export function CompanyInfoForm({
  dealer,
}: {
  dealer: { name?: string | null; email?: string | null; phone?: string | null };
}) {
  const [save, { loading }] = useMutation(UpdateCompanyInfoDocument);
  const { register, handleSubmit, setError, formState } = useForm<CompanyInfoValues>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: { name: dealer.name ?? '', email: dealer.email ?? '', phone: dealer.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const parsed = companyInfoSchema.parse(values);
      await save({ variables: { input: { ...parsed, phone: parsed.phone || null } } });
      toast.success('Information updated.');
    } catch (error) {
      const fields = fieldErrors(error);
      let shown = false;
      for (const name of COMPANY_INFO_FIELDS) {
        const message = fields[name];
        if (message) {
          setError(name, { type: 'server', message });
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(error, 'Error'));
    }
  });

  return (
    <section className="company-info" aria-labelledby="company-info-title">
      <div className="company-info__head">
        <span className="company-info__icon" aria-hidden="true">
          <IconAlert size={20} />
        </span>
        <div>
          <h2 id="company-info-title">Please provide your company information</h2>
          <p>Your company name and email appear on the snapsheets and playbooks you share, and on quote requests.</p>
        </div>
      </div>
      <form className="company-info__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label="Company name"
          autoComplete="organization"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
        <div className="company-info__actions">
          <Button variant="primary" type="submit" loading={loading}>
            Save and continue
          </Button>
        </div>
      </form>
    </section>
  );
}
