/**
 * Roster import and export (L2) through the API, on PGlite and PostgreSQL: a generated 200-row
 * CSV and a 200-row XLSX are previewed (nothing saved) and imported exactly (line count, first
 * and last lines, totals in cents); a file with 5 bad rows answers every issue with its row and
 * leaves the locker unchanged; a number used twice is a warning; APPEND adds to the roster;
 * `rosterCsv` is the exact text; locks and unknown items refuse like `updateLockerItem`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { errorOf, startHarness, type Harness } from './harness.js';

const VISITOR = { 'x-visitor-key': 'roster-import-visitor-0001' };
/** CG2100's sizes in size order, and its customer unit price per size (msrp 55.00 x margin 2, L3). */
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'] as const;
const UNIT_CENTS: Record<string, number> = {
  XS: 11000,
  S: 11000,
  M: 11000,
  L: 11000,
  XL: 11000,
  '2XL': 11200,
  '3XL': 11400,
  '4XL': 11600,
};

interface Row {
  name: string;
  number: string;
  size: string;
  quantity: number;
}

/** 200 rows: numbers 1..200, sizes cycling XS..4XL, quantities 1..3. */
function generatedRows(prefix: string): Row[] {
  return Array.from({ length: 200 }, (_, k) => {
    const i = k + 1;
    return { name: `${prefix} ${i}`, number: String(i), size: SIZES[i % SIZES.length]!, quantity: (i % 3) + 1 };
  });
}

/** The rows as the roster holds them: size order, rows of one size in file order. */
function inRosterOrder(rows: Row[]): Row[] {
  return SIZES.flatMap((size) => rows.filter((r) => r.size === size));
}

const totalCents = (rows: Row[]) => rows.reduce((n, r) => n + UNIT_CENTS[r.size]! * r.quantity, 0);
const garments = (rows: Row[]) => rows.reduce((n, r) => n + r.quantity, 0);
const asLine = (r: Row) => ({ playerName: r.name, playerNumber: r.number, size: r.size, quantity: r.quantity });

const file = (filename: string, content: string | Uint8Array) => ({
  filename,
  contentBase64: Buffer.from(content).toString('base64'),
});
const csvOf = (rows: Row[]) =>
  ['Player Name,Jersey #,Size,Qty', ...rows.map((r) => `${r.name},${r.number},${r.size},${r.quantity}`)].join('\n');

const PREVIEW = `query($styleId: ID!, $file: RosterFileInput!) {
  previewRosterImport(styleId: $styleId, file: $file) {
    rowCount valid
    lines { playerName playerNumber size quantity unitPriceCents lineTotalCents skuSuffix }
    issues { row column severity message }
  }
}`;
const IMPORT = `mutation($id: ID!, $file: RosterFileInput!, $mode: RosterImportMode) {
  importRoster(lockerItemId: $id, file: $file, mode: $mode) {
    code totalCents quantity
    items { id quantity lineTotalCents sizeLines { playerName playerNumber size quantity } }
  }
}`;
const LOCKER = `query($code: String!) {
  locker(code: $code) {
    totalCents quantity
    items { id quantity lineTotalCents rosterCsv sizeLines { playerName playerNumber size quantity unitPriceCents } }
  }
}`;

