/**
 * Payments of orders (modules/payments; migration 0037): the payment of an order reference, the
 * Stripe webhook events handled, and refunds. Amounts in integer cents.
 */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.js';

export type PaymentMethodValue = 'CARD' | 'PAY_LATER';
/**
 * PENDING: a card payment waiting for its Checkout Session to be paid; UNPAID: pay later, until
 * the dealer marks it paid; PAID, then PARTIALLY_REFUNDED or REFUNDED; EXPIRED (an unpaid one past
 * its due date) or CANCELLED (its order was given up before it was paid).
 */
export type PaymentStatusValue =
  'PENDING' | 'UNPAID' | 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'EXPIRED' | 'CANCELLED';

/** One line of a payment as the buyer sees it: its name, the price of one unit in cents, how many. */
export interface PaymentLine {
  name: string;
  amountCents: number;
  quantity: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  /** `pay_` + 16 random characters: the id callers hold. */
  public_id: string;
  method: PaymentMethodValue;
  /** The order this pays, as its module names it (payments knows nothing more of it). */
  order_ref: string;
  idempotency_key: string;
  status: PaymentStatusValue;
  currency: 'usd';
  amount_cents: number;
  refunded_cents: Generated<number>;
  lines: Json<PaymentLine[]>;
  buyer_email: string;
  /** PAY_LATER: YYYY-MM-DD. */
  due_date: string | null;
  /** CARD: the Stripe Checkout Session's id. */
  provider_session_id: string | null;
  /** CARD: the Stripe payment intent, once paid (refunds go to it). */
  provider_payment_id: string | null;
  /** CARD: the hosted checkout page. */
  redirect_url: string | null;
  paid_at: Timestamp | null;
  paid_emitted_at: Timestamp | null;
  /** CARD: the provider's fee as its balance transaction reported it (0041); null: not reported. */
  fee_cents: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A Stripe webhook event handled (its id unique: a second delivery changes nothing). */
export interface PaymentEventsTable {
  event_id: string;
  type: string;
  payment_id: number | null;
  /** What it did: PAID, DUPLICATE_PAYMENT (already paid), NO_PAYMENT, AMOUNT_MISMATCH, NOT_PAID, IGNORED. */
  outcome: string;
  received_at: Timestamp;
}

export type PaymentRefundStatusValue = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface PaymentRefundsTable {
  id: Generated<number>;
  /** `ref_` + 16 random characters. */
  public_id: string;
  payment_id: number;
  idempotency_key: string;
  amount_cents: number;
  status: PaymentRefundStatusValue;
  /** CARD: Stripe's refund id. */
  provider_refund_id: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
  /** When the `refunded` event went to the subscribers. */
  emitted_at: Timestamp | null;
}
