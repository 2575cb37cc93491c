/**
 * GraphQL figures of `npm run bench` (issue 6, "Measure"), against the built gateway in a process
 * of its own (scripts/bench-gateway.mjs) on 127.0.0.1, on PGlite or on a fresh PostgreSQL
 * database. Everything is set up through the public API as the contract (API.md) writes it:
 * ids are the ones the API returns, visitors send their own `X-Visitor-Key`, a dealer publishes
 * with `publishProject`.
 *
 * - benchGraphql: req/s, p50/p99 ms and the server's CPU ms per request of the page queries (a
 *   visitor's 10-item locker, the dealer's 10-item and 1-item locker, a published snapsheet's
 *   page by POST and as a cached GET of its persisted document) beside the gateway's
 *   `{ __typename }` as a visitor and a bare Fastify + Apollo server with one field
 *   (scripts/bench-bare-server.mjs), measured by autocannon in a process of its own
 *   (scripts/bench-autocannon.mjs) at a fixed number of connections, and the SQL statements one
 *   query runs (Kysely statement counter, buildApp's countStatements).
 *
 * The helpers that set a run up (a fresh PostgreSQL database, the bench gateway, a GraphQL client,
 * a signed-in dealer, products, snapsheets) are exported for the load run (scripts/bench-load.mjs).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { log, root, UNLIMITED_RATES } from './lib.mjs';

const ENTRY_SECRET = 'bench-entry-secret-0123456789abcdef';
const TEAM_COLORS = ['19', '13', '25'];
/** Per-request limit of every bench call: the loops stop by themselves. */
const REQUEST_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Documents

/** The locker as the locker page reads it (LockerView_locker + LockerItemCard_item), by code. */
const LOCKER_QUERY = /* GraphQL */ `
  query BenchLocker($code: String!) {
    locker(code: $code) {
      code
      quantity
      totalCents
      totalMsrpCents
      items {
        id
        quantity
        lineTotalCents
        product {
          styleId
          name
          brand
        }
        configuration {
          shortId
          colors {
            id
            hex
            name
          }
          decorations {
            contentType
            location
            text
          }
          design {
            id
            code
            name
          }
          variant {
            id
            name
          }
          front: snapshot(view: FRONT) {
            status
            url
            width
            height
          }
          back: snapshot(view: BACK) {
            status
            url
            width
            height
          }
        }
        sizeLines {
          size
          quantity
          playerName
          playerNumber
          unitPriceCents
          skuSuffix
        }
        prices {
          msrpCents
          productPriceCents
          decorationsPriceCents
          decorationPricesCents
          finalPriceCents
        }
      }
    }
  }
`;

/** What a visitor's locker page needs: customer prices only. */
export const VISITOR_LOCKER_QUERY = /* GraphQL */ `
  query BenchVisitorLocker($code: String!) {
    locker(code: $code) {
      code
      quantity
      totalCents
      items {
        id
        quantity
        lineTotalCents
        product {
          styleId
          name
        }
        configuration {
          shortId
          front: snapshot(view: FRONT) {
            status
            url
          }
        }
        sizeLines {
          size
          quantity
          playerName
          playerNumber
          unitPriceCents
        }
        prices {
          finalPriceCents
        }
      }
    }
  }
`;

/** A published snapsheet as a visitor's page reads it. */
export const SNAPSHEET_QUERY = /* GraphQL */ `
  query BenchSnapsheet($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      colors {
        id
        hex
        name
      }
      pages {
        number
        products {
          id
          order
          priceCents
          product {
            styleId
            name
            brand
            sizes
            baseSize
            decorationLocations {
              name
              contentTypes
            }
          }
          front: snapshot(view: FRONT) {
            status
            url
          }
        }
      }
    }
  }
`;

export const SAVE_CONFIGURATION = /* GraphQL */ `
  mutation BenchSaveConfiguration($input: ConfigurationInput!) {
    saveConfiguration(input: $input) {
      shortId
    }
  }
`;

export const ADD_TO_LOCKER = /* GraphQL */ `
  mutation BenchAddToLocker($input: AddToLockerInput!) {
    addToLocker(input: $input) {
      code
      items {
        id
      }
    }
  }
`;

// ---------------------------------------------------------------------------------------------
// Gateway, database, client

