/**
 * Per-address rate limits ("limits on every caller"), counted in Redis shared by every
 * gateway when REDIS_URL is set, else in this process's memory (counters.ts):
 *
 * - every route: `RATE_LIMIT_MAX` requests per `RATE_LIMIT_WINDOW_SECONDS` per client address
 *   (@fastify/rate-limit), answered with HTTP 429 and
 *   `{ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] }`;
 * - GraphQL mutations: `MUTATION_RATE_LIMIT_MAX` mutation fields (aliases counted) per
 *   `MUTATION_RATE_LIMIT_WINDOW_SECONDS` per client address, checked once the operation is
 *   known (rate-limiter-flexible); over it the whole request answers HTTP 429 with a
 *   RATE_LIMITED GraphQL error and runs nothing. Costly query fields (`previewRosterImport`,
 *   graphql-limits.ts COSTLY_QUERY_FIELDS) count as mutation fields.
 *
 * The client address is Fastify's `request.ip` (TRUST_PROXY_HOPS), keyed by
 * {@link addressKey}.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Kind, type FragmentDefinitionNode } from 'graphql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { memoryCounters, type Counters } from './counters.js';
import type { GraphQLContext } from '../context.js';
import { ApiError } from '../lib/errors.js';
import { addressKey } from '../lib/client-address.js';
import { COSTLY_QUERY_FIELDS, rootFieldCount } from './graphql-limits.js';

/** A RATE_LIMITED error Fastify answers with `statusCode` (see the app's error handler). */
export class HttpRateLimitError extends Error {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED';
}

/**
 * Registers the global per-address limit; call before any route is added (it applies to the
 * routes registered after it).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>,
  counters: Counters = memoryCounters,
): Promise<void> {
  await app.register(rateLimit, {
    ...(counters.redis
      ? // One count for every gateway; an unreachable Redis lets requests through (see counters.ts).
        { redis: counters.redis, nameSpace: `${counters.prefix}request-`, skipOnError: true }
      : {}),
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    cache: 10_000,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new HttpRateLimitError(`Too many requests, try again in ${context.after}`),
  });
}

/** The Apollo plugin that limits mutation fields per client address. */
export function mutationRateLimit(opts: {
  max: number;
  windowSeconds: number;
  counters?: Counters;
}): ApolloServerPlugin<GraphQLContext> {
  const limiter = (opts.counters ?? memoryCounters).limiter({
    points: opts.max,
    duration: opts.windowSeconds,
    keyPrefix: 'mutation',
  });
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== 'mutation' && operation?.operation !== 'query') return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const def of document.definitions)
            if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
          const fields = rootFieldCount(
            operation.selectionSet,
            (name) => fragments.get(name),
            operation.operation === 'query' ? COSTLY_QUERY_FIELDS : undefined,
          );
          if (fields === 0) return;
          try {
            await limiter.consume(addressKey(contextValue.ip), fields);
          } catch (err) {
            if (!(err instanceof RateLimiterRes)) throw err;
            const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
            throw new ApiError(
              'RATE_LIMITED',
              fields > opts.max
                ? `Too many mutations in one request (at most ${opts.max})`
                : `Too many changes from this address, try again in ${seconds} s`,
              { http: { status: 429, headers: new HeaderMap([['retry-after', String(seconds)]]) } },
            );
          }
        },
      };
    },
  };
}
