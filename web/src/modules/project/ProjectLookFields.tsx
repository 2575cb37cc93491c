/**
 * The fields every project's settings share (P3 bulk edit, P5 snapsheet settings): team name,
 * title, the three team colours and the project's logo, laid out in the parent's `form-grid`
 * (the colours and logos span both columns). Bound to the form's `teamName`, `title` and
 * `colorIds` fields and to the kind's logo field (a playbook's default logo, a snapsheet's logo);
 * each shows its error under it. Changing any of them redraws the project's products.
 */
import { Controller, type Control, type FieldPathByValue, type Path } from 'react-hook-form';
import { TextField } from '../../ui/Field';
import type { PickerColor } from '../customers/ColorPicker';
import { LogoChoiceGroup, type LogoChoice } from '../logos/LogoChoiceGroup';
import { TeamColorsField } from './TeamColorsField';

/** The form values the fields are bound to. */
export interface ProjectLookValues {
  teamName: string;
  title: string;
  colorIds: string[];
}

export function ProjectLookFields<T extends ProjectLookValues>({
  control,
  idPrefix,
  colors,
  logo,
}: {
  control: Control<T>;
  /** Prefix of the DOM ids and radio-group name (unique on the page). */
  idPrefix: string;
  colors: readonly PickerColor[];
  logo: {
    /** The form's logo field (a logo id, or `none`). */
    name: FieldPathByValue<T, string>;
    legend: string;
    choices: readonly LogoChoice[];
    /** The value of 'No logo'; without it there is no such choice. */
    none?: string;
    /** Said when there is no logo to choose, with where to add one. */
    empty: string;
  };
}) {
  return (
    <>
      <Controller
        control={control}
        name={'teamName' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField label="Team name" autoComplete="off" error={fieldState.error?.message} {...field} />
        )}
      />
      <Controller
        control={control}
        name={'title' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField label="Title" autoComplete="off" error={fieldState.error?.message} {...field} />
        )}
      />
      <div className="span-2">
        <TeamColorsField
          control={control}
          name={'colorIds' as Path<T>}
          id={`${idPrefix}-team-colors`}
          colors={colors}
        />
      </div>
      <div className="span-2">
        <Controller
          control={control}
          name={logo.name}
          render={({ field, fieldState }) => (
            <LogoChoiceGroup
              name={`${idPrefix}-logo`}
              legend={logo.legend}
              value={field.value as string}
              onChange={field.onChange}
              logos={logo.choices}
              none={logo.none}
              empty={logo.empty}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </>
  );
}
