import { describe, expect, it } from 'vitest';
import { cellOfColumn, issuesInFileRows, rowList, rowsFile, rowsWithErrors } from './roster-fixes';

const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

describe('roster fixes in the import dialog', () => {
  const rows = [
    { row: 2, playerName: 'Zed', playerNumber: '9', size: 'XL', quantity: '1' },
    { row: 5, playerName: 'Smith, Jr.', playerNumber: '04', size: 'M', quantity: '' },
  ];

  it('writes rows as a CSV file, quoting what needs it', () => {
    const file = rowsFile(rows, 'team roster.xlsx');
    expect(file.filename).toBe('team roster.csv');
    expect(decode(file.contentBase64)).toBe('name,number,size,quantity\nZed,9,XL,1\n"Smith, Jr.",04,M,\n');
  });

  it('names the issues of the written file by the picked file’s rows', () => {
    const issues = [
      { row: 3, column: 'size', severity: 'ERROR' as const, message: 'Size is missing' },
      { row: 2, column: 'number', severity: 'WARNING' as const, message: 'Twice' },
    ];
    expect(issuesInFileRows(issues, rows).map((i) => i.row)).toEqual([5, 2]);
    expect(rowsWithErrors([...issues, { row: 3, severity: 'ERROR' }, { row: 9, severity: 'ERROR' }])).toEqual([3, 9]);
  });

  it('says which rows', () => {
    expect(rowList([4])).toBe('row 4');
    expect(rowList([4, 7, 9])).toBe('rows 4, 7 and 9');
    expect(cellOfColumn('number')).toBe('playerNumber');
    expect(cellOfColumn(null)).toBeNull();
  });
});
