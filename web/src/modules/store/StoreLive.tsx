/**
 * The live part of the dealer's store page: the fundraising total and order counts, sales by
 * item and by size (tables and bar charts), the orders as they come with their payment state
 * (mark a pay-later order paid), and the orders as CSV. Figures are computed from the store's
 * orders (store-sales.ts).
 */
import { useMutation } from '@apollo/client/react';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { StoreOrder_DealerFragment, Store_DealerFragment } from '../../gql/graphql';
import { downloadText, safeFileName } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
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
  countsInSales,
  fundraisingTotal,
  ORDER_CSV_HEADER,
  orderCsvRows,
  salesByItem,
  salesBySize,
} from './store-sales';

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
  const byItem = useMemo(() => salesByItem(orders, store.items), [orders, store.items]);
  const bySize = useMemo(() => salesBySize(orders), [orders]);
  const raised = useMemo(() => fundraisingTotal(orders), [orders]);
  const counted = orders.filter((o) => countsInSales(o.status));
  const [markPaid, marking] = useMutation(MarkStoreOrderPaidDocument);
  const [confirming, setConfirming] = useState<string | null>(null);

  const exportCsv = () => {
    const csv = stringify([[...ORDER_CSV_HEADER], ...orderCsvRows(orders)]);
    downloadText(csv, safeFileName(`${store.teamName} ${store.title} orders`, '.csv', 'store-orders'), 'text/csv');
  };

  return (
    <>
      <Card title="Sales">
        <dl className="store-figures">
          <div>
            <dt>Orders</dt>
            <dd className="tabular">{counted.length}</dd>
          </div>
          <div>
            <dt>Garments</dt>
            <dd className="tabular">{byItem.reduce((a, r) => a + r.quantity, 0)}</dd>
          </div>
          <div>
            <dt>Sales before tax</dt>
            <dd className="tabular">{formatCents(byItem.reduce((a, r) => a + r.salesCents, 0))}</dd>
          </div>
          <div>
            <dt>Fundraising</dt>
            <dd className="tabular" data-testid="fundraising-total">
              {formatCents(raised)}
            </dd>
          </div>
        </dl>
        <p className="muted">Paid orders and pay-later orders before their due date count.</p>
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
                      <td className="num">{r.quantity}</td>
                      <td className="num">{formatCents(r.salesCents)}</td>
                      <td className="num">{formatCents(r.fundraisingCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <SalesBarChart
              title="Garments sold by item"
              rows={byItem.map((r) => ({ label: r.name, value: r.quantity }))}
            />
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
                          <td className="num">{r.quantity}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                <SalesBarChart
                  title="Garments sold by size"
                  rows={bySize.map((r) => ({ label: r.size, value: r.quantity }))}
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
                        {o.lines.map((l) => (
                          <li key={l.id} className={l.cancelled ? 'muted' : undefined}>
                            {l.itemName} {l.size}
                            {l.playerName ? ` ${l.playerName}` : ''}
                            {l.playerNumber ? ` #${l.playerNumber}` : ''}
                            {l.cancelled ? ' (cancelled)' : ''}
                          </li>
                        ))}
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
                    <td className="num">{formatCents(o.totalCents)}</td>
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
              onChanged();
            })
            .catch((e: unknown) => toast.error(errorMessage(e, 'The order could not be marked paid')));
        }}
      >
        <p>Order {confirming} was placed to pay later. Mark it paid once you have the payment.</p>
      </ConfirmDialog>
    </>
  );
}
