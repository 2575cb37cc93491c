#!/usr/bin/env node
/**
 * `npm run bench`: the performance figures of docs/performance.md, for this machine.
 *
 * 1. Snapshots (scripts/bench-render.mjs): warm snapshot p50/p95 at concurrency 1 and
 *    at the pool's size (--pool, default 2), the same configuration again, 4 views of one
 *    configuration, where a warm snapshot's time goes (mesh, texture, draw, readPixels, PNG
 *    encode), each template's first snapshot, the drape solver per template, and a browser
 *    launched per snapshot against the warm pool (the ratio).
 * 1b. Demo pictures (scripts/bench-demo.mjs): the built gateway (SEED_DEMO) and render service on a
 *    fresh data directory; the time until every picture of the demo projects is READY, and the
 *    cache hit (a stored snapshot asked for again, and its PNG).
 * 1c. A picture soon after saving (scripts/bench-first-picture.mjs): the built gateway
 *    and render service; `saveConfiguration` to its FRONT snapshot READY, p50/p95 over --picture-n
 *    saves (default 20; goal p50 <= 1000 ms).
 * 2. Snapsheet PDF: the built gateway and render service on a fresh data directory; a dealer
 *    signs in, creates a snapsheet with 9 products (3 pages of 3), exports the PDF; prints the
 *    time from `exportProjectPdf` to the job's DONE, cold (snapshots drawn during the export)
 *    and warm (snapshots already stored), and the page count.
 *
 * 2b. Long PDFs (scripts/bench-pdf.mjs): a 40-page and a 10-page playbook built through
 *    the API (Cover, Index, product pages of 3 products, Back Cover), cold (the 40-page one on an
 *    empty snapshot store: total ms and snapshots drawn per second) and warm (total ms, ms per
 *    page, printing ms; median of --pdf-repeat). --pdf-pages (default 40,10), --skip-long-pdf.
 *
 * 2c. A closed store's packing list (scripts/bench-packing.mjs): --buyers (default 300) buyers'
 *    orders through the checkout, their pictures drawn, then the round's packing list PDF (time
 *    beside the goal, 30 s) and its bag labels. --skip-packing.
 *
 * 3. GraphQL (scripts/bench-graphql.mjs): autocannon in a process of its own
 *    (scripts/bench-autocannon.mjs), --concurrency connections, against the built gateway and a
 *    bare Fastify + Apollo server with one field (scripts/bench-bare-server.mjs; its figure shows
 *    the load generator is not the limit), each in a process of its own. Rows: the bare server,
 *    `{ __typename }` as a visitor, a visitor's 10-item locker, the dealer's 10-item and 1-item
 *    locker (5 size lines an item), a published snapsheet's page (the web's document, 10
 *    products) read by a visitor with POST, and the same page as a GET of its persisted document
 *    ("not available" where the gateway answers that with an error); each with req/s, p50 and p99
 *    ms, the server process's CPU ms per request, its share of `{ __typename }` and the SQL
 *    statements it runs; the queries take turns of 1 s after a 1 s warm-up round. Goals beside
 *    them: a visitor's 10-item locker >= 1,000 req/s, a cached page read >= 50 % of
 *    `{ __typename }`, a locker page <= 8 statements for 1 and 10 items, a snapsheet page <= 8.
 *    On PGlite and on PostgreSQL. BENCH_CPU_PROF_DIR=<dir> writes the bench gateway's CPU
 *    profile there.
 *
 * 4. The tests that reach every door (scripts/bench-doors.mjs): the authorization
 *    matrix and the two fuzz files run together on each of --databases, wall seconds beside the
 *    goal (120 s).
 *
 * Options: --only snapshots (parts 1 and 1b only; or first-picture, pdf, long-pdf, packing, graphql, doors), --n (warm
 * snapshots, default 30), --naive-n (default 6), --pool (default 2), --skip-snapshots,
 * --skip-first-picture, --picture-n (default 20), --skip-pdf,
 * --skip-graphql, --skip-doors, --graphql-seconds (per GraphQL query, default 10), --concurrency (the
 * load generator's connections, default 10),
 * --databases (default pglite,postgres), --postgres-url (a server where the bench may create and
 * drop a database; default postgres://postgres@127.0.0.1:5432/test).
 *
 * `npm run bench -- --load` runs only the load run (scripts/bench-load.mjs) on PostgreSQL, for
 * --seconds (default 60) after --warmup-seconds (default 10) of the same load not counted, the
 * people in a child process of their own, no render service (pictures stay PENDING); each pause
 * between a person's steps uniform in 0.5x to 1.5x of --think-ms. Prints calls, errors and
 * p50/p99 per step beside the goal (p99 under 300 ms), the gateways' CPU per step, the
 * generator's own CPU and the load average, then the saturation point: steps of --step-seconds
 * (default 20) with as many people more each time, up to --max-visitors (default 6 times as
 * many), until a step's p99 passes 1 s. --scenario:
 * - `snapsheet` (default): --visitors (default 200) concurrent visitors on one gateway spread over
 *   --projects (default 5) published snapsheets, each reading a snapsheet, saving a
 *   configuration, adding it to their own locker and reading it, --think-ms default 1000.
 *   --allow-unpublished goes on with a draft when the API has no publishProject yet.
 * - `store`: the closing hour. --load-buyers (default 1000) buyers driven by autocannon (one
 *   connection each, an address of their own) through nginx (deploy/nginx.conf; installed with
 *   apt when missing, as root on Debian) and two gateways, in fresh team stores of
 *   --buyers-per-store (default 100) buyers: each opens the store, opens an item, has a name and
 *   number checked, adds it to the cart (in the browser), checks out paying later and reads the
 *   receipt, --think-ms default 2000 (twice before the checkout). Then the orders in the database
 *   against the checkouts the buyers saw answered: none lost, none doubled. Before the warm-up:
 *   each step's SQL statements and the gateways' CPU per call, one buyer at a time, beside
 *   `{ __typename }`.
 * Both scenarios are driven by autocannon, one connection per person (connected when the person
 * arrives), in a child process of its own; before the warm-up it runs alone at the same
 * connections and pace against a bare HTTP server (its own p99 and CPU: what it adds).
 *
 * Builds what is missing first. Not part of `npm test`: nothing here is a pass/fail target; the
 * exit code is 1 when a part could not be measured (or the load run had errors).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { benchGraphql } from './bench-graphql.mjs';
import { benchLoad } from './bench-load.mjs';
import { benchDemo } from './bench-demo.mjs';
import { benchDoors } from './bench-doors.mjs';
import { benchFirstPicture } from './bench-first-picture.mjs';
import { benchLongPdf } from './bench-pdf.mjs';
import { benchPacking } from './bench-packing.mjs';
import {
  ensureChromium,
  ensureNodeModules,
  freePorts,
  log,
  root,
  run,
  startChild,
  UNLIMITED_RATES,
  waitFor,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '30' },
    'naive-n': { type: 'string', default: '6' },
    pool: { type: 'string', default: '2' },
    only: { type: 'string' },
    'skip-snapshots': { type: 'boolean', default: false },
    'skip-first-picture': { type: 'boolean', default: false },
    'picture-n': { type: 'string', default: '20' },
    'skip-pdf': { type: 'boolean', default: false },
    'skip-long-pdf': { type: 'boolean', default: false },
    'pdf-pages': { type: 'string', default: '40,10' },
    'pdf-repeat': { type: 'string', default: '3' },
    'skip-packing': { type: 'boolean', default: false },
    buyers: { type: 'string', default: '300' },
    'skip-graphql': { type: 'boolean', default: false },
    'skip-doors': { type: 'boolean', default: false },
    'graphql-seconds': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    load: { type: 'boolean', default: false },
    scenario: { type: 'string', default: 'snapsheet' },
    visitors: { type: 'string', default: '200' },
    'load-buyers': { type: 'string', default: '1000' },
    'buyers-per-store': { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    'think-ms': { type: 'string' },
    'warmup-seconds': { type: 'string', default: '10' },
    projects: { type: 'string', default: '5' },
    'step-seconds': { type: 'string', default: '20' },
    'max-visitors': { type: 'string' },
    'allow-unpublished': { type: 'boolean', default: false },
  },
});

/** A positive integer option, or exit with a message naming it. */
function count(name) {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < (name === 'think-ms' || name === 'warmup-seconds' ? 0 : 1)) {
    console.error(`--${name} must be a positive whole number (got ${args[name]})`);
    process.exit(2);
  }
  return n;
}
const databases = args.databases.split(',').map((d) => d.trim());
if (databases.some((d) => d !== 'pglite' && d !== 'postgres')) {
  console.error(`--databases takes pglite and/or postgres (got ${args.databases})`);
  process.exit(2);
}

