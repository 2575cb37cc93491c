/**
 * The locker of a snapsheet (L1, L3): every item with its snapshots (polled while rendering),
 * decorations, size lines and prices, the locker total, item removal and an empty state.
 * Read-only while the project is locked (section 4: a quote was requested, L4): no Edit / Remove,
 * with the reason; an edit the server refuses (FORBIDDEN) shows an error toast and reloads.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import { errorCode, errorMessage } from '../lib/errors';
import { isSessionFor } from '../lib/session';
import { snapsheetPaths } from '../lib/urls';
import { usePollWhile } from '../lib/use-poll-while';
import { useSession } from '../lib/use-session';
import { LOCKED_MESSAGE, LockedNote, isLockedProject } from '../modules/locker/LockedNote';
import { LockerView } from '../modules/locker/LockerView';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { RequestQuoteDialog } from '../modules/quotes/RequestQuoteDialog';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconLocker } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import '../styles/locker.css';

const SnapsheetLockerDocument = graphql(`
  query SnapsheetLocker($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      lockerCode
      ...ProjectHeader_snapsheet
      status
      locker {
        code
        canRequestQuote
        locked
        ...LockerView_locker
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

export function Component() {
  const { dealerCode = '', projectId = '' } = useParams();
  const session = useSession();
  const dealerMode = isSessionFor(session, dealerCode);
  const paths = snapsheetPaths(dealerCode, projectId);
  const query = useQuery(SnapsheetLockerDocument, {
    variables: { dealerCode, id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const { data, error, refetch } = query;
  const snapsheet = data?.snapsheet;
  const locker = snapsheet?.locker;
  usePollWhile(
    anyPending(locker?.items.flatMap((i) => [i.configuration.front, i.configuration.back]) ?? []),
    query,
    2000,
  );
  const [removeItem] = useMutation(RemoveLockerItemDocument);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const locked = isLockedProject(snapsheet?.status, locker?.locked);

  const remove = async (id: string) => {
    setRemovingId(id);
    try {
      await removeItem({ variables: { id } });
      toast.success('Item removed');
    } catch (e) {
      if (errorCode(e) === 'FORBIDDEN') {
        // Locked meanwhile (e.g. a quote was requested in another tab): say so and show it read-only.
        toast.error(LOCKED_MESSAGE);
        void refetch();
      } else toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <div className="project">
      <ProjectHeader snapsheet={snapsheet} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
      <main className="project__main">
        <div className="page-header">
          <div className="page-header__text">
            <h1>Locker</h1>
            <p className="page-header__description">Your configured products, sizes and prices.</p>
          </div>
        </div>
        {error && !data ? (
          <ErrorState title="Could not load the locker" onRetry={() => void refetch()} />
        ) : !data ? (
          <div className="locker">
            <div className="locker__items">
              <Skeleton height={260} />
              <Skeleton height={260} />
            </div>
            <Skeleton height={180} />
          </div>
        ) : !snapsheet ? (
          <EmptyState title="Snapsheet not found" />
        ) : !locker || locker.items.length === 0 ? (
          <EmptyState
            icon={<IconLocker size={22} />}
            title="Your locker is empty"
            action={
              <Button variant="primary" asChild>
                <Link to={paths.home}>Browse products</Link>
              </Button>
            }
          >
            Customise a product and add it to your locker with its sizes and roster.
          </EmptyState>
        ) : (
          <>
            {locked ? <LockedNote status={snapsheet.status} /> : null}
            <LockerView
              locker={locker}
              productHref={(styleId, shortId) => paths.product(styleId, shortId)}
              onRemove={(id) => void remove(id)}
              removingId={removingId}
              readOnly={locked}
              summaryAction={
                locker.canRequestQuote && !locked ? (
                  <div className="locker-quote">
                    <Button variant="primary" className="btn--block" onClick={() => setQuoteOpen(true)}>
                      Request a quote
                    </Button>
                  </div>
                ) : null
              }
            />
          </>
        )}
      </main>
      {locker ? (
        <RequestQuoteDialog
          open={quoteOpen}
          onOpenChange={setQuoteOpen}
          lockerCode={locker.code}
          onRequested={() => void refetch()}
        />
      ) : null}
    </div>
  );
}
