/**
 * A store's orders as the dealer's CSV: one row per order line (every order, every status),
 * amounts in dollars with two decimals, buyer-typed text defused against spreadsheet formulas by
 * the gateway's own rule (@tas/rules `csvText`). The sales figures are the gateway's
 * (`Store.sales`). Pure.
 */
import { csvText } from '@tas/rules';
import type { StoreOrderStatus } from '../../gql/graphql';

export interface CsvOrder {
  number: string;
  status: StoreOrderStatus;
  paymentMethod: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone?: string | null;
  playerName?: string | null;
  group?: string | null;
  createdAt: string;
  dueDate?: string | null;
  lines: readonly {
    itemName: string;
    size: string;
    playerName?: string | null;
    playerNumber?: string | null;
    unitPriceCents: number;
    fundraisingCents: number;
    taxCents: number;
    totalCents: number;
    cancelled: boolean;
    refunded: boolean;
  }[];
}

export const ORDER_CSV_HEADER = [
  'order',
  'status',
  'payment',
  'placed',
  'due',
  'buyer',
  'email',
  'phone',
  'player',
  'group',
  'item',
  'size',
  'name',
  'number',
  'price',
  'fundraising',
  'tax',
  'total',
  'line cancelled',
  'line refunded',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The rows under {@link ORDER_CSV_HEADER}. */
export function orderCsvRows(orders: readonly CsvOrder[]): string[][] {
  return orders.flatMap((o) =>
    o.lines.map((l) => [
      o.number,
      o.status,
      o.paymentMethod,
      o.createdAt,
      o.dueDate ?? '',
      csvText(o.buyerName),
      csvText(o.buyerEmail),
      csvText(o.buyerPhone),
      csvText(o.playerName),
      csvText(o.group),
      csvText(l.itemName),
      l.size,
      csvText(l.playerName),
      csvText(l.playerNumber),
      dollars(l.unitPriceCents),
      dollars(l.fundraisingCents),
      dollars(l.taxCents),
      dollars(l.totalCents),
      l.cancelled ? 'yes' : '',
      l.refunded ? 'yes' : '',
    ]),
  );
}
