/**
 * Draping a garment template (C2): every flat panel is triangulated, placed around an invisible
 * body (torso panels wrapped round it, sleeves rolled round the arms, a hood hung at the back
 * neck), sewn to its neighbours along the seams and left to hang under gravity with the cloth
 * solver. The result is a 3D position (mm, garment space: x to the wearer's left, y up, z to the
 * front) for every vertex of the panel's triangulation, whose flat coordinates stay the panel's
 * (the texture's UVs). Deterministic: the same template gives the same positions.
 */
import { bottomBody, scaleBody, topBody, type BodyForm, type BodyPrimitive, type Vec3 } from './body.js';
import { hangHood, holdBackNeckline, neckOpening, pinWaistband, standCollar } from './hung-edges.js';
import { meshConstraints } from './mesh-constraints.js';
import { crossingsAtY, normalizeRing, toPoints, type Vec2 } from './polygon.js';
import { hashString } from '../prng.js';
import {
  DEFAULT_SOLVER,
  simulate,
  type ClothSystem,
  type CollisionGroup,
  type SeamLink,
  type SolverOptions,
} from './solver.js';
import { triangulatePanel } from './triangulate.js';
import {
  rotateXYZ,
  ellipseArc,
  halfPerimeter,
  maxAbsX,
  edgeNormal,
  chainOf,
  atFraction,
  walk,
  ringPointAtY,
  capBase,
  segDistT,
  segDist,
  crotchHeight,
  legWrap,
  panelRole,
  type Chain,
  type PanelRole,
} from './panel-geometry.js';
import type { GarmentPanelTemplate } from '../types.js';

/** Interior point spacing of draped panel meshes, mm. */
export const DRAPE_SPACING = 17;
/** Bump it with every change to the drape (solver, body, placement, seams): it is part of the hash, so cached drapes of an older solver are not used. */
export const DRAPE_VERSION = 10;

/** What the drape needs of a template: its panels (the GraphQL `Garment` has the same shape). */
export interface DrapeInput {
  id: string;
  panels: readonly (Pick<GarmentPanelTemplate, 'name' | 'outline' | 'facing'> & {
    position: readonly number[];
    rotation: readonly number[];
  })[];
  /**
   * The size of the body form against the adult L it is modelled on (a share; absent = 1): a
   * youth cut hangs on a body scaled by its own factor (`GarmentTemplate.bodyScale`).
   */
  bodyScale?: number | null;
}

/** The body scale of a drape input: its `bodyScale`, 1 when absent. Throws unless finite and above 0. */
export function drapeBodyScale(input: Pick<DrapeInput, 'bodyScale'>): number {
  const scale = input.bodyScale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`drape: bodyScale ${scale} is not a positive number`);
  return scale;
}

/** One panel's mesh: flat points (mm, panel space), CCW triangles and draped positions (mm). */
export interface DrapedPanel {
  name: string;
  /** Flat x,y per vertex; the first `ringCount` vertices are the outline, in order. */
  flat: Float32Array;
  ringCount: number;
  indices: Uint32Array;
  positions: Float32Array;
}

export interface DrapedGarment {
  id: string;
  hash: string;
  panels: DrapedPanel[];
  body: BodyForm;
  /** Seams as pairs of sewn points, for checks: [panel, vertex] sewn to a point of [panel, a, b, t]. */
  seams: { panel: number; vertex: number; other: number; a: number; b: number; t: number }[];
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

interface Piece {
  name: string;
  panel: DrapeInput['panels'][number];
  ring: Vec2[];
  points: Vec2[];
  ringCount: number;
  triangles: number[];
  offset: number;
  role: PanelRole;
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

  // The arm angle from a sleeve's placement: its local y axis tilted from vertical.
  let armAngle = 0.38;
  if (sleeves[0]) {
    const axis = rotateXYZ([0, 1, 0], sleeves[0].panel.rotation);
    armAngle = Math.min(0.5, Math.max(0.4, Math.acos(Math.max(-1, Math.min(1, axis[1])))));
  }
  const body = legs ? bottomBody(top) : topBody({ neckTop: top, armAngle });

  // Torso panels: wrapped round an elliptic cylinder whose half perimeter is the panel width.
  const width = 2 * Math.max(maxAbsX(front.ring), maxAbsX(back.ring));
  const ratio = 0.7;
  const a = width / halfPerimeter(1, ratio);
  const arc = ellipseArc(a, a * ratio);
  const crotch = legs ? crotchHeight(front.ring) : 0;
  for (const piece of [front, back]) {
    const sign = piece.role === 'front' ? 1 : -1;
    piece.points.forEach(([x, y], k) => {
      const [ex, ez] = arc(x);
      // Towards the top the front and back close in over the shoulders.
      const close = legs ? 1 : 1 - 0.55 * Math.max(0, Math.min(1, (y - (top - 180)) / 180)) ** 1.5;
      let p: Vec3 = [sign * ex, y, sign * ez * close];
      if (legs && y < crotch + 60) {
        const leg = legWrap(piece.ring, x, y, sign);
        const t = Math.max(0, Math.min(1, (crotch + 60 - y) / 120));
        p = [p[0] + (leg[0] - p[0]) * t, y, p[2] + (leg[2] - p[2]) * t];
      }
      set(piece.offset + k, p);
    });
    if (legs) pinWaistband(piece, body, sign, top, set, invMass);
  }

