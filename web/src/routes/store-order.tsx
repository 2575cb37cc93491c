/**
 * A buyer's order by its private link (`/store-orders/{token}`), which is also the receipt the
 * checkout ends on (`?placed=1`): the order number, its payment state, each line with its own
 * picture, the totals (the team's fundraising part and tax named), and, until the store's hard
 * close, a change of any line's size, name or number.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatCents } from '../lib/money';
import { usePageTitle } from '../lib/use-page-title';
import { usePollWhile } from '../lib/use-poll-while';
import { LineMoney, LineWhat } from '../modules/store/LineSummary';
import { OrderLineChange } from '../modules/store/OrderLineChange';
import { BuyerStoreOrderDocument } from '../modules/store/store-documents';
import { ORDER_STATUS_BADGE, ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL } from '../modules/store/store-labels';
import { formatInZone } from '../modules/store/store-time';
import { anyPending, SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { formatIsoDay } from '../modules/quotes/quote-labels';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { FullPageMessage } from '../ui/FullPageMessage';
import { MAIN_ID } from '../ui/focus';
import { Skeleton } from '../ui/Skeleton';
import '../styles/store.css';
import '../styles/store-bundles.css';

export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const placed = params.has('placed');
  const query = useQuery(BuyerStoreOrderDocument, { variables: { token }, fetchPolicy: 'cache-and-network' });
  const { data, error, refetch } = query;
  const view = data?.storeOrder;
  const order = view?.order;
  const [changing, setChanging] = useState<string | null>(null);
  const items = new Map((view?.store.items ?? []).map((i) => [i.id, i]));
  const bundles = new Map((view?.store.bundles ?? []).map((b) => [b.id, b.name]));
  usePageTitle(order ? `Order ${order.number}` : null);
  // A card payment confirmed by the payment provider's notice arrives a moment after the return.
  usePollWhile(
    Boolean(
      order &&
      (order.status === 'PENDING' || anyPending((view?.store.items ?? []).map((i) => i.configuration.snapshot))),
    ),
    query,
    2000,
  );

  if (error && !data)
    return (
      <main className="store-page" id={MAIN_ID}>
        <ErrorState title="Could not load your order" onRetry={() => void refetch()} />
      </main>
    );
  if (!data)
    return (
      <main className="store-page" id={MAIN_ID} aria-busy="true" aria-label="Loading your order">
        <Skeleton height={96} />
        <Skeleton height={320} />
      </main>
    );
  if (!view || !order)
    return (
      <FullPageMessage title="Order not found">
        <p>This link does not open an order. Check that you copied the whole link from your receipt email.</p>
      </FullPageMessage>
    );
  const store = view.store;
  const storePath = `/stores/${encodeURIComponent(store.dealerCode)}/${encodeURIComponent(store.id)}/`;
  return (
    <main className="store-page" id={MAIN_ID}>
      <header className="store-head">
        <div className="store-head__text">
          <p className="store-head__dealer">
            From <strong>{store.dealer.name}</strong>
            {store.dealer.email ? (
              <>
                {' · '}
                <a href={`mailto:${store.dealer.email}`}>{store.dealer.email}</a>
              </>
            ) : null}
          </p>
          <p className="store-head__team">
            <Link to={storePath}>{store.teamName}</Link> · {store.title}
          </p>
        </div>
      </header>
      {placed ? (
        <p className="store-note store-note--done" role="status">
          Thank you, {order.buyerName}: your order is placed. A receipt is on its way to {order.buyerEmail}.
        </p>
      ) : null}
      <h1 className="store-page__title">Order {order.number}</h1>
      <p className="store-order__status">
        <span className={ORDER_STATUS_BADGE[order.status]}>{ORDER_STATUS_LABEL[order.status]}</span>{' '}
        {PAYMENT_METHOD_LABEL[order.paymentMethod]}
        {order.status === 'UNPAID' && order.dueDate ? ` · due by ${formatIsoDay(order.dueDate)}` : ''}
      </p>
      {order.group || order.playerName ? (
        <p className="muted">{[order.playerName, order.group].filter(Boolean).join(' · ')}</p>
      ) : null}
      <ul className="store-cart__lines" aria-label="Items ordered">
        {order.lines.map((l) => {
          const item = items.get(l.itemId);
          return (
            <li key={l.id} className={['store-line card', l.cancelled ? 'store-line--cancelled' : ''].join(' ')}>
              <div className="store-line__picture">
                {item ? <SnapshotImage snapshot={item.configuration.snapshot} alt={l.itemName} /> : null}
              </div>
              <div className="store-line__body">
                <h2 className="store-line__name">
                  {l.itemName}
                  {l.cancelled ? <span className="badge badge--danger">Cancelled</span> : null}
                </h2>
                <LineWhat line={l} />
                {l.bundleId && bundles.has(l.bundleId) ? (
                  <p className="muted store-line__bundle">In the bundle {bundles.get(l.bundleId)}</p>
                ) : null}
                <LineMoney line={l} />
                {view.canChange && !l.cancelled && item ? (
                  changing === l.id ? (
                    <OrderLineChange token={token} line={l} item={item} onDone={() => setChanging(null)} />
                  ) : (
                    <Button size="sm" onClick={() => setChanging(l.id)} aria-label={`Change ${l.itemName}`}>
                      Change size, name or number
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <table className="table store-totals" aria-label="Totals">
        <tbody>
          <tr>
            <th scope="row">Items</th>
            <td className="num">{formatCents(order.subtotalCents)}</td>
          </tr>
          {order.fundraisingCents > 0 ? (
            <tr>
              <th scope="row">of which to the team</th>
              <td className="num">{formatCents(order.fundraisingCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Tax</th>
            <td className="num">{formatCents(order.taxCents)}</td>
          </tr>
          <tr className="store-totals__total">
            <th scope="row">Total</th>
            <td className="num">{formatCents(order.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">
        {view.canChange && store.hardCloseAt
          ? `You can change sizes, names and numbers until ${formatInZone(store.hardCloseAt, store.timezone)}. Keep this page's link: it is your order's.`
          : 'This order can no longer be changed.'}
      </p>
    </main>
  );
}
