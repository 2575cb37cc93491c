/**
 * Panel geometry of the drape (C2): the panels' roles, rotations, ellipse arcs, chains of outline vertices with
 * their arc-length fractions, outline points at a height, sleeve caps, crotch heights and the
 * wrap of a leg round the body. Pure functions of flat panel outlines (mm).
 */
import { type Vec3 } from './body.js';
import { crossingsAtY, type Vec2 } from './polygon.js';

/** What a panel is to the drape: how it is placed, held and sewn. */
export type PanelRole = 'front' | 'back' | 'sleeve' | 'hood' | 'collar';

/**
 * The role of `panel` among `panels`: a LEFT or RIGHT panel is a sleeve, the FRONT panel the
 * front; of the others the one named `back` (or the only one, when none is) is the back, one
 * named `collar` a stand collar and any other a hood.
 */
export function panelRole(panel: { name: string; facing: string }, panels: readonly { name: string }[]): PanelRole {
  if (panel.facing === 'LEFT' || panel.facing === 'RIGHT') return 'sleeve';
  if (panel.facing === 'FRONT') return 'front';
  if (panel.name === 'back' || !panels.some((p) => p.name === 'back')) return 'back';
  return panel.name === 'collar' ? 'collar' : 'hood';
}

/** Rotation of a vector by Euler angles in the XYZ order (R = Rx·Ry·Rz, as three.js). */
export function rotateXYZ(v: Vec3, [rx, ry, rz]: readonly number[]): Vec3 {
  let [x, y, z] = v;
  let c = Math.cos(rz ?? 0);
  let s = Math.sin(rz ?? 0);
  [x, y] = [x * c - y * s, x * s + y * c];
  c = Math.cos(ry ?? 0);
  s = Math.sin(ry ?? 0);
  [x, z] = [x * c + z * s, -x * s + z * c];
  c = Math.cos(rx ?? 0);
  s = Math.sin(rx ?? 0);
  [y, z] = [y * c - z * s, y * s + z * c];
  return [x, y, z];
}

/** Arc-length parametrised half ellipse from the front centre (0, b) round to (0, -b) via +x. */
export function ellipseArc(a: number, b: number): (s: number) => [number, number] {
  const n = 720;
  const table: number[] = [0];
  let prevX = 0;
  let prevZ = b;
  for (let i = 1; i <= n; i++) {
    const t = (Math.PI * i) / n;
    const x = a * Math.sin(t);
    const z = b * Math.cos(t);
    table.push(table[i - 1]! + Math.hypot(x - prevX, z - prevZ));
    prevX = x;
    prevZ = z;
  }
  return (s) => {
    const sign = s < 0 ? -1 : 1;
    const target = Math.min(Math.abs(s), table[n]!);
    let lo = 0;
    let hi = n;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (table[mid]! < target) lo = mid;
      else hi = mid;
    }
    const span = table[hi]! - table[lo]! || 1;
    const t = ((lo + (target - table[lo]!) / span) * Math.PI) / n;
    return [sign * a * Math.sin(t), b * Math.cos(t)];
  };
}

/** Half the ellipse's perimeter (Ramanujan) for semi-axes a, b. */
export function halfPerimeter(a: number, b: number): number {
  return (Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)))) / 2;
}

export function maxAbsX(ring: Vec2[]): number {
  let m = 0;
  for (const [x] of ring) m = Math.max(m, Math.abs(x));
  return m;
}

/** Outward normal (unit) of the ring edge from vertex k to k + 1 of a CCW ring. */
export function edgeNormal(ring: Vec2[], k: number): Vec2 {
  const a = ring[k]!;
  const b = ring[(k + 1) % ring.length]!;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
}

/** A chain of ring vertices (indices into the ring) with their arc-length fractions, 0..1. */
export interface Chain {
  vertices: number[];
  fractions: number[];
}

