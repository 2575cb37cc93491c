/**
 * The visitor's path (A5, issue 8) with no dealer session, in a fresh browser context: open a
 * shared snapsheet, customise a product in the 3D player, go to the sizes selection, import the
 * roster from a CSV file (one bad row first: its error names the row and nothing is taken), add
 * it to the locker, request a quote. The dealer then sees the quote, unread, in My Messages with
 * the imported players. Run with the visitor on a phone (390 px) and on a desktop (1280 px).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gql } from './api.js';
import { buildEntryUrl, signEntryToken } from '../gateway/dist/src/modules/dealers/entry-token.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const PRODUCT = 'Pro Crew Basketball Jersey';

/** A dealer of its own with a shared snapsheet holding the jersey, through the API. */
async function setUp(request: APIRequestContext, dealer: { code: string; company: string; email: string }) {
  const fields = { ...dealer, exp: Math.floor(Date.now() / 1000) + 600 };
  const session = await gql(
    request,
    'mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }',
    { input: { ...fields, token: signEntryToken(SECRET, fields) } },
  );
  const token = session.enterDashboard.apiToken as string;
  const created = await gql(
    request,
    'mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }',
    { input: { title: 'Spring League', teamName: 'Harbor Hawks', colorIds: ['19', '13', '25'] } },
    token,
  );
  const id = created.createSnapsheet.id as string;
  await gql(
    request,
    'mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }',
    { id, input: { styleId: 'CG2100' } },
    token,
  );
  return id;
}

const csv = (text: string) => ({ mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

for (const width of [390, 1280]) {
  test(`a visitor at ${width} px customises, imports a roster, adds to the locker and requests a quote; the dealer sees it`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(600_000);
    const dealer = {
      code: width === 390 ? 'VIS390' : 'VIS128',
      company: 'Visitor Path Sports',
      email: `vp${width}@example.com`,
    };
    const snapsheetId = await setUp(request, dealer);
    const base = `/snapsheets/${dealer.code}/${snapsheetId}/`;

    // A fresh browser: no session, no visitor key yet.
    const context = await browser.newContext({ baseURL, viewport: { width, height: width === 390 ? 844 : 900 } });
    const visitor = await context.newPage();
    await visitor.goto(base);
    await expect(visitor.getByRole('heading', { name: 'Harbor Hawks' }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'My Snapsheets' })).toHaveCount(0);

    // Customise the jersey: the team's look is there (number '00'); the visitor changes it.
    await visitor.getByRole('link', { name: `Customize ${PRODUCT}`, exact: true }).click();
    await expect(visitor.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
    await expect(visitor.locator('canvas').first()).toBeVisible();
    await expect(visitor.getByLabel('Player number')).toHaveValue('00');
    await visitor.getByLabel('Player number').fill('12');
    await visitor.getByLabel('Custom text').fill('HAWKS');
    await visitor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(visitor).toHaveURL(/short_id=[a-z0-9]{10}/);
    await visitor.getByRole('button', { name: 'Add to locker' }).click();
    await expect(visitor).toHaveURL(/\/sizes-selection\?short_id=[a-z0-9]{10}$/);

    // Import the roster from a file: a bad row is named and nothing is taken.
    await visitor.getByRole('button', { name: 'Import roster' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Import roster' });
    await dialog
      .getByLabel('Roster file')
      .setInputFiles({
        name: 'bad.csv',
        ...csv('Player Name,Jersey #,Size,Qty\nAna Diaz,4,M,1\nBen Cole,5,XXXL9,1\n'),
      });
    await expect(dialog.getByText(/Row 3/).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Replace lines' })).toBeDisabled();
    await dialog.getByLabel('Roster file').setInputFiles({
      name: 'roster.csv',
      ...csv('Player Name,Jersey #,Size,Qty\nAna Diaz,4,M,1\nBen Cole,5,L,2\nCal Ng,6,XL,1\n'),
    });
    await expect(dialog.getByText('3 lines ready')).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace lines' }).click();
    await expect(dialog).toBeHidden();
    const names = visitor.getByRole('textbox', { name: 'Player name', exact: true });
    await expect(names).toHaveCount(3);
    await expect(names.nth(0)).toHaveValue('Ana Diaz');
    await expect(names.nth(2)).toHaveValue('Cal Ng');
    await expect(visitor.getByRole('spinbutton', { name: 'Quantity', exact: true }).nth(1)).toHaveValue('2');
    await visitor.getByRole('button', { name: 'Add to locker' }).click();

    // The visitor's own locker: the item with 4 garments and the three players.
    await expect(visitor).toHaveURL(new RegExp(`${base}locker$`));
    const item = visitor.getByRole('article', { name: PRODUCT });
    await expect(item).toHaveCount(1);
    for (const player of ['Ana Diaz', 'Ben Cole', 'Cal Ng']) await expect(item.getByText(player).first()).toBeVisible();

    // Request a quote.
    await visitor.getByRole('button', { name: 'Request a quote' }).click();
    const quote = visitor.getByRole('dialog', { name: 'Request a quote' });
    await quote.getByLabel('Name').fill('Dana Visitor');
    await quote.getByLabel('Email').fill(`dana${width}@hawks.example`);
    await quote.getByRole('button', { name: 'Send request' }).click();
    await visitor.getByRole('dialog', { name: 'Quote requested' }).getByRole('button', { name: 'Done' }).click();
    await expect(visitor.getByText('A quote was requested for this locker.')).toBeVisible();
    await context.close();

    // The dealer sees it unread in My Messages, with the imported roster.
    await page.goto(buildEntryUrl(baseURL!, SECRET, dealer, 900));
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await page.getByRole('link', { name: 'My Messages' }).first().click();
    const row = page.getByTestId('quote-row').filter({ hasText: 'Dana Visitor' });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Quote from Dana Visitor' })).toBeVisible();
    for (const player of ['Ana Diaz', 'Ben Cole', 'Cal Ng'])
      await expect(page.getByRole('cell', { name: player })).toBeVisible();
  });
}
