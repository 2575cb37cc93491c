/**
 * A buyer's cart checked and priced, without the database: each line's item, size and
 * personalisation (the item's rules), bundles bought whole, required items and bundles present,
 * and each line's price in integer cents (a lone item at its buyer price; a bundle's price and
 * fundraising part split over its lines in proportion to their buyer prices), tax per line at
 * the store's rate, rounded once. Errors name the field: `lines.N.itemId`, `lines.N.size`,
 * `lines.N.playerName`, `lines.N.playerNumber`, `lines.N.bundleId`, `lines`.
 */
import {
  buyerPriceCents,
  checkPersonalisation,
  lineTaxCents,
  normaliseName,
  normaliseNumber,
  splitCents,
} from '@tas/rules';
import type { StoreBundleRow, StoreItemRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';

/** Most lines one checkout takes. */
export const MAX_CART_LINES = 50;

export interface CartLineInput {
  itemId: string;
  size: string;
  playerName?: string | null;
  playerNumber?: string | null;
  bundleId?: string | null;
  bundleKey?: string | null;
}

/** A checked, priced line. */
export interface PricedLine {
  item: StoreItemRow;
  bundleId: number | null;
  bundleKey: string | null;
  size: string;
  playerName: string | null;
  playerNumber: string | null;
  unitPriceCents: number;
  fundraisingCents: number;
  taxCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  fundraisingCents: number;
  taxCents: number;
  totalCents: number;
}

/** The cart's lines checked against the store's items and bundles, and priced at `taxBasisPoints`. */
export function priceCart(
  inputs: readonly CartLineInput[],
  items: readonly StoreItemRow[],
  bundles: readonly StoreBundleRow[],
  taxBasisPoints: number,
): PricedCart {
  if (inputs.length === 0) throw new BadUserInputError('lines', 'The cart is empty');
  if (inputs.length > MAX_CART_LINES) throw new BadUserInputError('lines', `At most ${MAX_CART_LINES} lines`);
  const lines: PricedLine[] = inputs.map((input, i) => {
    const item = items.find((it) => it.id === parseId(input.itemId));
    if (!item) throw new BadUserInputError(`lines.${i}.itemId`, 'Unknown item');
    const size = input.size.trim();
    if (!item.sizes.includes(size))
      throw new BadUserInputError(`lines.${i}.size`, `Choose one of ${item.sizes.join(', ')}`);
    const problem = checkPersonalisation(item.rules, input)[0];
    if (problem) throw new BadUserInputError(`lines.${i}.${problem.field}`, problem.message, { reason: problem.code });
    const bundleId = input.bundleId != null ? parseId(input.bundleId) : null;
    const buyer = buyerPriceCents(item.dealer_price_cents, item.fundraising_cents);
    return {
      item,
      bundleId: input.bundleId != null ? (bundleId ?? -1) : null,
      bundleKey: input.bundleId != null ? (input.bundleKey ?? '').slice(0, 40) : null,
      size,
      playerName: normaliseName(input.playerName) || null,
      playerNumber: normaliseNumber(input.playerNumber) || null,
      unitPriceCents: buyer,
      fundraisingCents: item.fundraising_cents,
      taxCents: 0,
    };
  });

  // Bundles: the lines of one bundle bought together (its id and key) hold each of its items once.
  const groups = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (line.bundleId === null) return;
    const key = `${line.bundleId}|${line.bundleKey}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const bought = new Set<number>();
  for (const indexes of groups.values()) {
    const first = indexes[0]!;
    const bundle = bundles.find((b) => b.id === lines[first]!.bundleId);
    if (!bundle) throw new BadUserInputError(`lines.${first}.bundleId`, 'Unknown bundle');
    const itemIds = indexes.map((i) => lines[i]!.item.id).sort((a, b) => a - b);
    const wanted = [...bundle.item_ids].sort((a, b) => a - b);
    if (itemIds.length !== wanted.length || itemIds.some((id, k) => id !== wanted[k]))
      throw new BadUserInputError(`lines.${first}.bundleId`, `${bundle.name} takes each of its items once`);
    const weights = indexes.map((i) => lines[i]!.unitPriceCents);
    const prices = splitCents(bundle.price_cents, weights);
    const raised = splitCents(bundle.fundraising_cents, weights);
    indexes.forEach((i, k) => {
      lines[i]!.unitPriceCents = prices[k]!;
      lines[i]!.fundraisingCents = raised[k]!;
    });
    bought.add(bundle.id);
  }

  for (const item of items)
    if (item.required && !lines.some((l) => l.item.id === item.id))
      throw new BadUserInputError('lines', `${item.name} is required in every order`);
  for (const bundle of bundles)
    if (bundle.required && !bought.has(bundle.id))
      throw new BadUserInputError('lines', `${bundle.name} is required in every order`);

  for (const line of lines) line.taxCents = lineTaxCents(line.unitPriceCents, taxBasisPoints);
  const sum = (f: (l: PricedLine) => number) => lines.reduce((a, l) => a + f(l), 0);
  const subtotalCents = sum((l) => l.unitPriceCents);
  const taxCents = sum((l) => l.taxCents);
  return {
    lines,
    subtotalCents,
    fundraisingCents: sum((l) => l.fundraisingCents),
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

/** The count of each item in the cart's lines, and the first line of each. */
export function countsOf(lines: readonly PricedLine[]): Map<number, { count: number; first: number }> {
  const counts = new Map<number, { count: number; first: number }>();
  lines.forEach((l, i) => {
    const c = counts.get(l.item.id);
    counts.set(l.item.id, c ? { ...c, count: c.count + 1 } : { count: 1, first: i });
  });
  return counts;
}
