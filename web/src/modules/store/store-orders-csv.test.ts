import { describe, expect, it } from 'vitest';
import { ORDER_CSV_HEADER, orderCsvRows, type CsvOrder } from './store-orders-csv';

const line = (name: string, size: string, cents: number, tax: number, state: 'cancelled' | 'refunded' | null) => ({
  itemName: name,
  size,
  playerName: '-Diaz',
  playerNumber: '12',
  unitPriceCents: cents,
  fundraisingCents: 500,
  taxCents: tax,
  totalCents: cents + tax,
  cancelled: state === 'cancelled',
  refunded: state === 'refunded',
});

const order: CsvOrder = {
  number: 'S4K7-0001',
  status: 'PAID',
  paymentMethod: 'CARD',
  buyerName: '=cmd()',
  buyerEmail: 'a@b.example',
  buyerPhone: '+1 555 0100',
  playerName: 'Ana',
  group: '@Varsity',
  createdAt: '2026-12-06T12:00:00.000Z',
  dueDate: null,
  lines: [line('Jersey', 'M', 4750, 392, null), line('Shorts', 'YL', 2000, 165, 'refunded')],
};

describe('store orders CSV', () => {
  it('writes one row per line under the header, amounts in dollars, formulas defused, line states', () => {
    expect(ORDER_CSV_HEADER.join(',')).toBe(
      'order,status,payment,placed,due,buyer,email,phone,player,group,item,size,name,number,price,fundraising,tax,total,line cancelled,line refunded',
    );
    const buyer = ['S4K7-0001', 'PAID', 'CARD', '2026-12-06T12:00:00.000Z', '', "'=cmd()", 'a@b.example'];
    const rest = ["'+1 555 0100", 'Ana', "'@Varsity"];
    expect(orderCsvRows([order])).toEqual([
      [...buyer, ...rest, 'Jersey', 'M', "'-Diaz", '12', '47.50', '5.00', '3.92', '51.42', '', ''],
      [...buyer, ...rest, 'Shorts', 'YL', "'-Diaz", '12', '20.00', '5.00', '1.65', '21.65', '', 'yes'],
    ]);
    expect(orderCsvRows([{ ...order, lines: [line('Cap', 'OS', 1000, 0, 'cancelled')] }])[0]!.slice(-2)).toEqual([
      'yes',
      '',
    ]);
  });
});
