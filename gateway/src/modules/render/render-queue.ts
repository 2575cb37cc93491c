/**
 * What the render module's parts share (C5, R2): the data of a pg-boss render job, the
 * settings of the render path, how an attempt stands, which failures a retry may fix and what a
 * failure may say, the queue (jobs sent in the caller's transaction, workers woken once it
 * commits) and the render budgets (per address, and per print grant for print pages).
 */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Executor } from '../../db/index.js';
import type { Caller } from '../../lib/caller.js';
import { addressKey } from '../../lib/client-address.js';
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { RenderSpec } from '../configurations/index.js';
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
  /** New snapshot renders per address per window (RENDER_RATE_LIMIT, RENDER_RATE_WINDOW_SECONDS). */
  rateLimit: number;
  rateWindowSeconds: number;
  /** PDF exports per address per window (RENDER_PDF_RATE_LIMIT). */
  pdfRateLimit: number;
  /** New snapshot renders one print grant's page may cause (RENDER_PRINT_PAGE_LIMIT). */
  printPageLimit: number;
  /** A print grant's life, seconds (PRINT_GRANT_TTL_SECONDS): the window of its budget. */
  printGrantTtlSeconds: number;
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

/** Makes the render counter (in Redis when REDIS_URL is set); default in memory. */
export type RenderLimiterFactory = (opts: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

/** Who takes a new snapshot render: the address asking, or the print grant of the page asking. */
export interface RenderAsker {
  ip: string;
  /** The request's caller; a print grant's page (PRINT) counts on its grant, not its address. */
  caller?: Caller;
}

/**
 * The render budgets: each call takes one point and answers false when the budget is
 * spent. Counted by `addressKey` like every other limit (an IPv6 client by its /64), apart:
 *
 * - `snapshot`: a new snapshot render, RENDER_RATE_LIMIT per RENDER_RATE_WINDOW_SECONDS of the
 *   asking address; asked by the render service's page of a print grant (a PDF's print page, a
 *   link card's page), RENDER_PRINT_PAGE_LIMIT of that grant in its life instead, so print pages
 *   and visitors (who may share an address with the render service) never spend each other's;
 * - `pdf`: a PDF export, RENDER_PDF_RATE_LIMIT per RENDER_RATE_WINDOW_SECONDS of the address.
 */
export interface RenderBudgets {
  snapshot(asker: RenderAsker): Promise<boolean>;
  pdf(ip: string): Promise<boolean>;
}

export function renderBudgets(
  settings: RenderSettings,
  factory: RenderLimiterFactory = (o) => new RateLimiterMemory(o),
): RenderBudgets {
  const snapshots = factory({ keyPrefix: 'render', points: settings.rateLimit, duration: settings.rateWindowSeconds });
  const printPages = factory({
    keyPrefix: 'render-print',
    points: settings.printPageLimit,
    duration: settings.printGrantTtlSeconds,
  });
  const pdfs = factory({
    keyPrefix: 'render-pdf',
    points: settings.pdfRateLimit,
    duration: settings.rateWindowSeconds,
  });
  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
      return true;
    } catch (res) {
      if (res instanceof Error) throw res;
      return false;
    }
  };
  const address = (ip: string) => (ip ? addressKey(ip) : 'unknown');
  return {
    snapshot: (asker) =>
      asker.caller?.kind === 'PRINT'
        ? take(printPages, `grant:${asker.caller.grantId}`)
        : take(snapshots, address(asker.ip)),
    pdf: (ip) => take(pdfs, address(ip)),
  };
}
