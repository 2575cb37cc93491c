/**
 * The API reference and the schema downloads:
 * - `GET /docs/api` (and `/docs/api/`): the reference page generated from the schema
 *   (`docs/api/index.html`, scripts/api-reference.mjs), public like the schema's introspection;
 *   404 when the checkout has none;
 * - `GET /docs/api/schema.graphql`: the served schema as SDL with its directives (`@access`);
 * - `GET /docs/api/introspection.json`: the answer of the introspection query (`{ data: { __schema } }`),
 *   for code generators.
 * The downloads are for token holders: a dealer's session or API token, else 401 UNAUTHENTICATED.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { introspectionFromSchema, type GraphQLSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import type { Caller } from '../lib/caller.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The reference page: from the repository's docs/api, whether run from src (tests) or dist. */
function referencePage(): string | null {
  const candidates = [resolve(here, '../../../docs/api/index.html'), resolve(here, '../../../../docs/api/index.html')];
  const file = candidates.find((f) => existsSync(f));
  return file ? readFileSync(file, 'utf8') : null;
}

export function registerApiDocs(
  app: FastifyInstance,
  schema: GraphQLSchema,
  authenticate: (authorization: string | undefined) => Promise<Caller>,
): void {
  const page = referencePage();
  const sdl = printSchemaWithDirectives(schema);
  const introspection = JSON.stringify({ data: introspectionFromSchema(schema, { descriptions: true }) });
  const servePage = async (_req: unknown, reply: FastifyReply) =>
    page ? reply.type('text/html; charset=utf-8').send(page) : reply.code(404).send({ error: 'Not found' });
  app.get('/docs/api', servePage);
  app.get('/docs/api/', servePage);
  const forTokenHolders = (type: string, body: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const caller = await authenticate(req.headers.authorization);
    if (caller.kind !== 'DEALER')
      return reply.code(401).send({
        errors: [{ message: 'An API token is required', extensions: { code: 'UNAUTHENTICATED' } }],
      });
    return reply.type(type).header('cache-control', 'private, no-store').send(body);
  };
  app.get('/docs/api/schema.graphql', forTokenHolders('text/plain; charset=utf-8', sdl));
  app.get('/docs/api/introspection.json', forTokenHolders('application/json; charset=utf-8', introspection));
}
