/**
 * Logo upload helpers (D6) that need no DOM: content sniffing, crop math and aspect choices.
 * The crop is applied in the browser (canvas for PNG/JPEG, a new viewBox for SVG, so an SVG stays
 * a vector) and the cropped bytes are uploaded; the server checks size and content again.
 */
import { startsAsSvg, type LogoCropAspect } from '@tas/rules';

/** What a file is, judged by its first bytes (never its name or the browser's MIME guess). */
export type SniffedKind = 'png' | 'jpeg' | 'svg' | 'other';

/** Sniffs PNG and JPEG signatures, and SVG as text whose root element is <svg>. */
export function sniffKind(head: Uint8Array): SniffedKind {
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  if (startsAsSvg(text)) return 'svg';
  return 'other';
}

/** A rectangle in pixels (react-easy-crop's `croppedAreaPixels`) or percent (`croppedArea`). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Aspect ratio choices of the crop step; `null` = free. */
export const ASPECTS: readonly { id: LogoCropAspect; label: string; value: number | null }[] = [
  { id: 'free', label: 'Free', value: null },
  { id: '1:1', label: '1:1', value: 1 },
  { id: '4:3', label: '4:3', value: 4 / 3 },
  { id: '16:9', label: '16:9', value: 16 / 9 },
];

/** The crop the gateway keeps (`LogoCropInput`): fractions of the picture, zoom, aspect id. */
export interface LogoCropValue {
  x: number;
  y: number;
  width: number;
  height: number;
  zoom: number;
  aspect: string;
}

/**
 * The cropper's percent area (0..100) with its zoom and aspect as the crop the gateway keeps
 * (fractions 0..1, clamped into the picture, 6 decimals).
 */
export function cropValueOf(pct: Rect, zoom: number, aspect: string): LogoCropValue {
  const f = (v: number) => Math.round(Math.min(1, Math.max(0, v / 100)) * 1e6) / 1e6;
  const x = f(pct.x);
  const y = f(pct.y);
  return {
    x,
    y,
    width: Math.min(f(pct.width), Math.round((1 - x) * 1e6) / 1e6),
    height: Math.min(f(pct.height), Math.round((1 - y) * 1e6) / 1e6),
    zoom: Math.round(zoom * 1000) / 1000,
    aspect,
  };
}

/** A kept crop as the cropper's initial percent area (Edit crop starts where the upload ended). */
export function initialAreaOf(crop: Pick<LogoCropValue, 'x' | 'y' | 'width' | 'height'>): Rect {
  return { x: crop.x * 100, y: crop.y * 100, width: crop.width * 100, height: crop.height * 100 };
}

/** Longest side of a cropped raster logo, px: bigger crops are scaled down to this. */
export const MAX_OUTPUT_SIDE = 2000;

/**
 * Clamps a pixel crop to the image (integers, at least 1 px) and gives the output canvas size,
 * scaled so the longest side is at most `maxSide`.
 */
export function cropPlan(
  area: Rect,
  image: { width: number; height: number },
  maxSide = MAX_OUTPUT_SIDE,
): { source: Rect; output: { width: number; height: number } } {
  const x = Math.min(Math.max(Math.round(area.x), 0), image.width - 1);
  const y = Math.min(Math.max(Math.round(area.y), 0), image.height - 1);
  const width = Math.max(1, Math.min(Math.round(area.width), image.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height - y));
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    source: { x, y, width, height },
    output: { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) },
  };
}

/** True when a percent crop covers the whole image (then the original bytes are uploaded). */
export function isFullCrop(pct: Rect, tolerance = 0.5): boolean {
  return (
    Math.abs(pct.x) <= tolerance &&
    Math.abs(pct.y) <= tolerance &&
    Math.abs(pct.width - 100) <= tolerance &&
    Math.abs(pct.height - 100) <= tolerance
  );
}

/** The SVG viewBox showing the percent crop `pct` of the viewBox `vb` (numbers rounded to 3 decimals). */
export function cropViewBox(vb: Rect, pct: Rect): Rect {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  const px = Math.min(Math.max(pct.x, 0), 100);
  const py = Math.min(Math.max(pct.y, 0), 100);
  return {
    x: r(vb.x + (px / 100) * vb.width),
    y: r(vb.y + (py / 100) * vb.height),
    width: r((Math.min(pct.width, 100 - px) / 100) * vb.width),
    height: r((Math.min(pct.height, 100 - py) / 100) * vb.height),
  };
}

/** Logo types offered in the edit step (stored lower-case). */
export const LOGO_TYPES: readonly { value: string; label: string }[] = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
  { value: 'mascot', label: 'Mascot' },
  { value: 'wordmark', label: 'Wordmark' },
  { value: 'other', label: 'Other' },
];

/** The file name without its extension: the default logo name. */
export function baseName(filename: string): string {
  const i = filename.lastIndexOf('.');
  return (i > 0 ? filename.slice(0, i) : filename).slice(0, 120);
}
