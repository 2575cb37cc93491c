/**
 * Every screen usable by everyone (issue 8): axe-core checks every public and dashboard page,
 * and the dialogs worth checking open, at 1280 and 390 px; a serious or critical violation
 * fails with the page, the width, its rule id and the elements it names. One test per page: it
 * opens the page at 1280 px, checks it, narrows the window to 390 px, waits until the page has
 * rendered at that width and checks it again. The pages are one table (`PAGES`): another page is
 * one line. The customer's pages and the dealer's are checked by two spec files
 * (accessibility-customer.spec.ts, accessibility-dealer.spec.ts), which the e2e run may give to
 * two servers at once. Data comes from the API (a11y-fixtures.ts), made once per file.
 * Screenshots go to E2E_SHOTS_DIR.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { actAsDealer, actAsVisitor, setUpDealer, type A11yData } from './a11y-fixtures';
import { gql } from './api';
import { settled } from './settled';

const SHOTS = process.env.E2E_SHOTS_DIR;

export interface PageCase {
  name: string;
  /** Who opens it: a visitor (their own open locker) or the signed-in dealer. */
  as: 'visitor' | 'dealer';
  path: (d: A11yData) => string;
  /** What shows once the page has loaded (usually its heading, see `heading`). */
  ready: (page: Page) => Locator;
  /** Opens what should be checked on top of the page, e.g. a dialog (once, at the first width). */
  then?: (page: Page, data: A11yData) => Promise<void>;
  /** Brings up what should be checked at each width (after `then`, and again after each resize). */
  atWidth?: (page: Page) => Promise<void>;
}

/** The page's heading `name`, once it shows. */
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

const snapsheet = (d: A11yData) => `/snapsheets/${d.dealerCode}/${d.snapsheetId}`;
const playbook = (d: A11yData) => `/catalogs/${d.dealerCode}/${d.playbookId}`;

/** Clicks the button `name` and waits for the dialog `title`. */
const openDialog = (name: string, title: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
};

/** From the showroom's home (its catalog chosen) to the catalogue, pictures shown. */
async function toShowroomCatalogue(page: Page) {
  await page.getByRole('button', { name: 'Browse the catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Harbor Hawks catalogue' })).toBeVisible();
  await expect(page.locator('.showroom-card[data-style-id]').first()).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 360_000 });
}

