/**
 * Designs change the drawing (C1), in a real headless Chromium: the snapshot page (served by
 * Vite's dev server, driven through `window.tasSnapshot` as the render service does) draws a
 * design's pattern into the panel texture, so the flat proof (the texture's own drawing) and the
 * 3D picture differ between designs, and the same design gives the same pixels every time.
 * Fails when no Chromium is installed (CHROME_PATH, default /usr/bin/chromium).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RenderSpec } from '../garment/render-spec';
import { GOLD, NAVY, sampleSpec, WHITE } from './fixtures';
import { openSnapshotPage, type SnapshotTestPage } from './test-page';

describe('designs on the garment texture (C1)', () => {
  let opened: SnapshotTestPage | undefined;
  let page: Page;

  beforeAll(async () => {
    opened = await openSnapshotPage();
    page = opened.page;
  }, 180_000);

  afterAll(async () => opened?.close());

  const proof = (spec: RenderSpec): Promise<string> =>
    page.evaluate((s) => window.tasSnapshot!.proof(s as never, { pxPerMm: 0.5 }), spec as unknown);

  const front = (spec: RenderSpec): Promise<string> =>
    page.evaluate(
      (s) => window.tasSnapshot!.render(s as never, { view: 'FRONT', width: 235, height: 294 }),
      spec as unknown,
    );

  /** Pixels of the PNG per colour (within a small distance), counted in the page. */
  const counts = (png: string, colours: string[]): Promise<number[]> =>
    page.evaluate(
      async ([data, hexes]) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const px = ctx.getImageData(0, 0, img.width, img.height).data;
        return hexes.map((hex) => {
          const r = parseInt(hex.slice(1, 3), 16);
          const g = parseInt(hex.slice(3, 5), 16);
          const b = parseInt(hex.slice(5, 7), 16);
          let n = 0;
          for (let i = 0; i < px.length; i += 4)
            if (Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 30) n++;
          return n;
        });
      },
      [png, colours] as const,
    );

  it('draws each design differently, the same design identically, in the team colours', async () => {
    const plain = sampleSpec('jersey-crew');
    const chevron = sampleSpec('jersey-crew', undefined, '506F');
    const camo = sampleSpec('jersey-crew', undefined, '508H');
    const p1 = await proof(chevron);
    const p2 = await proof(camo);
    const p0 = await proof(plain);
    expect(new Set([p0, p1, p2]).size).toBe(3);
    // Other work in between, then the same spec (a fresh copy, as each render job is) again.
    await proof(sampleSpec('shorts', undefined, '509J'));
    expect(await proof(structuredClone(chevron))).toBe(p1);
    // The pattern is painted in the team colours: camo turns navy body into gold and white.
    const [navy0, gold0, white0] = await counts(p0, [NAVY, GOLD, WHITE]);
    const [navy2, gold2, white2] = await counts(p2, [NAVY, GOLD, WHITE]);
    expect(navy2).toBeLessThan(navy0! * 0.75);
    expect(gold2).toBeGreaterThan(gold0! * 1.2);
    expect(white2).toBeGreaterThan(white0! * 1.2);
    // The 3D picture shows it too, and repeats exactly.
    const f1 = await front(chevron);
    expect(f1).not.toBe(await front(plain));
    expect(await front(structuredClone(chevron))).toBe(f1);
  }, 300_000);

  it('draws nothing for a design without a pattern (STD)', async () => {
    const plain = sampleSpec('shorts');
    const std = { ...plain, design: { code: 'STD', name: 'Standard', kind: 'PLAIN' as const } };
    expect(await proof(std)).toBe(await proof(plain));
  }, 120_000);
});
