/**
 * Where cached public pages and their versions live: in Redis when the app's counters are there
 * (`REDIS_URL`), shared by every gateway, else in this process's memory, bounded (least recently
 * used entries go first). A version is a counter (0 when never bumped); an entry is a string
 * under a key that names the versions it was made at, so a bump makes every older entry
 * unreachable without deleting it (it expires by its TTL).
 */
import type { Redis } from 'ioredis';

export interface PageStore {
  /** The current versions of `keys`, in their order ('0' for one never bumped). */
  versions(keys: readonly string[]): Promise<string[]>;
  /** Adds one to each version of `keys`. */
  bump(keys: readonly string[]): Promise<void>;
  /** The entry under `key`, or null (none, expired, or the store did not answer). */
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key` for `ttlSeconds`. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

/**
 * A version key lives this long after its last bump, so dealers gone quiet leave nothing behind;
 * far longer than any entry's TTL, so a version that starts again from 0 names no live entry.
 */
const VERSION_TTL_SECONDS = 7 * 86_400;

/** Versions and entries in Redis under `prefix` (`<prefix>page:v:` and `<prefix>page:e:`). */
export function redisPageStore(redis: Redis, prefix: string): PageStore {
  const v = `${prefix}page:v:`;
  const e = `${prefix}page:e:`;
  return {
    async versions(keys) {
      const values = await redis.mget(...keys.map((k) => v + k));
      return values.map((x) => x ?? '0');
    },
    async bump(keys) {
      const pipeline = redis.multi();
      for (const k of keys) pipeline.incr(v + k).expire(v + k, VERSION_TTL_SECONDS);
      await pipeline.exec();
    },
    get: (key) => redis.get(e + key),
    async set(key, value, ttlSeconds) {
      await redis.set(e + key, value, 'EX', ttlSeconds);
    },
  };
}

/**
 * Versions and at most `maxEntries` entries of at most `maxBytes` characters in all, in memory.
 * At most `maxVersions` versions are kept (every locker bumped has one): past that they are all
 * forgotten at once and an epoch, part of every version, moves on, so no entry made before is
 * named again.
 */
export function memoryPageStore(
  maxEntries: number,
  maxBytes: number,
  now: () => number = Date.now,
  maxVersions = 100_000,
): PageStore {
  const versions = new Map<string, number>();
  let epoch = 0;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.value.length;
  };
  return {
    versions: async (keys) => keys.map((k) => `${epoch}.${versions.get(k) ?? 0}`),
    async bump(keys) {
      if (versions.size + keys.length > maxVersions) {
        versions.clear();
        epoch += 1;
      }
      for (const k of keys) versions.set(k, (versions.get(k) ?? 0) + 1);
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        drop(key);
        return null;
      }
      // Most recently used last: the first in the map goes first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      if (value.length > maxBytes) return;
      drop(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      bytes += value.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