/** A GraphQL answer with errors: `code` is the first error's extensions.code. */
export class GraphQLAnswerError extends Error {
  constructor(errors) {
    const first = errors[0] ?? {};
    super(`${first.extensions?.code ?? 'ERROR'}: ${first.message ?? 'unknown error'}`);
    this.code = first.extensions?.code;
    this.errors = errors;
  }
}

/** A database of its own on the PostgreSQL server of `baseUrl`, dropped by `drop()`. */
export async function freshPostgres(baseUrl) {
  const name = `tas_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Starts scripts/bench-gateway.mjs on a fresh data directory (and `databaseUrl` when given) with
 * the render and order-sync workers off and `env` added. Resolves once it listens.
 */
export async function startBenchGateway(databaseUrl, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-gql-'));
  // BENCH_CPU_PROF_DIR: the gateway writes a CPU profile (.cpuprofile) there when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  const child = spawn(process.execPath, [...profile, 'scripts/bench-gateway.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEALER_ENTRY_SECRET: ENTRY_SECRET,
      LOG_LEVEL: 'warn',
      RENDER_WORKER: 'off',
      ORDER_SYNC_WORKER: 'off',
      // No render service: snapshots asked for stay PENDING, as before a render finishes.
      RENDER_SERVICE_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (c) => process.stderr.write(`[gateway] ${c}`));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench gateway did not start within 120 s')), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench gateway exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /^bench-gateway listening (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      } else process.stdout.write(`[gateway] ${line}\n`);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The gateway's process id (its CPU time: `cpuMsOf`). */
    pid: child.pid,
    /** Statements the gateway has run through Kysely so far. */
    async statements() {
      const r = await fetch(`${url}/__bench/sql-statements`);
      return (await r.json()).statements;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `gql(query, variables, { token, visitorKey, forwardedFor })` -> data; throws
 * GraphQLAnswerError on errors, Error on a non-JSON answer or a timeout.
 */
export function graphqlClient(url) {
  return async (query, variables = {}, opts = {}) => {
    const headers = { 'content-type': 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.visitorKey) headers['x-visitor-key'] = opts.visitorKey;
    if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
    }
    if (body.errors?.length) throw new GraphQLAnswerError(body.errors);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return body.data;
  };
}

const visitorKey = () => randomBytes(16).toString('hex');

// ---------------------------------------------------------------------------------------------
// Setup through the API

/** Signs a dealer in through enterDashboard: `{ token, dealerCode }`. */
export async function signInDealer(gql, code) {
  const { signEntryToken } = await import('../gateway/dist/src/modules/dealers/entry-token.js');
  const fields = {
    code,
    company: `${code} Sports`,
    email: `${code.toLowerCase()}@example.com`,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const data = await gql(
    `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken dealer { code } } }`,
    { input: { ...fields, token: signEntryToken(ENTRY_SECRET, fields) } },
  );
  return { token: data.enterDashboard.apiToken, dealerCode: data.enterDashboard.dealer.code };
}

/** `count` catalog products with at least 5 sizes, the product types taken in turn. */
export async function pickProducts(gql, token, count) {
  const { products } = await gql(
    `{ products(first: 100) { nodes { styleId productType sizes baseSize decorationLocations { name contentTypes } } } }`,
    {},
    { token },
  );
  const byType = new Map();
  for (const p of products.nodes.filter((n) => n.sizes.length >= 5)) {
    if (!byType.has(p.productType)) byType.set(p.productType, []);
    byType.get(p.productType).push(p);
  }
  const picked = [];
  while (picked.length < count && [...byType.values()].some((l) => l.length))
    for (const list of byType.values()) if (list.length && picked.length < count) picked.push(list.shift());
  if (picked.length < count) throw new Error(`the catalog has ${picked.length} products with 5 sizes, need ${count}`);
  return picked;
}

/** A team text and a player number where the product allows them. */
export function decorationsFor(product, number) {
  const decorations = [];
  const used = new Set();
  for (const [contentType, text] of [
    ['CUSTOM_TEXT', 'Bench Bears'],
    ['PLAYER_NUMBER', String(number)],
  ]) {
    const location = product.decorationLocations.find((l) => l.contentTypes.includes(contentType) && !used.has(l.name));
    if (!location) continue;
    used.add(location.name);
    decorations.push({ contentType, location: location.name, text });
  }
  return decorations;
}

/**
 * Publishes a project (P4). Resolves `{ published: true }`, or `{ published: false, reason }`
 * when the API has no publishProject yet; throws on any other error.
 */
export async function publishProject(gql, token, projectId) {
  try {
    await gql(
      `mutation($type: ProjectType!, $id: ID!) { publishProject(projectType: $type, projectId: $id) { id status } }`,
      { type: 'SNAPSHEET', id: projectId },
      { token },
    );
    return { published: true };
  } catch (err) {
    if (err instanceof GraphQLAnswerError && /Cannot query field "publishProject"/.test(err.message))
      return { published: false, reason: 'the API has no publishProject mutation yet (issue 6, P4)' };
    throw err;
  }
}

/** A dealer's snapsheet with `products`; returns its id (the one the API returns). */
export async function createSnapsheet(gql, token, teamName, products) {
  const { createSnapsheet } = await gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName, colorIds: TEAM_COLORS } },
    { token },
  );
  for (const p of products)
    await gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id: createSnapsheet.id, input: { styleId: p.styleId } },
      { token },
    );
  return createSnapsheet.id;
}

/** Five roster lines: the product's sizes in turn, each with a player. */
function sizeLinesFor(product, first) {
  return Array.from({ length: 5 }, (_, i) => ({
    size: product.sizes[i % product.sizes.length],
    quantity: 1 + (i % 3),
    playerName: `Player ${first + i}`,
    playerNumber: String(first + i),
  }));
}

/**
 * A visitor's locker on a new published snapsheet holding `products` (one item each, 5 size
 * lines). Returns `{ code, projectId, visitorKey }` (the locker's, its project's, and the key of
 * the visitor who owns it); notes what could not be done as the contract says.
 */
async function visitorLocker(gql, token, products, notes) {
  const projectId = await createSnapsheet(gql, token, `Bench ${products.length}`, products);
  const published = await publishProject(gql, token, projectId);
  if (!published.published) notes.add(`not published: ${published.reason}; visitors used the draft`);
  const key = visitorKey();
  let locker = null;
  for (const [i, p] of products.entries()) {
    const { saveConfiguration } = await gql(
      SAVE_CONFIGURATION,
      { input: { styleId: p.styleId, colorIds: TEAM_COLORS, decorations: decorationsFor(p, 10 + i) } },
      { visitorKey: key },
    );
    ({ addToLocker: locker } = await gql(
      ADD_TO_LOCKER,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId,
          configurationShortId: saveConfiguration.shortId,
          sizeLines: sizeLinesFor(p, 1 + i * 5),
        },
      },
      { visitorKey: key },
    ));
  }
  if (locker.items.length !== products.length)
    throw new Error(`the locker holds ${locker.items.length} items, expected ${products.length}`);
  return { code: locker.code, projectId, visitorKey: key };
}

// ---------------------------------------------------------------------------------------------
// Measuring

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * Runs of the load generator (`autocannonWorker`) taken together: their answers over their time,
 * latencies pooled, and the server's and the generator's CPU time over them per answer.
 */
function combined(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((t, r) => t + r.elapsed, 0);
  const perRequest = (key) =>
    results.every((r) => r[key] !== null) && latencies.length
      ? results.reduce((t, r) => t + r[key], 0) / latencies.length
      : NaN;
  return {
    latencies,
    elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMsPerRequest: perRequest('cpuMs'),
    generatorCpuMsPerRequest: perRequest('generatorCpuMs'),
    errors: results.reduce((n, r) => n + r.errors, 0),
    firstError: results.find((r) => r.firstError)?.firstError ?? null,
  };
}

/**
 * The load generator: scripts/bench-autocannon.mjs (autocannon) in a child process of its own,
 * so it never shares an event loop with the bench or the server it measures. One process for
 * the whole bench, so that its own code is warm (compiled) in every run it makes.
 * `run({ url, method, headers, body, connections, seconds })` resolves the job's
 * `{ ok, errors, firstError, elapsed, latencies }` (see that file); `close()` ends it; `pid` is
 * its process id (its CPU time: `cpuMsOf`).
 */
function autocannonWorker() {
  const child = spawn(process.execPath, ['scripts/bench-autocannon.mjs'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = [];
  let failure = null;
  const fail = (err) => {
    failure ??= err;
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  child.on('error', fail);
  child.stdin.on('error', fail);
  child.on('exit', (code) => fail(new Error(`the load generator exited with code ${code}`)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift();
    try {
      w?.resolve(JSON.parse(line));
    } catch {
      w?.reject(new Error(`the load generator answered no result: ${line.slice(0, 200)}`));
    }
  });
  return {
    pid: child.pid,
    run(job) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(job)}\n`);
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time, user and system, process `pid` has used so far (every thread: JavaScript, garbage
 * collection, libuv's pool), in ms at the clock tick's resolution (10 ms); null where there is no
 * /proc (not Linux).
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is the
    // first, utime the 12th and stime the 13th (fields 14 and 15 of proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Starts scripts/bench-bare-server.mjs (Fastify + Apollo Server with one field) in a process of
 * its own: `{ url, pid, stop() }` once it listens.
 */
async function startBareServer() {
  const child = spawn(process.execPath, ['scripts/bench-bare-server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (c) => process.stderr.write(`[bare server] ${c}`));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start within 60 s')), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /^bench-bare-server listening (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The web app's document of operation `operationName` in its persisted-documents manifest
 * (web/src/gql/persisted-documents.json, written by `npm run codegen`): `{ id, text }`, `id` the
 * sha256 of `text` the web sends as `documentId`. Throws when no document has that operation.
 */
async function webDocument(operationName) {
  const { parse } = await import('graphql');
  const manifest = JSON.parse(readFileSync(join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  for (const [id, text] of Object.entries(manifest))
    if (parse(text).definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === operationName))
      return { id, text };
  throw new Error(`the web's persisted-documents manifest has no operation ${operationName}`);
}

/**
 * One answer to `request` (`{ url, method, headers, body }`, as the load generator sends it):
 * its `data`; throws GraphQLAnswerError on GraphQL errors, Error on another status or a body
 * that is not JSON.
 */
async function requestOnce(request) {
  const res = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  }
  if (body.errors?.length) throw new GraphQLAnswerError(body.errors);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return body.data;
}

/** A POST of `query` and `variables` to `/graphql` of `url`, with `headers` added. */
const postRequest = (url, query, variables, headers) => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query, variables }),
});

