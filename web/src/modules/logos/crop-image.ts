/**
 * Cutting a logo image in the browser (D6 crop step and Edit crop): a raster on a canvas (the
 * longest side at most 2000 px, logo-file.ts `cropPlan`), an SVG by a new viewBox so it stays a
 * vector. `cutImage` answers the picked file itself when the crop is the whole picture.
 */
import type { Area } from 'react-easy-crop';
import { cropPlan, cropViewBox, isFullCrop, type SniffedKind } from './logo-file';

/** The image cut to `areas` (percent and pixel rectangles of the cropper). */
export async function cutImage(
  file: Blob,
  kind: SniffedKind,
  previewUrl: string,
  areas: { pct: Area; px: Area } | null,
): Promise<Blob> {
  if (!areas || isFullCrop(areas.pct)) return file;
  if (kind === 'svg') return cropSvg(file, areas.pct);
  return cropRaster(previewUrl, areas.px, kind === 'jpeg' ? 'image/jpeg' : 'image/png');
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image cannot be read'));
    img.src = src;
  });
}

/** Draws the pixel crop on a canvas (longest side at most 2000 px) and encodes it. */
async function cropRaster(src: string, area: Area, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const img = await loadImage(src);
  const { source, output } = cropPlan(area, { width: img.naturalWidth, height: img.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The image cannot be cropped');
  ctx.drawImage(img, source.x, source.y, source.width, source.height, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image cannot be cropped'))), type, 0.92),
  );
}

/** Crops an SVG by giving it a new viewBox (percent crop), keeping it a vector. */
async function cropSvg(file: Blob, pct: Area): Promise<Blob> {
  const doc = new DOMParser().parseFromString(await file.text(), 'image/svg+xml');
  const svg = doc.documentElement;
  if (svg.nodeName.toLowerCase() !== 'svg') throw new Error('The SVG cannot be read');
  const vbAttr = svg
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const vb =
    vbAttr && vbAttr.length === 4 && vbAttr.every(Number.isFinite)
      ? { x: vbAttr[0]!, y: vbAttr[1]!, width: vbAttr[2]!, height: vbAttr[3]! }
      : {
          x: 0,
          y: 0,
          width: parseFloat(svg.getAttribute('width') ?? '') || 300,
          height: parseFloat(svg.getAttribute('height') ?? '') || 150,
        };
  const next = cropViewBox(vb, pct);
  svg.setAttribute('viewBox', `${next.x} ${next.y} ${next.width} ${next.height}`);
  svg.setAttribute('width', String(next.width));
  svg.setAttribute('height', String(next.height));
  return new Blob([new XMLSerializer().serializeToString(doc)], { type: 'image/svg+xml' });
}
