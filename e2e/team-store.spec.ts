/**
 * A team store from both sides. The dealer opens a store from a snapsheet (its page's "Open a
 * store"), adds a second item from another saved design and a bundle of the two, sets its
 * closes and payments (card and pay later) and opens it; a buyer on a phone (390 px) opens the
 * store's link, personalises the jersey (size, name, number checked as typed) and sees it drawn
 * in 3D, adds it to the cart, checks out with "pay later" (a double click makes one order),
 * lands on the receipt and changes the size through the private link; then orders the bundle
 * (each item personalised, one group in the cart) paying by card on the stand-in Stripe
 * Checkout page and sees the order wait for the signed webhook, then paid; the dealer sees both
 * orders with their sales, marks the pay-later one paid and exports the CSV. Screenshots (390
 * and 1280 px) go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createSnapsheetWith, gql, JERSEY, setUpDealerSnapsheet } from './api.js';
import { mailTo } from './mail.js';
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
  baseURL,
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

  // A second item from another of the dealer's saved designs, and a bundle of the two.
  await createSnapsheetWith(
    request,
    token,
    { title: 'Warm-ups', teamName: 'Bay Otters', colorIds: ['19', '13', '25'] },
    'CG2200',
  );
  await desk.getByRole('button', { name: 'Add item', exact: true }).click();
  const picker = desk.getByRole('dialog', { name: 'Add an item' });
  await picker.getByLabel('Search snapsheets').fill('Warm-ups');
  await picker.getByRole('button', { name: /^Add .+ from Warm-ups$/ }).click();
  await expect(picker).toBeHidden();
  await expect(items.getByLabel('Name')).toHaveCount(2);
  const secondName = await items.getByLabel('Name').nth(1).inputValue();
  expect(secondName).not.toBe('');
  await items.getByRole('button', { name: 'Add bundle' }).click();
  await items.getByLabel('Bundle name').fill('Game kit');
  await items.getByLabel('Bundle price ($)').fill('150');
  const inBundle = items.getByRole('group', { name: 'Items in the bundle' });
  await inBundle.getByLabel(JERSEY.name, { exact: true }).check();
  await items.getByRole('button', { name: 'Save items' }).click();
  await expect(items.getByText('Choose two or more items')).toBeVisible();
  await inBundle.getByLabel(secondName, { exact: true }).check();
  await items.getByRole('button', { name: 'Save items' }).click();
  await expect(desk.getByText('Items saved')).toBeVisible();
  await expect(items.getByText('Choose two or more items')).toHaveCount(0);

  const settings = desk.getByRole('form', { name: 'Store settings' });
  await settings.getByLabel('Advertised close').fill(daysAhead(10));
  await settings.getByLabel('Hard close').fill(daysAhead(12));
  await settings.getByLabel('Group buyers fill in (optional)').fill('Team');
  await settings.getByLabel('Tax rate (%)').fill('8.25');
  await settings.getByLabel('Card (Stripe Checkout)').check();
  await settings.getByLabel('Pay later').check();
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
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
  const bundles = page.getByRole('list', { name: 'Bundles' });
  await expect(bundles.getByRole('listitem')).toHaveCount(1);
  await expect(bundles).toContainText('Game kit');
  await expect(bundles).toContainText('$150.00');
  await expect(bundles).toContainText(`${JERSEY.name} + ${secondName}`);
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

  // The receipt email: the order's line with its own picture, drawn by the render service (the
  // address answers 404 until the picture is drawn, then leads to the PNG).
  const receipt = await mailTo(baseURL!, 'pat.parent@example.com', `Spring spirit wear: your order ${orderNumber}`);
  expect(receipt.text).toContain(`${JERSEY.name}, size M, Diaz #12`);
  const picture = receipt.html.match(/<img src="([^"]*)"/)?.[1] ?? '';
  expect(picture.startsWith(`${baseURL}/`)).toBe(true);
  expect(new URL(picture).pathname).toMatch(/^\/store-pictures\/[a-f0-9]{64}\/(FRONT|BACK)\.png$/);
  await expect.poll(async () => (await request.get(picture)).status(), { timeout: 120_000 }).toBe(200);
  expect((await request.get(picture)).headers()['content-type']).toBe('image/png');

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

  // A second order, the bundle paid by card: each of its items personalised, one group in the
  // cart; the stand-in Stripe Checkout page at 390 px, back to the private link, waiting for the
  // signed webhook (held by the stand-in until the test has seen the order wait), then paid.
  await page.goto(path);
  await page.getByRole('link', { name: 'Choose Game kit' }).click();
  await expect(page.getByRole('heading', { name: 'Game kit', level: 1 })).toBeVisible();
  const bundleJersey = page.getByRole('region', { name: JERSEY.name });
  const bundleSecond = page.getByRole('region', { name: secondName });
  await bundleJersey.getByRole('radio', { name: 'S', exact: true }).check({ force: true });
  await bundleJersey.getByLabel(/Player's number/).fill('7');
  await bundleJersey.getByLabel(/Player's name/).fill('Lee');
  // Adding without the second item's size names it.
  await page.getByRole('button', { name: 'Add bundle to cart' }).click();
  await expect(bundleSecond.getByText('Choose a size')).toBeVisible();
  const secondSize = (await bundleSecond.getByRole('radio').first().getAttribute('value'))!;
  await bundleSecond.getByRole('radio').first().check({ force: true });
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-bundle-390');
  await page.getByRole('button', { name: 'Add bundle to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  const kit = page.getByRole('list', { name: 'Game kit items' });
  await expect(kit.getByRole('listitem')).toHaveCount(2);
  await expect(kit).toContainText('Size S · Lee · #7');
  await expect(page.getByRole('table', { name: 'Totals' })).toContainText('$150.00');
  await shot(page, 'team-store-bundle-cart-390');
  await form.getByLabel('Your name').fill('Pat Parent');
  await form.getByLabel('Email').fill('pat.parent@example.com');
  await form.getByLabel('Team', { exact: true }).fill('Varsity');
  await form.getByLabel(/^Pay now by card/).check();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  const checkoutPage = new URL(page.url());
  const sessionId = checkoutPage.pathname.split('/').at(-1)!;
  const hold = await request.post(`${checkoutPage.origin}/test/hold/${sessionId}`);
  expect(hold.status()).toBe(200);
  const pay = page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ });
  await expect(pay).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-card-checkout-390');
  await pay.click();
  await expect(page).toHaveURL(/\/store-orders\/[^/?]+$/);
  const cardHeading = page.getByRole('heading', { name: /^Order \S+$/ });
  await expect(cardHeading).toBeVisible();
  const cardNumber = (await cardHeading.textContent())!.replace('Order ', '');
  expect(cardNumber).not.toBe(orderNumber);
  const paid = page.locator('.store-order__status .badge');
  await expect(paid).toHaveText('Awaiting card payment');
  await expect(ordered).toContainText('Size S · Lee · #7');
  await expect(ordered).toContainText('In the bundle Game kit');
  const release = await request.post(`${checkoutPage.origin}/test/release/${sessionId}`);
  expect(await release.json()).toMatchObject({ deliveries: [200] });
  // The page asks again while the payment is pending: no reload.
  await expect(paid).toHaveText('Paid');
  await expectNoSidewaysScroll(page);
  await shot(page, 'team-store-card-paid-390');

  // The dealer sees the two orders (the double click made one), newest first, their sales.
  const read = await gql(
    request,
    `query($id: ID!) { storeOrders(storeId: $id) { number status lines { size } } }`,
    { id: storeId },
    token,
  );
  expect(read.storeOrders).toEqual([
    { number: cardNumber, status: 'PAID', lines: [{ size: 'S' }, { size: secondSize }] },
    { number: orderNumber, status: 'UNPAID', lines: [{ size: 'L' }] },
  ]);
  await desk.reload();
  const row = desk.locator(`tr[data-order="${orderNumber}"]`);
  await expect(row).toContainText('Pat Parent');
  await expect(row).toContainText('To pay');
  const cardRow = desk.locator(`tr[data-order="${cardNumber}"]`);
  await expect(cardRow).toContainText('Paid');
  await expect(cardRow).toContainText('Card');
  const bySize = desk.getByRole('region', { name: 'Sales by size' });
  const sizeCounts = new Map<string, number>([['L', 1]]);
  for (const size of ['S', secondSize]) sizeCounts.set(size, (sizeCounts.get(size) ?? 0) + 1);
  for (const [size, count] of sizeCounts)
    await expect(bySize.getByRole('row', { name: `${size} ${count}`, exact: true })).toBeVisible();
  await shot(desk, 'team-store-dealer-orders-1280');
  await row.getByRole('button', { name: `Mark order ${orderNumber} paid` }).click();
  await desk.getByRole('dialog', { name: 'Mark this order paid?' }).getByRole('button', { name: 'Mark paid' }).click();
  await expect(row).toContainText('Paid');

  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header).toBe(
    'order,status,payment,placed,due,buyer,email,phone,player,group,item,size,name,number,price,fundraising,tax,total,line cancelled,line refunded',
  );
  expect(rows).toHaveLength(3);
  const later = rows.find((r) => r.startsWith(`${orderNumber},`));
  expect(later).toContain(`${orderNumber},PAID,PAY_LATER,`);
  expect(later).toContain(`,Pat Parent,pat.parent@example.com,,,Varsity,${JERSEY.name},L,Diaz,12,`);
  const byCard = rows.filter((r) => r.startsWith(`${cardNumber},`));
  expect(byCard).toHaveLength(2);
  expect(byCard[0]).toContain(`${cardNumber},PAID,CARD,`);
  expect(byCard[0]).toContain(`,Pat Parent,pat.parent@example.com,,,Varsity,${JERSEY.name},S,Lee,7,`);
  expect(byCard[1]).toContain(`,Varsity,${secondName},${secondSize},`);

  await phone.close();
  await dealer.close();
});
