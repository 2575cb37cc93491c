/**
 * The trade's placement rules (C3) checked from the garment data: every location of every
 * template, and every decoration a team's look puts on it, lies inside one piece of cloth
 * (one panel's printable area, or one sewn panel), clear of plackets, zips, pockets, bands,
 * collars and seams; and the check finds a default moved onto a placket, across a seam or off
 * its panel.
 */
import { describe, expect, it } from 'vitest';
import { BOTTOM_CUTS } from './bottom-cuts.js';
import { keepOuts, placementProblems, PRINT_CLEARANCE_MM } from './placement.js';
import { garments, getGarment } from './templates.js';
import { adultCutOf } from './youth.js';
import { locationsOverlap, lookPlacements, type LookKind, type LookRole } from './team-defaults.js';
import type { DecorationLocationTemplate, GarmentTemplate } from './types.js';

const ALL_ROLES = new Set<LookRole>(['teamName', 'subMascot', 'logo', 'frontNumber', 'playerName', 'backNumber']);
const isBottom = (id: string) => Object.hasOwn(BOTTOM_CUTS, adultCutOf(id));
const kindsOf = (id: string): LookKind[] => (isBottom(id) ? ['bottom'] : ['jersey', 'spiritwear']);
const at = (g: GarmentTemplate, name: string): DecorationLocationTemplate => {
  const l = g.locations.find((x) => x.name === name);
  if (!l) throw new Error(`${g.id} has no ${name}`);
  return l;
};
const garment = (id: string): GarmentTemplate => getGarment(id)!;

describe('placement of every location (C3)', () => {
  for (const [id, g] of Object.entries(garments)) {
    it(`${id}: every location lies on one piece of cloth, clear of trims`, () => {
      expect(placementProblems(g)).toEqual([]);
    });
  }

  it('every top keeps its locations; shorts and pants have the left hip', () => {
    for (const [id, g] of Object.entries(garments)) {
      const names = g.locations.map((l) => l.name);
      if (isBottom(id)) expect(names).toEqual(['left-hip', 'left-leg', 'right-leg', 'back-waist']);
      else {
        for (const name of ['front-chest', 'left-chest', 'front-number', 'back-name', 'back-number'])
          expect(names, id).toContain(name);
      }
    }
  });
});

