import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { VisualConfig, VisualSummary } from './compare.js';
import { runVisual } from './run.js';
import type { VisualStack } from './stack.js';

/**
 * The run's bookkeeping (R4) with a stand-in for the render service: baselines written by
 * --update, a picture that differs, a missing baseline and a failed render. The real service
 * draws the set in determinism.test.ts.
 */
const dir = mkdtempSync(join(tmpdir(), 'visual-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config: VisualConfig = {
  threshold: 0.1,
  maxDiffRatio: 0.003,
  poolSize: 2,
  baselineDir: join(dir, 'baseline'),
  outputDir: join(dir, 'out'),
};

/** A 20x25 picture per view; `changed` views get 10 red pixels (2 %), `failing` garments a 422. */
function fakeStack(changed: string[] = [], failing: string[] = []): () => Promise<VisualStack> {
  return async () => ({
    async render(spec, views, size) {
      const id = (spec as { garment: { id: string } }).garment.id;
      if (failing.includes(id)) throw new Error('render service answered 422: RENDER_FAILED bad spec');
      expect(size).toEqual({ width: 470, height: 588 });
      return views.map((view) => {
        const png = new PNG({ width: 20, height: 25 });
        png.data.fill(200);
        if (changed.includes(`${id}-${view.toLowerCase()}`))
          for (let i = 0; i < 10; i++) png.data.set([255, 0, 0, 255], i * 4);
        return PNG.sync.write(png);
      });
    },
    async close() {},
  });
}

const run = (startStack: () => Promise<VisualStack>, update = false): Promise<VisualSummary> =>
  runVisual({ config, webDist: '/nowhere', chromePath: '/nowhere', update, startStack });

describe('runVisual (R4)', () => {
  it('writes every baseline with --update and removes stale ones', async () => {
    await run(fakeStack(), true); // creates the baseline directory
    writeFileSync(join(config.baselineDir, 'cape-front.png'), 'old');
    const s = await run(fakeStack(), true);
    expect([s.passed, s.failed, s.updated]).toEqual([163, 0, true]);
    const files = readdirSync(config.baselineDir).sort();
    expect(files).toHaveLength(163);
    expect(files).toContain('jersey-crew-front.png');
    expect(files).not.toContain('cape-front.png');
  });

  it('passes when every picture equals its baseline and writes no picture', async () => {
    const s = await run(fakeStack());
    expect([s.passed, s.failed]).toEqual([163, 0]);
    expect(s.pictures.every((p) => p.status === 'PASS' && p.diffPixels === 0)).toBe(true);
    expect(readdirSync(config.outputDir).sort()).toEqual(['index.html', 'summary.json', 'summary.txt']);
  });

  it('fails a changed picture, a missing baseline and a failed render, writing actual and diff pictures', async () => {
    rmSync(join(config.baselineDir, 'polo-back.png'));
    const s = await run(fakeStack(['tshirt-left'], ['pants']));
    expect([s.passed, s.failed]).toEqual([155, 8]);
    const byName = new Map(s.pictures.map((p) => [p.name, p]));
    expect(byName.get('tshirt-left')).toEqual({
      name: 'tshirt-left',
      status: 'FAIL',
      diffPixels: 10,
      diffRatio: 0.02,
      actual: 'tshirt-left.actual.png',
      diff: 'tshirt-left.diff.png',
      message: 'differs from the baseline',
    });
    expect(byName.get('polo-back')).toMatchObject({ status: 'MISSING', actual: 'polo-back.actual.png' });
    expect(byName.get('pants-right')).toMatchObject({
      status: 'ERROR',
      message: 'render failed: render service answered 422: RENDER_FAILED bad spec',
    });
    expect(readdirSync(config.outputDir).sort()).toEqual([
      'index.html',
      'polo-back.actual.png',
      'summary.json',
      'summary.txt',
      'tshirt-left.actual.png',
      'tshirt-left.diff.png',
    ]);
    const json = JSON.parse(readFileSync(join(config.outputDir, 'summary.json'), 'utf8')) as VisualSummary;
    expect([json.passed, json.failed]).toEqual([155, 8]);
    expect(readFileSync(join(config.outputDir, 'summary.txt'), 'utf8')).toContain('155 passed, 8 failed');
    expect(readFileSync(join(config.outputDir, 'index.html'), 'utf8')).toContain('src="tshirt-left.diff.png"');
    // --update keeps the baseline of a picture that failed to render, and the run fails.
    writeFileSync(join(config.baselineDir, 'pants-front.png'), 'kept');
    const updated = await run(fakeStack([], ['pants']), true);
    expect([updated.passed, updated.failed]).toEqual([157, 6]);
    expect(readFileSync(join(config.baselineDir, 'pants-front.png'), 'utf8')).toBe('kept');
  });
});
