/**
 * D5 customers and D6 logos in the browser: create with 3 colours, search, archive/unarchive
 * with the exact toasts, edit ('Edited successfully'), upload a PNG through the crop and edit
 * steps and see it listed with its size, and a file over 5 MB refused before any byte is sent.
 * Screenshots (1280 and 390 px) go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { gqlAsPage } from './api.js';
import { settled } from './settled.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function signIn(page: Page, baseURL: string) {
  const link = buildEntryUrl(
    baseURL,
    SECRET,
    { code: 'CLG301', company: 'Logo Sports', email: 'logos@example.com' },
    900,
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard\/$/);
}

/**
 * Toasts sit on top of the page, full width, and pause while the pointer is over them (sonner):
 * move the pointer off them and let them go before clicking what they may cover.
 */
async function settleToasts(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height - 2);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function createCustomer(page: Page, name: string, colours: string[]) {
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel('Customer name').fill(name);
  // One swatch per colour: Forest is in both palettes, listed once.
  await expect(dialog.getByRole('button', { name: /^Forest\b/ })).toHaveCount(1);
  await expect(dialog.getByRole('group', { name: 'Sublimation-only colours' }).getByRole('button')).toHaveCount(13);
  for (const colour of colours) await dialog.getByRole('button', { name: colour, exact: true }).first().click();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
}

test('customers: create, search, archive, unarchive, edit, upload logos', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const png = await sharp({ create: { width: 240, height: 120, channels: 4, background: '#1d4ed8' } })
    .composite([
      {
        input: await sharp({ create: { width: 80, height: 80, channels: 4, background: '#facc15' } })
          .png()
          .toBuffer(),
        left: 80,
        top: 20,
      },
    ])
    .png()
    .toBuffer();

  await signIn(page, baseURL!);
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('heading', { name: 'No customers yet' })).toBeVisible();

  await createCustomer(page, 'Hawks Academy', ['Navy', 'Cardinal', 'White']);
  await createCustomer(page, 'Zebra Club', ['Black', 'White', 'Cardinal']);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await shot(page, 'customers-1280');

  // Search (debounced).
  await page.getByLabel('Search customers').fill('hawks');
  await expect(page.getByText('Zebra Club')).toBeHidden();
  await expect(page.getByText('Hawks Academy').first()).toBeVisible();
  await page.getByLabel('Search customers').fill('');
  await expect(page.getByText('Zebra Club')).toBeVisible();

  // Archive -> listed under Archived -> unarchive.
  await page.getByRole('button', { name: 'Archive Hawks Academy' }).click();
  await expect(page.getByText('Customer Archived')).toBeVisible();
  await expect(page.getByText('Hawks Academy')).toBeHidden();
  await settleToasts(page);
  await page.getByRole('button', { name: 'Archived', exact: true }).click();
  await expect(page.getByText('Hawks Academy').first()).toBeVisible();
  await expect(page.getByText('Zebra Club')).toBeHidden();
  await page.getByRole('button', { name: 'Unarchive Hawks Academy' }).click();
  await expect(page.getByText('Customer Unarchived')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No archived customers' })).toBeVisible();
  await settleToasts(page);
  await page.getByRole('button', { name: 'Active', exact: true }).click();

  // Edit: rename and upload a PNG through crop + edit steps.
  await page.getByRole('button', { name: 'Edit Hawks Academy' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await edit.getByLabel('Customer name').fill('Hawks Academy FC');
  await edit.getByRole('button', { name: 'Upload logo' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload logo' });
  await expect(upload.getByText('Drop a file here')).toBeVisible();
  await settled(page); // the open animation ends before the screenshot
  await shot(page, 'upload-pick-1280');
  await upload.getByLabel('Logo file').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByText(/Step 1 of 2/)).toBeVisible();
  await upload.getByRole('button', { name: '1:1', exact: true }).click();
  await expect(upload.locator('.reactEasyCrop_CropArea')).toBeVisible();
  await shot(page, 'upload-crop-1280');
  await upload.getByRole('button', { name: 'Next' }).click();
  await expect(upload.getByText(/Step 2 of 2/)).toBeVisible();
  await upload.getByLabel('Name').fill('Hawks crest');
  await upload.getByLabel('Mascot').check();
  await shot(page, 'upload-edit-1280');
  await upload.getByRole('button', { name: 'Save logo' }).click();
  await expect(page.getByText('Hawks crest added successfully.')).toBeVisible();
  await expect(upload).toBeHidden();
  const thumb = edit.locator('.logo-thumb', { hasText: 'Hawks crest' });
  await expect(thumb).toBeVisible();
  // Cropped 1:1 from 240x120: a 120x120 PNG, with its size in Bytes/KB.
  await expect(thumb).toContainText(/\d+(\.\d+)? (Bytes|KB) · 120×120 · mascot/);
  // The picked original and the crop are kept for a later Edit crop.
  const stored = (await gqlAsPage(page, `{ logos { name originalUrl crop { x y width height aspect } } }`)) as {
    logos: { name: string; originalUrl: string | null; crop: Record<string, unknown> | null }[];
  };
  const hawks = stored.logos.find((l) => l.name === 'Hawks crest')!;
  expect(hawks.originalUrl).toEqual(expect.any(String));
  expect(hawks.crop).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1, aspect: '1:1' });
  await shot(page, 'customer-dialog-1280');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Edited successfully')).toBeVisible();
  await expect(page.getByText('Hawks Academy FC').first()).toBeVisible();
  await expect(page.getByText('1 logo', { exact: true })).toBeVisible();

  // Over 5 MB: refused in the browser, nothing sent.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql') && /LogoUploadDialog/.test(r.postData() ?? '')) sent.push(r.url());
  });
  await settleToasts(page);
  await page.getByRole('button', { name: 'Edit Hawks Academy FC' }).click();
  await page.getByRole('dialog', { name: 'Edit customer' }).getByRole('button', { name: 'Upload logo' }).click();
  await page
    .getByRole('dialog', { name: 'Upload logo' })
    .getByLabel('Logo file')
    .setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
    });
  await expect(page.getByText('Logo max size exceeded').first()).toBeVisible();
  expect(sent).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Small screens: cards, and the modal.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/customers');
  await expect(page.getByText('Hawks Academy FC').first()).toBeVisible();
  await shot(page, 'customers-390');
  await page.getByRole('button', { name: 'Edit Hawks Academy FC' }).click();
  await expect(page.locator('.logo-thumb', { hasText: 'Hawks crest' })).toBeVisible();
  await shot(page, 'customer-dialog-390');
  await page.getByRole('dialog', { name: 'Edit customer' }).getByRole('button', { name: 'Upload logo' }).click();
  await page
    .getByRole('dialog', { name: 'Upload logo' })
    .getByLabel('Logo file')
    .setInputFiles({ name: 'crest2.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.reactEasyCrop_CropArea')).toBeVisible();
  await shot(page, 'upload-crop-390');
});
