/**
 * What the render module's parts share (C5, R2, issue 6): the data of a pg-boss render job, the
 * settings of the render path, how an attempt stands, which failures a retry may fix and what a
 * failure may say, the queue (jobs sent in the caller's transaction, workers woken once it
 * commits) and the per-address render budget.
 */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Executor } from '../../db/index.js';
import { addressKey } from '../../lib/client-address.js';
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { RenderSpec } from '../configurations/configurations.service.js';
import { RenderCallError, type ViewName } from './render-client.js';

export type RenderJobData =
  | {
      kind: 'snapshots';
      renderHash: string;
      spec: RenderSpec;
      width: number;
      height: number;
      /** The view asked for: drawn and stored before the others (absent in older jobs). */
      firstView?: ViewName;
    }
  | { kind: 'pdf'; renderJobId: number };

/** Where a pg-boss attempt stands: the last one marks the work FAILED instead of retrying. */
export interface Attempt {
  lastAttempt: boolean;
}

/** Limits and retries of the render path (from Config, see config.ts). */
export interface RenderSettings {
  rateLimit: number;
  rateWindowSeconds: number;
  pdfJobsPerProject: number;
  /** Specs a PDF job draws at once before printing (the render service's warm pages). */
  pdfSnapshotConcurrency: number;
  retryLimit: number;
  retryDelaySeconds: number;
}

export type RenderLog = (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;

/** True when another attempt may succeed: render service unreachable/busy/5xx, or an unknown error. */
export function isTransient(err: unknown): boolean {
  return err instanceof RenderCallError ? err.transient : true;
}

/** The message a failed render may show (never hosts, URLs or stack traces). */
export function safeMessageOf(err: unknown, fallback: string): string {
  return err instanceof RenderCallError ? err.safeMessage : fallback;
}

/** The render queue: jobs sent in a transaction, and this process's workers woken after it. */
export interface RenderQueue {
  /** Sends `data` as a pg-boss render job in `trx`, with the settings' retries and back-off. */
  send(trx: Executor, data: RenderJobData): Promise<void>;
  /** Wakes this process's render workers; call it once the transaction that sent has committed. */
  wake(): void;
}

/** The render queue over `jobs` (null: no queue, nothing is sent). */
export function renderQueue(jobs: Jobs | null, settings: RenderSettings): RenderQueue {
  const retryOptions = () => ({
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
  });
  return {
    async send(trx, data) {
      if (jobs) await jobs.sendInTransaction(trx, QUEUES.render, data, retryOptions());
    },
    wake() {
      jobs?.wake(QUEUES.render);
    },
  };
}

/** Makes the render counter (issue 16: in Redis when REDIS_URL is set); default in memory. */
export type RenderLimiterFactory = (opts: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

/**
 * The render budget (issue 6): `allow(ip)` takes one render from the address's budget of
 * RENDER_RATE_LIMIT per RENDER_RATE_WINDOW_SECONDS and answers false when it is spent. Counted
 * by `addressKey` like every other limit: an IPv6 client by its /64.
 */
export function renderBudget(
  settings: RenderSettings,
  factory: RenderLimiterFactory = (o) => new RateLimiterMemory(o),
): (ip: string) => Promise<boolean> {
  const limiter = factory({ keyPrefix: 'render', points: settings.rateLimit, duration: settings.rateWindowSeconds });
  return async (ip) => {
    try {
      await limiter.consume(ip ? addressKey(ip) : 'unknown');
      return true;
    } catch (res) {
      if (res instanceof Error) throw res;
      return false;
    }
  };
}
