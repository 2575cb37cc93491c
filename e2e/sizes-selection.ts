import { expect, type Page } from '@playwright/test';

/**
 * Waits until the sizes selection is the page on screen: its address (`/sizes-selection?short_id=`
 * matching `shortId`, a pattern or an exact id) and its form's heading 'Roster and sizes'.
 *
 * The address alone is not enough: the router commits the new address before React has drawn the
 * new page (a transition), so on a busy machine the customiser is still on screen, with its own
 * 'Add to locker' button and text boxes, for a while after the address changed.
 */
export async function expectSizesSelection(page: Page, shortId: string | RegExp = /[a-z0-9]{10}/): Promise<void> {
  const id = typeof shortId === 'string' ? shortId : shortId.source;
  await expect(page).toHaveURL(new RegExp(`/sizes-selection\\?short_id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Roster and sizes', level: 1 })).toBeVisible();
}
