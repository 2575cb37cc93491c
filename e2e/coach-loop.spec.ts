/**
 * The loop between a coach and their dealer, end to end in real browsers: a coach (a visitor on
 * a 390 px phone) requests a quote from their locker; the dealer sends proofs; the coach asks for
 * a change on the proof page; the dealer opens the item from the quote ("Edit item"), changes
 * its design in the customiser and sends version 2; the coach's email and proof page say what
 * changed, and the coach approves it; the dealer prices the quote (a line price override, a
 * discount, shipping, a tax rate and a deposit) and sends it; the coach accepts it on the quote
 * page; the dealer converts it to an order, whose page shows the ship-to, the needed-by date,
 * the payment and deposit status, the line's picture and the approved proof's PDF. The locker
 * opens by the proof email's link in a second browser. Every customer page of the loop is
 * checked at 390 px for sideways scrolling.
 *
 * The expected prices are computed here from the seed's catalogue (msrp per size, the design's
 * msrp step, the decoration price table) and the dealer margin, not read from the pages.
 * Filling the locker goes through the API (the customiser and the sizes pages are clicked in
 * lockers.spec and main-path.spec; opening a locker by its code through the form, and a tab
 * left open across a deploy, in lockers.spec). Screenshots go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { DEFAULT_DEALER_MARGIN } from '../gateway/dist/migrations/seed/constants.js';
import { buildDecorationPrices } from '../gateway/dist/migrations/seed/decoration-prices.js';
import { buildStyleCatalog } from '../gateway/dist/migrations/seed/styles.js';
import {
  ENTRY_SECRET,
  actAsVisitor,
  gqlAsPage,
  gqlAsVisitor,
  gql,
  newVisitorKey,
  setUpDealerSnapsheet,
} from './api.js';
import { expectNoSidewaysScroll } from './layout.js';
import { linkIn, mailTo } from './mail.js';
import { pdfText } from './pdf.js';
import { settled } from './settled.js';

const DEALER = { code: 'LOOP01', company: 'Loop Sports', email: 'loop@example.com' };
const COACH = { name: 'Robin Coach', email: 'robin@otters.example' };
const TEAM = 'Rivertown Otters';
const PHONE = { width: 390, height: 844 };
/** A sublimated basketball jersey (any colour, no minimum): its prices follow its design. */
const STYLE = 'CG2100';
const FIRST_DESIGN = { code: '501A', label: 'Classic (501A)' };
/** The design the coach asks for: a premium layout, so version 2 costs more than version 1. */
const SECOND_DESIGN = { code: '507G', label: 'Shatter (507G)' };
const DECORATIONS = [
  { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' },
  { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'OTTERS' },
];
const ROSTER = [
  { size: 'L', quantity: 1, playerName: 'SMITH', playerNumber: '23' },
  { size: 'L', quantity: 1, playerName: 'JONES', playerNumber: '7' },
  { size: '2XL', quantity: 1, playerName: 'BAKER', playerNumber: '44' },
];
/** The dealer's terms: 2XL at $110.00 instead of its price, 10 % off, $15.00 shipping, 7.25 % tax, half down. */
const TERMS = {
  overrideSize: '2XL',
  overrideCents: 11_000,
  discountBasisPoints: 1_000,
  shippingCents: 1_500,
  taxBasisPoints: 725,
  depositBasisPoints: 5_000,
};
const SHOTS = process.env.E2E_SHOTS_DIR;

/** `cents` x `basisPoints` / 10 000, to a whole cent, half up (amounts here are positive), in integers. */
const share = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5_000) / 10_000);

