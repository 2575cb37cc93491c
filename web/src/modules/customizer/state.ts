/**
 * The customiser's state (C1, C3, C4), kept outside the 3D canvas: variant, design, zone
 * colours, decorations and the camera view. Pure functions: the reducer, the conversion to a
 * `ConfigurationInput` for `saveConfiguration`, and the exact restore from a saved
 * `Configuration` (`?short_id=`).
 */
import {
  DECORATION_LIMITS,
  defaultDecorationLocation,
  defaultTextHeight as garmentTextHeight,
  isLogoContentType,
  isOnSide,
  DEFAULT_LETTERING,
  DEFAULT_TEAM_COLOR_IDS as TEAM_COLOR_IDS,
} from '@tas/garments';
import type { ContentType, ConfigurationInput, DecorationInput, ReversibleView, View } from '../../gql/graphql';

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
const PLAYER_TEXT_TYPES: readonly ContentType[] = ['PLAYER_NUMBER', 'PLAYER_NAME'];
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

/** The side a new decoration is printed on: the Inside while it is shown, else none (Outside). */
function newDecorationSide(state: CustomizerState): ReversibleView | null {
  return state.reversibleView === 'INSIDE' ? 'INSIDE' : null;
}

function newTextDecoration(
  contentType: ContentType,
  text: string,
  location: LocationInfo,
  style: TextStyle,
  view: ReversibleView | null = null,
): DecorationDraft {
  return {
    contentType,
    location: location.name,
    text,
    fillColorId: style.fillColorId,
    outline1ColorId: style.outline1ColorId,
    outline2ColorId: null,
    textHeight: defaultTextHeight(contentType, location),
    font: style.font,
    logoId: null,
    logoUrl: null,
    graphicKey: null,
    rotation: 0,
    zoom: 1,
    offsetX: 0,
    offsetY: 0,
    view,
  };
}

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