const PARTS = ['snapshots', 'first-picture', 'pdf', 'long-pdf', 'packing', 'graphql', 'doors'];
if (args.only !== undefined && !PARTS.includes(args.only)) {
  console.error(`--only takes one of ${PARTS.join(', ')} (got ${args.only})`);
  process.exit(2);
}
/** Whether a part runs: not skipped, and the one named by --only when given. */
const runs = (part) => !args[`skip-${part}`] && (args.only === undefined || args.only === part);

ensureNodeModules();
process.env.CHROME_PATH = ensureChromium();
if (!existsSync(join(root, 'gateway/dist/src/server.js')) || !existsSync(join(root, 'web/dist/snapshot.html'))) {
  log('Building…');
  run('npm', ['run', 'build']);
}

if (args.load) {
  if (args.scenario !== 'snapsheet' && args.scenario !== 'store') {
    console.error(`--scenario takes snapsheet or store (got ${args.scenario})`);
    process.exit(2);
  }
  const store = args.scenario === 'store';
  args['think-ms'] ??= store ? '2000' : '1000';
  const people = count(store ? 'load-buyers' : 'visitors');
  args['max-visitors'] ??= String(people * 6);
  const ok = await benchLoad({
    scenario: args.scenario,
    people,
    seconds: count('seconds'),
    thinkMs: count('think-ms'),
    projects: count('projects'),
    buyersPerStore: count('buyers-per-store'),
    stepSeconds: count('step-seconds'),
    maxPeople: count('max-visitors'),
    warmupSeconds: count('warmup-seconds'),
    postgresUrl: args['postgres-url'],
    allowUnpublished: args['allow-unpublished'],
  });
  process.exit(ok ? 0 : 1);
}

