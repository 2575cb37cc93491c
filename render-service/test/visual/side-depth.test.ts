import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GARMENT_IDS, garments } from '@tas/garments';
import { describe, expect, it } from 'vitest';
import { decodePng } from './compare.js';

/**
 * Garments with a body in them: seen from the side, a sleeved top is at least
 * {@link MIN_SIDE_RATIO} as wide as it is tall. Measured on the committed baselines of the
 * reference set (LEFT and RIGHT views), which the visual regression holds every render to, pixel
 * for pixel: the garment's box is the extent of its coloured pixels ({@link garmentBox}).
 */
const MIN_SIDE_RATIO = 0.4;
/** Least spread of a pixel's channels that counts it as the garment's (0..255). */
const MIN_CHROMA = 25;
/** The sleeved tops of `@tas/garments`: every template with sleeve panels. */
const SLEEVED_TOPS = GARMENT_IDS.filter((id) => garments[id]!.panels.some((p) => p.name === 'leftSleeve'));

const baselines = fileURLToPath(new URL('../../../visual/baseline/', import.meta.url));

/**
 * The garment's box in a reference picture, px: the extent of its coloured pixels. The team's
 * navy and gold keep a colour in any light (channels apart by more than {@link MIN_CHROMA});
 * the studio's background and the floor shadow are grey.
 */
export function garmentBox(png: Buffer): { width: number; height: number } {
  const picture = decodePng(png);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++) {
      const i = (y * picture.width + x) * 4;
      const [r, g, b] = [picture.data[i]!, picture.data[i + 1]!, picture.data[i + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) <= MIN_CHROMA) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  return { width: maxX - minX + 1, height: maxY - minY + 1 };
}

describe('sleeved tops have a body in them: side views at least 0.40 as wide as tall', () => {
  for (const id of SLEEVED_TOPS)
    for (const view of ['left', 'right'])
      it(`${id} from the ${view}`, () => {
        const box = garmentBox(readFileSync(`${baselines}${id}-${view}.png`));
        expect(box.height).toBeGreaterThan(250);
        expect(box.width / box.height).toBeGreaterThanOrEqual(MIN_SIDE_RATIO);
      });
});
