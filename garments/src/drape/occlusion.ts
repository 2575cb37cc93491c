/**
 * Soft ambient occlusion of a garment's cloth (C2): how much of the sky above each
 * vertex's outside the garment's own cloth hides (0..1), so that underarms, the cloth under a hood, the
 * inner legs of shorts and the inside of folds take less of the studio's ambient light. Pure and
 * deterministic (same meshes, same values, bit for bit: R1), so a snapshot stays the same pixels.
 *
 * Each vertex receives from every other vertex within {@link OCCLUSION_RADIUS_MM} the form factor
 * of the cloth around it, seen as a small disc (its third of the neighbouring triangles' area,
 * facing either way: the cloth has two sides), taken only where it lies above the vertex's outside
 * (its normal's side) and fading to nothing at the radius (by 1 - (d/R)²); their sum (at most 1)
 * is the hidden share. Closer than {@link OCCLUSION_MIN_DISTANCE_MM} counts nothing: points sewn
 * together at a seam are the same cloth. One pass of neighbour averaging along the mesh keeps the
 * shade soft. Cost: vertices times the vertices within the radius (a uniform grid): about 0.1 s
 * for a drape of 6,000 vertices, so the build computes it once (drape cache, cache.ts).
 */

/** How far cloth can shade cloth, mm: an underarm, not the other side of the garment. */
export const OCCLUSION_RADIUS_MM = 90;
/** Cloth closer than this to a vertex is its own (seams sew coincident points), mm. */
export const OCCLUSION_MIN_DISTANCE_MM = 4;

/** A panel's mesh: positions in mm (x, y, z per vertex) and triangles as vertex index triples. */
export interface OcclusionMesh {
  positions: ArrayLike<number>;
  indices: ArrayLike<number>;
}

/**
 * Per mesh, per vertex, the share of the sky over its outside that the garment's cloth hides: 0
 * in the open, up to 1. The outside is the side the triangles' winding faces (counter-clockwise
 * seen from outside, as three.js draws front faces). Meshes are taken together: a sleeve shades
 * the body beside it. How dark a hidden share draws is the renderer's choice (the web's
 * cloth-material.ts), so the cached values hold geometry only.
 */
