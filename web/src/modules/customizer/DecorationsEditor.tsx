/**
 * Decorations of the customiser (C3). Quick fields edit the first Player Number, Player Name,
 * Custom Text (front chest by default) and uploaded logo (left chest by default); one text
 * style (fill, outline, font) applies to all text. Below them the decoration list
 * (`DecorationList`) shows and edits every decoration, within DECORATION_LIMITS of
 * @tas/garments: text, placement, fill, outline 1 and 2, font, text height (mm), position in
 * its location (mm across and up from the centre), rotation (degrees), logo size (%) and the
 * reversible side. Changes show at once. Server errors on `decorations.N.<field>` land on that
 * field.
 */
import { useId, type Dispatch } from 'react';
import type { ContentType } from '../../gql/graphql';
import { LOGO_ACCEPT } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { FileButton } from '../../ui/FileButton';
import { IconTrash } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { colorChoices, type NamedColor } from './ColorPickers';
import { DecorationList } from './DecorationList';
import { locationLabel } from './decoration-labels';
import type { CustomizerPrice } from './PricePanel';
import {
  DEFAULT_TEXT,
  defaultLocation,
  findDecoration,
  takenLocations,
  type CustomizerAction,
  type CustomizerState,
  type LocationInfo,
} from './state';
import { useLogoUpload, type LogoUploadTarget } from './use-logo-upload';

// Placement labels must not contain the field labels, so each label finds one control.
const TEXT_SLOTS: readonly {
  contentType: ContentType;
  label: string;
  placementLabel: string;
  maxLength: number;
  inputMode?: 'numeric';
}[] = [
  {
    contentType: 'PLAYER_NUMBER',
    label: 'Player number',
    placementLabel: 'Number placement',
    maxLength: 3,
    inputMode: 'numeric',
  },
  { contentType: 'PLAYER_NAME', label: 'Player name', placementLabel: 'Name placement', maxLength: 24 },
  { contentType: 'CUSTOM_TEXT', label: 'Custom text', placementLabel: 'Text placement', maxLength: 30 },
];

