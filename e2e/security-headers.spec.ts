/**
 * Security headers in the browser (security review): the built app runs under its
 * Content-Security-Policy with no violation (the landing page, the demo showroom and the demo
 * in dealer mode, a snapsheet product's 3D customiser). The per-path policy (frame-ancestors
 * * on /showrooms only) is checked over HTTP in gateway/test/security-headers.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { createSnapsheetWith, demoPasscode, enterDashboard, JERSEY } from './api.js';

/** Collects CSP violations a page reports (events in every frame, and Chromium's console lines). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (s: string) => seen.push(s));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(s: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return seen;
}

test('the app runs under its CSP without a violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const violations = await watchCsp(page);
  const res = await page.goto('/');
  expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res!.headers()['x-content-type-options']).toBe('nosniff');
  expect(res!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await page.goto('/showrooms/DEMO01/');
  await expect(page.getByText('Pick the gear you want to see. You can come back and change it.')).toBeVisible();

  await page.goto(`/showrooms/DEMO01/?passcode=${demoPasscode()}`);
  await expect(page.getByText('Your choice is saved for the team link when you continue.')).toBeVisible();

  // A snapsheet product's customiser: the 3D player (textures from data:/blob: URLs, workers).
  const token = await enterDashboard(request, { code: 'CSP001', company: 'CSP Sports', email: 'csp@example.com' });
  const id = await createSnapsheetWith(request, token, { teamName: 'Hawks', colorIds: ['19', '13', '25'] });
  await page.goto(`/snapsheets/CSP001/${id}/product/${JERSEY.styleId}`);
  // The 3D player's chunk loads and its canvas mounts: over 30 s on a loaded 2-core machine.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 120_000 });
  // Let the 3D view draw its first frames (textures from data:/blob: URLs, workers).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(violations).toEqual([]);
});
