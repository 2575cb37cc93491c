/**
 * A stand-in of the Stripe API for tests that cannot reach Stripe (the gateway's payment tests,
 * the e2e servers): an HTTP server on a free port of 127.0.0.1 that the official `stripe` SDK
 * talks to when built with `{ host, port, protocol: 'http' }` (the gateway's STRIPE_API_BASE).
 *
 * It answers what the SDK sends (form-encoded bodies with bracketed keys, `Authorization:
 * Bearer sk_test_...`, `Idempotency-Key` on every POST) with Stripe's own example objects
 * (`stripe-fixtures.json`, copied from Stripe's openapi fixtures; MIT, see
 * `stripe-fixtures.LICENSE`) with the request's fields written over them:
 *
 * - `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`,
 *   `POST /v1/checkout/sessions/:id/expire`, `GET /v1/payment_intents/:id`, `POST /v1/refunds`,
 *   `GET /v1/refunds/:id`, `GET /v1/charges/:id` (`expand[]=balance_transaction` too) and
 *   `GET /v1/balance_transactions/:id` (a paid session's charge, its fee 2.9 % + 30 cents). A key used again with the same request answers the first answer again
 *   (header `Idempotent-Replayed: true`); with another request, 400 `idempotency_error`.
 * - The hosted checkout page at the session's `url` (`GET /pay/:id`, a small page that fits a
 *   phone) with a Pay button (`POST /pay/:id`: completes the session, then redirects to its
 *   `success_url`, `{CHECKOUT_SESSION_ID}` filled in as Stripe does).
 * - `POST /test/complete/:id[?deliveries=N]`: completes a session without the page (JSON answer).
 * - `POST /test/hold/:id`: the Pay button of open session `id` completes it and returns the buyer
 *   without sending its event yet, as Stripe's webhook may arrive after the buyer is back (a test
 *   sees the order waiting for it); `POST /test/release/:id` sends the held event (JSON answer).
 *
 * Completing a session makes its payment intent (succeeded, for the session's amount) and sends
 * the event `checkout.session.completed` to `webhookUrl`, signed with `webhookSecret` by the
 * SDK's `stripe.webhooks.generateTestHeaderString` (a fresh signature per delivery, as Stripe
 * signs each), `deliveries` times (default 1; 2 sends the same event twice).
 *
 * Usage: `const stripe = await startStripeStandIn({ webhookUrl, webhookSecret })` ->
 * `{ url, port, sessions, paymentIntents, refunds, events, requests, complete(id, opts),
 * deliver(event, opts), close() }`. Plain ESM: imported by vitest and by e2e/serve.mjs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { parseForm } from './stripe-stand-in-form.mjs';
import { checkoutPage, dollars, page } from './stripe-stand-in-pages.mjs';

export { parseForm };

const FIXTURES = JSON.parse(readFileSync(new URL('./stripe-fixtures.json', import.meta.url), 'utf8')).resources;

/** A deep copy of Stripe's example object of `resource`. */
function fixture(resource) {
  return structuredClone(FIXTURES[resource]);
}

