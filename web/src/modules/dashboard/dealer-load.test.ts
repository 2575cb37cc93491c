import { describe, expect, it } from 'vitest';
import { dealerCodeOf } from './dealer-load';

describe('dealerCodeOf (original-spec section 8)', () => {
  it('answers the trimmed dealer code of a project route', () => {
    expect(dealerCodeOf('ABC123')).toBe('ABC123');
    expect(dealerCodeOf(' abc123 ')).toBe('abc123');
  });
  it('answers null for a missing or blank code', () => {
    expect(dealerCodeOf(undefined)).toBeNull();
    expect(dealerCodeOf('')).toBeNull();
    expect(dealerCodeOf(' \t')).toBeNull();
  });
});
