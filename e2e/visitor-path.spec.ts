/**
 * The visitor's path (A5) with no dealer session, in a fresh browser context, through
 * a shared snapsheet (at 390 and 1280 px) and through a showroom (390 px):
 * open it, customise a product (on the snapsheet: the visitor's own logo too, C3), go to the sizes selection, import the roster from a CSV file (a
 * bad row first: its error names the row and nothing is taken; then 'Choose another file'), add
 * it to the locker, request a quote. The dealer then sees the quote, unread, in My Messages with
 * the imported players. Each test has a dealer of its own (its messages are its own).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ENTRY_SECRET as SECRET, enterDashboard, gql, JERSEY, setUpDealerSnapsheet, type EntryDealer } from './api.js';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { mailTo } from './mail';
import { expectSizesSelection } from './sizes-selection.js';

const PRODUCT = JERSEY.name;
const PLAYERS = ['Ana Diaz', 'Ben Cole', 'Cal Ng'];

type Dealer = Required<EntryDealer>;

/** A published showroom showing the Volleyball catalog. */
async function setUpShowroom(request: APIRequestContext, token: string) {
  await gql(
    request,
    'mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }',
    {
      input: {
        teamName: 'Harbor Hawks',
        mascot: 'Hawks',
        colorIds: ['19', '13', '25'],
        template: 'FSG',
        catalogIds: ['fsg-volleyball'],
        published: true,
      },
    },
    token,
  );
}

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

/**
 * From the sizes selection (`{base}sizes-selection?short_id=`): imports the roster (a bad file
 * first), adds the item, checks the locker holds `productName` with the players, requests a quote.
 */
