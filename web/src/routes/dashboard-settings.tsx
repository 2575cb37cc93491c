/**
 * My Settings (D3, A7): company info, showroom header, dealer logo, passcode, pricing (dealer
 * margin, request-quote toggle, price group) and API tokens. Every save toasts
 * 'Information updated.'.
 */
import { useQuery } from '@apollo/client/react';
import { MySettingsDocument } from '../modules/settings/settings-documents';
import { ApiTokensCard } from '../modules/settings/ApiTokensCard';
import { CompanyInfoCard } from '../modules/settings/CompanyInfoCard';
import { DealerLogoCard } from '../modules/settings/DealerLogoCard';
import { PasscodeCard } from '../modules/settings/PasscodeCard';
import { PricingCard } from '../modules/settings/PricingCard';
import { ProofsCard } from '../modules/settings/ProofsCard';
import { QuoteTermsCard } from '../modules/settings/QuoteTermsCard';
import { ShowroomHeaderCard } from '../modules/settings/ShowroomHeaderCard';
import '../modules/settings/settings.css';
import { Card } from '../ui/Card';
import { ErrorState } from '../ui/ErrorState';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';

export function Component() {
  const { data, error, refetch } = useQuery(MySettingsDocument, { fetchPolicy: 'cache-and-network' });
  const dealer = data?.me;

  return (
    <>
      <PageHeader title="My Settings" description="Your company details, showroom look, pricing and access." />
      {error && !dealer ? (
        <ErrorState title="Could not load your settings" onRetry={() => void refetch()} />
      ) : !dealer ? (
        <SettingsSkeleton />
      ) : (
        <div className="settings">
          <CompanyInfoCard dealer={dealer} />
          <ShowroomHeaderCard dealer={dealer} />
          <DealerLogoCard dealer={dealer} />
          <PricingCard dealer={dealer} />
          <ProofsCard dealer={dealer} />
          <QuoteTermsCard dealer={dealer} />
          <PasscodeCard dealer={dealer} />
          <ApiTokensCard />
        </div>
      )}
    </>
  );
}

function SettingsSkeleton() {
  return (
    <div className="settings" aria-busy="true" aria-label="Loading settings">
      {[3, 2, 2].map((rows, i) => (
        <Card key={i}>
          <div style={{ display: 'grid', gap: 14 }}>
            <Skeleton height={18} width="30%" />
            {Array.from({ length: rows }, (_, j) => (
              <Skeleton key={j} height={36} />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
