import { noop } from './abort.js';
import type { BrowserManager } from './browser.js';

/** Outcome of one WebGL probe (R3 health). */
export interface HealthResult {
  ok: boolean;
  /** The WebGL renderer string (SwiftShader here), when the context came up. */
  renderer?: string;
  error?: string;
  /** Epoch ms of the probe. */
  checkedAt: number;
}

/**
 * Proves the running browser can draw (R3, API "Running"): a blank page must create a WebGL2
 * context. Results are cached for `cacheMs` so a busy load balancer cannot flood Chromium with
 * pages; concurrent callers share one probe. Launches the browser when none is up.
 */
export class WebglHealth {
  private last: HealthResult | undefined;
  private inFlight: Promise<HealthResult> | undefined;

  constructor(
    private readonly browsers: BrowserManager,
    private readonly cacheMs = 3000,
    private readonly probeTimeoutMs = 15_000,
  ) {}

  /** The cached or a fresh probe; never rejects. */
  check(): Promise<HealthResult> {
    if (this.last && Date.now() - this.last.checkedAt < this.cacheMs) return Promise.resolve(this.last);
    this.inFlight ??= this.probe().then((r) => {
      this.last = r;
      this.inFlight = undefined;
      return r;
    });
    return this.inFlight;
  }

  private async probe(): Promise<HealthResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`WebGL probe took longer than ${this.probeTimeoutMs} ms`)),
        this.probeTimeoutMs,
      );
    });
    let close: (() => Promise<void>) | undefined;
    try {
      const result = await Promise.race([
        (async () => {
          const { page } = await this.browsers.newPage();
          close = () => page.close();
          return page.evaluate(() => {
            const gl = document.createElement('canvas').getContext('webgl2');
            if (!gl) return null;
            const info = gl.getExtension('WEBGL_debug_renderer_info');
            const renderer = String(
              info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
            );
            // Free the context now rather than at GC: Chromium caps live contexts per process.
            gl.getExtension('WEBGL_lose_context')?.loseContext();
            return renderer;
          });
        })(),
        timeout,
      ]);
      if (result === null) return { ok: false, error: 'WebGL2 context could not be created', checkedAt: Date.now() };
      return { ok: true, renderer: result, checkedAt: Date.now() };
    } catch (err) {
      return { ok: false, error: (err as Error).message, checkedAt: Date.now() };
    } finally {
      clearTimeout(timer);
      await close?.().catch(noop);
    }
  }
}