export const PAGES: PageCase[] = [
  // Public pages.
  { name: 'snapsheet', as: 'visitor', path: (d) => `${snapsheet(d)}/`, ready: heading('Hawks') },
  // What a proof link opens (issue 18): the proof sheet and the customer's answer.
  { name: 'proofs', as: 'visitor', path: (d) => `/proofs/${d.proofToken}`, ready: heading('Proofs for Hawks') },
  {
    name: 'product',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/product/${d.styleId}`,
    ready: heading('Customize Your Product'),
  },
  {
    // The decoration list with a graphic of the library being chosen (C3).
    name: 'product-graphic',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/product/${d.styleId}`,
    ready: heading('Customize Your Product'),
    then: async (page) => {
      await page.getByRole('combobox', { name: 'New decoration', exact: true }).click();
      await page.getByRole('option', { name: 'Graphic', exact: true }).click();
      await page.getByRole('button', { name: 'Add decoration' }).click();
      await expect(page.getByRole('radiogroup', { name: 'Mascots' }).getByRole('radio').first()).toBeVisible();
    },
  },
  {
    name: 'sizes-selection',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/sizes-selection?short_id=${d.shortId}`,
    ready: (page) => page.getByRole('button', { name: 'Add to locker' }),
  },
  { name: 'locker', as: 'visitor', path: (d) => `${snapsheet(d)}/locker`, ready: heading('Locker') },
  {
    name: 'request-quote',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/locker`,
    ready: heading('Locker'),
    then: openDialog('Request a quote', 'Request a quote'),
  },
  {
    name: 'remove-item-dialog',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/locker`,
    ready: heading('Locker'),
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Remove this item?' })).toBeVisible();
    },
  },
  {
    name: 'roster-import-dialog',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/sizes-selection?short_id=${d.shortId}`,
    ready: (page) => page.getByRole('button', { name: 'Add to locker' }),
    then: openDialog('Import roster', 'Import roster'),
  },
  {
    // Issue 19: the import's preview, a bad row among good ones, fixable in place.
    name: 'roster-import-preview',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/sizes-selection?short_id=${d.shortId}`,
    ready: (page) => page.getByRole('button', { name: 'Add to locker' }),
    then: async (page) => {
      await openDialog('Import roster', 'Import roster')(page);
      const dialog = page.getByRole('dialog', { name: 'Import roster' });
      await dialog.getByLabel('Roster file').setInputFiles({
        name: 'roster.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Player Name,Jersey #,Size,Qty\nAna Diaz,4,M,1\nBen Cole,5,XXXL9,1\n'),
      });
      await expect(dialog.getByRole('list', { name: 'Problems in the file' })).toBeVisible();
    },
  },
  {
    // Issue 19 section 5: a customer downloads the shared snapsheet's PDF.
    name: 'download-pdf-dialog',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: openDialog('Download PDF', 'Download PDF'),
  },
  {
    name: 'locker-preview',
    as: 'visitor',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: async (page) => {
      await page.getByRole('button', { name: /^Locker preview/ }).click();
      await expect(page.getByRole('dialog', { name: 'Your locker' })).toBeVisible();
    },
  },
  { name: 'roster', as: 'visitor', path: (d) => `${snapsheet(d)}/roster`, ready: heading('Roster') },
  { name: 'showroom-home', as: 'visitor', path: (d) => `/showrooms/${d.dealerCode}/`, ready: heading('Harbor Hawks') },
  {
    name: 'showroom-catalogue',
    as: 'visitor',
    path: (d) => `/showrooms/${d.dealerCode}/`,
    ready: heading('Harbor Hawks'),
    then: toShowroomCatalogue,
  },
  {
    // A product opens from the catalogue (a fresh visit goes to the home first).
    name: 'showroom-product',
    as: 'visitor',
    path: (d) => `/showrooms/${d.dealerCode}/`,
    ready: heading('Harbor Hawks'),
    then: async (page) => {
      await toShowroomCatalogue(page);
      await page
        .getByRole('link', { name: /^Customize / })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
    },
  },
  { name: 'playbook', as: 'visitor', path: (d) => `${playbook(d)}/`, ready: heading('Lakeview Lions') },
  { name: 'playbook-locker', as: 'visitor', path: (d) => `${playbook(d)}/locker`, ready: heading('Locker') },
  { name: 'templates', as: 'visitor', path: () => '/snapsheets-templates', ready: heading('Snapsheet Templates') },
  { name: 'not-found', as: 'visitor', path: () => '/no-such-page/here', ready: heading('404 - Not Found') },
  {
    name: 'unauthorized',
    as: 'visitor',
    path: () => '/dashboard/unauthorized',
    ready: heading(/unauthori[sz]ed|sign in/i),
  },
  { name: 'print-snapsheet', as: 'visitor', path: (d) => `/print${snapsheet(d)}`, ready: heading('Hawks') },
  { name: 'print-playbook', as: 'visitor', path: (d) => `/print${playbook(d)}`, ready: heading('Lakeview Lions') },
  // Dashboard pages.
  { name: 'get-started', as: 'dealer', path: () => '/dashboard/', ready: heading(/Welcome, Access Sports/) },
  {
    // The phone menu opened (at 1280 px the sidebar is always shown, without a toggle).
    name: 'dashboard-menu',
    as: 'dealer',
    path: () => '/dashboard/',
    ready: heading(/Welcome, Access Sports/),
    atWidth: async (page) => {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    },
  },
  { name: 'dashboard-showroom', as: 'dealer', path: () => '/dashboard/showroom', ready: heading('My Showroom') },
  { name: 'playbooks', as: 'dealer', path: () => '/dashboard/projects/playbook', ready: heading('My Playbooks') },
  { name: 'snapsheets', as: 'dealer', path: () => '/dashboard/projects/snapsheet', ready: heading('My Snapsheets') },
  { name: 'customers', as: 'dealer', path: () => '/dashboard/customers', ready: heading('Customers') },
  {
    name: 'customer-dialog',
    as: 'dealer',
    path: () => '/dashboard/customers',
    ready: heading('Customers'),
    then: openDialog('New customer', 'New customer'),
  },
  {
    name: 'logo-upload-dialog',
    as: 'dealer',
    path: () => '/dashboard/customers',
    ready: heading('Customers'),
    then: async (page) => {
      await openDialog('New customer', 'New customer')(page);
      await openDialog('Upload logo', 'Upload logo')(page);
    },
  },
  { name: 'quotes', as: 'dealer', path: () => '/dashboard/quotes', ready: heading('My Messages') },
  {
    name: 'quote',
    as: 'dealer',
    path: (d) => `/dashboard/quotes/${d.quoteId}`,
    ready: heading('Quote from Pat Coach'),
  },
  { name: 'order-sync', as: 'dealer', path: () => '/dashboard/order_sync', ready: heading('Order Sync') },
  { name: 'notices', as: 'dealer', path: () => '/dashboard/notices', ready: heading('Email Notices') },
  { name: 'order', as: 'dealer', path: (d) => `/dashboard/orders/${d.orderId}`, ready: heading(/^Order TAS-\d{6}$/) },
  { name: 'queues', as: 'dealer', path: () => '/dashboard/queues', ready: heading('Queues') },
  { name: 'reps', as: 'dealer', path: () => '/dashboard/reps', ready: heading('Reps') },
  {
    name: 'rep-dialog',
    as: 'dealer',
    path: () => '/dashboard/reps',
    ready: heading('Reps'),
    then: openDialog('Add rep', 'Add rep'),
  },
  { name: 'settings', as: 'dealer', path: () => '/dashboard/settings', ready: heading('My Settings') },
  {
    name: 'api-token-dialog',
    as: 'dealer',
    path: () => '/dashboard/settings',
    ready: heading('My Settings'),
    then: openDialog('New token', 'New API token'),
  },
  { name: 'faq', as: 'dealer', path: () => '/dashboard/FAQ', ready: heading('FAQ') },
  {
    name: 'create-snapsheet',
    as: 'dealer',
    path: () => '/dashboard/create_project/snapsheet',
    ready: heading('Create Snapsheet'),
  },
  {
    name: 'create-playbook',
    as: 'dealer',
    path: () => '/dashboard/create_project/playbook',
    ready: heading('Create Playbook'),
  },
  { name: 'dealer-snapsheet', as: 'dealer', path: (d) => `${snapsheet(d)}/`, ready: heading('Hawks') },
  {
    // P1: the dealer's Preview of the snapsheet, as its customer sees it.
    name: 'dealer-snapsheet-preview',
    as: 'dealer',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: async (page) => {
      await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Preview' }).click();
      await expect(page.locator('.product-actions__trigger')).toHaveCount(0);
    },
  },
  {
    name: 'add-product-dialog',
    as: 'dealer',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: openDialog('Add product', 'Add product'),
  },
  {
    name: 'export-pdf-dialog',
    as: 'dealer',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: openDialog('Export PDF', 'Export PDF'),
  },
  {
    name: 'snapsheet-settings-dialog',
    as: 'dealer',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: openDialog('Settings', 'Snapsheet settings'),
  },
  {
    name: 'snapsheet-product-dialog',
    as: 'dealer',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit product' })).toBeVisible();
    },
  },
  {
    // Only a snapsheet's first uniform opens it: each run adds one to a new snapsheet.
    name: 'uniform-dialog',
    as: 'dealer',
    path: () => '/dashboard/projects/snapsheet',
    ready: heading('My Snapsheets'),
    then: async (page, d) => {
      const created = await gql(
        page.request,
        'mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }',
        { input: { teamName: 'Mesa Owls', colorIds: ['19', '13', '25'] } },
        d.token,
      );
      await page.goto(`/snapsheets/${d.dealerCode}/${created.createSnapsheet.id}/`);
      await openDialog('Add product', 'Add product')(page);
      const add = page.getByRole('dialog', { name: 'Add product' });
      await add.getByRole('searchbox', { name: 'Search products' }).fill(d.styleId);
      await add.getByRole('button', { name: /^Add / }).first().click();
      await expect(page.getByRole('dialog', { name: 'Complete the uniform' })).toBeVisible();
    },
  },
  { name: 'dealer-locker', as: 'dealer', path: (d) => `${snapsheet(d)}/locker`, ready: heading('Locker') },
  {
    name: 'playbook-edit',
    as: 'dealer',
    path: (d) => `${playbook(d)}/`,
    ready: heading('Lakeview Lions'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('complementary', { name: 'Edit playbook' })).toBeVisible();
    },
  },
  {
    name: 'edit-product-dialog',
    as: 'dealer',
    path: (d) => `${playbook(d)}/?page=3`,
    ready: heading('Lakeview Lions'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.locator('.product-actions__trigger').first().click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit product' })).toBeVisible();
    },
  },
  {
    name: 'bulk-edit-dialog',
    as: 'dealer',
    path: (d) => `${playbook(d)}/`,
    ready: heading('Lakeview Lions'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await openDialog('Bulk edit', 'Bulk edit')(page);
    },
  },
];

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** What axe found, one line per rule and one indented line per element it names. */
function describe(violations: Violations): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * `violations` without colour-contrast findings inside a lettering sample
 * (`[data-lettering-sample]`): a picture of the printed decoration in the colours the customer
 * chose, whatever their contrast (WCAG 1.4.3 exempts text that is part of a picture). Its
 * accessible name (or aria-hidden) carries its meaning; any other rule still applies.
 */
async function withoutLetteringSamples(page: Page, violations: Violations): Promise<Violations> {
  const out: Violations = [];
  for (const v of violations) {
    if (v.id !== 'color-contrast') {
      out.push(v);
      continue;
    }
    const inSample = await page.evaluate(
      (selectors) => selectors.map((sel) => document.querySelector(sel)?.closest('[data-lettering-sample]') != null),
      v.nodes.map((n) => String(n.target[n.target.length - 1])),
    );
    const nodes = v.nodes.filter((_, i) => !inSample[i]);
    if (nodes.length) out.push({ ...v, nodes });
  }
  return out;
}

/**
 * Waits until `page` has rendered at the viewport width `width` (px): the window has that width,
 * loading placeholders are gone, two more frames have been drawn (resize handlers and layout have
 * run) and no finite animation (a dialog fading in, a menu sliding) is still running:
 * mid-animation colours are not the page's.
 */
async function settledAt(page: Page, width: number) {
  await page.waitForFunction((w) => window.innerWidth === w, width);
  // A snapshot still rendering shows a skeleton: on a busy machine the render queue takes a while.
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 360_000 });
  // A toast (sonner) is transient: it leaves before the check, so its fade-out never races axe
  // (a toast dismissed mid-check was read half transparent, grey on grey).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
  await settled(page);
}

/**
 * An axe run of `page` with axe's default rules. A page without frames (all of them so far) is
 * checked by `axe.run` in the page itself (the builder's legacy mode): the same rules on the same
 * document as `runPartial` there plus `finishRun` in a blank page opened for it (the default, which
 * can also reach cross-origin frames), in about half the time. A page with frames keeps the default.
 */
function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/**
 * Defines one test per page of `cases` in the calling spec file, with the data of a dealer
 * `dealerCode` made once for the file on the project's server.
 */
export function checkPages(cases: readonly PageCase[], dealerCode: string): void {
  let data: A11yData;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern
  test.beforeAll(async ({}, workerInfo) => {
    test.setTimeout(120_000);
    data = await setUpDealer(dealerCode, workerInfo.project.use.baseURL!);
  });

  test.use({ viewport: WIDTHS[0] });

  for (const c of cases) {
    test(`${c.name}: no serious or critical axe violations at ${WIDTHS.map((w) => w.width).join(' and ')} px`, async ({
      page,
    }) => {
      // The first visit draws the page's snapshots; on a loaded CI machine the render line behind
      // another spec's catalogue has kept one PENDING for over three minutes.
      test.setTimeout(480_000);
      if (c.as === 'dealer') await actAsDealer(page.context(), data);
      else await actAsVisitor(page.context(), data);
      await page.goto(c.path(data));
      await expect(c.ready(page)).toBeVisible();
      // Loading placeholders settle first (skeletons are aria-hidden, the content is not).
      await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 360_000 });
      if (c.then) await c.then(page, data);
      for (const viewport of WIDTHS) {
        await test.step(`at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          if (c.atWidth) await c.atWidth(page);
          await settledAt(page, viewport.width);
          if (SHOTS) {
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({ path: join(SHOTS, `a11y-${c.name}-${viewport.width}.png`), fullPage: true });
          }
          const results = await axeBuilder(page).analyze();
          const blocking = await withoutLetteringSamples(
            page,
            results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
          );
          // Soft: a violation at the first width still lets the second be checked.
          expect
            .soft(
              blocking.map((v) => v.id),
              `${c.name} at ${viewport.width} px:\n${describe(blocking)}`,
            )
            .toEqual([]);
        });
      }
    });
  }
}
