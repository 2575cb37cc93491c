/**
 * What the cloth keeps clear of while it settles (C2): torso panels and hoods the whole body,
 * sleeves the arms and the torso's cloth, and each sleeve stays round its own arm.
 */
import type { BodyForm, BodyPrimitive } from './body.js';
import { capBase, maxAbsX } from './panel-geometry.js';
import type { Piece } from './placement.js';
import type { CollisionGroup } from './solver.js';

/** The solver's collision groups for `pieces` on `body`; `sleeves`: the pieces that are sleeves. */
export function collisionGroups(pieces: readonly Piece[], sleeves: readonly Piece[], body: BodyForm): CollisionGroup[] {
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
  return collisions;
}
