/**
 * A position-based cloth solver (C2): particles in mm, distance constraints along the mesh
 * edges (stretch) and across neighbouring triangles (bending), seam constraints that pull a
 * point onto a point of another edge (sewing), collision with a body form and gravity. Fixed
 * order, fixed step count, no randomness and no clock: the same input gives the same positions,
 * bit for bit, in Node and in the browser.
 */
import type { BodyPrimitive } from './body.js';

/** A seam constraint: particle `i` sewn to the point `(1 - t)·j + t·k`. */
export interface SeamLink {
  i: number;
  j: number;
  k: number;
  t: number;
}

/** Collision of a range of particles with some primitives grown by a margin (mm). */
export interface CollisionGroup {
  from: number;
  to: number;
  primitives: BodyPrimitive[];
  margin: number;
  /** Keep the particles inside the (capsule) primitives instead of outside: a tether. */
  inside?: boolean;
  /** When given, only the particles n with mask[n - from] = 1. */
  mask?: Uint8Array;
}

export interface ClothSystem {
  positions: Float64Array;
  /** 0 pins a particle, 1 lets it move. */
  invMass: Float64Array;
  /** Pairs and rest lengths, mm: [i, j, rest, ...]. */
  stretch: number[];
  bend: number[];
  seams: SeamLink[];
  /** Collision per particle: groups of particles and what they collide with. */
  collisions: CollisionGroup[];
}

export interface SolverOptions {
  /** Steps without gravity while the seams close (sewing). */
  sewSteps: number;
  /** Steps with gravity (draping). */
  dropSteps: number;
  iterations: number;
  /** Gravity per step², mm. */
  gravity: number;
  /** Velocity kept per step. */
  damping: number;
  bendStiffness: number;
  compressionStiffness: number;
}

export const DEFAULT_SOLVER: SolverOptions = {
  sewSteps: 50,
  dropSteps: 70,
  iterations: 8,
  gravity: 0.35,
  damping: 0.85,
  bendStiffness: 0.12,
  compressionStiffness: 0.35,
};

function solveDistances(
  p: Float64Array,
  w: Float64Array,
  pairs: Int32Array,
  rests: Float64Array,
  stretchK: number,
  compressK: number,
): void {
  for (let c = 0; c < rests.length; c++) {
    const a = pairs[c * 2]!;
    const b = pairs[c * 2 + 1]!;
    const i = a * 3;
    const j = b * 3;
    const rest = rests[c]!;
    const wi = w[a]!;
    const wj = w[b]!;
    const ws = wi + wj;
    if (ws === 0) continue;
    const dx = p[j]! - p[i]!;
    const dy = p[j + 1]! - p[i + 1]!;
    const dz = p[j + 2]! - p[i + 2]!;
    const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (d < 1e-9) continue;
    const k = d > rest ? stretchK : compressK;
    const s = (k * (d - rest)) / (d * ws);
    p[i] = p[i]! + dx * s * wi;
    p[i + 1] = p[i + 1]! + dy * s * wi;
    p[i + 2] = p[i + 2]! + dz * s * wi;
    p[j] = p[j]! - dx * s * wj;
    p[j + 1] = p[j + 1]! - dy * s * wj;
    p[j + 2] = p[j + 2]! - dz * s * wj;
  }
}

function solveSeams(p: Float64Array, w: Float64Array, seams: readonly SeamLink[], k: number): void {
  for (const s of seams) {
    const i = s.i * 3;
    const j = s.j * 3;
    const l = s.k * 3;
    const a = 1 - s.t;
    const b = s.t;
    const wi = w[s.i]!;
    const wj = w[s.j]! * a;
    const wk = w[s.k]! * b;
    const ws = wi + wj * a + wk * b;
    if (ws === 0) continue;
    const f = k / ws;
    for (let d = 0; d < 3; d++) {
      const diff = (p[i + d]! - (p[j + d]! * a + p[l + d]! * b)) * f;
      p[i + d] = p[i + d]! - diff * wi;
      p[j + d] = p[j + d]! + diff * wj;
      p[l + d] = p[l + d]! + diff * wk;
    }
  }
}

