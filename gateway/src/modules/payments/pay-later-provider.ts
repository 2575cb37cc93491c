/**
 * Pay later: a purchase order, school billing or cash at pickup. Nothing is asked of anyone: the
 * payment is UNPAID with its due date until the dealer marks it paid (payments.service.ts
 * `markPaid`) or it expires; a refund of a paid one only records what the dealer gave back.
 */
import { ConflictError } from '../../lib/errors.js';
import type { PaymentLedger } from './payment-ledger.js';
import { checkPaymentStart } from './payment-input.js';
import type { PaymentProvider } from './payment-types.js';

export function payLaterProvider(ledger: PaymentLedger): PaymentProvider {
  return {
    method: 'PAY_LATER',

    /** An UNPAID payment due on `dueDate` (required, YYYY-MM-DD); no redirect. */
    async start(raw) {
      const input = checkPaymentStart(raw, true);
      const row = await ledger.record(input, 'PAY_LATER', 'UNPAID');
      if (row.status !== 'UNPAID') throw new ConflictError(`This payment is ${row.status.toLowerCase()} already`);
      return { paymentId: row.public_id, redirectUrl: null, status: 'UNPAID' };
    },

    refund(input) {
      return ledger.refund(input, 'PAY_LATER', async () => null);
    },
  };
}
