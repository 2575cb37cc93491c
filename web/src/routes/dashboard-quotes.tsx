/**
 * My Messages (D9): the dealer's quote requests, unread first (bold with a dot) then newest,
 * with a status filter, cursor paging and an empty state. A row opens the quote.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import type { QuoteStatus } from '../gql/graphql';
import { formatCents } from '../lib/money';
import {
  QUOTE_STATUS_BADGE,
  QUOTE_STATUS_LABEL,
  dateFormat,
  dateTimeFormat,
  proofsSummary,
} from '../modules/quotes/quote-labels';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconMail } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../styles/quotes.css';
import { useCursorPages } from '../lib/use-cursor-pages';
import { ListPager } from '../ui/ListPager';
import { TableScroll } from '../ui/TableScroll';
import { Segmented } from '../ui/Segmented';

const PAGE_SIZE = 20;

export const QuotesDocument = graphql(`
  query Quotes($status: QuoteStatus, $first: Int, $after: String) {
    quotes(status: $status, first: $first, after: $after) {
      totalCount
      unreadCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        status
        read
        createdAt
        totalCents
        contact {
          name
          email
        }
        project {
          id
          title
        }
        items {
          quantity
        }
        proofs {
          status
        }
      }
    }
  }
`);

const FILTERS: { value: QuoteStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'OPEN', label: 'Open' },
  { value: 'ORDERED', label: 'Ordered' },
  { value: 'CLOSED', label: 'Closed' },
];

export function Component() {
  const [filter, setFilter] = useState<QuoteStatus | 'ALL'>('ALL');
  const pages = useCursorPages();
  const { after } = pages;
  const { data, previousData, loading, error, refetch } = useQuery(QuotesDocument, {
    variables: { status: filter === 'ALL' ? null : filter, first: PAGE_SIZE, after },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const connection = shown?.quotes;

  return (
    <>
      <PageHeader
        title="My Messages"
        description={
          connection && connection.unreadCount > 0
            ? `Quote requests from your lockers. ${connection.unreadCount} unread.`
            : 'Quote requests from your lockers.'
        }
      />
      <Card padded={false}>
        <div className="toolbar">
          <Segmented
            label="Quote status"
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
          <ErrorState title="Could not load your messages" onRetry={() => void refetch()} />
        ) : !connection ? (
          <ListSkeleton />
        ) : connection.nodes.length === 0 ? (
          <EmptyState icon={<IconMail size={22} />} title={filter === 'ALL' ? 'No messages yet' : 'No quotes here'}>
            {filter === 'ALL'
              ? 'When a customer requests a quote from a locker, it shows up here.'
              : `There are no ${QUOTE_STATUS_LABEL[filter as QuoteStatus].toLowerCase()} quotes.`}
          </EmptyState>
        ) : (
          <TableScroll label="Quotes">
            <table className="table table--cards quotes-table">
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Project</th>
                  <th scope="col" className="num">
                    Garments
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Proofs</th>
                  <th scope="col">Received</th>
                </tr>
              </thead>
              <tbody>
                {connection.nodes.map((q) => {
                  const garments = q.items.reduce((n, i) => n + i.quantity, 0);
                  const proofs = proofsSummary(q.proofs.map((p) => p.status));
                  return (
                    <tr
                      key={q.id}
                      className={q.read ? 'quote-row' : 'quote-row quote-row--unread'}
                      data-testid="quote-row"
                      data-unread={!q.read || undefined}
                    >
                      <td>
                        <Link to={`/dashboard/quotes/${q.id}`} className="quote-row__link">
                          <span className={q.read ? 'unread-dot unread-dot--read' : 'unread-dot'} aria-hidden="true" />
                          <span>
                            <span className="cell-title">{q.contact.name}</span>
                            {q.read ? null : <span className="visually-hidden"> (unread)</span>}
                            <span className="cell-sub" style={{ display: 'block' }}>
                              {q.contact.email}
                            </span>
                          </span>
                        </Link>
                      </td>
                      <td data-label="Project">{q.project?.title ?? <span className="muted">—</span>}</td>
                      <td data-label="Garments" className="num">
                        {garments}
                      </td>
                      <td data-label="Total" className="num">
                        {formatCents(q.totalCents)}
                      </td>
                      <td data-label="Status">
                        <span className={QUOTE_STATUS_BADGE[q.status]}>{QUOTE_STATUS_LABEL[q.status]}</span>
                      </td>
                      <td data-label="Proofs">
                        <span className={proofs.badge} data-testid="quote-proofs">
                          {proofs.label}
                        </span>
                      </td>
                      <td data-label="Received" className="muted">
                        <time dateTime={q.createdAt} title={dateTimeFormat.format(new Date(q.createdAt))}>
                          {dateFormat.format(new Date(q.createdAt))}
                        </time>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ListPager connection={connection} pages={pages} pageSize={PAGE_SIZE} />
      </Card>
    </>
  );
}

function ListSkeleton() {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 14 }} aria-busy="true" aria-label="Loading messages">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gridTemplateColumns: '2fr 2fr 1fr 1fr', gap: 16 }}>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
        </div>
      ))}
    </div>
  );
}
