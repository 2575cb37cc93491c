import { describe, expect, it } from 'vitest';
import {
  formTotal,
  newFormLine,
  rosterFormSchema,
  serverRowErrors,
  toFormLines,
  toSizeLineInputs,
} from './roster-form';

const SIZES = ['S', 'M', 'L', 'XL'];
const row = (size: string, quantity: string, playerName = '', playerNumber = '') => ({
  size,
  quantity,
  playerName,
  playerNumber,
});

describe('roster form (L2)', () => {
  it('checks rows as the server does', () => {
    const schema = rosterFormSchema(SIZES);
    expect(schema.safeParse({ lines: [row('L', '2', 'Ann', '07')] }).success).toBe(true);
    const bad = schema.safeParse({
      lines: [row('XXL', '1'), row('M', '-1'), row('M', '1.5'), row('S', '1', 'x'.repeat(41), '1234')],
    });
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['lines.0.size', 'Choose a size'],
      ['lines.1.quantity', 'Quantity must be 0 to 10000'],
      ['lines.2.quantity', 'Quantity must be 0 to 10000'],
      ['lines.3.playerName', 'At most 40 characters'],
      ['lines.3.playerNumber', '1 to 3 digits'],
    ]);
    const empty = schema.safeParse({ lines: [row('L', '0')] });
    expect(empty.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines', 'Add at least one garment'],
    ]);
  });

  it('converts saved lines to rows and back', () => {
    const rows = toFormLines([
      { size: 'L', quantity: 2, playerName: 'Ann', playerNumber: '7' },
      { size: 'M', quantity: 1, playerName: null, playerNumber: null },
    ]);
    expect(rows).toEqual([row('L', '2', 'Ann', '7'), row('M', '1')]);
    expect(toSizeLineInputs([row('L', ' 3 ', ' Ann ', ' 07 '), row('M', '1')])).toEqual([
      { size: 'L', quantity: 3, playerName: 'Ann', playerNumber: '07' },
      { size: 'M', quantity: 1, playerName: null, playerNumber: null },
    ]);
    expect(formTotal([row('L', '3'), row('M', 'x'), row('S', '2')])).toBe(5);
    expect(newFormLine(SIZES, 'L')).toEqual(row('L', '1'));
    expect(newFormLine(['YS', 'YM'], 'L')).toEqual(row('YS', '1'));
  });

  it("keeps the dealer's blank mark through the form", () => {
    const rows = toFormLines([
      { size: 'L', quantity: 1, playerName: null, playerNumber: null, blank: true },
      { size: 'M', quantity: 1, playerName: 'Ann', playerNumber: '7', blank: false },
    ]);
    expect(rows).toEqual([{ ...row('L', '1'), blank: true }, row('M', '1', 'Ann', '7')]);
    expect(toSizeLineInputs(rows)).toEqual([
      { size: 'L', quantity: 1, playerName: null, playerNumber: null, blank: true },
      { size: 'M', quantity: 1, playerName: 'Ann', playerNumber: '7' },
    ]);
    expect(rosterFormSchema(SIZES).safeParse({ lines: rows }).success).toBe(true);
  });

  it("puts the server's errors on their row and field", () => {
    expect(
      serverRowErrors({
        'sizeLines.3.size': "Size 'Q' is not offered",
        'sizeLines.0.playerNumber': '1 to 3 digits',
        sizeLines: 'At most 500 size lines',
      }),
    ).toEqual({
      rows: [
        { index: 3, field: 'size', message: "Size 'Q' is not offered" },
        { index: 0, field: 'playerNumber', message: '1 to 3 digits' },
      ],
      other: ['At most 500 size lines'],
    });
  });
});
