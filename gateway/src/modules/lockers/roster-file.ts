/**
 * Roster spreadsheets (PRODUCT.md L2): reading a roster file (CSV or XLSX) into size lines with
 * row-level issues, and writing a roster as CSV. No database, no GraphQL: the locker service
 * checks access and saves; this module only reads, checks and writes text.
 *
 * Reading is two steps:
 * 1. `decodeRosterFile` + `readRosterSheet` (roster-sheet.ts, re-exported here): the file's bytes
 *    to a grid of cells, the format told by the content, CSV through `csv-parse`, XLSX through
 *    `read-excel-file`.
 * 2. {@link rosterFromSheet}: the header row matched leniently to the columns name, number, size,
 *    quantity; each data row checked with the roster rules of `roster.ts` against the product's
 *    sizes; issues named by the row number a spreadsheet shows (the header is row 1 when it is
 *    the first row).
 *
 * Every refusal is a `BadUserInputError` with field `file` and a short message of our own
 * (never a library's message or stack).
 */
import { stringify } from 'csv-stringify/sync';
import { BadUserInputError } from '../../lib/errors.js';
import { csvText, csvTextValue } from '@tas/garments';
import { controlCharacterMessage } from '../../lib/control-characters.js';
import {
  CELL_CONTROL,
  CELL_CONTROLS,
  cellText,
  dataRowsBelow,
  findHeaderRow,
  headerKey,
} from '../../lib/sheet-rows.js';
import { checkSizeLine, offeredSizes, sortSizeLines, type SizeLine, type SizeLineProblem } from './roster.js';
import { MAX_ROSTER_ROWS, type RosterCell, type RosterSheet } from './roster-sheet.js';

export {
  MAX_ROSTER_FILE_BYTES,
  MAX_ROSTER_ROWS,
  MAX_XLSX_UNPACKED_BYTES,
  decodeRosterFile,
  readRosterSheet,
  type RosterCell,
  type RosterFileInput,
  type RosterSheet,
} from './roster-sheet.js';

/** The columns of a roster file (L2). */
export type RosterColumn = 'name' | 'number' | 'size' | 'quantity';

/** A problem of one row of a roster file (GraphQL `RosterIssue`). */
export interface RosterIssue {
  /** 1-based row number as a spreadsheet shows it. */
  row: number;
  /** The column, or null for the whole row. */
  column: RosterColumn | null;
  /** ERROR: the row is not imported and blocks the import; WARNING: imported, worth a look. */
  severity: 'ERROR' | 'WARNING';
  message: string;
}

/**
 * A data row of a roster file as read (GraphQL `RosterRow`): its cells as text,
 * trimmed, without control characters; the dialog shows every row in file order and lets the user
 * fix a bad cell.
 */
export interface RosterRow {
  /** 1-based row number as a spreadsheet shows it. */
  row: number;
  playerName: string;
  playerNumber: string;
  size: string;
  quantity: string;
}

/** What a roster file gives for one product (GraphQL `RosterImportPreview` before pricing). */
export interface RosterImport {
  /** Lines of the rows without errors, in size order (rows of one size in file order). */
  lines: SizeLine[];
  /** Every data row, in file order, errors or not. */
  rows: RosterRow[];
  /** The product's sizes, in catalog order: what a size cell may say. */
  sizes: string[];
  /** Every issue, by row then column. */
  issues: RosterIssue[];
  /** Data rows read (blank rows skipped, the header not counted). */
  rowCount: number;
  /** True when no issue is an ERROR. */
  valid: boolean;
}

/**
 * Header names by column, as compared: lower case with spaces and punctuation removed (`#` kept,
 * and also tried without: 'Jersey #' is `jersey#` then `jersey`).
 */
const HEADER_NAMES: Record<RosterColumn, readonly string[]> = {
  name: [
    'name',
    'names',
    'player',
    'players',
    'playername',
    'playersname',
    'athlete',
    'athletename',
    'fullname',
    'jerseyname',
    'nameonjersey',
    'nameonback',
    'backname',
    'lastname',
  ],
  number: [
    '#',
    'no',
    'nr',
    'nbr',
    'num',
    'number',
    'numbers',
    'jersey',
    'jersey#',
    'jerseyno',
    'jerseynum',
    'jerseynumber',
    'player#',
    'playerno',
    'playernumber',
    'uniformnumber',
    'numberonjersey',
  ],
  size: ['size', 'sizes', 'sz', 'garmentsize', 'jerseysize', 'shirtsize', 'playersize', 'apparelsize', 'uniformsize'],
  quantity: ['quantity', 'quantities', 'qty', 'qnty', 'quant', 'count', 'amount', 'pcs', 'pieces', 'units', 'total'],
};

