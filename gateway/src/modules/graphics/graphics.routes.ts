/**
 * `GET /graphics/<key>.svg?fill=<rrggbb>` (C3): a library graphic drawn in a colour, for the
 * customiser's picker and the snapshot pages (the render spec's `logoUrl` of a GRAPHICS
 * decoration). 404 for an unknown key; a missing or malformed fill gives white. Served with
 * nosniff and a CSP that forbids scripts, cached for a day (keys are stable).
 */
import type { FastifyInstance } from 'fastify';
import { graphicSvg } from './graphics-library.js';

export function registerGraphicRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { fill?: string | string[] } }>(
    '/graphics/:file',
    async (req, reply) => {
      const m = /^([a-z0-9-]{1,60})\.svg$/.exec(req.params.file);
      const fill =
        typeof req.query.fill === 'string' && /^[0-9a-fA-F]{6}$/.test(req.query.fill) ? req.query.fill : 'ffffff';
      const svg = m ? graphicSvg(m[1]!, `#${fill}`) : null;
      if (!svg) return reply.code(404).send({ error: 'Not found' });
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(svg);
    },
  );
}
