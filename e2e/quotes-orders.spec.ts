/**
 * Quotes and orders (L4, D9, D10) clicked through: a visitor requests a quote from a locker; the
 * dealer sees it unread in My Messages, opens it (read), sends the proofs, which the customer
 * asks to change, then approves in version 2, and converts it to an order; Order Sync lists
 * the order; Export CSV downloads. The locker itself is filled through the API (the main path
 * spec clicks that part). After the request the locker, roster and sizes pages are read-only
 * (section 4 lock: a quote locks the locker it came from); a removal refused because the locker
 * was locked meanwhile shows an error toast. Each visitor's browser keeps its visitor key (L1).
 * Screenshots at 1280 and 390 px go to E2E_SHOTS_DIR when it is set.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { ENTRY_SECRET as SECRET, setUpDealerSnapsheet } from './api.js';
import { linkIn, mailTo } from './mail';
import { settled } from './settled.js';

const DEALER = { code: 'QTE501', company: 'Quote Sports', email: 'quotes@example.com' };
const SHOTS = process.env.E2E_SHOTS_DIR;

async function gql(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
  visitorKey?: string,
) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(visitorKey ? { 'x-visitor-key': visitorKey } : {}),
    },
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Pages of the e2e item's proof sheet PDF (Letter): the sheet and a two-player roster fit on one. */
const PROOF_PDF_PAGES = 1;
/** The dealer's terms printed on quotes. */
const QUOTE_TERMS_FIRST_LINE = 'Half the total is due with the order.';
const QUOTE_TERMS = `${QUOTE_TERMS_FIRST_LINE}\nThe rest is due on delivery.`;

/** The text of every page of a PDF (pdf.js), joined with spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes (detaches) the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++)
    pages.push((await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  return pages.join(' ');
}

/** A fresh visitor key (L1): the browser keeps one under `tas.visitorKey`, the API reads `X-Visitor-Key`. */
function newVisitorKey(): string {
  return `e2e-visitor-${randomBytes(12).toString('hex')}`;
}

/** Makes `context` the browser of the visitor with `key`, so its pages find that visitor's locker. */
async function actAsVisitor(context: BrowserContext, key: string) {
  await context.addInitScript((k) => localStorage.setItem('tas.visitorKey', k), key);
}

/**
 * A snapsheet of the dealer with one configured jersey and a two-player roster in the locker of
 * the visitor with `visitorKey` (their own locker, L1).
 */
