/**
 * Roster import (L2): pick or drop a CSV or XLSX file, see what it gives before anything is
 * saved (`previewRosterImport`: the lines, and every row issue named by its row), then Replace or
 * Append. Rows with errors block the import; warnings (a number used twice) are shown and do not.
 *
 * Two uses: with `lockerItemId` the dialog imports into that locker item (`importRoster`, all or
 * nothing) and calls `onImported`; with `onUse` (the sizes selection, before the first add) it
 * hands the previewed lines to the form and saves nothing.
 */
import { TableScroll } from '../../ui/TableScroll';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { PreviewRosterImportQuery, RosterFileInput, RosterImportMode, RosterIssue } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { IconAlert, IconUpload } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { LOCKED_MESSAGE } from '../locker/LockedNote';
import { ROSTER_FILE_ACCEPT, issuePlace, issuesOf, rosterFileInput, rosterFileProblem } from './roster-upload';
import './roster.css';

const PreviewRosterImportDocument = graphql(`
  query PreviewRosterImport($styleId: ID!, $file: RosterFileInput!) {
    previewRosterImport(styleId: $styleId, file: $file) {
      rowCount
      valid
      lines {
        size
        quantity
        playerName
        playerNumber
      }
      issues {
        row
        column
        severity
        message
      }
    }
  }
`);

const ImportRosterDocument = graphql(`
  mutation ImportRoster($lockerItemId: ID!, $file: RosterFileInput!, $mode: RosterImportMode!) {
    importRoster(lockerItemId: $lockerItemId, file: $file, mode: $mode) {
      code
      items {
        id
        quantity
      }
    }
  }
`);

export type RosterPreview = PreviewRosterImportQuery['previewRosterImport'];
export type PreviewLine = RosterPreview['lines'][number];

type State =
  | { phase: 'pick'; problem: string | null }
  | { phase: 'reading'; name: string }
  | { phase: 'preview'; name: string; file: RosterFileInput; preview: RosterPreview; refused: RosterIssue[] };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // The file being read: a newer pick wins over a preview still on its way.
  const pickSeq = useRef(0);

  useEffect(() => {
    if (open) {
      setState({ phase: 'pick', problem: null });
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
      setState({ phase: 'preview', name: file.name, file: input, preview: data.previewRosterImport, refused: [] });
    } catch (e) {
      if (seq !== pickSeq.current) return;
      setState({ phase: 'pick', problem: errorMessage(e, 'The file could not be read') });
    }
  };

  const confirm = async (mode: RosterImportMode) => {
    if (state.phase !== 'preview') return;
    if (onUse) {
      onUse(state.preview.lines, mode);
      onOpenChange(false);
      return;
    }
    if (!lockerItemId) return;
    setBusyMode(mode);
    try {
      await importRoster({ variables: { lockerItemId, file: state.file, mode } });
      toast.success(`Imported ${plural(state.preview.lines.length, 'line', 'lines')}`);
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

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void pick(e.dataTransfer.files);
  };

  const preview = state.phase === 'preview' ? state.preview : null;
  const issues = state.phase === 'preview' ? (state.refused.length ? state.refused : state.preview.issues) : [];
  const errors = issues.filter((i) => i.severity === 'ERROR');
  const warnings = issues.filter((i) => i.severity === 'WARNING');
  const canImport = preview !== null && errors.length === 0 && preview.lines.length > 0;
  const verb = onUse ? 'lines' : 'roster';

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
        <Button
          variant="secondary"
          disabled={!canImport || (importing && busyMode !== 'APPEND')}
          loading={busyMode === 'APPEND'}
          onClick={() => void confirm('APPEND')}
        >
          Append to {verb}
        </Button>
        <Button
          variant="primary"
          disabled={!canImport || (importing && busyMode !== 'REPLACE')}
          loading={busyMode === 'REPLACE'}
          onClick={() => void confirm('REPLACE')}
        >
          Replace {verb}
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
        <div
          className={`roster-drop${dragging ? ' roster-drop--active' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="roster-drop"
        >
          <IconUpload size={28} />
          <p className="roster-drop__title">Drop a roster file here</p>
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            Choose file
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={ROSTER_FILE_ACCEPT}
            className="visually-hidden"
            aria-label="Roster file"
            aria-describedby={hintId}
            tabIndex={-1}
            onChange={(e) => {
              void pick(e.target.files);
              e.target.value = '';
            }}
          />
          <p className="field__hint" id={hintId}>
            .csv or .xlsx, up to 512 KiB and 500 rows. Headers such as Player Name, Jersey #, Size and Qty are
            recognised; quantity is 1 when left empty.
          </p>
          {state.problem ? (
            <p className="field__error" role="alert">
              {state.problem}
            </p>
          ) : null}
        </div>
      ) : null}

      {state.phase === 'reading' ? (
        <div className="roster-import__reading" role="status">
          <Spinner size={18} />
          Reading {state.name}…
        </div>
      ) : null}

      {state.phase === 'preview' && preview ? (
        <div className="roster-import">
          <p className="roster-import__summary" role="status">
            <strong>{state.name}</strong>
            <span>{plural(preview.rowCount, 'row', 'rows')}</span>
            <span>{plural(preview.lines.length, 'line', 'lines')} ready</span>
            {errors.length ? (
              <span className="badge badge--danger">{plural(errors.length, 'error', 'errors')}</span>
            ) : null}
            {warnings.length ? (
              <span className="badge badge--warning">{plural(warnings.length, 'warning', 'warnings')}</span>
            ) : null}
          </p>
          {errors.length ? (
            <div className="roster-import__blocked" role="alert">
              <IconAlert size={16} />
              <p>
                {state.refused.length ? 'The import was refused: ' : ''}
                Fix the rows with errors in the file and choose it again. Nothing is imported while a row has an error.
              </p>
            </div>
          ) : preview.lines.length === 0 ? (
            <div className="roster-import__blocked" role="alert">
              <IconAlert size={16} />
              <p>The file has no roster rows under its header.</p>
            </div>
          ) : null}
          {issues.length ? (
            <ul className="roster-issues" aria-label="Problems in the file">
              {issues.map((issue, i) => (
                <li
                  key={`${issue.row}-${issue.column}-${i}`}
                  className={`roster-issue roster-issue--${issue.severity}`}
                >
                  <span className={`badge ${issue.severity === 'ERROR' ? 'badge--danger' : 'badge--warning'}`}>
                    {issue.severity === 'ERROR' ? 'Error' : 'Warning'}
                  </span>
                  <span className="roster-issue__place">{issuePlace(issue)}</span>
                  <span className="roster-issue__message">{issue.message}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {preview.lines.length ? (
            <TableScroll label="Lines the file gives" className="roster-import__lines">
              <table className="table">
                <caption className="visually-hidden">Lines the file gives</caption>
                <thead>
                  <tr>
                    <th scope="col">Player name</th>
                    <th scope="col">Number</th>
                    <th scope="col">Size</th>
                    <th scope="col" className="num">
                      Qty
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.lines.map((l, i) => (
                    <tr key={i}>
                      <td>{l.playerName ?? <span className="muted">—</span>}</td>
                      <td>{l.playerNumber ?? <span className="muted">—</span>}</td>
                      <td>{l.size}</td>
                      <td className="num">{l.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
