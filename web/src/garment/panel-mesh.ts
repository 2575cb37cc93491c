import { BufferAttribute, BufferGeometry, Euler, Matrix4, Vector3 } from 'three';
import { atlasUv, type AtlasLayout } from './atlas';
import { OCCLUSION_ATTRIBUTE } from './cloth-material';
import type { GarmentPanel } from './render-spec';
import { crossingsAtX, crossingsAtY, edgesDistance, normalizeRing, resampleRing, toPoints, type Vec2 } from './polygon';
import { triangulatePanel } from './triangulate';

/** Edges closer than this (mm) to another panel's edge, once placed, are sewn together. */
const SEAM_TOLERANCE = 2;
/** Interior point spacing of the panel meshes, mm. */
const MESH_SPACING = 14;

export type Edge = readonly [Vec2, Vec2];

/**
 * How the generator reads a panel (C2): panels facing FRONT or BACK are cushions inflated away
 * from their plane; panels facing LEFT or RIGHT are tubes rolled around their local y axis.
 */
export interface PanelShape {
  panel: GarmentPanel;
  kind: 'cushion' | 'tube';
  /** The outline, CCW, without a closing point. */
  ring: Vec2[];
  /** Panel → garment space (mm). */
  matrix: Matrix4;
  /** Outline edges sewn to another panel: inflation falls to zero there. */
  seams: Edge[];
  /** Outline edges left open: hems, necklines, cuffs, waist. */
  open: Edge[];
}

/** The placement matrix of a panel: translation in mm, Euler XYZ rotation in radians. */
export function panelMatrix(panel: Pick<GarmentPanel, 'position' | 'rotation'>): Matrix4 {
  const [px = 0, py = 0, pz = 0] = panel.position;
  const [rx = 0, ry = 0, rz = 0] = panel.rotation;
  return new Matrix4().makeRotationFromEuler(new Euler(rx, ry, rz, 'XYZ')).setPosition(px, py, pz);
}

function segmentDistance3(p: Vector3, a: Vector3, b: Vector3): number {
  const ab = new Vector3().subVectors(b, a);
  const len2 = ab.lengthSq();
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, new Vector3().subVectors(p, a).dot(ab) / len2));
  return p.distanceTo(a.clone().addScaledVector(ab, t));
}

/**
 * Finds the seams of every cushion panel (C2). An outline edge is a seam when, once placed, it
 * lies on another cushion's outline and its outward side does not point down (hems stay open
 * even where front and back hems meet). Edges that meet nothing (a neckline cut deeper in front
 * than behind, a waist that rises higher at the back) stay open. A cushion with no seam at all
 * (a hood lying on the back) is closed all round, like a pillow.
 */
