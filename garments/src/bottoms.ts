import { chain, clipHalfPlane, flat, line, mirrorRing, offsetPolyline, reversed, type Pt } from './geometry.js';
import type { ContentType, DecorationLocationTemplate, GarmentTemplate, GarmentZoneTemplate } from './types.js';

/** Parameters of the one bottoms builder (shorts, pants), mm (C2). */
export interface BottomParams {
  id: string;
  name: string;
  /** Front waist height above the hem. */
  length: number;
  /** Front rise: waist to crotch. */
  rise: number;
  /** The back waist sits this much higher than the front (a real back rise); keeps the waist open. */
  backRiseExtra: number;
  waistHalfWidth: number;
  hipHalfWidth: number;
  /** Outer corner of each leg hem from the centre line. */
  hemOuter: number;
  /** Inner corner of each leg hem from the centre line. */
  hemInner: number;
  waistband: number;
  sidePanel: number;
  hemBand: number;
  inflate: number;
}

/** Right half outline (the wearer's left leg on the front) from the crotch to the waist centre. */
function half(p: BottomParams, waistY: number): { half: Pt[]; side: Pt[] } {
  const crotchY = p.length - p.rise;
  const hipY = crotchY + p.rise * 0.35;
  const dxdy = (p.waistHalfWidth - p.hipHalfWidth) / (p.length - hipY);
  const waistX = p.hipHalfWidth + dxdy * (waistY - hipY);
  const side = chain(
    line([p.hemOuter, 0], [p.hipHalfWidth, hipY], 8),
    line([p.hipHalfWidth, hipY], [waistX, waistY], 4),
  );
  const h = chain(
    line([0, crotchY], [p.hemInner, 0], 8),
    line([p.hemInner, 0], [p.hemOuter, 0], 4),
    side,
    line([waistX, waistY], [0, waistY], 4),
  );
  return { half: h, side };
}

/** Both halves: the right half (crotch → waist centre) then its mirror back down to the crotch. */
function ring(p: BottomParams, waistY: number): { ring: Pt[]; side: Pt[] } {
  const { half: h, side } = half(p, waistY);
  const left = h.map(([x, y]) => [-x, y] as Pt).reverse();
  return { ring: chain(h, left), side };
}

function zones(p: BottomParams, panel: string, r: Pt[], side: Pt[], waistY: number): GarmentZoneTemplate[] {
  const out: GarmentZoneTemplate[] = [{ name: `${panel}-body`, panel, outline: flat(r), colorIndex: 0 }];
  if (p.sidePanel > 0) {
    const below = side.filter(([, y]) => y <= waistY - p.waistband - 1);
    const inner = offsetPolyline(below, p.sidePanel);
    let strip = chain(below, reversed(inner));
    strip = clipHalfPlane(strip, 0, 1, 0);
    out.push({
      name: `${panel}-side-left`,
      panel,
      outline: flat(strip),
      colorIndex: 1,
    });
    out.push({
      name: `${panel}-side-right`,
      panel,
      outline: flat(mirrorRing(strip)),
      colorIndex: 1,
    });
  }
  if (p.waistband > 0) {
    out.push({
      name: `${panel}-waistband`,
      panel,
      outline: flat(clipHalfPlane(r, 0, 1, waistY - p.waistband)),
      colorIndex: 2,
    });
  }
  if (p.hemBand > 0) {
    // One band per leg: cut the leg off first so the band is a single simple ring.
    const leftLeg = clipHalfPlane(clipHalfPlane(r, 1, 0, 0), 0, -1, -p.hemBand);
    out.push({
      name: `${panel}-hem-left`,
      panel,
      outline: flat(leftLeg),
      colorIndex: 2,
    });
    out.push({
      name: `${panel}-hem-right`,
      panel,
      outline: flat(mirrorRing(leftLeg)),
      colorIndex: 2,
    });
  }
  return out;
}

/** Builds a bottoms template (C2). Locations: left-leg, right-leg, back-waist. */
export function buildBottom(p: BottomParams): GarmentTemplate {
  const backWaist = p.length + p.backRiseExtra;
  const front = ring(p, p.length);
  const back = ring(p, backWaist);
  const crotchY = p.length - p.rise;
  // Leg location: in the middle of the leg, between inseam and side seam, above the hem band.
  const legY = Math.min(p.hemBand + 90, crotchY - 70);
  const legSize = Math.min(120, crotchY - legY - 10, (legY - p.hemBand - 10) * 2);
  const t = legY / crotchY;
  const inseamX = p.hemInner * (1 - t);
  const sideX = p.hemOuter + (p.hipHalfWidth - p.hemOuter) * (legY / (crotchY + p.rise * 0.35));
  const legX = inseamX + (sideX - inseamX) * 0.58;
  const legTypes: ContentType[] = ['GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER', 'CUSTOM_TEXT'];
  const methods = ['sublimation', 'screen print', 'tackle twill', 'embroidery'];
  const locations: DecorationLocationTemplate[] = [
    {
      name: 'left-leg',
      view: 'LEFT',
      contentTypes: legTypes,
      methods,
      panel: 'front',
      x: round(legX),
      y: legY,
      width: legSize,
      height: legSize,
    },
    {
      name: 'right-leg',
      view: 'RIGHT',
      contentTypes: legTypes,
      methods,
      panel: 'front',
      x: round(-legX),
      y: legY,
      width: legSize,
      height: legSize,
    },
    {
      name: 'back-waist',
      view: 'BACK',
      contentTypes: ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS'],
      methods: ['sublimation', 'screen print', 'embroidery'],
      panel: 'back',
      x: 0,
      y: backWaist - p.waistband - 50,
      width: 180,
      height: 60,
    },
  ];
  return {
    id: p.id,
    name: p.name,
    panels: [
      {
        name: 'front',
        outline: flat(front.ring),
        facing: 'FRONT',
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        inflate: p.inflate,
      },
      {
        name: 'back',
        outline: flat(back.ring),
        facing: 'BACK',
        position: [0, 0, 0],
        rotation: [0, Math.PI, 0],
        inflate: p.inflate,
      },
    ],
    zones: [
      ...zones(p, 'front', front.ring, front.side, p.length),
      ...zones(p, 'back', back.ring, back.side, backWaist),
    ],
    locations,
  };
}

const round = (v: number): number => Math.round(v * 10) / 10;
