/**
 * The live part of the dealer's store page: the fundraising total and order counts, sales by
 * item and by size (tables and bar charts), the orders as they come with their payment state
 * (mark a pay-later order paid; cancel an unpaid line, refund a paid one), and the orders as CSV
 * (store-orders-csv.ts). The figures are the gateway's (`Store.sales`), read again with the
 * orders.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { storeLineAction } from '@tas/rules';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { StoreOrder_DealerFragment, Store_DealerFragment } from '../../gql/graphql';
import { downloadText, safeFileName } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { usePollWhile } from '../../lib/use-poll-while';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { IconDownload, IconList } from '../../ui/icons';
import { TableScroll } from '../../ui/TableScroll';
import { dateTimeFormat } from '../quotes/quote-labels';
import { MarkStoreOrderPaidDocument } from './dealer-store-documents';
import { SalesBarChart } from './SalesBarChart';
import { ORDER_STATUS_BADGE, ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL } from './store-labels';
import {
  CancelStoreOrderLineDocument,
  DealerStoreSalesDocument,
  RefundStoreOrderLineDocument,
} from './store-live-documents';
import { ORDER_CSV_HEADER, orderCsvRows } from './store-orders-csv';

/** How often an open store's sales are read again, ms (as its orders are). */
const SALES_POLL_MS = 15_000;

type OrderLine = StoreOrder_DealerFragment['lines'][number];

/** A line the dealer is asked to confirm cancelling or refunding. */
interface LineChoice {
  action: 'CANCEL' | 'REFUND';
  order: StoreOrder_DealerFragment;
  line: OrderLine;
}

/** How a line reads: item, size, name and number. */
const lineText = (l: OrderLine) =>
  `${l.itemName} ${l.size}${l.playerName ? ` ${l.playerName}` : ''}${l.playerNumber ? ` #${l.playerNumber}` : ''}`;

