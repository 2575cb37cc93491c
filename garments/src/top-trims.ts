/**
 * The trims sewn on a top's front panel (C2): a button placket (polo, baseball
 * jerseys), a zip from the neck (quarter-zip) and a kangaroo pocket (hoodie). Pure data: zones
 * in the front panel's coordinates, mm, x = 0 the centre line, y up from the hem. And a stand
 * collar (quarter-zip), a panel of its own.
 */
import { bezier, chain, circle, flat, line, mirrorRing, rect, reversed, zone, type Pt } from './geometry.js';
import type { GarmentPanelTemplate, GarmentZoneTemplate } from './types.js';

/** A button placket down the centre front from the neckline, mm. */
export interface PlacketParams {
  /** From the bottom of the neckline down. */
  length: number;
  /** Width of the placket strip (colour 1). */
  width: number;
  /** Buttons (colour 2), evenly spaced, the first and last 28 mm from the placket's ends. */
  buttons: number;
}

/** A zip down the centre front from the neckline, mm. */
export interface ZipParams {
  /** From the bottom of the collar band down to the zip's end. */
  length: number;
}

/** Width of a stand collar's binding along its top edge, mm. */
const COLLAR_EDGE = 9;

/** A stand collar round the neck (quarter-zip), mm. */
export interface StandCollarParams {
  /** How far it stands above the neckline. */
  height: number;
  /** Its length round the neck, end to end (the two ends meet at the zip). */
  girth: number;
}

/**
 * A stand collar (C2): a band `girth` wide and `height` tall, the panel `collar`
 * (x = 0 the back of the neck, y = 0 its lower edge on the neckline) in the body's colour with a
 * {@link COLLAR_EDGE} mm binding in colour 2 along its top. The drape
 * stands it round the neck with its ends at the centre front, either side of the zip
 * (drape/hung-edges.ts `standCollar`); `neckY` and `backInflate` place it for a view without
 * the drape.
 */
export function standCollar(
  c: StandCollarParams,
  neckY: number,
  backInflate: number,
): { panel: GarmentPanelTemplate; zones: GarmentZoneTemplate[] } {
  const hw = c.girth / 2;
  const along = Math.ceil(c.girth / 10);
  const ring = chain(
    line([-hw, 0], [hw, 0], along),
    line([hw, 0], [hw, c.height], 4),
    line([hw, c.height], [-hw, c.height], along),
    line([-hw, c.height], [-hw, 0], 4),
  );
  return {
    panel: {
      name: 'collar',
      outline: flat(ring),
      facing: 'BACK',
      position: [0, neckY, -(backInflate + 6)],
      rotation: [0, Math.PI, 0],
      inflate: 4,
    },
    zones: [
      zone('collar-body', 'collar', ring, 0),
      zone('collar-edge', 'collar', rect(0, c.height - COLLAR_EDGE / 2, c.girth, COLLAR_EDGE), 2),
    ],
  };
}

/**
 * A fold-down collar (polo): two leaves lying on the chest from the neckline, each out along
 * the shoulder and down to a point beside the placket, mm.
 */
export interface FoldDownCollarParams {
  /** How far the leaf reaches out along the shoulder line past the neck side point. */
  spread: number;
  /** The leaf's point: its distance from the centre line and below the bottom of the neckline. */
  pointX: number;
  pointDepth: number;
}

/** What the front trims need of the top, mm. */
export interface FrontTrims {
  /** Height of the bottom of the front neckline above the hem. */
  neckY: number;
  /** The front neckline's right half (x >= 0), from the neck side point to the centre. */
  neckline: Pt[];
  /** The shoulder line's outer end (the shoulder point), x >= 0. */
  shoulder: Pt;
  /** Height of the hem band (a pocket sits on it). */
  hemBand: number;
  /** Width of the collar band the zip runs through. */
  collarBand: number;
  placket?: PlacketParams;
  zip?: ZipParams;
  pocket?: boolean;
  foldDownCollar?: FoldDownCollarParams;
}

