import { describe, expect, it } from 'vitest';
import { BadUserInputError } from '../../lib/errors.js';
import {
  defaultSizeLines,
  normalizeSizeLines,
  SIZE_ORDER,
  skuSuffix,
  sortSizes,
  totalQuantity,
  type SizeLineInput,
} from './roster.js';

const sizes = ['S', 'M', 'L', 'XL', '2XL'];

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadUserInputError);
    return (error as BadUserInputError).field;
  }
  throw new Error('expected a BadUserInputError');
}

describe('size order (L2)', () => {
  it('is XXS .. 6XL', () => {
    expect(SIZE_ORDER).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL']);
  });

  it('sorts known sizes in size order and unknown ones after, in their given order', () => {
    expect(sortSizes(['2XL', 'YTH', 'L', 'S', 'OSFA', 'XXS', '6XL', 'M'])).toEqual([
      'XXS',
      'S',
      'M',
      'L',
      '2XL',
      '6XL',
      'YTH',
      'OSFA',
    ]);
  });

  it('ranks youth sizes after the adult ones, before unknown sizes', () => {
    expect(sortSizes(['OSFA', 'YL', 'XL', 'YS', 'YXS', 'S'])).toEqual(['S', 'XL', 'YXS', 'YS', 'YL', 'OSFA']);
  });

  it('keeps duplicates, ignores case for known sizes and does not mutate its input', () => {
    const input = ['xl', 'S', 'XL', 'S'];
    expect(sortSizes(input)).toEqual(['S', 'S', 'xl', 'XL']);
    expect(input).toEqual(['xl', 'S', 'XL', 'S']);
  });
});

describe('default size lines (L2)', () => {
  it('has quantity 1 for the base size and 0 for the others, in size order', () => {
    expect(defaultSizeLines(['XL', 'L', 'S', 'M'], 'L')).toEqual([
      { size: 'S', quantity: 0, playerName: null, playerNumber: null },
      { size: 'M', quantity: 0, playerName: null, playerNumber: null },
      { size: 'L', quantity: 1, playerName: null, playerNumber: null },
      { size: 'XL', quantity: 0, playerName: null, playerNumber: null },
    ]);
  });

  it('uses M for a related product when the caller passes it', () => {
    const lines = defaultSizeLines(sizes, 'M');
    expect(lines.filter((line) => line.quantity === 1).map((line) => line.size)).toEqual(['M']);
    expect(totalQuantity(lines)).toBe(1);
  });
});

describe('SKU suffix (original-spec section 9)', () => {
  it.each([
    ['OSFA', '01'],
    ['XXS', '02'],
    ['XS', '03'],
    ['S', '04'],
    ['M', '05'],
    ['L', '06'],
    ['XL', '07'],
    ['2XL', '08'],
    ['3XL', '09'],
    ['4XL', '10'],
    ['YTH', '13'],
    ['S/M', '14'],
    ['L/XL', '15'],
    ['2XL/3XL', '16'],
    ['XXS/XS', '26'],
  ])('%s -> %s', (size, suffix) => {
    expect(skuSuffix(size)).toBe(suffix);
  });

  it('defaults to 01 and ignores case', () => {
    expect(skuSuffix('5XL')).toBe('01');
    expect(skuSuffix('whatever')).toBe('01');
    expect(skuSuffix('2xl')).toBe('08');
    expect(skuSuffix(' l/xl ')).toBe('15');
  });
});

describe('normalizeSizeLines (L2)', () => {
  it('returns the lines sorted by size order, stable within a size', () => {
    const lines: SizeLineInput[] = [
      { size: 'XL', quantity: 1, playerName: 'Zed', playerNumber: '9' },
      { size: 'S', quantity: 2 },
      { size: 'L', quantity: 1, playerName: 'Bea', playerNumber: '00' },
      { size: 'S', quantity: 1, playerName: 'Al', playerNumber: '1' },
      { size: 'L', quantity: 1, playerName: 'Ann', playerNumber: '07' },
    ];
    expect(normalizeSizeLines(lines, sizes)).toEqual([
      { size: 'S', quantity: 2, playerName: null, playerNumber: null },
      { size: 'S', quantity: 1, playerName: 'Al', playerNumber: '1' },
      { size: 'L', quantity: 1, playerName: 'Bea', playerNumber: '00' },
      { size: 'L', quantity: 1, playerName: 'Ann', playerNumber: '07' },
      { size: 'XL', quantity: 1, playerName: 'Zed', playerNumber: '9' },
    ]);
  });

  it("matches sizes case-insensitively and returns the product's spelling", () => {
    expect(normalizeSizeLines([{ size: ' 2xl ', quantity: 3 }], sizes)[0]!.size).toBe('2XL');
  });

  it('trims player fields and turns empty ones into null', () => {
    expect(normalizeSizeLines([{ size: 'M', quantity: 1, playerName: '  Kim  ', playerNumber: ' ' }], sizes)).toEqual([
      { size: 'M', quantity: 1, playerName: 'Kim', playerNumber: null },
    ]);
  });

  it('rejects a size the product does not offer, naming the line', () => {
    expect(
      fieldOf(() =>
        normalizeSizeLines(
          [
            { size: 'M', quantity: 1 },
            { size: '6XL', quantity: 1 },
          ],
          sizes,
        ),
      ),
    ).toBe('sizeLines.1.size');
  });

  it('accepts quantities 0 and 10000 and rejects negative, fractional and larger ones', () => {
    expect(normalizeSizeLines([{ size: 'M', quantity: 0 }], sizes)[0]!.quantity).toBe(0);
    expect(normalizeSizeLines([{ size: 'M', quantity: 10_000 }], sizes)[0]!.quantity).toBe(10_000);
    for (const quantity of [-1, 1.5, 10_001, Number.NaN]) {
      expect(fieldOf(() => normalizeSizeLines([{ size: 'M', quantity }], sizes))).toBe('sizeLines.0.quantity');
    }
  });

  it('limits player names to 40 characters', () => {
    const forty = 'x'.repeat(40);
    expect(normalizeSizeLines([{ size: 'M', quantity: 1, playerName: forty }], sizes)[0]!.playerName).toBe(forty);
    expect(fieldOf(() => normalizeSizeLines([{ size: 'M', quantity: 1, playerName: `${forty}y` }], sizes))).toBe(
      'sizeLines.0.playerName',
    );
  });

  it('accepts player numbers of 1 to 3 digits, leading zeros kept, and rejects others', () => {
    for (const playerNumber of ['0', '00', '7', '07', '23', '123', '000']) {
      expect(normalizeSizeLines([{ size: 'M', quantity: 1, playerNumber }], sizes)[0]!.playerNumber).toBe(playerNumber);
    }
    for (const playerNumber of ['1234', 'A1', '-1', '1.5', '#7', '１']) {
      expect(
        fieldOf(() =>
          normalizeSizeLines(
            [
              { size: 'M', quantity: 1 },
              { size: 'L', quantity: 1 },
              { size: 'L', quantity: 1, playerNumber },
            ],
            sizes,
          ),
        ),
      ).toBe('sizeLines.2.playerNumber');
    }
  });

  it('returns an empty roster for no lines', () => {
    expect(normalizeSizeLines([], sizes)).toEqual([]);
  });
});
