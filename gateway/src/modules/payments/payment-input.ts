/**
 * Checks of a payment's start (pure): every refusal is BAD_USER_INPUT naming the field, so a
 * caller's mistake is never sent to a provider.
 */
import { EMAIL_ADDRESS } from '@tas/rules';
import { BadUserInputError } from '../../lib/errors.js';
import type { PaymentStart } from './payment-types.js';

/** The most a line and a payment may be, in cents (Stripe's own limit for USD is $999,999.99). */
export const MAX_AMOUNT_CENTS = 99_999_999;
const MAX_LINES = 100;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCents = (n: unknown, min: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= MAX_AMOUNT_CENTS;

function text(value: unknown, field: string, max: number): string {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) throw new BadUserInputError(field, `${field} is required`);
  if (v.length > max) throw new BadUserInputError(field, `Use at most ${max} characters`);
  return v;
}

function webUrl(value: unknown, field: string): string {
  const v = text(value, field, 2000);
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new BadUserInputError(field, 'Enter a full http or https address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BadUserInputError(field, 'Enter a full http or https address');
  return v;
}

/** `YYYY-MM-DD` of a real day, or BAD_USER_INPUT `dueDate`. */
export function checkDueDate(value: unknown): string {
  const m = typeof value === 'string' ? DAY.exec(value) : null;
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (!m || day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d)
    throw new BadUserInputError('dueDate', 'Give the due date as YYYY-MM-DD');
  return value as string;
}

/**
 * `input` checked and trimmed: a reference, an amount in whole cents equal to the sum of the
 * lines' unit amounts times their quantities, `usd`, an email, http(s) return addresses and an
 * idempotency key; `dueDate` when `needsDueDate`.
 */
export function checkPaymentStart(input: PaymentStart, needsDueDate: boolean): PaymentStart {
  const orderRef = text(input.orderRef, 'orderRef', 200);
  const idempotencyKey = text(input.idempotencyKey, 'idempotencyKey', 200);
  if (input.currency !== 'usd') throw new BadUserInputError('currency', 'Only usd is taken');
  if (!Array.isArray(input.lines) || input.lines.length === 0 || input.lines.length > MAX_LINES)
    throw new BadUserInputError('lines', `Give 1 to ${MAX_LINES} lines`);
  let sum = 0;
  const lines = input.lines.map((line, i) => {
    const name = text(line?.name, `lines.${i}.name`, 250);
    if (!isCents(line.amountCents, 0))
      throw new BadUserInputError(`lines.${i}.amountCents`, 'Give the unit amount in whole cents');
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 999)
      throw new BadUserInputError(`lines.${i}.quantity`, 'Give a quantity of 1 to 999');
    sum += line.amountCents * line.quantity;
    return { name, amountCents: line.amountCents, quantity: line.quantity };
  });
  if (!isCents(input.amountCents, 1))
    throw new BadUserInputError('amountCents', 'Give the amount in whole cents, above 0');
  if (sum !== input.amountCents)
    throw new BadUserInputError(
      'amountCents',
      `The amount (${input.amountCents}) is not the sum of the lines (${sum})`,
    );
  const buyerEmail = text(input.buyerEmail, 'buyerEmail', 254);
  if (!EMAIL_ADDRESS.test(buyerEmail)) throw new BadUserInputError('buyerEmail', 'Enter a valid email address');
  return {
    orderRef,
    amountCents: input.amountCents,
    currency: 'usd',
    lines,
    buyerEmail,
    successUrl: webUrl(input.successUrl, 'successUrl'),
    cancelUrl: webUrl(input.cancelUrl, 'cancelUrl'),
    idempotencyKey,
    ...(needsDueDate ? { dueDate: checkDueDate(input.dueDate) } : {}),
  };
}
