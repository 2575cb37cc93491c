/**
 * A project's logos (D6, default-logo rules of original section 4) on the snapsheet page, clicked
 * through as a dealer would: upload a logo through the panel (crop and edit steps) and it becomes
 * the default (first logo rule), add a second one from the library (a logo of the project's
 * customer) and make it the default, set its types, remove the default (warned that graphics are
 * cleared) and the default is gone. A visitor (no session) never sees the panel; a logo a visitor
 * uploaded while customising is listed for the dealer, who deletes it. Screenshots
 * (1280 and 390 px) go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { settled } from './settled.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const DEALER = { code: 'PLG601', company: 'Panel Sports', email: 'panel@example.com' };
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function signIn(page: Page, baseURL: string) {
  await page.goto(buildEntryUrl(baseURL, SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
}

/** Toasts cover the top of the page and pause while hovered: move away and let them go. */
async function settleToasts(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height - 2);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** POSTs GraphQL with the dealer's bearer token (set-up only; the panel is clicked). */
async function gql(page: Page, query: string, variables: object = {}) {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}'));
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${session.apiToken}` },
    data: { query, variables },
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function png(background: string, accent: string) {
  return sharp({ create: { width: 200, height: 200, channels: 4, background } })
    .composite([
      {
        input: await sharp({ create: { width: 100, height: 100, channels: 4, background: accent } })
          .png()
          .toBuffer(),
        left: 50,
        top: 50,
      },
    ])
    .png()
    .toBuffer();
}

test('project logos: upload (first is default), add from library, make default, types, remove default', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const crest = await png('#b91c1c', '#fde047');
  const mascot = await png('#0f172a', '#f97316');

  await signIn(page, baseURL!);
  const customer = await gql(page, `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
    input: { name: 'Tigers High', type: 'SCHOOL', colorIds: ['19', '13', '25'] },
  });
  const customerId = customer.saveCustomer.id as string;
  const created = await gql(page, `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`, {
    input: { title: 'Fall Uniforms', teamName: 'Tigers', customerId, colorIds: ['19', '13', '25'] },
  });
  const snapsheetId = created.createSnapsheet.id as string;
  // A logo of the project's customer waits in the library.
  await gql(page, `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`, {
    input: { filename: 'mascot.png', name: 'Tigers mascot', content: mascot.toString('base64'), customerId },
  });

  const url = `/snapsheets/${DEALER.code}/${snapsheetId}/`;
  await page.goto(url);
  const panel = page.getByRole('region', { name: 'Logos' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No logos yet')).toBeVisible();

  // 1. Upload through the panel (crop, then edit): the first logo becomes the default.
  await panel.getByRole('button', { name: 'Upload logo' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload logo' });
  await upload.getByLabel('Logo file').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: crest });
  await expect(upload.getByText(/Step 1 of 2/)).toBeVisible();
  await upload.getByRole('button', { name: 'Next' }).click();
  await upload.getByLabel('Name').fill('Tigers crest');
  await upload.getByLabel('Primary').check();
  await upload.getByRole('button', { name: 'Save logo' }).click();
  await expect(upload).toBeHidden();
  const list = panel.getByRole('list', { name: 'Project logos' });
  const crestItem = list.getByRole('listitem', { name: 'Tigers crest' });
  await expect(crestItem).toBeVisible();
  await expect(crestItem.getByText('Default', { exact: true })).toBeVisible();
  await expect(crestItem).toContainText(/\d+(\.\d+)? (Bytes|KB) · 200×200/);
  await expect(crestItem.getByText('Primary', { exact: true })).toBeVisible();
  await settleToasts(page);

  // 1b. Edit crop: cut it again at 16:9; it keeps its name and default.
  await crestItem.getByRole('button', { name: 'Crop Tigers crest' }).click();
  const cropping = page.getByRole('dialog', { name: 'Crop Tigers crest' });
  await expect(cropping.locator('.reactEasyCrop_Image')).toBeVisible();
  await cropping.getByRole('group', { name: 'Aspect ratio' }).getByRole('button', { name: '16:9' }).click();
  await cropping.getByRole('button', { name: 'Save crop' }).click();
  await expect(cropping).toBeHidden();
  await expect(page.getByText('Logo updated.')).toBeVisible();
  await expect(crestItem).toContainText(/· 200×11[23]/);
  await expect(crestItem.getByText('Default', { exact: true })).toBeVisible();
  const kept = await gql(page, `{ logos { name width height originalUrl crop { aspect width height } } }`);
  const crest2 = kept.logos.find((l: { name: string }) => l.name === 'Tigers crest');
  expect(crest2.crop.aspect).toBe('16:9');
  expect(crest2.crop.width).toBe(1);
  expect(crest2.crop.height).toBeCloseTo(0.5625, 2);
  expect(crest2.originalUrl).toEqual(expect.any(String));
  await settleToasts(page);

  // 2. Add the customer's logo from the library; it is not the default.
  await panel.getByRole('button', { name: 'Add from library' }).click();
  const library = page.getByRole('dialog', { name: 'Add a logo from the library' });
  await expect(library.getByText('Tigers crest')).toBeHidden(); // already in the project
  await library.getByRole('button', { name: 'Add Tigers mascot' }).click();
  await expect(library.getByText('Nothing to add')).toBeVisible();
  await library.getByRole('button', { name: 'Done' }).click();
  await expect(library).toBeHidden();
  const mascotItem = list.getByRole('listitem', { name: 'Tigers mascot' });
  await expect(mascotItem).toBeVisible();
  await expect(mascotItem.getByText('Default', { exact: true })).toBeHidden();

  // 3. Make it the default: the badge moves.
  await mascotItem.getByRole('button', { name: 'Make Tigers mascot default' }).click();
  await expect(mascotItem.getByText('Default', { exact: true })).toBeVisible();
  await expect(crestItem.getByText('Default', { exact: true })).toBeHidden();

  // 4. Set its types.
  await mascotItem.getByRole('button', { name: 'Set types of Tigers mascot' }).click();
  const types = page.getByRole('dialog', { name: 'Logo types' });
  await types.getByLabel('Mascot').check();
  await types.getByLabel('Secondary').check();
  await types.getByRole('button', { name: 'Save types' }).click();
  await expect(types).toBeHidden();
  await expect(mascotItem.getByText('Mascot', { exact: true })).toBeVisible();
  await expect(mascotItem.getByText('Secondary', { exact: true })).toBeVisible();
  await settleToasts(page);
  await page.mouse.wheel(0, 2000);
  await shot(page, 'project-logos-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.mouse.wheel(0, 2000);
  await settled(page);
  await shot(page, 'project-logos-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 5. Remove the default: warned that its graphics are cleared; then there is no default.
  await mascotItem.getByRole('button', { name: 'Remove Tigers mascot' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove logo from project' });
  await expect(confirm).toContainText('uniform and spiritwear graphics');
  await confirm.getByRole('button', { name: 'Remove logo' }).click();
  await expect(confirm).toBeHidden();
  await expect(mascotItem).toBeHidden();
  await expect(crestItem).toBeVisible();
  await expect(panel.getByText('Default', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('listitem', { name: 'Tigers crest' })).toBeVisible();
  await expect(panel.getByText('Default', { exact: true })).toHaveCount(0);

  // 6. A visitor (no session) sees the snapsheet but not the panel.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url);
  await expect(visitorPage.getByRole('heading', { name: 'Tigers', level: 1 })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'No products yet' })).toBeVisible();
  await expect(visitorPage.getByRole('region', { name: 'Logos' })).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);

  // 7. A visitor's logo (uploaded while customising, C3) is listed for the dealer, who deletes it.
  const upload7 = await visitorPage.request.post('/graphql', {
    headers: { 'x-visitor-key': 'e2e-visitor-logos-0123456789' },
    data: {
      query: `mutation($id: ID!, $input: UploadLogoInput!) {
        uploadProjectLogo(projectType: SNAPSHEET, projectId: $id, input: $input) { id } }`,
      variables: {
        id: snapsheetId,
        input: { filename: 'fan-crest.png', name: 'Fan crest', content: crest.toString('base64') },
      },
    },
  });
  expect((await upload7.json()).errors).toBeUndefined();
  await visitor.close();
  await page.reload();
  const visitorLogos = panel.getByRole('list', { name: 'Logos uploaded by visitors' });
  const fanCrest = visitorLogos.getByRole('listitem', { name: 'Fan crest' });
  await expect(fanCrest).toContainText(/200×200/);
  await fanCrest.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, 'project-logos-visitors-1280');
  await fanCrest.getByRole('button', { name: 'Delete Fan crest' }).click();
  const deleteVisitorLogo = page.getByRole('dialog', { name: "Delete a visitor's logo" });
  await expect(deleteVisitorLogo).toContainText('deleted for good');
  await deleteVisitorLogo.getByRole('button', { name: 'Delete logo' }).click();
  await expect(deleteVisitorLogo).toBeHidden();
  await expect(visitorLogos).toHaveCount(0);
  const after = await gql(
    page,
    `query($id: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $id) { visitorLogos { id } logos { name } } }`,
    { id: snapsheetId },
  );
  expect(after.projectLogos).toEqual({ visitorLogos: [], logos: [{ name: 'Tigers crest' }] });
});
