import type { Page } from '@playwright/test';

/**
 * Waits until `page` has drawn two frames and no finite animation or transition (a dialog
 * fading in, a panel sliding after a resize) is still running: what a screenshot or an
 * accessibility check should see. Animations that repeat forever (spinners) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
