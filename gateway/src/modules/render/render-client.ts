/**
 * HTTP client of the render service (R1, R2).
 */
import type { RenderSpec } from '../configurations/configurations.service.js';

export type ViewName = 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';

export interface RenderClient {
  /** PNG bytes per view, `width` x `height` px. Throws with the service's message on failure. */
  snapshots(
    spec: RenderSpec,
    views: ViewName[],
    width: number,
    height: number,
  ): Promise<{ view: ViewName; png: Buffer }[]>;
  /** A Letter PDF of a print page of the web app. */
  pdf(url: string): Promise<Buffer>;
}

export function renderClient(baseUrl: string, timeoutMs = 120_000): RenderClient {
  async function post(path: string, body: unknown): Promise<Response> {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new Error(`render service ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    }
    return res;
  }
  return {
    async snapshots(spec, views, width, height) {
      const res = await post('/v1/snapshots', { spec, views, width, height });
      const json = (await res.json()) as { snapshots: { view: ViewName; png: string }[] };
      return json.snapshots.map((s) => ({ view: s.view, png: Buffer.from(s.png, 'base64') }));
    },
    async pdf(url) {
      const res = await post('/v1/pdf', { url });
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
