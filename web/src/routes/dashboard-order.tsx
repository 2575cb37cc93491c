/**
 * An order (`/dashboard/orders/:orderId`): what the factory produces. Its
 * number, sync state and the quote it came from; then each line: style, design, garment colours
 * by name and number, the decorations as on the proof (location, content, font, fill and
 * outlines, height, position), the approved proof's version, and the roster with a SKU per size;
 * then the totals as the quote's (discount, shipping, tax, deposit and balance). An order made
 * without approved proofs says so. A team store's production order has no quote: it names its
 * store and round (held until the dealer sends it from the store's page), and each size line its
 * names and numbers and the team's pieces.
 */
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import type { OrderDetailQuery } from '../gql/graphql';
import { errorCode } from '../lib/errors';
import { formatCents } from '../lib/money';
import { locationName, positionText } from '../modules/proofs/decoration-words';
import { SYNC_STATUS_BADGE, SYNC_STATUS_LABEL, dateTimeFormat } from '../modules/quotes/quote-labels';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconArrowLeft, IconSync } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { TableScroll } from '../ui/TableScroll';
import { OrderDetails } from '../modules/quotes/OrderDetails';
import { QuoteTotalsTable } from '../modules/quotes/QuoteTotalsTable';
import { usePollWhile } from '../lib/use-poll-while';
import { ORDER_SOURCE } from '../app/web-kinds';
import { ProofPdfLink, pdfPending } from '../modules/proofs/ProofPdfLink';
import { SnapshotImage, anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/quotes.css';

const OrderDocument = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      id
      number
      createdAt
      totalCents
      syncStatus
      syncAttempts
      lastSyncError
      approvalWaived
      sentAt
      store {
        id
        name
        round
        closedAt
      }
      ...OrderDetails_order
      totals {
        ...QuoteTotals_totals
      }
      quote {
        id
        pricing {
          ...QuoteTotals_pricing
        }
        items {
          configurationShortId
          snapshot(view: FRONT) {
            ...SnapshotImage_snapshot
          }
        }
        proofs {
          latest {
            version
            configuration {
              shortId
            }
            pdf {
              status
              progress
              url
            }
          }
        }
        contact {
          name
          email
        }
        project {
          title
        }
      }
      lines {
        styleId
        productName
        configurationShortId
        designCode
        designName
        proofVersion
        quantity
        lineTotalCents
        colors {
          name
          code
          hex
        }
        decorations {
          location
          contentType
          content
          font
          fill {
            name
            code
          }
          outline1 {
            name
            code
          }
          outline2 {
            name
            code
          }
          heightMm
          offsetXMm
          offsetYMm
          rotationDeg
        }
        sizeLines {
          sku
          size
          quantity
          playerName
          playerNumber
          unitPriceCents
          players {
            name
            number
          }
          teamPieces
        }
      }
    }
  }
