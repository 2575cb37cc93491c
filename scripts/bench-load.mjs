/**
 * The load run of `npm run bench -- --load` (scripts/bench.mjs): many people at once on
 * PostgreSQL, each pausing between steps as a person does, after a warm-up not counted, then the
 * saturation point (more people each step until a step's p99 passes 1 s). Everything is set up
 * through the public API (the helpers of scripts/bench-graphql.mjs). The people are driven by
 * autocannon, one connection per person, in a child process of its own (this file with
 * `--load-worker`, `runPaced`), never in the gateway's or the bench's.
 *
 * - `--scenario snapsheet` (default): visitors of published snapsheets on one gateway, each ten
 *   times reading a snapsheet, saving a configuration, adding it to their own locker and reading
 *   it (`snapsheetFlow`).
 * - `--scenario store`: the closing hour of team stores. Buyers on two gateways behind nginx
 *   (deploy/nginx.conf, its upstream the two gateways); each buyer opens a store, opens an item,
 *   has a name and number checked, adds it to the cart (in the browser: no request), checks out
 *   paying later and reads the receipt (`storeFlow`). After each run the orders in the database
 *   are counted against the checkouts the buyers saw succeed (`auditOrders`: none lost, none
 *   doubled, each idempotency key one order).
 *
 * Before the warm-up: the generator alone at the run's connections and pace against a bare HTTP
 * server (what it adds to a latency, its own CPU), and for the store each step's SQL statements
 * and the gateways' CPU per call, one buyer at a time (`storeStepCosts`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  ADD_TO_LOCKER,
  createSnapsheet,
  decorationsFor,
  freshPostgres,
  graphqlClient,
  pickProducts,
  publishProject,
  SAVE_CONFIGURATION,
  signInDealer,
  SNAPSHEET_QUERY,
  startBenchGateway,
  VISITOR_LOCKER_QUERY,
} from './bench-graphql.mjs';
import { ensureNginx, freePorts, log, root } from './lib.mjs';

/** p99 of a step past which the gateways count as saturated, ms. */
const SATURATION_P99_MS = 1000;
/** The goal of every step's p99, ms. */
const GOAL_P99_MS = 300;
/** Seconds without an answer after which a request counts as unanswered (an error). */
const PACED_TIMEOUT_S = 30;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const cells = (values, widths) => values.map((v, i) => String(v).padStart(widths[i])).join('');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Person n's own address in 198.18.0.0/15, the benchmarking range (RFC 2544), sent as
 * `X-Forwarded-For`: the per-address limits count each person apart, as behind a real proxy.
 */
const benchAddress = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

// ---------------------------------------------------------------------------------------------
// Scenario snapsheet: visitors of published snapsheets

const SNAPSHEET_STEPS = ['read snapsheet', 'save configuration', 'add to locker', 'read locker'];
const LOCKER_ITEMS_PER_VISITOR = 10;

