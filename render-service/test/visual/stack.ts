/**
 * The render service as the visual regression (R4) uses it: the service's own app (Fastify,
 * pool of warm snapshot pages, Chromium with the deterministic flags) listening on a free port,
 * its pages loading the built web app's snapshot page from a static server that stands in for
 * the gateway. Pictures are asked for over HTTP, as the gateway does.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildRenderApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { serveStatic } from '../static-server.js';
import type { View } from '@tas/rules';

/** A running render service; `render` answers PNG bytes in the order of `views`. */
export interface VisualStack {
  render(spec: unknown, views: readonly View[], size: { width: number; height: number }): Promise<Buffer[]>;
  close(): Promise<void>;
}

/**
 * Starts the static server over `webDist` and the render service with `poolSize` warm pages,
 * and waits until every page is warm. Throws when `webDist/snapshot.html` is missing (build
 * the web app: npm run build) or Chromium cannot start.
 */
export async function startVisualStack(opts: {
  webDist: string;
  chromePath: string;
  poolSize: number;
}): Promise<VisualStack> {
  if (!existsSync(join(opts.webDist, 'snapshot.html')))
    throw new Error(`${join(opts.webDist, 'snapshot.html')} is missing: build the web app (npm run build)`);
  const web = await serveStatic(opts.webDist);
  const token = randomBytes(24).toString('hex');
  const app = buildRenderApp(
    loadConfig({
      CHROME_PATH: opts.chromePath,
      SNAPSHOT_PAGE_URL: `${web.origin}/snapshot.html`,
      RENDER_POOL_SIZE: String(opts.poolSize),
      // The client sends at most poolSize requests at a time; none waits long in the line.
      RENDER_TIMEOUT_MS: '300000',
      RENDER_SERVICE_TOKEN: token,
    }),
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.renderer.pool.warm();
  } catch (err) {
    await app.close().catch(() => undefined);
    await web.close();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v1/snapshots`;
  return {
    async render(spec, views, size) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ spec, views, width: size.width, height: size.height }),
      });
      const body = (await res.json()) as {
        snapshots?: Array<{ view: View; png: string }>;
        error?: { code: string; message: string };
      };
      if (!res.ok || !body.snapshots)
        throw new Error(`render service answered ${res.status}: ${body.error?.code} ${body.error?.message}`);
      return views.map((view) => {
        const shot = body.snapshots!.find((s) => s.view === view);
        if (!shot) throw new Error(`render service left out view ${view}`);
        return Buffer.from(shot.png, 'base64');
      });
    },
    async close() {
      await app.close();
      await web.close();
    },
  };
}
