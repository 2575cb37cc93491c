/**
 * Roster import and export (L2) and the locker preview modal (L1) in a real browser. A visitor
 * with a jersey in their locker opens the roster page, drops a CSV with a bad row on the import
 * dialog and sees the row's error (nothing can be imported), chooses a fixed file, replaces the
 * roster and sees its lines; edits the roster (change a name, add and remove lines) and saves;
 * exports the roster and checks the downloaded CSV; on a narrow screen the Number and SKU of a
 * line stay on screen. The header's locker button opens the locker preview (items, total, link
 * to the locker). On the sizes selection, before the first add, an import fills the size lines.
 * Screenshots at 1280 and 390 px go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql, JERSEY, setUpDealerSnapsheet } from './api.js';

const DEALER = { code: 'RST801', company: 'Roster Sports', email: 'roster@example.com' };
const PRODUCT = JERSEY.name;
const VISITOR_KEY = 'e2e-roster-visitor-key-0001';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The dealer's snapsheet with the jersey, and a saved configuration of it; ids. */
async function setUp(request: APIRequestContext): Promise<{ snapsheetId: string; shortId: string }> {
  const { snapsheetId } = await setUpDealerSnapsheet(request, DEALER, {
    title: 'Spring League',
    teamName: 'Bayside Sharks',
    colorIds: ['19', '13', '25'],
  });
  const saved = await gql(
    request,
    'mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }',
    { input: { styleId: JERSEY.styleId, colorIds: ['19', '13', '25'], decorations: [] } },
  );
  return { snapsheetId, shortId: saved.saveConfiguration.shortId as string };
}

