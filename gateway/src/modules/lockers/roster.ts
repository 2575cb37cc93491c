/**
 * Roster and size rules of a locker item (PRODUCT.md L2, original-spec section 9).
 * Pure functions: no database, no GraphQL.
 */
import { PLAYER_NUMBER_PATTERN, sortBySize, sortSizes } from '@tas/garments';
import { MAX_LINE_QUANTITY, type ContentType } from '@tas/rules';
import { BadUserInputError } from '../../lib/errors.js';

/** Size order of the catalog (L2), from @tas/garments: adult sizes, then youth sizes. */
export { SIZE_ORDER, YOUTH_SIZE_ORDER, sortSizes, totalQuantity } from '@tas/garments';

/** SKU suffix per size (original-spec section 9); any other size gets `DEFAULT_SKU_SUFFIX`. */
export const SKU_SUFFIXES: Readonly<Record<string, string>> = {
  OSFA: '01',
  XXS: '02',
  XS: '03',
  S: '04',
  M: '05',
  L: '06',
  XL: '07',
  '2XL': '08',
  '3XL': '09',
  '4XL': '10',
  YTH: '13',
  'S/M': '14',
  'L/XL': '15',
  '2XL/3XL': '16',
  'XXS/XS': '26',
};
export const DEFAULT_SKU_SUFFIX = '01';

/** Limits of a size line (L2; schema/lockers.graphql). */
export { MAX_LINE_QUANTITY } from '@tas/rules';
export const MAX_PLAYER_NAME_LENGTH = 40;

/**
 * A roster line: `quantity` garments of `size`, optionally for one player (L2). `blank`: the
 * dealer marked the line to be made without a name or number (a spare, a coach's shirt), so a
 * design that prints them does not ask this line for them; stored only when true.
 */
export interface SizeLine {
  size: string;
  quantity: number;
  playerName: string | null;
  playerNumber: string | null;
  blank?: true;
}

/** A size line as it arrives from the API or a CSV import, not yet checked. */
export interface SizeLineInput {
  size: string;
  quantity: number;
  playerName?: string | null;
  playerNumber?: string | null;
  blank?: boolean | null;
}

/**
 * The default roster of a product (L2): one size line per offered size, in size order, with
 * quantity 1 for `baseSize` and 0 for every other size; no player.
 */
export function defaultSizeLines(sizes: readonly string[], baseSize: string): SizeLine[] {
  return sortSizes(sizes).map((size) => ({
    size,
    quantity: size === baseSize ? 1 : 0,
    playerName: null,
    playerNumber: null,
  }));
}

/**
 * Two-digit SKU suffix of a size (original-spec section 9), e.g. `L` -> `06`; case-insensitive;
 * `01` for any size not in the table.
 */
export function skuSuffix(size: string): string {
  return SKU_SUFFIXES[size.trim().toUpperCase()] ?? DEFAULT_SKU_SUFFIX;
}

/** A field of a size line that a rule refused, with the reason (L2). */
export interface SizeLineProblem {
  field: 'size' | 'quantity' | 'playerName' | 'playerNumber';
  message: string;
}

/**
 * Checks one roster line against the product's sizes (L2) and answers it normalised, or every
 * problem found (never both):
 * - `size` matched case-insensitively to an offered size and returned in the product's spelling;
 * - `quantity` an integer 0..10000;
 * - `playerName` trimmed, at most 40 characters, empty -> null;
 * - `playerNumber` trimmed, empty -> null, else 1-3 digits (leading zeros kept, '00' is valid).
 * `productSizes` are the offered sizes; the map form (upper-case size -> size) saves rebuilding it
 * per line.
 */
export function checkSizeLine(
  line: SizeLineInput,
  productSizes: readonly string[] | ReadonlyMap<string, string>,
): { line: SizeLine; problems: [] } | { line: null; problems: SizeLineProblem[] } {
  const offered = 'get' in productSizes ? productSizes : offeredSizes(productSizes);
  const problems: SizeLineProblem[] = [];
  const size = typeof line.size === 'string' ? offered.get(line.size.trim().toUpperCase()) : undefined;
  if (size === undefined) {
    problems.push({
      field: 'size',
      message: `Size '${String(line.size)}' is not offered for this product (sizes: ${[...offered.values()].join(', ')})`,
    });
  }
  const { quantity } = line;
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) {
    problems.push({ field: 'quantity', message: `Quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}` });
  }
  const playerName = emptyToNull(line.playerName);
  if (playerName !== null && [...playerName].length > MAX_PLAYER_NAME_LENGTH) {
    problems.push({ field: 'playerName', message: `Player name must be at most ${MAX_PLAYER_NAME_LENGTH} characters` });
  }
  const playerNumber = emptyToNull(line.playerNumber);
  if (playerNumber !== null && !PLAYER_NUMBER_PATTERN.test(playerNumber)) {
    problems.push({ field: 'playerNumber', message: `Player number must be 1 to 3 digits, e.g. '7', '00' or '23'` });
  }
  if (problems.length > 0 || size === undefined) return { line: null, problems };
  return { line: { size, quantity, playerName, playerNumber, ...(line.blank ? { blank: true } : {}) }, problems: [] };
}

