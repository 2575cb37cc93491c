/**
 * Roster import (L2): pick or drop a CSV or XLSX file, see what it gives before anything is
 * saved (`previewRosterImport`: every row in file order, each issue named by its row), then
 * Replace or Append. A bad cell is fixed in the dialog (a size from the product's sizes, a
 * quantity, a name or a number: the dealer need not edit the file and pick it again) and the
 * fixes checked again; rows still in error are left out of the import, and the dialog and the
 * toast say which. Warnings (a number used twice) are shown and import as they are.
 *
 * Two uses: with `lockerItemId` the dialog imports into that locker item (`importRoster`, all or
 * nothing) and calls `onImported`; with `onUse` (the sizes selection, before the first add) it
 * hands the previewed lines to the form and saves nothing.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { RosterFileInput, RosterImportMode, RosterIssue } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { LOCKED_MESSAGE } from '../locker/LockedNote';
import { issuesOf, rosterFileInput, rosterFileProblem } from './roster-upload';
import {
  cellOfColumn,
  issuesInFileRows,
  plural,
  rowList,
  rowsFile,
  rowsWithErrors,
  type EditableRow,
  type RosterCell,
} from './roster-fixes';
import {
  ImportRosterDocument,
  PreviewRosterImportDocument,
  type PreviewLine,
  type RosterPreview,
} from './roster-import-documents';
import { RosterDropZone } from './RosterDropZone';
import { RosterFilePreview } from './RosterFilePreview';
import './roster.css';

type State =
  | { phase: 'pick'; problem: string | null }
  | { phase: 'reading'; name: string }
  | {
      phase: 'preview';
      name: string;
      /** The file the preview read: the picked one, or the rows written back after fixes. */
      file: RosterFileInput;
      preview: RosterPreview;
      /** The rows as the user sees them (fixes included), file order. */
      rows: EditableRow[];
      /** The preview's issues, named by the picked file's rows. */
      issues: RosterIssue[];
      /** Cells changed since the last check. */
      edited: boolean;
      refused: RosterIssue[];
    };
