/**
 * The cloth's own constraints (C2): every panel's triangulated flat mesh gives a stretch
 * constraint per edge (its flat length, mm) and a bend constraint per pair of triangles sharing
 * an edge (the flat distance of the two opposite vertices, mm: bending rests flat).
 */
import type { Vec2 } from './polygon.js';

/** A panel's flat mesh in the cloth system: its vertices, CCW triangles, its first index. */
export interface MeshPiece {
  points: Vec2[];
  triangles: number[];
  offset: number;
}

/**
 * Stretch and bend constraints of `pieces`, as flat triples (vertex i, vertex j, rest length mm)
 * indexing the cloth system's vertices.
 */
export function meshConstraints(pieces: readonly MeshPiece[]): { stretch: number[]; bend: number[] } {
  const stretch: number[] = [];
  const bend: number[] = [];
  for (const piece of pieces) {
    const seen = new Map<number, number>();
    const n = piece.points.length;
    const tris = piece.triangles;
    for (let t = 0; t < tris.length; t += 3) {
      for (let e = 0; e < 3; e++) {
        const i = tris[t + e]!;
        const j = tris[t + ((e + 1) % 3)]!;
        const o = tris[t + ((e + 2) % 3)]!;
        const key = Math.min(i, j) * n + Math.max(i, j);
        const other = seen.get(key);
        if (other === undefined) {
          seen.set(key, o);
          const pi = piece.points[i]!;
          const pj = piece.points[j]!;
          stretch.push(piece.offset + i, piece.offset + j, Math.hypot(pi[0] - pj[0], pi[1] - pj[1]));
        } else {
          const po = piece.points[o]!;
          const pq = piece.points[other]!;
          bend.push(piece.offset + o, piece.offset + other, Math.hypot(po[0] - pq[0], po[1] - pq[1]));
        }
      }
    }
  }
  return { stretch, bend };
}
