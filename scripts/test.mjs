// `npm test`: installs what is missing, checks generated code, builds, lints, then runs every test:
// the garments package's unit tests, unit and integration (gateway on PGlite, and again on PostgreSQL when DATABASE_URL is set;
// its contract and authorization matrix once more with graphql-js's interpreter as the executor),
// render tests in real Chromium, the visual regression (one test per picture), web unit tests, and browser end-to-end tests (Playwright).
//
// After the build, two lanes run the suites and checks, longest first (see main()): the e2e
// output and the steps before the lanes are streamed; every other step and suite prints a line
// when it starts and ends. Every output is kept in test-results/npm-test/<name>.log;
// a failed one prints the last 80 lines of its log again at the end. The closing line is
// `N passed, N failed, N skipped`, where "failed" counts failed tests plus every suite or step
// that failed without a failed test to show for it (could not start, crashed, a hook or import
// failed, wrote no report, Playwright's start-up errors). The exit code is 1 exactly when
// "failed" is not 0.
//
// CHROME_PATH is set for every suite: tests that need Chromium or the built web app fail under
// `npm test` instead of skipping. `.only` fails the run (vitest --allowOnly=false, Playwright
// forbidOnly).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureNodeModules, freePorts, log, root, runLogged, tailOf } from './lib.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

// On a machine whose Node.js is older than the project's, the rest runs on the fetched Node.js 24.
await runOnSupportedNode();
log(`Node.js ${process.version} (${process.execPath})`);

const logDir = join(root, 'test-results', 'npm-test');

/**
 * The gateway's tests of what differs on the embedded database (PGlite), from `gateway/`: one
 * session that a transaction holds (every operation under every caller: the fuzz files; the
 * use cases that write in transactions), pg-boss on that session with in-process wake-ups (render
 * and PDF jobs), migrations, seeding and the start lock, files on the local disk, and the unit
 * tests. With DATABASE_URL every test runs on PostgreSQL and these run on PGlite as well (the
 * PGlite pass was two thirds of the gateway's time); without it, every test
 * runs on PGlite.
 */
const EMBEDDED_TESTS = [
  'src/',
  'migrations/',
  'test/fuzz-anonymous.test.ts',
  'test/fuzz-keyed.test.ts',
  'test/main-path.test.ts',
  'test/quotes-orders.test.ts',
  'test/customers-logos.test.ts',
  'test/lockers-ownership.test.ts',
  'test/proofs.test.ts',
  'test/render-jobs.test.ts',
  'test/render-wake.test.ts',
  'test/playbook-pdf.test.ts',
  'test/shared-pdf.test.ts',
  'test/demo-seed.test.ts',
  'test/start-lock.test.ts',
  'test/blob-store.test.ts',
  'test/upload-quotas.test.ts',
];
/**
 * The gateway's tests that show the compiled executor (GRAPHQL_EXECUTOR=jit, the default every
 * other pass runs) answers as graphql-js's interpreter does: run once more with
 * GRAPHQL_EXECUTOR=interpreter, so both pass the same expectations.
 */
const INTERPRETER_TESTS = ['test/contract.test.ts', 'test/authorization-matrix.test.ts'];
const TAIL_LINES = 80;

/**
 * One row of the summary: a step (build, lint, ...) or a test suite. `problems` are failures
 * that are not a failed test (each counts as one failure).
 * `seconds` is its wall-clock time.
 * @type {{ name: string, suite?: boolean, passed: number, failed: number, skipped: number, problems: string[], log?: string, notRun?: boolean, seconds?: number }[]}
 */
const results = [];
const startedAt = Date.now();
const secondsSince = (t) => Math.round((Date.now() - t) / 1000);
/** `83` -> `1m 23s`. */
const duration = (seconds) => (seconds >= 60 ? `${Math.floor(seconds / 60)}m ${seconds % 60}s` : `${seconds}s`);

const fileName = (name) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const exitText = ({ code, signal }) => (signal ? `killed by ${signal}` : `exit code ${code}`);
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim()) ?? '';
const failuresOf = (r) => r.failed + r.problems.length;

/**
 * A row of the summary for `name`, placed when its work starts (rows keep the order in which
 * steps and suites start, also when some run side by side).
 */
function row(name, suite) {
  const r = { name, suite, passed: 0, failed: 0, skipped: 0, problems: [], log: logPathOf(name) };
  results.push(r);
  return r;
}

