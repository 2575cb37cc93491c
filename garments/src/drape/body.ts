/**
 * The invisible body a garment is draped on (C2): a union of capsules and ellipsoids in the
 * garment space (mm, x to the wearer's left, y up, z to the front), sized for an adult L and
 * anchored to the template (the neck side point of a top, the front waist of a bottom). Data
 * and pure functions only; the cloth solver pushes cloth out of every primitive.
 */
export type Vec3 = [number, number, number];

/** A capsule: the points within `radius` mm of the segment a-b. */
export interface Capsule {
  kind: 'capsule';
  name: string;
  a: Vec3;
  b: Vec3;
  radius: number;
}

/** An axis-aligned ellipsoid: centre and semi-axes, mm. */
export interface Ellipsoid {
  kind: 'ellipsoid';
  name: string;
  centre: Vec3;
  radii: Vec3;
}

export type BodyPrimitive = Capsule | Ellipsoid;

/** Which part of the body a primitive belongs to: sleeves keep off the torso's cloth. */
export type BodyPart = 'torso' | 'arm' | 'leg';

export interface BodyForm {
  primitives: (BodyPrimitive & { part: BodyPart })[];
}

/** How the body of a top is posed: arms tilted out `armAngle` radians from vertical. */
export interface TopBodyParams {
  /** Height of the neck side point (the top of the garment's shoulder line), mm. */
  neckTop: number;
  armAngle: number;
}

/** The body form under a top (C2): neck, shoulders, chest, waist, hips and two straight arms. */
export function topBody({ neckTop: y, armAngle }: TopBodyParams): BodyForm {
  const s = Math.sin(armAngle);
  const c = Math.cos(armAngle);
  const arm = (sign: 1 | -1): (BodyPrimitive & { part: BodyPart })[] => {
    const joint: Vec3 = [sign * 178, y - 78, 0];
    const elbow: Vec3 = [joint[0] + sign * s * 300, joint[1] - c * 300, 0];
    const wrist: Vec3 = [elbow[0] + sign * s * 270, elbow[1] - c * 270, 0];
    const side = sign > 0 ? 'left' : 'right';
    return [
      { kind: 'ellipsoid', name: `${side}-deltoid`, centre: joint, radii: [58, 62, 62], part: 'torso' },
      { kind: 'capsule', name: `${side}-upper-arm`, a: joint, b: elbow, radius: 50, part: 'arm' },
      { kind: 'capsule', name: `${side}-forearm`, a: elbow, b: wrist, radius: 40, part: 'arm' },
    ];
  };
  return {
    primitives: [
      { kind: 'capsule', name: 'neck', a: [0, y - 60, -22], b: [0, y + 140, -30], radius: 56, part: 'torso' },
      { kind: 'capsule', name: 'shoulders', a: [-150, y - 62, -8], b: [150, y - 62, -8], radius: 52, part: 'torso' },
      // Depths (z radii) of an adult L with the room a jersey hangs with: from the side a
      // sleeved top is at least 0.40 as wide as it is tall.
      { kind: 'ellipsoid', name: 'chest', centre: [0, y - 250, 0], radii: [172, 225, 150], part: 'torso' },
      { kind: 'ellipsoid', name: 'waist', centre: [0, y - 520, -4], radii: [158, 300, 140], part: 'torso' },
      { kind: 'ellipsoid', name: 'hips', centre: [0, y - 780, -6], radii: [172, 200, 144], part: 'torso' },
      ...arm(1),
      ...arm(-1),
    ],
  };
}

/** The body form under a bottom (C2): waist, hips and two legs, anchored at the front waist. */
export function bottomBody(waist: number): BodyForm {
  const leg = (sign: 1 | -1): (BodyPrimitive & { part: BodyPart })[] => {
    const hip: Vec3 = [sign * 92, waist - 250, 0];
    const knee: Vec3 = [sign * 100, waist - 700, 8];
    const ankle: Vec3 = [sign * 104, waist - 1120, -8];
    const side = sign > 0 ? 'left' : 'right';
    return [
      { kind: 'capsule', name: `${side}-thigh`, a: hip, b: knee, radius: 78, part: 'leg' },
      { kind: 'capsule', name: `${side}-shin`, a: knee, b: ankle, radius: 55, part: 'leg' },
    ];
  };
  return {
    primitives: [
      { kind: 'ellipsoid', name: 'waist', centre: [0, waist + 120, -4], radii: [150, 260, 105], part: 'torso' },
      { kind: 'ellipsoid', name: 'hips', centre: [0, waist - 150, -6], radii: [178, 190, 120], part: 'torso' },
      ...leg(1),
      ...leg(-1),
    ],
  };
}

