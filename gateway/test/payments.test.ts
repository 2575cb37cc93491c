/**
 * Payments over real HTTP and a real database: card payments through the stand-in Stripe server
 * (scripts/stripe-stand-in.mjs, which answers the official SDK and signs its webhooks with the
 * SDK's test header), pay later, refunds, and the events subscribers get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../scripts/stripe-stand-in.mjs';
import { paymentsService, type PaymentStart } from '../src/modules/payments/index.js';
import { startHarness, type Harness } from './harness.js';

const SECRET = 'whsec_payments_test_0123456789abcdef';
let h: Harness;
let stripe: StripeStandIn;
const paid: { orderRef: string; paymentId: string; amountCents: number }[] = [];
const refunded: { orderRef: string; paymentId: string; amountCents: number }[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: SECRET });
  h = await startHarness({
    env: { STRIPE_SECRET_KEY: 'sk_test_gateway_payments', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url },
  });
  stripe.setWebhookUrl(`${h.url}/webhooks/stripe`);
  unsubscribe = h.built.services.payments.subscribe({
    paid: async (e) => void paid.push(e),
    refunded: async (e) => void refunded.push(e),
  });
}, 120_000);

afterAll(async () => {
  unsubscribe?.();
  await h?.close();
  await stripe?.close();
});

const payments = () => h.built.services.payments;

/** Two jerseys at $38.50 and $6.16 tax: $83.16. */
function order(ref: string, key = `key-${ref}`): PaymentStart {
  return {
    orderRef: ref,
    amountCents: 8316,
    currency: 'usd',
    lines: [
      { name: 'Home jersey, M, EMMA 12', amountCents: 3850, quantity: 2 },
      { name: 'Tax', amountCents: 616, quantity: 1 },
    ],
    buyerEmail: 'parent@example.com',
    successUrl: `https://store.example/orders/${ref}?paid=1`,
    cancelUrl: `https://store.example/orders/${ref}`,
    idempotencyKey: key,
  };
}

const sessionsOf = (ref: string) => [...stripe.sessions.values()].filter((s) => s.params.client_reference_id === ref);
const eventsOf = (ref: string) => paid.filter((e) => e.orderRef === ref);

async function rejection(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    const e = err as { extensions?: { code?: string; field?: string } };
    return { code: e.extensions?.code, field: e.extensions?.field };
  }
  throw new Error('expected a refusal');
}

/** Starts and pays a card payment of `ref` through the stand-in's test endpoint (one delivery). */
async function paidCard(ref: string) {
  const started = await payments().start('CARD', order(ref));
  const session = sessionsOf(ref)[0]!.session;
  const res = await fetch(`${stripe.url}/test/complete/${session.id}`, { method: 'POST' });
  expect(await res.json()).toMatchObject({ deliveries: [200] });
  return { started, session };
}

