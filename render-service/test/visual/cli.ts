/**
 * `npm run visual [-- --update] [--config visual/visual.config.json]` (R4): renders the reference
 * set, compares it with the baselines, prints the summary and its wall time, and exits 1 on any
 * failed, missing or unrendered picture (0 when all pass; --update rewrites the baselines and
 * exits 1 only when a picture could not be rendered). CHROME_PATH picks Chromium
 * (default /usr/bin/chromium); TAS_WEB_DIST another build of the web app (default web/dist).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadVisualConfig, summaryText } from './compare.js';
import { runVisual } from './run.js';

const root = resolve(fileURLToPath(new URL('../../../', import.meta.url)));

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    config: { type: 'string', default: 'visual/visual.config.json' },
  },
});

const started = Date.now();
try {
  const config = loadVisualConfig(resolve(root, args.config), root);
  const summary = await runVisual({
    config,
    webDist: process.env.TAS_WEB_DIST ?? join(root, 'web/dist'),
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    update: args.update,
    log: (line) => console.log(line),
  });
  console.log(summaryText(summary));
  console.log(`summary: ${join(config.outputDir, 'summary.txt')} (index.html, summary.json beside it)`);
  if (args.update) console.log(`baselines written to ${config.baselineDir}: look at them, then commit them`);
  console.log(`visual regression took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = summary.failed > 0 ? 1 : 0;
} catch (err) {
  console.error(`visual regression could not run: ${(err as Error).message}`);
  process.exitCode = 1;
}
