/**
 * D7, D8 and P4 clicked through as a dealer: create a playbook through the step form (a customer
 * created inline, sports chosen and ordered, colours) and land on its page; publish it (a draft
 * is not found for a visitor, the published playbook is); create a snapsheet
 * with `?snapsheet_template=` preselected; My Playbooks lists, searches, duplicates, archives
 * (Archived filter) and restores. Screenshots at 1280 and 390 px go to E2E_SHOTS_DIR when set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { settled } from './settled.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await settled(page);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a dealer creates, publishes, lists, searches, duplicates, archives and restores projects', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const link = buildEntryUrl(
    baseURL!,
    SECRET,
    { code: 'PRJ004', company: 'Projects Sports', email: 'prj@example.com' },
    900,
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /Welcome, Projects Sports/ })).toBeVisible();

  // Empty My Playbooks.
  await page.goto('/dashboard/projects/playbook');
  await expect(page.getByRole('heading', { name: 'No playbooks yet' })).toBeVisible();
  await shot(page, 'playbooks-empty');

  // D8: Create Playbook, step 1: a customer created inline is picked.
  await page.getByRole('button', { name: 'Create Playbook' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/create_project\/playbook$/);
  await expect(page.getByRole('heading', { name: 'Create Playbook' })).toBeVisible();
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer name').fill('Riverside High');
  for (const colour of ['Navy', 'Cardinal', 'White'])
    await dialog.getByRole('button', { name: colour, exact: true }).first().click();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toContainText('Riverside High');
  await shot(page, 'create-playbook-customer');

  // Step 2: sports are required; choose Basketball then Football, move Football up.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /FSG/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose at least one sport')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Basketball' }).check();
  await page.getByRole('checkbox', { name: 'Football' }).check();
  await page.getByRole('button', { name: 'Move Football up' }).click();
  await expect(page.getByRole('list', { name: 'Chosen sports in order' }).getByRole('listitem')).toHaveText([
    /Football/,
    /Basketball/,
  ]);
  await shot(page, 'create-playbook-sports');

  // Step 3: the team name is the dealer's to give (the customer's name is the organisation's);
  // Enter in it moves on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Team name')).toHaveValue('');
  await page.getByLabel('Team name').fill('Riverside Rams');
  await page.getByLabel('Team name').press('Enter');
  await expect(page.getByText('Step 4 of 5: ')).toBeVisible();

  // Step 4: the customer's colours are the defaults; replace the third with Athletic Gold.
  const picked = page.locator('.color-chip');
  await expect(picked).toHaveCount(3);
  await expect(picked.nth(0)).toContainText('Navy');
  await page.getByRole('button', { name: 'Athletic Gold', exact: true }).first().click();
  await expect(picked.nth(2)).toContainText('Athletic Gold');
  await expect(page.getByRole('radio', { name: 'No logo' })).toBeChecked();
  await shot(page, 'create-playbook-colours');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: settings, then create: the playbook page opens.
  await expect(page.getByRole('switch', { name: 'Show cover and index' })).toBeChecked();
  await shot(page, 'create-playbook-settings');
  await page.getByRole('button', { name: 'Create playbook' }).click();
  await expect(page).toHaveURL(/\/catalogs\/PRJ004\/[A-Za-z0-9]{16}\/$/);
  await expect(page.getByRole('heading', { name: 'Riverside Rams', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Playbook created' })).toBeVisible();
  // Create mode shows one page at a time (P2): the Cover, then the Index with its sports.
  const pages = page.getByTestId('playbook-page');
  await expect(pages).toHaveCount(1);
  await expect(pages).toHaveAttribute('aria-label', 'Page 1: Cover');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(pages).toHaveAttribute('aria-label', 'Page 2: Index');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('button', { name: /^Football, page \d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Basketball, page \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Football, page \d+$/ }).click();
  await expect(pages).toHaveAttribute('aria-label', /^Page 3: Football/);
  await expect(page.getByLabel(/^Price \$/).first()).toBeVisible();
  await shot(page, 'playbook-page');

  // P4, A5: a draft is the dealer's only (a visitor gets the not-found page); Publish opens it.
  const playbookPath = new URL(page.url()).pathname;
  const status = page.getByTestId('project-status');
  await expect(status).toHaveText(/^Draft\s*Private$/);
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(playbookPath);
  await expect(visitor.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  await expect(visitor).toHaveURL(/\/404$/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Playbook published')).toBeVisible();
  await expect(status).toHaveText(/^Published\s*Public$/);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  // After publishing: edit mode on the project page (no longer create mode: a two-page spread).
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(pages).toHaveCount(2);
  await shot(page, 'playbook-published');
  // The old /playbooks/ address opens the same playbook under /catalogs/.
  await visitor.goto(playbookPath.replace('/catalogs/', '/playbooks/'));
  await expect(visitor).toHaveURL(new RegExp(`${playbookPath}$`));
  await expect(visitor.getByRole('heading', { name: 'Riverside Rams', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(visitor.getByTestId('project-status')).toHaveCount(0);
  await expect(visitor.getByRole('group', { name: 'Filters' })).toHaveCount(0);
  await visitorContext.close();

  // D8: Create Snapsheet from a template (preselected by ?snapsheet_template=).
  const templates = await page.request.post('/graphql', {
    data: { query: '{ snapsheetTemplates { id title products { id } } }' },
  });
  const template = (await templates.json()).data.snapsheetTemplates[0] as {
    id: string;
    title: string;
    products: unknown[];
  };
  await page.goto(`/dashboard/create_project/snapsheet?snapsheet_template=${template.id}`);
  await expect(page.getByRole('radio', { name: new RegExp(template.title) })).toBeChecked();
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Riverside High' }).click();
  await shot(page, 'create-snapsheet-template');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Team name').fill('Riverside Lions');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create snapsheet' }).click();
  await expect(page).toHaveURL(/\/snapsheets\/PRJ004\/[A-Za-z0-9]{16}\/$/);
  await expect(page.getByRole('heading', { name: 'Riverside Lions' })).toBeVisible();
  // Create mode (P1, P2): the note, one page at a time, the dealer's tools.
  await expect(page.getByRole('status').filter({ hasText: 'Snapsheet created for Riverside High' })).toBeVisible();
  const sheets = page.getByRole('group', { name: /^Page \d+$/ });
  await expect(sheets).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Customize / })).toHaveCount(Math.min(3, template.products.length));
  await expect(page.locator('.product-actions__trigger')).toHaveCount(Math.min(3, template.products.length));
  // Preview: the spread as the customer sees it, no tools, no logos panel; Edit brings them back.
  const modes = page.getByRole('group', { name: 'Mode' });
  await modes.getByRole('button', { name: 'Preview' }).click();
  await expect(modes.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Snapsheet created' })).toHaveCount(0);
  await expect(sheets).toHaveCount(2);
  await expect(page.getByRole('link', { name: /^Customize / })).toHaveCount(Math.min(6, template.products.length));
  await expect(page.locator('.product-actions__trigger')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Logos', exact: true })).toHaveCount(0);
  await modes.getByRole('button', { name: 'Edit' }).click();
  await expect(page.locator('.product-actions__trigger')).toHaveCount(Math.min(6, template.products.length));
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logos', exact: true })).toBeVisible();

  // D7: My Snapsheets lists it with its customer; a snapsheet is shared by its link from the start.
  await page.goto('/dashboard/projects/snapsheet');
  await expect(page.getByRole('link', { name: 'Riverside Lions', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Riverside Lions/ })).toContainText('Riverside High');
  await expect(page.getByRole('row', { name: /Riverside Lions/ })).toContainText('OpenAnyone with the link');

  // D7: My Playbooks lists the playbook with its status and who may open it; duplicate it.
  await page.goto('/dashboard/projects/playbook');
  await expect(page.getByRole('link', { name: 'Riverside Rams', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Riverside Rams/ }).first()).toContainText('PublishedPublic');
  await page.getByRole('button', { name: 'Duplicate Riverside Rams' }).click();
  await expect(page.getByText("Playbook duplicated as 'Copy of Riverside Rams'")).toBeVisible();
  const copyLink = page.getByRole('link', { name: 'Copy of Riverside Rams', exact: true });
  await expect(copyLink).toBeVisible();
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await shot(page, 'playbooks-list');

  // Search (debounced): only the copy matches 'copy of'; customers match too.
  const search = page.getByRole('searchbox', { name: 'Search playbooks' });
  await search.fill('COPY OF');
  await expect(page.getByRole('link', { name: 'Riverside Rams', exact: true })).toBeHidden();
  await expect(copyLink).toBeVisible();
  await search.fill('riverside high');
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await search.fill('no such playbook');
  await expect(page.getByRole('heading', { name: 'No playbooks match your search' })).toBeVisible();
  await search.fill('');

  // Archive (confirmed) moves the copy to the Archived filter.
  await page.getByRole('button', { name: 'Archive Copy of Riverside Rams' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this playbook?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'playbooks-archive-confirm');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Playbook archived')).toBeVisible();
  await expect(copyLink).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await expect(copyLink).toBeVisible();
  await expect(page.getByRole('row', { name: /Copy of Riverside Rams/ })).toContainText('Archived');
  await expect(page.getByRole('link', { name: 'Riverside Rams', exact: true })).toBeHidden();

  // Restore brings it back to the active list.
  await page.getByRole('button', { name: 'Restore Copy of Riverside Rams' }).click();
  await expect(page.getByText('Playbook restored')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No archived playbooks' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All active' }).click();
  await expect(copyLink).toBeVisible();
  await expect(page.getByRole('row', { name: /Copy of Riverside Rams/ })).toContainText('DraftPrivate');
});

test("a publish the server refuses says 'error publishing the project' and changes nothing", async ({
  page,
  baseURL,
}) => {
  const link = buildEntryUrl(
    baseURL!,
    SECRET,
    { code: 'PRJ005', company: 'Publish Sports', email: 'pub@example.com' },
    900,
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /Welcome, Publish Sports/ })).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}').apiToken as string);
  const call = async (query: string, variables: object) => {
    const res = await page.request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const created = await call('mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }', {
    input: { title: 'Winter Warmups', teamName: 'Summit Bears', colorIds: ['19', '13', '25'] },
  });
  const id = created.createSnapsheet.id as string;
  await page.goto(`/snapsheets/PRJ005/${id}/`);
  const status = page.getByTestId('project-status');
  await expect(status).toHaveText(/^Open\s*Anyone with the link$/);
  // Archived meanwhile (another tab): the server refuses to publish it (CONFLICT).
  await call('mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }', { id });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('error publishing the project')).toBeVisible();
  await expect(status).toHaveText(/^Open\s*Anyone with the link$/);
  const after = await call('query($id: ID!) { snapsheet(dealerCode: "PRJ005", id: $id) { status visibility } }', {
    id,
  });
  expect(after.snapsheet).toEqual({ status: 'ARCHIVED', visibility: 'PRIVATE' });
});
