/**
 * Where the drape holds a panel by one of its edges before the cloth settles (C2):
 * a hood hung round the neck, a stand collar round it, a sleeveless top's back neckline on the
 * neck and upper back, a waistband held round the waist. Positions in garment space (mm,
 * x to the wearer's left, y up, z to the front); a held vertex gets an inverse mass of 0.
 */
import { insidePrimitive, torsoSection, type BodyForm, type Vec3 } from './body.js';
import { ellipseArc, halfPerimeter } from './panel-geometry.js';
import type { Vec2 } from './polygon.js';

/** A panel's flat mesh in the cloth system: its outline (`ring`), every vertex, its first index. */
export interface HeldPiece {
  ring: Vec2[];
  points: Vec2[];
  offset: number;
}

/** Sets the start position of vertex `i` of the cloth system. */
type SetPosition = (i: number, p: Vec3) => void;

/** Radius of the circle round the neck on which a hood's top edge hangs, mm. */
const HOOD_RIM_RADIUS = 100;
/**
 * How far above the neck side points a hood's top edge is held, mm: high enough that from the
 * front it stands behind the neck, above the shoulder line, as a hoodie's hood lying back does.
 */
const HOOD_RISE = 26;
/** The neck's axis, z in mm (body.ts `neck`). */
const NECK_AXIS_Z = -26;
/** How far a top's back neckline lies off the neck and upper back, mm. */
const NECKLINE_CLEARANCE = 6;
/** The deepest back neckline the hold looks for below the neck side points, mm. */
const MAX_BACK_NECK_DROP = 80;
/** How far a bottom's waistband sits outside the body's waist, mm. */
const WAISTBAND_CLEARANCE = 8;

/**
 * A hood (a panel whose top edge hangs at the neck): its top 25 mm are held on a circle round the
 * neck that reaches the neck's sides, so the front view shows the hood at both sides of the neck;
 * further down the cloth curves round the upper back on a wider and wider circle and lies on it.
 * Arc lengths across the panel are kept, so the cloth starts unstretched. `top`: the neck side
 * point's height, mm.
 */
export function hangHood(piece: HeldPiece, top: number, set: SetPosition, invMass: Float64Array): void {
  const maxY = Math.max(...piece.ring.map((p) => p[1]));
  piece.points.forEach(([x, y], k) => {
    const down = maxY - y;
    const radius = HOOD_RIM_RADIUS + 0.45 * down;
    const angle = x / radius;
    set(piece.offset + k, [
      -Math.sin(angle) * radius,
      top + HOOD_RISE - down * 0.9,
      NECK_AXIS_Z - Math.cos(angle) * radius,
    ]);
    if (y > maxY - 25) invMass[piece.offset + k] = 0;
  });
}

/**
 * The neck opening a stand collar stands on, mm: the heights of the neckline at the centre front
 * and back and at the neck side points, and its half width.
 */
export interface NeckOpening {
  frontY: number;
  backY: number;
  sideY: number;
  halfWidth: number;
}

/** The neck opening of a top from its front and back panels' outlines (panel coordinates, mm). */
export function neckOpening(front: readonly Vec2[], back: readonly Vec2[]): NeckOpening {
  const top = Math.max(...front.map(([, y]) => y));
  const centre = (ring: readonly Vec2[]) => Math.max(...ring.filter(([x]) => Math.abs(x) < 0.5).map(([, y]) => y));
  const halfWidth = Math.max(...front.filter(([, y]) => y > top - 0.5).map(([x]) => Math.abs(x)));
  return { frontY: centre(front), backY: centre(back), sideY: top, halfWidth };
}

/** Where a stand collar (panel `collar`) stands: at the front and back of the neck, this far out, mm. */
const COLLAR_CLEARANCE = 16;
/** The gap between a stand collar's two ends at the centre front (the zip), mm. */
const COLLAR_OPENING = 12;
/** How much narrower a stand collar is at its top edge than on the neckline (a share). */
const COLLAR_TAPER = 0.16;
/** How far a stand collar's lower edge reaches down inside the neckline, mm. */
const COLLAR_TUCK = 2;

/**
 * The z (mm) where a line along z at (x, y), coming from `from` towards 0, first meets the
 * torso grown by `margin`, or 0 when it does not.
 */
function torsoDepth(body: BodyForm, x: number, y: number, from: number, margin: number): number {
  const torso = body.primitives.filter((p) => p.part === 'torso');
  const step = from > 0 ? -1 : 1;
  for (let z = from; Math.abs(z) > 0; z += step)
    if (torso.some((p) => insidePrimitive(p, [x, y, z], -margin))) return z;
  return 0;
}

/**
 * A stand collar stands round the neck: the panel (x = 0 at the back, y = 0 its
 * lower edge) is laid on an elliptic cylinder through the body's front and back at the
 * neckline's heights ({@link COLLAR_CLEARANCE} out) and as wide as the neck opening, sized so
 * that its two ends stop {@link COLLAR_OPENING} mm apart at the centre front; its lower edge
 * follows the neckline, {@link COLLAR_TUCK} mm inside it, and it narrows towards the neck
 * ({@link COLLAR_TAPER}). Every point is held: a collar stands.
 */
