/**
 * The rows of a spreadsheet a user uploads (a locker's roster, a store's contacts), read after
 * `readRosterSheet` (modules/lockers/roster-sheet.ts) made a grid of cells: the header row found
 * among the first rows by the column names it holds, blank rows told apart, cells as text, and
 * control characters found. Each importer gives its own column names and rules.
 */
import type { RosterCell } from '../modules/lockers/roster-sheet.js';
import { BadUserInputError } from './errors.js';

/** Rows searched for the header (a title row or two above it is common). */
const HEADER_SEARCH_ROWS = 10;

/** C0 control characters: none may reach a stored cell (a name is printed, an address emailed). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CELL_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same characters, all of them, to leave them out
export const CELL_CONTROLS = /[\u0000-\u001f\u007f]/g;

/** Whether every cell of a row is empty or blank text. */
export function isBlankRow(row: readonly RosterCell[]): boolean {
  return row.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/** A cell as text: trimmed; numbers without a fraction as integers; dates as `YYYY-MM-DD`. */
export function cellText(cell: RosterCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return String(cell).trim();
}

/**
 * A header cell as compared with column names: lower case with spaces and punctuation removed
 * (`#` kept); null for a cell that is not text.
 */
export function headerKey(cell: RosterCell): string | null {
  return typeof cell === 'string' ? cell.toLowerCase().replace(/[^\p{L}\p{N}#]/gu, '') : null;
}

/**
 * The header of a grid: the first of its first ten non-blank rows in which `columnOf` finds
 * `required`; each column at the first cell naming it. Null when no row does.
 */
export function findHeaderRow<C extends string>(
  rows: readonly RosterCell[][],
  columnOf: (cell: RosterCell) => C | null,
  required: C,
): { index: number; columns: Map<C, number> } | null {
  let seen = 0;
  for (let index = 0; index < rows.length && seen < HEADER_SEARCH_ROWS; index++) {
    const row = rows[index]!;
    if (isBlankRow(row)) continue;
    seen++;
    const columns = new Map<C, number>();
    row.forEach((cell, i) => {
      const column = columnOf(cell);
      if (column && !columns.has(column)) columns.set(column, i);
    });
    if (columns.has(required)) return { index, columns };
  }
  return null;
}

/** The data rows below a header: each with its 1-based row number, blank rows left out. */
export function dataRowsBelow(
  rows: readonly RosterCell[][],
  headerIndex: number,
): { cells: RosterCell[]; row: number }[] {
  return rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlankRow(cells));
}

/**
 * The refusal of a file with rows in error (nothing imported): BAD_USER_INPUT `file` naming how
 * many rows, with every issue in `extensions.issues` for the dialog to show by row and column.
 */
export function rowErrorsRefusal(issues: readonly { row: number; severity: 'ERROR' | 'WARNING' }[]): BadUserInputError {
  const rows = new Set(issues.filter((i) => i.severity === 'ERROR').map((i) => i.row));
  return new BadUserInputError(
    'file',
    `${rows.size} ${rows.size === 1 ? 'row has' : 'rows have'} errors: nothing was imported`,
    { issues },
  );
}
