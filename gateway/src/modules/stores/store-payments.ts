/**
 * How the stores module starts a card payment: a port the composition root hands it (the
 * payments module's provider behind the shared interface of the team-store design), so that
 * stores never calls payments' service itself. The shapes are the payments module's own
 * `PaymentStart` and `PaymentStarted` (types from its door; payments imports nothing of stores);
 * the payments module keeps the payments, stores keeps the orders. A line's refund goes through
 * the port too; a refund made elsewhere reaches the order through payments' `refunded` event.
 * Pay later needs no provider: the order itself is UNPAID with a due date (store-orders.ts).
 */

import type { PaymentMethod, PaymentStart, PaymentStarted } from '../payments/index.js';

export type { PaymentMethod, PaymentStart, PaymentStarted };

/** Starts a payment by `method` (the payments module's provider of that method), and refunds one. */
export interface PaymentPort {
  start(method: PaymentMethod, input: PaymentStart): Promise<PaymentStarted>;
  /**
   * Gives back `amountCents` of paid payment `paymentId` (the payments module's `refund`): one
   * refund per `idempotencyKey`, a key used again answers that refund. BAD_USER_INPUT
   * `amountCents` for more than is left, `paymentId` for a payment not paid.
   */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}

/** The reference of store order `id` in payments (and back). */
export const orderRefOf = (orderId: number): string => `store-order-${orderId}`;

/** The order id a reference names, or null for a reference that is not a store order's. */
export function orderIdOfRef(ref: string): number | null {
  const match = /^store-order-(\d{1,10})$/.exec(ref);
  return match ? Number(match[1]) : null;
}
