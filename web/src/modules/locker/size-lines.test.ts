import { describe, expect, it } from 'vitest';
import {
  initialSizeLines,
  sortSizes,
  toSizeLineInputs,
  totalQuantity,
  validateSizeLines,
  type SizeLineDraft,
} from './size-lines';

const line = (over: Partial<SizeLineDraft>): SizeLineDraft => ({
  key: 'k',
  size: 'L',
  quantity: 1,
  playerName: '',
  playerNumber: '',
  ...over,
});

describe('size lines (L2)', () => {
  it('sorts sizes in size order, youth after adult, unknown last', () => {
    expect(sortSizes(['XL', 'S', '2XL', 'YM', 'M', 'OSFA', 'XXS', 'L', '6XL'])).toEqual([
      'XXS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      '6XL',
      'YM',
      'OSFA',
    ]);
  });

  it('defaults to one line of the base size with quantity 1', () => {
    const [first, ...rest] = initialSizeLines(['S', 'M', 'L', 'XL'], 'L');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ size: 'L', quantity: 1, playerName: '', playerNumber: '' });
    expect(initialSizeLines(['YS', 'YM'], 'M')[0]?.size).toBe('YS');
  });

  it('totals quantities', () => {
    expect(totalQuantity([line({ quantity: 2 }), line({ quantity: 0 }), line({ quantity: Number.NaN })])).toBe(2);
  });

  it('flags unknown sizes and bad quantities by line', () => {
    const problems = validateSizeLines(
      [line({}), line({ size: 'XXXL' }), line({ quantity: -1 }), line({ quantity: 1.5 }), line({ quantity: 10001 })],
      ['M', 'L'],
    );
    expect([...problems.keys()]).toEqual([1, 2, 3, 4]);
    expect(problems.get(1)).toBe('Choose a size');
  });

  it('sends trimmed players and null for empty ones', () => {
    expect(toSizeLineInputs([line({ playerName: ' Smith ', playerNumber: '' })])).toEqual([
      { size: 'L', quantity: 1, playerName: 'Smith', playerNumber: null },
    ]);
  });
});