describe('roster import and export (L2)', () => {
  let h: Harness;
  let lockerCode: string;
  let itemId: string;

  const locker = async () => (await h.gql(LOCKER, { code: lockerCode })).data.locker;
  const importFile = (f: { filename: string; contentBase64: string }, mode?: 'REPLACE' | 'APPEND', id = itemId) =>
    h.gql(IMPORT, { id, file: f, ...(mode ? { mode } : {}) }, undefined, VISITOR);

  beforeAll(async () => {
    h = await startHarness();
    const { token } = await h.signIn('ROS001');
    const created = await h.gql(
      `mutation { createSnapsheet(input: { teamName: "Roster Rams", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      token,
    );
    const saved = await h.gql(
      `mutation { saveConfiguration(input: { styleId: "CG2100", colorIds: ["19", "13", "25"], decorations: [] }) { shortId } }`,
    );
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: created.data.createSnapsheet.id,
          configurationShortId: saved.data.saveConfiguration.shortId,
          sizeLines: [{ size: 'L', quantity: 2, playerName: 'Start', playerNumber: '1' }],
        },
      },
      undefined,
      VISITOR,
    );
    lockerCode = added.data.addToLocker.code;
    itemId = added.data.addToLocker.items[0].id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('previews a 200-row CSV exactly and saves nothing', async () => {
    const before = await locker();
    const rows = generatedRows('Csv Player');
    const r = await h.gql(PREVIEW, { styleId: 'CG2100', file: file('roster.csv', csvOf(rows)) });
    expect(r.errors).toBeUndefined();
    const preview = r.data.previewRosterImport;
    const expected = inRosterOrder(rows);
    expect(preview.rowCount).toBe(200);
    expect(preview.valid).toBe(true);
    expect(preview.issues).toEqual([]);
    expect(preview.lines).toHaveLength(200);
    // XS rows are 8, 16, ... (i % 8 === 0): the first is 8; 4XL rows are 7, 15, ..., 199.
    expect(preview.lines[0]).toEqual({
      playerName: 'Csv Player 8',
      playerNumber: '8',
      size: 'XS',
      quantity: 3,
      unitPriceCents: 11000,
      lineTotalCents: 33000,
      skuSuffix: '03',
    });
    expect(preview.lines[199]).toEqual({
      playerName: 'Csv Player 199',
      playerNumber: '199',
      size: '4XL',
      quantity: 2,
      unitPriceCents: 11600,
      lineTotalCents: 23200,
      skuSuffix: '10',
    });
    expect(preview.lines.map((l: { playerName: string; size: string }) => [l.playerName, l.size])).toEqual(
      expected.map((e) => [e.name, e.size]),
    );
    expect(preview.lines.reduce((n: number, l: { lineTotalCents: number }) => n + l.lineTotalCents, 0)).toBe(
      totalCents(rows),
    );
    expect(totalCents(rows)).toBe(4_470_800);
    expect(await locker()).toEqual(before);
  });

  it('imports a 200-row CSV exactly (REPLACE)', async () => {
    const rows = generatedRows('Csv Player');
    const r = await importFile(file('roster.csv', csvOf(rows)), 'REPLACE');
    expect(r.errors).toBeUndefined();
    const after = await locker();
    const item = after.items[0];
    const expected = inRosterOrder(rows);
    expect(item.sizeLines).toHaveLength(200);
    expect(item.sizeLines[0]).toEqual({ ...asLine(expected[0]!), unitPriceCents: 11000 });
    expect(item.sizeLines[199]).toEqual({ ...asLine(expected[199]!), unitPriceCents: 11600 });
    expect(item.sizeLines.map(({ unitPriceCents: _u, ...l }: { unitPriceCents: number }) => l)).toEqual(
      expected.map(asLine),
    );
    expect(item.quantity).toBe(garments(rows));
    expect(item.quantity).toBe(401);
    expect(item.lineTotalCents).toBe(4_470_800);
    expect(after.totalCents).toBe(4_470_800);
    expect(r.data.importRoster.totalCents).toBe(4_470_800);
  });

  it('imports a 200-row XLSX with numeric cells exactly', async () => {
    const rows = generatedRows('Xlsx Player').map((r) => ({ ...r, quantity: r.quantity + 1 }));
    const bytes = await writeXlsxFile([
      ['Player Name', 'Jersey #', 'Size', 'Qty'],
      ...rows.map((r) => [r.name, Number(r.number), r.size, r.quantity]),
    ]).toBuffer();
    const xlsx = file('roster.xlsx', new Uint8Array(bytes));
    const preview = (await h.gql(PREVIEW, { styleId: 'CG2100', file: xlsx })).data.previewRosterImport;
    expect([preview.rowCount, preview.valid, preview.issues, preview.lines.length]).toEqual([200, true, [], 200]);
    const r = await importFile(xlsx);
    expect(r.errors).toBeUndefined();
    const item = (await locker()).items[0];
    const expected = inRosterOrder(rows);
    expect(item.sizeLines).toHaveLength(200);
    expect(item.sizeLines[0]).toEqual({
      playerName: 'Xlsx Player 8',
      playerNumber: '8',
      size: 'XS',
      quantity: 4,
      unitPriceCents: 11000,
    });
    expect(item.sizeLines[199]).toEqual({
      playerName: 'Xlsx Player 199',
      playerNumber: '199',
      size: '4XL',
      quantity: 3,
      unitPriceCents: 11600,
    });
    expect(item.sizeLines.map(({ unitPriceCents: _u, ...l }: { unitPriceCents: number }) => l)).toEqual(
      expected.map(asLine),
    );
    expect(item.quantity).toBe(601);
    expect(item.lineTotalCents).toBe(totalCents(rows));
    expect(item.lineTotalCents).toBe(6_700_800);
  });

  it('names the rows of a file with 5 bad rows and saves nothing', async () => {
    const before = await locker();
    const rows = generatedRows('Bad Player').slice(0, 20);
    const lines = csvOf(rows).split('\n');
    // Rows as a spreadsheet numbers them (the header is row 1).
    lines[3] = 'Bad Player 3,3,7XL,1';
    lines[6] = 'Bad Player 6,6,M,-1';
    lines[9] = 'Bad Player 9,9,L,1.5';
    lines[12] = 'Bad Player 12,12,S,abc';
    lines[15] = 'Bad Player 15,15,,2';
    const bad = file('bad.csv', lines.join('\n'));
    const issues = [
      {
        row: 4,
        column: 'size',
        severity: 'ERROR',
        message: "Size '7XL' is not offered for this product (sizes: XS, S, M, L, XL, 2XL, 3XL, 4XL)",
      },
      {
        row: 7,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has '-1')",
      },
      {
        row: 10,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has '1.5')",
      },
      {
        row: 13,
        column: 'quantity',
        severity: 'ERROR',
        message: "Quantity must be a whole number from 0 to 10000 (the cell has 'abc')",
      },
      { row: 16, column: 'size', severity: 'ERROR', message: 'Size is missing' },
    ];
    const preview = (await h.gql(PREVIEW, { styleId: 'CG2100', file: bad })).data.previewRosterImport;
    expect(preview.issues).toEqual(issues);
    expect([preview.rowCount, preview.valid, preview.lines.length]).toEqual([20, false, 15]);

    for (const mode of ['REPLACE', 'APPEND'] as const) {
      const r = await importFile(bad, mode);
      expect(r.data).toBeNull();
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0]).toMatchObject({
        message: '5 rows have errors: nothing was imported',
        extensions: { code: 'BAD_USER_INPUT', field: 'file', issues },
      });
      expect(JSON.stringify(r.errors)).not.toMatch(/at .*\.(js|ts):\d+/);
    }
    expect(await locker()).toEqual(before);
  });

  it('answers every row in file order with the sizes a cell may say', async () => {
    const csv = 'Player Name,Jersey #,Size,Qty\nZed,9,XL,1\nAmy,#4, 7xl ,2\n\nBo,12,S,\n';
    const preview = (
      await h.gql(
        `query($styleId: ID!, $file: RosterFileInput!) { previewRosterImport(styleId: $styleId, file: $file) {
          rows { row playerName playerNumber size quantity } sizes lines { playerName } issues { row column }
        } }`,
        { styleId: 'CG2100', file: file('order.csv', csv) },
      )
    ).data.previewRosterImport;
    // File order, the bad row too, blank rows skipped (their numbers kept), cells as read.
    expect(preview.rows).toEqual([
      { row: 2, playerName: 'Zed', playerNumber: '9', size: 'XL', quantity: '1' },
      { row: 3, playerName: 'Amy', playerNumber: '4', size: '7xl', quantity: '2' },
      { row: 5, playerName: 'Bo', playerNumber: '12', size: 'S', quantity: '' },
    ]);
    expect(preview.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL']);
    // The lines stay in size order, without the bad row.
    expect(preview.lines).toEqual([{ playerName: 'Bo' }, { playerName: 'Zed' }]);
    expect(preview.issues).toEqual([{ row: 3, column: 'size' }]);
  });

  it('names an item with an alias, trimmed; empty clears it; too long is refused', async () => {
    const UPDATE = `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { items { id alias } } }`;
    const set = (alias: string | null | undefined) =>
      h.gql(UPDATE, { id: itemId, input: alias === undefined ? {} : { alias } }, undefined, VISITOR);
    expect((await set('  Home jersey ')).data.updateLockerItem.items[0].alias).toBe('Home jersey');
    // Absent keeps it; the roster stays as it was.
    const before = (await locker()).items[0].sizeLines;
    expect((await set(undefined)).data.updateLockerItem.items[0].alias).toBe('Home jersey');
    expect((await locker()).items[0].sizeLines).toEqual(before);
    const long = await set('x'.repeat(61));
    expect(errorOf(long)).toEqual({ code: 'BAD_USER_INPUT', field: 'alias' });
    expect(
      (await h.gql(`query($c: String!) { locker(code: $c) { items { alias } } }`, { c: lockerCode })).data.locker
        .items[0].alias,
    ).toBe('Home jersey');
    expect((await set('   ')).data.updateLockerItem.items[0].alias).toBeNull();
    expect((await set('Away')).data.updateLockerItem.items[0].alias).toBe('Away');
    expect((await set(null)).data.updateLockerItem.items[0].alias).toBeNull();
  });

  it('warns about a number used twice in one file and imports it anyway', async () => {
    const csv = 'name;number;size;quantity\nAnn;7;M;1\nBo;12;L;2\nCy;7;XL;1\n';
    const preview = (await h.gql(PREVIEW, { styleId: 'CG2100', file: file('dup.csv', csv) })).data.previewRosterImport;
    expect(preview.issues).toEqual([
      { row: 4, column: 'number', severity: 'WARNING', message: 'Number 7 is also on row 2' },
    ]);
    expect(preview.valid).toBe(true);
    const r = await importFile(file('dup.csv', csv));
    expect(r.errors).toBeUndefined();
    expect(r.data.importRoster.items[0].sizeLines).toEqual([
      { playerName: 'Ann', playerNumber: '7', size: 'M', quantity: 1 },
      { playerName: 'Bo', playerNumber: '12', size: 'L', quantity: 2 },
      { playerName: 'Cy', playerNumber: '7', size: 'XL', quantity: 1 },
    ]);
  });

  it('appends to the roster in size order, and exports it as exact CSV text', async () => {
    const csv = 'Player,No.,Size\n"Smith, Jr.",00,S\n"Ann ""Ace"" Lee",3,L\n=SUM(A1),,xxl\n';
    const r = await importFile(file('more.csv', csv), 'APPEND');
    expect(r.errors).toBeUndefined();
    const after = await locker();
    expect(after.items[0].rosterCsv).toBe(
      'name,number,size,quantity\r\n' +
        '"Smith, Jr.",00,S,1\r\n' +
        'Ann,7,M,1\r\n' +
        'Bo,12,L,2\r\n' +
        '"Ann ""Ace"" Lee",3,L,1\r\n' +
        'Cy,7,XL,1\r\n' +
        "'=SUM(A1),,2XL,1\r\n",
    );
    expect(after.items[0].quantity).toBe(7);
    expect(after.totalCents).toBe(6 * 11000 + 11200);
  });

  it('refuses other files, unknown styles and items, too many lines and locked lockers', async () => {
    const png = file(
      'team.png',
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const notRoster = await h.gql(PREVIEW, { styleId: 'CG2100', file: png });
    expect(errorOf(notRoster)).toEqual({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(notRoster.errors![0]!.message).toBe('The file is not a roster spreadsheet: upload a .csv or .xlsx file');
    const unknownStyle = await h.gql(PREVIEW, { styleId: 'NOPE1', file: file('r.csv', 'size\nL\n') });
    expect(errorOf(unknownStyle)).toEqual({ code: 'BAD_USER_INPUT', field: 'styleId' });
    const headerOnly = await importFile(file('r.csv', 'name,size\n'));
    expect(errorOf(headerOnly)).toEqual({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(headerOnly.errors![0]!.message).toBe('The file has no roster rows');

    const before = await locker();
    const big = ['size', ...Array.from({ length: 495 }, () => 'L')].join('\n');
    const tooMany = await importFile(file('big.csv', big), 'APPEND');
    expect(errorOf(tooMany)).toEqual({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(tooMany.errors![0]!.message).toBe('An item holds at most 500 size lines: the roster would have 501');

    const [code, n] = itemId.split('.');
    const elsewhere = `${code!.slice(0, -1)}${code!.endsWith('a') ? 'b' : 'a'}.${n}`;
    expect(errorOf(await importFile(file('r.csv', 'size\nL\n'), 'REPLACE', elsewhere)).code).toBe('NOT_FOUND');
    expect(errorOf(await importFile(file('r.csv', 'size\nL\n'), 'REPLACE', 'not-an-item')).code).toBe('NOT_FOUND');

    const quote = await h.gql(
      `mutation($c: String!) { requestQuote(lockerCode: $c, contact: { name: "Pat", email: "pat@example.com" }) { id } }`,
      { c: lockerCode },
    );
    expect(quote.errors).toBeUndefined();
    const locked = await importFile(file('r.csv', 'size\nL\n'));
    expect(errorOf(locked).code).toBe('FORBIDDEN');
    expect(await locker()).toEqual(before);
  });
});
