/**
 * Roster and sizes rules on the client (L2): size order XXS..6XL (youth sizes after adult
 * ones), the default roster (base size quantity 1), and checks before `addToLocker`. Prices are
 * never computed here; the server prices every line (L3).
 */
import { sortSizes } from '@tas/garments';
import { MAX_LINE_QUANTITY } from '@tas/rules';
import type { SizeLineInput } from '../../gql/graphql';

/** Size order (L2, section 9), the server's: adult sizes, then youth sizes. */
export { SIZE_ORDER, sortSizes, totalQuantity } from '@tas/garments';

/** Largest quantity of one line the API accepts. */
export { MAX_LINE_QUANTITY } from '@tas/rules';

/** A size line being edited; quantity is a number, names are trimmed on submit. */
export interface SizeLineDraft {
  key: string;
  size: string;
  quantity: number;
  playerName: string;
  playerNumber: string;
}

let keySeq = 0;
/** A unique React key for a new line. */
export function newLineKey(): string {
  keySeq += 1;
  return `line-${keySeq}`;
}

/**
 * The sizes form's first lines (L2): one line of the base size (or the first size) with quantity
 * 1. The server's default roster of an item added without lines (gateway lockers/roster.ts
 * `defaultSizeLines`) has the same garments, with a zero line for every other size as well.
 */
export function initialSizeLines(sizes: readonly string[], baseSize: string): SizeLineDraft[] {
  const size = sizes.includes(baseSize) ? baseSize : (sortSizes(sizes)[0] ?? baseSize);
  return [{ key: newLineKey(), size, quantity: 1, playerName: '', playerNumber: '' }];
}

/** A new line for "Add size line": the base size, quantity 1, no player. */
export function newSizeLine(sizes: readonly string[], baseSize: string): SizeLineDraft {
  return initialSizeLines(sizes, baseSize)[0]!;
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
