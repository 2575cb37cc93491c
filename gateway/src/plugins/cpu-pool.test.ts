/**
 * The CPU pool: its worker loads from the TypeScript sources (through tsx, as under
 * vitest) and from the build (gateway/dist, `npm run build -w gateway` first); results and
 * BAD_USER_INPUT refusals come back as the calling thread would have them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BadUserInputError } from '../lib/errors.js';
import { CpuPool, cpuRequests, DEFAULT_CPU_POOL_LIMITS, workerEntry } from './cpu-pool.js';

const built = fileURLToPath(new URL('../../dist/src/plugins/cpu-worker.js', import.meta.url));
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect onclick="x()" width="4"/></svg>',
);

describe('CPU pool', () => {
  const pools: CpuPool[] = [];
  afterAll(async () => Promise.all(pools.map((p) => p.close())));

  it('names the worker beside itself: .ts through tsx, .js as built', () => {
    const fromSources = workerEntry(new URL('./cpu-pool.ts', import.meta.url).href);
    expect(fromSources.filename).toBe(fileURLToPath(new URL('./cpu-worker.ts', import.meta.url)));
    expect(fromSources.execArgv).toEqual(['--import', expect.stringMatching(/^file:\/\/.*\/tsx\/dist\/loader\.mjs$/)]);
    expect(workerEntry('file:///app/dist/src/plugins/cpu-pool.js')).toEqual({
      filename: '/app/dist/src/plugins/cpu-worker.js',
      execArgv: [],
    });
  });

  const entries: [string, { filename: string; execArgv: string[] } | undefined][] = [
    ['sources', undefined],
    ['build', { filename: built, execArgv: [] }],
  ];
  for (const [name, entry] of entries) {
    it(`runs logo checks and roster reads in a thread (worker from the ${name})`, async () => {
      if (entry) expect(existsSync(entry.filename), 'build the gateway first (npm run build -w gateway)').toBe(true);
      // A worker booted from the sources compiles them first; on a loaded machine that alone can
      // pass the production deadline, which is not what this test is about.
      const pool = new CpuPool(1, entry, { ...DEFAULT_CPU_POOL_LIMITS, taskTimeoutMs: 300_000 });
      pools.push(pool);
      const logo = await pool.checkLogo(SVG);
      expect(logo).toMatchObject({ ok: true, contentType: 'image/svg+xml', ext: 'svg', width: 40, height: 20 });
      expect(Buffer.from((logo as { bytes: Uint8Array }).bytes).toString('utf8')).not.toContain('onclick');
      const deep = await pool.checkLogo(Buffer.from(`<svg>${'<g>'.repeat(65)}</svg>`));
      expect(deep).toEqual({ ok: false, message: 'An SVG logo may nest its elements at most 64 deep' });
      expect(await pool.readRosterSheet(Buffer.from('name,size\nAna,L\n'))).toEqual({
        format: 'CSV',
        rows: [
          ['name', 'size'],
          ['Ana', 'L'],
        ],
      });
      const refusal = await pool.readRosterSheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2])).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(BadUserInputError);
      expect(refusal).toMatchObject({ field: 'file', message: expect.stringMatching(/^Old Excel files/) });
      expect(pool.completed).toBe(4);
      await pool.close();
      await expect(pool.checkLogo(SVG)).rejects.toThrow('the CPU pool is closed');
    }, 360_000);
  }

  describe('limits', () => {
    // A worker whose tasks spin forever, hold their thread until released, or answer at once
    // (test/fixtures/cpu-hold-worker.mjs): what a task does no longer depends on the machine.
    const fixture = {
      filename: fileURLToPath(new URL('../../test/fixtures/cpu-hold-worker.mjs', import.meta.url)),
      execArgv: [],
    };
    /** A task's bytes: a flag the test sets to end a `hold`, then the command. */
    const task = (command: string) => {
      const bytes = new Uint8Array(new SharedArrayBuffer(4 + command.length));
      bytes.set(Buffer.from(command), 4);
      return { bytes, release: () => Atomics.store(new Int32Array(bytes.buffer, 0, 1), 0, 1) };
    };
    const answered = (text: string) => ({ ok: false, message: `answered ${text}` });

    it('stops a task at its deadline, answers BAD_USER_INPUT naming the limit, and runs the next on a new thread', async () => {
      // 10 s: a spinning task never ends whatever the deadline; a new thread of the fixture
      // starts well within it even on a machine loaded by the browser tests (3 s was not).
      const pool = new CpuPool(1, fixture, { taskTimeoutMs: 10_000, queue: 4, perAddress: 4 });
      pools.push(pool);
      const stopped = await pool.checkLogo(task('spin').bytes).catch((e: unknown) => e);
      expect(stopped).toBeInstanceOf(BadUserInputError);
      expect(stopped).toMatchObject({
        field: 'content',
        message: 'The file could not be checked within 10 s: send a simpler or smaller file',
        extensions: { code: 'BAD_USER_INPUT', field: 'content', limit: 'CPU_TASK_TIMEOUT_SECONDS' },
      });
      const roster = await pool.readRosterSheet(task('spin').bytes).catch((e: unknown) => e);
      expect(roster).toMatchObject({ field: 'file', extensions: { limit: 'CPU_TASK_TIMEOUT_SECONDS' } });
      // The spinning threads were ended: the one thread of the pool answers the next task.
      expect(await pool.checkLogo(task('after').bytes)).toEqual(answered('after'));
      expect(pool.load).toEqual({ timedOut: 2, running: 0, waiting: 0 });
    });

    it("refuses RATE_LIMITED past the queue and past one address's share, and takes addresses in turn", async () => {
      const pool = new CpuPool(1, fixture, { taskTimeoutMs: 60_000, queue: 3, perAddress: 3 });
      pools.push(pool);
      const flood = '198.51.100.1';
      const held = task('hold');
      const running = cpuRequests.run(flood, () => pool.checkLogo(held.bytes));
      const first = cpuRequests.run(flood, () => pool.checkLogo(task('first').bytes));
      const second = cpuRequests.run(flood, () => pool.checkLogo(task('second').bytes));
      const fourth = await cpuRequests.run(flood, () => pool.checkLogo(task('x').bytes)).catch((e) => e);
      expect(fourth).toMatchObject({
        extensions: { code: 'RATE_LIMITED' },
        message: 'Too many files are being checked for you at once; try again shortly',
      });
      // Another address still gets a place in the queue; then the queue (3) is full.
      const other = cpuRequests.run('203.0.113.9', () => pool.checkLogo(task('other').bytes));
      const full = await cpuRequests.run('192.0.2.4', () => pool.checkLogo(task('y').bytes)).catch((e) => e);
      expect(full).toMatchObject({
        extensions: { code: 'RATE_LIMITED' },
        message: 'The server is busy checking files; try again shortly',
      });
      expect(pool.load).toEqual({ timedOut: 0, running: 1, waiting: 3 });
      // The flooding address queued first, so its next task runs first; then the other
      // address's turn comes before the flood's third task.
      const order: string[] = [];
      for (const [name, answer] of [
        ['first', first],
        ['second', second],
        ['other', other],
      ] as const)
        void answer.then(() => order.push(name));
      held.release();
      expect(await running).toEqual(answered('hold'));
      expect(await Promise.all([first, second, other])).toEqual([
        answered('first'),
        answered('second'),
        answered('other'),
      ]);
      expect(order).toEqual(['first', 'other', 'second']);
      expect(pool.load).toEqual({ timedOut: 0, running: 0, waiting: 0 });
    });
  });
});
