/**
 * GraphQL figures of `npm run bench` (issue 6, "Measure"), against the built gateway in a process
 * of its own (scripts/bench-gateway.mjs) on 127.0.0.1, on PGlite or on a fresh PostgreSQL
 * database. Everything is set up through the public API as the contract (API.md) writes it:
 * ids are the ones the API returns, visitors send their own `X-Visitor-Key`, a dealer publishes
 * with `publishProject`.
 *
 * - benchGraphql: throughput of the locker query (1 item and 10 items, 5 size lines each) beside
 *   `{ __typename }` on the same server (dealer token, fixed concurrency), and the SQL statements
 *   one query runs (Kysely statement counter, buildApp's countStatements).
 *
 * The helpers that set a run up (a fresh PostgreSQL database, the bench gateway, a GraphQL client,
 * a signed-in dealer, products, snapsheets) are exported for the load run (scripts/bench-load.mjs).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
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
 * lines). Returns the locker code; notes what could not be done as the contract says.
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
  return { code: locker.code, projectId };
}

// ---------------------------------------------------------------------------------------------
// Measuring

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Runs of `throughput` taken together: their requests over their time, latencies pooled. */
function combined(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((t, r) => t + r.elapsed, 0);
  return {
    latencies,
    elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: results.reduce((n, r) => n + r.errors, 0),
    firstError: results.find((r) => r.firstError)?.firstError ?? null,
  };
}

/** Runs `fn` from `concurrency` loops for `seconds`: requests per second, p50/p99 ms, errors. */
async function throughput(fn, { seconds, concurrency }) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          await fn();
          latencies.push(performance.now() - t);
        } catch (err) {
          errors++;
          firstError ??= err.message;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    firstError,
  };
}

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
// The locker query against { __typename }

/**
 * For each database in `databases` ('pglite', 'postgres'): the locker query's throughput beside
 * `{ __typename }`, and SQL statements per query for 1 and 10 items. Returns false when a
 * database could not be measured.
 */
export async function benchGraphql({ databases, postgresUrl, seconds, concurrency }) {
  let ok = true;
  for (const database of databases) {
    const label = database === 'postgres' ? `PostgreSQL (${postgresUrl})` : 'PGlite';
    log(`GraphQL: the locker query against { __typename } on ${label}…`);
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
      const lockers = [
        { name: 'locker, 1 item x 5 size lines', ...(await visitorLocker(gql, token, products.slice(0, 1), notes)) },
        { name: 'locker, 10 items x 5 size lines', ...(await visitorLocker(gql, token, products, notes)) },
      ];
      // The 10-item locker's project: a published snapsheet of the same 10 products.
      const snapsheetId = lockers[1].projectId;
      const queries = [
        { name: '{ __typename }', run: () => gql('{ __typename }', {}, { token }) },
        ...lockers.map((l) => ({
          name: l.name,
          run: async () => {
            const { locker } = await gql(LOCKER_QUERY, { code: l.code }, { token });
            if (!locker) throw new Error(`the dealer cannot read locker ${l.code}`);
          },
        })),
        {
          name: 'snapsheet page, 10 products',
          run: async () => {
            const { snapsheet } = await gql(
              SNAPSHEET_QUERY,
              { dealerCode, id: snapsheetId },
              { visitorKey: BENCH_VISITOR },
            );
            if (snapsheet?.pages.flatMap((p) => p.products).length !== 10)
              throw new Error(`a visitor cannot read snapsheet ${snapsheetId} with its 10 products`);
          },
        },
      ];
      for (const q of queries) {
        // Warm-up: the first read queues the snapshots it asks for.
        await q.run();
        await q.run();
        q.statements = await statementsOf(gateway, q.run);
      }
      // The queries take turns, one second each, so that a change of the machine's load during
      // the run weighs on each of them alike (the ratios compare them in the same run).
      const slices = queries.map(() => []);
      for (let round = 0; round < seconds; round++)
        for (const [i, q] of queries.entries()) slices[i].push(await throughput(q.run, { seconds: 1, concurrency }));
      for (const [i, q] of queries.entries()) q.result = combined(slices[i]);

      const widths = [34, 9, 9, 9, 8, 16];
      console.log(
        `\nGraphQL on ${label}: dealer token (the snapsheet page: a visitor), concurrency ${concurrency}, ${seconds} s per query in turns of 1 s`,
      );
      console.log(cells(['query'.padEnd(34), 'req/s', 'p50 ms', 'p99 ms', 'errors', 'SQL statements'], widths));
      for (const q of queries) {
        const s = q.statements;
        const sql = Math.min(...s) === Math.max(...s) ? String(s[0]) : `${Math.min(...s)} (${s.join(', ')})`;
        console.log(
          `${q.name.padEnd(34)}${cells([fmt(q.result.rps), fmt(q.result.p50), fmt(q.result.p99), q.result.errors, sql], widths.slice(1))}`,
        );
        if (q.result.firstError) console.log(`  first error: ${q.result.firstError}`);
      }
      const [trivial, one, ten, snapsheet] = queries;
      const ratio = ten.result.rps / trivial.result.rps;
      const snapsheetRatio = snapsheet.result.rps / trivial.result.rps;
      const sqlOne = Math.max(...one.statements);
      const sqlTen = Math.max(...ten.statements);
      const sqlSnapsheet = Math.max(...snapsheet.statements);
      const verdict = (met) => (met ? 'met' : 'NOT MET');
      console.log(
        `goal: 10-item locker at least 50 % of { __typename }: ${fmt(ratio * 100)} % -> ${verdict(ratio >= 0.5)}`,
      );
      console.log(
        `goal: a locker page at most ${MAX_PAGE_STATEMENTS} SQL statements, the same for 1 and 10 items: ${sqlOne} and ${sqlTen} -> ${verdict(sqlOne === sqlTen && sqlTen <= MAX_PAGE_STATEMENTS)}`,
      );
      console.log(
        `goal: published snapsheet page at least 50 % of { __typename }: ${fmt(snapsheetRatio * 100)} % -> ${verdict(snapsheetRatio >= 0.5)}`,
      );
      console.log(
        `goal: a snapsheet page at most ${MAX_PAGE_STATEMENTS} SQL statements: ${sqlSnapsheet} -> ${verdict(sqlSnapsheet <= MAX_PAGE_STATEMENTS)}`,
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
  return ok;
}
