import earcut from 'earcut';
import { bounds, containsPoint, edgesDistance, normalizeRing, type Vec2 } from './polygon.js';
import { createRandom } from '../prng.js';

/** A triangulated flat panel: points in mm (panel coordinates) and CCW triangles. */
export interface PanelTriangulation {
  /** Points; the first `ringCount` are the resampled outline, in order. */
  points: Vec2[];
  ringCount: number;
  /** Vertex indices, three per triangle, counter-clockwise. */
  triangles: number[];
}

/**
 * Ear clipping of a simple polygon: `flat` is x0, y0, x1, y1, ... (mm); answers vertex indices,
 * three per triangle (the shape of npm `earcut`'s answer).
 */
export type EarClipper = (flat: number[]) => ArrayLike<number>;

/**
 * Triangulates a panel outline (C2) with interior points on a staggered grid `spacing` mm apart,
 * so it can bend when inflated. The outline is resampled to `spacing * 0.6` mm. The result is
 * the constrained Delaunay triangulation (no slivers), which keeps the inflated surface smooth
 * under lighting, and the same on every run. `clip` does the first ear clipping of the outline:
 * npm `earcut` by default (the drape); the web passes three.js's, whose triangles its meshes
 * were tuned with (no cracks at 14 mm).
 */
export function triangulatePanel(
  outline: readonly Vec2[],
  spacing: number,
  clip: EarClipper = earcut,
): PanelTriangulation {
  const ring = subdivide(dropCollinear(normalizeRing(outline)), spacing * 0.6);
  const edges = ring.map((p, i) => [p, ring[(i + 1) % ring.length]!] as const);
  const b = bounds(ring);
  const steiner: Vec2[] = [];
  const rowStep = spacing * 0.8660254;
  // Earcut leaves T-junctions where three points are collinear (grid rows): a seeded jitter
  // keeps the interior points in general position, the same on every run.
  const random = createRandom(0x5eed);
  let row = 0;
  for (let y0 = b.minY + rowStep / 2; y0 < b.maxY; y0 += rowStep, row++) {
    const offset = row % 2 === 0 ? 0 : spacing / 2;
    for (let x0 = b.minX + offset + spacing / 4; x0 < b.maxX; x0 += spacing) {
      const x = x0 + (random() - 0.5) * spacing * 0.2;
      const y = y0 + (random() - 0.5) * spacing * 0.2;
      if (!containsPoint(ring, x, y)) continue;
      if (edgesDistance(x, y, edges) < spacing * 0.45) continue;
      steiner.push([x, y]);
    }
  }
  // Earcut the outline alone (fast), make it Delaunay, then insert the interior points one by
  // one, each followed by Lawson flips (incremental constrained Delaunay). Earcut with the
  // interior points as one-point holes works too but is quadratic in their number.
  const faces = clip(ring.flat());
  const points: Vec2[] = [...ring, ...steiner];
  const triangles: number[] = [];
  for (let f = 0; f + 2 < faces.length; f += 3) {
    const a = faces[f]!;
    const b2 = faces[f + 1]!;
    const c = faces[f + 2]!;
    if (orient(points[a]!, points[b2]!, points[c]!) < 0) triangles.push(a, c, b2);
    else triangles.push(a, b2, c);
  }
  delaunayFlips(points, triangles);
  const mesh = new Mesh2(points, triangles);
  for (let i = ring.length; i < points.length; i++) mesh.insert(i);
  return { points, ringCount: ring.length, triangles: mesh.triangles() };
}

/** A triangle mesh with neighbour links, for incremental Delaunay insertion. */
class Mesh2 {
  private readonly v: number[];
  /** n[3t + k]: triangle across edge v[3t + k] → v[3t + (k + 1) % 3], or -1 on the outline. */
  private readonly n: number[];
  private last = 0;

  constructor(
    private readonly points: readonly Vec2[],
    triangles: readonly number[],
  ) {
    this.v = triangles.slice();
    this.n = new Array<number>(triangles.length).fill(-1);
    const owner = new Map<string, number>();
    for (let i = 0; i < this.v.length; i++) {
      const t = i - (i % 3);
      owner.set(`${this.v[i]},${this.v[t + ((i - t + 1) % 3)]}`, t / 3);
    }
    for (let i = 0; i < this.v.length; i++) {
      const t = i - (i % 3);
      const across = owner.get(`${this.v[t + ((i - t + 1) % 3)]},${this.v[i]}`);
      if (across !== undefined) this.n[i] = across;
    }
  }

