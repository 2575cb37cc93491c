/**
 * Entry and session (A1-A6, D1, D2, D11, page titles): the dashboard entry flow and
 * its messages, the company information form, Get Started, the FAQ, logout, passcode access on
 * a project route (dealer mode on that one project only, A4) and the D11 query rule.
 * Screenshots at 1280 and 390 px go to $ENTRY_SESSION_SHOTS when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPasscode, gql } from './api.js';
import { settled } from './settled.js';
import { buildEntryUrl, signEntryToken } from '../gateway/dist/src/modules/dealers/entry-token.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const SHOTS = process.env.ENTRY_SESSION_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function link(baseURL: string, fields: Record<string, string>) {
  return buildEntryUrl(baseURL, SECRET, fields, 900);
}

test('without a code the dashboard says Missing Account Number; a bad link goes to unauthorized', async ({
  page,
  baseURL,
}) => {
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { name: 'Missing Account Number' })).toBeVisible();
  await expect(page).toHaveTitle('Get Started');
  await shot(page, 'missing-account');

  await page.goto('/dashboard/customers');
  await expect(page).toHaveURL(/\/dashboard\/unauthorized$/);

  const forged = link(baseURL!, { code: 'BAD001', company: 'Bad' }).replace('company=Bad', 'company=Other');
  await page.goto(forged);
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/unauthorized$/);
  await expect(page).toHaveTitle('Unauthorized');
  await expect(page.getByTestId('unauthorized-reason')).toHaveText('Invalid sign-in link.');
  await shot(page, 'unauthorized');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 - Not Found');
});

test('a sign-in link signs in once; opened again, the unauthorized page says it was used', async ({
  page,
  baseURL,
}) => {
  const url = link(baseURL!, { code: 'E2EU01', company: 'Used Link Sports', email: 'used-link@example.com' });
  await page.goto(url);
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await page.goto(url);
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/unauthorized$/);
  await expect(page.getByTestId('unauthorized-reason')).toHaveText(
    'This sign-in link has been used already: open a new one.',
  );
  // A reload keeps the reason (it is the history entry's state); reached without a refused
  // link, the page gives none.
  await page.reload();
  await expect(page.getByTestId('unauthorized-reason')).toHaveText(
    'This sign-in link has been used already: open a new one.',
  );
  const direct = await page.context().newPage();
  await direct.goto('/dashboard/unauthorized');
  await expect(direct.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(direct.getByTestId('unauthorized-reason')).toHaveCount(0);
  await direct.close();
});

test('company information, Get Started, FAQ, D11 query rule, titles and logout', async ({ page, baseURL }) => {
  // The entry link lacks company and email: the dealer is asked for them.
  await page.goto(link(baseURL!, { code: 'E2EH01', tid: 'T1', webuserid: 'w1' }));
  await expect(page.getByRole('heading', { name: 'Please provide your company information' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await shot(page, 'company-info');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter your company name')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Company name').fill('Harbor Athletics');
  await page.getByLabel('Email').fill('orders@harbor.test');
  await page.getByLabel('Phone (optional)').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Get Started: shortcuts and counts.
  await expect(page.getByRole('heading', { name: 'Welcome, Harbor Athletics' })).toBeVisible();
  await expect(page.getByText('Information updated.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Create Playbook/ })).toHaveAttribute(
    'href',
    '/dashboard/create_project/playbook',
  );
  await expect(page.getByRole('link', { name: /Create Snapsheet/ })).toHaveAttribute(
    'href',
    '/dashboard/create_project/snapsheet',
  );
  await expect(page.getByRole('link', { name: /Set up Showroom/ })).toHaveAttribute('href', '/dashboard/showroom');
  await expect(page.getByRole('link', { name: 'Playbooks: 0' })).toHaveAttribute(
    'href',
    '/dashboard/projects/playbook',
  );
  await expect(page.getByRole('link', { name: 'Snapsheets: 0' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customers: 0' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open quotes: 0' })).toHaveAttribute('href', '/dashboard/quotes');
  await expect(page).toHaveTitle('Get Started');
  await expect(page.getByText('Information updated.')).toBeHidden({ timeout: 10_000 });
  await shot(page, 'get-started');

  // The FAQ: searchable and collapsible.
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page).toHaveTitle('FAQ');
  await expect(page.getByRole('button', { name: 'What is a playbook?' })).toBeVisible();
  const answer = page.getByText(/open the project link with \?passcode=/);
  await expect(answer).toBeHidden();
  await page.getByRole('button', { name: 'What is the passcode for?' }).click();
  await expect(answer).toBeVisible();
  await page.getByRole('button', { name: 'What is the passcode for?' }).click();
  await expect(answer).toBeHidden();
  await shot(page, 'faq');
  await page.getByLabel('Search questions').fill('passcode');
  await expect(answer).toBeVisible();
  await expect(page.getByRole('button', { name: 'What is a playbook?' })).toBeHidden();
  await page.getByLabel('Search questions').fill('webhook retry');
  await expect(page.getByRole('button', { name: 'How are orders sent to my order system?' })).toBeVisible();
  await page.getByLabel('Search questions').fill('zzzz nothing');
  await expect(page.getByRole('heading', { name: 'No matching questions' })).toBeVisible();
  await shot(page, 'faq-empty');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('button', { name: 'What is a playbook?' })).toBeVisible();

  // D11: a navigation that drops the query keeps the path and restores the query minus customerId.
  await page.goto('/dashboard/customers?status=ARCHIVED&customerId=4');
  await expect(page).toHaveTitle('Customers');
  await page.getByRole('link', { name: 'Reps' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/reps\?status=ARCHIVED$/);
  await expect(page).toHaveTitle('Reps');
  await page.getByRole('link', { name: 'My Settings' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?status=ARCHIVED$/);
  await expect(page).toHaveTitle('My Settings');

  // A second tab of the browser is signed in too (the dashboard link opened anew).
  const second = await page.context().newPage();
  await second.goto('/dashboard/customers');
  await expect(second.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(second.getByText('Harbor Athletics').first()).toBeVisible();

  // Logout revokes the session: the dashboard asks for an account number again, in every tab.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Missing Account Number' })).toBeVisible();
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { name: 'Missing Account Number' })).toBeVisible();
  // The other tab hears of it at once (the storage event), without a reload.
  await expect(second).toHaveURL(/\/dashboard\/unauthorized$/);
  await second.close();
});

/** A dashboard session of the seeded demo dealer DEMO01, signed as the parent site would. */
async function demoDealerToken(request: APIRequestContext): Promise<string> {
  const fields = { code: 'DEMO01', exp: Math.floor(Date.now() / 1000) + 600 };
  const data = await gql(
    request,
    'mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }',
    { input: { ...fields, token: signEntryToken(SECRET, fields) } },
  );
  return data.enterDashboard.apiToken as string;
}