/** Scenario snapsheet: `projects` published snapsheets of one dealer, 6 products each. */
const snapsheetScenario = {
  people: 'visitors',
  gateways: 1,
  proxy: false,
  describe: ({ projects, thinkMs }) =>
    `over ${projects} published snapsheets, ${thinkMs ? `${thinkMs} ms on average between steps (0.5x to 1.5x)` : 'no pause between steps'}`,
  generator: 'autocannon in a child process of its own, one connection per visitor',
  async setup({ gql, options }) {
    const { token, dealerCode } = await signInDealer(gql, 'LOAD01');
    const products = await pickProducts(gql, token, 6 + options.projects - 1);
    const projectIds = [];
    let firstPerson = 0;
    for (let i = 0; i < options.projects; i++) {
      const projectId = await createSnapsheet(gql, token, `Load Lions ${i + 1}`, products.slice(i, i + 6));
      const published = await publishProject(gql, token, projectId);
      if (!published.published) {
        if (!options.allowUnpublished)
          throw new Error(
            `stopped at the publish step: ${published.reason}. Visitors read only published snapsheets; ` +
              'run with --allow-unpublished to load the draft as the API of today allows',
          );
        console.log(`note: ${published.reason}; visitors load the unpublished snapsheet (--allow-unpublished)`);
      }
      projectIds.push(projectId);
    }
    return {
      async run(people, seconds) {
        const result = await runLoadChild('snapsheet', {
          flow: { dealerCode, projectIds },
          url: options.gatewayUrl,
          people,
          seconds,
          thinkMs: options.thinkMs,
          firstPerson,
        });
        firstPerson += result.people;
        return { result };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Scenario store: the closing hour of team stores

/**
 * A buyer's requests, as the web's store pages make them (web/src/routes/store*.tsx): the store
 * page (`BuyerStore`), the item page (`StoreItemSpec`, its 3D player's input), the name and
 * number check as the buyer types (`CheckStorePersonalisation`, asked for a number that must be
 * unique), the cart's checkout (`CheckoutStore`), the private link's receipt (`BuyerStoreOrder`).
 * Adding to the cart is the browser's (localStorage) and the cart page reads the store from the
 * client's cache: no request, a pause of its own.
 */
const STORE_STEPS = [
  { name: 'open store', operation: 'BuyerStore' },
  { name: 'item page', operation: 'StoreItemSpec' },
  { name: 'personalise', operation: 'CheckStorePersonalisation' },
  { name: 'checkout', operation: 'CheckoutStore', pauses: 2 },
  { name: 'receipt', operation: 'BuyerStoreOrder' },
];
/** A buyer's pauses: one before each request, and one more for adding to the cart. */
const STORE_FLOW_PAUSES = STORE_STEPS.reduce((n, s) => n + (s.pauses ?? 1), 0);
/** Distinct numbers a store sells once each: 0 to 999, and "00" (no other leading zero). */
const STORE_NUMBERS = 1001;
const STORE_SIZES = ['S', 'M', 'L', 'XL'];

/**
 * The text of the web's operation `name` (its persisted-documents manifest, made by
 * `npm run codegen` from web/src): the bench sends what the buyer's browser sends.
 */
function webOperation(name) {
  const manifest = JSON.parse(readFileSync(join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  const pattern = new RegExp(`(?:^|[ }])(?:query|mutation) ${name}\\b`);
  const found = Object.values(manifest).filter((text) => pattern.test(text));
  if (found.length !== 1) throw new Error(`the web has ${found.length} operations named ${name}`);
  return found[0];
}

/** The n-th number of a store (0-based): "0" to "999", then "00". */
const storeNumber = (n) => (n < 1000 ? String(n) : '00');

/** A name of letters only for buyer `n` (names take letters): 0 -> "Aaaa", 1 -> "Aaab", … */
const letters = (n) =>
  [17576, 676, 26, 1].map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + (Math.floor(n / d) % 26))).join('');

/**
 * The variables of each of STORE_STEPS for the buyer of context `c` (`buyer`, `store`, and what
 * the earlier steps kept: `jersey`, `top`, `number`, `checkout`, `token`); `nextNumber(store)`
 * gives the store's next free number. The checkout keeps `c.checkout`: its key, store, lines and
 * outcome (`no answer` until its answer is judged).
 */
const STORE_VARIABLES = [
  (c) => ({ dealerCode: c.store.dealerCode, id: c.store.storeId, access: null }),
  (c) => ({ shortId: c.jersey.configuration.shortId }),
  (c, nextNumber) => {
    c.number = nextNumber(c.store);
    return {
      dealerCode: c.store.dealerCode,
      storeId: c.store.storeId,
      access: null,
      itemId: c.jersey.id,
      playerNumber: c.number,
    };
  },
  (c) => {
    const player = `Player ${letters(c.buyer)}`;
    const lines = [
      { itemId: c.jersey.id, size: STORE_SIZES[c.buyer % 4], playerName: player, playerNumber: c.number },
      ...(c.buyer % 2 === 0 ? [{ itemId: c.top.id, size: c.buyer % 4 < 2 ? 'M' : 'L' }] : []),
    ];
    // As the web's newIdempotencyKey: 24 random bytes, base64url.
    const key = randomBytes(24).toString('base64url');
    c.checkout = { key, storeId: c.store.storeId, lines: lines.length, outcome: 'no answer' };
    return {
      idempotencyKey: key,
      input: {
        dealerCode: c.store.dealerCode,
        storeId: c.store.storeId,
        access: null,
        lines,
        buyerName: `${player} Parent`,
        buyerEmail: `buyer${c.buyer}@bench.example`,
        buyerPhone: null,
        playerName: player,
        group: `U${8 + (c.buyer % 5) * 2}`,
        paymentMethod: 'PAY_LATER',
      },
    };
  },
  (c) => ({ token: c.token }),
];
/** The check of each of STORE_STEPS' answers (`data`), keeping what the next steps need in `c`; throws when wrong. */
const STORE_CHECKS = [
  (data, c) => {
    const store = data.store;
    if (!store) throw new Error('the store is not found');
    if (store.state !== 'OPEN') throw new Error(`the store is ${store.state}`);
    c.jersey = store.items.find((i) => i.id === c.store.jersey);
    c.top = store.items.find((i) => i.id === c.store.top);
    if (!c.jersey || !c.top) throw new Error('the store does not show its two items');
  },
  (data) => {
    if (!data.configuration?.renderSpec?.garment) throw new Error("the item's 3D spec has no garment");
  },
  (data) => {
    const problem = data.checkPersonalisation[0];
    if (problem) throw new Error(`${problem.field} ${problem.code}: ${problem.message}`);
  },
  (data, c) => {
    const { order, token } = data.checkoutStore;
    if (order.status !== 'UNPAID' || !token) throw new Error(`the order is ${order.status}`);
    c.token = token;
    c.checkout.outcome = 'ok';
    c.checkout.number = order.number;
  },
  (data, c) => {
    const order = data.storeOrder?.order;
    if (!order) throw new Error('the receipt is not found');
    if (order.number !== c.checkout.number || order.lines.length !== c.checkout.lines)
      throw new Error('the receipt is not the order the checkout answered');
  },
];

/**
 * A store buyer's flow for `runPaced`: buyer n in `stores[n % stores.length]`, STORE_STEPS once,
 * the store's next free number (`storeNumber`), on every other buyer a practice top besides the
 * jersey; every checkout sent is kept (its key, store, lines and outcome: ok with its order
 * number, error, or no answer) for `auditOrders`.
 */
function storeFlow({ stores }) {
  const checkouts = [];
  const numbersTaken = new Map(stores.map((s) => [s.storeId, 0]));
  const nextNumber = (store) => {
    const n = numbersTaken.get(store.storeId);
    numbersTaken.set(store.storeId, n + 1);
    return storeNumber(n);
  };
  return {
    steps: STORE_STEPS,
    sequence: STORE_STEPS.map((_, i) => i),
    documents: STORE_STEPS.map((s) => webOperation(s.operation)),
    begin(c) {
      c.store = stores[c.person % stores.length];
      c.buyer = c.person;
    },
    variables: STORE_VARIABLES.map((v, i) => (c) => {
      const variables = v(c, nextNumber);
      if (i === 3) checkouts.push(c.checkout);
      return variables;
    }),
    checks: STORE_CHECKS,
    failed(step, c, message) {
      if (step !== 3) return;
      c.checkout.outcome = 'error';
      c.checkout.message = message;
    },
    result: () => ({ checkouts }),
  };
}

/**
 * A snapsheet visitor's flow for `runPaced`: visitor n on `projectIds[n % projectIds.length]`,
 * SNAPSHEET_STEPS ten times over (ten items in one locker of their own, their `X-Visitor-Key`):
 * read the published snapsheet, save a configuration of one of its products, add it to the
 * locker, read the locker.
 */
function snapsheetFlow({ dealerCode, projectIds }) {
  let sharedLockerReads = 0;
  return {
    steps: SNAPSHEET_STEPS.map((name) => ({ name })),
    sequence: Array.from({ length: LOCKER_ITEMS_PER_VISITOR }, () => SNAPSHEET_STEPS.map((_, i) => i)).flat(),
    documents: [SNAPSHEET_QUERY, SAVE_CONFIGURATION, ADD_TO_LOCKER, VISITOR_LOCKER_QUERY],
    begin(c) {
      c.projectId = projectIds[c.person % projectIds.length];
      c.items = 0;
    },
    variables: [
      (c) => ({ dealerCode, id: c.projectId }),
      (c) => ({
        input: {
          styleId: c.product.styleId,
          colorIds: c.colorIds,
          decorations: decorationsFor(c.product, Math.floor(Math.random() * 100)),
        },
      }),
      (c) => ({
        input: {
          projectType: 'SNAPSHEET',
          projectId: c.projectId,
          configurationShortId: c.shortId,
          sizeLines: [
            {
              size: c.product.baseSize,
              quantity: 1 + (c.person % 3),
              playerName: `Visitor ${c.person}`,
              playerNumber: '7',
            },
          ],
        },
      }),
      (c) => ({ code: c.code }),
    ],
    checks: [
      (data, c) => {
        if (!data.snapsheet) throw new Error('the snapsheet is not found');
        const placed = data.snapsheet.pages.flatMap((p) => p.products);
        c.product = placed[Math.floor(Math.random() * placed.length)].product;
        c.colorIds = data.snapsheet.colors.map((color) => color.id);
      },
      (data, c) => {
        c.shortId = data.saveConfiguration.shortId;
      },
      (data, c) => {
        c.code = data.addToLocker.code;
      },
      (data, c) => {
        if (!data.locker?.items.length) throw new Error('the visitor cannot read the locker they added to');
        // A locker of their own holds exactly what this visitor added to it.
        if (data.locker.items.length !== ++c.items) sharedLockerReads++;
      },
    ],
    failed() {},
    result: () => ({
      notes: sharedLockerReads ? [`${sharedLockerReads} locker reads held items other visitors added`] : [],
    }),
  };
}

/**
 * The generator alone for `runPaced`: one step, `{ __typename }`, against a bare HTTP server
 * (`startBareServer`) that answers at once: what the generator itself adds to a latency, and
 * its own CPU, at a run's number of connections and pace.
 */
function bareFlow() {
  return {
    steps: [{ name: 'bare server' }],
    sequence: [0],
    documents: ['{ __typename }'],
    begin() {},
    variables: [() => ({})],
    checks: [
      (data) => {
        if (data.__typename !== 'Query') throw new Error('the bare server answered something else');
      },
    ],
    failed() {},
    result: () => ({}),
  };
}

/**
 * A bare Node HTTP server in a process of its own answering every request with
 * `{"data":{"__typename":"Query"}}`; resolves `{ url, stop() }`.
 */
async function startBareServer() {
  const source = `
    const server = require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{"__typename":"Query"}}');
      });
    });
    server.keepAliveTimeout = 120000;
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    process.on('SIGTERM', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.stdout.once('data', (c) => resolve(Number(String(c).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The people of one load step, run in this process (the load generator's own, see
 * `runLoadChild`), by autocannon: one connection per person to `url` for `seconds`; on each
 * connection person after person goes through `flow.sequence` (indexes of `flow.steps`), person
 * n counted from `firstPerson`, with `thinkMs` on average (0.5x to 1.5x) before each request, as
 * many times as the step's `pauses` (default 1). Person n sends `X-Forwarded-For:
 * benchAddress(n)` and an `X-Visitor-Key` of their own. A flow stops at its first error or
 * unanswered request; the connection's next person starts.
 * Returns per step its latencies (autocannon's, from the request's write to its answer; sorted),
 * errors (error answers, and requests without an answer after PACED_TIMEOUT_S) and first
 * messages, and requests in flight when the run ended; the flows completed, the people started,
 * the generator's own CPU time and event-loop delay, and what the flow adds (`flow.result()`).
 */
async function runPaced(flow, { url, people, seconds, thinkMs, firstPerson }) {
  const { default: autocannon } = await import('autocannon');
  const { steps, sequence, documents } = flow;
  const stats = steps.map((s) => ({ name: s.name, latencies: [], errors: 0, messages: new Map(), inFlight: 0 }));
  const sent = new Set();
  // People arrive spread over the pauses of one pass through the steps.
  const arrivalMs = steps.reduce((n, step) => n + (step.pauses ?? 1), 0) * thinkMs;
  let nextPerson = firstPerson;
  let flows = 0;
  let connectionErrors = 0;
  // The answer onResponse just judged: autocannon calls a request's onResponse and then, in
  // the same turn, emits the connection's 'response' event with the request's duration.
  let judged = null;

  const failure = (st, message) => {
    st.errors++;
    st.messages.set(message, (st.messages.get(message) ?? 0) + 1);
  };
  const requests = sequence.map((step, i) => ({
    method: 'POST',
    path: '/graphql',
    setupRequest(req, c) {
      // A flow whose last request failed or went unanswered ends: false starts the next person.
      if (i > 0 && !c.ok) return null;
      if (i === 0) {
        c.person = nextPerson++;
        c.visitorKey = randomBytes(16).toString('hex');
        flow.begin(c);
      }
      const body = JSON.stringify({ query: documents[step], variables: flow.variables[step](c) });
      c.ok = false;
      // A person's first request is made when autocannon makes the connection, and sent when
      // the person arrives (`arrive`), which stamps it then.
      c.sent = { step, at: constructing ? null : performance.now() };
      sent.add(c.sent);
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': benchAddress(c.person),
          'x-visitor-key': c.visitorKey,
        },
        body,
      };
    },
    onResponse(status, text, c) {
      sent.delete(c.sent);
      let message = null;
      try {
        const body = JSON.parse(text);
        if (body.errors?.length) {
          const first = body.errors[0];
          message = `${first.extensions?.code ?? 'ERROR'}: ${first.message}`;
        } else if (status !== 200) message = `HTTP ${status}`;
        else flow.checks[step](body.data, c);
      } catch (err) {
        message ??= err instanceof SyntaxError ? `HTTP ${status}: ${text.slice(0, 120)}` : err.message;
      }
      if (message) flow.failed(step, c, message);
      c.ok = message === null;
      judged = { index: i, step, message };
    },
  }));

  // A person's pause varies: uniform between half and one and a half times `thinkMs`. A fixed
  // pause would keep people who once waited together in step for the rest of the run.
  const pause = (n) => {
    let ms = 0;
    for (let k = 0; k < n; k++) ms += thinkMs * (0.5 + Math.random());
    return ms;
  };
  const setupClient = (client) => {
    // autocannon connects every connection at once and sends a connection's next request as
    // soon as the last is answered (its `connectionRate` is whole requests per second, at least
    // 1, in windows every connection starts at once). A person arrives at a random moment of one
    // pass through the steps, connects then (so the first request waits for its connection, as
    // a browser's does, and a thousand connections do not overflow the proxy's listen queue at
    // once), and pauses before each next request: both added here around the client's connect
    // and send.
    const connect = client._connect;
    const send = client._doRequest;
    let next = -1;
    let arrived = false;
    client._connect = function arrive() {
      if (arrived) return connect.call(client);
      arrived = true;
      // What the client's destroy ends when the run stops before this person arrives.
      client.conn = new Socket();
      setTimeout(() => {
        if (client.destroyed) return;
        const first = client.requestIterator.context.sent;
        if (first) first.at = performance.now();
        connect.call(client);
      }, Math.random() * arrivalMs);
    };
    client._doRequest = function delayed() {
      if (next < 0) return send.call(client);
      setTimeout(
        () => {
          if (!client.destroyed) send.call(client);
        },
        pause(steps[sequence[next]].pauses ?? 1),
      );
    };
    client.on('response', (_status, _bytes, ms) => {
      const answer = judged;
      judged = null;
      if (!answer) return;
      const st = stats[answer.step];
      if (answer.message) failure(st, answer.message);
      else {
        st.latencies.push(ms);
        if (answer.step === steps.length - 1) flows++;
      }
      next = answer.message || answer.index === sequence.length - 1 ? 0 : answer.index + 1;
    });
    client.on('connError', () => connectionErrors++);
  };

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  // autocannon makes every connection (and its first request) in the call itself.
  let constructing = true;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: people,
        duration: seconds,
        // autocannon's clock runs from a connection's last send, across the pauses (at most one
        // pass's) and before a person arrives: PACED_TIMEOUT_S of waiting for an answer besides.
        timeout: PACED_TIMEOUT_S + Math.ceil(arrivalMs / 1000),
        requests,
        setupClient,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    constructing = false;
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  const now = performance.now();
  for (const request of sent) {
    // Never sent: the run ended before this person arrived.
    if (request.at === null) continue;
    if (now - request.at > PACED_TIMEOUT_S * 1000)
      failure(stats[request.step], `no answer within ${PACED_TIMEOUT_S} s`);
    else stats[request.step].inFlight++;
  }
  const more = flow.result();
  return {
    ...more,
    elapsed,
    flows,
    people: nextPerson - firstPerson,
    notes: [
      ...(more.notes ?? []),
      ...(connectionErrors ? [`${connectionErrors} connection errors`] : []),
      ...(result.timeouts ? [`autocannon counted ${result.timeouts} timeouts`] : []),
    ],
    steps: stats.map((st) => ({ ...st, latencies: st.latencies.sort((a, b) => a - b), messages: [...st.messages] })),
    generator: {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      loopDelayP99: loopDelay.percentile(99) / 1e6,
      requests: result.totalCompletedRequests,
    },
  };
}

/**
 * `count` open team stores of the dealer made as a dealer makes one through the API (as
 * scripts/bench-packing.mjs): a snapsheet of the jersey CG2100 at $42.50, stores made from it
 * with a jersey (S to XL; a name and a number 0-999 unique in the store) and a practice top at
 * $20.00 (M, L), tax 8.25 %, the group asked (`Team`), pay later only, closing in 48 hours.
 * Each store's calls come from an address of their own (the dealer's mutations are limited per
 * address). Returns `{ dealerCode, storeId, jersey, top }` per store.
 */
async function createStores(gql, dealer, count, label) {
  const later = (h) => new Date(Date.now() + h * 3600_000).toISOString();
  const call = (n) => (query, variables) =>
    gql(query, variables, { token: dealer.token, forwardedFor: `198.19.255.${n % 250}` });
  const first = call(dealer.stores);
  const snap = await first(
    `mutation($t: String!) { createSnapsheet(input: { teamName: $t, colorIds: ["19", "13", "25"] }) { id } }`,
    { t: `Closing ${label}` },
  );
  await first(
    `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100", customPriceCents: 4250 }) { id } }`,
    { id: snap.createSnapsheet.id },
  );
  const stores = [];
  for (let k = 0; k < count; k++) {
    const ok = call(dealer.stores++);
    const created = await ok(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id configuration { shortId } } } }`,
      { input: { teamName: `Closing ${label} ${k + 1}`, sourceType: 'SNAPSHEET', sourceId: snap.createSnapsheet.id } },
    );
    const storeId = created.createStore.id;
    const item = created.createStore.items[0];
    const set = await ok(
      `mutation($id: ID!, $items: [StoreItemInput!]!) { setStoreItems(storeId: $id, items: $items) { items { id } } }`,
      {
        id: storeId,
        items: [
          {
            id: item.id,
            name: 'Home Jersey',
            sizes: STORE_SIZES,
            rules: { nameOffered: true, numberOffered: true, numberMin: 0, numberMax: 999, numberUnique: true },
          },
          {
            configurationShortId: item.configuration.shortId,
            name: 'Practice Top',
            sizes: ['M', 'L'],
            dealerPriceCents: 2000,
            rules: { nameOffered: false, numberOffered: false },
          },
        ],
      },
    );
    await ok(`mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`, {
      id: storeId,
      input: {
        advertisedCloseAt: later(47),
        hardCloseAt: later(48),
        taxRateBasisPoints: 825,
        groupLabel: 'Team',
        paymentMethods: ['PAY_LATER'],
      },
    });
    await ok(`mutation($id: ID!) { openStore(storeId: $id) { state } }`, { id: storeId });
    const [jersey, top] = set.setStoreItems.items.map((i) => i.id);
    stores.push({ dealerCode: dealer.dealerCode, storeId, jersey, top });
  }
  return stores;
}

/**
 * The orders of `stores` in the database against the checkouts the buyers sent: each checkout
 * answered ok is one order (its number, its lines), a checkout answered with an error made none,
 * one without an answer (in flight when the run ended) made at most one, no idempotency key has
 * two orders and no order has a key the buyers did not send. Returns the counts and `ok`.
 */
async function auditOrders(databaseUrl, stores, checkouts) {
  const { idempotencyHashOf } = await import('../gateway/dist/src/modules/stores/store-tokens.js');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows;
  try {
    ({ rows } = await client.query(
      `select o.idempotency_hash as hash, o.number,
              (select count(*) from store_order_lines l where l.order_id = o.id)::int as lines
         from store_orders o join projects p on p.id = o.store_id
        where p.public_id = any($1)`,
      [stores.map((s) => s.storeId)],
    ));
  } finally {
    await client.end();
  }
  const byHash = new Map();
  for (const row of rows) byHash.set(row.hash, [...(byHash.get(row.hash) ?? []), row]);
  const counts = { ok: 0, error: 0, unanswered: 0, orders: rows.length, lines: 0, sentLines: 0 };
  const wrong = { lost: 0, doubled: 0, mismatched: 0, madeOnError: 0, unknown: 0, unansweredMade: 0 };
  const known = new Set();
  for (const c of checkouts) {
    const hash = idempotencyHashOf(c.key);
    known.add(hash);
    const orders = byHash.get(hash) ?? [];
    if (orders.length > 1) wrong.doubled++;
    if (c.outcome === 'ok') {
      counts.ok++;
      counts.sentLines += c.lines;
      if (!orders.length) wrong.lost++;
      else if (orders[0].number !== c.number || orders[0].lines !== c.lines) wrong.mismatched++;
    } else if (c.outcome === 'error') {
      counts.error++;
      if (orders.length) wrong.madeOnError++;
    } else {
      counts.unanswered++;
      if (orders.length) wrong.unansweredMade++;
    }
  }
  for (const row of rows) {
    counts.lines += row.lines;
    if (!known.has(row.hash)) wrong.unknown++;
  }
  const ok = !wrong.lost && !wrong.doubled && !wrong.mismatched && !wrong.madeOnError && !wrong.unknown;
  return { ok, counts, wrong };
}

const auditLine = ({ ok, counts: c, wrong: w }) =>
  `orders in the database: ${c.orders} (${c.lines} lines) for ${c.ok} checkouts answered ok (${c.sentLines} lines)` +
  `${c.unanswered ? `, ${c.unanswered} in flight at the end (${w.unansweredMade} of them made an order)` : ''}` +
  `${c.error ? `, ${c.error} answered with an error` : ''}; lost ${w.lost}, doubled ${w.doubled}, ` +
  `other than answered ${w.mismatched}, made on an error ${w.madeOnError}, of unknown keys ${w.unknown} -> ${ok ? 'none lost or doubled' : 'NOT MET'}`;

/**
 * nginx as docker-compose runs it in front of the gateways: deploy/nginx.conf with its upstream
 * the two gateways' ports, listening on `port`, its logs in `dir`; and, as behind a load
 * balancer of its own, the client's address taken from the X-Forwarded-For the buyers send
 * (realip from 127.0.0.1, the generator's address), so that each buyer is an address of its own.
 */
function nginxConfig({ dir, port, upstreams }) {
  let conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (text, by) => {
    if (!conf.includes(text)) throw new Error(`deploy/nginx.conf no longer has "${text}": update nginxConfig`);
    conf = conf.replace(text, by);
  };
  replace('    server gateway:4000;', upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n'));
  replace(
    '    listen 8080;',
    [`listen 127.0.0.1:${port};`, 'set_real_ip_from 127.0.0.1;', 'real_ip_header X-Forwarded-For;']
      .map((line) => `    ${line}`)
      .join('\n'),
  );
  replace('/var/log/nginx/access.log', join(dir, 'access.log'));
  replace('/var/log/nginx/error.log', join(dir, 'error.log'));
  // The proxy's cache of public GETs, as in production, in this run's own directory.
  replace('/var/cache/nginx/graphql', join(dir, 'graphql-cache'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `  ${k}_temp_path ${join(dir, k)};`)
    .join('\n');
  return [
    'daemon off;',
    'worker_processes auto;',
    'worker_rlimit_nofile 65536;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} crit;`,
    'events { worker_connections 16384; }',
    'http {',
    temp,
    conf,
    '}',
    '',
  ].join('\n');
}

/** Starts nginx in front of `upstreams` (ports); resolves `{ url, pid, stop() }` once it answers. */
async function startProxy(upstreams) {
  const nginx = ensureNginx();
  const [port] = await freePorts(1);
  const dir = mkdtempSync(join(tmpdir(), 'tas-bench-nginx-'));
  // Its workers run as nobody when started as root: they write their temporary files here.
  chmodSync(dir, 0o755);
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, port, upstreams }));
  const child = spawn(nginx, ['-p', dir, '-c', file, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${readLog(dir)}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer within 30 s');
    await sleep(100);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir) {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8').slice(-500);
  } catch {
    return '';
  }
}

