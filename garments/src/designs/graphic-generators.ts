/**
 * The design generators that draw graphics over the panel (C1): a lightning bolt, chevrons, a
 * shatter burst, digital camouflage and tiger stripes; raw (unclipped) zones of one panel, in
 * paint order, their randomness from the panel's seeded PRNG.
 */
import { isSimple } from '../geometry.js';
import type { Pt } from '../geometry.js';
import {
  type Box,
  type Generator,
  type RawZone,
  spans,
  ccw,
  box4,
  ribbon,
  taperedRibbon,
  chevron,
  edgeAt,
  underarmY,
} from './panels.js';

export const bolt: Generator = (ctx, p) => {
  const { width, outline, amplitude, at } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const { box } = ctx;
  const r = ctx.random;
  const pair = (spine: Pt[], w: number): RawZone[] => [
    { ring: ribbon(spine, w + 2 * outline!), colorIndex: accent },
    { ring: ribbon(spine, w), colorIndex: main },
  ];
  if (ctx.role === 'body') {
    // Across the chest, falling toward the wearer's left; the back mirrors it so the bolt
    // meets itself at the side seams.
    const dir = ctx.back ? -1 : 1;
    const x0 = box.minX - 40;
    const x1 = box.maxX + 40;
    const n = 7;
    const yMid = box.minY + ctx.height * at!;
    const spine: Pt[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = x0 + (x1 - x0) * t;
      const fall = (t - 0.5) * 70 * dir;
      const zig = i === 0 || i === n ? 0 : (i % 2 ? 1 : -1) * amplitude! * (0.75 + r() * 0.5);
      spine.push([x, yMid - fall + zig]);
    }
    return pair(spine, width!);
  }
  if (ctx.role === 'sleeve') {
    const spine: Pt[] = [];
    const n = 5;
    for (let i = 0; i <= n; i++) {
      const y = box.maxY + 20 - ((box.maxY - box.minY + 40) * i) / n;
      spine.push([i === 0 || i === n ? 0 : (i % 2 ? 1 : -1) * amplitude! * 0.7 * (0.8 + r() * 0.4), y]);
    }
    return pair(spine, width! * 0.7);
  }
  if (ctx.role === 'legs') {
    const out: RawZone[] = [];
    for (const sign of [1, -1] as const) {
      const spine: Pt[] = [];
      const n = 6;
      for (let i = 0; i <= n; i++) {
        const y = box.maxY - 60 - ((box.maxY - 60 - box.minY + 30) * i) / n;
        const edge = edgeAt(ctx, Math.max(box.minY + 1, Math.min(y, box.maxY - 1)), sign) ?? sign * box.maxX;
        const zig = (i % 2 ? 1 : -1) * amplitude! * 0.6 * (0.8 + r() * 0.4);
        spine.push([edge - sign * (70 + zig), y]);
      }
      out.push(...pair(spine, width! * 0.7));
    }
    return out;
  }
  return [];
};

export const chevrons: Generator = (ctx, p) => {
  const { slope, at, main: mainW, gap, accent: accentW } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const { box } = ctx;
  const h = box.maxY - box.minY;
  // Three stacked Vs: a broad one, then a thin accent, then a thin main.
  const stack = (cx: number, cy: number, s: number, scale: number, reach: number): RawZone[] => [
    { ring: chevron(cx, cy, s, mainW! * scale, reach), colorIndex: main },
    { ring: chevron(cx, cy + (mainW! + gap!) * scale, s, accentW! * scale, reach), colorIndex: accent },
    { ring: chevron(cx, cy + (mainW! + 2 * gap! + accentW!) * scale, s, accentW! * scale, reach), colorIndex: main },
  ];
  if (ctx.role === 'body') return stack(0, box.minY + ctx.height * at!, slope!, 1, box.maxX - box.minX);
  if (ctx.role === 'sleeve') return stack(0, box.minY + h * 0.22, slope! * 0.8, 0.6, box.maxX - box.minX);
  if (ctx.role === 'legs') {
    // One stack per leg, reaching only across its own leg.
    const y = box.minY + Math.min(h * 0.12, 70);
    return spans(ctx.ring, y).flatMap(([a, b]) => stack((a + b) / 2, y, slope!, 0.75, (b - a) / 2 + 15));
  }
  return [];
};

