/**
 * The steps every kind shares after its first ones: the team's name and title, its three colours
 * and logo, and the settings (rep, prices shown, a playbook's cover and index) with a summary of
 * what will be created.
 */
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../ui/Field';
import { FormSwitch } from '../../ui/FormSwitch';
import { Skeleton } from '../../ui/Skeleton';
import { LogoChoiceGroup } from '../logos/LogoChoiceGroup';
import { RepField, repOptions } from '../project/RepField';
import { TeamColorsField } from '../project/TeamColorsField';
import type { CreateCustomer, CreateProjectData } from './create-project-data';
import { NONE, type CreateProjectValues } from './create-project-form';

export function TeamStep() {
  const { register, formState } = useFormContext<CreateProjectValues>();
  return (
    <div className="stack">
      <TextField
        label="Team name"
        autoFocus
        autoComplete="off"
        error={formState.errors.teamName?.message}
        {...register('teamName')}
      />
      <TextField
        label="Title"
        hint="Shown above the team name; optional (defaults to the team name)."
        autoComplete="off"
        error={formState.errors.title?.message}
        {...register('title')}
      />
    </div>
  );
}

export function ColorsStep({
  colors,
  logos,
  customer,
  waiting,
}: {
  colors: NonNullable<CreateProjectData['colors'] | CreateProjectData['snapsheetColors']>;
  /** The customer's logos and the dealer's own, each with where it comes from. */
  logos: { id: string; url: string; filename: string; source: string }[];
  customer: CreateCustomer | undefined;
  waiting: boolean;
}) {
  const { control } = useFormContext<CreateProjectValues>();
  return (
    <div className="stack">
      {waiting ? (
        <Skeleton height={140} />
      ) : (
        <TeamColorsField control={control} name="colorIds" id="team-colors" colors={colors} />
      )}
      <Controller
        control={control}
        name="logoId"
        render={({ field, fieldState }) => (
          <LogoChoiceGroup
            name="logo"
            value={field.value}
            onChange={field.onChange}
            logos={logos}
            none={NONE}
            empty={
              customer
                ? `${customer.name} has no logos yet; add them on the Customers page.`
                : 'Pick a customer to use one of their logos.'
            }
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}

export function SettingsStep({
  reps,
  customer,
  hasCoverAndIndex,
  sportName,
}: {
  reps: NonNullable<CreateProjectData['me']>['reps'];
  customer: CreateCustomer | undefined;
  hasCoverAndIndex: boolean;
  sportName: ReadonlyMap<string, string>;
}) {
  const { control, getValues } = useFormContext<CreateProjectValues>();
  const values = getValues();
  return (
    <div className="stack">
      <RepField control={control} name="repId" options={repOptions(reps, [customer?.rep], NONE)} />
      <FormSwitch
        control={control}
        name="showPrices"
        label="Show prices"
        hint="Customer prices appear under each product and in the PDF."
      />
      {hasCoverAndIndex ? (
        <FormSwitch
          control={control}
          name="showCoverAndIndex"
          label="Show cover and index"
          hint="The playbook opens with a cover page and an index of its sports."
        />
      ) : null}
      <dl className="create__summary">
        <dt>Team</dt>
        <dd>{values.teamName.trim() || '—'}</dd>
        <dt>Customer</dt>
        <dd>{customer?.name ?? 'No customer'}</dd>
        {values.sports.length ? (
          <>
            <dt>Sports</dt>
            <dd>{values.sports.map((s) => sportName.get(s) ?? s).join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
