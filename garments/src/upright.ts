/**
 * Upright prints on draped cloth (C3): the cloth hangs on the body turned and sheared a little
 * where it curves (a hip, a leg, the side of a chest), so a print laid square on the flat panel
 * would look slanted and sheared when worn. The drawing sets a decoration through the inverse of
 * the cloth's local turn and shear, so that its letters stand upright on the worn garment and
 * keep their shape, while it still lies on the cloth where the location is. Pure.
 *
 * Units: mm; flat coordinates are the panel's (y up), draped positions the garment space's
 * (x to the wearer's left, y up, z to the front).
 */

/** A panel's draped mesh as far as the frame needs it: flat x,y and draped x,y,z per vertex. */
export interface DrapedCloth {
  flat: ArrayLike<number>;
  positions: ArrayLike<number>;
}

/** A 2x2 linear map as a canvas transform's a, b, c, d: x' = a·x + c·y, y' = b·x + d·y. */
export type Linear2 = [number, number, number, number];

type Vec3 = [number, number, number];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Fewest mesh vertices under a box for a frame; a smaller box is drawn square. */
const MIN_SAMPLES = 4;

/**
 * How the worn cloth carries the flat panel's axes at a box (least squares over the mesh
 * vertices under it): the 2x2 map from flat mm to mm on the cloth as seen square on, with x
 * across to the right and y straight up. Null when fewer than 4 vertices lie under the box or
 * the cloth folds there.
 */
export function clothFrame(
  cloth: DrapedCloth,
  box: { x: number; y: number; width: number; height: number },
): Linear2 | null {
  // Normal equations of position = p0 + du·u + dv·v, u and v from the box's centre.
  const a = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const b: Vec3[] = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  let n = 0;
  for (let k = 0; k * 2 + 1 < cloth.flat.length; k++) {
    const u = cloth.flat[k * 2]! - box.x;
    const v = cloth.flat[k * 2 + 1]! - box.y;
    if (Math.abs(u) > box.width / 2 || Math.abs(v) > box.height / 2) continue;
    n++;
    const f = [1, u, v];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) a[i * 3 + j]! += f[i]! * f[j]!;
      for (let c = 0; c < 3; c++) b[i]![c]! += f[i]! * cloth.positions[k * 3 + c]!;
    }
  }
  if (n < MIN_SAMPLES) return null;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = a as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const det = a0 * (a4 * a8 - a5 * a7) - a1 * (a3 * a8 - a5 * a6) + a2 * (a3 * a7 - a4 * a6);
  if (Math.abs(det) < 1e-9) return null;
  // Rows 1 and 2 of the inverse give du and dv.
  const inv = [
    [(a5 * a6 - a3 * a8) / det, (a0 * a8 - a2 * a6) / det, (a2 * a3 - a0 * a5) / det],
    [(a3 * a7 - a4 * a6) / det, (a1 * a6 - a0 * a7) / det, (a0 * a4 - a1 * a3) / det],
  ];
  const solve = (row: number[]): Vec3 =>
    [0, 1, 2].map((c) => row[0]! * b[0]![c]! + row[1]! * b[1]![c]! + row[2]! * b[2]![c]!) as Vec3;
  const du = solve(inv[0]!);
  const dv = solve(inv[1]!);
  const normal = unit(cross(du, dv));
  // Straight up on the cloth: the vertical, laid into the cloth's plane.
  const up0: Vec3 = [-normal[1] * normal[0], 1 - normal[1] * normal[1], -normal[1] * normal[2]];
  if (Math.hypot(...up0) < 1e-6) return null;
  const up = unit(up0);
  let right = cross(up, normal);
  if (dot(right, du) < 0) right = [-right[0], -right[1], -right[2]];
  const frame: Linear2 = [dot(right, du), dot(up, du), dot(right, dv), dot(up, dv)];
  return frame[0] * frame[3] - frame[1] * frame[2] > 1e-6 ? frame : null;
}

/**
 * The transform a decoration is drawn through so that it stands upright on the worn cloth: the
 * inverse of `frame`'s turn and shear, its area kept (determinant 1). The identity without a
 * frame.
 */
export function uprightTransform(frame: Linear2 | null): Linear2 {
  if (!frame) return [1, 0, 0, 1];
  const [a, b, c, d] = frame;
  const det = a * d - b * c;
  const s = Math.sqrt(det) / det;
  return [d * s, -b * s, -c * s, a * s];
}

/** Degrees by which the flat x axis turns and the y axis leans off square under `frame`. */
export function slantOf(frame: Linear2): { turn: number; shear: number } {
  const [a, b, c, d] = frame;
  const turn = (Math.atan2(b, a) * 180) / Math.PI;
  const yAngle = (Math.atan2(d, c) * 180) / Math.PI;
  return { turn, shear: yAngle - turn - 90 };
}

/** `m · n` of two linear maps (canvas order). */
export function compose(m: Linear2, n: Linear2): Linear2 {
  return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3]];
}
