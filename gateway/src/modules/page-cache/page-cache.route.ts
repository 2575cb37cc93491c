/**
 * The `/graphql` route with the page cache in front of Apollo. A read of a public page by a
 * visitor (no Authorization, no print grant) is answered from the cache when it holds one at the
 * current versions, else executed by Apollo and stored. Anything else goes to Apollo unchanged.
 *
 * GET with a persisted document: `GET /graphql?documentId=<sha256 hex>&variables=<JSON>` (and
 * optionally `operationName`), the ids of the web's persisted-documents manifest (also accepted
 * as `sha256:<hex>`, and as Apollo's APQ `extensions={"persistedQuery":{"version":1,
 * "sha256Hash":"<hex>"}}` without `query`; a hash the manifest does not hold goes to Apollo's own
 * APQ). Only queries: a mutation answers 405. An unknown `documentId` answers
 * PERSISTED_QUERY_NOT_FOUND (HTTP 404 on GET, 200 on POST as Apollo's APQ answers). A GET answer carries an ETag (`If-None-Match` with it
 * answers 304) and `Cache-Control: public, max-age=0, s-maxage=1, must-revalidate` when it is a
 * visitor's cacheable page, `private, no-store` otherwise. These GETs execute as the POST of the
 * same document would: only the web's own queries can be named, a cross-site page cannot add a
 * session (Authorization) to them, and what they read is what any visitor reads, so Apollo's
 * CSRF check (which refuses simple GETs carrying `query`) has nothing to guard here.
 */
import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Apollo's Fastify handler (its request type names its own route generics). */
type Handler = (request: never, reply: never) => unknown;
import type { PageCache } from './page-cache.js';

/** The Cache-Control of a cacheable visitor's GET answer: a proxy keeps it one second. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';
/** The Cache-Control of every other GET answer. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const PRINT_TOKEN_HEADER = 'x-print-token';
const VISITOR_KEY_HEADER = 'x-visitor-key';

interface GraphQLRead {
  /** sha256 hex of the text. */
  id: string;
  text: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

type Parsed = GraphQLRead | { unknownId: true } | { invalid: string } | null;

/**
 * The handler of `/graphql`: `fallback` (Apollo's Fastify handler) for whatever the cache does
 * not serve; `context` builds the GraphQL context of a request it executes itself.
 */
export function pageCacheRoute<C extends BaseContext>(
  cache: PageCache,
  apollo: ApolloServer<C>,
  context: (request: FastifyRequest) => Promise<C>,
  fallback: Handler,
  /** Names the schema the answers were made with: gateways of another build share no entry. */
  salt: string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async function pageCacheHandler(request, reply) {
    const isGet = request.method === 'GET';
    const read = isGet ? readGet(request, cache.persisted) : readPost(request, cache.persisted);
    if (!read) return fallback(request as never, reply as never);
    if ('unknownId' in read) {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return reply.code(isGet ? 404 : 200).send({
        errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      });
    }
    if ('invalid' in read) {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return reply.code(400).send({ errors: [{ message: read.invalid, extensions: { code: 'BAD_USER_INPUT' } }] });
    }
    const doc = cache.documentOf(read.id, read.text, read.operationName);
    // A proxy keeps one answer for every visitor; a keyed visitor's differs only where it reads its locker.
    if (isGet)
      void reply.header(
        'vary',
        doc.cacheable && doc.readsVisitor
          ? 'authorization, x-print-token, x-visitor-key'
          : 'authorization, x-print-token',
      );
    if (isGet && doc.operation !== null && doc.operation !== 'query') {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('allow', 'POST');
      return reply.code(405).send({
        errors: [{ message: 'Only queries may be sent with GET', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    const session = !!request.headers.authorization || !!request.headers[PRINT_TOKEN_HEADER];
    const cacheable =
      cache.enabled && doc.cacheable && !session && !(doc.readsVisitor && !!request.headers[VISITOR_KEY_HEADER]);
    const versionKeys = cacheable && doc.cacheable ? await cache.versionKeys(doc, read.variables) : null;
    if (!versionKeys) {
      if (doc.cacheable && cache.enabled) cache.countBypass();
      if (!isGet) return fallback(request as never, reply as never);
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return execute(apollo, context, request, reply, read);
    }
    const requestHash = createHash('sha256')
      .update(`${salt}\n${read.id}\n${read.operationName ?? ''}\n${canonicalJson(read.variables)}\nvisitor`)
      .digest('base64url');
    const entryKey = await cache.entryKey(requestHash, versionKeys);
    const cached = entryKey ? await cache.get(entryKey) : null;
    if (cached) return answer(request, reply, isGet, cached.etag, cached.body);
    const made = await execute(apollo, context, request, reply, read);
    if (!entryKey || reply.statusCode !== 200 || typeof made !== 'string' || made.includes('"errors":')) {
      if (isGet) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return made;
    }
    const stored = cache.put(entryKey, made, doc.cacheable && doc.keepsUndrawn);
    return answer(request, reply, isGet, stored.etag, stored.body);
  };
}

/** A cacheable answer: with its ETag and public Cache-Control on GET (304 when the client holds it). */
function answer(request: FastifyRequest, reply: FastifyReply, isGet: boolean, etag: string, body: string) {
  void reply.code(200).header('content-type', 'application/json; charset=utf-8');
  if (!isGet) return body;
  void reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return body;
}

/** Executes a read with Apollo as the JSON POST of the same document (see the file's comment on CSRF). */
async function execute<C extends BaseContext>(
  apollo: ApolloServer<C>,
  context: (request: FastifyRequest) => Promise<C>,
  request: FastifyRequest,
  reply: FastifyReply,
  read: GraphQLRead,
): Promise<unknown> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value && key !== 'content-type' && key !== 'content-length')
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('content-type', 'application/json');
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: 'POST',
      headers,
      search: '',
      body: {
        query: read.text,
        variables: read.variables,
        ...(read.operationName ? { operationName: read.operationName } : {}),
      },
    },
    context: () => context(request),
  });
  for (const [key, value] of response.headers) void reply.header(key, value);
  void reply.code(response.status ?? 200);
  if (response.body.kind === 'complete') return response.body.string;
  // Incremental delivery is not enabled: a chunked answer is read whole.
  let text = '';
  for await (const chunk of response.body.asyncIterator) text += chunk;
  return text;
}