const logPathOf = (name) => join(logDir, `${fileName(name)}.log`);
/** What the start line of a quiet step or suite adds: where its output goes. */
const outputNote = (name, quiet) => (quiet ? ` (output in ${relative(root, logPathOf(name))})` : '');
/** The line a quiet step or suite prints when it ends (a streamed one has shown its own). */
function ended(r, quiet) {
  if (!quiet) return;
  const counts = r.suite
    ? `${r.passed} passed, ${failuresOf(r)} failed, ${r.skipped} skipped`
    : r.problems.length
      ? 'failed'
      : 'ok';
  log(`${r.name}: ${counts} (${duration(r.seconds)})`);
}

/**
 * Runs a step that has no test report (codegen check, build, lint); a non-zero exit is one
 * failure. `quiet`: its output goes to its log only (it runs beside a suite that streams).
 */
async function step(name, cmd, args, { quiet = false } = {}) {
  log(`${name}…${outputNote(name, quiet)}`);
  const t = Date.now();
  const r = row(name, false);
  const exit = await runLogged(cmd, args, { logFile: r.log, echo: !quiet });
  const ok = exit.code === 0 && !exit.signal;
  if (!ok) r.problems.push(exitText(exit));
  r.seconds = secondsSince(t);
  ended(r, quiet);
  return ok;
}

/**
 * Runs one vitest project with a JSON report and counts its tests and failed files. A file of
 * `mustRun` (path from `cwd`) that ran no test is a failure (a suite the config leaves out
 * unless asked, such as the gateway's cluster test on PostgreSQL). `quiet` as in {@link step};
 * `only` (paths or folders from `cwd`) runs only those files.
 */
async function vitestSuite(name, cwd, env = {}, mustRun = [], { quiet = false, only = [] } = {}) {
  log(`Running ${name} tests…${outputNote(name, quiet)}`);
  const t = Date.now();
  const r = row(name, true);
  const report = join(logDir, `${fileName(name)}.json`);
  rmSync(report, { force: true });
  const exit = await runLogged(
    'npx',
    [
      'vitest',
      'run',
      ...only,
      '--allowOnly=false',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: join(root, cwd), env, logFile: r.log, echo: !quiet },
  );
  let json = null;
  try {
    json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  } catch (err) {
    r.problems.push(`unreadable report: ${err.message}`);
  }
  if (json) {
    r.passed = json.numPassedTests ?? 0;
    r.failed = json.numFailedTests ?? 0;
    r.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A file that failed with no failed test in it: an import error, a failed beforeAll (its
    // tests are then reported as skipped), an error thrown while collecting.
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0)
        r.problems.push(`${relative(root, file.name)}: ${firstLine(file.message) || 'failed outside a test (hook)'}`);
    }
    if ((json.numTotalTests ?? 0) === 0 && r.problems.length === 0) r.problems.push('ran no test');
    for (const path of mustRun) {
      const file = (json.testResults ?? []).find((f) => f.name === join(root, cwd, path));
      const ran = (file?.assertionResults ?? []).filter((a) => a.status === 'passed' || a.status === 'failed').length;
      if (ran === 0) r.problems.push(`${join(cwd, path)} ran no test (it must run here)`);
    }
  } else if (!r.problems.length) {
    r.problems.push(`wrote no report (${exitText(exit)})`);
  }
  if ((exit.code !== 0 || exit.signal) && failuresOf(r) === 0) r.problems.push(`failed with ${exitText(exit)}`);
  r.seconds = secondsSince(t);
  ended(r, quiet);
}

/**
 * Runs the visual regression (R4, `npm run visual`) and counts each picture of the reference set
 * as a test from its summary.json: a picture that differs, has no baseline or failed to render
 * is a failed test.
 */
