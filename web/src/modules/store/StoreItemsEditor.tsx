/**
 * The items of a store as its dealer sets them while it is a draft or scheduled: per item its
 * name, the sizes offered (of its style's), the dealer's price and the team's fundraising part
 * (the buyer pays both), required or not, a most-per-buyer, and the name and number rules; items
 * added from the dealer's saved designs ("Add item"); and the bundles. Saved at once with
 * `setStoreItems`; the gateway's refusal of a field shows beside it.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_CHARACTER_SETS } from '@tas/rules';
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import type { Store_DealerFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { IconPlus, IconShirt, IconTrash } from '../../ui/icons';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { SetStoreItemsDocument } from './dealer-store-documents';
import '../../styles/store-bundles.css';
import { AddStoreItemDialog, type PickedDesign } from './AddStoreItemDialog';
import { StoreBundlesEditor } from './StoreBundlesEditor';
import {
  centsOf,
  formFieldOf,
  itemsInput,
  itemsSchema,
  itemsValues,
  newItemValues,
  withoutItem,
  type ItemsValues,
} from './store-items-form';

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
  const form = useForm<ItemsValues>({
    resolver: zodResolver(itemsSchema),
    values: itemsValues(store.items, store.bundles),
  });
  const { fields, append } = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const [save, saving] = useMutation(SetStoreItemsDocument);
  const [adding, setAdding] = useState(false);
  // Designs added since the last save, by their item's ref: their picture and their style's sizes.
  const [added, setAdded] = useState<ReadonlyMap<string, PickedDesign>>(new Map());
  const nextRef = useRef(0);
  const byId = useMemo(() => new Map(store.items.map((i) => [i.id, i])), [store.items]);
  const styleSizes = useMemo(() => {
    const sizes = new Map<string, readonly string[]>(store.items.map((i) => [i.id, i.configuration.product.sizes]));
    for (const [ref, design] of added) sizes.set(ref, design.product.sizes);
    return sizes;
  }, [store.items, added]);
  const errors = form.formState.errors.items;
  const watched = form.watch('items');

  const onPick = (design: PickedDesign) => {
    nextRef.current += 1;
    const ref = `new-${nextRef.current}`;
    setAdded((m) => new Map(m).set(ref, design));
    append(newItemValues(ref, design.shortId, design.product, design.prints));
  };
  const onRemove = (ref: string) => form.reset(withoutItem(form.getValues(), ref), { keepDefaultValues: true });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save({ variables: { storeId: store.id, ...itemsInput(values, styleSizes) } });
      setAdded(new Map());
      toast.success('Items saved');
    } catch (e) {
      let shown = false;
      for (const [field, message] of Object.entries(fieldErrors(e))) {
        const path = formFieldOf(field);
        if (!path) continue;
        form.setError(path as FieldPath<ItemsValues>, { type: 'server', message });
        shown = true;
      }
      if (!shown) toast.error(errorMessage(e, 'The items could not be saved'));
    }
  });

  const addButton = editable ? (
    <Button icon={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      Add item
    </Button>
  ) : null;
  const dialog = <AddStoreItemDialog open={adding} onOpenChange={setAdding} onPick={onPick} />;

  if (fields.length === 0)
    return (
      <Card title="Items" actions={addButton}>
        <EmptyState icon={<IconShirt size={22} />} title="No items">
          {editable ? 'Add one of your saved designs, or open' : 'Open'} a store from a snapsheet to offer its products.
        </EmptyState>
        {dialog}
      </Card>
    );

  return (
    <Card title="Items" actions={addButton}>
      {dialog}
      {!editable ? <p className="muted">Items are fixed once the store is open.</p> : null}
      <form noValidate aria-label="Store items" onSubmit={(e) => void onSubmit(e)}>
        <fieldset disabled={!editable} className="store-items-editor">
          {fields.map((f, n) => {
            const item = byId.get(f.id);
            const design = added.get(f.ref);
            const e = errors?.[n];
            const v = watched[n];
            const buyerCents = (centsOf(v?.dealerPrice ?? '') ?? 0) + (centsOf(v?.fundraising ?? '') ?? 0);
            return (
              <section key={f.key} className="store-item-edit" aria-label={v?.name || `Item ${n + 1}`}>
                <div className="store-item-edit__picture">
                  {item || design ? (
                    <SnapshotImage
                      snapshot={item ? item.configuration.snapshot : design!.snapshot}
                      alt={item?.name ?? design!.product.name}
                    />
                  ) : null}
                </div>
                <div className="store-item-edit__fields form-grid">
                  <TextField label="Name" error={e?.name?.message} {...form.register(`items.${n}.name`)} />
                  <p className="store-item-edit__price">
                    Buyer pays <strong>{formatCents(buyerCents)}</strong>
                  </p>
                  <TextField
                    label="Dealer price ($)"
                    inputMode="decimal"
                    hint={f.id ? undefined : 'Empty: your price of this design'}
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
                      {(styleSizes.get(f.ref) ?? f.sizes).map((s) => (
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
                      <Button variant="ghost" size="sm" icon={<IconTrash size={16} />} onClick={() => onRemove(f.ref)}>
                        Remove {v?.name || 'item'}
                      </Button>
                    </div>
                  ) : null}
                </div>
              </section>
            );
          })}
        </fieldset>
        <StoreBundlesEditor form={form} editable={editable} />
        {editable ? (
          <Button type="submit" variant="primary" loading={saving.loading}>
            Save items
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
