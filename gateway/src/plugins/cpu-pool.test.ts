/**
 * The CPU pool (issue 16): its worker loads from the TypeScript sources (through tsx, as under
 * vitest) and from the build (gateway/dist, `npm run build -w gateway` first); results and
 * BAD_USER_INPUT refusals come back as the calling thread would have them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BadUserInputError } from '../lib/errors.js';
import { CpuPool, workerEntry } from './cpu-pool.js';

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
      const pool = new CpuPool(1, entry);
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
    });
  }
});
