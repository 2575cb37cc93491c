/**
 * Loading the dealer (original-spec section 8): a project route without a dealer
 * code alerts 'missing acc id' and goes to /404; a dashboard whose dealer cannot be loaded
 * toasts 'error loading dealer data' and offers a retry that loads it.
 */
import { expect, test } from '@playwright/test';
import { buildEntryUrl } from '../gateway/dist/src/modules/dealers/entry-token.js';

const SECRET = 'e2e-entry-secret-0123456789abcdef';

test("a project route without a dealer code alerts 'missing acc id', then shows 404", async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.goto('/snapsheets/%20/1/');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  expect(alerts).toEqual(['alert: missing acc id']);
});

test("a failed dealer load toasts 'error loading dealer data'; Try again loads the dealer", async ({
  page,
  baseURL,
}) => {
  await page.goto(
    buildEntryUrl(baseURL!, SECRET, { code: 'E2EDL1', company: 'Load Sports', email: 'l@example.com' }, 900),
  );
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByText('Load Sports').first()).toBeVisible();

  // The dealer query fails once (the network drops it) when the dashboard loads again.
  let failed = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (failed === 0 && body.includes('DashboardMe')) {
      failed += 1;
      await route.abort('failed');
    } else await route.continue();
  });
  await page.reload();
  await expect(page.getByText('error loading dealer data', { exact: true })).toBeVisible();
  await expect(page.getByText('Could not load your account')).toBeVisible();
  expect(failed).toBe(1);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Load Sports').first()).toBeVisible();
  await expect(page.getByText('Could not load your account')).toHaveCount(0);
});
