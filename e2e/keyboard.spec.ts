/**
 * Every screen usable by everyone, with the keyboard only: the skip link is the first
 * Tab stop and moves focus to the main region; a dialog opened from a button takes focus to its
 * first field and gives it back on Escape; a dialog opened from a dropdown menu gives focus back
 * to the menu's trigger; the colour table of the customer form is one Tab stop moved with the
 * arrow keys; the phone menu closes with Escape and its links are out of the Tab order while
 * closed. Data comes from the API (a11y-fixtures.ts); the focused skip link is screenshotted to
 * E2E_SHOTS_DIR when set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { actAsDealer, focusedLabel, setUpDealer, type A11yData } from './a11y-fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;
let data: A11yData;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  data = await setUpDealer('KEY802', workerInfo.project.use.baseURL!);
});

/** Presses Tab until `done` says the focused element is the one wanted; returns how many. */
async function tabUntil(page: Page, done: () => Promise<boolean>, max = 200): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await done()) return presses;
  }
  throw new Error(`not reached in ${max} Tab presses`);
}

const isFocused = (page: Page, selector: string) => () =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

const hasFocus = (locator: Locator) => () => locator.evaluate((el) => el === document.activeElement);

test('the skip link is the first Tab stop of dashboard and public pages and moves focus to main', async ({ page }) => {
  await actAsDealer(page.context(), data);
  for (const path of ['/dashboard/customers', `/snapsheets/${data.dealerCode}/${data.snapsheetId}/`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: join(SHOTS, `keyboard-skip-link${path === '/dashboard/customers' ? '' : '-public'}.png`),
      });
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    // The next Tab continues inside the main region, past the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  }
});

