/**
 * Slots of a worker pool shared fairly between clients: at most `slots` holders run at once,
 * at most `queue` wait, one client (a key: its address) holds at most `perKey` places running or
 * waiting and runs at most `runningPerKey` at once, and a freed slot goes to the waiting clients
 * in turn (round robin by client, first come first served within one client's tasks). So one
 * client's flood waits behind its own tasks while another's single task runs next, and a full
 * pool refuses at once instead of queueing without bound.
 *
 * Work with no key (outside a request) is counted against the slots and the queue only.
 */
import { RateLimitedError } from '../lib/errors.js';

export interface FairSlotLimits {
  /** Holders running at once. */
  slots: number;
  /** Holders waiting for a slot, all clients together. */
  queue: number;
  /** Places (running or waiting) of one client. */
  perKey: number;
  /** Slots one client holds at once (at most `slots`). */
  runningPerKey: number;
}

interface Waiter {
  start: (release: () => void) => void;
  refuse: (error: Error) => void;
}

const NO_KEY = Symbol('no key');
type Key = string | typeof NO_KEY;

export class FairSlots {
  private running = 0;
  private waiting = 0;
  private readonly runningBy = new Map<Key, number>();
  private readonly heldBy = new Map<Key, number>();
  /** Waiting holders by client; the map's order is the turn order. */
  private readonly queues = new Map<Key, Waiter[]>();

  constructor(readonly limits: FairSlotLimits) {}

  /**
   * A slot for `key`'s holder: resolves with its release (call it once, when done). Refused at
   * once with RATE_LIMITED when the client already holds `perKey` places or the queue is full.
   */
  acquire(key: string | undefined): Promise<() => void> {
    const k: Key = key ?? NO_KEY;
    const held = this.heldBy.get(k) ?? 0;
    if (k !== NO_KEY && held >= this.limits.perKey)
      return Promise.reject(
        new RateLimitedError('Too many files are being checked for you at once; try again shortly'),
      );
    if (this.canStart(k)) {
      this.heldBy.set(k, held + 1);
      return Promise.resolve(this.start(k));
    }
    if (this.waiting >= this.limits.queue)
      return Promise.reject(new RateLimitedError('The server is busy checking files; try again shortly'));
    this.heldBy.set(k, held + 1);
    this.waiting++;
    return new Promise((start, refuse) => {
      const queue = this.queues.get(k);
      if (queue) queue.push({ start, refuse });
      else this.queues.set(k, [{ start, refuse }]);
    });
  }

  /** Refuses every waiting holder with `error` (the pool is closing). */
  refuseWaiting(error: Error): void {
    for (const [k, queue] of this.queues) {
      for (const waiter of queue) {
        this.forget(k, 'held');
        waiter.refuse(error);
      }
    }
    this.queues.clear();
    this.waiting = 0;
  }

  /** Holders running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }

  private canStart(k: Key): boolean {
    if (this.running >= this.limits.slots) return false;
    return k === NO_KEY || (this.runningBy.get(k) ?? 0) < this.limits.runningPerKey;
  }

  private start(k: Key): () => void {
    this.running++;
    this.runningBy.set(k, (this.runningBy.get(k) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.forget(k, 'running');
      this.forget(k, 'held');
      this.dispatch();
    };
  }

  private forget(k: Key, what: 'running' | 'held'): void {
    const counts = what === 'running' ? this.runningBy : this.heldBy;
    const left = (counts.get(k) ?? 1) - 1;
    if (left > 0) counts.set(k, left);
    else counts.delete(k);
  }

  /** Gives free slots to the first clients in turn that may run one more; each goes to the back. */
  private dispatch(): void {
    let started = true;
    while (started && this.running < this.limits.slots) {
      started = false;
      for (const [k, queue] of this.queues) {
        if (!this.canStart(k)) continue;
        const waiter = queue.shift()!;
        this.queues.delete(k);
        if (queue.length) this.queues.set(k, queue);
        this.waiting--;
        waiter.start(this.start(k));
        started = true;
        break;
      }
    }
  }
}
