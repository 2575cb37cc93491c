/**
 * Closing day of a team store. Three families order through the store's link (the API, as the
 * buyers' own journey is team-store.spec's); the dealer closes the store from its page ("Close
 * now", confirmed), reads the production order (one line per item, sizes with the names and
 * numbers printed) beside the store's figures and sends it, and downloads the packing list
 * (one page per buyer's bag, by group then player) and the bag labels as PDFs, whose text is
 * checked page by page; a buyer who opens the link afterwards reads that the store closed and
 * whom to ask. The PDFs, their pages as PNG (pdftoppm, when installed) and screenshots go to
 * E2E_SHOTS_DIR when it is set.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { gql, setUpDealerSnapsheet } from './api.js';
import { pdfPageTexts } from './pdf.js';
import { settled } from './settled.js';

const SHOTS = process.env.E2E_SHOTS_DIR;
const DEALER = { code: 'TSC402', company: 'Closing Sports', email: 'closing@example.com' };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Keeps a downloaded PDF and its pages as PNG in E2E_SHOTS_DIR (pdftoppm, when the machine has it). */
function keepPdf(bytes: Uint8Array, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const file = join(SHOTS, `${name}.pdf`);
  writeFileSync(file, bytes);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(SHOTS, name)]);
  } catch {
    // Pictures of the pages are for a person to look at; the text is what the test checks.
  }
}

const hoursAhead = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** The three families, as the packing list sorts them: by group, then player. */
const BUYERS = [
  {
    group: 'JV',
    player: 'Ben Diaz',
    parent: 'Maria Diaz',
    email: 'maria.diaz@family.example',
    size: 'M',
    name: 'DIAZ',
    number: '7',
  },
  {
    group: 'Varsity',
    player: 'Avery Cole',
    parent: 'Sam Cole',
    email: 'sam.cole@family.example',
    size: 'L',
    name: 'COLE',
    number: '12',
  },
  {
    group: 'Varsity',
    player: 'Cara Byrne',
    parent: 'Jo Byrne',
    email: 'jo.byrne@family.example',
    size: 'S',
    name: 'BYRNE',
    number: '23',
  },
] as const;

