#!/usr/bin/env node
/**
 * `npm run screenshots`: full-page PNGs of every dashboard screen, the main project screens and
 * the demo showroom's screens at 1280 px and 390 px wide, to look the UI over by eye. Starts the
 * built gateway and render service on a fresh data directory with the demo data, signs in as the
 * demo dealer DEMO01 and writes `screenshots/<width>/<name>.png` (git-ignored). The screens are
 * listed in screenshots-screens.mjs, the demo activity they show is made in screenshots-demo.mjs.
 *
 *   npm run screenshots [-- --only dashboard-home,customers] [--out screenshots]
 *
 * `--only catalogue` draws the contact sheets instead (catalogue-sheets.mjs): every style of a
 * sport, front and back, in one team's look, one JPEG per sport in docs/catalogue/ (committed
 * with the change that alters them; `--sheets DIR` writes them elsewhere).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
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
import { catalogueSheets } from './catalogue-sheets.mjs';
import { demoData } from './screenshots-demo.mjs';
import {
  CUSTOMER_SCREENS,
  EDIT_SCREENS,
  SCREENS,
  SHOWROOM_SCREENS,
  VISITOR_KEYS,
  VISITOR_SCREENS,
  WIDTHS,
} from './screenshots-screens.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string', default: join(root, 'screenshots') },
    sheets: { type: 'string', default: join(root, 'docs/catalogue') },
  },
});

/** Waits until the screen settled: no request in flight for 500 ms, and no skeleton left. */
async function settle(page, settleMs = 20_000) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: settleMs })
    .catch(() => undefined);
}

/** Opens `path` (then runs `act`, if any) and writes a full-page PNG once the screen settled. */
async function capture(page, file, path, act, settleMs = 20_000) {
  await page.goto(`${publicUrl}${path}`);
  await settle(page, settleMs);
  if (act) {
    await act(page);
    await settle(page, settleMs);
    // A dialog's entry animation has ended (a shot mid-fade shows the page through it).
    await page
      .waitForFunction(
        () =>
          !document
            .querySelector('.dialog')
            ?.getAnimations()
            .some((a) => a.playState === 'running'),
      )
      .catch(() => undefined);
  }
  // Tall pages (a playbook of many sports) take a while on a busy 2-core machine.
  await page.screenshot({ path: file, fullPage: true, timeout: 120_000 });
}

ensureNodeModules();
const chrome = ensureChromium();
if (!existsSync(join(root, 'gateway/dist/src/server.js')) || !existsSync(join(root, 'web/dist/index.html'))) {
  log('Building…');
  run('npm', ['run', 'build']);
}

const secret = 'screenshots-entry-secret-0123456789';
const renderToken = randomBytes(24).toString('hex');
// Free ports: several checkouts may take screenshots at once.
const [port, renderPort] = await freePorts(2);
const publicUrl = `http://127.0.0.1:${port}`;
const { gql, demoProjectIds, demoActivity, editingSnapsheets } = demoData(publicUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'tas-shots-'));
const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SEED_DEMO: 'on',
  DEMO_PASSCODE: randomBytes(12).toString('base64url'),
  DEALER_ENTRY_SECRET: secret,
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
  RENDER_SERVICE_TOKEN: renderToken,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  ...UNLIMITED_RATES,
});
let render;
let browser;
try {
  // A fresh data directory is migrated and seeded first: minutes on a busy machine.
  await waitFor(`${publicUrl}/healthz`, 360_000, gateway);
  render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
    CHROME_PATH: chrome,
    RENDER_PORT: String(renderPort),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
  const { buildEntryUrl } = await import('../gateway/dist/src/modules/dealers/entry-token.js');
  browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--hide-scrollbars'],
  });
  const only = args.only ? new Set(args.only.split(',')) : null;
  if (only?.has('catalogue')) {
    await catalogueSheets({ browser, gql, publicUrl, dir: args.sheets, log: (line) => console.log(line) });
    only.delete('catalogue');
    if (only.size === 0) WIDTHS.length = 0;
  }
  let quoteId = '';
  let proofToken = '';
  let ids = null;
  let editIds = null;
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
    if (!quoteId) {
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}').apiToken);
      ids = await demoProjectIds(token);
      ({ quoteId, proofToken } = await demoActivity(token, ids.snapsheetId));
    }
    // Each width edits snapsheets of its own (the featured colour and the uniform change them).
    editIds = await editingSnapsheets(
      await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}').apiToken),
    );
    const fill = (screenPath) =>
      screenPath
        .replace(':quoteId', quoteId)
        .replace(':proofToken', proofToken)
        .replace(':snapsheetId', ids.snapsheetId)
        .replace(':playbookId', ids.playbookId)
        .replace(':editId', editIds.editId)
        .replace(':emptyId', editIds.emptyId);
    for (const [name, screenPath] of Object.entries(SCREENS)) {
      if (only && !only.has(name)) continue;
      await capture(page, join(dir, `${name}.png`), fill(screenPath));
      console.log(`${width}/${name}.png  ${fill(screenPath)}`);
    }
    for (const [name, { path: screenPath, act }] of Object.entries(EDIT_SCREENS)) {
      if (only && !only.has(name)) continue;
      await capture(page, join(dir, `${name}.png`), fill(screenPath), act);
      console.log(`${width}/${name}.png  ${fill(screenPath)}`);
    }
    await context.close();
    // The first demo customer's browser: their visitor key, no dealer session.
    const visitorContext = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    await visitorContext.addInitScript((key) => localStorage.setItem('tas.visitorKey', key), VISITOR_KEYS[0]);
    const visitor = await visitorContext.newPage();
    for (const [name, screenPath] of Object.entries(VISITOR_SCREENS)) {
      if (only && !only.has(name)) continue;
      await capture(visitor, join(dir, `${name}.png`), fill(screenPath));
      console.log(`${width}/${name}.png  ${fill(screenPath)} (visitor)`);
    }
    for (const [name, [screenPath, choice]] of Object.entries(SHOWROOM_SCREENS)) {
      if (only && !only.has(name)) continue;
      await visitor.goto(`${publicUrl}/404`);
      await visitor.evaluate(
        (stored) =>
          stored
            ? sessionStorage.setItem('tas.showroom.DEMO01', JSON.stringify(stored))
            : sessionStorage.removeItem('tas.showroom.DEMO01'),
        choice,
      );
      // Snapshots render on the server and restyled cards draw in this browser: allow time.
      await capture(visitor, join(dir, `${name}.png`), screenPath, undefined, 180_000);
      console.log(`${width}/${name}.png  ${screenPath} (visitor)`);
    }
    await visitorContext.close();
    // The third demo customer's browser: an editable roster, the import dialog, the locker preview.
    const customerContext = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    await customerContext.addInitScript((key) => localStorage.setItem('tas.visitorKey', key), VISITOR_KEYS[2]);
    const customer = await customerContext.newPage();
    for (const [name, { path: screenPath, act }] of Object.entries(CUSTOMER_SCREENS)) {
      if (only && !only.has(name)) continue;
      await capture(customer, join(dir, `${name}.png`), fill(screenPath), act);
      console.log(`${width}/${name}.png  ${fill(screenPath)} (customer)`);
    }
    await customerContext.close();
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
