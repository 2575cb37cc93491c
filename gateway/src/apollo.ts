/**
 * Apollo Server 5 on Fastify (@as-integrations/fastify). Ad-hoc documents are accepted from any
 * caller (API.md); token, alias, depth, directive and cost limits (plugins/graphql-limits.ts), a
 * 1 MB body limit and a per-address mutation limit (plugins/rate-limits.ts) protect the server. Errors keep
 * their `extensions.code`/`field`; anything unexpected is INTERNAL with no stack trace.
 */
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from './context.js';
import type { Services } from './services.js';
import { parseVisitorKey, VISITOR_KEY_HEADER, type Caller } from './lib/caller.js';
import { ApiError } from './lib/errors.js';
import { parsePrintToken, PRINT_TOKEN_HEADER } from './modules/render/print-grants.js';
import { executableSchema } from './schema.js';
import type { ProjectKinds } from './modules/projects/project-kinds.js';
import { compiledExecutionGateway } from './plugins/compiled-executor.js';
import { limitRules, parseOptions } from './plugins/graphql-limits.js';
import { mutationRateLimit } from './plugins/rate-limits.js';
import { pageCacheRoute } from './modules/page-cache/index.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { createHash } from 'node:crypto';
import { printSchema } from 'graphql';

/** Largest `/graphql` request body (uploads go to `POST /uploads`). */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

const KNOWN_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/** graphql-js stops coercing variables after 50 errors with this message and no code. */
const VARIABLE_ERROR_LIMIT = /^Too many errors processing variables/;

export function formatError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const code = VARIABLE_ERROR_LIMIT.test(formatted.message)
    ? 'BAD_USER_INPUT'
    : (formatted.extensions?.code as string | undefined);
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED') {
    return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (code === 'BAD_USER_INPUT' && !formatted.extensions?.field) {
    // Variable coercion errors: name the offending input path as the field.
    const at = /at "\$?\w+\.([\w.[\]]+)"/.exec(formatted.message)?.[1];
    const missing = /Field "(\w+)" of required type/.exec(formatted.message)?.[1];
    const variable = /Variable "\$(\w+)"/.exec(formatted.message)?.[1];
    const field = (at ?? missing ?? variable ?? null)?.replace(/\[(\d+)\]/g, '.$1') ?? null;
    return { ...formatted, extensions: { code, field } };
  }
  if (!code || !KNOWN_CODES.has(code) || code === 'INTERNAL_SERVER_ERROR') {
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL' } };
  }
  const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

/** Serves `/graphql` with the schema of the project kinds of `kinds` (schema.ts). */
export async function registerApollo(app: FastifyInstance, services: Services, kinds: ProjectKinds): Promise<void> {
  const schema = executableSchema(kinds);
  const logErrors: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors(ctx) {
          for (const err of ctx.errors) {
            const code = err.extensions?.code;
            if (!code || code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL') {
              app.log.error({ err: err.originalError ?? err, path: err.path }, 'GraphQL resolver failed');
            }
          }
        },
      };
    },
  };
  // R2: a print grant only reads (lib/caller.ts); its mutations are refused before any runs,
  // with HTTP 403 (an error thrown in this hook is a 500 unless it names its status).
  const printReadsOnly: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (contextValue.caller.kind === 'PRINT' && operation?.operation !== 'query')
            throw new ApiError('FORBIDDEN', 'A print grant only reads', { http: { status: 403 } });
        },
      };
    },
  };
  const apollo = new ApolloServer<GraphQLContext>({
    // The executor (GRAPHQL_EXECUTOR): compiled documents through Apollo's gateway interface,
    // or graphql-js's interpreter as Apollo runs it.
    ...(services.config.GRAPHQL_EXECUTOR === 'jit' ? { gateway: compiledExecutionGateway(schema) } : { schema }),
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    parseOptions: parseOptions(),
    validationRules: limitRules(),
    plugins: [
      // No cache hints are used: without this, Apollo's default cache-control plugin wraps every
      // field's resolver (a hook and a promise per field), the largest per-field cost of a page.
      ApolloServerPluginCacheControlDisabled(),
      fastifyApolloDrainPlugin(app),
      logErrors,
      printReadsOnly,
      // Every mutation bumps the versions of the cached pages it may change (modules/page-cache).
      services.pageCache.plugin(),
      mutationRateLimit({
        max: services.config.MUTATION_RATE_LIMIT_MAX,
        windowSeconds: services.config.MUTATION_RATE_LIMIT_WINDOW_SECONDS,
        counters: services.counters,
      }),
    ],
  });
  await apollo.start();
  const context = async (request: FastifyRequest): Promise<GraphQLContext> => {
    let caller: Caller = await services.dealers.authenticate(
      request.headers.authorization,
      parseVisitorKey(request.headers[VISITOR_KEY_HEADER]),
    );
    // R2: without a dealer or passcode session, a print grant makes the render service's page
    // the reader of its one project; an unknown or expired one leaves a visitor.
    const printToken = caller.kind === 'VISITOR' ? parsePrintToken(request.headers[PRINT_TOKEN_HEADER]) : null;
    if (printToken) caller = (await services.printGrants.callerOf(printToken)) ?? caller;
    const tokenId = caller.kind === 'DEALER' || caller.kind === 'PROJECT' ? caller.tokenId : null;
    const loaders = services.newLoaders();
    // The token's dealer row was read with the token: a dealer lookup of this request reuses it.
    if (caller.kind === 'DEALER' || caller.kind === 'PROJECT') loaders.dealer.prime(caller.dealer.id, caller.dealer);
    return {
      caller,
      dealer: caller.kind === 'DEALER' ? caller.dealer : null,
      tokenId,
      services,
      loaders,
      ip: request.ip,
    };
  };
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    // Visitors' reads of public pages are answered from the page cache when it holds them.
    handler: pageCacheRoute(
      services.pageCache,
      apollo,
      context,
      fastifyApolloHandler(apollo, { context }),
      createHash('sha256').update(printSchema(schema)).digest('base64url'),
    ),
  });
  // The reference page, and the schema's SDL and introspection for token holders.
  registerApiDocs(app, schema, (authorization) => services.dealers.authenticate(authorization, null));
}
