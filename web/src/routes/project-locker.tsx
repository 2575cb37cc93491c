/**
 * The locker page of a project, snapsheet, playbook or showroom (L1, L3, L4; the route sets the
 * type, P1).
 * - A visitor sees their own locker only (`project.locker`, found by the browser's visitor
 *   key): every item with its snapshots (polled while rendering), decorations, size lines and
 *   prices, the total, 'Request a quote', and an empty state. Removing an item asks first.
 * - In dealer mode (the project's dealer, or a passcode session of this project) the page lists
 *   every locker of the project (`project.lockers`), one section each with its code, state and
 *   totals, so the dealer sees all their customers' lockers. Customers' lockers are read-only
 *   here; the dealer's own locker is theirs to change.
 * - 'Open my locker' (a visitor): opens a locker by its code, started on another device, and the
 *   email's link (`?open=<code>`) does so on arrival.
 * A locked locker (a quote of it is pending, or the project is closed) says why and hides Edit /
 * Remove; an edit the server refuses (FORBIDDEN) shows an error toast and reloads.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { projectKindOf } from '@tas/rules';
import { graphql } from '../gql';
import type { ProjectLockerQuery } from '../gql/graphql';
import { errorCode, errorMessage } from '../lib/errors';
import { usePollWhile } from '../lib/use-poll-while';
import { LOCKED_MESSAGE, LockedNote, lockReason } from '../modules/locker/LockedNote';
import { LockerView } from '../modules/locker/LockerView';
import { OpenLockerForm, OpenLockerFromLink } from '../modules/locker/OpenLocker';
import { ProjectLockers } from '../modules/locker/ProjectLockers';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute, useRouteDealerMode } from '../modules/project/use-project-route';
import { ShowroomNotFound } from '../modules/showroom/ShowroomNotFound';
import { RequestQuoteDialog } from '../modules/quotes/RequestQuoteDialog';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconLocker } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import '../styles/locker.css';
import { MAIN_ID } from '../ui/focus';
import { lockerItemEditHref } from '../modules/customizer/use-save-to-locker-item';

// One document for every type (`project(ref)`), the fields inline: the query cost limit
// (gateway graphql-limits) weighs every level, a fragment spread included, and every locker of a
// project is a dear selection.
const ProjectLockerDocument = graphql(`
  query ProjectLocker($ref: ProjectRefInput!) {
    project(ref: $ref) {
      id
      canEdit
      lockerCode
      ...ProjectHeader_project
      status
      locker {
        code
        canRequestQuote
        locked
        ...LockerView_locker
      }
      lockers {
        ...ProjectLockers_locker
      }
    }
  }
`);

const RemoveLockerItemDocument = graphql(`
  mutation RemoveLockerItem($id: ID!) {
    removeLockerItem(id: $id) {
      code
      ...LockerView_locker
    }
  }
`);

type Locker = NonNullable<NonNullable<ProjectLockerQuery['project']>['locker']>;
type Item = Locker['items'][number];

export function Component() {
  const { type, namedByDealerCode, dealerCode, projectId, ref, paths } = useProjectRoute();
  const query = useQuery(ProjectLockerDocument, { variables: { ref }, fetchPolicy: 'cache-and-network' });
  const { data, error, refetch } = query;
  const project = data?.project;
  const { dealerMode } = useRouteDealerMode(project);
  const nouns = projectKindOf(type);
  const locker = project?.locker;
  const lockers = project?.lockers ?? [];
  usePollWhile(
    anyPending(
      [locker, ...lockers].flatMap((l) => l?.items.flatMap((i) => [i.configuration.front, i.configuration.back]) ?? []),
    ),
    query,
    2000,
  );
  const [removeItem] = useMutation(RemoveLockerItemDocument);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const locked = lockReason(project?.status, locker?.locked);

  const remove = async (item: Item) => {
    setRemovingId(item.id);
    try {
      await removeItem({ variables: { id: item.id } });
      toast.success('Item removed');
      setConfirming(null);
    } catch (e) {
      setConfirming(null);
      if (errorCode(e) === 'FORBIDDEN') {
        // Locked meanwhile (e.g. a quote was requested in another tab): say so and show it read-only.
        toast.error(LOCKED_MESSAGE);
        void refetch();
      } else toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setRemovingId(null);
    }
  };

  /** Removal asks first (L1): the item to remove is held until confirmed or cancelled. */
  const askRemove = (itemId: string) => {
    const item = [locker, ...lockers].flatMap((l) => l?.items ?? []).find((i) => i.id === itemId);
    if (item) setConfirming(item);
  };

  const quoteAction =
    locker && locker.canRequestQuote && !locked ? (
      <div className="locker-quote">
        <Button variant="primary" className="btn--block" onClick={() => setQuoteOpen(true)}>
          Request a quote
        </Button>
      </div>
    ) : null;

  if (namedByDealerCode && data && !project) return <ShowroomNotFound dealerCode={dealerCode} />;

  let body;
  if (error && !data) {
    body = <ErrorState title="Could not load the locker" onRetry={() => void refetch()} />;
  } else if (!data) {
    body = (
      <div className="locker">
        <div className="locker__items">
          <Skeleton height={260} />
          <Skeleton height={260} />
        </div>
        <Skeleton height={180} />
      </div>
    );
  } else if (!project) {
    body = <EmptyState title={`${nouns.noun} not found`} />;
  } else if (dealerMode) {
    body = (
      <ProjectLockers
        lockers={lockers}
        ownCode={locker?.code ?? null}
        projectStatus={project.status}
        browseHref={paths.browse}
        productHref={(styleId, shortId, itemId) => lockerItemEditHref(paths.product(styleId, shortId), itemId)}
        onRemove={askRemove}
        removingId={removingId}
        ownSummaryAction={quoteAction}
        projectNoun={nouns.one}
      />
    );
  } else if (!locker || locker.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconLocker size={22} />}
        title="Your locker is empty"
        action={
          <Button variant="primary" asChild>
            <Link to={paths.browse}>Browse products</Link>
          </Button>
        }
      >
        Customise a product and add it to your locker with its sizes and roster.
      </EmptyState>
    );
  } else {
    body = (
      <>
        {locked ? <LockedNote reason={locked} /> : null}
        <LockerView
          locker={locker}
          productHref={(styleId, shortId, itemId) => lockerItemEditHref(paths.product(styleId, shortId), itemId)}
          onRemove={askRemove}
          removingId={removingId}
          readOnly={locked !== null}
          summaryAction={quoteAction}
        />
      </>
    );
  }

  return (
    <div className="project">
      <ProjectHeader project={project} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
      <main id={MAIN_ID} className="project__main">
        <div className="page-header">
          <div className="page-header__text">
            <h1>{dealerMode ? 'Lockers' : 'Locker'}</h1>
            <p className="page-header__description">
              {dealerMode
                ? `Every locker of this ${nouns.one}: each customer who adds products gets their own.`
                : 'Your configured products, sizes and prices.'}
            </p>
          </div>
        </div>
        <OpenLockerFromLink onOpened={() => void refetch()} />
        {body}
        {data && project && !dealerMode ? <OpenLockerForm onOpened={() => void refetch()} /> : null}
      </main>
      {locker ? (
        <RequestQuoteDialog
          open={quoteOpen}
          onOpenChange={setQuoteOpen}
          lockerCode={locker.code}
          productionDays={Math.max(0, ...locker.items.map((i) => i.product.productionDays))}
          onRequested={() => void refetch()}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && removingId === null) setConfirming(null);
        }}
        title="Remove this item?"
        confirmLabel="Remove item"
        busy={confirming !== null && removingId === confirming.id}
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
      >
        <p>
          <strong>{confirming?.product.name}</strong>
          {confirming ? ` (${garments(confirming.quantity)})` : ''} leaves the locker with its sizes and players.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function garments(n: number): string {
  return n === 1 ? '1 garment' : `${n} garments`;
}
