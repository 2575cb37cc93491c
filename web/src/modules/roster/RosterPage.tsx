/**
 * The roster page's body (L2), for any project type (the route queries its project with
 * `RosterPage_project` and passes it here): every item of the caller's locker with its roster,
 * editable, importable and exportable while the locker may change; in dealer mode every locker
 * of the project, the dealer's own first and editable, customers' read-only (they are theirs).
 * A locked locker (section 4: a quote of it is pending, or the project is closed) says why and is
 * read-only; Export CSV stays.
 */
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { RosterPage_LockerFragment, RosterPage_ProjectFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { IconList } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { LockedNote, lockReason } from '../locker/LockedNote';
import { RosterItem } from './RosterItem';
import './roster.css';

export const RosterPage_locker = graphql(`
  fragment RosterPage_locker on Locker {
    code
    locked
    quantity
    items {
      id
      ...RosterItem_item
    }
  }
`);

export const RosterPage_project = graphql(`
  fragment RosterPage_project on Project {
    id
    teamName
    status
    locker {
      ...RosterPage_locker
    }
    lockers {
      ...RosterPage_locker
    }
  }
`);

function garments(n: number): string {
  return `${n} ${n === 1 ? 'garment' : 'garments'}`;
}

export function RosterPage({
  project,
  loaded,
  error,
  onRetry,
  dealerMode,
  projectNoun,
  browseHref,
}: {
  project: RosterPage_ProjectFragment | null | undefined;
  /** The query answered (with or without a project). */
  loaded: boolean;
  /** The query failed before answering. */
  error: boolean;
  onRetry: () => void;
  dealerMode: boolean;
  /** 'snapsheet', 'playbook', 'showroom'. */
  projectNoun: string;
  /** Where to browse products (the empty state's action). */
  browseHref: string;
}) {
  const own = project?.locker ?? null;
  // A visitor's roster is their own locker's; the dealer's, every locker's (L1), their own first.
  const lockers: RosterPage_LockerFragment[] = dealerMode
    ? [...(own ? [own] : []), ...(project?.lockers ?? []).filter((l) => l.code !== own?.code)]
    : own
      ? [own]
      : [];
  const withItems = lockers.filter((l) => l.items.length > 0);
  const total = withItems.reduce((n, l) => n + l.quantity, 0);

  let body;
  if (error && !loaded) {
    body = <ErrorState title="Could not load the roster" onRetry={onRetry} />;
  } else if (!loaded) {
    body = <Skeleton height={240} />;
  } else if (!project) {
    body = <EmptyState title="Not found">This {projectNoun} does not exist or is not shared.</EmptyState>;
  } else if (withItems.length === 0) {
    body = (
      <EmptyState
        icon={<IconList size={22} />}
        title="No roster yet"
        action={
          <Button asChild>
            <Link to={browseHref}>Browse products</Link>
          </Button>
        }
      >
        Add products to the locker with their sizes and players first.
      </EmptyState>
    );
  } else {
    body = (
      <div className="roster">
        {withItems.map((locker) => {
          const mine = locker.code === own?.code;
          const reason = lockReason(project.status, locker.locked);
          const editable = mine && reason === null;
          const titleId = `roster-locker-${locker.code}`;
          return (
            <section key={locker.code} className="roster-group" aria-labelledby={dealerMode ? titleId : undefined}>
              {dealerMode ? (
                <h2 id={titleId} className="roster-group__title">
                  {mine ? 'Your locker' : 'Customer locker'} <span className="mono">{locker.code}</span>
                  {mine ? <span className="badge badge--accent">Yours</span> : null}
                  {reason === 'QUOTE' ? <span className="badge badge--warning">Quote pending</span> : null}
                </h2>
              ) : null}
              {reason && (mine || !dealerMode) ? <LockedNote reason={reason} /> : null}
              {locker.items.map((item) => (
                <RosterItem
                  key={item.id}
                  item={item}
                  lockerCode={locker.code}
                  teamName={project.teamName}
                  editable={editable}
                  onChanged={onRetry}
                />
              ))}
            </section>
          );
        })}
        <p className="roster-total muted" aria-live="polite">
          Total <strong className="tabular">{garments(total)}</strong>
        </p>
      </div>
    );
  }

  return (
    <>
      <div className="page-header">
        <div className="page-header__text">
          <h1>Roster</h1>
          <p className="page-header__description">
            {dealerMode
              ? `Players and sizes of every item in every locker of this ${projectNoun}.`
              : 'Players and sizes of every item in your locker: edit them, import a CSV or XLSX file, or export them as CSV.'}
          </p>
        </div>
      </div>
      {body}
    </>
  );
}