test('a store with three buyers closes; the dealer reads and sends the production order and prints the packing list and bag labels', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const { token, snapsheetId } = await setUpDealerSnapsheet(request, DEALER, {
    title: 'Fall Uniforms',
    teamName: 'Cedar Foxes',
    colorIds: ['19', '13', '25'],
  });

  // The store: its jersey with a name and number on the back, open until the day after tomorrow.
  const created = await gql(
    request,
    `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id } } }`,
    { input: { teamName: 'Cedar Foxes', title: 'Fall store', sourceType: 'SNAPSHEET', sourceId: snapsheetId } },
    token,
  );
  const storeId = created.createStore.id as string;
  await gql(
    request,
    `mutation($id: ID!, $items: [StoreItemInput!]!) { setStoreItems(storeId: $id, items: $items) { items { id } } }`,
    {
      id: storeId,
      items: [
        {
          id: created.createStore.items[0].id,
          name: 'Home Jersey',
          sizes: ['S', 'M', 'L'],
          rules: { nameOffered: true, nameRequired: true, numberOffered: true, numberRequired: true },
        },
      ],
    },
    token,
  );
  await gql(
    request,
    `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
    { id: storeId, input: { advertisedCloseAt: hoursAhead(47), hardCloseAt: hoursAhead(48), groupLabel: 'Team' } },
    token,
  );
  await gql(request, `mutation($id: ID!) { openStore(storeId: $id) { state } }`, { id: storeId }, token);
  const item = (
    await gql(request, `query($c: String!, $id: ID!) { store(dealerCode: $c, id: $id) { items { id } } }`, {
      c: DEALER.code,
      id: storeId,
    })
  ).store.items[0].id as string;
  for (const [i, b] of BUYERS.entries()) {
    await gql(
      request,
      `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) { order { number } } }`,
      {
        key: `e2e-close-buyer-${i}-0123456789abcdef`,
        input: {
          dealerCode: DEALER.code,
          storeId,
          lines: [{ itemId: item, size: b.size, playerName: b.name, playerNumber: b.number }],
          buyerName: b.parent,
          buyerEmail: b.email,
          playerName: b.player,
          group: b.group,
          paymentMethod: 'PAY_LATER',
        },
      },
    );
  }

  // The dealer closes it now, from the store's page.
  const dealer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await dealer.addInitScript(
    (value) => localStorage.setItem('tas.session', value),
    JSON.stringify({ apiToken: token, dealerCode: DEALER.code }),
  );
  const desk = await dealer.newPage();
  await desk.goto(`/dashboard/stores/${encodeURIComponent(storeId)}`);
  await expect(desk.getByRole('heading', { name: 'Cedar Foxes: Fall store' })).toBeVisible();
  await desk.getByRole('button', { name: 'Close now', exact: true }).click();
  const confirm = desk.getByRole('alertdialog').or(desk.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Close now', exact: true }).click();

  // The production order: the jersey in three sizes, each with its player's name and number.
  const production = desk.getByRole('region', { name: /^Production order / });
  await expect(production).toBeVisible({ timeout: 60_000 });
  await expect(production.getByTestId('production-order-state')).toHaveText(
    'Held: check it, then send it to production.',
  );
  await expect(production).toContainText('Garments3Names and numbers3');
  for (const size of ['S', 'M', 'L'])
    await expect(production.getByRole('row', { name: new RegExp(`^Home Jersey ${size} CG2100-`) })).toBeVisible();
  await shot(desk, 'store-close-production-1280');
  // Its page: each size's names and numbers, as the factory prints them.
  await production.getByRole('link', { name: /^Order / }).click();
  await expect(desk).toHaveURL(/\/dashboard\/orders\//);
  for (const b of BUYERS)
    await expect(desk.getByRole('row', { name: new RegExp(`\\b${b.size}\\b.*${b.name} #${b.number}`) })).toBeVisible();
  await shot(desk, 'store-close-order-1280');
  await desk.goBack();
  await production.getByRole('button', { name: 'Send to production' }).click();
  await desk
    .getByRole('alertdialog')
    .or(desk.getByRole('dialog'))
    .getByRole('button', { name: 'Send to production' })
    .click();
  await expect(production.getByTestId('production-order-state')).toContainText('Sent to production');

  // The packing list: one page per bag, by group then player, each with the item, size and quantity.
  const documents = desk.locator('section', { has: desk.getByRole('heading', { name: 'Closing documents' }) });
  const printed = async (label: string, name: string) => {
    await documents.getByRole('button', { name: label, exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: 'Export PDF' });
    const link = dialog.getByRole('link', { name: 'Download PDF' });
    await expect(link).toBeVisible({ timeout: 300_000 });
    const res = await desk.request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(await res.body());
    keepPdf(bytes, name);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    return bytes;
  };
  const packing = await printed('Packing list', 'store-close-packing-list');
  const pages = await pdfPageTexts(packing);
  expect(pages).toHaveLength(3);
  const size = (await PDFDocument.load(packing)).getPage(0).getSize();
  expect([Math.round(size.width), Math.round(size.height)]).toEqual([612, 792]);
  for (const [i, b] of BUYERS.entries()) {
    const text = pages[i]!.replace(/\s+/g, ' ');
    for (const words of [b.player, b.group, b.parent, b.email, 'Home Jersey', `${b.name} #${b.number}`])
      expect(text, `page ${i + 1}`).toContain(words);
    expect(text).toMatch(new RegExp(`\\b${b.size}\\b`));
  }

  // The labels: one Letter sheet, a label per bag with its player, group and item count.
  const labels = await printed('Bag labels', 'store-close-bag-labels');
  const sheets = await pdfPageTexts(labels);
  expect(sheets).toHaveLength(1);
  const sheet = sheets[0]!.replace(/\s+/g, ' ');
  for (const b of BUYERS) expect(sheet).toContain(`${b.player} ${b.group} · 1 item`);
  await shot(desk, 'store-close-documents-1280');
  await dealer.close();

  // A buyer who opens the link after the close reads it closed, and whom to ask.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await phone.newPage();
  await buyer.goto(`/stores/${DEALER.code}/${encodeURIComponent(storeId)}/`);
  await expect(buyer.getByRole('status')).toContainText('This store is closed and its orders are being made.');
  await expect(buyer.getByRole('link', { name: DEALER.email })).toBeVisible();
  // Nothing more can be ordered: no cart, and the delivery note no longer waits for the close.
  await expect(buyer.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expect(buyer.getByText('Orders are delivered to the team together.')).toBeVisible();
  await shot(buyer, 'store-close-buyer-390');
  await phone.close();
});
