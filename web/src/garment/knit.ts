/**
 * The cloth's knit (C1): a seeded tile of knit stitches as a height map, its normal map for the 3D
 * material and the pattern the print texture multiplies over each panel; and the CPU-drawn canvas
 * setting every print texture canvas uses. Identical on every render.
 */
import { createRandom, hashString } from './prng';

/** Size of one knit tile on the cloth, mm (16 stitches of 2 mm). */
export const KNIT_MM_PER_TILE = 32;

/**
 * The print texture's canvases are drawn by the CPU (Skia), as the render service draws them
 * (`--disable-accelerated-2d-canvas`): WebGL then uploads plain memory. A canvas on a software
 * GPU (SwiftShader) made every drawImage of the atlas's seam dilation a GPU command and doubled
 * a showroom card's time.
 */
export const CPU_CANVAS: CanvasRenderingContext2DSettings = { willReadFrequently: true };

let knitTile: HTMLCanvasElement | null = null;

/**
 * A 64x64 px tile of knit stitches (columns of interlocking V loops) as a height map in grey;
 * seeded, so identical on every render. On the cloth one tile is `KNIT_MM_PER_TILE` mm.
 */
export function knitHeightTile(): HTMLCanvasElement {
  if (knitTile) return knitTile;
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d', CPU_CANVAS)!;
  const image = ctx.createImageData(size, size);
  const random = createRandom(hashString('knit'));
  const jitter = Array.from({ length: 16 * 16 }, () => random() * 0.12);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // A stitch is 4 px wide and 4 px tall; each half is a slanted loop.
      const cx = x % 4;
      const cy = y % 4;
      const half = cx < 2 ? cx - 0.5 : 2.5 - cx;
      const lean = (cy + half * 0.8) % 4;
      const loop = Math.sin((lean / 4) * Math.PI);
      const h =
        0.35 + 0.55 * loop * (0.6 + 0.4 * Math.sin(((cx + 0.5) / 4) * Math.PI)) + jitter[(y >> 2) * 16 + (x >> 2)]!;
      const v = Math.round(Math.max(0, Math.min(1, h)) * 255);
      const i = (y * size + x) * 4;
      image.data[i] = v;
      image.data[i + 1] = v;
      image.data[i + 2] = v;
      image.data[i + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
  knitTile = canvas;
  return canvas;
}

let knitNormals: HTMLCanvasElement | null = null;

/** The knit tile as a tangent-space normal map (for `MeshStandardMaterial.normalMap`). */
export function knitNormalTile(): HTMLCanvasElement {
  if (knitNormals) return knitNormals;
  const heightCanvas = knitHeightTile();
  const size = heightCanvas.width;
  const src = heightCanvas.getContext('2d')!.getImageData(0, 0, size, size).data;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d', CPU_CANVAS)!;
  const out = ctx.createImageData(size, size);
  const h = (x: number, y: number): number => src[(((y + size) % size) * size + ((x + size) % size)) * 4]! / 255;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (h(x + 1, y) - h(x - 1, y)) * 1.5;
      const dy = (h(x, y + 1) - h(x, y - 1)) * 1.5;
      const len = Math.hypot(dx, dy, 1);
      const i = (y * size + x) * 4;
      out.data[i] = Math.round(((-dx / len) * 0.5 + 0.5) * 255);
      // Canvas rows run down while texture v runs up: flip the y slope.
      out.data[i + 1] = Math.round(((dy / len) * 0.5 + 0.5) * 255);
      out.data[i + 2] = Math.round(((1 / len) * 0.5 + 0.5) * 255);
      out.data[i + 3] = 255;
    }
  }
  ctx.putImageData(out, 0, 0);
  knitNormals = canvas;
  return canvas;
}

export function knitPattern(ctx: CanvasRenderingContext2D): CanvasPattern | null {
  const pattern = ctx.createPattern(knitHeightTile(), 'repeat');
  // The drawing space is mm: one knit stitch is 2 mm wide (4 px of the tile).
  pattern?.setTransform(new DOMMatrix().scaleSelf(KNIT_MM_PER_TILE / 64, KNIT_MM_PER_TILE / 64));
  return pattern;
}
