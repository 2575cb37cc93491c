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
import type { ContentType, ProjectType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { LOGO_ACCEPT, checkLogoFile, uploadBytes } from '../../lib/files';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { FileButton } from '../../ui/FileButton';
import { IconEdit, IconPlus, IconTrash } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { colorChoices, type NamedColor } from './ColorPickers';
import { DecorationForm } from './DecorationForm';
import { DecorationThumb } from './DecorationThumb';
import { graphicUrl, useGraphicsLibrary } from './GraphicPicker';
import { LIST_LABEL, SIDE_LABEL, VIEW_LABEL, locationLabel } from './decoration-labels';
import type { CustomizerPrice } from './PricePanel';
import {
  DEFAULT_TEXT,
  LOGO_CONTENT_TYPES,
  TEXT_CONTENT_TYPES,
  defaultLocation,
  findDecoration,
  shownSide,
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
  const library = useGraphicsLibrary();
  const graphicName = (key: string | null) => library.graphics.find((g) => g.key === key)?.name ?? key;

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
      // A visitor stages a logo for the project it customises (issue 16: quotas per project).
      const uploadId = await uploadBytes(
        file,
        file.name,
        uploadTarget?.to === 'project'
          ? `/uploads?projectId=${encodeURIComponent(uploadTarget.projectId)}`
          : '/uploads',
      );
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

  // What 'Add decoration' offers: the content types with a free location (a logo once one is
  // uploaded, a graphic once the library is loaded).
  const firstLogo = state.decorations.find((d) => LOGO_CONTENT_TYPES.includes(d.contentType) && d.logoId);
  const firstGraphic = library.graphics[0];
  const addable = [...TEXT_CONTENT_TYPES, 'GRAPHICS' as const, 'UPLOADS' as const].filter(
    (t) =>
      (t !== 'UPLOADS' || firstLogo) &&
      (t !== 'GRAPHICS' || firstGraphic) &&
      defaultLocation(t, locations, taken) !== null,
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
      graphicKey: addValue === 'GRAPHICS' ? firstGraphic?.key : undefined,
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

      <section className="decoration-list" aria-labelledby={`${logoId}-list`}>
        <h3 className="picker__label" id={`${logoId}-list`}>
          Decoration list
        </h3>
        {state.decorations.length === 0 ? <p className="muted">No decorations yet.</p> : null}
        <ul className="decoration-list__items">
          {state.decorations.map((d, index) => {
            const location = locations.find((l) => l.name === d.location);
            const named = d.graphicKey ? graphicName(d.graphicKey) : d.text;
            const title = `${LIST_LABEL[d.contentType]}${named ? ` “${named}”` : ''}`;
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
                    picture={d.graphicKey ? graphicUrl(d.graphicKey, hexOf(d.fillColorId) ?? '#ffffff') : d.logoUrl}
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
                          // A reversible turns to the side the decoration is printed on.
                          const side = d.view ?? 'OUTSIDE';
                          if (reversible && side !== shownSide(state)) dispatch({ type: 'setReversibleView', side });
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
