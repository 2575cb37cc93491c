/**
 * The customiser's picture is the stored picture (C3, C4, C5): a dealer adds two
 * player numbers and a graphic of the library, drags the front number on the 3D garment,
 * changes its outline 2 and saves; reloading by `?short_id=` draws the same picture as the
 * snapshot the render service stores for that configuration, and a clearly different one from
 * the snapshot of the same configuration with the number centred. A reversible shows its
 * Outside and its Inside, each with the decorations printed on it.
 */
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { ENTRY_SECRET, gql, sessionToken } from './api';
import { changedBox, comparePictures } from './pictures';

const DEALER = { code: 'PIC902', company: 'Picture Perfect Sports', email: 'picture@example.com' };
// Pro Crew Basketball Jersey (sleeveless): front number, back number and a left chest for art.
const STYLE = 'CG2100';

const shortIdOf = (page: Page) => new URL(page.url()).searchParams.get('short_id');
const stage = (page: Page) => page.locator('.customizer__player .player__stage');
const canvas = (page: Page) => stage(page).locator('canvas');

/** Waits until the player has drawn what the customiser shows, then returns the canvas as PNG. */
async function drawnCanvas(page: Page): Promise<Buffer> {
  await expect(stage(page)).toHaveAttribute('aria-busy', 'false');
  return canvas(page).screenshot();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The FRONT snapshot of a saved configuration, once the render service has drawn it. */
async function frontSnapshot(page: Page, token: string, shortId: string): Promise<Buffer> {
  const query = `query($s: ID!) { configuration(shortId: $s) { snapshot(view: FRONT) { status url width height } } }`;
  let url: string | null = null;
  await expect
    .poll(
      async () => {
        const snap = (await gql(page.request, query, { s: shortId }, token)).configuration.snapshot;
        url = snap.status === 'READY' ? snap.url : null;
        return snap.status;
      },
      { timeout: 120_000 },
    )
    .toBe('READY');
  const res = await page.request.get(url!);
  expect(res.ok()).toBe(true);
  return res.body();
}

/**
 * Signs the dealer in through an entry link, creates a snapsheet for `team` through the API
 * and opens the product page of `style` on it; returns the page's path and the API token.
 */
async function openProduct(page: Page, baseURL: string, team: string, style: string) {
  // Tall enough for the player's stage to keep the snapshot's shape (470:588), so that the
  // canvas and the snapshot frame the garment alike.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto(buildEntryUrl(baseURL, ENTRY_SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  const token = await sessionToken(page);
  const created = await gql(
    page.request,
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName: team, colorIds: ['19', '13', '25'] } },
    token,
  );
  const productUrl = `/snapsheets/${DEALER.code}/${created.createSnapsheet.id}/product/${style}`;
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  return { productUrl, token };
}