export function StoreLive({
  store,
  orders,
  onChanged,
}: {
  store: Store_DealerFragment;
  /** The store's orders (`storeOrders`), newest first. */
  orders: readonly StoreOrder_DealerFragment[];
  onChanged: () => void;
}) {
  const salesQuery = useQuery(DealerStoreSalesDocument, {
    variables: { ref: { type: 'STORE', dealerCode: store.dealerCode, id: store.id } },
  });
  usePollWhile(store.state === 'OPEN', salesQuery, SALES_POLL_MS);
  const sales = salesQuery.data?.project && 'sales' in salesQuery.data.project ? salesQuery.data.project.sales : null;
  const byItem = sales?.byItem ?? [];
  const bySize = sales?.bySize ?? [];
  const [markPaid, marking] = useMutation(MarkStoreOrderPaidDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cancelLine, cancelling] = useMutation(CancelStoreOrderLineDocument);
  const [refundLine, refunding] = useMutation(RefundStoreOrderLineDocument);
  const [choice, setChoice] = useState<LineChoice | null>(null);
  // Focus goes back to the line (its button is gone once it is cancelled or refunded).
  const lineFocus = useRef<HTMLElement | null>(null);
  const changed = () => {
    onChanged();
    void salesQuery.refetch();
  };

  const settle = () => {
    if (!choice) return;
    const { action, order, line } = choice;
    const variables = { storeId: store.id, orderNumber: order.number, lineId: line.id };
    const done = action === 'CANCEL' ? cancelLine({ variables }) : refundLine({ variables });
    void done
      .then(() => {
        toast.success(
          action === 'CANCEL'
            ? `Line cancelled: ${lineText(line)} (order ${order.number})`
            : `Refunded ${formatCents(line.totalCents)}: ${lineText(line)} (order ${order.number})`,
        );
        setChoice(null);
        changed();
      })
      .catch((e: unknown) =>
        toast.error(
          errorMessage(e, action === 'CANCEL' ? 'The line could not be cancelled' : 'The line could not be refunded'),
        ),
      );
  };

  const exportCsv = () => {
    const csv = stringify([[...ORDER_CSV_HEADER], ...orderCsvRows(orders)]);
    downloadText(csv, safeFileName(`${store.teamName} ${store.title} orders`, '.csv', 'store-orders'), 'text/csv');
  };

  return (
    <>
      <Card title="Sales">
        <dl className="store-figures" aria-busy={salesQuery.loading && !sales}>
          <div>
            <dt>Orders</dt>
            <dd className="tabular">{sales?.orders ?? 0}</dd>
          </div>
          <div>
            <dt>Garments</dt>
            <dd className="tabular">{sales?.garments ?? 0}</dd>
          </div>
          <div>
            <dt>Sales before tax</dt>
            <dd className="tabular">{formatCents(sales?.salesCents ?? 0)}</dd>
          </div>
          <div>
            <dt>Fundraising</dt>
            <dd className="tabular" data-testid="fundraising-total">
              {formatCents(sales?.fundraisingCents ?? 0)}
            </dd>
          </div>
          <div>
            <dt>Tax</dt>
            <dd className="tabular">{formatCents(sales?.taxCents ?? 0)}</dd>
          </div>
        </dl>
        <p className="muted">
          Paid orders and pay-later orders before their due date count; cancelled and refunded lines do not.
        </p>
        <div className="store-sales">
          <section aria-label="Sales by item">
            <TableScroll label="Sales by item">
              <table className="table">
                <caption className="visually-hidden">Sales by item</caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col" className="num">
                      Sold
                    </th>
                    <th scope="col" className="num">
                      Sales
                    </th>
                    <th scope="col" className="num">
                      Fundraising
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {byItem.map((r) => (
                    <tr key={r.itemId}>
                      <th scope="row">{r.name}</th>
                      <td className="num">{r.sold}</td>
                      <td className="num">{formatCents(r.salesCents)}</td>
                      <td className="num">{formatCents(r.fundraisingCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <SalesBarChart title="Garments sold by item" rows={byItem.map((r) => ({ label: r.name, value: r.sold }))} />
          </section>
          <section aria-label="Sales by size">
            {bySize.length === 0 ? (
              <p className="muted">No garments sold yet.</p>
            ) : (
              <>
                <TableScroll label="Sales by size">
                  <table className="table">
                    <caption className="visually-hidden">Sales by size</caption>
                    <thead>
                      <tr>
                        <th scope="col">Size</th>
                        <th scope="col" className="num">
                          Sold
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {bySize.map((r) => (
                        <tr key={r.size}>
                          <th scope="row">{r.size}</th>
                          <td className="num">{r.sold}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                <SalesBarChart
                  title="Garments sold by size"
                  rows={bySize.map((r) => ({ label: r.size, value: r.sold }))}
                />
              </>
            )}
          </section>
        </div>
      </Card>
      <Card
        title="Orders"
        actions={
          <Button size="sm" icon={<IconDownload size={16} />} onClick={exportCsv} disabled={orders.length === 0}>
            Export CSV
          </Button>
        }
      >
        {orders.length === 0 ? (
          <EmptyState icon={<IconList size={22} />} title="No orders yet">
            Orders show here as buyers place them.
          </EmptyState>
        ) : (
          <TableScroll label="Orders">
            <table className="table store-orders">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Buyer</th>
                  <th scope="col">Items</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.number} data-order={o.number}>
                    <th scope="row">
                      <span className="mono">{o.number}</span>
                      <br />
                      <span className="muted">{dateTimeFormat.format(new Date(o.createdAt))}</span>
                    </th>
                    <td>
                      {o.buyerName}
                      <br />
                      <span className="muted">{o.buyerEmail}</span>
                      {o.group ? <span className="muted"> · {o.group}</span> : null}
                    </td>
                    <td>
                      <ul className="store-orders__lines">
                        {o.lines.map((l) => {
                          const action = l.cancelled || l.refunded ? null : storeLineAction(store.state, o.status);
                          return (
                            <li
                              key={l.id}
                              tabIndex={-1}
                              className={l.cancelled || l.refunded ? 'store-orders__line muted' : 'store-orders__line'}
                              data-line={l.id}
                            >
                              <span>{lineText(l)}</span>
                              {l.cancelled ? <span className="badge badge--danger">Cancelled</span> : null}
                              {l.refunded ? <span className="badge">Refunded</span> : null}
                              {action ? (
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  aria-label={`${action === 'CANCEL' ? 'Cancel' : 'Refund'} line ${lineText(l)} of order ${o.number}`}
                                  onClick={(e) => {
                                    lineFocus.current = e.currentTarget.closest('li');
                                    setChoice({ action, order: o, line: l });
                                  }}
                                >
                                  {action === 'CANCEL' ? 'Cancel line' : 'Refund line'}
                                </Button>
                              ) : null}
                            </li>
                          );
                        })}
                      </ul>
                    </td>
                    <td>
                      <span className={ORDER_STATUS_BADGE[o.status]}>{ORDER_STATUS_LABEL[o.status]}</span>
                      <br />
                      <span className="muted">
                        {PAYMENT_METHOD_LABEL[o.paymentMethod]}
                        {o.dueDate && o.status === 'UNPAID' ? ` · due ${o.dueDate}` : ''}
                      </span>
                    </td>
                    <td className="num">
                      {formatCents(o.totalCents)}
                      {o.refundedCents > 0 ? (
                        <>
                          <br />
                          <span className="muted">{formatCents(o.refundedCents)} refunded</span>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {o.status === 'UNPAID' ? (
                        <Button
                          size="sm"
                          onClick={() => setConfirming(o.number)}
                          aria-label={`Mark order ${o.number} paid`}
                        >
                          Mark paid
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Mark this order paid?"
        confirmLabel="Mark paid"
        busy={marking.loading}
        onConfirm={() => {
          const number = confirming;
          if (!number) return;
          void markPaid({ variables: { storeId: store.id, orderNumber: number } })
            .then(() => {
              toast.success(`Order ${number} marked paid`);
              setConfirming(null);
              changed();
            })
            .catch((e: unknown) => toast.error(errorMessage(e, 'The order could not be marked paid')));
        }}
      >
        <p>Order {confirming} was placed to pay later. Mark it paid once you have the payment.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => !open && setChoice(null)}
        title={choice?.action === 'REFUND' ? 'Refund this line?' : 'Cancel this line?'}
        confirmLabel={choice?.action === 'REFUND' ? `Refund ${formatCents(choice.line.totalCents)}` : 'Cancel line'}
        busy={cancelling.loading || refunding.loading}
        returnFocus={lineFocus}
        onConfirm={settle}
      >
        {choice ? (
          <p>
            {lineText(choice.line)} of order {choice.order.number} ({choice.order.buyerName}).{' '}
            {choice.action === 'CANCEL'
              ? 'It is no longer sold: its number is free again and the order total drops by ' +
                `${formatCents(choice.line.totalCents)}.`
              : choice.order.paymentMethod === 'CARD'
                ? `${formatCents(choice.line.totalCents)} (price and tax) goes back to the buyer's card. This cannot be undone.`
                : `The order was paid to you directly: ${formatCents(choice.line.totalCents)} (price and tax) is recorded as refunded; give it back to the buyer yourself.`}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
