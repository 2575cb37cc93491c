/**
 * The rules of a team store's items that the gateway enforces and the buyer's page checks as
 * the buyer types: the name and number rules of an item (`checkPersonalisation`), the buyer's
 * price (dealer price + fundraising), tax in basis points rounded once per line with the one
 * rounding rule of every price (`roundCents`), and the split of a bundle's price over its lines.
 * Pure: no database, no DOM.
 */
import { roundCents } from './money.js';

/** Characters a personalised name may hold, as sets the dealer ticks. */
export type NameCharacterSet = 'LETTERS' | 'DIGITS' | 'SPACE' | 'HYPHEN' | 'APOSTROPHE' | 'PERIOD';

export const NAME_CHARACTER_SETS: readonly NameCharacterSet[] = [
  'LETTERS',
  'DIGITS',
  'SPACE',
  'HYPHEN',
  'APOSTROPHE',
  'PERIOD',
];

/** The name and number rules of one store item. */
export interface PersonalisationRule {
  nameOffered: boolean;
  nameRequired: boolean;
  /** At most this many characters (1..{@link MAX_NAME_LENGTH}). */
  nameMaxLength: number;
  nameCharacters: readonly NameCharacterSet[];
  numberOffered: boolean;
  numberRequired: boolean;
  /** Smallest and largest number (0..{@link MAX_NUMBER}). */
  numberMin: number;
  numberMax: number;
  /** A number is taken by one order only among the items of the same `numberScope`. */
  numberUnique: boolean;
  numberScope: string;
}

/** Longest name a rule may allow. */
export const MAX_NAME_LENGTH = 30;
/** Largest number a rule may allow (numbers have 1 to 3 digits). */
export const MAX_NUMBER = 999;
/** Longest number scope name. */
export const MAX_NUMBER_SCOPE_LENGTH = 30;
/** The scope of every item unless the dealer names another. */
export const DEFAULT_NUMBER_SCOPE = 'STORE';

/** The rule of an item made from a configuration before the dealer changes it. */
export const DEFAULT_PERSONALISATION_RULE: PersonalisationRule = {
  nameOffered: true,
  nameRequired: false,
  nameMaxLength: 12,
  nameCharacters: ['LETTERS', 'SPACE', 'HYPHEN', 'APOSTROPHE', 'PERIOD'],
  numberOffered: true,
  numberRequired: false,
  numberMin: 0,
  numberMax: 99,
  numberUnique: true,
  numberScope: DEFAULT_NUMBER_SCOPE,
};

/** A personalisation's problem: the field, a stable code and a message for the buyer. */
export interface PersonalisationProblem {
  field: 'playerName' | 'playerNumber';
  code: 'REQUIRED' | 'NOT_OFFERED' | 'TOO_LONG' | 'CHARACTERS' | 'NOT_A_NUMBER' | 'OUT_OF_RANGE' | 'TAKEN';
  message: string;
}

/** Whether one character (a code point) belongs to a set. Letters: any script's (Unicode L). */
const CHARACTER_TESTS: Record<NameCharacterSet, (c: string) => boolean> = {
  LETTERS: (c) => /^\p{L}$/u.test(c),
  DIGITS: (c) => c >= '0' && c <= '9',
  SPACE: (c) => c === ' ',
  HYPHEN: (c) => c === '-',
  APOSTROPHE: (c) => c === "'" || c === '\u2019',
  PERIOD: (c) => c === '.',
};

const SET_NAMES: Record<NameCharacterSet, string> = {
  LETTERS: 'letters',
  DIGITS: 'digits',
  SPACE: 'spaces',
  HYPHEN: 'hyphens',
  APOSTROPHE: 'apostrophes',
  PERIOD: 'periods',
};

/** A name as it is stored and printed: trimmed, inner runs of spaces made one. */
export function normaliseName(name: string | null | undefined): string {
  return (name ?? '').trim().split(' ').filter(Boolean).join(' ');
}

/** A number as it is stored: trimmed ('' when none). */
export function normaliseNumber(number: string | null | undefined): string {
  return (number ?? '').trim();
}

/** 1 to 3 digits, without leading zeros but for '0' and '00' (a number of its own on a jersey). */
function isJerseyNumber(value: string): boolean {
  if (value.length < 1 || value.length > 3) return false;
  for (const c of value) if (c < '0' || c > '9') return false;
  return value === '0' || value === '00' || value[0] !== '0';
}

/**
 * The problems of a name and number against `rule` (empty when they may be bought), in field
 * order: the name's, then the number's. Both are normalised first ({@link normaliseName},
 * {@link normaliseNumber}); numbers taken by others are the gateway's to add (TAKEN).
 */
