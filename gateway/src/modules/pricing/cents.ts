/**
 * Cents helpers of the pricing rules: money is integer cents in and out, rounded by one rule.
 */
import { roundCents } from '@tas/rules';

/**
 * Throws `RangeError` unless `value` is an integer number of cents (and >= 0 unless
 * `allowNegative`). Returns the value, so it can be used inline.
 */
export function assertCents(value: number, name: string, allowNegative = false): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RangeError(`${name} must be integer cents, got ${String(value)}`);
  }
  if (!allowNegative && value < 0) {
    throw new RangeError(`${name} must not be negative, got ${value}`);
  }
  return value;
}

/** The one rounding rule of every price (half away from zero): @tas/rules `roundCents`, shared with the web. */
export { roundCents };
