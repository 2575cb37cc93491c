/**
 * The panels as the design generators see them (C1): box, role, orientation of each panel of a
 * template, and the shape helpers (bands, ribbons, chevrons, edge bands) the generators use.
 */
import { offsetPolyline, signedArea, unflat } from '../geometry.js';
import { createRandom, hashString } from '../prng.js';
import type { Pt } from '../geometry.js';
import type { DesignGarment, DesignGradient, DesignPattern } from './patterns.js';

// Panels

export type Role = 'body' | 'sleeve' | 'hood' | 'legs';

export interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A panel as the generators see it. */
export interface PanelCtx {
  name: string;
  role: Role;
  /** Facing BACK: its +x is the wearer's right, so asymmetric patterns mirror there. */
  back: boolean;
  ring: Pt[];
  box: Box;
  /** Height of the garment's body (front panel), mm. */
  height: number;
  /** Garment-space height (mm above the hem) of a panel y, and back; null when the panel lies flat. */
  toGarmentY: ((y: number) => number) | null;
  fromGarmentY: ((gy: number) => number) | null;
  random: () => number;
}

/** A shape before it is clipped to its panel. */
export interface RawZone {
  ring: Pt[];
  colorIndex: number;
  opacity?: number;
  gradient?: DesignGradient;
}

/** A design kind's generator: the raw (unclipped) zones of one panel, in paint order. */
export type Generator = (ctx: PanelCtx, p: DesignPattern) => RawZone[];

export function boxOf(ring: Pt[]): Box {
  const box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const [x, y] of ring) {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

/** The x intervals where the horizontal line at `y` lies inside the ring, left to right. */
export function spans(ring: Pt[], y: number): [number, number][] {
  const xs: number[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (a[1] > y !== b[1] > y) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
  }
  xs.sort((p, q) => p - q);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i]!, xs[i + 1]!]);
  return out;
}

/** Legs: the vertical centre line leaves the panel low down (a crotch), as on shorts and pants. */
export function hasLegs(ring: Pt[], box: Box): boolean {
  const y = box.minY + (box.maxY - box.minY) * 0.08;
  return spans(ring, y).length >= 2;
}

/** y-row of the rotation matrix (three.js Euler order XYZ): how local y maps to garment y. */
export function rotationYY(rotation: readonly number[]): number {
  const [rx = 0, ry = 0, rz = 0] = rotation;
  return Math.cos(rx) * Math.cos(rz) - Math.sin(rx) * Math.sin(rz) * Math.sin(ry);
}

export function panelContexts(garment: DesignGarment, code: string): PanelCtx[] {
  const rings = garment.panels.map((p) => unflat([...p.outline]));
  const frontIndex = garment.panels.findIndex((p) => p.name === 'front');
  const frontRing = rings[frontIndex >= 0 ? frontIndex : 0]!;
  const frontBox = boxOf(frontRing);
  const legs = hasLegs(frontRing, frontBox);
  const height = frontBox.maxY - frontBox.minY;
  return garment.panels.map((p, i) => {
    const ring = rings[i]!;
    const box = boxOf(ring);
    const tube = p.facing === 'LEFT' || p.facing === 'RIGHT';
    const role: Role = tube ? 'sleeve' : p.name === 'hood' ? 'hood' : legs ? 'legs' : 'body';
    // A cushion's origin is its (0, 0); a tube's is the top of its outline (the sleeve cap).
    const y0 = tube ? box.maxY : 0;
    const yy = rotationYY(p.rotation);
    const py = p.position[1] ?? 0;
    const flatPanel = Math.abs(yy) < 0.2;
    return {
      name: p.name,
      role,
      back: p.facing === 'BACK',
      ring,
      box,
      height,
      toGarmentY: flatPanel ? null : (y: number) => py + (y - y0) * yy,
      fromGarmentY: flatPanel ? null : (gy: number) => (gy - py) / yy + y0,
      random: createRandom(hashString(`${code}|${garment.id}|${p.name}`)),
    };
  });
}

// Shape helpers

export function ccw(ring: Pt[]): Pt[] {
  return signedArea(ring) < 0 ? ring.slice().reverse() : ring;
}

/** An axis-aligned rectangle as a CCW ring. */
export function box4(x0: number, y0: number, x1: number, y1: number): Pt[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A horizontal band across the whole panel between y0 and y1. */
export function band(ctx: PanelCtx, y0: number, y1: number): Pt[] {
  return box4(ctx.box.minX - 20, Math.min(y0, y1), ctx.box.maxX + 20, Math.max(y0, y1));
}

/** A ribbon along an open polyline, `width` mm wide, centred on it. */
export function ribbon(spine: Pt[], width: number): Pt[] {
  return ccw([...offsetPolyline(spine, width / 2), ...offsetPolyline(spine, -width / 2).reverse()]);
}

/** A ribbon whose width runs from `w0` at the start to a point at the end (tiger stripes). */
export function taperedRibbon(spine: Pt[], w0: number): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  const n = spine.length;
  for (let i = 0; i < n; i++) {
    const a = spine[Math.max(0, i - 1)]!;
    const b = spine[Math.min(n - 1, i + 1)]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const t = i / (n - 1);
    const w = (w0 / 2) * Math.pow(1 - t, 0.85);
    const p = spine[i]!;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    if (i < n - 1) right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  return ccw([...left, ...right.reverse()]);
}

/** A V (apex down) band: apex at (cx, cy), arms rising `slope` mm per mm, `thickness` tall. */
export function chevron(cx: number, cy: number, slope: number, thickness: number, reach: number): Pt[] {
  return ccw([
    [cx - reach, cy + slope * reach],
    [cx, cy],
    [cx + reach, cy + slope * reach],
    [cx + reach, cy + slope * reach + thickness],
    [cx, cy + thickness],
    [cx - reach, cy + slope * reach + thickness],
  ]);
}

/** The outer edge of the panel at height y on the side of `sign` (+1 right, -1 left), or null. */
export function edgeAt(ctx: PanelCtx, y: number, sign: 1 | -1): number | null {
  const s = spans(ctx.ring, y);
  if (s.length === 0) return null;
  return sign > 0 ? s[s.length - 1]![1] : s[0]![0];
}

/** The highest y up to which the panel keeps (nearly) its full width: the underarm of a top. */
export function underarmY(ctx: PanelCtx): number {
  const { box } = ctx;
  let best = box.minY;
  for (let y = box.minY + 1; y < box.maxY; y += 5) {
    const edge = edgeAt(ctx, y, 1);
    if (edge !== null && edge >= box.maxX - 2) best = y;
  }
  return best;
}

/**
 * A band following the panel's outer edge on side `sign`: from `inset` mm in from the edge,
 * `width(y)` mm wide, from y0 to y1. Used for side panels and side stripes.
 */
export function edgeBand(
  ctx: PanelCtx,
  sign: 1 | -1,
  y0: number,
  y1: number,
  inset: number,
  width: (y: number) => number,
): Pt[] {
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  const steps = Math.max(4, Math.ceil((y1 - y0) / 15));
  for (let i = 0; i <= steps; i++) {
    const y = y0 + ((y1 - y0) * i) / steps;
    const edge = edgeAt(ctx, Math.min(Math.max(y, ctx.box.minY + 0.5), ctx.box.maxY - 0.5), sign);
    if (edge === null) continue;
    const start = inset > 0 ? edge - sign * inset : edge + sign * 25;
    outer.push([start, y]);
    inner.push([edge - sign * (inset + width(y)), y]);
  }
  if (outer.length < 2) return [];
  return ccw([...outer, ...inner.reverse()]);
}