/** Buyers `storeStepCosts` walks through the steps one at a time. */
const PROBE_BUYERS = 20;

/**
 * What each of STORE_STEPS costs one buyer of `store` alone, the gateways otherwise idle:
 * PROBE_BUYERS buyers one after the other on `gateway`, after one that warms its caches up.
 * Returns per step the SQL statements of one (the gateway's statement counter; the fewest over
 * the buyers: its background jobs, such as sending a receipt, count on the same counter) and the CPU milliseconds of the gateways `pids` per call (their /proc times over
 * the buyers, which take in their background work too); `baseline`, the CPU of `{ __typename }`.
 */
async function storeStepCosts(gateway, store, pids) {
  const gql = graphqlClient(gateway.url);
  const statements = STORE_STEPS.map(() => Infinity);
  const cpu = STORE_STEPS.map(() => 0);
  for (let buyer = 0; buyer <= PROBE_BUYERS; buyer++) {
    const opts = { visitorKey: randomBytes(16).toString('hex'), forwardedFor: benchAddress(131_000 + buyer) };
    const c = { store, buyer, number: storeNumber(buyer) };
    for (const [i, step] of STORE_STEPS.entries()) {
      const before = [await gateway.statements(), cpuSecondsOf(pids)];
      const variables = STORE_VARIABLES[i](c, () => c.number);
      const data = await gql(webOperation(step.operation), variables, opts);
      const after = [await gateway.statements(), cpuSecondsOf(pids)];
      STORE_CHECKS[i](data, c);
      if (buyer === 0) continue;
      statements[i] = Math.min(statements[i], after[0] - before[0]);
      cpu[i] += ((after[1] - before[1]) * 1000) / PROBE_BUYERS;
    }
  }
  // The same for `{ __typename }`: what any request costs the gateway, for comparison.
  let baseline = 0;
  for (let k = 0; k < PROBE_BUYERS; k++) {
    const before = cpuSecondsOf(pids);
    await gql('{ __typename }', {}, { forwardedFor: benchAddress(131_000) });
    baseline += ((cpuSecondsOf(pids) - before) * 1000) / PROBE_BUYERS;
  }
  return { statements, cpu, baseline };
}

