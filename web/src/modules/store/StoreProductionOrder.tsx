/**
 * The dealer store page's production order card: each closed round's order (made by the close,
 * held until sent) with its lines by item and size, the garments, how many carry a name or
 * number, the team's pieces and the total at dealer prices; a link to the order's page and, while
 * it is held, "Send to production" (confirmed first: the order goes to the dealer's order system
 * and the store moves on to processing). Shown once the store has closed.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { StoreProductionOrdersQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TableScroll } from '../../ui/TableScroll';
import { SYNC_STATUS_LABEL, dateTimeFormat } from '../quotes/quote-labels';

const StoreProductionOrdersDocument = graphql(`
  query StoreProductionOrders($ref: ProjectRefInput!) {
    project(ref: $ref) {
      ... on Store {
        id
        productionOrders {
          id
          number
          totalCents
          sentAt
          syncStatus
          store {
            round
            closedAt
          }
          lines {
            productName
            quantity
            lineTotalCents
            sizeLines {
              sku
              size
              quantity
              teamPieces
              players {
                name
                number
              }
            }
          }
        }
      }
    }
  }
`);

const SendStoreProductionOrderDocument = graphql(`
  mutation SendStoreProductionOrder($storeId: ID!, $round: Int!) {
    sendStoreProductionOrder(storeId: $storeId, round: $round) {
      id
      sentAt
      syncStatus
    }
  }
`);

type ProductionOrder = Extract<
  NonNullable<StoreProductionOrdersQuery['project']>,
  { productionOrders: unknown }
>['productionOrders'][number];

/** The states a store shows the card in (its round closed). */
const SHOWN_IN = ['CLOSED', 'PROCESSING', 'COMPLETE'];

const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

function OrderFigures({ order }: { order: ProductionOrder }) {
  const sizes = order.lines.flatMap((l) => l.sizeLines);
  return (
    <dl className="store-figures">
      <div>
        <dt>Garments</dt>
        <dd className="tabular">{sum(order.lines.map((l) => l.quantity))}</dd>
      </div>
      <div>
        <dt>Names and numbers</dt>
        <dd className="tabular">{sum(sizes.map((s) => s.players.length))}</dd>
      </div>
      <div>
        <dt>Team's pieces</dt>
        <dd className="tabular">{sum(sizes.map((s) => s.teamPieces))}</dd>
      </div>
      <div>
        <dt>Total at your prices</dt>
        <dd className="tabular">{formatCents(order.totalCents)}</dd>
      </div>
    </dl>
  );
}

function OrderLines({ order }: { order: ProductionOrder }) {
  return (
    <TableScroll label={`Lines of order ${order.number}`}>
      <table className="table" data-testid="production-order-lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Size</th>
            <th scope="col">SKU</th>
            <th scope="col" className="num">
              Garments
            </th>
            <th scope="col" className="num">
              Names
            </th>
            <th scope="col" className="num">
              Team
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.flatMap((line, i) =>
            line.sizeLines.map((s, k) => (
              <tr key={`${i}-${k}`}>
                <td>{line.productName}</td>
                <td>{s.size}</td>
                <td className="mono">{s.sku}</td>
                <td className="num">{s.quantity}</td>
                <td className="num">{s.players.length}</td>
                <td className="num">{s.teamPieces}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function StoreProductionOrder({
  store,
  onSent,
}: {
  store: { id: string; dealerCode: string; state: string };
  /** After a send: the store's state moved on. */
  onSent: () => void;
}) {
  const query = useQuery(StoreProductionOrdersDocument, {
    variables: { ref: { type: 'STORE', dealerCode: store.dealerCode, id: store.id } },
    skip: !SHOWN_IN.includes(store.state),
  });
  const [send, sending] = useMutation(SendStoreProductionOrderDocument);
  const [confirming, setConfirming] = useState<ProductionOrder | null>(null);
  if (!SHOWN_IN.includes(store.state)) return null;
  const project = query.data?.project;
  const orders = project && 'productionOrders' in project ? project.productionOrders : [];

  const onSend = () => {
    if (!confirming?.store) return;
    const order = confirming;
    void send({ variables: { storeId: store.id, round: order.store!.round } })
      .then(() => {
        toast.success(`Order ${order.number} sent to production`);
        setConfirming(null);
        void query.refetch();
        onSent();
      })
      .catch((e: unknown) => toast.error(errorMessage(e, 'The order could not be sent')));
  };

  return (
    <Card title="Production order" aria-busy={query.loading && !project}>
      {orders.length === 0 ? (
        <p className="muted">
          {query.loading ? 'Loading the production order…' : 'The production order is made when the store closes.'}
        </p>
      ) : null}
      {orders.map((order) => (
        <section key={order.id} aria-label={`Production order ${order.number}`} className="store-production">
          <h3 className="order-line__h3">
            <Link to={`/dashboard/orders/${order.id}`}>Order {order.number}</Link>
            {order.store ? ` · round ${order.store.round}` : ''}
          </h3>
          <p className="muted" data-testid="production-order-state">
            {order.sentAt
              ? `Sent to production ${dateTimeFormat.format(new Date(order.sentAt))} · ${SYNC_STATUS_LABEL[order.syncStatus]}`
              : 'Held: check it, then send it to production.'}
          </p>
          <OrderFigures order={order} />
          <OrderLines order={order} />
          {!order.sentAt ? <Button onClick={() => setConfirming(order)}>Send to production</Button> : null}
        </section>
      ))}
      <ConfirmDialog
        open={confirming != null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Send the order to production?"
        confirmLabel="Send to production"
        busy={sending.loading}
        onConfirm={onSend}
      >
        {confirming
          ? `Order ${confirming.number} (${formatCents(confirming.totalCents)}) goes to your order system as it is now, and the store moves on to processing. It cannot be changed or discarded afterwards.`
          : ''}
      </ConfirmDialog>
    </Card>
  );
}
