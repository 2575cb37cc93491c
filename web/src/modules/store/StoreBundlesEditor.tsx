/**
 * The bundles of a store in the dealer's items form: each a name, two or more of the store's
 * items (checked by name), the buyer's price of the bundle and the team's part of it, required
 * in every order or not. Saved with the items ("Save items"); errors shown beside their field.
 */
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { IconPlus, IconTrash } from '../../ui/icons';
import { centsOf, type ItemsValues } from './store-items-form';

export function StoreBundlesEditor({ form, editable }: { form: UseFormReturn<ItemsValues>; editable: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'bundles', keyName: 'key' });
  const items = form.watch('items');
  const bundles = form.watch('bundles');
  const errors = form.formState.errors.bundles;
  return (
    <section className="store-bundles-editor" aria-labelledby="store-bundles-editor-title">
      <h3 className="store-bundles-editor__title" id="store-bundles-editor-title">
        Bundles
      </h3>
      {fields.length === 0 ? (
        <p className="muted">No bundles: items sold together at one price, each with its own size, name and number.</p>
      ) : null}
      <fieldset disabled={!editable} className="store-items-editor">
        {fields.map((f, n) => {
          const e = errors?.[n];
          const v = bundles[n];
          const separate = (v?.itemRefs ?? []).reduce(
            (sum, ref) => sum + (centsOf(items.find((i) => i.ref === ref)?.dealerPrice ?? '') ?? 0),
            0,
          );
          return (
            <section key={f.key} className="store-bundle-edit form-grid" aria-label={v?.name || `Bundle ${n + 1}`}>
              <TextField label="Bundle name" error={e?.name?.message} {...form.register(`bundles.${n}.name`)} />
              <p className="store-item-edit__price">
                Items at your price: <strong>{formatCents(separate)}</strong>
              </p>
              <TextField
                label="Bundle price ($)"
                inputMode="decimal"
                hint="What the buyer pays for the bundle, fundraising included"
                error={e?.price?.message}
                {...form.register(`bundles.${n}.price`)}
              />
              <TextField
                label="Of which fundraising ($)"
                inputMode="decimal"
                hint="Goes to the team"
                error={e?.fundraising?.message}
                {...form.register(`bundles.${n}.fundraising`)}
              />
              <fieldset className={['field span-2', e?.itemRefs ? 'field--invalid' : ''].join(' ')}>
                <legend className="field__label">Items in the bundle</legend>
                <div className="store-checks">
                  {items.map((item) => (
                    <label key={item.ref} className="checkbox">
                      <input type="checkbox" value={item.ref} {...form.register(`bundles.${n}.itemRefs`)} />
                      <span>{item.name || 'New item'}</span>
                    </label>
                  ))}
                </div>
                {e?.itemRefs ? (
                  <p className="field__error" role="alert">
                    {e.itemRefs.message}
                  </p>
                ) : null}
              </fieldset>
              <label className="checkbox">
                <input type="checkbox" {...form.register(`bundles.${n}.required`)} />
                <span>Every order must hold it</span>
              </label>
              {editable ? (
                <div className="span-2">
                  <Button variant="ghost" size="sm" icon={<IconTrash size={16} />} onClick={() => remove(n)}>
                    Remove {v?.name || 'bundle'}
                  </Button>
                </div>
              ) : null}
            </section>
          );
        })}
      </fieldset>
      {editable ? (
        <Button
          icon={<IconPlus size={16} />}
          onClick={() => append({ name: '', itemRefs: [], price: '', fundraising: '0.00', required: false })}
        >
          Add bundle
        </Button>
      ) : null}
    </section>
  );
}
