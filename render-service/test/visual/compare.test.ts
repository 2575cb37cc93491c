import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { GARMENT_IDS } from '@tas/garments';
import { afterAll, describe, expect, it } from 'vitest';
import { compactPng, comparePng, exactDiffPixels, loadVisualConfig, summarize, summaryText } from './compare.js';
import { REFERENCE_LOGO, referenceSet, referenceSpec } from './reference-set.js';

/** A width x height PNG of one colour, with `marks` pixels (from the top-left, row by row) in red. */
function png(width: number, height: number, rgb: [number, number, number], marks = 0): Buffer {
  const p = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const c = i < marks ? [255, 0, 0] : rgb;
    p.data.set([c[0]!, c[1]!, c[2]!, 255], i * 4);
  }
  return PNG.sync.write(p);
}

describe('comparePng (R4)', () => {
  const opts = { threshold: 0.1, maxDiffRatio: 0.003 };

  it('passes identical pictures with 0 differing pixels', () => {
    const c = comparePng(png(100, 100, [20, 40, 80]), png(100, 100, [20, 40, 80]), opts);
    expect([c.pass, c.diffPixels, c.diffRatio]).toEqual([true, 0, 0]);
  });

  it('passes up to the allowed share and fails above it', () => {
    // 10,000 pixels: 0.3 % = 30 may differ.
    const base = png(100, 100, [20, 40, 80]);
    expect(comparePng(png(100, 100, [20, 40, 80], 30), base, opts)).toMatchObject({ pass: true, diffPixels: 30 });
    const over = comparePng(png(100, 100, [20, 40, 80], 31), base, opts);
    expect(over).toMatchObject({ pass: false, diffPixels: 31, diffRatio: 0.0031 });
    // The diff picture is pixelmatch's: same size, differing pixels red.
    const diff = PNG.sync.read(over.diffPng);
    expect([diff.width, diff.height]).toEqual([100, 100]);
    expect([...diff.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('ignores colour changes below the threshold', () => {
    const c = comparePng(png(50, 50, [100, 100, 100]), png(50, 50, [101, 100, 100]), opts);
    expect(c.diffPixels).toBe(0);
    expect(exactDiffPixels(png(50, 50, [100, 100, 100]), png(50, 50, [101, 100, 100]))).toBe(2500);
  });

  it('refuses pictures of another size', () => {
    expect(() => comparePng(png(10, 12, [0, 0, 0]), png(10, 10, [0, 0, 0]), opts)).toThrow(
      "size 10x12 differs from the baseline's 10x10",
    );
  });
});

describe('compactPng', () => {
  it('keeps the pixels of an opaque picture and stores it as RGB', () => {
    const original = png(64, 48, [27, 42, 74], 100);
    const small = compactPng(original);
    expect(small.readUInt8(25)).toBe(2); // IHDR colour type 2: RGB
    expect(PNG.sync.read(small).data.equals(PNG.sync.read(original).data)).toBe(true);
  });

  it('keeps the alpha of a picture that has transparent pixels', () => {
    const p = new PNG({ width: 4, height: 4 });
    p.data.fill(0);
    p.data.set([10, 20, 30, 128], 0);
    const small = compactPng(PNG.sync.write(p));
    expect(small.readUInt8(25)).toBe(6); // RGBA
    expect([...PNG.sync.read(small).data.subarray(0, 8)]).toEqual([10, 20, 30, 128, 0, 0, 0, 0]);
  });
});

describe('the config file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'visual-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (o: object) => {
    const f = join(dir, 'c.json');
    writeFileSync(f, JSON.stringify(o));
    return f;
  };
  const good = { threshold: 0.1, maxDiffRatio: 0.003, poolSize: 2, baselineDir: 'b', outputDir: '/abs/out' };

  it('resolves relative paths against the root', () => {
    expect(loadVisualConfig(write(good), '/repo')).toEqual({ ...good, baselineDir: '/repo/b' });
  });

  it('names the bad field', () => {
    expect(() => loadVisualConfig(write({ ...good, threshold: 2 }), '/repo')).toThrow(
      'threshold must be a number from 0 to 1',
    );
    expect(() => loadVisualConfig(write({ ...good, maxDiffRatio: '1%' }), '/repo')).toThrow('maxDiffRatio');
    expect(() => loadVisualConfig(write({ ...good, baselineDir: '' }), '/repo')).toThrow('baselineDir must be a path');
  });

  it('is the committed one: threshold 0.1, no differing pixel allowed', () => {
    const root = join(import.meta.dirname, '../../..');
    const c = loadVisualConfig(join(root, 'visual/visual.config.json'), root);
    expect([c.threshold, c.maxDiffRatio, c.baselineDir, c.outputDir]).toEqual([
      0.1,
      0,
      join(root, 'visual/baseline'),
      join(root, 'test-results/visual'),
    ]);
  });
});

describe('summary', () => {
  it('counts a missing baseline and a render error as failures', () => {
    const s = summarize(
      [
        { name: 'a-front', status: 'PASS', diffPixels: 0, diffRatio: 0 },
        { name: 'a-back', status: 'MISSING', diffPixels: null, diffRatio: null, message: 'no baseline' },
        { name: 'b-left', status: 'ERROR', diffPixels: null, diffRatio: null, message: 'render failed: x' },
        { name: 'b-right', status: 'FAIL', diffPixels: 900, diffRatio: 0.0033, actual: 'b.actual.png' },
      ],
      { threshold: 0.1, maxDiffRatio: 0.003 },
      1234,
      false,
    );
    expect([s.passed, s.failed]).toEqual([1, 3]);
    expect(summaryText(s).split('\n').slice(-2)).toEqual(['1 passed, 3 failed', '']);
    expect(summaryText(s)).toContain('900 px (0.330 %)');
  });
});

describe('the reference set', () => {
  it('has every template from every view (152 pictures named <template>-<view>: 30 adult cuts, 8 youth cuts), then the variations', () => {
    const set = referenceSet();
    expect(GARMENT_IDS).toHaveLength(38);
    expect(set).toHaveLength(38 + 7);
    const names = set.flatMap((e) => e.pictures.map((p) => p.name));
    expect(names).toHaveLength(163);
    expect(names.slice(0, 152)).toEqual(
      GARMENT_IDS.flatMap((id) => ['front', 'back', 'left', 'right'].map((v) => `${id}-${v}`)),
    );
    expect(names.slice(152)).toEqual([
      'jersey-crew-bolt-front',
      'jersey-crew-bolt-back',
      'jersey-vneck-chevron-front',
      'jersey-reversible-inside-front',
      'jersey-reversible-inside-back',
      'tshirt-moved-front',
      'jersey-baseball-full-button-look-front',
      'jersey-baseball-full-button-look-back',
      'hoodie-look-front',
      'pants-look-front',
      'pants-look-left',
    ]);
    expect(names.slice(0, 4)).toEqual([
      'jersey-crew-front',
      'jersey-crew-back',
      'jersey-crew-left',
      'jersey-crew-right',
    ]);
  });

  it('decorates a jersey in full: team text, logo, numbers, name', () => {
    const spec = referenceSpec('jersey-crew');
    expect(spec.colors).toEqual(['#1b2a4a', '#f2a900', '#ffffff']);
    expect(spec.decorations.map((d) => [d.location, d.contentType, d.text, d.textHeight])).toEqual([
      ['front-chest', 'CUSTOM_TEXT', 'EAGLES', 70],
      ['left-chest', 'GRAPHICS', null, 100],
      ['front-number', 'PLAYER_NUMBER', '23', 100],
      ['back-name', 'PLAYER_NAME', 'MARTINEZ', 60],
      ['back-number', 'PLAYER_NUMBER', '23', 200],
      ['left-sleeve', 'PLAYER_NUMBER', '23', 100],
      ['right-sleeve', 'GRAPHICS', null, 100],
    ]);
    expect(spec.decorations[1]!.logoUrl).toBe(REFERENCE_LOGO);
  });

  it("draws the team look's defaults where the trade puts them", () => {
    const looks = Object.fromEntries(
      referenceSet()
        .filter((e) => e.id.endsWith('-look'))
        .map((e) => [e.id, e.spec.decorations.map((d) => [d.location, d.contentType, d.text])]),
    );
    expect(looks).toEqual({
      'jersey-baseball-full-button-look': [
        ['front-chest', 'CUSTOM_TEXT', 'EAGLES'],
        ['front-number', 'PLAYER_NUMBER', '23'],
        ['right-sleeve', 'UPLOADS', null],
        ['back-name', 'PLAYER_NAME', 'MARTINEZ'],
        ['back-number', 'PLAYER_NUMBER', '23'],
      ],
      'hoodie-look': [
        ['front-chest', 'CUSTOM_TEXT', 'EAGLES'],
        ['front-sub-mascot', 'CUSTOM_TEXT', 'ATHLETICS'],
        ['left-chest', 'UPLOADS', null],
      ],
      'pants-look': [['left-hip', 'UPLOADS', null]],
    });
  });

  it('decorates shorts on both legs and the waist', () => {
    expect(referenceSpec('shorts').decorations.map((d) => `${d.location}:${d.contentType}`)).toEqual([
      'left-leg:PLAYER_NUMBER',
      'right-leg:GRAPHICS',
      'back-waist:CUSTOM_TEXT',
    ]);
  });

  it("draws a reversible's Inside in the secondary colour without its design, numbers only", () => {
    const inside = referenceSet().find((e) => e.id === 'jersey-reversible-inside')!.spec;
    expect(inside.colors).toEqual(['#f2a900', '#1b2a4a', '#ffffff']);
    expect(inside.design).toBeNull();
    expect(new Set(inside.decorations.map((d) => d.contentType))).toEqual(new Set(['PLAYER_NUMBER']));
  });

  it('refuses an unknown template', () => {
    expect(() => referenceSpec('cape')).toThrow('reference set: no garment template cape');
  });
});
