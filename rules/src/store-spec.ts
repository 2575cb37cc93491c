/**
 * A buyer's own item as it is drawn (the 3D player in the web, the receipt's picture in the
 * gateway): an item's render spec with the player's name and number written over its name and
 * number decorations. Pure.
 */
import { normaliseName, normaliseNumber } from './store-rules.js';

/** What {@link personaliseSpec} needs of a decoration. */
export interface PersonalisedDecoration {
  contentType: string;
  text?: string | null;
}

/** A name and number as the buyer typed them (normalised here, as the gateway stores them). */
export interface Personalisation {
  playerName?: string | null;
  playerNumber?: string | null;
}

/**
 * `spec` with every `PLAYER_NAME` decoration showing the name and every `PLAYER_NUMBER` one the
 * number. A decoration whose value is empty is left out: the garment is made without it, so the
 * buyer does not see the configuration's placeholder ('Player Name', '00'). Other decorations
 * and the input are unchanged; the spec itself is returned when nothing differs.
 */
export function personaliseSpec<D extends PersonalisedDecoration, S extends { decorations: readonly D[] }>(
  spec: S,
  personalisation: Personalisation,
): S {
  const values: Partial<Record<string, string>> = {
    PLAYER_NAME: normaliseName(personalisation.playerName),
    PLAYER_NUMBER: normaliseNumber(personalisation.playerNumber),
  };
  let changed = false;
  const decorations: D[] = [];
  for (const d of spec.decorations) {
    const value = values[d.contentType];
    if (value === undefined) decorations.push(d);
    else if (value === '') changed = true;
    else if (value === d.text) decorations.push(d);
    else {
      changed = true;
      decorations.push({ ...d, text: value });
    }
  }
  return changed ? { ...spec, decorations } : spec;
}