export function DecorationsEditor({
  state,
  dispatch,
  locations,
  colors,
  allColors,
  fonts,
  uploadTarget,
  reversible = false,
  pricing = null,
  errors = {},
}: {
  state: CustomizerState;
  dispatch: Dispatch<CustomizerAction>;
  locations: readonly LocationInfo[];
  colors: readonly NamedColor[];
  allColors: readonly NamedColor[];
  fonts: readonly { key: string; family: string }[];
  /** Where an uploaded logo goes; null: no upload here. */
  uploadTarget: LogoUploadTarget | null;
  /** A reversible product: each decoration is on the Outside or the Inside (C3). */
  reversible?: boolean;
  /** The price of the configuration on screen (per decoration in the list); null: not shown. */
  pricing?: CustomizerPrice | null;
  /** Server errors by input path (`decorations.N.textHeight`), from the last save. */
  errors?: Readonly<Record<string, string>>;
}) {
  const canUpload = uploadTarget !== null;
  const logoId = useId();
  const allowed = (contentType: ContentType) => locations.filter((l) => l.contentTypes.includes(contentType));
  const taken = takenLocations(state);
  const currentLocation = (contentType: ContentType): LocationInfo | null => {
    const deco = state.decorations[findDecoration(state, contentType)];
    if (deco) return locations.find((l) => l.name === deco.location) ?? null;
    return defaultLocation(contentType, locations, taken);
  };
  const focusView = (contentType: ContentType) => {
    const loc = currentLocation(contentType);
    if (loc && loc.view !== state.view) dispatch({ type: 'setView', view: loc.view });
  };

  const { uploading, upload: onLogoFile } = useLogoUpload(uploadTarget, (logo) =>
    dispatch({
      type: 'setLogo',
      contentType: 'UPLOADS',
      logoId: logo.id,
      logoUrl: logo.url,
      location: currentLocation('UPLOADS'),
    }),
  );

  const logoDeco = state.decorations[findDecoration(state, 'UPLOADS')];
  const logoLocations = allowed('UPLOADS');
  const colorOpts = colorChoices(colors, allColors, [
    state.textStyle.fillColorId,
    state.textStyle.outline1ColorId,
    ...state.decorations.flatMap((d) => [d.fillColorId, d.outline1ColorId, d.outline2ColorId]),
  ]);
  const fontOpts = fonts.map((f) => ({ value: f.key, label: f.key.replace(/\b\w/g, (c) => c.toUpperCase()) }));

  return (
    <div className="decorations">
      {TEXT_SLOTS.map((slot) => {
        const places = allowed(slot.contentType);
        const index = findDecoration(state, slot.contentType);
        const deco = state.decorations[index];
        const location = currentLocation(slot.contentType);
        const unavailable = places.length === 0;
        return (
          <div key={slot.contentType} className="decoration-row">
            <Field
              label={slot.label}
              error={deco ? errors[`decorations.${index}.text`] : undefined}
              hint={
                unavailable
                  ? 'Not available on this product'
                  : location
                    ? `On ${locationLabel(location.name)}`
                    : 'Every location for it is in use'
              }
            >
              {({ id, describedBy, invalid }) => (
                <TextInput
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  value={deco?.text ?? ''}
                  placeholder={DEFAULT_TEXT[slot.contentType]}
                  maxLength={slot.maxLength}
                  inputMode={slot.inputMode}
                  disabled={unavailable || (!deco && !location)}
                  autoComplete="off"
                  onFocus={() => focusView(slot.contentType)}
                  onChange={(e) => {
                    // Player numbers are 1 to 3 digits (C3); other characters are dropped as typed.
                    const text = slot.inputMode === 'numeric' ? e.target.value.replace(/\D+/g, '') : e.target.value;
                    dispatch({ type: 'setText', contentType: slot.contentType, text, location });
                  }}
                />
              )}
            </Field>
            {deco && places.length > 1 ? (
              <SelectField
                label={slot.placementLabel}
                value={deco.location}
                error={errors[`decorations.${index}.location`]}
                options={places.map((p) => ({ value: p.name, label: locationLabel(p.name) }))}
                onValueChange={(name) => {
                  const next = places.find((p) => p.name === name);
                  if (next) dispatch({ type: 'setLocation', contentType: slot.contentType, location: next });
                }}
              />
            ) : null}
          </div>
        );
      })}

      <div className="decoration-row">
        <Field
          label="Logo"
          id={logoId}
          hint={
            logoLocations.length === 0
              ? 'Not available on this product'
              : canUpload
                ? 'JPG, PNG or SVG, up to 5 MB'
                : 'Open this project from your dashboard to upload logos'
          }
        >
          {({ id, describedBy }) => (
            <FileButton
              id={id}
              accept={LOGO_ACCEPT}
              describedBy={describedBy}
              disabled={logoLocations.length === 0 || !canUpload}
              busy={uploading}
              busyLabel="Uploading logo"
              onFile={(file) => void onLogoFile(file)}
              onFocus={() => focusView('UPLOADS')}
            >
              {logoDeco ? 'Replace logo' : 'Upload logo'}
            </FileButton>
          )}
        </Field>
        {logoDeco ? (
          <div className="logo-current">
            {logoDeco.logoUrl ? <img src={logoDeco.logoUrl} alt="Current logo" /> : null}
            <span className="muted">{locationLabel(logoDeco.location)}</span>
            {logoLocations.length > 1 ? (
              <SelectField
                label="Image placement"
                value={logoDeco.location}
                options={logoLocations.map((p) => ({ value: p.name, label: locationLabel(p.name) }))}
                onValueChange={(name) => {
                  const next = logoLocations.find((p) => p.name === name);
                  if (next) dispatch({ type: 'setLocation', contentType: 'UPLOADS', location: next });
                }}
              />
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              icon={<IconTrash size={14} />}
              onClick={() => dispatch({ type: 'removeDecoration', contentType: 'UPLOADS' })}
            >
              Remove logo
            </Button>
          </div>
        ) : null}
      </div>

      <fieldset className="text-style">
        <legend className="picker__label">Text style</legend>
        <div className="text-style__grid">
          <SelectField
            label="Text colour"
            value={state.textStyle.fillColorId}
            options={colorOpts}
            onValueChange={(v) => dispatch({ type: 'setTextStyle', style: { fillColorId: v } })}
          />
          <SelectField
            label="Outline colour"
            value={state.textStyle.outline1ColorId}
            options={colorOpts}
            onValueChange={(v) => dispatch({ type: 'setTextStyle', style: { outline1ColorId: v } })}
          />
          <SelectField
            label="Font"
            value={state.textStyle.font}
            options={fontOpts}
            onValueChange={(v) => dispatch({ type: 'setTextStyle', style: { font: v } })}
          />
        </div>
      </fieldset>

      <DecorationList
        headingId={`${logoId}-list`}
        state={state}
        dispatch={dispatch}
        locations={locations}
        allColors={allColors}
        fonts={fonts}
        colorOpts={colorOpts}
        fontOpts={fontOpts}
        reversible={reversible}
        pricing={pricing}
        errors={errors}
      />
    </div>
  );
}
