/**
 * P1: `GET /dashboard/js/iframeResizer.js`, the script a dealer's site
 * includes to embed a showroom in an iframe that resizes to its content (iframe-resizer 4.4.5, MIT,
 * the version the original linked): a redirect to IFRAME_RESIZER_URL when it is set, else the
 * bundled minified parent script as JavaScript (no CDN at run time). The showroom page loads the
 * matching child script itself when it is framed (web `showroom` route).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** The path of the script (original section 2). */
export const IFRAME_RESIZER_PATH = '/dashboard/js/iframeResizer.js';

export function registerIframeResizer(app: FastifyInstance, redirectTo: string | undefined): void {
  if (redirectTo) {
    app.get(IFRAME_RESIZER_PATH, (_req, reply) => reply.redirect(redirectTo, 302));
    return;
  }
  const script = readFileSync(createRequire(import.meta.url).resolve('iframe-resizer/js/iframeResizer.min.js'));
  app.get(IFRAME_RESIZER_PATH, (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(script),
  );
}
