/**
 * Where the drape sews its panels together (C2): front to back where their outlines meet once
 * the back is turned round, except hems, a bottom's waist and a top's armholes; each sleeve's
 * underarm seam, and its cap onto the front and back armholes of its side. A seam is a vertex
 * held to a point of the other panel's outline, for the solver and for checks.
 */
import type { DrapedGarment } from './drape-types.js';
import {
  atFraction,
  chainOf,
  edgeNormal,
  maxAbsX,
  ringPointAtY,
  segDist,
  segDistT,
  walk,
  type Chain,
} from './panel-geometry.js';
import type { Piece } from './placement.js';
import type { Vec2 } from './polygon.js';
import type { SeamLink } from './solver.js';

/** Sews vertex `vertex` of `pa` to the point `t` of the way along `pb`'s edge from vertex `a` to `b`. */
export type Sew = (pa: Piece, vertex: number, pb: Piece, link: [number, number, number]) => void;

/** Per outline vertex of a torso panel: whether it is sewn to the other torso panel, whether it is on an armhole. */
export interface SeamClass {
  sewn: boolean[];
  armhole: boolean[];
}

/** The seams of a drape as the solver's links and as records of [panel, vertex] ↔ [panel, a, b, t], and how to add one. */
export function seamSewer(pieces: readonly Piece[]): { seams: SeamLink[]; records: DrapedGarment['seams']; sew: Sew } {
  const seams: SeamLink[] = [];
  const records: DrapedGarment['seams'] = [];
  const sew = (pa: Piece, vertex: number, pb: Piece, link: [number, number, number]): void => {
    seams.push({ i: pa.offset + vertex, j: pb.offset + link[0], k: pb.offset + link[1], t: link[2] });
    records.push({
      panel: pieces.indexOf(pa),
      vertex,
      other: pieces.indexOf(pb),
      a: link[0],
      b: link[1],
      t: link[2],
    });
  };
  return { seams, records, sew };
}

/**
 * Front ↔ back: outline vertices that coincide once the back is turned round (x → -x), except
 * hems (outward side pointing down), bottoms' waist edges and, on tops, the armholes (above
 * the underarm). `other`: the other torso panel.
 */
export function classifyEdges(piece: Piece, other: Piece, legs: boolean): SeamClass {
  const ring = piece.ring;
  const otherRing = other.ring.map(([x, y]) => [-x, y] as Vec2);
  const hw = maxAbsX(ring);
  const underarm = Math.max(...ring.filter(([x]) => Math.abs(x) > hw - 0.5).map(([, y]) => y));
  const edgeSewn: boolean[] = [];
  const edgeArm: boolean[] = [];
  for (let k = 0; k < ring.length; k++) {
    const [nx, ny] = edgeNormal(ring, k);
    const p = ring[k]!;
    const q = ring[(k + 1) % ring.length]!;
    const mid: Vec2 = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    let near = false;
    for (let m = 0; m < otherRing.length && !near; m++) {
      const o1 = otherRing[m]!;
      const o2 = otherRing[(m + 1) % otherRing.length]!;
      near = segDist(mid, o1, o2) < 2;
    }
    const arm = !legs && mid[1] > underarm + 0.5 && ny < 0.5 && nx * Math.sign(mid[0]) > 0.3;
    edgeArm.push(arm && ny > -0.5);
    // A bottom's waist edges (outward normal up) are held round the waist, never sewn: a back
    // rise meets the front's waist at the side seams and lies close to it there.
    edgeSewn.push(near && ny > -0.5 && !arm && !(legs && ny > 0.5));
  }
  const sewn: boolean[] = [];
  const armhole: boolean[] = [];
  for (let k = 0; k < ring.length; k++) {
    const prev = (k + ring.length - 1) % ring.length;
    sewn.push(edgeSewn[k]! || edgeSewn[prev]!);
    armhole.push(edgeArm[k]! || edgeArm[prev]!);
  }
  return { sewn, armhole };
}

/** Sews the front and back panels where their outlines meet, each sewn vertex to the nearest point of the other's. */
export function sewFrontBack(sew: Sew, front: Piece, back: Piece, frontClass: SeamClass, backClass: SeamClass): void {
  for (const [pa, pb, cls] of [
    [front, back, frontClass],
    [back, front, backClass],
  ] as const) {
    const otherRing = pb.ring;
    pa.ring.forEach(([x, y], k) => {
      if (!cls.sewn[k]) return;
      // Nearest point on the other's outline, mirrored.
      let best: [number, number, number] | null = null;
      let bestD = 2;
      for (let m = 0; m < otherRing.length; m++) {
        const o1: Vec2 = [-otherRing[m]![0], otherRing[m]![1]];
        const m2 = (m + 1) % otherRing.length;
        const o2: Vec2 = [-otherRing[m2]![0], otherRing[m2]![1]];
        const [d, t] = segDistT([x, y], o1, o2);
        if (d < bestD) {
          bestD = d;
          best = [m, m2, t];
        }
      }
      if (best) sew(pa, k, pb, best);
    });
  }
}

