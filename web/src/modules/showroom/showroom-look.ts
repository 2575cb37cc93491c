/**
 * The showroom's customisation box (P6): decoration fill, outline and font, applied to every
 * product shown. Pure: the box as colour ids and a font key (what `saveShowroomLook` and
 * `saveConfiguration` take), resolved to hex and CSS family for drawing, and applied to a
 * configuration's render spec (the catalogue's live cards) or to the customiser's state (the
 * product page).
 */
import type { ContentType } from '../../gql/graphql';
import { TEXT_CONTENT_TYPES, type CustomizerState } from '../customizer/state';
import { customizerReducer } from '../customizer/state-reducer';

/** The box's choice: colour ids and a font key (`ShowroomLookInput` without its long names). */
export interface ShowroomLookChoice {
  fillColorId: string;
  outlineColorId: string;
  /** Key of a bundled font, e.g. `full block`. */
  font: string;
}

/** The box resolved for drawing: `#rrggbb` colours and the font's CSS family. */
export interface ResolvedLook {
  fill: string;
  outline: string;
  fontFamily: string;
}

/** The choice of a `ShowroomLook` as the API answers it (the showroom's saved look). */
export function choiceOfLook(look: {
  decorationFill: { id: string };
  decorationOutline: { id: string };
  font: string;
}): ShowroomLookChoice {
  return { fillColorId: look.decorationFill.id, outlineColorId: look.decorationOutline.id, font: look.font };
}

/** A stable text key of a choice, e.g. `25|23|full block` (equal choices, equal keys). */
export function lookKey(choice: ShowroomLookChoice): string {
  return `${choice.fillColorId}|${choice.outlineColorId}|${choice.font}`;
}

/** True when both choices draw the same (same colour ids and font key). */
export function sameLook(a: ShowroomLookChoice, b: ShowroomLookChoice): boolean {
  return lookKey(a) === lookKey(b);
}

/**
 * Hex colours and CSS family of a choice. Null when a colour id or the font key is not among
 * `colors` / `fonts` (an outdated choice kept in the browser: the caller falls back to the
 * showroom's saved look).
 */
export function resolveLook(
  choice: ShowroomLookChoice,
  colors: readonly { id: string; hex: string }[],
  fonts: readonly { key: string; family: string }[],
): ResolvedLook | null {
  const fill = colors.find((c) => c.id === choice.fillColorId)?.hex;
  const outline = colors.find((c) => c.id === choice.outlineColorId)?.hex;
  const fontFamily = fonts.find((f) => f.key === choice.font)?.family;
  if (!fill || !outline || !fontFamily) return null;
  return { fill, outline, fontFamily };
}

function isText(contentType: ContentType): boolean {
  return TEXT_CONTENT_TYPES.includes(contentType);
}

/** What {@link applyLookToSpec} needs of a render spec's decorations. */
interface LookableDecoration {
  contentType: ContentType;
  fill: string;
  outline1?: string | null;
  fontFamily: string;
}

/**
 * A render spec (`Configuration.renderSpec`) with the box applied: every text decoration
 * (Custom Text, Player Number, Player Name) takes the fill, first outline and font; logos and
 * everything else are unchanged. The input is not modified; an unchanged spec is returned as
 * it is when nothing differs.
 */
export function applyLookToSpec<D extends LookableDecoration, S extends { decorations: readonly D[] }>(
  spec: S,
  look: ResolvedLook,
): S {
  let changed = false;
  const decorations = spec.decorations.map((d) => {
    if (!isText(d.contentType)) return d;
    if (d.fill === look.fill && d.outline1 === look.outline && d.fontFamily === look.fontFamily) return d;
    changed = true;
    return { ...d, fill: look.fill, outline1: look.outline, fontFamily: look.fontFamily };
  });
  return changed ? { ...spec, decorations } : spec;
}

/**
 * The customiser's state with the box applied (product page, P6): its text style and every
 * text decoration take the fill, first outline and font, as the customiser's own text style
 * change does, so what the visitor saves (`saveConfiguration`) is in their look.
 */
export function applyLookToState(state: CustomizerState, choice: ShowroomLookChoice): CustomizerState {
  return customizerReducer(state, {
    type: 'setTextStyle',
    style: { fillColorId: choice.fillColorId, outline1ColorId: choice.outlineColorId, font: choice.font },
  });
}

/** The `ShowroomLookInput` of a choice (`saveShowroomLook`). */
export function lookInput(choice: ShowroomLookChoice): {
  decorationFillColorId: string;
  decorationOutlineColorId: string;
  font: string;
} {
  return {
    decorationFillColorId: choice.fillColorId,
    decorationOutlineColorId: choice.outlineColorId,
    font: choice.font,
  };
}
