import { describe, expect, it } from 'vitest';
import { centsToDollarsText, customPriceInput, parseDollars } from './price';

describe('custom price in dollars (P3, L3)', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(centsToDollarsText(1250)).toBe('12.50');
    expect(centsToDollarsText(0)).toBe('0.00');
    expect(centsToDollarsText(99)).toBe('0.99');
    expect(centsToDollarsText(null)).toBe('');
    expect(centsToDollarsText(undefined)).toBe('');
  });

  it('reads dollars as cents', () => {
    expect(parseDollars('12.5')).toEqual({ ok: true, cents: 1250 });
    expect(parseDollars('12.50')).toEqual({ ok: true, cents: 1250 });
    expect(parseDollars(' $7 ')).toEqual({ ok: true, cents: 700 });
    expect(parseDollars('.99')).toEqual({ ok: true, cents: 99 });
    expect(parseDollars('10.')).toEqual({ ok: true, cents: 1000 });
    expect(parseDollars('1,250.00')).toEqual({ ok: true, cents: 125000 });
    expect(parseDollars('100000')).toEqual({ ok: true, cents: 10_000_000 });
    expect(parseDollars('0.1')).toEqual({ ok: true, cents: 10 });
  });

  it('an empty field is no price', () => {
    expect(parseDollars('')).toEqual({ ok: true, cents: null });
    expect(parseDollars('  ')).toEqual({ ok: true, cents: null });
  });

  it('refuses what is not a price', () => {
    expect(parseDollars('-1')).toEqual({ ok: false, message: 'Enter a price of $0 or more' });
    expect(parseDollars('12.345').ok).toBe(false);
    expect(parseDollars('abc').ok).toBe(false);
    expect(parseDollars('.').ok).toBe(false);
    expect(parseDollars('1,25').ok).toBe(false);
    expect(parseDollars('100000.01')).toEqual({ ok: false, message: 'Enter a price of at most $100,000' });
  });

  it('round-trips', () => {
    for (const cents of [0, 1, 99, 100, 1999, 123456]) {
      expect(parseDollars(centsToDollarsText(cents))).toEqual({ ok: true, cents });
    }
  });

  it('sends only a change of the custom price', () => {
    expect(customPriceInput('12.50', 1250)).toEqual({});
    expect(customPriceInput('', null)).toEqual({});
    expect(customPriceInput('', undefined)).toEqual({});
    expect(customPriceInput('13', 1250)).toEqual({ customPriceCents: 1300 });
    expect(customPriceInput('0', null)).toEqual({ customPriceCents: 0 });
    expect(customPriceInput('', 1250)).toEqual({ clearCustomPrice: true });
    expect(customPriceInput('oops', 1250)).toEqual({});
  });
});