async function setUpLocker(request: APIRequestContext, visitorKey: string) {
  const products = await gql(request, `{ products(first: 100) { nodes { styleId name garment { id } } } }`);
  const jersey = products.products.nodes.find((p: { garment: { id: string } }) => p.garment.id === 'jersey-crew');
  const { token, snapsheetId } = await setUpDealerSnapsheet(
    request,
    DEALER,
    { title: 'Spring Uniforms', teamName: 'Hawks', colorIds: ['19', '13', '25'] },
    { styleId: jersey.styleId },
  );
  const saved = await gql(
    request,
    `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
    {
      input: {
        styleId: jersey.styleId,
        colorIds: ['19', '13', '25'],
        decorations: [
          { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' },
          { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'HAWKS' },
        ],
      },
    },
  );
  const locker = await gql(
    request,
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
    {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: saved.saveConfiguration.shortId,
        sizeLines: [
          { size: 'L', quantity: 2, playerName: 'SMITH', playerNumber: '23' },
          { size: 'XL', quantity: 1, playerName: 'JONES', playerNumber: '7' },
        ],
      },
    },
    undefined,
    visitorKey,
  );
  return {
    token,
    snapsheetId,
    productName: jersey.name as string,
    shortId: saved.saveConfiguration.shortId as string,
    lockerCode: locker.addToLocker.code as string,
  };
}

/** Screenshots of the current screen at 1280 and 390 px wide (when E2E_SHOTS_DIR is set). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

test('a visitor requests a quote; the dealer reads it, converts it to an order and exports orders', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const visitorKey = newVisitorKey();
  const { snapsheetId, productName, shortId } = await setUpLocker(request, visitorKey);

  // 1. A visitor (no session) opens their locker and requests a quote.
  const visitorContext = await browser.newContext({ baseURL });
  await actAsVisitor(visitorContext, visitorKey);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/snapsheets/${DEALER.code}/${snapsheetId}/locker`);
  await expect(visitor.getByRole('heading', { name: 'Locker' })).toBeVisible();
  const requestButton = visitor.getByRole('button', { name: 'Request a quote' });
  await expect(requestButton).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Edit ${productName}` })).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Remove ${productName}` })).toBeVisible();
  await shoot(visitor, 'locker');
  await requestButton.click();
  const dialog = visitor.getByRole('dialog', { name: 'Request a quote' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Enter your name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Pat Coach');
  await dialog.getByLabel('Email').fill('pat@school.example');
  await dialog.getByLabel('Phone (optional)').fill('555-0100');
  await dialog.getByLabel('Message (optional)').fill('Need these by March 1st, please.');
  // An in-hand date of today cannot be met: the dialog says so.
  const today = new Date().toISOString().slice(0, 10);
  await dialog.getByLabel('Needed by (optional)').fill(today);
  await expect(dialog.getByText(/is before the production time allows: about \d+ working days/)).toBeVisible();
  await shoot(visitor, 'quote-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const done = visitor.getByRole('dialog', { name: 'Quote requested' });
  await expect(done.getByText('pat@school.example')).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(visitor.getByText('A quote was requested for this locker.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
  // Locked: the locker is read-only, and so are the roster and the sizes selection.
  await expect(visitor.getByRole('link', { name: `Edit ${productName}` })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: `Remove ${productName}` })).toHaveCount(0);
  await expect(visitor.getByRole('cell', { name: 'SMITH' })).toBeVisible();
  await shoot(visitor, 'locker-locked');
  await visitor.goto(`/snapsheets/${DEALER.code}/${snapsheetId}/roster`);
  await expect(visitor.getByRole('heading', { name: 'Roster' })).toBeVisible();
  await expect(visitor.getByText('A quote was requested for this locker.')).toBeVisible();
  await visitor.goto(`/snapsheets/${DEALER.code}/${snapsheetId}/sizes-selection?short_id=${shortId}`);
  await expect(visitor.getByText('A quote was requested for this locker.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add to locker' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Add size line' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'View the locker' })).toBeVisible();
  await visitorContext.close();

  // 2. The dealer sets the terms printed on quotes; the snapsheet shows its
  // open quote in the list, found by the filter (section 7); My Messages has the quote unread and
  // opening it reads it.
  await page.goto(buildEntryUrl(baseURL!, SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await page.getByRole('link', { name: 'My Settings' }).first().click();
  const quotesForm = page.getByRole('form', { name: 'Quotes' });
  await expect(quotesForm.getByLabel('Prices hold for (days)')).toHaveValue('30');
  await quotesForm.getByLabel('Terms printed on quotes').fill(QUOTE_TERMS);
  await quotesForm.getByRole('button', { name: 'Save quotes' }).click();
  await expect(page.getByText('Information updated.')).toBeVisible();
  await page.getByRole('link', { name: 'My Snapsheets' }).first().click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'With an open quote' }).click();
  await expect(page.getByRole('row', { name: /Spring Uniforms/ }).getByTestId('open-quotes')).toHaveText('Quote open');
  await page.getByRole('link', { name: 'My Messages' }).first().click();
  const row = page.getByTestId('quote-row').filter({ hasText: 'Pat Coach' });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByText('(unread)')).toBeAttached();
  await shoot(page, 'my-messages');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Quote from Pat Coach' })).toBeVisible();
  await expect(page.getByText('Need these by March 1st, please.')).toBeVisible();
  const dayFormat = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('quote-in-hand')).toHaveText(dayFormat.format(new Date(today)));
  await expect(
    page.getByText(`The in-hand date ${dayFormat.format(new Date(today))} is before the production time allows`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'SMITH' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:pat%40school\.example\?subject=/,
  );
  await expect(page.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock locker' })).toBeEnabled();
  // The item's front snapshot (rendered by the render service) settles: drawn, or a placeholder
  // when the renderer failed on a busy machine; either way no longer 'rendering'.
  await expect(page.getByRole('img', { name: `${productName}, front` }).first()).toBeVisible();
  await expect(page.locator('.quote-item [aria-busy="true"]')).toHaveCount(0, { timeout: 120_000 });
  await shoot(page, 'quote-detail');
  // The quote as a PDF for the customer (section 6): items, prices, the date they hold until and
  // the dealer's terms, named after the team.
  const quoteId = page.url().split('/').at(-1)!;
  await page.getByRole('button', { name: 'Quote PDF' }).click();
  const quotePdfDialog = page.getByRole('dialog', { name: 'Export PDF' });
  const quotePdfLink = quotePdfDialog.getByRole('link', { name: 'Download PDF' });
  await expect(quotePdfLink).toBeVisible({ timeout: 180_000 });
  const quoteDownload = page.waitForEvent('download');
  await quotePdfLink.click();
  const quoteFile = await quoteDownload;
  expect(quoteFile.suggestedFilename()).toBe(`Hawks quote ${quoteId}.pdf`);
  const quoteBytes = new Uint8Array(readFileSync((await quoteFile.path())!));
  if (SHOTS) writeFileSync(join(SHOTS, 'quote.pdf'), quoteBytes);
  const quotePdf = await PDFDocument.load(quoteBytes);
  expect(quotePdf.getTitle()).toBe(`Quote ${quoteId} — Hawks`);
  expect(quotePdf.getPageCount()).toBe(1);
  const validUntil = await page.getByTestId('quote-valid-until').textContent();
  const quoteTotal = await page.getByTestId('quote-total').textContent();
  const quoteText = await pdfText(quoteBytes);
  const flat = (t: string) => t.replace(/\s+/g, '').toLowerCase();
  for (const words of [
    `Quote ${quoteId} for Hawks`,
    'Quote Sports',
    `Prices hold until${validUntil}`,
    'Pat Coach',
    productName,
    'SMITH',
    `Quote total${quoteTotal}`,
    'Terms',
    QUOTE_TERMS_FIRST_LINE,
  ])
    // Labels print in capitals (CSS): compared without case and spaces.
    expect(flat(quoteText), words).toContain(flat(words));
  await page.keyboard.press('Escape');
  await expect(quotePdfDialog).toHaveCount(0);

  // 3. Proofs: the dealer sends them; the customer opens the link without a sign-in
  // and asks for a change; the dealer changes the item and sends version 2; the customer approves.
  await expect(page.getByTestId('proofs-summary')).toHaveText('(0 of 1 approved)');
  await expect(page.getByRole('button', { name: 'Convert to order' })).toBeEnabled();
  const sendProofs = async () => {
    await page.getByRole('button', { name: 'Send proofs' }).click();
    const ask = page.getByRole('dialog', { name: 'Send proofs' });
    await expect(ask).toContainText('pat@school.example');
    await ask.getByRole('button', { name: 'Send proofs' }).click();
    const sent = page.getByRole('dialog', { name: 'Proofs sent' });
    const url = await sent.getByTestId('proof-link').inputValue();
    expect(url).toMatch(new RegExp(`^${baseURL}/proofs/tpp_[A-Za-z0-9_-]{43}$`));
    await sent.getByRole('button', { name: 'Done' }).click();
    return url;
  };
  const firstLink = await sendProofs();
  // The customer's email carries the same link (the e2e servers' SMTP server keeps it).
  const proofMail = await mailTo(baseURL!, 'pat@school.example', 'Proofs to approve: Hawks from Quote Sports');
  expect(proofMail.from).toBe('notices@e2e.example');
  expect(linkIn(proofMail.text, `${baseURL}/proofs/`)).toBe(firstLink);
  expect(proofMail.text).toContain(`${productName} (version 1)`);
  const proofRow = page.getByTestId('proof-row').filter({ hasText: productName });
  await expect(proofRow).toContainText('Waiting for approval');
  await expect(proofRow).toContainText('version 1');

  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await customer.goto(firstLink);
  await expect(customer.getByRole('heading', { name: 'Proofs for Hawks' })).toBeVisible();
  await expect(customer.getByText('From Quote Sports')).toBeVisible();
  const sheet = customer.getByTestId('proof-sheet');
  await expect(sheet.getByTestId('proof-version')).toHaveText('1');
  await expect(sheet.getByTestId('proof-decorations')).toContainText('HAWKS');
  await expect(sheet.getByTestId('proof-decorations')).toContainText('Front chest');
  await expect(sheet.getByTestId('proof-roster')).toContainText('JONES');
  await shoot(customer, 'proofs');
  await customer.getByRole('button', { name: 'Ask for changes' }).click();
  await customer.getByRole('button', { name: 'Send my changes' }).click();
  await expect(customer.getByText('Say what should change')).toBeVisible();
  await customer.getByLabel('What should change?').fill('JONES wears a large, please.');
  await customer.getByRole('button', { name: 'Send my changes' }).click();
  await expect(customer.getByTestId('proof-status')).toHaveText('Changes asked');
  await expect(customer.getByText('You asked: JONES wears a large, please.')).toBeVisible();
  const changesMail = await mailTo(baseURL!, DEALER.email, `Changes asked: ${productName} v1 (Hawks)`);
  expect(changesMail.text).toContain('JONES wears a large, please.');

  await page.reload();
  await expect(proofRow).toContainText('Changes asked');
  await expect(proofRow).toContainText('JONES wears a large, please.');
  // The dealer answers on the item itself, the locker staying locked: "Edit item" opens the
  // customer's item in the customiser, whose save goes onto the item and back to the quote; "Edit
  // roster" opens the item's roster in the roster editor, where the dealer makes the change asked.
  const quotePath = new URL(page.url()).pathname;
  await proofRow.getByRole('link', { name: `Edit ${productName}` }).click();
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to locker' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save to locker item' }).click();
  await expect(page).toHaveURL(new RegExp(`${quotePath}$`));
  await proofRow.getByRole('button', { name: `Edit the roster of ${productName}` }).click();
  const rosterDialog = page.getByRole('dialog', { name: `Roster of ${productName}` });
  await expect(rosterDialog.getByRole('textbox', { name: 'Player name, line 2' })).toHaveValue('JONES');
  await rosterDialog.getByRole('combobox', { name: 'Size, line 2' }).selectOption('L');
  await shoot(page, 'quote-roster-edit');
  await rosterDialog.getByRole('button', { name: 'Save roster' }).click();
  await expect(page.getByText('Edited successfully')).toBeVisible();
  await expect(rosterDialog.getByRole('row').filter({ hasText: 'JONES' })).toContainText('L');
  await expect(rosterDialog.getByRole('row').filter({ hasText: 'JONES' })).not.toContainText('XL');
  await rosterDialog.getByRole('button', { name: 'Done' }).click();
  await expect(rosterDialog).toHaveCount(0);
  await page.reload();
  await expect(proofRow).toContainText('Needs a new proof');
  const secondLink = await sendProofs();
  await expect(proofRow).toContainText('version 2');
  const secondMail = await mailTo(baseURL!, 'pat@school.example', 'Proofs to approve: Hawks from Quote Sports', 2);
  expect(secondMail.text).toContain(`${productName} (version 2): Changed since version 1: roster`);
  expect(linkIn(secondMail.text, `${baseURL}/proofs/`)).toBe(secondLink);

  await customer.goto(linkIn(secondMail.text, `${baseURL}/proofs/`)!);
  await expect(sheet.getByTestId('proof-version')).toHaveText('2');
  await expect(customer.getByTestId('proof-changes')).toContainText('Changed since version 1: roster');
  await expect(customer.getByTestId('proof-changes')).toContainText('You asked: JONES wears a large, please.');
  await expect(sheet.getByTestId('proof-roster').getByRole('row').filter({ hasText: 'JONES' })).toContainText('L');
  await customer.getByRole('button', { name: 'Approve this proof' }).click();
  await expect(customer.getByText('Type your full name to approve')).toBeVisible();
  await customer.getByLabel('Your full name').fill('Pat Coach');
  await customer.getByRole('button', { name: 'Approve this proof' }).click();
  await expect(customer.getByText('Tick the box to confirm the proof is right')).toBeVisible();
  await customer.getByRole('checkbox').check();
  await customer.getByRole('button', { name: 'Approve this proof' }).click();
  await expect(customer.getByTestId('proof-status')).toHaveText('Approved');
  await expect(customer.getByText('Thank you: every proof of this link has your answer.')).toBeVisible();
  // The proof sheet's PDF, drawn again once approved: it says who approved it and when.
  const pdfLink = customer.getByRole('link', { name: `Download the PDF of ${productName}, version 2` });
  await expect(pdfLink).toBeVisible({ timeout: 180_000 });
  const pdfDownload = customer.waitForEvent('download');
  await pdfLink.click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toBe(`Hawks ${productName} proof v2 approved.pdf`);
  const pdfBytes = new Uint8Array(readFileSync((await pdfFile.path())!));
  if (SHOTS) writeFileSync(join(SHOTS, 'proof-v2.pdf'), pdfBytes);
  const pdf = await PDFDocument.load(pdfBytes);
  expect(pdf.getTitle()).toBe(`Proof v2 — ${productName} — Hawks`);
  expect(pdf.getPageCount()).toBe(PROOF_PDF_PAGES);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
  const text = await pdfText(pdfBytes);
  for (const words of [
    'Quote Sports · quotes@example.com',
    productName,
    'Hawks',
    'Approved by Pat Coach on',
    '70 mm',
    'Front chest',
    'HAWKS',
    'SMITH',
    'JONES',
    'Navy (19, #1F2A44)',
  ])
    expect(text).toContain(words);
  // The first link's version no longer counts.
  await customer.goto(firstLink);
  await expect(customer.getByTestId('proof-status')).toHaveText('Needs a new proof');
  await customerContext.close();

  await page.reload();
  await expect(page.getByTestId('proofs-summary')).toHaveText('(1 of 1 approved)');
  await expect(proofRow).toContainText('by Pat Coach');
  // The dealer's emails: the request, the answers (all sent, and listed with the notices).
  await mailTo(baseURL!, DEALER.email, /^Quote requested: Hawks \(3 pieces, /);
  await mailTo(baseURL!, DEALER.email, `Proof approved: ${productName} v2 (Hawks)`);
  await page.getByRole('link', { name: 'Email Notices' }).first().click();
  await expect(page.getByTestId('notice-row')).toHaveCount(5);
  await page.goBack();

  // 4. The dealer prices the quote (10 % off, $15.00 shipping, 7 % tax) and sends it; the customer
  // accepts it on the quote page from the email's link: an order needs it.
  const terms = page.getByRole('form', { name: 'Prices and terms' });
  await terms.getByRole('combobox', { name: 'Discount' }).click();
  await page.getByRole('option', { name: 'Percent (%)' }).click();
  await terms.getByLabel('Discount (%)').fill('10');
  await terms.getByLabel('Shipping ($)').fill('15');
  await terms.getByLabel('Sales tax rate (%)').fill('7');
  await terms.getByRole('button', { name: 'Save prices' }).click();
  await expect(terms.getByTestId('quote-totals')).toContainText('Shipping$15.00');
  await terms.getByRole('button', { name: 'Send quote' }).click();
  const quoteMail = await mailTo(baseURL!, 'pat@school.example', 'Your quote: Hawks from Quote Sports');
  const quoteUrl = linkIn(quoteMail.text, `${baseURL}/quotes/view/`)!;
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto(quoteUrl);
  await expect(buyer.getByTestId('quote-totals')).toContainText('Shipping$15.00');
  await buyer.getByLabel('Your full name').fill('Pat Coach');
  await buyer.getByRole('checkbox', { name: /I accept this quote/ }).check();
  await buyer.getByRole('button', { name: 'Accept quote' }).click();
  await expect(buyer.getByTestId('quote-accepted')).toContainText('Accepted by Pat Coach');
  await buyerContext.close();
  await page.reload();
  await expect(page.getByTestId('quote-acceptance')).toContainText('Accepted by Pat Coach');

  // 5. Convert to order (once), after a confirmation; an ordered locker cannot be unlocked.
  await page.getByRole('button', { name: 'Convert to order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convert to order' });
  await expect(confirm).toContainText('Make an order of this quote');
  await confirm.getByRole('button', { name: 'Convert to order' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('quote-status')).toHaveText('Ordered');
  await expect(page.getByRole('button', { name: 'Convert to order' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Unlock locker' })).toBeDisabled();
  // The order's page: what the factory produces, with SKUs and the approved proof's version.
  await page.getByRole('link', { name: /^TAS-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { name: /^Order TAS-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Proof version 2 approved')).toBeVisible();
  // Each line's picture and the approved proof's PDF.
  await expect(page.getByRole('img', { name: `${productName}, front` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Download the PDF of ${productName}, version 2` })).toBeVisible();
  const orderNumber = (await page.getByRole('heading', { name: /^Order TAS-\d{6}$/ }).textContent())!.slice(6);
  const placedMail = await mailTo(baseURL!, 'pat@school.example', `Your order ${orderNumber} with Quote Sports`);
  expect(placedMail.text).toContain(`- ${productName}: 3 pieces, proof v2`);
  const placedForDealer = await mailTo(baseURL!, DEALER.email, /^Order placed: /);
  expect(linkIn(placedForDealer.text, `${baseURL}/dashboard/orders/`)).toBe(page.url());
  await expect(page.getByTestId('order-decorations')).toContainText('HAWKS');
  await expect(page.getByTestId('order-decorations')).toContainText('Front chest');
  const jonesRow = page.getByTestId('order-roster').getByRole('row').filter({ hasText: 'JONES' });
  await expect(jonesRow.getByRole('cell').first()).toHaveText(/^[A-Z0-9]+-19-06$/);
  // The dealer records where it ships and moves it into production.
  const details = page.getByRole('form', { name: 'Order details' });
  await details.getByLabel('Ship to').fill('Central High\n1 School Rd, Springfield');
  await details.getByRole('combobox', { name: 'Production' }).click();
  await page.getByRole('option', { name: 'In production' }).click();
  await details.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Order details' }).getByLabel('Ship to')).toHaveValue(
    'Central High\n1 School Rd, Springfield',
  );
  await expect(
    page.getByRole('form', { name: 'Order details' }).getByRole('combobox', { name: 'Production' }),
  ).toHaveText(/In production/);
  await shoot(page, 'order');
  await page.goBack();
  await page.getByRole('link', { name: 'My Messages' }).first().click();
  await expect(page.getByTestId('quote-row').filter({ hasText: 'Pat Coach' })).not.toHaveAttribute('data-unread');
  await expect(page.getByTestId('quote-row').filter({ hasText: 'Pat Coach' }).getByTestId('quote-proofs')).toHaveText(
    'Approved',
  );

  // 6. Order Sync lists the order; a webhook set now receives it (payload version 2, signed);
  // Export CSV downloads with the production columns.
  await page.getByRole('link', { name: 'Order Sync' }).first().click();
  const orderRow = page.getByTestId('order-row').filter({ hasText: 'Pat Coach' });
  await expect(orderRow).toBeVisible();
  // No order system yet: the order says so instead of waiting for ever.
  await expect(orderRow.getByTestId('sync-status')).toHaveText('Not sent: no order system set');
  const deliveries: { headers: Record<string, unknown>; body: string }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  await page.getByLabel('Webhook URL').fill(`http://127.0.0.1:${receiverPort}/orders`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expect.poll(() => deliveries.length, { timeout: 60_000 }).toBe(1);
  receiver.close();
  expect(deliveries[0]!.headers['x-tas-payload-version']).toBe('3');
  const payload = JSON.parse(deliveries[0]!.body);
  expect(payload.payloadVersion).toBe(3);
  expect(payload.order.approvalWaived).toBe(false);
  expect(payload.order.items[0]).toMatchObject({ productName, proofVersion: 2 });
  expect(payload.order.items[0].decorations.map((d: { content: string }) => d.content)).toEqual([
    'From the roster',
    'HAWKS',
  ]);
  expect(payload.order.items[0].sizeLines.map((l: { sku: string }) => l.sku.split('-').slice(1).join('-'))).toEqual([
    '19-06',
    '19-06',
  ]);
  await page.reload();
  await expect(orderRow.getByTestId('sync-status')).toHaveText('Synced');
  await shoot(page, 'order-sync');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toContain('order_number,order_id');
  expect(lines).toHaveLength(2);
  expect(csv).toContain('SMITH');
  expect(csv).toContain('pat@school.example');
  // A quote's order leaves the store's columns (after proof_version) empty.
  expect(
    header!.endsWith(
      ',sku,design_code,garment_colors,decorations,proof_version,store_id,store_name,store_round,store_sent_at,players,team_pieces',
    ),
  ).toBe(true);
  for (const line of lines)
    expect(line).toMatch(/,[A-Z0-9]+-19-06,,Navy \(19\); Cardinal \(13\); White \(25\),".*HAWKS.*",2,,,,,,$/);

  // Get Started lists the latest quotes and orders; each opens its page.
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page.getByTestId('latest-quotes').getByRole('link').first()).toContainText('Pat Coach');
  const latestOrder = page.getByTestId('latest-orders').getByRole('link').first();
  await expect(latestOrder).toContainText(orderNumber);
  await expect(latestOrder).toContainText('Synced');
  await latestOrder.click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
});

test('a removal refused because the locker was locked meanwhile shows an error toast and locks the page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const visitorKey = newVisitorKey();
  const { snapsheetId, productName, lockerCode } = await setUpLocker(request, visitorKey);
  await actAsVisitor(page.context(), visitorKey);
  await page.goto(`/snapsheets/${DEALER.code}/${snapsheetId}/locker`);
  const remove = page.getByRole('button', { name: `Remove ${productName}` });
  await expect(remove).toBeVisible();
  // Snapshots settle first (the page polls while they render; a poll would show the lock early).
  await expect(page.locator('.locker-item [aria-busy="true"]')).toHaveCount(0, { timeout: 90_000 });
  // A quote is requested elsewhere (another tab or person) while this page is open.
  await gql(
    request,
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
    { code: lockerCode, contact: { name: 'Other Tab', email: 'other@school.example' } },
  );
  await remove.click();
  await page.getByRole('dialog', { name: 'Remove this item?' }).getByRole('button', { name: 'Remove item' }).click();
  await expect(page.getByText('This locker is locked and can no longer be changed.')).toBeVisible();
  await expect(page.getByText('A quote was requested for this locker.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${productName}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
});
