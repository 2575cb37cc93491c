/**
 * The team's look on a product (P3, P5, P6 'products drawn as the team's'): the decorations a
 * playbook, snapsheet or showroom puts on every product it shows, before any customisation.
 * Pure.
 */
import { DEFAULT_TEXT_HEIGHT_MM, defaultDecorationLocation, SUB_MASCOT_LOCATION } from '@tas/garments';
import type { ContentTypeValue, StoredDecoration } from '../../db/types.js';
import type { DecorationInput } from './decoration-rules.js';

/** What the rules need of a garment's decoration location (a template's, mm). */
export interface LookLocation {
  name: string;
  view: 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';
  contentTypes: readonly ContentTypeValue[];
  /** The panel and the centred rectangle, mm: the sub-mascot keeps the number off its line. */
  panel?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

/** Whether two locations' rectangles overlap on one panel (false when either lacks one). */
function overlap(a: LookLocation, b: LookLocation): boolean {
  if (a.panel === undefined || a.panel !== b.panel) return false;
  const box = (l: LookLocation) => [
    l.x! - l.width! / 2,
    l.y! - l.height! / 2,
    l.x! + l.width! / 2,
    l.y! + l.height! / 2,
  ];
  if ([a, b].some((l) => [l.x, l.y, l.width, l.height].some((v) => v === undefined))) return false;
  const [ax0, ay0, ax1, ay1] = box(a);
  const [bx0, by0, bx1, by1] = box(b);
  return ax0! < bx1! && bx0! < ax1! && ay0! < by1! && by0! < ay1!;
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
   * team name where the template has `front-sub-mascot`; omitted: none.
   */
  subMascot?: string | null;
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
 * `front-number`). With a team name and a `subMascot`, the sub-mascot goes as Custom Text to the
 * template's `front-sub-mascot` (spiritwear tops, issue 19 section 9), and the number then keeps
 * off the locations its line overlaps. A garment without such a location gets no such
 * decoration. Text and number are cut to 40 characters (the decoration limit, C3) and take
 * `textStyle` when given.
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
  const subMascot = look.subMascot?.trim().slice(0, 40);
  const subAt =
    textAt && subMascot
      ? locations.find((l) => l.name === SUB_MASCOT_LOCATION && l.contentTypes.includes('CUSTOM_TEXT'))
      : undefined;
  if (subAt && subMascot) {
    taken.add(subAt.name);
    out.push({
      contentType: 'CUSTOM_TEXT',
      location: subAt.name,
      text: subMascot,
      textHeight: DEFAULT_TEXT_HEIGHT_MM.subMascot,
      ...style,
    });
    for (const l of locations) if (l !== subAt && overlap(l, subAt)) taken.add(l.name);
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