async function visualSuite(name, { quiet = false } = {}) {
  log(`Running the visual regression (reference set vs baselines)…${outputNote(name, quiet)}`);
  const t = Date.now();
  const r = row(name, true);
  const config = JSON.parse(readFileSync(join(root, 'visual', 'visual.config.json'), 'utf8'));
  const report = join(resolve(root, config.outputDir), 'summary.json');
  rmSync(report, { force: true });
  const exit = await runLogged('node', ['scripts/visual.mjs'], { logFile: r.log, echo: !quiet });
  try {
    const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
    if (json) {
      r.passed = json.passed ?? 0;
      r.failed = json.failed ?? 0;
      if (r.passed + r.failed === 0) r.problems.push('ran no test');
    } else r.problems.push(`wrote no summary (${exitText(exit)})`);
  } catch (err) {
    r.problems.push(`unreadable summary: ${err.message}`);
  }
  if ((exit.code !== 0 || exit.signal) && failuresOf(r) === 0) r.problems.push(`failed with ${exitText(exit)}`);
  r.seconds = secondsSince(t);
  ended(r, quiet);
}

/**
 * Resolves once the e2e servers listen on the ports `playwrightSuite` picked (or the e2e run has
 * ended): a suite that binds ports of its own starts after that, so it cannot take one of them
 * between their pick and their bind.
 */
let e2eServersListening;
const e2eServersUp = new Promise((resolve) => (e2eServersListening = resolve));

/** Runs Playwright with a JSON report on free ports; start-up errors count as failures. */
async function playwrightSuite(name) {
  log('Running browser end-to-end tests (Playwright)…');
  const t = Date.now();
  const r = row(name, true);
  const report = join(logDir, `${fileName(name)}.json`);
  rmSync(report, { force: true });
  // Each e2e shard's gateway and render service (e2e/playwright.config.ts), all free at once.
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const ports = await freePorts(2 * shards);
  let partialLine = '';
  let ready = 0;
  const exit = await runLogged('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    logFile: r.log,
    onOutput: (chunk) => {
      const lines = (partialLine + chunk).split('\n');
      partialLine = lines.pop() ?? '';
      ready += lines.filter((l) => l.includes('e2e servers ready at ')).length;
      if (ready >= shards) e2eServersListening();
    },
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      E2E_PORTS: ports.slice(0, shards).join(','),
      E2E_RENDER_PORTS: ports.slice(shards).join(','),
    },
  });
  e2eServersListening();
  let json = null;
  try {
    json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  } catch (err) {
    r.problems.push(`unreadable report: ${err.message}`);
  }
  if (json) {
    const s = json.stats ?? {};
    r.passed = s.expected ?? 0;
    // retries are 0: a flaky result cannot happen; if it does, it is not a pass.
    r.failed = (s.unexpected ?? 0) + (s.flaky ?? 0);
    r.skipped = s.skipped ?? 0;
    // Errors outside tests: the web server did not start, the config or a spec did not load.
    for (const e of json.errors ?? []) r.problems.push(firstLine(e.message ?? e.value) || 'error outside a test');
    if (r.passed + r.failed + r.skipped === 0 && r.problems.length === 0) r.problems.push('ran no test');
  } else if (!r.problems.length) {
    r.problems.push(`wrote no report (${exitText(exit)})`);
  }
  if ((exit.code !== 0 || exit.signal) && failuresOf(r) === 0) r.problems.push(`failed with ${exitText(exit)}`);
  r.seconds = secondsSince(t);
}

