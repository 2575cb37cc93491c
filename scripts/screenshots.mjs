#!/usr/bin/env node
/**
 * `npm run screenshots`: full-page PNGs of every dashboard screen and the main project screens
 * at 1280 px and 390 px wide, for looking at (issue 3). Starts the built gateway and render
 * service on a fresh data directory with the demo data, signs in as the demo dealer DEMO01 and
 * writes `screenshots/<width>/<name>.png` (git-ignored).
 *
 *   npm run screenshots [-- --only dashboard-home,customers] [--out screenshots]
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureChromium, ensureNodeModules, log, root, run, startChild, waitFor } from './lib.mjs';

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, out: { type: 'string', default: join(root, 'screenshots') } },
});

/** Screen name → path; project screens use the demo snapsheet (id 1) of DEMO01. */
const SCREENS = {
  'dashboard-home': '/dashboard/',
  'dashboard-faq': '/dashboard/FAQ',
  'dashboard-settings': '/dashboard/settings',
  reps: '/dashboard/reps',
  customers: '/dashboard/customers',
  'my-playbooks': '/dashboard/projects/playbook',
  'my-snapsheets': '/dashboard/projects/snapsheet',
  'create-playbook': '/dashboard/create_project/playbook',
  'create-snapsheet': '/dashboard/create_project/snapsheet',
  'my-messages': '/dashboard/quotes',
  'order-sync': '/dashboard/order_sync',
  unauthorized: '/dashboard/unauthorized',
  snapsheet: '/snapsheets/DEMO01/1/',
  product: '/snapsheets/DEMO01/1/product/CG2100',
  'sizes-selection': '/snapsheets/DEMO01/1/sizes-selection',
  locker: '/snapsheets/DEMO01/1/locker',
  roster: '/snapsheets/DEMO01/1/roster',
  'not-found': '/no-such-page',
};
const WIDTHS = [1280, 390];

ensureNodeModules();
const chrome = ensureChromium();
if (!existsSync(join(root, 'gateway/dist/src/server.js')) || !existsSync(join(root, 'web/dist/index.html'))) {
  log('Building…');
  run('npm', ['run', 'build']);
}

const secret = 'screenshots-entry-secret-0123456789';
const port = 4820;
const renderPort = 4920;
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tas-shots-'));
const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DEALER_ENTRY_SECRET: secret,
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
});
let render;
let browser;
try {
  await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
  render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
    CHROME_PATH: chrome,
    RENDER_PORT: String(renderPort),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
  const { buildEntryUrl } = await import('../gateway/dist/src/modules/dealers/entry-token.js');
  browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--hide-scrollbars'],
  });
  const only = args.only ? new Set(args.only.split(',')) : null;
  for (const width of WIDTHS) {
    const dir = join(args.out, String(width));
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    const page = await context.newPage();
    const link = buildEntryUrl(
      publicUrl,
      secret,
      { code: 'DEMO01', company: 'Demo Team Sports', email: 'demo@example.com' },
      900,
    );
    await page.goto(link);
    await page.waitForURL(/\/dashboard\/$/, { timeout: 60_000 });
    for (const [name, path] of Object.entries(SCREENS)) {
      if (only && !only.has(name)) continue;
      await page.goto(`${publicUrl}${path}`);
      // Settled: no request in flight for 500 ms, and no skeleton left on screen.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page
        .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 20_000 })
        .catch(() => undefined);
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
      console.log(`${width}/${name}.png  ${path}`);
    }
    await context.close();
  }
  console.log(`\nScreenshots in ${args.out}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await browser?.close();
  gateway.kill('SIGTERM');
  render?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
