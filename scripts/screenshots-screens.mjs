/**
 * The screens `npm run screenshots` takes (screenshots.mjs): their names and paths, the actions
 * run on some before the picture, the demo customers' visitor keys and the widths.
 */

/**
 * Screen name → path; project screens use the demo snapsheet ('Central High Basketball') and the
 * demo playbook of DEMO01, whose public ids (`:snapsheetId`, `:playbookId`) are read through the
 * API. 'locker' is the dealer's view (every locker of the snapsheet); VISITOR_SCREENS are opened in
 * a browser of their own as the first demo customer (their visitor key), without a session;
 * CUSTOMER_SCREENS (below) as a third customer whose locker has no quote.
 * EDIT_SCREENS (snapsheet editing, P5) act on the page before the picture is taken.
 */
export const SCREENS = {
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
export const EDIT_SCREENS = {
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
export const VISITOR_SCREENS = {
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
export const SHOWROOM_SCREENS = {
  'showroom-home': ['/showrooms/DEMO01/', null],
  'showroom-catalogue': ['/showrooms/DEMO01/catalogue', SHOWROOM_CHOICE],
  'showroom-catalogue-restyled': ['/showrooms/DEMO01/catalogue', RESTYLED],
  'showroom-product': ['/showrooms/DEMO01/product/CG5100', RESTYLED],
  'showroom-not-found': ['/showrooms/XYZ999/', null],
};
/** The demo customers' visitor keys (L1: each browser keeps one; the API reads X-Visitor-Key). */
export const VISITOR_KEYS = [
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
export const CUSTOMER_SCREENS = {
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
export const WIDTHS = [1280, 390];
