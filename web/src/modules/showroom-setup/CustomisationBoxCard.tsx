/**
 * The showroom set-up's customisation box (P6): the fill, outline and font of every text and
 * number on the showroom's products, and the fonts visitors may try. The font stays one of the
 * fonts offered: unticking it moves it to another.
 */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card } from '../../ui/Card';
import { IconCheck } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import type { PickerColor } from '../customers/ColorPicker';
import { toggleFont, type ShowroomValues } from './showroom-form';

export function CustomisationBoxCard({
  form,
  colors,
  fonts,
  offeredFonts,
}: {
  form: UseFormReturn<ShowroomValues>;
  colors: readonly (PickerColor & { palette: string })[];
  fonts: readonly { key: string; family: string }[];
  /** The fonts ticked in the form now. */
  offeredFonts: readonly string[];
}) {
  const { control, setValue, getValues } = form;
  const fontOrder = fonts.map((f) => f.key);
  const colorOptions = colors.map((c) => ({
    value: c.id,
    label: c.name,
    hex: c.hex,
    hint: c.palette === 'STOCK' ? 'Stock' : 'Sublimation',
  }));
  return (
    <Card title="Customisation box">
      <p className="settings-intro muted">
        The look of every text and number on the showroom’s products. Visitors may try the fonts you offer.
      </p>
      <div className="form-grid">
        <Controller
          control={control}
          name="fillColorId"
          render={({ field, fieldState }) => (
            <SelectField
              label="Decoration fill"
              value={field.value}
              onValueChange={field.onChange}
              options={colorOptions}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="outlineColorId"
          render={({ field, fieldState }) => (
            <SelectField
              label="Decoration outline"
              value={field.value}
              onValueChange={field.onChange}
              options={colorOptions}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="fonts"
          render={({ field, fieldState }) => (
            <fieldset className="choice-group span-2">
              <legend className="field__label">Fonts offered</legend>
              <div className="sport-chips">
                {fonts.map((f) => {
                  const on = field.value.includes(f.key);
                  return (
                    <label key={f.key} className="sport-chip" data-checked={on || undefined}>
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={on && field.value.length === 1}
                        onChange={() => {
                          const next = toggleFont(field.value, getValues('font'), f.key, fontOrder);
                          field.onChange(next.fonts);
                          setValue('font', next.font, { shouldDirty: true, shouldValidate: true });
                        }}
                      />
                      {on ? <IconCheck size={14} /> : null}
                      <span style={{ fontFamily: `"${f.family}", sans-serif` }}>{f.key}</span>
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
        <Controller
          control={control}
          name="font"
          render={({ field, fieldState }) => (
            <SelectField
              label="Font"
              hint="One of the fonts offered."
              value={field.value}
              onValueChange={field.onChange}
              options={offeredFonts.map((k) => ({ value: k, label: k }))}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </Card>
  );
}
