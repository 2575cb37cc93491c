/**
 * The showroom set-up (P6, dashboard), clicked through as a dealer would: Get Started leads a
 * dealer without a showroom to the set-up; the form refuses an empty name; picking a customer
 * fills the name and team colours; catalogs, the customisation box (fill, outline, fonts offered
 * and font) and the published switch are saved ('Information updated.'), the showroom is then
 * what a visitor reads through the API, the form shows it again after a reload, and Get Started
 * leads to the showroom itself. Screenshots (1280 and 390 px) go to E2E_SHOTS_DIR when set.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { gql } from './api';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const SHOTS = process.env.E2E_SHOTS_DIR;
const CODE = 'E2ESHW1';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Opens a Radix select by its label and picks the option whose name starts with `name`. */
async function choose(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a dealer sets up and publishes the showroom from the dashboard', async ({ page, baseURL }) => {
  const link = buildEntryUrl(baseURL!, SECRET, { code: CODE, company: 'Lincoln Sports', email: 'ls@example.com' }, 900);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /Welcome, Lincoln Sports/ })).toBeVisible();
  const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}').apiToken);
  await gql(
    page.request,
    `mutation { saveCustomer(input: { name: "Lincoln High School", type: SCHOOL, colorIds: ["1", "25", "23"] }) { id } }`,
    {},
    token,
  );

  // Get Started: no showroom yet, the shortcut leads to the set-up.
  const setUp = page.getByRole('link', { name: /Set up Showroom/ });
  await expect(setUp).toHaveAttribute('href', '/dashboard/showroom');
  await setUp.click();
  await expect(page).toHaveURL(/\/dashboard\/showroom$/);
  await expect(page.getByRole('heading', { name: 'My Showroom', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Showroom', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Open showroom' })).toHaveCount(0);

  // An empty name is refused before anything is sent.
  await page.getByRole('button', { name: 'Create showroom' }).click();
  await expect(page.getByText('Enter the school or team name')).toBeVisible();

  // The customer fills the name and the team colours.
  await choose(page, 'Customer', 'Lincoln High School');
  await expect(page.getByLabel('School or team name')).toHaveValue('Lincoln High School');
  const chosen = page.locator('#showroom-colors .color-chip');
  await expect(chosen).toHaveText([/Scarlet/, /White/, /Black/]);
  await page.getByLabel('Mascot').fill('Lions');

  // Catalogs and the customisation box.
  await page.getByRole('checkbox', { name: /Basketball/ }).check();
  await page.getByRole('checkbox', { name: /Training/ }).check();
  await choose(page, 'Decoration fill', 'Neon Yellow');
  await choose(page, 'Decoration outline', 'Midnight Navy');
  await page.getByRole('checkbox', { name: 'bebas' }).check();
  await choose(page, 'Font', 'bebas');
  await expect(page.getByRole('img', { name: 'LIONS 00 in Bebas Neue' })).toBeVisible();
  await page.getByRole('switch', { name: 'Published' }).click();
  await expect(page.getByRole('complementary', { name: 'Showroom preview' }).getByText('Published')).toBeVisible();

  await page.getByRole('button', { name: 'Create showroom' }).click();
  await expect(toast(page, 'Information updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save showroom' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open showroom' })).toHaveAttribute('href', `/showrooms/${CODE}/`);

  // What a visitor reads now.
  const { showroom } = await gql(
    page.request,
    `query($code: String!) { showroom(dealerCode: $code) { teamName mascot visibility colors { id }
      look { decorationFill { id } decorationOutline { id } font } fonts { key }
      catalogs { id selected } } }`,
    { code: CODE },
  );
  expect(showroom).toEqual({
    teamName: 'Lincoln High School',
    mascot: 'Lions',
    visibility: 'PUBLISHED',
    colors: [{ id: '1' }, { id: '25' }, { id: '23' }],
    look: { decorationFill: { id: '53' }, decorationOutline: { id: '61' }, font: 'bebas' },
    fonts: [{ key: 'full block' }, { key: 'bebas' }],
    catalogs: expect.any(Array),
  });
  expect(showroom.catalogs.filter((c: { selected: boolean }) => c.selected).map((c: { id: string }) => c.id)).toEqual([
    'fsg-basketball',
    'fsg-training',
  ]);

  // The form shows the saved showroom again.
  await page.reload();
  await expect(page.getByLabel('Mascot')).toHaveValue('Lions');
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: /Basketball/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveText(/bebas/);

  if (SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.screenshot({ path: `${SHOTS}/${width}/showroom-setup.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Get Started now leads to the showroom itself.
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByRole('link', { name: /Open Showroom/ })).toHaveAttribute('href', `/showrooms/${CODE}/`);
});
