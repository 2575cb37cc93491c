import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit.js';

describe('SlidingWindowLimiter', () => {
  it('limits a key after max failures within the window and frees it as they age', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter({ max: 10, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 10; i++) {
      expect(limiter.isLimited('ip|abc')).toBe(false);
      limiter.fail('ip|abc');
      now += 1000;
    }
    expect(limiter.isLimited('ip|abc')).toBe(true);
    expect(limiter.isLimited('other-ip|abc')).toBe(false);
    now += 50_001; // the first failure is now older than 60 s
    expect(limiter.isLimited('ip|abc')).toBe(false);
  });

  it('forgets a key on reset and bounds the number of keys', () => {
    const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 60_000, maxKeys: 3 });
    limiter.fail('a');
    expect(limiter.isLimited('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.isLimited('a')).toBe(false);
    for (const k of ['k1', 'k2', 'k3', 'k4', 'k5']) limiter.fail(k);
    expect(limiter.isLimited('k1')).toBe(false);
    expect(limiter.isLimited('k5')).toBe(true);
  });
});
