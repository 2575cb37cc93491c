import puppeteer, { ProtocolError, type Browser, type Page } from 'puppeteer-core';
import { BrowserUnavailableError } from './errors.js';

/**
 * Chromium flags that make a render depend only on its input (DESIGN "Render determinism",
 * R1): software WebGL through SwiftShader (same pixels on every host, GPU or not), sRGB
 * output, unhinted greyscale text, no scrollbars, and no background traffic that could change
 * timing. `--no-sandbox` only when running as root, where Chromium refuses to start otherwise.
 */
export function deterministicChromeArgs(isRoot: boolean): string[] {
  const args = [
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--force-color-profile=srgb',
    '--font-render-hinting=none',
    '--disable-lcd-text',
    '--hide-scrollbars',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-gpu-sandbox',
    // 2D canvases (the texture atlas) drawn by Skia on the CPU: exact, and no GPU readback
    // when WebGL uploads them.
    '--disable-accelerated-2d-canvas',
  ];
  if (isRoot) args.push('--no-sandbox');
  return args;
}

/** True when this process runs as uid 0. */
export function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Options of {@link BrowserManager}. */
export interface BrowserManagerOptions {
  executablePath: string;
  /** Extra flags after the deterministic ones. */
  extraArgs?: string[];
  /** Jobs one browser serves before a fresh one replaces it; 0 = never (R3 browser recycling). */
  recycleAfterJobs?: number;
  /** Launch timeout in ms (default 30000). */
  launchTimeoutMs?: number;
  log?: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;
}

/** A page opened through the manager, tagged with the browser generation it lives in. */
export interface LeasedPage {
  page: Page;
  generation: number;
}

interface Instance {
  browser: Browser;
  generation: number;
  /** Pages opened through the manager and not closed yet. */
  openPages: number;
  jobs: number;
  retired: boolean;
}

/**
 * Owns the headless Chromium (R3): launches it lazily with {@link deterministicChromeArgs},
 * relaunches it when it disconnects unexpectedly (crash recovery; the pool retries the failed
 * job once), and replaces it after `recycleAfterJobs` jobs. A replaced browser is closed as soon
 * as its last page closes, so running jobs finish on it undisturbed.
 */
export class BrowserManager {
  private current: Instance | undefined;
  private launching: Promise<Instance> | undefined;
  private readonly retired = new Set<Instance>();
  private readonly relaunchListeners = new Set<(generation: number) => void>();
  private closed = false;
  private nextGeneration = 1;

  /** Browsers launched so far. */
  launches = 0;
  /** Unexpected disconnects (crashes, killed processes). */
  crashes = 0;
  /** Browsers replaced after `recycleAfterJobs` jobs. */
  recycled = 0;

  constructor(private readonly opts: BrowserManagerOptions) {}

  /** Generation of the live browser, or 0 when none is up. Pages of older generations are dead or retiring. */
  get generation(): number {
    return this.current?.generation ?? 0;
  }

  /** True when `generation` is the live, connected browser. */
  isCurrent(generation: number): boolean {
    return this.current !== undefined && this.current.generation === generation && this.current.browser.connected;
  }

  /** Calls `listener(generation)` after every launch that follows a crash or a recycle. */
  onRelaunch(listener: (generation: number) => void): () => void {
    this.relaunchListeners.add(listener);
    return () => this.relaunchListeners.delete(listener);
  }

  /**
   * The live browser, launching one when needed (one launch at a time).
   * Throws BrowserUnavailableError when Chromium cannot start or the manager is closed.
   */
  async browser(): Promise<Browser> {
    return (await this.instance()).browser;
  }

  /**
   * Opens a page in the live browser and counts it, so a retired browser is closed only after
   * its last page. Throws BrowserUnavailableError when no browser can be had.
   */
  async newPage(): Promise<LeasedPage> {
    const inst = await this.instance();
    let page: Page;
    try {
      // A window per page: tabs behind the active one are hidden and get no
      // requestAnimationFrame, and the snapshot page draws on frames.
      page = await inst.browser.newPage({ type: 'window' });
    } catch (err) {
      throw new BrowserUnavailableError(`could not open a page: ${(err as Error).message}`, { cause: err });
    }
    inst.openPages++;
    page.once('close', () => {
      inst.openPages--;
      this.closeIfDrained(inst);
    });
    return { page, generation: inst.generation };
  }

