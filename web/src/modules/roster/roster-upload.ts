/**
 * Roster files on the client (L2): what the file input accepts, a first check of a picked file
 * and its encoding for `previewRosterImport` / `importRoster`. The server reads and checks the
 * content (CSV or XLSX, rows, sizes); this only spares an upload that cannot succeed.
 */
import type { RosterFileInput, RosterIssue } from '../../gql/graphql';
import { MAX_ROSTER_FILE_BYTES } from '@tas/rules';
import { toBase64 } from '../../lib/base64';

/** Largest roster file, bytes (schema/lockers.graphql `RosterFileInput`). */
export { MAX_ROSTER_FILE_BYTES };

/** The file input's `accept`: CSV and XLSX by extension and type. */
export const ROSTER_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a picked file cannot be a roster (empty, too large, not .csv/.xlsx), or null. */
export function rosterFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(csv|xlsx|txt)$/i.test(file.name)) return 'Choose a .csv or .xlsx file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_ROSTER_FILE_BYTES) return `A roster file may be at most ${MAX_ROSTER_FILE_BYTES / 1024} KiB`;
  return null;
}

/** A picked file as the API takes it. */
export async function rosterFileInput(file: File): Promise<RosterFileInput> {
  return { filename: file.name, contentBase64: toBase64(new Uint8Array(await file.arrayBuffer())) };
}

/** The issues of an `importRoster` refusal (`extensions.issues` of BAD_USER_INPUT `file`), or []. */
export function issuesOf(error: unknown): RosterIssue[] {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors ?? [];
  for (const e of errors) {
    const issues = e.extensions?.['issues'];
    if (Array.isArray(issues)) return issues as RosterIssue[];
  }
  return [];
}

const COLUMN_LABEL: Record<string, string> = { name: 'Name', number: 'Number', size: 'Size', quantity: 'Quantity' };

/** Where an issue is: `Row 4 · Size`. */
export function issuePlace(issue: Pick<RosterIssue, 'row' | 'column'>): string {
  return issue.column ? `Row ${issue.row} · ${COLUMN_LABEL[issue.column] ?? issue.column}` : `Row ${issue.row}`;
}
