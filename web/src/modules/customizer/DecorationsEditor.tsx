/**
 * Decorations of the customiser (C3). Quick fields edit the first Player Number, Player Name,
 * Custom Text (front chest by default) and uploaded logo (left chest by default); one text
 * style (fill, outline, font) applies to all text. The decoration list shows every decoration
 * with a thumbnail, its location, view and price; 'Add decoration' adds any number more (each at
 * a free location allowed for its content type, so defaults never overlap), and 'Edit' opens
 * every field of one decoration: text, placement, fill, outline 1 and 2, font, text height (mm),
 * position in its location (mm across and up from the centre, within the location), rotation
 * (degrees), logo size (%) and the reversible side, within DECORATION_LIMITS of
 * @tas/garments. Changes show at once; 'Done' keeps them, 'Cancel' restores the original (a new
 * decoration goes). Server errors on `decorations.N.<field>` land on that field (the editor of
 * decoration N opens).
 */
import { useMutation } from '@apollo/client/react';
import { DECORATION_LIMITS } from '@tas/garments';
import { useEffect, useId, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ContentType, ProjectType, ReversibleView, View } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { LOGO_ACCEPT, checkLogoFile, uploadBytes } from '../../lib/files';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { IconEdit, IconPlus, IconTrash, IconUpload } from '../../ui/icons';
import { NONE_VALUE, SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { colorChoices, type NamedColor } from './ColorPickers';
import type { CustomizerPrice } from './PricePanel';
import {
  DEFAULT_TEXT,
  LOGO_CONTENT_TYPES,
  TEXT_CONTENT_TYPES,
  defaultLocation,
  findDecoration,
  takenLocations,
  type CustomizerAction,
  type CustomizerState,
  type DecorationDraft,
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

const UploadProjectLogoDocument = graphql(`
  mutation UploadProjectLogo($projectType: ProjectType!, $projectId: ID!, $input: UploadLogoInput!) {
    uploadProjectLogo(projectType: $projectType, projectId: $projectId, input: $input) {
      id
      url
      filename
      byteSize
    }
  }
`);

/**
 * Where an uploaded logo goes (C3, D6): the signed-in dealer's library, or kept with the project
 * being customised (a visitor or a passcode session: `uploadProjectLogo`).
 */
export type LogoUploadTarget = { to: 'library' } | { to: 'project'; projectType: ProjectType; projectId: string };

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

/**
 * Short names of content types in the decoration list. They avoid the quick fields' labels
 * ('Player number', 'Logo'), so each of those labels still names one control.
 */
const LIST_LABEL: Record<ContentType, string> = {
  PLAYER_NUMBER: 'Number',
  PLAYER_NAME: 'Name',
  CUSTOM_TEXT: 'Text',
  UPLOADS: 'Upload',
  GRAPHICS: 'Graphic',
};

const VIEW_LABEL: Record<View, string> = { FRONT: 'Front', BACK: 'Back', LEFT: 'Left', RIGHT: 'Right' };
const SIDE_LABEL: Record<ReversibleView, string> = { OUTSIDE: 'Outside', INSIDE: 'Inside' };

export function locationLabel(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^\w/, (c) => c.toUpperCase());
}

/** The decoration being edited and what 'Cancel' restores (null: it is new and goes). */
interface Editing {
  index: number;
  original: DecorationDraft | null;
}

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
  const [uploading, setUploading] = useState(false);
  const [uploadLogo] = useMutation(UploadLogoDocument);
  const [uploadProjectLogo] = useMutation(UploadProjectLogoDocument);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [addType, setAddType] = useState<ContentType>('PLAYER_NUMBER');

  // A save refused on a decoration's field opens that decoration, where the message shows.
  useEffect(() => {
    for (const path of Object.keys(errors)) {
      const m = /^decorations\.(\d+)\./.exec(path);
      const index = m ? Number(m[1]) : -1;
      const d = state.decorations[index];
      if (d) {
        setEditing((current) => (current?.index === index ? current : { index, original: d }));
        return;
      }
    }
    // Only a new set of errors opens an editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  // A decoration removed elsewhere (an emptied quick field) closes its editor.
  useEffect(() => {
    if (editing && !state.decorations[editing.index]) setEditing(null);
  }, [editing, state.decorations]);

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
      const input = { filename: file.name, uploadId };
      const logo =
        uploadTarget?.to === 'project'
          ? (
              await uploadProjectLogo({
                variables: { projectType: uploadTarget.projectType, projectId: uploadTarget.projectId, input },
              })
            ).data?.uploadProjectLogo
          : (await uploadLogo({ variables: { input } })).data?.uploadLogo;
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
    ...state.decorations.flatMap((d) => [d.fillColorId, d.outline1ColorId, d.outline2ColorId]),
  ]);
  const fontOpts = fonts.map((f) => ({ value: f.key, label: f.key.replace(/\b\w/g, (c) => c.toUpperCase()) }));
  const hexOf = (id: string | null) => (id ? allColors.find((c) => c.id === id)?.hex : undefined);
  const familyOf = (key: string | null) => fonts.find((f) => f.key === key)?.family;

  // What 'Add decoration' offers: the content types with a free location (a logo once one is uploaded).
  const firstLogo = state.decorations.find((d) => LOGO_CONTENT_TYPES.includes(d.contentType) && d.logoId);
  const addable = [...TEXT_CONTENT_TYPES, 'UPLOADS' as const].filter(
    (t) => (t !== 'UPLOADS' || firstLogo) && defaultLocation(t, locations, taken) !== null,
  );
  const full = state.decorations.length >= DECORATION_LIMITS.maxDecorations;
  const addValue = addable.includes(addType) ? addType : addable[0];
  const addDecoration = () => {
    if (!addValue) return;
    const location = defaultLocation(addValue, locations, taken);
    if (!location) return;
    dispatch({
      type: 'addDecoration',
      contentType: addValue,
      location,
      logo:
        addValue === 'UPLOADS' && firstLogo?.logoId
          ? { id: firstLogo.logoId, url: firstLogo.logoUrl ?? '' }
          : undefined,
    });
    setEditing({ index: state.decorations.length, original: null });
  };

  const priceOf = (index: number) => {
    if (!pricing?.showPrices) return null;
    const cents = pricing.stale ? undefined : pricing.price?.decorationPricesCents[index];
    if (cents !== undefined) return formatCents(cents);
    return pricing.error ? '\u2014' : <Skeleton width={40} height={12} />;
  };

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

      <section className="decoration-list" aria-labelledby={`${logoId}-list`}>
        <h3 className="picker__label" id={`${logoId}-list`}>
          Decoration list
        </h3>
        {state.decorations.length === 0 ? <p className="muted">No decorations yet.</p> : null}
        <ul className="decoration-list__items">
          {state.decorations.map((d, index) => {
            const location = locations.find((l) => l.name === d.location);
            const title = `${LIST_LABEL[d.contentType]}${d.text ? ` “${d.text}”` : ''}`;
            const where = locationLabel(d.location);
            const isEditing = editing?.index === index;
            const hasError = Object.keys(errors).some((k) => k.startsWith(`decorations.${index}.`));
            return (
              <li
                key={index}
                className={['decoration-item', isEditing ? 'decoration-item--editing' : null].filter(Boolean).join(' ')}
              >
                <div className="decoration-item__row">
                  <DecorationThumb
                    decoration={d}
                    fill={hexOf(d.fillColorId)}
                    outline={hexOf(d.outline1ColorId)}
                    family={familyOf(d.font)}
                  />
                  <div className="decoration-item__text">
                    <span className="decoration-item__title">{title}</span>
                    <span className="muted decoration-item__meta">
                      {where}
                      {location ? ` · ${VIEW_LABEL[location.view]}` : ''}
                      {d.view ? ` · ${SIDE_LABEL[d.view]}` : ''}
                      {hasError ? <span className="decoration-item__error"> · needs a fix</span> : null}
                    </span>
                  </div>
                  {pricing?.showPrices ? <span className="decoration-item__price">{priceOf(index)}</span> : null}
                  <div className="decoration-item__actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${title} at ${where}`}
                      aria-expanded={isEditing}
                      disabled={editing !== null && !isEditing}
                      onClick={() => {
                        if (isEditing) setEditing(null);
                        else {
                          setEditing({ index, original: d });
                          if (location && location.view !== state.view)
                            dispatch({ type: 'setView', view: location.view });
                        }
                      }}
                    >
                      <IconEdit size={14} />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${title} at ${where}`}
                      disabled={editing !== null && !isEditing}
                      onClick={() => {
                        setEditing(null);
                        dispatch({ type: 'removeAt', index });
                      }}
                    >
                      <IconTrash size={14} />
                    </Button>
                  </div>
                </div>
                {isEditing && editing ? (
                  <DecorationForm
                    index={index}
                    decoration={d}
                    locations={allowed(d.contentType)}
                    taken={taken}
                    colorOpts={colorOpts}
                    fontOpts={fontOpts}
                    reversible={reversible}
                    errors={errors}
                    dispatch={dispatch}
                    onDone={() => setEditing(null)}
                    onCancel={() => {
                      dispatch({ type: 'restoreDecoration', index, original: editing.original });
                      setEditing(null);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="decoration-add">
          <SelectField
            label="New decoration"
            value={addValue ?? null}
            placeholder="None available"
            disabled={addable.length === 0 || full || editing !== null}
            options={addable.map((t) => ({ value: t, label: LIST_LABEL[t] }))}
            onValueChange={(v) => setAddType(v as ContentType)}
          />
          <Button
            icon={<IconPlus size={14} />}
            disabled={!addValue || full || editing !== null}
            onClick={addDecoration}
          >
            Add decoration
          </Button>
        </div>
        {full ? <p className="muted">At most {DECORATION_LIMITS.maxDecorations} decorations per product.</p> : null}
      </section>
    </div>
  );
}

/**
 * A small picture of a decoration in its colours (the list's thumbnail): the text in its fill
 * with its outline, or the logo. Exempt from colour contrast as a picture of the print.
 */
function DecorationThumb({
  decoration: d,
  fill,
  outline,
  family,
}: {
  decoration: DecorationDraft;
  fill: string | undefined;
  outline: string | undefined;
  family: string | undefined;
}) {
  if (LOGO_CONTENT_TYPES.includes(d.contentType)) {
    return (
      <span className="decoration-thumb" aria-hidden="true">
        {d.logoUrl ? <img src={d.logoUrl} alt="" /> : null}
      </span>
    );
  }
  const text = (d.text || DEFAULT_TEXT[d.contentType] || '').slice(0, 3);
  return (
    <span
      className="decoration-thumb decoration-thumb--text"
      data-lettering-sample=""
      aria-hidden="true"
      style={{
        color: fill ?? '#ffffff',
        fontFamily: family,
        WebkitTextStroke: outline ? `1px ${outline}` : undefined,
      }}
    >
      {text}
    </span>
  );
}

/**
 * A number field that lets the text be typed freely (an empty or partial value stays on
 * screen) and reports each finite number. `scale` converts between shown and stored values
 * (100 for a percentage of a zoom).
 */
function NumberField({
  label,
  value,
  min,
  max,
  step,
  scale = 1,
  hint,
  error,
  onChange,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  step: number;
  scale?: number;
  hint?: string;
  error?: string;
  onChange: (value: number) => void;
}) {
  const shown = value === null ? '' : String(Math.round(value * scale * 100) / 100);
  const [text, setText] = useState(shown);
  const [prevShown, setPrevShown] = useState(shown);
  // A change from elsewhere (cancel, a new location's default height) replaces the typed text.
  if (prevShown !== shown) {
    setPrevShown(shown);
    if (text.trim() === '' || Number(text) !== Number(shown)) setText(shown);
  }
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          type="number"
          inputMode="decimal"
          min={min * scale}
          max={max * scale}
          step={step}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = e.target.value.trim() === '' ? NaN : Number(e.target.value);
            if (Number.isFinite(n)) onChange(n / scale);
          }}
        />
      )}
    </Field>
  );
}

/** Every field of one decoration (C3), applied as typed; Done keeps, Cancel restores. */
function DecorationForm({
  index,
  decoration: d,
  locations,
  taken,
  colorOpts,
  fontOpts,
  reversible,
  errors,
  dispatch,
  onDone,
  onCancel,
}: {
  index: number;
  decoration: DecorationDraft;
  locations: readonly LocationInfo[];
  taken: readonly string[];
  colorOpts: ReturnType<typeof colorChoices>;
  fontOpts: readonly { value: string; label: string }[];
  reversible: boolean;
  errors: Readonly<Record<string, string>>;
  dispatch: Dispatch<CustomizerAction>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const isText = TEXT_CONTENT_TYPES.includes(d.contentType);
  const err = (field: string) => errors[`decorations.${index}.${field}`];
  const patch = (p: Parameters<typeof patchAction>[1]) => dispatch(patchAction(index, p));
  const limits = DECORATION_LIMITS;
  const inUse = new Set(taken.filter((name, i) => i !== index && name !== d.location));
  const place = locations.find((l) => l.name === d.location);
  return (
    <div className="decoration-form" role="group" aria-label={`${LIST_LABEL[d.contentType]} decoration`}>
      {isText ? (
        <Field label="Text" error={err('text')}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              value={d.text ?? ''}
              placeholder={DEFAULT_TEXT[d.contentType]}
              maxLength={d.contentType === 'PLAYER_NUMBER' ? 3 : limits.maxTextLength}
              inputMode={d.contentType === 'PLAYER_NUMBER' ? 'numeric' : undefined}
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) =>
                patch({
                  text: d.contentType === 'PLAYER_NUMBER' ? e.target.value.replace(/\D+/g, '') : e.target.value,
                })
              }
            />
          )}
        </Field>
      ) : null}
      <SelectField
        label="Placement"
        value={d.location}
        error={err('location')}
        options={locations.map((l) => ({
          value: l.name,
          label: locationLabel(l.name),
          hint: inUse.has(l.name) ? 'in use' : VIEW_LABEL[l.view],
        }))}
        onValueChange={(name) => {
          const location = locations.find((l) => l.name === name);
          if (location) dispatch({ type: 'updateDecoration', index, patch: {}, location });
        }}
      />
      {isText ? (
        <>
          <SelectField
            label="Fill colour"
            value={d.fillColorId}
            error={err('fillColorId')}
            options={colorOpts}
            onValueChange={(v) => patch({ fillColorId: v })}
          />
          <SelectField
            label="Outline 1"
            value={d.outline1ColorId ?? NONE_VALUE}
            error={err('outline1ColorId')}
            options={[{ value: NONE_VALUE, label: 'None' }, ...colorOpts]}
            onValueChange={(v) => patch({ outline1ColorId: v === NONE_VALUE ? null : v })}
          />
          <SelectField
            label="Outline 2"
            value={d.outline2ColorId ?? NONE_VALUE}
            error={err('outline2ColorId')}
            options={[{ value: NONE_VALUE, label: 'None' }, ...colorOpts]}
            onValueChange={(v) => patch({ outline2ColorId: v === NONE_VALUE ? null : v })}
          />
          <SelectField
            label="Lettering font"
            value={d.font}
            error={err('font')}
            options={fontOpts}
            onValueChange={(v) => patch({ font: v })}
          />
          <NumberField
            label="Text height (mm)"
            value={d.textHeight}
            min={limits.textHeightMm.min}
            max={limits.textHeightMm.max}
            step={1}
            hint={`${limits.textHeightMm.min} to ${limits.textHeightMm.max} mm`}
            error={err('textHeight')}
            onChange={(v) => patch({ textHeight: v })}
          />
        </>
      ) : (
        <NumberField
          label="Size (%)"
          value={d.zoom}
          scale={100}
          min={limits.zoom.min}
          max={limits.zoom.max}
          step={5}
          hint={`${limits.zoom.min * 100} to ${limits.zoom.max * 100} % of the location`}
          error={err('zoom')}
          onChange={(v) => patch({ zoom: v })}
        />
      )}
      {place ? (
        <>
          <NumberField
            label="Across (mm)"
            value={d.offsetX ?? 0}
            min={-place.width / 2}
            max={place.width / 2}
            step={1}
            hint={`Right of the centre, ${-place.width / 2} to ${place.width / 2}`}
            error={err('offsetX')}
            onChange={(v) => patch({ offsetX: v })}
          />
          <NumberField
            label="Up (mm)"
            value={d.offsetY ?? 0}
            min={-place.height / 2}
            max={place.height / 2}
            step={1}
            hint={`Above the centre, ${-place.height / 2} to ${place.height / 2}`}
            error={err('offsetY')}
            onChange={(v) => patch({ offsetY: v })}
          />
        </>
      ) : null}
      <NumberField
        label="Rotation (degrees)"
        value={d.rotation}
        min={limits.rotationDeg.min}
        max={limits.rotationDeg.max}
        step={1}
        hint="Clockwise"
        error={err('rotation')}
        onChange={(v) => patch({ rotation: v })}
      />
      {reversible ? (
        <SelectField
          label="Side"
          value={d.view ?? 'OUTSIDE'}
          error={err('view')}
          options={[
            { value: 'OUTSIDE', label: 'Outside' },
            { value: 'INSIDE', label: 'Inside' },
          ]}
          onValueChange={(v) => patch({ view: v as ReversibleView })}
        />
      ) : null}
      {err('logoId') ? (
        <p className="field__error" role="alert">
          {err('logoId')}
        </p>
      ) : null}
      <div className="decoration-form__actions">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function patchAction(
  index: number,
  patch: Extract<CustomizerAction, { type: 'updateDecoration' }>['patch'],
): CustomizerAction {
  return { type: 'updateDecoration', index, patch };
}