describe('card payments through Stripe Checkout', () => {
  it('opens a Checkout Session with the exact amount, lines, reference and return addresses', async () => {
    const started = await payments().start('CARD', order('ORD-1001'));
    const [entry] = sessionsOf('ORD-1001');
    expect(sessionsOf('ORD-1001')).toHaveLength(1);
    expect(entry!.params).toMatchObject({
      mode: 'payment',
      client_reference_id: 'ORD-1001',
      customer_email: 'parent@example.com',
      success_url: 'https://store.example/orders/ORD-1001?paid=1',
      cancel_url: 'https://store.example/orders/ORD-1001',
      metadata: { orderRef: 'ORD-1001', paymentId: started.paymentId },
      payment_intent_data: { metadata: { orderRef: 'ORD-1001', paymentId: started.paymentId } },
    });
    expect(entry!.params.line_items).toEqual([
      {
        quantity: '2',
        price_data: { currency: 'usd', unit_amount: '3850', product_data: { name: 'Home jersey, M, EMMA 12' } },
      },
      { quantity: '1', price_data: { currency: 'usd', unit_amount: '616', product_data: { name: 'Tax' } } },
    ]);
    expect(entry!.session.amount_total).toBe(8316);
    expect(started).toEqual({ paymentId: started.paymentId, redirectUrl: entry!.session.url, status: 'PENDING' });
    expect(started.redirectUrl).toBe(`${stripe.url}/pay/${entry!.session.id}`);
    expect(await payments().get(started.paymentId)).toMatchObject({
      method: 'CARD',
      orderRef: 'ORD-1001',
      status: 'PENDING',
      amountCents: 8316,
      refundedCents: 0,
    });
    // The key reached Stripe (prefixed by what it makes).
    const creates = stripe.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === 'ORD-1001',
    );
    expect(creates.map((r) => r.idempotencyKey)).toEqual(['tas-checkout-key-ORD-1001']);
  });

  it('makes one payment and one session of a start retried with the same idempotency key', async () => {
    const [a, b] = await Promise.all([
      payments().start('CARD', order('ORD-1002')),
      payments().start('CARD', order('ORD-1002')),
    ]);
    const c = await payments().start('CARD', order('ORD-1002'));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(sessionsOf('ORD-1002')).toHaveLength(1);
    expect(await payments().ofOrder('ORD-1002')).toHaveLength(1);
    // The same key for another amount is refused, naming the key.
    const other = {
      ...order('ORD-1002'),
      amountCents: 3850,
      lines: [{ name: 'Home jersey', amountCents: 3850, quantity: 1 }],
    };
    expect(await rejection(payments().start('CARD', other))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'idempotencyKey',
    });
    expect(await payments().ofOrder('ORD-1002')).toHaveLength(1);
  });

  it('refuses an amount that is not the sum of the lines, naming the field, and asks Stripe nothing', async () => {
    const before = stripe.requests.length;
    expect(await rejection(payments().start('CARD', { ...order('ORD-1003'), amountCents: 8317 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'amountCents',
    });
    expect(stripe.requests.length).toBe(before);
    expect(await payments().ofOrder('ORD-1003')).toEqual([]);
  });

  it('is paid once the signed webhook arrives, and emits paid once with the exact amount', async () => {
    const { started } = await paidCard('ORD-1004');
    expect(eventsOf('ORD-1004')).toEqual([{ orderRef: 'ORD-1004', paymentId: started.paymentId, amountCents: 8316 }]);
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'PAID', redirectUrl: null });
    const events = await h.built.database.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', '=', stripe.events.at(-1)!.event.id)
      .execute();
    expect(events.map((e) => [e.type, e.outcome])).toEqual([['checkout.session.completed', 'PAID']]);
  });

  it('emits paid once when the webhook is delivered twice, and again later', async () => {
    const started = await payments().start('CARD', order('ORD-1005'));
    const session = sessionsOf('ORD-1005')[0]!.session;
    const record = await stripe.complete(session.id, { times: 2 });
    expect(record!.deliveries).toEqual([200, 200]);
    expect(await stripe.deliver(record!.event)).toEqual([200]);
    expect(eventsOf('ORD-1005')).toEqual([{ orderRef: 'ORD-1005', paymentId: started.paymentId, amountCents: 8316 }]);
    const rows = await h.built.database.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('event_id', '=', record!.event.id)
      .execute();
    expect(rows).toEqual([{ outcome: 'PAID' }]);
  });

  it("pays through the hosted checkout page's Pay button and returns the buyer to the success address", async () => {
    const started = await payments().start('CARD', order('ORD-1009'));
    const page = await fetch(started.redirectUrl!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Pay $83.16</button>');
    expect(html).toContain('Home jersey, M, EMMA 12 × 2');
    const pay = await fetch(started.redirectUrl!, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe('https://store.example/orders/ORD-1009?paid=1');
    expect(eventsOf('ORD-1009')).toEqual([{ orderRef: 'ORD-1009', paymentId: started.paymentId, amountCents: 8316 }]);
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'PAID' });
  });

  it('refuses a wrong, missing or stale signature with 400 and changes nothing', async () => {
    const started = await payments().start('CARD', order('ORD-1006'));
    const session = sessionsOf('ORD-1006')[0]!.session;
    const forged = {
      id: 'evt_forged_1006',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' } },
    };
    expect(await stripe.deliver(forged, { secret: 'whsec_not_the_gateways' })).toEqual([400]);
    const body = JSON.stringify(forged);
    const unsigned = await fetch(`${h.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(400);
    const garbled = await fetch(`${h.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body,
    });
    expect(garbled.status).toBe(400);
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(eventsOf('ORD-1006')).toEqual([]);
    const stored = await h.built.database.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', 'evt_forged_1006')
      .execute();
    expect(stored).toEqual([]);
  });

  it('logs a refused signature without the secret, the header or the body', async () => {
    const lines: string[] = [];
    const service = paymentsService(h.built.database.db, {
      stripe: { secretKey: 'sk_test_gateway_payments', webhookSecret: SECRET, apiBase: stripe.url },
      log: (level, msg, extra) => void lines.push(JSON.stringify({ level, msg, extra })),
    });
    const header = 't=1700000000,v1=deadbeefdeadbeef';
    const answer = await service.receiveStripeWebhook(Buffer.from('{"id":"evt_secret_body_marker"}'), header);
    expect(answer.status).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('signature does not match');
    for (const secret of [SECRET, 'sk_test_gateway_payments', 'deadbeefdeadbeef', 'evt_secret_body_marker'])
      expect(lines[0]).not.toContain(secret);
  });

  it('does not mark paid a session whose reported amount is not the payment’s', async () => {
    const started = await payments().start('CARD', order('ORD-1007'));
    const session = sessionsOf('ORD-1007')[0]!.session;
    const event = {
      id: 'evt_short_1007',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { ...session, amount_total: 100, status: 'complete', payment_status: 'paid', payment_intent: 'pi_x' },
      },
    };
    expect(await stripe.deliver(event)).toEqual([200]);
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(eventsOf('ORD-1007')).toEqual([]);
    const rows = await h.built.database.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('event_id', '=', 'evt_short_1007')
      .execute();
    expect(rows).toEqual([{ outcome: 'AMOUNT_MISMATCH' }]);
  });

  it('refunds through Stripe with the exact amount, once per key, never more than was paid', async () => {
    const { started, session } = await paidCard('ORD-1008');
    const intent = stripe.sessions.get(session.id)!.session.payment_intent as string;
    const first = await payments().refund({
      paymentId: started.paymentId,
      amountCents: 3850,
      idempotencyKey: 'refund-1008-a',
    });
    const again = await payments().refund({
      paymentId: started.paymentId,
      amountCents: 3850,
      idempotencyKey: 'refund-1008-a',
    });
    expect(again).toEqual(first);
    const made = [...stripe.refunds.values()].filter((r) => r.refund.payment_intent === intent);
    expect(made.map((r) => r.refund.amount)).toEqual([3850]);
    expect(made[0]!.params.metadata).toMatchObject({
      orderRef: 'ORD-1008',
      paymentId: started.paymentId,
      refundId: first.refundId,
    });
    expect(refunded.filter((e) => e.orderRef === 'ORD-1008')).toEqual([
      { orderRef: 'ORD-1008', paymentId: started.paymentId, amountCents: 3850 },
    ]);
    expect(await payments().get(started.paymentId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedCents: 3850,
    });
    expect(
      await rejection(
        payments().refund({ paymentId: started.paymentId, amountCents: 4467, idempotencyKey: 'refund-1008-b' }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'amountCents' });
    await payments().refund({ paymentId: started.paymentId, amountCents: 4466, idempotencyKey: 'refund-1008-c' });
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'REFUNDED', refundedCents: 8316 });
    expect(
      [...stripe.refunds.values()].filter((r) => r.refund.payment_intent === intent).map((r) => r.refund.amount),
    ).toEqual([3850, 4466]);
    expect(refunded.filter((e) => e.orderRef === 'ORD-1008').map((e) => e.amountCents)).toEqual([3850, 4466]);
  });

  it('cancels an unpaid card payment: its session is expired and a late webhook pays nothing', async () => {
    const started = await payments().start('CARD', order('ORD-1010'));
    const session = sessionsOf('ORD-1010')[0]!.session;
    expect(await payments().cancel(started.paymentId)).toBe(true);
    expect(session.status).toBe('expired');
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'CANCELLED', redirectUrl: null });
    const late = {
      id: 'evt_late_1010',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_late' } },
    };
    expect(await stripe.deliver(late)).toEqual([200]);
    expect(eventsOf('ORD-1010')).toEqual([]);
    expect(await payments().get(started.paymentId)).toMatchObject({ status: 'CANCELLED' });
  });

  it('answers NOT_FOUND for a refund of an unknown payment', async () => {
    expect(await rejection(payments().refund({ paymentId: 'pay_none', amountCents: 1, idempotencyKey: 'x' }))).toEqual({
      code: 'NOT_FOUND',
      field: undefined,
    });
  });
});

