/**
 * The pages and dialogs axe checks (a11y-pages.ts runs them): one line per page, who
 * opens it, how it is reached and what shows once it has loaded.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yData } from './a11y-fixtures';
import { gql } from './api';

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
  /**
   * A print page: laid out on the PDF's paper (Letter) for the render service, never opened on a
   * phone, so exempt from the 390 px check that a page does not scroll sideways (axe still runs).
   */
  paper?: true;
}

/** The page's heading `name`, once it shows. */
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

const snapsheet = (d: A11yData) => `/snapsheets/${d.dealerCode}/${d.snapsheetId}`;
const playbook = (d: A11yData) => `/catalogs/${d.dealerCode}/${d.playbookId}`;
const store = (d: A11yData) => `/stores/${d.dealerCode}/${d.storeId}`;

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
  // What a proof link opens: the proof sheet and the customer's answer.
  { name: 'proofs', as: 'visitor', path: (d) => `/proofs/${d.proofToken}`, ready: heading('Proofs for Hawks') },
  // What a quote link opens: the items, the totals with their rates, and Accept.
  {
    name: 'quote-link',
    as: 'visitor',
    path: (d) => `/quotes/view/${d.quoteToken}`,
    ready: (page) => page.getByRole('button', { name: 'Accept quote' }),
  },
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
    // The import's preview, a bad row among good ones, fixable in place.
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
    // A customer downloads the shared snapsheet's PDF.
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
  // A team store as its buyers see it: its items, a size chart, an item's page (3D), the cart with
  // a line and the checkout form, and an order's private link.
  { name: 'store', as: 'visitor', path: (d) => `${store(d)}/`, ready: heading('Hawks') },
  {
    // A closed store's link: that it closed, and whom to ask.
    name: 'store-closed',
    as: 'visitor',
    path: (d) => `/stores/${d.dealerCode}/${d.closedStoreId}/`,
    ready: (page: Page) => page.getByText('Questions about an order?'),
  },
  {
    name: 'store-size-chart',
    as: 'visitor',
    path: (d) => `${store(d)}/`,
    ready: heading('Hawks'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Size chart' }).first().click();
      await expect(page.getByRole('dialog', { name: /^Size chart: / })).toBeVisible();
    },
  },
  {
    name: 'store-item',
    as: 'visitor',
    path: (d) => `${store(d)}/items/${d.storeItemId}`,
    ready: (page) => page.getByRole('button', { name: 'Add to cart' }),
  },
  {
    name: 'store-cart',
    as: 'visitor',
    path: (d) => `${store(d)}/cart`,
    ready: heading('Your cart'),
    then: async (page, d) => {
      await page.evaluate(
        ([key, line]) => localStorage.setItem(key, line),
        [
          `tas.store-cart.${d.dealerCode.toUpperCase()}.${d.storeId}`,
          JSON.stringify([{ key: 'a', itemId: d.storeItemId, size: 'M', playerName: 'Diaz', playerNumber: '12' }]),
        ],
      );
      await page.reload();
      await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
    },
  },
  { name: 'store-order', as: 'visitor', path: (d) => `/store-orders/${d.storeOrderToken}`, ready: heading(/^Order /) },
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
  {
    name: 'print-snapsheet',
    as: 'visitor',
    path: (d) => `/print${snapsheet(d)}`,
    ready: heading('Hawks'),
    paper: true,
  },
  {
    name: 'print-playbook',
    as: 'visitor',
    path: (d) => `/print${playbook(d)}`,
    ready: heading('Lakeview Lions'),
    paper: true,
  },
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
  { name: 'dealer-stores', as: 'dealer', path: () => '/dashboard/stores', ready: heading('Stores') },
  {
    name: 'dealer-store',
    as: 'dealer',
    path: (d) => `/dashboard/stores/${d.storeId}`,
    ready: heading('Hawks: Spirit wear'),
  },
  {
    // A closed store: its rounds, the held production order and the closing documents.
    name: 'dealer-store-closed',
    as: 'dealer',
    path: (d) => `/dashboard/stores/${d.closedStoreId}`,
    ready: heading('Production order'),
  },
  {
    name: 'open-store-dialog',
    as: 'dealer',
    path: (d) => `${snapsheet(d)}/`,
    ready: heading('Hawks'),
    then: openDialog('Open a store', 'Open a store'),
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