/** Scenario store: buyers of open team stores through nginx and two gateways. */
const storeScenario = {
  people: 'buyers',
  gateways: 2,
  proxy: true,
  describe: ({ thinkMs, buyersPerStore }) =>
    `in team stores of ${buyersPerStore} buyers each, ${thinkMs} ms on average before each step (0.5x to 1.5x, ` +
    'twice before the checkout: adding to the cart is a step in the browser)',
  generator: 'autocannon in a child process of its own, one connection per buyer',
  async setup({ gql, options, databaseUrl, gateway, pids }) {
    const dealer = { ...(await signInDealer(gql, 'LOAD02')), stores: 0 };
    const [probe] = await createStores(gql, dealer, 1, 'Probe');
    const costs = await storeStepCosts(gateway, probe, pids);
    console.log(`\nOne buyer at a time (${PROBE_BUYERS} buyers, a warm gateway), per step:`);
    console.log(`${'step'.padEnd(20)}${cells(['SQL', 'CPU ms'], [8, 9])}`);
    for (const [i, step] of STORE_STEPS.entries())
      console.log(`${step.name.padEnd(20)}${cells([costs.statements[i], fmt(costs.cpu[i])], [8, 9])}`);
    console.log(`${'{ __typename }'.padEnd(20)}${cells(['', fmt(costs.baseline)], [8, 9])}`);
    let firstPerson = 0;
    let runs = 0;
    return {
      async run(people, seconds) {
        // Fresh stores for each run, enough that none runs out of numbers: a buyer takes one.
        const flowSeconds = (options.thinkMs * STORE_FLOW_PAUSES) / 1000;
        const checkouts = (people * (seconds + flowSeconds)) / flowSeconds;
        const count = Math.max(
          Math.ceil(people / options.buyersPerStore),
          Math.ceil((checkouts * 1.25) / STORE_NUMBERS),
        );
        const stores = await createStores(gql, dealer, count, `Run ${++runs}`);
        const result = await runLoadChild('store', {
          flow: { stores },
          url: options.proxyUrl,
          people,
          seconds,
          thinkMs: options.thinkMs,
          firstPerson,
        });
        firstPerson += result.people;
        // Checkouts in flight when the generator stopped finish on the gateways first.
        await sleep(3000);
        const audit = await auditOrders(databaseUrl, stores, result.checkouts);
        return { result, audit, stores: count };
      },
    };
  },
};

