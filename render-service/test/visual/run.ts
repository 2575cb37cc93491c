/**
 * The visual regression run (R4, `npm run visual`): renders the reference set through the
 * render service, compares every picture with its baseline and writes the summary, the actual
 * pictures and the diffs of mismatches under the output directory. With `update` it rewrites
 * the baselines instead of comparing.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  compactPng,
  comparePng,
  summarize,
  summaryText,
  type PictureResult,
  type VisualConfig,
  type VisualSummary,
} from './compare.js';
import { REFERENCE_SIZE, referenceSet, type ReferenceEntry } from './reference-set.js';
import { startVisualStack, type VisualStack } from './stack.js';

/** PNG bytes, or the error that kept a picture from being drawn, by picture name. */
export type RenderedSet = Map<string, Buffer | Error>;

/**
 * Renders every picture of `entries` on `stack`: one request per template (its four views on
 * one warm page), at most `concurrency` requests at a time, in the order given.
 */
export async function renderSet(
  stack: VisualStack,
  entries: readonly ReferenceEntry[],
  concurrency: number,
): Promise<RenderedSet> {
  const out: RenderedSet = new Map();
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++]!;
      const views = entry.pictures.map((p) => p.view);
      try {
        const pngs = await stack.render(entry.spec, views, REFERENCE_SIZE);
        entry.pictures.forEach((p, i) => out.set(p.name, pngs[i]!));
      } catch (err) {
        for (const p of entry.pictures) out.set(p.name, err instanceof Error ? err : new Error(String(err)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, entries.length)) }, worker));
  return out;
}

/** Options of {@link runVisual}. */
export interface RunVisualOptions {
  config: VisualConfig;
  webDist: string;
  chromePath: string;
  /** Rewrite the baselines with this run's pictures (pictures that failed to render are not written). */
  update?: boolean;
  log?: (line: string) => void;
  /** Starts the render service (default {@link startVisualStack}); tests pass a stand-in. */
  startStack?: typeof startVisualStack;
}

/**
 * Runs the visual regression and writes `summary.json`, `summary.txt` and `index.html` to the
 * output directory (emptied first). A picture fails when it differs beyond the config's limit,
 * has no baseline (MISSING) or could not be rendered (ERROR); its actual picture (and diff) is
 * written as `<name>.actual.png` (`<name>.diff.png`). Throws only when the render service cannot
 * start (no snapshot page, no Chromium).
 */
export async function runVisual(opts: RunVisualOptions): Promise<VisualSummary> {
  const { config } = opts;
  const log = opts.log ?? (() => undefined);
  const entries = referenceSet();
  rmSync(config.outputDir, { recursive: true, force: true });
  mkdirSync(config.outputDir, { recursive: true });

  const starting = Date.now();
  const stack = await (opts.startStack ?? startVisualStack)({
    webDist: opts.webDist,
    chromePath: opts.chromePath,
    poolSize: config.poolSize,
  });
  log(`render service warm in ${((Date.now() - starting) / 1000).toFixed(1)} s`);
  let rendered: RenderedSet;
  const started = Date.now();
  try {
    rendered = await renderSet(stack, entries, config.poolSize);
  } finally {
    await stack.close();
  }
  const renderMs = Date.now() - started;
  log(`rendered ${rendered.size} pictures in ${(renderMs / 1000).toFixed(1)} s (${config.poolSize} warm pages)`);

  if (opts.update) mkdirSync(config.baselineDir, { recursive: true });
  const results: PictureResult[] = [];
  for (const picture of entries.flatMap((e) => e.pictures)) {
    const png = rendered.get(picture.name);
    const baselineFile = join(config.baselineDir, `${picture.name}.png`);
    const actual = `${picture.name}.actual.png`;
    const diff = `${picture.name}.diff.png`;
    if (!(png instanceof Buffer)) {
      results.push({
        name: picture.name,
        status: 'ERROR',
        diffPixels: null,
        diffRatio: null,
        message: `render failed: ${png instanceof Error ? png.message : 'no picture'}`,
      });
      continue;
    }
    if (opts.update) {
      writeFileSync(baselineFile, compactPng(png));
      results.push({
        name: picture.name,
        status: 'PASS',
        diffPixels: null,
        diffRatio: null,
        message: 'baseline written',
      });
      continue;
    }
    if (!existsSync(baselineFile)) {
      writeFileSync(join(config.outputDir, actual), png);
      results.push({
        name: picture.name,
        status: 'MISSING',
        diffPixels: null,
        diffRatio: null,
        message: 'no baseline',
        actual,
      });
      continue;
    }
    try {
      const c = comparePng(png, readFileSync(baselineFile), config);
      const result: PictureResult = {
        name: picture.name,
        status: c.pass ? 'PASS' : 'FAIL',
        diffPixels: c.diffPixels,
        diffRatio: c.diffRatio,
      };
      if (!c.pass) {
        writeFileSync(join(config.outputDir, actual), png);
        writeFileSync(join(config.outputDir, diff), c.diffPng);
        Object.assign(result, { actual, diff, message: 'differs from the baseline' });
      }
      results.push(result);
    } catch (err) {
      writeFileSync(join(config.outputDir, actual), png);
      results.push({
        name: picture.name,
        status: 'FAIL',
        diffPixels: null,
        diffRatio: null,
        message: (err as Error).message,
        actual,
      });
    }
  }

  if (opts.update) {
    // Baselines of pictures no longer in the set go too.
    const names = new Set(results.map((r) => `${r.name}.png`));
    for (const f of readdirSync(config.baselineDir))
      if (f.endsWith('.png') && !names.has(f)) rmSync(join(config.baselineDir, f));
  }

  const summary = summarize(results, config, renderMs, !!opts.update);
  writeFileSync(join(config.outputDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(config.outputDir, 'summary.txt'), summaryText(summary));
  writeFileSync(
    join(config.outputDir, 'index.html'),
    summaryHtml(summary, relative(config.outputDir, config.baselineDir)),
  );
  return summary;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** An HTML page listing every picture, failures first, with baseline, actual and diff side by side. */
export function summaryHtml(summary: VisualSummary, baselineDirFromOutput: string): string {
  const order = (r: PictureResult) => (r.status === 'PASS' ? 1 : 0);
  const rows = [...summary.pictures]
    .sort((a, b) => order(a) - order(b))
    .map((p) => {
      const img = (src: string | undefined) => (src ? `<img src="${escapeHtml(src)}" width="235" loading="lazy">` : '');
      const px = p.diffPixels === null ? '-' : `${p.diffPixels} (${((p.diffRatio ?? 0) * 100).toFixed(3)} %)`;
      return `<tr class="${p.status}"><td>${escapeHtml(p.name)}</td><td>${p.status}</td><td>${px}</td><td>${escapeHtml(p.message ?? '')}</td><td>${img(`${baselineDirFromOutput}/${p.name}.png`)}</td><td>${img(p.actual)}</td><td>${img(p.diff)}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual regression: ${summary.passed} passed, ${summary.failed} failed</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}tr.FAIL td:nth-child(2),tr.MISSING td:nth-child(2),tr.ERROR td:nth-child(2){color:#b00020;font-weight:bold}</style>
</head><body>
<h1>Visual regression: ${summary.passed} passed, ${summary.failed} failed</h1>
<p>pixelmatch threshold ${summary.threshold}; a picture fails above ${(summary.maxDiffRatio * 100).toFixed(2)} % differing pixels.</p>
<table><thead><tr><th>picture</th><th>status</th><th>differing pixels</th><th>note</th><th>baseline</th><th>actual</th><th>diff</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}
