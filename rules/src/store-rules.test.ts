import { describe, expect, it } from 'vitest';
import {
  buyerPriceCents,
  checkPersonalisation,
  DEFAULT_PERSONALISATION_RULE,
  lineTaxCents,
  ruleProblem,
  splitCents,
  storeLineAction,
  type PersonalisationRule,
} from './store-rules.js';

const rule: PersonalisationRule = {
  ...DEFAULT_PERSONALISATION_RULE,
  nameRequired: true,
  nameMaxLength: 8,
  nameCharacters: ['LETTERS', 'HYPHEN'],
  numberRequired: true,
  numberMin: 1,
  numberMax: 55,
};

describe('store personalisation rules', () => {
  it('takes a name and number within the rule, normalised', () => {
    expect(checkPersonalisation(rule, { playerName: '  Ana-Lee ', playerNumber: ' 12 ' })).toEqual([]);
  });

  it('names each problem by field and code', () => {
    expect(checkPersonalisation(rule, { playerName: '', playerNumber: '' })).toEqual([
      { field: 'playerName', code: 'REQUIRED', message: 'Enter the name' },
      { field: 'playerNumber', code: 'REQUIRED', message: 'Enter the number' },
    ]);
    expect(checkPersonalisation(rule, { playerName: 'Alexandra', playerNumber: '56' })).toEqual([
      { field: 'playerName', code: 'TOO_LONG', message: 'Use at most 8 characters' },
      { field: 'playerNumber', code: 'OUT_OF_RANGE', message: 'Use a number from 1 to 55' },
    ]);
    expect(checkPersonalisation(rule, { playerName: "O'Neil", playerNumber: '07' })).toEqual([
      { field: 'playerName', code: 'CHARACTERS', message: 'Use only letters, hyphens' },
      { field: 'playerNumber', code: 'NOT_A_NUMBER', message: 'Use 1 to 3 digits, e.g. 7, 00 or 23' },
    ]);
    const bare = { ...rule, nameOffered: false, nameRequired: false, numberOffered: false, numberRequired: false };
    expect(checkPersonalisation(bare, { playerName: 'Ann', playerNumber: '3' }).map((p) => p.code)).toEqual([
      'NOT_OFFERED',
      'NOT_OFFERED',
    ]);
  });

  it("counts '0' and '00' as numbers of their own, in range from 0", () => {
    const zero = { ...rule, numberMin: 0 };
    expect(checkPersonalisation(zero, { playerName: 'Ann', playerNumber: '00' })).toEqual([]);
    expect(checkPersonalisation(zero, { playerName: 'Ann', playerNumber: '0' })).toEqual([]);
    expect(checkPersonalisation(zero, { playerName: 'Ann', playerNumber: '1234' })[0]?.code).toBe('NOT_A_NUMBER');
  });

  it('refuses rules out of their ranges, naming the part', () => {
    expect(ruleProblem(rule)).toBeNull();
    expect(ruleProblem({ ...rule, nameMaxLength: 31 })).toEqual(['nameMaxLength', 'Allow 1 to 30 characters']);
    expect(ruleProblem({ ...rule, numberMax: 0 })).toEqual(['numberMax', 'Use 1 to 999']);
    expect(ruleProblem({ ...rule, numberOffered: false })).toEqual([
      'numberRequired',
      'A number not offered cannot be required',
    ]);
  });

  it('prices in cents: buyer price, tax rounded once half away from zero, bundle split exactly', () => {
    expect(buyerPriceCents(3250, 500)).toBe(3750);
    // 3750 x 8.25 % = 309.375 -> 309; 1000 x 8.25 % = 82.5 -> 83.
    expect(lineTaxCents(3750, 825)).toBe(309);
    expect(lineTaxCents(1000, 825)).toBe(83);
    expect(splitCents(5000, [3750, 2500])).toEqual([3000, 2000]);
    expect(splitCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitCents(7, [0, 0])).toEqual([4, 3]);
  });
});

describe('storeLineAction', () => {
  it('cancels an unpaid line and refunds a paid one until the store is in production', () => {
    expect(storeLineAction('OPEN', 'UNPAID')).toBe('CANCEL');
    expect(storeLineAction('CLOSED', 'PAID')).toBe('REFUND');
    expect(storeLineAction('CANCELLED', 'PAID')).toBe('REFUND');
    expect(storeLineAction('OPEN', 'PENDING')).toBeNull();
    expect(storeLineAction('OPEN', 'REFUNDED')).toBeNull();
    expect(storeLineAction('PROCESSING', 'PAID')).toBeNull();
    expect(storeLineAction('COMPLETE', 'UNPAID')).toBeNull();
  });
});
