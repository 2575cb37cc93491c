/**
 * The showroom stays responsive while it restyles (P6 customisation box): the
 * demo showroom's whole catalogue (every catalog chosen) at 1280 px. A change of the lettering
 * colour redraws the cards one at a time (draping in a Web Worker, never on the page's main
 * thread; the next card only once the GPU has finished the last), the cards in view first, the
 * others as they scroll into view.
 *
 * Measured in the page from the click (its `pointerdown`) until the cards show the new look: the
 * main thread's long tasks (a `PerformanceObserver`), the longest time between two frames (a
 * `requestAnimationFrame` loop: what a visitor sees as a frozen page), when the cards in view show
 * the new look, and each card's drawing (the renderer's `showroom-card-draw` measures), printed
 * beside the goals (longest task 200 ms, cards in view 2 s). What is asserted holds on a loaded
 * machine too, for it is counted or compared with the cards' own drawing in the same run: no
 * draping on the main thread; every card in view before any card far below it; one card drawn at
 * a time; and neither a frame gap nor a long task longer than twice the longest card's drawing
 * plus a second. Without the GPU fence the cards' WebGL work queued up behind the page's frames
 * and froze it for 10 to 78 s while each card's own script took milliseconds; drawing all the
 * cards in one task, or a drape on the main thread, fails the same way.
 */
import { expect, test } from '@playwright/test';
import { gql } from './api.js';

const DEALER_CODE = 'DEMO01';
/** Goals, ms: the longest main-thread task, the cards in view. */
const GOAL_LONG_TASK_MS = 200;
const GOAL_IN_VIEW_MS = 2000;
/** The card renderer's measure of each picture (web/src/modules/showroom/card-renderer.ts). */
const CARD_DRAW_MEASURE = 'showroom-card-draw';
/** The renderer's measure of readying its GPU context and shaders (card-renderer.ts). */
const CARD_WARM_MEASURE = 'showroom-card-renderer-warm';
/** Slack of the comparisons with the longest card drawing, ms (a garbage collection, a commit). */
const SLACK_MS = 1000;
/** The renderer's mark when it drapes on the main thread (web/src/garment/build-garment.ts). */
const DRAPE_ON_MAIN_THREAD_MARK = 'garment-drape-on-main-thread';

