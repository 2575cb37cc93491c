import { describe, expect, it } from 'vitest';
import { basisPointsOf, centsOf, dollarsText, percentText, shareOf, shareText } from './quote-terms-form';

describe('quote terms form', () => {
  it('reads dollars as whole cents', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('$1,012.50')).toBe(101250);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('')).toBeNull();
    expect(centsOf('1.234')).toBeNaN();
    expect(centsOf('-3')).toBeNaN();
  });
  it('reads percents as basis points', () => {
    expect(basisPointsOf('8.25')).toBe(825);
    expect(basisPointsOf('10 %')).toBe(1000);
    expect(basisPointsOf(' ')).toBeNull();
    expect(basisPointsOf('8.125')).toBeNaN();
  });
  it('shows them back, and round-trips shares', () => {
    expect(dollarsText(1250)).toBe('12.50');
    expect(percentText(825)).toBe('8.25');
    expect(shareOf({ kind: 'NONE', value: '5' })).toBeNull();
    expect(shareOf(shareText({ kind: 'PERCENT', value: 750 }))).toEqual({ kind: 'PERCENT', value: 750 });
    expect(shareOf(shareText({ kind: 'AMOUNT', value: 2500 }))).toEqual({ kind: 'AMOUNT', value: 2500 });
  });
});
