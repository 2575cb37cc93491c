/**
 * The customiser's state (C1, C3, C4), kept outside the 3D canvas: variant, design, zone
 * colours, decorations and the camera view. This file holds the state's types, its defaults
 * and the pure queries on it; the reducer is in `state-reducer.ts`, the conversion to and from
 * a saved `Configuration` in `saved-configuration.ts`.
 */
import {
  defaultDecorationLocation,
  defaultTextHeight as garmentTextHeight,
  isLogoContentType,
  isOnSide,
  DEFAULT_LETTERING,
  DEFAULT_TEAM_COLOR_IDS as TEAM_COLOR_IDS,
} from '@tas/garments';
import type { ContentType, ReversibleView, View } from '../../gql/graphql';

/** Default decoration colours (C3): fill white (25), outline black (23); default font. */
export const DEFAULT_FILL_COLOR_ID = String(DEFAULT_LETTERING.fillColorId);
export const DEFAULT_OUTLINE_COLOR_ID = String(DEFAULT_LETTERING.outlineColorId);
export const DEFAULT_FONT: string = DEFAULT_LETTERING.font;
/** Default team colours (section 9): 19, 13, 25, as the API's ids. */
export const DEFAULT_TEAM_COLOR_IDS: readonly string[] = TEAM_COLOR_IDS.map(String);

/** The text drawn when a text decoration has none (C3). */
export const DEFAULT_TEXT: Partial<Record<ContentType, string>> = {
  PLAYER_NUMBER: '00',
  PLAYER_NAME: 'Player Name',
  CUSTOM_TEXT: 'Team Name',
};

export const TEXT_CONTENT_TYPES: readonly ContentType[] = ['PLAYER_NUMBER', 'PLAYER_NAME', 'CUSTOM_TEXT'];
/** Texts that are one player's wherever they are printed: the number and the name. */
export const PLAYER_TEXT_TYPES: readonly ContentType[] = ['PLAYER_NUMBER', 'PLAYER_NAME'];
export const LOGO_CONTENT_TYPES: readonly ContentType[] = ['UPLOADS', 'GRAPHICS'];

/** A decoration being edited; mirrors `DecorationInput` plus the logo's URL for drawing. */
export interface DecorationDraft {
  contentType: ContentType;
  location: string;
  text: string | null;
  fillColorId: string | null;
  outline1ColorId: string | null;
  outline2ColorId: string | null;
  /** Text height in mm; always set for text so the player and the snapshot agree. */
  textHeight: number | null;
  font: string | null;
  logoId: string | null;
  /** `/files/...` path or absolute URL of the logo (drawing only, never sent). */
  logoUrl: string | null;
  /** A GRAPHICS decoration's graphic of the library (`graphics`), drawn in the fill colour; else null. */
  graphicKey: string | null;
  /** Degrees clockwise. */
  rotation: number;
  zoom: number;
  /** Position of the centre from the location's centre in mm, to the right as seen (C3); absent = 0. */
  offsetX?: number;
  /** Position of the centre from the location's centre in mm, upwards (C3); absent = 0. */
  offsetY?: number;
  view: ReversibleView | null;
}

/** The style applied to new text decorations and changed for all of them at once. */
export interface TextStyle {
  fillColorId: string;
  outline1ColorId: string | null;
  font: string;
}

export interface CustomizerState {
  variantId: string | null;
  designId: string | null;
  /** Zone colours in zone colour order (primary, secondary, tertiary). */
  colorIds: string[];
  reversibleView: ReversibleView | null;
  decorations: DecorationDraft[];
  textStyle: TextStyle;
  view: View;
}

/** A decoration location as far as the state needs it. */
export interface LocationInfo {
  name: string;
  view: View;
  contentTypes: readonly ContentType[];
  width: number;
  height: number;
}

/** The fields of one decoration the decoration editor changes (C3); not its content type. */
export type DecorationPatch = Partial<
  Pick<
    DecorationDraft,
    | 'text'
    | 'fillColorId'
    | 'outline1ColorId'
    | 'outline2ColorId'
    | 'textHeight'
    | 'font'
    | 'rotation'
    | 'zoom'
    | 'offsetX'
    | 'offsetY'
    | 'view'
    | 'graphicKey'
  >
>;

export type CustomizerAction =
  | { type: 'setVariant'; variantId: string; colorId?: string | null }
  | { type: 'setDesign'; designId: string }
  | { type: 'setColor'; index: number; colorId: string }
  | { type: 'setText'; contentType: ContentType; text: string; location: LocationInfo | null }
  | { type: 'setLocation'; contentType: ContentType; location: LocationInfo }
  | { type: 'setLogo'; contentType: ContentType; logoId: string; logoUrl: string; location: LocationInfo | null }
  | { type: 'removeDecoration'; contentType: ContentType }
  | { type: 'removeAt'; index: number }
  | {
      type: 'addDecoration';
      contentType: ContentType;
      location: LocationInfo;
      logo?: { id: string; url: string };
      /** A GRAPHICS decoration of the library instead of a logo. */
      graphicKey?: string;
    }
  | { type: 'updateDecoration'; index: number; patch: DecorationPatch; location?: LocationInfo }
  | { type: 'restoreDecoration'; index: number; original: DecorationDraft | null }
  | { type: 'setTextStyle'; style: Partial<TextStyle> }
  | { type: 'setView'; view: View }
  | { type: 'setReversibleView'; side: ReversibleView }
  | { type: 'replace'; state: CustomizerState };

