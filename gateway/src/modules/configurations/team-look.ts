/**
 * The team's look on a product (P3, P5, P6 'products drawn as the team's'): the decorations a
 * playbook, snapsheet or showroom puts on every product it shows, before any customisation.
 * Pure.
 */
import {
  DECORATION_DEFAULTS,
  DEFAULT_TEXT_HEIGHT_MM,
  defaultDecorationLocation,
  lookPlacements,
  type LookKind,
  type LookRole,
} from '@tas/garments';
import type { ContentTypeValue, StoredDecoration } from '../../db/types.js';
import type { DecorationInput } from './decoration-rules.js';

/** What the rules need of a garment's decoration location (a template's, mm). */
export interface LookLocation {
  name: string;
  view: 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';
  contentTypes: readonly ContentTypeValue[];
  /** The panel and the centred rectangle, mm: no two decorations of a look overlap. */
  panel?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

/** The team's look puts each decoration at a free location, front views first (@tas/garments). */
const firstAllowing = (locations: readonly LookLocation[], type: ContentTypeValue, taken: Set<string>) =>
  defaultDecorationLocation(type, locations, { taken, order: 'front-first' }) ?? undefined;

/** What a team's look draws (P3, P5, P6). */
export interface TeamLook {
  /** The team name (or mascot) drawn as Custom Text; blank: none. */
  teamName: string;
  /** The default logo (a `logos.id`) drawn as an Upload; null: none. */
  logoId: number | null;
  /**
   * Spiritwear's sub-mascot line (`DECORATION_DEFAULTS.subMascot`, 'ATHLETICS') drawn under the
   * team name of a spiritwear look (its template's `front-sub-mascot`); omitted: none.
   */
  subMascot?: string | null;
  /**
   * A player number (P5, P6): a jersey's look draws it front and back (omitted: the C3 default
   * '00'); without a kind of look, where the template takes one (omitted: none).
   */
  number?: string | null;
  /**
   * Fill, outline and font of the text and number (P6 customisation box); omitted fields keep
   * the C3 defaults (fill 25 white, outline 23 black, font `full block`).
   */
  textStyle?: { fillColorId?: number | null; outline1ColorId?: number | null; font?: string | null };
}

/**
 * The team's decorations for a garment (C3, the trade's defaults). With the `kind` of look
 * (`lookKindOf` of the style), each part goes where the trade puts it (@tas/garments
 * `LOOK_PLACES`): a jersey gets the team name across the chest, the number on the front and the
 * player's name and number on the back (the number `look.number`, else the C3 default '00'; the
 * name the C3 default 'Player Name'), the logo on the left chest or a sleeve; spiritwear the
 * team name with its sub-mascot line under it and the logo, no numbers; shorts and pants the
 * logo on the left hip, or the team name there without a logo. No two decorations share a
 * location or overlapping boxes. Without a kind (a garment outside the catalogue), the team
 * name goes to the first location that takes Custom Text (front views first), the logo to the
 * next that takes Uploads and the number, when asked, to the next that takes one. Text and
 * number are cut to 40 characters (C3) and take `textStyle` when given.
 */
export function teamLookDecorations(
  locations: readonly LookLocation[],
  look: TeamLook,
  kind?: LookKind,
): DecorationInput[] {
  const style: Partial<DecorationInput> = {};
  if (look.textStyle?.fillColorId != null) style.fillColorId = String(look.textStyle.fillColorId);
  if (look.textStyle?.outline1ColorId != null) style.outline1ColorId = String(look.textStyle.outline1ColorId);
  if (look.textStyle?.font) style.font = look.textStyle.font;
  const text = look.teamName.trim().slice(0, 40);
  const number = look.number?.trim().slice(0, 40);
  if (kind) {
    const subMascot = look.subMascot?.trim().slice(0, 40);
    const jerseyNumber = number || DECORATION_DEFAULTS.text.PLAYER_NUMBER!;
    const values: Partial<Record<LookRole, string>> = {
      ...(text && { teamName: text }),
      ...(subMascot && { subMascot }),
      ...(look.logoId != null && { logo: String(look.logoId) }),
      frontNumber: jerseyNumber,
      backNumber: jerseyNumber,
      playerName: DECORATION_DEFAULTS.text.PLAYER_NAME!,
    };
    const roles = new Set(Object.keys(values) as LookRole[]);
    return lookPlacements(kind, locations, roles).map(({ role, contentType, location }) =>
      role === 'logo'
        ? { contentType, location, logoId: values.logo! }
        : {
            contentType,
            location,
            text: values[role]!,
            ...(role === 'subMascot' && { textHeight: DEFAULT_TEXT_HEIGHT_MM.subMascot }),
            ...style,
          },
    );
  }
  const taken = new Set<string>();
  const out: DecorationInput[] = [];
  const textAt = text ? firstAllowing(locations, 'CUSTOM_TEXT', taken) : undefined;
  if (textAt) {
    taken.add(textAt.name);
    out.push({ contentType: 'CUSTOM_TEXT', location: textAt.name, text, ...style });
  }
  if (look.logoId != null) {
    const logoAt = firstAllowing(locations, 'UPLOADS', taken);
    if (logoAt) {
      taken.add(logoAt.name);
      out.push({ contentType: 'UPLOADS', location: logoAt.name, logoId: String(look.logoId) });
    }
  }
  if (number) {
    const numberAt = firstAllowing(locations, 'PLAYER_NUMBER', taken);
    if (numberAt) out.push({ contentType: 'PLAYER_NUMBER', location: numberAt.name, text: number, ...style });
  }
  return out;
}

/**
 * P3 bulk edit: a customised product keeps its own decorations, but the team's text and logo
 * follow the playbook: Custom Text that showed the old team name shows the new one, and an
 * Upload of the old default logo shows the new one (removed when the logo is cleared).
 */
export function followTeamLook(
  decorations: readonly StoredDecoration[],
  before: { teamName: string; logoId: number | null },
  after: { teamName: string; logoId: number | null },
): StoredDecoration[] {
  const out: StoredDecoration[] = [];
  for (const d of decorations) {
    if (d.contentType === 'CUSTOM_TEXT' && d.text === before.teamName.trim().slice(0, 40)) {
      out.push({ ...d, text: after.teamName.trim().slice(0, 40) });
    } else if (d.contentType === 'UPLOADS' && before.logoId != null && d.logoId === before.logoId) {
      if (after.logoId != null) out.push({ ...d, logoId: after.logoId });
    } else out.push(d);
  }
  return out;
}
