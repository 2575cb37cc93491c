import { describe, expect, it } from 'vitest';
import { isSimple, rect, ringInside, signedArea, unflat } from './geometry.js';
import { SUB_MASCOT_LOCATION } from './decorations.js';
import { GARMENT_IDS, garments, getGarment } from './templates.js';

const IDS = [
  'jersey-crew',
  'jersey-vneck',
  'jersey-sleeveless',
  'jersey-football',
  'jersey-reversible',
  'tshirt',
  'longsleeve',
  'hoodie',
  'polo',
  'shorts',
  'pants',
];
const BOTTOMS = new Set(['shorts', 'pants']);
const TOP_LOCATIONS = ['front-chest', 'left-chest', 'front-number', 'back-name', 'back-number'];
const SLEEVE_LOCATIONS = ['left-sleeve', 'right-sleeve'];
const BOTTOM_LOCATIONS = ['left-leg', 'right-leg', 'back-waist'];
/** Spiritwear cuts: a sub-mascot line under the chest text (issue 19 section 9). */
const SPIRITWEAR = new Set(['tshirt', 'longsleeve', 'hoodie', 'polo']);

function expectedView(name: string): string {
  if (name.startsWith('front-') || name === 'left-chest') return 'FRONT';
  if (name.startsWith('back-')) return 'BACK';
  if (name.startsWith('left-')) return 'LEFT';
  return 'RIGHT';
}

