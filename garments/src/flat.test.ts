import { describe, expect, it } from 'vitest';
import { flatBounds, frontFlat, toFrontFlat } from './flat.js';
import { ringInside, unflat } from './geometry.js';
import { garments } from './templates.js';

const bounds = (id: string, panel?: string) =>
  flatBounds(frontFlat(garments[id]!).filter((s) => panel === undefined || s.panel === panel));

describe('frontFlat (product thumbnails)', () => {
  it('draws sleeves and the hood behind the front, back panels not at all', () => {
    const order = (id: string) => frontFlat(garments[id]!).map((s) => `${s.panel}${s.behind ? ' behind' : ''}`);
    expect(order('tshirt')).toEqual(['leftSleeve behind', 'rightSleeve behind', 'front']);
    expect(order('hoodie')).toEqual(['hood behind', 'leftSleeve behind', 'rightSleeve behind', 'front']);
    expect(order('shorts')).toEqual(['front']);
    expect(order('jersey-sleeveless')).toEqual(['front']);
  });

  it('hangs the sleeves out from the shoulders, mirrored, within the length of the body', () => {
    const [minX, minY, maxX, maxY] = bounds('tshirt');
    expect([minX, minY, maxX, maxY].map((v) => Math.round(v))).toEqual([-432, 0, 432, 740]);
    const left = bounds('tshirt', 'leftSleeve').map((v) => Math.round(v));
    const right = bounds('tshirt', 'rightSleeve').map((v) => Math.round(v));
    expect(right).toEqual([-left[2]!, left[1]!, -left[0]!, left[3]!]);
    // A long sleeve hangs lower than a short one.
    expect(bounds('longsleeve', 'leftSleeve')[1]).toBeLessThan(bounds('tshirt', 'leftSleeve')[1] - 150);
  });

  it('shows the hood above the neck of the front', () => {
    const hood = bounds('hoodie', 'hood');
    const front = bounds('hoodie', 'front');
    expect(hood[3]).toBeGreaterThan(front[3]);
    expect(Math.round(hood[3])).toBe(761);
  });

  it('keeps front outlines as cut', () => {
    const front = frontFlat(garments.polo!).find((s) => s.panel === 'front')!;
    expect(front.outline).toEqual(garments.polo!.panels.find((p) => p.name === 'front')!.outline);
  });

  it("carries a panel's zones to where the flat draws it: a baseball jersey's cuffs on its folded sleeves", () => {
    const g = garments['jersey-baseball-full-button']!;
    const shapes = frontFlat(g);
    for (const side of ['leftSleeve', 'rightSleeve']) {
      const panel = g.panels.find((p) => p.name === side)!;
      const cuff = g.zones.find((z) => z.name === `${side}-cuff`)!;
      const sleeve = unflat(shapes.find((s) => s.panel === side)!.outline);
      const placed = toFrontFlat(panel, cuff.outline)!;
      // The folded cuff lies in the folded sleeve, at its far (lowest) end.
      expect(ringInside(unflat(placed), sleeve, 0.5)).toBe(true);
      expect(Math.min(...unflat(placed).map(([, y]) => y))).toBeCloseTo(Math.min(...sleeve.map(([, y]) => y)), 0);
    }
    const back = g.panels.find((p) => p.name === 'back')!;
    expect(toFrontFlat(back, back.outline)).toBeNull();
    const front = g.panels.find((p) => p.name === 'front')!;
    expect(toFrontFlat(front, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
  });
});
