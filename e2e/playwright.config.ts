import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

// A free port unless E2E_PORT is given (`npm test` picks one). Set in the environment so that
// e2e/serve.mjs and the workers, which load this file again, see the same port.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
  { encoding: 'utf8' },
).trim();
const port = Number(process.env.E2E_PORT);
// The seeded demo dealer's passcode: random per run, never a constant (e2e/api.ts demoPasscode).
process.env.E2E_DEMO_PASSCODE ??= randomBytes(12).toString('base64url');

/**
 * Browser end-to-end tests in the machine's Chromium (never a downloaded browser), against the
 * built app served by the real gateway and render service (e2e/serve.mjs).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // A committed `.only` would silently skip every other test.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  // Its own folder: Playwright empties it at start (npm test keeps its logs in test-results/npm-test).
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    // Ready once serve.mjs says both servers answer (the gateway's /healthz alone answers before
    // the render service is up). A server that cannot start ends serve.mjs: a start-up error.
    wait: { stdout: /e2e servers ready/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // serve.mjs stops the gateway and render service and removes its data directory on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