/** Names of the locations that hold a decoration already. */
export function takenLocations(state: Pick<CustomizerState, 'decorations'>): string[] {
  return state.decorations.map((d) => d.location);
}

/**
 * The default location of a new decoration of a content type among a product's locations
 * (@tas/garments `defaultDecorationLocation`): a preferred name (custom text on the front
 * chest, a logo on the left chest, number and name on the back), else the first location
 * allowing the type; never one of `taken` (so default decorations never lie on top of each
 * other: a number and a custom text on shorts take both legs). Null when none is free.
 */
export function defaultLocation<L extends LocationInfo>(
  contentType: ContentType,
  locations: readonly L[],
  taken: readonly string[] = [],
): L | null {
  return defaultDecorationLocation(contentType, locations, { taken });
}

/**
 * Default text height in mm of a decoration at a location, the server's rule (@tas/garments:
 * 8" back number, 4" front or sleeve number, 2.5" name, ~3" team text); logos take their
 * location's fit, so they get none (null). Sent explicitly with every text decoration so the
 * player and the snapshot draw the same size. Without a location a number is a front one.
 */
export function defaultTextHeight(
  contentType: ContentType,
  location: Pick<LocationInfo, 'view'> | null,
): number | null {
  if (isLogoContentType(contentType)) return null;
  return garmentTextHeight(contentType, location ?? { view: 'FRONT' });
}

/**
 * Colour ids of `colors` expressed in a palette: the same id when the palette has it, else the
 * palette colour of the same hex (team colours are often stock colours while a sublimated
 * product takes sublimation ids). Colours without a match are dropped.
 */
export function toPaletteIds(
  colors: readonly { id: string; hex: string }[],
  palette: readonly { id: string; hex: string }[],
): string[] {
  const ids = new Set(palette.map((c) => c.id));
  const byHex = new Map<string, string>();
  for (const c of palette) if (!byHex.has(c.hex.toLowerCase())) byHex.set(c.hex.toLowerCase(), c.id);
  const out: string[] = [];
  for (const c of colors) {
    const id = ids.has(c.id) ? c.id : byHex.get(c.hex.toLowerCase());
    if (id !== undefined) out.push(id);
  }
  return out;
}

/** The side of a reversible the customiser shows (C3); always OUTSIDE for other products. */
export function shownSide(state: Pick<CustomizerState, 'reversibleView'>): ReversibleView {
  return state.reversibleView ?? 'OUTSIDE';
}

/**
 * Index of the first decoration of a content type on the shown side (the quick fields edit
 * that one), or -1.
 */
export function findDecoration(
  state: Pick<CustomizerState, 'decorations'> & Partial<Pick<CustomizerState, 'reversibleView'>>,
  contentType: ContentType,
): number {
  const side = shownSide({ reversibleView: state.reversibleView ?? null });
  return state.decorations.findIndex((d) => d.contentType === contentType && isOnSide(d.view, side));
}

/** The product data the initial state is chosen from. */
export interface ProductDefaults {
  variants: readonly { id: string; color: { id: string } }[];
  designs: readonly { id: string }[];
  isSublimable: boolean;
}

/**
 * A fresh state for a product: the given variant/design or the first ones, and the team
 * colours (the project's, else 19, 13, 25), limited to colours of the product's palette.
 */
export function initialState(
  product: ProductDefaults,
  options: {
    teamColorIds?: readonly string[];
    paletteColorIds?: ReadonlySet<string>;
    variantId?: string | null;
    designId?: string | null;
  } = {},
): CustomizerState {
  const palette = options.paletteColorIds;
  const inPalette = (id: string) => !palette || palette.has(id);
  const candidates = [...(options.teamColorIds ?? []), ...DEFAULT_TEAM_COLOR_IDS, ...(palette ?? [])];
  const colorIds: string[] = [];
  for (const id of candidates) {
    if (colorIds.length === 3) break;
    if (inPalette(id) && !colorIds.includes(id)) colorIds.push(id);
  }
  const variant =
    product.variants.find((v) => v.id === options.variantId) ??
    (product.isSublimable ? undefined : product.variants[0]);
  if (variant && !product.isSublimable) colorIds[0] = variant.color.id;
  const design = product.designs.find((d) => d.id === options.designId) ?? product.designs[0];
  return {
    variantId: variant?.id ?? null,
    designId: design?.id ?? null,
    colorIds,
    reversibleView: null,
    decorations: [],
    textStyle: { fillColorId: DEFAULT_FILL_COLOR_ID, outline1ColorId: DEFAULT_OUTLINE_COLOR_ID, font: DEFAULT_FONT },
    view: 'FRONT',
  };
}