describe("a team's look on every garment (C3, the trade's defaults)", () => {
  for (const [id, g] of Object.entries(garments)) {
    for (const kind of kindsOf(id)) {
      it(`${id} as ${kind}: each default on one piece of cloth, none over another`, () => {
        const placed = lookPlacements(kind, g.locations, ALL_ROLES).map((p) => at(g, p.location));
        expect(placed.length).toBeGreaterThan(0);
        expect(placementProblems(g, placed)).toEqual([]);
        for (const a of placed) for (const b of placed) if (a !== b) expect(locationsOverlap(a, b)).toBe(false);
      });
    }
  }

  it('a jersey gets the team name, the front number and the back name and number', () => {
    for (const id of Object.keys(garments).filter((i) => /^(jersey|track)-/.test(i))) {
      const roles = lookPlacements('jersey', garment(id).locations, ALL_ROLES)
        .filter((p) => p.role !== 'logo')
        .map((p) => `${p.role}@${p.location}`);
      expect(roles, id).toEqual([
        'teamName@front-chest',
        'frontNumber@front-number',
        'playerName@back-name',
        'backNumber@back-number',
      ]);
    }
  });

  it('spiritwear gets the team name and the sub-mascot line, never a number', () => {
    for (const id of ['tshirt', 'tshirt-womens', 'longsleeve', 'hoodie', 'polo', 'polo-womens']) {
      const placed = lookPlacements('spiritwear', garment(id).locations, ALL_ROLES);
      expect(placed.slice(0, 2).map((p) => `${p.role}@${p.location}`)).toEqual([
        'teamName@front-chest',
        'subMascot@front-sub-mascot',
      ]);
      expect(placed.filter((p) => p.contentType === 'PLAYER_NUMBER' || p.contentType === 'PLAYER_NAME')).toEqual([]);
    }
  });

  it('shorts and pants get the logo on the left hip, or the team name there without a logo', () => {
    for (const id of Object.keys(BOTTOM_CUTS)) {
      expect(lookPlacements('bottom', garment(id).locations, ALL_ROLES)).toEqual([
        { role: 'logo', contentType: 'UPLOADS', location: 'left-hip' },
      ]);
      expect(lookPlacements('bottom', garment(id).locations, new Set(['teamName', 'frontNumber']))).toEqual([
        { role: 'teamName', contentType: 'CUSTOM_TEXT', location: 'left-hip' },
      ]);
      const hip = at(garment(id), 'left-hip');
      // On the wearer's left front, under the waistband, wide enough for a name.
      expect(hip.x - hip.width / 2).toBeGreaterThanOrEqual(PRINT_CLEARANCE_MM);
      expect(hip.width).toBeGreaterThanOrEqual(120);
    }
  });

  it('a button-front baseball or softball jersey has a small front number on the left chest', () => {
    for (const id of ['jersey-baseball-full-button', 'jersey-baseball-two-button', 'jersey-fastpitch']) {
      const g = garment(id);
      const number = at(g, 'front-number');
      const placket = keepOuts(g).find((k) => k.zone === 'front-placket')!;
      expect(number.x - number.width / 2, id).toBeGreaterThan(placket.box.maxX);
      expect(number.height, id).toBeLessThanOrEqual(110);
    }
    // A placket down the whole front: the name on the right chest, the number opposite it.
    const full = garment('jersey-baseball-full-button');
    expect(at(full, 'front-chest').x + at(full, 'front-chest').width / 2).toBeLessThan(0);
    expect(at(full, 'front-number').y).toBe(at(full, 'front-chest').y);
  });
});

describe('the placement check finds a default that is moved', () => {
  const moved = (g: GarmentTemplate, name: string, to: Partial<DecorationLocationTemplate>) => [
    { ...at(g, name), ...to },
  ];

  it('onto a placket', () => {
    const g = garment('jersey-baseball-full-button');
    const problems = placementProblems(g, moved(g, 'front-number', { x: 0 }));
    expect(problems).toContainEqual({
      location: 'front-number',
      problem: 'over-trim',
      zone: 'front-placket',
      kind: 'placket',
    });
    const polo = garment('polo');
    const chest = at(polo, 'front-chest');
    expect(placementProblems(polo, moved(polo, 'front-chest', { y: chest.y + 60 })).map((p) => p.problem)).toContain(
      'over-trim',
    );
  });

  it('across a seam', () => {
    const g = garment('jersey-football');
    const yoke = keepOuts(g).find((k) => k.zone === 'back-yoke')!;
    expect(placementProblems(g, moved(g, 'back-name', { y: yoke.box.minY }))).toContainEqual({
      location: 'back-name',
      problem: 'across-seam',
      zone: 'back-yoke',
    });
    const shorts = garment('shorts');
    const leg = at(shorts, 'left-leg');
    expect(placementProblems(shorts, moved(shorts, 'left-leg', { x: leg.x + 60 }))).toContainEqual({
      location: 'left-leg',
      problem: 'across-seam',
      zone: 'front-side-left',
    });
  });

  it('onto a zip, a pocket or off its panel', () => {
    const zip = garment('quarter-zip');
    expect(placementProblems(zip, moved(zip, 'front-chest', { x: 0 })).map((p) => p.problem)).toContain('over-trim');
    const hoodie = garment('hoodie');
    expect(placementProblems(hoodie, moved(hoodie, 'front-chest', { y: 250 }))).toContainEqual({
      location: 'front-chest',
      problem: 'over-trim',
      zone: 'front-pocket',
      kind: 'pocket',
    });
    const tee = garment('tshirt');
    expect(placementProblems(tee, moved(tee, 'left-chest', { x: 260 }))).toEqual([
      { location: 'left-chest', problem: 'leaves-panel', panel: 'front' },
    ]);
  });
});
