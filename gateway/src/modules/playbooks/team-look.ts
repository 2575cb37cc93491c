/**
 * The team's look on a catalog product (P3 'products drawn as the team's'): the decorations a
 * playbook puts on every product it shows, before any customisation. Pure.
 */
import type { ContentTypeValue, StoredDecoration } from '../../db/types.js';
import type { DecorationInput } from '../configurations/decoration-rules.js';

/** What the rules need of a garment's decoration location. */
export interface LookLocation {
  name: string;
  view: 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';
  contentTypes: readonly ContentTypeValue[];
}

/** Order in which views are preferred for the team's look: what the FRONT snapshot shows first. */
const VIEW_RANK: Record<LookLocation['view'], number> = { FRONT: 0, LEFT: 1, RIGHT: 2, BACK: 3 };

function firstAllowing(locations: readonly LookLocation[], type: ContentTypeValue, taken: Set<string>) {
  return [...locations]
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.contentTypes.includes(type) && !taken.has(l.name))
    .sort((a, b) => VIEW_RANK[a.l.view] - VIEW_RANK[b.l.view] || a.i - b.i)[0]?.l;
}

/**
 * P3: the team's decorations for a garment: the team name (or mascot) as Custom Text at the
 * first location that takes Custom Text (front views first, e.g. `front-chest`), and the
 * default logo as an Upload at the first other location that takes Uploads (e.g.
 * `left-chest`), when there is a logo. A garment without such a location gets no such
 * decoration. Text is cut to 40 characters (the decoration limit, C3).
 */
export function teamLookDecorations(
  locations: readonly LookLocation[],
  look: { teamName: string; logoId: number | null },
): DecorationInput[] {
  const taken = new Set<string>();
  const out: DecorationInput[] = [];
  const text = look.teamName.trim().slice(0, 40);
  const textAt = text ? firstAllowing(locations, 'CUSTOM_TEXT', taken) : undefined;
  if (textAt) {
    taken.add(textAt.name);
    out.push({ contentType: 'CUSTOM_TEXT', location: textAt.name, text });
  }
  if (look.logoId != null) {
    const logoAt = firstAllowing(locations, 'UPLOADS', taken);
    if (logoAt) out.push({ contentType: 'UPLOADS', location: logoAt.name, logoId: String(look.logoId) });
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
