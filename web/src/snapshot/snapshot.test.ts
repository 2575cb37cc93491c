/**
 * The snapshot page in a real headless Chromium (C5, R1): served by Vite's dev server, driven
 * through `window.tasSnapshot` exactly as the render service does. Skipped when no Chromium is
 * installed at CHROME_PATH (default /usr/bin/chromium), except under `npm test` (CHROME_PATH set),
 * where it must run.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { jerseyCrewFixture, NAVY, sampleSpec } from './fixtures';

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

/** Width and height from a PNG's IHDR chunk. */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.skipIf(!existsSync(CHROMIUM) && !process.env.CHROME_PATH)('snapshot page (C5)', () => {
  let vite: ViteDevServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const { createServer } = await import('vite');
    const { chromium } = await import('playwright-core');
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
    page = await browser.newPage({
      viewport: { width: 800, height: 800 },
      deviceScaleFactor: 1,
    });
    await page.goto(`http://127.0.0.1:${port}/snapshot.html`);
    await page.waitForFunction(() => window.__TAS_SNAPSHOT_READY__ === true, null, { timeout: 120_000 });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await vite?.close();
  });

  const render = (spec: unknown, view: string, width = 470, height = 588): Promise<string> =>
    page.evaluate(
      ([s, v, w, h]) =>
        window.tasSnapshot!.render(s as never, {
          view: v as never,
          width: w as number,
          height: h as number,
        }),
      [spec, view, width, height] as const,
    );

  /** Share of pixels close to a colour, counted in the page from the PNG. */
  const share = (png: string, hex: string): Promise<number> =>
    page.evaluate(
      async ([data, colour]) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const px = ctx.getImageData(0, 0, img.width, img.height).data;
        const r = parseInt(colour.slice(1, 3), 16);
        const g = parseInt(colour.slice(3, 5), 16);
        const b = parseInt(colour.slice(5, 7), 16);
        let hits = 0;
        for (let i = 0; i < px.length; i += 4) {
          if (Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 60) hits++;
        }
        return hits / (px.length / 4);
      },
      [png, hex] as const,
    );

  it('renders a 470x588 PNG of the garment, the same pixels every time', async () => {
    const front = await render(jerseyCrewFixture, 'FRONT');
    expect(pngSize(front)).toEqual({ width: 470, height: 588 });
    // The navy body fills a good part of the frame.
    expect(await share(front, NAVY)).toBeGreaterThan(0.12);
    const back = await render(jerseyCrewFixture, 'BACK');
    expect(back).not.toBe(front);
    // Warm page: other work in between, then the same spec again gives identical bytes.
    await render(sampleSpec('shorts'), 'LEFT', 300, 400).then((png) =>
      expect(pngSize(png)).toEqual({ width: 300, height: 400 }),
    );
    expect(await render(jerseyCrewFixture, 'FRONT')).toBe(front);
  }, 300_000);

  it('rejects a bad request without breaking the page', async () => {
    await expect(render(jerseyCrewFixture, 'TOP')).rejects.toThrow(/unknown view/);
    await expect(render(jerseyCrewFixture, 'FRONT', 10, 10)).rejects.toThrow(/width/);
    const png = await render(jerseyCrewFixture, 'RIGHT', 235, 294);
    expect(pngSize(png)).toEqual({ width: 235, height: 294 });
  }, 300_000);

  it('draws the flat proof', async () => {
    const png = await page.evaluate(
      (s) => window.tasSnapshot!.proof(s as never, { pxPerMm: 0.5 }),
      jerseyCrewFixture as unknown,
    );
    const size = pngSize(png);
    expect(size.width).toBeGreaterThan(500);
    expect(await share(png, NAVY)).toBeGreaterThan(0.2);
  }, 120_000);
});
