/**
 * The Stripe API calls the stand-in answers (stripe-stand-in.mjs): Checkout sessions, refunds,
 * payment intents, charges and balance transactions, made from Stripe's own example objects
 * (`stripe-fixtures.json`) with the request's fields written over them, and the objects a paid
 * session makes (its balance transaction, charge, payment intent and completed event).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dollars } from './stripe-stand-in-pages.mjs';

const FIXTURES = JSON.parse(readFileSync(new URL('./stripe-fixtures.json', import.meta.url), 'utf8')).resources;

/** A deep copy of Stripe's example object of `resource`. */
function fixture(resource) {
  return structuredClone(FIXTURES[resource]);
}

/** `cs_test_...`: a Stripe-like id with `prefix`. */
export function newId(prefix) {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** An integer of a form field, or NaN. */
const int = (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

function stripeError(status, type, message, extra = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

/** Stripe's 404 for an object `id` of `kind` that is not there. */
function missing(kind, id) {
  return stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });
}

/**
 * The API over the stand-in's objects (the maps its caller keeps and shows to tests): `api` answers
 * one call, `paySession` completes an open session's payment and answers its event. `baseUrl`:
 * the stand-in's own address, once it listens (the hosted checkout page's `url`); `apiVersion`:
 * the events' `api_version`.
 */
export function stripeApi({ sessions, paymentIntents, charges, balanceTransactions, refunds, baseUrl, apiVersion }) {
  function createSession(params) {
    const lines = Array.isArray(params.line_items) ? params.line_items : [];
    if (params.mode !== 'payment')
      return stripeError(400, 'invalid_request_error', 'mode must be payment', { param: 'mode' });
    if (!params.success_url)
      return stripeError(400, 'invalid_request_error', 'Missing required param: success_url.', {
        param: 'success_url',
      });
    if (lines.length === 0)
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' });
    let total = 0;
    let currency = null;
    for (const [i, line] of lines.entries()) {
      const unit = int(line?.price_data?.unit_amount);
      const quantity = int(line?.quantity);
      if (!Number.isInteger(unit) || unit < 0 || !Number.isInteger(quantity) || quantity < 1)
        return stripeError(400, 'invalid_request_error', 'Invalid line item', { param: `line_items[${i}]` });
      if (currency && line.price_data.currency !== currency)
        return stripeError(400, 'invalid_request_error', 'Line items must share one currency', {
          param: `line_items[${i}][price_data][currency]`,
        });
      currency = line.price_data.currency;
      total += unit * quantity;
    }
    const id = newId('cs_test');
    const created = now();
    const session = {
      ...fixture('checkout.session'),
      id,
      created,
      expires_at: created + 24 * 3600,
      url: `${baseUrl()}/pay/${id}`,
      mode: 'payment',
      currency,
      amount_subtotal: total,
      amount_total: total,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      shipping_cost: null,
      shipping_address_collection: null,
      currency_conversion: null,
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      after_expiration: null,
      invoice_creation: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      livemode: false,
    };
    sessions.set(id, { session, params });
    return { status: 200, body: session };
  }

  function createRefund(params) {
    const intent = paymentIntents.get(params.payment_intent ?? '');
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    const refunded = [...refunds.values()]
      .filter((r) => r.refund.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.refund.amount, 0);
    const left = intent.amount_received - refunded;
    const amount = params.amount === undefined ? left : int(params.amount);
    if (left <= 0)
      return stripeError(400, 'invalid_request_error', 'This charge has already been refunded.', {
        code: 'charge_already_refunded',
      });
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    const refund = {
      ...fixture('refund'),
      id: newId('re'),
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      created: now(),
      metadata: params.metadata ?? {},
      reason: params.reason ?? null,
      status: 'succeeded',
    };
    refunds.set(refund.id, { refund, params });
    return { status: 200, body: refund };
  }

  function expireSession(id) {
    const entry = sessions.get(id);
    if (!entry) return missing('checkout.session', id);
    if (entry.session.status !== 'open')
      return stripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired.`,
      );
    entry.session.status = 'expired';
    entry.session.url = null;
    return { status: 200, body: entry.session };
  }

  /** The answer of one API call (after auth and idempotency). */
  function api(method, path, params) {
    const [, kind, sub, id, action] = path.split('/').filter(Boolean).concat(['', '', '', '']);
    const at = (m, k, s = '') => method === m && kind === k && sub === s;
    if (kind === 'checkout') {
      if (at('POST', 'checkout', 'sessions') && !id) return createSession(params);
      const entry = sessions.get(id);
      if (at('GET', 'checkout', 'sessions') && id && !action)
        return entry ? { status: 200, body: entry.session } : missing('checkout.session', id);
      if (at('POST', 'checkout', 'sessions') && id && action === 'expire') return expireSession(id);
    }
    if (at('GET', 'payment_intents', sub) && sub && !id) {
      const intent = paymentIntents.get(sub);
      return intent ? { status: 200, body: intent } : missing('payment_intent', sub);
    }
    if (at('GET', 'charges', sub) && sub && !id) {
      const charge = charges.get(sub);
      if (!charge) return missing('charge', sub);
      const expand = [params.expand ?? []].flat();
      return {
        status: 200,
        body: expand.includes('balance_transaction')
          ? { ...charge, balance_transaction: balanceTransactions.get(charge.balance_transaction) }
          : charge,
      };
    }
    if (at('GET', 'balance_transactions', sub) && sub && !id) {
      const txn = balanceTransactions.get(sub);
      return txn ? { status: 200, body: txn } : missing('balance_transaction', sub);
    }
    if (at('POST', 'refunds') && !id) return createRefund(params);
    if (at('GET', 'refunds', sub) && sub && !id) {
      const entry = refunds.get(sub);
      return entry ? { status: 200, body: entry.refund } : missing('refund', sub);
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * Marks session `entry` paid: its balance transaction (the card fee as Stripe's US pricing
   * takes it), charge and payment intent, and answers the `checkout.session.completed` event.
   */
  function paySession(entry) {
    const { session, params } = entry;
    // The card fee as Stripe's US pricing takes it: 2.9 % of the amount (rounded) + 30 cents.
    const fee = Math.round(session.amount_total * 0.029) + 30;
    const txn = {
      id: newId('txn'),
      object: 'balance_transaction',
      amount: session.amount_total,
      currency: session.currency,
      fee,
      fee_details: [
        { amount: fee, currency: session.currency, description: 'Stripe processing fees', type: 'stripe_fee' },
      ],
      net: session.amount_total - fee,
      status: 'available',
      type: 'charge',
      created: now(),
    };
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      currency: session.currency,
      balance_transaction: txn.id,
      paid: true,
      captured: true,
      status: 'succeeded',
      created: now(),
    };
    balanceTransactions.set(txn.id, txn);
    charges.set(charge.id, charge);
    const intent = {
      ...fixture('payment_intent'),
      id: newId('pi'),
      amount: session.amount_total,
      amount_received: session.amount_total,
      amount_capturable: 0,
      currency: session.currency,
      created: now(),
      canceled_at: null,
      client_secret: null,
      last_payment_error: null,
      next_action: null,
      processing: null,
      transfer_data: null,
      latest_charge: charge.id,
      metadata: params.payment_intent_data?.metadata ?? {},
      receipt_email: session.customer_email,
      status: 'succeeded',
    };
    paymentIntents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
      customer_details: {
        ...fixture('checkout.session').customer_details,
        email: session.customer_email ?? 'buyer@example.com',
      },
    });
    const event = {
      ...fixture('event'),
      id: newId('evt'),
      api_version: apiVersion,
      created: now(),
      type: 'checkout.session.completed',
      data: { object: structuredClone(session) },
      request: { id: null, idempotency_key: null },
      pending_webhooks: 1,
    };
    return event;
  }

  return { api, paySession };
}
