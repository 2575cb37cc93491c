/**
 * The customiser's decoration list (C3): every decoration with a thumbnail, its location, view
 * and price, 'Edit' opening all its fields (`DecorationForm`) and 'Add decoration' adding one
 * more at a free location. 'Done' keeps the changes, 'Cancel' restores the original (a new
 * decoration goes). A save refused on `decorations.N.<field>` opens the editor of decoration N.
 */
import { DECORATION_LIMITS } from '@tas/garments';
import { useEffect, useState, type Dispatch } from 'react';
import type { ContentType } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { IconEdit, IconPlus, IconTrash } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import type { NamedColor, colorChoices } from './ColorPickers';
import { DecorationForm } from './DecorationForm';
import { DecorationThumb } from './DecorationThumb';
import { graphicUrl, useGraphicsLibrary } from './GraphicPicker';
import { LIST_LABEL, SIDE_LABEL, VIEW_LABEL, locationLabel } from './decoration-labels';
import type { CustomizerPrice } from './PricePanel';
import {
  LOGO_CONTENT_TYPES,
  TEXT_CONTENT_TYPES,
  defaultLocation,
  shownSide,
  takenLocations,
  type CustomizerAction,
  type CustomizerState,
  type DecorationDraft,
  type LocationInfo,
} from './state';

/** The decoration being edited and what 'Cancel' restores (null: it is new and goes). */
interface Editing {
  index: number;
  original: DecorationDraft | null;
}

export function DecorationList({
  headingId,
  state,
  dispatch,
  locations,
  allColors,
  fonts,
  colorOpts,
  fontOpts,
  reversible,
  pricing,
  errors,
}: {
  /** The id of the list's heading. */
  headingId: string;
  state: CustomizerState;
  dispatch: Dispatch<CustomizerAction>;
  locations: readonly LocationInfo[];
  allColors: readonly NamedColor[];
  fonts: readonly { key: string; family: string }[];
  colorOpts: ReturnType<typeof colorChoices>;
  fontOpts: readonly { value: string; label: string }[];
  /** A reversible product: each decoration is on the Outside or the Inside (C3). */
  reversible: boolean;
  /** The price of the configuration on screen (per decoration); null: not shown. */
  pricing: CustomizerPrice | null;
  /** Server errors by input path (`decorations.N.textHeight`), from the last save. */
  errors: Readonly<Record<string, string>>;
}) {
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
    <section className="decoration-list" aria-labelledby={headingId}>
      <h3 className="picker__label" id={headingId}>
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
        <Button icon={<IconPlus size={14} />} disabled={!addValue || full || editing !== null} onClick={addDecoration}>
          Add decoration
        </Button>
      </div>
      {full ? <p className="muted">At most {DECORATION_LIMITS.maxDecorations} decorations per product.</p> : null}
    </section>
  );
}
