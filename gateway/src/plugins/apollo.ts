/**
 * Apollo Server 5 on Fastify (@as-integrations/fastify). Ad-hoc documents are accepted from any
 * caller (API.md); token, alias, depth, directive and cost limits (graphql-limits.ts), a 1 MB
 * body limit and a per-address mutation limit (rate-limits.ts) protect the server. Errors keep
 * their `extensions.code`/`field`; anything unexpected is INTERNAL with no stack trace.
 */
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { typeDefs } from '@tas/schema';
import type { GraphQLContext } from '../context.js';
import { createLoaders } from '../loaders.js';
import type { Services } from '../services.js';
import { resolvers } from '../resolvers.js';
import { parseVisitorKey, VISITOR_KEY_HEADER } from '../lib/caller.js';
import { limitRules, parseOptions } from './graphql-limits.js';
import { mutationRateLimit } from './rate-limits.js';

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

export function formatError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code as string | undefined;
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

export async function registerApollo(app: FastifyInstance, services: Services): Promise<void> {
  const schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
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
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    parseOptions: parseOptions(),
    validationRules: limitRules(),
    plugins: [
      fastifyApolloDrainPlugin(app),
      logErrors,
      mutationRateLimit({
        max: services.config.MUTATION_RATE_LIMIT_MAX,
        windowSeconds: services.config.MUTATION_RATE_LIMIT_WINDOW_SECONDS,
      }),
    ],
  });
  await apollo.start();
  const context = async (request: FastifyRequest): Promise<GraphQLContext> => {
    const caller = await services.dealers.authenticate(
      request.headers.authorization,
      parseVisitorKey(request.headers[VISITOR_KEY_HEADER]),
    );
    if (caller.kind !== 'VISITOR') await services.settings.touchToken(caller.tokenId); // A7 'last used'
    return {
      caller,
      dealer: caller.kind === 'DEALER' ? caller.dealer : null,
      tokenId: caller.kind === 'VISITOR' ? null : caller.tokenId,
      services,
      loaders: createLoaders(services.db),
      ip: request.ip,
    };
  };
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    handler: fastifyApolloHandler(apollo, { context }),
  });
}
