/**
 * My Showroom (P6, dashboard `/dashboard/showroom`): the set-up of the dealer's showroom, the
 * school or team storefront at `/showrooms/{dealerCode}/`: name, mascot, customer, colours,
 * logo, template and catalogs, the customisation box and publishing, with 'Open showroom'.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { ShowroomSetupForm, type ShowroomSetupData } from '../modules/showroom-setup/ShowroomSetupForm';
import { Card } from '../ui/Card';
import { ErrorState } from '../ui/ErrorState';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../modules/settings/settings.css';

const ShowroomSetupDocument = graphql(`
  query ShowroomSetup {
    me {
      id
      code
      name
      headerColor
      headerMessage
      logo {
        id
        url
        filename
      }
    }
    myShowroom {
      ...ShowroomSetupForm_Showroom
    }
    customers(status: ACTIVE, first: 100) {
      nodes {
        id
        name
        type
        colors {
          id
        }
        logos {
          id
          url
          filename
        }
      }
    }
    colors {
      id
      name
      hex
      palette
    }
    fonts {
      key
      family
    }
    fsgSports: sports(template: FSG) {
      id
      name
    }
    uaSports: sports(template: UA) {
      id
      name
    }
  }
`);

export function Component() {
  const { data, error, refetch } = useQuery(ShowroomSetupDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const setup: ShowroomSetupData | null =
    data && me
      ? {
          dealer: me,
          showroom: data.myShowroom ?? null,
          customers: data.customers.nodes,
          colors: data.colors,
          fonts: data.fonts,
          sports: { FSG: data.fsgSports, UA: data.uaSports },
        }
      : null;

  return (
    <>
      <PageHeader
        title="My Showroom"
        description={
          setup?.showroom
            ? 'Your customer’s storefront: its colours, mascot, catalogs and the look of every product.'
            : 'Set up a storefront for a school or team: its colours, mascot and the catalogs it shows.'
        }
      />
      {error && !data ? (
        <ErrorState title="Could not load your showroom" onRetry={() => void refetch()} />
      ) : !setup ? (
        <SetupSkeleton />
      ) : (
        <ShowroomSetupForm data={setup} />
      )}
    </>
  );
}

function SetupSkeleton() {
  return (
    <div className="showroom-setup" aria-busy="true" aria-label="Loading your showroom">
      <div className="showroom-setup__form">
        {[2, 3, 2].map((rows, i) => (
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
      <Skeleton height={420} radius={12} />
    </div>
  );
}
