/**
 * The CPU pool (issue 16, "no caller stalls another"): work that can take more than a few
 * milliseconds of CPU (SVG sanitising, image checks, CSV/XLSX reading) runs in worker threads
 * (piscina), never on the event loop. One pool per gateway process, `CPU_POOL_SIZE` threads
 * (default: the cores but one, at least one), started at the first task and destroyed when the
 * app closes. Tasks beyond the threads wait in the pool's queue.
 *
 * The worker is `cpu-worker.js` beside this file in the build. Run from the TypeScript sources
 * (vitest, tsx), this file is `cpu-pool.ts` and the worker `cpu-worker.ts` is loaded through
 * tsx's loader (`--import tsx` in the worker's execArgv).
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { BadUserInputError } from '../lib/errors.js';
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

export class CpuPool implements CpuWork {
  private pool: Piscina | null = null;
  private closed = false;

  /** `size`: worker threads (CPU_POOL_SIZE); `entry`: the worker file (tests: the built one). */
  constructor(
    readonly size: number,
    private readonly entry: { filename: string; execArgv: string[] } = workerEntry(),
  ) {}

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
    const answer = (await this.piscina.run(task)) as CpuAnswer<CpuResults[K]>;
    if ('refused' in answer) throw new BadUserInputError(answer.refused.field, answer.refused.message);
    return answer.value;
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

  /** Ends the threads (the app's close); later tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
