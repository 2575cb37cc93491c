/**
 * What a new project, configuration or showroom starts with when nobody chose (C3, original
 * section 9), shared by the gateway and the web so that both start from the same look.
 */
import { BOTTOM_CUTS } from './bottom-cuts.js';
import { adultCutOf } from './youth.js';
import type { ContentType } from '@tas/rules';

/** Default team colours: colour ids of the colour table (19, 13, 25; section 9). */
export const DEFAULT_TEAM_COLOR_IDS: readonly number[] = [19, 13, 25];

/**
 * Default lettering (C3): fill colour 25 (white), outline colour 23 (black), the bundled font
 * `full block` (drawn with the family Graduate).
 */
export const DEFAULT_LETTERING = {
  fillColorId: 25,
  outlineColorId: 23,
  font: 'full block',
  fontFamily: 'Graduate',
} as const;

/**
 * What a team's look dresses (C3, the trade's defaults): a game jersey (a uniform top), a
 * spiritwear or coaches' top, or shorts and pants.
 */
export type LookKind = 'jersey' | 'spiritwear' | 'bottom';

/** What a team's look may draw, each at most once. */
export type LookRole = 'teamName' | 'subMascot' | 'logo' | 'frontNumber' | 'playerName' | 'backNumber';

/** One decoration of a team's look: what it draws, as which content type, where. */
export interface LookPlacement {
  role: LookRole;
  contentType: ContentType;
  location: string;
}

/**
 * Where the trade puts each part of a team's look, by kind, in drawing order: the first listed
 * location a garment has (and that overlaps nothing drawn before it) is taken.
 * - jerseys: the team name across the chest, the front number (a small one on the left chest of
 *   a button-front jersey, `top-locations.ts`), the player's name and number on the back; the
 *   logo on the left chest when the chest leaves room, else on a sleeve;
 * - spiritwear and coaches' tops: the team name and the sub-mascot line under it, the logo on
 *   the left chest or a sleeve; no numbers;
 * - shorts and pants: the logo on the left hip, or the team name there when there is no logo.
 */
export const LOOK_PLACES: Readonly<Record<LookKind, readonly (readonly [LookRole, ContentType, readonly string[]])[]>> =
  {
    jersey: [
      ['teamName', 'CUSTOM_TEXT', ['front-chest']],
      ['frontNumber', 'PLAYER_NUMBER', ['front-number']],
      ['logo', 'UPLOADS', ['left-chest', 'right-sleeve', 'left-sleeve']],
      ['playerName', 'PLAYER_NAME', ['back-name']],
      ['backNumber', 'PLAYER_NUMBER', ['back-number']],
    ],
    spiritwear: [
      ['teamName', 'CUSTOM_TEXT', ['front-chest']],
      ['subMascot', 'CUSTOM_TEXT', ['front-sub-mascot']],
      ['logo', 'UPLOADS', ['left-chest', 'right-sleeve', 'left-sleeve']],
    ],
    bottom: [
      ['logo', 'UPLOADS', ['left-hip']],
      ['teamName', 'CUSTOM_TEXT', ['left-hip']],
    ],
  };

/** The kind of look a style takes: by its garment (shorts and pants) and its category. */
export function lookKindOf(style: { category: string; garment_id: string }): LookKind {
  if (Object.hasOwn(BOTTOM_CUTS, adultCutOf(style.garment_id))) return 'bottom';
  return style.category === 'UNIFORM' ? 'jersey' : 'spiritwear';
}

/** A location as far as the look's placement needs it (a template's, mm). */
export interface LookPlace {
  name: string;
  contentTypes: readonly ContentType[];
  panel?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

/** Whether two locations' boxes overlap on one panel (false when either lacks a box). */
export function locationsOverlap(a: LookPlace, b: LookPlace): boolean {
  if (a.panel === undefined || a.panel !== b.panel) return false;
  const box = (l: LookPlace) =>
    [l.x, l.y, l.width, l.height].every((v) => v !== undefined)
      ? [l.x! - l.width! / 2, l.y! - l.height! / 2, l.x! + l.width! / 2, l.y! + l.height! / 2]
      : null;
  const p = box(a);
  const q = box(b);
  if (!p || !q) return false;
  return p[0]! < q[2]! && q[0]! < p[2]! && p[1]! < q[3]! && q[1]! < p[3]!;
}

/**
 * Where a team's look of `kind` puts each of the `roles` it has something for (C3): for each
 * role of {@link LOOK_PLACES} in order, the first listed location the garment has that takes the
 * content type, is free and overlaps no location taken before. A role the look has nothing for
 * or no location takes is left out; the sub-mascot only goes under a team name.
 */
export function lookPlacements(
  kind: LookKind,
  locations: readonly LookPlace[],
  roles: ReadonlySet<LookRole>,
): LookPlacement[] {
  const out: LookPlacement[] = [];
  const taken: LookPlace[] = [];
  for (const [role, contentType, names] of LOOK_PLACES[kind]) {
    if (!roles.has(role)) continue;
    if (role === 'subMascot' && !out.some((p) => p.role === 'teamName')) continue;
    const at = names
      .map((n) => locations.find((l) => l.name === n))
      .find(
        (l) =>
          l !== undefined &&
          l.contentTypes.includes(contentType) &&
          !taken.some((t) => t.name === l.name || locationsOverlap(t, l)),
      );
    if (!at) continue;
    taken.push(at);
    out.push({ role, contentType, location: at.name });
  }
  return out;
}
