import { describe, expect, it } from 'vitest';
import { hashPasscode, PasscodeGuard, randomPasscode, verifyPasscode } from './passcode.js';

const base = { maxPerProject: 2, maxPerAddress: 5, windowSeconds: 60, concurrency: 1, queue: 4 };

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

/**
 * How many event-loop turns pass while `work` runs: 0 when it blocks the loop (a hash computed on
 * it finishes before any turn), at least 1 when it runs elsewhere. Started from a timer callback,
 * so that the loop's next check phase (the first turn) comes before its next poll phase, where a
 * thread pool's result is delivered; how many more turns pass depends on the machine's load, so
 * the tests ask for one.
 */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 0));
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
    expect(await turnsDuring(() => hashPasscode('another'))).toBeGreaterThanOrEqual(1);
    expect(await turnsDuring(() => verifyPasscode('s3cret', stored))).toBeGreaterThanOrEqual(1);
    // The measure tells the two apart: the same hash computed on the loop lets it turn none.
    const { scryptSync } = await import('node:crypto');
    expect(await turnsDuring(async () => scryptSync('s3cret', 'salt', 32))).toBe(0);
  });
});

describe('PasscodeGuard (A4)', () => {
  it("counts an address's failed tries on a project and gives successful ones back; another address is not refused", async () => {
    const guard = new PasscodeGuard(base);
    const stored = await hashPasscode('right');
    for (const guess of ['w1', 'right', 'w2']) {
      const attempt = await guard.begin('203.0.113.1', 'ABC', '7');
      expect(await attempt.verify(guess, stored)).toBe(guess === 'right');
    }
    // Two failures from .1 on ABC/7: the project is closed to .1, for the right passcode too ...
    expect(await code(guard.begin('203.0.113.1', 'abc', '7'))).toBe('RATE_LIMITED');
    // ... not to another address, and .1 may still try another project (its address has 3 left).
    expect(await (await guard.begin('203.0.113.2', 'ABC', '7')).verify('right', stored)).toBe(true);
    expect(await (await guard.begin('203.0.113.1', 'ABC', '8')).verify('w3', stored)).toBe(false);
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

describe('no count per dealer or per project alone', () => {
  it("lets a new address try after 500 failures from 100 addresses over one dealer's projects", async () => {
    // Tries that are never verified stay counted: failed tries, without a hash.
    const guard = new PasscodeGuard({ ...base, maxPerProject: 5, maxPerAddress: 5 });
    for (let a = 0; a < 100; a++)
      for (let t = 0; t < 5; t++) expect(await code(guard.begin(`198.51.100.${a}`, 'ABC', String(t % 2)))).toBe('ok');
    // Each of those addresses is done for the window; a customer's address is not.
    expect(await code(guard.begin('198.51.100.7', 'ABC', '9'))).toBe('RATE_LIMITED');
    const stored = await hashPasscode('right');
    expect(await (await guard.begin('203.0.113.200', 'abc', '0')).verify('right', stored)).toBe(true);
    expect(await code(guard.begin('203.0.113.201', 'ABC', '1'))).toBe('ok');
  });
});

describe('randomPasscode', () => {
  it('gives 12 URL-safe characters, never twice the same', () => {
    const seen = new Set(Array.from({ length: 200 }, randomPasscode));
    expect(seen.size).toBe(200);
    for (const p of seen) expect(p).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
