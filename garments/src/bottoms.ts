import {
  chain,
  clipHalfPlane,
  flat,
  line,
  mirrorRing,
  mirrorX,
  offsetPolyline,
  reversed,
  zone,
  type Pt,
} from './geometry.js';
import { bottomLocations } from './bottom-locations.js';
import type { GarmentTemplate, GarmentZoneTemplate } from './types.js';
import type { BottomParams } from './bottom-params.js';

export type { BottomParams } from './bottom-params.js';

/** Slant pocket opening: from this far in from the side at the waistband, this far down the side, mm. */
const POCKET_IN = 75;
const POCKET_DOWN = 170;

/** The x of a side seam (a polyline rising in y) at height y, mm. */
function sideXAt(side: Pt[], y: number): number {
  for (let i = 1; i < side.length; i++) {
    const [x0, y0] = side[i - 1]!;
    const [x1, y1] = side[i]!;
    if (y >= Math.min(y0, y1) && y <= Math.max(y0, y1) && y1 !== y0) return x0 + ((x1 - x0) * (y - y0)) / (y1 - y0);
  }
  return side[side.length - 1]![0];
}

/** The piping of the wearer's left slant pocket on the front panel (a thin CCW quad). */
function pocketOpening(p: BottomParams, side: Pt[], waistY: number): Pt[] {
  const topY = waistY - p.waistband - 1;
  const bottomY = topY - POCKET_DOWN;
  const topX = sideXAt(side, topY) - POCKET_IN;
  const sideX = sideXAt(side, bottomY) - 4;
  return [
    [topX, topY],
    [sideX, bottomY],
    [sideX, bottomY + 18],
    [topX + 12, topY],
  ];
}

/**
 * Right half outline (the wearer's left leg on the front) from the crotch to the waist centre,
 * whose top is `waistY` at the centre. Both panels meet the side seam at the front's waist height
 * (`p.length`): a back cut higher at the centre (the back rise) curves down to it, so the
 * waistbands meet at the seams. `top` runs from the side seam's top to the waist centre.
 */
function half(p: BottomParams, waistY: number): { half: Pt[]; side: Pt[]; top: Pt[] } {
  const crotchY = p.length - p.rise;
  const hipY = crotchY + p.rise * 0.35;
  const sideTop = p.length;
  const dxdy = (p.waistHalfWidth - p.hipHalfWidth) / (p.length - hipY);
  const waistX = p.hipHalfWidth + dxdy * (sideTop - hipY);
  const side = chain(
    line([p.hemOuter, 0], [p.hipHalfWidth, hipY], 8),
    line([p.hipHalfWidth, hipY], [waistX, sideTop], 4),
  );
  const top =
    waistY === sideTop
      ? line([waistX, waistY], [0, waistY], 4)
      : Array.from({ length: 9 }, (_, i): Pt => {
          const x = waistX * (1 - i / 8);
          return [x, sideTop + (waistY - sideTop) * (1 - (x / waistX) ** 2)];
        });
  const h = chain(line([0, crotchY], [p.hemInner, 0], 8), line([p.hemInner, 0], [p.hemOuter, 0], 4), side, top);
  return { half: h, side, top };
}

/** Both halves: the right half (crotch → waist centre) then its mirror back down to the crotch. */
function ring(p: BottomParams, waistY: number): { ring: Pt[]; side: Pt[]; top: Pt[] } {
  const { half: h, side, top } = half(p, waistY);
  const left = h.map(([x, y]) => [-x, y] as Pt).reverse();
  return { ring: chain(h, left), side, top };
}

/**
 * The waistband under a top edge that rises to the centre (the back): the edge (right half,
 * side to centre) across both halves and the same edge `width` mm lower, its ends out on the
 * side seams (`side`, rising), as one CCW ring.
 */
function risingBand(top: Pt[], side: Pt[], width: number): Pt[] {
  const edge = chain(top, reversed(mirrorX(top)));
  const bottom = reversed(edge).map(([x, y]): Pt => [x, y - width]);
  const seamX = sideXAt(side, bottom[0]![1]);
  bottom[0] = [-seamX, bottom[0]![1]];
  bottom[bottom.length - 1] = [seamX, bottom[bottom.length - 1]![1]];
  return chain(bottom, edge);
}

function zones(
  p: BottomParams,
  panel: string,
  { ring: r, side, top }: { ring: Pt[]; side: Pt[]; top: Pt[] },
  waistY: number,
): GarmentZoneTemplate[] {
  const out: GarmentZoneTemplate[] = [zone(`${panel}-body`, panel, r, 0)];
  if (p.sidePanel > 0) {
    const below = side.filter(([, y]) => y <= p.length - p.waistband - 1);
    const inner = offsetPolyline(below, p.sidePanel);
    let strip = chain(below, reversed(inner));
    strip = clipHalfPlane(strip, 0, 1, 0);
    out.push(zone(`${panel}-side-left`, panel, strip, 1));
    out.push(zone(`${panel}-side-right`, panel, mirrorRing(strip), 1));
  }
  if (p.pockets && panel === 'front') {
    const opening = pocketOpening(p, side, waistY);
    out.push(zone('front-pocket-left', panel, opening, 2));
    out.push(zone('front-pocket-right', panel, mirrorRing(opening), 2));
  }
  if (p.waistband > 0) {
    out.push(
      zone(
        `${panel}-waistband`,
        panel,
        waistY === p.length ? clipHalfPlane(r, 0, 1, waistY - p.waistband) : risingBand(top, side, p.waistband),
        2,
      ),
    );
  }
  if (p.hemBand > 0) {
    // One band per leg: cut the leg off first so the band is a single simple ring.
    const leftLeg = clipHalfPlane(clipHalfPlane(r, 1, 0, 0), 0, -1, -p.hemBand);
    out.push(zone(`${panel}-hem-left`, panel, leftLeg, 2));
    out.push(zone(`${panel}-hem-right`, panel, mirrorRing(leftLeg), 2));
  }
  return out;
}

/** Builds a bottoms template (C2). Locations: `bottom-locations.ts` (left-hip, left-leg, right-leg, back-waist). */
export function buildBottom(p: BottomParams): GarmentTemplate {
  const backWaist = p.length + p.backRiseExtra;
  const front = ring(p, p.length);
  const back = ring(p, backWaist);
  const cloth: Omit<GarmentTemplate, 'locations'> = {
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
    zones: [...zones(p, 'front', front, p.length), ...zones(p, 'back', back, backWaist)],
  };
  return { ...cloth, locations: bottomLocations(p, cloth) };
}
