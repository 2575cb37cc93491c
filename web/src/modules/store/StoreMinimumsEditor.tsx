/**
 * The minimums of a store still open (each a name, the items it counts and its pieces, with
 * what was ordered so far) and what happens to one not reached, saved together.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { Store_CloseFragment, StoreMinimumOutcome } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { SelectField } from '../../ui/Select';

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

let drafts = 0;

export function MinimumsEditor({ store }: { store: Store_CloseFragment }) {
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
