import { describe, expect, it } from 'vitest';
import { BadUserInputError } from '../../lib/errors.js';
import {
  defaultSizeLines,
  normalizeSizeLines,
  printedRosterOf,
  rosterGaps,
  rosterItemLabel,
  rosterProblem,
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

describe('the roster the factory prints from', () => {
  const line = (quantity: number, playerName: string | null, playerNumber: string | null, blank?: true) => ({
    quantity,
    playerName,
    playerNumber,
    ...(blank ? { blank } : {}),
  });

  it('reads what a design prints from its decorations: numbers are unique wherever printed', () => {
    expect(printedRosterOf([{ contentType: 'CUSTOM_TEXT' }, { contentType: 'UPLOADS' }])).toEqual({
      names: false,
      numbers: false,
      uniqueNumbers: false,
    });
    expect(printedRosterOf([{ contentType: 'PLAYER_NUMBER' }])).toEqual({
      names: false,
      numbers: true,
      uniqueNumbers: true,
    });
    expect(printedRosterOf([{ contentType: 'PLAYER_NAME' }, { contentType: 'PLAYER_NUMBER' }])).toEqual({
      names: true,
      numbers: true,
      uniqueNumbers: true,
    });
  });

  it('names the lines of garments without the printed name or number, skipping empty and blank lines', () => {
    const lines = [
      line(1, 'AVERY', '12'),
      line(0, null, null), // no garments: nothing to print
      line(1, 'BLAKE', null),
      line(2, null, '7'),
      line(1, '  ', ' '),
      line(1, null, null, true), // the dealer's blank mark
    ];
    expect(
      rosterGaps(lines, printedRosterOf([{ contentType: 'PLAYER_NAME' }, { contentType: 'PLAYER_NUMBER' }])),
    ).toEqual({
      missingNames: [4, 5],
      missingNumbers: [3, 5],
      duplicateNumbers: [],
    });
    expect(rosterGaps(lines, printedRosterOf([]))).toEqual({
      missingNames: [],
      missingNumbers: [],
      duplicateNumbers: [],
    });
  });

  it('refuses a number on two lines where numbers are unique, as written', () => {
    const lines = [line(1, 'A', '12'), line(1, 'B', '07'), line(1, 'C', '12'), line(1, 'D', '7'), line(1, 'E', '12')];
    expect(rosterGaps(lines, { names: false, numbers: true, uniqueNumbers: true }).duplicateNumbers).toEqual([
      { number: '12', lines: [1, 3, 5] },
    ]);
    expect(rosterGaps(lines, { names: false, numbers: true, uniqueNumbers: false }).duplicateNumbers).toEqual([]);
  });

  it('words the refusal with the item and its lines', () => {
    const printed = printedRosterOf([{ contentType: 'PLAYER_NAME' }, { contentType: 'PLAYER_NUMBER' }]);
    const label = rosterItemLabel('Jersey', 'Home');
    expect(label).toBe('Jersey (Home)');
    expect(rosterItemLabel('Jersey', null)).toBe('Jersey');
    expect(
      rosterProblem(
        label,
        [line(1, 'A', '12'), line(1, 'B', '3'), line(1, null, null), line(1, 'D', '12'), line(1, 'E', null)],
        printed,
      ),
    ).toBe(
      'Jersey (Home): line 3 has no name; lines 3, 5 have no number; number 12 is on lines 1, 4 (fill them in or mark a line blank)',
    );
    expect(rosterProblem(label, [line(1, 'A', '12'), line(1, 'B', '12')], printed)).toBe(
      'Jersey (Home): number 12 is on lines 1, 2',
    );
    expect(rosterProblem(label, [line(1, 'A', '12'), line(3, null, null, true)], printed)).toBeNull();
  });
});

describe('the blank mark of a size line', () => {
  it('is kept when set and absent otherwise', () => {
    expect(
      normalizeSizeLines(
        [
          { size: 'L', quantity: 1, blank: true },
          { size: 'M', quantity: 1, blank: false },
        ],
        sizes,
      ),
    ).toEqual([
      { size: 'M', quantity: 1, playerName: null, playerNumber: null },
      { size: 'L', quantity: 1, playerName: null, playerNumber: null, blank: true },
    ]);
  });
});
