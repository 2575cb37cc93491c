// Starts the built gateway (serving the web app) and the render service for the browser tests,
// on their own ports and a fresh data directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, UNLIMITED_RATES, waitFor } from '../scripts/lib.mjs';

export const E2E_SECRET = 'e2e-entry-secret-0123456789abcdef';
const port = Number(process.env.E2E_PORT ?? 4400);
const renderPort = Number(process.env.E2E_RENDER_PORT ?? 4500);
const dataDir = mkdtempSync(join(tmpdir(), 'tas-e2e-'));
const publicUrl = `http://127.0.0.1:${port}`;
// The render service refuses calls without it; a fresh one per run.
const renderToken = randomBytes(24).toString('hex');

const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DEALER_ENTRY_SECRET: E2E_SECRET,
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
  RENDER_SERVICE_TOKEN: renderToken,
  // Every browser and script here calls from 127.0.0.1: no per-address render budget.
  RENDER_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  // The quotes spec sets an order webhook on 127.0.0.1: allow non-public webhook hosts here only.
  ORDER_WEBHOOK_ALLOW_PRIVATE: 'on',
  // The browser tests make many calls from 127.0.0.1.
  ...UNLIMITED_RATES,
  // A web build of its own (vite build --outDir ...) lets several test runs share one tree.
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
});
await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
const render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
  RENDER_PORT: String(renderPort),
  SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
  RENDER_ALLOWED_ORIGINS: publicUrl,
  RENDER_SERVICE_TOKEN: renderToken,
  LOG_LEVEL: 'warn',
});
await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
console.log(`e2e servers ready at ${publicUrl}`);
const stop = () => {
  gateway.kill('SIGTERM');
  render.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