export const shatter: Generator = (ctx, p) => {
  const { spokes, rings, reach, gap, tone } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const { box } = ctx;
  const r = ctx.random;
  const h = box.maxY - box.minY;
  // The impact lies on a side seam (the wearer's left on the front, right on the back) and the
  // shards fan out across the panel from it.
  const sign: 1 | -1 = ctx.back ? -1 : 1;
  let cy: number;
  let radius: number;
  if (ctx.role === 'body') {
    cy = box.minY + h * (0.22 + r() * 0.12);
    radius = ctx.height * reach!;
  } else if (ctx.role === 'sleeve') {
    cy = box.minY + h * 0.2;
    radius = (box.maxX - box.minX) * 0.8;
  } else if (ctx.role === 'legs') {
    cy = box.minY + h * 0.3;
    radius = h * 0.75;
  } else return [];
  const cx = (edgeAt(ctx, cy, sign) ?? sign * box.maxX) - sign * 4;
  const n = spokes!;
  const m = rings!;
  // Spokes over the half turn that faces into the panel, unevenly spaced.
  const inward = sign > 0 ? Math.PI : 0;
  const angles = Array.from(
    { length: n + 1 },
    (_, k) => inward - Math.PI * 0.55 + ((k + (k === 0 || k === n ? 0 : r() * 0.7 - 0.35)) / n) * Math.PI * 1.1,
  );
  // Radii per spoke and ring, shared by neighbouring shards so the cracks line up.
  const radii = Array.from({ length: m + 1 }, (_, j) =>
    Array.from({ length: n + 1 }, () => (j === 0 ? 0 : radius * Math.pow(j / m, 1.2) * (0.92 + r() * 0.16))),
  );
  const at = (k: number, j: number): Pt => {
    const a = angles[k]!;
    const rad = radii[j]![k]!;
    return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad];
  };
  const out: RawZone[] = [];
  for (let j = 0; j < m; j++) {
    for (let k = 0; k < n; k++) {
      const keep = r();
      const pick = r();
      const density = 0.9 - (j / m) * 0.8;
      if (keep > density) continue;
      const pts: Pt[] =
        j === 0 ? [at(k, 0), at(k, 1), at(k + 1, 1)] : [at(k, j), at(k, j + 1), at(k + 1, j + 1), at(k + 1, j)];
      // Shrink toward the centroid: the gap reads as a crack.
      const c: Pt = [pts.reduce((s, q) => s + q[0], 0) / pts.length, pts.reduce((s, q) => s + q[1], 0) / pts.length];
      const size = Math.max(...pts.map((q) => Math.hypot(q[0] - c[0], q[1] - c[1])));
      if (size < gap! * 3 || !isSimple(pts)) continue;
      const f = 1 - gap! / size;
      const ring = ccw(pts.map((q) => [c[0] + (q[0] - c[0]) * f, c[1] + (q[1] - c[1]) * f] as Pt));
      if (pick < 0.5) out.push({ ring, colorIndex: main });
      else if (pick < 0.82) out.push({ ring, colorIndex: main, opacity: tone! });
      else out.push({ ring, colorIndex: accent, opacity: 0.85 });
    }
  }
  return out;
};

