import {
  clothFrame,
  designZones,
  uprightTransform,
  type DesignZone,
  type DrapedCloth,
  type Linear2,
} from '@tas/garments';
import { withContrastOutline } from './contrast-outline';
import { layoutAtlas, ATLAS_PX_PER_MM, type AtlasLayout, type AtlasRect } from './atlas';
import { cssFontFamily } from './fonts';
import type { Edge, PanelShape } from './panel-mesh';
import { analyzePanels } from './panel-mesh';
import { bounds, toPoints, type Vec2 } from './polygon';
import { CPU_CANVAS, knitPattern } from './knit';
import { hashString } from './prng';
import { drawRib, isRibbed } from './rib';
import type { DecorationLocation, GarmentZone, RenderDecoration, RenderSpec } from './render-spec';

/** Reference font size used to measure glyphs before scaling them to a height in mm. */
const MEASURE_SIZE = 100;
const FALLBACK_COLOR = '#9ca3af';

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

/** Mm → canvas px transform of a panel whose pattern box starts at (ox, oy) px. */
function panelTransform(
  ctx: CanvasRenderingContext2D,
  pxPerMm: number,
  ox: number,
  oy: number,
  rect: Pick<AtlasRect, 'bounds'>,
): void {
  ctx.setTransform(pxPerMm, 0, 0, -pxPerMm, ox - rect.bounds.minX * pxPerMm, oy + rect.bounds.maxY * pxPerMm);
}

