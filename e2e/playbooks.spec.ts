/**
 * Playbooks (P1-P4, P7, R2) clicked through: a dealer creates a UA playbook with the step form,
 * reorders its two sports, moves a product to page 3, adds one through the catalog picker,
 * bulk-changes the team colours and
 * publishes it; a visitor opens it on a desktop (two-page spreads) and at 390 px (one page);
 * the dealer exports the PDF, whose page count equals the viewer's and whose cover shows the
 * team name. The old `/playbooks/...` address redirects. Screenshots at 1280 and 390 px and the
 * PDF go to E2E_SHOTS_DIR when set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { gql } from './api';

const SECRET = 'e2e-entry-secret-0123456789abcdef';
const SHOTS = process.env.E2E_SHOTS_DIR;
const TEAM = 'Lakeview Lions';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const PAGES = `query($c: String!, $id: ID!) {
  playbook(dealerCode: $c, id: $id) {
    title
    defaultLogo { id }
    colors { name hex }
    sports { name }
    pages { number kind title products { id name } }
  }
}`;

interface PagesData {
  title: string;
  defaultLogo: { id: string } | null;
  colors: { name: string; hex: string }[];
  sports: { name: string }[];
  pages: { number: number; kind: string; title: string; products: { id: string; name: string }[] }[];
}

/** The text of one PDF page (pdf.js), for checking what a printed page says. */
async function pdfPageText(bytes: Uint8Array, pageNumber: number): Promise<string> {
  // pdf.js takes (detaches) the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

test('a dealer edits, publishes and exports a UA playbook; visitors page through it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  await page.goto(
    buildEntryUrl(baseURL!, SECRET, { code: 'PBK007', company: 'Playbook Sports', email: 'pb@example.com' }, 900),
  );
  await expect(page.getByRole('heading', { name: /Welcome, Playbook Sports/ })).toBeVisible();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('tas.session') ?? '{}') as { apiToken?: string }).apiToken ?? '',
  );
  expect(token).not.toBe('');

  // D8: Create Playbook with the UA template, Basketball and Football.
  await page.goto('/dashboard/create_project/playbook');
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer name').fill('Lakeview Academy');
  for (const colour of ['Navy', 'Cardinal', 'White'])
    await dialog.getByRole('button', { name: colour, exact: true }).first().click();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^UA\b/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Basketball' }).check();
  await page.getByRole('checkbox', { name: 'Football' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Team name').fill(TEAM);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create playbook' }).click();
  await expect(page).toHaveURL(/\/catalogs\/PBK007\/[A-Za-z0-9]{16}\/?$/);
  const path = new URL(page.url()).pathname.replace(/\/?$/, '/');
  const id = path.split('/')[3]!;
  const read = async () => (await gql(page.request, PAGES, { c: 'PBK007', id }, token)).playbook as PagesData;
  const created = await read();
  expect(created.sports.map((s) => s.name)).toEqual(['Basketball', 'Football']);
  expect(created.pages[0]!.kind).toBe('COVER');
  expect(created.pages[2]!.title).toBe('Basketball');

  // Create mode shows one page at a time with the editing tools.
  const panel = page.getByRole('complementary', { name: 'Edit playbook' });
  await expect(panel).toBeVisible();
  await shot(page, 'playbook-created-1280');

  // P3: reorder the two sports: Football first.
  await panel.getByRole('button', { name: 'Move Football up' }).click();
  await expect.poll(async () => (await read()).sports.map((s) => s.name)).toEqual(['Football', 'Basketball']);
  const reordered = await read();
  expect(reordered.pages[2]!.title).toBe('Football');

  // P3: move the first product of the last product page to page 3 (first position).
  const lastProductPage = [...reordered.pages].reverse().find((p) => p.kind === 'PRODUCTS')!;
  const moving = lastProductPage.products[0]!;
  await page.getByRole('button', { name: `Go to page ${lastProductPage.number}` }).click();
  await page
    .getByRole('button', { name: `Edit ${moving.name}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move product' });
  await move.getByRole('combobox', { name: 'Page', exact: true }).click();
  await page.getByRole('option', { name: /^Page 3\b/ }).click();
  await move.getByRole('combobox', { name: 'Position on the page' }).click();
  await page.getByRole('option', { name: /^1 \(first\)/ }).click();
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect.poll(async () => (await read()).pages[2]!.products[0]!.id).toBe(moving.id);

  // P3: add a product through the catalog picker (the one ProductPicker of every kind): the
  // first style the sport shown offers, with a custom price, to that sport's first catalog.
  const before = await read();
  const count = (d: PagesData) => d.pages.reduce((n, p) => n + p.products.length, 0);
  await panel.getByRole('button', { name: 'Add product' }).click();
  const adding = page.getByRole('dialog', { name: 'Add product' });
  const picker = adding.getByRole('list', { name: /^Products for / });
  await expect(adding.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  const first = picker.getByRole('button', { name: /^Choose / }).first();
  const chosen = ((await first.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  expect(chosen).not.toBe('');
  await first.click();
  await expect(picker.getByRole('button', { name: `Choose ${chosen}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await adding.getByLabel('Custom price (USD)').fill('42.50');
  await adding.getByRole('button', { name: /^Add to / }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByText(`${chosen} added successfully.`)).toBeVisible();
  await expect.poll(async () => count(await read())).toBe(count(before) + 1);
  const added = (await read()).pages
    .flatMap((p) => p.products)
    .find((p) => !before.pages.some((q) => q.products.some((x) => x.id === p.id)));
  expect(added?.name).toBe(chosen);

  // P3: bulk edit: a new title, team colours and the team's logo from the dealer's library (the
  // exported PDF below must still have the viewer's pages: a logo once added a stray first page).
  const crest = await sharp({ create: { width: 640, height: 640, channels: 4, background: '#b91c1c' } })
    .png()
    .toBuffer();
  await gql(
    page.request,
    `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`,
    { input: { filename: 'lions-crest.png', content: crest.toString('base64') } },
    token,
  );
  await panel.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit' });
  await expect(bulk.getByLabel('Title')).toHaveValue(TEAM);
  await bulk.getByLabel('Title').fill(`${TEAM} Spring`);
  await bulk.getByRole('button', { name: 'Athletic Gold', exact: true }).first().click();
  await bulk.getByRole('radio', { name: /lions-crest\.png/ }).check();
  await bulk.getByRole('button', { name: 'Save changes' }).click();
  await expect(bulk).toBeHidden();
  // Its toast sits in a corner, clear of the header's Publish and Export.
  const savedToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Information updated.' }).first();
  await expect(savedToast).toBeVisible();
  const toastBox = (await savedToast.boundingBox())!;
  for (const name of ['Publish', 'Export PDF']) {
    const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    const apart =
      toastBox.x >= button.x + button.width ||
      button.x >= toastBox.x + toastBox.width ||
      toastBox.y >= button.y + button.height ||
      button.y >= toastBox.y + toastBox.height;
    expect(apart, `the toast covers ${name}`).toBe(true);
  }
  await expect.poll(async () => (await read()).colors.map((c) => c.name)).toContain('Athletic Gold');
  expect((await read()).title).toBe(`${TEAM} Spring`);
  expect((await read()).defaultLogo).not.toBeNull();

  // P4: publish; then the visitor reads it.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('project-status')).toHaveText(/^Published\s*Public$/);
  await shot(page, 'playbook-published-1280');
  const published = await read();
  const total = published.pages.length;

  // The shared page's own head, and its link card pictured by the render
  // service from the card page: a 1200x630 PNG in the team's colours.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`<meta property="og:title" content="${TEAM} · ${TEAM} Spring · Playbook Sports"`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(ogImage).toMatch(new RegExp(`/share-cards/catalogs/PBK007/${id}\\.png\\?v=`));
  // The first ask draws the card; while it cannot be drawn yet (its pictures still rendering on
  // a loaded machine) the gateway answers 503 with Retry-After, and a link preview asks again.
  let card = await page.request.get(ogImage!, { timeout: 240_000 });
  await expect
    .poll(
      async () => {
        if (card.status() === 503) card = await page.request.get(ogImage!, { timeout: 240_000 });
        return card.status();
      },
      { timeout: 420_000, intervals: [2_000] },
    )
    .toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const cardPng = await card.body();
  expect(await sharp(cardPng).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  if (SHOTS) writeFileSync(join(SHOTS, 'playbook-link-card.png'), cardPng);
  // The card's background is the team's first colour.
  const { data: corner } = await sharp(cardPng)
    .extract({ left: 4, top: 4, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const firstHex = published.colors[0]!.hex;
  expect([...corner.subarray(0, 3)]).toEqual([1, 3, 5].map((i) => parseInt(firstHex.slice(i, i + 2), 16)));

  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(path.replace('/catalogs/', '/playbooks/'));
  await expect(visitor).toHaveURL(new RegExp(`${path}?$`));
  await expect(visitor.getByRole('heading', { name: TEAM, level: 1 })).toBeVisible();
  // The visitor sees who the team orders from.
  await expect(visitor.getByTestId('project-dealer')).toHaveText('From Playbook Sports · pb@example.com');
  await expect(visitor.getByRole('button', { name: /^Go to page \d+$/ })).toHaveCount(total);
  // P2: a spread on desktop: page 3 opens with page 4 beside it... forced odd, so 3 and 4.
  await visitor.getByRole('button', { name: 'Go to page 4' }).click();
  await expect(visitor.getByTestId('playbook-page')).toHaveCount(2);
  await expect(visitor).toHaveURL(/[?&]page=3\b/);
  await expect(visitor.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await shot(visitor, 'playbook-visitor-1280');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(visitor.getByTestId('playbook-page')).toHaveCount(1);
  await visitor.keyboard.press('ArrowRight');
  await expect(visitor).toHaveURL(/[?&]page=4\b/);
  await shot(visitor, 'playbook-visitor-390');
  await visitorContext.close();

  // P7, R2: the PDF has the viewer's pages, Letter, named after the project; the cover shows the team.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  const download = page.getByRole('link', { name: 'Download PDF' });
  await expect(download).toBeVisible({ timeout: 480_000 });
  const res = await page.request.get((await download.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain(encodeURIComponent(TEAM));
  const bytes = new Uint8Array(await res.body());
  if (SHOTS) writeFileSync(join(SHOTS, 'playbook.pdf'), bytes);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(total);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
  // Printed as the viewer shows it (the cover sets the team name in capitals).
  expect((await pdfPageText(bytes, 1)).toUpperCase()).toContain(TEAM.toUpperCase());
  expect((await pdfPageText(bytes, 3)).toUpperCase()).toContain('FOOTBALL');
  // The PDF is titled after the playbook, the cover shows no template code, and the
  // back cover names the dealer with its contact and the playbook's address (beside its QR code).
  expect(pdf.getTitle()).toBe(`${TEAM} Spring`);
  expect(await pdfPageText(bytes, 1)).not.toMatch(/Team Catalog\s*·\s*UA/);
  // The address may wrap: compared without spaces.
  const back = (await pdfPageText(bytes, total)).replace(/\s+/g, '');
  for (const words of ['PlaybookSports', 'pb@example.com', `/catalogs/PBK007/${id}/`]) expect(back).toContain(words);

  // A customer downloads the shared playbook's PDF, the stored export of its
  // current version (the dealer's, just made): the same file, not a second print.
  const customerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  await customer.goto(path);
  await expect(customer.getByRole('heading', { name: TEAM, level: 1 })).toBeVisible();
  await customer.getByRole('button', { name: 'Download PDF' }).click();
  await expect(customer.getByRole('dialog', { name: 'Download PDF' })).toBeVisible();
  const theirs = customer.getByRole('link', { name: 'Download PDF' });
  await expect(theirs).toBeVisible({ timeout: 480_000 });
  expect(await theirs.getAttribute('href')).toBe(await download.getAttribute('href'));
  const got = await customer.request.get((await theirs.getAttribute('href'))!);
  expect((await PDFDocument.load(new Uint8Array(await got.body()))).getPageCount()).toBe(total);
  await shot(customer, 'playbook-customer-download-390');
  await customerContext.close();
});
