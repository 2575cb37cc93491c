/**
 * Decorations of the customiser (C3): Player Number, Player Name, Custom Text (front chest by
 * default) and an uploaded logo (left chest by default), each at a location allowed for its
 * content type; one text style (fill, outline, font) for all text. Decorations the editor has
 * no field for (e.g. a second number saved through the API) are listed and can be removed.
 */
import { useMutation } from '@apollo/client/react';
import { useId, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { LOGO_ACCEPT, checkLogoFile, uploadBytes } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { IconTrash, IconUpload } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { colorChoices, type NamedColor } from './ColorPickers';
import {
  DEFAULT_TEXT,
  defaultLocation,
  findDecoration,
  type CustomizerAction,
  type CustomizerState,
  type LocationInfo,
} from './state';

const UploadLogoDocument = graphql(`
  mutation UploadLogo($input: UploadLogoInput!) {
    uploadLogo(input: $input) {
      id
      url
      filename
      byteSize
    }
  }
`);

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

const CONTENT_LABEL: Record<ContentType, string> = {
  PLAYER_NUMBER: 'Player number',
  PLAYER_NAME: 'Player name',
  CUSTOM_TEXT: 'Custom text',
  UPLOADS: 'Logo',
  GRAPHICS: 'Graphic',
};

function locationLabel(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^\w/, (c) => c.toUpperCase());
}

export function DecorationsEditor({
  state,
  dispatch,
  locations,
  colors,
  allColors,
  fonts,
  canUpload,
}: {
  state: CustomizerState;
  dispatch: Dispatch<CustomizerAction>;
  locations: readonly LocationInfo[];
  colors: readonly NamedColor[];
  allColors: readonly NamedColor[];
  fonts: readonly { key: string; family: string }[];
  /** Logo uploads belong to a dealer; visitors cannot upload. */
  canUpload: boolean;
}) {
  const logoId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadLogo] = useMutation(UploadLogoDocument);

  const slotIndexes = new Set<number>();
  for (const slot of [...TEXT_SLOTS.map((s) => s.contentType), 'UPLOADS' as const]) {
    const i = findDecoration(state, slot);
    if (i >= 0) slotIndexes.add(i);
  }
  const others = state.decorations.map((d, index) => ({ d, index })).filter(({ index }) => !slotIndexes.has(index));

  const allowed = (contentType: ContentType) => locations.filter((l) => l.contentTypes.includes(contentType));
  const currentLocation = (contentType: ContentType): LocationInfo | null => {
    const deco = state.decorations[findDecoration(state, contentType)];
    if (deco) return locations.find((l) => l.name === deco.location) ?? null;
    return defaultLocation(contentType, locations);
  };
  const focusView = (contentType: ContentType) => {
    const loc = currentLocation(contentType);
    if (loc && loc.view !== state.view) dispatch({ type: 'setView', view: loc.view });
  };

  const onLogoFile = async (file: File | undefined) => {
    if (!file) return;
    const check = checkLogoFile(file);
    if (!check.ok) {
      toast.error(check.message);
      return;
    }
    setUploading(true);
    try {
      const uploadId = await uploadBytes(file, file.name);
      const result = await uploadLogo({ variables: { input: { filename: file.name, uploadId } } });
      const logo = result.data?.uploadLogo;
      if (!logo) throw new Error('No logo returned');
      dispatch({
        type: 'setLogo',
        contentType: 'UPLOADS',
        logoId: logo.id,
        logoUrl: logo.url,
        location: currentLocation('UPLOADS'),
      });
    } catch (e) {
      toast.error(errorMessage(e, 'Error trying to update logo'));
    } finally {
      setUploading(false);
    }
  };

  const logoDeco = state.decorations[findDecoration(state, 'UPLOADS')];
  const logoLocations = allowed('UPLOADS');
  const colorOpts = colorChoices(colors, allColors, [
    state.textStyle.fillColorId,
    state.textStyle.outline1ColorId,
    ...state.decorations.flatMap((d) => [d.fillColorId, d.outline1ColorId]),
  ]);
  const fontOpts = fonts.map((f) => ({ value: f.key, label: f.key.replace(/\b\w/g, (c) => c.toUpperCase()) }));

  return (
    <div className="decorations">
      {TEXT_SLOTS.map((slot) => {
        const places = allowed(slot.contentType);
        const deco = state.decorations[findDecoration(state, slot.contentType)];
        const location = currentLocation(slot.contentType);
        const unavailable = places.length === 0;
        return (
          <div key={slot.contentType} className="decoration-row">
            <Field
              label={slot.label}
              hint={
                unavailable
                  ? 'Not available on this product'
                  : location
                    ? `On ${locationLabel(location.name)}`
                    : undefined
              }
            >
              {({ id, describedBy }) => (
                <TextInput
                  id={id}
                  aria-describedby={describedBy}
                  value={deco?.text ?? ''}
                  placeholder={DEFAULT_TEXT[slot.contentType]}
                  maxLength={slot.maxLength}
                  inputMode={slot.inputMode}
                  disabled={unavailable}
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
            <div className="logo-upload">
              <input
                id={id}
                type="file"
                className="file-input"
                accept={LOGO_ACCEPT}
                aria-describedby={describedBy}
                disabled={uploading || logoLocations.length === 0 || !canUpload}
                onChange={(e) => {
                  void onLogoFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
                onFocus={() => focusView('UPLOADS')}
              />
              {uploading ? <Spinner size={16} label="Uploading logo" /> : <IconUpload size={16} aria-hidden="true" />}
            </div>
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

      {others.length > 0 ? (
        <div>
          <div className="picker__label">Other decorations</div>
          <ul className="other-decorations">
            {others.map(({ d, index }) => (
              <li key={`${d.contentType}-${d.location}-${index}`}>
                <span>
                  {CONTENT_LABEL[d.contentType]}
                  {d.text ? ` “${d.text}”` : ''} <span className="muted">· {locationLabel(d.location)}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${CONTENT_LABEL[d.contentType]} at ${locationLabel(d.location)}`}
                  onClick={() => dispatch({ type: 'removeAt', index })}
                >
                  <IconTrash size={14} />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
