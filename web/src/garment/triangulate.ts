/**
 * Panel triangulation for the garment meshes (C2): the one implementation in `@tas/garments`
 * (staggered interior points, constrained Delaunay), with three.js's ear clipping of the
 * outline, whose triangles the player's 14 mm meshes were tuned with.
 */
import { triangulatePanel as triangulateWith, type PanelTriangulation } from '@tas/garments';
import { ShapeUtils, Vector2 } from 'three';
import type { Vec2 } from './polygon';

export { delaunayFlips, type PanelTriangulation } from '@tas/garments';

/** three.js's ear clipping, in the shape of npm `earcut`'s answer (flat vertex indices). */
function threeEarClipper(flat: number[]): number[] {
  const contour: Vector2[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) contour.push(new Vector2(flat[i], flat[i + 1]));
  return ShapeUtils.triangulateShape(contour, []).flat();
}

/** See `triangulatePanel` of `@tas/garments`: points in mm, counter-clockwise triangles. */
export function triangulatePanel(outline: readonly Vec2[], spacing: number): PanelTriangulation {
  return triangulateWith(outline, spacing, threeEarClipper);
}
