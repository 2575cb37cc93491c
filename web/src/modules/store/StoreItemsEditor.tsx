/**
 * The items of a store as its dealer sets them while it is a draft or scheduled: per item its
 * name, the sizes offered (of its style's), the dealer's price and the team's fundraising part
 * (the buyer pays both), required or not, a most-per-buyer, and the name and number rules.
 * Saved at once with `setStoreItems`; the gateway's refusal of a field shows beside it.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_CHARACTER_SETS } from '@tas/garments';
import { useMemo } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import type { Store_DealerFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { IconShirt, IconTrash } from '../../ui/icons';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { SetStoreItemsDocument } from './dealer-store-documents';
import { centsOf, itemsInput, itemsSchema, itemsValues, type ItemsValues } from './store-items-form';

const SET_LABEL = {
  LETTERS: 'Letters',
  DIGITS: 'Digits',
  SPACE: 'Spaces',
  HYPHEN: 'Hyphens',
  APOSTROPHE: 'Apostrophes',
  PERIOD: 'Periods',
} as const;

export function StoreItemsEditor({ store }: { store: Store_DealerFragment }) {
  const editable = store.state === 'DRAFT' || store.state === 'SCHEDULED';
  const form = useForm<ItemsValues>({ resolver: zodResolver(itemsSchema), values: itemsValues(store.items) });
  const { fields, remove } = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const [save, saving] = useMutation(SetStoreItemsDocument);
  const styleSizes = useMemo(
    () => new Map(store.items.map((i) => [i.id, i.configuration.product.sizes])),
    [store.items],
  );
  const byId = useMemo(() => new Map(store.items.map((i) => [i.id, i])), [store.items]);
  const errors = form.formState.errors.items;
  const watched = form.watch('items');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save({ variables: { storeId: store.id, items: itemsInput(values, styleSizes) } });
      toast.success('Items saved');
    } catch (e) {
      const fields = fieldErrors(e);
      let shown = false;
      for (const [field, message] of Object.entries(fields)) {
        const m = /^items\.(\d+)\.(.+)$/.exec(field);
        if (!m) continue;
        const path = m[2] === 'dealerPriceCents' ? 'dealerPrice' : m[2] === 'fundraisingCents' ? 'fundraising' : m[2];
        form.setError(`items.${Number(m[1])}.${path}` as FieldPath<ItemsValues>, { type: 'server', message });
        shown = true;
      }
      if (!shown) toast.error(errorMessage(e, 'The items could not be saved'));
    }
  });

  if (fields.length === 0)
    return (
      <Card title="Items">
        <EmptyState icon={<IconShirt size={22} />} title="No items">
          Open a store from a snapsheet to offer its products.
        </EmptyState>
      </Card>
    );

  return (
    <Card title="Items">
      {!editable ? <p className="muted">Items are fixed once the store is open.</p> : null}
      <form noValidate aria-label="Store items" onSubmit={(e) => void onSubmit(e)}>
        <fieldset disabled={!editable} className="store-items-editor">
          {fields.map((f, n) => {
            const item = byId.get(f.id);
            const e = errors?.[n];
            const v = watched[n];
            const buyerCents = (centsOf(v?.dealerPrice ?? '') ?? 0) + (centsOf(v?.fundraising ?? '') ?? 0);
            return (
              <section key={f.key} className="store-item-edit" aria-label={v?.name || `Item ${n + 1}`}>
                <div className="store-item-edit__picture">
                  {item ? <SnapshotImage snapshot={item.configuration.snapshot} alt={item.name} /> : null}
                </div>
                <div className="store-item-edit__fields form-grid">
                  <TextField label="Name" error={e?.name?.message} {...form.register(`items.${n}.name`)} />
                  <p className="store-item-edit__price">
                    Buyer pays <strong>{formatCents(buyerCents)}</strong>
                  </p>
                  <TextField
                    label="Dealer price ($)"
                    inputMode="decimal"
                    error={e?.dealerPrice?.message}
                    {...form.register(`items.${n}.dealerPrice`)}
                  />
                  <TextField
                    label="Fundraising ($)"
                    inputMode="decimal"
                    hint="Goes to the team"
                    error={e?.fundraising?.message}
                    {...form.register(`items.${n}.fundraising`)}
                  />
                  <fieldset className={['field span-2', e?.sizes ? 'field--invalid' : ''].join(' ')}>
                    <legend className="field__label">Sizes offered</legend>
                    <div className="store-checks">
                      {(item?.configuration.product.sizes ?? f.sizes).map((s) => (
                        <label key={s} className="checkbox">
                          <input type="checkbox" value={s} {...form.register(`items.${n}.sizes`)} />
                          <span>{s}</span>
                        </label>
                      ))}
                    </div>
                    {e?.sizes ? (
                      <p className="field__error" role="alert">
                        {e.sizes.message}
                      </p>
                    ) : null}
                  </fieldset>
                  <label className="checkbox">
                    <input type="checkbox" {...form.register(`items.${n}.required`)} />
                    <span>Every order must hold it</span>
                  </label>
                  <TextField
                    label="Most per buyer (optional)"
                    inputMode="numeric"
                    error={e?.maxPerBuyer?.message}
                    {...form.register(`items.${n}.maxPerBuyer`)}
                  />
                  <fieldset className="field span-2">
                    <legend className="field__label">Player's name</legend>
                    <div className="store-checks">
                      <label className="checkbox">
                        <input type="checkbox" {...form.register(`items.${n}.rules.nameOffered`)} />
                        <span>Offered</span>
                      </label>
                      <label className="checkbox">
                        <input type="checkbox" {...form.register(`items.${n}.rules.nameRequired`)} />
                        <span>Required</span>
                      </label>
                    </div>
                    <TextField
                      label="At most (characters)"
                      type="number"
                      min={1}
                      max={30}
                      error={e?.rules?.nameMaxLength?.message ?? e?.rules?.nameRequired?.message}
                      {...form.register(`items.${n}.rules.nameMaxLength`, { valueAsNumber: true })}
                    />
                    <div className="store-checks" role="group" aria-label="Characters allowed">
                      {NAME_CHARACTER_SETS.map((set) => (
                        <label key={set} className="checkbox">
                          <input type="checkbox" value={set} {...form.register(`items.${n}.rules.nameCharacters`)} />
                          <span>{SET_LABEL[set]}</span>
                        </label>
                      ))}
                    </div>
                    {e?.rules?.nameCharacters ? (
                      <p className="field__error" role="alert">
                        {e.rules.nameCharacters.message}
                      </p>
                    ) : null}
                  </fieldset>
                  <fieldset className="field span-2">
                    <legend className="field__label">Player's number</legend>
                    <div className="store-checks">
                      <label className="checkbox">
                        <input type="checkbox" {...form.register(`items.${n}.rules.numberOffered`)} />
                        <span>Offered</span>
                      </label>
                      <label className="checkbox">
                        <input type="checkbox" {...form.register(`items.${n}.rules.numberRequired`)} />
                        <span>Required</span>
                      </label>
                      <label className="checkbox">
                        <input type="checkbox" {...form.register(`items.${n}.rules.numberUnique`)} />
                        <span>One player per number</span>
                      </label>
                    </div>
                    <div className="row">
                      <TextField
                        label="From"
                        type="number"
                        min={0}
                        max={999}
                        error={e?.rules?.numberMin?.message ?? e?.rules?.numberRequired?.message}
                        {...form.register(`items.${n}.rules.numberMin`, { valueAsNumber: true })}
                      />
                      <TextField
                        label="To"
                        type="number"
                        min={0}
                        max={999}
                        error={e?.rules?.numberMax?.message}
                        {...form.register(`items.${n}.rules.numberMax`, { valueAsNumber: true })}
                      />
                    </div>
                  </fieldset>
                  {editable ? (
                    <div className="span-2">
                      <Button variant="ghost" size="sm" icon={<IconTrash size={16} />} onClick={() => remove(n)}>
                        Remove {v?.name || 'item'}
                      </Button>
                    </div>
                  ) : null}
                </div>
              </section>
            );
          })}
        </fieldset>
        {editable ? (
          <Button type="submit" variant="primary" loading={saving.loading}>
            Save items
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