export function standCollar(
  piece: HeldPiece,
  body: BodyForm,
  neck: NeckOpening,
  set: SetPosition,
  invMass: Float64Array,
): void {
  const zFront = torsoDepth(body, 0, neck.frontY, 300, COLLAR_CLEARANCE);
  const zBack = torsoDepth(body, 0, neck.backY, -300, COLLAR_CLEARANCE);
  const girth = 2 * Math.max(...piece.ring.map(([x]) => Math.abs(x)));
  const rz0 = (zFront - zBack) / 2;
  const k = (girth + COLLAR_OPENING) / (2 * halfPerimeter(neck.halfWidth, rz0));
  const rx = neck.halfWidth * k;
  const rz = rz0 * k;
  const cz = (zFront + zBack) / 2;
  const arc = ellipseArc(rx, rz);
  const height = Math.max(...piece.ring.map(([, y]) => y));
  const torso = body.primitives.filter((p) => p.part === 'torso');
  piece.points.forEach(([x, y], i) => {
    const [ex, ez] = arc(x);
    // The neckline rises from its centre (front or back) to the neck side point, as an ellipse.
    const centre = ez >= 0 ? neck.backY : neck.frontY;
    const u = Math.min(1, Math.abs(ex) / rx);
    const base = centre + (neck.sideY - centre) * (1 - Math.sqrt(1 - u * u)) - COLLAR_TUCK;
    // Narrower towards the top, round the neck (the collar's top edge is cut shorter), but never
    // closer than half the clearance to the neck.
    let hug = 1 - (COLLAR_TAPER * y) / height;
    const at = (h: number): Vec3 => [-ex * h, base + y, cz - ez * h];
    while (hug < 1 && torso.some((p) => insidePrimitive(p, at(hug), -COLLAR_CLEARANCE / 2))) hug += 0.01;
    set(piece.offset + i, at(hug));
    invMass[piece.offset + i] = 0;
  });
}

/**
 * A sleeveless top's back neckline (the back panel's outline between its two neck side points, the
 * highest points of the panel) lies on the neck and upper back: each of its points is held
 * where it starts across (x) and up (y), pushed back in z until it is {@link NECKLINE_CLEARANCE}
 * mm outside the body's torso. Unheld, a wide neckline on narrow shoulder straps (a sleeveless
 * jersey) sagged onto the upper back and crumpled at the centre. `position(i)` reads vertex `i`'s
 * start position; outline points `sewn(k)` to the front are left free.
 */
export function holdBackNeckline(
  piece: HeldPiece,
  body: BodyForm,
  position: (i: number) => Vec3,
  sewn: (k: number) => boolean,
  set: SetPosition,
  invMass: Float64Array,
): void {
  const top = Math.max(...piece.ring.map((p) => p[1]));
  const neckHalf = Math.max(...piece.ring.filter(([, y]) => y > top - 0.5).map(([x]) => Math.abs(x)));
  const torso = body.primitives.filter((p) => p.part === 'torso');
  piece.ring.forEach(([x, y], k) => {
    if (Math.abs(x) >= neckHalf - 0.5 || y < top - MAX_BACK_NECK_DROP || sewn(k)) return;
    const i = piece.offset + k;
    const [px, py] = position(i);
    let z = 0;
    while (z > -400 && torso.some((p) => insidePrimitive(p, [px, py, z], -NECKLINE_CLEARANCE))) z -= 1;
    set(i, [px, py, z]);
    invMass[i] = 0;
  });
}

/**
 * A bottom's waistband is elastic: the top edge of its front or back panel (`sign` 1 or -1) is
 * held round the body's waist, {@link WAISTBAND_CLEARANCE} mm out, the edge spread evenly over
 * its half of the waist; the cloth below gathers into it (the waist stood wide of the body). The
 * edge is every point of the panel's outline at or above the front's waist height (`frontTop`,
 * mm), each held at its own height: a back cut higher at the centre (the back rise) comes down
 * to the front's height at the side seams, as its pattern does.
 */
export function pinWaistband(
  piece: HeldPiece,
  body: BodyForm,
  sign: 1 | -1,
  frontTop: number,
  set: SetPosition,
  invMass: Float64Array,
): void {
  const edge = piece.ring.map((p, k) => [p, k] as const).filter(([[, y]]) => y >= frontTop - 0.5);
  const halfWidth = Math.max(...edge.map(([[x]]) => Math.abs(x)));
  if (halfWidth === 0) return;
  // Each point on the body's section at its own height, so a back's side corners meet the
  // front's (the same height, the same section).
  const rings = new Map<number, { cz: number; arc: (s: number) => readonly [number, number]; half: number }>();
  const ringAt = (y: number) => {
    let r = rings.get(y);
    if (r === undefined) {
      const section = torsoSection(body, y);
      if (!section) return undefined;
      const rx = section.rx + WAISTBAND_CLEARANCE;
      const rz = section.rz + WAISTBAND_CLEARANCE;
      r = { cz: section.cz, arc: ellipseArc(rx, rz), half: halfPerimeter(rx, rz) };
      rings.set(y, r);
    }
    return r;
  };
  for (const [[x, y], k] of edge) {
    const r = ringAt(y);
    if (!r) continue;
    const [ex, ez] = r.arc(((x / halfWidth) * r.half) / 2);
    set(piece.offset + k, [sign * ex, y, r.cz + sign * ez]);
    invMass[piece.offset + k] = 0;
  }
}
