/**
 * SQL of payments, their Stripe events and refunds (tables `payments`, `payment_events`,
 * `payment_refunds`; migration 0037). Only this module writes them. Every function takes the
 * executor (the database or a transaction); state changes are conditional updates (`WHERE
 * status = ...`), so two requests at once cannot both make one.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  PaymentLine,
  PaymentMethodValue,
  PaymentRefundRow,
  PaymentRow,
  PaymentStatusValue,
} from '../../db/types.js';

export interface NewPayment {
  public_id: string;
  method: PaymentMethodValue;
  order_ref: string;
  idempotency_key: string;
  status: PaymentStatusValue;
  amount_cents: number;
  lines: PaymentLine[];
  buyer_email: string;
  due_date: string | null;
}

/** Inserts a payment unless its idempotency key is taken; the row, and whether this call made it. */
export async function insertPayment(exec: Executor, p: NewPayment): Promise<{ row: PaymentRow; created: boolean }> {
  const made = await exec
    .insertInto('payments')
    .values({ ...p, currency: 'usd', lines: JSON.stringify(p.lines) })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (made) return { row: made, created: true };
  const row = await exec
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', p.idempotency_key)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

export function paymentByPublicId(exec: Executor, publicId: string, lock = false): Promise<PaymentRow | undefined> {
  const q = exec.selectFrom('payments').selectAll().where('public_id', '=', publicId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function paymentById(exec: Executor, id: number): Promise<PaymentRow | undefined> {
  return exec.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentBySession(exec: Executor, sessionId: string): Promise<PaymentRow | undefined> {
  return exec
    .selectFrom('payments')
    .selectAll()
    .where('provider_session_id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export function paymentsOfOrder(exec: Executor, orderRef: string): Promise<PaymentRow[]> {
  return exec.selectFrom('payments').selectAll().where('order_ref', '=', orderRef).orderBy('id').execute();
}

/** Records the Checkout Session of card payment `id` (the first one recorded stays). */
export async function setSession(
  exec: Executor,
  id: number,
  sessionId: string,
  url: string | null,
): Promise<PaymentRow> {
  await exec
    .updateTable('payments')
    .set({ provider_session_id: sessionId, redirect_url: url, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('provider_session_id', 'is', null)
    .execute();
  return exec.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Moves payment `id` from `from` to PAID; false when it was not in `from`. */
export async function markPaid(
  exec: Executor,
  id: number,
  from: PaymentStatusValue,
  providerPaymentId: string | null,
): Promise<boolean> {
  const r = await exec
    .updateTable('payments')
    .set({ status: 'PAID', paid_at: sql`now()`, updated_at: sql`now()`, provider_payment_id: providerPaymentId })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves payment `id` from one of `from` to `to`; false when it was in none of them. */
export async function moveStatus(
  exec: Executor,
  id: number,
  from: PaymentStatusValue[],
  to: PaymentStatusValue,
): Promise<boolean> {
  const r = await exec
    .updateTable('payments')
    .set({ status: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Claims the `paid` event of payment `id`: the row when it is paid and no one has claimed it yet
 * (one conditional update, so one caller gets it), else undefined.
 */
export function claimPaidEmission(exec: Executor, id: number): Promise<PaymentRow | undefined> {
  return exec
    .updateTable('payments')
    .set({ paid_emitted_at: sql`now()` })
    .where('id', '=', id)
    .where('paid_at', 'is not', null)
    .where('paid_emitted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Gives a claim back (its subscriber failed): the next delivery or retry emits it. */
export async function releasePaidEmission(exec: Executor, id: number): Promise<void> {
  await exec.updateTable('payments').set({ paid_emitted_at: null }).where('id', '=', id).execute();
}

/** Stores Stripe event `eventId` unless it is stored already; false for a second delivery. */
export async function insertEvent(exec: Executor, eventId: string, type: string): Promise<boolean> {
  const r = await exec
    .insertInto('payment_events')
    .values({ event_id: eventId, type, payment_id: null, outcome: 'RECEIVED' })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return r !== undefined;
}

export async function setEventOutcome(exec: Executor, eventId: string, paymentId: number | null, outcome: string) {
  await exec
    .updateTable('payment_events')
    .set({ payment_id: paymentId, outcome })
    .where('event_id', '=', eventId)
    .execute();
}

export function eventById(exec: Executor, eventId: string) {
  return exec.selectFrom('payment_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export function refundByKey(exec: Executor, key: string): Promise<PaymentRefundRow | undefined> {
  return exec.selectFrom('payment_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** Cents of payment `id` being refunded now (PENDING refunds). */
export async function pendingRefundCents(exec: Executor, id: number): Promise<number> {
  const r = await exec
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'))
    .where('payment_id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(r.cents);
}

export function insertRefund(
  exec: Executor,
  r: { public_id: string; payment_id: number; idempotency_key: string; amount_cents: number },
): Promise<PaymentRefundRow> {
  return exec
    .insertInto('payment_refunds')
    .values({ ...r, status: 'PENDING' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Asks again a refund that failed (same key): PENDING with `amountCents`. */
export async function retryRefund(exec: Executor, id: number): Promise<void> {
  await exec.updateTable('payment_refunds').set({ status: 'PENDING', done_at: null }).where('id', '=', id).execute();
}

export async function failRefund(exec: Executor, id: number): Promise<void> {
  await exec
    .updateTable('payment_refunds')
    .set({ status: 'FAILED', done_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/**
 * PENDING -> SUCCEEDED for refund `id`, and its amount added to its payment's refunded cents
 * (REFUNDED when all of it is back, else PARTIALLY_REFUNDED); false when it was not PENDING.
 */
export async function succeedRefund(exec: Executor, id: number, providerRefundId: string | null): Promise<boolean> {
  const done = await exec
    .updateTable('payment_refunds')
    .set({ status: 'SUCCEEDED', provider_refund_id: providerRefundId, done_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning(['payment_id', 'amount_cents'])
    .executeTakeFirst();
  if (!done) return false;
  await exec
    .updateTable('payments')
    .set({
      refunded_cents: sql`refunded_cents + ${done.amount_cents}`,
      status: sql`CASE WHEN refunded_cents + ${done.amount_cents} >= amount_cents THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
      updated_at: sql`now()`,
    })
    .where('id', '=', done.payment_id)
    .execute();
  return true;
}

/** Claims the `refunded` event of refund `id` (succeeded, not emitted yet), as for payments. */
export function claimRefundEmission(exec: Executor, id: number): Promise<PaymentRefundRow | undefined> {
  return exec
    .updateTable('payment_refunds')
    .set({ emitted_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'SUCCEEDED')
    .where('emitted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function releaseRefundEmission(exec: Executor, id: number): Promise<void> {
  await exec.updateTable('payment_refunds').set({ emitted_at: null }).where('id', '=', id).execute();
}

/** Sets payment `id`'s card fee (cents, as the provider's balance transaction reported it) while none is set. */
export async function setFee(exec: Executor, id: number, feeCents: number): Promise<void> {
  await exec
    .updateTable('payments')
    .set({ fee_cents: feeCents })
    .where('id', '=', id)
    .where('fee_cents', 'is', null)
    .execute();
}

/** The reported card fees (cents) of the payments of `publicIds` that have one. */
export async function feesOf(
  exec: Executor,
  publicIds: readonly string[],
): Promise<{ public_id: string; fee_cents: number }[]> {
  if (publicIds.length === 0) return [];
  const rows = await exec
    .selectFrom('payments')
    .select(['public_id', 'fee_cents'])
    .where('public_id', 'in', publicIds)
    .where('fee_cents', 'is not', null)
    .execute();
  return rows.map((r) => ({ public_id: r.public_id, fee_cents: Number(r.fee_cents) }));
}
