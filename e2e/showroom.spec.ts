/**
 * The public showroom (P6) as a visitor, in a fresh browser (no dealer session), at 1280 and
 * 390 px: the demo dealer's published showroom opens with its dealer header and team header; the
 * visitor chooses catalogs and goes on to the catalogue; changing the customisation box (fill,
 * outline, font) redraws EVERY product card in the browser without a GraphQL request (each card's
 * pixels before and after differ); a product opens in the visitor's look, is added to the locker
 * and the saved configuration carries the look. An unknown dealer code shows the not-found page;
 * the catalogue goes home on a fresh visit and when nothing is chosen. Its dealer's choice of
 * catalogs is saved for the team link (not when the page is embedded in a frame) and 'Save look
 * for everyone' makes the box the showroom's look. Screenshots go to E2E_SHOTS_DIR when set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoPasscode, gql } from './api.js';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';
import { expectSizesSelection } from './sizes-selection.js';

/** The seeded demo dealer (gateway/migrations/seed/demo.ts), whose showroom is published. */
const DEALER_CODE = 'DEMO01';
/** Two small catalogs of the demo showroom's template (FSG): 3 products each. */
const CHOSEN = ['Volleyball', 'Soccer'];
const SHOTS = process.env.E2E_SHOTS_DIR;
const SECRET = 'e2e-entry-secret-0123456789abcdef';

interface DemoShowroom {
  teamName: string;
  mascot: string | null;
  dealer: { name: string; headerMessage: string | null };
  look: { decorationFill: { id: string }; decorationOutline: { id: string }; font: string };
  fonts: { key: string; family: string }[];
  catalogs: { id: string; name: string; productCount: number }[];
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: join(SHOTS, `showroom-${name}-${width}.png`), fullPage: true });
}

/** Waits until every card shows a picture of `key` (snapshot loaded or live drawing done). */
async function expectAllShowing(cards: Locator, count: number, key: string) {
  await expect(cards).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    await expect(card).toHaveAttribute('data-look', key, { timeout: 240_000 });
    await expect(card.locator('img.snapshot__img--loaded, canvas:not([hidden])')).toBeVisible();
  }
}

/** The pixels of every card's picture, by style id. */
async function cardPictures(cards: Locator): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (let i = 0; i < (await cards.count()); i += 1) {
    const card = cards.nth(i);
    const styleId = (await card.getAttribute('data-style-id')) ?? '';
    out.set(styleId, await card.locator('.showroom-card__media').screenshot({ animations: 'disabled' }));
  }
  return out;
}