const SCENARIOS = { snapsheet: snapsheetScenario, store: storeScenario };

// ---------------------------------------------------------------------------------------------
// Running and summing up

/**
 * Runs one load step in a child process of its own (this file with `--load-worker`), so the
 * load generator never shares a process, nor its event loop, with the gateway or the bench.
 */
function runLoadChild(scenario, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench-load.mjs', '--load-worker'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const out = Buffer.concat(chunks).toString();
      if (code !== 0) return reject(new Error(`the load generator exited with code ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`the load generator answered no result: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify({ scenario, options }));
  });
}

/** A load step's figures: per step p50/p99/max, errors, steps a second, the worst p99. */
function summarize(result) {
  let errors = 0;
  let worstP99 = 0;
  let steps = 0;
  const rows = result.steps.map((st) => {
    const p99 = percentile(st.latencies, 99);
    errors += st.errors;
    steps += st.latencies.length;
    // A step none reached (a short run) has no p99; one whose every call failed counts as past any.
    if (st.latencies.length || st.errors) worstP99 = Math.max(worstP99, Number.isFinite(p99) ? p99 : Infinity);
    return { ...st, p50: percentile(st.latencies, 50), p99, max: st.latencies.at(-1) };
  });
  return { rows, errors, worstP99, steps, stepsPerSecond: steps / result.elapsed };
}

