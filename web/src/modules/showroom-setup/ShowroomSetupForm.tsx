/**
 * The showroom set-up (P6, dashboard): one form (react-hook-form + zod) in cards: school or
 * team (name, mascot, customer), colours and logo, catalogs (template and the sports shown),
 * the customisation box (fill, outline, font and the fonts offered) and publishing. Saves with
 * `saveShowroom` (creates the dealer's showroom or updates it); server errors show beside their
 * field. A live preview of the showroom's home sits beside the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ShowroomSetupForm_ShowroomFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/errors';
import { type PickerColor } from '../customers/ColorPicker';
import { TeamColorsField } from '../project/TeamColorsField';
import { customerTeamColors } from '../create-project/create-project-form';
import { LogoChoiceGroup, type LogoChoice } from '../logos/LogoChoiceGroup';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { IconShirt } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { FormSwitch } from '../../ui/FormSwitch';
import { ShowroomPreview, type PreviewDealer } from './ShowroomPreview';
import { CustomisationBoxCard } from './CustomisationBoxCard';
import { ShowroomCatalogsCard } from './ShowroomCatalogsCard';
import { formFieldOf, NONE, showroomSchema, toShowroomInput, valuesOf, type ShowroomValues } from './showroom-form';
import '../../styles/create.css';
import './showroom-setup.css';
import { DEFAULT_LETTERING } from '@tas/garments';

/**
 * The dealer's contact shown in the showroom's header, each only when switched on: a dealer may
 * keep a phone or an email off a page every visitor sees.
 */
const CONTACT_SWITCHES = [
  {
    name: 'showDealerPhone',
    label: 'Show my phone',
    hint: "Your account's phone in the showroom's header, for every visitor.",
  },
  {
    name: 'showDealerEmail',
    label: 'Show my email',
    hint: "Your account's email in the showroom's header, for every visitor.",
  },
] as const;

export const ShowroomSetupFormFragment = graphql(`
  fragment ShowroomSetupForm_Showroom on Showroom {
    id
    dealerCode
    status
    visibility
    showDealerPhone
    showDealerEmail
    teamName
    mascot
    template
    customer {
      id
    }
    colors {
      id
    }
    defaultLogo {
      id
      url
      filename
    }
    look {
      decorationFill {
        id
      }
      decorationOutline {
        id
      }
      font
    }
    fonts {
      key
    }
    catalogs {
      id
      name
      selected
      productCount
    }
  }
`);

const SaveShowroomDocument = graphql(`
  mutation SaveShowroom($input: ShowroomInput!) {
    saveShowroom(input: $input) {
      ...ShowroomSetupForm_Showroom
    }
  }
`);

/** Saved (section 8's settings message) and failed (its generic error) toasts. */
export const SAVED_MESSAGE = 'Information updated.';
export const SAVE_FAILED_MESSAGE = 'An error has occurred';

export interface SetupCustomer {
  id: string;
  name: string;
  type: string;
  colors: readonly { id: string }[];
  logos: readonly { id: string; url: string; filename: string }[];
}

export interface ShowroomSetupData {
  dealer: PreviewDealer & { code: string; logo?: { id: string; url: string; filename: string } | null };
  showroom: ShowroomSetupForm_ShowroomFragment | null;
  customers: readonly SetupCustomer[];
  colors: readonly (PickerColor & { palette: string })[];
  fonts: readonly { key: string; family: string }[];
  sports: { FSG: readonly { id: string; name: string }[]; UA: readonly { id: string; name: string }[] };
}

const INSTITUTION: Record<string, string> = {
  SCHOOL: 'School',
  TEAM: 'Team',
  EVENT: 'Event',
  ORGANIZATION: 'Organization',
  OTHER: 'Other',
};