test('two numbers and a graphic, one dragged, outline 2: the reloaded canvas is the stored snapshot', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { productUrl, token } = await openProduct(page, baseURL!, 'Picture Hawks', STYLE);
  const list = page.getByRole('region', { name: 'Decoration list' });
  const items = list.getByRole('listitem');

  // 1. The back number through its quick field.
  await page.getByLabel('Player number').fill('23');
  await expect(items).toHaveCount(1);

  // 2. The front number through the list; where it appears on the canvas is where to grab it.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Front' }).click();
  const plain = await drawnCanvas(page);
  await page.getByRole('button', { name: 'Add decoration' }).click();
  const number = page.getByRole('group', { name: 'Number decoration' });
  await number.getByRole('textbox', { name: 'Text', exact: true }).fill('8');
  const numbered = await drawnCanvas(page);
  const box = await changedBox(plain, numbered);
  expect(box, 'the front number shows on the canvas').not.toBeNull();
  await expect(number.getByLabel('Across (mm)')).toHaveValue('0');

  // 3. Drag it right and up on the garment: its position follows, within the location.
  const at = (await canvas(page).boundingBox())!;
  const from = { x: at.x + box!.x + box!.width / 2, y: at.y + box!.y + box!.height / 2 };
  await page.mouse.move(from.x, from.y);
  await expect(canvas(page)).toHaveCSS('cursor', 'grab');
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y - 20, { steps: 8 });
  await page.mouse.up();
  await expect(number.getByLabel('Across (mm)')).not.toHaveValue('0');
  const across = Number(await number.getByLabel('Across (mm)').inputValue());
  const up = Number(await number.getByLabel('Up (mm)').inputValue());
  expect(across).toBeGreaterThan(15);
  expect(across).toBeLessThanOrEqual(110);
  expect(up).toBeGreaterThan(8);
  // The view did not turn: the drag moved the number, not the camera.
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Front' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // 4. Outline 2 of the dragged number.
  await page.getByRole('combobox', { name: 'Outline 2', exact: true }).click();
  await page.getByRole('option', { name: 'Vegas Gold', exact: true }).click();
  await number.getByRole('button', { name: 'Done' }).click();

  // 5. A graphic of the library on the left chest, in gold; the licence's credit is shown.
  await choose(page, 'New decoration', 'Graphic');
  await page.getByRole('button', { name: 'Add decoration' }).click();
  const graphic = page.getByRole('group', { name: 'Graphic decoration' });
  await expect(graphic.getByText(/Game-icons\.net .* CC BY 3\.0/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('graphic-picker.png'), fullPage: true });
  await graphic.getByRole('group', { name: 'Graphic category' }).getByRole('button', { name: 'Sports' }).click();
  const sports = graphic.getByRole('radiogroup', { name: 'Sports' });
  const pick = sports.getByRole('radio').nth(1);
  const pickName = (await pick.getAttribute('aria-label'))!;
  await pick.click();
  await expect(pick).toHaveAttribute('aria-checked', 'true');
  await choose(page, 'Graphic colour', 'Vegas Gold');
  await graphic.getByRole('button', { name: 'Done' }).click();
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toContainText(`Graphic “${pickName}”`);
  await expect(items.nth(2)).toContainText('Left chest · Front');

  // 6. Save; then the same with the number centred, for a picture that must not match.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/short_id=[a-z0-9]{10}/);
  const dragged = shortIdOf(page)!;
  await list.getByRole('button', { name: 'Edit Number “8” at Front number' }).click();
  await number.getByLabel('Across (mm)').fill('0');
  await number.getByLabel('Up (mm)').fill('0');
  await number.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => shortIdOf(page)).not.toBe(dragged);
  const centred = shortIdOf(page)!;

  // 7. Reload by ?short_id=: the same values, and the canvas draws the stored snapshot.
  await page.goto(`${productUrl}?short_id=${dragged}`);
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toContainText(`Graphic “${pickName}”`);
  await list.getByRole('button', { name: 'Edit Number “8” at Front number' }).click();
  await expect(number.getByLabel('Across (mm)')).toHaveValue(String(across));
  await expect(number.getByLabel('Up (mm)')).toHaveValue(String(up));
  await expect(page.getByRole('combobox', { name: 'Outline 2', exact: true })).toHaveText('Vegas Gold');
  await number.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Front' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const shown = await drawnCanvas(page);
  const [same, other] = await Promise.all([frontSnapshot(page, token, dragged), frontSnapshot(page, token, centred)]);
  const toSame = await comparePictures(shown, same);
  const toOther = await comparePictures(shown, other);
  // Kept with the test's results, to look at when the pictures part.
  await writeFile(test.info().outputPath('canvas.png'), shown);
  await writeFile(test.info().outputPath('snapshot.png'), same);
  await writeFile(test.info().outputPath('snapshot-centred.png'), other);
  console.log(`canvas vs its snapshot ${JSON.stringify(toSame)}; vs the centred one ${JSON.stringify(toOther)}`);
  expect(toSame.differingShare).toBeLessThan(0.01);
  expect(toSame.mean).toBeLessThan(4);
  expect(toOther.differingBlocks).toBeGreaterThan(toSame.differingBlocks + 10);
});

test('a reversible shows its Outside and its Inside; a number added on the Inside is printed there', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Reversible Basketball Jersey.
  const { productUrl, token } = await openProduct(page, baseURL!, 'Reversible Rams', 'CG2170');
  const sides = page.getByRole('group', { name: 'Side' });
  const outsideButton = sides.getByRole('button', { name: 'Outside' });
  const insideButton = sides.getByRole('button', { name: 'Inside' });
  await expect(outsideButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Back' }).click();
  const outside = await drawnCanvas(page);

  // The Inside: the garment turned inside out, in other colours.
  await insideButton.click();
  await expect(insideButton).toHaveAttribute('aria-pressed', 'true');
  const inside = await drawnCanvas(page);
  const turned = await comparePictures(outside, inside);
  expect(turned.differingShare).toBeGreaterThan(0.2);

  // A number typed while the Inside shows is printed on the Inside, and shows only there.
  await page.getByLabel('Player number').fill('31');
  const items = page.getByRole('region', { name: 'Decoration list' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Back number · Back · Inside');
  const numbered = await drawnCanvas(page);
  expect(await changedBox(inside, numbered)).not.toBeNull();
  await page.screenshot({ path: test.info().outputPath('reversible-inside.png') });
  await outsideButton.click();
  const outsideAgain = await drawnCanvas(page);
  expect(await changedBox(outside, outsideAgain)).toBeNull();
  // The quick field edits the side shown: the Outside has no number yet.
  await expect(page.getByLabel('Player number')).toHaveValue('');

  // Saved while the Inside shows, the configuration names that side; reloading restores it.
  await insideButton.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/short_id=[a-z0-9]{10}/);
  const shortId = shortIdOf(page)!;
  const saved = await gql(
    page.request,
    `query($s: ID!) { configuration(shortId: $s) { reversibleView decorations { text view } } }`,
    { s: shortId },
    token,
  );
  expect(saved.configuration).toEqual({ reversibleView: 'INSIDE', decorations: [{ text: '31', view: 'INSIDE' }] });
  await page.goto(`${productUrl}?short_id=${shortId}`);
  await expect(insideButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Player number')).toHaveValue('31');

  // On a phone the side and view buttons stay beside the preview, in sight.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(insideButton).toBeInViewport();
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Back' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('reversible-390.png') });
});
