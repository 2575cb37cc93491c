/**
 * The CPU pool ("no caller stalls another"): work that can take more than a few
 * milliseconds of CPU (SVG sanitising, image checks, CSV/XLSX reading) runs in worker threads
 * (piscina), never on the event loop. One pool per gateway process, `CPU_POOL_SIZE` threads
 * (default: the cores but one, at least one), started at the first task and destroyed when the
 * app closes.
 *
 * No task can hold the pool: a task still running `CPU_TASK_TIMEOUT_SECONDS` after it started is
 * stopped (piscina terminates its thread and starts another for the next task) and answered
 * BAD_USER_INPUT naming the limit. Tasks wait for a thread in this pool's own queue, shared fairly
 * between client addresses (fair-slots.ts): at most `CPU_POOL_QUEUE` wait, one address holds at
 * most `CPU_TASKS_PER_ADDRESS` tasks running or waiting and never all the threads of a pool of
 * two or more, and a freed thread goes to the waiting addresses in turn; past a bound the task is
 * refused RATE_LIMITED at once. The address is the request's ({@link cpuRequests}); work outside
 * a request has none and counts against the threads and the queue only.
 *
 * The worker is `cpu-worker.js` beside this file in the build. Run from the TypeScript sources
 * (vitest, tsx), this file is `cpu-pool.ts` and the worker `cpu-worker.ts` is loaded through
 * tsx's loader (`--import tsx` in the worker's execArgv).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { BadUserInputError } from '../lib/errors.js';
import { FairSlots } from './fair-slots.js';
import type { LogoCheck } from '../modules/files/logo-content.js';
import type { RosterSheet } from '../modules/lockers/roster-sheet.js';
import type { CpuAnswer, CpuResults, CpuTask } from './cpu-worker.js';

/** What services run off the event loop. */
export interface CpuWork {
  /** `checkLogo` of modules/files/logo-content.ts. */
  checkLogo(bytes: Uint8Array): Promise<LogoCheck>;
  /** `readRosterSheet` of modules/lockers/roster-sheet.ts; throws its BAD_USER_INPUT. */
  readRosterSheet(bytes: Uint8Array): Promise<RosterSheet>;
}

/**
 * The same work on the calling thread (unit tests, scripts); the gateway uses {@link CpuPool}.
 * The content libraries (jsdom, sharp, read-excel-file) load at the first task, not with the app.
 */
export const inlineCpuWork: CpuWork = {
  checkLogo: async (bytes) => (await import('../modules/files/logo-content.js')).checkLogo(bytes),
  readRosterSheet: async (bytes) => (await import('../modules/lockers/roster-sheet.js')).readRosterSheet(bytes),
};

/** The worker file and the Node options it needs, for this file's own extension. */
export function workerEntry(selfUrl: string = import.meta.url): { filename: string; execArgv: string[] } {
  const fromSources = selfUrl.endsWith('.ts');
  const filename = fileURLToPath(new URL(fromSources ? './cpu-worker.ts' : './cpu-worker.js', selfUrl));
  if (!fromSources) return { filename, execArgv: [] };
  const tsx = pathToFileURL(createRequire(selfUrl).resolve('tsx')).href;
  return { filename, execArgv: ['--import', tsx] };
}

/**
 * The client address of the request being served, for the pool's per-address share: the app
 * runs every request inside `cpuRequests.run(request.ip, ...)` (app.ts), so a task knows whose it
 * is without every use case passing the address along.
 */
export const cpuRequests = new AsyncLocalStorage<string>();

/** How much of the pool a task and a client may take. */
export interface CpuPoolLimits {
  /** A running task is stopped after this long, ms (CPU_TASK_TIMEOUT_SECONDS). */
  taskTimeoutMs: number;
  /** Tasks that may wait for a thread, all clients together (CPU_POOL_QUEUE). */
  queue: number;
  /** Tasks, running or waiting, of one client address (CPU_TASKS_PER_ADDRESS). */
  perAddress: number;
}

export const DEFAULT_CPU_POOL_LIMITS: CpuPoolLimits = { taskTimeoutMs: 30_000, queue: 32, perAddress: 8 };

/** The input field a task's refusal names, per task kind. */
const TASK_FIELD: Record<CpuTask['kind'], string> = { checkLogo: 'content', readRosterSheet: 'file' };

export class CpuPool implements CpuWork {
  private pool: Piscina | null = null;
  private closed = false;
  private readonly slots: FairSlots;
  private timedOut = 0;

  /**
   * `size`: worker threads (CPU_POOL_SIZE); `entry`: the worker file (tests: the built one or a
   * fixture); `limits`: the task deadline, the queue and one address's share.
   */
  constructor(
    readonly size: number,
    private readonly entry: { filename: string; execArgv: string[] } = workerEntry(),
    readonly limits: CpuPoolLimits = DEFAULT_CPU_POOL_LIMITS,
  ) {
    // One address runs on all threads but one, so another's task finds a thread free.
    const runningPerKey = Math.max(1, size - 1);
    this.slots = new FairSlots({ slots: size, queue: limits.queue, perKey: limits.perAddress, runningPerKey });
  }

  private get piscina(): Piscina {
    if (this.closed) throw new Error('the CPU pool is closed');
    if (!this.pool) {
      const { filename, execArgv } = this.entry;
      // Threads stay up while the gateway runs: a worker's first SVG loads jsdom (~0.5 s).
      this.pool = new Piscina({ filename, execArgv, minThreads: 0, maxThreads: this.size, idleTimeout: 60_000 });
    }
    return this.pool;
  }

  private async run<K extends CpuTask['kind']>(task: CpuTask & { kind: K }): Promise<CpuResults[K]> {
    if (this.closed) throw new Error('the CPU pool is closed');
    const release = await this.slots.acquire(cpuRequests.getStore());
    try {
      return await this.runStarted<K>(task);
    } finally {
      release();
    }
  }

  /** Runs `task` on a thread now free, stopping it at the deadline. */
  private async runStarted<K extends CpuTask['kind']>(task: CpuTask & { kind: K }): Promise<CpuResults[K]> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.limits.taskTimeoutMs);
    try {
      const answer = (await this.piscina.run(task, { signal: deadline.signal })) as CpuAnswer<CpuResults[K]>;
      if ('refused' in answer) throw new BadUserInputError(answer.refused.field, answer.refused.message);
      return answer.value;
    } catch (error) {
      if (!deadline.signal.aborted) throw error;
      this.timedOut++;
      const seconds = Math.round(this.limits.taskTimeoutMs / 100) / 10;
      throw new BadUserInputError(
        TASK_FIELD[task.kind],
        `The file could not be checked within ${seconds} s: send a simpler or smaller file`,
        { limit: 'CPU_TASK_TIMEOUT_SECONDS' },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  checkLogo(bytes: Uint8Array): Promise<LogoCheck> {
    return this.run({ kind: 'checkLogo', bytes });
  }

  readRosterSheet(bytes: Uint8Array): Promise<RosterSheet> {
    return this.run({ kind: 'readRosterSheet', bytes });
  }

  /** Tasks run so far by the pool's threads (tests). */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  /** Tasks stopped at the deadline so far, and the tasks running and waiting now (tests, metrics). */
  get load(): { timedOut: number; running: number; waiting: number } {
    return { timedOut: this.timedOut, ...this.slots.load };
  }

  /** Ends the threads (the app's close); waiting and later tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.slots.refuseWaiting(new Error('the CPU pool is closed'));
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