export function checkPersonalisation(
  rule: PersonalisationRule,
  input: { playerName?: string | null; playerNumber?: string | null },
): PersonalisationProblem[] {
  const problems: PersonalisationProblem[] = [];
  const name = normaliseName(input.playerName);
  const number = normaliseNumber(input.playerNumber);
  if (!rule.nameOffered) {
    if (name) problems.push({ field: 'playerName', code: 'NOT_OFFERED', message: 'This item takes no name' });
  } else if (!name) {
    if (rule.nameRequired) problems.push({ field: 'playerName', code: 'REQUIRED', message: 'Enter the name' });
  } else if ([...name].length > rule.nameMaxLength) {
    problems.push({
      field: 'playerName',
      code: 'TOO_LONG',
      message: `Use at most ${rule.nameMaxLength} characters`,
    });
  } else if (![...name].every((c) => rule.nameCharacters.some((set) => CHARACTER_TESTS[set](c)))) {
    problems.push({
      field: 'playerName',
      code: 'CHARACTERS',
      message: `Use only ${rule.nameCharacters.map((s) => SET_NAMES[s]).join(', ')}`,
    });
  }
  if (!rule.numberOffered) {
    if (number) problems.push({ field: 'playerNumber', code: 'NOT_OFFERED', message: 'This item takes no number' });
  } else if (!number) {
    if (rule.numberRequired) problems.push({ field: 'playerNumber', code: 'REQUIRED', message: 'Enter the number' });
  } else if (!isJerseyNumber(number)) {
    problems.push({ field: 'playerNumber', code: 'NOT_A_NUMBER', message: 'Use 1 to 3 digits, e.g. 7, 00 or 23' });
  } else if (Number(number) < rule.numberMin || Number(number) > rule.numberMax) {
    problems.push({
      field: 'playerNumber',
      code: 'OUT_OF_RANGE',
      message: `Use a number from ${rule.numberMin} to ${rule.numberMax}`,
    });
  }
  return problems;
}

/** The problem of a number another order holds. */
export function numberTakenProblem(number: string): PersonalisationProblem {
  return { field: 'playerNumber', code: 'TAKEN', message: `Number ${number} is taken in this store` };
}

/**
 * What is wrong with a rule the dealer sets, as `[field, message]` (field relative to the rule),
 * or null when it is fine.
 */
export function ruleProblem(rule: PersonalisationRule): [keyof PersonalisationRule, string] | null {
  if (!Number.isInteger(rule.nameMaxLength) || rule.nameMaxLength < 1 || rule.nameMaxLength > MAX_NAME_LENGTH)
    return ['nameMaxLength', `Allow 1 to ${MAX_NAME_LENGTH} characters`];
  if (rule.nameOffered && rule.nameCharacters.length === 0) return ['nameCharacters', 'Allow at least one kind'];
  if (rule.nameRequired && !rule.nameOffered) return ['nameRequired', 'A name not offered cannot be required'];
  if (!Number.isInteger(rule.numberMin) || rule.numberMin < 0 || rule.numberMin > MAX_NUMBER)
    return ['numberMin', `Use 0 to ${MAX_NUMBER}`];
  if (!Number.isInteger(rule.numberMax) || rule.numberMax < rule.numberMin || rule.numberMax > MAX_NUMBER)
    return ['numberMax', `Use ${rule.numberMin} to ${MAX_NUMBER}`];
  if (rule.numberRequired && !rule.numberOffered) return ['numberRequired', 'A number not offered cannot be required'];
  const scope = rule.numberScope.trim();
  if (!scope || scope.length > MAX_NUMBER_SCOPE_LENGTH)
    return ['numberScope', `Use 1 to ${MAX_NUMBER_SCOPE_LENGTH} characters`];
  return null;
}

/** The buyer's price of one item: the dealer's price plus the team's fundraising part, cents. */
export function buyerPriceCents(dealerPriceCents: number, fundraisingCents: number): number {
  return dealerPriceCents + fundraisingCents;
}

/** Most tax rate a store may set, basis points (25 %). */
export const MAX_STORE_TAX_BASIS_POINTS = 2500;

/** Tax of one line: `cents` x `basisPoints` / 10 000, rounded once to a whole cent ({@link roundCents}). */
export function lineTaxCents(cents: number, basisPoints: number): number {
  return roundCents((cents * basisPoints) / 10_000);
}

/**
 * A bundle's price split over its lines in proportion to their buyer prices (`weights`, cents),
 * whole cents summing exactly to `totalCents`: each share rounded down, the cents left over
 * given to the largest remainders (earlier lines first on ties). Equal shares when every weight
 * is 0.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (totalCents * w) / sum : totalCents / weights.length));
  const shares = exact.map((x) => Math.floor(x));
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = shares[i]! + 1;
    left -= 1;
  }
  return shares;
}

/** Store states in which a dealer may still cancel or refund order lines: before production. */
export const STORE_LINES_SETTLE_IN = ['OPEN', 'CLOSED', 'CANCELLED'] as const;

/** What a dealer does to an order's line still sold: cancel it (unpaid) or refund it (paid). */
export type StoreLineAction = 'CANCEL' | 'REFUND';

/**
 * What a dealer may do to a line still sold (neither cancelled nor refunded) of an order in
 * `orderStatus` of a store in `storeState`: cancel a line of an UNPAID pay-later order, refund
 * one of a PAID order, and nothing (null) otherwise or once the store is in production.
 */
export function storeLineAction(storeState: string, orderStatus: string): StoreLineAction | null {
  if (!(STORE_LINES_SETTLE_IN as readonly string[]).includes(storeState)) return null;
  if (orderStatus === 'UNPAID') return 'CANCEL';
  return orderStatus === 'PAID' ? 'REFUND' : null;
}
