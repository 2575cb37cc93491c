/**
 * Where the drape starts each panel before the cloth settles (C2): torso panels wrapped round an
 * elliptic cylinder about the body, sleeves rolled round the arms with the cap at the shoulder
 * joint. Positions in garment space (mm, x to the wearer's left, y up, z to the front).
 */
import type { BodyForm, Vec3 } from './body.js';
import type { DrapeInput } from './drape-types.js';
import { pinWaistband } from './hung-edges.js';
import {
  crotchHeight,
  ellipseArc,
  halfPerimeter,
  legWrap,
  maxAbsX,
  rotateXYZ,
  type PanelRole,
} from './panel-geometry.js';
import { crossingsAtY, type Vec2 } from './polygon.js';

/** A panel in the cloth system: its flat mesh (outline `ring`, every vertex), first index and role. */
export interface Piece {
  name: string;
  panel: DrapeInput['panels'][number];
  ring: Vec2[];
  points: Vec2[];
  ringCount: number;
  triangles: number[];
  offset: number;
  role: PanelRole;
}

/** Sets the start position of vertex `n` of the cloth system. */
export type SetPosition = (n: number, v: Vec3) => void;

/** The arm angle from a sleeve's placement: its local y axis tilted from vertical (radians). */
export function armAngleOf(sleeves: readonly Piece[]): number {
  let armAngle = 0.38;
  if (sleeves[0]) {
    const axis = rotateXYZ([0, 1, 0], sleeves[0].panel.rotation);
    armAngle = Math.min(0.5, Math.max(0.4, Math.acos(Math.max(-1, Math.min(1, axis[1])))));
  }
  return armAngle;
}

/**
 * Torso panels: wrapped round an elliptic cylinder whose half perimeter is the panel width; a
 * bottom's legs round each leg below the crotch, its waistband pinned round the waist. `top`:
 * the front's highest point, mm.
 */
export function wrapTorso(
  front: Piece,
  back: Piece,
  legs: boolean,
  top: number,
  body: BodyForm,
  set: SetPosition,
  invMass: Float64Array,
): void {
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
}

/** Sleeves: rolled round the arm, the cap at the shoulder joint. */
export function rollSleeves(sleeves: readonly Piece[], armAngle: number, top: number, set: SetPosition): void {
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
}
