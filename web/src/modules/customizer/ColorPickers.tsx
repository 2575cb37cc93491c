/** Pickers of the customiser (C1): stock variant, design (layout) and the team colour zones. */
import { offeredDesigns } from '@tas/garments';
import { RadioGroup } from 'radix-ui';
import type { Garment } from '../../gql/graphql';
import type { SelectOption } from '../../ui/Select';
import { SelectField } from '../../ui/Select';
import { Swatch } from '../../ui/Swatch';
import { DesignSwatch } from './DesignSwatch';

export interface NamedColor {
  id: string;
  name: string;
  hex: string;
  palette?: string;
}

/**
 * Select options of a palette, one per colour. A chosen colour outside
 * the palette (a saved configuration's, the stock white and black decoration defaults, team
 * colours from the other palette) takes the place of the palette's colour of the same name and
 * hex, so `Forest` is listed once whichever palette's id is chosen; a chosen colour without such
 * a twin leads the list, marked with its palette.
 */
export function colorChoices(
  palette: readonly NamedColor[],
  allColors: readonly NamedColor[],
  keepIds: readonly (string | null | undefined)[],
): SelectOption[] {
  const inPalette = new Set(palette.map((c) => c.id));
  const kept = new Set(keepIds.filter((id): id is string => !!id));
  const sameColor = (a: NamedColor, b: NamedColor) =>
    a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.hex.toLowerCase() === b.hex.toLowerCase();
  const twinOf = new Map<string, NamedColor>();
  const extra: NamedColor[] = [];
  for (const id of kept) {
    if (inPalette.has(id)) continue;
    const color = allColors.find((c) => c.id === id) ?? { id, name: `Colour ${id}`, hex: '#d4d4d8' };
    const twin = palette.find((p) => !kept.has(p.id) && !twinOf.has(p.id) && sameColor(p, color));
    if (twin) twinOf.set(twin.id, color);
    else extra.push(color);
  }
  return [
    ...extra.map((c) => ({
      value: c.id,
      label: c.palette ? `${c.name} (${c.palette.toLowerCase()})` : c.name,
      hex: c.hex,
    })),
    ...palette.map((p) => {
      const c = twinOf.get(p.id) ?? p;
      return { value: c.id, label: c.name, hex: c.hex };
    }),
  ];
}

const ZONE_LABELS = ['Primary colour', 'Secondary colour', 'Tertiary colour'] as const;

/** Three selects for the zone colours (primary, secondary, tertiary) from the product palette. */
export function ZoneColorPicker({
  colorIds,
  colors,
  allColors,
  onChange,
  lockedPrimary,
}: {
  colorIds: readonly string[];
  colors: readonly NamedColor[];
  allColors: readonly NamedColor[];
  onChange: (index: number, colorId: string) => void;
  /** Stock garments take their primary colour from the variant. */
  lockedPrimary?: boolean;
}) {
  const options = colorChoices(colors, allColors, colorIds);
  return (
    <div className="zone-colors">
      {ZONE_LABELS.map((label, index) => {
        const value = colorIds[index] ?? null;
        return (
          <SelectField
            key={label}
            label={label}
            value={value}
            options={options}
            onValueChange={(v) => onChange(index, v)}
            disabled={index === 0 && lockedPrimary}
            hint={index === 0 && lockedPrimary ? 'Set by the garment colour' : undefined}
          />
        );
      })}
    </div>
  );
}

/** The garment colour of a stock product: one swatch per variant. */
export function VariantPicker({
  variants,
  value,
  onChange,
}: {
  variants: readonly { id: string; name: string; color: NamedColor }[];
  value: string | null;
  onChange: (variantId: string) => void;
}) {
  const current = variants.find((v) => v.id === value);
  return (
    <div className="picker">
      <div className="picker__label" id="variant-label">
        Garment colour <span className="muted">{current ? `· ${current.name}` : ''}</span>
      </div>
      <RadioGroup.Root
        className="variant-grid"
        aria-labelledby="variant-label"
        value={value ?? ''}
        onValueChange={onChange}
        orientation="horizontal"
      >
        {variants.map((v) => (
          <RadioGroup.Item key={v.id} value={v.id} className="variant-swatch" aria-label={v.name} title={v.name}>
            <Swatch hex={v.color.hex} size={26} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/**
 * The design (layout) of the product (C1), as cards with a picture of the design on the front
 * in the team colours, the layout code and name. Offers what @tas/garments' `offeredDesigns`
 * allows: at most 7, never 588R (the server already answers no more).
 */
export function DesignPicker({
  designs,
  value,
  onChange,
  garment,
  colors,
}: {
  designs: readonly { id: string; code: string; name: string }[];
  value: string | null;
  onChange: (designId: string) => void;
  /** The product's garment and the team colours, for the pictures; none: code and name only. */
  garment?: Pick<Garment, 'id' | 'panels' | 'zones'>;
  colors?: readonly string[];
}) {
  return (
    <div className="picker">
      <div className="picker__label" id="design-label">
        Design
      </div>
      <RadioGroup.Root
        className="design-grid"
        aria-labelledby="design-label"
        value={value ?? ''}
        onValueChange={onChange}
      >
        {offeredDesigns(designs).map((d) => (
          <RadioGroup.Item key={d.id} value={d.id} className="design-card" aria-label={`${d.name} (${d.code})`}>
            {garment && colors ? <DesignSwatch garment={garment} code={d.code} colors={colors} flat /> : null}
            <span className="design-card__code">{d.code}</span>
            <span className="design-card__name">{d.name}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
