import { describe, expect, it } from 'vitest';
import { DESIGN_PATTERNS, designKind, designPattern, designZones, offeredDesigns, type DesignZone } from './designs.js';
import type { DesignKind } from '@tas/rules';
import { isSimple, ringInside, signedArea, unflat } from './geometry.js';
import { GARMENT_IDS, garments } from './templates.js';

/** The seed's layout library (gateway/migrations/seed/styles.ts), 588R left out. */
const LAYOUTS: [string, DesignKind][] = [
  ['501A', 'CLASSIC_STRIPES'],
  ['502B', 'SIDE_PANEL'],
  ['503C', 'YOKE'],
  ['504D', 'GRADIENT'],
  ['505E', 'BOLT'],
  ['506F', 'CHEVRON'],
  ['507G', 'SHATTER'],
  ['508H', 'DIGITAL_CAMO'],
  ['509J', 'TIGER_STRIPE'],
];

describe('design patterns (C1)', () => {
  it('names a pattern for every layout of the seed, and none for STD, 588R or an unknown code', () => {
    expect(Object.keys(DESIGN_PATTERNS).sort()).toEqual(LAYOUTS.map(([c]) => c));
    for (const [code, kind] of LAYOUTS) {
      expect(designKind(code)).toBe(kind);
      expect(designPattern(code)?.code).toBe(code);
      expect(designPattern(code.toLowerCase())?.kind).toBe(kind);
    }
    for (const code of ['STD', '588R', 'nope', 'toString', '', null, undefined]) {
      expect(designKind(code)).toBe('PLAIN');
      expect(designZones(garments['jersey-crew']!, code)).toEqual([]);
    }
  });

  for (const id of GARMENT_IDS) {
    describe(id, () => {
      const g = garments[id]!;
      const panels = new Map(g.panels.map((p) => [p.name, unflat(p.outline)]));

      for (const [code, kind] of LAYOUTS) {
        it(`${code} ${kind}: zones lie on their panels, in the team colours`, () => {
          const zones = designZones(g, code);
          expect(zones.length).toBeGreaterThan(0);
          // Both the front and the back show the design.
          expect(zones.some((z) => z.panel === 'front')).toBe(true);
          expect(zones.some((z) => z.panel === 'back')).toBe(true);
          for (const zone of zones) {
            const panel = panels.get(zone.panel);
            expect(panel, `${code} names panel ${zone.panel}`).toBeDefined();
            const ring = unflat(zone.outline);
            expect(ring.length).toBeGreaterThanOrEqual(3);
            expect(signedArea(ring), `${code} ${zone.panel} zone is CCW`).toBeGreaterThan(0);
            expect(isSimple(ring), `${code} ${zone.panel} zone is simple`).toBe(true);
            expect(ringInside(ring, panel!, 0.05), `${code} zone inside ${zone.panel}`).toBe(true);
            expect([1, 2]).toContain(zone.colorIndex);
            expect(zone.opacity).toBeGreaterThan(0);
            expect(zone.opacity).toBeLessThanOrEqual(1);
            for (const stop of zone.gradient?.stops ?? []) expect([1, 2]).toContain(stop.colorIndex);
          }
          if (kind === 'GRADIENT') expect(zones.some((z) => z.gradient !== null)).toBe(true);
          else expect(zones.every((z) => z.gradient === null)).toBe(true);
        });
      }
    });
  }

  it('gives identical zones for the same input, and different ones per design and template', () => {
    const g = garments['jersey-crew']!;
    const key = (zones: DesignZone[]) => JSON.stringify(zones);
    for (const [code] of LAYOUTS) {
      const a = designZones(g, code);
      // A deep copy of the template gives the same result: nothing depends on identity.
      const b = designZones(JSON.parse(JSON.stringify(g)), code);
      expect(key(b)).toBe(key(a));
    }
    const all = LAYOUTS.map(([code]) => key(designZones(g, code)));
    expect(new Set(all).size).toBe(LAYOUTS.length);
    // The random patterns are seeded by the template too.
    const tee = garments.tshirt!;
    expect(key(designZones(tee, '508H'))).not.toBe(key(designZones(g, '508H')));
  });

  it('draws the camo in three tones and the fade as a gradient from the main colour to nothing', () => {
    const camo = designZones(garments['jersey-crew']!, '508H');
    expect(new Set(camo.map((z) => `${z.colorIndex}@${z.opacity}`))).toEqual(new Set(['1@0.55', '1@1', '2@1']));
    const fade = designZones(garments['jersey-crew']!, '504D').find((z) => z.panel === 'front' && z.gradient)!;
    expect(fade.outline).toEqual(garments['jersey-crew']!.panels.find((p) => p.name === 'front')!.outline);
    expect(fade.gradient!.stops.map((s) => s.opacity)).toEqual([1, 0.85, 0]);
    // From low on the garment upward.
    expect(fade.gradient!.y0).toBeLessThan(fade.gradient!.y1);
  });

  it('offers designs in catalog order, 588R skipped, at most 7', () => {
    const codes = ['501A', '588R', '502B', '503C', '504D', '505E', '506F', '507G', '508H'];
    expect(offeredDesigns(codes.map((code) => ({ code }))).map((d) => d.code)).toEqual([
      '501A',
      '502B',
      '503C',
      '504D',
      '505E',
      '506F',
      '507G',
    ]);
    expect(offeredDesigns([{ code: '588r' }, { code: 'STD' }])).toEqual([{ code: 'STD' }]);
  });

  it('gives the zones of the named panels only, the same as in the whole set', () => {
    const g = garments['jersey-crew']!;
    const all = designZones(g, '509J');
    const front = designZones(g, '509J', ['front']);
    expect(front.length).toBeGreaterThan(0);
    expect(front).toEqual(all.filter((z) => z.panel === 'front'));
  });
});
