/**
 * The team's look on a product (P3, P5, P6 'products drawn as the team's'): the decorations a
 * playbook, snapsheet or showroom puts on every product it shows, before any customisation.
 * Pure.
 */
import { defaultDecorationLocation } from '@tas/garments';
import type { ContentTypeValue, StoredDecoration } from '../../db/types.js';
import type { DecorationInput } from './decoration-rules.js';

/** What the rules need of a garment's decoration location. */
export interface LookLocation {
  name: string;
  view: 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';
  contentTypes: readonly ContentTypeValue[];
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
  /** A player number drawn where the template takes one (P5, P6; C3 default '00'); omitted: none. */
  number?: string | null;
  /**
   * Fill, outline and font of the text and number (P6 customisation box); omitted fields keep
   * the C3 defaults (fill 25 white, outline 23 black, font `full block`).
   */
  textStyle?: { fillColorId?: number | null; outline1ColorId?: number | null; font?: string | null };
}

/**
 * The team's decorations for a garment: the team name as Custom Text at the first location that
 * takes Custom Text (front views first, e.g. `front-chest`), the default logo as an Upload at
 * the first other location that takes Uploads (e.g. `left-chest`) when there is a logo, and the
 * number, when asked, as a Player Number at the first other location that takes one (e.g.
 * `front-number`). A garment without such a location gets no such decoration. Text and number
 * are cut to 40 characters (the decoration limit, C3) and take `textStyle` when given.
 */
export function teamLookDecorations(locations: readonly LookLocation[], look: TeamLook): DecorationInput[] {
  const taken = new Set<string>();
  const out: DecorationInput[] = [];
  const style: Partial<DecorationInput> = {};
  if (look.textStyle?.fillColorId != null) style.fillColorId = String(look.textStyle.fillColorId);
  if (look.textStyle?.outline1ColorId != null) style.outline1ColorId = String(look.textStyle.outline1ColorId);
  if (look.textStyle?.font) style.font = look.textStyle.font;
  const text = look.teamName.trim().slice(0, 40);
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
  const number = look.number?.trim().slice(0, 40);
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