  // Sleeves: rolled round the arm, the cap at the shoulder joint.
  for (const piece of sleeves) {
    const sign = piece.panel.facing === 'LEFT' ? 1 : -1;
    const s = Math.sin(armAngle);
    const c = Math.cos(armAngle);
    const d: Vec3 = [sign * s, -c, 0];
    const u: Vec3 = [sign * c, s, 0];
    // v chosen so the pattern's outer face looks away from the arm: u = d × v.
    const cross: Vec2 = [d[1], -d[0]]; // d × (0, 0, 1)
    const v: Vec3 = [0, 0, cross[0] * u[0] + cross[1] * u[1] > 0 ? 1 : -1];
    const capTop = Math.max(...piece.ring.map((p) => p[1]));
    const joint: Vec3 = [sign * 178, top - 78, 0];
    piece.points.forEach(([x, y], k) => {
      const xs = crossingsAtY(piece.ring, Math.min(y, capTop - 0.5));
      const half = xs.length >= 2 ? Math.max(Math.abs(xs[0]!), Math.abs(xs[xs.length - 1]!)) : 1;
      const w = Math.max(half, Math.abs(x), 1);
      const phi = (Math.PI * x) / w;
      const r = (2 * w) / (2 * Math.PI) + 6;
      const t = capTop - y;
      const cu = Math.cos(phi) * r;
      const sv = Math.sin(phi) * r;
      set(piece.offset + k, [
        joint[0] + d[0] * t + u[0] * cu + v[0] * sv,
        joint[1] + d[1] * t + u[1] * cu + v[1] * sv,
        joint[2] + d[2] * t + u[2] * cu + v[2] * sv,
      ]);
    });
  }

  // Hood: hung round the neck, lying on the upper back (hung-edges.ts).
  for (const piece of pieces.filter((p) => p.role === 'hood')) hangHood(piece, top, set, invMass);
  // A stand collar: round the neck on the neckline (hung-edges.ts).
  for (const piece of pieces.filter((p) => p.role === 'collar'))
    standCollar(piece, body, neckOpening(front.ring, back.ring), set, invMass);

  // Constraints: stretch along edges, bending across neighbouring triangles (rest: flat).
  const { stretch, bend } = meshConstraints(pieces);

  const seams: SeamLink[] = [];
  const seamRecords: DrapedGarment['seams'] = [];
  const sew = (pa: Piece, vertex: number, pb: Piece, link: [number, number, number]): void => {
    seams.push({ i: pa.offset + vertex, j: pb.offset + link[0], k: pb.offset + link[1], t: link[2] });
    seamRecords.push({
      panel: pieces.indexOf(pa),
      vertex,
      other: pieces.indexOf(pb),
      a: link[0],
      b: link[1],
      t: link[2],
    });
  };

  // Front ↔ back: outline vertices that coincide once the back is turned round (x → -x), except
  // hems (outward side pointing down), bottoms' waist edges and, on tops, the armholes (above
  // the underarm).
  const classify = (piece: Piece): { sewn: boolean[]; armhole: boolean[] } => {
    const ring = piece.ring;
    const other = piece === front ? back : front;
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
  };
  const frontClass = classify(front);
  const backClass = classify(back);
  // A sleeveless top carries its back neckline on two narrow straps alone: held (hung-edges.ts);
  // a sleeved top's shoulders carry it. Its sewn points (where the neckline meets the shoulder
  // seam) stay free to meet the front.
  if (!legs && sleeves.length === 0) {
    const position = (n: number): Vec3 => [positions[n * 3]!, positions[n * 3 + 1]!, positions[n * 3 + 2]!];
    holdBackNeckline(back, body, position, (k) => backClass.sewn[k]!, set, invMass);
  }
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

  // Sleeves: underarm seam (one side line onto the other), cap onto the armholes.
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

  // Collisions: torso panels and hoods with the whole body; sleeves keep off the torso's cloth.
  const prims = body.primitives;
  const collisions: CollisionGroup[] = [];
  for (const piece of pieces) {
    const range = { from: piece.offset, to: piece.offset + piece.points.length };
    if (piece.role === 'sleeve') {
      collisions.push({ ...range, primitives: prims.filter((p) => p.part === 'arm'), margin: 5 });
      collisions.push({ ...range, primitives: prims.filter((p) => p.part === 'torso'), margin: 12 });
      // Below the cap the sleeve also keeps clear of the torso's cloth, which hangs loose.
      const belowCap = Uint8Array.from(piece.points, ([, y]) => (y < capBase(piece.ring) - 40 ? 1 : 0));
      collisions.push({
        ...range,
        primitives: prims.filter((p) => p.part === 'torso'),
        margin: 30,
        mask: belowCap,
      });
      // The sleeve stays round its arm: no point further than its widest radius from the bone.
      const side = piece.panel.facing === 'LEFT' ? 'left' : 'right';
      const girth = 2 * maxAbsX(piece.ring);
      collisions.push({
        ...range,
        primitives: prims
          .filter((p) => p.part === 'arm' && p.name.startsWith(side))
          .map((p) => (p.kind === 'capsule' ? { ...p, radius: 0 } : p)),
        margin: girth / (2 * Math.PI) + 25,
        inside: true,
        mask: belowCap,
      });
    } else if (piece.role === 'hood') {
      collisions.push({ ...range, primitives: prims.filter((p) => p.part === 'torso'), margin: 30 });
    } else {
      collisions.push({ ...range, primitives: prims as BodyPrimitive[], margin: 5 });
      if (sleeves.length > 0) {
        // Below the armholes the body's cloth keeps clear of the sleeves round the arms.
        const ring = piece.ring;
        const hw = maxAbsX(ring);
        const underarm = Math.max(...ring.filter(([x]) => Math.abs(x) > hw - 0.5).map(([, y]) => y));
        collisions.push({
          ...range,
          primitives: prims.filter((p) => p.part === 'arm'),
          margin: 32,
          mask: Uint8Array.from(piece.points, ([, y]) => (y < underarm - 25 ? 1 : 0)),
        });
      }
    }
  }

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
