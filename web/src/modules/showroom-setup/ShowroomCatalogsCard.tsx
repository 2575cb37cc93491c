/**
 * The showroom set-up's Catalogs card (P6): the template, and the sports of the template shown
 * as the showroom's catalogs (with how many products each holds once saved). Changing the
 * template clears the catalogs chosen, which belong to the old one.
 */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card } from '../../ui/Card';
import { IconCheck } from '../../ui/icons';
import { toggleCatalog, type ShowroomValues } from './showroom-form';

export function ShowroomCatalogsCard({
  form,
  templateSports,
  productCounts,
}: {
  form: UseFormReturn<ShowroomValues>;
  /** The sports of the template chosen, in the template's order. */
  templateSports: readonly { id: string; name: string }[];
  /** Products per catalog of the saved showroom, when its template is the one chosen. */
  productCounts: ReadonlyMap<string, number>;
}) {
  const { control, setValue } = form;
  const sportOrder = templateSports.map((s) => s.id);
  return (
    <Card title="Catalogs">
      <div className="stack">
        <Controller
          control={control}
          name="template"
          render={({ field }) => (
            <fieldset className="choice-group">
              <legend className="field__label">Template</legend>
              <div className="choice-grid choice-grid--2">
                {(
                  [
                    ['FSG', 'Football, basketball, fastpitch, coaches and more.'],
                    ['UA', 'Under Armour sports: football to softball and track.'],
                  ] as const
                ).map(([value, text]) => (
                  <label key={value} className="choice-card" data-checked={field.value === value || undefined}>
                    <input
                      type="radio"
                      name="showroom-template"
                      value={value}
                      checked={field.value === value}
                      onChange={() => {
                        if (value === field.value) return;
                        field.onChange(value);
                        setValue('catalogIds', [], { shouldDirty: true });
                      }}
                    />
                    <span className="choice-card__title">{value}</span>
                    <span className="choice-card__text">{text}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="catalogIds"
          render={({ field, fieldState }) => (
            <fieldset className="choice-group">
              <legend className="field__label">Catalogs to show</legend>
              <p className="field__hint" style={{ marginTop: 0 }}>
                Each sport is a catalog of the showroom. With none chosen, visitors pick them on its home.
              </p>
              <div className="sport-chips">
                {templateSports.map((s) => {
                  const on = field.value.includes(s.id);
                  const count = productCounts.get(s.id);
                  return (
                    <label key={s.id} className="sport-chip" data-checked={on || undefined}>
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={() => field.onChange(toggleCatalog(field.value, s.id, sportOrder))}
                      />
                      {on ? <IconCheck size={14} /> : null}
                      {s.name}
                      {count !== undefined ? <span className="sport-chip__count">{count}</span> : null}
                    </label>
                  );
                })}
              </div>
              {fieldState.error?.message ? (
                <p className="field__error" role="alert">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      </div>
    </Card>
  );
}
