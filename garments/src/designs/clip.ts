/**
 * Clipping of design zones to their panel (C1): convex shapes cut directly, anything else
 * through polygon-clipping; slivers dropped, outlines rounded to 0.01 mm.
 */
import polygonClipping from 'polygon-clipping';
import {
  clipHalfPlane,
  containsPoint,
  flat,
  isSimple,
  segmentDistance,
  segmentsCross,
  signedArea,
  unflat,
} from '../geometry.js';
import type { Pt } from '../geometry.js';
import { boxOf, ccw, type Box } from './panels.js';

// Clipping

export const MIN_AREA = 1; // mm²: slivers smaller than this are dropped.

/** A panel outline prepared for many clips: its ring, bounding box and edges. */
export interface ClipPanel {
  ring: Pt[];
  box: Box;
  edges: [Pt, Pt, Box][];
}

export function clipPanel(ring: Pt[]): ClipPanel {
  const edges = ring.map((a, i): [Pt, Pt, Box] => {
    const b = ring[(i + 1) % ring.length]!;
    return [a, b, boxOf([a, b])];
  });
  return { ring, box: boxOf(ring), edges };
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** True when the ring lies strictly inside the panel: its points inside, no edge meeting the outline. */
export function strictlyInside(ring: Pt[], panel: ClipPanel): boolean {
  const box = boxOf(ring);
  if (
    box.minX <= panel.box.minX ||
    box.maxX >= panel.box.maxX ||
    box.minY <= panel.box.minY ||
    box.maxY >= panel.box.maxY
  )
    return false;
  const near = panel.edges.filter((e) => overlaps(e[2], box));
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    for (const [c, d] of near)
      if (segmentsCross(a, b, c, d) || segmentDistance(c, a, b) < 0.01 || segmentDistance(a, c, d) < 0.01) return false;
  }
  return containsPoint(panel.ring, ring[0]!);
}

export function isConvex(ring: Pt[]): boolean {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const c = ring[(i + 2) % ring.length]!;
    if ((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) < -1e-9) return false;
  }
  return true;
}

/** True when the ring doubles back on itself at a vertex (the bridge a half-plane cut leaves between two pieces). */
export function hasSpike(ring: Pt[]): boolean {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[(i + ring.length - 1) % ring.length]!;
    const b = ring[i]!;
    const c = ring[(i + 1) % ring.length]!;
    const ux = b[0] - a[0];
    const uy = b[1] - a[1];
    const vx = c[0] - b[0];
    const vy = c[1] - b[1];
    const cross = ux * vy - uy * vx;
    const scale = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    if (scale > 0 && Math.abs(cross) <= 1e-6 * scale && ux * vx + uy * vy < 0) return true;
  }
  return false;
}

/** The parts of `ring` (CCW) inside the panel (CCW rings, none smaller than MIN_AREA). */
export function clipToPanel(ring: Pt[], panel: ClipPanel): Pt[][] {
  if (ring.length < 3 || Math.abs(signedArea(ring)) < MIN_AREA) return [];
  if (ring === panel.ring || strictlyInside(ring, panel)) return [ring];
  if (!overlaps(boxOf(ring), panel.box)) return [];
  if (isConvex(ring)) {
    // Cut the panel by each edge of the convex shape; one simple piece is the answer, anything
    // else (the shape spans two legs, say) goes to the general clipper.
    let piece = panel.ring;
    for (let i = 0; i < ring.length && piece.length >= 3; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      const nx = -(b[1] - a[1]);
      const ny = b[0] - a[0];
      piece = clipHalfPlane(piece, nx, ny, nx * a[0] + ny * a[1]);
    }
    if (piece.length < 3 || signedArea(piece) < MIN_AREA) return [];
    if (!hasSpike(piece) && isSimple(piece)) return [piece];
  }
  const result = polygonClipping.intersection(
    [ring.map(([x, y]) => [x, y] as [number, number])],
    [panel.ring.map(([x, y]) => [x, y] as [number, number])],
  );
  const out: Pt[][] = [];
  for (const polygon of result) {
    const outer = polygon[0];
    if (!outer) continue;
    const pts: Pt[] = outer.slice(0, -1).map(([x, y]) => [x, y]);
    if (pts.length >= 3 && signedArea(pts) >= MIN_AREA) out.push(ccw(pts));
  }
  return out;
}

/** The ring flattened and rounded to 0.01 mm, without the repeated points rounding leaves. */
export function rounded(ring: Pt[]): number[] {
  const pts = unflat(flat(ring));
  const out: Pt[] = [];
  for (const p of pts) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  while (out.length > 1 && out[0]![0] === out[out.length - 1]![0] && out[0]![1] === out[out.length - 1]![1]) out.pop();
  return out.length >= 3 && signedArea(out) >= MIN_AREA ? flat(out) : [];
}
