/**
 * 2D polygon helpers of the garment generator (C2). Points are [x, y] in millimetres, y up;
 * rings are open (the first point is not repeated).
 */
export type Vec2 = [number, number];

/** `[x0, y0, x1, y1, ...]` → points. */
export function toPoints(flat: readonly number[]): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

/** Signed area, mm² (positive when counter-clockwise). */
export function signedArea(ring: readonly Vec2[]): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/** The ring counter-clockwise, without a repeated closing point or zero-length edges. */
export function normalizeRing(ring: readonly Vec2[]): Vec2[] {
  const out: Vec2[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(last[0] - p[0], last[1] - p[1]) > 1e-6) out.push([p[0], p[1]]);
  }
  while (out.length > 2) {
    const first = out[0]!;
    const last = out[out.length - 1]!;
    if (Math.hypot(first[0] - last[0], first[1] - last[1]) > 1e-6) break;
    out.pop();
  }
  return signedArea(out) < 0 ? out.reverse() : out;
}

/** Splits every edge longer than `step` mm into equal pieces; original corners are kept. */
export function resampleRing(ring: readonly Vec2[], step: number): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

export interface Bounds2 {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function bounds(ring: readonly Vec2[]): Bounds2 {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

/** Even-odd point-in-polygon test. */
export function containsPoint(ring: readonly Vec2[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Distance from (x, y) to the segment a-b, mm. */
export function segmentDistance(x: number, y: number, a: Vec2, b: Vec2): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2));
  return Math.hypot(x - (a[0] + dx * t), y - (a[1] + dy * t));
}

/** Distance from (x, y) to the nearest of the given edges (pairs of points), mm. */
export function edgesDistance(x: number, y: number, edges: readonly (readonly [Vec2, Vec2])[]): number {
  let best = Infinity;
  for (const [a, b] of edges) {
    const d = segmentDistance(x, y, a, b);
    if (d < best) best = d;
  }
  return best;
}

/** X coordinates where the horizontal line at `y` crosses the ring, sorted. */
export function crossingsAtY(ring: readonly Vec2[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (a[1] > y !== b[1] > y) xs.push(a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]));
  }
  return xs.sort((p, q) => p - q);
}

/** Y coordinates where the vertical line at `x` crosses the ring, sorted. */
export function crossingsAtX(ring: readonly Vec2[], x: number): number[] {
  const ys: number[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (a[0] > x !== b[0] > x) ys.push(a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]));
  }
  return ys.sort((p, q) => p - q);
}
