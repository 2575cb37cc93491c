/**
 * Page navigation of projects (P2): two-page spreads on desktop, one page on mobile (viewport
 * width <= 1024 px) or in create mode. On a spread the current page is forced odd, so spreads
 * are (1,2), (3,4), ... Pages are 1-based; `total` may be 0 (an empty project shows nothing).
 */

/** Viewport widths at or below this many px show one page at a time (section 9). */
export const MOBILE_MAX_WIDTH_PX = 1024;

/** Clamps `page` to 1..total (1 when there are no pages). */
export function clampPage(page: number, total: number): number {
  if (total < 1) return 1;
  return Math.min(Math.max(1, Math.trunc(page) || 1), total);
}

/** The first page shown for `page`: itself in single mode, the odd page of its spread otherwise. */
export function spreadStart(page: number, total: number, twoUp: boolean): number {
  const p = clampPage(page, total);
  return twoUp && p % 2 === 0 ? p - 1 : p;
}

/** Page numbers visible for `page`: one page, or the spread's one or two pages. */
export function visiblePages(page: number, total: number, twoUp: boolean): number[] {
  if (total < 1) return [];
  const start = spreadStart(page, total, twoUp);
  return twoUp && start + 1 <= total ? [start, start + 1] : [start];
}

/** The page to go to from `page` by `direction` (+1 next, -1 previous), staying in range. */
export function stepPage(page: number, total: number, twoUp: boolean, direction: 1 | -1): number {
  const start = spreadStart(page, total, twoUp);
  const step = twoUp ? 2 : 1;
  return spreadStart(clampPage(start + direction * step, total), total, twoUp);
}

/** True when a step in `direction` would show different pages. */
export function canStep(page: number, total: number, twoUp: boolean, direction: 1 | -1): boolean {
  if (total < 1) return false;
  return stepPage(page, total, twoUp, direction) !== spreadStart(page, total, twoUp);
}

/** Human label of what is shown: 'Page 3 of 5' or 'Pages 3–4 of 5'. */
export function pageLabel(page: number, total: number, twoUp: boolean): string {
  const pages = visiblePages(page, total, twoUp);
  if (pages.length === 0) return 'No pages';
  if (pages.length === 1) return `Page ${pages[0]} of ${total}`;
  return `Pages ${pages[0]}\u2013${pages[1]} of ${total}`;
}