const headerLookup = new Map<string, RosterColumn>(
  (Object.entries(HEADER_NAMES) as [RosterColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((n) => [n, column] as const),
  ),
);

/** The column a header cell names, or null (case, spaces and punctuation ignored). */
export function headerColumn(cell: RosterCell): RosterColumn | null {
  const key = headerKey(cell);
  if (key === null) return null;
  return headerLookup.get(key) ?? headerLookup.get(key.replace(/#/g, '')) ?? null;
}

/**
 * The header of a grid (L2): the first of its first ten non-blank rows that names a size
 * column; each column at the first cell naming it. Null when no row does.
 */
export function findHeader(
  rows: readonly RosterCell[][],
): { index: number; columns: Map<RosterColumn, number> } | null {
  return findHeaderRow(rows, headerColumn, 'size');
}

/** Common spellings of sizes, upper case with spaces, dots and dashes removed -> size (L2). */
const SIZE_ALIASES: Readonly<Record<string, string>> = {
  XSMALL: 'XS',
  EXTRASMALL: 'XS',
  SMALL: 'S',
  SM: 'S',
  MEDIUM: 'M',
  MED: 'M',
  MD: 'M',
  LARGE: 'L',
  LG: 'L',
  XLARGE: 'XL',
  EXTRALARGE: 'XL',
  XXL: '2XL',
  XXLARGE: '2XL',
  '2X': '2XL',
  XXXL: '3XL',
  '3X': '3XL',
  XXXXL: '4XL',
  '4X': '4XL',
  '5X': '5XL',
  '6X': '6XL',
};

/**
 * The size a cell names for a product (L2): the product's own spelling when it offers it
 * (case-insensitive), else a common spelling of one it offers ('Large', 'XXL', '2X'), else the
 * cell as written (which the roster rules then refuse).
 */
export function resolveSize(text: string, offered: ReadonlyMap<string, string>): string {
  const upper = text.trim().toUpperCase();
  if (offered.has(upper)) return offered.get(upper)!;
  const alias = SIZE_ALIASES[upper.replace(/[\s.\-_]/g, '')];
  return alias && offered.has(alias) ? offered.get(alias)! : text.trim();
}

const COLUMN_OF_FIELD: Record<SizeLineProblem['field'], RosterColumn> = {
  size: 'size',
  quantity: 'quantity',
  playerName: 'name',
  playerNumber: 'number',
};

const COLUMN_ORDER: Record<RosterColumn, number> = { name: 0, number: 1, size: 2, quantity: 3 };

/**
 * Reads a roster grid for a product (L2). The header is found with {@link findHeader}
 * (size column required); every non-blank row below it is a data row:
 * - size: required; the product's sizes or a common spelling of one ({@link resolveSize});
 * - quantity: 1 when the column is missing or the cell empty, else a whole number 0..10000
 *   ('2' and a numeric cell 2 alike; '-1', '1.5', 'abc' are errors);
 * - name: at most 40 characters (a `'` our export put before a formula is removed);
 * - number: 1-3 digits, leading zeros kept ('#7' reads as 7); a number already used by an
 *   earlier row is a WARNING.
 * Rows with an error give no line. Errors: BAD_USER_INPUT `file` (no header row, no size
 * column, more than {@link MAX_ROSTER_ROWS} data rows).
 */
export function rosterFromSheet(sheet: RosterSheet, productSizes: readonly string[]): RosterImport {
  const header = findHeader(sheet.rows);
  if (!header) {
    throw new BadUserInputError(
      'file',
      'No header row found: the first row must name the columns, e.g. name, number, size, quantity',
    );
  }
  const dataRows = dataRowsBelow(sheet.rows, header.index);
  if (dataRows.length > MAX_ROSTER_ROWS) {
    throw new BadUserInputError(
      'file',
      `A roster file may have at most ${MAX_ROSTER_ROWS} rows; this one has ${dataRows.length}`,
    );
  }
  const offered = offeredSizes(productSizes);
  const cellOf = (cells: RosterCell[], column: RosterColumn): RosterCell => {
    const i = header.columns.get(column);
    return i === undefined ? null : (cells[i] ?? null);
  };
  const issues: RosterIssue[] = [];
  const lines: SizeLine[] = [];
  const rows: RosterRow[] = [];
  const numberRows = new Map<string, number>();
  for (const { cells, row } of dataRows) {
    const rowIssues: RosterIssue[] = [];
    const error = (column: RosterColumn, message: string) =>
      rowIssues.push({ row, column, severity: 'ERROR', message });

    const sizeText = cellText(cellOf(cells, 'size'));
    const quantityCell = cellOf(cells, 'quantity');
    const quantityText = cellText(quantityCell);
    const quantity =
      quantityText === ''
        ? 1
        : typeof quantityCell === 'number'
          ? quantityCell
          : /^[+-]?\d+(\.\d+)?$/.test(quantityText)
            ? Number(quantityText)
            : Number.NaN;
    const name = csvTextValue(cellText(cellOf(cells, 'name')));
    const number = cellText(cellOf(cells, 'number')).replace(/^#\s*/, '');
    const texts: [RosterColumn, string][] = [
      ['name', name],
      ['number', number],
      ['size', sizeText],
      ['quantity', quantityText],
    ];
    const shown = (text: string) => text.replace(CELL_CONTROLS, '');
    rows.push({
      row,
      playerName: shown(name),
      playerNumber: shown(number),
      size: shown(sizeText),
      quantity: shown(quantityText),
    });
    const controlled = texts.filter(([, text]) => CELL_CONTROL.test(text));
    if (controlled.length > 0) {
      // Refused as the API refuses them in any input (plugins/input-text.ts).
      for (const [column, text] of controlled) error(column, controlCharacterMessage(text, CELL_CONTROL));
      issues.push(...rowIssues);
      continue;
    }

    const { line, problems } = checkSizeLine(
      {
        size: sizeText === '' ? '' : resolveSize(sizeText, offered),
        quantity,
        playerName: name,
        playerNumber: number,
      },
      offered,
    );
    for (const problem of problems) {
      const column = COLUMN_OF_FIELD[problem.field];
      if (column === 'size' && sizeText === '') error('size', 'Size is missing');
      else if (column === 'quantity') error('quantity', `${problem.message} (the cell has '${quantityText}')`);
      else error(column, problem.message);
    }
    if (line) {
      if (line.playerNumber !== null) {
        const first = numberRows.get(line.playerNumber);
        if (first !== undefined) {
          rowIssues.push({
            row,
            column: 'number',
            severity: 'WARNING',
            message: `Number ${line.playerNumber} is also on row ${first}`,
          });
        } else numberRows.set(line.playerNumber, row);
      }
      lines.push(line);
    }
    issues.push(...rowIssues.sort((a, b) => COLUMN_ORDER[a.column!] - COLUMN_ORDER[b.column!]));
  }
  return {
    lines: sortSizeLines(lines),
    rows,
    sizes: [...productSizes],
    issues,
    rowCount: dataRows.length,
    valid: issues.every((i) => i.severity !== 'ERROR'),
  };
}

/** The columns of a roster CSV, in order (L2 export). */
export const ROSTER_CSV_COLUMNS = ['name', 'number', 'size', 'quantity'] as const;

/**
 * A roster as CSV (L2 export): header `name,number,size,quantity`, one row per size line in the
 * order given, RFC 4180 quoting and CRLF line ends, UTF-8 without BOM. Names that a spreadsheet
 * would run as formulas get a leading `'` (@tas/garments `csvText`), which the import removes again.
 */
export function rosterCsv(
  lines: readonly Pick<SizeLine, 'size' | 'quantity' | 'playerName' | 'playerNumber'>[],
): string {
  return stringify(
    lines.map((l) => [csvText(l.playerName), l.playerNumber ?? '', l.size, l.quantity]),
    { header: true, columns: [...ROSTER_CSV_COLUMNS], record_delimiter: 'windows' },
  );
}