/** Button diameter, mm. */
const BUTTON_RADIUS = 5.5;
/** Width of a zip's tape with its teeth, mm. */
const ZIP_WIDTH = 12;

/**
 * The wearer's left leaf of a fold-down collar (a CCW ring): from its point up to the shoulder
 * line, in along it to the neck side point, then down the neckline to where the leaf's inner
 * edge leaves it and back to the point.
 */
function collarLeaf(t: FrontTrims, c: FoldDownCollarParams): Pt[] {
  const [sideX, sideY] = t.neckline[0]!;
  const [shoulderX, shoulderY] = t.shoulder;
  const along = c.spread / Math.hypot(shoulderX - sideX, shoulderY - sideY);
  // 1.5 mm inside the shoulder line, so the leaf stays on the panel.
  const outer: Pt = [sideX + (shoulderX - sideX) * along, sideY + (shoulderY - sideY) * along - 1.5];
  const tip: Pt = [c.pointX, t.neckY - c.pointDepth];
  const edge = t.neckline.filter(([x]) => x >= c.pointX * 0.5);
  return [tip, outer, ...edge];
}

/**
 * The zones of a top's front trims, in drawing order: placket and its buttons, zip tape and
 * pull, pocket, then a fold-down collar's leaves over the placket's top. A placket with one
 * button has it 28 mm under the neckline.
 */
export function frontTrimZones(t: FrontTrims): GarmentZoneTemplate[] {
  const zones: GarmentZoneTemplate[] = [];
  const frontZone = (name: string, outline: Pt[], colorIndex: number) =>
    zones.push(zone(name, 'front', outline, colorIndex));
  if (t.placket) {
    const { length, width, buttons } = t.placket;
    frontZone('front-placket', rect(0, t.neckY - length / 2, width, length), 1);
    const step = buttons > 1 ? (length - 56) / (buttons - 1) : 0;
    for (let i = 0; i < buttons; i++)
      frontZone(`front-button-${i + 1}`, circle(0, t.neckY - 28 - i * step, BUTTON_RADIUS), 2);
  }
  if (t.zip) {
    // The tape runs from the neckline through the collar band and on down; the pull hangs just
    // under the collar.
    const top = t.neckY - 1;
    const length = t.collarBand + t.zip.length;
    frontZone('front-zip', rect(0, top - length / 2, ZIP_WIDTH, length), 2);
    frontZone('front-zip-pull', rect(0, top - t.collarBand - 20, 14, 34), 1);
  }
  if (t.pocket) {
    const y0 = t.hemBand + 8;
    const pocket = chain(
      line([-175, y0], [175, y0], 4),
      bezier([175, y0], [150, t.hemBand + 120], [130, t.hemBand + 190], [110, t.hemBand + 235], 8),
      line([110, t.hemBand + 235], [-110, t.hemBand + 235], 4),
      bezier([-110, t.hemBand + 235], [-130, t.hemBand + 190], [-150, t.hemBand + 120], [-175, y0], 8),
    );
    frontZone('front-pocket', pocket, 0);
    // The slanted openings: the shade of the pocket's mouth inside each (drawn as a shadow).
    const mouth = chain(
      bezier([175, y0], [150, t.hemBand + 120], [130, t.hemBand + 190], [110, t.hemBand + 235], 8),
      reversed(bezier([153, y0 + 4], [130, t.hemBand + 118], [112, t.hemBand + 186], [91, t.hemBand + 231], 8)),
    );
    frontZone('front-pocket-opening-left', mouth, 0);
    frontZone('front-pocket-opening-right', mirrorRing(mouth), 0);
  }
  if (t.foldDownCollar) {
    const leaf = collarLeaf(t, t.foldDownCollar);
    frontZone('front-collar-leaf-left', leaf, 2);
    frontZone('front-collar-leaf-right', mirrorRing(leaf), 2);
  }
  return zones;
}