describe('garment templates (C2)', () => {
  it('has every template the catalog names, and getGarment finds them', () => {
    for (const id of IDS) expect(getGarment(id)?.id).toBe(id);
    expect(Object.keys(garments).sort()).toEqual([...IDS].sort());
    expect(Object.keys(garments)).toEqual([...GARMENT_IDS]);
    expect(getGarment('nope')).toBeUndefined();
    expect(getGarment('toString')).toBeUndefined();
  });

  for (const id of IDS) {
    describe(id, () => {
      const g = garments[id]!;

      it('has valid panels: simple CCW outlines and a placement', () => {
        const names = g.panels.map((p) => p.name);
        expect(new Set(names).size).toBe(names.length);
        expect(names).toContain('front');
        expect(names).toContain('back');
        for (const panel of g.panels) {
          expect(panel.outline.length % 2, panel.name).toBe(0);
          const ring = unflat(panel.outline);
          expect(ring.length, panel.name).toBeGreaterThanOrEqual(3);
          // The ring is closed implicitly: the first point is not repeated at the end.
          expect(ring[0], panel.name).not.toEqual(ring[ring.length - 1]);
          expect(isSimple(ring), `${panel.name} is simple`).toBe(true);
          expect(signedArea(ring), `${panel.name} is CCW`).toBeGreaterThan(0);
          expect(panel.position).toHaveLength(3);
          expect(panel.rotation).toHaveLength(3);
          for (const v of [...panel.position, ...panel.rotation, ...panel.outline])
            expect(Number.isFinite(v)).toBe(true);
          expect(['FRONT', 'BACK', 'LEFT', 'RIGHT']).toContain(panel.facing);
          expect(panel.inflate).toBeGreaterThan(0);
        }
      });

      it('has zones inside their panels, and a body zone on every panel', () => {
        const panels = new Map(g.panels.map((p) => [p.name, unflat(p.outline)]));
        const zoneNames = g.zones.map((z) => z.name);
        expect(new Set(zoneNames).size).toBe(zoneNames.length);
        for (const zone of g.zones) {
          const panel = panels.get(zone.panel);
          expect(panel, `${zone.name} names a panel`).toBeDefined();
          const ring = unflat(zone.outline);
          expect(isSimple(ring), `${zone.name} is simple`).toBe(true);
          expect(signedArea(ring), `${zone.name} is CCW`).toBeGreaterThan(0);
          expect(ringInside(ring, panel!), `${zone.name} inside ${zone.panel}`).toBe(true);
          expect([0, 1, 2]).toContain(zone.colorIndex);
        }
        for (const panel of g.panels) {
          expect(
            g.zones.some((z) => z.panel === panel.name && z.colorIndex === 0),
            `${panel.name} body zone`,
          ).toBe(true);
        }
        expect(new Set(g.zones.map((z) => z.colorIndex)).size).toBeGreaterThanOrEqual(2);
      });

      it('has its required locations, unique, inside their panels, with the right views', () => {
        const names = g.locations.map((l) => l.name);
        expect(new Set(names).size).toBe(names.length);
        const sleeves = g.panels.some((p) => p.name === 'leftSleeve');
        const required = BOTTOMS.has(id)
          ? BOTTOM_LOCATIONS
          : [
              ...TOP_LOCATIONS,
              ...(sleeves ? SLEEVE_LOCATIONS : []),
              ...(SPIRITWEAR.has(id) ? [SUB_MASCOT_LOCATION] : []),
            ];
        expect([...names].sort()).toEqual([...required].sort());
        const panels = new Map(g.panels.map((p) => [p.name, unflat(p.outline)]));
        for (const loc of g.locations) {
          expect(loc.view, loc.name).toBe(expectedView(loc.name));
          expect(loc.contentTypes.length).toBeGreaterThan(0);
          expect(loc.methods.length).toBeGreaterThan(0);
          expect(loc.width).toBeGreaterThan(20);
          expect(loc.height).toBeGreaterThan(20);
          const panel = panels.get(loc.panel);
          expect(panel, `${loc.name} names a panel`).toBeDefined();
          expect(
            ringInside(rect(loc.x, loc.y, loc.width, loc.height), panel!, 0),
            `${loc.name} inside ${loc.panel}`,
          ).toBe(true);
        }
        const subMascot = g.locations.find((l) => l.name === SUB_MASCOT_LOCATION);
        const chest = g.locations.find((l) => l.name === 'front-chest');
        if (subMascot && chest) {
          // Text only, on the front, under the chest text and clear of it.
          expect(subMascot.contentTypes).toEqual(['CUSTOM_TEXT']);
          expect(subMascot.panel).toBe('front');
          expect(subMascot.y + subMascot.height / 2).toBeLessThanOrEqual(chest.y - chest.height / 2);
          expect(subMascot.width).toBeLessThan(chest.width);
        }
        if (!BOTTOMS.has(id)) {
          expect(g.locations.find((l) => l.name === 'front-number')?.contentTypes).toEqual(['PLAYER_NUMBER']);
          expect(g.locations.find((l) => l.name === 'back-name')?.contentTypes).toContain('PLAYER_NAME');
        }
      });
    });
  }

  it('gives the sleeveless jerseys no sleeves and every other top two', () => {
    for (const id of ['jersey-sleeveless', 'jersey-reversible']) {
      expect(garments[id]!.locations.some((l) => l.name.endsWith('-sleeve'))).toBe(false);
    }
    for (const id of ['jersey-crew', 'jersey-vneck', 'jersey-football', 'tshirt', 'longsleeve', 'hoodie', 'polo']) {
      expect(garments[id]!.panels.filter((p) => p.name.endsWith('Sleeve')).map((p) => p.facing)).toEqual([
        'LEFT',
        'RIGHT',
      ]);
    }
  });

  it('checks its own checks: a bow-tie is not simple, a clockwise ring is negative', () => {
    expect(
      isSimple([
        [0, 0],
        [10, 10],
        [10, 0],
        [0, 10],
      ]),
    ).toBe(false);
    expect(
      signedArea([
        [0, 0],
        [0, 10],
        [10, 10],
        [10, 0],
      ]),
    ).toBeLessThan(0);
    expect(ringInside(rect(0, 0, 30, 30), rect(0, 0, 20, 20))).toBe(false);
  });
});
