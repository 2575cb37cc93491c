/**
 * Query strings never reach the logs: print URLs may carry tokens, and any URL the service is
 * handed may carry someone's secret. `/print/x?token=abc` -> `/print/x?[redacted]`.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : `${url.slice(0, q)}?[redacted]`;
}

/** Pino serializer for Fastify's `req`, with the URL's query string redacted. */
export function requestSerializer(req: { method: string; url: string; ip: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
