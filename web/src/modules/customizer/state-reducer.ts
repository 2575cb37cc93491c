/**
 * The customiser reducer (C3): every change of the state the customiser makes, as a pure
 * function of the state and an action.
 */
import { DECORATION_LIMITS, isLogoContentType, isOnSide } from '@tas/garments';
import type { ContentType, ReversibleView } from '../../gql/graphql';
import {
  DEFAULT_TEXT,
  PLAYER_TEXT_TYPES,
  TEXT_CONTENT_TYPES,
  defaultTextHeight,
  findDecoration,
  shownSide,
  type CustomizerAction,
  type CustomizerState,
  type DecorationDraft,
  type LocationInfo,
  type TextStyle,
} from './state';

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