async function main() {
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  try {
    const t = Date.now();
    ensureNodeModules();
    process.env.CHROME_PATH = ensureChromium();
    results.push({ name: 'Installing', passed: 0, failed: 0, skipped: 0, problems: [], seconds: secondsSince(t) });
  } catch (err) {
    results.push({ name: 'setup', passed: 0, failed: 0, skipped: 0, problems: [err.message] });
    return;
  }
  if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR ??= '1';

  // Without generated code and a build nothing below can run: stop there.
  if (!(await step('Checking generated code', 'node', ['scripts/codegen-check.mjs']))) return;
  if (!(await step('Building', 'npm', ['run', 'build']))) return;
  const postgres = process.env.DATABASE_URL;
  // Only the PostgreSQL pass gets Redis: no other suite's gateways share its counters.
  const redis = process.env.REDIS_URL;
  delete process.env.REDIS_URL;

  // Two lanes side by side, each taking the next suite of one list, longest
  // first: the browser end-to-end tests (streaming their output) and beside them the gateway's
  // passes, then the shorter suites and the checks in whichever lane is free. Neither lane alone
  // keeps two cores busy (the e2e servers wait on Chromium, the vitest passes on their databases
  // and subprocesses). The other suites write to their logs and print a line when they start and
  // end. Every suite has its own data directory and ports.
  const quiet = { quiet: true };
  const queue = [
    () => playwrightSuite('e2e'),
    // The embedded path: no PostgreSQL, no Redis. Every test when PostgreSQL is not here; beside
    // the PostgreSQL pass (which runs every test), the tests of what differs on the embedded
    // database (EMBEDDED_TESTS), unless TEST_PGLITE=full.
    async () => {
      await e2eServersUp;
      const subset = postgres && process.env.TEST_PGLITE !== 'full';
      const name = subset ? 'gateway (PGlite, embedded path)' : 'gateway (PGlite)';
      const env = { DATABASE_URL: '', REDIS_URL: '' };
      const files = EMBEDDED_TESTS.filter((f) => f.endsWith('.ts'));
      await vitestSuite(name, 'gateway', env, subset ? files : [], { ...quiet, only: subset ? EMBEDDED_TESTS : [] });
    },
    // The cluster test (two gateways on one database) and the Redis counters run with the
    // machine's PostgreSQL and Redis (.ci/run sets both), and must run there.
    async () => {
      if (!postgres) {
        results.push({ name: 'gateway (PostgreSQL)', passed: 0, failed: 0, skipped: 0, problems: [], notRun: true });
        return;
      }
      await vitestSuite(
        'gateway (PostgreSQL)',
        'gateway',
        { DATABASE_URL: postgres, REDIS_URL: redis ?? '' },
        ['test/render-wake-postgres.test.ts', ...(redis ? ['test/cluster.test.ts', 'test/counters.test.ts'] : [])],
        quiet,
      );
    },
    // The contract and the authorization matrix with graphql-js's interpreter (on PGlite).
    () =>
      vitestSuite(
        'gateway (interpreter executor)',
        'gateway',
        { DATABASE_URL: '', REDIS_URL: '', GRAPHQL_EXECUTOR: 'interpreter' },
        INTERPRETER_TESTS,
        { ...quiet, only: INTERPRETER_TESTS },
      ),
    () => vitestSuite('render-service', 'render-service', {}, [], quiet),
    // The API client's examples against a built gateway of their own (on a free port, so after
    // the e2e servers bound theirs), the API reference and the schema's breaking-change check.
    async () => {
      await e2eServersUp;
      await vitestSuite('client (API)', 'client', { DATABASE_URL: '', REDIS_URL: '' }, [], quiet);
    },
    () => step('Linting (ESLint, Prettier)', 'npm', ['run', 'lint'], quiet),
    () => visualSuite('visual regression', quiet),
    () => vitestSuite('web', 'web', {}, [], quiet),
    () => step('Type-checking the web app', 'npx', ['tsc', '-p', 'web', '--noEmit'], quiet),
    () => vitestSuite('garments', 'garments', {}, [], quiet),
  ];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  };
  await Promise.all([lane(), lane()]);
}

try {
  await main();
} catch (err) {
  results.push({ name: 'npm test', passed: 0, failed: 0, skipped: 0, problems: [`crashed: ${err.stack ?? err}`] });
}

const failedResults = results.filter((r) => failuresOf(r) > 0);
for (const r of failedResults) {
  if (!r.log) continue;
  console.log(`\n\x1b[31m── ${r.name}: last ${TAIL_LINES} lines of ${relative(root, r.log)} ──\x1b[0m`);
  console.log(tailOf(r.log, TAIL_LINES));
}

console.log('\n\x1b[36m›\x1b[0m Summary');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  total.passed += r.passed;
  total.failed += failuresOf(r);
  total.skipped += r.skipped;
  const counts = r.notRun
    ? 'not run (DATABASE_URL unset)'
    : r.suite
      ? `${r.passed} passed, ${failuresOf(r)} failed, ${r.skipped} skipped`
      : r.problems.length
        ? 'failed'
        : 'ok';
  const time = r.seconds === undefined ? '' : ` \x1b[2m(${duration(r.seconds)})\x1b[0m`;
  console.log(`  ${r.name.padEnd(32)} ${counts}${time}`);
  for (const p of r.problems) console.log(`  ${''.padEnd(32)} \x1b[31m✗\x1b[0m ${p}`);
}
if (failedResults.length) console.log(`\nFailed: ${failedResults.map((r) => r.name).join(', ')}`);
// The closing line; a failed run never reads "0 failed" (every failure above counts at least 1).
console.log(`\nTook ${duration(secondsSince(startedAt))}.`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
