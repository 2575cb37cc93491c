import { describe, expect, it } from 'vitest';
import { decorationAt, draggedOffset, type PanelLocation } from './drag-to-place';

const locations: PanelLocation[] = [
  { name: 'front-number', panel: 'front', x: 0, y: 400, width: 200, height: 200 },
  { name: 'left-chest', panel: 'front', x: 90, y: 520, width: 90, height: 90 },
  { name: 'back-number', panel: 'back', x: 0, y: 350, width: 250, height: 250 },
];
const deco = (location: string, offsetX = 0, offsetY = 0, view: 'OUTSIDE' | 'INSIDE' | null = null) => ({
  location,
  offsetX,
  offsetY,
  view,
});

describe('decorationAt (C3 drag to place)', () => {
  const decorations = [deco('front-number'), deco('left-chest'), deco('back-number')];

  it('finds the decoration whose location holds the point, on the point’s panel only', () => {
    expect(decorationAt(decorations, locations, { panel: 'front', x: 10, y: 380 })).toBe(0);
    expect(decorationAt(decorations, locations, { panel: 'back', x: 10, y: 380 })).toBe(2);
    expect(decorationAt(decorations, locations, { panel: 'front', x: -150, y: 100 })).toBe(-1);
    expect(decorationAt(decorations, locations, { panel: 'sleeve', x: 0, y: 400 })).toBe(-1);
  });

  it('takes the nearest centre where two overlap', () => {
    // (95, 500) lies in both the front number (to 100, 300..500) and the left chest.
    expect(decorationAt(decorations, locations, { panel: 'front', x: 95, y: 500 })).toBe(1);
    expect(decorationAt(decorations, locations, { panel: 'front', x: 60, y: 480 })).toBe(1);
    expect(decorationAt(decorations, locations, { panel: 'front', x: 40, y: 440 })).toBe(0);
  });

  it('follows a moved decoration and the side shown', () => {
    const moved = [deco('front-number', 60, -80)];
    expect(decorationAt(moved, locations, { panel: 'front', x: 150, y: 250 })).toBe(0);
    expect(decorationAt(moved, locations, { panel: 'front', x: -90, y: 490 })).toBe(-1);
    const inside = [deco('front-number', 0, 0, 'INSIDE')];
    expect(decorationAt(inside, locations, { panel: 'front', x: 0, y: 400 })).toBe(-1);
    expect(decorationAt(inside, locations, { panel: 'front', x: 0, y: 400 }, 'INSIDE')).toBe(0);
  });
});

describe('draggedOffset (C3 drag to place)', () => {
  const loc = locations[0]!;
  const from = { panel: 'front', x: 10, y: 410 };

  it('moves by the pointer’s travel in whole mm', () => {
    expect(draggedOffset(loc, { offsetX: 0, offsetY: 0 }, from, { panel: 'front', x: 42.6, y: 385.2 })).toEqual({
      offsetX: 33,
      offsetY: -25,
    });
    expect(draggedOffset(loc, { offsetX: 20, offsetY: 5 }, from, { panel: 'front', x: 0, y: 410 })).toEqual({
      offsetX: 10,
      offsetY: 5,
    });
  });

  it('keeps the centre within the location and never gives -0', () => {
    expect(draggedOffset(loc, { offsetX: 0, offsetY: 0 }, from, { panel: 'front', x: 900, y: -900 })).toEqual({
      offsetX: 100,
      offsetY: -100,
    });
    const back = draggedOffset(loc, { offsetX: 0, offsetY: 0 }, from, { panel: 'front', x: 9.8, y: 410.3 });
    expect(Object.is(back.offsetX, 0)).toBe(true);
    expect(back.offsetY).toBe(0);
  });
});
