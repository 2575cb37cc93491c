/**
 * Designs (layouts) as drawings (C1): each design code of the catalog names a pattern (stripes,
 * side panels, a yoke, a fade, a bolt, chevrons, shatter, digital camo, tiger stripes) that the
 * garment scene prints on the panels in the team colours, over the body and its sewn panels and
 * under the trims (colour-2 zones: collar, cuffs, bands) and the decorations.
 *
 * `designZones(garment, code)` turns a design code and a garment template into pattern zones:
 * closed outlines in panel millimetres (y up, CCW), each lying on its panel, with a team colour
 * index, an opacity and, for fades, a linear gradient. Pure and deterministic: the randomness
 * (camo, shatter, tiger stripes, bolts) comes from a PRNG seeded with the design code, the
 * template id and the panel name; the same input always gives identical output.
 */
import { designPattern, type DesignGarment, type DesignZone } from './designs/patterns.js';
import { panelContexts } from './designs/panels.js';
import { GENERATORS } from './designs/generators.js';
import { clipPanel, clipToPanel, rounded } from './designs/clip.js';

export type {
  DesignPattern,
  DesignGradientStop,
  DesignGradient,
  DesignZone,
  DesignGarment,
} from './designs/patterns.js';
export {
  DESIGN_PATTERNS,
  MAX_OFFERED_DESIGNS,
  SKIPPED_LAYOUT,
  offeredDesigns,
  designPattern,
  designKind,
} from './designs/patterns.js';

/**
 * The pattern zones of a design on a garment (C1), in paint order: for every panel (or only
 * the panels named in `panels`, e.g. a preview of the front), the design's shapes clipped to
 * the panel outline. Empty for a plain design (`STD`, `588R`, an unknown code or none).
 * Deterministic: identical output for identical input.
 */
export function designZones(
  garment: DesignGarment,
  code: string | null | undefined,
  panels?: readonly string[],
): DesignZone[] {
  const p = designPattern(code);
  if (!p || p.kind === 'PLAIN') return [];
  const generate = GENERATORS[p.kind];
  const zones: DesignZone[] = [];
  for (const ctx of panelContexts(garment, p.code)) {
    if (panels && !panels.includes(ctx.name)) continue;
    const panel = clipPanel(ctx.ring);
    for (const raw of generate(ctx, p)) {
      for (const ring of clipToPanel(raw.ring, panel)) {
        const outline = rounded(ring);
        if (outline.length < 6) continue;
        zones.push({
          panel: ctx.name,
          outline,
          colorIndex: raw.colorIndex,
          opacity: raw.opacity ?? 1,
          gradient: raw.gradient ?? null,
        });
      }
    }
  }
  return zones;
}
