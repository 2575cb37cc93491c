/**
 * Fixing a roster file in the import dialog (L2), so a bad cell need not send the dealer back to
 * the file: the file's rows as read (`RosterImportPreview.rows`, file order), edited cell by
 * cell, written back as a CSV file for `previewRosterImport` (to check the fixes) and
 * `importRoster`. A CSV written from rows numbers them anew (header row 1); `issuesInFileRows`
 * names its issues by the rows of the file the user picked. Pure.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { RosterFileInput, RosterIssue, RosterRow } from '../../gql/graphql';
import { toBase64 } from '../../lib/base64';

/** A row of the dialog: the file's row number and its cells as text. */
export type EditableRow = Pick<RosterRow, 'row' | 'playerName' | 'playerNumber' | 'size' | 'quantity'>;

/** The cells a user can fix. */
export type RosterCell = 'playerName' | 'playerNumber' | 'size' | 'quantity';

/** The cell of an issue's column (`name`, `number`, `size`, `quantity`), or null for a whole row. */
export function cellOfColumn(column: string | null | undefined): RosterCell | null {
  switch (column) {
    case 'name':
      return 'playerName';
    case 'number':
      return 'playerNumber';
    case 'size':
      return 'size';
    case 'quantity':
      return 'quantity';
    default:
      return null;
  }
}

/**
 * `rows` as a roster CSV file named `filename` (header `name,number,size,quantity`, RFC 4180
 * quoting, UTF-8): row i of `rows` is the file's row i + 2.
 */
export function rowsFile(rows: readonly EditableRow[], filename: string): RosterFileInput {
  const csv = stringify(
    rows.map((r) => [r.playerName, r.playerNumber, r.size, r.quantity]),
    { header: true, columns: ['name', 'number', 'size', 'quantity'] },
  );
  const base = filename.replace(/\.[^.]*$/, '') || 'roster';
  return { filename: `${base}.csv`, contentBase64: toBase64(new TextEncoder().encode(csv)) };
}

/** The issues of a CSV written from `rows` (`rowsFile`), named by the rows of the picked file. */
export function issuesInFileRows(issues: readonly RosterIssue[], rows: readonly EditableRow[]): RosterIssue[] {
  return issues.map((i) => ({ ...i, row: rows[i.row - 2]?.row ?? i.row }));
}

/** The row numbers with an ERROR, in file order. */
export function rowsWithErrors(issues: readonly Pick<RosterIssue, 'row' | 'severity'>[]): number[] {
  return [...new Set(issues.filter((i) => i.severity === 'ERROR').map((i) => i.row))].sort((a, b) => a - b);
}

/** `1 line` / `3 lines`. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `rows 4, 7 and 9` / `row 4`. */
export function rowList(rows: readonly number[]): string {
  if (rows.length <= 1) return `row ${rows[0] ?? ''}`.trim();
  return `rows ${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}`;
}