export function RosterImportDialog({
  open,
  onOpenChange,
  styleId,
  productName,
  lockerItemId,
  onImported,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product the rows are checked against (its sizes). */
  styleId: string;
  productName: string;
  /** Import into this locker item. */
  lockerItemId?: string;
  /** Called after a successful import (the page reloads the roster). */
  onImported?: () => void;
  /** Instead of importing: hand the lines to a form (the sizes selection). */
  onUse?: (lines: PreviewLine[], mode: RosterImportMode) => void;
}) {
  const client = useApolloClient();
  const [importRoster, { loading: importing }] = useMutation(ImportRosterDocument);
  const [state, setState] = useState<State>({ phase: 'pick', problem: null });
  const [dragging, setDragging] = useState(false);
  const [busyMode, setBusyMode] = useState<RosterImportMode | null>(null);
  const [checking, setChecking] = useState(false);
  // The file being read: a newer pick wins over a preview still on its way.
  const pickSeq = useRef(0);

  useEffect(() => {
    if (open) {
      setDragging(false);
    }
  }, [open]);

  const pick = async (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file) return;
    const problem = rosterFileProblem(file);
    if (problem) {
      setState({ phase: 'pick', problem });
      return;
    }
    const seq = ++pickSeq.current;
    setState({ phase: 'reading', name: file.name });
    try {
      const input = await rosterFileInput(file);
      const { data } = await client.query({
        query: PreviewRosterImportDocument,
        variables: { styleId, file: input },
        fetchPolicy: 'no-cache',
      });
      if (seq !== pickSeq.current) return;
      if (!data) throw new Error('No preview');
      const preview = data.previewRosterImport;
      setState({
        phase: 'preview',
        name: file.name,
        file: input,
        preview,
        rows: preview.rows.map((r) => ({ ...r })),
        issues: preview.issues,
        edited: false,
        refused: [],
      });
    } catch (e) {
      if (seq !== pickSeq.current) return;
      setState({ phase: 'pick', problem: errorMessage(e, 'The file could not be read') });
    }
  };

  const editCell = (row: number, cell: RosterCell, value: string) => {
    if (state.phase !== 'preview') return;
    setState({
      ...state,
      edited: true,
      rows: state.rows.map((r) => (r.row === row ? { ...r, [cell]: value } : r)),
    });
  };

  /** Writes the rows (fixes included) back as a CSV file and checks it again. */
  const checkFixes = async () => {
    if (state.phase !== 'preview') return;
    setChecking(true);
    try {
      const file = rowsFile(state.rows, state.name);
      const { data } = await client.query({
        query: PreviewRosterImportDocument,
        variables: { styleId, file },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No preview');
      const preview = data.previewRosterImport;
      setState({
        ...state,
        file,
        preview,
        issues: issuesInFileRows(preview.issues, state.rows),
        edited: false,
        refused: [],
      });
    } catch (e) {
      toast.error(errorMessage(e, 'The fixes could not be checked'));
    } finally {
      setChecking(false);
    }
  };

  const confirm = async (mode: RosterImportMode) => {
    if (state.phase !== 'preview') return;
    const leftOut = rowsWithErrors(state.issues);
    const leftOutNote = leftOut.length ? `; left out ${rowList(leftOut)}` : '';
    if (onUse) {
      onUse(state.preview.lines, mode);
      if (leftOut.length) toast.message(`Used ${plural(state.preview.lines.length, 'line', 'lines')}${leftOutNote}`);
      onOpenChange(false);
      return;
    }
    if (!lockerItemId) return;
    setBusyMode(mode);
    try {
      // Rows still in error are left out: the rest is written back as a file of its own.
      const file = leftOut.length
        ? rowsFile(
            state.rows.filter((r) => !leftOut.includes(r.row)),
            state.name,
          )
        : state.file;
      await importRoster({ variables: { lockerItemId, file, mode } });
      toast.success(`Imported ${plural(state.preview.lines.length, 'line', 'lines')}${leftOutNote}`);
      onOpenChange(false);
      onImported?.();
    } catch (e) {
      const refused = issuesOf(e);
      if (refused.length > 0) setState({ ...state, refused });
      else if (errorCode(e) === 'FORBIDDEN') {
        toast.error(LOCKED_MESSAGE);
        onOpenChange(false);
        onImported?.();
      } else toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setBusyMode(null);
    }
  };

  const preview = state.phase === 'preview' ? state.preview : null;
  const issues = state.phase === 'preview' ? (state.refused.length ? state.refused : state.issues) : [];
  const errors = issues.filter((i) => i.severity === 'ERROR');
  const warnings = issues.filter((i) => i.severity === 'WARNING');
  const leftOut = rowsWithErrors(errors);
  const edited = state.phase === 'preview' && state.edited;
  const canImport = preview !== null && !edited && preview.lines.length > 0;
  const verb = onUse ? 'lines' : 'roster';
  const leaving = leftOut.length ? `, leave out ${leftOut.length}` : '';
  /** The cells of a row the user may fix: those with an error (kept open once edited). */
  const errorCells = new Map<number, Map<RosterCell, string>>();
  for (const i of errors) {
    const cell = cellOfColumn(i.column);
    if (!cell) continue;
    const cells = errorCells.get(i.row) ?? new Map<RosterCell, string>();
    cells.set(cell, i.message);
    errorCells.set(i.row, cells);
  }

  const footer =
    state.phase === 'preview' ? (
      <>
        <Button
          variant="ghost"
          onClick={() => setState({ phase: 'pick', problem: null })}
          disabled={importing}
          className="roster-import__again"
        >
          Choose another file
        </Button>
        {edited ? (
          <Button variant="primary" loading={checking} onClick={() => void checkFixes()}>
            Check fixes
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={!canImport || (importing && busyMode !== 'APPEND')}
          loading={busyMode === 'APPEND'}
          onClick={() => void confirm('APPEND')}
        >
          Append to {verb}
          {leaving}
        </Button>
        <Button
          variant={edited ? 'secondary' : 'primary'}
          disabled={!canImport || (importing && busyMode !== 'REPLACE')}
          loading={busyMode === 'REPLACE'}
          onClick={() => void confirm('REPLACE')}
        >
          Replace {verb}
          {leaving}
        </Button>
      </>
    ) : (
      <Button variant="ghost" onClick={() => onOpenChange(false)}>
        Cancel
      </Button>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import roster"
      size="lg"
      description={
        <>
          Lines for <strong>{productName}</strong> from a CSV or XLSX file with the columns name, number, size and
          quantity. Nothing is saved until you choose Replace or Append.
        </>
      }
      footer={footer}
    >
      {state.phase === 'pick' ? (
        <RosterDropZone
          problem={state.problem}
          dragging={dragging}
          onDraggingChange={setDragging}
          onFiles={(files) => void pick(files)}
        />
      ) : null}

      {state.phase === 'reading' ? (
        <div className="roster-import__reading" role="status">
          <Spinner size={18} />
          Reading {state.name}…
        </div>
      ) : null}

      {state.phase === 'preview' && preview ? (
        <RosterFilePreview
          name={state.name}
          preview={preview}
          rows={state.rows}
          refused={state.refused.length > 0}
          issues={issues}
          errors={errors}
          warnings={warnings}
          leftOut={leftOut}
          errorCells={errorCells}
          onEdit={editCell}
        />
      ) : null}
    </Dialog>
  );
}
