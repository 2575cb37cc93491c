import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  centsOf,
  dollarsText,
  percentText,
  shareOf,
  shareText,
  taxRateProblem,
} from './quote-terms-form';

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
    // Exact where float arithmetic is not: 8.29 * 100 === 828.9999999999999, 0.07 * 100 === 7.000000000000001.
    expect(basisPointsOf('8.29')).toBe(829);
    expect(basisPointsOf('0.07')).toBe(7);
    expect(basisPointsOf('.5')).toBe(50);
    expect(basisPointsOf('100')).toBe(10000);
    expect(basisPointsOf('8.')).toBe(800);
    expect(basisPointsOf('.')).toBeNaN();
    expect(basisPointsOf('8,25')).toBeNaN();
    expect(basisPointsOf('1e1')).toBeNaN();
  });
  it('names the tax rate field in its error', () => {
    expect(taxRateProblem('8.25')).toBeNull();
    expect(taxRateProblem('')).toBeNull();
    expect(taxRateProblem('8.255')).toBe('Sales tax rate: type a percent with at most 2 decimals, e.g. 8.25');
    expect(taxRateProblem('abc')).toBe('Sales tax rate: type a percent with at most 2 decimals, e.g. 8.25');
    expect(taxRateProblem('100.01')).toBe('Sales tax rate: at most 100 %');
    expect(taxRateProblem('100')).toBeNull();
  });
  it('shows them back, and round-trips shares', () => {
    expect(dollarsText(1250)).toBe('12.50');
    expect(percentText(825)).toBe('8.25');
    expect(percentText(829)).toBe('8.29');
    expect(percentText(7)).toBe('0.07');
    expect(percentText(830)).toBe('8.3');
    expect(percentText(1000)).toBe('10');
    for (const bp of [1, 29, 829, 999, 10000]) expect(basisPointsOf(percentText(bp))).toBe(bp);
    expect(shareOf({ kind: 'NONE', value: '5' })).toBeNull();
    expect(shareOf(shareText({ kind: 'PERCENT', value: 750 }))).toEqual({ kind: 'PERCENT', value: 750 });
    expect(shareOf(shareText({ kind: 'AMOUNT', value: 2500 }))).toEqual({ kind: 'AMOUNT', value: 2500 });
  });
});
