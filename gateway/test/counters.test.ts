/**
 * Counters in Redis: two gateways given the same REDIS_URL and REDIS_KEY_PREFIX keep
 * one count of the request limit (@fastify/rate-limit) and of the mutation limit; counters of
 * another prefix are apart; a REDIS_URL that does not answer stops the start. Redis is the
 * machine's (REDIS_URL, default redis://127.0.0.1:6379), with a prefix of this run's own.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasscode, PasscodeGuard } from '../src/modules/dealers/passcode.js';
import { openCounters, redisCounters, type Counters } from '../src/plugins/counters.js';
import { startHarness, type Harness } from './harness.js';
import { freePort } from './processes.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `tas-test:${randomBytes(6).toString('hex')}:`;

describe('rate-limiter-flexible counters in Redis', () => {
  let one: Counters;
  let two: Counters;
  let other: Counters;
  beforeAll(async () => {
    one = await redisCounters(REDIS_URL, prefix);
    two = await redisCounters(REDIS_URL, prefix);
    other = await redisCounters(REDIS_URL, `${prefix}other:`);
  });
  afterAll(async () => {
    const keys = await one.redis!.keys(`${prefix}*`);
    if (keys.length) await one.redis!.del(...keys);
    for (const c of [one, two, other]) await c?.close();
  });

  it('one count over two apps: the 4th point of a 3-point window is refused on either', async () => {
    const opts = { keyPrefix: 'unit', points: 3, duration: 60 };
    const a = one.limiter(opts);
    const b = two.limiter(opts);
    expect((await a.consume('k')).remainingPoints).toBe(2);
    expect((await b.consume('k')).remainingPoints).toBe(1);
    expect((await a.consume('k')).remainingPoints).toBe(0);
    await expect(b.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
    // Another prefix (another app, another test run) counts apart.
    expect((await other.limiter(opts).consume('k')).remainingPoints).toBe(2);
    // A reward (a right passcode gives its try back) is seen by the other app.
    await a.reward('k', 1);
    expect((await b.get('k'))?.consumedPoints).toBe(3);
    expect(await one.redis!.exists(`${prefix}unit:k`)).toBe(1);
  });

  it('passcode tries of one address on one project over two gateways: the 11th is RATE_LIMITED, a right one gives its try back', async () => {
    const guard = (c: Counters) =>
      new PasscodeGuard({
        maxPerProject: 10,
        maxPerAddress: 30,
        windowSeconds: 60,
        concurrency: 1,
        queue: 16,
        maxWaitMs: 10_000,
        limiter: (o) => c.limiter(o),
      });
    const [g1, g2] = [guard(one), guard(two)];
    const stored = await hashPasscode('right-passcode-1');
    // A right passcode on one is not counted on the other.
    expect(await (await g1.begin('203.0.113.9', 'DLR', '41')).verify('right-passcode-1', stored)).toBe(true);
    for (let i = 0; i < 10; i++) {
      const attempt = await (i % 2 ? g2 : g1).begin('203.0.113.9', 'DLR', '41');
      expect(await attempt.verify(`wrong-${i}`, stored)).toBe(false);
    }
    await expect(g1.begin('203.0.113.9', 'dlr', '41')).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    await expect(g2.begin('203.0.113.9', 'DLR', '41')).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    // Another project still has the address's tries, and another address this project's.
    await expect(g2.begin('203.0.113.9', 'DLR', '42')).resolves.toBeDefined();
    await expect(g1.begin('203.0.113.52', 'DLR', '41')).resolves.toBeDefined();
  });

  it('counts in memory while Redis is lost (the limit holds per process), instead of refusing everyone', async () => {
    const lost = await redisCounters(REDIS_URL, prefix);
    const limiter = lost.limiter({ keyPrefix: 'lost', points: 2, duration: 60 });
    lost.redis!.disconnect();
    expect((await limiter.consume('k')).remainingPoints).toBe(1);
    expect((await limiter.consume('k')).remainingPoints).toBe(0);
    await expect(limiter.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
    await lost.close();
    expect(await one.redis!.exists(`${prefix}lost:k`)).toBe(0);
  });

  it('a REDIS_URL that does not answer stops the start with a message naming it', async () => {
    const port = await freePort();
    await expect(openCounters({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'x:' })).rejects.toThrow(
      'Redis (REDIS_URL) does not answer',
    );
  });
});

describe('two gateways on one Redis', () => {
  let a: Harness;
  let b: Harness;
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: `${prefix}gw:`,
    RATE_LIMIT_MAX: '6',
    MUTATION_RATE_LIMIT_MAX: '3',
  };
  beforeAll(async () => {
    [a, b] = await Promise.all([startHarness({ env }), startHarness({ env })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share the mutation limit, then the request limit, per address', async () => {
    // Three mutation fields on one, the fourth on the other: RATE_LIMITED (requests 1-4 of 6).
    const mutation = `mutation { m1: enterDashboard(input: { code: "X", company: "X", email: "x@example.com", exp: 1, token: "x" }) { apiToken } }`;
    const codes = [];
    for (const h of [a, b, a, b]) codes.push((await h.gql(mutation)).errors?.[0]?.extensions?.code);
    expect(codes.slice(0, 3)).not.toContain('RATE_LIMITED');
    expect(codes[3]).toBe('RATE_LIMITED');
    // Requests 5 and 6 pass; the 7th, on either gateway, answers 429.
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
    const seventh = await fetch(`${a.url}/healthz`);
    expect(seventh.status).toBe(429);
    expect((await seventh.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await fetch(`${b.url}/healthz`)).status).toBe(429);
  });
});
