/**
 * Steps 1 to 7, clicked through as a dealer would: sign in with a signed link, create
 * a customer, create a snapsheet and add a product, customise it in the 3D player (colours,
 * number, name, text, logo, views), save and restore by short id, add it to the locker with a
 * roster, see snapshots and prices, export the PDF.
 */
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { expectSizesSelection } from './sizes-selection.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, baseURL: string) {
  const link = buildEntryUrl(baseURL, SECRET, { code: 'E2E001', company: 'E2E Sports', email: 'e2e@example.com' }, 900);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /Welcome, E2E Sports/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/$/);
}

test('a dealer designs a uniform, fills a locker and exports the snapsheet PDF', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  // 1. Sign in through the signed dashboard entry link.
  await signIn(page, baseURL!);

  // 2. Create a customer with three team colours.
  await page.getByRole('link', { name: 'Customers' }).first().click();
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer name').fill('Lincoln High');
  for (const colour of ['Navy', 'Cardinal', 'White'])
    await dialog.getByRole('button', { name: colour, exact: true }).first().click();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(
    page.getByRole('cell', { name: 'Lincoln High' }).or(page.getByText('Lincoln High')).first(),
  ).toBeVisible();

  // 3. Create a snapsheet for that customer and add a product from the catalog.
  await page.goto('/dashboard/create_project/snapsheet');
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Lincoln High' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Team name').fill('Lincoln Lions');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create snapsheet' }).click();
  await expect(page).toHaveURL(/\/snapsheets\/E2E001\/[A-Za-z0-9]{16}\/$/);
  const projectUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await page.getByLabel('Search products').fill('Pro Crew Basketball Jersey');
  await page.getByRole('button', { name: 'Add Pro Crew Basketball Jersey' }).click();
  // The first uniform of a snapsheet opens the uniform modal (P5); this path keeps the jersey alone.
  const uniform = page.getByRole('dialog', { name: 'Complete the uniform' });
  await uniform.getByRole('button', { name: 'Skip' }).click();
  await expect(uniform).toBeHidden();
  const card = page.getByRole('link', { name: 'Customize Pro Crew Basketball Jersey' });
  await expect(card).toBeVisible();
  await expect(page.getByLabel(/^Price \$/).first()).toBeVisible();

  // 4. Customise in the 3D player. The card opens the product as the snapsheet's own ('Save to
  // snapsheet', P5, covered by snapsheet-editing.spec); this path saves a configuration of its own.
  await card.click();
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  const plain = new URL(page.url());
  plain.searchParams.delete('snapsheet_product');
  await page.goto(`${plain.pathname}${plain.search}`);
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  // The 3D player's chunk loads and its canvas mounts: over 30 s on a loaded 2-core machine.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 120_000 });
  await page.getByLabel('Player number').fill('23');
  await page.getByLabel('Player name').fill('SMITH');
  await page.getByLabel('Custom text').fill('LIONS');
  await page.getByLabel('Logo').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
  for (const view of ['Right', 'Left', 'Back', 'Front']) {
    const button = page
      .getByRole('button', { name: view, exact: true })
      .or(page.getByRole('radio', { name: view, exact: true }))
      .first();
    await button.click();
  }

  // 5. Save: a short id in the address; reloading restores the configuration exactly. (The page
  // opened with the team's look's short id; Save puts a new one in its place.)
  const before = new URL(page.url()).searchParams.get('short_id');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/short_id=[a-z0-9]{10}/);
  await expect.poll(() => new URL(page.url()).searchParams.get('short_id')).not.toBe(before);
  const shortId = new URL(page.url()).searchParams.get('short_id');
  await page.reload();
  await expect(page.getByLabel('Player number')).toHaveValue('23');
  await expect(page.getByLabel('Player name')).toHaveValue('SMITH');
  await expect(page.getByLabel('Custom text')).toHaveValue('LIONS');
  await page.getByRole('button', { name: 'Add to locker' }).click();
  await expectSizesSelection(page, shortId);
  // Roster: three size lines.
  const sizeSelects = page.getByRole('combobox', { name: 'Size', exact: true });
  while ((await sizeSelects.count()) < 3) await page.getByRole('button', { name: 'Add size line' }).click();
  const lines = [
    { size: 'M', quantity: '2', name: 'JONES', number: '7' },
    { size: 'L', quantity: '1', name: 'SMITH', number: '23' },
    { size: 'XL', quantity: '3', name: 'BROWN', number: '11' },
  ];
  for (const [i, line] of lines.entries()) {
    await sizeSelects.nth(i).selectOption(line.size);
    await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).nth(i).fill(line.quantity);
    await page.getByRole('textbox', { name: 'Player name', exact: true }).nth(i).fill(line.name);
    await page.getByRole('textbox', { name: 'Player number', exact: true }).nth(i).fill(line.number);
  }
  await page.getByRole('button', { name: 'Add to locker' }).click();

  // 6. The locker: snapshots rendered by the render service, prices from the server. The dealer
  // sees every locker of the project; this one is their own.
  await expect(page).toHaveURL(new RegExp(`${projectUrl}locker`));
  await expect(page.getByRole('heading', { name: 'Lockers', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Your locker [A-Za-z0-9]{20}$/ })).toBeVisible();
  const item = page.getByRole('article', { name: 'Pro Crew Basketball Jersey' });
  await expect(item).toBeVisible();
  await expect(item.getByText('JONES')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Locker total' })).toContainText('$');
  const snapshot = item.locator('img[src*="/files/snapshots/"]').first();
  await expect(snapshot).toBeVisible({ timeout: 300_000 });
  const size = await snapshot.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([470, 588]);

  // 7. Export the snapsheet as a PDF: a job with a progress bar, then a download.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  const download = page.getByRole('link', { name: 'Download PDF' });
  await expect(download).toBeVisible({ timeout: 300_000 });
  const href = await download.getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const pdf = await PDFDocument.load(await res.body());
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
});
