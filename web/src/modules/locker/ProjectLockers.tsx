/**
 * Every locker of a project, for its dealer (L1, D9): each customer who adds products has a
 * locker of their own, and the dealer sees them all. An index (code, state, garments, total,
 * with a link to each) leads the page when there is more than one; then one section per locker
 * with its code, whether a quote is pending, and its items and summary. The dealer's own locker
 * comes first and stays editable; customers' lockers are shown read-only.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ProjectLockers_LockerFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { IconLocker } from '../../ui/icons';
import { LockedNote, lockReason, type LockReason } from './LockedNote';
import { LockerView } from './LockerView';
import './project-lockers.css';

export const ProjectLockers_locker = graphql(`
  fragment ProjectLockers_locker on Locker {
    code
    quantity
    totalCents
    locked
    items {
      id
    }
    ...LockerView_locker
  }
`);

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function StateBadges({ own, reason }: { own: boolean; reason: LockReason | null }) {
  return (
    <>
      {own ? <span className="badge badge--accent">Yours</span> : null}
      {reason === 'QUOTE' ? <span className="badge badge--warning">Quote pending</span> : null}
      {reason === 'CLOSED' ? <span className="badge">Locked</span> : null}
    </>
  );
}

export function ProjectLockers({
  lockers,
  ownCode,
  projectStatus,
  browseHref,
  productHref,
  onRemove,
  removingId,
  ownSummaryAction,
  projectNoun = 'snapsheet',
}: {
  lockers: readonly ProjectLockers_LockerFragment[];
  /** The code of the caller's own locker of the project, if any. */
  ownCode: string | null;
  projectStatus: string;
  browseHref: string;
  productHref: (styleId: string, shortId: string, itemId: string) => string;
  onRemove: (itemId: string) => void;
  removingId: string | null;
  /** Shown under the own locker's summary (e.g. 'Request a quote'). */
  ownSummaryAction?: ReactNode;
  /** What the project is called: 'snapsheet' or 'playbook'. */
  projectNoun?: string;
}) {
  if (lockers.length === 0) {
    return (
      <EmptyState
        icon={<IconLocker size={22} />}
        title="No lockers yet"
        action={
          <Button variant="primary" asChild>
            <Link to={browseHref}>Browse products</Link>
          </Button>
        }
      >
        When a customer adds products to this {projectNoun} they get a locker of their own; every locker shows here.
      </EmptyState>
    );
  }
  const sorted = [...lockers.filter((l) => l.code === ownCode), ...lockers.filter((l) => l.code !== ownCode)];
  const garments = lockers.reduce((n, l) => n + l.quantity, 0);
  const total = lockers.reduce((n, l) => n + l.totalCents, 0);

  return (
    <div className="project-lockers">
      {sorted.length > 1 ? (
        <nav className="locker-index card" aria-label={`Lockers of this ${projectNoun}`}>
          <p className="locker-index__summary">
            <strong>{count(lockers.length, 'locker', 'lockers')}</strong>
            <span>{count(garments, 'garment', 'garments')}</span>
            <span className="tabular">{formatCents(total)} in total</span>
          </p>
          <ul className="locker-index__list">
            {sorted.map((l) => (
              <li key={l.code} className="locker-index__row">
                <a href={`#locker-${l.code}`} className="locker-index__code mono">
                  {l.code}
                </a>
                <span className="locker-index__badges">
                  <StateBadges own={l.code === ownCode} reason={lockReason(projectStatus, l.locked)} />
                </span>
                <span className="locker-index__counts muted">
                  {count(l.items.length, 'item', 'items')} · {count(l.quantity, 'garment', 'garments')}
                </span>
                <strong className="locker-index__total tabular">{formatCents(l.totalCents)}</strong>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sorted.map((l) => {
        const own = l.code === ownCode;
        const reason = lockReason(projectStatus, l.locked);
        const titleId = `locker-title-${l.code}`;
        return (
          <section key={l.code} id={`locker-${l.code}`} className="locker-group" aria-labelledby={titleId}>
            <header className="locker-group__header">
              <h2 id={titleId} className="locker-group__title">
                {own ? 'Your locker' : 'Customer locker'} <span className="mono">{l.code}</span>
              </h2>
              <span className="locker-group__badges">
                <StateBadges own={own} reason={reason} />
              </span>
            </header>
            {reason ? <LockedNote reason={reason} /> : null}
            {l.items.length === 0 ? (
              <p className="muted locker-group__empty">This locker is empty.</p>
            ) : (
              <LockerView
                locker={l}
                productHref={productHref}
                onRemove={onRemove}
                removingId={removingId}
                readOnly={!own || reason !== null}
                summaryAction={own && reason === null ? ownSummaryAction : null}
                summaryLabel={`Locker total of ${l.code}`}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
