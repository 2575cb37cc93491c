/**
 * Small 2D helpers for authoring garment templates (C2) and for checking them. Points are
 * [x, y] in millimetres, y up; polygons are open rings (the last point is not repeated).
 */
import type { GarmentZoneTemplate } from './types.js';

export type Pt = [number, number];

const round = (v: number): number => Math.round(v * 100) / 100;

/** Flattens points to the `[x0, y0, x1, y1, ...]` form of the GraphQL outlines, rounded to 0.01 mm. */
export function flat(points: Pt[]): number[] {
  const out: number[] = [];
  for (const [x, y] of points) out.push(round(x), round(y));
  return out;
}

/** Inverse of `flat`. */
export function unflat(values: number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) out.push([values[i]!, values[i + 1]!]);
  return out;
}

/** Cubic Bezier from p0 to p3 sampled into `n` segments (n + 1 points, both ends included). */
export function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) ** 3;
    const b = 3 * (1 - t) ** 2 * t;
    const c = 3 * (1 - t) * t * t;
    const d = t ** 3;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

/** Straight segment from a to b split into `n` pieces (n + 1 points). */
export function line(a: Pt, b: Pt, n = 1): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return out;
}

/** Joins polylines end to start, dropping points closer than 0.01 mm to the previous one. */
export function chain(...parts: Pt[][]): Pt[] {
  const out: Pt[] = [];
  for (const part of parts) {
    for (const p of part) {
      const last = out[out.length - 1];
      if (last && Math.hypot(last[0] - p[0], last[1] - p[1]) < 0.01) continue;
      out.push([p[0], p[1]]);
    }
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && Math.hypot(first[0] - last[0], first[1] - last[1]) < 0.01) out.pop();
  return out;
}

/** The polyline reversed (a copy). */
export function reversed(points: Pt[]): Pt[] {
  return points.slice().reverse();
}

/** Mirrors points across x = 0 (a copy, order kept). */
export function mirrorX(points: Pt[]): Pt[] {
  return points.map(([x, y]) => [-x, y]);
}

/**
 * Offsets an open polyline sideways by `distance` mm to its left (positive) or right (negative),
 * with mitred joins (mitre capped at 3x) so bands along V-necks keep their width.
 */
export function offsetPolyline(points: Pt[], distance: number): Pt[] {
  const n = points.length;
  const normals: Pt[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    normals.push([-(b[1] - a[1]) / len, (b[0] - a[0]) / len]);
  }
  return points.map((p, i) => {
    const n0 = normals[Math.max(0, i - 1)]!;
    const n1 = normals[Math.min(normals.length - 1, i)]!;
    let mx = n0[0] + n1[0];
    let my = n0[1] + n1[1];
    const ml = Math.hypot(mx, my) || 1;
    mx /= ml;
    my /= ml;
    const cos = mx * n1[0] + my * n1[1];
    const scale = distance / Math.max(cos, 1 / 3);
    return [p[0] + mx * scale, p[1] + my * scale];
  });
}

/** Axis-aligned rectangle centred at cx, cy as a CCW ring. */
export function rect(cx: number, cy: number, width: number, height: number): Pt[] {
  const hw = width / 2;
  const hh = height / 2;
  return [
    [cx - hw, cy - hh],
    [cx + hw, cy - hh],
    [cx + hw, cy + hh],
    [cx - hw, cy + hh],
  ];
}

/** Circle centred at cx, cy as a CCW ring of `n` points. */
export function circle(cx: number, cy: number, radius: number, n = 16): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
  }
  return out;
}

/** Signed area in mm² (positive when counter-clockwise). */
export function signedArea(points: Pt[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/** Distance from p to the segment a-b, mm. */
export function segmentDistance(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + dx * t), p[1] - (a[1] + dy * t));
}

/** Distance from p to the ring's outline, mm. */
export function outlineDistance(p: Pt, ring: Pt[]): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i++)
    best = Math.min(best, segmentDistance(p, ring[i]!, ring[(i + 1) % ring.length]!));
  return best;
}

