import {
  bezier,
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
import { hoodFrontZones, hoodPanel } from './top-hood.js';
import { topLocations } from './top-locations.js';
import { sleevePanels, sleeveZones } from './top-sleeves.js';
import { frontTrimZones, standCollar } from './top-trims.js';
import type { GarmentPanelTemplate, GarmentTemplate, GarmentZoneTemplate } from './types.js';
import type { TopParams } from './top-params.js';

export type { SleeveParams } from './top-sleeves.js';
export type { TopParams } from './top-params.js';

/** Right half of a body outline from the hem centre to the neck centre (CCW order). */
function bodyHalf(p: TopParams, neckDepth: number): { half: Pt[]; neck: Pt[]; armhole: Pt[] } {
  const hw = p.width / 2;
  const underarm: Pt = [hw, p.length - p.armholeDepth];
  const shoulder: Pt = [p.shoulderHalfWidth, p.length - p.shoulderDrop];
  const neckSide: Pt = [p.neckHalfWidth, p.length];
  const neckCentre: Pt = [0, p.length - neckDepth];
  // With sleeves the armhole runs almost straight from the shoulder point to the underarm,
  // bowing out a little so the body tucks under the flattened sleeve cap; without sleeves it
  // is scooped like a tank top's.
  const armDrop = shoulder[1] - underarm[1];
  const armhole = p.sleeve
    ? bezier(
        underarm,
        [underarm[0] + 6, underarm[1] + armDrop * 0.33],
        [shoulder[0] + 14, shoulder[1] - armDrop * 0.33],
        shoulder,
        10,
      )
    : bezier(
        underarm,
        [shoulder[0] + (hw - shoulder[0]) * 0.25, underarm[1] + armDrop * 0.08],
        [shoulder[0], shoulder[1] - armDrop * 0.5],
        shoulder,
        10,
      );
  const neck =
    p.neckline === 'v'
      ? line(neckSide, neckCentre, 6)
      : bezier(
          neckSide,
          [neckSide[0], neckSide[1] - neckDepth * 0.6],
          [neckSide[0] * 0.55, neckCentre[1]],
          neckCentre,
          12,
        );
  const half = chain(line([0, 0], [hw, 0], 4), line([hw, 0], underarm, 6), armhole, line(shoulder, neckSide, 4), neck);
  return { half, neck, armhole };
}

function fullRing(half: Pt[]): Pt[] {
  return chain(half, reversed(mirrorX(half)));
}

/** The neck band: the neckline (both halves) and its offset into the panel, cut at the shoulders. */
function neckBand(p: TopParams, neckRight: Pt[], width: number): Pt[] {
  const neck = chain(neckRight, reversed(mirrorX(neckRight)));
  const inner = offsetPolyline(neck, width);
  let band = chain(neck, reversed(inner));
  // Keep below both shoulder lines (normal pointing down into the panel).
  const nx = -p.shoulderDrop;
  const ny = -(p.shoulderHalfWidth - p.neckHalfWidth);
  band = clipHalfPlane(band, nx, ny, nx * p.neckHalfWidth + ny * p.length - 0.01);
  band = clipHalfPlane(band, -nx, ny, -nx * -p.neckHalfWidth + ny * p.length - 0.01);
  return band;
}

function bodyZones(p: TopParams, panel: string, ring: Pt[], neckRight: Pt[], armhole: Pt[]): GarmentZoneTemplate[] {
  const zones: GarmentZoneTemplate[] = [zone(`${panel}-body`, panel, ring, 0)];
  const hw = p.width / 2;
  const underarmY = p.length - p.armholeDepth;
  if (p.sidePanel > 0) {
    // A side panel from the hem up to the underarm, cut on a slant so it reads as a sewn panel.
    let side = clipHalfPlane(ring, 1, 0, hw - p.sidePanel);
    side = clipHalfPlane(side, p.sidePanel * 0.6, -p.sidePanel, p.sidePanel * 0.6 * hw - p.sidePanel * underarmY);
    zones.push(zone(`${panel}-side-left`, panel, side, 1));
    zones.push(zone(`${panel}-side-right`, panel, mirrorRing(side), 1));
  }
  if (p.yoke > 0) {
    const yoke = clipHalfPlane(ring, 0, 1, p.length - p.yoke);
    zones.push(zone(`${panel}-yoke`, panel, yoke, 1));
  }
  if (p.hemBand > 0) {
    zones.push(zone(`${panel}-waistband`, panel, clipHalfPlane(ring, 0, -1, -p.hemBand), 2));
  }
  if (p.collarBand > 0) {
    zones.push(zone(`${panel}-collar`, panel, neckBand(p, neckRight, p.collarBand), 2));
  }
  if (!p.sleeve && p.collarBand > 0) {
    // Sleeveless: the armholes get the same rib as the neck.
    const band = chain(armhole, reversed(offsetPolyline(armhole, p.collarBand * 0.9)));
    zones.push(zone(`${panel}-armhole-left`, panel, band, 2));
    zones.push(zone(`${panel}-armhole-right`, panel, mirrorRing(band), 2));
  }
  return zones;
}

/**
 * Builds a top template (jerseys, tees, hoodie, polo) from its parameters (C2). Locations:
 * front-chest, left-chest, front-number, spiritwear's front-sub-mascot, back-name, back-number
 * and, with sleeves, left-sleeve and right-sleeve.
 */
export function buildTop(p: TopParams): GarmentTemplate {
  const front = bodyHalf(p, p.frontNeckDepth);
  const back = bodyHalf(p, p.backNeckDepth);
  const frontRing = fullRing(front.half);
  const backRing = fullRing(back.half);
  const panels: GarmentPanelTemplate[] = [
    {
      name: 'front',
      outline: flat(frontRing),
      facing: 'FRONT',
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      inflate: p.frontInflate,
    },
    {
      name: 'back',
      outline: flat(backRing),
      facing: 'BACK',
      position: [0, 0, 0],
      rotation: [0, Math.PI, 0],
      inflate: p.backInflate,
    },
  ];
  const zones: GarmentZoneTemplate[] = [
    ...bodyZones(p, 'front', frontRing, front.neck, front.armhole),
    ...bodyZones(p, 'back', backRing, back.neck, back.armhole),
  ];

  zones.push(
    ...frontTrimZones({
      neckY: p.length - p.frontNeckDepth,
      neckline: front.neck,
      shoulder: [p.shoulderHalfWidth, p.length - p.shoulderDrop],
      hemBand: p.hemBand,
      collarBand: p.collarBand,
      placket: p.placket,
      zip: p.zip,
      pocket: p.pocket,
      foldDownCollar: p.foldDownCollar,
    }),
  );
  if (p.standCollar) {
    const collar = standCollar(p.standCollar, p.length - p.backNeckDepth, p.backInflate);
    panels.push(collar.panel);
    zones.push(...collar.zones);
  }
  if (p.hood) {
    const hood = hoodPanel(p);
    panels.push(hood.panel);
    zones.push(zone('hood-body', 'hood', hood.ring, 0));
    zones.push(zone('hood-lining-edge', 'hood', clipHalfPlane(hood.ring, 0, 1, 310 - 24), 2));
    zones.push(...hoodFrontZones(p, front.neck));
  }
  if (p.sleeve) {
    panels.push(...sleevePanels(p, p.sleeve));
    zones.push(...sleeveZones(p.sleeve, p));
  }

  const locations = topLocations(p, { panels, zones });
  return { id: p.id, name: p.name, panels, zones, locations };
}
