import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePng, loadVisualConfig, type VisualConfig } from './compare.js';
import { REFERENCE_SIZE, TEAM_COLORS, referenceSpec, type ReferenceSpec } from './reference-set.js';
import { startVisualStack, type VisualStack } from './stack.js';

/**
 * The visual regression catches small changes: the crew jersey's FRONT drawn from
 * its reference spec passes against its committed baseline under `visual/visual.config.json`,
 * and the same spec with one decoration removed (the left-chest logo), one outline in another
 * colour (the team text's) or two zone colours swapped (gold and white) fails it. Real Chromium
 * through the render service, as `npm run visual` draws. Needs the built web app and Chromium;
 * under `npm test` (CHROME_PATH set) a missing build fails, elsewhere the suite is skipped until
 * the web app is built.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const webDist = process.env.TAS_WEB_DIST ?? `${root}web/dist`;
const required = !!process.env.CHROME_PATH;
const built = existsSync(`${webDist}/snapshot.html`);

/** The changes each expected to fail the comparison, by name. */
const CHANGES: Record<string, (spec: ReferenceSpec) => ReferenceSpec> = {
  'left-chest logo removed': (s) => ({ ...s, decorations: s.decorations.filter((d) => d.location !== 'left-chest') }),
  'team text outline red instead of white': (s) => ({
    ...s,
    decorations: s.decorations.map((d) => (d.location === 'front-chest' ? { ...d, outline1: '#c8102e' } : d)),
  }),
  'gold and white zones swapped': (s) => ({
    ...s,
    colors: [TEAM_COLORS.navy, TEAM_COLORS.white, TEAM_COLORS.gold],
  }),
};

describe.skipIf(!built && !required)('the visual comparison fails on a lost logo, an outline, a zone colour', () => {
  let stack: VisualStack;
  let config: VisualConfig;
  let baseline: Buffer;
  const front = async (spec: ReferenceSpec) => (await stack.render(spec, ['FRONT'], REFERENCE_SIZE))[0]!;

  beforeAll(async () => {
    config = loadVisualConfig(`${root}visual/visual.config.json`, root);
    baseline = readFileSync(`${config.baselineDir}/jersey-crew-front.png`);
    stack = await startVisualStack({
      webDist,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      poolSize: 1,
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('passes the reference spec itself', async () => {
    const result = comparePng(await front(referenceSpec('jersey-crew')), baseline, config);
    expect(result.diffPixels).toBe(0);
    expect(result.pass).toBe(true);
  }, 120_000);

  for (const [name, change] of Object.entries(CHANGES))
    it(`fails with the ${name}`, async () => {
      const result = comparePng(await front(change(referenceSpec('jersey-crew'))), baseline, config);
      console.log(`visual sensitivity: ${name}: ${result.diffPixels} px differ`);
      expect(result.pass).toBe(false);
    }, 120_000);
});
