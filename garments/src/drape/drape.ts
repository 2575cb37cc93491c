/**
 * Draping a garment template (C2): every flat panel is triangulated, placed around an invisible
 * body (torso panels wrapped round it, sleeves rolled round the arms, a hood hung at the back
 * neck), sewn to its neighbours along the seams and left to hang under gravity with the cloth
 * solver. The result is a 3D position (mm, garment space: x to the wearer's left, y up, z to the
 * front) for every vertex of the panel's triangulation, whose flat coordinates stay the panel's
 * (the texture's UVs). Deterministic: the same template gives the same positions.
 */
import { bottomBody, scaleBody, topBody, type Vec3 } from './body.js';
import { collisionGroups } from './collisions.js';
import { hangHood, holdBackNeckline, neckOpening, standCollar } from './hung-edges.js';
import { meshConstraints } from './mesh-constraints.js';
import { panelRole } from './panel-geometry.js';
import { armAngleOf, rollSleeves, wrapTorso, type Piece } from './placement.js';
import { crossingsAtY, normalizeRing, toPoints, type Vec2 } from './polygon.js';
import { hashString } from '../prng.js';
import { classifyEdges, seamSewer, sewFrontBack, sewSleeves } from './seams.js';
import { DEFAULT_SOLVER, simulate, type ClothSystem, type SolverOptions } from './solver.js';
import { triangulatePanel } from './triangulate.js';
import type { DrapedGarment, DrapedPanel, DrapeInput } from './drape-types.js';

export type { DrapedGarment, DrapedPanel, DrapeInput } from './drape-types.js';

/** Interior point spacing of draped panel meshes, mm. */
export const DRAPE_SPACING = 17;
/** Bump it with every change to the drape (solver, body, placement, seams): it is part of the hash, so cached drapes of an older solver are not used. */
export const DRAPE_VERSION = 10;

/** The body scale of a drape input: its `bodyScale`, 1 when absent. Throws unless finite and above 0. */
export function drapeBodyScale(input: Pick<DrapeInput, 'bodyScale'>): number {
  const scale = input.bodyScale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`drape: bodyScale ${scale} is not a positive number`);
  return scale;
}

