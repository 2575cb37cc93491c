/**
 * A project's rep (D4): a react-hook-form select of the dealer's reps with
 * 'No rep' first (its value `none`), and a rep the project or its customer already names that
 * is not among them (the house rep, a removed rep) kept as a choice. Reps read from the projects
 * (`fromProject`, the dealer has none of its own) are offered too. Shared by Create Project and
 * the project settings.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SelectOption } from '../../ui/Select';
import { SelectField } from '../../ui/Select';

export interface RepChoice {
  id: string;
  name: string;
}

/** The select's options: 'No rep', the reps by name, then each of `keep` not among them. */
export function repOptions(
  reps: readonly RepChoice[],
  keep: readonly (RepChoice | null | undefined)[],
  none: string,
): SelectOption[] {
  const options: SelectOption[] = [{ value: none, label: 'No rep' }];
  const seen = new Set<string>();
  for (const r of [...reps, ...keep]) {
    if (!r || seen.has(r.id)) continue;
    seen.add(r.id);
    options.push({ value: r.id, label: r.name });
  }
  return options;
}

export function RepField<T extends FieldValues>({
  control,
  name,
  options,
  hint = 'Named on the project for your records; customers do not see it.',
}: {
  control: Control<T>;
  /** The form field holding the rep id (or the form's none value). */
  name: FieldPath<T>;
  options: readonly SelectOption[];
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label="Rep"
          hint={hint}
          value={field.value}
          onValueChange={field.onChange}
          options={[...options]}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
