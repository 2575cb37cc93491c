import { describe, expect, it } from 'vitest';
import { isSimple, rect, ringInside, signedArea, unflat } from './geometry.js';
import { SUB_MASCOT_LOCATION } from './decorations.js';
import { GARMENT_IDS, garments, getGarment } from './templates.js';
import { YOUTH_BODY_SCALE, YOUTH_OF } from './youth.js';

const IDS = [
  'jersey-crew',
  'jersey-vneck',
  'jersey-sleeveless',
  'jersey-sleeveless-vneck',
  'jersey-single-ply',
  'jersey-football',
  'jersey-football-sublimated',
  'jersey-football-fitted',
  'jersey-football-practice',
  'jersey-baseball-full-button',
  'jersey-baseball-two-button',
  'jersey-womens-vneck',
  'jersey-womens-sleeveless',
  'jersey-fastpitch',
  'jersey-reversible',
  'track-singlet',
  'tshirt',
  'tshirt-womens',
  'longsleeve',
  'quarter-zip',
  'hoodie',
  'polo',
  'polo-womens',
  'shorts',
  'shorts-soccer',
  'shorts-track',
  'shorts-training',
  'shorts-pocketed',
  'pants',
  'pants-football',
  'jersey-crew-youth',
  'jersey-sleeveless-youth',
  'jersey-single-ply-youth',
  'jersey-football-sublimated-youth',
  'tshirt-youth',
  'hoodie-youth',
  'shorts-youth',
  'pants-youth',
];
/** The bottoms: shorts and pants of every cut. */
const BOTTOMS = new Set(IDS.filter((id) => /^(shorts|pants)\b/.test(id)));
const SLEEVELESS = [
  'jersey-sleeveless',
  'jersey-sleeveless-vneck',
  'jersey-single-ply',
  'jersey-womens-sleeveless',
  'jersey-reversible',
  'track-singlet',
  'jersey-sleeveless-youth',
  'jersey-single-ply-youth',
];
const TOP_LOCATIONS = ['front-chest', 'left-chest', 'front-number', 'back-name', 'back-number'];
const SLEEVE_LOCATIONS = ['left-sleeve', 'right-sleeve'];
const BOTTOM_LOCATIONS = ['left-hip', 'left-leg', 'right-leg', 'back-waist'];
/** Spiritwear cuts: a sub-mascot line under the chest text. */
const SPIRITWEAR = new Set([
  'tshirt',
  'tshirt-womens',
  'longsleeve',
  'hoodie',
  'polo',
  'polo-womens',
  'tshirt-youth',
  'hoodie-youth',
]);

function expectedView(name: string): string {
  if (name.startsWith('front-') || name === 'left-chest' || name === 'left-hip') return 'FRONT';
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

  it('cuts the back of every bottom higher at the centre, meeting the front at the side seams', () => {
    for (const id of BOTTOMS) {
      const g = garments[id]!;
      const outline = (name: string) => unflat(g.panels.find((p) => p.name === name)!.outline);
      const zone = (name: string) => unflat(g.zones.find((z) => z.name === name)!.outline);
      const [front, back] = [outline('front'), outline('back')];
      const top = Math.max(...front.map(([, y]) => y));
      const corner = Math.max(...front.filter(([, y]) => y === top).map(([x]) => x));
      // The back's outline at the front's side corner is at the front's height; its centre higher.
      expect(
        back.some(([x, y]) => Math.abs(x - corner) < 0.01 && Math.abs(y - top) < 0.01),
        id,
      ).toBe(true);
      expect(Math.max(...back.map(([, y]) => y)), id).toBeGreaterThan(top + 20);
      // The waistbands' lower edges meet at the side seams (a step there showed from the side).
      const lowest = (ring: [number, number][]) =>
        Math.min(...ring.filter(([x]) => Math.abs(x) > corner - 15).map(([, y]) => y));
      expect(lowest(zone('back-waistband')), id).toBeCloseTo(lowest(zone('front-waistband')), 1);
    }
  });

  it('gives the sleeveless jerseys no sleeves and every other top two', () => {
    for (const id of SLEEVELESS) {
      expect(garments[id]!.locations.some((l) => l.name.endsWith('-sleeve'))).toBe(false);
    }
    for (const id of IDS.filter((i) => !BOTTOMS.has(i) && !SLEEVELESS.includes(i))) {
      expect(garments[id]!.panels.filter((p) => p.name.endsWith('Sleeve')).map((p) => p.facing)).toEqual([
        'LEFT',
        'RIGHT',
      ]);
    }
  });

  it('cuts every youth template as its adult one grown down to the youth body (0.84)', () => {
    for (const id of YOUTH_OF) {
      const adult = garments[id]!;
      const youth = garments[`${id}-youth`]!;
      expect(adult.bodyScale).toBeUndefined();
      expect(youth.bodyScale).toBe(YOUTH_BODY_SCALE);
      expect(youth.name).toBe(`Youth ${adult.name}`);
      expect(youth.panels.map((p) => p.name)).toEqual(adult.panels.map((p) => p.name));
      expect(youth.zones.map((z) => z.name)).toEqual(adult.zones.map((z) => z.name));
      youth.panels.forEach((p, k) => {
        const a = adult.panels[k]!;
        p.outline.forEach((v, i) => expect(v).toBeCloseTo(a.outline[i]! * 0.84, 1));
        p.position.forEach((v, i) => expect(v).toBeCloseTo(a.position[i]! * 0.84, 1));
        expect(p.rotation).toEqual(a.rotation);
      });
      youth.locations.forEach((l, k) => {
        const a = adult.locations[k]!;
        expect(l.name).toBe(a.name);
        // Scaled, then fitted again on the youth cloth (its clearances stay in mm): moved at
        // most 20 mm each way and never larger than the scaled box.
        expect(Math.abs(l.x - a.x * 0.84)).toBeLessThanOrEqual(20.1);
        expect(Math.abs(l.y - a.y * 0.84)).toBeLessThanOrEqual(20.1);
        expect(l.width).toBeLessThanOrEqual(a.width * 0.84 + 0.1);
        expect(l.height).toBeLessThanOrEqual(a.height * 0.84 + 0.1);
        expect(l.width / l.height).toBeCloseTo(a.width / a.height, 1);
      });
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
