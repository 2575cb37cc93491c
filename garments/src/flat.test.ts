import { describe, expect, it } from 'vitest';
import { flatBounds, frontFlat } from './flat.js';
import { garments } from './templates.js';

const bounds = (id: string, panel?: string) =>
  flatBounds(frontFlat(garments[id]!).filter((s) => panel === undefined || s.panel === panel));

describe('frontFlat (issue 19 section 7: product thumbnails)', () => {
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
});