async function importRosterAndRequestQuote(visitor: Page, base: string, productName: string, email: string) {
  await visitor.getByRole('button', { name: 'Import roster' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Import roster' });
  await dialog
    .getByLabel('Roster file')
    .setInputFiles(csv('bad.csv', 'Player Name,Jersey #,Size,Qty\nAna Diaz,4,M,1\nBen Cole,5,XXXL9,1\n'));
  await expect(dialog.getByText(/Row 3/).first()).toBeVisible();
  // The rest may be used with the bad row left out.
  await expect(dialog.getByRole('button', { name: 'Replace lines, leave out 1' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog
    .getByLabel('Roster file')
    .setInputFiles(csv('roster.csv', 'Player Name,Jersey #,Size,Qty\nAna Diaz,4,M,1\nBen Cole,5,L,2\nCal Ng,6,XL,1\n'));
  await expect(dialog.getByText('3 lines ready')).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace lines' }).click();
  await expect(dialog).toBeHidden();
  const names = visitor.getByRole('textbox', { name: 'Player name', exact: true });
  await expect(names).toHaveCount(3);
  await expect(names.nth(0)).toHaveValue('Ana Diaz');
  await expect(names.nth(2)).toHaveValue('Cal Ng');
  await expect(visitor.getByRole('spinbutton', { name: 'Quantity', exact: true }).nth(1)).toHaveValue('2');
  await visitor.getByRole('button', { name: 'Add to locker' }).click();

  // The visitor's own locker: the item with the three players.
  await expect(visitor).toHaveURL(new RegExp(`${base}locker$`));
  const item = visitor.getByRole('article', { name: productName });
  await expect(item).toHaveCount(1);
  for (const player of PLAYERS) await expect(item.getByText(player).first()).toBeVisible();

  await visitor.getByRole('button', { name: 'Request a quote' }).click();
  const quote = visitor.getByRole('dialog', { name: 'Request a quote' });
  await quote.getByLabel('Name').fill('Dana Visitor');
  await quote.getByLabel('Email').fill(email);
  await quote.getByRole('button', { name: 'Send request' }).click();
  await visitor.getByRole('dialog', { name: 'Quote requested' }).getByRole('button', { name: 'Done' }).click();
  await expect(visitor.getByText('A quote was requested for this locker.')).toBeVisible();
}

/** The dealer signs in and finds the quote unread in My Messages, with the imported players. */
async function dealerSeesQuote(page: Page, baseURL: string, dealer: Dealer) {
  await page.goto(buildEntryUrl(baseURL, SECRET, dealer, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await page.getByRole('link', { name: 'My Messages' }).first().click();
  const row = page.getByTestId('quote-row').filter({ hasText: 'Dana Visitor' });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Quote from Dana Visitor' })).toBeVisible();
  for (const player of PLAYERS) await expect(page.getByRole('cell', { name: player })).toBeVisible();

  // The email telling the dealer of it: sent through the e2e servers' SMTP server
  // and listed with the dealer's notices.
  const mail = await mailTo(baseURL, dealer.email, /^Quote requested: /);
  expect(mail.text).toContain('Dana Visitor asked for a quote for ');
  await page.goto(`${baseURL}/dashboard/notices`);
  await expect(page.getByRole('heading', { name: 'Email is not set up' })).toHaveCount(0);
  const notice = page.getByTestId('notice-row').filter({ hasText: mail.subject }).first();
  await expect(notice.getByTestId('notice-status')).toHaveText('Sent');
  await notice.getByText(mail.subject).click();
  await expect(notice.getByText(/Dana Visitor asked for a quote for /)).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`a visitor of a snapsheet at ${width} px customises, imports a roster, adds to the locker and requests a quote; the dealer sees it`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const dealer = { code: `VIS${width}`, company: 'Visitor Path Sports', email: `vp${width}@example.com` };
    // A shared snapsheet holding the basketball jersey.
    const { snapsheetId } = await setUpDealerSnapsheet(request, dealer, {
      title: 'Spring League',
      teamName: 'Harbor Hawks',
      colorIds: ['19', '13', '25'],
    });
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
    // The 3D canvas follows the stored picture (over 30 s on a loaded machine, see below).
    await expect(visitor.locator('canvas').first()).toBeVisible({ timeout: 120_000 });
    await expect(visitor.getByLabel('Player number')).toHaveValue('00');
    await visitor.getByLabel('Player number').fill('12');
    await visitor.getByLabel('Custom text').fill('HAWKS');
    // The visitor's own logo (C3): uploaded for this snapsheet and put on the jersey.
    const crest = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#0033a0' } })
      .png()
      .toBuffer();
    await visitor
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: crest });
    await expect(visitor.getByRole('img', { name: 'Current logo' })).toBeVisible();
    const before = new URL(visitor.url()).searchParams.get('short_id');
    await visitor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(visitor).toHaveURL(/short_id=[a-z0-9]{10}/);
    await expect.poll(() => new URL(visitor.url()).searchParams.get('short_id')).not.toBe(before);
    const shortId = new URL(visitor.url()).searchParams.get('short_id')!;
    await visitor.getByRole('button', { name: 'Add to locker' }).click();
    await expectSizesSelection(visitor, shortId);

    // The saved configuration carries the visitor's number and text.
    const { configuration } = (await gql(
      request,
      'query($id: ID!) { configuration(shortId: $id) { decorations { contentType text logo { width height } } } }',
      { id: shortId },
    )) as {
      configuration: {
        decorations: { contentType: string; text: string | null; logo: { width: number; height: number } | null }[];
      };
    };
    const text = (type: string) => configuration.decorations.find((d) => d.contentType === type)?.text;
    expect([text('PLAYER_NUMBER'), text('CUSTOM_TEXT')]).toEqual(['12', 'HAWKS']);
    expect(configuration.decorations.find((d) => d.contentType === 'UPLOADS')?.logo).toEqual({ width: 40, height: 20 });

    await importRosterAndRequestQuote(visitor, base, PRODUCT, `dana${width}@hawks.example`);
    await context.close();
    await dealerSeesQuote(page, baseURL!, dealer);
  });
}

test('a visitor of a showroom on a phone picks a product, imports a roster, adds to the locker and requests a quote; the dealer sees it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const dealer = { code: 'VISSHW', company: 'Visitor Path Sports', email: 'vpshow@example.com' };
  await setUpShowroom(request, await enterDashboard(request, dealer));
  const base = `/showrooms/${dealer.code}/`;

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(base);
  await expect(visitor.getByRole('region', { name: 'Harbor Hawks' }).getByRole('heading', { level: 1 })).toHaveText(
    'Harbor Hawks',
  );
  await expect(visitor.getByRole('checkbox', { name: /^Volleyball/ })).toBeChecked();
  await visitor.getByRole('button', { name: 'Browse the catalogue' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${base}catalogue$`));

  const card = visitor.locator('.showroom-card[data-style-id]').first();
  const productName = (await card.locator('.showroom-card__name').textContent())!.trim();
  await card.getByRole('link', { name: `Customize ${productName}` }).click();
  await expect(visitor.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  // The player shows the stored picture until its 3D canvas is up: on a loaded 2-core machine,
  // with the catalogue's cards still drawing, that took over 30 s (a fresh-clone run).
  await expect(visitor.locator('canvas').first()).toBeVisible({ timeout: 120_000 });
  await visitor.getByRole('button', { name: 'Add to locker' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${base}sizes-selection\\?short_id=[a-z0-9]{10}$`));

  await importRosterAndRequestQuote(visitor, base, productName, 'dana.show@hawks.example');
  await context.close();
  await dealerSeesQuote(page, baseURL!, dealer);
});
