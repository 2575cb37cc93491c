import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

/**
 * The e2e run is split over E2E_SHARDS servers (default 2): each a gateway and a render service
 * with a data directory of their own (e2e/serve.mjs), each running its share of the spec files
 * one at a time, the shards side by side. No test sees another shard's data.
 */
const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

/** Spec files of the shards after the first (by the time each took in a full run); the first takes the rest. */
const SHARD_FILES: string[][] = [
  [
    'accessibility-customer.spec.ts',
    'snapsheet-editing.spec.ts',
    'customiser-picture.spec.ts',
    'showroom-responsive.spec.ts',
    'customiser.spec.ts',
    'playbooks.spec.ts',
    'entry-session.spec.ts',
    'quotes-orders.spec.ts',
    'roster-import.spec.ts',
    'settings-reps.spec.ts',
    'showroom-setup.spec.ts',
  ],
];

// Each shard's gateway and render ports: E2E_PORTS and E2E_RENDER_PORTS (comma lists; `npm test`
// picks them), else free ports taken here all at once, so they differ. Set in the environment so
// that e2e/serve.mjs and the workers, which load this file again, see the same ports.
if (!process.env.E2E_PORTS || !process.env.E2E_RENDER_PORTS) {
  const ports = execFileSync(
    process.execPath,
    [
      '-e',
      `const net=require('net');const n=${2 * shardCount};const ss=[];let k=0;` +
        `for(let i=0;i<n;i++){const s=net.createServer();ss.push(s);s.listen(0,'127.0.0.1',()=>{if(++k===n){` +
        `console.log(ss.map((x)=>x.address().port).join(','));ss.forEach((x)=>x.close())}})}`,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split(',');
  process.env.E2E_PORTS = ports.slice(0, shardCount).join(',');
  process.env.E2E_RENDER_PORTS = ports.slice(shardCount).join(',');
}
const ports = process.env.E2E_PORTS.split(',').map(Number).slice(0, shardCount);
const renderPorts = process.env.E2E_RENDER_PORTS.split(',').map(Number).slice(0, shardCount);
if (ports.length < shardCount || renderPorts.length < shardCount) {
  throw new Error(`E2E_PORTS and E2E_RENDER_PORTS need ${shardCount} ports each`);
}
const shardFiles = SHARD_FILES.slice(0, shardCount - 1).map((files) => files.map((f) => `**/${f}`));

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
  // One worker per shard; a shard runs its files one after another.
  workers: shardCount,
  retries: 0,
  reporter: [['list'], ['json']],
  // Its own folder: Playwright empties it at start (npm test keeps its logs in test-results/npm-test).
  outputDir: '../test-results/e2e',
  use: {
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
        // WebGL through SwiftShader, the page composited in software: compositing through the
        // emulated GPU was a third of the GPU process's time in customiser.spec; measured over
        // a spec's processes, software compositing costs 7-15 % less CPU.
        '--disable-gpu-compositing',
      ],
    },
    // No trace unless asked (E2E_TRACE=1: a failed test keeps its trace): recording one for every
    // test cost 13 % of accessibility-customer.spec's CPU over its processes (318 CPU seconds
    // with traces kept on failure, 308 without their DOM snapshots, 278 without tracing), and a CI run shows its log, not the trace files. A failure keeps its screenshot.
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    screenshot: 'only-on-failure',
  },
  projects: ports.map((port, i) => ({
    name: `server-${i + 1}`,
    use: { baseURL: `http://127.0.0.1:${port}` },
    workers: 1,
    ...(i === 0 ? { testIgnore: shardFiles.flat() } : { testMatch: shardFiles[i - 1] }),
  })),
  webServer: ports.map((port, i) => ({
    command: 'node e2e/serve.mjs',
    cwd: '..',
    env: { E2E_PORT: String(port), E2E_RENDER_PORT: String(renderPorts[i]) },
    // Ready once serve.mjs says both servers answer (the gateway's /healthz alone answers before
    // the render service is up). A server that cannot start ends serve.mjs: a start-up error.
    wait: { stdout: new RegExp(`e2e servers ready at http://127\\.0\\.0\\.1:${port} `) },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // serve.mjs stops the gateway and render service and removes its data directory on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  })),
});