/** Primitives flattened for speed: per primitive 12 numbers (see `compile`). */
interface CompiledGroup {
  from: number;
  to: number;
  data: Float64Array;
  inside: boolean;
  mask: Uint8Array | null;
}

const STRIDE = 12;

/**
 * [kind (0 ellipsoid, 1 capsule), x, y, z, ex|rx, ey|ry, ez|rz, 1/|e|², radius, box min y, box max y, -]
 * with the margin added to the radii.
 */
function compile(group: CollisionGroup): CompiledGroup {
  const data = new Float64Array(group.primitives.length * STRIDE);
  group.primitives.forEach((prim, n) => {
    const o = n * STRIDE;
    const m = group.margin;
    if (prim.kind === 'ellipsoid') {
      data.set([0, ...prim.centre, prim.radii[0] + m, prim.radii[1] + m, prim.radii[2] + m, 0, 0], o);
      data[o + 9] = prim.centre[1] - prim.radii[1] - m;
      data[o + 10] = prim.centre[1] + prim.radii[1] + m;
    } else {
      const e = [prim.b[0] - prim.a[0], prim.b[1] - prim.a[1], prim.b[2] - prim.a[2]] as const;
      const len2 = e[0] * e[0] + e[1] * e[1] + e[2] * e[2];
      const r = prim.radius + m;
      data.set([1, ...prim.a, ...e, len2 === 0 ? 0 : 1 / len2, r], o);
      data[o + 9] = Math.min(prim.a[1], prim.b[1]) - r;
      data[o + 10] = Math.max(prim.a[1], prim.b[1]) + r;
    }
  });
  return { from: group.from, to: group.to, data, inside: group.inside === true, mask: group.mask ?? null };
}

function collide(p: Float64Array, w: Float64Array, groups: readonly CompiledGroup[]): void {
  for (const g of groups) {
    const q = g.data;
    if (g.inside) {
      tether(p, w, g);
      continue;
    }
    for (let n = g.from; n < g.to; n++) {
      if (w[n] === 0 || (g.mask && g.mask[n - g.from] === 0)) continue;
      const i = n * 3;
      for (let o = 0; o < q.length; o += STRIDE) {
        const y = p[i + 1]!;
        if (y < q[o + 9]! || y > q[o + 10]!) continue;
        const x = p[i]!;
        const z = p[i + 2]!;
        if (q[o] === 0) {
          const dx = (x - q[o + 1]!) / q[o + 4]!;
          const dy = (y - q[o + 2]!) / q[o + 5]!;
          const dz = (z - q[o + 3]!) / q[o + 6]!;
          const s2 = dx * dx + dy * dy + dz * dz;
          if (s2 >= 1) continue;
          const k = s2 < 1e-12 ? 0 : 1 / Math.sqrt(s2);
          if (k === 0) {
            p[i + 2] = q[o + 3]! + q[o + 6]!;
            continue;
          }
          p[i] = q[o + 1]! + dx * k * q[o + 4]!;
          p[i + 1] = q[o + 2]! + dy * k * q[o + 5]!;
          p[i + 2] = q[o + 3]! + dz * k * q[o + 6]!;
        } else {
          const ex = q[o + 4]!;
          const ey = q[o + 5]!;
          const ez = q[o + 6]!;
          let t = ((x - q[o + 1]!) * ex + (y - q[o + 2]!) * ey + (z - q[o + 3]!) * ez) * q[o + 7]!;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const cx = q[o + 1]! + ex * t;
          const cy = q[o + 2]! + ey * t;
          const cz = q[o + 3]! + ez * t;
          const dx = x - cx;
          const dy = y - cy;
          const dz = z - cz;
          const r = q[o + 8]!;
          const d2 = dx * dx + dy * dy + dz * dz;
          if (d2 >= r * r) continue;
          const d = Math.sqrt(d2);
          if (d < 1e-9) {
            p[i + 2] = cz + r;
            continue;
          }
          const k = r / d;
          p[i] = cx + dx * k;
          p[i + 1] = cy + dy * k;
          p[i + 2] = cz + dz * k;
        }
      }
    }
  }
}

