import type { Page } from 'puppeteer-core';
import { abortable, noop } from './abort.js';
import { isBrowserFailure, type BrowserManager } from './browser.js';
import { DeadlineError, OriginNotAllowedError, PageLoadError, RenderServiceError } from './errors.js';
import { redactText, redactUrl } from './redact.js';
import type { RequestGuard } from './guard.js';
import { JobMetrics } from './metrics.js';
import { BoundedQueue } from './queue.js';

/** One PDF to print (R2). */
export interface PdfRequest {
  /** An http(s) URL of an allowed origin: a print page of the web app. */
  url: string;
  /** Global the page sets to `true` when its layout is final (default `__TAS_PRINT_READY__`). */
  waitForFlag: string;
  /** Deadline of this job in ms from arrival (default: the service's RENDER_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * A picture instead of a PDF (link cards): the page is laid out in a
   * window of this size (CSS px, device scale 1) and answered as a PNG of exactly that size.
   */
  image?: { width: number; height: number };
}

/** Where a PDF job's time goes (R2), ms, so a slow export shows which part is slow. */
export interface PdfPhases {
  /** Opening a page (a window) in the browser and guarding its requests. */
  open: number;
  /** Navigation to the print page until its `load` event (HTML, scripts, styles). */
  load: number;
  /** From `load` until the page sets its ready flag (data, images, fonts, layout). */
  ready: number;
  /** Chromium's `page.pdf` (layout for print, rasterising, the PDF bytes), or the screenshot. */
  print: number;
}

/** Totals of {@link PdfPhases} over finished jobs, for `GET /metrics` (`pdf.phasesMs`: means). */
export class PhaseTotals {
  private jobs = 0;
  private readonly sums: PdfPhases = { open: 0, load: 0, ready: 0, print: 0 };
  last: PdfPhases | null = null;

  add(phases: PdfPhases): void {
    this.jobs++;
    this.last = phases;
    for (const k of Object.keys(this.sums) as (keyof PdfPhases)[]) this.sums[k] += phases[k];
  }

  toJSON() {
    const mean = (k: keyof PdfPhases) => (this.jobs ? Math.round(this.sums[k] / this.jobs) : 0);
    return {
      jobs: this.jobs,
      mean: { open: mean('open'), load: mean('load'), ready: mean('ready'), print: mean('print') },
      last: this.last,
    };
  }
}

/** Options of {@link PdfRenderer}. */
export interface PdfRendererOptions {
  /** Origins (`URL.origin` form) a PDF may be printed from. */
  allowedOrigins: readonly string[];
  concurrency: number;
  queueMax: number;
  /** Default deadline in ms. */
  timeoutMs: number;
  /** Aborts every request of the page outside the allowed origins (and `data:`, `blob:`). */
  guard: RequestGuard;
  log?: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;
}

/**
 * Parses `raw` and checks it is an http(s) URL whose origin is in `allowedOrigins` (the SSRF
 * guard of R2). Returns the URL; throws OriginNotAllowedError (403) otherwise.
 */
