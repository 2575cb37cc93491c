/**
 * The pictures of a spec's panels (C2): the texture atlas the 3D garment is dressed in, and the
 * flat proof of the print pages. Both draw each panel with `drawPanel`.
 */
import type { DrapedCloth } from '@tas/garments';
import { layoutAtlas, ATLAS_PX_PER_MM, type AtlasLayout } from './atlas';
import { loadDecorationAssets, type LoadedImages } from './draw-decoration';
import { colorOf, drawPanel, panelTransform, tracePath } from './draw-panel';
import type { PanelShape } from './panel-mesh';
import { analyzePanels } from './panel-mesh';
import { bounds } from './polygon';
import { CPU_CANVAS, knitPattern } from './knit';
import type { RenderSpec } from './render-spec';

/**
 * Draws the texture atlas of a spec (C2): every panel at its atlas rectangle, dilated by a few
 * pixels past its outline so filtering at the seams never picks up the background. `cloth`: the
 * panels' worn meshes, in panel order, that decorations are set upright on (none: square).
 */
export function drawAtlas(
  spec: RenderSpec,
  layout: AtlasLayout,
  shapes: readonly PanelShape[],
  images: LoadedImages,
  cloth: readonly DrapedCloth[] = [],
): HTMLCanvasElement {
  const atlas = document.createElement('canvas');
  atlas.width = layout.width;
  atlas.height = layout.height;
  const actx = atlas.getContext('2d', CPU_CANVAS)!;
  actx.fillStyle = colorOf(spec.colors, 0);
  actx.fillRect(0, 0, layout.width, layout.height);
  const scratch = document.createElement('canvas');
  for (const [i, shape] of shapes.entries()) {
    const rect = layout.rects.get(shape.panel.name);
    if (!rect) continue;
    scratch.width = rect.width;
    scratch.height = rect.height;
    const ctx = scratch.getContext('2d', CPU_CANVAS)!;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, rect.width, rect.height);
    panelTransform(ctx, layout.pxPerMm, layout.padding, layout.padding, rect);
    drawPanel(ctx, shape, spec, images, knitPattern(ctx), cloth[i]);
    const pad = layout.padding;
    for (let r = pad - 1; r >= 1; r -= 2) {
      for (const [dx, dy] of [
        [r, 0],
        [-r, 0],
        [0, r],
        [0, -r],
        [r, r],
        [-r, -r],
        [r, -r],
        [-r, r],
      ] as const) {
        actx.drawImage(scratch, rect.x + dx, rect.y + dy);
      }
    }
    actx.drawImage(scratch, rect.x, rect.y);
  }
  return atlas;
}

/** Options of the flat proof picture. */
export interface ProofOptions {
  /** Pixels per mm; default 1.5. */
  pxPerMm?: number;
  /** Background colour; default white. */
  background?: string;
  /** Gap between panels and around the edge, mm; default 30. */
  gap?: number;
}

/**
 * Draws the flat "proof" image of a spec (C2, print pages): the panels laid flat side by side
 * (front, back, then the rest), with the same drawing as the 3D texture. Waits for fonts and
 * logos first. Returns a new canvas.
 */
export async function drawProof(spec: RenderSpec, options: ProofOptions = {}): Promise<HTMLCanvasElement> {
  const pxPerMm = options.pxPerMm ?? 1.5;
  const gap = options.gap ?? 30;
  const images = await loadDecorationAssets(spec);
  const shapes = analyzePanels(spec.garment.panels);
  const order = [...shapes].sort((a, b) => rank(a.panel.name) - rank(b.panel.name));
  const boxes = order.map((s) => bounds(s.ring));
  const rowOne = order.filter((s) => s.panel.name === 'front' || s.panel.name === 'back');
  const rowTwo = order.filter((s) => !rowOne.includes(s));
  const widthOf = (row: PanelShape[]): number =>
    row.reduce((sum, s) => sum + (boxes[order.indexOf(s)]!.maxX - boxes[order.indexOf(s)]!.minX) + gap, gap);
  const heightOf = (row: PanelShape[]): number =>
    row.length ? Math.max(...row.map((s) => boxes[order.indexOf(s)]!.maxY - boxes[order.indexOf(s)]!.minY)) : 0;
  const totalW = Math.max(widthOf(rowOne), widthOf(rowTwo));
  const totalH = gap + heightOf(rowOne) + (rowTwo.length ? gap + heightOf(rowTwo) : 0) + gap;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(totalW * pxPerMm);
  canvas.height = Math.ceil(totalH * pxPerMm);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = options.background ?? '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  let top = gap;
  for (const row of [rowOne, rowTwo]) {
    let left = gap;
    const rowH = heightOf(row);
    for (const shape of row) {
      const b = boxes[order.indexOf(shape)]!;
      const w = b.maxX - b.minX;
      const h = b.maxY - b.minY;
      ctx.save();
      panelTransform(ctx, pxPerMm, left * pxPerMm, (top + (rowH - h)) * pxPerMm, { bounds: b });
      drawPanel(ctx, shape, spec, images, null);
      ctx.strokeStyle = 'rgba(0,0,0,0.35)';
      ctx.lineWidth = 0.8;
      tracePath(ctx, shape.ring);
      ctx.stroke();
      ctx.restore();
      left += w + gap;
    }
    top += rowH + gap;
  }
  return canvas;
}

function rank(name: string): number {
  const order = ['front', 'back', 'leftSleeve', 'rightSleeve', 'hood'];
  const i = order.indexOf(name);
  return i < 0 ? order.length : i;
}

export { layoutAtlas, ATLAS_PX_PER_MM };
