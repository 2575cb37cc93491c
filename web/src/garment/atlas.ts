import { bounds, toPoints, type Bounds2 } from './polygon';

/** Where one panel lies in the texture atlas, px; `bounds` is the panel's extent in mm. */
export interface AtlasRect {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  bounds: Bounds2;
}

export interface AtlasLayout {
  width: number;
  height: number;
  /** Pixels per millimetre of the drawing. */
  pxPerMm: number;
  /** Empty pixels kept around each panel so mipmaps never bleed one panel into the next. */
  padding: number;
  rects: Map<string, AtlasRect>;
}

/** Default texture density: 2 px/mm (about 51 dpi), plenty for a 470x588 snapshot (C5). */
export const ATLAS_PX_PER_MM = 2;

/**
 * Packs panels into one texture atlas on shelves, tallest first (C2). Panel outlines in mm
 * (`[x0, y0, ...]`); returns pixel rectangles that include `padding` px on every side, and
 * the atlas size rounded up to a multiple of 4 px. Deterministic: ties keep the input order.
 */
export function layoutAtlas(
  panels: readonly { name: string; outline: readonly number[] }[],
  pxPerMm = ATLAS_PX_PER_MM,
  maxWidth = 4096,
  padding = 8,
): AtlasLayout {
  const items = panels.map((p, index) => {
    const b = bounds(toPoints(p.outline));
    return {
      name: p.name,
      index,
      bounds: b,
      width: Math.ceil((b.maxX - b.minX) * pxPerMm) + 2 * padding,
      height: Math.ceil((b.maxY - b.minY) * pxPerMm) + 2 * padding,
    };
  });
  const order = items.slice().sort((a, b) => b.height - a.height || a.index - b.index);
  const rects = new Map<string, AtlasRect>();
  let x = 0;
  let y = 0;
  let shelf = 0;
  let width = 0;
  for (const item of order) {
    if (x > 0 && x + item.width > maxWidth) {
      y += shelf;
      x = 0;
      shelf = 0;
    }
    rects.set(item.name, {
      name: item.name,
      x,
      y,
      width: item.width,
      height: item.height,
      bounds: item.bounds,
    });
    x += item.width;
    shelf = Math.max(shelf, item.height);
    width = Math.max(width, x);
  }
  const round4 = (v: number): number => Math.max(4, Math.ceil(v / 4) * 4);
  return {
    width: round4(width),
    height: round4(y + shelf),
    pxPerMm,
    padding,
    rects,
  };
}

/** Texture coordinates (0..1, v up as three.js samples a flipped canvas) of a panel point in mm. */
export function atlasUv(layout: AtlasLayout, rect: AtlasRect, x: number, y: number): [number, number] {
  const px = rect.x + layout.padding + (x - rect.bounds.minX) * layout.pxPerMm;
  const py = rect.y + layout.padding + (rect.bounds.maxY - y) * layout.pxPerMm;
  return [px / layout.width, 1 - py / layout.height];
}