/** The customiser reducer. Empty text removes a text decoration (nothing to draw). */
export function customizerReducer(state: CustomizerState, action: CustomizerAction): CustomizerState {
  switch (action.type) {
    case 'setVariant': {
      const colorIds = [...state.colorIds];
      // A stock variant is the garment's colour: it becomes the primary zone colour.
      if (action.colorId) colorIds[0] = action.colorId;
      return { ...state, variantId: action.variantId, colorIds };
    }
    case 'setDesign':
      return { ...state, designId: action.designId };
    case 'setColor': {
      const colorIds = [...state.colorIds];
      colorIds[action.index] = action.colorId;
      return { ...state, colorIds };
    }
    case 'setText': {
      const index = findDecoration(state, action.contentType);
      if (action.text === '') {
        return index < 0 ? state : { ...state, decorations: state.decorations.filter((_, i) => i !== index) };
      }
      const existing = state.decorations[index];
      // A player has one number and one name: every number (name) of the shown side takes the
      // text, so the back does not keep '00' where the front shows '12'.
      if (existing && PLAYER_TEXT_TYPES.includes(action.contentType)) {
        const side = shownSide({ reversibleView: state.reversibleView ?? null });
        return {
          ...state,
          decorations: state.decorations.map((d) =>
            d.contentType === action.contentType && isOnSide(d.view, side) ? { ...d, text: action.text } : d,
          ),
        };
      }
      if (existing)
        return { ...state, decorations: replaceAt(state.decorations, index, { ...existing, text: action.text }) };
      if (!action.location) return state;
      return {
        ...state,
        decorations: [
          ...state.decorations,
          newTextDecoration(
            action.contentType,
            action.text,
            action.location,
            state.textStyle,
            newDecorationSide(state),
          ),
        ],
      };
    }
    case 'setLocation': {
      const index = findDecoration(state, action.contentType);
      const existing = state.decorations[index];
      if (!existing) return state;
      const isText = TEXT_CONTENT_TYPES.includes(existing.contentType);
      return {
        ...state,
        decorations: replaceAt(state.decorations, index, {
          ...existing,
          location: action.location.name,
          textHeight: isText ? defaultTextHeight(existing.contentType, action.location) : existing.textHeight,
        }),
        view: action.location.view,
      };
    }
    case 'setLogo': {
      const index = findDecoration(state, action.contentType);
      const existing = state.decorations[index];
      if (existing) {
        return {
          ...state,
          decorations: replaceAt(state.decorations, index, {
            ...existing,
            logoId: action.logoId,
            logoUrl: action.logoUrl,
          }),
        };
      }
      if (!action.location) return state;
      const draft: DecorationDraft = {
        contentType: action.contentType,
        location: action.location.name,
        text: null,
        fillColorId: null,
        outline1ColorId: null,
        outline2ColorId: null,
        textHeight: null,
        font: null,
        logoId: action.logoId,
        logoUrl: action.logoUrl,
        graphicKey: null,
        rotation: 0,
        zoom: 1,
        offsetX: 0,
        offsetY: 0,
        view: newDecorationSide(state),
      };
      return { ...state, decorations: [...state.decorations, draft], view: action.location.view };
    }
    case 'removeDecoration': {
      const index = findDecoration(state, action.contentType);
      return index < 0 ? state : { ...state, decorations: state.decorations.filter((_, i) => i !== index) };
    }
    case 'removeAt':
      return { ...state, decorations: state.decorations.filter((_, i) => i !== action.index) };
    case 'addDecoration': {
      const isLogo = isLogoContentType(action.contentType);
      const side = newDecorationSide(state);
      const graphicKey = action.contentType === 'GRAPHICS' && !action.logo ? (action.graphicKey ?? null) : null;
      const draft: DecorationDraft = isLogo
        ? {
            ...newTextDecoration(action.contentType, '', action.location, state.textStyle, side),
            text: null,
            // A library graphic is drawn in its fill colour: the text colour to start with.
            fillColorId: graphicKey ? state.textStyle.fillColorId : null,
            outline1ColorId: null,
            textHeight: null,
            font: null,
            logoId: graphicKey ? null : (action.logo?.id ?? null),
            logoUrl: graphicKey ? null : (action.logo?.url ?? null),
            graphicKey,
          }
        : newTextDecoration(
            action.contentType,
            DEFAULT_TEXT[action.contentType] ?? '',
            action.location,
            state.textStyle,
            side,
          );
      if (state.decorations.length >= DECORATION_LIMITS.maxDecorations) return state;
      return { ...state, decorations: [...state.decorations, draft], view: action.location.view };
    }
    case 'updateDecoration': {
      const existing = state.decorations[action.index];
      if (!existing) return state;
      const next: DecorationDraft = { ...existing, ...action.patch };
      if (action.location && action.location.name !== existing.location) {
        next.location = action.location.name;
        // A position belongs to its location: a new one starts centred unless one is given.
        if (action.patch.offsetX === undefined) next.offsetX = 0;
        if (action.patch.offsetY === undefined) next.offsetY = 0;
        // A new location gets its default text height (a back number is bigger than a front one).
        if (!isLogoContentType(existing.contentType) && action.patch.textHeight === undefined) {
          next.textHeight = defaultTextHeight(existing.contentType, action.location);
        }
        return { ...state, decorations: replaceAt(state.decorations, action.index, next), view: action.location.view };
      }
      return { ...state, decorations: replaceAt(state.decorations, action.index, next) };
    }
    case 'restoreDecoration': {
      // C3 cancel: an existing decoration gets its original back, a new one goes.
      if (action.original === null) {
        return { ...state, decorations: state.decorations.filter((_, i) => i !== action.index) };
      }
      if (!state.decorations[action.index]) return state;
      return { ...state, decorations: replaceAt(state.decorations, action.index, action.original) };
    }
    case 'setTextStyle': {
      const textStyle = { ...state.textStyle, ...action.style };
      const decorations = state.decorations.map((d) =>
        TEXT_CONTENT_TYPES.includes(d.contentType)
          ? {
              ...d,
              ...(action.style.fillColorId !== undefined ? { fillColorId: action.style.fillColorId } : {}),
              ...(action.style.outline1ColorId !== undefined ? { outline1ColorId: action.style.outline1ColorId } : {}),
              ...(action.style.font !== undefined ? { font: action.style.font } : {}),
            }
          : d,
      );
      return { ...state, textStyle, decorations };
    }
    case 'setView':
      return { ...state, view: action.view };
    case 'setReversibleView':
      return { ...state, reversibleView: action.side };
    case 'replace':
      return action.state;
  }
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
