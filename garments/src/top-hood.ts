/**
 * A hoodie's hood (C2): the panel lying down the back and what the front shows of it, its two
 * front edges with their lining framing the neckline and the drawstrings. mm, the top builder's
 * coordinates (`tops.ts`).
 */
import {
  bezier,
  chain,
  clipHalfPlane,
  flat,
  line,
  mirrorRing,
  mirrorX,
  offsetPolyline,
  rect,
  reversed,
  zone,
  type Pt,
} from './geometry.js';
import type { GarmentPanelTemplate, GarmentZoneTemplate } from './types.js';

/** What the hood needs of its top (the top builder's parameters of the same names), mm. */
export interface HoodTop {
  length: number;
  neckHalfWidth: number;
  frontNeckDepth: number;
  shoulderHalfWidth: number;
  shoulderDrop: number;
  backInflate: number;
}

/** A hood lying down the back (hoodie): a cushion panel hung from the back neck. */
export function hoodPanel(p: HoodTop): { panel: GarmentPanelTemplate; ring: Pt[] } {
  const half = chain(
    bezier([0, 0], [120, 0], [175, 60], [185, 170], 10),
    bezier([185, 170], [190, 220], [190, 250], [175, 280], 6),
    bezier([175, 280], [160, 300], [90, 310], [0, 310], 8),
  );
  const ring = chain(half, reversed(mirrorX(half)));
  // Tilted so the top edge stands at the neck and the bottom rests on the upper back.
  const tilt = 0.3;
  return {
    ring,
    panel: {
      name: 'hood',
      outline: flat(ring),
      facing: 'BACK',
      position: [0, p.length - 255, -(p.backInflate + 6)],
      rotation: [tilt, Math.PI, 0],
      inflate: 38,
    },
  };
}

/** Width of a hood's front edge lying round the neckline, and of its lining showing inside it, mm. */
const HOOD_EDGE = 46;
const HOOD_LINING = 13;

/**
 * What the front shows of a hood lying back (as a product photo has it): its two front edges
 * framing the neckline, each a band of the hood's cloth from the neck side point down round the
 * neckline and a little past the centre front, where the wearer's left edge laps over the
 * right; the lining (colour 2) showing along their inner edge; the drawstrings hanging from
 * eyelets in the bands. Zones of the front panel, mm; `neckRight` the neckline's right half.
 */
export function hoodFrontZones(p: HoodTop, neckRight: Pt[]): GarmentZoneTemplate[] {
  const neckY = p.length - p.frontNeckDepth;
  // The edge runs on a little past the centre line, so the left one laps over the right.
  const edge = chain(neckRight, line([0, neckY], [-14, neckY - 5], 2));
  const band = (width: number): Pt[] => {
    let ring = chain(edge, reversed(offsetPolyline(edge, width)));
    // Keep below the shoulder line (normal pointing down into the panel).
    const nx = -p.shoulderDrop;
    const ny = -(p.shoulderHalfWidth - p.neckHalfWidth);
    ring = clipHalfPlane(ring, nx, ny, nx * p.neckHalfWidth + ny * p.length - 0.01);
    return ring;
  };
  const edgeLeft = band(HOOD_EDGE);
  const liningLeft = band(HOOD_LINING);
  const zones: GarmentZoneTemplate[] = [
    // The right edge lies under the left: drawn first.
    zone('front-hood-edge-right', 'front', mirrorRing(edgeLeft), 0),
    zone('front-hood-lining-right', 'front', mirrorRing(liningLeft), 2),
    zone('front-hood-edge-left', 'front', edgeLeft, 0),
    zone('front-hood-lining-left', 'front', liningLeft, 2),
  ];
  for (const x of [-34, 34]) {
    // From an eyelet in the edge band, just under the neckline's lowest point.
    zones.push(zone(`front-drawstring-${x < 0 ? 'right' : 'left'}`, 'front', rect(x, neckY - 8 - 68, 8, 136), 2));
  }
  return zones;
}
