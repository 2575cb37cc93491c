/**
 * The showroom stays responsive while it restyles (P6 customisation box, issue 16 section 6): the
 * demo showroom's whole catalogue (every catalog chosen) at 1280 px. A change of the lettering
 * colour redraws the cards one task at a time (draping in a Web Worker, never on the page's main
 * thread), the cards in view first, the others as they scroll into view.
 *
 * Measured from the click until every card shows the new look: the main thread's long tasks (a
 * `PerformanceObserver`) and when the cards in view show the new look, printed beside the goals
 * (longest task 200 ms, cards in view 2 s). The assertions hold on a loaded machine too: the order
 * (every card in view before any card far below it), no draping on the main thread, and the
 * longest task under five times its goal, which drawing all the cards in one task (as before:
 * minutes) or a drape on the main thread (seconds) fails. The time to the cards in view is
 * printed, not asserted: in this test the machine's render service draws the catalogue's
 * snapshots at the same time, and it varied from 0.8 to 80 s from run to run.
 */
import { expect, test } from '@playwright/test';
import { gql } from './api.js';

const DEALER_CODE = 'DEMO01';
/** Goals (issue 16), ms: the longest main-thread task, the cards in view. */
const GOAL_LONG_TASK_MS = 200;
const GOAL_IN_VIEW_MS = 2000;
/** What a loaded machine (the whole suite at once) may take: five times the goal. */
const LOADED = 5;
/** The renderer's mark when it drapes on the main thread (web/src/garment/build-garment.ts). */
const DRAPE_ON_MAIN_THREAD_MARK = 'garment-drape-on-main-thread';

test('restyling the whole catalogue keeps the page responsive and redraws the cards in view first', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { showroom } = (await gql(
    request,
    `query($code: String!) { showroom(dealerCode: $code) {
      look { decorationFill { id } decorationOutline { id } font } catalogs { id name productCount } } }`,
    { code: DEALER_CODE },
  )) as {
    showroom: {
      look: { decorationFill: { id: string }; decorationOutline: { id: string }; font: string };
      catalogs: { id: string; name: string; productCount: number }[];
    };
  };
  const productCount = showroom.catalogs.reduce((n, c) => n + c.productCount, 0);
  expect(productCount).toBeGreaterThanOrEqual(48);

  await page.goto(`/showrooms/${DEALER_CODE}/`);
  const picker = page.getByRole('list', { name: 'Catalogs' });
  for (const catalog of showroom.catalogs) {
    const box = picker.getByRole('checkbox', { name: new RegExp(`^${catalog.name}`) });
    if (!(await box.isChecked())) await box.check();
  }
  await page.getByRole('button', { name: 'Browse the catalogue' }).click();
  await expect(page).toHaveURL(new RegExp(`/showrooms/${DEALER_CODE}/catalogue$`));
  const cards = page.locator('.showroom-card[data-style-id]');
  await expect(cards).toHaveCount(productCount);
  const saved = showroom.look;
  const savedKey = `${saved.decorationFill.id}|${saved.decorationOutline.id}|${saved.font}`;
  await expect(cards.first()).toHaveAttribute('data-look', savedKey, { timeout: 120_000 });

  // From here on: the long tasks, and the first moment each card shows a look.
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __shown: Map<string, number> };
    w.__longTasks = [];
    w.__shown = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        const key = `${el.dataset.styleId}@${el.dataset.look}`;
        if (!w.__shown.has(key)) w.__shown.set(key, performance.now());
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-look'] });
  });

  const box = page.getByRole('region', { name: 'Customise your look' });
  const fill = saved.decorationFill.id === '7' ? { id: '21', name: 'Yellow' } : { id: '7', name: 'Athletic Gold' };
  const swatch = new RegExp(`^${fill.name}( \\(team colour\\))?$`);
  const radio = box.getByRole('radiogroup', { name: /^Fill/ }).getByRole('radio', { name: swatch });
  await radio.scrollIntoViewIfNeeded();
  // The cards in view, and those well below it (past the renderer's 200 px look-ahead).
  const { inView, farBelow } = await cards.evaluateAll((els) => {
    const out = { inView: [] as string[], farBelow: [] as string[] };
    for (const el of els) {
      const r = el.getBoundingClientRect();
      const id = (el as HTMLElement).dataset.styleId!;
      if (r.bottom > 0 && r.top < window.innerHeight) out.inView.push(id);
      else if (r.top > window.innerHeight + 400) out.farBelow.push(id);
    }
    return out;
  });
  expect(inView.length).toBeGreaterThan(0);
  expect(farBelow.length).toBeGreaterThan(0);
  const clickedAt = await page.evaluate(() => performance.now());
  await radio.click();
  await expect(radio).toBeChecked();
  const newKey = `${fill.id}|${saved.decorationOutline.id}|${saved.font}`;
  for (const styleId of inView)
    await expect(page.locator(`.showroom-card[data-style-id="${styleId}"]`)).toHaveAttribute('data-look', newKey, {
      timeout: 120_000,
    });
  // The others as they scroll into view.
  for (let i = 0; i < productCount; i += 1) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-look', newKey, { timeout: 120_000 });
  }

  const { longTasks, shown, drapesOnMainThread } = await page.evaluate((mark) => {
    const w = window as unknown as { __longTasks: number[]; __shown: Map<string, number> };
    return {
      longTasks: w.__longTasks,
      shown: Object.fromEntries(w.__shown),
      drapesOnMainThread: performance.getEntriesByName(mark).length,
    };
  }, DRAPE_ON_MAIN_THREAD_MARK);
  const shownAt = (styleId: string) => shown[`${styleId}@${newKey}`] ?? Infinity;
  const inViewMs = Math.max(...inView.map(shownAt)) - clickedAt;
  const longest = Math.max(0, ...longTasks);
  console.log(
    `[showroom-responsive] ${productCount} cards, ${inView.length} in view: in view with the new look after ` +
      `${Math.round(inViewMs)} ms (goal ${GOAL_IN_VIEW_MS}); ${longTasks.length} long tasks, the longest ` +
      `${Math.round(longest)} ms (goal ${GOAL_LONG_TASK_MS})`,
  );
  expect(drapesOnMainThread).toBe(0);
  expect(Math.max(...inView.map(shownAt))).toBeLessThan(Math.min(...farBelow.map(shownAt)));
  expect(longest).toBeLessThan(GOAL_LONG_TASK_MS * LOADED);
});
