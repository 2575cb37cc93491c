/**
 * The roster import's preview (L2): the file's counts, what blocks the import, every issue by
 * row, and the file's rows with the cells in error open for a fix.
 */
import type { RosterIssue } from '../../gql/graphql';
import { IconAlert } from '../../ui/icons';
import { plural, rowList, type EditableRow, type RosterCell } from './roster-fixes';
import type { RosterPreview } from './roster-import-documents';
import { issuePlace } from './roster-upload';
import { RosterFileRows } from './RosterFileRows';

export function RosterFilePreview({
  name,
  preview,
  rows,
  refused,
  issues,
  errors,
  warnings,
  leftOut,
  errorCells,
  onEdit,
}: {
  name: string;
  preview: RosterPreview;
  /** The rows as the user sees them (fixes included), file order. */
  rows: readonly EditableRow[];
  /** The import was refused: the issues are the refusal's. */
  refused: boolean;
  issues: readonly RosterIssue[];
  errors: readonly RosterIssue[];
  warnings: readonly RosterIssue[];
  /** Rows in error, left out of an import. */
  leftOut: readonly number[];
  /** The cells of a row the user may fix, with their messages. */
  errorCells: ReadonlyMap<number, ReadonlyMap<RosterCell, string>>;
  onEdit: (row: number, cell: RosterCell, value: string) => void;
}) {
  return (
    <div className="roster-import">
      <p className="roster-import__summary" role="status">
        <strong>{name}</strong>
        <span>{plural(preview.rowCount, 'row', 'rows')}</span>
        <span>{plural(preview.lines.length, 'line', 'lines')} ready</span>
        {errors.length ? <span className="badge badge--danger">{plural(errors.length, 'error', 'errors')}</span> : null}
        {warnings.length ? (
          <span className="badge badge--warning">{plural(warnings.length, 'warning', 'warnings')}</span>
        ) : null}
      </p>
      {errors.length ? (
        <div className="roster-import__blocked" role="alert">
          <IconAlert size={16} />
          <p>
            {refused ? 'The import was refused: ' : ''}
            Fix the marked cells below and choose Check fixes, or import the rest: {rowList(leftOut)}{' '}
            {leftOut.length === 1 ? 'is' : 'are'} left out.
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
            <li key={`${issue.row}-${issue.column}-${i}`} className={`roster-issue roster-issue--${issue.severity}`}>
              <span className={`badge ${issue.severity === 'ERROR' ? 'badge--danger' : 'badge--warning'}`}>
                {issue.severity === 'ERROR' ? 'Error' : 'Warning'}
              </span>
              <span className="roster-issue__place">{issuePlace(issue)}</span>
              <span className="roster-issue__message">{issue.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length ? (
        <RosterFileRows rows={rows} sizes={preview.sizes} errorCells={errorCells} onEdit={onEdit} />
      ) : null}
    </div>
  );
}