/** Smooth value noise on a lattice of `scale` mm, seeded; values 0..1. */
export function valueNoise(random: () => number, scale: number, box: Box): (x: number, y: number) => number {
  const cols = Math.ceil((box.maxX - box.minX) / scale) + 2;
  const rows = Math.ceil((box.maxY - box.minY) / scale) + 2;
  const grid = Array.from({ length: cols * rows }, () => random());
  const smooth = (t: number): number => t * t * (3 - 2 * t);
  return (x, y) => {
    const fx = (x - box.minX) / scale;
    const fy = (y - box.minY) / scale;
    const ix = Math.max(0, Math.min(cols - 2, Math.floor(fx)));
    const iy = Math.max(0, Math.min(rows - 2, Math.floor(fy)));
    const tx = smooth(fx - ix);
    const ty = smooth(fy - iy);
    const v = (i: number, j: number): number => grid[j * cols + i]!;
    const top = v(ix, iy) * (1 - tx) + v(ix + 1, iy) * tx;
    const bottom = v(ix, iy + 1) * (1 - tx) + v(ix + 1, iy + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
}

export const digitalCamo: Generator = (ctx, p) => {
  const { cell, main: mainT, accent: accentT, tone } = p.params as Record<string, number>;
  const [main, accent] = p.colors;
  const { box } = ctx;
  const size = cell!;
  const layer = (seedScale: number) => {
    const coarse = valueNoise(ctx.random, size * seedScale, box);
    const fine = valueNoise(ctx.random, size * 2.2, box);
    return (x: number, y: number): number => coarse(x, y) * 0.72 + fine(x, y) * 0.28;
  };
  const layers = [
    { noise: layer(5.5), threshold: 0.5, colorIndex: main, opacity: tone! },
    { noise: layer(6.5), threshold: mainT!, colorIndex: main, opacity: 1 },
    { noise: layer(5), threshold: accentT!, colorIndex: accent, opacity: 1 },
  ];
  const out: RawZone[] = [];
  const x0 = Math.floor(box.minX / size) * size;
  const y0 = Math.floor(box.minY / size) * size;
  for (const l of layers) {
    for (let y = y0; y < box.maxY; y += size) {
      // Runs of cells on one row become one rectangle.
      let runStart: number | null = null;
      for (let x = x0; x <= box.maxX + size; x += size) {
        const on = x <= box.maxX && l.noise(x + size / 2, y + size / 2) > l.threshold;
        if (on && runStart === null) runStart = x;
        if (!on && runStart !== null) {
          out.push({ ring: box4(runStart, y, x, y + size), colorIndex: l.colorIndex, opacity: l.opacity });
          runStart = null;
        }
      }
    }
  }
  return out;
};

export const tigerStripes: Generator = (ctx, p) => {
  const { stripes, width, reach } = p.params as Record<string, number>;
  const [main] = p.colors;
  const { box } = ctx;
  const r = ctx.random;
  const h = box.maxY - box.minY;
  let count = stripes!;
  let w0 = width!;
  let top = box.maxY - h * 0.12;
  if (ctx.role === 'sleeve') {
    count = 4;
    w0 = width! * 0.75;
    top = box.maxY - 10;
  } else if (ctx.role === 'hood') {
    count = 3;
  } else if (ctx.role === 'body') {
    top = underarmY(ctx);
  }
  const out: RawZone[] = [];
  for (const sign of [1, -1] as const) {
    for (let i = 0; i < count; i++) {
      const y = box.minY + 15 + ((top - box.minY - 15) * (i + 0.2 + r() * 0.6)) / count;
      const edge = edgeAt(ctx, Math.min(Math.max(y, box.minY + 0.5), box.maxY - 0.5), sign) ?? sign * box.maxX;
      const half = (box.maxX - box.minX) / 2;
      const length = half * reach! * (0.45 + r() * 0.55);
      const tilt = (r() - 0.5) * 0.5;
      const wave = 8 + r() * 10;
      const phase = r() * Math.PI * 2;
      const spine: Pt[] = [];
      for (let k = 0; k <= 14; k++) {
        const t = k / 14;
        const x = edge + sign * 25 - sign * (length + 25) * t;
        spine.push([x, y + tilt * length * t + Math.sin(phase + t * Math.PI * 2.2) * wave * t]);
      }
      out.push({ ring: taperedRibbon(spine, w0 * (0.75 + r() * 0.5)), colorIndex: main });
    }
  }
  return out;
};
