/**
 * The customisation box (P6): decoration fill, outline and font (the showroom's fonts), applied
 * live to every product shown. A visitor's box stays in their browser; the showroom's dealer (or
 * a passcode session) may 'Save look for everyone' (`saveShowroomLook`), which becomes the look
 * every visitor starts from and the products' pictures. Colours: the team colours first, then the
 * stock print colours (valid on every garment, C3). Radio groups: arrow keys move the choice.
 */
import { useMutation } from '@apollo/client/react';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type CSSProperties } from 'react';
import { toast } from 'sonner';
import { cssFontFamily } from '../../garment/fonts';
import { graphql } from '../../gql';
import type { ShowroomLookBox_ShowroomFragment } from '../../gql/graphql';
import { readableTextOn } from '../../lib/color';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { IconCheck } from '../../ui/icons';
import { lookInput, type ShowroomLookChoice } from './showroom-look';
import type { ShowroomState } from './use-showroom';

export const ShowroomLookBox_showroom = graphql(`
  fragment ShowroomLookBox_showroom on Showroom {
    id
    canEdit
    locked
    teamName
    mascot
    colors {
      id
      name
      hex
    }
    look {
      decorationFill {
        id
        name
        hex
      }
      decorationOutline {
        id
        name
        hex
      }
      font
    }
    fonts {
      key
      family
    }
  }
`);

// Only the id: the page refetches its products first and the look after them, so no card shows
// an old snapshot under the new look meanwhile.
const SaveShowroomLookDocument = graphql(`
  mutation SaveShowroomLook($dealerCode: String!, $look: ShowroomLookInput!) {
    saveShowroomLook(dealerCode: $dealerCode, look: $look) {
      id
    }
  }
`);

export interface BoxColor {
  id: string;
  name: string;
  hex: string;
}

/** The colours the box offers: the team colours, then the palette, each once. */
export function boxColors(team: readonly BoxColor[], palette: readonly BoxColor[]): BoxColor[] {
  const seen = new Set<string>();
  const out: BoxColor[] = [];
  for (const c of [...team, ...palette]) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}

/**
 * Text preview of the box: the mascot or team name, and a number, as the garments print them. A
 * lettering sample (`data-lettering-sample`): a picture in the customer's colours, hidden from
 * assistive technology (the box's labelled choices say the same).
 */
export function LookPreview({
  text,
  fill,
  outline,
  fontFamily,
  background,
  compact = false,
}: {
  text: string;
  fill: string;
  outline: string;
  fontFamily: string;
  background: string;
  /** A small chip (the catalogue's box toggle on phones). */
  compact?: boolean;
}) {
  const style = {
    '--look-fill': fill,
    '--look-outline': outline,
    fontFamily: cssFontFamily(fontFamily),
    background,
  } as CSSProperties;
  return (
    <div
      className={compact ? 'look-preview look-preview--compact' : 'look-preview'}
      style={style}
      aria-hidden="true"
      data-lettering-sample
    >
      <span className="look-preview__text">{text}</span>
      {compact ? null : <span className="look-preview__number">23</span>}
    </div>
  );
}

