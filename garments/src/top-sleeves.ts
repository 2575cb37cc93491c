/**
 * The sleeves of a top (C2): the flat sleeve pattern (cap curve, cuff), the two tubes set on
 * the shoulder points and their zones (body, side panel under the arm, cuff band). mm and
 * degrees; the top builder (`tops.ts`) places them.
 */
import { chain, clipHalfPlane, eulerXYZFromYThenZ, flat, line, mirrorRing, zone, type Pt } from './geometry.js';
import type { View } from '@tas/rules';
import type { GarmentPanelTemplate, GarmentZoneTemplate } from './types.js';

/** Sleeve of a top, mm and degrees. */
export interface SleeveParams {
  /** Length along the top of the sleeve, from the cap to the cuff. */
  length: number;
  /** Circumference at the armhole (the flat pattern's widest width). */
  capCircumference: number;
  /** Circumference at the cuff. */
  cuffCircumference: number;
  /** Height of the sleeve cap curve; with the angle it decides how the sleeve meets the body. */
  capHeight: number;
  /** Angle of the sleeve from vertical, degrees. */
  angle: number;
  /** Width of the cuff band (colour 2), 0 for none. */
  cuffBand: number;
}

/** Outline of a sleeve pattern: cuff at y = 0, cap curve on top, x = 0 the outer middle. */
export function sleeveOutline(s: SleeveParams): Pt[] {
  const hc = s.capCircumference / 2;
  const hcuff = s.cuffCircumference / 2;
  const base = s.length - s.capHeight;
  const cap: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const x = hc - (2 * hc * i) / 24;
    const t = x / hc;
    cap.push([x, base + (s.capHeight * (Math.cos(Math.PI * t) + 1)) / 2]);
  }
  return chain(
    line([-hcuff, 0], [hcuff, 0], 4),
    line([hcuff, 0], [hc, base], 6),
    cap,
    line([-hc, base], [-hcuff, 0], 6),
  );
}

/** Where a top's sleeves are set: its shoulder points (mm), as the top builder has them. */
export interface SleeveSetting {
  /** Distance of the shoulder point from the centre line. */
  shoulderHalfWidth: number;
  /** How far the shoulder point lies below the neck side point. */
  shoulderDrop: number;
  /** Length from the hem to the neck side point. */
  length: number;
}

/** The two sleeve tubes of a top, their caps on the shoulder points, tilted `angle` out. */
export function sleevePanels(p: SleeveSetting, s: SleeveParams): GarmentPanelTemplate[] {
  const outline = flat(sleeveOutline(s));
  const tilt = (s.angle * Math.PI) / 180;
  // A tube panel's origin is the top of its cap: put it on the shoulder point. The rotation
  // turns the tube to face sideways, then tilts its axis `angle` degrees out from vertical.
  const make = (name: string, facing: View, sign: 1 | -1): GarmentPanelTemplate => ({
    name,
    outline,
    facing,
    position: [sign * p.shoulderHalfWidth, p.length - p.shoulderDrop, 0],
    rotation: eulerXYZFromYThenZ((sign * Math.PI) / 2, sign * tilt).map((v) => Math.round(v * 1e6) / 1e6) as [
      number,
      number,
      number,
    ],
    inflate: 8,
  });
  return [make('leftSleeve', 'LEFT', 1), make('rightSleeve', 'RIGHT', -1)];
}

/**
 * The zones of both sleeves: the body, the top's side panel carried on under the arm
 * (`sidePanel` mm wide on the body; 0 for none) and the cuff band.
 */
export function sleeveZones(s: SleeveParams, p: { sidePanel: number }): GarmentZoneTemplate[] {
  const ring = sleeveOutline(s);
  const zones: GarmentZoneTemplate[] = [];
  for (const panel of ['leftSleeve', 'rightSleeve']) {
    zones.push(zone(`${panel}-body`, panel, ring, 0));
    if (p.sidePanel > 0) {
      // The side panel carries on under the arm, split by the underarm seam.
      const hc = s.capCircumference / 2;
      const hcuff = s.cuffCircumference / 2;
      const base = s.length - s.capHeight;
      const dx = hc - hcuff;
      const len = Math.hypot(dx, base);
      const nx = base / len;
      const ny = -dx / len;
      const w = p.sidePanel * 0.8;
      const right = clipHalfPlane(ring, nx, ny, nx * hcuff - w);
      zones.push(zone(`${panel}-side-a`, panel, clipHalfPlane(right, 0, -1, -base - 10), 1));
      zones.push(zone(`${panel}-side-b`, panel, mirrorRing(clipHalfPlane(right, 0, -1, -base - 10)), 1));
    }
    if (s.cuffBand > 0) {
      zones.push(zone(`${panel}-cuff`, panel, clipHalfPlane(ring, 0, -1, -s.cuffBand), 2));
    }
  }
  return zones;
}