export function chainOf(ring: Vec2[], vertices: number[]): Chain {
  const lengths = [0];
  for (let i = 1; i < vertices.length; i++) {
    const a = ring[vertices[i - 1]!]!;
    const b = ring[vertices[i]!]!;
    lengths.push(lengths[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[lengths.length - 1]! || 1;
  return { vertices, fractions: lengths.map((l) => l / total) };
}

/** The point of a chain at fraction f: [vertex a, vertex b, t]. */
export function atFraction(chain: Chain, f: number): [number, number, number] {
  const fr = chain.fractions;
  let k = 0;
  while (k < fr.length - 2 && fr[k + 1]! < f) k++;
  const span = fr[k + 1]! - fr[k]!;
  const t = span <= 0 ? 0 : Math.max(0, Math.min(1, (f - fr[k]!) / span));
  return [chain.vertices[k]!, chain.vertices[k + 1]!, t];
}

/** Ring vertices from `from` to `to` walking forward (CCW), both included. */
export function walk(ringCount: number, from: number, to: number): number[] {
  const out = [from];
  for (let i = from; i !== to;) {
    i = (i + 1) % ringCount;
    out.push(i);
  }
  return out;
}

/** The point on the ring at height y on the side with the given sign of x: [a, b, t]. */
export function ringPointAtY(
  ring: Vec2[],
  y: number,
  sign: number,
  skip: (k: number) => boolean,
): [number, number, number] | null {
  let best: [number, number, number] | null = null;
  let bestX = -Infinity;
  for (let k = 0; k < ring.length; k++) {
    if (skip(k)) continue;
    const a = ring[k]!;
    const b = ring[(k + 1) % ring.length]!;
    if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) continue;
    const t = (y - a[1]) / (b[1] - a[1]);
    const x = (a[0] + (b[0] - a[0]) * t) * sign;
    if (x > bestX) {
      bestX = x;
      best = [k, (k + 1) % ring.length, t];
    }
  }
  return best;
}

/** Height of a sleeve pattern's cap corners (where the cap curve starts). */
export function capBase(ring: Vec2[]): number {
  const hc = maxAbsX(ring);
  let y = Infinity;
  for (const [x, py] of ring) if (Math.abs(x) > hc - 0.5) y = Math.min(y, py);
  let top = -Infinity;
  for (const [x, py] of ring) if (Math.abs(x) > hc - 0.5 && py <= y + 1e3) top = Math.max(top, py);
  return top;
}

export function segDistT(p: Vec2, a: Vec2, b: Vec2): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return [Math.hypot(p[0] - (a[0] + dx * t), p[1] - (a[1] + dy * t)), t];
}

export function segDist(p: Vec2, a: Vec2, b: Vec2): number {
  return segDistT(p, a, b)[0];
}

/** Height of the crotch of a bottom's panel: the highest outline point near the centre line. */
export function crotchHeight(ring: Vec2[]): number {
  const minY = Math.min(...ring.map((p) => p[1]));
  let best = minY;
  for (const [x, y] of ring)
    if (Math.abs(x) < 1 && y < Math.max(...ring.map((p) => p[1])) - 50) best = Math.max(best, y);
  return best;
}

/** A leg point of a bottom's panel rolled half round its leg (front half or back half). */
export function legWrap(ring: Vec2[], x: number, y: number, sign: number): Vec3 {
  const xs = crossingsAtY(ring, y + 0.01).filter((v) => (x >= 0 ? v >= 0 : v <= 0));
  const lo = Math.min(...xs.map(Math.abs), Math.abs(x));
  const hi = Math.max(...xs.map(Math.abs), Math.abs(x));
  const f = hi - lo < 1 ? 0.5 : (Math.abs(x) - lo) / (hi - lo);
  const radius = (hi - lo) / Math.PI;
  const centre = (lo + hi) / 2 + 10;
  const beta = Math.PI * (1 - f);
  // Front: the wearer's left leg is +x; the back panel is turned round (its +x is the right leg).
  const side = Math.sign(x) * sign;
  return [side * (centre + radius * Math.cos(beta)), y, sign * radius * Math.sin(beta)];
}
