/**
 * Every field of one decoration (C3) in the decoration list: text, placement, fill, outline 1
 * and 2, font, text height (mm), the graphic of a GRAPHICS decoration, size (%), position in its
 * location (mm across and up from the centre), rotation (degrees) and the reversible side,
 * within DECORATION_LIMITS of @tas/garments. Applied as typed; Done keeps, Cancel restores.
 */
import { DECORATION_LIMITS } from '@tas/garments';
import { useState, type Dispatch } from 'react';
import type { ReversibleView } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { NONE_VALUE, SelectField } from '../../ui/Select';
import type { colorChoices } from './ColorPickers';
import { GraphicPicker } from './GraphicPicker';
import { LIST_LABEL, VIEW_LABEL, locationLabel } from './decoration-labels';
import {
  DEFAULT_TEXT,
  TEXT_CONTENT_TYPES,
  type CustomizerAction,
  type DecorationDraft,
  type LocationInfo,
} from './state';

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
export function DecorationForm({
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
  // A GRAPHICS decoration shows a graphic of the library unless it holds a logo.
  const isGraphic = d.contentType === 'GRAPHICS' && !d.logoId;
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
        <>
          {isGraphic ? (
            <>
              <GraphicPicker
                value={d.graphicKey}
                error={err('graphicKey')}
                onChange={(graphicKey) => patch({ graphicKey })}
              />
              <SelectField
                label="Graphic colour"
                value={d.fillColorId}
                error={err('fillColorId')}
                options={colorOpts}
                onValueChange={(v) => patch({ fillColorId: v })}
              />
            </>
          ) : null}
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
        </>
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
          onValueChange={(v) => {
            // The garment turns to the side the decoration is now printed on.
            patch({ view: v as ReversibleView });
            dispatch({ type: 'setReversibleView', side: v as ReversibleView });
          }}
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
