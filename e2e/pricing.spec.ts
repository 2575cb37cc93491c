/**
 * One price everywhere (L3), clicked through as a customer would: the customiser's
 * price comes from the server (`configurationPrice`) and follows the design's msrp step and a
 * decoration; the locker then charges exactly what the customiser showed. A visitor never sees
 * an msrp; the dealer's own view of the same page does.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { ENTRY_SECRET, gqlAsPage as gql } from './api';
import { expectSizesSelection } from './sizes-selection';

const DEALER = { code: 'PRC701', company: 'Price Sports', email: 'price@example.com' };
// Football jersey BD8930: msrp of L 3800 cents; design 509J Tiger Stripe adds 500. Margin 2.
const STYLE = 'BD8930';
const NAME = 'Five-Day Football Practice Jersey';

/** The customiser's 'Total per garment', once priced for what is on screen. */
async function customiserTotal(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: 'Price' });
  await expect(panel).not.toHaveAttribute('aria-busy', 'true');
  return (await panel.locator('.price-panel__total dd').innerText()).trim();
}

test('the customiser shows the price the locker charges; visitors never see an msrp', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.goto(buildEntryUrl(baseURL!, ENTRY_SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  const created = await gql(page, `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`, {
    input: { teamName: 'Price Tigers', colorIds: ['19', '13', '25'] },
  });
  const projectId: string = created.createSnapsheet.id;
  // The jersey as it comes, without the team's decorations (P5 would draw them and price them).
  const plain = await gql(
    page,
    `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
    {
      input: { styleId: STYLE, decorations: [] },
    },
  );
  await gql(
    page,
    `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
    { id: projectId, input: { styleId: STYLE, configurationShortId: plain.saveConfiguration.shortId } },
  );
  const home = `/snapsheets/${DEALER.code}/${projectId}/`;
  const productUrl = `${home}product/${STYLE}`;

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  // The snapsheet: the customer price only.
  await visitor.goto(home);
  await expect(visitor.getByLabel('Price $76.00')).toBeVisible();
  await expect(visitor.getByText(/MSRP/i)).toHaveCount(0);

  // The customiser: the same price, then the Tiger Stripe step, then a player number.
  await visitor.goto(productUrl);
  await expect(visitor.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  const panel = visitor.getByRole('region', { name: 'Price' });
  await expect(panel).toContainText('Price (size L)');
  expect(await customiserTotal(visitor)).toBe('$76.00');
  await visitor.getByRole('radio', { name: 'Tiger Stripe (509J)' }).click();
  await expect(panel.locator('.price-panel__total dd')).toHaveText('$86.00');
  await visitor.getByLabel('Player number').fill('23');
  await expect(panel.getByText('Player number')).toBeVisible();
  // The number by screen print in two colours (default fill and outline): 600 for one garment.
  const total = await customiserTotal(visitor);
  expect(total).toBe('$92.00');
  await expect(visitor.getByText(/MSRP/i)).toHaveCount(0);

  // The locker charges one garment of L exactly what the customiser showed.
  await visitor.getByRole('button', { name: 'Add to locker' }).click();
  await expectSizesSelection(visitor);
  await expect(visitor.getByText(/MSRP/i)).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Add to locker' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${home}locker`));
  const item = visitor.getByRole('article', { name: NAME });
  const line = item.getByRole('row').filter({ has: visitor.getByRole('cell', { name: 'L', exact: true }) });
  await expect(line.getByRole('cell').nth(3)).toHaveText(total);
  await expect(line.getByRole('cell').nth(4)).toHaveText(total);
  await expect(visitor.getByRole('complementary', { name: 'Locker total' })).toContainText(total);
  await expect(visitor.getByText(/MSRP/i)).toHaveCount(0);
  await visitorContext.close();

  // The dealer's own view of the customiser keeps the msrp beside the price.
  await page.goto(productUrl);
  const dealerPanel = page.getByRole('region', { name: 'Price' });
  await expect(dealerPanel).toContainText('MSRP');
  await expect(dealerPanel).toContainText('$38.00');
  expect(await customiserTotal(page)).toBe('$76.00');
});