export function vertexOcclusion(meshes: readonly OcclusionMesh[]): Float32Array[] {
  const counts = meshes.map((m) => m.positions.length / 3);
  const total = counts.reduce((a, b) => a + b, 0);
  const pos = new Float64Array(total * 3);
  const nrm = new Float64Array(total * 3);
  const area = new Float64Array(total);
  const starts: number[] = [];
  let start = 0;
  for (const mesh of meshes) {
    starts.push(start);
    const n = mesh.positions.length / 3;
    for (let i = 0; i < n * 3; i++) pos[start * 3 + i] = mesh.positions[i]!;
    const idx = mesh.indices;
    for (let t = 0; t + 2 < idx.length; t += 3) {
      const a = start + idx[t]!;
      const b = start + idx[t + 1]!;
      const c = start + idx[t + 2]!;
      const ux = pos[b * 3]! - pos[a * 3]!;
      const uy = pos[b * 3 + 1]! - pos[a * 3 + 1]!;
      const uz = pos[b * 3 + 2]! - pos[a * 3 + 2]!;
      const vx = pos[c * 3]! - pos[a * 3]!;
      const vy = pos[c * 3 + 1]! - pos[a * 3 + 1]!;
      const vz = pos[c * 3 + 2]! - pos[a * 3 + 2]!;
      // Twice the triangle's area along its normal: summing gives area-weighted vertex normals.
      const cx = uy * vz - uz * vy;
      const cy = uz * vx - ux * vz;
      const cz = ux * vy - uy * vx;
      const third = Math.sqrt(cx * cx + cy * cy + cz * cz) / 6;
      for (const v of [a, b, c]) {
        nrm[v * 3] = nrm[v * 3]! + cx;
        nrm[v * 3 + 1] = nrm[v * 3 + 1]! + cy;
        nrm[v * 3 + 2] = nrm[v * 3 + 2]! + cz;
        area[v] = area[v]! + third;
      }
    }
    start += n;
  }
  for (let v = 0; v < total; v++) {
    const len = Math.hypot(nrm[v * 3]!, nrm[v * 3 + 1]!, nrm[v * 3 + 2]!) || 1;
    nrm[v * 3] = nrm[v * 3]! / len;
    nrm[v * 3 + 1] = nrm[v * 3 + 1]! / len;
    nrm[v * 3 + 2] = nrm[v * 3 + 2]! / len;
  }

  const R = OCCLUSION_RADIUS_MM;
  const cells = new Map<number, number[]>();
  const cellKey = (ix: number, iy: number, iz: number) => ((ix + 512) * 1024 + (iy + 512)) * 1024 + (iz + 512);
  for (let v = 0; v < total; v++) {
    const key = cellKey(Math.floor(pos[v * 3]! / R), Math.floor(pos[v * 3 + 1]! / R), Math.floor(pos[v * 3 + 2]! / R));
    const list = cells.get(key);
    if (list) list.push(v);
    else cells.set(key, [v]);
  }

  const hidden = new Float64Array(total);
  const minD2 = OCCLUSION_MIN_DISTANCE_MM * OCCLUSION_MIN_DISTANCE_MM;
  for (let v = 0; v < total; v++) {
    const px = pos[v * 3]!;
    const py = pos[v * 3 + 1]!;
    const pz = pos[v * 3 + 2]!;
    const nx = nrm[v * 3]!;
    const ny = nrm[v * 3 + 1]!;
    const nz = nrm[v * 3 + 2]!;
    const ix = Math.floor(px / R);
    const iy = Math.floor(py / R);
    const iz = Math.floor(pz / R);
    let sum = 0;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++) {
          const list = cells.get(cellKey(ix + dx, iy + dy, iz + dz));
          if (!list) continue;
          for (const q of list) {
            const wx = pos[q * 3]! - px;
            const wy = pos[q * 3 + 1]! - py;
            const wz = pos[q * 3 + 2]! - pz;
            const d2 = wx * wx + wy * wy + wz * wz;
            if (d2 < minD2 || d2 > R * R) continue;
            const above = wx * nx + wy * ny + wz * nz;
            if (above <= 0) continue;
            const d = Math.sqrt(d2);
            const cosReceiver = above / d;
            const cosEmitter = Math.abs(wx * nrm[q * 3]! + wy * nrm[q * 3 + 1]! + wz * nrm[q * 3 + 2]!) / d;
            const fade = 1 - d2 / (R * R);
            sum += ((area[q]! * cosReceiver * cosEmitter) / (Math.PI * d2 + area[q]!)) * fade;
          }
        }
    hidden[v] = Math.min(1, sum);
  }

  // One pass of averaging over each vertex and its mesh neighbours (each triangle's corners).
  const smooth = new Float64Array(total);
  const weight = new Float64Array(total);
  for (let v = 0; v < total; v++) {
    smooth[v] = hidden[v]!;
    weight[v] = 1;
  }
  meshes.forEach((mesh, k) => {
    const idx = mesh.indices;
    const s = starts[k]!;
    for (let t = 0; t + 2 < idx.length; t += 3) {
      const a = s + idx[t]!;
      const b = s + idx[t + 1]!;
      const c = s + idx[t + 2]!;
      smooth[a] = smooth[a]! + (hidden[b]! + hidden[c]!) / 2;
      smooth[b] = smooth[b]! + (hidden[a]! + hidden[c]!) / 2;
      smooth[c] = smooth[c]! + (hidden[a]! + hidden[b]!) / 2;
      weight[a] = weight[a]! + 1;
      weight[b] = weight[b]! + 1;
      weight[c] = weight[c]! + 1;
    }
  });

  return meshes.map((_, k) => {
    const out = new Float32Array(counts[k]!);
    for (let i = 0; i < out.length; i++) {
      const v = starts[k]! + i;
      out[i] = smooth[v]! / weight[v]!;
    }
    return out;
  });
}
