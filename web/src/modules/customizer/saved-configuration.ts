/**
 * A customiser state as `saveConfiguration` takes it (C4), and the exact restore of a saved
 * `Configuration` (`?short_id=`).
 */
import type { ContentType, ConfigurationInput, DecorationInput, ReversibleView, View } from '../../gql/graphql';
import {
  DEFAULT_FILL_COLOR_ID,
  DEFAULT_FONT,
  DEFAULT_OUTLINE_COLOR_ID,
  TEXT_CONTENT_TYPES,
  type CustomizerState,
  type DecorationDraft,
} from './state';

/** A decoration as `saveConfiguration` accepts it (the logo URL stays on the client). */
export function toDecorationInput(d: DecorationDraft): DecorationInput {
  return {
    contentType: d.contentType,
    location: d.location,
    text: d.text,
    fillColorId: d.fillColorId,
    outline1ColorId: d.outline1ColorId,
    outline2ColorId: d.outline2ColorId,
    textHeight: d.textHeight,
    font: d.font,
    logoId: d.logoId,
    // Only GRAPHICS take a library graphic; sent only when set, as the saved input was.
    ...(d.graphicKey ? { graphicKey: d.graphicKey } : {}),
    rotation: d.rotation,
    zoom: d.zoom,
    offsetX: d.offsetX ?? 0,
    offsetY: d.offsetY ?? 0,
    view: d.view,
  };
}

/** The `saveConfiguration` input of a state (C4). */
export function toConfigurationInput(styleId: string, state: CustomizerState): ConfigurationInput {
  return {
    styleId,
    variantId: state.variantId,
    designId: state.designId,
    colorIds: state.colorIds,
    reversibleView: state.reversibleView,
    decorations: state.decorations.map(toDecorationInput),
  };
}

/** A saved configuration, as read back from the API (the fields restore needs). */
export interface SavedConfiguration {
  variant?: { id: string } | null;
  design?: { id: string } | null;
  colors: readonly { id: string }[];
  reversibleView?: ReversibleView | null;
  decorations: readonly {
    contentType: ContentType;
    location: string;
    text?: string | null;
    fillColor?: { id: string } | null;
    outline1Color?: { id: string } | null;
    outline2Color?: { id: string } | null;
    textHeight: number;
    font: string;
    logo?: { id: string; url: string } | null;
    graphic?: { key: string } | null;
    rotation: number;
    zoom: number;
    offsetX?: number | null;
    offsetY?: number | null;
    view?: ReversibleView | null;
  }[];
}

/**
 * The state of a saved configuration (C4: loading a short id restores the player exactly):
 * every decoration is kept in order with its saved values; the text style follows the first
 * text decoration.
 */
export function stateFromConfiguration(config: SavedConfiguration, view: View = 'FRONT'): CustomizerState {
  const decorations: DecorationDraft[] = config.decorations.map((d) => ({
    contentType: d.contentType,
    location: d.location,
    text: d.text ?? null,
    fillColorId: d.fillColor?.id ?? null,
    outline1ColorId: d.outline1Color?.id ?? null,
    outline2ColorId: d.outline2Color?.id ?? null,
    textHeight: d.textHeight,
    font: d.font,
    logoId: d.logo?.id ?? null,
    logoUrl: d.logo?.url ?? null,
    graphicKey: d.graphic?.key ?? null,
    rotation: d.rotation,
    zoom: d.zoom,
    offsetX: d.offsetX ?? 0,
    offsetY: d.offsetY ?? 0,
    view: d.view ?? null,
  }));
  const firstText = decorations.find((d) => TEXT_CONTENT_TYPES.includes(d.contentType));
  return {
    variantId: config.variant?.id ?? null,
    designId: config.design?.id ?? null,
    colorIds: config.colors.map((c) => c.id),
    reversibleView: config.reversibleView ?? null,
    decorations,
    textStyle: {
      fillColorId: firstText?.fillColorId ?? DEFAULT_FILL_COLOR_ID,
      outline1ColorId: firstText ? firstText.outline1ColorId : DEFAULT_OUTLINE_COLOR_ID,
      font: firstText?.font ?? DEFAULT_FONT,
    },
    view,
  };
}

/** A stable key of what would be saved, to tell whether the state changed since a save. */
export function configurationKey(styleId: string, state: CustomizerState): string {
  return JSON.stringify(toConfigurationInput(styleId, state));
}
