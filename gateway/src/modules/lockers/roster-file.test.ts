import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { BadUserInputError } from '../../lib/errors.js';
import {
  MAX_ROSTER_FILE_BYTES,
  decodeRosterFile,
  headerColumn,
  readRosterSheet,
  rosterCsv,
  rosterFromSheet,
  type RosterImport,
} from './roster-file.js';

const SIZES = ['S', 'M', 'L', 'XL', '2XL'];

/** Reads `text` (or bytes) as a roster file of the sizes above. */
async function read(content: string | Uint8Array, sizes: readonly string[] = SIZES): Promise<RosterImport> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const file = { filename: 'roster.csv', contentBase64: Buffer.from(bytes).toString('base64') };
  return rosterFromSheet(await readRosterSheet(decodeRosterFile(file)), sizes);
}

/** The BAD_USER_INPUT message of a refused read (field `file`). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadUserInputError);
    expect((error as BadUserInputError).field).toBe('file');
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

const line = (
  size: string,
  quantity: number,
  playerName: string | null = null,
  playerNumber: string | null = null,
) => ({
  size,
  quantity,
  playerName,
  playerNumber,
});

describe('roster file headers (L2)', () => {
  it.each([
    ['Player Name', 'name'],
    ['NAME', 'name'],
    ["Player's name", 'name'],
    ['Jersey #', 'number'],
    ['No.', 'number'],
    ['#', 'number'],
    ['Number', 'number'],
    ['Qty', 'quantity'],
    ['QUANTITY', 'quantity'],
    [' size ', 'size'],
    ['Shirt Size', 'size'],
    ['Notes', null],
    [7, null],
  ] as const)('%j is %s', (cell, column) => {
    expect(headerColumn(cell)).toBe(column);
  });

  it('reads lenient headers with semicolons, a BOM, CRLF and blank rows, naming rows as a spreadsheet does', async () => {
    const result = await read('\uFEFFPlayer Name;Jersey #;SIZE;Qty\r\nAnn Lee;7;L;2\r\n\r\n;;;\r\nBo;00;m;1\r\n');
    expect(result).toEqual({
      lines: [line('M', 1, 'Bo', '00'), line('L', 2, 'Ann Lee', '7')],
      rows: [
        { row: 2, playerName: 'Ann Lee', playerNumber: '7', size: 'L', quantity: '2' },
        { row: 5, playerName: 'Bo', playerNumber: '00', size: 'm', quantity: '1' },
      ],
      sizes: result.sizes,
      issues: [],
      rowCount: 2,
      valid: true,
    });
    expect(result.sizes.length).toBeGreaterThan(3);
  });

  it("reads 'NAME', 'No.' and a quantity column in another order; quantity 1 when empty", async () => {
    const result = await read('Size,No.,NAME,Quantity\nXL,12,"Smith, Jr.",\nS,3,Ortiz,4\n');
    expect(result.lines).toEqual([line('S', 4, 'Ortiz', '3'), line('XL', 1, 'Smith, Jr.', '12')]);
    expect(result.issues).toEqual([]);
  });

  it('defaults the quantity to 1 without a quantity column and skips title rows above the header', async () => {
    const result = await read('Tigers roster 2026\n\nname,#,size\nAnn,7,L\n');
    expect(result.lines).toEqual([line('L', 1, 'Ann', '7')]);
    expect(result.rowCount).toBe(1);
  });

  it('reads common size spellings only for sizes the product offers', async () => {
    const result = await read('size\nLarge\nxxl\n2X\nX-Large\nXXXL\n');
    expect(result.lines.map((l) => l.size)).toEqual(['L', 'XL', '2XL', '2XL']);
    expect(result.issues).toEqual([
      {
        row: 6,
        column: 'size',
        severity: 'ERROR',
        message: "Size 'XXXL' is not offered for this product (sizes: S, M, L, XL, 2XL)",
      },
    ]);
  });

  it('reads tab-separated text, UTF-16 with a BOM and Windows-1252 text', async () => {
    expect((await read('name\tsize\nAnn\tM\n')).lines).toEqual([line('M', 1, 'Ann')]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name,size\nZoë,L\n', 'utf16le')]);
    expect((await read(utf16)).lines).toEqual([line('L', 1, 'Zoë')]);
    const cp1252 = Buffer.from('name,size\nJos\u00e9,L\n', 'latin1');
    expect((await read(cp1252)).lines).toEqual([line('L', 1, 'José')]);
  });

  it('refuses a file without a header naming the size column', async () => {
    expect(await refusal(() => read('Ann,7,L,1\nBo,8,M,1\n'))).toBe(
      'No header row found: the first row must name the columns, e.g. name, number, size, quantity',
    );
  });
});

describe('roster file rows (L2)', () => {
  it('names the row and column of every error and imports none of those rows', async () => {
    const result = await read(
      [
        'name,number,size,quantity',
        'Ann,1,L,1',
        'Bo,2,XXS,1',
        'Cy,3,M,-1',
        'Di,4,M,1.5',
        'Ed,5,M,abc',
        'Flo,6,,2',
        'Gus,12a,ZZ,0',
        `${'x'.repeat(41)},8,S,1`,
      ].join('\n'),
    );
    const sizes = 'sizes: S, M, L, XL, 2XL';
    expect(result.issues).toEqual([
      { row: 3, column: 'size', severity: 'ERROR', message: `Size 'XXS' is not offered for this product (${sizes})` },
      {
        row: 4,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has '-1')",
      },
      {
        row: 5,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has '1.5')",
      },
      {
        row: 6,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has 'abc')",
      },
      { row: 7, column: 'size', severity: 'ERROR', message: 'Size is missing' },
      {
        row: 8,
        column: 'number',
        severity: 'ERROR',
        message: "Player number must be 1 to 3 digits, e.g. '7', '00' or '23'",
      },
      { row: 8, column: 'size', severity: 'ERROR', message: `Size 'ZZ' is not offered for this product (${sizes})` },
      { row: 9, column: 'name', severity: 'ERROR', message: 'Player name must be at most 40 characters' },
    ]);
    expect(result.lines).toEqual([line('L', 1, 'Ann', '1')]);
    expect(result.rowCount).toBe(8);
    expect(result.valid).toBe(false);
  });

  it('warns about a number used twice and still reads the row', async () => {
    const result = await read('name,number,size\nAnn,7,L\nBo,#7,M\nCy,07,M\n');
    expect(result.issues).toEqual([
      { row: 3, column: 'number', severity: 'WARNING', message: 'Number 7 is also on row 2' },
    ]);
    expect(result.valid).toBe(true);
    expect(result.lines).toEqual([line('M', 1, 'Bo', '7'), line('M', 1, 'Cy', '07'), line('L', 1, 'Ann', '7')]);
  });

  it('refuses control characters in a cell, as the API does in any input', async () => {
    const result = await read('name,size\n"Ann\u0001",L\n"Bo\nLee",M\nCy,S\n');
    expect(result.issues).toEqual([
      { row: 2, column: 'name', severity: 'ERROR', message: 'Control characters are not allowed (U+0001)' },
      { row: 3, column: 'name', severity: 'ERROR', message: 'Control characters are not allowed (U+000A)' },
    ]);
    expect(result.lines).toEqual([line('S', 1, 'Cy')]);
  });

  it('refuses more than 500 data rows', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => `P${i},L,1`);
    expect(await refusal(() => read(['name,size,qty', ...rows].join('\n')))).toBe(
      'A roster file may have at most 500 rows; this one has 501',
    );
  });
});

describe('XLSX roster files (L2)', () => {
  it('reads the first sheet with numeric cells: numbers as numbers, whole quantities only', async () => {
    const bytes = await writeXlsxFile([
      ['Player', 'No', 'Size', 'Qty'],
      ['Ann', 7, 'L', 2],
      [null, null, null, null],
      ['Bo', { value: '00', type: String }, 'XL', 1.5],
      ['Cy', 12, 's', null],
    ]).toBuffer();
    const result = await read(new Uint8Array(bytes));
    expect(result.lines).toEqual([line('S', 1, 'Cy', '12'), line('L', 2, 'Ann', '7')]);
    expect(result.issues).toEqual([
      {
        row: 4,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has '1.5')",
      },
    ]);
    expect(result.rowCount).toBe(3);
  });

  it('refuses a zip that is no spreadsheet, and one that unpacks too large', async () => {
    const notXlsx = zipSync({ 'readme.txt': strToU8('hello') });
    expect(await refusal(() => read(notXlsx))).toBe(
      'The file is not a roster spreadsheet: upload a .csv or .xlsx file',
    );
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(17 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(MAX_ROSTER_FILE_BYTES);
    expect(await refusal(() => read(bomb))).toBe(
      'The spreadsheet is too large once unpacked: keep only the roster in it',
    );
  });
});

describe('roster file content checks (L2)', () => {
  it('refuses images, old .xls files, empty and oversized files and bad base64', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await refusal(() => read(png))).toBe('The file is not a roster spreadsheet: upload a .csv or .xlsx file');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await refusal(() => read(xls))).toBe(
      'Old Excel files (.xls) cannot be read: save the roster as .xlsx or .csv',
    );
    const decode =
      (contentBase64: string, filename = 'r.csv') =>
      async () =>
        decodeRosterFile({ filename, contentBase64 });
    expect(await refusal(decode(''))).toBe('The file is empty');
    expect(await refusal(decode('not base64!'))).toBe('The file content must be base64');
    expect(await refusal(decode('QUJD', ''))).toBe('The file needs a name of at most 255 characters');
    const big = Buffer.alloc(MAX_ROSTER_FILE_BYTES + 1, 'a').toString('base64');
    expect(await refusal(decode(big))).toBe('A roster file may be at most 512 KiB');
    expect(decodeRosterFile({ filename: 'r.csv', contentBase64: 'QU\nJD' })).toEqual(new Uint8Array([65, 66, 67]));
  });

  it('refuses a CSV with a quote left open, naming the line', async () => {
    expect(await refusal(() => read('name,size\n"Ann,L\nBo,M\n'))).toBe(
      'The CSV file could not be read near line 3: check its quotes',
    );
  });
});

describe('roster CSV export (L2)', () => {
  it('writes name,number,size,quantity with RFC 4180 quoting and defused formulas', () => {
    expect(
      rosterCsv([
        line('M', 2, 'Smith, Jr.', '12'),
        line('L', 1, 'Ann "The Rocket" Lee', '00'),
        line('XL', 3),
        line('XL', 1, '=HYPERLINK("x")', '7'),
      ]),
    ).toBe(
      'name,number,size,quantity\r\n' +
        '"Smith, Jr.",12,M,2\r\n' +
        '"Ann ""The Rocket"" Lee",00,L,1\r\n' +
        ',,XL,3\r\n' +
        `"'=HYPERLINK(""x"")",7,XL,1\r\n`,
    );
  });

  it('reads back what it writes', async () => {
    const lines = [line('S', 1, '=cmd', '1'), line('M', 2, 'Smith, Jr.', '00'), line('L', 3)];
    expect((await read(rosterCsv(lines))).lines).toEqual(lines);
  });
});
