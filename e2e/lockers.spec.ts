/**
 * Lockers are their owner's (L1, L4), in real browsers: two visitors (two browser
 * contexts, each with its own visitor key) add a jersey to the same snapsheet through the
 * customiser and the sizes selection; each sees only their own locker. One requests a quote: their
 * locker is locked, the other's is not. Removing an item asks first (cancel keeps it, confirm
 * removes it). The dealer sees every locker of the project, each with its code, state and items,
 * and unlocking the quote opens that locker again. Screenshots of the locker page (visitor and
 * dealer) at 1280 and 390 px go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ENTRY_SECRET as SECRET, JERSEY, setUpDealerSnapsheet } from './api.js';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { expectSizesSelection } from './sizes-selection.js';

const DEALER = { code: 'LKR601', company: 'Locker Sports', email: 'lockers@example.com' };
const PRODUCT = JERSEY.name;
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

/**
 * A visitor customises the jersey, picks one size line with `player` and adds it to their locker:
 * the locker page opens. Returns the locker's code as the page shows it.
 */
async function addJersey(page: Page, snapsheetPath: string, player: string): Promise<string> {
  await page.goto(snapsheetPath);
  await page.getByRole('link', { name: `Customize ${PRODUCT}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to locker' }).click();
  await expectSizesSelection(page);
  await page.getByRole('textbox', { name: 'Player name', exact: true }).first().fill(player);
  // The snapsheet's jersey prints a number: a quote needs one on every line.
  await page.getByRole('textbox', { name: 'Player number', exact: true }).first().fill('12');
  await page.getByRole('button', { name: 'Add to locker' }).click();
  await expect(page).toHaveURL(new RegExp(`${snapsheetPath}locker$`));
  await expect(page.getByRole('heading', { name: 'Locker', exact: true, level: 1 })).toBeVisible();
  const item = page.getByRole('article', { name: PRODUCT });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('cell', { name: player })).toBeVisible();
  const code = (await page.locator('.locker__summary .mono').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Za-z0-9]{20}$/);
  return code;
}

test('each visitor has their own locker; a quote locks only its own; removal asks first; the dealer sees all', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(600_000);
  // The dealer's snapsheet with the jersey on it (through the API, as the dashboard would).
  const { snapsheetId } = await setUpDealerSnapsheet(request, DEALER, {
    title: 'Fall League',
    teamName: 'Bayside Sharks',
    colorIds: ['19', '13', '25'],
  });
  const snapsheetPath = `/snapsheets/${DEALER.code}/${snapsheetId}/`;

  // (a) Two visitors, two browsers, the same snapsheet link: each adds a jersey for one player.
  const contextA = await browser.newContext({ baseURL });
  const contextB = await browser.newContext({ baseURL });
  const visitorA = await contextA.newPage();
  const visitorB = await contextB.newPage();
  const codeA = await addJersey(visitorA, snapsheetPath, 'ALVAREZ');
  const codeB = await addJersey(visitorB, snapsheetPath, 'BROOKS');
  expect(codeA).not.toBe(codeB);

  // Each sees only their own locker: one item, their own player, never the other's.
  await visitorA.reload();
  await expect(visitorA.getByRole('article', { name: PRODUCT })).toHaveCount(1);
  await expect(visitorA.getByRole('cell', { name: 'ALVAREZ' })).toBeVisible();
  await expect(visitorA.getByText('BROOKS')).toHaveCount(0);
  await expect(visitorA.getByText(codeB)).toHaveCount(0);
  await expect(visitorB.getByRole('cell', { name: 'BROOKS' })).toBeVisible();
  await expect(visitorB.getByText('ALVAREZ')).toHaveCount(0);
  await expect(visitorB.getByText(codeA)).toHaveCount(0);
  // A names the item ('Home jersey'); it stays after a reload, B never sees it;
  // the locker says what the design prints from the roster.
  const itemA = visitorA.getByRole('article', { name: PRODUCT });
  await itemA.getByRole('button', { name: `Name ${PRODUCT}` }).click();
  await itemA.getByRole('textbox', { name: `Name of ${PRODUCT}` }).fill('  Home jersey ');
  await itemA.getByRole('button', { name: 'Save name' }).click();
  await expect(itemA.getByTestId('locker-item-alias')).toHaveText('Home jersey');
  await visitorA.reload();
  await expect(itemA.getByTestId('locker-item-alias')).toHaveText('Home jersey');
  await expect(itemA.getByRole('button', { name: `Rename ${PRODUCT}` })).toBeVisible();
  await expect(itemA.getByTestId('roster-print-notice')).toContainText('from the roster');
  await expect(visitorB.getByText('Home jersey')).toHaveCount(0);
  // Their roster pages list their own players only.
  await visitorB.goto(`${snapsheetPath}roster`);
  await expect(visitorB.getByRole('cell', { name: 'BROOKS' })).toBeVisible();
  await expect(visitorB.getByText('ALVAREZ')).toHaveCount(0);

  // Visitor A requests a quote: A's locker is locked, with the reason, and read-only.
  await expect(visitorA.locator('.locker-item [aria-busy="true"]')).toHaveCount(0, { timeout: 120_000 });
  await shot(visitorA, 'locker-visitor');
  await visitorA.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = visitorA.getByRole('dialog', { name: 'Request a quote' });
  await dialog.getByLabel('Name').fill('Alex Alvarez');
  await dialog.getByLabel('Email').fill('alex@bayside.example');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await visitorA.getByRole('dialog', { name: 'Quote requested' }).getByRole('button', { name: 'Done' }).click();
  await expect(visitorA.getByText('A quote was requested for this locker.')).toBeVisible();
  await expect(visitorA.getByRole('button', { name: `Remove ${PRODUCT}` })).toHaveCount(0);
  await expect(visitorA.getByRole('link', { name: `Edit ${PRODUCT}` })).toHaveCount(0);
  await expect(visitorA.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
  await shot(visitorA, 'locker-visitor-locked');

  // Visitor B's locker is not locked: no note, Edit, Remove and Request a quote are there.
  await visitorB.goto(`${snapsheetPath}locker`);
  await expect(visitorB.getByRole('cell', { name: 'BROOKS' })).toBeVisible();
  await expect(visitorB.getByTestId('locker-locked')).toHaveCount(0);
  await expect(visitorB.getByRole('link', { name: `Edit ${PRODUCT}` })).toBeVisible();
  await expect(visitorB.getByRole('button', { name: 'Request a quote' })).toBeVisible();
  await expect(visitorB.getByRole('button', { name: `Remove ${PRODUCT}` })).toBeVisible();

  // The dealer sees both lockers, each with its code, state and items; customers' are read-only.
  await page.goto(buildEntryUrl(baseURL!, SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await page.goto(`${snapsheetPath}locker`);
  await expect(page.getByRole('heading', { name: 'Lockers', exact: true, level: 1 })).toBeVisible();
  const index = page.getByRole('navigation', { name: 'Lockers of this snapsheet' });
  await expect(index.getByRole('listitem')).toHaveCount(2);
  await expect(index).toContainText('2 lockers');
  await expect(index.getByRole('listitem').filter({ hasText: codeA })).toContainText('Quote pending');
  await expect(index.getByRole('listitem').filter({ hasText: codeB })).not.toContainText('Quote pending');
  const lockerA = page.getByRole('region', { name: `Customer locker ${codeA}` });
  const lockerB = page.getByRole('region', { name: `Customer locker ${codeB}` });
  await expect(lockerA.getByRole('cell', { name: 'ALVAREZ' })).toBeVisible();
  await expect(lockerA.getByText('A quote was requested for this locker.')).toBeVisible();
  await expect(lockerB.getByRole('cell', { name: 'BROOKS' })).toBeVisible();
  await expect(lockerB.getByTestId('locker-locked')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${PRODUCT}` })).toHaveCount(0);
  await expect(page.locator('.locker-item [aria-busy="true"]')).toHaveCount(0, { timeout: 120_000 });
  await shot(page, 'locker-dealer');
  // The dealer's roster lists the players of every locker, under its locker's code.
  await page.goto(`${snapsheetPath}roster`);
  await expect(
    page.getByRole('region', { name: `Customer locker ${codeA}` }).getByRole('cell', { name: 'ALVAREZ' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Customer locker ${codeB}` }).getByRole('cell', { name: 'BROOKS' }),
  ).toBeVisible();
  await expect(page.getByText('Total 2 garments')).toBeVisible();

  // (b) Removing asks first: Cancel keeps the item, 'Remove item' removes it.
  await expect(visitorB.locator('.locker-item [aria-busy="true"]')).toHaveCount(0, { timeout: 120_000 });
  await visitorB.getByRole('button', { name: `Remove ${PRODUCT}` }).click();
  const confirm = visitorB.getByRole('dialog', { name: 'Remove this item?' });
  await expect(confirm).toContainText(`${PRODUCT} (1 garment) leaves the locker`);
  await shot(visitorB, 'locker-remove-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await visitorB.reload();
  await expect(visitorB.getByRole('article', { name: PRODUCT })).toHaveCount(1);
  await visitorB.getByRole('button', { name: `Remove ${PRODUCT}` }).click();
  await confirm.getByRole('button', { name: 'Remove item' }).click();
  await expect(visitorB.getByText('Item removed')).toBeVisible();
  await expect(visitorB.getByRole('heading', { name: 'Your locker is empty' })).toBeVisible();
  await visitorB.reload();
  await expect(visitorB.getByRole('heading', { name: 'Your locker is empty' })).toBeVisible();
  // A's locker is untouched.
  await visitorA.reload();
  await expect(visitorA.getByRole('cell', { name: 'ALVAREZ' })).toBeVisible();

  // The dealer's view follows: B's locker is empty now.
  await page.goto(`${snapsheetPath}locker`);
  await expect(lockerB.getByText('This locker is empty.')).toBeVisible();
  await expect(lockerA.getByRole('cell', { name: 'ALVAREZ' })).toBeVisible();

  // The dealer unlocks A's quote (My Messages): A may change their locker again.
  await page.goto('/dashboard/quotes');
  await page.getByTestId('quote-row').filter({ hasText: 'Alex Alvarez' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Unlock locker' }).click();
  await expect(page.getByText('Locker unlocked')).toBeVisible();
  await visitorA.reload();
  await expect(visitorA.getByRole('cell', { name: 'ALVAREZ' })).toBeVisible();
  await expect(visitorA.getByTestId('locker-locked')).toHaveCount(0);
  await expect(visitorA.getByRole('button', { name: `Remove ${PRODUCT}` })).toBeVisible();

  await contextA.close();
  await contextB.close();
});

test('a locker opens by its code in another browser, by the form and by the email’s link; a deploy offers a reload', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(600_000);
  const dealer = { code: 'LKR602', company: 'Locker Devices', email: 'devices@example.com' };
  const { snapsheetId } = await setUpDealerSnapsheet(request, dealer, {
    title: 'Spring League',
    teamName: 'Bayside Gulls',
    colorIds: ['19', '13', '25'],
  });
  const snapsheetPath = `/snapsheets/${dealer.code}/${snapsheetId}/`;
  const laptop = await (await browser.newContext({ baseURL })).newPage();
  const code = await addJersey(laptop, snapsheetPath, 'CARVER');

  // A phone (another browser context: another visitor key) finds no locker, then opens it by its code.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto(`${snapsheetPath}locker`);
  await expect(phone.getByRole('heading', { name: 'Your locker is empty' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'Locker code' }).fill('NoSuchLockerCode2345');
  await phone.getByRole('button', { name: 'Open my locker' }).click();
  await expect(phone.getByText('No locker has this code')).toBeVisible();
  await phone.getByRole('textbox', { name: 'Locker code' }).fill(code);
  await phone.getByRole('button', { name: 'Open my locker' }).click();
  await expect(phone.getByRole('article', { name: PRODUCT }).getByRole('cell', { name: 'CARVER' })).toBeVisible();
  await expect(phone.locator('.locker__summary .mono')).toHaveText(code);
  // It stays this browser's locker: a reload shows it again.
  await phone.reload();
  await expect(phone.getByRole('cell', { name: 'CARVER' })).toBeVisible();

  // The email's link opens it in a third browser on arrival, and drops the code from the address.
  const third = await (await browser.newContext({ baseURL })).newPage();
  await third.goto(`${snapsheetPath}locker?open=${code}`);
  await expect(third.getByRole('cell', { name: 'CARVER' })).toBeVisible();
  await expect(third).toHaveURL(new RegExp(`${snapsheetPath}locker$`));

  // A tab left open across a deploy: the next screen's chunk is one the server no longer holds.
  // The page gets the server's own answer for such a chunk (a 404, never the HTML page), offers
  // the new version instead of failing, and its Reload loads it.
  const goneChunk = `${baseURL}/assets/project-roster-0ld8u1ld.js`;
  const gone = await laptop.request.get(goneChunk);
  expect(gone.status()).toBe(404);
  expect(gone.headers()['content-type'] ?? '').not.toContain('text/html');
  await phone.route(/\/assets\/project-roster-[^/]+\.js$/, async (route) =>
    route.fulfill({ response: await route.fetch({ url: goneChunk }) }),
  );
  await phone.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${snapsheetPath}roster`);
  await expect(phone.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
  await expect(phone.getByText('Something went wrong')).toHaveCount(0);
  await phone.unrouteAll();
  await phone.getByRole('button', { name: 'Reload' }).click();
  await expect(phone.getByRole('heading', { name: 'Roster', level: 1 })).toBeVisible();
});
