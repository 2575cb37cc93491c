/**
 * Content-type rules and defaults of decorations (PRODUCT.md C3, original-spec section 9), shared
 * by the gateway's checks (`normalizeDecorations`) and the customiser's new decorations. Data and
 * pure functions only: no errors are raised here.
 */
import type { ContentType, View } from './types.js';

/** Every content type, in the customiser's order. */
export const CONTENT_TYPES: readonly ContentType[] = [
  'CUSTOM_TEXT',
  'GRAPHICS',
  'UPLOADS',
  'PLAYER_NUMBER',
  'PLAYER_NAME',
];

/** Content types drawn from a logo (an uploaded file or a library graphic) rather than text. */
export const LOGO_CONTENT_TYPES: readonly ContentType[] = ['GRAPHICS', 'UPLOADS'];

/** True when `contentType` is drawn from a logo (GRAPHICS, UPLOADS): it needs a logo, has no text. */
export function isLogoContentType(contentType: ContentType): boolean {
  return LOGO_CONTENT_TYPES.includes(contentType);
}

/**
 * The location of spiritwear tops (tees, long sleeves, hoodie, polo) for the sub-mascot line
 * under the chest text: Custom Text only, narrower and lower than `front-chest`.
 */
export const SUB_MASCOT_LOCATION = 'front-sub-mascot';

/** Defaults of C3 and original-spec section 9. Colour ids are stock palette ids. */
export const DECORATION_DEFAULTS = {
  text: {
    PLAYER_NUMBER: '00',
    PLAYER_NAME: 'Player Name',
    CUSTOM_TEXT: 'Team Name',
  } as Readonly<Partial<Record<ContentType, string>>>,
  /**
   * Sub-mascot text of spiritwear: a team's look draws it under the team name on spiritwear at
   * the template's {@link SUB_MASCOT_LOCATION}.
   */
  subMascot: 'ATHLETICS',
  font: 'full block',
  /** White. */
  fillColorId: 25,
  /** Black. */
  outline1ColorId: 23,
  outline2ColorId: null,
  /** Degrees clockwise. */
  rotation: 0,
  zoom: 1,
} as const;

/**
 * Default text heights in mm. The original names name and number sizes without values; these
 * follow common athletic lettering: an 8" back number, a 4" front/sleeve number, 2.5" names
 * and ~3" team text. A logo's height is its location's fit, so its value is only nominal.
 */
export const DEFAULT_TEXT_HEIGHT_MM = {
  backNumber: 200,
  number: 100,
  name: 60,
  text: 70,
  /** Spiritwear's sub-mascot line under the team name (its location is 36 mm high). */
  subMascot: 30,
  logo: 100,
} as const;

/** Limits of a configuration's decorations (the gateway refuses anything outside them). */
export const DECORATION_LIMITS = {
  maxDecorations: 20,
  /** Characters of a text, a name or a number. */
  maxTextLength: 40,
  textHeightMm: { min: 10, max: 400 },
  rotationDeg: { min: -360, max: 360 },
  zoom: { min: 0.1, max: 10 },
} as const;

/** A player number: 1 to 3 digits, e.g. '7' or '00'. */
export const PLAYER_NUMBER_PATTERN = /^\d{1,3}$/;

/**
 * Default text height in mm of `contentType` at a location on `view`: a number 200 mm on the
 * BACK view and 100 mm elsewhere, a name 60 mm, custom text 70 mm, a logo 100 mm (nominal).
 */
export function defaultTextHeight(contentType: ContentType, location: { view: View | string }): number {
  switch (contentType) {
    case 'PLAYER_NUMBER':
      return location.view === 'BACK' ? DEFAULT_TEXT_HEIGHT_MM.backNumber : DEFAULT_TEXT_HEIGHT_MM.number;
    case 'PLAYER_NAME':
      return DEFAULT_TEXT_HEIGHT_MM.name;
    case 'CUSTOM_TEXT':
      return DEFAULT_TEXT_HEIGHT_MM.text;
    default:
      return DEFAULT_TEXT_HEIGHT_MM.logo;
  }
}

/** Garment templates that are reversible: they show an Outside and an Inside (C2, C3). */
export const REVERSIBLE_GARMENT_IDS: readonly string[] = ['jersey-reversible'];

/** True when garments of template `garmentId` are reversible (decorations take OUTSIDE or INSIDE). */
export function isReversibleGarment(garmentId: string): boolean {
  return REVERSIBLE_GARMENT_IDS.includes(garmentId);
}

/** A decoration location as far as the default choice needs it. */
export interface LocationChoice {
  name: string;
  view: View | string;
  contentTypes: readonly ContentType[];
}

/**
 * Where each content type goes when nobody chose (C3, original section 9): custom text on the
 * front chest, an upload or graphic on the left chest, number and name on the back. Names are
 * compared without case and punctuation (`front-chest` = `frontChest`).
 */
const PREFERRED_LOCATIONS: Record<ContentType, readonly string[]> = {
  PLAYER_NUMBER: ['backnumber', 'back', 'backcenter', 'frontnumber'],
  PLAYER_NAME: ['backname', 'nameplate', 'backupper', 'name'],
  CUSTOM_TEXT: ['frontchest', 'chest', 'frontcenter', 'front'],
  UPLOADS: ['leftchest', 'frontleftchest', 'chestleft'],
  GRAPHICS: ['leftchest', 'frontleftchest', 'frontchest'],
};

/** Order of views when `order` is 'front-first': what a FRONT snapshot shows first. */
const VIEW_RANK: Record<string, number> = { FRONT: 0, LEFT: 1, RIGHT: 2, BACK: 3 };

const normalizeName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The default location of a new `contentType` decoration among a garment's `locations` (C3),
 * shared by the customiser (new decorations) and the gateway (the team's look). A location
 * named in `taken` (it holds a decoration already) is never chosen, so two default decorations
 * never lie on top of each other (e.g. a number and a custom text on shorts: 'left-leg' and
 * 'right-leg'). Order:
 * - 'preferred' (the customiser): the preferred names of the content type (exact, then
 *   contained), then the first allowed location in the garment's order;
 * - 'front-first' (the team's look, drawn on FRONT snapshots): views FRONT, LEFT, RIGHT, BACK,
 *   then the garment's order.
 * Returns null when no free location allows the content type.
 */
export function defaultDecorationLocation<L extends LocationChoice>(
  contentType: ContentType,
  locations: readonly L[],
  options: { taken?: Iterable<string>; order?: 'preferred' | 'front-first' } = {},
): L | null {
  const taken = new Set(options.taken ?? []);
  const free = locations.filter((l) => l.contentTypes.includes(contentType) && !taken.has(l.name));
  if (options.order === 'front-first') {
    const ranked = free
      .map((l, i) => ({ l, i }))
      .sort((a, b) => (VIEW_RANK[a.l.view] ?? 4) - (VIEW_RANK[b.l.view] ?? 4) || a.i - b.i);
    return ranked[0]?.l ?? null;
  }
  const preferred = PREFERRED_LOCATIONS[contentType];
  for (const name of preferred) {
    const hit = free.find((l) => normalizeName(l.name) === name);
    if (hit) return hit;
  }
  for (const name of preferred) {
    const hit = free.find((l) => normalizeName(l.name).includes(name));
    if (hit) return hit;
  }
  return free[0] ?? null;
}
