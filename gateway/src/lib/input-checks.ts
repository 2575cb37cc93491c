/**
 * The checks of free input that every module applies alike: a required text and a custom price.
 * Each answers the checked value or throws BAD_USER_INPUT naming the field. Pure.
 */
import { MAX_CUSTOM_PRICE_CENTS } from '@tas/rules';
import { BadUserInputError } from './errors.js';

/**
 * `value` trimmed, non-empty and at most `max` characters (UTF-16 units). `what` names it in the
 * message ('The title is required'). Errors: BAD_USER_INPUT `field`.
 */
export function requiredText(value: string, field: string, max: number, what: string): string {
  const t = value.trim();
  if (!t) throw new BadUserInputError(field, `${what} is required`);
  if (t.length > max) throw new BadUserInputError(field, `${what} is too long (at most ${max} characters)`);
  return t;
}

/**
 * A product's custom price (L3, P3, P5): whole cents from 0 to `MAX_CUSTOM_PRICE_CENTS`, or null
 * for none. Errors: BAD_USER_INPUT `customPriceCents`.
 */
export function checkCustomPrice(cents: number | null | undefined): number | null {
  if (cents == null) return null;
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_CUSTOM_PRICE_CENTS)
    throw new BadUserInputError('customPriceCents', 'The price must be whole cents from 0 to 10,000,000 ($100,000.00)');
  return cents;
}
