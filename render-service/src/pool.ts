import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'puppeteer-core';
import { abortable, noop } from './abort.js';
import { isBrowserFailure, type BrowserManager } from './browser.js';
import { DeadlineError, RenderFailedError, RenderServiceError, SnapshotPageUnavailableError } from './errors.js';
import { JobMetrics } from './metrics.js';
import type { SnapshotPageGlobals, SnapshotRenderOptions, View } from './page-globals.js';
import { pngSize } from './png.js';
import type { RequestGuard } from './guard.js';
import { BoundedQueue } from './queue.js';

/** Options of {@link SnapshotPool}. */
export interface SnapshotPoolOptions {
  /** The web app's snapshot page, opened once per warm page. */
  pageUrl: string;
  /** Warm pages = concurrent jobs. */
  size: number;
  /** Jobs allowed to wait before 429. */
  queueMax: number;
  /** Deadline of a request in ms from its arrival (504 past it). */
  timeoutMs: number;
  /** Jobs a page serves before it is closed and replaced. */
  recycleAfter: number;
  /** Longest wait for the page's ready flag, in ms (default `timeoutMs`). */
  readyTimeoutMs?: number;
  /** Aborts every request of the pages outside the gateway's origin (and `data:`, `blob:`). */
  guard: RequestGuard;
  log?: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;
}

/** One rendered view (R1): `png` holds the PNG bytes of exactly width x height px. */
export interface SnapshotResult {
  view: View;
  width: number;
  height: number;
  png: Buffer;
}

interface WarmPage {
  page: Page;
  generation: number;
  jobs: number;
  width: number;
  height: number;
}

interface Slot {
  busy: boolean;
  /** The page this slot owns, possibly still loading. */
  page?: Promise<WarmPage>;
  /** Set once `page` resolved, cleared when the page is dropped. */
  live?: WarmPage;
}

const DEFAULT_VIEWPORT = { width: 470, height: 588 };

/**
 * The pool of warm snapshot pages (R1, R3; DESIGN "Render determinism"). Each page opens the
 * snapshot page once, waits for `__TAS_SNAPSHOT_READY__`, and then renders any number of
 * configurations through `tasSnapshot.render` without reloading. One job = one view; jobs run
 * at most `size` at a time (one per page), at most `queueMax` wait (else QueueFullError, 429),
 * and all views of a request share one deadline (else DeadlineError, 504). A page is replaced
 * after `recycleAfter` jobs and whenever a job on it fails; a job whose browser died under it is
 * retried once on a fresh page in the relaunched browser.
 */