/** Offered sizes by their upper-case spelling, for {@link checkSizeLine}. */
export function offeredSizes(productSizes: readonly string[]): ReadonlyMap<string, string> {
  return new Map(productSizes.map((size) => [size.trim().toUpperCase(), size]));
}

/**
 * Sorts size lines by size order (L2); lines of the same size keep their input order (a
 * roster's player order must survive). Returns a new array.
 */
export function sortSizeLines<L extends { size: string }>(lines: readonly L[]): L[] {
  return sortBySize(lines, (line) => line.size);
}

/**
 * Checks a roster against the product's sizes and returns it normalised (L2): every line as
 * {@link checkSizeLine} answers it, sorted by size order, lines of the same size in input order.
 * Errors: `BadUserInputError` with field `sizeLines.N.size`, `sizeLines.N.quantity`,
 * `sizeLines.N.playerName` or `sizeLines.N.playerNumber` (N = index in the input; the first
 * problem of the first refused line).
 */
export function normalizeSizeLines(lines: readonly SizeLineInput[], productSizes: readonly string[]): SizeLine[] {
  const offered = offeredSizes(productSizes);
  const checked = lines.map((input, index): SizeLine => {
    const { line, problems } = checkSizeLine(input, offered);
    if (line) return line;
    const [first] = problems;
    throw new BadUserInputError(`sizeLines.${index}.${first!.field}`, first!.message);
  });
  return sortSizeLines(checked);
}

function emptyToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * What a design prints per player, from its decorations' content types: names (a PLAYER_NAME
 * decoration), numbers (a PLAYER_NUMBER decoration), and whether a number may be worn by one
 * player only. Numbers are unique wherever they are printed: two players of one team item never
 * share a number (a referee cannot tell them apart), so a design that prints numbers asks for
 * unique ones.
 */
export interface PrintedRoster {
  names: boolean;
  numbers: boolean;
  uniqueNumbers: boolean;
}

export function printedRosterOf(decorations: readonly { contentType: ContentType | string }[]): PrintedRoster {
  const names = decorations.some((d) => d.contentType === 'PLAYER_NAME');
  const numbers = decorations.some((d) => d.contentType === 'PLAYER_NUMBER');
  return { names, numbers, uniqueNumbers: numbers };
}

/**
 * The roster lines a design cannot be made from, by 1-based line number in roster order (the
 * order the roster shows): lines of at least one garment, not marked blank, without the name
 * or the number the design prints; and the numbers on more than one such line where numbers are
 * unique (numbers compared as written: '7' and '07' are two numbers, as printed).
 */
export interface RosterGaps {
  missingNames: number[];
  missingNumbers: number[];
  duplicateNumbers: { number: string; lines: number[] }[];
}

export function rosterGaps(
  lines: readonly Pick<SizeLine, 'quantity' | 'playerName' | 'playerNumber' | 'blank'>[],
  printed: PrintedRoster,
): RosterGaps {
  const gaps: RosterGaps = { missingNames: [], missingNumbers: [], duplicateNumbers: [] };
  const byNumber = new Map<string, number[]>();
  lines.forEach((line, index) => {
    if (line.quantity <= 0 || line.blank) return;
    const n = index + 1;
    if (printed.names && !line.playerName?.trim()) gaps.missingNames.push(n);
    const number = line.playerNumber?.trim();
    if (printed.numbers && !number) gaps.missingNumbers.push(n);
    if (printed.numbers && printed.uniqueNumbers && number) byNumber.set(number, [...(byNumber.get(number) ?? []), n]);
  });
  for (const [number, at] of byNumber) if (at.length > 1) gaps.duplicateNumbers.push({ number, lines: at });
  return gaps;
}

/**
 * The factory's refusal of an item's roster, naming the item and its lines, e.g. "Jersey (Home):
 * lines 3, 5 have no number; number 12 is on lines 2, 6", or null when the roster serves the
 * design. `label`: the product's name with the item's alias, if any.
 */
export function rosterProblem(
  label: string,
  lines: Parameters<typeof rosterGaps>[0],
  printed: PrintedRoster,
): string | null {
  const gaps = rosterGaps(lines, printed);
  const lineList = (at: readonly number[]) => `${at.length === 1 ? 'line' : 'lines'} ${at.join(', ')}`;
  const has = (at: readonly number[]) => (at.length === 1 ? 'has' : 'have');
  const parts = [
    ...(gaps.missingNames.length ? [`${lineList(gaps.missingNames)} ${has(gaps.missingNames)} no name`] : []),
    ...(gaps.missingNumbers.length ? [`${lineList(gaps.missingNumbers)} ${has(gaps.missingNumbers)} no number`] : []),
    ...gaps.duplicateNumbers.map((d) => `number ${d.number} is on ${lineList(d.lines)}`),
  ];
  if (parts.length === 0) return null;
  const fix = gaps.missingNames.length || gaps.missingNumbers.length ? ' (fill them in or mark a line blank)' : '';
  return `${label}: ${parts.join('; ')}${fix}`;
}

/** How an item is named in a roster refusal: 'Jersey (Home)' with an alias, else 'Jersey'. */
export function rosterItemLabel(productName: string, alias: string | null | undefined): string {
  return alias ? `${productName} (${alias})` : productName;
}