if (runs('snapshots')) {
  log('Snapshots: warm pool, where the time goes, vs a browser per snapshot…');
  const r = spawnSync(
    process.execPath,
    [
      'scripts/bench-render.mjs',
      '--n',
      args.n,
      '--naive-n',
      args['naive-n'],
      '--pool',
      String(count('pool')),
      '--chrome',
      process.env.CHROME_PATH,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) process.exitCode = 1;
  if (!(await benchDemo({ poolSize: count('pool') }))) process.exitCode = 1;
}

if (runs('first-picture')) {
  if (!(await benchFirstPicture({ n: count('picture-n'), poolSize: count('pool') }))) process.exitCode = 1;
}

if (runs('pdf')) await benchPdf();

if (runs('long-pdf')) {
  const pages = args['pdf-pages'].split(',').map(Number);
  if (pages.some((n) => !Number.isInteger(n) || n < 4)) {
    console.error(`--pdf-pages takes page counts of 4 or more (got ${args['pdf-pages']})`);
    process.exit(2);
  }
  try {
    await benchLongPdf({ pages, repeat: count('pdf-repeat') });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}

if (runs('packing')) {
  try {
    await benchPacking({ buyers: count('buyers') });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}

if (runs('graphql')) {
  const ok = await benchGraphql({
    databases,
    postgresUrl: args['postgres-url'],
    seconds: count('graphql-seconds'),
    concurrency: count('concurrency'),
  });
  if (!ok) process.exitCode = 1;
}

async function benchPdf() {
  log('Snapsheet PDF, 3 pages…');
  const secret = 'bench-entry-secret-0123456789abcdef';
  const renderToken = randomBytes(24).toString('hex');
  const [port, renderPort] = await freePorts(2);
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-'));
  const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEALER_ENTRY_SECRET: secret,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...UNLIMITED_RATES,
  });
  const render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
    RENDER_PORT: String(renderPort),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
    await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
    const { signEntryToken } = await import('../gateway/dist/src/modules/dealers/entry-token.js');

    let token = '';
    const gql = async (query, variables) => {
      const res = await fetch(`${publicUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
      return body.data;
    };

    const fields = {
      code: 'BENCH1',
      company: 'Bench Sports',
      email: 'bench@example.com',
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    const entered = await gql(`mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`, {
      input: { ...fields, token: signEntryToken(secret, fields) },
    });
    token = entered.enterDashboard.apiToken;
    const customer = await gql(`mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
      input: { name: 'Bench High', type: 'SCHOOL', colorIds: ['19', '13', '25'] },
    });
    const snapsheet = await gql(`mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`, {
      input: { teamName: 'Bench Bears', customerId: customer.saveCustomer.id, colorIds: ['19', '13', '25'] },
    });
    const id = snapsheet.createSnapsheet.id;
    const { products } = await gql(`{ products(first: 100) { nodes { styleId } } }`);
    for (const p of products.nodes.slice(0, 9)) {
      await gql(
        `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
        {
          id,
          input: { styleId: p.styleId },
        },
      );
    }

    const exportOnce = async () => {
      const started = Date.now();
      const { exportProjectPdf: job } = await gql(
        `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`,
        { id },
      );
      let printStarted = 0;
      for (;;) {
        const { renderJob } = await gql(`query($id: ID!) { renderJob(id: $id) { status progress url error } }`, {
          id: job.id,
        });
        // The job reports 0.85 once every snapshot is stored and the print page is being printed.
        if (!printStarted && renderJob.progress >= 0.85) printStarted = Date.now();
        if (renderJob.status === 'DONE') {
          const ms = Date.now() - started;
          const printMs = Date.now() - (printStarted || started);
          const bytes = await (await fetch(new URL(renderJob.url, publicUrl))).arrayBuffer();
          const pdf = await PDFDocument.load(bytes);
          return { ms, printMs, pages: pdf.getPageCount(), kb: Math.round(bytes.byteLength / 1024) };
        }
        if (renderJob.status === 'FAILED') throw new Error(`PDF job failed: ${renderJob.error}`);
        if (Date.now() - started > 600_000) throw new Error('PDF job did not finish in 10 minutes');
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const cold = await exportOnce();
    const warm = await exportOnce();
    console.log('');
    const cells = (values) => values.map((v) => String(v).padStart(9)).join('');
    console.log(`${'snapsheet PDF, 9 products'.padEnd(26)}${cells(['pages', 'total ms', 'print ms', 'KB'])}`);
    for (const [name, r] of [
      ['cold (draws snapshots)', cold],
      ['warm (snapshots stored)', warm],
    ])
      console.log(`${name.padEnd(26)}${cells([r.pages, r.ms, r.printMs, r.kb])}`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    gateway.kill('SIGTERM');
    render.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs('doors')) {
  if (!(await benchDoors({ databases, postgresUrl: args['postgres-url'] }))) process.exitCode = 1;
}
