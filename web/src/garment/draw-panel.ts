/**
 * Drawing one garment panel in mm space (C1, C2): zone colours, the design's pattern, the trims'
 * rib, knit shading, stitching, then the decorations placed on the panel.
 */
import { clothFrame, designZones, uprightTransform, type DesignZone, type DrapedCloth } from '@tas/garments';
import type { AtlasRect } from './atlas';
import { withContrastOutline } from './contrast-outline';
import { drawDecoration, type LoadedImages } from './draw-decoration';
import type { Edge, PanelShape } from './panel-mesh';
import { bounds, toPoints, type Vec2 } from './polygon';
import { hashString } from './prng';
import { drawRib, isRibbed } from './rib';
import type { GarmentZone, RenderSpec } from './render-spec';

const FALLBACK_COLOR = '#9ca3af';

/** Mm → canvas px transform of a panel whose pattern box starts at (ox, oy) px. */
export function panelTransform(
  ctx: CanvasRenderingContext2D,
  pxPerMm: number,
  ox: number,
  oy: number,
  rect: Pick<AtlasRect, 'bounds'>,
): void {
  ctx.setTransform(pxPerMm, 0, 0, -pxPerMm, ox - rect.bounds.minX * pxPerMm, oy + rect.bounds.maxY * pxPerMm);
}

export function tracePath(ctx: CanvasRenderingContext2D, ring: readonly Vec2[]): void {
  ctx.beginPath();
  ring.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

export function colorOf(colors: readonly string[], index: number): string {
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
