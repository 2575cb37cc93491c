/**
 * Money display (L3), the same in the gateway's emails and the web app. Every amount in the API
 * is integer cents; this only formats them.
 */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats integer cents as US dollars: 1250 -> '$12.50', 110000 -> '$1,100.00', -99 -> '-$0.99'.
 * Null, undefined and non-finite values give an em dash so tables never show 'NaN'.
 */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '\u2014';
  return usd.format(Math.round(cents) / 100);
}

/**
 * Rounds an amount of cents to a whole cent, half away from zero (57.5 -> 58, -57.5 -> -58).
 * Binary noise is removed first by rounding to 12 significant digits, which is exact for any
 * realistic amount (up to 10^9 cents it keeps three decimals).
 * Throws `RangeError` for NaN or infinities.
 */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${String(value)} to cents`);
  const magnitude = Math.round(Number(Math.abs(value).toPrecision(12)));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}
