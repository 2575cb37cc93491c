/**
 * Security headers on everything the gateway serves (security review): the web app's
 * pages (SPA HTML, snapshot.html, /print/*), its static assets, /files/* and the API.
 *
 * - Content-Security-Policy {@link appCsp}: scripts only from the app's origin (the built
 *   index.html has no inline script), styles from it plus inline ones (React `style` props and
 *   snapshot.html's `<style>`), images from it, `data:` and `blob:` (logo previews, textures),
 *   fonts from it, GraphQL and uploads on it, workers from it or `blob:`; no plugins; base and
 *   form targets on it. `frame-ancestors 'none'` everywhere but the showroom pages
 *   (`/showrooms/...`), which any site may embed (the dealer's own site shows its storefront in
 *   a frame, P6). A response that sets its own policy keeps it (/files/*.svg and /graphics/*:
 *   `default-src 'none'`).
 * - X-Content-Type-Options: nosniff.
 * - Referrer-Policy: strict-origin-when-cross-origin (no path or query, so no passcode or
 *   token, leaves for another origin).
 */
import type { FastifyInstance } from 'fastify';

/** Paths any site may frame: the showroom (P6). */
const EMBEDDABLE = /^\/showrooms(\/|$)/;

/** The web app's policy for a request path (query string ignored). */
export function appCsp(path: string): string {
  const embeddable = EMBEDDABLE.test(path.split('?')[0] ?? '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embeddable ? '*' : "'none'"}`,
  ].join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Adds the headers above to every response (an onSend hook: static files and errors too). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', appCsp(req.url));
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    return payload;
  });
}
