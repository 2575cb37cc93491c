/**
 * Every screen usable by everyone: axe-core checks every public and dashboard page,
 * and the dialogs worth checking open, at 1280 and 390 px; a serious or critical violation
 * fails with the page, the width, its rule id and the elements it names. One test per page: it
 * opens the page at 1280 px, checks it, narrows the window to 390 px, waits until the page has
 * rendered at that width and checks it again; at 390 px the page must not scroll sideways (its
 * document no wider than the window). The pages are one table (`PAGES`): another page is
 * one line. The customer's pages and the dealer's are checked by two spec files
 * (accessibility-customer.spec.ts, accessibility-dealer.spec.ts), which the e2e run may give to
 * two servers at once. Data comes from the API (a11y-fixtures.ts), made once per file.
 * Screenshots go to E2E_SHOTS_DIR.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { actAsDealer, actAsVisitor, setUpDealer, type A11yData } from './a11y-fixtures';
import type { PageCase } from './a11y-page-cases';
import { sidewaysOverflow } from './layout';
import { settled } from './settled';

export { PAGES, type PageCase } from './a11y-page-cases';

const SHOTS = process.env.E2E_SHOTS_DIR;

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** What axe found, one line per rule and one indented line per element it names. */
function describe(violations: Violations): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * `violations` without colour-contrast findings inside a lettering sample
 * (`[data-lettering-sample]`): a picture of the printed decoration in the colours the customer
 * chose, whatever their contrast (WCAG 1.4.3 exempts text that is part of a picture). Its
 * accessible name (or aria-hidden) carries its meaning; any other rule still applies.
 */
async function withoutLetteringSamples(page: Page, violations: Violations): Promise<Violations> {
  const out: Violations = [];
  for (const v of violations) {
    if (v.id !== 'color-contrast') {
      out.push(v);
      continue;
    }
    const inSample = await page.evaluate(
      (selectors) => selectors.map((sel) => document.querySelector(sel)?.closest('[data-lettering-sample]') != null),
      v.nodes.map((n) => String(n.target[n.target.length - 1])),
    );
    const nodes = v.nodes.filter((_, i) => !inSample[i]);
    if (nodes.length) out.push({ ...v, nodes });
  }
  return out;
}

/**
 * Waits until `page` has rendered at the viewport width `width` (px): the window has that width,
 * loading placeholders are gone, two more frames have been drawn (resize handlers and layout have
 * run) and no finite animation (a dialog fading in, a menu sliding) is still running:
 * mid-animation colours are not the page's.
 */
async function settledAt(page: Page, width: number) {
  await page.waitForFunction((w) => window.innerWidth === w, width);
  // A snapshot still rendering shows a skeleton: on a busy machine the render queue takes a while.
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 360_000 });
  // A toast (sonner) is transient: it leaves before the check, so its fade-out never races axe
  // (a toast dismissed mid-check was read half transparent, grey on grey).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
  await settled(page);
}

/**
 * An axe run of `page` with axe's default rules. A page without frames (all of them so far) is
 * checked by `axe.run` in the page itself (the builder's legacy mode): the same rules on the same
 * document as `runPartial` there plus `finishRun` in a blank page opened for it (the default, which
 * can also reach cross-origin frames), in about half the time. A page with frames keeps the default.
 */
function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/**
 * Defines one test per page of `cases` in the calling spec file, with the data of a dealer
 * `dealerCode` made once for the file on the project's server.
 */
export function checkPages(cases: readonly PageCase[], dealerCode: string): void {
  let data: A11yData;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern
  test.beforeAll(async ({}, workerInfo) => {
    test.setTimeout(120_000);
    data = await setUpDealer(dealerCode, workerInfo.project.use.baseURL!);
  });

  test.use({ viewport: WIDTHS[0] });

  for (const c of cases) {
    test(`${c.name}: no serious or critical axe violations at ${WIDTHS.map((w) => w.width).join(' and ')} px`, async ({
      page,
    }) => {
      // The first visit draws the page's snapshots; on a loaded CI machine the render line behind
      // another spec's catalogue has kept one PENDING for over three minutes.
      test.setTimeout(480_000);
      if (c.as === 'dealer') await actAsDealer(page.context(), data);
      else await actAsVisitor(page.context(), data);
      await page.goto(c.path(data));
      await expect(c.ready(page)).toBeVisible();
      // Loading placeholders settle first (skeletons are aria-hidden, the content is not).
      await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 360_000 });
      if (c.then) await c.then(page, data);
      for (const viewport of WIDTHS) {
        await test.step(`at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          if (c.atWidth) await c.atWidth(page);
          await settledAt(page, viewport.width);
          if (SHOTS) {
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({ path: join(SHOTS, `a11y-${c.name}-${viewport.width}.png`), fullPage: true });
          }
          if (viewport.width < 400 && !c.paper) {
            // A phone never scrolls sideways (a coach approves a proof on one).
            const overflow = await sidewaysOverflow(page);
            expect
              .soft(
                overflow.scrollWidth,
                `${c.name} at ${viewport.width} px is wider than the window:\n${overflow.wide}`,
              )
              .toBeLessThanOrEqual(overflow.clientWidth);
          }
          const results = await axeBuilder(page).analyze();
          const blocking = await withoutLetteringSamples(
            page,
            results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
          );
          // Soft: a violation at the first width still lets the second be checked.
          expect
            .soft(
              blocking.map((v) => v.id),
              `${c.name} at ${viewport.width} px:\n${describe(blocking)}`,
            )
            .toEqual([]);
        });
      }
    });
  }
}
