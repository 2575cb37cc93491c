/**
 * What a locker item prints from its roster (L1, L2): a design prints each
 * player's name when it has a Player name decoration, the number when it has a Player number
 * decoration. The locker says which, and warns when the roster holds names or numbers the design
 * does not print. Pure.
 */

/** A roster line as far as printing goes. */
export interface PrintedLine {
  playerName?: string | null;
  playerNumber?: string | null;
}

/** The locker's note: what is printed, and a warning when the roster holds more than that. */
export interface RosterPrintNotice {
  text: string;
  warning: string | null;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The note of an item whose design has decorations of `contentTypes` (`PLAYER_NAME`,
 * `PLAYER_NUMBER`, ...) and whose roster is `lines`; null when the roster has no names or
 * numbers and the design prints none (nothing to say).
 */
export function rosterPrintNotice(
  contentTypes: readonly string[],
  lines: readonly PrintedLine[],
): RosterPrintNotice | null {
  const printsNames = contentTypes.includes('PLAYER_NAME');
  const printsNumbers = contentTypes.includes('PLAYER_NUMBER');
  const named = lines.filter((l) => l.playerName?.trim()).length;
  const numbered = lines.filter((l) => l.playerNumber?.trim()).length;
  if (!printsNames && !printsNumbers && named === 0 && numbered === 0) return null;
  const printed = [printsNames ? 'name' : null, printsNumbers ? 'number' : null].filter(Boolean).join(' and ');
  const text = printed
    ? `Each garment is printed with its player's ${printed} from the roster.`
    : 'No names or numbers are printed: the design has no Player name or Player number decoration.';
  const unprinted = [
    !printsNames && named > 0 ? count(named, 'name') : null,
    !printsNumbers && numbered > 0 ? count(numbered, 'number') : null,
  ].filter(Boolean);
  const warning = unprinted.length
    ? `The roster has ${unprinted.join(' and ')} this design does not print. Add a ${[
        !printsNames && named > 0 ? 'Player name' : null,
        !printsNumbers && numbered > 0 ? 'Player number' : null,
      ]
        .filter(Boolean)
        .join(
          ' and a ',
        )} decoration to print ${(printsNames ? 0 : named) + (printsNumbers ? 0 : numbered) > 1 ? 'them' : 'it'}.`
    : null;
  return { text, warning };
}
