import { BLACK, blackOrWhiteOn, isHexColor } from '@tas/garments';

/**
 * Black or white text, whichever reads better on a `#rrggbb` background (@tas/garments
 * `blackOrWhiteOn`: at least 4.5:1): the showroom header (D3, P6), link
 * cards and team-colour surfaces. Anything that is not `#rrggbb` gets white (the defaults behind
 * it are dark).
 */
export function readableTextOn(hex: string): '#111827' | '#ffffff' {
  if (!isHexColor(hex)) return '#ffffff';
  return blackOrWhiteOn(hex) === BLACK ? '#111827' : '#ffffff';
}

/** A colour of the colour table as the pickers list it. */
interface TableColor {
  id: string;
  name: string;
  hex: string;
}

function sameColorKey(c: TableColor): string {
  return `${c.name.trim().toLowerCase()}|${c.hex.toLowerCase()}`;
}

/**
 * One entry per colour: the colour table holds most colours twice, once
 * per palette (stock `Forest` id 4 and sublimation `Forest` id 38, the same name and hex).
 * Answers `colors` in their order with every later twin left out, except that a twin named in
 * `keep` (a colour already chosen) takes its first twin's place when that one is not kept, so a
 * chosen id stays selectable. Colours sharing a name but not a hex are different colours.
 */
export function distinctColors<C extends TableColor>(colors: readonly C[], keep: readonly string[] = []): C[] {
  const kept = new Set(keep);
  const slot = new Map<string, number>();
  const out: C[] = [];
  for (const c of colors) {
    const key = sameColorKey(c);
    const at = slot.get(key);
    if (at === undefined) {
      slot.set(key, out.length);
      out.push(c);
    } else if (kept.has(c.id) && !kept.has(out[at]!.id)) {
      out[at] = c;
    }
  }
  return out;
}
