/**
 * The design generators that follow the panel's own shape (C1): stripes across it, side panels
 * down its sides, a yoke over the shoulders and a gradient fade; raw (unclipped) zones of one
 * panel, in paint order.
 */
import type { Pt } from '../geometry.js';
import { type Generator, type RawZone, ccw, band, underarmY, edgeBand } from './panels.js';

export const classicStripes: Generator = (ctx, p) => {
  const { stripe, pin, gap, at } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const h = ctx.box.maxY - ctx.box.minY;
  const set = (y: number): RawZone[] => [
    { ring: band(ctx, y, y + pin!), colorIndex: accent },
    { ring: band(ctx, y + pin! + gap!, y + pin! + gap! + stripe!), colorIndex: main },
    { ring: band(ctx, y + pin! + 2 * gap! + stripe!, y + 2 * pin! + 2 * gap! + stripe!), colorIndex: accent },
  ];
  if (ctx.role === 'body') return set(ctx.box.minY + h * at!);
  if (ctx.role === 'sleeve') return set(ctx.box.minY + Math.max(h * 0.16, 36));
  if (ctx.role === 'legs') {
    if (h < 700) return set(ctx.box.minY + h * 0.1);
    // Pants: piping down the outer seams.
    const out: RawZone[] = [];
    for (const sign of [1, -1] as const) {
      const top = ctx.box.maxY;
      out.push({ ring: edgeBand(ctx, sign, ctx.box.minY - 5, top, 14, () => pin!), colorIndex: accent });
      out.push({ ring: edgeBand(ctx, sign, ctx.box.minY - 5, top, 14 + pin! + 6, () => 22), colorIndex: main });
    }
    return out;
  }
  return [];
};

export const sidePanel: Generator = (ctx, p) => {
  const { hem, underarm, pipe } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const out: RawZone[] = [];
  const { box } = ctx;
  if (ctx.role === 'body') {
    const top = underarmY(ctx);
    const width = (y: number): number => {
      const t = Math.max(0, Math.min(1, (y - box.minY) / (top - box.minY)));
      return hem! + (underarm! - hem!) * t * t;
    };
    for (const sign of [1, -1] as const) {
      out.push({ ring: edgeBand(ctx, sign, box.minY - 5, top, 0, (y) => width(y) + pipe!), colorIndex: accent });
      out.push({ ring: edgeBand(ctx, sign, box.minY - 5, top, 0, width), colorIndex: main });
    }
  } else if (ctx.role === 'sleeve') {
    for (const sign of [1, -1] as const) {
      out.push({ ring: edgeBand(ctx, sign, box.minY - 5, box.maxY + 5, 0, () => 62 + pipe!), colorIndex: accent });
      out.push({ ring: edgeBand(ctx, sign, box.minY - 5, box.maxY + 5, 0, () => 62), colorIndex: main });
    }
  } else if (ctx.role === 'legs') {
    const width = (y: number): number => 48 + (hem! - 48) * (1 - (y - box.minY) / (box.maxY - box.minY));
    for (const sign of [1, -1] as const) {
      out.push({
        ring: edgeBand(ctx, sign, box.minY - 5, box.maxY + 5, 0, (y) => width(y) + pipe!),
        colorIndex: accent,
      });
      out.push({ ring: edgeBand(ctx, sign, box.minY - 5, box.maxY + 5, 0, width), colorIndex: main });
    }
  }
  return out.filter((z) => z.ring.length >= 3);
};

export const yoke: Generator = (ctx, p) => {
  const { drop, dip, pipe } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const { box } = ctx;
  const h = box.maxY - box.minY;
  const x0 = box.minX - 20;
  const x1 = box.maxX + 20;
  const top = box.maxY + 20;
  // The yoke's lower edge: a V on the front, a shallow curve on the back, through (side, ys).
  const edge = (ys: number, depth: number, v: boolean): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      const x = x0 + (x1 - x0) * t;
      const u = Math.abs(2 * t - 1);
      pts.push([x, ys - depth * (v ? 1 - u : 1 - u * u)]);
    }
    return pts;
  };
  const shape = (ys: number, depth: number, v: boolean, offset: number): Pt[] =>
    ccw([...edge(ys - offset, depth, v), [x1, top], [x0, top]]);
  if (ctx.role === 'body') {
    const ys = box.maxY - ctx.height * drop!;
    const depth = ctx.back ? dip! * 0.35 : dip!;
    return [
      { ring: shape(ys, depth, !ctx.back, pipe!), colorIndex: accent },
      { ring: shape(ys, depth, !ctx.back, 0), colorIndex: main },
    ];
  }
  if (ctx.role === 'sleeve') {
    const ys = box.minY + h * 0.5;
    return [
      { ring: shape(ys, 0, false, pipe!), colorIndex: accent },
      { ring: shape(ys, 0, false, 0), colorIndex: main },
    ];
  }
  if (ctx.role === 'legs') {
    // A hip yoke: an inverted V under the waistband.
    const ys = box.maxY - 190;
    return [
      { ring: shape(ys, -60, true, pipe!), colorIndex: accent },
      { ring: shape(ys, -60, true, 0), colorIndex: main },
    ];
  }
  if (ctx.role === 'hood') return [{ ring: band(ctx, box.minY - 5, box.maxY + 5), colorIndex: main }];
  return [];
};

export const gradient: Generator = (ctx, p) => {
  const { from, to, dots } = p.params as Record<string, number>;
  const [main] = p.colors;
  if (!ctx.fromGarmentY || !ctx.toGarmentY) return [];
  const g0 = ctx.fromGarmentY(ctx.height * from!);
  const g1 = ctx.fromGarmentY(ctx.height * to!);
  const out: RawZone[] = [
    {
      ring: ctx.ring,
      colorIndex: main,
      gradient: {
        x0: 0,
        y0: g0,
        x1: 0,
        y1: g1,
        stops: [
          { offset: 0, colorIndex: main, opacity: 1 },
          { offset: 0.45, colorIndex: main, opacity: 0.85 },
          { offset: 1, colorIndex: main, opacity: 0 },
        ],
      },
    },
  ];
  if (ctx.role === 'body' || ctx.role === 'legs') {
    // Halftone dots carry the fade on past the gradient, shrinking as they climb.
    const pitch = dots!;
    const start = ctx.height * (to! - 0.12);
    const end = ctx.height * (to! + 0.14);
    let row = 0;
    for (let gy = start; gy <= end; gy += pitch * 0.87, row++) {
      const t = (gy - start) / (end - start);
      const radius = pitch * 0.42 * (1 - t) + 0.6;
      const y = ctx.fromGarmentY(gy);
      const shift = row % 2 ? pitch / 2 : 0;
      for (let x = Math.floor(ctx.box.minX / pitch) * pitch - shift; x <= ctx.box.maxX + pitch; x += pitch) {
        const ring: Pt[] = [];
        for (let k = 0; k < 10; k++) {
          const a = (k / 10) * Math.PI * 2;
          ring.push([x + Math.cos(a) * radius, y + Math.sin(a) * radius]);
        }
        out.push({ ring, colorIndex: main });
      }
    }
  }
  return out;
};
