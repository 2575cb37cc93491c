/**
 * A team store in the dealer's dashboard (`/dashboard/stores/:storeId`): its state and the next
 * steps (schedule, open, cancel, move closes), the buyers' link, the live part (sales by item
 * and by size, fundraising, orders as they come, CSV), the production order once it closed, its
 * settings and its items. Polls while
 * the store is open, so orders show as they come.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { errorCode } from '../lib/errors';
import { usePageTitle } from '../lib/use-page-title';
import { usePollWhile } from '../lib/use-poll-while';
import { useSession } from '../lib/use-session';
import { DealerStoreDocument, DealerStoreOrdersDocument } from '../modules/store/dealer-store-documents';
import { StoreClose } from '../modules/store/StoreClose';
import { StoreContacts } from '../modules/store/StoreContacts';
import { StoreDocuments } from '../modules/store/StoreDocuments';
import { StoreItemsEditor } from '../modules/store/StoreItemsEditor';
import { StoreLive } from '../modules/store/StoreLive';
import { StoreProductionOrder } from '../modules/store/StoreProductionOrder';
import { StoreSettingsForm } from '../modules/store/StoreSettingsForm';
import { StoreStateActions } from '../modules/store/StoreStateActions';
import { STORE_STATE_BADGE, STORE_STATE_LABEL } from '../modules/store/store-labels';
import { formatInZone } from '../modules/store/store-time';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconArrowLeft, IconCheck, IconLocker } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../styles/store.css';
import '../styles/store-print.css';

/** How often an open store's orders are read again, ms. */
const LIVE_POLL_MS = 15_000;

export function Component() {
  const { storeId = '' } = useParams();
  const session = useSession();
  const query = useQuery(DealerStoreDocument, {
    variables: { ref: { type: 'STORE', dealerCode: session?.dealerCode ?? '', id: storeId } },
    skip: !session,
  });
  const { data, error, refetch } = query;
  const store = data?.project && data.project.__typename === 'Store' ? data.project : null;
  usePageTitle(store ? `${store.teamName} store` : null);
  const ordersQuery = useQuery(DealerStoreOrdersDocument, { variables: { storeId: store?.id ?? '' }, skip: !store });
  usePollWhile(store?.state === 'OPEN', query, LIVE_POLL_MS);
  usePollWhile(store?.state === 'OPEN', ordersQuery, LIVE_POLL_MS);
  const [copied, setCopied] = useState(false);

  const back = (
    <Link to="/dashboard/stores" className="store-back">
      <IconArrowLeft size={16} /> Stores
    </Link>
  );
  if (error && !data && errorCode(error) !== 'NOT_FOUND')
    return <ErrorState title="Could not load the store" onRetry={() => void refetch()} />;
  if (!data)
    return (
      <div aria-busy="true" aria-label="Loading the store">
        <Skeleton height={64} />
        <Skeleton height={320} />
      </div>
    );
  if (!store)
    return (
      <>
        {back}
        <EmptyState icon={<IconLocker size={22} />} title="Store not found">
          This store is not one of yours.
        </EmptyState>
      </>
    );
  const link = `${window.location.origin}${store.path}`;
  return (
    <div className="dealer-store">
      {back}
      <PageHeader
        title={`${store.teamName}: ${store.title}`}
        description={
          <>
            <span className={STORE_STATE_BADGE[store.state]}>{STORE_STATE_LABEL[store.state]}</span>{' '}
            {!store.advertisedCloseAt
              ? 'No close set yet'
              : ['DRAFT', 'SCHEDULED', 'OPEN'].includes(store.state)
                ? `Closes ${formatInZone(store.advertisedCloseAt, store.timezone)} (hard close ${formatInZone(store.hardCloseAt, store.timezone)})`
                : store.state === 'CANCELLED'
                  ? ''
                  : `Closed ${formatInZone(store.hardCloseAt, store.timezone)}`}
          </>
        }
        actions={<StoreStateActions store={store} />}
      />
      <p className="dealer-store__link">
        Buyers' link: <a href={store.path}>{link}</a>{' '}
        <Button
          size="sm"
          variant="ghost"
          icon={copied ? <IconCheck size={16} /> : undefined}
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => {
                setCopied(true);
                window.setTimeout(() => setCopied(false), 2000);
              },
              () => toast.error('Could not copy the link'),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </p>
      <StoreLive
        store={store}
        orders={ordersQuery.data?.storeOrders ?? []}
        onChanged={() => {
          void refetch();
          void ordersQuery.refetch();
        }}
      />
      <StoreClose storeId={store.id} dealerCode={session?.dealerCode ?? ''} />
      <StoreProductionOrder store={store} onSent={() => void refetch()} />
      <StoreContacts storeId={store.id} />
      <StoreDocuments storeId={store.id} teamName={store.teamName || store.title} />
      <StoreSettingsForm store={store} />
      <StoreItemsEditor store={store} />
    </div>
  );
}
