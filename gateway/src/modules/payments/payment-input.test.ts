import { describe, expect, it } from 'vitest';
import { checkDueDate, checkPaymentStart } from './payment-input.js';
import type { PaymentStart } from './payment-types.js';

const start: PaymentStart = {
  orderRef: ' ORD-1 ',
  amountCents: 7700,
  currency: 'usd',
  lines: [
    { name: 'Jersey', amountCents: 3500, quantity: 2 },
    { name: 'Tax', amountCents: 700, quantity: 1 },
  ],
  buyerEmail: 'parent@example.com',
  successUrl: 'https://store.example/ok',
  cancelUrl: 'https://store.example/back',
  idempotencyKey: 'k-1',
};

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    return (err as { extensions?: { field?: string } }).extensions?.field;
  }
  return undefined;
}

describe('the checks of a payment start', () => {
  it('takes a start whose amount is the sum of its lines, trimmed', () => {
    expect(checkPaymentStart(start, false)).toEqual({ ...start, orderRef: 'ORD-1' });
    expect(checkPaymentStart({ ...start, dueDate: '2027-02-28' }, true).dueDate).toBe('2027-02-28');
  });

  it('names the field of each refusal', () => {
    const cases: [Partial<PaymentStart>, string][] = [
      [{ amountCents: 7701 }, 'amountCents'],
      [{ amountCents: 77.5 }, 'amountCents'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ name: 'Jersey', amountCents: 35.5, quantity: 2 }] }, 'lines.0.amountCents'],
      [{ lines: [{ name: 'Jersey', amountCents: 3850, quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ name: ' ', amountCents: 7700, quantity: 1 }] }, 'lines.0.name'],
      [{ currency: 'eur' as 'usd' }, 'currency'],
      [{ buyerEmail: 'not an address' }, 'buyerEmail'],
      [{ successUrl: 'javascript:alert(1)' }, 'successUrl'],
      [{ cancelUrl: '/relative' }, 'cancelUrl'],
      [{ idempotencyKey: '' }, 'idempotencyKey'],
      [{ orderRef: 'x'.repeat(201) }, 'orderRef'],
    ];
    expect(cases.map(([change]) => fieldOf(() => checkPaymentStart({ ...start, ...change }, false)))).toEqual(
      cases.map(([, field]) => field),
    );
  });

  it('takes only real days as due dates', () => {
    expect(checkDueDate('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-29', '2027-13-01', '27-01-01', '2027-1-1', '', undefined])
      expect(fieldOf(() => checkDueDate(bad))).toBe('dueDate');
  });
});
