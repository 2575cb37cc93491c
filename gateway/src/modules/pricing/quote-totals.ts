/**
 * A quote's totals from its items and the dealer's terms: line price overrides, a
 * discount, shipping, a tax rate or a tax exemption, and a deposit. Pure: integer cents in and
 * out, basis points for percentages (1 000 = 10 %).
 *
 * One rounding rule: every percentage of an amount is rounded to a whole cent half away from
 * zero (`roundCents`, as every other price), and each is rounded once:
 *
 *   subtotal = sum of (unit price x quantity), a line's unit price its override when it has one
 *   discount = an amount (at most the subtotal) or round(subtotal x percent)
 *   tax      = 0 when exempt, else round((subtotal - discount) x rate); shipping is not taxed
 *   total    = subtotal - discount + shipping + tax
 *   deposit  = an amount (at most the total) or round(total x percent); balance = total - deposit
 */
import { MAX_BASIS_POINTS, MAX_QUOTE_AMOUNT_CENTS, MAX_TAX_CERTIFICATE_LENGTH } from '@tas/rules';
import type { QuoteLinePrice, QuoteShare, QuoteTerms } from '../../db/types.js';
import { assertCents, roundCents } from './pricing-rules.js';

export type { QuoteLinePrice, QuoteShare, QuoteTerms };

/** A quote's terms before the dealer sets any: the items' prices as requested. */
export const NO_QUOTE_TERMS: QuoteTerms = {
  linePrices: [],
  discount: null,
  shippingCents: 0,
  taxRateBasisPoints: 0,
  taxExempt: false,
  taxExemptCertificate: null,
  deposit: null,
};

/** What the totals need of a quoted item (a quote's item snapshot). */
export interface TotalsItem {
  configurationShortId: string;
  sizeLines: { size: string; quantity: number; unitPriceCents: number }[];
}

export interface QuoteTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/** `cents` x `basisPoints` / 10 000, rounded to a whole cent half away from zero. */
export function shareOfCents(cents: number, basisPoints: number): number {
  return roundCents((assertCents(cents, 'cents') * basisPoints) / MAX_BASIS_POINTS);
}

/** The unit price the terms set for `size` of item `configurationShortId`, or undefined. */
export function overriddenUnitPrice(
  terms: Pick<QuoteTerms, 'linePrices'>,
  configurationShortId: string,
  size: string,
): number | undefined {
  return terms.linePrices.find((p) => p.configurationShortId === configurationShortId && p.size === size)
    ?.unitPriceCents;
}

/** The items with the terms' unit prices applied (each line's total is unit x quantity). */
export function pricedItems<I extends TotalsItem>(items: readonly I[], terms: Pick<QuoteTerms, 'linePrices'>) {
  return items.map((item) => {
    const sizeLines = item.sizeLines.map((l) => {
      const override = overriddenUnitPrice(terms, item.configurationShortId, l.size);
      const unitPriceCents = override ?? l.unitPriceCents;
      return {
        ...l,
        unitPriceCents,
        /** The price the quote was requested at, kept when the dealer overrides it. */
        originalUnitPriceCents: l.unitPriceCents,
        overridden: override != null && override !== l.unitPriceCents,
        lineTotalCents: unitPriceCents * l.quantity,
      };
    });
    return { ...item, sizeLines, lineTotalCents: sizeLines.reduce((n, l) => n + l.lineTotalCents, 0) };
  });
}

/** What carrying line prices needs of a quoted item: its locker item (when the snapshot kept it), design and sizes. */
export interface CarriedItem {
  lockerItemId?: number;
  configurationShortId: string;
  sizeLines: readonly { size: string }[];
}

/**
 * The dealer's line prices once the quote's items are snapshotted again (`before` -> `after`,
 * as proofs are sent): a price set for an item whose design changed (the same locker item with
 * a new configuration) follows it to the new configuration; an item whose design did not change
 * keeps its prices. A price is kept only for a size the item still has, once per item and size;
 * prices of items no longer quoted are dropped. Pure.
 */
export function carriedLinePrices(
  before: readonly CarriedItem[],
  after: readonly CarriedItem[],
  linePrices: readonly QuoteLinePrice[],
): QuoteLinePrice[] {
  const carried: QuoteLinePrice[] = [];
  const seen = new Set<string>();
  for (const price of linePrices) {
    const targets = new Set<string>();
    if (after.some((i) => i.configurationShortId === price.configurationShortId))
      targets.add(price.configurationShortId);
    for (const old of before) {
      if (old.configurationShortId !== price.configurationShortId || old.lockerItemId == null) continue;
      const now = after.find((i) => i.lockerItemId === old.lockerItemId);
      if (now) targets.add(now.configurationShortId);
    }
    for (const configurationShortId of targets) {
      const key = `${configurationShortId}\u0000${price.size}`;
      const hasSize = after.some(
        (i) => i.configurationShortId === configurationShortId && i.sizeLines.some((l) => l.size === price.size),
      );
      if (!hasSize || seen.has(key)) continue;
      seen.add(key);
      carried.push({ ...price, configurationShortId });
    }
  }
  return carried;
}