export function ShowroomSetupForm({ data }: { data: ShowroomSetupData }) {
  const { showroom, customers, colors, fonts, sports, dealer } = data;
  const [save, { loading: saving }] = useMutation(SaveShowroomDocument, {
    update(cache, { data: saved }) {
      if (!saved?.saveShowroom) return;
      cache.modify({
        fields: { myShowroom: (_current, { toReference }) => toReference(saved.saveShowroom) ?? null },
      });
    },
  });
  const form = useForm<ShowroomValues>({
    resolver: zodResolver(showroomSchema),
    defaultValues: valuesOf(showroom),
    mode: 'onChange',
  });
  const { control, register, handleSubmit, reset, setValue, getValues, setError, formState } = form;
  useEffect(() => reset(valuesOf(showroom)), [showroom, reset]);
  const values = useWatch({ control }) as ShowroomValues;

  const customer = customers.find((c) => c.id === values.customerId);
  const templateSports = sports[values.template] ?? [];
  const productCounts = new Map(
    showroom && showroom.template === values.template ? showroom.catalogs.map((c) => [c.id, c.productCount]) : [],
  );
  const logos: LogoChoice[] = [
    ...(showroom?.defaultLogo ? [{ ...showroom.defaultLogo, source: 'This showroom' }] : []),
    ...(customer?.logos ?? []).map((l) => ({ ...l, source: customer?.name ?? 'Customer' })),
    ...(dealer.logo ? [{ ...dealer.logo, source: 'Your logo' }] : []),
  ].filter((l, i, all) => all.findIndex((x) => x.id === l.id) === i);

  const pickCustomer = (id: string) => {
    setValue('customerId', id, { shouldDirty: true });
    const c = customers.find((x) => x.id === id);
    if (!c) return;
    if (!getValues('teamName').trim()) setValue('teamName', c.name, { shouldDirty: true, shouldValidate: true });
    const teamColors = customerTeamColors(
      c.colors.map((x) => x.id),
      new Set(colors.map((x) => x.id)),
    );
    if (teamColors) setValue('colorIds', teamColors, { shouldDirty: true, shouldValidate: true });
  };

  const onSubmit = handleSubmit(async (v) => {
    try {
      await save({ variables: { input: toShowroomInput(v) } });
      toast.success(SAVED_MESSAGE);
    } catch (e) {
      for (const [field, message] of Object.entries(fieldErrors(e))) {
        const name = formFieldOf(field);
        if (name) setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      toast.error(SAVE_FAILED_MESSAGE);
    }
  });

  const showroomPath = `/showrooms/${dealer.code}/`;
  const fontFamily = new Map(fonts.map((f) => [f.key, f.family]));

  return (
    <div className="showroom-setup">
      <form className="showroom-setup__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Showroom set-up">
        <Card title="School or team">
          <div className="form-grid">
            <div className="span-2">
              <TextField
                label="School or team name"
                hint="Shown on the showroom’s home; drawn on products when there is no mascot."
                autoComplete="off"
                error={formState.errors.teamName?.message}
                {...register('teamName')}
              />
            </div>
            <TextField
              label="Mascot"
              hint="Optional; drawn on the products."
              autoComplete="off"
              error={formState.errors.mascot?.message}
              {...register('mascot')}
            />
            <Controller
              control={control}
              name="customerId"
              render={({ field, fieldState }) => (
                <SelectField
                  label="Customer"
                  hint={customer ? INSTITUTION[customer.type] : 'Their name, colours and logos fill in the form.'}
                  value={field.value}
                  onValueChange={pickCustomer}
                  options={[
                    { value: NONE, label: 'No customer' },
                    ...customers.map((c) => ({ value: c.id, label: c.name })),
                  ]}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </Card>

        <Card title="Colours & logo">
          <div className="stack">
            <TeamColorsField control={control} name="colorIds" id="showroom-colors" colors={colors} />
            <Controller
              control={control}
              name="logoId"
              render={({ field, fieldState }) => (
                <LogoChoiceGroup
                  name="showroom-logo"
                  legend="Logo drawn on products"
                  value={field.value}
                  onChange={field.onChange}
                  logos={logos}
                  none={NONE}
                  empty="Pick a customer to use one of their logos, or upload your own logo in My Settings."
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </Card>

        <ShowroomCatalogsCard form={form} templateSports={templateSports} productCounts={productCounts} />

        <CustomisationBoxCard form={form} colors={colors} fonts={fonts} offeredFonts={values.fonts} />

        <Card title="Publishing">
          <div className="showroom-setup__publish">
            <FormSwitch
              control={control}
              name="published"
              label="Published"
              hint="Visitors open the showroom at its address once it is published; a draft is yours only."
            />
            {CONTACT_SWITCHES.map(({ name, label, hint }) => (
              <FormSwitch key={name} control={control} name={name} label={label} hint={hint} />
            ))}
            <p className="showroom-setup__address">
              <span className="muted">Address</span> <code>{showroomPath}</code>
            </p>
          </div>
        </Card>

        <div className="showroom-setup__actions">
          {showroom ? (
            <Button asChild variant="secondary">
              <a href={showroomPath} target="_blank" rel="noreferrer">
                <IconShirt size={16} />
                Open showroom
              </a>
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={saving}>
            {showroom ? 'Save showroom' : 'Create showroom'}
          </Button>
        </div>
      </form>
      <ShowroomPreview
        dealer={dealer}
        values={values}
        colors={colors}
        fontFamily={fontFamily.get(values.font) ?? DEFAULT_LETTERING.fontFamily}
        institution={customer ? (INSTITUTION[customer.type] ?? null) : null}
        catalogs={templateSports.filter((s) => values.catalogIds?.includes(s.id)).map((s) => s.name)}
      />
    </div>
  );
}
