/**
 * The front flat of a garment (product thumbnails): the technical drawing
 * a catalogue shows beside a style, made from the template's panels without draping. Front
 * panels lie as cut; a sleeve (a panel facing LEFT or RIGHT) is folded flat, half its
 * circumference wide, its cap at the shoulder point (the panel's position) and swung down and
 * out at its hang angle (the panel's rotation about y); a hood (a back panel named `hood`) shows
 * behind the neck. Other back panels are hidden by the front.
 *
 * Units: mm, y up, x to the garment's left as seen from the front (the panel coordinates).
 */
import type { View } from './types.js';

/** What the flat reads of a panel (a template's, or the GraphQL `GarmentPanel`). */
export interface FlatPanel {
  name: string;
  outline: readonly number[];
  facing: View | `${View}`;
  /** Translation x,y,z in mm. */
  position: readonly number[];
  /** Rotation about x,y,z in radians. */
  rotation: readonly number[];
}

/** One shape of the flat: a panel's outline as seen from the front. */
export interface FlatShape {
  /** The panel's name (`front`, `leftSleeve`, `hood` ...). */
  panel: string;
  /** Closed outline as flat x,y pairs in mm (y up). */
  outline: number[];
  /** Drawn before (under) the front panels: sleeves and the hood. */
  behind: boolean;
}

/**
 * A sleeve folded flat: its cap (the curved top, at the outline's greatest y) at the shoulder,
 * its hem (y = 0) out along the hang angle. Maps any points of the panel (`points`, flat x,y
 * pairs in the panel's coordinates: its outline, its zones).
 */
function foldedSleeve(panel: FlatPanel, points: readonly number[]): number[] {
  let capY = 0;
  for (let i = 1; i < panel.outline.length; i += 2) capY = Math.max(capY, panel.outline[i]!);
  const side = panel.facing === 'LEFT' ? 1 : -1;
  const hang = Math.abs(panel.rotation[1] ?? 0);
  const along = [side * Math.cos(hang), -Math.sin(hang)];
  const across = [-along[1]!, along[0]!];
  const sx = panel.position[0] ?? 0;
  const sy = panel.position[1] ?? 0;
  const out: number[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    const u = points[i]! / 2;
    const v = capY - points[i + 1]!;
    out.push(sx + along[0]! * v + across[0]! * u, sy + along[1]! * v + across[1]! * u);
  }
  return out;
}

/** A back panel seen from the front: mirrored in x, lifted by its position, tilt ignored. */
function seenFromFront(panel: FlatPanel, points: readonly number[]): number[] {
  const px = panel.position[0] ?? 0;
  const py = panel.position[1] ?? 0;
  const tilt = Math.cos(panel.rotation[0] ?? 0);
  const out: number[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    out.push(px - points[i]!, py + points[i + 1]! * tilt);
  }
  return out;
}

/**
 * Points of a panel (flat x,y pairs in its coordinates, mm: its outline or a zone's) where the
 * front flat draws them: a front panel's as they are, a sleeve's folded, a hood's seen from the
 * front; null for a panel the flat leaves out (other back panels).
 */
export function toFrontFlat(panel: FlatPanel, points: readonly number[]): number[] | null {
  if (panel.facing === 'LEFT' || panel.facing === 'RIGHT') return foldedSleeve(panel, points);
  if (panel.facing === 'FRONT') return [...points];
  if (panel.name === 'hood') return seenFromFront(panel, points);
  return null;
}

/**
 * The shapes of a template's front flat, in drawing order (behind first). A template without
 * a FRONT panel answers its back panels instead (none of the seed's lacks one).
 */
export function frontFlat(template: { panels: readonly FlatPanel[] }): FlatShape[] {
  const behind: FlatShape[] = [];
  const front: FlatShape[] = [];
  for (const panel of template.panels) {
    const outline = toFrontFlat(panel, panel.outline);
    if (!outline) continue;
    if (panel.facing === 'FRONT') front.push({ panel: panel.name, outline, behind: false });
    else behind.push({ panel: panel.name, outline, behind: true });
  }
  return [...behind, ...front];
}

/** The bounding box of shapes, mm: [minX, minY, maxX, maxY]. */
export function flatBounds(shapes: readonly FlatShape[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of shapes) {
    for (let i = 0; i + 1 < s.outline.length; i += 2) {
      minX = Math.min(minX, s.outline[i]!);
      maxX = Math.max(maxX, s.outline[i]!);
      minY = Math.min(minY, s.outline[i + 1]!);
      maxY = Math.max(maxY, s.outline[i + 1]!);
    }
  }
  return [minX, minY, maxX, maxY];
}
