/**
 * Where a print may lie on a garment (C2, C3): the printable area of each panel and the trims'
 * keep-out zones, read from a template's data, and the check that a decoration location's box
 * lies inside one panel's printable area, clear of every trim. Pure.
 *
 * A print is screen-printed, pressed or sewn on one piece of cloth: it never runs over a
 * placket, zip, pocket, band, collar or a sewn panel's seam, and never off the panel's edge.
 * Every zone of a panel other than its body (`<panel>-body`) is such a piece (trims are colour
 * zones: side panels and yokes are sewn panels, bands and plackets are trims), so a new trim is
 * kept clear of without a rule of its own.
 *
 * Units: mm, panel coordinates (y up), as the template's.
 */
import { clipHalfPlane, signedArea, unflat, type Pt } from './geometry.js';
import type { DecorationLocationTemplate, GarmentTemplate } from './types.js';

/**
 * How far a print's box keeps from a trim or a panel's edge, mm: the seam allowance (about
 * 10 mm) so the press and the needle never run onto the seam.
 */
export const PRINT_CLEARANCE_MM = 10;

/** What a keep-out zone is, by the trade's names. */
export type KeepOutKind = 'placket' | 'zip' | 'pocket' | 'seam' | 'band' | 'collar' | 'drawstring' | 'trim';

/** Keep-out kinds by zone name, first match wins; a zone none matches is a 'trim'. */
const KEEP_OUT_KINDS: readonly (readonly [RegExp, KeepOutKind])[] = [
  [/-(placket|button-\d+)$/, 'placket'],
  [/-zip(-pull)?$/, 'zip'],
  [/-pocket(-left|-right)?$/, 'pocket'],
  [/-(side-(left|right|a|b)|yoke)$/, 'seam'],
  [/-(waistband|hem|hem-left|hem-right|cuff|armhole-left|armhole-right)$/, 'band'],
  [/collar/, 'collar'],
  [/-drawstring-/, 'drawstring'],
];

/** An axis-aligned box, mm. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A trim or sewn panel a print keeps clear of: a zone of the template other than a body. */
export interface KeepOut {
  /** The zone's name, e.g. `front-placket`. */
  zone: string;
  panel: string;
  kind: KeepOutKind;
  /** The zone's outline (CCW, mm). */
  outline: Pt[];
  /** Its bounding box, mm. */
  box: Box;
}

/** Where a print may lie on a panel: the panel's outline, minus {@link PRINT_CLEARANCE_MM} all round. */
export interface PrintableArea {
  panel: string;
  /** The panel's outline (CCW, mm); the clearance is kept by {@link placementProblems}. */
  outline: Pt[];
  clearance: number;
}

const boxOf = (ring: readonly Pt[]): Box => ({
  minX: Math.min(...ring.map((p) => p[0])),
  minY: Math.min(...ring.map((p) => p[1])),
  maxX: Math.max(...ring.map((p) => p[0])),
  maxY: Math.max(...ring.map((p) => p[1])),
});

/** The keep-out zones of a garment, every panel's, in the template's zone order. */
export function keepOuts(garment: Pick<GarmentTemplate, 'zones'>): KeepOut[] {
  return garment.zones
    .filter((z) => z.name !== `${z.panel}-body`)
    .map((z) => {
      const outline = unflat(z.outline);
      const kind = KEEP_OUT_KINDS.find(([pattern]) => pattern.test(z.name))?.[1] ?? 'trim';
      return { zone: z.name, panel: z.panel, kind, outline, box: boxOf(outline) };
    });
}

/** The printable area of every panel of a garment, in panel order. */
export function printableAreas(garment: Pick<GarmentTemplate, 'panels'>): PrintableArea[] {
  return garment.panels.map((p) => ({ panel: p.name, outline: unflat(p.outline), clearance: PRINT_CLEARANCE_MM }));
}

/** The box a location's decoration is drawn in (its centred rectangle), grown by `margin` mm. */
export function locationBox(l: Pick<DecorationLocationTemplate, 'x' | 'y' | 'width' | 'height'>, margin = 0): Box {
  return {
    minX: l.x - l.width / 2 - margin,
    minY: l.y - l.height / 2 - margin,
    maxX: l.x + l.width / 2 + margin,
    maxY: l.y + l.height / 2 + margin,
  };
}

/** Area (mm²) of the part of a ring inside a box: the ring clipped to the box's four sides. */
function areaInside(ring: Pt[], b: Box): number {
  let r = ring;
  r = clipHalfPlane(r, 1, 0, b.minX);
  r = clipHalfPlane(r, -1, 0, -b.maxX);
  r = clipHalfPlane(r, 0, 1, b.minY);
  r = clipHalfPlane(r, 0, -1, -b.maxY);
  return r.length < 3 ? 0 : Math.abs(signedArea(r));
}

/** Overlaps smaller than this (mm²) are rounding: a zone that only touches the box. */
const TOUCH_MM2 = 1;

/** Why a location's box may not be printed where it is. */
export type PlacementProblem =
  | { location: string; problem: 'no-panel'; panel: string }
  | { location: string; problem: 'leaves-panel'; panel: string }
  | { location: string; problem: 'across-seam'; zone: string }
  | { location: string; problem: 'over-trim'; zone: string; kind: KeepOutKind };

