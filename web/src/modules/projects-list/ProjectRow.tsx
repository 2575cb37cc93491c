/**
 * One row of My Playbooks / My Snapsheets (D7): the project's thumbnail (its snapshot, or a
 * placeholder in its team colours), title, customer, status with who may open it (A5, P4), last
 * change and its actions (open, duplicate, archive or restore). A table row on wide screens, a
 * card on phones (projects-list.css).
 */
import { Link } from 'react-router';
import type { ProjectsList_PlaybookFragment, ProjectsList_SnapsheetFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { projectPaths } from '../../lib/urls';
import { openQuotesLabel, relativeTime, STATUS_LABELS, statusTone, VISIBILITY_LABELS } from './project-status';

/** A project as the lists read it (one fragment per concrete type). */
export type ListedProject = ProjectsList_SnapsheetFragment | ProjectsList_PlaybookFragment;

/** A project's thumbnail: its rendered snapshot, or a placeholder in its team colours. */
function Thumbnail({ project }: { project: ListedProject }) {
  const url = project.thumbnail?.status === 'READY' ? project.thumbnail.url : null;
  if (url) return <img className="project-thumb" src={url} alt="" loading="lazy" width={470} height={588} />;
  const [c1, c2, c3] = project.colors.map((c) => c.hex);
  return (
    <span
      className="project-thumb project-thumb--placeholder"
      aria-hidden="true"
      data-pending={project.thumbnail?.status === 'PENDING' || undefined}
      style={{
        background: `linear-gradient(135deg, ${c1 ?? '#cbd5e1'} 0 55%, ${c2 ?? '#94a3b8'} 55% 78%, ${c3 ?? '#e2e8f0'} 78%)`,
      }}
    >
      <span>{(project.teamName || project.title).slice(0, 1).toUpperCase()}</span>
    </span>
  );
}

/** One project of a list (D7): thumbnail, title and team, customer, status and visibility, last change, actions. */
export function ProjectRow({
  project,
  busy,
  onDuplicate,
  onArchive,
  onRestore,
}: {
  project: ListedProject;
  busy: 'duplicate' | 'archive' | 'restore' | null;
  onDuplicate: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const archived = project.status === 'ARCHIVED';
  const tone = statusTone(project.status);
  const quotes = openQuotesLabel(project.openQuoteCount);
  const href = projectPaths(project.type, project.dealerCode, project.id).home;
  return (
    <tr className="projects-list__row">
      <td className="projects-list__thumb-cell">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Thumbnail project={project} />
        </Link>
      </td>
      <td className="projects-list__title-cell">
        <Link to={href} className="projects-list__title">
          {project.title}
        </Link>
        {project.teamName !== project.title ? <div className="cell-sub">{project.teamName}</div> : null}
      </td>
      <td className="projects-list__customer" data-label="Customer">
        {project.customer?.name ?? <span className="muted">No customer</span>}
      </td>
      <td className="projects-list__status-cell">
        <span className={`badge${tone ? ` badge--${tone}` : ''}`}>{STATUS_LABELS[project.status]}</span>
        {quotes ? (
          <Link to="/dashboard/quotes" className="badge badge--warning projects-list__quotes" data-testid="open-quotes">
            {quotes}
          </Link>
        ) : null}
        <div className="cell-sub projects-list__visibility">{VISIBILITY_LABELS[project.visibility]}</div>
      </td>
      <td className="projects-list__updated muted">
        <time dateTime={project.updatedAt} title={new Date(project.updatedAt).toLocaleString()}>
          {relativeTime(project.updatedAt)}
        </time>
      </td>
      <td className="projects-list__actions">
        <div className="row-actions">
          <Button size="sm" variant="ghost" asChild>
            <Link to={href} aria-label={`Open ${project.title}`}>
              Open
            </Link>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDuplicate}
            loading={busy === 'duplicate'}
            disabled={busy !== null}
            aria-label={`Duplicate ${project.title}`}
          >
            Duplicate
          </Button>
          {archived ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={onRestore}
              loading={busy === 'restore'}
              disabled={busy !== null}
              aria-label={`Restore ${project.title}`}
            >
              Restore
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onClick={onArchive}
              loading={busy === 'archive'}
              disabled={busy !== null}
              aria-label={`Archive ${project.title}`}
            >
              Archive
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
