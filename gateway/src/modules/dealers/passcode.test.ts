import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOffSeconds, hashPasscode, PasscodeGuard, randomPasscode, verifyPasscode } from './passcode.js';

const base = { maxPerProject: 2, maxPerAddress: 5, maxPerDealer: 3, windowSeconds: 60, concurrency: 1, queue: 4 };

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return String((err as { extensions?: { code?: string } }).extensions?.code);
  }
}

describe('passcode hashes (A4)', () => {
  it('hash and verify without blocking, and refuse malformed hashes', async () => {
    const stored = await hashPasscode('s3cret');
    expect(stored).toMatch(/^scrypt\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPasscode('s3cret', stored)).toBe(true);
    expect(await verifyPasscode('S3cret', stored)).toBe(false);
    expect(await verifyPasscode('s3cret', null)).toBe(false);
    expect(await verifyPasscode('s3cret', 'plain$a$b')).toBe(false);
    expect(await verifyPasscode('s3cret', 'scrypt$AAAA$')).toBe(false);
  });
});

/** How many event-loop turns pass while `work` runs (0 when it blocks the loop). */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  const started = turns;
  await work();
  running = false;
  return turns - started;
}

describe('passcode hashing off the event loop (A4)', () => {
  it('lets the event loop turn while a hash is computed and while one is checked', async () => {
    const stored = await hashPasscode('s3cret');
    expect(await turnsDuring(() => hashPasscode('another'))).toBeGreaterThan(10);
    expect(await turnsDuring(() => verifyPasscode('s3cret', stored))).toBeGreaterThan(10);
  });
});

describe('PasscodeGuard (A4)', () => {
  it('counts failed tries per project and gives successful ones back', async () => {
    const guard = new PasscodeGuard(base);
    const stored = await hashPasscode('right');
    for (const guess of ['w1', 'right', 'w2']) {
      const attempt = await guard.begin('203.0.113.1', 'ABC', '7');
      expect(await attempt.verify(guess, stored)).toBe(guess === 'right');
    }
    // Two failures on ABC/7: the project is closed, for the right passcode too.
    expect(await code(guard.begin('203.0.113.2', 'abc', '7'))).toBe('RATE_LIMITED');
    // Another project of the dealer is open until the dealer's ceiling (3).
    expect(await (await guard.begin('203.0.113.2', 'ABC', '8')).verify('w3', stored)).toBe(false);
    expect(await code(guard.begin('203.0.113.3', 'ABC', '9'))).toBe('RATE_LIMITED');
    // Other dealers are not affected.
    expect(await (await guard.begin('203.0.113.1', 'XYZ', '7')).verify('right', stored)).toBe(true);
  });

  it('counts tries per client address over all dealers', async () => {
    const guard = new PasscodeGuard({ ...base, maxPerAddress: 2 });
    const stored = await hashPasscode('right');
    for (const dealer of ['A1', 'B1'])
      expect(await (await guard.begin('2001:db8::1', dealer, '1')).verify('x', stored)).toBe(false);
    // The same /64 network is the same address.
    expect(await code(guard.begin('2001:db8::2', 'C1', '1'))).toBe('RATE_LIMITED');
    expect(await code(guard.begin('2001:db9::1', 'C1', '1'))).toBe('ok');
  });

  it('refuses a check at once when the hash queue is full, and does not count it', async () => {
    const guard = new PasscodeGuard({ ...base, maxPerProject: 2, queue: 0 });
    const stored = await hashPasscode('right');
    const settled: string[] = [];
    const first = (await guard.begin('203.0.113.1', 'Q1', '1'))
      .verify('w1', stored)
      .finally(() => settled.push('first'));
    const second = await guard.begin('203.0.113.1', 'Q1', '1');
    await expect(second.verify('w2', stored).finally(() => settled.push('second'))).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await first).toBe(false);
    // At once: refused while the first check's hash is still being computed (order, not time).
    expect(settled).toEqual(['second', 'first']);
    // One failure counted (the first), so one more try is left; then the project is closed.
    expect(await (await guard.begin('203.0.113.1', 'Q1', '1')).verify('w3', stored)).toBe(false);
    expect(await code(guard.begin('203.0.113.1', 'Q1', '1'))).toBe('RATE_LIMITED');
  });

  it('refuses a check that waits longer than maxWaitMs for a hash', async () => {
    const guard = new PasscodeGuard({ ...base, maxPerProject: 10, queue: 10, maxWaitMs: 1 });
    const stored = await hashPasscode('right');
    const first = (await guard.begin('203.0.113.1', 'W1', '1')).verify('right', stored);
    const late = (await guard.begin('203.0.113.1', 'W1', '1')).verify('right', stored);
    await expect(late).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(await first).toBe(true);
  });
});

describe("back-off across a dealer's projects (issue 16)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles the closed time at each run of failed tries, up to maxBlockSeconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backOffSeconds(n, 60, 3600))).toEqual([0, 120, 240, 480, 960, 1920, 3600]);
    expect(backOffSeconds(1000, 60, 3600)).toBe(3600);
  });

  it('closes the dealer for the rest of the 60 s window, then 120 s, 240 s, 480 s, 600 s; another dealer stays open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // Tries that are never verified stay counted: failed tries, without a hash.
    const guard = new PasscodeGuard({
      ...base,
      maxPerProject: 100,
      maxPerAddress: 1000,
      maxPerDealer: 3,
      maxBlockSeconds: 600,
    });
    let n = 0;
    const tryDealer = (dealer = 'ABC') => code(guard.begin(`203.0.113.${n % 200}`, dealer, String(++n)));
    const run = async () => {
      for (let i = 0; i < 3; i++) expect(await tryDealer()).toBe('ok');
      expect(await tryDealer()).toBe('RATE_LIMITED');
    };
    /** The dealer is still closed just before `seconds` have passed and open right after. */
    const closedFor = async (seconds: number) => {
      await vi.advanceTimersByTimeAsync((seconds - 1) * 1000);
      // Tries while closed do not lengthen the back-off.
      expect(await tryDealer()).toBe('RATE_LIMITED');
      expect(await tryDealer('XYZ')).toBe('ok');
      await vi.advanceTimersByTimeAsync(1500);
    };
    await run();
    await closedFor(60);
    await run();
    await closedFor(120);
    await run();
    await closedFor(240);
    await run();
    await closedFor(480);
    await run();
    await closedFor(600);
    expect(await tryDealer()).toBe('ok');
  });
});

describe('randomPasscode', () => {
  it('gives 12 URL-safe characters, never twice the same', () => {
    const seen = new Set(Array.from({ length: 200 }, randomPasscode));
    expect(seen.size).toBe(200);
    for (const p of seen) expect(p).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
