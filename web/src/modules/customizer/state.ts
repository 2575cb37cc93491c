/**
 * The customiser's state (C1, C3, C4), kept outside the 3D canvas: variant, design, zone
 * colours, decorations and the camera view. Pure functions: the reducer, the conversion to a
 * `ConfigurationInput` for `saveConfiguration`, and the exact restore from a saved
 * `Configuration` (`?short_id=`).
 */
import type { ContentType, ConfigurationInput, DecorationInput, ReversibleView, View } from '../../gql/graphql';

/** Default decoration colours (C3): fill white (25), outline black (23); default font. */
export const DEFAULT_FILL_COLOR_ID = '25';
export const DEFAULT_OUTLINE_COLOR_ID = '23';
export const DEFAULT_FONT = 'full block';
/** Default team colours (section 9): 19, 13, 25. */
export const DEFAULT_TEAM_COLOR_IDS = ['19', '13', '25'] as const;

/** The text drawn when a text decoration has none (C3). */
export const DEFAULT_TEXT: Partial<Record<ContentType, string>> = {
  PLAYER_NUMBER: '00',
  PLAYER_NAME: 'Player Name',
  CUSTOM_TEXT: 'Team Name',
};

export const TEXT_CONTENT_TYPES: readonly ContentType[] = ['PLAYER_NUMBER', 'PLAYER_NAME', 'CUSTOM_TEXT'];
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
  /** Degrees clockwise. */
  rotation: number;
  zoom: number;
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

export type CustomizerAction =
  | { type: 'setVariant'; variantId: string; colorId?: string | null }
  | { type: 'setDesign'; designId: string }
  | { type: 'setColor'; index: number; colorId: string }
  | { type: 'setText'; contentType: ContentType; text: string; location: LocationInfo | null }
  | { type: 'setLocation'; contentType: ContentType; location: LocationInfo }
  | { type: 'setLogo'; contentType: ContentType; logoId: string; logoUrl: string; location: LocationInfo | null }
  | { type: 'removeDecoration'; contentType: ContentType }
  | { type: 'removeAt'; index: number }
  | { type: 'setTextStyle'; style: Partial<TextStyle> }
  | { type: 'setView'; view: View }
  | { type: 'replace'; state: CustomizerState };

function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Where each content type goes when the dealer has not chosen (C3 defaults of the brief:
// custom text on the front chest, uploaded logo on the left chest, number and name on the back).
const PREFERRED_LOCATIONS: Record<ContentType, readonly string[]> = {
  PLAYER_NUMBER: ['backnumber', 'back', 'backcenter', 'frontnumber'],
  PLAYER_NAME: ['backname', 'nameplate', 'backupper', 'name'],
  CUSTOM_TEXT: ['frontchest', 'chest', 'frontcenter', 'front'],
  UPLOADS: ['leftchest', 'frontleftchest', 'chestleft'],
  GRAPHICS: ['leftchest', 'frontleftchest', 'frontchest'],
};

/**
 * The default location of a content type among a product's locations: a preferred name
 * (compared without case and punctuation, `front-chest` = `frontChest`), else the first
 * location allowing the type, else null (the product takes no such decoration).
 */
export function defaultLocation<L extends LocationInfo>(contentType: ContentType, locations: readonly L[]): L | null {
  const allowed = locations.filter((l) => l.contentTypes.includes(contentType));
  const preferred = PREFERRED_LOCATIONS[contentType];
  for (const name of preferred) {
    const hit = allowed.find((l) => normalizeName(l.name) === name);
    if (hit) return hit;
  }
  for (const name of preferred) {
    const hit = allowed.find((l) => normalizeName(l.name).includes(name));
    if (hit) return hit;
  }
  return allowed[0] ?? null;
}

/**
 * Default text height in mm of a decoration at a location, the same as the server's
 * (athletic lettering: 8" back number, 4" front or sleeve number, 2.5" name, ~3" team text);
 * logos take their location's fit, so they get none. Sent explicitly with every text
 * decoration so the player and the snapshot draw the same size.
 */
export function defaultTextHeight(
  contentType: ContentType,
  location: Pick<LocationInfo, 'view'> | null,
): number | null {
  switch (contentType) {
    case 'PLAYER_NUMBER':
      return location?.view === 'BACK' ? 200 : 100;
    case 'PLAYER_NAME':
      return 60;
    case 'CUSTOM_TEXT':
      return 70;
    default:
      return null;
  }
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

/** Index of the first decoration of a content type (the editor edits that one), or -1. */
export function findDecoration(state: Pick<CustomizerState, 'decorations'>, contentType: ContentType): number {
  return state.decorations.findIndex((d) => d.contentType === contentType);
}

function newTextDecoration(
  contentType: ContentType,
  text: string,
  location: LocationInfo,
  style: TextStyle,
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
    rotation: 0,
    zoom: 1,
    view: null,
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
      if (existing)
        return { ...state, decorations: replaceAt(state.decorations, index, { ...existing, text: action.text }) };
      if (!action.location) return state;
      return {
        ...state,
        decorations: [
          ...state.decorations,
          newTextDecoration(action.contentType, action.text, action.location, state.textStyle),
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
        rotation: 0,
        zoom: 1,
        view: null,
      };
      return { ...state, decorations: [...state.decorations, draft], view: action.location.view };
    }
    case 'removeDecoration': {
      const index = findDecoration(state, action.contentType);
      return index < 0 ? state : { ...state, decorations: state.decorations.filter((_, i) => i !== index) };
    }
    case 'removeAt':
      return { ...state, decorations: state.decorations.filter((_, i) => i !== action.index) };
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
    rotation: d.rotation,
    zoom: d.zoom,
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
    rotation: number;
    zoom: number;
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
    rotation: d.rotation,
    zoom: d.zoom,
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
