/**
 * Contrast by rule on the cloth: the outline a text decoration gets when it
 * would vanish on what the panel already shows under it. Drawn by texture.ts for the customiser
 * and the snapshot page alike.
 */
import { MIN_MARK_CONTRAST, contrastRatio, isHexColor, outlineFor } from '@tas/garments';
import type { DecorationLocation, RenderDecoration } from './render-spec';

/**
 * Contrast by rule: text whose outer ring (its fill, or its one outline) would
 * not stand out by 3:1 from the cloth under it (read from the panel as drawn so far: the body, the
 * design, the trims, on a 5 x 3 grid over the text's box; the least contrasting colour counts),
 * and whose fill does not either, is drawn with one more outline in a contrasting team colour,
 * else black or white (@tas/garments `outlineFor`). Logos and text with two outlines are drawn as
 * they are.
 */
export function withContrastOutline(
  ctx: CanvasRenderingContext2D,
  d: RenderDecoration,
  loc: DecorationLocation,
  teamColors: readonly string[],
): RenderDecoration {
  // The ring that meets the cloth: the fill, or outline 1 when outline 2 is still free.
  const outer = d.outline1 ?? d.fill;
  if (d.logoUrl || !d.text || d.outline2 || !isHexColor(outer) || typeof ctx.getImageData !== 'function') return d;
  const matrix = ctx.getTransform();
  const cx = loc.x + (d.offsetX ?? 0);
  const cy = loc.y + (d.offsetY ?? 0);
  const halfW = (loc.width * 0.8) / 2;
  const halfH = (Math.min(d.textHeight, loc.height) * 0.8) / 2;
  let worst: string | null = null;
  for (const fx of [-1, -0.5, 0, 0.5, 1]) {
    for (const fy of [-1, 0, 1]) {
      const p = matrix.transformPoint(new DOMPoint(cx + fx * halfW, cy + fy * halfH));
      const x = Math.round(p.x);
      const y = Math.round(p.y);
      if (x < 0 || y < 0 || x >= ctx.canvas.width || y >= ctx.canvas.height) continue;
      const [r, g, b, a] = ctx.getImageData(x, y, 1, 1).data;
      if (a !== 255) continue;
      const hex = `#${[r!, g!, b!].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      if (!worst || contrastRatio(outer, hex) < contrastRatio(outer, worst)) worst = hex;
    }
  }
  // Outlined text shows while its fill or its outline stands out.
  if (!worst || (d.outline1 && isHexColor(d.fill) && contrastRatio(d.fill, worst) >= MIN_MARK_CONTRAST)) return d;
  const outline = outlineFor(outer, worst, teamColors);
  if (!outline) return d;
  return d.outline1 ? { ...d, outline2: outline } : { ...d, outline1: outline };
}
