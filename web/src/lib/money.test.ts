import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCents(-99)).toBe('-$0.99');
  });

  it('rounds fractional cents instead of showing them', () => {
    expect(formatCents(1999.6)).toBe('$20.00');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatCents(null)).toBe('\u2014');
    expect(formatCents(undefined)).toBe('\u2014');
    expect(formatCents(Number.NaN)).toBe('\u2014');
  });
});
