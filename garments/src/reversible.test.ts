import { describe, expect, it } from 'vitest';
import { isOnSide, sideColors, sideDesign } from './reversible.js';

describe('reversible sides (C3)', () => {
  it('shows a decoration on the side it is printed on; no side means the Outside', () => {
    expect(isOnSide(null, 'OUTSIDE')).toBe(true);
    expect(isOnSide(undefined, 'INSIDE')).toBe(false);
    expect(isOnSide('INSIDE', 'INSIDE')).toBe(true);
    expect(isOnSide('INSIDE', 'OUTSIDE')).toBe(false);
    expect(isOnSide('OUTSIDE', 'INSIDE')).toBe(false);
  });

  it('swaps primary and secondary on the Inside and keeps the rest', () => {
    expect(sideColors(['#111111', '#222222', '#333333'], 'OUTSIDE')).toEqual(['#111111', '#222222', '#333333']);
    expect(sideColors(['#111111', '#222222', '#333333'], 'INSIDE')).toEqual(['#222222', '#111111', '#333333']);
    expect(sideColors(['#111111'], 'INSIDE')).toEqual(['#111111']);
  });

  it('draws the design on the Outside only', () => {
    expect(sideDesign({ code: 'CHV' }, 'OUTSIDE')).toEqual({ code: 'CHV' });
    expect(sideDesign({ code: 'CHV' }, 'INSIDE')).toBeNull();
  });
});