type PlacedBox = Pick<DecorationLocationTemplate, 'name' | 'panel' | 'x' | 'y' | 'width' | 'height'>;

const overlapsBox = (a: Box, b: Box): boolean =>
  a.maxX > b.minX && a.minX < b.maxX && a.maxY > b.minY && a.minY < b.maxY;

/**
 * What keeps each of `locations` from being printed (C3). Its box, grown by the clearance, must
 * lie on one piece of cloth: wholly inside a sewn panel (a yoke or side panel, a keep-out of
 * kind 'seam') or inside the panel's printable area off every sewn panel ('leaves-panel',
 * 'across-seam' otherwise), and overlap no other trim ('over-trim'). Empty when every box can
 * be printed. `locations` default to all of the garment's.
 */
export function placementProblems(
  garment: Pick<GarmentTemplate, 'panels' | 'zones' | 'locations'>,
  locations: readonly PlacedBox[] = garment.locations,
): PlacementProblem[] {
  const areas = printableAreas(garment);
  const zones = keepOuts(garment);
  const out: PlacementProblem[] = [];
  for (const l of locations) {
    const area = areas.find((a) => a.panel === l.panel);
    if (!area) {
      out.push({ location: l.name, problem: 'no-panel', panel: l.panel });
      continue;
    }
    const box = locationBox(l, area.clearance);
    const boxArea = (box.maxX - box.minX) * (box.maxY - box.minY);
    const near = zones
      .filter((z) => z.panel === l.panel && overlapsBox(z.box, box))
      .map((z) => ({ z, area: areaInside(z.outline, box) }))
      .filter((o) => o.area > TOUCH_MM2);
    for (const { z } of near.filter((o) => o.z.kind !== 'seam'))
      out.push({ location: l.name, problem: 'over-trim', zone: z.zone, kind: z.kind });
    const pieces = near.filter((o) => o.z.kind === 'seam');
    if (pieces.some((o) => boxArea - o.area <= TOUCH_MM2)) continue;
    for (const { z } of pieces) out.push({ location: l.name, problem: 'across-seam', zone: z.zone });
    if (pieces.length === 0 && boxArea - areaInside(area.outline, box) > TOUCH_MM2)
      out.push({ location: l.name, problem: 'leaves-panel', panel: l.panel });
  }
  return out;
}

/** How {@link fitLocation} may move and shrink a location to place it. */
export interface FitRule {
  /** Moves to try (mm, in the panel's x and y); default [[0, 0]]. */
  moves?: readonly (readonly [number, number])[];
  /** Scales of the width and height to try; default [[1, 1]]. */
  scales?: readonly (readonly [number, number])[];
  /** Which edge stays put when the box shrinks: its centre (default) or its top. */
  anchor?: 'centre' | 'top';
  /**
   * How far (mm) a move may go to keep one percent of the box's area (default 1): the fit
   * takes the candidate of least `distance moved + mmPerPercent x area lost in percent`.
   */
  mmPerPercent?: number;
}

/** Scales from 1 down to `min` in steps of 0.05, the same for width and height. */
export function uniformScales(min: number): [number, number][] {
  const out: [number, number][] = [];
  for (let s = 1; s >= min - 1e-9; s -= 0.05) out.push([s, s]);
  return out;
}

/** Moves of `step` mm in direction (dx, dy), from none up to `max` mm. */
export function movesAlong(dx: number, dy: number, max: number, step = 5): [number, number][] {
  const out: [number, number][] = [];
  for (let d = 0; d <= max + 1e-9; d += step) out.push([dx * d, dy * d]);
  return out;
}

/**
 * The location as close to `wanted` as one piece of cloth allows (C3, a location sized to its
 * panel): the first move and scale of `rule` whose box {@link placementProblems} accepts among
 * `garment`'s panels and zones, sizes rounded to 0.1 mm. Null when none fits.
 */
export function fitLocation<L extends DecorationLocationTemplate>(
  garment: Pick<GarmentTemplate, 'panels' | 'zones'>,
  wanted: L,
  rule: FitRule = {},
): L | null {
  const moves = rule.moves ?? [[0, 0]];
  const scales = rule.scales ?? [[1, 1]];
  const weight = rule.mmPerPercent ?? 1;
  const candidates: { l: L; cost: number }[] = [];
  for (const m of moves)
    for (const sc of scales) {
      const width = round(wanted.width * sc[0]);
      const height = round(wanted.height * sc[1]);
      const top = rule.anchor === 'top' ? wanted.y + wanted.height / 2 - height / 2 : wanted.y;
      const l = { ...wanted, x: round(wanted.x + m[0]), y: round(top + m[1]), width, height };
      candidates.push({ l, cost: Math.hypot(m[0], m[1]) + weight * (1 - sc[0] * sc[1]) * 100 });
    }
  candidates.sort((a, b) => a.cost - b.cost);
  const whole = { ...garment, locations: [] };
  return candidates.find((c) => placementProblems(whole, [c.l]).length === 0)?.l ?? null;
}

const round = (v: number): number => Math.round(v * 10) / 10;