function ColorChoice({
  label,
  colors,
  value,
  onChange,
  teamCount,
}: {
  label: string;
  colors: readonly BoxColor[];
  value: string;
  onChange: (id: string) => void;
  teamCount: number;
}) {
  const labelId = useId();
  const current = colors.find((c) => c.id === value);
  return (
    <div className="look-box__group">
      <div className="look-box__label" id={labelId}>
        {label} <span className="muted">{current ? `· ${current.name}` : ''}</span>
      </div>
      <RadioGroup.Root
        className="look-swatches"
        aria-labelledby={labelId}
        value={value}
        onValueChange={onChange}
        orientation="horizontal"
        loop
      >
        {colors.map((c, i) => (
          <RadioGroup.Item
            key={c.id}
            value={c.id}
            className={i < teamCount ? 'look-swatch look-swatch--team' : 'look-swatch'}
            aria-label={i < teamCount ? `${c.name} (team colour)` : c.name}
            title={c.name}
            style={{ background: c.hex }}
          >
            <RadioGroup.Indicator className="look-swatch__check" style={{ color: readableTextOn(c.hex) }}>
              <IconCheck size={14} />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/**
 * The box. `state` is the page's showroom state (useShowroom); `palette` the colours offered
 * after the team colours; `onSavedForEveryone` runs after the dealer saved the look: it reloads
 * the products (their pictures change), then the showroom's look.
 */
export function ShowroomLookBox({
  showroom,
  state,
  palette,
  dealerCode,
  embedded,
  onSavedForEveryone,
  headingLevel = 2,
}: {
  showroom: ShowroomLookBox_ShowroomFragment;
  state: ShowroomState;
  palette: readonly BoxColor[];
  dealerCode: string;
  embedded: boolean;
  /** Reloads what the saved look changes (products, then the showroom's look). */
  onSavedForEveryone: () => Promise<unknown>;
  headingLevel?: 2 | 3;
}) {
  const colors = boxColors(showroom.colors, palette);
  const look: ShowroomLookChoice = state.look ?? {
    fillColorId: showroom.look.decorationFill.id,
    outlineColorId: showroom.look.decorationOutline.id,
    font: showroom.look.font,
  };
  const set = (patch: Partial<ShowroomLookChoice>) => state.setLook({ ...look, ...patch });
  const fontLabelId = useId();
  const titleId = useId();
  const [saveLook, { loading: saving }] = useMutation(SaveShowroomLookDocument);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const canSave = showroom.canEdit && !showroom.locked && !embedded;

  const [refreshing, setRefreshing] = useState(false);
  const saveForEveryone = async () => {
    try {
      await saveLook({ variables: { dealerCode, look: lookInput(look) } });
    } catch (e) {
      toast.error(errorMessage(e, 'Error'));
      return;
    }
    toast.success('Information updated.');
    setRefreshing(true);
    try {
      await onSavedForEveryone();
    } finally {
      setRefreshing(false);
    }
    // The box now follows the saved look (which is this one).
    state.setLook(null);
  };

  return (
    <section className="look-box" aria-labelledby={titleId}>
      <div className="look-box__header">
        <Heading id={titleId} className="look-box__title">
          Customise your look
        </Heading>
        <p className="look-box__hint">Lettering and numbers of every product take these.</p>
      </div>
      {state.resolved ? (
        <LookPreview
          text={(showroom.mascot || showroom.teamName).toUpperCase()}
          fill={state.resolved.fill}
          outline={state.resolved.outline}
          fontFamily={state.resolved.fontFamily}
          background={showroom.colors[0]?.hex ?? '#1f2937'}
        />
      ) : null}
      <ColorChoice
        label="Fill"
        colors={colors}
        value={look.fillColorId}
        onChange={(fillColorId) => set({ fillColorId })}
        teamCount={showroom.colors.length}
      />
      <ColorChoice
        label="Outline"
        colors={colors}
        value={look.outlineColorId}
        onChange={(outlineColorId) => set({ outlineColorId })}
        teamCount={showroom.colors.length}
      />
      <div className="look-box__group">
        <div className="look-box__label" id={fontLabelId}>
          Font
        </div>
        <RadioGroup.Root
          className="look-fonts"
          aria-labelledby={fontLabelId}
          value={look.font}
          onValueChange={(font) => set({ font })}
          loop
        >
          {showroom.fonts.map((f) => (
            <RadioGroup.Item key={f.key} value={f.key} className="look-font" aria-label={f.family}>
              <span className="look-font__sample" style={{ fontFamily: cssFontFamily(f.family) }} aria-hidden="true">
                Aa 23
              </span>
              <span className="look-font__name">{f.family}</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      {!state.isSavedLook || canSave ? (
        <div className="look-box__actions">
          {!state.isSavedLook ? (
            <Button variant="ghost" size="sm" onClick={() => state.setLook(null)}>
              Reset look
            </Button>
          ) : null}
          {canSave ? (
            <Button
              variant="primary"
              size="sm"
              loading={saving || refreshing}
              disabled={state.isSavedLook}
              onClick={() => void saveForEveryone()}
            >
              Save look for everyone
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
