/**
 * The dealer's close of a store: its minimums (name, items, pieces) and what happens to one not
 * reached (produce anyway, refund, extend once by N days, the team buys the rest), where the
 * store is on its way (open, closed, minimums decided, packed) per round, and the moves of the
 * close: close now (confirmed first), reopen a closed store until a new hard close, open a
 * second round after processing, mark a round packed. The gateway refuses what the state does
 * not allow (CONFLICT) and names the field of bad input.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { Store_CloseFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/Field';
import { fromZonedInput } from './store-time';
import { StoreRounds } from './StoreRounds';
import { MinimumsEditor } from './StoreMinimumsEditor';
import '../../styles/store-close.css';

graphql(`
  fragment Store_close on Store {
    id
    state
    timezone
    round
    hardCloseAt
    advertisedCloseAt
    minimumOutcome
    extendDays
    items {
      id
      name
    }
    minimums {
      id
      name
      itemIds
      pieces
      ordered
    }
    rounds {
      round
      hardCloseAt
      closedAt
      extendedAt
      decidedAt
      packedAt
      decision {
        name
        pieces
        ordered
        outcome
        teamPieces {
          itemId
          size
          quantity
        }
      }
    }
  }
`);

export const StoreCloseDocument = graphql(`
  query StoreClose($ref: ProjectRefInput!) {
    project(ref: $ref) {
      __typename
      id
      ... on Store {
        ...Store_close
      }
    }
  }
`);

const CloseStoreNowDocument = graphql(`
  mutation CloseStoreNow($storeId: ID!) {
    closeStoreNow(storeId: $storeId) {
      ...Store_close
    }
  }
`);

const ReopenStoreDocument = graphql(`
  mutation ReopenStore($storeId: ID!, $hardCloseAt: DateTime!) {
    reopenStore(storeId: $storeId, hardCloseAt: $hardCloseAt) {
      ...Store_close
    }
  }
`);

const OpenStoreRoundDocument = graphql(`
  mutation OpenStoreRound($storeId: ID!, $hardCloseAt: DateTime!, $advertisedCloseAt: DateTime!) {
    openStoreRound(storeId: $storeId, hardCloseAt: $hardCloseAt, advertisedCloseAt: $advertisedCloseAt) {
      ...Store_close
    }
  }
`);

const MarkStorePackedDocument = graphql(`
  mutation MarkStorePacked($storeId: ID!, $round: Int!) {
    markStorePacked(storeId: $storeId, round: $round) {
      ...Store_close
    }
  }
`);

type CloseStore = Store_CloseFragment;

/** The dealer's close panel of store `storeId` (public id) of dealer `dealerCode`. */
export function StoreClose({ storeId, dealerCode }: { storeId: string; dealerCode: string }) {
  const query = useQuery(StoreCloseDocument, {
    variables: { ref: { type: 'STORE', dealerCode, id: storeId } },
  });
  const project = query.data?.project;
  if (!project || project.__typename !== 'Store') return null;
  const store: CloseStore = project;
  return <StoreClosePanel key={`${store.id}-${store.round}`} store={store} />;
}

function StoreClosePanel({ store }: { store: CloseStore }) {
  const editable = ['DRAFT', 'SCHEDULED', 'OPEN'].includes(store.state);
  return (
    <section className="card store-close" aria-labelledby="store-close-title">
      <h2 id="store-close-title">Close and minimums</h2>
      <StoreRounds store={store} />
      {editable ? <MinimumsEditor store={store} /> : null}
      <CloseActions store={store} />
    </section>
  );
}

function CloseActions({ store }: { store: CloseStore }) {
  const [confirmClose, setConfirmClose] = useState(false);
  const [hard, setHard] = useState('');
  const [advertised, setAdvertised] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [closeNow, closing] = useMutation(CloseStoreNowDocument);
  const [reopen, reopening] = useMutation(ReopenStoreDocument);
  const [openRound, openingRound] = useMutation(OpenStoreRoundDocument);
  const [pack, packing] = useMutation(MarkStorePackedDocument);
  const refused = (fallback: string) => (e: unknown) => {
    const fields = fieldErrors(e);
    if (Object.keys(fields).length) setErrors(fields);
    else toast.error(errorMessage(e, fallback));
  };
  const current = store.rounds.find((r) => r.round === store.round);
  const processed = store.state === 'PROCESSING' || store.state === 'COMPLETE';
  const hardAt = () => {
    const at = fromZonedInput(hard, store.timezone);
    if (!at) setErrors({ hardCloseAt: 'Enter a date and time' });
    return at;
  };
  return (
    <div className="store-close">
      {store.state === 'OPEN' ? (
        <div className="store-close__row">
          <Button variant="danger" onClick={() => setConfirmClose(true)}>
            Close now
          </Button>
        </div>
      ) : null}
      {store.state === 'CLOSED' || processed ? (
        <div className="store-close__row">
          <TextField
            label={store.state === 'CLOSED' ? 'Reopen until (hard close)' : 'Second round hard close'}
            hint={`Times in ${store.timezone}`}
            type="datetime-local"
            value={hard}
            error={errors.hardCloseAt}
            onChange={(e) => setHard(e.target.value)}
          />
          {processed ? (
            <TextField
              label="Second round advertised close"
              type="datetime-local"
              value={advertised}
              error={errors.advertisedCloseAt}
              onChange={(e) => setAdvertised(e.target.value)}
            />
          ) : null}
          {store.state === 'CLOSED' ? (
            <Button
              loading={reopening.loading}
              onClick={() => {
                const hardCloseAt = hardAt();
                if (hardCloseAt)
                  void reopen({ variables: { storeId: store.id, hardCloseAt } })
                    .then(() => toast.success('Store reopened'))
                    .catch(refused('The store could not be reopened'));
              }}
            >
              Reopen
            </Button>
          ) : (
            <Button
              loading={openingRound.loading}
              onClick={() => {
                const hardCloseAt = hardAt();
                const advertisedCloseAt = fromZonedInput(advertised, store.timezone);
                if (!advertisedCloseAt) setErrors((e) => ({ ...e, advertisedCloseAt: 'Enter a date and time' }));
                if (hardCloseAt && advertisedCloseAt)
                  void openRound({ variables: { storeId: store.id, hardCloseAt, advertisedCloseAt } })
                    .then(() => toast.success(`Round ${store.round + 1} open`))
                    .catch(refused('The round could not be opened'));
              }}
            >
              Open a second round
            </Button>
          )}
        </div>
      ) : null}
      {current?.decidedAt && !current.packedAt ? (
        <div className="store-close__row">
          <Button
            loading={packing.loading}
            onClick={() =>
              void pack({ variables: { storeId: store.id, round: store.round } })
                .then(() => toast.success(`Round ${store.round} packed`))
                .catch(refused('The round could not be marked packed'))
            }
          >
            Mark round {store.round} packed
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Close this store now?"
        confirmLabel="Close now"
        busy={closing.loading}
        onConfirm={() =>
          void closeNow({ variables: { storeId: store.id } })
            .then(({ data }) => {
              // EXTEND with a minimum not reached: the close moved instead, once.
              if (data?.closeStoreNow.state === 'OPEN')
                toast.success(`A minimum is not reached: the store stays open ${store.extendDays} more days`);
              else toast.success('Store closed');
              setConfirmClose(false);
            })
            .catch(refused('The store could not be closed'))
        }
      >
        <p>
          Buyers can no longer order. The minimums are decided now and the production order is made (with the extend
          outcome, a minimum not reached moves the close instead, once).
        </p>
      </ConfirmDialog>
    </div>
  );
}
