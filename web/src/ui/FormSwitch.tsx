/**
 * A Switch bound to a react-hook-form boolean field (`value` and `onChange` of the field), for
 * the forms' on/off settings (Show prices, Published, Request a quote ...).
 */
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from './Switch';

export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: {
  control: Control<T>;
  /** The form's boolean field. */
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          hint={hint}
          checked={field.value as boolean}
          onCheckedChange={field.onChange}
          disabled={disabled}
        />
      )}
    />
  );
}
