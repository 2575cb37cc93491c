import { DeadlineError, QueueFullError } from './errors.js';

/** Options of one queued task. */
export interface RunOptions {
  /** Absolute deadline (epoch ms) covering the wait in the queue and the run. */
  deadlineAt: number;
  /** Aborting it removes the task while it still waits; a running task is left to finish. */
  signal?: AbortSignal;
  /** Words for the 504 message, e.g. "snapshot FRONT". */
  label?: string;
}

interface Waiter {
  start(): void;
}

/**
 * Bounded concurrency with a bounded waiting line and deadlines (R3), in the manner of
 * Gotenberg: at most `concurrency` tasks run, at most `maxWaiting` wait, more are refused
 * with {@link QueueFullError} (HTTP 429). A task past its deadline rejects with
 * {@link DeadlineError} (HTTP 504) at once; if it was running, its AbortSignal fires so it
 * can drop its page, and its slot is freed only when the task really settles (so a stuck
 * page can never push the number of live pages above `concurrency`).
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (concurrency < 1) throw new RangeError('concurrency must be >= 1');
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Throws {@link QueueFullError} unless `n` more tasks fit (free slots + free places in the
   * line). Call it right before `n` synchronous `run` calls to accept or refuse a request as a
   * whole (a 4-view snapshot request is 4 tasks).
   */
  assertCapacity(n: number): void {
    const free = Math.max(0, this.concurrency - this.running);
    const mustWait = Math.max(0, n - free);
    if (this.waiting.length + mustWait > this.maxWaiting) {
      throw new QueueFullError(
        `render queue is full (${this.running} running, ${this.waiting.length}/${this.maxWaiting} waiting), retry later`,
      );
    }
  }

  /**
   * Runs `task` when a slot is free. Resolves or rejects with the task's outcome; rejects with
   * QueueFullError when no place is left, DeadlineError past `deadlineAt`, or the abort reason
   * of `signal` when aborted while waiting.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>, opts: RunOptions): Promise<T> {
    try {
      this.assertCapacity(1);
    } catch (err) {
      return Promise.reject(err);
    }
    if (opts.signal?.aborted) return Promise.reject(opts.signal.reason);

    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const dequeue = (): boolean => {
        const i = this.waiting.indexOf(waiter);
        if (i < 0) return false;
        this.waiting.splice(i, 1);
        return true;
      };

      const waiter: Waiter = {
        start: () => {
          this.running++;
          let result: Promise<T>;
          try {
            result = task(controller.signal);
          } catch (err) {
            result = Promise.reject(err);
          }
          // The slot is freed before the caller hears back, so a caller that submits again at
          // once finds room.
          const release = () => {
            this.running--;
            this.drain();
          };
          result.then(
            (value) => {
              release();
              settle(() => resolve(value));
            },
            (err: unknown) => {
              release();
              settle(() => reject(err));
            },
          );
        },
      };

      const timer = setTimeout(
        () => {
          const wasWaiting = dequeue();
          const err = new DeadlineError(
            `${opts.label ?? 'render job'} passed its deadline while ${wasWaiting ? 'waiting in the queue' : 'running'}`,
          );
          controller.abort(err);
          settle(() => reject(err));
        },
        Math.max(0, opts.deadlineAt - Date.now()),
      );

      const onAbort = () => {
        if (dequeue()) settle(() => reject(opts.signal!.reason));
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });

      if (this.running < this.concurrency) waiter.start();
      else this.waiting.push(waiter);
    });
  }

  private drain(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      this.waiting.shift()!.start();
    }
  }
}