/** Pulls every particle of the group back within the nearest of its capsules. */
function tether(p: Float64Array, w: Float64Array, g: CompiledGroup): void {
  const q = g.data;
  for (let n = g.from; n < g.to; n++) {
    if (w[n] === 0 || (g.mask && g.mask[n - g.from] === 0)) continue;
    const i = n * 3;
    let best = Infinity;
    let bx = 0;
    let by = 0;
    let bz = 0;
    let br = 0;
    for (let o = 0; o < q.length; o += STRIDE) {
      if (q[o] !== 1) continue;
      const ex = q[o + 4]!;
      const ey = q[o + 5]!;
      const ez = q[o + 6]!;
      let t = ((p[i]! - q[o + 1]!) * ex + (p[i + 1]! - q[o + 2]!) * ey + (p[i + 2]! - q[o + 3]!) * ez) * q[o + 7]!;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const cx = q[o + 1]! + ex * t;
      const cy = q[o + 2]! + ey * t;
      const cz = q[o + 3]! + ez * t;
      const d2 = (p[i]! - cx) ** 2 + (p[i + 1]! - cy) ** 2 + (p[i + 2]! - cz) ** 2;
      if (d2 < best) {
        best = d2;
        bx = cx;
        by = cy;
        bz = cz;
        br = q[o + 8]!;
      }
    }
    if (best <= br * br) continue;
    const k = br / Math.sqrt(best);
    p[i] = bx + (p[i]! - bx) * k;
    p[i + 1] = by + (p[i + 1]! - by) * k;
    p[i + 2] = bz + (p[i + 2]! - bz) * k;
  }
}

/**
 * Runs the solver in place on `system.positions`: first the sewing steps (no gravity, the
 * seams tightening), then the draping steps (gravity), then the seams are closed exactly.
 */
export function simulate(system: ClothSystem, options: SolverOptions = DEFAULT_SOLVER): void {
  const p = system.positions;
  const w = system.invMass;
  const prev = Float64Array.from(p);
  const n = p.length / 3;
  const split = (list: number[]): [Int32Array, Float64Array] => {
    const pairs = new Int32Array((list.length / 3) * 2);
    const rests = new Float64Array(list.length / 3);
    for (let c = 0; c < rests.length; c++) {
      pairs[c * 2] = list[c * 3]!;
      pairs[c * 2 + 1] = list[c * 3 + 1]!;
      rests[c] = list[c * 3 + 2]!;
    }
    return [pairs, rests];
  };
  const [stretchPairs, stretchRests] = split(system.stretch);
  const [bendPairs, bendRests] = split(system.bend);
  const groups = system.collisions.map(compile);
  const steps = options.sewSteps + options.dropSteps;
  for (let step = 0; step < steps; step++) {
    const sewing = step < options.sewSteps;
    const g = sewing ? 0 : options.gravity;
    for (let v = 0; v < n; v++) {
      if (w[v] === 0) continue;
      const i = v * 3;
      const x = p[i]!;
      const y = p[i + 1]!;
      const z = p[i + 2]!;
      p[i] = x + (x - prev[i]!) * options.damping;
      p[i + 1] = y + (y - prev[i + 1]!) * options.damping - g;
      p[i + 2] = z + (z - prev[i + 2]!) * options.damping;
      prev[i] = x;
      prev[i + 1] = y;
      prev[i + 2] = z;
    }
    const seamK = sewing ? 0.15 + (0.85 * (step + 1)) / options.sewSteps : 1;
    for (let it = 0; it < options.iterations; it++) {
      solveDistances(p, w, stretchPairs, stretchRests, 1, options.compressionStiffness);
      solveDistances(p, w, bendPairs, bendRests, options.bendStiffness, options.bendStiffness * 0.5);
      solveSeams(p, w, system.seams, seamK);
      collide(p, w, groups);
    }
  }
  // Close the seams: each sewn particle moves onto the point it is sewn to, outside the body.
  for (let round = 0; round < 4; round++) {
    solveSeams(p, w, system.seams, 1);
    collide(p, w, groups);
  }
  // A push out of one primitive can end inside its neighbour: settle the union.
  for (let round = 0; round < 3; round++) collide(p, w, groups);
}