describe('pay later', () => {
  it('is UNPAID with its due date until the dealer marks it paid, then emits paid once', async () => {
    expect(await rejection(payments().start('PAY_LATER', order('ORD-2001')))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'dueDate',
    });
    const started = await payments().start('PAY_LATER', { ...order('ORD-2001'), dueDate: '2027-01-15' });
    expect(started).toEqual({ paymentId: started.paymentId, redirectUrl: null, status: 'UNPAID' });
    expect(await payments().get(started.paymentId)).toMatchObject({
      status: 'UNPAID',
      dueDate: '2027-01-15',
      amountCents: 8316,
    });
    expect(
      await rejection(
        payments().refund({ paymentId: started.paymentId, amountCents: 100, idempotencyKey: 'pl-early' }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'paymentId' });
    expect(await payments().markPaid(started.paymentId)).toMatchObject({ status: 'PAID' });
    expect(await payments().markPaid(started.paymentId)).toMatchObject({ status: 'PAID' });
    expect(eventsOf('ORD-2001')).toEqual([{ orderRef: 'ORD-2001', paymentId: started.paymentId, amountCents: 8316 }]);
  });

  it('records a refund without asking Stripe', async () => {
    const started = await payments().start('PAY_LATER', { ...order('ORD-2002'), dueDate: '2027-01-15' });
    await payments().markPaid(started.paymentId);
    const stripeCalls = stripe.requests.length;
    await payments().refund({ paymentId: started.paymentId, amountCents: 1000, idempotencyKey: 'pl-refund' });
    expect(stripe.requests.length).toBe(stripeCalls);
    expect(await payments().get(started.paymentId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedCents: 1000,
    });
    expect(refunded.filter((e) => e.orderRef === 'ORD-2002').map((e) => e.amountCents)).toEqual([1000]);
  });

  it('expires an unpaid one, which can no longer be marked paid', async () => {
    const started = await payments().start('PAY_LATER', { ...order('ORD-2003'), dueDate: '2027-01-15' });
    expect(await payments().expire(started.paymentId)).toBe(true);
    expect(await payments().expire(started.paymentId)).toBe(false);
    expect(await rejection(payments().markPaid(started.paymentId))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'paymentId',
    });
    expect(eventsOf('ORD-2003')).toEqual([]);
  });
});

describe('without Stripe settings', () => {
  it('offers pay later only and answers the webhook 404', async () => {
    const service = paymentsService(h.built.database.db, { stripe: null });
    expect(service.methods()).toEqual(['PAY_LATER']);
    expect(await rejection(service.start('CARD', order('ORD-3001')))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'method',
    });
    expect((await service.receiveStripeWebhook(Buffer.from('{}'), 't=1,v1=00')).status).toBe(404);
    expect(payments().methods()).toEqual(['CARD', 'PAY_LATER']);
  });
});
