/**
 * A team store from both sides. The dealer opens a store from a snapsheet (its page's "Open a
 * store"), sets its closes and opens it; a buyer on a phone (390 px) opens the store's link,
 * personalises the jersey (size, name, number checked as typed) and sees it drawn in 3D, adds
 * it to the cart, checks out with "pay later" (a double click makes one order), lands on the
 * receipt and changes the size through the private link; the dealer sees the order with its
 * sales and fundraising, marks it paid and exports the orders as CSV. Screenshots (390 and
 * 1280 px) go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gql, JERSEY, setUpDealerSnapsheet } from './api.js';
import { settled } from './settled.js';

const SHOTS = process.env.E2E_SHOTS_DIR;
const DEALER = { code: 'TSW401', company: 'Store Sports', email: 'store@example.com' };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The page scrolls no further sideways than its width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

/** `days` days from now as a `datetime-local` value (the day matters, not the zone). */
function daysAhead(days: number): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T23:59`;
}

test('a dealer opens a store from a snapsheet; a buyer personalises, sees it in 3D, pays later and changes the size', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const { token, snapsheetId } = await setUpDealerSnapsheet(request, DEALER, {
    title: 'Spring Uniforms',
    teamName: 'Bay Otters',
    colorIds: ['19', '13', '25'],
  });

  // The dealer: "Open a store" on the snapsheet's page, then its closes and Open now.
  const dealer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await dealer.addInitScript(
    (value) => localStorage.setItem('tas.session', value),
    JSON.stringify({ apiToken: token, dealerCode: DEALER.code }),
  );
  const desk = await dealer.newPage();
  await desk.goto(`/snapsheets/${DEALER.code}/${snapsheetId}/`);
  await desk.getByRole('button', { name: 'Open a store', exact: true }).click();
  const create = desk.getByRole('dialog', { name: 'Open a store' });
  await expect(create.getByLabel('Team name')).toHaveValue('Bay Otters');
  await create.getByLabel('Title (optional)').fill('Spring spirit wear');
  await create.getByRole('button', { name: 'Create store' }).click();
  await expect(desk).toHaveURL(/\/dashboard\/stores\/[^/]+$/);
  const storeId = decodeURIComponent(new URL(desk.url()).pathname.split('/').at(-1)!);
  await expect(desk.getByRole('heading', { name: 'Bay Otters: Spring spirit wear' })).toBeVisible();
  const items = desk.getByRole('form', { name: 'Store items' });
  await expect(items.getByLabel('Name').first()).toHaveValue(JERSEY.name);

  const settings = desk.getByRole('form', { name: 'Store settings' });
  await settings.getByLabel('Advertised close').fill(daysAhead(10));
  await settings.getByLabel('Hard close').fill(daysAhead(12));
  await settings.getByLabel('Group buyers fill in (optional)').fill('Team');
  await settings.getByLabel('Tax rate (%)').fill('8.25');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByText('Store settings saved')).toBeVisible();
  await desk.getByRole('button', { name: 'Open now' }).click();
  await expect(desk.getByText('Store open')).toBeVisible();
  await expect(desk.locator('.page-header .badge')).toHaveText('Open');
  const path = (await desk.getByRole('link', { name: /\/stores\// }).getAttribute('href'))!;
  expect(path).toBe(`/stores/${DEALER.code}/${storeId}/`);
  await shot(desk, 'team-store-dealer-open-1280');

  // The buyer, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Bay Otters', level: 1 })).toBeVisible();
  await expect(page.getByText('From Store Sports')).toBeVisible();
  await expect(page.locator('.store-countdown')).toContainText(/Closes in \d+ days/);
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-buyer-390');

  await page.getByRole('link', { name: `Choose ${JERSEY.name}` }).click();
  await expect(page.getByRole('heading', { name: JERSEY.name, level: 1 })).toBeVisible();
  // The size chart of the garment, in inches and centimetres.
  await page.getByRole('button', { name: 'Size chart' }).click();
  const chart = page.getByRole('dialog', { name: `Size chart: ${JERSEY.name}` });
  await expect(chart.getByRole('row', { name: /^M / })).toContainText('in');
  await chart.getByRole('button', { name: 'Centimetres' }).click();
  await expect(chart.getByRole('row', { name: /^M / })).toContainText('cm');
  await chart.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Checked as typed: a number out of the rule's range, then a good one.
  const number = page.getByLabel(/Player's number/);
  await number.fill('123');
  await expect(page.getByText('Use a number from 0 to 99')).toBeVisible();
  await number.fill('12');
  await page.getByLabel(/Player's name/).fill('Diaz');
  await expect(page.getByText('Use a number from 0 to 99')).toHaveCount(0);
  // Add to cart without a size names the size.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Choose a size')).toBeVisible();
  await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
  // The buyer's own jersey drawn in 3D, turnable by the view buttons.
  const stage = page.locator('.player__stage');
  await expect(stage.locator('canvas')).toBeVisible({ timeout: 180_000 });
  await expect(stage).toHaveAttribute('aria-busy', 'false', { timeout: 180_000 });
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Front' }).click();
  await expect(stage).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-item-390');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  // The cart: the line with its price and tax, then checkout with pay later.
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  const cart = page.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart).toContainText('Size M · Diaz · #12');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Your name').fill('Pat Parent');
  await form.getByLabel('Email').fill('pat.parent@example.com');
  await form.getByLabel('Team', { exact: true }).fill('Varsity');
  await form.getByLabel(/^Pay later/).check();
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-cart-390');
  // A double click places one order (one idempotency key per attempt).
  await form.getByRole('button', { name: 'Place order' }).dblclick();

  // The receipt is the order's private link.
  await expect(page).toHaveURL(/\/store-orders\/[^/?]+\?placed=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'your order is placed' })).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Order \S+$/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.textContent())!.replace('Order ', '');
  await expect(page.getByText('To pay', { exact: true })).toBeVisible();
  const ordered = page.getByRole('list', { name: 'Items ordered' });
  await expect(ordered).toContainText('Size M · Diaz · #12');
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-receipt-390');

  // The private link changes the size until the hard close.
  const privateLink = new URL(page.url()).pathname;
  await page.goto(privateLink);
  await page.getByRole('button', { name: `Change ${JERSEY.name}` }).click();
  const change = page.getByRole('form', { name: `Change ${JERSEY.name}` });
  await change.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'L', exact: true }).click();
  await change.getByRole('button', { name: 'Save change' }).click();
  await expect(page.getByText('Your order is changed')).toBeVisible();
  await expect(ordered).toContainText('Size L · Diaz · #12');

  // Card payment through the stand-in Stripe server goes here: choose "Pay now by card", follow
  // the returned payment page, pay, and come back to the private link (PENDING, then Paid).

  // The dealer sees the one order (the double click made one), its sales and fundraising.
  const read = await gql(
    request,
    `query($id: ID!) { storeOrders(storeId: $id) { number status lines { size } } }`,
    { id: storeId },
    token,
  );
  expect(read.storeOrders).toEqual([{ number: orderNumber, status: 'UNPAID', lines: [{ size: 'L' }] }]);
  await desk.reload();
  const row = desk.locator(`tr[data-order="${orderNumber}"]`);
  await expect(row).toContainText('Pat Parent');
  await expect(row).toContainText('To pay');
  await expect(desk.getByRole('region', { name: 'Sales by size' }).getByRole('row', { name: /^L 1$/ })).toBeVisible();
  await shot(desk, 'team-store-dealer-orders-1280');
  await row.getByRole('button', { name: `Mark order ${orderNumber} paid` }).click();
  await desk.getByRole('dialog', { name: 'Mark this order paid?' }).getByRole('button', { name: 'Mark paid' }).click();
  await expect(row).toContainText('Paid');

  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const [header, line] = csv.trim().split('\n');
  expect(header).toBe(
    'order,status,payment,placed,due,buyer,email,phone,player,group,item,size,name,number,price,fundraising,tax,total,line cancelled,line refunded',
  );
  expect(line).toContain(`${orderNumber},PAID,PAY_LATER,`);
  expect(line).toContain(`,Pat Parent,pat.parent@example.com,,,Varsity,${JERSEY.name},L,Diaz,12,`);

  await phone.close();
  await dealer.close();
});