export function checkAllowedUrl(raw: string, allowedOrigins: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OriginNotAllowedError(`not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OriginNotAllowedError(`only http(s) URLs can be printed, not ${url.protocol}`);
  }
  if (!allowedOrigins.includes(url.origin)) {
    throw new OriginNotAllowedError(`origin ${url.origin} is not allowed (RENDER_ALLOWED_ORIGINS)`);
  }
  return url;
}

/**
 * Prints the web app's print pages to Letter PDFs (R2), or takes a PNG of a page laid out at a
 * given size (link cards; `PdfRequest.image`): a fresh page per job (print pages are
 * heavy and one-off, so they stay out of the warm snapshot pool), opened at the URL, waited on
 * until `window[waitForFlag] === true`, then printed with backgrounds and the page's own
 * `@page` size. Same queue rules as snapshots (429, 504); a job whose browser died is retried
 * once. Every request of the page outside the allow-list (a redirect, a script, an image, a
 * fetch) is aborted by the {@link RequestGuard}.
 */
export class PdfRenderer {
  readonly metrics = new JobMetrics();
  /** Time per phase of finished jobs (`GET /metrics` `pdf.phasesMs`). */
  readonly phases = new PhaseTotals();
  private readonly queue: BoundedQueue;

  constructor(
    private readonly browsers: BrowserManager,
    private readonly opts: PdfRendererOptions,
  ) {
    this.queue = new BoundedQueue(opts.concurrency, opts.queueMax);
  }

  /**
   * Prints `req` and resolves with the PDF bytes. Errors: OriginNotAllowedError (403),
   * QueueFullError (429), PageLoadError (502), DeadlineError (504), BrowserUnavailableError (503).
   */
  async render(req: PdfRequest): Promise<Uint8Array> {
    const url = checkAllowedUrl(req.url, this.opts.allowedOrigins);
    const arrivedAt = Date.now();
    const budget = req.timeoutMs ?? this.opts.timeoutMs;
    const deadlineAt = arrivedAt + budget;
    // The page's own waits give up a little earlier than the queue's deadline so that the 504
    // says what the page was waiting for, not merely that time ran out.
    const pageDeadlineAt = deadlineAt - Math.min(250, budget / 10);
    this.metrics.jobs++;
    try {
      const pdf = await this.queue.run(
        (signal) => this.runJob(url, req.waitForFlag, pageDeadlineAt, signal, req.image),
        { deadlineAt, label: `${req.image ? 'PNG' : 'PDF'} of ${url.pathname}` },
      );
      this.metrics.completed++;
      this.metrics.recordLatency(Date.now() - arrivedAt);
      return pdf;
    } catch (err) {
      if ((err as RenderServiceError).statusCode === 429) {
        this.metrics.jobs--;
        this.metrics.rejected++;
      } else {
        this.metrics.failures++;
        if (err instanceof DeadlineError) this.metrics.timeouts++;
      }
      throw err;
    }
  }

  /** `{ queued, running }` for /metrics. */
  stats() {
    return { queued: this.queue.queued, running: this.queue.active };
  }

  private async runJob(
    url: URL,
    flag: string,
    deadlineAt: number,
    signal: AbortSignal,
    image: PdfRequest['image'],
  ): Promise<Uint8Array> {
    for (let attempt = 1; ; attempt++) {
      let page: Page | undefined;
      try {
        const opened = Date.now();
        const leased = await abortable(this.browsers.newPage(), signal);
        page = leased.page;
        const { pdf, phases } = await abortable(this.print(page, url, flag, deadlineAt, opened, image), signal);
        this.browsers.noteJob(leased.generation);
        this.phases.add(phases);
        return pdf;
      } catch (err) {
        if (signal.aborted) throw signal.reason;
        if (attempt === 1 && isBrowserFailure(err, page)) {
          this.metrics.retries++;
          this.opts.log?.('warn', 'PDF job hit a dead browser; retrying once', {
            error: redactText((err as Error).message),
          });
          continue;
        }
        throw err;
      } finally {
        void page?.close().catch(noop);
      }
    }
  }

  private async print(
    page: Page,
    url: URL,
    flag: string,
    deadlineAt: number,
    openedAt: number,
    image: PdfRequest['image'],
  ): Promise<{ pdf: Uint8Array; phases: PdfPhases }> {
    const remaining = () => Math.max(1, deadlineAt - Date.now());
    const marks = [openedAt];
    const mark = () => marks.push(Date.now());
    let firstError: string | undefined;
    page.on('pageerror', (err) => {
      firstError ??= err instanceof Error ? err.message : String(err);
    });
    await this.opts.guard.protect(page);
    if (image) await page.setViewport({ width: image.width, height: image.height, deviceScaleFactor: 1 });
    mark();

    let status: number | undefined;
    try {
      status = (await page.goto(url.href, { waitUntil: 'load', timeout: remaining() }))?.status();
    } catch (err) {
      if (isBrowserFailure(err, page)) throw err;
      if (/timeout/i.test((err as Error).message))
        throw new DeadlineError(`PDF page ${redactUrl(url.href)} did not load in time`);
      throw new PageLoadError(`could not load ${redactUrl(url.href)}: ${redactText((err as Error).message)}`, {
        cause: err,
      });
    }
    if (status !== undefined && status >= 400)
      throw new PageLoadError(`${redactUrl(url.href)} answered HTTP ${status}`);
    mark();

    try {
      await page.waitForFunction(
        (name: string) => (globalThis as Record<string, unknown>)[name] === true,
        { timeout: remaining() },
        flag,
      );
    } catch (err) {
      if (isBrowserFailure(err, page)) throw err;
      throw new DeadlineError(
        `PDF page ${redactUrl(url.href)} did not set window.${flag} = true in time` +
          (firstError ? ` (page error: ${redactText(firstError)})` : ''),
      );
    }
    mark();
    const pdf = image
      ? await page.screenshot({
          type: 'png',
          clip: { x: 0, y: 0, width: image.width, height: image.height },
          captureBeyondViewport: false,
        })
      : await page.pdf({
          format: 'Letter',
          printBackground: true,
          preferCSSPageSize: true,
          timeout: remaining(),
        });
    mark();
    const [a, b, c, d, e] = marks as [number, number, number, number, number];
    return { pdf, phases: { open: b - a, load: c - b, ready: d - c, print: e - d } };
  }
}