function tracePath(ctx: CanvasRenderingContext2D, ring: readonly Vec2[]): void {
  ctx.beginPath();
  ring.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

function colorOf(colors: readonly string[], index: number): string {
  return colors[index] ?? colors[0] ?? FALLBACK_COLOR;
}

/** Groups consecutive open edges of a ring into polylines (hems, cuffs, necklines). */
function openChains(open: readonly Edge[]): Vec2[][] {
  const chains: Vec2[][] = [];
  let current: Vec2[] = [];
  for (const [a, b] of open) {
    const last = current[current.length - 1];
    if (last && last[0] === a[0] && last[1] === a[1]) current.push(b);
    else {
      if (current.length > 1) chains.push(current);
      current = [a, b];
    }
  }
  if (current.length > 1) chains.push(current);
  // The ring may start in the middle of an open stretch: join the last chain onto the first.
  if (chains.length > 1) {
    const first = chains[0]!;
    const last = chains[chains.length - 1]!;
    const end = last[last.length - 1]!;
    if (end[0] === first[0]![0] && end[1] === first[0]![1]) {
      chains[0] = [...last, ...first.slice(1)];
      chains.pop();
    }
  }
  return chains;
}

/** A polyline moved `distance` mm to its left (into a CCW panel). */
function offsetLeft(points: readonly Vec2[], distance: number): Vec2[] {
  return points.map((p, i) => {
    const a = points[Math.max(0, i - 1)]!;
    const b = points[Math.min(points.length - 1, i + 1)]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [p[0] - (dy / len) * distance, p[1] + (dx / len) * distance];
  });
}

/**
 * Draws one panel in mm space (the caller's transform maps mm to px, y up): zone colours,
 * the rib of the trims (rib.ts), knit shading, stitching along zone edges and open hems, then the decorations placed on it.
 * With the panel's worn `cloth` (its draped mesh), each decoration is set upright on it
 * (@tas/garments `uprightTransform`); without, square on the flat panel (the proof).
 */
export function drawPanel(
  ctx: CanvasRenderingContext2D,
  shape: PanelShape,
  spec: RenderSpec,
  images: LoadedImages,
  knit: CanvasPattern | null,
  cloth?: DrapedCloth,
): void {
  const { panel, ring } = shape;
  ctx.save();
  tracePath(ctx, ring);
  ctx.clip();
  ctx.fillStyle = colorOf(spec.colors, 0);
  const b = bounds(ring);
  ctx.fillRect(b.minX - 5, b.minY - 5, b.maxX - b.minX + 10, b.maxY - b.minY + 10);
  const zones = spec.garment.zones.filter((z) => z.panel === panel.name);
  // The design prints over the body and its sewn panels, under the trims (colour 2: collar,
  // cuffs, bands) and the decorations (C1).
  for (const zone of zones) if (zone.colorIndex !== TRIM_COLOR_INDEX) fillZone(ctx, spec.colors, zone);
  drawDesign(ctx, spec, panel.name);
  for (const zone of zones) if (zone.colorIndex === TRIM_COLOR_INDEX) fillZone(ctx, spec.colors, zone);
  for (const zone of zones) if (isRibbed(zone.name)) drawRib(ctx, toPoints(zone.outline));
  if (knit) {
    ctx.save();
    ctx.globalAlpha = 0.07;
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = knit;
    ctx.fillRect(b.minX - 5, b.minY - 5, b.maxX - b.minX + 10, b.maxY - b.minY + 10);
    ctx.restore();
  }
  drawStitching(ctx, shape, zones);
  const locations = new Map(spec.garment.locations.map((l) => [l.name, l]));
  for (const decoration of spec.decorations) {
    const location = locations.get(decoration.location);
    if (!location || location.panel !== panel.name) continue;
    const upright = cloth ? uprightTransform(clothFrame(cloth, location)) : undefined;
    drawDecoration(ctx, withContrastOutline(ctx, decoration, location, spec.colors), location, images, upright);
  }
  ctx.restore();
}

/** Template zones of this colour index are trims (rib, cuffs, bands): designs stay under them. */
const TRIM_COLOR_INDEX = 2;

/**
 * Zones that are the shade of an opening in the cloth (a kangaroo pocket's mouth): darkened over
 * what lies under them, not painted in a colour.
 */
const OPENING_ZONE = /-opening-(left|right)$/;

function fillZone(ctx: CanvasRenderingContext2D, colors: readonly string[], zone: GarmentZone): void {
  ctx.fillStyle = OPENING_ZONE.test(zone.name) ? 'rgba(0, 0, 0, 0.5)' : colorOf(colors, zone.colorIndex);
  tracePath(ctx, toPoints(zone.outline));
  ctx.fill();
}

/**
 * Design zones by design code and garment panels (their content, since the snapshot page gets a
 * new spec object per job): computing them is the costly part (camo); a few dozen are kept.
 */
const designZoneCache = new Map<string, readonly DesignZone[]>();
const DESIGN_ZONE_CACHE_SIZE = 32;

/** The pattern zones of a spec's design (C1), computed once per garment template and code. */
export function specDesignZones(spec: RenderSpec): readonly DesignZone[] {
  const code = spec.design?.code;
  if (!code) return [];
  const key = `${code}|${spec.garment.id}|${hashString(JSON.stringify(spec.garment.panels))}`;
  let zones = designZoneCache.get(key);
  if (!zones) {
    zones = designZones(spec.garment, code);
    if (designZoneCache.size >= DESIGN_ZONE_CACHE_SIZE) designZoneCache.delete(designZoneCache.keys().next().value!);
    designZoneCache.set(key, zones);
  }
  return zones;
}

/** `#rrggbb` with an alpha 0..1 as `rgba()`; other colour strings are returned as they are. */
function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, ${alpha})`;
}

/**
 * Paints the design's pattern zones of one panel (C1) in the team colours: flat zones at their
 * opacity, fades as canvas linear gradients (panel mm, the caller's transform).
 */
function drawDesign(ctx: CanvasRenderingContext2D, spec: RenderSpec, panelName: string): void {
  const zones = specDesignZones(spec);
  if (zones.length === 0) return;
  ctx.save();
  for (const zone of zones) {
    if (zone.panel !== panelName) continue;
    if (zone.gradient) {
      const g = zone.gradient;
      const gradient = ctx.createLinearGradient(g.x0, g.y0, g.x1, g.y1);
      for (const stop of g.stops)
        gradient.addColorStop(stop.offset, withAlpha(colorOf(spec.colors, stop.colorIndex), stop.opacity));
      ctx.fillStyle = gradient;
    } else {
      ctx.fillStyle = colorOf(spec.colors, zone.colorIndex);
    }
    ctx.globalAlpha = zone.opacity;
    tracePath(ctx, toPoints(zone.outline));
    ctx.fill();
  }
  ctx.restore();
}

function drawStitching(ctx: CanvasRenderingContext2D, shape: PanelShape, zones: readonly GarmentZone[]): void {
  ctx.save();
  ctx.lineJoin = 'round';
  // Zone edges read as sewn seams between panels of cloth.
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.22)';
  ctx.lineWidth = 0.9;
  for (const zone of zones) {
    if (zone.colorIndex === 0 && zone.name.endsWith('-body')) continue;
    tracePath(ctx, toPoints(zone.outline));
    ctx.stroke();
  }
  // Twin-needle cover stitch along the open hems and cuffs.
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.2)';
  ctx.lineWidth = 0.6;
  ctx.setLineDash([2.2, 1.4]);
  for (const chain of openChains(shape.open)) {
    for (const distance of [7, 12]) {
      ctx.beginPath();
      offsetLeft(chain, distance).forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.stroke();
    }
  }
  ctx.restore();
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
