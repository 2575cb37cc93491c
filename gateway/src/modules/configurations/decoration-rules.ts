/**
 * Decoration rules of a configuration (PRODUCT.md C3): where a decoration may go, what it may
 * hold, and the defaults it gets (defaults and limits from @tas/garments). Pure: the caller
 * passes the garment's locations, the font keys and the allowed palette; logo ownership is
 * checked by the caller (it needs the database).
 */
import {
  CONTENT_TYPES,
  DECORATION_DEFAULTS,
  DECORATION_LIMITS,
  PLAYER_NUMBER_PATTERN,
  defaultTextHeight,
  isLogoContentType,
} from '@tas/garments';
import type { ContentTypeValue, StoredDecoration, ViewValue } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import { getGraphic } from '../graphics/index.js';

/** A decoration location of a garment (the fields these rules need). */
export interface DecorationLocationRule {
  name: string;
  view: ViewValue | string;
  contentTypes: readonly ContentTypeValue[];
  /** mm; a position (offsetX, offsetY) keeps the decoration's centre inside width x height. */
  width: number;
  height: number;
}

/** A decoration as it arrives (API `DecorationInput`); ids may be strings (GraphQL `ID`). */
export interface DecorationInput {
  contentType: ContentTypeValue;
  location: string;
  text?: string | null;
  fillColorId?: string | number | null;
  outline1ColorId?: string | number | null;
  outline2ColorId?: string | number | null;
  /** mm */
  textHeight?: number | null;
  font?: string | null;
  logoId?: string | number | null;
  /** Key of a library graphic, for GRAPHICS instead of a logo. */
  graphicKey?: string | null;
  /** degrees clockwise */
  rotation?: number | null;
  zoom?: number | null;
  /** mm from the location's centre, to the right as seen (null = 0). */
  offsetX?: number | null;
  /** mm from the location's centre, upwards (null = 0). */
  offsetY?: number | null;
  /** Reversible side: 'OUTSIDE' or 'INSIDE' (case-insensitive). */
  view?: string | null;
}

/** What the rules are checked against. */
export interface DecorationContext {
  /** Keys of the bundled fonts, e.g. 'full block'. */
  fontKeys: readonly string[];
  /** Colour ids of the palette allowed for this product (sublimation or stock). */
  colorIds: readonly (number | string)[];
  /** True for a reversible product (Outside and Inside views). */
  isReversible: boolean;
  /**
   * Let GRAPHICS/UPLOADS through without a logo (logoId null): for pricing decorations before a
   * logo is chosen. A malformed logo id is still an error.
   */
  skipLogoCheck?: boolean;
}

type ColorField = 'fillColorId' | 'outline1ColorId' | 'outline2ColorId';

