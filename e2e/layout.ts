import { expect, type Page } from '@playwright/test';

/**
 * How wide the page lays out against its window (px): `document.documentElement`'s scroll and
 * client widths, and the elements (up to 8, outermost first) that reach past the window's right
 * edge, each as `tag.class right-edge`, for a failure message.
 */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const wide: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5) continue;
      // Only the outermost: an element inside one already named adds nothing.
      if (wide.length && el.parentElement?.getBoundingClientRect().right === box.right) continue;
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
      wide.push(`    ${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} reaches ${Math.round(box.right)} px`);
      if (wide.length === 8) break;
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, wide: wide.join('\n') };
  });
}

/**
 * Asserts that `page`, whose window is `width` px wide, does not scroll sideways: its document
 * lays out no wider than the window (`scrollWidth <= width`), naming what reaches past it.
 */
export async function expectNoSidewaysScroll(page: Page, width: number, what: string): Promise<void> {
  expect(page.viewportSize()?.width, `${what}: the window`).toBe(width);
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `${what} at ${width} px is wider than the window:\n${overflow.wide}`,
  ).toBeLessThanOrEqual(width);
}
