/**
 * Text is never sheared on the worn garment (C3): the drape turns and shears the cloth where it
 * curves round a leg or the side of a chest; a decoration drawn through `uprightTransform` of
 * the cloth's frame stands upright and square on it, its area kept.
 */
import { describe, expect, it } from 'vitest';
import { drapeGarment } from './drape/index.js';
import { garments } from './templates.js';
import { clothFrame, compose, slantOf, uprightTransform, type Linear2 } from './upright.js';

const TEXT = new Set(['CUSTOM_TEXT', 'PLAYER_NAME', 'PLAYER_NUMBER']);
const det = (m: Linear2) => m[0] * m[3] - m[1] * m[2];

describe('upright prints (C3)', () => {
  it('undoes a frame turn and shear exactly, keeping the area', () => {
    const frame: Linear2 = [0.95, 0.12, 0.2, 1.1];
    const seen = compose(frame, uprightTransform(frame));
    const s = Math.sqrt(det(frame));
    expect(seen.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([s, 0, 0, s].map((v) => Math.round(v * 1e9) / 1e9));
    expect(det(uprightTransform(frame))).toBeCloseTo(1, 9);
    expect(uprightTransform(null)).toEqual([1, 0, 0, 1]);
  });

  for (const id of ['shorts', 'pants-football', 'jersey-baseball-full-button']) {
    it(`${id}: every text location stands upright and unsheared on the draped cloth`, () => {
      const g = garments[id]!;
      const draped = drapeGarment(g);
      let slanted = 0;
      for (const l of g.locations.filter((x) => x.contentTypes.some((t) => TEXT.has(t)))) {
        const panel = draped.panels[g.panels.findIndex((p) => p.name === l.panel)]!;
        const frame = clothFrame(panel, l);
        expect(frame, `${l.name} frame`).not.toBeNull();
        const before = slantOf(frame!);
        if (Math.abs(before.turn) > 1.5 || Math.abs(before.shear) > 1.5) slanted++;
        const after = slantOf(compose(frame!, uprightTransform(frame)));
        expect(Math.abs(after.turn), `${l.name} turn`).toBeLessThan(0.01);
        expect(Math.abs(after.shear), `${l.name} shear`).toBeLessThan(0.01);
      }
      // The drape does slant the cloth there: drawn square on the flat panel, text would lean.
      expect(slanted).toBeGreaterThan(0);
    });
  }
});
