/** Latency samples kept per job kind; older ones are overwritten (a sliding window). */
const WINDOW = 1024;

/** Nearest-rank percentile (p in 0..100) of `sorted` (ascending); 0 for no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Counters of one job kind (snapshot views or PDFs) shown on `GET /metrics` (R3). */
export class JobMetrics {
  /** Jobs accepted into the queue. */
  jobs = 0;
  completed = 0;
  /** Jobs that ended in an error, of any kind (timeouts included). */
  failures = 0;
  /** Requests turned away with 429. */
  rejected = 0;
  /** Jobs that passed their deadline (504). */
  timeouts = 0;
  /** Second attempts after a crashed browser or page. */
  retries = 0;
  private readonly samples: number[] = [];
  private next = 0;

  /** Records the wall time of one finished job, in ms from its arrival (queue wait included). */
  recordLatency(ms: number): void {
    if (this.samples.length < WINDOW) this.samples.push(ms);
    else this.samples[this.next] = ms;
    this.next = (this.next + 1) % WINDOW;
  }

  /** `{ p50, p95, samples }` in ms over the last {@link WINDOW} jobs. */
  latency(): { p50: number; p95: number; samples: number } {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      samples: sorted.length,
    };
  }

  toJSON() {
    return {
      jobs: this.jobs,
      completed: this.completed,
      failures: this.failures,
      rejected: this.rejected,
      timeouts: this.timeouts,
      retries: this.retries,
      latencyMs: this.latency(),
    };
  }
}