/** The totals of `items` under `terms` (the rule above). */
export function quoteTotals(items: readonly TotalsItem[], terms: QuoteTerms): QuoteTotals {
  const subtotalCents = pricedItems(items, terms).reduce((n, i) => n + i.lineTotalCents, 0);
  const discountCents = !terms.discount
    ? 0
    : terms.discount.kind === 'AMOUNT'
      ? Math.min(terms.discount.value, subtotalCents)
      : shareOfCents(subtotalCents, terms.discount.value);
  const taxable = subtotalCents - discountCents;
  const taxCents = terms.taxExempt ? 0 : shareOfCents(taxable, terms.taxRateBasisPoints);
  const totalCents = taxable + terms.shippingCents + taxCents;
  const depositCents = !terms.deposit
    ? 0
    : terms.deposit.kind === 'AMOUNT'
      ? Math.min(terms.deposit.value, totalCents)
      : shareOfCents(totalCents, terms.deposit.value);
  return {
    subtotalCents,
    discountCents,
    shippingCents: terms.shippingCents,
    taxCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  };
}

/** A problem of a dealer's terms: the input field it names and why. */
export interface TermsProblem {
  field: string;
  message: string;
}

function centsProblem(value: number, field: string, what: string): TermsProblem | null {
  if (!Number.isInteger(value)) return { field, message: `${what} must be whole cents` };
  if (value < 0) return { field, message: `${what} cannot be negative` };
  if (value > MAX_QUOTE_AMOUNT_CENTS) return { field, message: `${what} is at most $100,000.00` };
  return null;
}

function percentProblem(value: number, field: string, what: string): TermsProblem | null {
  if (!Number.isInteger(value)) return { field, message: `${what} must be whole basis points (100 = 1 %)` };
  if (value < 0) return { field, message: `${what} cannot be negative` };
  if (value > MAX_BASIS_POINTS) return { field, message: `${what} cannot be over 100 %` };
  return null;
}

function shareProblem(share: QuoteShare | null, field: string, what: string): TermsProblem | null {
  if (!share) return null;
  return share.kind === 'PERCENT'
    ? percentProblem(share.value, `${field}.value`, what)
    : centsProblem(share.value, `${field}.value`, what);
}

/**
 * The first problem of `terms` for a quote of `items` (fields as in `QuoteTermsInput`), or null:
 * negative or fractional amounts, over $100,000.00 or over 100 %, a line price for an item or
 * size the quote does not have (or twice), an amount discount over the subtotal, a tax rate
 * with an exemption, an exemption without its certificate number, an amount deposit over the total.
 */
export function quoteTermsProblem(items: readonly TotalsItem[], terms: QuoteTerms): TermsProblem | null {
  const seen = new Set<string>();
  for (const [n, p] of terms.linePrices.entries()) {
    const item = items.find((i) => i.configurationShortId === p.configurationShortId);
    if (!item) return { field: `linePrices.${n}.configurationShortId`, message: 'This quote has no such item' };
    if (!item.sizeLines.some((l) => l.size === p.size))
      return { field: `linePrices.${n}.size`, message: `This item has no size ${p.size} in the quote` };
    const key = `${p.configurationShortId}\u0000${p.size}`;
    if (seen.has(key)) return { field: `linePrices.${n}.size`, message: `Size ${p.size} of this item is priced twice` };
    seen.add(key);
    const bad = centsProblem(p.unitPriceCents, `linePrices.${n}.unitPriceCents`, 'The unit price');
    if (bad) return bad;
  }
  const problem =
    shareProblem(terms.discount, 'discount', 'The discount') ??
    centsProblem(terms.shippingCents, 'shippingCents', 'Shipping') ??
    percentProblem(terms.taxRateBasisPoints, 'taxRateBasisPoints', 'The tax rate') ??
    shareProblem(terms.deposit, 'deposit', 'The deposit');
  if (problem) return problem;
  if (terms.taxExempt && terms.taxRateBasisPoints !== 0)
    return { field: 'taxRateBasisPoints', message: 'A tax-exempt quote has no tax rate' };
  const certificate = terms.taxExemptCertificate?.trim() ?? '';
  if (terms.taxExempt && !certificate)
    return { field: 'taxExemptCertificate', message: 'A tax exemption needs its certificate number' };
  if (!terms.taxExempt && certificate)
    return { field: 'taxExemptCertificate', message: 'A certificate number is for a tax-exempt quote' };
  if (certificate.length > MAX_TAX_CERTIFICATE_LENGTH)
    return {
      field: 'taxExemptCertificate',
      message: `The certificate number is too long (at most ${MAX_TAX_CERTIFICATE_LENGTH} characters)`,
    };
  const subtotal = quoteTotals(items, { ...terms, discount: null, deposit: null }).subtotalCents;
  if (terms.discount?.kind === 'AMOUNT' && terms.discount.value > subtotal)
    return { field: 'discount.value', message: 'The discount is more than the subtotal' };
  const total = quoteTotals(items, { ...terms, deposit: null }).totalCents;
  if (terms.deposit?.kind === 'AMOUNT' && terms.deposit.value > total)
    return { field: 'deposit.value', message: 'The deposit is more than the total' };
  return null;
}
