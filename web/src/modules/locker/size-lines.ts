/**
 * Roster and sizes rules on the client (L2): size order XXS..6XL (youth sizes after adult
 * ones), the default roster (base size quantity 1), and checks before `addToLocker`. Prices are
 * never computed here; the server prices every line (L3).
 */
import type { SizeLineInput } from '../../gql/graphql';

/** Adult size order (section 9). */
export const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'] as const;
const YOUTH_ORDER = ['YXS', 'YS', 'YM', 'YL', 'YXL'] as const;

/** Largest quantity of one line the API accepts. */
export const MAX_LINE_QUANTITY = 10000;

/** A size line being edited; quantity is a number, names are trimmed on submit. */
export interface SizeLineDraft {
  key: string;
  size: string;
  quantity: number;
  playerName: string;
  playerNumber: string;
}

function rank(size: string): number {
  const adult = (SIZE_ORDER as readonly string[]).indexOf(size);
  if (adult >= 0) return adult;
  const youth = (YOUTH_ORDER as readonly string[]).indexOf(size);
  if (youth >= 0) return SIZE_ORDER.length + youth;
  return 1000;
}

/** Sizes in size order; unknown sizes keep their relative order at the end. */
export function sortSizes(sizes: readonly string[]): string[] {
  return sizes
    .map((size, index) => ({ size, index }))
    .sort((a, b) => rank(a.size) - rank(b.size) || a.index - b.index)
    .map((x) => x.size);
}

let keySeq = 0;
/** A unique React key for a new line. */
export function newLineKey(): string {
  keySeq += 1;
  return `line-${keySeq}`;
}

/** The default roster (L2): one line of the base size (or the first size) with quantity 1. */
export function defaultSizeLines(sizes: readonly string[], baseSize: string): SizeLineDraft[] {
  const size = sizes.includes(baseSize) ? baseSize : (sortSizes(sizes)[0] ?? baseSize);
  return [{ key: newLineKey(), size, quantity: 1, playerName: '', playerNumber: '' }];
}

/** A new line for "Add size line": the base size, quantity 1, no player. */
export function newSizeLine(sizes: readonly string[], baseSize: string): SizeLineDraft {
  return defaultSizeLines(sizes, baseSize)[0]!;
}

/** Total garments of the lines. */
export function totalQuantity(lines: readonly Pick<SizeLineDraft, 'quantity'>[]): number {
  return lines.reduce((n, l) => n + (Number.isFinite(l.quantity) ? l.quantity : 0), 0);
}

/**
 * Problems to fix before submitting, by line index: unknown size, quantity not a whole number
 * in 0..10000. An empty map means the lines can be sent.
 */
export function validateSizeLines(lines: readonly SizeLineDraft[], sizes: readonly string[]): Map<number, string> {
  const problems = new Map<number, string>();
  lines.forEach((line, i) => {
    if (!sizes.includes(line.size)) problems.set(i, 'Choose a size');
    else if (!Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > MAX_LINE_QUANTITY) {
      problems.set(i, `Quantity must be 0 to ${MAX_LINE_QUANTITY}`);
    }
  });
  return problems;
}

/** The lines as `addToLocker` takes them: trimmed names, empty names and numbers as null. */
export function toSizeLineInputs(lines: readonly SizeLineDraft[]): SizeLineInput[] {
  return lines.map((l) => ({
    size: l.size,
    quantity: l.quantity,
    playerName: l.playerName.trim() || null,
    playerNumber: l.playerNumber.trim() || null,
  }));
}