/** Adds the configuration to the visitor's own locker (their key), one line of L for `player`. */
async function addForVisitor(request: APIRequestContext, snapsheetId: string, shortId: string, player: string) {
  const res = await request.post('/graphql', {
    headers: { 'x-visitor-key': VISITOR_KEY },
    data: {
      query: 'mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }',
      variables: {
        input: {
          projectType: 'SNAPSHEET',
          projectId: snapsheetId,
          configurationShortId: shortId,
          sizeLines: [{ size: 'L', quantity: 1, playerName: player, playerNumber: '1' }],
        },
      },
    },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
}

const csv = (text: string) => ({ mimeType: 'text/csv', buffer: Buffer.from(text) });

test('roster import with row errors, replace, edit, export; the locker preview', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const { snapsheetId, shortId } = await setUp(request);
  await addForVisitor(request, snapsheetId, shortId, 'STARTER');
  const base = `/snapsheets/${DEALER.code}/${snapsheetId}/`;
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await context.addInitScript((key) => localStorage.setItem('tas.visitorKey', key), VISITOR_KEY);
  const page = await context.newPage();

  await page.goto(`${base}roster`);
  await expect(page.getByRole('heading', { name: 'Roster', level: 1 })).toBeVisible();
  const item = page.getByRole('region', { name: PRODUCT });
  await expect(item.getByRole('cell', { name: 'STARTER' })).toBeVisible();

  // A file with a bad row, dropped on the dialog: the row's error, and no way to import.
  await item.getByRole('button', { name: `Import a roster file for ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Import roster' });
  const drop = dialog.getByTestId('roster-drop');
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'sharks.csv', { type: 'text/csv' }));
    return dt;
  }, 'Player Name,Jersey #,Size,Qty\nAva Diaz,4,M,2\nBo Chen,12,XXXXXL,1\nCy Park,23,XL,1\n');
  await drop.dispatchEvent('drop', { dataTransfer });
  const issues = dialog.getByRole('list', { name: 'Problems in the file' });
  await expect(issues.getByRole('listitem')).toHaveCount(1);
  await expect(issues.getByRole('listitem')).toContainText('Row 3 · Size');
  await expect(issues.getByRole('listitem')).toContainText("Size 'XXXXXL' is not offered for this product");
  await expect(dialog.getByText('1 error', { exact: true })).toBeVisible();
  // Every row in file order, the bad one too, with its bad cell to fix; the
  // rest can be imported with that row left out, and the dialog says which.
  const rows = dialog.getByRole('table', { name: 'Rows of the file, in file order' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toHaveText('2Ava Diaz4M2');
  await expect(rows.nth(3)).toHaveText('4Cy Park23XL1');
  await expect(dialog.getByText(/import the rest: row 3 is left out/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Replace roster, leave out 1' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Append to roster, leave out 1' })).toBeEnabled();
  await shot(page, 'roster-import-errors');
  const badSize = dialog.getByRole('combobox', { name: 'Size, row 3' });
  await expect(badSize).toHaveValue('XXXXXL');
  await badSize.selectOption('2XL');
  await expect(dialog.getByRole('button', { name: 'Replace roster, leave out 1' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Check fixes' }).click();
  await expect(dialog.getByText('3 lines ready')).toBeVisible();
  await expect(issues).toHaveCount(0);
  await expect(rows.nth(2)).toHaveText('3Bo Chen122XL1');
  await expect(dialog.getByRole('button', { name: 'Replace roster', exact: true })).toBeEnabled();
  await shot(page, 'roster-import-fixed');

  // The fixed file: three lines, a warning for a number used twice, then Replace.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByLabel('Roster file').setInputFiles({
    name: 'sharks.csv',
    ...csv('Player Name;Jersey #;Size;Qty\nAva Diaz;4;M;2\n"Chen, Bo";12;XL;1\nCy Park;4;XL;1\n'),
  });
  await expect(dialog.getByText('3 lines ready')).toBeVisible();
  await expect(issues.getByRole('listitem')).toHaveText(['WarningRow 4 · NumberNumber 4 is also on row 2']);
  await expect(dialog.getByRole('cell', { name: 'Chen, Bo' })).toBeVisible();
  await shot(page, 'roster-import-preview');
  await dialog.getByRole('button', { name: 'Replace roster' }).click();
  await expect(page.getByText('Imported 3 lines')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('row')).toHaveCount(4);
  await expect(item.getByRole('row').nth(1)).toHaveText(['M', '2', 'Ava Diaz', '4', 'CG2100-05'].join(''));
  await expect(item.getByRole('row').nth(2)).toHaveText(['XL', '1', 'Chen, Bo', '12', 'CG2100-07'].join(''));
  await expect(item.getByText('3 lines · 4 garments')).toBeVisible();
  await expect(item.getByText('STARTER')).toHaveCount(0);

  // Edit: rename a player, add a line, remove another, save.
  await item.getByRole('button', { name: `Edit the roster of ${PRODUCT}` }).click();
  await item.getByRole('textbox', { name: 'Player name, line 3' }).fill('Cy Parker');
  await item.getByRole('button', { name: 'Remove line 1' }).click();
  await item.getByRole('button', { name: 'Add line' }).click();
  await item.getByRole('combobox', { name: 'Size, line 3' }).selectOption('S');
  await item.getByRole('spinbutton', { name: 'Quantity, line 3' }).fill('');
  await item.getByRole('button', { name: 'Save roster' }).click();
  await expect(item.getByText('Quantity must be 0 to 10000')).toBeVisible();
  await item.getByRole('spinbutton', { name: 'Quantity, line 3' }).fill('3');
  await item.getByRole('textbox', { name: 'Player name, line 3' }).fill('Dee Lowe');
  await item.getByRole('textbox', { name: 'Number, line 3' }).fill('00');
  await shot(page, 'roster-edit');
  await item.getByRole('button', { name: 'Save roster' }).click();
  await expect(page.getByText('Edited successfully')).toBeVisible();
  await expect(item.getByText('3 lines · 5 garments')).toBeVisible();
  await expect(item.getByRole('row').nth(1)).toHaveText(['S', '3', 'Dee Lowe', '00', 'CG2100-04'].join(''));

  // Export: the downloaded CSV, named after the team and the product.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: `Export CSV of ${PRODUCT}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Bayside Sharks - ${PRODUCT} roster.csv`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text).toBe('name,number,size,quantity\r\nDee Lowe,00,S,3\r\n"Chen, Bo",12,XL,1\r\nCy Parker,4,XL,1\r\n');

  // 390 px: the Number and SKU of a line stay on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const label of ['00', 'CG2100-04']) {
    const box = await item.getByText(label, { exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'roster');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The locker preview, from the header's locker button.
  await page.getByRole('button', { name: 'Locker preview, 1 item' }).click();
  const preview = page.getByRole('dialog', { name: 'Your locker' });
  const row = preview.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(row).toContainText('5 garments');
  await expect(row).toContainText('$550.00');
  await expect(preview.getByText('Total')).toBeVisible();
  await expect(preview.locator('.locker-preview__total dd')).toHaveText('$550.00');
  await expect(preview.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 120_000 });
  await shot(page, 'locker-preview');
  await preview.getByRole('link', { name: 'Open the locker' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}locker$`));
  await expect(page.getByRole('heading', { name: 'Locker', exact: true, level: 1 })).toBeVisible();
  await expect(preview).toBeHidden();

  // The sizes selection: an import fills the lines before the first add; nothing saved yet.
  await page.goto(`${base}sizes-selection?short_id=${shortId}`);
  await page.getByRole('button', { name: 'Import roster' }).click();
  const sizesDialog = page.getByRole('dialog', { name: 'Import roster' });
  await sizesDialog
    .getByLabel('Roster file')
    .setInputFiles({ name: 'two.csv', ...csv('name,number,size\nEli Ruiz,8,S\nFay Ito,9,2XL\n') });
  await expect(sizesDialog.getByText('2 lines ready')).toBeVisible();
  await sizesDialog.getByRole('button', { name: 'Replace lines' }).click();
  await expect(sizesDialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Player name', exact: true })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Player name', exact: true }).nth(0)).toHaveValue('Eli Ruiz');
  await expect(page.getByRole('textbox', { name: 'Player name', exact: true }).nth(1)).toHaveValue('Fay Ito');
  await expect(page.getByRole('combobox', { name: 'Size', exact: true }).nth(1)).toHaveValue('2XL');
  await page.getByRole('button', { name: 'Add to locker' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}locker$`));
  await expect(page.getByRole('cell', { name: 'Fay Ito' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Locker preview, 2 items' })).toBeVisible();

  await context.close();
});