/** Positive integer id, from a number or a decimal string; null when it is not one. */
function parseId(value: string | number): number | null {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Checks decorations against the garment's locations and fills in the defaults (C3).
 *
 * Defaults: text: number '00', name 'Player Name', custom text 'Team Name' (null or blank text
 * takes the default; logos have no text); font 'full block'; fill 25 (white), outline 1 23
 * (black), outline 2 none; text height: a number 200 mm at a location on the BACK view, 100 mm
 * elsewhere, name 60 mm, custom text 70 mm, logo 100 mm; rotation 0; zoom 1; view: 'OUTSIDE'
 * on a reversible product, null otherwise.
 * Colours: an absent (undefined) colour takes its default; an explicit null means none for an
 * outline and the default for the fill (text always has a fill). Logo decorations keep only the
 * colours given; a library graphic gets the default fill (it is drawn in it) and is stored as
 * `graphic` (absent on every other decoration). Text types ignore `logoId`; logo types ignore `text`.
 *
 * Errors (`BadUserInputError`, field in brackets; N = index of the decoration):
 * more than 20 decorations [decorations]; unknown content type [decorations.N.contentType];
 * unknown location, "Unknown decoration location 'x'" [decorations.N.location]; location not
 * allowing the content type [decorations.N.location]; text over 40 characters, or a player
 * number that is not 1-3 digits [decorations.N.text]; unknown font [decorations.N.font]; colour
 * not in the palette [decorations.N.fillColorId | outline1ColorId | outline2ColorId]; view on
 * a non-reversible product or not OUTSIDE/INSIDE [decorations.N.view]; GRAPHICS/UPLOADS
 * without a valid logo id (a missing one is allowed with `skipLogoCheck`; a GRAPHICS decoration
 * may name a library graphic instead) [decorations.N.logoId]; a graphic key that is unknown, on
 * another content type or beside a logo id [decorations.N.graphicKey];
 * text height outside 10..400 mm [decorations.N.textHeight]; rotation outside -360..360
 * [decorations.N.rotation]; zoom outside 0.1..10 [decorations.N.zoom]; a position whose centre
 * leaves the location, |offsetX| over half its width or |offsetY| over half its height
 * [decorations.N.offsetX | offsetY]. A position of 0 is not stored (absent = centred).
 */
export function normalizeDecorations(
  locations: readonly DecorationLocationRule[],
  decorations: readonly DecorationInput[],
  context: DecorationContext,
): StoredDecoration[] {
  if (decorations.length > DECORATION_LIMITS.maxDecorations) {
    throw new BadUserInputError('decorations', `At most ${DECORATION_LIMITS.maxDecorations} decorations are allowed`);
  }
  const locationsByName = new Map(locations.map((location) => [location.name, location]));
  const fonts = new Map(context.fontKeys.map((key) => [key.trim().toLowerCase(), key]));
  const palette = new Set(context.colorIds.map(String));

  return decorations.map((input, index): StoredDecoration => {
    const field = (name: string) => `decorations.${index}.${name}`;
    const fail = (name: string, message: string): never => {
      throw new BadUserInputError(field(name), message);
    };

    const contentType = input.contentType;
    if (!CONTENT_TYPES.includes(contentType)) {
      fail('contentType', `Unknown content type '${String(contentType)}'`);
    }
    const isLogo = isLogoContentType(contentType);
    let graphic: string | null = null;
    if (input.graphicKey != null && input.graphicKey !== '') {
      if (contentType !== 'GRAPHICS') fail('graphicKey', 'A library graphic is only for GRAPHICS decorations');
      if (!getGraphic(input.graphicKey)) fail('graphicKey', `Unknown graphic '${input.graphicKey}'`);
      if (input.logoId != null && input.logoId !== '') fail('graphicKey', 'Choose a logo or a graphic, not both');
      graphic = input.graphicKey;
    }

    const location = locationsByName.get(input.location);
    if (!location) return fail('location', `Unknown decoration location '${input.location}'`);
    if (!location.contentTypes.includes(contentType)) {
      fail(
        'location',
        `Location '${location.name}' does not allow ${contentType} decorations (allowed: ${location.contentTypes.join(', ') || 'none'})`,
      );
    }

    let text: string | null = null;
    if (!isLogo) {
      const given = input.text == null ? '' : String(input.text).trim();
      text = given === '' ? (DECORATION_DEFAULTS.text[contentType] ?? null) : given;
      if (text !== null && [...text].length > DECORATION_LIMITS.maxTextLength) {
        fail('text', `Text must be at most ${DECORATION_LIMITS.maxTextLength} characters`);
      }
      if (contentType === 'PLAYER_NUMBER' && text !== null && !PLAYER_NUMBER_PATTERN.test(text)) {
        fail('text', `A player number must be 1 to 3 digits, e.g. '7' or '00'`);
      }
    }

    let font: string = DECORATION_DEFAULTS.font;
    if (input.font != null && input.font.trim() !== '') {
      const key = fonts.get(input.font.trim().toLowerCase());
      if (key === undefined) return fail('font', `Unknown font '${input.font}'`);
      font = key;
    }

    const color = (name: ColorField, fallback: number | null, nullMeans: 'none' | 'default') => {
      const given = input[name];
      if (given === undefined) return fallback;
      if (given === null || given === '') return nullMeans === 'none' ? null : fallback;
      const id = parseId(given);
      if (id === null || !palette.has(String(id))) {
        return fail(name, `Colour ${String(given)} is not allowed for this product`);
      }
      return id;
    };
    // A library graphic is drawn in its fill colour: it has one, like text.
    const fillColorId = color('fillColorId', isLogo && !graphic ? null : DECORATION_DEFAULTS.fillColorId, 'default');
    const outline1ColorId = color('outline1ColorId', isLogo ? null : DECORATION_DEFAULTS.outline1ColorId, 'none');
    const outline2ColorId = color('outline2ColorId', DECORATION_DEFAULTS.outline2ColorId, 'none');

    let view: StoredDecoration['view'] = context.isReversible ? 'OUTSIDE' : null;
    if (input.view != null && input.view !== '') {
      const wanted = String(input.view).trim().toUpperCase();
      if (!context.isReversible) {
        fail('view', `A reversible view is only allowed on a reversible product`);
      }
      if (wanted !== 'OUTSIDE' && wanted !== 'INSIDE') {
        fail('view', `The reversible view must be OUTSIDE or INSIDE, not '${input.view}'`);
      }
      view = wanted as 'OUTSIDE' | 'INSIDE';
    }

    let logoId: number | null = null;
    if (isLogo && !graphic) {
      const given = input.logoId;
      const absent = given === null || given === undefined || given === '';
      logoId = absent ? null : parseId(given);
      if (logoId === null && !(absent && context.skipLogoCheck)) {
        fail('logoId', `A ${contentType} decoration needs a logo`);
      }
    }

    const textHeight = numberIn(
      input.textHeight,
      defaultTextHeight(contentType, location),
      DECORATION_LIMITS.textHeightMm,
      () => fail('textHeight', `Text height must be from 10 to 400 mm`),
    );
    const rotation = numberIn(input.rotation, DECORATION_DEFAULTS.rotation, DECORATION_LIMITS.rotationDeg, () =>
      fail('rotation', `Rotation must be from -360 to 360 degrees`),
    );
    const zoom = numberIn(input.zoom, DECORATION_DEFAULTS.zoom, DECORATION_LIMITS.zoom, () =>
      fail('zoom', `Zoom must be from 0.1 to 10`),
    );

    const halfWidth = location.width / 2;
    const halfHeight = location.height / 2;
    const offsetX = numberIn(input.offsetX, 0, { min: -halfWidth, max: halfWidth }, () =>
      fail('offsetX', `Position across must be from ${-halfWidth} to ${halfWidth} mm on '${location.name}'`),
    );
    const offsetY = numberIn(input.offsetY, 0, { min: -halfHeight, max: halfHeight }, () =>
      fail('offsetY', `Position up must be from ${-halfHeight} to ${halfHeight} mm on '${location.name}'`),
    );

    return {
      contentType,
      location: location.name,
      text,
      fillColorId,
      outline1ColorId,
      outline2ColorId,
      textHeight,
      font,
      logoId,
      ...(graphic ? { graphic } : {}),
      rotation,
      zoom,
      ...(offsetX !== 0 ? { offsetX } : {}),
      ...(offsetY !== 0 ? { offsetY } : {}),
      view,
    };
  });
}

/** `value` when given and finite within [min, max], `fallback` when null/undefined, else `onError`. */
function numberIn(
  value: number | null | undefined,
  fallback: number,
  range: { min: number; max: number },
  onError: () => never,
): number {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < range.min || value > range.max) {
    return onError();
  }
  return value;
}
