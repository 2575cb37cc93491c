/**
 * My Settings (D3), API tokens (A7) and reps (D4), clicked through as a dealer would: company
 * info saved with 'Information updated.', the dealer margin rule, an API token shown once and
 * revoked, and a rep added, edited and removed with the section 8 toasts (and a refused removal
 * showing the server's message).
 */
import { expect, test, type Page } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';

async function signIn(page: Page, baseURL: string, code: string) {
  const link = buildEntryUrl(baseURL, SECRET, { code, company: 'Settings Sports', email: 'set@example.com' }, 900);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /Welcome, Settings Sports/ })).toBeVisible();
}

/** POSTs GraphQL with a bearer token, as automation would. */
async function gql(page: Page, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query, variables },
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('My Settings: company info, margin rule, API token shown once and revoked', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'E2ESET1');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'My Settings' })).toBeVisible();

  // Company info
  const company = page.getByRole('form', { name: 'Company info' });
  await company.getByLabel('Company name').fill('Acme Uniforms');
  await company.getByLabel('Phone', { exact: true }).fill('+1 (555) 010-2030');
  // The phone stays off what the dealer shares.
  await company.getByRole('switch', { name: 'Show my phone on shared projects' }).click();
  await company.getByRole('button', { name: 'Save company info' }).click();
  await expect(toast(page, 'Information updated.')).toBeVisible();

  // Dealer margin: 1 to 10, checked before sending
  const pricing = page.getByRole('form', { name: 'Pricing' });
  const margin = pricing.getByLabel('Dealer margin');
  await expect(margin).toHaveValue('2');
  for (const bad of ['11', '0', 'abc']) {
    await margin.fill(bad);
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await expect(pricing.getByText('Enter a number from 1 to 10')).toBeVisible();
  }
  await margin.fill('2.5');
  await pricing.getByRole('button', { name: 'Save pricing' }).click();
  await expect(pricing.getByText('Enter a number from 1 to 10')).toBeHidden();
  await expect(toast(page, 'Information updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Pricing' }).getByLabel('Dealer margin')).toHaveValue('2.5');
  await expect(page.getByRole('form', { name: 'Company info' }).getByLabel('Company name')).toHaveValue(
    'Acme Uniforms',
  );
  const shared = page.getByRole('form', { name: 'Company info' });
  await expect(shared.getByRole('switch', { name: 'Show my phone on shared projects' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(shared.getByRole('switch', { name: 'Show my email on shared projects' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Dealer logo: upload through the upload modal (crop step, then edit step), then clear
  await page.getByRole('button', { name: 'Upload logo', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload dealer logo' });
  await upload.getByLabel('Logo file').setInputFiles({ name: 'dealer.png', mimeType: 'image/png', buffer: PNG });
  await expect(upload.getByText(/Step 1 of 2/)).toBeVisible();
  await upload.getByRole('button', { name: 'Next' }).click();
  await expect(upload.getByText(/Step 2 of 2/)).toBeVisible();
  await upload.getByRole('button', { name: 'Save logo' }).click();
  await expect(upload).toBeHidden();
  await expect(toast(page, 'Information updated.')).toBeVisible();
  // One confirmation for the whole change, not the upload's own toast as well.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'added successfully.' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Dealer logo' })).toBeVisible();
  await expect(page.getByText('dealer.png')).toBeVisible();
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByRole('img', { name: 'Dealer logo' })).toBeHidden();

  // Passcode: typed twice, at least 8 characters
  const passcode = page.getByRole('form', { name: 'Passcode' });
  await passcode.getByLabel('New passcode').fill('lions26');
  await passcode.getByLabel('Confirm passcode').fill('lions26');
  await passcode.getByRole('button', { name: 'Set passcode' }).click();
  await expect(passcode.getByText('Use at least 8 characters')).toBeVisible();
  await passcode.getByLabel('New passcode').fill('lions2026');
  await passcode.getByLabel('Confirm passcode').fill('lions2026');
  await passcode.getByRole('button', { name: 'Set passcode' }).click();
  await expect(toast(page, 'Information updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change passcode' })).toBeVisible();

  // API token: created, shown once with a copy button, works as a bearer, revoked at once
  await page.getByRole('button', { name: 'New token' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Token name').fill('Order export');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const tokenInput = dialog.getByLabel('New API token');
  await expect(tokenInput).toHaveValue(/^tas_[A-Za-z0-9_-]{43}$/);
  const token = await tokenInput.inputValue();
  await expect(dialog.getByText('This is the only time the token is shown')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const me = await gql(page, token, '{ me { name } }');
  expect(me.data?.me?.name).toBe('Acme Uniforms');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'API tokens' });
  await expect(table.getByText('Order export')).toBeVisible();
  expect(await page.content()).not.toContain(token);

  await table.getByRole('button', { name: 'Revoke Order export' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(toast(page, 'Information updated.')).toBeVisible();
  await expect(page.getByText('No API tokens')).toBeVisible();
  const after = await gql(page, token, `mutation { updateDealerSettings(input: { name: "Hacked" }) { id } }`);
  expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('Reps: add, edit, remove with the section 8 toasts; a refused removal shows the server message', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'E2EREP1');
  await page.goto('/dashboard/reps');
  await expect(page.getByText('No reps yet')).toBeVisible();

  // add
  await page.getByRole('button', { name: 'Add rep' }).first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Jane Doe');
  await dialog.getByLabel('Email').fill('jane@');
  await dialog.getByRole('button', { name: 'Add rep' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('jane@acme.test');
  await dialog.getByLabel('Phone').fill('555-010-2030');
  await dialog.getByRole('button', { name: 'Add rep' }).click();
  await expect(toast(page, 'Jane Doe added successfully.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reps' }).getByText('jane@acme.test')).toBeVisible();

  // edit
  await page.getByRole('button', { name: 'Edit Jane Doe' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Jane Smith');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Jane Smith edited successfully.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reps' }).getByText('Jane Smith')).toBeVisible();

  // a rep assigned to a customer cannot be removed: the server's message is the error toast
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}'));
  const reps = await gql(page, session.apiToken, '{ me { reps { id name } } }');
  const repId = reps.data.me.reps[0].id;
  const saved = await gql(
    page,
    session.apiToken,
    `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
    { input: { name: 'Lincoln High', type: 'SCHOOL', repId, colorIds: ['19', '13', '25'] } },
  );
  const customerId = saved.data.saveCustomer.id;
  await page.getByRole('button', { name: 'Remove Jane Smith' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove rep' }).click();
  await expect(toast(page, 'This rep is assigned to 1 customer')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reps' }).getByText('Jane Smith')).toBeVisible();

  // A project made for the customer names its rep (D4): the customer's by
  // default, shown to the dealer in the header and in the settings.
  await page.goto('/dashboard/create_project/snapsheet');
  await page.getByLabel('Customer', { exact: true }).click();
  await page.getByRole('option', { name: 'Lincoln High' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The team name is the dealer's to give (a customer's name is not a team's).
  await page.getByLabel('Team name').fill('Lincoln Lions');
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Rep', { exact: true })).toHaveText('Jane Smith');
  await page.getByRole('button', { name: 'Create snapsheet' }).click();
  await expect(page).toHaveURL(/\/snapsheets\/E2EREP1\/[^/]+\/$/);
  await expect(page.getByTestId('project-rep')).toHaveText(' · Rep Jane Smith');
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Snapsheet settings' });
  await expect(settings.getByLabel('Rep', { exact: true })).toHaveText('Jane Smith');
  await page.keyboard.press('Escape');

  // reassign the customer, then remove
  await gql(page, session.apiToken, `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
    input: { id: customerId, name: 'Lincoln High', type: 'SCHOOL', colorIds: ['19', '13', '25'] },
  });
  await page.goto('/dashboard/reps');
  await page.getByRole('button', { name: 'Remove Jane Smith' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove rep' }).click();
  await expect(toast(page, 'Jane Smith removed')).toBeVisible();
  // D4: with no reps of its own, the dealer sees the reps its projects name, without actions.
  await expect(page.getByRole('note')).toContainText('These are the reps named on your projects');
  const row = page.getByRole('table', { name: 'Reps' }).getByRole('row', { name: /Jane Smith/ });
  await expect(row).toContainText('Named on a project');
  await expect(page.getByRole('button', { name: 'Remove Jane Smith' })).toHaveCount(0);
});
