import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStatic, type StaticServer } from '../test/static-server.js';
import { BrowserManager } from './browser.js';
import { DeadlineError, QueueFullError, RenderFailedError, SnapshotPageUnavailableError } from './errors.js';
import { RequestGuard } from './guard.js';
import { SnapshotPool, type SnapshotPoolOptions } from './pool.js';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const spec = JSON.parse(readFileSync(`${fixtures}spec.json`, 'utf8')) as {
  colors: string[];
  decorations: Array<Record<string, unknown>>;
  [k: string]: unknown;
};
const withFixture = (fixture: Record<string, unknown>) => ({ ...spec, fixture });
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let server: StaticServer;
let browsers: BrowserManager;
const pools: SnapshotPool[] = [];

/** A pool of one page on the fixture page, on `manager` (the file's browsers by default). */
function pool(opts: Partial<SnapshotPoolOptions> = {}, manager: BrowserManager = browsers): SnapshotPool {
  const p = new SnapshotPool(manager, {
    pageUrl: `${server.origin}/snapshot.html`,
    size: 1,
    queueMax: 4,
    timeoutMs: 10_000,
    recycleAfter: 100,
    guard: new RequestGuard([server.origin]),
    ...opts,
  });
  pools.push(p);
  return p;
}

beforeAll(async () => {
  server = await serveStatic(fixtures);
  browsers = new BrowserManager({ executablePath: CHROME });
});

// Pools of finished tests would otherwise reload their pages after the crash test's relaunch.
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

afterAll(async () => {
  await browsers.close();
  await server.close();
});

