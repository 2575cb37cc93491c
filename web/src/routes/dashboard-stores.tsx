/**
 * The dealer's team stores (`/dashboard/stores`): each with its state and close,
 * newest first, and "Open a store" from nothing (a snapsheet's page opens one from its products).
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DealerStoresDocument } from '../modules/store/dealer-store-documents';
import { OpenStoreDialog } from '../modules/store/OpenStoreDialog';
import { STORE_STATE_BADGE, STORE_STATE_LABEL } from '../modules/store/store-labels';
import { formatInZone } from '../modules/store/store-time';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconLocker, IconPlus } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { TableScroll } from '../ui/TableScroll';
import '../styles/store.css';

export function Component() {
  const { data, error, refetch } = useQuery(DealerStoresDocument, { variables: { first: 100 } });
  const [creating, setCreating] = useState(false);
  const stores = data?.projects.nodes ?? [];
  return (
    <>
      <PageHeader
        title="Stores"
        description="Team stores: each buyer orders, personalises and pays by the close; you get one order."
        actions={
          <Button variant="primary" icon={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Open a store
          </Button>
        }
      />
      {error && !data ? (
        <ErrorState title="Could not load your stores" onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height={200} />
      ) : stores.length === 0 ? (
        <EmptyState icon={<IconLocker size={22} />} title="No stores yet">
          Open one from nothing here, or from a snapsheet's page to offer its products.
        </EmptyState>
      ) : (
        <TableScroll label="Stores">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Store</th>
                <th scope="col">State</th>
                <th scope="col">Closes</th>
              </tr>
            </thead>
            <tbody>
              {stores.map((s) =>
                s.__typename === 'Store' ? (
                  <tr key={s.id}>
                    <th scope="row">
                      <Link to={`/dashboard/stores/${encodeURIComponent(s.id)}`}>
                        {s.teamName}: {s.title}
                      </Link>
                    </th>
                    <td>
                      <span className={STORE_STATE_BADGE[s.state]}>{STORE_STATE_LABEL[s.state]}</span>
                    </td>
                    <td>{s.advertisedCloseAt ? formatInZone(s.advertisedCloseAt, s.timezone) : '—'}</td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
      <OpenStoreDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
