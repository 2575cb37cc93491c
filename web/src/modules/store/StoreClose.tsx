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
import type { Store_CloseFragment, StoreMinimumOutcome } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/Field';
import { SelectField } from '../../ui/Select';
import { fromZonedInput } from './store-time';
import { StoreRounds } from './StoreRounds';
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

const SetStoreMinimumsDocument = graphql(`
  mutation SetStoreMinimums(
    $storeId: ID!
    $minimums: [StoreMinimumInput!]!
    $outcome: StoreMinimumOutcome!
    $extendDays: Int
  ) {
    setStoreMinimums(storeId: $storeId, minimums: $minimums, outcome: $outcome, extendDays: $extendDays) {
      ...Store_close
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

const OUTCOMES: { value: StoreMinimumOutcome; label: string }[] = [
  { value: 'PRODUCE', label: 'Produce anyway (you pay the difference)' },
  { value: 'REFUND', label: 'Refund those lines' },
  { value: 'EXTEND', label: 'Extend the store once' },
  { value: 'TEAM_BUYS', label: 'The team buys the rest' },
];

interface MinimumDraft {
  key: number;
  name: string;
  itemIds: string[];
  pieces: string;
}

type CloseStore = Store_CloseFragment;

let drafts = 0;

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

function MinimumsEditor({ store }: { store: CloseStore }) {
  const [rows, setRows] = useState<MinimumDraft[]>(() =>
    store.minimums.map((m) => ({ key: ++drafts, name: m.name, itemIds: m.itemIds, pieces: String(m.pieces) })),
  );
  const [outcome, setOutcome] = useState<StoreMinimumOutcome>(store.minimumOutcome);
  const [extendDays, setExtendDays] = useState(String(store.extendDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation(SetStoreMinimumsDocument);
  const change = (key: number, patch: Partial<MinimumDraft>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const submit = () => {
    setErrors({});
    void save({
      variables: {
        storeId: store.id,
        minimums: rows.map((r) => ({ name: r.name, itemIds: r.itemIds, pieces: Number(r.pieces) || 0 })),
        outcome,
        extendDays: Number(extendDays) || 0,
      },
    })
      .then(() => toast.success('Minimums saved'))
      .catch((e: unknown) => {
        const fields = fieldErrors(e);
        if (Object.keys(fields).length) setErrors(fields);
        else toast.error(errorMessage(e, 'The minimums could not be saved'));
      });
  };
  const progress = (i: number) => {
    const saved = store.minimums[i];
    return saved ? `${saved.ordered} of ${saved.pieces} ordered` : undefined;
  };
  return (
    <form
      className="store-close"
      aria-label="Minimums"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {rows.map((row, i) => (
        <div key={row.key} className="store-close__minimum">
          <TextField
            label={`Minimum ${i + 1} name`}
            value={row.name}
            hint={progress(i)}
            error={errors[`minimums.${i}.name`]}
            onChange={(e) => change(row.key, { name: e.target.value })}
          />
          <TextField
            label="Pieces"
            type="number"
            min={1}
            inputMode="numeric"
            value={row.pieces}
            error={errors[`minimums.${i}.pieces`]}
            onChange={(e) => change(row.key, { pieces: e.target.value })}
          />
          <Button
            variant="ghost"
            aria-label={`Remove minimum ${i + 1}`}
            onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
          <fieldset className="store-close__items">
            <legend>Items it counts</legend>
            {store.items.map((item) => (
              <label key={item.id} className="row">
                <input
                  type="checkbox"
                  checked={row.itemIds.includes(item.id)}
                  onChange={(e) =>
                    change(row.key, {
                      itemIds: e.target.checked
                        ? [...row.itemIds, item.id]
                        : row.itemIds.filter((id) => id !== item.id),
                    })
                  }
                />{' '}
                {item.name}
              </label>
            ))}
            {errors[`minimums.${i}.itemIds`] ? (
              <p className="field__error" role="alert">
                {errors[`minimums.${i}.itemIds`]}
              </p>
            ) : null}
          </fieldset>
        </div>
      ))}
      <div className="store-close__row">
        <Button
          variant="secondary"
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                key: ++drafts,
                name: store.items[0]?.name ?? '',
                itemIds: store.items[0] ? [store.items[0].id] : [],
                pieces: '12',
              },
            ])
          }
        >
          Add a minimum
        </Button>
      </div>
      <div className="store-close__row">
        <SelectField
          id={`store-outcome-${store.id}`}
          label="When a minimum is not reached"
          value={outcome}
          onValueChange={(v) => setOutcome(v as StoreMinimumOutcome)}
          options={OUTCOMES}
          error={errors.outcome}
        />
        {outcome === 'EXTEND' ? (
          <TextField
            label="Extend by (days)"
            type="number"
            min={1}
            max={30}
            inputMode="numeric"
            value={extendDays}
            error={errors.extendDays}
            onChange={(e) => setExtendDays(e.target.value)}
          />
        ) : null}
      </div>
      {errors.minimums ? (
        <p className="field__error" role="alert">
          {errors.minimums}
        </p>
      ) : null}
      <div className="store-close__row">
        <Button type="submit" variant="primary" loading={saving.loading}>
          Save minimums
        </Button>
      </div>
    </form>
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
