#!/usr/bin/env node
/**
 * `npm run screenshots`: full-page PNGs of every dashboard screen, the main project screens and
 * the demo showroom's screens at 1280 px and 390 px wide, for looking at (issue 3). Starts the built gateway and render
 * service on a fresh data directory with the demo data, signs in as the demo dealer DEMO01 and
 * writes `screenshots/<width>/<name>.png` (git-ignored).
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

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string', default: join(root, 'screenshots') },
    sheets: { type: 'string', default: join(root, 'docs/catalogue') },
  },
});

/**
 * Screen name → path; project screens use the demo snapsheet ('Central High Basketball') and the
 * demo playbook of DEMO01, whose public ids (`:snapsheetId`, `:playbookId`) are read through the
 * API. 'locker' is the dealer's view (every locker of the snapsheet); VISITOR_SCREENS are opened in
 * a browser of their own as the first demo customer (their visitor key), without a session;
 * CUSTOMER_SCREENS (below) as a third customer whose locker has no quote.
 * EDIT_SCREENS (snapsheet editing, P5) act on the page before the picture is taken.
 */
const SCREENS = {
  'dashboard-home': '/dashboard/',
  'dashboard-faq': '/dashboard/FAQ',
  'dashboard-settings': '/dashboard/settings',
  reps: '/dashboard/reps',
  customers: '/dashboard/customers',
  'my-playbooks': '/dashboard/projects/playbook',
  'my-snapsheets': '/dashboard/projects/snapsheet',
  'dashboard-showroom': '/dashboard/showroom',
  'create-playbook': '/dashboard/create_project/playbook',
  'create-snapsheet': '/dashboard/create_project/snapsheet',
  'my-messages': '/dashboard/quotes',
  'quote-details': '/dashboard/quotes/:quoteId',
  'print-quote': '/print/quotes/:quoteId',
  proofs: '/proofs/:proofToken',
  'order-sync': '/dashboard/order_sync',
  notices: '/dashboard/notices',
  queues: '/dashboard/queues',
  unauthorized: '/dashboard/unauthorized',
  snapsheet: '/snapsheets/DEMO01/:snapsheetId/',
  product: '/snapsheets/DEMO01/:snapsheetId/product/CG2100',
  'sizes-selection': '/snapsheets/DEMO01/:snapsheetId/sizes-selection',
  locker: '/snapsheets/DEMO01/:snapsheetId/locker',
  roster: '/snapsheets/DEMO01/:snapsheetId/roster',
  playbook: '/catalogs/DEMO01/:playbookId/',
  'print-playbook': '/print/catalogs/DEMO01/:playbookId',
  'snapsheet-templates': '/snapsheets-templates',
  'not-found': '/no-such-page',
};

/**
 * Snapsheet editing screens (P5), in dealer mode, on snapsheets of their own so the demo
 * snapsheet stays as seeded: `:editId` is a copy of the demo template, `:emptyId` an empty
 * snapsheet. Each opens its path, then `act` brings up what the screen is about.
 */
