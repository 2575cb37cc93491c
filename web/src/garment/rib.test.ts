import { describe, expect, it } from 'vitest';
import { garments } from '@tas/garments';
import type { Vec2 } from './polygon';
import { isRibbed, RIB_MM, ribValleys } from './rib';

describe('ribbed trims', () => {
  it('knits the collars, cuffs, waistbands, armhole bands and leg cuffs as rib, not the plackets or side panels', () => {
    const names = new Set(Object.values(garments).flatMap((g) => g.zones.map((z) => z.name)));
    const ribbed = [...names]
      .filter(isRibbed)
      .map((n) => n.replace(/^[a-z]+(Sleeve)?-/i, ''))
      .sort();
    expect([...new Set(ribbed)]).toEqual([
      'armhole-left',
      'armhole-right',
      'collar',
      'cuff',
      'hem-left',
      'hem-right',
      'waistband',
    ]);
    expect(isRibbed('front-placket')).toBe(false);
    expect(isRibbed('front-side-left')).toBe(false);
  });

  it.each([
    ['counter-clockwise', false],
    ['clockwise', true],
  ])('draws a straight band (%s) as valleys every 5 mm across it, from one long edge inwards', (_, reverse) => {
    const band: Vec2[] = [
      [0, 0],
      [200, 0],
      [200, 20],
      [0, 20],
    ];
    const valleys = ribValleys(reverse ? [...band].reverse() : band);
    expect(valleys).toHaveLength(200 / RIB_MM);
    const starts = valleys.map(([a]) => a[0]).sort((p, q) => p - q);
    starts.slice(1).forEach((x, i) => expect(x - starts[i]!).toBeCloseTo(RIB_MM, 6));
    for (const [a, b] of valleys) {
      // Across the band (x kept), from its edge at y 0 or 20 through the band to its far edge.
      expect(b[0]).toBeCloseTo(a[0], 6);
      expect([0, 20]).toContain(a[1]);
      expect(Math.abs(b[1] - a[1])).toBeGreaterThan(20);
      expect(Math.sign(b[1] - a[1])).toBe(a[1] === 0 ? 1 : -1);
    }
  });

  it('follows a curved band: on a half ring round a neck every valley points at the centre', () => {
    const outer = Array.from({ length: 61 }, (_, k) => {
      const t = Math.PI + (k / 60) * Math.PI;
      return [120 * Math.cos(t), 120 * Math.sin(t)] as Vec2;
    });
    const inner = outer.map(([x, y]) => [x * 0.85, y * 0.85] as Vec2).reverse();
    const valleys = ribValleys([...outer, ...inner]);
    // The outer arc (377 mm) is the longest run: one valley every 5 mm along it.
    expect(valleys).toHaveLength(Math.ceil((Math.PI * 120) / RIB_MM));
    for (const [a, b] of valleys) {
      const along = Math.atan2(b[1] - a[1], b[0] - a[0]);
      const toCentre = Math.atan2(-a[1], -a[0]);
      const off = Math.abs(((along - toCentre + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
      expect(off).toBeLessThan((4 * Math.PI) / 180);
    }
  });
});