/** Even-odd point-in-polygon test (points on the outline may go either way). */
export function containsPoint(ring: Pt[], p: Pt): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** True when the open segments a-b and c-d cross at a single interior point of both. */
export function segmentsCross(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const o = (p: Pt, q: Pt, r: Pt): number => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  const eps = 1e-9;
  return ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps));
}

/** True when no two non-adjacent edges of the ring cross or touch. */
export function isSimple(ring: Pt[]): boolean {
  const n = ring.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const c = ring[j]!;
      const d = ring[(j + 1) % n]!;
      if (segmentsCross(a, b, c, d)) return false;
      if (segmentDistance(c, a, b) < 1e-6 || segmentDistance(a, c, d) < 1e-6) return false;
    }
  }
  return true;
}

/**
 * True when `inner` lies inside `outer`, points within `tolerance` mm of the outline counting
 * as inside (zones and bands that run along a seam share it).
 */
export function ringInside(inner: Pt[], outer: Pt[], tolerance = 0.5): boolean {
  for (const p of inner) {
    if (!containsPoint(outer, p) && outlineDistance(p, outer) > tolerance) return false;
  }
  for (let i = 0; i < inner.length; i++) {
    const a = inner[i]!;
    const b = inner[(i + 1) % inner.length]!;
    const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (!containsPoint(outer, mid) && outlineDistance(mid, outer) > tolerance) return false;
    for (let j = 0; j < outer.length; j++) {
      const c = outer[j]!;
      const d = outer[(j + 1) % outer.length]!;
      if (segmentsCross(a, b, c, d) && outlineDistance(a, outer) > tolerance && outlineDistance(b, outer) > tolerance) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Euler angles (radians, order XYZ as three.js uses) of the rotation `Rz(z) · Ry(y)`, i.e. turn
 * about y first, then about z. Sleeves use it: face sideways, then tilt down.
 */
export function eulerXYZFromYThenZ(y: number, z: number): [number, number, number] {
  const cy = Math.cos(y);
  const sy = Math.sin(y);
  const cz = Math.cos(z);
  const sz = Math.sin(z);
  // M = Rz · Ry
  const m11 = cz * cy;
  const m12 = -sz;
  const m13 = cz * sy;
  const m23 = sz * sy;
  const m33 = cy;
  const m22 = cz;
  const m32 = 0;
  const ey = Math.asin(Math.max(-1, Math.min(1, m13)));
  if (Math.abs(m13) < 0.9999999) return [Math.atan2(-m23, m33), ey, Math.atan2(-m12, m11)];
  return [Math.atan2(m32, m22), ey, 0];
}

/** Applies `Rz(z) · Ry(y)` to a vector (mm). */
export function rotateYThenZ(v: [number, number, number], y: number, z: number): [number, number, number] {
  const [x0, y0, z0] = v;
  const x1 = x0 * Math.cos(y) + z0 * Math.sin(y);
  const z1 = -x0 * Math.sin(y) + z0 * Math.cos(y);
  return [x1 * Math.cos(z) - y0 * Math.sin(z), x1 * Math.sin(z) + y0 * Math.cos(z), z1];
}

/**
 * Clips a ring to the half-plane `nx·x + ny·y >= c` (Sutherland-Hodgman). Used to cut zones
 * (side panels, yokes, bands) out of a panel outline so they follow its edges exactly.
 */
export function clipHalfPlane(ring: Pt[], nx: number, ny: number, c: number): Pt[] {
  const out: Pt[] = [];
  const side = (p: Pt): number => nx * p[0] + ny * p[1] - c;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const sa = side(a);
    const sb = side(b);
    if (sa >= 0) out.push(a);
    if (sa >= 0 !== sb >= 0) {
      const t = sa / (sa - sb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return chain(out);
}

/** Mirrors a CCW ring across x = 0 and keeps it CCW. */
export function mirrorRing(ring: Pt[]): Pt[] {
  return reversed(mirrorX(ring));
}

/** A colour zone of `panel` (C1, C2): the ring `outline` (mm) flattened, filled with team colour `colorIndex`. */
export function zone(name: string, panel: string, outline: Pt[], colorIndex: number): GarmentZoneTemplate {
  return { name, panel, outline: flat(outline), colorIndex };
}
