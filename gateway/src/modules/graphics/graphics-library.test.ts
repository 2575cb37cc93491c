import { describe, expect, it } from 'vitest';
import { graphicPath } from '@tas/garments';
import { GRAPHICS, getGraphic, graphicSvg } from './graphics-library.js';

describe('graphics library (C3)', () => {
  it('offers mascots, sports and emblems with unique keys, each drawn from the icon set', () => {
    expect(GRAPHICS.length).toBe(41);
    expect(new Set(GRAPHICS.map((g) => g.key)).size).toBe(GRAPHICS.length);
    const counts = Object.fromEntries(
      ['MASCOT', 'SPORT', 'EMBLEM'].map((c) => [c, GRAPHICS.filter((g) => g.category === c).length]),
    );
    expect(counts).toEqual({ MASCOT: 25, SPORT: 9, EMBLEM: 7 });
    for (const g of GRAPHICS) {
      const svg = graphicSvg(g.key);
      expect(svg, g.key).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512"/);
      expect(svg, g.key).toMatch(/<path[^>]*d="[Mm]/);
      expect(svg, g.key).not.toMatch(/<script|on[a-z]+=|href=/i);
    }
  });

  it('draws a graphic in the fill colour; a bad colour gives white; an unknown key nothing', () => {
    expect(graphicSvg('lion', '#FFB81C')).toContain('color="#ffb81c"');
    expect(graphicSvg('lion', 'red')).toContain('color="#ffffff"');
    expect(graphicSvg('nope')).toBeNull();
    expect(getGraphic('toString')).toBeUndefined();
    expect(graphicPath('eagle-head', '#1F2A44')).toBe('/graphics/eagle-head.svg?fill=1f2a44');
    expect(graphicPath('eagle-head', 'x')).toBe('/graphics/eagle-head.svg?fill=ffffff');
  });
});
