/**
 * HTTP client of the render service (R1, R2). Every call carries the shared secret
 * (`Authorization: Bearer <RENDER_SERVICE_TOKEN>`).
 */
import { redactPrintTokens } from './print-grants.js';
import type { RenderSpec } from '../configurations/index.js';
import type { ViewName } from './view-name.js';

export type { ViewName };

/**
 * A failed render service call. `transient` is true when the same call may succeed later (the
 * service unreachable or restarting, its queue full, a deadline, a crashed browser: network
 * errors and HTTP 429, 5xx); false for answers a retry cannot change (400, 401, 403, 404, 422).
 * `safeMessage` is what the API may show: it names the kind of failure, never hosts, URLs or the
 * service's own text. `message` keeps the details for the logs.
 */
export class RenderCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly transient: boolean,
    readonly safeMessage: string,
  ) {
    super(message);
    this.name = 'RenderCallError';
  }
}

export interface RenderClient {
  /** PNG bytes per view, `width` x `height` px. Throws RenderCallError on failure. */
  snapshots(
    spec: RenderSpec,
    views: ViewName[],
    width: number,
    height: number,
  ): Promise<{ view: ViewName; png: Buffer }[]>;
  /** A Letter PDF of a print page of the web app. Throws RenderCallError on failure. */
  pdf(url: string): Promise<Buffer>;
  /**
   * A PNG of a page of the web app laid out at `width` x `height` CSS px (a
   * link card is 1200 x 630). Throws RenderCallError on failure.
   */
  pageImage(url: string, width: number, height: number): Promise<Buffer>;
}

function safeMessageFor(status: number | null): string {
  if (status === null) return 'The render service could not be reached';
  if (status === 401) return "The render service refused the gateway's credentials";
  if (status === 429) return 'The render service is busy';
  if (status === 504) return 'Rendering took too long';
  if (status === 422) return 'The picture could not be drawn';
  if (status === 502) return 'The print page could not be loaded';
  if (status >= 500) return 'The render service is unavailable';
  return 'The render service refused the request';
}

/**
 * A client of the render service at `baseUrl` (`RENDER_SERVICE_URL`) that sends `token`
 * (`RENDER_SERVICE_TOKEN`; undefined sends none and every call answers 401). `timeoutMs` bounds
 * one call (default 120 s).
 */
export function renderClient(baseUrl: string, token: string | undefined, timeoutMs = 120_000): RenderClient {
  async function post(path: string, body: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      throw new RenderCallError(
        `render service ${path} unreachable: ${redactPrintTokens((err as Error).message)}${cause ? ` (${cause})` : ''}`,
        null,
        true,
        safeMessageFor(null),
      );
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      const transient = res.status === 429 || res.status >= 500;
      throw new RenderCallError(
        `render service ${path} answered ${res.status}: ${redactPrintTokens(text).slice(0, 300)}`,
        res.status,
        transient,
        safeMessageFor(res.status),
      );
    }
    return res;
  }
  async function read<T>(path: string, res: Response, body: (r: Response) => Promise<T>): Promise<T> {
    try {
      return await body(res);
    } catch (err) {
      // The connection dropped mid-answer (the service stopped): worth another try.
      throw new RenderCallError(
        `render service ${path} answer cut short: ${redactPrintTokens((err as Error).message)}`,
        null,
        true,
        safeMessageFor(null),
      );
    }
  }
  return {
    async snapshots(spec, views, width, height) {
      const res = await post('/v1/snapshots', { spec, views, width, height });
      const json = await read(
        '/v1/snapshots',
        res,
        (r) => r.json() as Promise<{ snapshots: { view: ViewName; png: string }[] }>,
      );
      return json.snapshots.map((s) => ({ view: s.view, png: Buffer.from(s.png, 'base64') }));
    },
    async pdf(url) {
      const res = await post('/v1/pdf', { url });
      return Buffer.from(await read('/v1/pdf', res, (r) => r.arrayBuffer()));
    },
    async pageImage(url, width, height) {
      const res = await post('/v1/page-images', { url, width, height });
      return Buffer.from(await read('/v1/page-images', res, (r) => r.arrayBuffer()));
    },
  };
}
