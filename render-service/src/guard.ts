import type { HTTPRequest, Page } from 'puppeteer-core';
import { noop } from './abort.js';
import { redactUrl } from './redact.js';

/**
 * True when a page may load `raw`: a `data:` or `blob:` URL, or an http(s) URL of one of
 * `allowedOrigins` (`URL.origin` form). Anything else (other hosts, `file:`, `ftp:`, junk) is
 * refused.
 */
export function isPermittedUrl(raw: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  return (url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins.includes(url.origin);
}

/**
 * Keeps the pages of the render service on the gateway (R2, "Render path"): every
 * request a page makes (documents, frames, scripts, styles, images, fonts, fetch/XHR, beacons)
 * goes through puppeteer's request interception and is aborted unless {@link isPermittedUrl}
 * allows it. A spec or a print page that names another host therefore reaches nothing but the
 * gateway. WebSocket and WebRTC traffic is not seen by request interception; the pages of the
 * web app open neither. `blocked` counts aborted requests (shown on `/metrics`).
 */
export class RequestGuard {
  blocked = 0;

  constructor(
    private readonly allowedOrigins: readonly string[],
    private readonly log?: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void,
  ) {}

  /** Turns interception on for `page`; call before the page's first navigation. */
  async protect(page: Page): Promise<void> {
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      const url = request.url();
      if (isPermittedUrl(url, this.allowedOrigins)) {
        void request.continue().catch(noop);
        return;
      }
      this.blocked++;
      // Query strings never reach the logs.
      this.log?.('warn', 'page request outside the allowed origins blocked', { url: redactUrl(url).slice(0, 300) });
      void request.abort('blockedbyclient').catch(noop);
    });
  }
}
