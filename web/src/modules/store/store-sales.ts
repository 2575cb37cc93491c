/**
 * The dealer's live figures of a store, from its orders as `storeOrders` answers them: sales
 * by item and by size, the fundraising total, and the orders as CSV rows. An order counts once
 * the buyer has committed to it (PAID, or UNPAID: pay later before its due date); a card order
 * still PENDING, an expired, cancelled or refunded one does not, nor does a cancelled line.
 * Pure.
 */
import { sortBySize } from '@tas/garments';
import type { StoreOrderStatus } from '../../gql/graphql';

export interface SalesOrder {
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
  totalCents: number;
  lines: readonly {
    itemId: string;
    itemName: string;
    size: string;
    playerName?: string | null;
    playerNumber?: string | null;
    unitPriceCents: number;
    fundraisingCents: number;
    taxCents: number;
    totalCents: number;
    cancelled: boolean;
  }[];
}

const COUNTED: ReadonlySet<StoreOrderStatus> = new Set(['PAID', 'UNPAID']);

/** Whether an order's lines count in the store's sales. */
export function countsInSales(status: StoreOrderStatus): boolean {
  return COUNTED.has(status);
}

function countedLines(orders: readonly SalesOrder[]) {
  return orders.filter((o) => countsInSales(o.status)).flatMap((o) => o.lines.filter((l) => !l.cancelled));
}

export interface ItemSales {
  itemId: string;
  name: string;
  quantity: number;
  /** Before tax, fundraising included. */
  salesCents: number;
  fundraisingCents: number;
}

/** Sales per item, in the order of `items` (items without sales included, at 0). */
export function salesByItem(
  orders: readonly SalesOrder[],
  items: readonly { id: string; name: string }[],
): ItemSales[] {
  const rows = new Map<string, ItemSales>(
    items.map((i) => [i.id, { itemId: i.id, name: i.name, quantity: 0, salesCents: 0, fundraisingCents: 0 }]),
  );
  for (const l of countedLines(orders)) {
    let row = rows.get(l.itemId);
    if (!row) {
      row = { itemId: l.itemId, name: l.itemName, quantity: 0, salesCents: 0, fundraisingCents: 0 };
      rows.set(l.itemId, row);
    }
    row.quantity += 1;
    row.salesCents += l.unitPriceCents;
    row.fundraisingCents += l.fundraisingCents;
  }
  return [...rows.values()];
}

/** Garments sold per size over every item, in the garments' size order (@tas/garments `sortBySize`). */
export function salesBySize(orders: readonly SalesOrder[]): { size: string; quantity: number }[] {
  const counts = new Map<string, number>();
  for (const l of countedLines(orders)) counts.set(l.size, (counts.get(l.size) ?? 0) + 1);
  return sortBySize(
    [...counts].map(([size, quantity]) => ({ size, quantity })),
    (r) => r.size,
  );
}

/** What the team raises: the fundraising parts of the counted lines, cents. */
export function fundraisingTotal(orders: readonly SalesOrder[]): number {
  return countedLines(orders).reduce((a, l) => a + l.fundraisingCents, 0);
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
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Buyer-typed text as a CSV cell: a leading `=`, `+`, `-`, `@`, tab or CR would run as a
 * spreadsheet formula, so it gets a leading `'` (the rule of the gateway's own exports).
 */
function text(value: string | null | undefined): string {
  const v = value ?? '';
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** One row per order line (every order, every status), amounts in dollars with two decimals. */
export function orderCsvRows(orders: readonly SalesOrder[]): string[][] {
  return orders.flatMap((o) =>
    o.lines.map((l) => [
      o.number,
      o.status,
      o.paymentMethod,
      o.createdAt,
      o.dueDate ?? '',
      text(o.buyerName),
      text(o.buyerEmail),
      text(o.buyerPhone),
      text(o.playerName),
      text(o.group),
      text(l.itemName),
      l.size,
      text(l.playerName),
      text(l.playerNumber),
      dollars(l.unitPriceCents),
      dollars(l.fundraisingCents),
      dollars(l.taxCents),
      dollars(l.totalCents),
      l.cancelled ? 'yes' : '',
    ]),
  );
}
