/**
 * Contrast by rule: text and marks drawn in team colours (a playbook's index
 * numbers, stripes and headers; decorations on a design) must stand out from what they sit on by
 * at least {@link MIN_MARK_CONTRAST}:1 (WCAG's ratio for graphics and large text). When the colour
 * asked for fails, another team colour that passes is used, else black or white; a decoration whose
 * fill would vanish gets an outline in a contrasting colour. Colours are `#rrggbb` (any case).
 * Pure; shared by the gateway, the web and the render pages.
 */

/** The least contrast ratio of a mark against what it sits on. */
export const MIN_MARK_CONTRAST = 3;

/** Black and white as the rule's last resort (the seed's Black and White, `#000000`, `#FFFFFF`). */
export const BLACK = '#000000';
export const WHITE = '#FFFFFF';

const HEX = /^#?([0-9a-f]{6})$/i;

/** Whether `hex` is a `#rrggbb` colour. */
export const isHexColor = (hex: string) => HEX.test(hex.trim());

/**
 * The relative luminance of `hex` (WCAG 2), 0 (black) to 1 (white). Throws a RangeError for
 * anything that is not `#rrggbb`.
 */
export function relativeLuminance(hex: string): number {
  const m = HEX.exec(hex.trim());
  if (!m) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours (WCAG 2), 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Black or white, whichever stands out more on `background` (at least 4.58:1, always). */
export function blackOrWhiteOn(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/**
 * The colour to draw a mark in on `background`: the first of `candidates` (the colour asked for
 * first, then the other team colours, in order) whose contrast with it is at least `min`, else
 * black or white ({@link blackOrWhiteOn}). Candidates that are not `#rrggbb` are skipped.
 */
export function markColorOn(background: string, candidates: readonly string[], min = MIN_MARK_CONTRAST): string {
  for (const c of candidates) if (isHexColor(c) && contrastRatio(c, background) >= min) return c;
  return blackOrWhiteOn(background);
}

/**
 * The outline a decoration filled with `fill` needs on `background` so that it does not vanish:
 * null when the fill itself stands out (at least `min`:1); otherwise the first of `candidates`
 * (the team colours) that stands out from both the background and the fill, else the one of
 * black and white that stands out more from the background.
 */
export function outlineFor(
  fill: string,
  background: string,
  candidates: readonly string[],
  min = MIN_MARK_CONTRAST,
): string | null {
  if (contrastRatio(fill, background) >= min) return null;
  for (const c of candidates) {
    if (isHexColor(c) && contrastRatio(c, background) >= min && contrastRatio(c, fill) >= min) return c;
  }
  return blackOrWhiteOn(background);
}