/** CPU seconds (user + system) of the processes `pids` and everything they started, from /proc. */
function cpuSecondsOf(pids) {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const within = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = procs.get(p)?.ppid ?? 0, hops++)
      if (pids.includes(p)) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, p] of procs) if (within(pid)) sum += p.ticks;
  return sum / ticks;
}

/**
 * The load run of `scenario` ('snapsheet' or 'store'; see the module's comment) on a fresh
 * PostgreSQL database of `postgresUrl`: `people` visitors or buyers for `seconds` after
 * `warmupSeconds` of the same load not counted, `thinkMs` on average between a person's steps;
 * then the saturation point: steps of `stepSeconds` with `people` more each time (2x, 3x ... up
 * to `maxPeople`) until a step's p99 passes 1 s. No render service runs: the gateways' render
 * worker is off, so pictures asked for stay PENDING (in production render services run on
 * machines of their own). Snapsheet: `projects` published snapsheets (6 products each), one
 * gateway; `allowUnpublished` goes on with drafts. Store: team stores of `buyersPerStore` buyers
 * (more when a run would sell a store's every number), two gateways behind nginx, each run's
 * orders counted in the database. Prints the figures; returns false when the run could not be
 * made, had errors, or lost or doubled an order.
 */
export async function benchLoad({
  scenario: name = 'snapsheet',
  people,
  seconds,
  postgresUrl,
  thinkMs,
  warmupSeconds = 10,
  stepSeconds = 20,
  maxPeople = people * 6,
  projects = 5,
  allowUnpublished = false,
  buyersPerStore = 100,
}) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`no load scenario ${name} (snapsheet, store)`);
  const noun = scenario.people;
  log(`Load (${name}): ${people} ${noun} for ${seconds} s on PostgreSQL (${postgresUrl})…`);
  let pgdb = null;
  const gateways = [];
  let proxy = null;
  try {
    pgdb = await freshPostgres(postgresUrl);
    // People come from their own addresses (X-Forwarded-For) through one trusted proxy hop, so
    // the per-address limits stay on, as in production behind a load balancer. A store takes
    // checkouts at a pace no real store sees (a buyer every few seconds for each of a hundred
    // buyers): its own limit per minute is set out of reach, the per-address ones are not.
    const env = { TRUST_PROXY_HOPS: '1', STORE_CHECKOUTS_PER_STORE_PER_MINUTE: '1000000' };
    // One after the other: the first migrates and seeds the fresh database.
    for (let i = 0; i < scenario.gateways; i++) gateways.push(await startBenchGateway(pgdb.url, env));
    if (scenario.proxy) proxy = await startProxy(gateways.map((g) => Number(new URL(g.url).port)));
    const gql = graphqlClient(gateways[0].url);
    const options = {
      thinkMs,
      projects,
      allowUnpublished,
      buyersPerStore,
      proxyUrl: proxy?.url,
      gatewayUrl: gateways[0].url,
    };
    const watched = gateways.map((g) => g.pid);
    const runner = await scenario.setup({ gql, options, databaseUrl: pgdb.url, gateway: gateways[0], pids: watched });

    // The generator alone, at the run's connections and pace: its own share of a latency.
    const bare = await startBareServer();
    try {
      const alone = await runLoadChild('bare', { url: bare.url, people, seconds: 10, thinkMs, firstPerson: 0 });
      const [row] = summarize(alone).rows;
      console.log(
        `\nthe generator alone: ${people} connections, ${thinkMs} ms on average between requests, against a bare ` +
          `HTTP server for 10 s: ${row.latencies.length} answers, ${row.errors} errors, p50 ${fmt(row.p50)} ms, ` +
          `p99 ${fmt(row.p99)} ms; its CPU ${fmt(alone.generator.cpuSeconds)} s (${fmt((100 * alone.generator.cpuSeconds) / alone.elapsed, 0)} % of one core), ` +
          `event-loop delay p99 ${fmt(alone.generator.loopDelayP99)} ms; load average ${loadAverage()}`,
      );
    } finally {
      await bare.stop();
    }

    // Warm-up, not counted: a gateway that has just started compiles its code and fills its pool
    // of connections and its caches while the first people wait. A deployed gateway is warm;
    // the figures are of a warm one.
    if (warmupSeconds > 0) {
      const warm = await runner.run(people, warmupSeconds);
      const s = summarize(warm.result);
      console.log(
        `\nwarm-up (not counted): ${people} ${noun} for ${warmupSeconds} s, ${s.errors} errors, ` +
          `worst p99 ${fmt(s.worstP99, 0)} ms${warm.audit && !warm.audit.ok ? `; ${auditLine(warm.audit)}` : ''}`,
      );
    }

    const loadBefore = loadAverage();
    const cpuBefore = cpuSecondsOf(watched);
    const proxyCpuBefore = proxy ? cpuSecondsOf([proxy.pid]) : 0;
    const main = await runner.run(people, seconds);
    const gatewayCpu = cpuSecondsOf(watched) - cpuBefore;
    const proxyCpu = proxy ? cpuSecondsOf([proxy.pid]) - proxyCpuBefore : 0;
    const summary = summarize(main.result);
    const r = main.result;
    const widths = [20, 8, 8, 10, 9, 9, 9];
    console.log(
      `\nLoad on PostgreSQL (${name}): ${people} ${noun} for ${seconds} s ${scenario.describe(options)}` +
        `${main.stores ? `; ${main.stores} store${main.stores > 1 ? 's' : ''}` : ''}`,
    );
    console.log(
      `${scenario.gateways} gateway${scenario.gateways > 1 ? 's' : ''}${proxy ? ' behind nginx (deploy/nginx.conf)' : ''}; ` +
        `load generator: ${scenario.generator}; render service: none (render worker off, pictures stay PENDING; ` +
        'in production it runs on machines of its own)',
    );
    console.log(
      cells(['step'.padEnd(20), 'calls', 'errors', 'in flight', 'p50 ms', 'p99 ms', 'max ms'], widths) +
        `   goal p99 < ${GOAL_P99_MS} ms`,
    );
    for (const row of summary.rows)
      console.log(
        `${row.name.padEnd(20)}${cells(
          [
            row.latencies.length + row.errors,
            row.errors,
            row.inFlight ?? '',
            fmt(row.p50, 0),
            fmt(row.p99, 0),
            fmt(row.max, 0),
          ],
          widths.slice(1),
        )}`,
      );
    console.log(
      `flows: ${r.flows} completed (${fmt(r.flows / r.elapsed)}/s)${r.failedFlows !== undefined ? `, ${r.failedFlows} failed` : ''}, ` +
        `${fmt(summary.stepsPerSecond)} steps/s, in ${fmt(r.elapsed)} s`,
    );
    for (const row of summary.rows)
      for (const [message, n] of row.messages.slice(0, 3)) console.log(`  ${row.name}: ${n} x ${message}`);
    for (const note of r.notes ?? []) console.log(`note: ${note}`);
    console.log(
      `gateways' CPU: ${fmt(gatewayCpu)} s, ${fmt((gatewayCpu * 1000) / Math.max(1, summary.steps), 2)} ms per answered step` +
        `${proxy ? `; nginx: ${fmt(proxyCpu)} s` : ''}` +
        `${r.generator ? `; the generator: ${fmt(r.generator.cpuSeconds)} s (${fmt((100 * r.generator.cpuSeconds) / r.elapsed, 0)} % of one core), event-loop delay p99 ${fmt(r.generator.loopDelayP99, 1)} ms` : ''}`,
    );
    console.log(
      `load average (1, 5, 15 min; ${cpus().length} cores): ${loadBefore} before the run, ${loadAverage()} after`,
    );
    if (main.audit) console.log(auditLine(main.audit));
    const goalPeople = name === 'store' ? 1000 : 200;
    const met =
      summary.errors === 0 && summary.worstP99 < GOAL_P99_MS && people >= goalPeople && (main.audit?.ok ?? true);
    console.log(
      `goal: ${goalPeople} ${noun}, 0 errors, p99 under ${GOAL_P99_MS} ms for every step${main.audit ? ', no order lost or doubled' : ''}: ` +
        `${people} ${noun}, ${summary.errors} errors, worst p99 ${fmt(summary.worstP99, 0)} ms` +
        `${main.audit ? `, orders ${main.audit.ok ? 'all there once' : 'NOT all there once'}` : ''} -> ${met ? 'met' : 'NOT MET'}`,
    );

    // The saturation point: more people each step until p99 passes 1 s.
    console.log(`\nSaturation: ${stepSeconds} s steps of ${people} more ${noun}, up to ${maxPeople}`);
    const sw = [10, 9, 8, 14, 14, 15, 16];
    console.log(
      cells(
        [noun.padEnd(10), 'steps/s', 'errors', 'worst p99 ms', 'load average', 'generator CPU', 'its loop p99 ms'],
        sw,
      ),
    );
    // The generator's own share of a core and its event loop's delay: past some thousands of
    // connections it, not the gateways, may be what p99 measures.
    const generatorCells = (run) =>
      run.generator
        ? [`${fmt((100 * run.generator.cpuSeconds) / run.elapsed, 0)} %`, fmt(run.generator.loopDelayP99)]
        : ['', ''];
    console.log(
      `${String(people).padEnd(10)}${cells([fmt(summary.stepsPerSecond), summary.errors, fmt(summary.worstP99, 0), loadavg()[0].toFixed(2), ...generatorCells(r)], sw.slice(1))}  (the run above)`,
    );
    let saturated = summary.worstP99 > SATURATION_P99_MS ? { people, stepsPerSecond: summary.stepsPerSecond } : null;
    let ordersOk = main.audit?.ok ?? true;
    for (let n = people * 2; !saturated && n <= maxPeople; n += people) {
      const run = await runner.run(n, stepSeconds);
      const step = summarize(run.result);
      if (run.audit && !run.audit.ok) ordersOk = false;
      console.log(
        `${String(n).padEnd(10)}${cells([fmt(step.stepsPerSecond), step.errors, fmt(step.worstP99, 0), loadavg()[0].toFixed(2), ...generatorCells(run.result)], sw.slice(1))}` +
          `${run.audit && !run.audit.ok ? `  ${auditLine(run.audit)}` : ''}`,
      );
      if (step.worstP99 > SATURATION_P99_MS) saturated = { people: n, stepsPerSecond: step.stepsPerSecond };
    }
    console.log(
      saturated
        ? `saturation: p99 first passes ${SATURATION_P99_MS} ms at ${saturated.people} ${noun}, ${fmt(saturated.stepsPerSecond)} steps/s`
        : `saturation: p99 stays under ${SATURATION_P99_MS} ms up to ${maxPeople} ${noun} (--max-visitors)`,
    );
    return summary.errors === 0 && ordersOk;
  } catch (err) {
    console.error(`\nThe load run could not be made: ${err.message}`);
    return false;
  } finally {
    await proxy?.stop();
    for (const g of gateways) await g.stop();
    await pgdb?.drop().catch((err) => console.error(`could not drop the bench database: ${err.message}`));
  }
}

// The load generator's child process (`runLoadChild`): `{ scenario, options }` as JSON on stdin,
// the result as JSON on stdout.
if (process.argv[2] === '--load-worker') {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { scenario, options } = JSON.parse(input);
  const flow = { store: storeFlow, snapsheet: snapsheetFlow, bare: bareFlow }[scenario](options.flow);
  const result = await runPaced(flow, options);
  process.stdout.write(JSON.stringify(result), () => process.exit(0));
}
