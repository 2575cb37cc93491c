/**
 * Dealer passcodes (A4, D3) are stored as scrypt hashes `scrypt$<salt b64>$<hash b64>` and
 * compared in constant time. Hashing runs on libuv's thread pool (`crypto.scrypt`), never on the
 * event loop; {@link PasscodeGuard} bounds how many run at once and counts tries per client
 * address, over all projects and on each one.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from '../../lib/errors.js';
import { addressKey } from '../../lib/client-address.js';

function scryptAsync(passcode: string, salt: Buffer, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passcode, salt, keylen, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes a passcode (scrypt, N=16384, r=8, p=1, 16-byte salt, 32-byte key) off the event loop. */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(passcode, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * A random passcode of 12 URL-safe characters (72 bits), for a seeded dealer such as the demo
 * dealer: never a constant.
 */
export function randomPasscode(): string {
  return randomBytes(9).toString('base64url');
}

/** True when `passcode` matches the stored hash; false for a missing or malformed hash. */
export async function verifyPasscode(passcode: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 3 || parts[0] !== 'scrypt') return false;
  const expected = Buffer.from(parts[2]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(passcode, Buffer.from(parts[1]!, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export interface PasscodeGuardOptions {
  /** Tries from one client address on one project (dealer code + project id) per window. */
  maxPerProject: number;
  /** Tries per client address per window, over all dealers and projects. */
  maxPerAddress: number;
  windowSeconds: number;
  /** Hashes computed at once. */
  concurrency: number;
  /** Checks allowed to wait for a hash; more are refused at once. */
  queue: number;
  /** Longest wait for a hash, ms (default 500); a check still waiting then is refused. */
  maxWaitMs?: number;
  /**
   * Makes the try counters (`Counters.limiter`, in Redis when REDIS_URL is set);
   * default in this process's memory.
   */
  limiter?: (opts: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;
}

/** One reserved passcode try (see {@link PasscodeGuard.begin}). */
export interface PasscodeAttempt {
  /**
   * Compares the passcode with the stored hash. A match gives the try back (only failed tries
   * count); a full hash queue, or a wait over `maxWaitMs`, gives it back and throws RATE_LIMITED
   * (so every answer comes within about `maxWaitMs` plus one hash).
   */
  verify(passcode: string, stored: string | null): Promise<boolean>;
}

/**
 * A4 limits. Every try is counted before its hash is computed (so concurrent tries cannot
 * overshoot a limit) and given back when it succeeds: what stays counted are failed tries.
 * Counts live in fixed windows, in Redis shared by every gateway when REDIS_URL is set (`limiter`),
 * else in this process's memory. They are the client address's: per address, and per address on
 * one project. Nothing is counted per dealer or per project alone, since a count anyone can run
 * up would let whoever knows a dealer code (or a project link) lock its customers out; what
 * bounds guessing from many addresses is the hash queue (`concurrency`, `queue`, `maxWaitMs`),
 * shared by every try.
 */
export class PasscodeGuard {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAddressAndProject: RateLimiterAbstract;
  private readonly hashes: LimitFunction;

  constructor(private readonly opts: PasscodeGuardOptions) {
    const duration = opts.windowSeconds;
    const counter = opts.limiter ?? ((o) => new RateLimiterMemory(o));
    this.byAddress = counter({ points: opts.maxPerAddress, duration, keyPrefix: 'ip' });
    this.byAddressAndProject = counter({ points: opts.maxPerProject, duration, keyPrefix: 'ip-project' });
    this.hashes = pLimit(opts.concurrency);
  }

  /**
   * Reserves one try for `ip` on the project `projectId` of `dealerCode`. Throws RATE_LIMITED
   * (nothing counted) when the address has used its tries, over all projects or on this one.
   */
  async begin(ip: string, dealerCode: string, projectId: string): Promise<PasscodeAttempt> {
    const address = addressKey(ip);
    const project = `${dealerCode.trim().toLowerCase().slice(0, 64)}|${projectId.trim().toLowerCase().slice(0, 64)}`;
    const keys: [RateLimiterAbstract, string][] = [
      [this.byAddress, address],
      [this.byAddressAndProject, `${address}|${project}`],
    ];
    const taken: [RateLimiterAbstract, string][] = [];
    const giveBack = async () => {
      for (const [limiter, key] of taken) await limiter.reward(key, 1);
    };
    for (const entry of keys) {
      taken.push(entry);
      try {
        await entry[0].consume(entry[1], 1);
      } catch (err) {
        await giveBack();
        if (!(err instanceof RateLimiterRes)) throw err;
        throw new RateLimitedError();
      }
    }
    return {
      verify: async (passcode, stored) => {
        const busy = () => new RateLimitedError('Too many passcode checks at once, try again in a moment');
        if (this.hashes.activeCount >= this.opts.concurrency && this.hashes.pendingCount >= this.opts.queue) {
          await giveBack();
          throw busy();
        }
        let timedOut = false;
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            timedOut = true;
            reject(busy());
          }, this.opts.maxWaitMs ?? 500);
        });
        const hashed = this.hashes(async () => {
          if (timedOut) return null; // gave up waiting: the slot passes on at once
          clearTimeout(timer);
          return verifyPasscode(passcode, stored);
        });
        let ok: boolean | null;
        try {
          ok = await Promise.race([hashed, waited]);
        } catch (err) {
          await giveBack();
          throw err;
        }
        if (ok) await giveBack();
        return ok === true;
      },
    };
  }
}
