import { describe, expect, it } from 'vitest';
import { DeadlineError, QueueFullError } from './errors.js';
import { BoundedQueue } from './queue.js';

/** A task that finishes when the test says so. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  let aborted: unknown;
  const task = async (signal: AbortSignal) => {
    signal.addEventListener('abort', () => (aborted = signal.reason));
    await opened;
    return value;
  };
  return { task, open, aborted: () => aborted };
}

const later = (ms: number) => ({ deadlineAt: Date.now() + ms });

describe('BoundedQueue (R3)', () => {
  it('runs at most `concurrency` tasks and starts waiting ones in order', async () => {
    const q = new BoundedQueue(2, 10);
    const gates = [gate('a'), gate('b'), gate('c')];
    const results = gates.map((g) => q.run(g.task, later(5000)));
    expect(q.active).toBe(2);
    expect(q.queued).toBe(1);
    gates[0]!.open();
    await results[0];
    expect(q.active).toBe(2);
    expect(q.queued).toBe(0);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(q.active).toBe(0);
  });

  it('refuses with QueueFullError (429) when the line is full, and checks a whole request at once', async () => {
    const q = new BoundedQueue(1, 1);
    const g = gate(1);
    const first = q.run(g.task, later(5000));
    const second = q.run(g.task, later(5000));
    const third = q.run(g.task, later(5000));
    await expect(third).rejects.toBeInstanceOf(QueueFullError);
    await expect(third).rejects.toMatchObject({ statusCode: 429 });
    expect(() => q.assertCapacity(1)).toThrow(QueueFullError);
    g.open();
    await Promise.all([first, second]);
    expect(() => q.assertCapacity(2)).not.toThrow();
    expect(() => q.assertCapacity(3)).toThrow(QueueFullError);
  });

  it('rejects a waiting task with DeadlineError (504) and never runs it', async () => {
    const q = new BoundedQueue(1, 5);
    const blocker = gate('blocker');
    const running = q.run(blocker.task, later(5000));
    let ran = false;
    const waiting = q.run(async () => {
      ran = true;
      return 'late';
    }, later(50));
    await expect(waiting).rejects.toBeInstanceOf(DeadlineError);
    await expect(waiting).rejects.toThrow(/waiting in the queue/);
    expect(q.queued).toBe(0);
    blocker.open();
    await running;
    expect(ran).toBe(false);
  });

  it('rejects a running task at its deadline, aborts its signal, and frees the slot only when it settles', async () => {
    const q = new BoundedQueue(1, 5);
    const slow = gate('slow');
    const job = q.run(slow.task, later(60));
    // The task never finishes before the gate opens below: the rejection can only be the deadline's.
    await expect(job).rejects.toThrow(/while running/);
    expect(slow.aborted()).toBeInstanceOf(DeadlineError);
    expect(q.active).toBe(1);
    slow.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(q.active).toBe(0);
  });

  it('drops waiting tasks of an aborted request', async () => {
    const q = new BoundedQueue(1, 5);
    const blocker = gate('x');
    const running = q.run(blocker.task, later(5000));
    const group = new AbortController();
    const waiting = q.run(async () => 'y', { ...later(5000), signal: group.signal });
    group.abort(new Error('sibling failed'));
    await expect(waiting).rejects.toThrow('sibling failed');
    expect(q.queued).toBe(0);
    blocker.open();
    await running;
  });
});
