/**
 * The locker preview modal (L1; original section 2, Modals: locker preview), opened from the
 * project header's locker button on every project route: the caller's locker at a glance (each
 * item's front snapshot, name, garments and line total; the locker total) with links to the
 * locker and the roster. Generic over the project type: it reads the locker by its code.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { formatCents } from '../../lib/money';
import { usePollWhile } from '../../lib/use-poll-while';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { IconLocker } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { SnapshotImage, anyPending } from '../snapshots/SnapshotImage';
import './locker-preview.css';

const LockerPreviewDocument = graphql(`
  query LockerPreview($code: String!) {
    locker(code: $code) {
      code
      totalCents
      quantity
      items {
        id
        quantity
        lineTotalCents
        product {
          styleId
          name
        }
        configuration {
          shortId
          front: snapshot(view: FRONT) {
            ...SnapshotImage_snapshot
          }
        }
      }
    }
  }
`);

function garments(n: number): string {
  return `${n} ${n === 1 ? 'garment' : 'garments'}`;
}

/**
 * The header's locker button: the number of items of the caller's locker, opening the preview.
 * `lockerCode` null: the caller has no locker of this project yet (the preview says so).
 */
export function LockerPreviewButton({
  lockerCode,
  itemCount,
  lockerHref,
  rosterHref,
  browseHref,
}: {
  lockerCode: string | null;
  itemCount: number;
  lockerHref: string;
  rosterHref: string;
  browseHref: string;
}) {
  const [open, setOpen] = useState(false);
  const label = `Locker preview, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <>
      <button
        type="button"
        className="locker-button"
        aria-label={label}
        title="Locker preview"
        onClick={() => setOpen(true)}
      >
        <IconLocker size={18} />
        {itemCount > 0 ? (
          <span className="locker-button__count" aria-hidden="true">
            {itemCount}
          </span>
        ) : null}
      </button>
      <LockerPreviewDialog
        open={open}
        onOpenChange={setOpen}
        lockerCode={lockerCode}
        lockerHref={lockerHref}
        rosterHref={rosterHref}
        browseHref={browseHref}
      />
    </>
  );
}

export function LockerPreviewDialog({
  open,
  onOpenChange,
  lockerCode,
  lockerHref,
  rosterHref,
  browseHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lockerCode: string | null;
  lockerHref: string;
  rosterHref: string;
  browseHref: string;
}) {
  const query = useQuery(LockerPreviewDocument, {
    variables: { code: lockerCode ?? '' },
    skip: !open || !lockerCode,
    fetchPolicy: 'cache-and-network',
  });
  const { data, error, refetch } = query;
  const locker = data?.locker;
  usePollWhile(open && anyPending(locker?.items.map((i) => i.configuration.front) ?? []), query, 2000);
  const close = () => onOpenChange(false);

  let body;
  if (lockerCode && error && !data) {
    body = <ErrorState title="Could not load the locker" onRetry={() => void refetch()} />;
  } else if (lockerCode && !data) {
    body = (
      <div className="locker-preview__items" aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  } else if (!locker || locker.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconLocker size={22} />}
        title="Your locker is empty"
        action={
          <Button variant="primary" asChild>
            <Link to={browseHref} onClick={close}>
              Browse products
            </Link>
          </Button>
        }
      >
        Customise a product and add it with its sizes and roster.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="locker-preview__items" aria-label="Items in the locker">
          {locker.items.map((item) => (
            <li key={item.id} className="locker-preview__item">
              <SnapshotImage
                snapshot={item.configuration.front}
                alt={item.product.name}
                className="locker-preview__snapshot"
              />
              <div className="locker-preview__text">
                <p className="locker-preview__name">{item.product.name}</p>
                <p className="muted locker-preview__meta">
                  <span className="mono">{item.product.styleId}</span> · {garments(item.quantity)}
                </p>
              </div>
              <span className="locker-preview__price tabular">{formatCents(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="locker-preview__total">
          <dt>
            Total <span className="muted">· {garments(locker.quantity)}</span>
          </dt>
          <dd className="tabular">{formatCents(locker.totalCents)}</dd>
        </dl>
      </>
    );
  }

  const hasItems = Boolean(locker && locker.items.length > 0);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your locker"
      size="md"
      footer={
        hasItems ? (
          <>
            <Button variant="ghost" asChild>
              <Link to={rosterHref} onClick={close}>
                Roster
              </Link>
            </Button>
            <Button variant="primary" asChild>
              <Link to={lockerHref} onClick={close}>
                <IconLocker size={16} />
                Open the locker
              </Link>
            </Button>
          </>
        ) : undefined
      }
    >
      {body}
    </Dialog>
  );
}