describe('SnapshotPool on the fixture snapshot page (R1, R3)', () => {
  it('renders each view to a PNG of the asked size on warm pages, without reloading them', async () => {
    const p = pool({ size: 2 });
    await p.warm();
    expect(p.stats()).toMatchObject({ size: 2, warm: 2, created: 2 });

    const first = await p.render(spec, ['FRONT', 'BACK'], 470, 588);
    expect(first.map((s) => s.view)).toEqual(['FRONT', 'BACK']);
    const png = PNG.sync.read(first[0]!.png);
    expect([png.width, png.height]).toEqual([470, 588]);
    // Top-left pixel is the first zone colour #0b3d91.
    expect([...png.data.subarray(0, 4)]).toEqual([0x0b, 0x3d, 0x91, 255]);
    expect(first[0]!.png.equals(first[1]!.png)).toBe(false);

    const again = await p.render(spec, ['FRONT', 'BACK'], 470, 588);
    expect(again[0]!.png.equals(first[0]!.png)).toBe(true);
    const small = await p.render(spec, ['LEFT'], 235, 294);
    expect(PNG.sync.read(small[0]!.png).width).toBe(235);
    // Five views, still the two pages opened by warm().
    expect(p.stats().created).toBe(2);
    expect(p.metrics.completed).toBe(5);
  });

  it('refuses with QueueFullError (429) once the page is busy and the line is full', async () => {
    const p = pool({ size: 1, queueMax: 1 });
    await p.warm();
    const slow = withFixture({ delayMs: 600 });
    const running = p.render(slow, ['FRONT'], 100, 100);
    const waiting = p.render(slow, ['FRONT'], 100, 100);
    await expect(p.render(slow, ['FRONT'], 100, 100)).rejects.toBeInstanceOf(QueueFullError);
    // A two-view request is refused whole even though nothing of it could start.
    await expect(p.render(spec, ['FRONT', 'BACK'], 100, 100)).rejects.toBeInstanceOf(QueueFullError);
    await Promise.all([running, waiting]);
    expect(p.metrics.rejected).toBe(2);
    expect(p.metrics.completed).toBe(2);
  });

  it('fails with DeadlineError (504) past the deadline and replaces the stuck page', async () => {
    // The deadline leaves room for the fresh page's own render below on a loaded machine (the
    // hanging page never answers, so it is the deadline that ends it whatever its length).
    const p = pool({ size: 1, timeoutMs: 6000 });
    await p.warm();
    const started = Date.now();
    await expect(p.render(withFixture({ hang: true }), ['FRONT'], 100, 100)).rejects.toBeInstanceOf(DeadlineError);
    // Not before the deadline; and since the page never answers, only the deadline ended it (no
    // upper bound in time: a loaded machine may run the timer late).
    expect(Date.now() - started).toBeGreaterThanOrEqual(6000);
    expect(p.metrics.timeouts).toBe(1);
    expect(p.pagesReplaced).toBe(1);
    // The slot is usable again, on a fresh page. Warming it first keeps the page's creation out
    // of the render's deadline: on a loaded machine opening a page alone can take seconds.
    await p.warm();
    expect(p.stats()).toMatchObject({ warm: 1, created: 2 });
    const ok = await p.render(spec, ['FRONT'], 100, 100);
    expect(ok).toHaveLength(1);
    expect(p.stats().created).toBe(2);
  });

  it('warms again until the snapshot page answers (a gateway that starts later), then renders on that page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tas-late-page-'));
    const late = await serveStatic(dir);
    try {
      const p = pool({ pageUrl: `${late.origin}/snapshot.html`, guard: new RequestGuard([late.origin]) });
      const retries: { error: string; delayMs: number }[] = [];
      const warm = await p.warmUntilReady({
        firstDelayMs: 20,
        onRetry: (error, delayMs) => {
          retries.push({ error: error.message, delayMs });
          // The "gateway" is up now: the next try finds the page.
          copyFileSync(join(fixtures, 'snapshot.html'), join(dir, 'snapshot.html'));
        },
      });
      expect(warm).toBe(true);
      expect(retries).toHaveLength(1);
      expect(retries[0]!.error).toMatch(/HTTP 404/);
      expect(retries[0]!.delayMs).toBe(20);
      expect(p.stats()).toMatchObject({ warm: 1, created: 2 });
      expect(await p.render(spec, ['FRONT'], 100, 100)).toHaveLength(1);
      expect(p.stats().created).toBe(2);
    } finally {
      await late.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops warming again once the pool is closed, and doubles the wait up to the most', async () => {
    const p = pool({ pageUrl: `${server.origin}/no-such-page.html` });
    const delays: number[] = [];
    const warm = p.warmUntilReady({
      firstDelayMs: 10,
      maxDelayMs: 40,
      onRetry: (_, delayMs) => {
        delays.push(delayMs);
        if (delays.length === 4) void p.close();
      },
    });
    await expect(warm).resolves.toBe(false);
    expect(delays).toEqual([10, 20, 40, 40]);
  });

  it('recycles a page after `recycleAfter` jobs', async () => {
    const p = pool({ size: 1, recycleAfter: 2 });
    const outputs: Buffer[] = [];
    for (let i = 0; i < 5; i++) outputs.push((await p.render(spec, ['FRONT'], 120, 150))[0]!.png);
    expect(p.pagesRecycled).toBe(2);
    expect(p.stats().created).toBe(3);
    // A recycled page draws the same pixels as the first one.
    expect(outputs.every((b) => b.equals(outputs[0]!))).toBe(true);
  });

  it('turns a rejected render into RenderFailedError (422) and checks the PNG size', async () => {
    const p = pool({ size: 1 });
    await expect(p.render(withFixture({ throw: 'unknown location Sleeve Moon' }), ['FRONT'], 100, 100)).rejects.toThrow(
      RenderFailedError,
    );
    await expect(p.render(withFixture({ throw: 'unknown location Sleeve Moon' }), ['FRONT'], 100, 100)).rejects.toThrow(
      /unknown location Sleeve Moon/,
    );
    await expect(p.render(withFixture({ wrongSize: true }), ['FRONT'], 100, 100)).rejects.toThrow(
      /101x100 px instead of 100x100/,
    );
    expect(p.metrics.retries).toBe(0);
    expect(await p.render(spec, ['FRONT'], 100, 100)).toHaveLength(1);
  });

  it('reports a missing snapshot page as SnapshotPageUnavailableError (503)', async () => {
    const p = pool({ pageUrl: `${server.origin}/no-such-page.html` });
    await expect(p.render(spec, ['FRONT'], 100, 100)).rejects.toThrow(SnapshotPageUnavailableError);
    await expect(p.render(spec, ['FRONT'], 100, 100)).rejects.toThrow(/HTTP 404/);
  });

  // The job after the third waits for a new Chromium: a loaded CI machine took over 10 s for it,
  // so the deadline leaves room for a relaunch (as the crash test's does).
  it(
    'replaces the browser after `recycleAfterJobs` jobs and closes the old one once its page is gone',
    { timeout: 120_000 },
    async () => {
      const own = new BrowserManager({ executablePath: CHROME, recycleAfterJobs: 3 });
      const p = pool({ timeoutMs: 90_000 }, own);
      try {
        const outputs: Buffer[] = [];
        for (let i = 0; i < 5; i++) outputs.push((await p.render(spec, ['BACK'], 90, 120))[0]!.png);
        expect(own.recycled).toBe(1);
        expect(own.launches).toBe(2);
        expect(own.crashes).toBe(0);
        expect(own.stats()).toMatchObject({ connected: true, retiring: 0, openPages: 1 });
        expect(outputs.every((b) => b.equals(outputs[0]!))).toBe(true);
      } finally {
        await p.close();
        await own.close();
      }
    },
  );

  // A relaunch on a loaded two-core machine has taken over 8 s: the deadline and the test's
  // bound leave room for it (the test is about the retry, not the deadline).
  it(
    'survives a browser crash mid-job: relaunches Chromium and retries the job once',
    { timeout: 120_000 },
    async () => {
      const p = pool({ size: 1, timeoutMs: 90_000 });
      await p.warm();
      const launches = browsers.launches;
      const job = p.render(withFixture({ delayMs: 2000 }), ['FRONT'], 100, 100);
      // Mid-job: once the page has the job (a slot busy), not after a fixed sleep.
      await vi.waitFor(() => expect(p.stats().busy).toBe(1), { timeout: 10_000, interval: 20 });
      expect(browsers.killForTest()).toBeGreaterThan(0);
      const [result] = await job;
      expect(PNG.sync.read(result!.png).width).toBe(100);
      expect(p.metrics.retries).toBe(1);
      expect(browsers.crashes).toBe(1);
      expect(browsers.launches).toBe(launches + 1);
      expect(browsers.stats().connected).toBe(true);
    },
  );
});