  /** Counts one finished job against the browser of `generation` and retires it at the limit. */
  noteJob(generation: number): void {
    const inst = this.current;
    if (!inst || inst.generation !== generation) return;
    inst.jobs++;
    const limit = this.opts.recycleAfterJobs ?? 0;
    if (limit > 0 && inst.jobs >= limit) {
      this.opts.log?.('info', 'recycling browser', { generation, jobs: inst.jobs });
      this.recycled++;
      this.retire(inst);
      this.relaunchSoon();
    }
  }

  /** Kills the live browser process (tests and operators use it to prove crash recovery). */
  killForTest(): number | undefined {
    const proc = this.current?.browser.process();
    proc?.kill('SIGKILL');
    return proc?.pid ?? undefined;
  }

  /** `{ connected, generation, launches, crashes, recycled, openPages, retiring }` for /metrics. */
  stats() {
    return {
      connected: this.current?.browser.connected ?? false,
      generation: this.generation,
      launches: this.launches,
      crashes: this.crashes,
      recycled: this.recycled,
      openPages: this.current?.openPages ?? 0,
      retiring: this.retired.size,
    };
  }

  /** Closes every browser; later calls to browser()/newPage() throw. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.retired];
    if (this.current) all.push(this.current);
    const pending = this.launching;
    this.current = undefined;
    this.retired.clear();
    if (pending) {
      try {
        all.push(await pending);
      } catch {
        // nothing launched
      }
    }
    await Promise.all(all.map((i) => i.browser.close().catch(() => undefined)));
  }

  private async instance(): Promise<Instance> {
    if (this.closed) throw new BrowserUnavailableError('browser manager is closed');
    if (this.current?.browser.connected) return this.current;
    this.launching ??= this.launch().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  private async launch(): Promise<Instance> {
    const generation = this.nextGeneration++;
    let browser: Browser;
    try {
      browser = await puppeteer.launch({
        executablePath: this.opts.executablePath,
        headless: true,
        args: [...deterministicChromeArgs(runningAsRoot()), ...(this.opts.extraArgs ?? [])],
        defaultViewport: { width: 470, height: 588, deviceScaleFactor: 1 },
        timeout: this.opts.launchTimeoutMs ?? 30_000,
        // DevTools over a pipe rather than a port: Chromium quits when this process dies, even
        // by SIGKILL, instead of living on as an orphan holding memory.
        pipe: true,
        // Our own handlers shut down gracefully (server.ts); puppeteer's would race them.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (err) {
      throw new BrowserUnavailableError(
        `could not launch Chromium at ${this.opts.executablePath}: ${(err as Error).message}`,
        {
          cause: err,
        },
      );
    }
    this.launches++;
    const inst: Instance = { browser, generation, openPages: 0, jobs: 0, retired: false };
    if (this.closed) {
      await browser.close().catch(() => undefined);
      throw new BrowserUnavailableError('browser manager is closed');
    }
    browser.once('disconnected', () => this.onDisconnected(inst));
    const isRelaunch = this.launches > 1;
    this.current = inst;
    this.opts.log?.('info', 'browser launched', { generation, pid: browser.process()?.pid });
    if (isRelaunch) for (const l of this.relaunchListeners) l(generation);
    return inst;
  }

  private onDisconnected(inst: Instance): void {
    if (inst.retired) {
      this.retired.delete(inst);
      return;
    }
    if (this.current !== inst || this.closed) return;
    this.crashes++;
    this.current = undefined;
    this.opts.log?.('warn', 'browser disconnected unexpectedly; relaunching', { generation: inst.generation });
    this.relaunchSoon();
  }

  private retire(inst: Instance): void {
    inst.retired = true;
    if (this.current === inst) this.current = undefined;
    this.retired.add(inst);
    this.closeIfDrained(inst);
  }

  private closeIfDrained(inst: Instance): void {
    if (inst.retired && inst.openPages <= 0) {
      this.retired.delete(inst);
      void inst.browser.close().catch(() => undefined);
    }
  }

  private relaunchSoon(): void {
    if (this.closed) return;
    void this.instance().catch((err: unknown) => {
      this.opts.log?.('error', 'browser relaunch failed; will retry on the next job', {
        error: (err as Error).message,
      });
    });
  }
}

/**
 * True when `err` means the browser or the page died under the job (crash, kill, closed
 * target) rather than the page rejecting its input; such a job is retried once (R3).
 */
export function isBrowserFailure(err: unknown, page?: Page): boolean {
  if (err instanceof BrowserUnavailableError || err instanceof ProtocolError) return true;
  if (page && (page.isClosed() || !page.browser().connected)) return true;
  const msg = err instanceof Error ? err.message : String(err);
  return /Target closed|Session closed|Connection closed|detached|Page crashed|Navigating frame was detached/i.test(
    msg,
  );
}
