/**
 * The payments module's door types: what a caller (the stores module, through the composition
 * root) hands a provider and gets back, and the events it may subscribe to. Payments know an
 * order only by its reference string; amounts are integer cents of US dollars.
 */
import type { PaymentLine, PaymentStatusValue } from '../../db/types.js';

export type PaymentMethod = 'CARD' | 'PAY_LATER';
export type PaymentStatus = PaymentStatusValue;

/** What starts a payment. */
export interface PaymentStart {
  /** The order's public number or id (at most 200 characters). */
  orderRef: string;
  /** What the buyer pays, in cents: the sum of the lines' `amountCents * quantity`. */
  amountCents: number;
  currency: 'usd';
  /** The lines the buyer sees (Stripe's checkout page lists them): a unit price in cents and a count each. */
  lines: PaymentLine[];
  buyerEmail: string;
  /** Where the hosted checkout sends the buyer after paying / giving up (http or https). */
  successUrl: string;
  cancelUrl: string;
  /** Same key -> same payment, same Checkout Session (1 to 200 characters). */
  idempotencyKey: string;
  /** PAY_LATER: the day it is due, YYYY-MM-DD. */
  dueDate?: string;
}

/** A started payment: CARD sends the buyer to `redirectUrl` (PENDING); PAY_LATER has none (UNPAID). */
export interface PaymentStarted {
  paymentId: string;
  redirectUrl: string | null;
  status: 'PENDING' | 'UNPAID';
}

/** A way to pay. */
export interface PaymentProvider {
  method: PaymentMethod;
  /** Starts (or, for a key already used, finds) the payment. BAD_USER_INPUT naming the field. */
  start(input: PaymentStart): Promise<PaymentStarted>;
  /**
   * Gives back `amountCents` of a paid payment (at most what is left). The same key makes one
   * refund. NOT_FOUND for an unknown payment, BAD_USER_INPUT `amountCents` / `paymentId`.
   */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}

/** What the payments module tells its subscribers (the composition root wires the stores module in). */
export interface PaymentEvents {
  /** A payment was paid: once per payment (a webhook delivered twice emits it once). */
  paid(e: { orderRef: string; paymentId: string; amountCents: number }): Promise<void>;
  /** A refund was made: once per refund, with its own amount. */
  refunded(e: { orderRef: string; paymentId: string; amountCents: number }): Promise<void>;
}

/** A payment as its callers read it. */
export interface PaymentView {
  paymentId: string;
  method: PaymentMethod;
  orderRef: string;
  status: PaymentStatus;
  currency: 'usd';
  amountCents: number;
  refundedCents: number;
  lines: PaymentLine[];
  buyerEmail: string;
  /** PAY_LATER: YYYY-MM-DD. */
  dueDate: string | null;
  /** CARD while PENDING: the hosted checkout page. */
  redirectUrl: string | null;
  paidAt: Date | null;
  createdAt: Date;
}