/** SQL statements of one call of `fn`, measured `repeats` times one after another. */
async function statementsOf(gateway, fn, repeats = 3) {
  const counts = [];
  for (let i = 0; i < repeats; i++) {
    const before = await gateway.statements();
    await fn();
    counts.push((await gateway.statements()) - before);
  }
  return counts;
}

/** Most SQL statements a page query may run (issue 16). */
const MAX_PAGE_STATEMENTS = 8;
/** The visitor key the snapsheet page is read with (a visitor's page, not the dealer's). */
const BENCH_VISITOR = randomBytes(16).toString('hex');

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const cells = (values, widths) => values.map((v, i) => String(v).padStart(widths[i])).join('');

// ---------------------------------------------------------------------------------------------
// The GraphQL figures: each query beside { __typename } and the bare server

/** The gateway's goal for a visitor's 10-item locker on this 2-core machine, req/s. */
const LOCKER_GOAL_RPS = 1000;
/** The goal of a cached page read: at least this share of `{ __typename }`'s req/s. */
const CACHED_PAGE_GOAL = 0.5;
/**
 * The bare server shows the load generator is not the limit when it answers at least this many
 * times the gateway's fastest query: the same generator made both (a margin over the noise of a
 * shared machine).
 */
const GENERATOR_HEADROOM = 1.25;