/** `cs_test_...`: a Stripe-like id with `prefix`. */
function newId(prefix) {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** An integer of a form field, or NaN. */
const int = (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

function stripeError(status, type, message, extra = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

/**
 * Starts the stand-in. `webhookUrl` receives the signed events (may be set later through
 * `setWebhookUrl`, e.g. once the gateway listens); `webhookSecret` signs them (`whsec_...`).
 */
export async function startStripeStandIn({ webhookUrl, webhookSecret, port = 0, deliveries = 1 } = {}) {
  if (!webhookSecret) throw new Error('startStripeStandIn: webhookSecret is required');
  let target = webhookUrl ?? null;
  const stripe = new Stripe('sk_test_stand_in');
  const API_VERSION = stripe.getConstant('DEFAULT_API_VERSION');
  /** Sessions by id: `{ session, params }` (params: the create request's fields as sent). */
  const sessions = new Map();
  const paymentIntents = new Map();
  /** Charges and their balance transactions by id (one of each per paid session). */
  const charges = new Map();
  const balanceTransactions = new Map();
  /** Refunds by id: `{ refund, params }`. */
  const refunds = new Map();
  /** Events sent: `{ event, deliveries: [status | error message] }`. */
  const events = [];
  /** Every API request: `{ method, path, idempotencyKey, params }`. */
  const requests = [];
  /** Idempotency keys: `{ fingerprint, status, body }`. */
  const replays = new Map();
  /** Sessions whose event waits for `/test/release/:id`: id -> the event's record once paid (or null). */
  const held = new Map();
  let base = '';

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
      url: `${base}/pay/${id}`,
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

  function missing(kind, id) {
    return stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
      code: 'resource_missing',
      param: 'id',
    });
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

  /** Signs `event` (with `secret`, default the webhook secret) and POSTs it to the webhook URL `times` times. */
  async function deliver(event, { times = 1, secret = webhookSecret } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const statuses = [];
    for (let i = 0; i < times; i += 1) {
      if (!target) {
        statuses.push('no webhook URL');
        continue;
      }
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
      try {
        const res = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': header,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch (err) {
        statuses.push(err.message);
      }
    }
    return statuses;
  }

  /**
   * Completes open session `id` (its payment succeeded) and sends `checkout.session.completed`
   * `times` times (default: the server's `deliveries`). Returns the event and each delivery's
   * HTTP status; null for a session that is not open.
   */
  async function complete(id, { times = deliveries } = {}) {
    const entry = sessions.get(id);
    if (!entry || entry.session.status !== 'open') return null;
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
      api_version: API_VERSION,
      created: now(),
      type: 'checkout.session.completed',
      data: { object: structuredClone(session) },
      request: { id: null, idempotency_key: null },
      pending_webhooks: 1,
    };
    const record = { event, deliveries: [] };
    events.push(record);
    if (held.has(id)) held.set(id, { record, times });
    else record.deliveries = await deliver(event, { times });
    return record;
  }

  function readBody(req) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      req.on('data', (c) => {
        size += c.length;
        if (size > 1_000_000) req.destroy(new Error('body too large'));
        else chunks.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  function sendJson(res, status, body, headers = {}) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': API_VERSION,
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  async function handle(req, res) {
    const url = new URL(req.url, base);
    const body = await readBody(req);
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'v1') {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer sk_test_') && !auth.startsWith('Bearer rk_test_'))
        return sendJson(res, 401, {
          error: {
            type: 'invalid_request_error',
            message: 'Invalid API Key provided (the stand-in takes test keys only).',
          },
        });
      const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
      const key = req.headers['idempotency-key'];
      requests.push({ method: req.method, path: url.pathname, idempotencyKey: key ?? null, params });
      if (req.method === 'POST' && typeof key === 'string') {
        const fingerprint = `${req.method} ${url.pathname} ${body}`;
        const seen = replays.get(key);
        if (seen && seen.fingerprint !== fingerprint)
          return sendJson(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        if (seen)
          return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true', 'idempotency-key': key });
        const answer = api(req.method, url.pathname, params);
        replays.set(key, { fingerprint, status: answer.status, body: answer.body });
        return sendJson(res, answer.status, answer.body, { 'idempotency-key': key });
      }
      const answer = api(req.method, url.pathname, params);
      return sendJson(res, answer.status, answer.body);
    }
    if (parts[0] === 'pay' && parts.length === 2) {
      const entry = sessions.get(parts[1]);
      if (!entry) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page('Not found', '<h1 style="font-size:20px">No such checkout</h1>'));
      }
      if (req.method === 'POST') {
        await complete(parts[1]);
        const to = entry.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', entry.session.id);
        res.writeHead(303, { location: to });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(checkoutPage(entry));
    }
    if (req.method === 'POST' && parts[0] === 'test' && parts[1] === 'complete' && parts.length === 3) {
      const times = url.searchParams.has('deliveries') ? Number(url.searchParams.get('deliveries')) : deliveries;
      const record = await complete(parts[2], { times: Number.isInteger(times) && times >= 0 ? times : deliveries });
      if (!record) return sendJson(res, 404, { error: { message: 'No open session with that id' } });
      return sendJson(res, 200, { eventId: record.event.id, deliveries: record.deliveries });
    }
    if (req.method === 'POST' && parts[0] === 'test' && parts[1] === 'hold' && parts.length === 3) {
      if (sessions.get(parts[2])?.session.status !== 'open')
        return sendJson(res, 404, { error: { message: 'No open session with that id' } });
      held.set(parts[2], null);
      return sendJson(res, 200, { held: parts[2] });
    }
    if (req.method === 'POST' && parts[0] === 'test' && parts[1] === 'release' && parts.length === 3) {
      const waiting = held.get(parts[2]);
      if (!waiting) return sendJson(res, 404, { error: { message: 'No paid session is held with that id' } });
      held.delete(parts[2]);
      waiting.record.deliveries = await deliver(waiting.record.event, { times: waiting.times });
      return sendJson(res, 200, { eventId: waiting.record.event.id, deliveries: waiting.record.deliveries });
    }
    return sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: err.message } });
      else res.end();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = server.address().port;
  base = `http://127.0.0.1:${bound}`;
  return {
    url: base,
    port: bound,
    sessions,
    paymentIntents,
    charges,
    balanceTransactions,
    refunds,
    events,
    requests,
    complete,
    deliver,
    /** Where events go from now on (e.g. once the gateway listens on its port). */
    setWebhookUrl(url) {
      target = url;
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
