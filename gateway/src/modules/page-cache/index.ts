/**
 * The response cache of public pages (page-cache.ts): the cache, its `/graphql` route and the
 * use cases other modules bump versions through.
 */
import type { Counters } from '../../plugins/counters.js';
import { pageCache, type PageCache } from './page-cache.js';
import { loadPersistedDocuments } from './page-documents.js';
import { memoryPageStore, redisPageStore } from './page-store.js';

export { pageCache, etagOf, type PageCache, type PageCacheStats } from './page-cache.js';
export { pageCacheRoute, canonicalJson, PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './page-cache.route.js';
export { analyseDocument, loadPersistedDocuments } from './page-documents.js';
export { memoryPageStore, redisPageStore, type PageStore } from './page-store.js';

/** A snapshot not drawn yet keeps a page answer this long, seconds (clients poll it). */
export const PENDING_TTL_SECONDS = 2;

/** The app's page cache from its settings: beside the counters (Redis or memory). */
export function openPageCache(
  config: { PAGE_CACHE: 'on' | 'off'; PAGE_CACHE_TTL_SECONDS: number; PAGE_CACHE_MEMORY_MB: number },
  counters: Pick<Counters, 'redis' | 'prefix'>,
  /** The dealer code of a locker by its code (the lockers module's use case). */
  lockerDealer: (code: string) => Promise<string | null>,
  log?: (msg: string, extra: Record<string, unknown>) => void,
): PageCache {
  return pageCache({
    store: counters.redis
      ? redisPageStore(counters.redis, counters.prefix)
      : memoryPageStore(20_000, config.PAGE_CACHE_MEMORY_MB * 1024 * 1024),
    enabled: config.PAGE_CACHE === 'on',
    ttlSeconds: config.PAGE_CACHE_TTL_SECONDS,
    pendingTtlSeconds: PENDING_TTL_SECONDS,
    persisted: loadPersistedDocuments(),
    lockerDealer,
    ...(log ? { log } : {}),
  });
}