const EDIT_SCREENS = {
  'snapsheet-edit-menu': {
    path: '/snapsheets/DEMO01/:editId/',
    act: async (page) => {
      await page.locator('.product-actions__trigger').first().click();
      await page.getByRole('menu').waitFor();
    },
  },
  'snapsheet-settings': {
    path: '/snapsheets/DEMO01/:editId/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Snapsheet settings' }).getByLabel('Team name').waitFor();
    },
  },
  'snapsheet-featured-colour': {
    path: '/snapsheets/DEMO01/:editId/',
    act: async (page) => {
      const red = page.getByRole('radio', { name: /^Red\b/ });
      await red.click();
      await page.waitForFunction(() =>
        document.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('aria-label')?.startsWith('Red'),
      );
      await red.focus();
    },
  },
  // The one Edit product dialog (web/src/modules/project/EditProductDialog.tsx) of either kind.
  'snapsheet-edit-product': {
    path: '/snapsheets/DEMO01/:editId/',
    act: async (page) => {
      await page.locator('.product-actions__trigger').first().click();
      await page.getByRole('menuitem', { name: 'Edit product' }).click();
      await page.getByRole('dialog').getByLabel('Custom price').waitFor();
    },
  },
  'playbook-edit-product': {
    path: '/catalogs/DEMO01/:playbookId/',
    act: async (page) => {
      await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Edit' }).click();
      // Past the cover and the index to the first catalog page.
      const trigger = page.locator('.product-actions__trigger').first();
      for (let turn = 0; turn < 6 && !(await trigger.isVisible()); turn++) {
        await page.getByRole('button', { name: /^Next/ }).first().click();
        await trigger.waitFor({ timeout: 2_000 }).catch(() => undefined);
      }
      await trigger.click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await page.getByRole('dialog').getByLabel('Name').waitFor();
    },
  },
  // C3: a number, a second number added through the decoration list, its editor open.
  'product-decorations': {
    path: '/snapsheets/DEMO01/:editId/product/CG2100',
    act: async (page) => {
      await page.getByLabel('Player number').fill('23');
      await page.getByRole('button', { name: 'Add decoration' }).click();
      await page.getByRole('group', { name: 'Number decoration' }).waitFor();
    },
  },
  'add-product': {
    path: '/snapsheets/DEMO01/:emptyId/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add product' }).first().click();
      await page.getByRole('list', { name: 'Catalog products' }).getByRole('listitem').first().waitFor();
    },
  },
  'snapsheet-uniform': {
    path: '/snapsheets/DEMO01/:emptyId/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add product' }).first().click();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('CG2100');
      await page.getByRole('button', { name: 'Add Pro Crew Basketball Jersey', exact: true }).click();
      await page.getByRole('dialog', { name: 'Complete the uniform' }).getByRole('checkbox').first().waitFor();
      // The full-width 'Product added' toast would cover the dialog's top (it pauses under the pointer).
      await page.mouse.move(5, page.viewportSize().height - 5);
      await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), null, { timeout: 20_000 });
    },
  },
};
const VISITOR_SCREENS = {
  'snapsheet-visitor': '/snapsheets/DEMO01/:snapsheetId/',
  'locker-visitor': '/snapsheets/DEMO01/:snapsheetId/locker',
  'snapsheet-templates-visitor': '/snapsheets-templates',
};
/**
 * The demo dealer's showroom (P6) as a visitor: each screen with the visitor's stored choice
 * (showroom-choice.ts), so the catalogue opens (it starts at home otherwise). Three small
 * catalogs; 'showroom-catalogue-restyled' and 'showroom-product' use a box other than the saved
 * look, so every card is drawn live in the browser.
 */
const SHOWROOM_CHOICE = { catalogIds: ['fsg-volleyball', 'fsg-soccer', 'fsg-coaches'], look: null };
const RESTYLED = { ...SHOWROOM_CHOICE, look: { fillColorId: '7', outlineColorId: '19', font: 'bebas' } };
const SHOWROOM_SCREENS = {
  'showroom-home': ['/showrooms/DEMO01/', null],
  'showroom-catalogue': ['/showrooms/DEMO01/catalogue', SHOWROOM_CHOICE],
  'showroom-catalogue-restyled': ['/showrooms/DEMO01/catalogue', RESTYLED],
  'showroom-product': ['/showrooms/DEMO01/product/CG5100', RESTYLED],
  'showroom-not-found': ['/showrooms/XYZ999/', null],
};
/** The demo customers' visitor keys (L1: each browser keeps one; the API reads X-Visitor-Key). */
const VISITOR_KEYS = [
  'screenshots-visitor-dana-reyes',
  'screenshots-visitor-pat-morgan',
  'screenshots-visitor-sam-lee',
];
/** A roster file with one bad row (an unknown size) and a number used twice, for the import dialog (L2). */
const ROSTER_CSV =
  'Player Name,Jersey #,Size,Qty\nAva Diaz,4,M,2\nBo Chen,12,XXXXXL,1\nCy Park,4,XL,1\nDee Lowe,00,S,3\n';
/**
 * Screens that need a click, opened in the browser of a third demo customer whose locker has no
 * quote (so their roster can be changed): the roster page, the roster import dialog with a file
 * of one bad row (L2), and the locker preview from the header's locker button (L1).
 */
