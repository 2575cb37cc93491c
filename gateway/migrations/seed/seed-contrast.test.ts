/**
 * Contrast by rule over the seed's colours: for every ordered pair of the 62
 * seed colours (a mark's colour on a background), the colour the rule picks stands out from the
 * background by at least 3:1, keeps the colour asked for whenever that one does, and a decoration
 * that would vanish gets an outline that stands out from the background.
 */
import { MIN_MARK_CONTRAST, contrastRatio, markColorOn, outlineFor } from '@tas/garments';
import { describe, expect, it } from 'vitest';
import { colors } from './basics.js';

describe('contrast by rule over every pair of seed colours', () => {
  it('has the 62 seed colours', () => {
    expect(colors).toHaveLength(62);
  });

  it('draws every colour on every colour with at least 3:1, choosing another when it must', () => {
    let kept = 0;
    let replaced = 0;
    for (const background of colors) {
      for (const mark of colors) {
        // The team's two other colours: two more colours of the table, picked by the mark's id.
        const others = [colors[(mark.id * 7) % colors.length]!.hex, colors[(mark.id * 13) % colors.length]!.hex];
        const chosen = markColorOn(background.hex, [mark.hex, ...others]);
        const ratio = contrastRatio(chosen, background.hex);
        expect(ratio, `${mark.name} on ${background.name}`).toBeGreaterThanOrEqual(MIN_MARK_CONTRAST);
        if (contrastRatio(mark.hex, background.hex) >= MIN_MARK_CONTRAST) {
          expect(chosen).toBe(mark.hex);
          kept++;
        } else replaced++;

        const outline = outlineFor(mark.hex, background.hex, others);
        if (outline === null) {
          expect(contrastRatio(mark.hex, background.hex)).toBeGreaterThanOrEqual(MIN_MARK_CONTRAST);
        } else {
          expect(
            contrastRatio(outline, background.hex),
            `outline of ${mark.name} on ${background.name}`,
          ).toBeGreaterThanOrEqual(MIN_MARK_CONTRAST);
        }
      }
    }
    // Every ordered pair was tried: 62 x 62.
    expect(kept + replaced).toBe(62 * 62);
    expect(kept).toBeGreaterThan(0);
    expect(replaced).toBeGreaterThan(62);
  });
});