`);

type Line = OrderDetailQuery['order']['lines'][number];
type OrderQuote = OrderDetailQuery['order']['quote'];
type Colour = { name: string; code: string } | null | undefined;

const colour = (c: Colour) => (c ? `${c.name} (${c.code})` : '—');
type SizeLine = Line['sizeLines'][number];
/** Who a size line is for: the quote's player, or a store's names and numbers and the team's pieces. */
function playersText(l: SizeLine): string {
  if (l.playerName) return l.playerName;
  const names = l.players.map((p) => [p.name, p.number != null ? `#${p.number}` : null].filter(Boolean).join(' '));
  if (l.teamPieces > 0) names.push(`${l.teamPieces} for the team`);
  return names.join(', ') || '—';
}
function OrderLineCard({ line, quote }: { line: Line; quote: OrderQuote }) {
  // The line's picture (the quote's item) and the approved proof's PDF; a store's order has neither.
  const item = quote?.items.find((i) => i.configurationShortId === line.configurationShortId);
  const proof = quote?.proofs.find(
    (p) => p.latest?.configuration.shortId === line.configurationShortId && p.latest.version === line.proofVersion,
  )?.latest;
  return (
    <Card>
      <div className="card__header">
        <h2 className="card__title">{line.productName}</h2>
        <span className="muted">
          {line.proofVersion != null ? `Proof version ${line.proofVersion} approved` : 'No approved proof'}
        </span>
        {proof ? <ProofPdfLink pdf={proof.pdf} label={`${line.productName}, version ${proof.version}`} /> : null}
      </div>
      {item ? (
        <SnapshotImage snapshot={item.snapshot} alt={`${line.productName}, front`} className="order-line__image" />
      ) : null}
      <dl className="quote-meta order-line__facts">
        <div>
          <dt>Style</dt>
          <dd className="mono">{line.styleId}</dd>
        </div>
        <div>
          <dt>Configuration</dt>
          <dd className="mono">{line.configurationShortId}</dd>
        </div>
        <div>
          <dt>Design</dt>
          <dd>{line.designCode ? `${line.designName} (${line.designCode})` : 'Plain'}</dd>
        </div>
        <div>
          <dt>Colours</dt>
          <dd>
            {line.colors.map((c, i) => (
              <span key={i} className="order-colour">
                <span className="proof-chip" style={{ background: c.hex }} aria-hidden="true" />
                {c.name} ({c.code})
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <h3 className="order-line__h3">Decorations</h3>
      {line.decorations.length === 0 ? (
        <p className="muted">No decorations.</p>
      ) : (
        <TableScroll label={`Decorations of ${line.productName}`}>
          <table className="table" data-testid="order-decorations">
            <thead>
              <tr>
                <th scope="col">Location</th>
                <th scope="col">Content</th>
                <th scope="col">Font</th>
                <th scope="col">Fill</th>
                <th scope="col">Outlines</th>
                <th scope="col" className="num">
                  Height
                </th>
                <th scope="col">Position</th>
              </tr>
            </thead>
            <tbody>
              {line.decorations.map((d, i) => (
                <tr key={i}>
                  <td>{locationName(d.location)}</td>
                  <td>{d.content}</td>
                  <td>{d.font ?? '—'}</td>
                  <td>{d.contentType === 'UPLOADS' ? 'As the file' : colour(d.fill)}</td>
                  <td>{[d.outline1, d.outline2].filter(Boolean).map(colour).join(', ') || '—'}</td>
                  <td className="num">{d.heightMm != null ? `${d.heightMm} mm` : '—'}</td>
                  <td>{positionText({ x: d.offsetXMm, y: d.offsetYMm, rotation: d.rotationDeg })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <h3 className="order-line__h3">Roster</h3>
      <TableScroll label={`Roster of ${line.productName}`}>
        <table className="table" data-testid="order-roster">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Size</th>
              {quote ? (
                <>
                  <th scope="col">Player</th>
                  <th scope="col">No.</th>
                </>
              ) : (
                <th scope="col">Names and numbers</th>
              )}
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Unit
              </th>
            </tr>
          </thead>
          <tbody>
            {line.sizeLines.map((l, i) => (
              <tr key={i}>
                <td className="mono">{l.sku}</td>
                <td>{l.size}</td>
                <td>{playersText(l)}</td>
                {quote ? <td>{l.playerNumber ?? '—'}</td> : null}
                <td className="num">{l.quantity}</td>
                <td className="num">{formatCents(l.unitPriceCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={quote ? 4 : 3}>Line total</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{formatCents(line.lineTotalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </Card>
  );
}

export function Component() {
  const { orderId = '' } = useParams();
  const query = useQuery(OrderDocument, { variables: { id: orderId } });
  const { data, error, refetch } = query;
  const order = data?.order;
  usePollWhile(
    anyPending(order?.quote?.items.map((i) => i.snapshot) ?? []) ||
      Boolean(order?.quote?.proofs.some((p) => pdfPending(p.latest?.pdf))),
    query,
    2000,
  );
  const back = (
    <Button variant="ghost" size="sm" asChild>
      <Link to="/dashboard/order_sync">
        <IconArrowLeft size={14} />
        Order Sync
      </Link>
    </Button>
  );
  if (error && !order)
    return (
      <>
        <PageHeader title="Order" actions={back} />
        {errorCode(error) === 'NOT_FOUND' ? (
          <EmptyState icon={<IconSync size={22} />} title="Order not found">
            This order does not exist or belongs to another account.
          </EmptyState>
        ) : (
          <ErrorState title="Could not load the order" onRetry={() => void refetch()} />
        )}
      </>
    );
  if (!order)
    return (
      <>
        <PageHeader title="Order" actions={back} />
        <div aria-busy="true" aria-label="Loading order">
          <Skeleton height={320} />
        </div>
      </>
    );
  return (
    <>
      <PageHeader
        title={`Order ${order.number}`}
        description={
          <>
            {dateTimeFormat.format(new Date(order.createdAt))} · {formatCents(order.totalCents)} ·{' '}
            <span className={SYNC_STATUS_BADGE[order.syncStatus]} data-testid="sync-status">
              {SYNC_STATUS_LABEL[order.syncStatus]}
            </span>
          </>
        }
        actions={back}
      />
      <div className="order-detail">
        <Card>
          {order.quote ? (
            <p style={{ margin: 0 }}>
              From the quote of{' '}
              <Link to={`/dashboard/quotes/${order.quote.id}`}>
                {order.quote.contact.name} ({order.quote.contact.email})
              </Link>
              {order.quote.project ? ` for ${order.quote.project.title}` : ''}.
            </p>
          ) : order.store ? (
            <ORDER_SOURCE.Summary source={order.store} sentAt={order.sentAt} />
          ) : null}
          {order.approvalWaived ? (
            <p className="order-waived" role="note">
              {order.quote
                ? 'Made before every proof was approved (your settings allow it).'
                : 'Some items have no approved proof: they are made from their saved design.'}
            </p>
          ) : null}
          {order.lastSyncError && order.syncStatus !== 'SYNCED' ? (
            <p className="sync-error">
              Last delivery: {order.lastSyncError} ({order.syncAttempts} attempts)
            </p>
          ) : null}
        </Card>
        <OrderDetails order={order} />
        {order.lines.map((line, i) => (
          <OrderLineCard key={`${line.configurationShortId}-${i}`} line={line} quote={order.quote} />
        ))}
        <Card>
          <h2 className="card__title">Totals</h2>
          <QuoteTotalsTable totals={order.totals} pricing={order.quote?.pricing ?? null} />
        </Card>
      </div>
    </>
  );
}