/**
 * For each database in `databases` ('pglite', 'postgres'), against the built gateway on a fresh
 * database and the bare server (scripts/bench-bare-server.mjs), both in processes of their own,
 * driven by autocannon in a third (`autocannonWorker`) at `concurrency` connections: req/s, p50
 * and p99 ms, the server's CPU ms per answer (/proc/<pid>/stat, user + system), the share of the
 * gateway's `{ __typename }` (as a visitor) and the SQL statements of one request
 * (`statementsOf`), for: the bare server's one field; `{ __typename }` as a visitor
 * (X-Visitor-Key, no token); a visitor's own 10-item locker (VISITOR_LOCKER_QUERY, 5 size lines
 * each); the dealer's 10-item and 1-item locker (LOCKER_QUERY, token); the web's snapsheet page
 * (its `Snapsheet` document, 10 products) read by a visitor with POST; and the same page as a GET
 * persisted query (`documentId` of the web's manifest), printed as "not available: <error>" where
 * the gateway answers that with an error. `seconds` per query. Goals beside them: the visitor's
 * 10-item locker >= 1,000 req/s, the cached page read >= 50 % of `{ __typename }`, a locker page
 * at most 8 statements for 1 and 10 items, a snapsheet page at most 8. Returns false when a
 * database could not be measured.
 */