  triangles(): number[] {
    return this.v.slice();
  }

  private p(i: number): Vec2 {
    return this.points[this.v[i]!]!;
  }

  /** The triangle containing point q: walk from the last hit, else scan every triangle. */
  private locate(q: Vec2): number {
    let t = this.last;
    for (let steps = 0; steps < this.v.length; steps++) {
      let moved = false;
      for (let k = 0; k < 3; k++) {
        if (orient(this.p(t * 3 + k), this.p(t * 3 + ((k + 1) % 3)), q) < 0) {
          const next = this.n[t * 3 + k]!;
          if (next < 0) {
            moved = false;
            steps = this.v.length;
            break;
          }
          t = next;
          moved = true;
          break;
        }
      }
      if (!moved) {
        if (steps < this.v.length) return t;
        break;
      }
    }
    for (let u = 0; u < this.v.length / 3; u++) {
      if (
        orient(this.p(u * 3), this.p(u * 3 + 1), q) >= 0 &&
        orient(this.p(u * 3 + 1), this.p(u * 3 + 2), q) >= 0 &&
        orient(this.p(u * 3 + 2), this.p(u * 3), q) >= 0
      ) {
        return u;
      }
    }
    return -1;
  }

  private relink(t: number, from: number, to: number): void {
    if (t < 0) return;
    for (let k = 0; k < 3; k++) if (this.n[t * 3 + k] === from) this.n[t * 3 + k] = to;
  }

  /** Splits the triangle holding point index `pi` into three and restores the Delaunay property. */
  insert(pi: number): void {
    const q = this.points[pi]!;
    const t = this.locate(q);
    if (t < 0) return;
    const [a, b, c] = [this.v[t * 3]!, this.v[t * 3 + 1]!, this.v[t * 3 + 2]!];
    const [nab, nbc, nca] = [this.n[t * 3]!, this.n[t * 3 + 1]!, this.n[t * 3 + 2]!];
    const t1 = this.v.length / 3;
    const t2 = t1 + 1;
    this.v.splice(t * 3, 3, a, b, pi);
    this.n.splice(t * 3, 3, nab, t1, t2);
    this.v.push(b, c, pi, c, a, pi);
    this.n.push(nbc, t2, t, nca, t, t1);
    this.relink(nbc, t, t1);
    this.relink(nca, t, t2);
    this.last = t;
    const stack: number[] = [t, t1, t2];
    while (stack.length) this.legalize(stack.pop()!, stack);
  }

  /** Flips edge 0 of triangle t (a, b, p: p the new point) when it is not locally Delaunay. */
  private legalize(t: number, stack: number[]): void {
    const u = this.n[t * 3]!;
    if (u < 0) return;
    const a = this.v[t * 3]!;
    const b = this.v[t * 3 + 1]!;
    const p = this.v[t * 3 + 2]!;
    let j = 0;
    while (j < 3 && this.n[u * 3 + j] !== t) j++;
    if (j === 3) return;
    const d = this.v[u * 3 + ((j + 2) % 3)]!;
    if (!inCircle(this.points[a]!, this.points[b]!, this.points[p]!, this.points[d]!)) return;
    const nbp = this.n[t * 3 + 1]!;
    const npa = this.n[t * 3 + 2]!;
    const nad = this.n[u * 3 + ((j + 1) % 3)]!;
    const ndb = this.n[u * 3 + ((j + 2) % 3)]!;
    // t becomes (a, d, p), u becomes (d, b, p).
    this.v[t * 3] = a;
    this.v[t * 3 + 1] = d;
    this.v[t * 3 + 2] = p;
    this.n[t * 3] = nad;
    this.n[t * 3 + 1] = u;
    this.n[t * 3 + 2] = npa;
    this.v[u * 3] = d;
    this.v[u * 3 + 1] = b;
    this.v[u * 3 + 2] = p;
    this.n[u * 3] = ndb;
    this.n[u * 3 + 1] = nbp;
    this.n[u * 3 + 2] = t;
    this.relink(nad, u, t);
    this.relink(nbp, t, u);
    stack.push(t, u);
  }
}

