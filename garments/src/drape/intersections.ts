/**
 * A check of a drape (C2): where cloth of one panel passes through cloth of another. Pure, for
 * the tests and for looking at a template.
 */
import type { DrapedGarment } from './drape.js';

export interface Interpenetration {
  /** Panel names: the edge's, then the triangle's. */
  edgePanel: string;
  trianglePanel: string;
  /** How far the crossing edge reaches through the triangle's plane (the nearer end), mm. */
  depth: number;
  /** Where the edge crosses the triangle, mm. */
  at: [number, number, number];
}

type V3 = [number, number, number];

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Every mesh edge of one panel that passes through a triangle of another panel, away from the
 * seams (both ends and the triangle's corners at least `seamClearance` mm from any sewn point,
 * where panels meet by design). Uses a uniform grid of `cell` mm.
 */
export function interpenetrations(d: DrapedGarment, seamClearance = 30, cell = 40): Interpenetration[] {
  const verts: V3[] = [];
  const panelOf: number[] = [];
  const base: number[] = [];
  d.panels.forEach((p, k) => {
    base.push(verts.length);
    for (let i = 0; i < p.positions.length; i += 3) {
      verts.push([p.positions[i]!, p.positions[i + 1]!, p.positions[i + 2]!]);
      panelOf.push(k);
    }
  });
  // Vertices near a seam.
  const sewn: V3[] = [];
  for (const s of d.seams) sewn.push(verts[base[s.panel]! + s.vertex]!);
  const key = (x: number, y: number, z: number): string =>
    `${Math.floor(x / cell)},${Math.floor(y / cell)},${Math.floor(z / cell)}`;
  const sewnGrid = new Map<string, V3[]>();
  for (const p of sewn) {
    const k = key(p[0], p[1], p[2]);
    const list = sewnGrid.get(k) ?? [];
    list.push(p);
    sewnGrid.set(k, list);
  }
  const nearSeam = verts.map((p) => {
    const cx = Math.floor(p[0] / cell);
    const cy = Math.floor(p[1] / cell);
    const cz = Math.floor(p[2] / cell);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++) {
          for (const q of sewnGrid.get(`${cx + dx},${cy + dy},${cz + dz}`) ?? []) {
            if (Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) < seamClearance) return true;
          }
        }
    return false;
  });
  // Triangles in a grid by bounding box.
  const tris: [number, number, number][] = [];
  d.panels.forEach((p, k) => {
    for (let t = 0; t < p.indices.length; t += 3) {
      tris.push([base[k]! + p.indices[t]!, base[k]! + p.indices[t + 1]!, base[k]! + p.indices[t + 2]!]);
    }
  });
  const grid = new Map<string, number[]>();
  tris.forEach((tri, n) => {
    if (tri.some((v) => nearSeam[v])) return;
    const ps = tri.map((v) => verts[v]!);
    const lo = [0, 1, 2].map((a) => Math.floor(Math.min(...ps.map((p) => p[a]!)) / cell));
    const hi = [0, 1, 2].map((a) => Math.floor(Math.max(...ps.map((p) => p[a]!)) / cell));
    for (let x = lo[0]!; x <= hi[0]!; x++)
      for (let y = lo[1]!; y <= hi[1]!; y++)
        for (let z = lo[2]!; z <= hi[2]!; z++) {
          const list = grid.get(`${x},${y},${z}`) ?? [];
          list.push(n);
          grid.set(`${x},${y},${z}`, list);
        }
  });
  const out: Interpenetration[] = [];
  const seen = new Set<string>();
  for (const tri of tris) {
    for (let e = 0; e < 3; e++) {
      const a = tri[e]!;
      const b = tri[(e + 1) % 3]!;
      if (a > b || nearSeam[a] || nearSeam[b]) continue;
      const pa = verts[a]!;
      const pb = verts[b]!;
      const mid = key((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2, (pa[2] + pb[2]) / 2);
      for (const n of grid.get(mid) ?? []) {
        const t = tris[n]!;
        if (panelOf[t[0]] === panelOf[a]) continue;
        const [p0, p1, p2] = [verts[t[0]]!, verts[t[1]]!, verts[t[2]]!];
        const normal = cross(sub(p1, p0), sub(p2, p0));
        const len = Math.hypot(...normal);
        if (len < 1e-9) continue;
        const da = dot(sub(pa, p0), normal) / len;
        const db = dot(sub(pb, p0), normal) / len;
        if (da * db >= 0) continue;
        const s = da / (da - db);
        const x: V3 = [pa[0] + (pb[0] - pa[0]) * s, pa[1] + (pb[1] - pa[1]) * s, pa[2] + (pb[2] - pa[2]) * s];
        const inside =
          dot(cross(sub(p1, p0), sub(x, p0)), normal) >= 0 &&
          dot(cross(sub(p2, p1), sub(x, p1)), normal) >= 0 &&
          dot(cross(sub(p0, p2), sub(x, p2)), normal) >= 0;
        if (!inside) continue;
        const id = `${a},${b},${n}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({
          edgePanel: d.panels[panelOf[a]!]!.name,
          trianglePanel: d.panels[panelOf[t[0]]!]!.name,
          depth: Math.min(Math.abs(da), Math.abs(db)),
          at: [Math.round(x[0]), Math.round(x[1]), Math.round(x[2])],
        });
      }
    }
  }
  return out;
}