export class SnapshotPool {
  readonly metrics = new JobMetrics();
  pagesCreated = 0;
  pagesRecycled = 0;
  pagesReplaced = 0;
  private readonly queue: BoundedQueue;
  private readonly slots: Slot[];
  private closed = false;
  /** Aborted by `close`: ends the waits of `warmUntilReady`. */
  private readonly closing = new AbortController();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly browsers: BrowserManager,
    private readonly opts: SnapshotPoolOptions,
  ) {
    this.queue = new BoundedQueue(opts.size, opts.queueMax);
    this.slots = Array.from({ length: opts.size }, () => ({ busy: false }));
    // After a crash the pages are gone; load fresh ones before the next request needs them.
    this.unsubscribe = browsers.onRelaunch(() => {
      if (!this.closed) for (const slot of this.slots) if (!slot.busy) this.ensure(slot);
    });
  }

  /**
   * Loads every page of the pool now so the first request finds them warm. Rejects with the
   * first failure (SnapshotPageUnavailableError, BrowserUnavailableError); the pool stays usable.
   */
  async warm(): Promise<void> {
    await Promise.all(this.slots.filter((s) => !s.busy).map((s) => this.ensure(s)));
  }

  /**
   * `warm` again until it succeeds or the pool closes, waiting `firstDelayMs` (ms) after the first
   * failure and twice as long after each next one, at most `maxDelayMs`. A render service started
   * before the gateway that serves its snapshot page (`docker compose up`, `npm start`, the bench)
   * then has its pages warm soon after the gateway is up, not loaded by the first request (a
   * cold playbook export's first two snapshots paid 6 s each for it). `onRetry` hears each
   * failure and the wait before the next try. Resolves true once warm, false when the pool closed
   * first; never rejects.
   */
  async warmUntilReady({
    firstDelayMs = 250,
    maxDelayMs = 2000,
    onRetry,
  }: {
    firstDelayMs?: number;
    maxDelayMs?: number;
    onRetry?: (error: Error, delayMs: number) => void;
  } = {}): Promise<boolean> {
    for (let delay = firstDelayMs; !this.closed; delay = Math.min(maxDelayMs, delay * 2)) {
      try {
        await this.warm();
        return !this.closed;
      } catch (err) {
        if (this.closed) break;
        onRetry?.(err instanceof Error ? err : new Error(String(err)), delay);
        try {
          await sleep(delay, undefined, { signal: this.closing.signal });
        } catch {
          break;
        }
      }
    }
    return false;
  }

  /**
   * Renders `views` of `spec` at width x height px (R1). Resolves in the order of `views`.
   * The request takes one place in the queue. Errors: QueueFullError (429) when the line is
   * full, DeadlineError (504) past `timeoutMs`, RenderFailedError (422) when the page rejects the spec,
   * SnapshotPageUnavailableError / BrowserUnavailableError (503).
   */
  async render(spec: unknown, views: readonly View[], width: number, height: number): Promise<SnapshotResult[]> {
    if (this.closed) throw new SnapshotPageUnavailableError('snapshot pool is closed');
    const arrivedAt = Date.now();
    let started = false;
    try {
      this.queue.assertCapacity(1);
    } catch (err) {
      this.metrics.rejected++;
      throw err;
    }
    // All views of one request are drawn on one page, one after the other: the page keeps the
    // built garment between views, so only the first view pays for building it (R3).
    let preferred: Slot | undefined;
    try {
      return await this.queue.run(
        async (signal) => {
          started = true;
          const results: SnapshotResult[] = [];
          for (const view of views) {
            this.metrics.jobs++;
            try {
              const { png, slot } = await this.runJob(spec, { view, width, height }, signal, preferred);
              preferred = slot;
              this.metrics.completed++;
              this.metrics.recordLatency(Date.now() - arrivedAt);
              results.push({ view, width, height, png });
            } catch (err) {
              this.metrics.failures++;
              if (err instanceof DeadlineError) this.metrics.timeouts++;
              throw err;
            }
          }
          return results;
        },
        { deadlineAt: arrivedAt + this.opts.timeoutMs, label: `snapshot ${views.join(', ')}` },
      );
    } catch (err) {
      // A deadline that passed while the request waited in the line counts as a failure too.
      if (err instanceof DeadlineError && !started) {
        this.metrics.failures++;
        this.metrics.timeouts++;
      }
      throw err;
    }
  }

  /** `{ size, warm, busy, queued, created, recycled, replaced }` for /metrics. */
  stats() {
    return {
      size: this.slots.length,
      warm: this.slots.filter((s) => s.live && this.isLive(s.live)).length,
      busy: this.slots.filter((s) => s.busy).length,
      queued: this.queue.queued,
      running: this.queue.active,
      created: this.pagesCreated,
      recycled: this.pagesRecycled,
      replaced: this.pagesReplaced,
    };
  }

  /** Closes every page; later renders fail with 503. The browser belongs to the caller. */
  async close(): Promise<void> {
    this.closed = true;
    this.closing.abort();
    this.unsubscribe();
    await Promise.all(
      this.slots.map(async (slot) => {
        const wp = await slot.page?.catch(() => undefined);
        slot.page = undefined;
        slot.live = undefined;
        await wp?.page.close().catch(noop);
      }),
    );
  }

  private async runJob(
    spec: unknown,
    opts: SnapshotRenderOptions,
    signal: AbortSignal,
    preferred?: Slot,
  ): Promise<{ png: Buffer; slot: Slot }> {
    // The queue runs at most `size` jobs, so a free slot always exists here.
    const slot = preferred && !preferred.busy ? preferred : this.slots.find((s) => !s.busy);
    if (!slot) throw new Error('snapshot pool: no free page for a running job');
    slot.busy = true;
    try {
      for (let attempt = 1; ; attempt++) {
        let wp: WarmPage | undefined;
        try {
          wp = await abortable(this.ensure(slot), signal);
          return { png: await this.renderOn(slot, wp, spec, opts, signal), slot };
        } catch (err) {
          if (wp) this.drop(slot, wp);
          if (signal.aborted) throw signal.reason;
          if (attempt === 1 && isBrowserFailure(err, wp?.page)) {
            this.metrics.retries++;
            this.opts.log?.('warn', 'snapshot job hit a dead browser or page; retrying once', {
              view: opts.view,
              error: (err as Error).message,
            });
            continue;
          }
          if (err instanceof RenderServiceError) throw err;
          throw new RenderFailedError(`snapshot page could not render ${opts.view}: ${(err as Error).message}`, {
            cause: err,
          });
        }
      }
    } finally {
      slot.busy = false;
    }
  }

  private async renderOn(
    slot: Slot,
    wp: WarmPage,
    spec: unknown,
    opts: SnapshotRenderOptions,
    signal: AbortSignal,
  ): Promise<Buffer> {
    if (wp.width !== opts.width || wp.height !== opts.height) {
      await abortable(wp.page.setViewport({ width: opts.width, height: opts.height, deviceScaleFactor: 1 }), signal);
      wp.width = opts.width;
      wp.height = opts.height;
    }
    const base64: unknown = await abortable(
      wp.page.evaluate((s, o) => (globalThis as unknown as SnapshotPageGlobals).tasSnapshot.render(s, o), spec, opts),
      signal,
    );
    wp.jobs++;
    this.browsers.noteJob(wp.generation);

    if (typeof base64 !== 'string') {
      throw new RenderFailedError(`snapshot page returned ${typeof base64} instead of a base64 PNG`);
    }
    const png = Buffer.from(base64, 'base64');
    const size = pngSize(png);
    if (!size) throw new RenderFailedError('snapshot page returned data that is not a PNG');
    if (size.width !== opts.width || size.height !== opts.height) {
      throw new RenderFailedError(
        `snapshot page returned ${size.width}x${size.height} px instead of ${opts.width}x${opts.height}`,
      );
    }
    if (wp.jobs >= this.opts.recycleAfter) {
      this.pagesRecycled++;
      this.release(slot, wp);
    }
    return png;
  }

  /** The slot's page, reusing it while its browser is the live one, else loading a fresh one. */
  private ensure(slot: Slot): Promise<WarmPage> {
    const previous = slot.page;
    // Assigned before the body below first resumes (it always awaits before reading it).
    let next: Promise<WarmPage> | undefined = undefined;
    next = (async () => {
      const wp = previous ? await previous.catch(() => undefined) : undefined;
      let result: WarmPage;
      if (wp && this.isLive(wp)) {
        result = wp;
      } else {
        if (wp) void wp.page.close().catch(noop);
        if (this.closed) throw new SnapshotPageUnavailableError('snapshot pool is closed');
        result = await this.openWarmPage();
      }
      if (slot.page === next) slot.live = result;
      return result;
    })();
    next.catch(noop);
    slot.page = next;
    return next;
  }

  /** A page that failed a job: closed and replaced (loading starts now, in the background). */
  private drop(slot: Slot, wp: WarmPage): void {
    this.pagesReplaced++;
    this.release(slot, wp);
  }

  private release(slot: Slot, wp: WarmPage): void {
    if (slot.live === wp) slot.live = undefined;
    slot.page = undefined;
    void wp.page.close().catch(noop);
    if (!this.closed) this.ensure(slot);
  }

  private isLive(wp: WarmPage): boolean {
    return !wp.page.isClosed() && this.browsers.isCurrent(wp.generation);
  }

  private async openWarmPage(): Promise<WarmPage> {
    const url = this.opts.pageUrl;
    const readyTimeout = this.opts.readyTimeoutMs ?? this.opts.timeoutMs;
    this.pagesCreated++;
    const { page, generation } = await this.browsers.newPage();
    let firstError: string | undefined;
    page.on('pageerror', (err) => {
      const message = err instanceof Error ? err.message : String(err);
      firstError ??= message;
      this.opts.log?.('warn', 'snapshot page error', { error: message });
    });
    try {
      await this.opts.guard.protect(page);
      await page.setViewport({ ...DEFAULT_VIEWPORT, deviceScaleFactor: 1 });
      let status: number | undefined;
      try {
        status = (await page.goto(url, { waitUntil: 'load', timeout: readyTimeout }))?.status();
      } catch (err) {
        if (isBrowserFailure(err, page)) throw err;
        throw new SnapshotPageUnavailableError(`could not load the snapshot page ${url}: ${(err as Error).message}`, {
          cause: err,
        });
      }
      if (status !== undefined && status >= 400) {
        throw new SnapshotPageUnavailableError(`snapshot page ${url} answered HTTP ${status}`);
      }
      try {
        await page.waitForFunction(
          () => (globalThis as unknown as SnapshotPageGlobals).__TAS_SNAPSHOT_READY__ === true,
          { timeout: readyTimeout },
        );
      } catch (err) {
        if (isBrowserFailure(err, page)) throw err;
        throw new SnapshotPageUnavailableError(
          `snapshot page ${url} did not set __TAS_SNAPSHOT_READY__ within ${readyTimeout} ms` +
            (firstError ? ` (page error: ${firstError})` : ''),
          { cause: err },
        );
      }
      return { page, generation, jobs: 0, ...DEFAULT_VIEWPORT };
    } catch (err) {
      void page.close().catch(noop);
      throw err;
    }
  }
}