export async function benchGraphql({ databases, postgresUrl, seconds, concurrency }) {
  let ok = true;
  let page = null;
  let bare = null;
  let generator = null;
  try {
    page = await webDocument('Snapsheet');
    generator = autocannonWorker();
    bare = await startBareServer();
  } catch (err) {
    console.error(`\nGraphQL could not be measured: ${err.message}`);
    await generator?.close();
    return false;
  }
  for (const database of databases) {
    const label = database === 'postgres' ? `PostgreSQL (${postgresUrl})` : 'PGlite';
    log(`GraphQL on ${label}: autocannon against the gateway and the bare server…`);
    let pgdb = null;
    let gateway = null;
    try {
      if (database === 'postgres') pgdb = await freshPostgres(postgresUrl);
      // One client measures throughput here: the per-address limits would only measure themselves.
      gateway = await startBenchGateway(pgdb?.url, UNLIMITED_RATES);
      const gql = graphqlClient(gateway.url);
      const { token, dealerCode } = await signInDealer(gql, 'BENCH2');
      const products = await pickProducts(gql, token, 10);
      const notes = new Set();
      const one = await visitorLocker(gql, token, products.slice(0, 1), notes);
      const ten = await visitorLocker(gql, token, products, notes);
      // The 10-item locker's project: a published snapsheet of the same 10 products.
      const pageVariables = { dealerCode, id: ten.projectId };
      const visitor = { 'x-visitor-key': BENCH_VISITOR };
      const dealer = { authorization: `Bearer ${token}` };
      const maxStatements = (row) => Math.max(...row.statements);
      const statementGoal = (row) =>
        `<= ${MAX_PAGE_STATEMENTS} SQL: ${maxStatements(row) <= MAX_PAGE_STATEMENTS ? 'met' : 'NOT MET'}`;
      const lockerRead = (code) => (data) => (data.locker?.items.length ? null : `locker ${code} is not found`);
      const pageRead = (data) =>
        data.snapsheet?.pages.flatMap((p) => p.products).length === 10
          ? null
          : `snapsheet ${ten.projectId} is not found with its 10 products`;
      const rows = [
        {
          name: 'bare server, one field',
          server: bare,
          request: postRequest(bare.url, '{ hello }', {}, {}),
          check: (data) => (data.hello === 'world' ? null : 'no hello'),
        },
        {
          name: '{ __typename }, a visitor',
          request: postRequest(gateway.url, '{ __typename }', {}, visitor),
          check: (data) => (data.__typename === 'Query' ? null : 'no __typename'),
        },
        {
          name: "visitor's locker, 10 items",
          request: postRequest(
            gateway.url,
            VISITOR_LOCKER_QUERY,
            { code: ten.code },
            { 'x-visitor-key': ten.visitorKey },
          ),
          check: lockerRead(ten.code),
          goal: (r) => `>= ${LOCKER_GOAL_RPS} req/s: ${r.rps >= LOCKER_GOAL_RPS ? 'met' : 'NOT MET'}`,
        },
        {
          name: "dealer's locker, 10 items",
          request: postRequest(gateway.url, LOCKER_QUERY, { code: ten.code }, dealer),
          check: lockerRead(ten.code),
          // A locker page's statements do not grow with its items.
          goal: (_r, _t, row) => {
            const met = maxStatements(row) <= MAX_PAGE_STATEMENTS && maxStatements(row) === maxStatements(rows[4]);
            return `<= ${MAX_PAGE_STATEMENTS} SQL, as 1 item: ${met ? 'met' : 'NOT MET'}`;
          },
        },
        {
          name: "dealer's locker, 1 item",
          request: postRequest(gateway.url, LOCKER_QUERY, { code: one.code }, dealer),
          check: lockerRead(one.code),
          goal: (_r, _t, row) => statementGoal(row),
        },
        {
          name: 'snapsheet page, a visitor, POST',
          request: postRequest(gateway.url, page.text, pageVariables, visitor),
          check: pageRead,
          goal: (_r, _t, row) => statementGoal(row),
        },
        {
          // The web's GET of a persisted document, as a proxy may cache it: the same page.
          name: 'cached page read, GET persisted',
          request: {
            url:
              `${gateway.url}/graphql?documentId=${page.id}` +
              `&variables=${encodeURIComponent(JSON.stringify(pageVariables))}`,
            method: 'GET',
            // Apollo's CSRF prevention lets a GET through with this header (a browser's GET
            // without it could be a cross-site one); a handler of its own ignores it.
            headers: { ...visitor, 'apollo-require-preflight': 'true' },
          },
          check: pageRead,
          optional: true,
          goal: (r, trivial) =>
            `>= ${CACHED_PAGE_GOAL * 100} %: ${r.rps >= CACHED_PAGE_GOAL * trivial.rps ? 'met' : 'NOT MET'}`,
        },
      ];
      const once = async (row) => {
        const message = row.check(await requestOnce(row.request));
        if (message) throw new Error(message);
      };
      for (const row of rows) {
        try {
          // Warm-up: the first read queues the snapshots it asks for.
          await once(row);
          await once(row);
        } catch (err) {
          if (!row.optional) throw err;
          row.unavailable = err.message;
          continue;
        }
        if (row.server !== bare) row.statements = await statementsOf(gateway, () => once(row));
      }
      const measured = rows.filter((r) => !r.unavailable);
      const measure = async (row, secondsOfRun) => {
        const pids = [(row.server ?? gateway).pid, generator.pid];
        const before = pids.map(cpuMsOf);
        const result = await generator.run({ ...row.request, connections: concurrency, seconds: secondsOfRun });
        const [serverMs, generatorMs] = pids.map((pid, i) => {
          const after = cpuMsOf(pid);
          return before[i] === null || after === null ? null : after - before[i];
        });
        return { ...result, cpuMs: serverMs, generatorCpuMs: generatorMs };
      };
      // A round of 1 s per query first, not counted: each query's code paths compiled (the
      // gateway's and the generator's) and the pools filled before any second that counts. Then
      // the queries take turns of 1 s, so that a change of the machine's load during the run (it
      // is shared) weighs on each of them alike: the shares of `{ __typename }` compare figures
      // of the same seconds. One run per query after another would give the last query the
      // load of other work that came meanwhile.
      for (const row of measured) await measure(row, 1);
      const slices = measured.map(() => []);
      for (let round = 0; round < seconds; round++)
        for (const [i, row] of measured.entries()) slices[i].push(await measure(row, 1));
      for (const [i, row] of measured.entries()) row.result = combined(slices[i]);

      const trivial = rows[1].result;
      const widths = [33, 9, 8, 8, 12, 14, 8, 6];
      console.log(
        `\nGraphQL on ${label}: autocannon in a process of its own, ${concurrency} connections, ` +
          `${seconds} s per query in turns of 1 s after a 1 s warm-up round; load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );
      console.log(
        cells(
          ['query'.padEnd(33), 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', '% __typename', 'errors', 'SQL'],
          widths,
        ) + '  goal',
      );
      for (const row of rows) {
        if (row.unavailable) {
          console.log(`${row.name.padEnd(33)}  not available: ${row.unavailable}`);
          continue;
        }
        const r = row.result;
        const s = row.statements;
        const sql = !s ? '-' : Math.min(...s) === Math.max(...s) ? String(s[0]) : `${Math.min(...s)} (${s.join(', ')})`;
        console.log(
          `${row.name.padEnd(33)}${cells(
            [
              fmt(r.rps),
              fmt(r.p50),
              fmt(r.p99),
              fmt(r.cpuMsPerRequest, 2),
              `${fmt((r.rps / trivial.rps) * 100)} %`,
              r.errors,
              sql,
            ],
            widths.slice(1),
          )}${row.goal ? `  ${row.goal(r, trivial, row)}` : ''}`,
        );
        if (r.firstError) console.log(`  first error: ${r.firstError}`);
      }
      console.log(
        `CPU ms/req: the server process's user + system time over its answers (${database === 'pglite' ? 'PGlite runs in the gateway process: its time is in it' : "PostgreSQL's own processes are not in it"}); % __typename: of the gateway's { __typename } as a visitor`,
      );

      // The load generator is not the limit when the same stack with nothing behind it answers
      // well more than the gateway's fastest query: the generator made those requests too.
      const [bareRow, ...gatewayRows] = measured;
      const fastest = gatewayRows.reduce((a, b) => (b.result.rps > a.result.rps ? b : a));
      const headroom = bareRow.result.rps / fastest.result.rps;
      console.log(
        headroom >= GENERATOR_HEADROOM
          ? `load generator: not the limit, the bare server answered ${fmt(bareRow.result.rps)} req/s, ` +
              `${fmt(headroom, 2)}x the gateway's fastest query (${fmt(fastest.result.rps)} req/s)`
          : `note: the bare server answered ${fmt(bareRow.result.rps)} req/s, only ${fmt(headroom, 2)}x the gateway's ` +
              `fastest query (${fmt(fastest.result.rps)} req/s): the load generator or the machine may be the limit of ` +
              `the fastest figures (their CPU ms/req still holds)`,
      );
      // On a machine of few cores the generator's own CPU is taken from the server's: what it
      // costs a request beside what the server does.
      const generatorBusy = (bareRow.result.generatorCpuMsPerRequest * bareRow.result.rps) / 1000;
      console.log(
        `load generator's CPU: ${fmt(bareRow.result.generatorCpuMsPerRequest, 2)} ms/req against the bare server ` +
          `(${fmt(generatorBusy * 100, 0)} % of one core at its ${fmt(bareRow.result.rps)} req/s), ` +
          `${fmt(fastest.result.generatorCpuMsPerRequest, 2)} ms/req against ${fastest.name}`,
      );

      const verdict = (met) => (met ? 'met' : 'NOT MET');
      const [, , visitorTen, dealerTen, dealerOne, pagePost, cached] = rows;
      console.log(
        `goal: a visitor's 10-item locker at least ${LOCKER_GOAL_RPS} req/s: ${fmt(visitorTen.result.rps)} -> ${verdict(visitorTen.result.rps >= LOCKER_GOAL_RPS)}`,
      );
      console.log(
        cached.unavailable
          ? `goal: a cached page read at least ${CACHED_PAGE_GOAL * 100} % of { __typename }: not available (${cached.unavailable})`
          : `goal: a cached page read at least ${CACHED_PAGE_GOAL * 100} % of { __typename }: ${fmt((cached.result.rps / trivial.rps) * 100)} % -> ${verdict(cached.result.rps >= CACHED_PAGE_GOAL * trivial.rps)}`,
      );
      const sqlOne = Math.max(...dealerOne.statements);
      const sqlTen = Math.max(...dealerTen.statements);
      const sqlPage = Math.max(...pagePost.statements);
      console.log(
        `goal: a locker page at most ${MAX_PAGE_STATEMENTS} SQL statements, the same for 1 and 10 items: ${sqlOne} and ${sqlTen} -> ${verdict(sqlOne === sqlTen && sqlTen <= MAX_PAGE_STATEMENTS)}`,
      );
      console.log(
        `goal: a snapsheet page at most ${MAX_PAGE_STATEMENTS} SQL statements: ${sqlPage} -> ${verdict(sqlPage <= MAX_PAGE_STATEMENTS)}`,
      );
      for (const n of notes) console.log(`note: ${n}`);
    } catch (err) {
      ok = false;
      console.error(`\nGraphQL on ${label} could not be measured: ${err.message}`);
    } finally {
      await gateway?.stop();
      await pgdb?.drop().catch((err) => console.error(`could not drop the bench database: ${err.message}`));
    }
  }
  await bare.stop();
  await generator.close();
  return ok;
}
