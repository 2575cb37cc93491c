/**
 * The customiser's decorations and saving (C3, C4, E), clicked through by a dealer:
 * two player numbers (the second added through the decoration list at a free location), outline
 * 2, text height, rotation and position of one of them, a server refusal that lands on its field, cancel
 * restoring the original; Save shows the save indicator for 3 s and keeps the view, the 3D
 * canvas and the scroll; saving again unchanged keeps the short id; reloading by `?short_id=`
 * shows the same values. On a phone (390 px) the 3D preview stays in sight while a decoration's
 * fields are edited.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { ENTRY_SECRET, gqlAsPage as gql } from './api';

const DEALER = { code: 'CUS901', company: 'Customiser Sports', email: 'customiser@example.com' };
// Pro Crew Basketball Jersey: a sleeveless jersey with a front and a back number location.
const STYLE = 'CG2100';

const shortIdOf = (page: Page) => new URL(page.url()).searchParams.get('short_id');

/** Picks `option` (an exact name) of the select labelled `label` inside `scope`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('two numbers with outline 2, text height and rotation are saved, kept and restored', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(buildEntryUrl(baseURL!, ENTRY_SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  const created = await gql(page, `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`, {
    input: { teamName: 'Customiser Owls', colorIds: ['19', '13', '25'] },
  });
  const productUrl = `/snapsheets/${DEALER.code}/${created.createSnapsheet.id}/product/${STYLE}`;
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();

  // The first number through its quick field (back number by default).
  await page.getByLabel('Player number').fill('23');
  const list = page.getByRole('region', { name: 'Decoration list' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Number “23”');
  await expect(list.getByRole('listitem').first()).toContainText('Back number · Back');

  // A second number through the list: the free front number, its fields open.
  await expect(page.getByRole('combobox', { name: 'New decoration' })).toHaveText('Number');
  await page.getByRole('button', { name: 'Add decoration' }).click();
  const form = page.getByRole('group', { name: 'Number decoration' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Placement')).toHaveText(/Front number/);
  await form.getByRole('textbox', { name: 'Text', exact: true }).fill('7');
  await page.getByRole('combobox', { name: 'Outline 2', exact: true }).click();
  const outline2 = page.getByRole('option').nth(3);
  const outline2Name = (await outline2.innerText()).trim();
  await outline2.click();
  await expect(page.getByRole('combobox', { name: 'Outline 2', exact: true })).toHaveText(outline2Name);
  // Out of the limits: the server's refusal lands on the field.
  await form.getByLabel('Text height (mm)').fill('5');
  await form.getByLabel('Rotation (degrees)').fill('-10');
  // A numeric position inside the location (front number: 220 mm wide).
  await form.getByLabel('Across (mm)').fill('-20');
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeVisible();
  const heightField = form.getByLabel('Text height (mm)');
  await expect(heightField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('Text height must be from 10 to 400 mm');
  expect(shortIdOf(page)).toBeNull();
  await heightField.fill('150');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Done' }).click();

  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('Number “7”');
  await expect(items.nth(1)).toContainText('Front number · Front');

  // Cancel restores the original: a changed rotation and placement go back.
  await list.getByRole('button', { name: 'Edit Number “7” at Front number' }).click();
  await form.getByLabel('Rotation (degrees)').fill('45');
  await choose(page, 'Placement', 'Back number');
  await expect(items.nth(1)).toContainText('Back number · Back');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(items.nth(1)).toContainText('Front number · Front');
  await list.getByRole('button', { name: 'Edit Number “7” at Front number' }).click();
  await expect(form.getByLabel('Rotation (degrees)')).toHaveValue('-10');
  await form.getByRole('button', { name: 'Cancel' }).click();
  // A new decoration cancelled goes.
  await choose(page, 'New decoration', 'Name');
  await page.getByRole('button', { name: 'Add decoration' }).click();
  await expect(items).toHaveCount(3);
  await page.getByRole('group', { name: 'Name decoration' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(2);

  // Save keeps the view, the canvas (its orbit) and the scroll; the indicator shows for 3 s.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Back' }).click();
  await page.evaluate(() => {
    (document.querySelector('.customizer__player canvas') as HTMLCanvasElement & { kept?: boolean }).kept = true;
    window.scrollTo(0, 300);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Saved' });
  await expect(saved).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/short_id=[a-z0-9]{10}/);
  const shortId = shortIdOf(page);
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Back' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(
    await page.evaluate(
      () => (document.querySelector('.customizer__player canvas') as HTMLCanvasElement & { kept?: boolean }).kept,
    ),
  ).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  // Shown for its 3 s: never hidden early (a timer never fires early); it goes, however late a
  // busy machine runs the timer (no upper bound in time but the wait's own).
  await expect(saved).toBeHidden({ timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);

  // Saving again unchanged: the same short id, the indicator again, no new configuration.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('SaveConfiguration')) saves.push(r.url());
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved).toBeVisible();
  expect(shortIdOf(page)).toBe(shortId);
  expect(saves).toEqual([]);

  // Reloading by ?short_id= shows the same values.
  await page.goto(`${productUrl}?short_id=${shortId}`);
  await expect(page.getByLabel('Player number')).toHaveValue('23');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Back number · Back');
  await expect(items.nth(1)).toContainText('Number “7”');
  await list.getByRole('button', { name: 'Edit Number “7” at Front number' }).click();
  await expect(form.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('7');
  await expect(page.getByRole('combobox', { name: 'Outline 2', exact: true })).toHaveText(outline2Name);
  await expect(form.getByLabel('Text height (mm)')).toHaveValue('150');
  await expect(form.getByLabel('Rotation (degrees)')).toHaveValue('-10');
  await expect(form.getByLabel('Across (mm)')).toHaveValue('-20');
  await expect(form.getByLabel('Up (mm)')).toHaveValue('0');
  await form.getByRole('button', { name: 'Done' }).click();
  // Nothing changed since the restore: Save keeps the short id.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved).toBeVisible();
  expect(shortIdOf(page)).toBe(shortId);
  expect(saves).toEqual([]);

  // On a phone the 3D preview stays in sight while a decoration's fields are edited.
  await page.setViewportSize({ width: 390, height: 844 });
  await list.getByRole('button', { name: 'Edit Number “7” at Front number' }).click();
  const rotation = form.getByLabel('Rotation (degrees)');
  await rotation.scrollIntoViewIfNeeded();
  await rotation.fill('20');
  const stage = await page.locator('.customizer__player .player__stage').boundingBox();
  const field = await rotation.boundingBox();
  expect(stage).not.toBeNull();
  expect(stage!.y).toBeGreaterThanOrEqual(0);
  expect(stage!.y + stage!.height).toBeLessThanOrEqual(field!.y);
  expect(stage!.height).toBeGreaterThan(150);
  await page.screenshot({ path: test.info().outputPath('customiser-390.png') });
});