for (const width of [1280, 390]) {
  test(`a visitor chooses catalogs, restyles every product live and adds one to the locker (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { showroom } = (await gql(
      request,
      `query($code: String!) { showroom(dealerCode: $code) {
        teamName mascot dealer { name headerMessage }
        look { decorationFill { id } decorationOutline { id } font }
        fonts { key family } catalogs { id name productCount } } }`,
      { code: DEALER_CODE },
    )) as { showroom: DemoShowroom };
    const chosen = showroom.catalogs.filter((c) => CHOSEN.includes(c.name));
    expect(chosen.map((c) => c.name)).toEqual(CHOSEN);
    const productCount = chosen.reduce((n, c) => n + c.productCount, 0);
    expect(productCount).toBe(6);

    // Home: dealer header, team header, catalogs and the box.
    await page.goto(`/showrooms/${DEALER_CODE}/`);
    // The tab is named after the team, not 'Showroom'.
    await expect.poll(() => page.title()).toContain(showroom.teamName);
    const dealerHeader = page.getByRole('region', { name: 'Your dealer' });
    await expect(dealerHeader).toContainText(showroom.dealer.name);
    if (showroom.dealer.headerMessage) await expect(dealerHeader).toContainText(showroom.dealer.headerMessage);
    const hero = page.getByRole('region', { name: showroom.teamName });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(showroom.teamName);
    if (showroom.mascot) await expect(hero.getByText(showroom.mascot, { exact: true })).toBeVisible();
    await expect(hero.getByRole('list', { name: 'Team colours' }).getByRole('listitem')).toHaveCount(3);
    await shot(page, 'home');

    // Choose exactly the two small catalogs (keyboard: Space toggles a focused checkbox).
    const picker = page.getByRole('list', { name: 'Catalogs' });
    const checked = picker.getByRole('checkbox', { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
    for (const name of CHOSEN) {
      const box = picker.getByRole('checkbox', { name: new RegExp(`^${name}`) });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await page.getByRole('button', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/catalogue$`));
    for (const name of CHOSEN) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // Every product first shows the showroom's saved look (its snapshot).
    const saved = showroom.look;
    const savedKey = `${saved.decorationFill.id}|${saved.decorationOutline.id}|${saved.font}`;
    const cards = page.locator('.showroom-card[data-style-id]');
    await expectAllShowing(cards, productCount, savedKey);
    const before = await cardPictures(cards);
    await shot(page, 'catalogue');

    // Change the box: fill, outline and font; no request goes to the server meanwhile.
    let graphqlRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphqlRequests += 1;
    });
    if (width === 390) {
      const toggle = page.getByRole('button', { name: 'Customise your look' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const box = page.getByRole('region', { name: 'Customise your look' });
    const fill = saved.decorationFill.id === '7' ? { id: '21', name: 'Yellow' } : { id: '7', name: 'Athletic Gold' };
    const outline = saved.decorationOutline.id === '1' ? { id: '6', name: 'Purple' } : { id: '1', name: 'Scarlet' };
    const font = showroom.fonts.find((f) => f.key !== saved.font)!;
    // A team colour's swatch says so: 'Royal (team colour)'.
    const swatch = (name: string) => new RegExp(`^${name}( \\(team colour\\))?$`);
    await box
      .getByRole('radiogroup', { name: /^Fill/ })
      .getByRole('radio', { name: swatch(fill.name) })
      .click();
    await box
      .getByRole('radiogroup', { name: /^Outline/ })
      .getByRole('radio', { name: swatch(outline.name) })
      .click();
    await box.getByRole('radiogroup', { name: 'Font' }).getByRole('radio', { name: font.family }).click();
    await expect(box.getByRole('radio', { name: font.family })).toBeChecked();
    const newKey = `${fill.id}|${outline.id}|${font.key}`;
    await expectAllShowing(cards, productCount, newKey);
    expect(graphqlRequests).toBe(0);
    const after = await cardPictures(cards);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const unchanged = [...after].filter(([styleId, png]) => before.get(styleId)!.equals(png)).map(([s]) => s);
    expect(unchanged).toEqual([]);
    await shot(page, 'catalogue-restyled');

    // A product opens in the visitor's look; it goes to the locker with that look.
    const first = cards.first();
    const styleId = (await first.getAttribute('data-style-id'))!;
    const productName = (await first.locator('.showroom-card__name').textContent())!.trim();
    await first.getByRole('link', { name: `Customize ${productName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/product/${styleId}$`));
    await expect(page.getByRole('heading', { name: 'Customize Your Product' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your dealer' })).toBeVisible();
    // The customiser's text style is the box (its font select names fonts by key, title-cased).
    await expect(page.getByRole('combobox', { name: 'Font' })).toHaveText(
      font.key.replace(/\b\w/g, (c) => c.toUpperCase()),
    );
    await shot(page, 'product');
    await page.getByRole('button', { name: 'Add to locker' }).click();
    await expectSizesSelection(page);
    await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/sizes-selection`));
    const shortId = new URL(page.url()).searchParams.get('short_id')!;
    await page.getByRole('button', { name: 'Add to locker' }).click();
    await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/locker$`));
    await expect(page.getByRole('article', { name: productName })).toHaveCount(1);
    await shot(page, 'locker');

    const { configuration } = (await gql(
      request,
      `query($id: ID!) { configuration(shortId: $id) { decorations { contentType fillColor { id } outline1Color { id } font } } }`,
      { id: shortId },
    )) as {
      configuration: {
        decorations: {
          contentType: string;
          fillColor: { id: string } | null;
          outline1Color: { id: string } | null;
          font: string;
        }[];
      };
    };
    const texts = configuration.decorations.filter((d) =>
      ['CUSTOM_TEXT', 'PLAYER_NUMBER', 'PLAYER_NAME'].includes(d.contentType),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const d of texts)
      expect({ fill: d.fillColor?.id, outline: d.outline1Color?.id, font: d.font }).toEqual({
        fill: fill.id,
        outline: outline.id,
        font: font.key,
      });
  });
}

test('an unknown showroom is not found; the catalogue starts at home and goes home when empty; a passcode gives dealer mode', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/showrooms/XYZ999/');
  await expect(page.getByRole('heading', { name: 'Showroom not found' })).toBeVisible();
  await expect(page.getByText('XYZ999')).toBeVisible();
  await page.goto('/showrooms/XYZ999/catalogue');
  await expect(page.getByRole('heading', { name: 'Showroom not found' })).toBeVisible();
  await shot(page, 'not-found');

  // A fresh visit to the catalogue or a product goes home first.
  await page.goto(`/showrooms/${DEALER_CODE}/catalogue`);
  await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Start here: choose your catalogs and your team look.' }),
  ).toBeVisible();
  await page.goto(`/showrooms/${DEALER_CODE}/product/CG4100`);
  await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/$`));

  // Nothing chosen: the catalogue sends the visitor back home.
  const picker = page.getByRole('list', { name: 'Catalogs' });
  await expect(picker.getByRole('checkbox').first()).toBeVisible();
  const checked = picker.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await expect(checked).toHaveCount(0);
  await page.getByRole('button', { name: 'Browse the catalogue' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose at least one catalog to see its products.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/$`));
  await page.goto(`/showrooms/${DEALER_CODE}/catalogue`);
  await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Choose at least one catalog to see its products.' }),
  ).toBeVisible();

  // A passcode (A4) on the showroom's address gives dealer mode there: the team-link save is on.
  await expect(page.getByText('Pick the gear you want to see. You can come back and change it.')).toBeVisible();
  await page.goto(`/showrooms/${DEALER_CODE}/?passcode=${demoPasscode()}`);
  await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/$`));
  await expect(page.getByText('Your choice is saved for the team link when you continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save look for everyone' })).toBeDisabled();
});

test('its dealer saves the team link and the look for everyone; embedded in a frame, nothing is saved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const code = 'SHW702';
  await page.goto(buildEntryUrl(baseURL!, SECRET, { code, company: 'Harbor Sports', email: 'hs@example.com' }, 900));
  await expect(page.getByRole('heading', { name: /Welcome, Harbor Sports/ })).toBeVisible();
  const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('tas.session') ?? '{}').apiToken);
  const read = async () =>
    (
      (await gql(
        page.request,
        `query($code: String!) { showroom(dealerCode: $code) { catalogs { id selected }
          look { decorationFill { id } decorationOutline { id } font } } }`,
        { code },
      )) as {
        showroom: {
          catalogs: { id: string; selected: boolean }[];
          look: { decorationFill: { id: string }; decorationOutline: { id: string }; font: string };
        };
      }
    ).showroom;
  const selected = async () => (await read()).catalogs.filter((c) => c.selected).map((c) => c.id);
  await gql(
    page.request,
    `mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`,
    {
      input: {
        teamName: 'Harbor Hawks',
        mascot: 'Hawks',
        colorIds: ['19', '7', '25'],
        template: 'FSG',
        catalogIds: ['fsg-soccer'],
        fonts: ['full block', 'anton'],
        look: { decorationFillColorId: '25', decorationOutlineColorId: '19', font: 'full block' },
        published: true,
      },
    },
    token,
  );
  expect(await selected()).toEqual(['fsg-soccer']);

  // Embedded (window.self !== window.top): the dealer's choice stays in the browser.
  await page.evaluate((src) => {
    document.body.innerHTML = '';
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Showroom';
    frame.style.cssText = 'width: 1200px; height: 860px; border: 0';
    document.body.append(frame);
  }, `/showrooms/${code}/`);
  const framed = page.frameLocator('iframe[title="Showroom"]');
  await expect(framed.getByText('Pick the gear you want to see. You can come back and change it.')).toBeVisible();
  await expect(framed.getByRole('button', { name: 'Save look for everyone' })).toHaveCount(0);
  await framed.getByRole('checkbox', { name: /^Volleyball/ }).check();
  await framed.getByRole('button', { name: 'Browse the catalogue' }).click();
  await expect(framed.getByRole('heading', { level: 2, name: 'Volleyball' })).toBeVisible();
  expect(await selected()).toEqual(['fsg-soccer']);
  // The dealer's site sizes the frame to the showroom with
  // /dashboard/js/iframeResizer.js (JavaScript, not the app's page); the framed showroom answers.
  await page.addScriptTag({ url: '/dashboard/js/iframeResizer.js' });
  await page.evaluate(() =>
    (window as unknown as { iFrameResize: (o: object, s: string) => void }).iFrameResize(
      { checkOrigin: false },
      'iframe[title="Showroom"]',
    ),
  );
  const frameHeight = () =>
    page.evaluate(
      () => document.querySelector<HTMLIFrameElement>('iframe[title="Showroom"]')!.getBoundingClientRect().height,
    );
  await expect.poll(frameHeight, { timeout: 30_000 }).toBeGreaterThan(900);

  // Its own page: the team-link save on the way to the catalogue.
  await page.goto(`/showrooms/${code}/`);
  await page.evaluate((key) => sessionStorage.removeItem(key), `tas.showroom.${code}`);
  await page.reload();
  await expect(page.getByText('Your choice is saved for the team link when you continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Volleyball/ }).check();
  await page.getByRole('button', { name: 'Browse the catalogue' }).click();
  await expect(page).toHaveURL(new RegExp(`/showrooms/${code}/catalogue$`));
  expect(await selected()).toEqual(['fsg-volleyball', 'fsg-soccer']);

  // 'Save look for everyone': the box becomes the showroom's look and its pictures.
  const box = page.getByRole('region', { name: 'Customise your look' });
  const save = box.getByRole('button', { name: 'Save look for everyone' });
  await expect(save).toBeDisabled();
  await box.getByRole('radiogroup', { name: /^Fill/ }).getByRole('radio', { name: 'Scarlet', exact: true }).click();
  await box.getByRole('radiogroup', { name: 'Font' }).getByRole('radio', { name: 'Anton' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Information updated.' }).first()).toBeVisible();
  const look = (await read()).look;
  expect([look.decorationFill.id, look.decorationOutline.id, look.font]).toEqual(['1', '19', 'anton']);
  await expect(save).toBeDisabled();
  await expect(box.getByRole('button', { name: 'Reset look' })).toHaveCount(0);
  await expectAllShowing(page.locator('.showroom-card[data-style-id]'), 6, '1|19|anton');

  // A new visitor starts from the saved look.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/showrooms/${code}/`);
  const visitorBox = visitor.getByRole('region', { name: 'Customise your look' });
  await expect(
    visitorBox.getByRole('radiogroup', { name: /^Fill/ }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName('Scarlet');
  await expect(visitorBox.getByRole('radio', { name: 'Anton' })).toBeChecked();
  await expect(visitor.getByText('Pick the gear you want to see. You can come back and change it.')).toBeVisible();
  await visitor.context().close();
});
