import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, blackOrWhiteOn, contrastRatio, markColorOn, outlineFor, relativeLuminance } from './contrast.js';

const MAROON = '#5C1F2E';
const GOLD = '#FFB81C';

describe('contrast by rule', () => {
  it('measures luminance and contrast as WCAG 2 does', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(GOLD, GOLD)).toBe(1);
    expect(contrastRatio(MAROON, WHITE)).toBeCloseTo(12.42, 2);
    expect(contrastRatio(GOLD, WHITE)).toBeCloseTo(1.73, 2);
    expect(() => relativeLuminance('gold')).toThrow(RangeError);
  });

  it('keeps the colour asked for when it stands out, else the next team colour, else black or white', () => {
    // Maroon/White/Gold on white paper: white fails, maroon is next.
    expect(markColorOn(WHITE, [MAROON, WHITE, GOLD])).toBe(MAROON);
    expect(markColorOn(WHITE, [WHITE, GOLD, MAROON])).toBe(MAROON);
    // Gold on white fails (1.73:1) and white too: black.
    expect(markColorOn(WHITE, [GOLD, WHITE])).toBe(BLACK);
    expect(markColorOn(BLACK, [BLACK, '#111111'])).toBe(WHITE);
    expect(markColorOn(MAROON, ['not a colour', GOLD])).toBe(GOLD);
    expect(blackOrWhiteOn(GOLD)).toBe(BLACK);
    expect(blackOrWhiteOn(MAROON)).toBe(WHITE);
  });

  it('outlines a fill that would vanish, in a team colour that stands out from both', () => {
    expect(outlineFor(MAROON, WHITE, [GOLD])).toBeNull();
    // A white number on a white zig-zag: maroon outlines it; gold would not show on white.
    expect(outlineFor(WHITE, WHITE, [GOLD, MAROON])).toBe(MAROON);
    // No team colour stands out from both: black or white, whichever shows on the background.
    expect(outlineFor(WHITE, '#FAFAFA', [GOLD])).toBe(BLACK);
  });
});
