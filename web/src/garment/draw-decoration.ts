/**
 * Drawing a decoration on a panel (C3): waiting for the fonts and logos a spec draws with, then
 * each text or logo in its location rectangle, in panel mm.
 */
import type { Linear2 } from '@tas/garments';
import { cssFontFamily } from './fonts';
import type { DecorationLocation, RenderDecoration, RenderSpec } from './render-spec';

/** Reference font size used to measure glyphs before scaling them to a height in mm. */
const MEASURE_SIZE = 100;

/** Logos of a spec, loaded and decoded, by URL; a logo that fails to load is left out. */
export type LoadedImages = Map<string, CanvasImageSource & { width: number; height: number }>;

/**
 * Waits for everything a spec draws with (C2): its fonts (`document.fonts.load` for each
 * decoration's family and text) and its logos (decoded images). Never rejects: a font that
 * cannot load falls back to the CSS fallback, a logo that cannot load is skipped.
 */
export async function loadDecorationAssets(spec: RenderSpec): Promise<LoadedImages> {
  const fonts = new Set<string>();
  const fontLoads: Promise<unknown>[] = [];
  for (const d of spec.decorations) {
    if (!d.text) continue;
    const font = `${MEASURE_SIZE}px ${cssFontFamily(d.fontFamily)}`;
    const key = `${font}|${d.text}`;
    if (fonts.has(key)) continue;
    fonts.add(key);
    if (typeof document !== 'undefined' && document.fonts)
      fontLoads.push(document.fonts.load(font, d.text).catch(() => []));
  }
  const images: LoadedImages = new Map();
  const urls = [...new Set(spec.decorations.map((d) => d.logoUrl).filter((u): u is string => !!u))];
  await Promise.all([
    ...fontLoads,
    ...urls.map(async (url) => {
      try {
        images.set(url, await loadImage(url));
      } catch (error) {
        console.warn(`garment: logo ${url} could not be loaded`, error);
      }
    }),
  ]);
  return images;
}

async function loadImage(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.decoding = 'sync';
  img.src = url;
  await img.decode();
  return img;
}

/** How far letters are narrowed at most to fit a location's width (1: not at all). */
const MIN_SQUEEZE = 0.8;

/** Outline widths (mm) of text `height` mm tall: about 1/28 of the height, 1.5 to 6 mm. */
export function outlineWidth(height: number): number {
  return Math.min(6, Math.max(1.5, height / 28));
}

/**
 * Draws a decoration in its location rectangle (C3). Text: `textHeight` mm tall (glyph box),
 * narrowed sideways to fit the location width down to {@link MIN_SQUEEZE}, set smaller when it
 * still does not fit, outline 2 outside outline 1 outside the fill,
 * rotated clockwise by `rotation` degrees about the decoration's centre: the location centre
 * moved by `offsetX` mm to the right and `offsetY` mm up (absent = 0). Logos: fitted inside the
 * rectangle (aspect kept), times `zoom`. `upright` (panel mm, y up) turns and shears the whole
 * decoration against the worn cloth's slant at the location.
 */
export function drawDecoration(
  ctx: CanvasRenderingContext2D,
  d: RenderDecoration,
  loc: DecorationLocation,
  images: LoadedImages,
  upright?: Linear2,
): void {
  ctx.save();
  // C3 position: the centre moves from the location's centre by offsetX (right) and offsetY (up), mm.
  ctx.translate(loc.x + (d.offsetX ?? 0), loc.y + (d.offsetY ?? 0));
  if (upright) ctx.transform(upright[0], upright[1], upright[2], upright[3], 0, 0);
  ctx.scale(1, -1); // y down from here: text and images are drawn upright.
  ctx.rotate(((d.rotation || 0) * Math.PI) / 180);
  const image = d.logoUrl ? images.get(d.logoUrl) : undefined;
  if (image && image.width > 0 && image.height > 0) {
    const fit = Math.min(loc.width / image.width, loc.height / image.height) * (d.zoom > 0 ? d.zoom : 1);
    const w = image.width * fit;
    const h = image.height * fit;
    ctx.drawImage(image, -w / 2, -h / 2, w, h);
  } else if (d.text) {
    drawText(ctx, d, loc);
  }
  ctx.restore();
}

function drawText(ctx: CanvasRenderingContext2D, d: RenderDecoration, loc: DecorationLocation): void {
  const text = d.text ?? '';
  ctx.font = `${MEASURE_SIZE}px ${cssFontFamily(d.fontFamily)}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const m = ctx.measureText(text);
  const ascent = m.actualBoundingBoxAscent;
  const descent = m.actualBoundingBoxDescent;
  const left = m.actualBoundingBoxLeft;
  const right = m.actualBoundingBoxRight;
  const glyphHeight = ascent + descent;
  const glyphWidth = left + right;
  if (glyphHeight <= 0 || glyphWidth <= 0) return;
  const o1 = d.outline1 ? outlineWidth(d.textHeight) : 0;
  const o2 = d.outline2 ? outlineWidth(d.textHeight) : 0;
  const border = o1 + o2;
  const height = Math.max(1, Math.min(d.textHeight, loc.height - 2 * border));
  const room = Math.max(1, loc.width - 2 * border);
  // Letters narrowed past MIN_SQUEEZE read as squashed: a longer text is set smaller instead.
  const scale = Math.min(height / glyphHeight, room / (glyphWidth * MIN_SQUEEZE));
  const squeeze = Math.min(1, room / (glyphWidth * scale));
  ctx.scale(scale * squeeze, scale);
  // Centre the glyph box (x from -left to right, y from -ascent to descent) on the location.
  const drawX = (left - right) / 2;
  const baseline = (ascent - descent) / 2;
  ctx.lineJoin = 'round';
  ctx.miterLimit = 2;
  const strokeScale = 1 / scale;
  if (d.outline2) {
    ctx.strokeStyle = d.outline2;
    ctx.lineWidth = 2 * border * strokeScale;
    ctx.strokeText(text, drawX, baseline);
  }
  if (d.outline1) {
    ctx.strokeStyle = d.outline1;
    ctx.lineWidth = 2 * o1 * strokeScale;
    ctx.strokeText(text, drawX, baseline);
  }
  ctx.fillStyle = d.fill;
  ctx.fillText(text, drawX, baseline);
}