test('create customer with the keyboard: focus lands in its first field and returns to the opener', async ({
  page,
}) => {
  await actAsDealer(page.context(), data);
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('cell', { name: 'Hawks Academy' }).first()).toBeVisible();
  const opener = page.getByRole('button', { name: 'New customer' });
  await tabUntil(page, hasFocus(opener));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Customer name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Escape closes only the layer on top: a select's list, then a dialog opened from the
  // dialog (Upload logo, focus back on its button); Cancel closes the dialog, focus on the opener.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Customer name')).toBeFocused();
  const type = dialog.getByRole('combobox', { name: 'Type' });
  await type.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(type).toBeFocused();
  const upload = dialog.getByRole('button', { name: 'Upload logo' });
  await upload.focus();
  await page.keyboard.press('Enter');
  const uploadDialog = page.getByRole('dialog', { name: 'Upload logo' });
  await expect(uploadDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(uploadDialog).toBeHidden();
  await expect(upload).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the colour table is one Tab stop; arrows, Home and End move, Space chooses', async ({ page }) => {
  await actAsDealer(page.context(), data);
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('cell', { name: 'Hawks Academy' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  const table = dialog.getByRole('toolbar', { name: 'Colours table' });
  const swatches = table.getByRole('button');
  await expect(swatches.first()).toBeVisible();
  const count = await swatches.count();
  // One swatch per colour: 27 stock colours and the 13 only sublimation has.
  expect(count).toBe(40);

  // Tab from the field before the table reaches its first swatch; the next Tabs leave it.
  const first = swatches.first();
  await tabUntil(page, hasFocus(first));
  const firstName = (await first.getAttribute('aria-label'))!;
  expect(await focusedLabel(page)).toBe(`button:${firstName}`);
  const tabs = await tabUntil(page, isFocused(page, '.dialog__footer .btn--primary'));
  // First swatch -> Upload logo -> Cancel -> Create customer.
  expect(tabs).toBe(3);
  await expect(dialog.getByRole('button', { name: 'Create customer' })).toBeFocused();

  // Arrows move inside the table: Left/Right along, Up/Down by row.
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(swatches.nth(1)).toBeFocused();
  const columns = await table
    .locator('.color-grid')
    .first()
    .evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
  expect(columns).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await expect(swatches.nth(1 + columns)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(swatches.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(swatches.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(swatches.first()).toBeFocused();
  // Only one swatch is in the Tab order at a time.
  expect(await table.locator('button[tabindex="0"]').count()).toBe(1);

  // Space chooses the focused swatch (pressed, listed among the chosen ones); Enter too.
  await page.keyboard.press('ArrowRight');
  const second = swatches.nth(1);
  await expect(second).toBeFocused();
  const secondName = (await second.getAttribute('aria-label'))!;
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: `Remove ${secondName}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(swatches.nth(2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(swatches.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('2 of 3 required colours chosen')).toBeVisible();
  // Shift+Tab from Cancel: Upload logo, then the table again at the swatch focused last.
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Upload logo' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(swatches.nth(2)).toBeFocused();
});

test('a dialog opened from a dropdown menu gives focus back to the menu trigger', async ({ page }) => {
  await actAsDealer(page.context(), data);
  await page.goto(`/catalogs/${data.dealerCode}/${data.playbookId}/?page=3`);
  await expect(page.getByRole('heading', { name: 'Lakeview Lions' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const trigger = page.locator('.product-actions__trigger').first();
  await expect(trigger).toBeVisible();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('menuitem', { name: 'Edit' });
  await expect(edit).toBeVisible();
  await expect(edit).not.toHaveAttribute('data-disabled');
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(dialog).toBeVisible();
  // The first field of the dialog has focus, not its close button.
  expect(await page.evaluate(() => document.activeElement?.closest('.dialog__body') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('after a navigation focus starts on the new page’s heading', async ({ page }) => {
  await actAsDealer(page.context(), data);
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Followed from the keyboard: the sidebar link stays on the screen, focus does not stay on it.
  const link = page.getByRole('link', { name: 'My Snapsheets' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/projects\/snapsheet/);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  // The query alone changing (a filter) leaves focus where the user is.
  const search = page.getByRole('searchbox').first();
  await search.focus();
  await search.fill('zz');
  await expect(search).toBeFocused();
});

test('Tab keeps a customiser field clear of the sticky Save bar at 1280x800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/snapsheets/${data.dealerCode}/${data.snapsheetId}/product/${data.styleId}`);
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  const field = page.getByLabel('Player number');
  await expect(field).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await tabUntil(page, hasFocus(field));
  const bar = page.locator('.customizer__actions');
  const [fieldBox, barBox] = [await field.boundingBox(), await bar.boundingBox()];
  expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(barBox!.y);
  expect(fieldBox!.y).toBeGreaterThanOrEqual(0);
});

test('a product picture’s focus ring is drawn over the picture', async ({ page }) => {
  await page.goto(`/snapsheets/${data.dealerCode}/${data.snapsheetId}/`);
  const card = page.locator('.product-card__link').first();
  await expect(card).toBeVisible();
  await tabUntil(page, hasFocus(card));
  const ring = await card.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return { shadow: after.boxShadow, z: after.zIndex, position: after.position };
  });
  expect(ring.shadow).toMatch(/ 0px 0px 0px 3px inset$/);
  expect(ring).toMatchObject({ z: '2', position: 'absolute' });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu closes with Escape, gives focus back to its toggle and hides its links from Tab', async ({
    page,
  }) => {
    await actAsDealer(page.context(), data);
    await page.goto('/dashboard/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const inNav = () => page.evaluate(() => document.getElementById('dashboard-nav')?.contains(document.activeElement));

    // Closed: skip link, menu toggle, then the page itself; no navigation link on the way.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await inNav()).toBe(false);
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    // Open: the links follow the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'My Playbooks' })).toBeFocused();

    // Escape closes it from a link and puts focus back on the toggle.
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeHidden();
    await page.keyboard.press('Tab');
    expect(await inNav()).toBe(false);
  });
});
