/**
 * The load run's scenario store (scripts/bench-load.mjs): the closing hour of team stores, with
 * buyers on two gateways behind nginx; the stores it sets up, the audit of their orders, the
 * proxy and each step's cost one buyer at a time.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { graphqlClient, signInDealer } from '../bench-graphql.mjs';
import { ensureNginx, freePorts, root } from '../lib.mjs';
import { fmt, cells, sleep, benchAddress, runLoadChild, cpuSecondsOf } from './measure.mjs';
import {
  STORE_STEPS,
  STORE_FLOW_PAUSES,
  STORE_NUMBERS,
  STORE_SIZES,
  webOperation,
  storeNumber,
  STORE_VARIABLES,
  STORE_CHECKS,
} from './store-flow.mjs';

/**
 * `count` open team stores of the dealer made as a dealer makes one through the API (as
 * scripts/bench-packing.mjs): a snapsheet of the jersey CG2100 at $42.50, stores made from it
 * with a jersey (S to XL; a name and a number 0-999 unique in the store) and a practice top at
 * $20.00 (M, L), tax 8.25 %, the group asked (`Team`), pay later only, closing in 48 hours.
 * Each store's calls come from an address of their own (the dealer's mutations are limited per
 * address). Returns `{ dealerCode, storeId, jersey, top }` per store.
 */
export async function createStores(gql, dealer, count, label) {
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
export async function auditOrders(databaseUrl, stores, checkouts) {
  const { idempotencyHashOf } = await import('../../gateway/dist/src/modules/stores/store-tokens.js');
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

export const auditLine = ({ ok, counts: c, wrong: w }) =>
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
export function nginxConfig({ dir, port, upstreams }) {
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
export async function startProxy(upstreams) {
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

export function readLog(dir) {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8').slice(-500);
  } catch {
    return '';
  }
}

/** Buyers `storeStepCosts` walks through the steps one at a time. */
export const PROBE_BUYERS = 20;

/**
 * What each of STORE_STEPS costs one buyer of `store` alone, the gateways otherwise idle:
 * PROBE_BUYERS buyers one after the other on `gateway`, after one that warms its caches up.
 * Returns per step the SQL statements of one (the gateway's statement counter; the fewest over
 * the buyers: its background jobs, such as sending a receipt, count on the same counter) and the CPU milliseconds of the gateways `pids` per call (their /proc times over
 * the buyers, which take in their background work too); `baseline`, the CPU of `{ __typename }`.
 */
export async function storeStepCosts(gateway, store, pids) {
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
export const storeScenario = {
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