const CUSTOMER_SCREENS = {
  'roster-customer': { path: '/snapsheets/DEMO01/:snapsheetId/roster' },
  'roster-import': {
    path: '/snapsheets/DEMO01/:snapsheetId/roster',
    async act(page) {
      await page
        .getByRole('button', { name: /^Import a roster file/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Import roster' });
      await dialog
        .getByLabel('Roster file')
        .setInputFiles({ name: 'tigers-roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER_CSV) });
      await dialog.getByRole('list', { name: 'Problems in the file' }).waitFor();
    },
  },
  'locker-preview': {
    path: '/snapsheets/DEMO01/:snapsheetId/',
    async act(page) {
      await page.getByRole('button', { name: /^Locker preview/ }).click();
      await page.getByRole('dialog', { name: 'Your locker' }).getByRole('list').waitFor();
    },
  },
};
const WIDTHS = [1280, 390];

/** POSTs a GraphQL operation to the screenshot gateway; throws on errors. */
async function gql(query, variables, token, visitorKey) {
  const res = await fetch(`${publicUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(visitorKey ? { 'x-visitor-key': visitorKey } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The public ids of the demo snapsheet and the demo playbook, from the dealer's own lists. */
async function demoProjectIds(token) {
  const list = async (type, title) => {
    const query = `query($type: ProjectType!) { projects(type: $type, first: 100) { nodes { id title } } }`;
    const data = await gql(query, { type }, token);
    const project = data.projects.nodes.find((p) => p.title === title);
    if (!project) throw new Error(`The demo ${type.toLowerCase()} '${title}' is missing`);
    return project.id;
  };
  return {
    snapsheetId: await list('SNAPSHEET', 'Central High Basketball'),
    playbookId: await list('PLAYBOOK', 'Riverside Fall Catalog'),
  };
}

/**
 * A day's activity on the demo data, so the locker, quote and order screens show content: two
 * customers, each in a browser of their own (visitor key), save a jersey to their own locker of
 * the demo snapsheet with a roster and request a quote; the second request is converted to an
 * order once its proofs are approved; the first quote's proofs wait for the customer. Returns the
 * open quote's id and its proof link's token.
 */
async function demoActivity(token, projectId) {
  const quoteIds = [];
  for (const [i, [name, lines]] of [
    [
      'Coach Dana Reyes',
      [
        ['M', 3, 'Ortiz', '12'],
        ['L', 4, 'Nguyen', '7'],
        ['XL', 2, 'Baker', '33'],
      ],
    ],
    ['Pat Morgan', [['L', 10, '', '']]],
  ].entries()) {
    const visitorKey = VISITOR_KEYS[i];
    const saved = await gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations: [] },
    });
    const locker = await gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId,
          configurationShortId: saved.saveConfiguration.shortId,
          sizeLines: lines.map(([size, quantity, playerName, playerNumber]) => ({
            size,
            quantity,
            ...(playerName ? { playerName, playerNumber } : {}),
          })),
        },
      },
      undefined,
      visitorKey,
    );
    const quote = await gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      {
        code: locker.addToLocker.code,
        contact: {
          name,
          email: `${name.split(' ').at(-1).toLowerCase()}@centralhigh.example`,
          phone: '(555) 010-4477',
          message: 'Can we have these before the season opener on the 14th?',
        },
      },
    );
    quoteIds.push(quote.requestQuote.id);
  }
  // Proofs (issue 18): the first quote's proofs wait for the customer (the 'proofs' screen); the
  // second quote's are approved, then it becomes an order.
  const sendProofs = async (quoteId) => {
    const sent = await gql(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url proofs { id } } }`,
      { id: quoteId },
      token,
    );
    return { token: sent.sendProofs.url.split('/').at(-1), proofs: sent.sendProofs.proofs };
  };
  const waiting = await sendProofs(quoteIds[0]);
  const approved = await sendProofs(quoteIds[1]);
  for (const proof of approved.proofs)
    await gql(
      `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Morgan", agreed: true) { id } }`,
      { t: approved.token, p: proof.id },
    );
  await gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: quoteIds[1] }, token);
  // A third customer's locker without a quote: their roster stays editable (CUSTOMER_SCREENS).
  const saved = await gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations: [] },
  });
  await gql(
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
    {
      input: {
        projectType: 'SNAPSHEET',
        projectId,
        configurationShortId: saved.saveConfiguration.shortId,
        sizeLines: [
          { size: 'M', quantity: 2, playerName: 'Lee', playerNumber: '5' },
          { size: 'L', quantity: 1, playerName: 'Okafor', playerNumber: '21' },
        ],
      },
    },
    undefined,
    VISITOR_KEYS[2],
  );
  return { quoteId: quoteIds[0], proofToken: waiting.token };
}

/**
 * Two snapsheets of the demo dealer for the editing screens: a copy of the demo template
 * (`editId`) and an empty one (`emptyId`, whose first uniform opens the uniform modal).
 */
async function editingSnapsheets(token) {
  const { snapsheetTemplates } = await gql(`{ snapsheetTemplates { id title teamName colors { id } } }`);
  const template = snapsheetTemplates[0];
  if (!template) throw new Error('The demo snapsheet template is missing');
  const create = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`;
  const copy = await gql(
    create,
    {
      input: {
        templateId: template.id,
        title: template.title,
        teamName: template.teamName,
        colorIds: template.colors.map((c) => c.id),
      },
    },
    token,
  );
  const empty = await gql(
    create,
    { input: { title: 'Varsity Uniforms', teamName: 'Central High', colorIds: ['19', '13', '25'] } },
    token,
  );
  return { editId: copy.createSnapsheet.id, emptyId: empty.createSnapsheet.id };
}

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