/** Sleeves: underarm seam (one side line onto the other), cap onto the armholes. */
export function sewSleeves(
  sew: Sew,
  sleeves: readonly Piece[],
  front: Piece,
  back: Piece,
  frontClass: SeamClass,
  backClass: SeamClass,
  positions: Float64Array,
): void {
  for (const piece of sleeves) {
    const ring = piece.ring;
    const sign = piece.panel.facing === 'LEFT' ? 1 : -1;
    const hc = maxAbsX(ring);
    const minY = Math.min(...ring.map((p) => p[1]));
    let cornerR = -1;
    let cornerL = -1;
    ring.forEach(([x, y], k) => {
      if (x > hc - 0.5 && (cornerR < 0 || y > ring[cornerR]![1])) cornerR = k;
      if (x < -hc + 0.5 && (cornerL < 0 || y > ring[cornerL]![1])) cornerL = k;
    });
    const capY = Math.min(ring[cornerR]![1], ring[cornerL]![1]);
    const cuffHalf = Math.max(...ring.filter(([, y]) => y < minY + 0.5).map(([x]) => Math.abs(x)));
    const cuff = (k: number): boolean => ring[k]![1] < minY + 0.5 && ring[(k + 1) % ring.length]![1] < minY + 0.5;
    ring.forEach(([x, y], k) => {
      if (y > capY + 0.01) return;
      // Along the cuff only its two corners are sewn.
      if (y < minY + 0.5 && Math.abs(x) < cuffHalf - 0.5) return;
      const link = ringPointAtY(
        ring,
        y,
        -Math.sign(x) || 1,
        (m) => cuff(m) || (ring[m]![1] > capY + 0.5 && ring[(m + 1) % ring.length]![1] > capY + 0.5),
      );
      if (link && link[0] !== k && link[1] !== k) sew(piece, k, piece, link);
    });
    // The cap from the right corner over the top to the left corner.
    const cap = chainOf(ring, walk(ring.length, cornerR, cornerL));
    // Armholes of this side: front (x has the sleeve's sign), back (x has the opposite sign).
    const armholeChain = (body: Piece, cls: { armhole: boolean[] }, xSign: number): Chain => {
      const vs: number[] = [];
      body.ring.forEach(([x], k) => {
        if (cls.armhole[k] && Math.sign(x) === xSign) vs.push(k);
      });
      vs.sort((p, q) => body.ring[p]![1] - body.ring[q]![1]);
      return chainOf(body.ring, vs);
    };
    const frontArm = armholeChain(front, frontClass, sign);
    const backArm = armholeChain(back, backClass, -sign);
    if (frontArm.vertices.length < 2 || backArm.vertices.length < 2) continue;
    // Which half of the cap faces the front: where the cap's first quarter was placed.
    const [qa] = atFraction(cap, 0.25);
    const firstFront = positions[(piece.offset + qa) * 3 + 2]! > 0;
    const halves: [Chain, number][] = firstFront
      ? [
          [frontArm, 0],
          [backArm, 1],
        ]
      : [
          [backArm, 0],
          [frontArm, 1],
        ];
    for (const [arm, half] of halves) {
      const owner = arm === frontArm ? front : back;
      // Cap fraction f in [0, 0.5] (half 0) or [0.5, 1] (half 1) ↔ armhole fraction from the underarm.
      const toArm = (f: number): number => (half === 0 ? f * 2 : (1 - f) * 2);
      const toCap = (g: number): number => (half === 0 ? g / 2 : 1 - g / 2);
      cap.vertices.forEach((vtx, m) => {
        const f = cap.fractions[m]!;
        if (half === 0 ? f > 0.5 : f < 0.5) return;
        sew(piece, vtx, owner, atFraction(arm, toArm(f)));
      });
      arm.vertices.forEach((vtx, m) => {
        const [ca, cb, ct] = atFraction(cap, toCap(arm.fractions[m]!));
        sew(owner, vtx, piece, [ca, cb, ct]);
      });
    }
  }
}