export function analyzePanels(panels: readonly GarmentPanel[]): PanelShape[] {
  const shapes = panels.map((panel) => {
    const ring = normalizeRing(toPoints(panel.outline));
    const kind: PanelShape['kind'] = panel.facing === 'LEFT' || panel.facing === 'RIGHT' ? 'tube' : 'cushion';
    return {
      panel,
      kind,
      ring,
      matrix: panelMatrix(panel),
      seams: [] as Edge[],
      open: [] as Edge[],
    };
  });
  const placed = shapes.map((s) =>
    s.kind === 'cushion' ? resampleRing(s.ring, 6).map(([x, y]) => new Vector3(x, y, 0).applyMatrix4(s.matrix)) : [],
  );
  shapes.forEach((shape, i) => {
    const ring = resampleRing(shape.ring, MESH_SPACING * 0.6);
    const edges = ring.map((p, k) => [p, ring[(k + 1) % ring.length]!] as const);
    if (shape.kind === 'tube') {
      shape.open = edges;
      return;
    }
    const normalMatrix = new Matrix4().extractRotation(shape.matrix);
    for (const edge of edges) {
      const [a, b] = edge;
      const mid = new Vector3((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0).applyMatrix4(shape.matrix);
      // Outward normal of a CCW outline is to the right of the edge direction.
      const outward = new Vector3(b[1] - a[1], -(b[0] - a[0]), 0).normalize().applyMatrix4(normalMatrix);
      let sewn = false;
      if (outward.y > -0.5) {
        for (let j = 0; j < shapes.length && !sewn; j++) {
          if (j === i) continue;
          const other = placed[j]!;
          for (let k = 0; k < other.length; k++) {
            if (segmentDistance3(mid, other[k]!, other[(k + 1) % other.length]!) < SEAM_TOLERANCE) {
              sewn = true;
              break;
            }
          }
        }
      }
      (sewn ? shape.seams : shape.open).push(edge);
    }
    if (shape.seams.length === 0) {
      shape.seams = shape.open;
      shape.open = [];
    }
  });
  return shapes;
}

/** Plain arrays of one panel mesh, garment space in mm. */
export interface PanelMeshData {
  positions: Float32Array;
  /** Panel coordinates of every vertex, mm (the flat pattern). */
  flat: Float32Array;
  indices: Uint32Array;
  /**
   * Share of the sky each vertex's outside has hidden by the garment's cloth, 0..1 (`@tas/garments`
   * `vertexOcclusion`); absent for meshes that were not draped (they are lit as if in the open).
   */
  occlusion?: Float32Array;
}

const ramp = (t: number): number => Math.sin((Math.PI / 2) * Math.min(1, Math.max(0, t)));
/** Quarter circle: vertical at 0, so front and back meet in a rounded edge, not a ridge. */
const round = (t: number): number => {
  const u = 1 - Math.min(1, Math.max(0, t));
  return Math.sqrt(1 - u * u);
};

/**
 * Builds the 3D surface of a panel (C2). Cushions: every point rises by `inflate` times a
 * profile of its distance to the seams: a quarter circle near the seam (front and back meet
 * in a rounded edge, like cloth over a body) plus a gentle dome over the whole panel. Tubes: the pattern's x is
 * rolled round the y axis (x = 0 faces outward); towards the top edge the tube flattens onto
 * the seam plane so a sleeve cap lies along the armhole.
 */
export function buildPanelMesh(shape: PanelShape): PanelMeshData {
  const tri = triangulatePanel(shape.ring, MESH_SPACING);
  const { points } = tri;
  const positions = new Float32Array(points.length * 3);
  const flat = new Float32Array(points.length * 2);
  const v = new Vector3();
  const inflate = Math.max(0, shape.panel.inflate);
  if (shape.kind === 'cushion') {
    const distances = points.map(([x, y]) => edgesDistance(x, y, shape.seams));
    const dMax = Math.max(1, ...distances);
    const edgeRadius = Math.max(1, inflate * 0.85);
    points.forEach(([x, y], i) => {
      const d = distances[i]!;
      const h = inflate * (0.65 * round(d / edgeRadius) + 0.35 * ramp(d / dMax));
      v.set(x, y, h).applyMatrix4(shape.matrix);
      positions.set([v.x, v.y, v.z], i * 3);
      flat.set([x, y], i * 2);
    });
  } else {
    // The garment's up direction seen from the panel, for the upright cap.
    const up = new Vector3(0, 1, 0).applyMatrix4(new Matrix4().extractRotation(shape.matrix).invert());
    const tube = tubeProfile(shape.ring, up);
    points.forEach(([x, y], i) => {
      const [lx, ly, lz] = tube.place(x, y, inflate);
      v.set(lx, ly, lz).applyMatrix4(shape.matrix);
      positions.set([v.x, v.y, v.z], i * 3);
      flat.set([x, y], i * 2);
    });
  }
  return { positions, flat, indices: Uint32Array.from(tri.triangles) };
}

/**
 * The rolling of a tube pattern (sleeves). The circumference at each height is the widest
 * width at or below it, so a sleeve cap keeps the armhole's girth. The tube hangs from its
 * cap: the origin is the top of the outline at x = 0, where the cross-section lies flat and
 * stands upright (`up` is the garment's up direction in panel space), so the cap lies along
 * the body's armhole seam; below it the tube bends into the panel's own y axis.
 */
export function tubeProfile(
  ring: readonly Vec2[],
  up: Vector3 = new Vector3(0, 0, 1),
): { place(x: number, y: number, inflate: number): [number, number, number] } {
  let minY = Infinity;
  let maxY = -Infinity;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const [x, y] of ring) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  const step = 2;
  const girth: number[] = [];
  let running = 1;
  for (let y = minY; y <= maxY + step; y += step) {
    const xs = crossingsAtY(ring, Math.min(y, maxY - 0.01) + 0.005);
    if (xs.length >= 2) running = Math.max(running, xs[xs.length - 1]! - xs[0]!);
    girth.push(running);
  }
  const tops: number[] = [];
  for (let x = minX; x <= maxX + step; x += step) {
    const ys = crossingsAtX(ring, Math.max(minX + 0.01, Math.min(x, maxX - 0.01)));
    tops.push(ys.length ? ys[ys.length - 1]! : maxY);
  }
  const lookup = (table: number[], t: number): number => {
    const i = Math.max(0, Math.min(table.length - 1, t));
    const i0 = Math.floor(i);
    const i1 = Math.min(table.length - 1, i0 + 1);
    return table[i0]! + (table[i1]! - table[i0]!) * (i - i0);
  };
  const fullGirth = running;
  const radius = fullGirth / (2 * Math.PI);
  const flattenLength = radius * 1.3;
  const top = lookup(tops, (0 - minX) / step);
  const length = top - minY;
  const bendLength = Math.max(1, Math.min(length * 0.45, radius * 1.4));
  // Turn about x that brings the cross-section's outward axis (z) upright at the cap.
  const bend = Math.abs(up.y) + Math.abs(up.z) < 1e-6 ? 0 : Math.atan2(up.y, up.z);
  const turn = (s: number): number => {
    const t = Math.max(0, Math.min(1, s / bendLength));
    return bend * (1 - t * t * (3 - 2 * t));
  };
  // Centre line from the cap (s = 0) down to the cuff (s = length), in steps of `step` mm.
  const centre: [number, number][] = [[-Math.sin(bend) * (fullGirth / 4), -Math.cos(bend) * (fullGirth / 4)]];
  for (let s = 0; s < length + step * 2; s += step) {
    const phi = turn(s + step / 2);
    const [cy, cz] = centre[centre.length - 1]!;
    // Down the tube is -y turned by phi about x: (0, -cos φ, sin φ).
    centre.push([cy - Math.cos(phi) * step, cz + Math.sin(phi) * step]);
  }
  return {
    place(x, y, inflate) {
      const c = lookup(girth, (y - minY) / step);
      const r = c / (2 * Math.PI);
      const theta = (2 * Math.PI * x) / c;
      const below = lookup(tops, (x - minX) / step) - y;
      const t = Math.max(0, Math.min(1, 1 - below / flattenLength));
      const f = t * t * (3 - 2 * t);
      const bulge = inflate * (1 - f) * Math.min(1, (y - minY) / 40);
      const a = r * (1 + f * (Math.PI / 2 - 1)) + bulge;
      const b = r * (1 - 0.9 * f) + bulge;
      const s = top - y;
      const phi = turn(s);
      const [cy, cz] =
        s <= 0
          ? centre[0]!
          : (() => {
              const i = s / step;
              const i0 = Math.min(centre.length - 2, Math.floor(i));
              const k = i - i0;
              const p0 = centre[i0]!;
              const p1 = centre[i0 + 1]!;
              return [p0[0] + (p1[0] - p0[0]) * k, p0[1] + (p1[1] - p0[1]) * k] as [number, number];
            })();
      // Outward axis z turned by phi about x: (0, sin φ, cos φ).
      const out = a * Math.cos(theta);
      return [b * Math.sin(theta), cy + Math.sin(phi) * out, cz + Math.cos(phi) * out];
    },
  };
}

/** A three.js geometry of the panel in garment space (mm) with atlas UVs and smooth normals. */
export function panelGeometry(data: PanelMeshData, layout: AtlasLayout, panelName: string): BufferGeometry {
  const rect = layout.rects.get(panelName);
  if (!rect) throw new Error(`panel ${panelName} is missing from the atlas`);
  const count = data.flat.length / 2;
  const uvs = new Float32Array(count * 2);
  for (let i = 0; i < count; i++) {
    const [u, v] = atlasUv(layout, rect, data.flat[i * 2]!, data.flat[i * 2 + 1]!);
    uvs[i * 2] = u;
    uvs[i * 2 + 1] = v;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(data.positions, 3));
  geometry.setAttribute('uv', new BufferAttribute(uvs, 2));
  geometry.setAttribute(OCCLUSION_ATTRIBUTE, new BufferAttribute(data.occlusion ?? new Float32Array(count), 1));
  geometry.setIndex(new BufferAttribute(data.indices, 1));
  geometry.computeVertexNormals();
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return geometry;
}
