/**
 * The dealer's quote terms form in the units people type: dollars and percents as
 * text, turned into the API's cents and basis points. Pure; the gateway checks the terms again
 * and computes the totals (one rule, pricing/quote-totals.ts).
 */
import { MAX_BASIS_POINTS } from '@tas/rules';

/** `'12.5'` or `'$1,012.50'` -> 1250 / 101250 cents; null for blank; NaN when it is not an amount of whole cents. */
export function centsOf(text: string): number | null {
  const t = text.replace(/[$,\s]/g, '');
  if (!t) return null;
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(t)) return Number.NaN;
  const [whole, cents = ''] = t.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * `'8.25'` -> 825 basis points, read from the digits (no float arithmetic: `8.29 * 100` is
 * 828.999...); `'.5'` -> 50; null for blank; NaN when it is not a percent with at most two decimals.
 */
export function basisPointsOf(text: string): number | null {
  const t = text.replace(/[%\s]/g, '');
  if (!t) return null;
  if (!/^(\d{1,3}(\.\d{0,2})?|\.\d{1,2})$/.test(t)) return Number.NaN;
  const [whole = '', part = ''] = t.split('.');
  return Number(whole || '0') * 100 + Number(part.padEnd(2, '0'));
}

/**
 * What is wrong with a typed tax rate, naming the field; null when it is a percent of 0 to
 * 100 with at most two decimals (or blank: no tax).
 */
export function taxRateProblem(text: string): string | null {
  const bp = basisPointsOf(text);
  if (bp == null) return null;
  if (Number.isNaN(bp)) return 'Sales tax rate: type a percent with at most 2 decimals, e.g. 8.25';
  if (bp > MAX_BASIS_POINTS) return 'Sales tax rate: at most 100 %';
  return null;
}

/** Cents as the form shows them: 1250 -> '12.50'. */
export const dollarsText = (cents: number): string => (cents / 100).toFixed(2);

/** Basis points as the form shows them, from the digits: 825 -> '8.25', 1000 -> '10', 7 -> '0.07', 830 -> '8.3'. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const part = basisPoints % 100;
  if (part === 0) return String(whole);
  return part % 10 === 0 ? `${whole}.${part / 10}` : `${whole}.${String(part).padStart(2, '0')}`;
}

export type ShareKind = 'AMOUNT' | 'PERCENT';

/** A discount or deposit as typed: none, an amount in dollars or a percent. */
export interface ShareText {
  kind: ShareKind | 'NONE';
  value: string;
}

/** The API's share of a typed one (null for none); value NaN when it does not parse. */
export function shareOf(share: ShareText): { kind: ShareKind; value: number } | null {
  if (share.kind === 'NONE') return null;
  const value = share.kind === 'AMOUNT' ? centsOf(share.value) : basisPointsOf(share.value);
  return { kind: share.kind, value: value ?? 0 };
}

/** A typed share of the API's (none when null). */
export function shareText(share: { kind: ShareKind; value: number } | null | undefined): ShareText {
  if (!share) return { kind: 'NONE', value: '' };
  return { kind: share.kind, value: share.kind === 'AMOUNT' ? dollarsText(share.value) : percentText(share.value) };
}
