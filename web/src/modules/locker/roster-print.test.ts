import { describe, expect, it } from 'vitest';
import { rosterPrintNotice } from './roster-print';

const roster = [
  { playerName: 'Ava Diaz', playerNumber: '4' },
  { playerName: 'Bo Chen', playerNumber: '12' },
  { playerName: null, playerNumber: null },
];

describe('what a locker item prints from its roster', () => {
  it('says names and numbers are printed when the design has both', () => {
    expect(rosterPrintNotice(['PLAYER_NAME', 'PLAYER_NUMBER', 'UPLOADS'], roster)).toEqual({
      text: "Each garment is printed with its player's name and number from the roster.",
      warning: null,
    });
  });

  it('warns when the roster has names the design does not print', () => {
    expect(rosterPrintNotice(['PLAYER_NUMBER'], roster)).toEqual({
      text: "Each garment is printed with its player's number from the roster.",
      warning: 'The roster has 2 names this design does not print. Add a Player name decoration to print them.',
    });
    expect(rosterPrintNotice(['CUSTOM_TEXT'], [{ playerName: 'Ava', playerNumber: '4' }])).toEqual({
      text: 'No names or numbers are printed: the design has no Player name or Player number decoration.',
      warning:
        'The roster has 1 name and 1 number this design does not print. Add a Player name and a Player number decoration to print them.',
    });
  });

  it('says nothing when neither the roster nor the design has names or numbers', () => {
    expect(rosterPrintNotice(['UPLOADS'], [{ playerName: ' ', playerNumber: null }])).toBeNull();
  });
});
