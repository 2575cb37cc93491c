/**
 * Points on the garment under the pointer (C3 drag to place): a ray from the camera through
 * the pointer hits a panel's outside mesh; the hit's texture coordinates are turned back into
 * the panel's own millimetres (the frame of its outline, y up), where decoration locations are
 * given. Pure apart from three.js's ray casting; no React.
 */
import { Raycaster, Vector2, type Camera, type Mesh, type Object3D } from 'three';
import type { AtlasLayout, AtlasRect } from './atlas';

/** A point on a garment panel: panel name and mm in the panel's outline frame (y up). */
export interface PanelPoint {
  panel: string;
  x: number;
  y: number;
}

/**
 * The panel point (mm) at texture coordinates `u`, `v` (0..1, v up) inside `rect` of the
 * atlas `layout`: the inverse of `atlasUv`.
 */
export function panelPointFromUv(layout: AtlasLayout, rect: AtlasRect, u: number, v: number): { x: number; y: number } {
  const px = u * layout.width;
  const py = (1 - v) * layout.height;
  return {
    x: rect.bounds.minX + (px - rect.x - layout.padding) / layout.pxPerMm,
    y: rect.bounds.maxY - (py - rect.y - layout.padding) / layout.pxPerMm,
  };
}

const raycaster = new Raycaster();
const ndc = new Vector2();

/**
 * The first panel point of `garment` (a group of panel meshes named after their panels, inside
 * meshes named `<panel>:inside`) under the pointer at `clientX`, `clientY` on `canvas`, seen
 * through `camera`; null when the ray misses the garment's outside.
 */
export function pickPanelPoint(
  garment: Object3D,
  layout: AtlasLayout,
  camera: Camera,
  canvas: HTMLCanvasElement,
  clientX: number,
  clientY: number,
): PanelPoint | null {
  const box = canvas.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return null;
  ndc.set(((clientX - box.left) / box.width) * 2 - 1, -((clientY - box.top) / box.height) * 2 + 1);
  raycaster.setFromCamera(ndc, camera);
  const outsides = garment.children.filter((o): o is Mesh => (o as Mesh).isMesh && !o.name.endsWith(':inside'));
  for (const hit of raycaster.intersectObjects(outsides, false)) {
    const rect = layout.rects.get(hit.object.name);
    if (!rect || !hit.uv) continue;
    return { panel: rect.name, ...panelPointFromUv(layout, rect, hit.uv.x, hit.uv.y) };
  }
  return null;
}