/** The ring without vertices that lie on the straight line through their neighbours. */
function dropCollinear(ring: readonly Vec2[]): Vec2[] {
  const out = ring.slice();
  let changed = true;
  while (changed && out.length > 3) {
    changed = false;
    for (let i = 0; i < out.length && out.length > 3; i++) {
      const a = out[(i + out.length - 1) % out.length]!;
      const b = out[i]!;
      const c = out[(i + 1) % out.length]!;
      const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      const scale = Math.hypot(c[0] - a[0], c[1] - a[1]) ** 2;
      if (Math.abs(cross) <= 1e-9 * scale) {
        out.splice(i, 1);
        changed = true;
        i--;
      }
    }
  }
  return out;
}

/**
 * Splits long outline edges into pieces of at most `step` mm. The inner split points are
 * nudged 1 µm off the edge, alternately in and out, so earcut does not drop them as collinear
 * (which would leave cracks once the panel is inflated).
 */
function subdivide(ring: readonly Vec2[], step: number): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    const n = Math.max(1, Math.ceil(len / step));
    out.push([a[0], a[1]]);
    for (let k = 1; k < n; k++) {
      const nudge = (k % 2 === 0 ? 1 : -1) * 0.001;
      out.push([a[0] + (dx * k) / n - (dy / len) * nudge, a[1] + (dy * k) / n + (dx / len) * nudge]);
    }
  }
  return out;
}

function orient(a: Vec2, b: Vec2, c: Vec2): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** True when d lies strictly inside the circumcircle of the CCW triangle a, b, c. */
function inCircle(a: Vec2, b: Vec2, c: Vec2, d: Vec2): boolean {
  const adx = a[0] - d[0];
  const ady = a[1] - d[1];
  const bdx = b[0] - d[0];
  const bdy = b[1] - d[1];
  const cdx = c[0] - d[0];
  const cdy = c[1] - d[1];
  const det =
    (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) -
    (bdx * bdx + bdy * bdy) * (adx * cdy - cdx * ady) +
    (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
  return det > 1e-9;
}

/**
 * Lawson flips in place until every interior edge is locally Delaunay. Outline edges have one
 * triangle and are never flipped, so the result is the constrained Delaunay triangulation.
 */
export function delaunayFlips(points: readonly Vec2[], triangles: number[], maxPasses = 60): number {
  let flips = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    const owner = new Map<number, number>();
    const n = points.length;
    const key = (u: number, v: number): number => u * n + v;
    for (let t = 0; t < triangles.length; t += 3) {
      for (let k = 0; k < 3; k++) owner.set(key(triangles[t + k]!, triangles[t + ((k + 1) % 3)]!), t);
    }
    const touched = new Set<number>();
    let passFlips = 0;
    for (let t = 0; t < triangles.length; t += 3) {
      if (touched.has(t)) continue;
      for (let k = 0; k < 3; k++) {
        const a = triangles[t + k]!;
        const b = triangles[t + ((k + 1) % 3)]!;
        const c = triangles[t + ((k + 2) % 3)]!;
        const u = owner.get(key(b, a));
        if (u === undefined || touched.has(u)) continue;
        let d = -1;
        for (let m = 0; m < 3; m++) {
          const w = triangles[u + m]!;
          if (w !== a && w !== b) d = w;
        }
        if (d < 0) continue;
        const pa = points[a]!;
        const pb = points[b]!;
        const pc = points[c]!;
        const pd = points[d]!;
        if (!inCircle(pa, pb, pc, pd)) continue;
        // The new diagonal c-d must lie inside the quad a, d, b, c.
        if (orient(pc, pd, pa) * orient(pc, pd, pb) >= 0) continue;
        if (orient(pa, pd, pc) <= 0 || orient(pd, pb, pc) <= 0) continue;
        triangles[t] = a;
        triangles[t + 1] = d;
        triangles[t + 2] = c;
        triangles[u] = d;
        triangles[u + 1] = b;
        triangles[u + 2] = c;
        touched.add(t);
        touched.add(u);
        passFlips++;
        break;
      }
    }
    flips += passFlips;
    if (passFlips === 0) break;
  }
  return flips;
}