/** The content hash of a template's panels for the drape cache (hex, with the solver version). */
export function drapeHash(input: DrapeInput): string {
  const text = JSON.stringify([
    DRAPE_VERSION,
    DRAPE_SPACING,
    drapeBodyScale(input),
    input.panels.map((p) => [p.name, p.outline, p.facing, p.position, p.rotation]),
  ]);
  const a = hashString(text);
  const b = hashString(`${text.length}:${text}`);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * The flat meshes the drape moves (C2): per panel, the triangulation of its outline at
 * `DRAPE_SPACING` (flat coordinates, ring count, CCW triangles), without positions. A cached
 * drape's positions index these vertices.
 */
export function drapeMeshes(input: DrapeInput): Omit<DrapedPanel, 'positions'>[] {
  return input.panels.map((panel) => {
    const tri = triangulatePanel(normalizeRing(toPoints(panel.outline)), DRAPE_SPACING);
    const flat = new Float32Array(tri.points.length * 2);
    tri.points.forEach(([x, y], k) => {
      flat[k * 2] = x;
      flat[k * 2 + 1] = y;
    });
    return { name: panel.name, flat, ringCount: tri.ringCount, indices: Uint32Array.from(tri.triangles) };
  });
}

/**
 * Drapes a garment template on its body form (C2). Tops (a front and a back, optional sleeves
 * facing LEFT/RIGHT and a hood) hang on a torso with arms; bottoms (panels with two legs) on
 * hips and legs. A body scale other than 1 (a youth cut) drapes the panels shrunk by it on the
 * adult form, then grows the result back: the same as a form of that size, with the meshes
 * triangulated at the panels' own size (`drapeMeshes`). Throws when a panel outline cannot be
 * triangulated or the body scale is not a positive number.
 */
export function drapeGarment(input: DrapeInput, solver: Partial<SolverOptions> = {}): DrapedGarment {
  const scale = drapeBodyScale(input);
  const pieces: Piece[] = [];
  const flats: Vec2[][] = [];
  let offset = 0;
  for (const source of input.panels) {
    const ring = normalizeRing(toPoints(source.outline));
    const tri = triangulatePanel(ring, DRAPE_SPACING);
    const panel = scale === 1 ? source : { ...source, position: source.position.map((v) => v / scale) };
    const points = scale === 1 ? tri.points : tri.points.map(([x, y]) => [x / scale, y / scale] as Vec2);
    const role = panelRole(panel, input.panels);
    flats.push(tri.points);
    pieces.push({
      name: panel.name,
      panel,
      ring: points.slice(0, tri.ringCount),
      points,
      ringCount: tri.ringCount,
      triangles: tri.triangles,
      offset,
      role,
    });
    offset += tri.points.length;
  }
  const total = offset;
  const positions = new Float64Array(total * 3);
  const invMass = new Float64Array(total).fill(1);
  const set = (n: number, v: Vec3): void => {
    positions[n * 3] = v[0];
    positions[n * 3 + 1] = v[1];
    positions[n * 3 + 2] = v[2];
  };

  const front = pieces.find((p) => p.role === 'front');
  const back = pieces.find((p) => p.role === 'back');
  if (!front || !back) throw new Error(`garment ${input.id}: a drape needs a front and a back panel`);
  const legs = crossingsAtY(front.ring, Math.min(...front.ring.map((p) => p[1])) + 1).length >= 4;
  const top = Math.max(...front.ring.map((p) => p[1]));
  const sleeves = pieces.filter((p) => p.role === 'sleeve');

  const armAngle = armAngleOf(sleeves);
  const body = legs ? bottomBody(top) : topBody({ neckTop: top, armAngle });
  // Torso panels wrapped round the body, sleeves rolled round the arms (placement.ts).
  wrapTorso(front, back, legs, top, body, set, invMass);
  rollSleeves(sleeves, armAngle, top, set);

  // Hood: hung round the neck, lying on the upper back (hung-edges.ts).
  for (const piece of pieces.filter((p) => p.role === 'hood')) hangHood(piece, top, set, invMass);
  // A stand collar: round the neck on the neckline (hung-edges.ts).
  for (const piece of pieces.filter((p) => p.role === 'collar'))
    standCollar(piece, body, neckOpening(front.ring, back.ring), set, invMass);

  // Constraints: stretch along edges, bending across neighbouring triangles (rest: flat).
  const { stretch, bend } = meshConstraints(pieces);

  // Seams (seams.ts): front to back, each sleeve's underarm and cap.
  const { seams, records: seamRecords, sew } = seamSewer(pieces);
  const frontClass = classifyEdges(front, back, legs);
  const backClass = classifyEdges(back, front, legs);
  // A sleeveless top carries its back neckline on two narrow straps alone: held (hung-edges.ts);
  // a sleeved top's shoulders carry it. Its sewn points (where the neckline meets the shoulder
  // seam) stay free to meet the front.
  if (!legs && sleeves.length === 0) {
    const position = (n: number): Vec3 => [positions[n * 3]!, positions[n * 3 + 1]!, positions[n * 3 + 2]!];
    holdBackNeckline(back, body, position, (k) => backClass.sewn[k]!, set, invMass);
  }
  sewFrontBack(sew, front, back, frontClass, backClass);
  sewSleeves(sew, sleeves, front, back, frontClass, backClass, positions);

  // Collisions: torso panels and hoods with the whole body; sleeves keep off the torso's cloth.
  const collisions = collisionGroups(pieces, sleeves, body);

  const system: ClothSystem = { positions, invMass, stretch, bend, seams, collisions };
  simulate(system, { ...DEFAULT_SOLVER, ...solver });

  if (scale !== 1) for (let i = 0; i < positions.length; i++) positions[i] = positions[i]! * scale;

  return {
    id: input.id,
    hash: drapeHash(input),
    body: scaleBody(body, scale),
    seams: seamRecords,
    panels: pieces.map((piece, n) => {
      const flat = new Float32Array(piece.points.length * 2);
      flats[n]!.forEach(([x, y], k) => {
        flat[k * 2] = x;
        flat[k * 2 + 1] = y;
      });
      return {
        name: piece.name,
        flat,
        ringCount: piece.ringCount,
        indices: Uint32Array.from(piece.triangles),
        positions: Float32Array.from(positions.subarray(piece.offset * 3, (piece.offset + piece.points.length) * 3)),
      };
    }),
  };
}
