/**
 * Size order of the catalog (L2, original-spec section 9): adult sizes XXS..6XL, then the youth
 * sizes the catalog also offers, then any other size in the order given. Case-insensitive.
 */

/** Adult sizes in order. */
export const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'] as const;
/** Youth sizes in order; they rank after the adult sizes. */
export const YOUTH_SIZE_ORDER = ['YXS', 'YS', 'YM', 'YL', 'YXL'] as const;

export type AdultSize = (typeof SIZE_ORDER)[number];
export type YouthSize = (typeof YOUTH_SIZE_ORDER)[number];
export type Size = AdultSize | YouthSize;

const ranks = new Map<string, number>([...SIZE_ORDER, ...YOUTH_SIZE_ORDER].map((size, index) => [size, index]));

/**
 * Position of `size` in the size order, 0-based (XXS 0 .. 6XL 10, YXS 11 .. YXL 15), trimmed and
 * case-insensitive; undefined for a size outside both orders.
 */
export function sizeRank(size: string): number | undefined {
  return ranks.get(size.trim().toUpperCase());
}

/**
 * `items` stably sorted by the size `sizeOf` gives: known sizes in size order, unknown ones
 * after them; items of equal rank keep their input order (a roster's player order survives).
 * Returns a new array.
 */
export function sortBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  const unknown = ranks.size;
  return items
    .map((item, index) => ({ item, index, rank: sizeRank(sizeOf(item)) ?? unknown }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Sizes in size order (see `sortBySize`); duplicates are kept. */
export function sortSizes(sizes: readonly string[]): string[] {
  return sortBySize(sizes, (size) => size);
}

/**
 * The size prices are based on (L2): 'L', or 'M' for related products. When that size is not
 * among `sizes`, the middle size of the range in size order (the upper middle for an even count,
 * as L is in XS..2XL); with no sizes at all, the nominal 'L'/'M'.
 */
export function baseSizeFor(isRelated: boolean, sizes: readonly string[]): string {
  const nominal = isRelated ? 'M' : 'L';
  const match = sizes.find((size) => size.trim().toUpperCase() === nominal);
  if (match !== undefined) return match;
  const ordered = sortSizes(sizes);
  return ordered[Math.floor(ordered.length / 2)] ?? nominal;
}

/**
 * Total garments of a roster (L2): the sum of its lines' quantities, the quantity that decoration
 * quantity breaks use (L3). A quantity that is not a finite number (a line being typed in a form)
 * counts 0.
 */
export function totalQuantity(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}