/** A GET naming a persisted document (see the file's comment), else null (Apollo's own GET). */
function readGet(request: FastifyRequest, persisted: ReadonlyMap<string, string>): Parsed {
  const query = request.query as Record<string, string | undefined>;
  if (typeof query.query === 'string') return null;
  let id = typeof query.documentId === 'string' ? query.documentId : null;
  const variables = parseJson(query.variables, 'variables');
  if (variables instanceof Error) return { invalid: variables.message };
  if (id === null) {
    const extensions = parseJson(query.extensions, 'extensions');
    if (extensions instanceof Error) return { invalid: extensions.message };
    id = apqHash(extensions);
    if (id === null) return null;
    // An APQ hash the manifest does not hold may be in Apollo's own APQ cache.
    const found = persistedRead(id, persisted, query.operationName ?? null, variables);
    return found && 'unknownId' in found ? null : found;
  }
  return persistedRead(id, persisted, query.operationName ?? null, variables);
}

/** A JSON POST of one operation the cache may serve, else null (Apollo's own). */
function readPost(request: FastifyRequest, persisted: ReadonlyMap<string, string>): Parsed {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : null;
  const variables = body.variables ?? {};
  if (!isObject(variables)) return null;
  if (typeof body.query === 'string') {
    if (body.query.length > 100_000) return null;
    const id = createHash('sha256').update(body.query).digest('hex');
    return { id, text: body.query, operationName, variables };
  }
  const id = typeof body.documentId === 'string' ? body.documentId : apqHash(body.extensions);
  if (id === null || body.query !== undefined) return null;
  const found = persistedRead(id, persisted, operationName, variables);
  // An APQ hash the manifest does not hold may be in Apollo's own APQ cache.
  return 'unknownId' in (found ?? {}) && typeof body.documentId !== 'string' ? null : found;
}

function persistedRead(
  rawId: string,
  persisted: ReadonlyMap<string, string>,
  operationName: string | null,
  variables: Record<string, unknown>,
): Parsed {
  const id = rawId.startsWith('sha256:') ? rawId.slice('sha256:'.length) : rawId;
  const text = persisted.get(id);
  return text === undefined ? { unknownId: true } : { id, text, operationName, variables };
}

function apqHash(extensions: unknown): string | null {
  if (!isObject(extensions) || !isObject(extensions.persistedQuery)) return null;
  const hash = extensions.persistedQuery.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

function parseJson(value: string | undefined, name: string): Record<string, unknown> | Error {
  if (value === undefined || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (isObject(parsed)) return parsed;
  } catch {
    // Answered below, naming the parameter.
  }
  return new Error(`\`${name}\` must be a JSON object`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so equal variables make equal keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
