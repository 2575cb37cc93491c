/**
 * Order sync (D10): the order webhook (URL, signing secret shown once, rotation), the orders
 * made from quotes with their sync state (pending, synced, failed with the last error, attempts,
 * last attempt), 'Retry sync' on failed orders and 'Export CSV'.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import type { OrderSyncStatus } from '../gql/graphql';
import { downloadText } from '../lib/download';
import { errorMessage } from '../lib/errors';
import { formatCents } from '../lib/money';
import { usePollWhile } from '../lib/use-poll-while';
import { ORDER_SOURCE } from '../app/web-kinds';
import { WebhookCard } from '../modules/quotes/WebhookCard';
import { SYNC_STATUS_BADGE, SYNC_STATUS_LABEL, dateTimeFormat } from '../modules/quotes/quote-labels';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconDownload, IconSync } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../styles/quotes.css';
import { useCursorPages } from '../lib/use-cursor-pages';
import { ListPager } from '../ui/ListPager';
import { TableScroll } from '../ui/TableScroll';
import { Segmented } from '../ui/Segmented';

const PAGE_SIZE = 20;

const OrdersDocument = graphql(`
  query Orders($syncStatus: OrderSyncStatus, $first: Int, $after: String) {
    orders(syncStatus: $syncStatus, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        number
        createdAt
        totalCents
        syncStatus
        syncAttempts
        lastSyncError
        lastSyncAttemptAt
        syncedAt
        sentAt
        quote {
          id
          contact {
            name
          }
          project {
            id
            title
          }
        }
        store {
          id
          name
          round
        }
      }
    }
  }
`);

const RetryOrderSyncDocument = graphql(`
  mutation RetryOrderSync($id: ID!) {
    retryOrderSync(id: $id) {
      id
      syncStatus
      lastSyncError
    }
  }
`);

const OrdersCsvDocument = graphql(`
  query OrdersCsv($syncStatus: OrderSyncStatus) {
    ordersCsv(syncStatus: $syncStatus)
  }
`);

const FILTERS: { value: OrderSyncStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SYNCED', label: 'Synced' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'NOT_SENT', label: 'Not sent' },
];

export function Component() {
  const client = useApolloClient();
  const [filter, setFilter] = useState<OrderSyncStatus | 'ALL'>('ALL');
  const pages = useCursorPages();
  const { after } = pages;
  const ordersQuery = useQuery(OrdersDocument, {
    variables: { syncStatus: filter === 'ALL' ? null : filter, first: PAGE_SIZE, after },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, loading, error, refetch } = ordersQuery;
  const shown = data ?? previousData;
  const connection = shown?.orders;
  usePollWhile(connection?.nodes.some((o) => o.syncStatus === 'PENDING') ?? false, ordersQuery, 3000);
  const [retry] = useMutation(RetryOrderSyncDocument);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const retrySync = async (id: string) => {
    setRetryingId(id);
    try {
      await retry({ variables: { id } });
      toast.success('Order queued for sync');
      await refetch();
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setRetryingId(null);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const r = await client.query({
        query: OrdersCsvDocument,
        variables: { syncStatus: filter === 'ALL' ? null : filter },
        fetchPolicy: 'network-only',
      });
      const csv = r.data?.ordersCsv;
      if (csv == null) throw new Error('No CSV returned');
      downloadText(csv, `orders-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="order-sync">
      <PageHeader
        title="Order Sync"
        description="Orders made from quotes are sent to your order system as signed JSON."
        actions={
          <Button
            icon={<IconDownload size={16} />}
            loading={exporting}
            disabled={!connection || connection.totalCount === 0}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        }
      />
      <WebhookCard />
      <Card padded={false}>
        <div className="toolbar">
          <Segmented
            label="Sync state"
            options={FILTERS}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              pages.reset();
            }}
          />
          {loading && shown ? (
            <span className="muted" style={{ fontSize: 13 }}>
              Updating…
            </span>
          ) : null}
        </div>
        {error && !shown ? (
          <ErrorState title="Could not load orders" onRetry={() => void refetch()} />
        ) : !connection ? (
          <div style={{ padding: 16, display: 'grid', gap: 14 }} aria-busy="true" aria-label="Loading orders">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={14} />
            ))}
          </div>
        ) : connection.nodes.length === 0 ? (
          <EmptyState icon={<IconSync size={22} />} title={filter === 'ALL' ? 'No orders yet' : 'No orders here'}>
            {filter === 'ALL' ? (
              <>
                Convert a quote in <Link to="/dashboard/quotes">My Messages</Link> to make an order.
              </>
            ) : null}
          </EmptyState>
        ) : (
          <TableScroll label="Orders">
            <table className="table table--cards quotes-table">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Sync</th>
                  <th scope="col" className="num">
                    Attempts
                  </th>
                  <th scope="col">Last attempt</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {connection.nodes.map((o) => (
                  <tr key={o.id} data-testid="order-row">
                    <td>
                      <Link to={`/dashboard/orders/${o.id}`} className="cell-title mono">
                        {o.number}
                      </Link>
                      <div className="cell-sub">{dateTimeFormat.format(new Date(o.createdAt))}</div>
                    </td>
                    <td data-label="Customer">
                      {o.quote ? (
                        <>
                          <Link to={`/dashboard/quotes/${o.quote.id}`}>{o.quote.contact.name}</Link>
                          {o.quote.project ? <div className="cell-sub">{o.quote.project.title}</div> : null}
                        </>
                      ) : o.store ? (
                        <ORDER_SOURCE.Cell source={o.store} sentAt={o.sentAt} />
                      ) : null}
                    </td>
                    <td data-label="Total" className="num">
                      {formatCents(o.totalCents)}
                    </td>
                    <td data-label="Sync">
                      <span className={SYNC_STATUS_BADGE[o.syncStatus]} data-testid="sync-status">
                        {SYNC_STATUS_LABEL[o.syncStatus]}
                      </span>
                      {o.lastSyncError && o.syncStatus !== 'SYNCED' ? (
                        <div className="sync-error">{o.lastSyncError}</div>
                      ) : null}
                    </td>
                    <td data-label="Attempts" className="num">
                      {o.syncAttempts}
                    </td>
                    <td data-label="Last attempt" className="muted">
                      {o.lastSyncAttemptAt ? dateTimeFormat.format(new Date(o.lastSyncAttemptAt)) : '—'}
                    </td>
                    <td>
                      <div className="row-actions">
                        {o.syncStatus === 'FAILED' ? (
                          <Button
                            size="sm"
                            icon={<IconSync size={14} />}
                            loading={retryingId === o.id}
                            onClick={() => void retrySync(o.id)}
                          >
                            Retry sync
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ListPager connection={connection} pages={pages} pageSize={PAGE_SIZE} />
      </Card>
    </div>
  );
}
