/**
 * Email Notices: every email the product sent or will send the dealer and
 * its customers, newest first, with its state (queued, sent, failed with the server's answer,
 * held, suppressed because its recipient unsubscribed), attempts and body (a link's token shows as
 * `[hidden]`). Without an SMTP server the notices are held here, and the page says
 * how to send them.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { NoticeStatus } from '../gql/graphql';
import { usePollWhile } from '../lib/use-poll-while';
import { useCursorPages } from '../lib/use-cursor-pages';
import { dateTimeFormat } from '../modules/quotes/quote-labels';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconAlert, IconSend } from '../ui/icons';
import { ListPager } from '../ui/ListPager';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { TableScroll } from '../ui/TableScroll';
import '../styles/quotes.css';

const PAGE_SIZE = 20;

const NoticesDocument = graphql(`
  query Notices($first: Int, $after: String) {
    noticesDelivered
    notices(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        recipient
        subject
        text
        status
        attempts
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

const STATUS_LABEL: Record<NoticeStatus, string> = {
  QUEUED: 'Queued',
  SENT: 'Sent',
  FAILED: 'Failed',
  HELD: 'Held',
  SUPPRESSED: 'Not sent: unsubscribed',
};

const STATUS_BADGE: Record<NoticeStatus, string> = {
  QUEUED: 'badge badge--warning',
  SENT: 'badge badge--success',
  FAILED: 'badge badge--danger',
  HELD: 'badge',
  SUPPRESSED: 'badge',
};

export function Component() {
  const pages = useCursorPages();
  const noticesQuery = useQuery(NoticesDocument, {
    variables: { first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, loading, error, refetch } = noticesQuery;
  const shown = data ?? previousData;
  const connection = shown?.notices;
  usePollWhile(connection?.nodes.some((n) => n.status === 'QUEUED') ?? false, noticesQuery, 3000);

  return (
    <div className="notices-page">
      <PageHeader
        title="Email Notices"
        description="The emails sent to you and your customers: quote requests, and their delivery."
      />
      {shown && !shown.noticesDelivered ? (
        <div className="notice" role="status">
          <IconAlert size={20} />
          <div>
            <h2>Email is not set up</h2>
            <p>
              Notices are kept here and not sent. To send them, start the gateway with <code>SMTP_URL</code> (your mail
              server) and <code>MAIL_FROM</code> (the sender).
            </p>
          </div>
        </div>
      ) : null}
      <Card padded={false}>
        {loading && shown ? (
          <div className="toolbar">
            <span className="muted" style={{ fontSize: 13 }}>
              Updating…
            </span>
          </div>
        ) : null}
        {error && !shown ? (
          <ErrorState title="Could not load notices" onRetry={() => void refetch()} />
        ) : !connection ? (
          <div style={{ padding: 16, display: 'grid', gap: 14 }} aria-busy="true" aria-label="Loading notices">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={14} />
            ))}
          </div>
        ) : connection.nodes.length === 0 ? (
          <EmptyState icon={<IconSend size={22} />} title="No notices yet">
            When a customer requests a quote, the email telling you shows here.
          </EmptyState>
        ) : (
          <TableScroll label="Notices">
            <table className="table table--cards quotes-table">
              <thead>
                <tr>
                  <th scope="col">Notice</th>
                  <th scope="col">To</th>
                  <th scope="col">State</th>
                  <th scope="col" className="num">
                    Attempts
                  </th>
                  <th scope="col">Sent</th>
                </tr>
              </thead>
              <tbody>
                {connection.nodes.map((n) => (
                  <tr key={n.id} data-testid="notice-row">
                    <td>
                      <div className="cell-sub">{dateTimeFormat.format(new Date(n.createdAt))}</div>
                      <details className="notice-body">
                        <summary className="cell-title">{n.subject}</summary>
                        <pre>{n.text}</pre>
                      </details>
                    </td>
                    <td data-label="To">{n.recipient}</td>
                    <td data-label="State">
                      <span className={STATUS_BADGE[n.status]} data-testid="notice-status">
                        {STATUS_LABEL[n.status]}
                      </span>
                      {n.lastError && n.status !== 'SENT' ? <div className="sync-error">{n.lastError}</div> : null}
                    </td>
                    <td data-label="Attempts" className="num">
                      {n.attempts}
                    </td>
                    <td data-label="Sent" className="muted">
                      {n.sentAt ? dateTimeFormat.format(new Date(n.sentAt)) : '—'}
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