/** The body form grown by `scale` about the garment space's origin (a youth form from the adult one). */
export function scaleBody(body: BodyForm, scale: number): BodyForm {
  if (scale === 1) return body;
  const v = (p: Vec3): Vec3 => [p[0] * scale, p[1] * scale, p[2] * scale];
  return {
    primitives: body.primitives.map((p) =>
      p.kind === 'capsule'
        ? { ...p, a: v(p.a), b: v(p.b), radius: p.radius * scale }
        : { ...p, centre: v(p.centre), radii: v(p.radii) },
    ),
  };
}

/**
 * Pushes the point (x, y, z) out of the primitive grown by `margin` mm, in place on `out`
 * (which holds the point). Returns true when it moved. Ellipsoids push radially from their
 * centre, capsules along the normal of their segment.
 */
export function pushOut(p: BodyPrimitive, out: Float64Array, i: number, margin: number): boolean {
  const x = out[i]!;
  const y = out[i + 1]!;
  const z = out[i + 2]!;
  if (p.kind === 'ellipsoid') {
    const rx = p.radii[0] + margin;
    const ry = p.radii[1] + margin;
    const rz = p.radii[2] + margin;
    const dx = x - p.centre[0];
    const dy = y - p.centre[1];
    const dz = z - p.centre[2];
    const s2 = (dx / rx) ** 2 + (dy / ry) ** 2 + (dz / rz) ** 2;
    if (s2 >= 1) return false;
    if (s2 < 1e-12) {
      out[i + 2] = p.centre[2] + rz;
      return true;
    }
    const k = 1 / Math.sqrt(s2);
    out[i] = p.centre[0] + dx * k;
    out[i + 1] = p.centre[1] + dy * k;
    out[i + 2] = p.centre[2] + dz * k;
    return true;
  }
  const [ax, ay, az] = p.a;
  const ex = p.b[0] - ax;
  const ey = p.b[1] - ay;
  const ez = p.b[2] - az;
  const len2 = ex * ex + ey * ey + ez * ez;
  let t = len2 === 0 ? 0 : ((x - ax) * ex + (y - ay) * ey + (z - az) * ez) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const cx = ax + ex * t;
  const cy = ay + ey * t;
  const cz = az + ez * t;
  const dx = x - cx;
  const dy = y - cy;
  const dz = z - cz;
  const r = p.radius + margin;
  const d2 = dx * dx + dy * dy + dz * dz;
  if (d2 >= r * r) return false;
  const d = Math.sqrt(d2);
  if (d < 1e-9) {
    out[i + 2] = cz + r;
    return true;
  }
  const k = r / d;
  out[i] = cx + dx * k;
  out[i + 1] = cy + dy * k;
  out[i + 2] = cz + dz * k;
  return true;
}

/** True when the point lies inside the primitive shrunk by `tolerance` mm (tests, checks). */
export function insidePrimitive(p: BodyPrimitive, point: Vec3, tolerance: number): boolean {
  const buf = Float64Array.from(point);
  return pushOut(p, buf, 0, -tolerance);
}

/**
 * The body's torso cut at height `y` (mm): the half widths (x, z radii, mm) and the centre z of
 * the widest ellipse any torso ellipsoid has there, or null where none reaches. Where a bottom's
 * waistband sits (C2).
 */
export function torsoSection(body: BodyForm, y: number): { rx: number; rz: number; cz: number } | null {
  let best: { rx: number; rz: number; cz: number } | null = null;
  for (const p of body.primitives) {
    if (p.kind !== 'ellipsoid' || p.part !== 'torso') continue;
    const t = (y - p.centre[1]) / p.radii[1];
    if (Math.abs(t) >= 1) continue;
    const k = Math.sqrt(1 - t * t);
    if (!best || p.radii[0] * k > best.rx) best = { rx: p.radii[0] * k, rz: p.radii[2] * k, cz: p.centre[2] };
  }
  return best;
}
