/**
 * The snapshot page in a real headless Chromium, for the web's browser tests (C1, C5, R1):
 * Vite's dev server serves `snapshot.html`; Chromium (CHROME_PATH, default /usr/bin/chromium)
 * opens it with the render service's deterministic flags (SwiftShader, sRGB, no hinting) and
 * waits until the page reports ready. Throws when Chromium is missing: a browser test without
 * its browser fails, it never skips.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--no-sandbox',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--disable-accelerated-2d-canvas',
  '--hide-scrollbars',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface SnapshotTestPage {
  page: Page;
  close(): Promise<void>;
}

/** Serves and opens the snapshot page (800x800 viewport, device pixel ratio 1), ready to render. */
export async function openSnapshotPage(): Promise<SnapshotTestPage> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium or set CHROME_PATH`);
  }
  const { createServer } = await import('vite');
  const { chromium } = await import('playwright-core');
  let vite: ViteDevServer | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await vite?.close();
  };
  try {
    vite = await createServer({
      root: resolve(import.meta.dirname, '../..'),
      server: { host: '127.0.0.1', port: 0, hmr: false },
      appType: 'mpa',
      logLevel: 'error',
      optimizeDeps: { entries: ['snapshot.html'] },
    });
    await vite.listen();
    const address = vite.httpServer!.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const page = await browser.newPage({ viewport: { width: 800, height: 800 }, deviceScaleFactor: 1 });
    await page.goto(`http://127.0.0.1:${port}/snapshot.html`);
    await page.waitForFunction(() => window.__TAS_SNAPSHOT_READY__ === true, null, { timeout: 120_000 });
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
