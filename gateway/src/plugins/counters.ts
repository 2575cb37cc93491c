/**
 * Where limit counters live ("several gateways, one truth"): in Redis when `REDIS_URL`
 * is set, shared by every gateway, so N gateways keep one limit; in this process's memory
 * otherwise (one gateway). Every counter of the gateway is made here: the request limit
 * (@fastify/rate-limit's Redis store, see rate-limits.ts), the mutation, passcode and render
 * limits (rate-limiter-flexible's RateLimiterRedis).
 *
 * One ioredis client per app, closed with it. Keys start with `REDIS_KEY_PREFIX` (default
 * `tas:`), so apps (and test runs) sharing a Redis server do not share counts. When Redis cannot
 * be reached the limiters of rate-limiter-flexible fall back to a per-process memory count
 * (`insuranceLimiter`) and the request limit lets requests through (`skipOnError`): an outage of
 * Redis weakens the limits to one gateway's count, it does not stop the service.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** The settings of one fixed-window counter (rate-limiter-flexible's names). */
export interface LimiterOptions {
  /** Names the counter: part of every key. */
  keyPrefix: string;
  /** Points (tries, requests) per window. */
  points: number;
  /** Window, seconds. */
  duration: number;
}

/** Makes the counters of the app; `redis` is null when they live in memory. */
export interface Counters {
  readonly redis: Redis | null;
  /** Key prefix in Redis (`REDIS_KEY_PREFIX`); '' in memory. */
  readonly prefix: string;
  limiter(opts: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Counters in this process's memory (the default, and what tests get unless they set REDIS_URL). */
export const memoryCounters: Counters = {
  redis: null,
  prefix: '',
  limiter: (opts) => new RateLimiterMemory(opts),
  close: async () => undefined,
};

/**
 * Connects to Redis at `url` and answers counters kept there; throws (naming no secret) when
 * Redis does not answer at start, so a misconfigured gateway stops instead of counting alone.
 */
export async function redisCounters(url: string, prefix: string): Promise<Counters> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A command while disconnected fails at once (the limiter's memory fallback answers)
    // instead of waiting in a queue with the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  // Connection errors are retried by ioredis; without a listener they would be thrown.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis (REDIS_URL) does not answer: ${(err as Error).message}`);
  }
  return {
    redis,
    prefix,
    limiter: (opts) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${opts.keyPrefix}`,
        points: opts.points,
        duration: opts.duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(opts),
      }),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The app's counters from its settings: Redis when `REDIS_URL` is set, else memory. */
export function openCounters(config: { REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string }): Promise<Counters> {
  return config.REDIS_URL ? redisCounters(config.REDIS_URL, config.REDIS_KEY_PREFIX) : Promise.resolve(memoryCounters);
}
