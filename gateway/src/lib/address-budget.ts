/**
 * A budget of points per client address over a counter of plugins/counters.ts (Redis when
 * REDIS_URL is set, else memory), for work that costs one point and may be undone: a point taken
 * for work that then fails is given back, so a refused or failed request costs nothing.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey } from './client-address.js';

export interface AddressBudget {
  /**
   * Takes one point of `ip`'s budget: answers 0 when taken, else the seconds until a point is
   * back (the budget is spent).
   */
  take(ip: string): Promise<number>;
  /** Gives back the point `take` took for `ip` (the work it paid for was not done). */
  giveBack(ip: string): Promise<void>;
}

/** The budget of `limiter` (its points per window), keyed by {@link addressKey}. */
export function addressBudget(limiter: RateLimiterAbstract): AddressBudget {
  const keyOf = (ip: string) => (ip ? addressKey(ip) : 'unknown');
  return {
    async take(ip) {
      try {
        await limiter.consume(keyOf(ip));
        return 0;
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      }
    },
    async giveBack(ip) {
      await limiter.reward(keyOf(ip), 1);
    },
  };
}
