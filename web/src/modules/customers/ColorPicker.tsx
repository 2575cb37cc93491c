/**
 * Team colour picker (D5): chips of the chosen colours in order (the first three are the team
 * colours) and a grid of the colour table. 3 required, up to 6.
 *
 * Keyboard: the whole colour table is one Tab stop (a Radix ToggleGroup, roving
 * focus); Left/Right move along, Up/Down by row, Home/End to the ends, Space/Enter toggles.
 * Each swatch is a toggle button named by its colour (aria-pressed when chosen).
 */
import { ToggleGroup } from 'radix-ui';
import { distinctColors } from '../../lib/color';
import { moveInGrids } from '../../ui/grid-nav';
import { Swatch } from '../../ui/Swatch';
import { IconCheck, IconX } from '../../ui/icons';
import '../../styles/color-picker.css';

export interface PickerColor {
  id: string;
  name: string;
  hex: string;
  /** SUBLIMATION or STOCK; colours are grouped by it when given. */
  palette?: string;
}

/** Group titles: after twins are merged the sublimation group holds the colours stock garments lack. */
const PALETTE_TITLE: Record<string, string> = {
  STOCK: 'Stock colours',
  SUBLIMATION: 'Sublimation-only colours',
};

/**
 * Accessible names: the colour's name, with its palette added when a colour of the same name
 * but another hex came before (twins of the same hex are one colour and share the name).
 */
function colorLabels(colors: readonly PickerColor[]): Map<string, string> {
  const hexesByName = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const c of colors) {
    const key = c.name.toLowerCase();
    const first = hexesByName.get(key);
    const clash = first !== undefined && first !== c.hex.toLowerCase();
    labels.set(c.id, clash && c.palette ? `${c.name} (${c.palette.toLowerCase()})` : c.name);
    if (first === undefined) hexesByName.set(key, c.hex.toLowerCase());
  }
  return labels;
}

export function ColorPicker({
  colors,
  value,
  onChange,
  min = 3,
  max = 6,
  label,
  error,
  id,
}: {
  colors: readonly PickerColor[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  min?: number;
  max?: number;
  label: string;
  error?: string | undefined;
  id?: string;
}) {
  const byId = new Map(colors.map((c) => [c.id, c]));
  const labels = colorLabels(colors);
  // One swatch per colour: a colour in both palettes shows once (a chosen twin in its place).
  const shown = distinctColors(colors, value);
  const groups: { palette: string; colors: PickerColor[] }[] = [];
  for (const c of shown) {
    const palette = c.palette ?? '';
    const group = groups.find((g) => g.palette === palette);
    if (group) group.colors.push(c);
    else groups.push({ palette, colors: [c] });
  }
  const full = value.length >= max;
  // With an exact count (team colours: 3) a new pick replaces the last one instead of
  // locking the grid; with a range the grid stops at the maximum.
  const exact = min === max;
  const toggle = (colorId: string) => {
    if (value.includes(colorId)) onChange(value.filter((v) => v !== colorId));
    else if (!full) onChange([...value, colorId]);
    else if (exact) onChange([...value.slice(0, -1), colorId]);
  };
  const countText =
    value.length < min
      ? `${value.length} of ${min} required colours chosen`
      : `${value.length} of up to ${max} colours chosen`;
  return (
    <fieldset
      className="color-picker"
      id={id}
      aria-describedby={id ? `${id}-count` : undefined}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <legend className="field__label" style={{ padding: 0, marginBottom: 6 }}>
        {label}
      </legend>
      <div className="color-picker__selected" aria-live="polite">
        {value.length === 0 ? (
          <span className="muted" style={{ fontSize: 13 }}>
            No colours chosen yet
          </span>
        ) : null}
        {value.map((colorId, index) => {
          const color = byId.get(colorId);
          return (
            <span key={colorId} className="color-chip">
              <span className="color-chip__index">{index + 1}</span>
              <Swatch hex={color?.hex ?? '#cccccc'} size={14} />
              {labels.get(colorId) ?? colorId}
              <button
                type="button"
                className="color-chip__remove"
                aria-label={`Remove ${labels.get(colorId) ?? colorId}`}
                onClick={() => toggle(colorId)}
              >
                <IconX size={12} />
              </button>
            </span>
          );
        })}
      </div>
      <ToggleGroup.Root
        type="multiple"
        className="color-picker__table"
        aria-label={`${label} table`}
        value={[...value]}
        onValueChange={(next) => {
          const changed = next.find((v) => !value.includes(v)) ?? value.find((v) => !next.includes(v));
          if (changed) toggle(changed);
        }}
        onKeyDownCapture={(e) => moveInGrids(e, '.color-grid', '.color-grid__item')}
      >
        {groups.map((group) => (
          <div key={group.palette} className="color-picker__group">
            {groups.length > 1 ? (
              <p className="color-picker__group-title" aria-hidden="true">
                {PALETTE_TITLE[group.palette] ?? group.palette}
              </p>
            ) : null}
            <div className="color-grid" role="group" aria-label={PALETTE_TITLE[group.palette] ?? `${label} options`}>
              {group.colors.map((c) => {
                const selected = value.includes(c.id);
                const name = labels.get(c.id) ?? c.name;
                return (
                  <ToggleGroup.Item
                    key={c.id}
                    value={c.id}
                    className="color-grid__item"
                    style={{ background: c.hex }}
                    aria-label={name}
                    title={name}
                    disabled={!selected && full && !exact}
                  >
                    {selected ? <IconCheck size={14} /> : null}
                  </ToggleGroup.Item>
                );
              })}
            </div>
          </div>
        ))}
      </ToggleGroup.Root>
      <p
        className={error ? 'field__error' : 'field__hint'}
        id={id ? `${id}-count` : undefined}
        role={error ? 'alert' : undefined}
      >
        {error ?? countText}
      </p>
    </fieldset>
  );
}