/** `12345` -> `$123.45`, `-3420` -> `-$34.20`. */
function dollars(cents: number): string {
  const text = `$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * The customer's unit price of `size` of the jersey in `designCode`, from the seed's catalogue:
 * the base size's msrp (with the design's step) times the dealer margin, plus the size's msrp
 * step over the base size, plus each decoration's price (sublimated: printed with the garment,
 * whatever its colours and quantity).
 */
function unitPriceCents(size: string, designCode: string): number {
  const catalog = buildStyleCatalog();
  const style = catalog.styles.find((s) => s.id === STYLE)!;
  expect(style.is_sublimable, `${STYLE} is sublimated`).toBe(true);
  const baseSize = style.is_related ? 'M' : 'L';
  const design = catalog.designs.find((d) => d.style_id === STYLE && d.code === designCode)!;
  const msrp = (s: string) =>
    catalog.styleSizes.find((row) => row.style_id === STYLE && row.size === s)!.msrp_cents + design.msrp_delta_cents!;
  const sublimation = [
    ...new Set(
      buildDecorationPrices()
        .filter((r) => r.method === 'sublimation')
        .map((r) => r.price_cents),
    ),
  ];
  expect(sublimation, 'one sublimation price for every colour count and quantity').toHaveLength(1);
  return DEFAULT_DEALER_MARGIN * msrp(baseSize) + (msrp(size) - msrp(baseSize)) + DECORATIONS.length * sublimation[0]!;
}

/** A screenshot of the whole page, named, when E2E_SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `coach-loop-${name}.png`), fullPage: true });
}

/** `YYYY-MM-DD` as the customer's pages write a day: "Feb 14, 2027". */
const calendarDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** An ISO day `days` after today (UTC). */
const isoDayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a coach asks for a change, approves v2 and accepts the priced quote on a phone; the dealer answers, prices and converts it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(600_000);
  // What the dealer and the coach should see, from the seed's prices.
  const v1Unit = { L: unitPriceCents('L', FIRST_DESIGN.code), '2XL': unitPriceCents('2XL', FIRST_DESIGN.code) };
  const v2Unit = { L: unitPriceCents('L', SECOND_DESIGN.code), '2XL': unitPriceCents('2XL', SECOND_DESIGN.code) };
  expect(v2Unit.L, 'the second design costs more').toBeGreaterThan(v1Unit.L);
  const quotedUnit = (size: string) => (size === TERMS.overrideSize ? TERMS.overrideCents : v2Unit[size as 'L']);
  const subtotal = ROSTER.reduce((n, l) => n + quotedUnit(l.size) * l.quantity, 0);
  const discount = share(subtotal, TERMS.discountBasisPoints);
  const tax = share(subtotal - discount, TERMS.taxBasisPoints);
  const total = subtotal - discount + TERMS.shippingCents + tax;
  const deposit = share(total, TERMS.depositBasisPoints);
  const neededBy = isoDayAhead(70);

  // The dealer's snapsheet with the jersey; the coach's locker holds it with a three-player roster.
  const { snapsheetId } = await setUpDealerSnapsheet(
    request,
    DEALER,
    { title: 'Summer League', teamName: TEAM, colorIds: ['19', '13', '25'] },
    { styleId: STYLE },
  );
  const products = await gql(request, `{ products(first: 100) { nodes { styleId name } } }`);
  const productName: string = products.products.nodes.find((p: { styleId: string }) => p.styleId === STYLE).name;
  const saved = await gql(
    request,
    `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
    {
      input: {
        styleId: STYLE,
        designId: `${STYLE}-${FIRST_DESIGN.code}`,
        colorIds: ['19', '13', '25'],
        decorations: DECORATIONS,
      },
    },
  );
  const visitorKey = newVisitorKey();
  const added = await gqlAsVisitor(
    request,
    visitorKey,
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { sizeLines { size unitPriceCents } } } }`,
    {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: saved.saveConfiguration.shortId,
        sizeLines: ROSTER,
      },
    },
  );
  const lockerCode: string = added.addToLocker.code;
  // The locker charges the seed's prices for the first design.
  expect(added.addToLocker.items[0].sizeLines.map((l: { unitPriceCents: number }) => l.unitPriceCents)).toEqual(
    ROSTER.map((l) => v1Unit[l.size as 'L']),
  );
  const snapsheetPath = `/snapsheets/${DEALER.code}/${snapsheetId}/`;

  // 1. The coach, on a phone, requests a quote from their locker, needed in ten weeks.
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  await actAsVisitor(phoneContext, visitorKey);
  const phone = await phoneContext.newPage();
  await phone.goto(`${snapsheetPath}locker`);
  await expect(phone.getByRole('article', { name: productName }).getByRole('cell', { name: 'BAKER' })).toBeVisible();
  await expectNoSidewaysScroll(phone, PHONE.width, 'the locker');
  await phone.getByRole('button', { name: 'Request a quote' }).click();
  const requestDialog = phone.getByRole('dialog', { name: 'Request a quote' });
  await requestDialog.getByLabel('Name').fill(COACH.name);
  await requestDialog.getByLabel('Email').fill(COACH.email);
  await requestDialog.getByLabel('Needed by (optional)').fill(neededBy);
  await expectNoSidewaysScroll(phone, PHONE.width, 'the quote request');
  await requestDialog.getByRole('button', { name: 'Send request' }).click();
  const requested = phone.getByRole('dialog', { name: 'Quote requested' });
  await expect(requested.getByText(COACH.email)).toBeVisible();
  await requested.getByRole('button', { name: 'Done' }).click();
  await expect(phone.getByText('A quote was requested for this locker.')).toBeVisible();

  // 2. The dealer opens the quote (My Messages) and sends the proofs: version 1.
  await page.goto(buildEntryUrl(baseURL!, ENTRY_SECRET, DEALER, 900));
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await page.goto('/dashboard/quotes');
  await page.getByTestId('quote-row').filter({ hasText: COACH.name }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: `Quote from ${COACH.name}` })).toBeVisible();
  const quotePath = new URL(page.url()).pathname;
  const quoteId = quotePath.split('/').at(-1)!;
  const proofRow = page.getByTestId('proof-row').filter({ hasText: productName });
  const sendProofs = async () => {
    await page.getByRole('button', { name: 'Send proofs' }).click();
    await page.getByRole('dialog', { name: 'Send proofs' }).getByRole('button', { name: 'Send proofs' }).click();
    const sent = page.getByRole('dialog', { name: 'Proofs sent' });
    const url = await sent.getByTestId('proof-link').inputValue();
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toHaveCount(0);
    return url;
  };
  const firstLink = await sendProofs();
  await expect(proofRow).toContainText('version 1');
  await expect(proofRow).toContainText('Waiting for approval');
  const firstMail = await mailTo(baseURL!, COACH.email, `Proofs to approve: ${TEAM} from ${DEALER.company}`);
  expect(linkIn(firstMail.text, `${baseURL}/proofs/`)).toBe(firstLink);
  expect(firstMail.text).toContain(`${productName} (version 1)`);

  // The email's locker link opens the coach's locker in another browser (a laptop): same code, same roster.
  const lockerLink = linkIn(firstMail.text, `${baseURL}${snapsheetPath}locker?open=`);
  expect(lockerLink).toBe(`${baseURL}${snapsheetPath}locker?open=${lockerCode}`);
  const laptopContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  await laptop.goto(lockerLink!);
  await expect(laptop).toHaveURL(new RegExp(`${snapsheetPath}locker$`));
  await expect(laptop.locator('.locker__summary .mono')).toHaveText(lockerCode);
  await expect(laptop.getByRole('article', { name: productName }).getByRole('cell', { name: 'BAKER' })).toBeVisible();
  await expect(laptop.getByText('A quote was requested for this locker.')).toBeVisible();
  await laptopContext.close();

  // 3. The coach opens version 1 on the phone and asks for another design.
  await phone.goto(firstLink);
  await expect(phone.getByRole('heading', { name: `Proofs for ${TEAM}` })).toBeVisible();
  const sheet = phone.getByTestId('proof-sheet');
  await expect(sheet.getByTestId('proof-version')).toHaveText('1');
  await expect(sheet.getByText(FIRST_DESIGN.label, { exact: true })).toBeVisible();
  await expect(phone.locator('.proofs-page [aria-busy="true"]')).toHaveCount(0, { timeout: 180_000 });
  await expectNoSidewaysScroll(phone, PHONE.width, 'the proof page (version 1)');
  // Every decoration reads whole at 390 px: the table stacks, nothing scrolls inside it.
  const decorations = sheet.getByTestId('proof-decorations');
  await expect(decorations.getByText('From the roster').first()).toBeVisible();
  expect(await decorations.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
  // One date format: the link's end in the header and in the proof's status.
  const until = /until ([A-Z][a-z]{2} \d{1,2}, \d{4})/;
  const headerUntil = (await phone.locator('.proofs-page__head').innerText()).match(until)?.[1];
  expect(headerUntil).toBeDefined();
  await expect(phone.locator('.proofs-page__status')).toContainText(`(link open until ${headerUntil})`);
  await shot(phone, 'proof-v1-390');
  const request1 = `Use the ${SECOND_DESIGN.label} design, please.`;
  await phone.getByRole('button', { name: 'Ask for changes' }).click();
  await phone.getByLabel('What should change?').fill(request1);
  await expectNoSidewaysScroll(phone, PHONE.width, 'the proof page asking for changes');
  await phone.getByRole('button', { name: 'Send my changes' }).click();
  await expect(phone.getByTestId('proof-status')).toHaveText('Changes asked');
  await expect(phone.getByText(`You asked: ${request1}`)).toBeVisible();
  const changesMail = await mailTo(baseURL!, DEALER.email, `Changes asked: ${productName} v1 (${TEAM})`);
  expect(changesMail.text).toContain(request1);

  // 4. The dealer answers on the item: Edit item opens it in the customiser, the design changes,
  // the save goes onto the item and back to the quote; version 2 goes out.
  await page.reload();
  await expect(proofRow).toContainText('Changes asked');
  await expect(proofRow).toContainText(request1);
  await proofRow.getByRole('link', { name: `Edit ${productName}` }).click();
  await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
  await expect(page.getByRole('radio', { name: FIRST_DESIGN.label })).toBeChecked();
  await page.getByRole('radio', { name: SECOND_DESIGN.label }).click();
  await expect(page.getByRole('radio', { name: SECOND_DESIGN.label })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to locker' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save to locker item' }).click();
  await expect(page).toHaveURL(new RegExp(`${quotePath}$`));
  await expect(proofRow).toContainText('Needs a new proof');
  const secondLink = await sendProofs();
  expect(secondLink).not.toBe(firstLink);
  await expect(proofRow).toContainText('version 2');
  await expect(proofRow.getByTestId('proof-changes')).toHaveText('Version 2: Changed since version 1: design');
  // The quote now shows what is proofed: the second design, at its price.
  const proofed = await gqlAsPage(
    page,
    `query($id: ID!) { quote(id: $id) { items { sizeLines { size unitPriceCents } } } }`,
    { id: quoteId },
  );
  expect(proofed.quote.items[0].sizeLines).toEqual(
    ROSTER.map((l) => ({ size: l.size, unitPriceCents: v2Unit[l.size as 'L'] })),
  );
  const secondMail = await mailTo(baseURL!, COACH.email, `Proofs to approve: ${TEAM} from ${DEALER.company}`, 2);
  expect(secondMail.text).toContain(`${productName} (version 2): Changed since version 1: design`);
  expect(linkIn(secondMail.text, `${baseURL}/proofs/`)).toBe(secondLink);

  // 5. The coach opens version 2 on the phone: it says what changed and answers the request; they approve it.
  await phone.goto(secondLink);
  await expect(sheet.getByTestId('proof-version')).toHaveText('2');
  await expect(sheet.getByText(SECOND_DESIGN.label, { exact: true })).toBeVisible();
  const changes = phone.getByTestId('proof-changes');
  await expect(changes).toContainText('Changed since version 1: design');
  await expect(changes).toContainText(`You asked: ${request1}`);
  await expect(phone.locator('.proofs-page [aria-busy="true"]')).toHaveCount(0, { timeout: 180_000 });
  await expectNoSidewaysScroll(phone, PHONE.width, 'the proof page (version 2)');
  await shot(phone, 'proof-v2-390');
  await phone.getByLabel('Your full name').fill(COACH.name);
  await phone.getByRole('checkbox').check();
  await phone.getByRole('button', { name: 'Approve this proof' }).click();
  await expect(phone.getByTestId('proof-status')).toHaveText('Approved');
  await expect(phone.getByText('Thank you: every proof of this link has your answer.')).toBeVisible();
  await expectNoSidewaysScroll(phone, PHONE.width, 'the approved proof page');
  await shot(phone, 'proof-v2-approved-390');
  await mailTo(baseURL!, DEALER.email, `Proof approved: ${productName} v2 (${TEAM})`);

  // 6. The dealer prices the quote: 2XL overridden (its price shown beside), 10 % off, shipping,
  // 7.25 % tax, half down; then sends it.
  await page.reload();
  await expect(page.getByTestId('proofs-summary')).toHaveText('(1 of 1 approved)');
  const terms = page.getByRole('form', { name: 'Prices and terms' });
  const overridden = terms.getByLabel(`${productName}, ${TERMS.overrideSize}`);
  await expect(overridden).toHaveValue((v2Unit['2XL'] / 100).toFixed(2));
  await expect(terms.getByText(`Requested at ${dollars(v2Unit['2XL'])}`)).toBeVisible();
  await overridden.fill((TERMS.overrideCents / 100).toFixed(2));
  await terms.getByRole('combobox', { name: 'Discount' }).click();
  await page.getByRole('option', { name: 'Percent (%)' }).click();
  await terms.getByLabel('Discount (%)').fill(String(TERMS.discountBasisPoints / 100));
  await terms.getByLabel('Shipping ($)').fill((TERMS.shippingCents / 100).toFixed(2));
  await terms.getByLabel('Sales tax rate (%)').fill(String(TERMS.taxBasisPoints / 100));
  await terms.getByRole('combobox', { name: 'Deposit' }).click();
  await page.getByRole('option', { name: 'Percent (%)' }).click();
  await terms.getByLabel('Deposit (% of the total)').fill(String(TERMS.depositBasisPoints / 100));
  await terms.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Quote saved', { exact: true })).toBeVisible();
  const totalsRows = [
    ['Subtotal', subtotal],
    ['Discount (10 %)', -discount],
    ['Shipping', TERMS.shippingCents],
    ['Tax (7.25 %)', tax],
    ['Total', total],
    ['Deposit due', deposit],
    ['Balance', total - deposit],
  ] as const;
  const totalsText = totalsRows.map(([label, cents]) => `${label}${dollars(cents)}`).join('');
  await expect(terms.getByTestId('quote-totals')).toHaveText(totalsText);
  await expect(terms.getByText(`Requested at ${dollars(v2Unit['2XL'])}`)).toBeVisible();
  const priced = await gqlAsPage(
    page,
    `query($id: ID!) { quote(id: $id) { totals { subtotalCents discountCents shippingCents taxCents totalCents depositCents balanceCents } } }`,
    { id: quoteId },
  );
  expect(priced.quote.totals).toEqual({
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: TERMS.shippingCents,
    taxCents: tax,
    totalCents: total,
    depositCents: deposit,
    balanceCents: total - deposit,
  });
  await terms.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Quote emailed to the customer')).toBeVisible();
  const quoteMail = await mailTo(baseURL!, COACH.email, `Your quote: ${TEAM} from ${DEALER.company}`);
  const quoteLink = linkIn(quoteMail.text, `${baseURL}/quotes/view/`);
  expect(quoteLink).toMatch(new RegExp(`^${baseURL}/quotes/view/\\S+$`));

  // 7. The coach opens the quote on the phone: the dealer's prices and the exact totals; they accept it.
  await phone.goto(quoteLink!);
  await expect(phone.getByRole('heading', { name: `Quote for ${TEAM}` })).toBeVisible();
  const lines = phone.locator('.quote-link__lines li');
  await expect(lines).toHaveText(
    ROSTER.map(
      (l) =>
        `${l.quantity} × ${l.size} ${l.playerName} #${l.playerNumber} at ${dollars(quotedUnit(l.size))} = ${dollars(quotedUnit(l.size) * l.quantity)}`,
    ),
  );
  await expect(phone.getByTestId('quote-totals')).toHaveText(totalsText);
  await expect(phone.getByTestId('quote-grand-total')).toHaveText(dollars(total));
  // The needed-by date, the item's picture and its approved proof.
  await expect(phone.getByTestId('quote-needed-by')).toHaveText(`Needed by: ${calendarDay(neededBy)}`);
  await expect(phone.getByRole('img', { name: `${productName}, front`, exact: true })).toBeVisible({
    timeout: 180_000,
  });
  await expect(phone.getByTestId('quote-item-proof')).toContainText('Proof version 2 approved');
  await expect(phone.getByRole('link', { name: `Download the PDF of ${productName}, version 2` })).toBeVisible({
    timeout: 180_000,
  });
  await expectNoSidewaysScroll(phone, PHONE.width, 'the quote page');
  await shot(phone, 'quote-390');
  await phone.getByLabel('Your full name').fill(COACH.name);
  await phone.getByRole('checkbox', { name: /I accept this quote/ }).check();
  await phone.getByRole('button', { name: 'Accept quote' }).click();
  await expect(phone.getByTestId('quote-accepted')).toContainText(`Accepted by ${COACH.name}`);
  await expectNoSidewaysScroll(phone, PHONE.width, 'the accepted quote page');
  await shot(phone, 'quote-accepted-390');
  await phoneContext.close();

  // 8. The dealer converts the accepted quote to an order.
  await page.reload();
  await expect(page.getByTestId('quote-acceptance')).toContainText(`Accepted by ${COACH.name}`);
  await page.getByRole('button', { name: 'Convert to order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convert to order' });
  await confirm.getByRole('button', { name: 'Convert to order' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('quote-status')).toHaveText('Ordered');
  await page.getByRole('link', { name: /^TAS-\d{6}$/ }).click();
  const heading = page.getByRole('heading', { name: /^Order TAS-\d{6}$/ });
  await expect(heading).toBeVisible();
  const orderId = page.url().split('/').at(-1)!;
  await expect(page.getByText(`${dollars(total)} ·`)).toBeVisible();
  // The totals of the accepted quote, as its page showed them.
  await expect(page.getByTestId('quote-totals')).toHaveText(totalsText);

  // The order page: the needed-by date the coach gave, the deposit due of the accepted terms;
  // the dealer records the ship-to and the deposit paid, and they stay.
  const details = page.getByRole('form', { name: 'Order details' });
  await expect(details.getByLabel('Needed by')).toHaveValue(neededBy);
  await expect(details.getByRole('combobox', { name: 'Payment' })).toHaveText(/Unpaid/);
  await expect(details.getByRole('combobox', { name: 'Deposit' })).toHaveText(/Deposit due/);
  const shipTo = 'Rivertown Otters\n12 Court St, Rivertown';
  await details.getByLabel('Ship to').fill(shipTo);
  await details.getByRole('combobox', { name: 'Deposit' }).click();
  await page.getByRole('option', { name: 'Deposit paid' }).click();
  await details.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await page.reload();
  await expect(details.getByLabel('Ship to')).toHaveValue(shipTo);
  await expect(details.getByLabel('Needed by')).toHaveValue(neededBy);
  await expect(details.getByRole('combobox', { name: 'Payment' })).toHaveText(/Unpaid/);
  await expect(details.getByRole('combobox', { name: 'Deposit' })).toHaveText(/Deposit paid/);
  const order = await gqlAsPage(
    page,
    `query($id: ID!) { order(id: $id) { totalCents shipTo neededBy paymentStatus depositStatus lines { proofVersion sizeLines { size unitPriceCents } } } }`,
    { id: orderId },
  );
  expect(order.order).toEqual({
    totalCents: total,
    shipTo,
    neededBy,
    paymentStatus: 'UNPAID',
    depositStatus: 'PAID',
    lines: [
      {
        proofVersion: 2,
        sizeLines: ROSTER.map((l) => ({ size: l.size, unitPriceCents: quotedUnit(l.size) })),
      },
    ],
  });

  // The line's picture (the second design's front, drawn) and the approved proof's PDF.
  await expect(page.getByText('Proof version 2 approved')).toBeVisible();
  const picture = page.getByRole('img', { name: `${productName}, front`, exact: true });
  await expect(picture).toBeVisible({ timeout: 180_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const pdfLink = page.getByRole('link', { name: `Download the PDF of ${productName}, version 2` });
  await expect(pdfLink).toBeVisible({ timeout: 180_000 });
  const pdfResponse = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  const pdfBytes = new Uint8Array(await pdfResponse.body());
  expect(Buffer.from(pdfBytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  if (SHOTS) writeFileSync(join(SHOTS, 'coach-loop-proof-v2.pdf'), pdfBytes);
  expect((await PDFDocument.load(pdfBytes)).getTitle()).toBe(`Proof v2 — ${productName} — ${TEAM}`);
  const proofText = await pdfText(pdfBytes);
  expect(proofText).toContain(`Approved by ${COACH.name} on`);
  expect(proofText).toContain(SECOND_DESIGN.label);
  await shot(page, 'order-1280');
});