test('a passcode link opens its one project in dealer mode, never the dashboard or other projects', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The seeded demo dealer DEMO01 (its passcode random per run, demoPasscode()): its snapsheet 'Central High Basketball',
  // read from the dealer's own list, and a second snapsheet of the same dealer.
  const token = await demoDealerToken(request);
  const list = await gql(request, '{ projects(type: SNAPSHEET, first: 100) { nodes { id title } } }', {}, token);
  const demo = (list.projects.nodes as { id: string; title: string }[]).find(
    (p) => p.title === 'Central High Basketball',
  );
  expect(demo?.id).toMatch(/^[A-Za-z0-9]{16}$/);
  const projectId = demo!.id;
  const other = await gql(
    request,
    'mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }',
    { input: { title: 'Central High Track', teamName: 'Central Runners', colorIds: ['19', '7', '25'] } },
    token,
  );
  const otherId = other.createSnapsheet.id as string;

  // A wrong passcode: 'Error', visitor mode, passcode gone from the address.
  await page.goto(`/snapsheets/DEMO01/${projectId}/?passcode=wrong-passcode`);
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/snapsheets/DEMO01/${projectId}/$`));
  await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add product' })).toHaveCount(0);
  // One under 8 characters (a passcode of the older rule, right or wrong) says why it opens nothing.
  await page.goto(`/snapsheets/DEMO01/${projectId}/?passcode=lion`);
  await expect(
    page.getByText(
      'This passcode no longer opens projects: passcodes have 8 to 64 characters now. Ask the dealer for the new one',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/snapsheets/DEMO01/${projectId}/$`));
  await expect(page.getByRole('button', { name: 'Add product' })).toHaveCount(0);

  // The right passcode, dealer code in lower case: dealer mode on this project.
  await page.goto(`/snapsheets/demo01/${projectId}/?passcode=${demoPasscode()}&page=1`);
  await expect(page).toHaveURL(new RegExp(`/snapsheets/demo01/${projectId}/\\?page=1$`));
  await expect(page.getByRole('button', { name: 'Add product' }).first()).toBeVisible();
  expect(page.url()).not.toContain('passcode');
  // The tab is named after the team and the project, not 'Snapsheet'.
  await expect(page).toHaveTitle('Central Wildcats · Central High Basketball');
  // No way to the dashboard, and no logo library (the dealer's): the project's logos only.
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Logos', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add from library' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
  await shot(page, 'passcode-dealer-mode');

  // The session edits its project: a product is added.
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await page.getByLabel('Search products').fill('Soccer Match Jersey');
  await page.getByRole('button', { name: 'Add Soccer Match Jersey', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Customize Soccer Match Jersey', exact: true })).toBeVisible();
  const check = await gql(
    request,
    'query($id: ID!) { snapsheet(dealerCode: "DEMO01", id: $id) { products { product { name } } } }',
    {
      id: projectId,
    },
  );
  expect(check.snapsheet.products.map((p: { product: { name: string } }) => p.product.name)).toContain(
    'Soccer Match Jersey',
  );
  // Its locker page is the dealer's view: every locker of the project.
  await page.goto(`/snapsheets/DEMO01/${projectId}/locker`);
  await expect(page.getByRole('heading', { name: 'Lockers', exact: true, level: 1 })).toBeVisible();

  // Another project of the same dealer: a visitor's view.
  await page.goto(`/snapsheets/DEMO01/${otherId}/`);
  await expect(page.getByRole('heading', { name: 'Central Runners' })).toBeVisible();
  // PDF exports are the project's dealer's (and its passcode session's): not offered here.
  await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Logos', exact: true })).toHaveCount(0);

  // The dashboard is not open to it: the entry screen, and other routes are unauthorized.
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { name: 'Missing Account Number' })).toBeVisible();
  await expect(page.getByText('A project passcode opens that one project, not the dashboard.')).toBeVisible();
  await shot(page, 'passcode-dashboard');
  await page.goto('/dashboard/customers');
  await expect(page).toHaveURL(/\/dashboard\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();

  // The passcode session is kept: its project is still in dealer mode (its six products fill
  // the first spread; the dealer's add slot is on page 3).
  await page.goto(`/snapsheets/DEMO01/${projectId}/`);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logos', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 3' }).click();
  await expect(page.getByRole('button', { name: 'Add product' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? 'null'));
  expect(stored).toMatchObject({ dealerCode: 'DEMO01', projectId });
});
