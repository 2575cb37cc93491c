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
 * The API calls themselves are answered in stripe-stand-in-api.mjs; this file serves them, the
 * hosted page and the test routes, and sends the events.
 */
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { newId, stripeApi } from './stripe-stand-in-api.mjs';
import { parseForm } from './stripe-stand-in-form.mjs';
import { checkoutPage, page } from './stripe-stand-in-pages.mjs';

export { parseForm };

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
  const { api, paySession } = stripeApi({
    sessions,
    paymentIntents,
    charges,
    balanceTransactions,
    refunds,
    baseUrl: () => base,
    apiVersion: API_VERSION,
  });

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
    const event = paySession(entry);
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