test('restyling the whole catalogue keeps the page responsive and redraws the cards in view first', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
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

  // The catalogue's snapshots drawn first: the render service runs on machines of its own in
  // production, and here it shares the page's two cores and its software GPU.
  const waitStarted = Date.now();
  await expect
    .poll(
      async () => {
        let pending = 0;
        for (const catalog of showroom.catalogs) {
          const { showroom: s } = (await gql(
            request,
            `query($code: String!, $catalogId: ID) { showroom(dealerCode: $code) {
              products(catalogId: $catalogId) {
                front: snapshot(view: FRONT) { status } right: snapshot(view: RIGHT) { status }
                left: snapshot(view: LEFT) { status } back: snapshot(view: BACK) { status } } } }`,
            { code: DEALER_CODE, catalogId: catalog.id },
          )) as { showroom: { products: Record<string, { status: string }>[] } };
          for (const views of s.products) pending += Object.values(views).filter((v) => v.status !== 'READY').length;
        }
        return pending;
      },
      { timeout: 420_000, intervals: [1000] },
    )
    .toBe(0);
  console.log(`[showroom-responsive] catalogue snapshots READY after ${Date.now() - waitStarted} ms`);
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
  // The renderer readies its GPU context and shaders once, in the page's idle time after it
  // opens (`useWarmCardRenderer`), before a visitor's first change; measured on its own and
  // printed below. On a loaded machine that one-time work took up to 24 s: the change is
  // measured from a readied renderer, as a visitor who reads the page before choosing meets it.
  await expect
    .poll(() => page.evaluate((m) => performance.getEntriesByName(m).length, CARD_WARM_MEASURE), {
      timeout: 180_000,
      intervals: [250],
    })
    .toBe(1);

  // From here on: the long tasks, the frames, the first moment each card shows a look, the click.
  await page.evaluate(() => {
    const w = window as unknown as {
      __longTasks: [number, number][];
      __frames: number[];
      __shown: Map<string, number>;
      __clickedAt: number | null;
    };
    w.__longTasks = [];
    w.__frames = [];
    w.__shown = new Map();
    w.__clickedAt = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: false });
    const frame = (t: number) => {
      w.__frames.push(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        const key = `${el.dataset.styleId}@${el.dataset.look}`;
        if (!w.__shown.has(key)) w.__shown.set(key, performance.now());
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-look'] });
    document.addEventListener('pointerdown', () => (w.__clickedAt ??= performance.now()), true);
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
  await radio.click();
  await expect(radio).toBeChecked();
  const newKey = `${fill.id}|${saved.decorationOutline.id}|${saved.font}`;
  for (const styleId of inView)
    await expect(page.locator(`.showroom-card[data-style-id="${styleId}"]`)).toHaveAttribute('data-look', newKey, {
      timeout: 120_000,
    });
  // The others as they scroll into view: the last card and one half-way.
  for (const i of [productCount - 1, Math.floor(productCount / 2)]) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-look', newKey, { timeout: 120_000 });
  }

  const measured = await page.evaluate(
    ({ mark, measure, warmMeasure }) => {
      const w = window as unknown as {
        __longTasks: [number, number][];
        __frames: number[];
        __shown: Map<string, number>;
        __clickedAt: number | null;
      };
      return {
        longTasks: w.__longTasks,
        frames: w.__frames,
        shown: Object.fromEntries(w.__shown),
        clickedAt: w.__clickedAt,
        now: performance.now(),
        drapesOnMainThread: performance.getEntriesByName(mark).length,
        warm: performance.getEntriesByName(warmMeasure).map((e) => ({
          ms: e.duration,
          stageMs: ((e as PerformanceMeasure).detail as { stageMs: number }).stageMs,
        })),
        draws: performance.getEntriesByName(measure).map((e) => {
          const detail = (e as PerformanceMeasure).detail as {
            startedAt: number;
            width: number;
            height: number;
            gpuMs: number;
            textureMs: number;
            drawMs: number;
          };
          // The card's own work: its print atlas and its drawing up to the GPU's fence (drawMs
          // holds gpuMs), not its waits for the mesh worker or the renderer's shaders.
          const workMs = detail.textureMs + detail.drawMs;
          return {
            textureMs: detail.textureMs,
            drawMs: detail.drawMs,
            startedAt: detail.startedAt,
            end: e.startTime + e.duration,
            gpuMs: detail.gpuMs,
            workMs,
            size: `${detail.width}x${detail.height}`,
          };
        }),
      };
    },
    { mark: DRAPE_ON_MAIN_THREAD_MARK, measure: CARD_DRAW_MEASURE, warmMeasure: CARD_WARM_MEASURE },
  );
  const { frames, shown, clickedAt, drapesOnMainThread } = measured;
  expect(clickedAt).not.toBeNull();
  // The long tasks that ended after the click (the page's load and set-up are not the change's).
  const longTasks = measured.longTasks.filter(([start, ms]) => start + ms > clickedAt!);
  const shownAt = (styleId: string) => shown[`${styleId}@${newKey}`] ?? Infinity;
  const inViewMs = Math.max(...inView.map(shownAt)) - clickedAt!;
  const longest = Math.max(0, ...longTasks.map(([, ms]) => ms));
  const longestAt = longTasks.find(([, ms]) => ms === longest)?.[0];
  // The longest time without a frame, from the click on.
  const ticks = [clickedAt!, ...frames.filter((t) => t > clickedAt!), measured.now];
  const frameGap = Math.max(...ticks.slice(1).map((t, i) => t - ticks[i]!));
  // The cards drawn since the click, in the order drawn.
  const draws = measured.draws.filter((d) => d.startedAt >= clickedAt!).sort((a, b) => a.startedAt - b.startedAt);
  const cardMs = draws.map((d) => d.end - d.startedAt);
  const longestCard = Math.max(...cardMs);
  const longestWork = Math.max(...draws.map((d) => d.workMs));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `[showroom-responsive] ${productCount} cards, ${inView.length} in view: in view with the new look after ` +
      `${Math.round(inViewMs)} ms (goal ${GOAL_IN_VIEW_MS}); ${longTasks.length} long tasks, the longest ` +
      `${Math.round(longest)} ms (goal ${GOAL_LONG_TASK_MS}) at ${longestAt === undefined ? '-' : Math.round(longestAt - clickedAt!)} ms from the click; longest time without a frame ${Math.round(frameGap)} ms; ` +
      `${draws.length} cards drawn (${[...new Set(draws.map((d) => d.size))].join(', ')} px), a card ${Math.round(median(cardMs))} ms (median) of which the GPU ` +
      `${Math.round(median(draws.map((d) => d.gpuMs)))} ms, the longest ${Math.round(longestCard)} ms (its own work at most ${Math.round(longestWork)} ms); ` +
      `first card started ${Math.round((draws[0]?.startedAt ?? NaN) - clickedAt!)} ms after the click (print ${Math.round(draws[0]?.textureMs ?? NaN)} ms, drawing ${Math.round(draws[0]?.drawMs ?? NaN)} ms of which the GPU ${Math.round(draws[0]?.gpuMs ?? NaN)} ms), the in-view cards shown at ` +
      `${inView.map((id) => Math.round(shownAt(id) - clickedAt!)).join(', ')} ms, draws ended at ${draws.map((d) => Math.round(d.end - clickedAt!)).join(', ')} ms; ` +
      `renderer readied in ${measured.warm.map((w) => `${Math.round(w.ms)} ms (context ${Math.round(w.stageMs)} ms)`).join(', ') || 'no idle time'}`,
  );
  expect(drapesOnMainThread).toBe(0);
  expect(Math.max(...inView.map(shownAt))).toBeLessThan(Math.min(...farBelow.map(shownAt)));
  // One card at a time: each starts after the one before has its picture.
  expect(draws.length).toBeGreaterThanOrEqual(inView.length);
  for (let i = 1; i < draws.length; i += 1) expect(draws[i]!.startedAt).toBeGreaterThanOrEqual(draws[i - 1]!.end);
  // Frames and input go between the cards: nothing holds the page longer than a card's own work
  // (measured in this run, so that a loaded machine scales both).
  expect(frameGap).toBeLessThan(2 * longestWork + SLACK_MS);
  expect(longest).toBeLessThan(2 * longestWork + SLACK_MS);
});
