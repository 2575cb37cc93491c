/**
 * 2D polygon helpers of the garment generator (C2). Points are [x, y] in millimetres, y up;
 * rings are open (the first point is not repeated). One implementation, in `@tas/garments`
 * (the drape uses them too).
 */
import { polygon } from '@tas/garments';

export type Vec2 = polygon.Vec2;
export type Bounds2 = polygon.Bounds2;
export const {
  toPoints,
  signedArea,
  normalizeRing,
  resampleRing,
  bounds,
  containsPoint,
  segmentDistance,
  edgesDistance,
  crossingsAtY,
  crossingsAtX,
} = polygon;
