import { describe, expect, it } from 'vitest';
import { FairSlots } from './fair-slots.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Holders by name, each acquired for a client; `started` lists them in the order they start. */
function recorder(slots: FairSlots) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const refusals = new Map<string, unknown>();
  return {
    started,
    refusals,
    ask(key: string | undefined, name: string) {
      slots.acquire(key).then(
        (release) => {
          started.push(name);
          releases.set(name, release);
        },
        (error: unknown) => refusals.set(name, error),
      );
    },
    async release(name: string) {
      releases.get(name)!();
      await tick();
    },
  };
}

describe('FairSlots', () => {
  it('gives a freed slot to the waiting clients in turn, not to the client that queued most', async () => {
    const slots = new FairSlots({ slots: 1, queue: 10, perKey: 5, runningPerKey: 1 });
    const r = recorder(slots);
    for (const [key, name] of [
      ['a', 'a1'],
      ['a', 'a2'],
      ['a', 'a3'],
      ['a', 'a4'],
      ['b', 'b1'],
      ['c', 'c1'],
      ['b', 'b2'],
    ] as const)
      r.ask(key, name);
    await tick();
    expect(r.started).toEqual(['a1']);
    expect(slots.load).toEqual({ running: 1, waiting: 6 });
    // Each freed slot goes to the next client in turn: a, b, c, then round again.
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2']) await r.release(name);
    expect(r.started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
    await r.release('a4');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a client past its places and anyone past the queue, at once and RATE_LIMITED', async () => {
    const slots = new FairSlots({ slots: 1, queue: 2, perKey: 2, runningPerKey: 1 });
    const r = recorder(slots);
    r.ask('a', 'a1');
    r.ask('a', 'a2');
    r.ask('a', 'a3'); // a holds 2 places already
    r.ask('b', 'b1');
    r.ask('c', 'c1'); // the queue (a2, b1) is full
    await tick();
    expect(r.started).toEqual(['a1']);
    expect([...r.refusals.keys()]).toEqual(['a3', 'c1']);
    expect(r.refusals.get('a3')).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
      message: 'Too many files are being checked for you at once; try again shortly',
    });
    expect(r.refusals.get('c1')).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
      message: 'The server is busy checking files; try again shortly',
    });
    // Places come back when tasks end: a may ask again.
    await r.release('a1');
    r.ask('a', 'a4');
    await tick();
    expect(r.refusals.has('a4')).toBe(false);
    expect(slots.load).toEqual({ running: 1, waiting: 2 });
  });

  it('keeps one slot of two for others: a client runs on at most runningPerKey', async () => {
    const slots = new FairSlots({ slots: 2, queue: 10, perKey: 10, runningPerKey: 1 });
    const r = recorder(slots);
    r.ask('a', 'a1');
    r.ask('a', 'a2');
    r.ask('a', 'a3');
    await tick();
    expect(r.started).toEqual(['a1']);
    r.ask('b', 'b1');
    await tick();
    expect(r.started).toEqual(['a1', 'b1']);
    await r.release('a1');
    expect(r.started).toEqual(['a1', 'b1', 'a2']);
  });

  it('counts work without a client against the slots and the queue only', async () => {
    const slots = new FairSlots({ slots: 1, queue: 3, perKey: 1, runningPerKey: 1 });
    const r = recorder(slots);
    for (const name of ['j1', 'j2', 'j3', 'j4']) r.ask(undefined, name);
    r.ask(undefined, 'j5');
    await tick();
    expect(r.started).toEqual(['j1']);
    expect([...r.refusals.keys()]).toEqual(['j5']);
    for (const name of ['j1', 'j2', 'j3']) await r.release(name);
    expect(r.started).toEqual(['j1', 'j2', 'j3', 'j4']);
  });

  it('refuses the waiting holders when closed, and a release counts once', async () => {
    const slots = new FairSlots({ slots: 1, queue: 5, perKey: 5, runningPerKey: 1 });
    const r = recorder(slots);
    r.ask('a', 'a1');
    r.ask('a', 'a2');
    r.ask('b', 'b1');
    await tick();
    slots.refuseWaiting(new Error('closed'));
    await tick();
    expect([...r.refusals.keys()]).toEqual(['a2', 'b1']);
    await r.release('a1');
    await r.release('a1');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
    // Every place was given back: a may hold its five again.
    for (const name of ['x1', 'x2', 'x3', 'x4', 'x5']) r.ask('a', name);
    await tick();
    expect(r.refusals.size).toBe(2);
  });
});
