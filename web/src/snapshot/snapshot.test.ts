/**
 * The snapshot page in a real headless Chromium (C5, R1): served by Vite's dev server, driven
 * through `window.tasSnapshot` exactly as the render service does. Fails when no
 * Chromium is installed (CHROME_PATH, default /usr/bin/chromium).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { jerseyCrewFixture, NAVY, sampleSpec } from './fixtures';
import { openSnapshotPage, type SnapshotTestPage } from './test-page';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('snapshot page (C5)', () => {
  let opened: SnapshotTestPage | undefined;
  let page: Page;

  beforeAll(async () => {
    opened = await openSnapshotPage();
    page = opened.page;
  }, 180_000);

  afterAll(async () => opened?.close());

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
