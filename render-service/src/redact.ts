/**
 * Query strings and fragments never reach the logs or an error message: print URLs carry their
 * grant (`#print-token=...`), and any URL the service is handed may carry someone's secret.
 * `/print/x?token=abc` -> `/print/x?[redacted]`, `/print/x#print-token=abc` -> `/print/x#[redacted]`.
 */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : `${url.slice(0, cut)}${url[cut]}[redacted]`;
}

/**
 * `text` (an error message, a page's console line) with every http(s) URL in it redacted as by
 * {@link redactUrl}, and any `print-token=<value>` left elsewhere blanked.
 */
export function redactText(text: string): string {
  return text
    .replace(/\bhttps?:\/\/[^\s"'<>]+/gi, (url) => redactUrl(url))
    .replace(/(print-token=)[^\s&"'<>,;:]+/gi, '$1[redacted]');
}

/** Pino serializer for Fastify's `req`, with the URL's query string redacted. */
export function requestSerializer(req: { method: string; url: string; ip: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
