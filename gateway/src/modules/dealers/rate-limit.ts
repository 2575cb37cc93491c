/**
 * A small in-memory sliding-window counter (A4: passcode tries per IP and dealer). Each key
 * keeps the times of its recent failures; a key is limited once it holds `max` failures within
 * the last `windowMs`. Per process: behind several gateway replicas each keeps its own window.
 */
export interface SlidingWindowOptions {
  /** Failures allowed within the window before the key is limited. */
  max: number;
  windowMs: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  /** Keys kept before old ones are pruned (bounds memory under a flood of addresses). */
  maxKeys?: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly opts: SlidingWindowOptions) {
    this.now = opts.now ?? Date.now;
  }

  private recent(key: string, at: number): number[] {
    const since = at - this.opts.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** True when `key` already has `max` failures within the window. */
  isLimited(key: string): boolean {
    return this.recent(key, this.now()).length >= this.opts.max;
  }

  /** Records one failure for `key`. */
  fail(key: string): void {
    const at = this.now();
    const list = this.recent(key, at);
    list.push(at);
    this.hits.set(key, list);
    if (this.hits.size > (this.opts.maxKeys ?? 10_000)) this.prune(at);
  }

  /** Forgets the failures of `key` (after a success). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(at: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, at);
    // Still too many live keys: drop the oldest inserted ones.
    const excess = this.hits.size - (this.opts.maxKeys ?? 10_000);
    if (excess > 0) for (const key of [...this.hits.keys()].slice(0, excess)) this.hits.delete(key);
  }
}
