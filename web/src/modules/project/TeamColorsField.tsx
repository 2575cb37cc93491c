/**
 * The three team colours of a project form (P2, P3, P5, P6): a react-hook-form field of colour
 * ids (`string[]`, exactly three) drawn as the colour table, with the field's error under it.
 * Shared by Create Project, the playbook bulk edit, snapsheet settings and the showroom set-up.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ColorPicker, type PickerColor } from '../customers/ColorPicker';

export function TeamColorsField<T extends FieldValues>({
  control,
  name,
  id,
  colors,
}: {
  control: Control<T>;
  /** The form field holding the colour ids. */
  name: FieldPath<T>;
  /** DOM id of the picker (unique on the page). */
  id: string;
  colors: readonly PickerColor[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorPicker
          id={id}
          label="Team colours"
          colors={colors}
          value={field.value}
          onChange={field.onChange}
          min={3}
          max={3}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
