/**
 * A store's contacts as the dealer imports them: the roster's players with their group and the
 * parent's email and phone, from a CSV or XLSX file (read as a locker's roster is: the same
 * reader, header search and cell rules, lib/sheet-rows.ts) or as rows. Pure: every row checked,
 * its problems named by row and column as a roster file's are (`RosterIssue`).
 */
import { controlCharacterMessage } from '../../lib/control-characters.js';
import { csvTextValue } from '@tas/rules';
import { BadUserInputError } from '../../lib/errors.js';
import * as sheetRows from '../../lib/sheet-rows.js';
import type { RosterCell, RosterSheet } from '../lockers/index.js';
import { EMAIL } from './store-checkout.js';

/** Most contacts a store holds: as many as a roster file's rows. */
export const MAX_STORE_CONTACTS = 500;

/** The columns of a contacts file. */
export type ContactColumn = 'player' | 'group' | 'email' | 'phone';

/** A contact as read and checked (GraphQL `StoreContactInput`'s fields). */
export interface ContactRow {
  playerName: string;
  group: string | null;
  email: string;
  phone: string | null;
}

/** A problem of one row (GraphQL `RosterIssue`: `column` one of {@link ContactColumn}). */
export interface ContactIssue {
  /** 1-based row number as a spreadsheet shows it (rows given as input: index + 1). */
  row: number;
  column: ContactColumn | null;
  severity: 'ERROR' | 'WARNING';
  message: string;
}

/** What a contacts file or rows give: the rows without errors, and every issue. */
export interface ContactsRead {
  contacts: ContactRow[];
  issues: ContactIssue[];
  valid: boolean;
}

const LIMITS = { player: 60, group: 60, email: 254, phone: 30 } as const;

/** Header names by column, compared as lib/sheet-rows.ts `headerKey` gives them. */
const HEADER_NAMES: Record<ContactColumn, readonly string[]> = {
  player: ['player', 'players', 'playername', 'name', 'athlete', 'athletename', 'fullname', 'student', 'studentname'],
  group: ['group', 'team', 'squad', 'homeroom', 'class', 'grade', 'level', 'groupname', 'teamname'],
  email: ['email', 'emails', 'emailaddress', 'parentemail', 'contactemail', 'guardianemail', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'cellphone', 'parentphone', 'contactphone', 'tel', 'telephone'],
};

const lookup = new Map<string, ContactColumn>(
  (Object.entries(HEADER_NAMES) as [ContactColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((n) => [n, column] as const),
  ),
);

const columnOf = (cell: RosterCell): ContactColumn | null => lookup.get(sheetRows.headerKey(cell) ?? '') ?? null;

const PHONE = /^\+?[0-9 ().-]{3,30}$/;

/**
 * Checks contacts in order: the player's name required (at most 60 characters), the group
 * optional (60), the email required and an address (254, kept lower case), the phone optional
 * (digits, spaces, `+().-`, at most 30); control characters refused; a row with the same player
 * and email as an earlier one is a WARNING and left out. `rowOf(i)` names the i-th row.
 */
export function checkContacts(rows: readonly ContactRow[], rowOf: (i: number) => number): ContactsRead {
  const issues: ContactIssue[] = [];
  const contacts: ContactRow[] = [];
  const seen = new Map<string, number>();
  rows.forEach((input, i) => {
    const row = rowOf(i);
    const errors: ContactIssue[] = [];
    const error = (column: ContactColumn, message: string) => errors.push({ row, column, severity: 'ERROR', message });
    const cells: [ContactColumn, string][] = [
      ['player', input.playerName.trim()],
      ['group', (input.group ?? '').trim()],
      ['email', input.email.trim().toLowerCase()],
      ['phone', (input.phone ?? '').trim()],
    ];
    for (const [column, text] of cells) {
      if (sheetRows.CELL_CONTROL.test(text)) error(column, controlCharacterMessage(text, sheetRows.CELL_CONTROL));
      else if (text.length > LIMITS[column]) error(column, `Use at most ${LIMITS[column]} characters`);
    }
    const [player, group, email, phone] = cells.map(([, text]) => text) as [string, string, string, string];
    if (!player) error('player', "The player's name is missing");
    if (!email) error('email', 'The email is missing');
    else if (!errors.some((e) => e.column === 'email') && !EMAIL.test(email))
      error('email', `'${email.replace(sheetRows.CELL_CONTROLS, '')}' is not an email address`);
    if (phone && !errors.some((e) => e.column === 'phone') && !PHONE.test(phone))
      error('phone', 'Use digits, spaces and + ( ) . - only');
    if (errors.length) {
      issues.push(...errors);
      return;
    }
    const key = `${player.toLowerCase()}\n${email}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push({ row, column: null, severity: 'WARNING', message: `The same player and email as row ${first}` });
      return;
    }
    seen.set(key, row);
    contacts.push({ playerName: player, group: group || null, email, phone: phone || null });
  });
  return { contacts, issues, valid: issues.every((i) => i.severity !== 'ERROR') };
}

/**
 * Reads a contacts grid: the header is the first of the first ten non-blank rows naming an
 * email column; every non-blank row below it is a contact, checked by {@link checkContacts}.
 * Errors: BAD_USER_INPUT `file` (no header naming an email column, more than
 * {@link MAX_STORE_CONTACTS} rows).
 */
export function contactsFromSheet(sheet: RosterSheet): ContactsRead {
  const header = sheetRows.findHeaderRow(sheet.rows, columnOf, 'email');
  if (!header)
    throw new BadUserInputError(
      'file',
      'No header row found: the first row must name the columns, e.g. player, group, email, phone',
    );
  const data = sheetRows.dataRowsBelow(sheet.rows, header.index);
  if (data.length > MAX_STORE_CONTACTS)
    throw new BadUserInputError(
      'file',
      `A store holds at most ${MAX_STORE_CONTACTS} contacts; this file has ${data.length}`,
    );
  const text = (cells: RosterCell[], column: ContactColumn) => {
    const i = header.columns.get(column);
    return i === undefined ? '' : sheetRows.cellText(cells[i] ?? null);
  };
  return checkContacts(
    data.map(({ cells }) => ({
      playerName: csvTextValue(text(cells, 'player')),
      group: csvTextValue(text(cells, 'group')),
      email: text(cells, 'email'),
      phone: text(cells, 'phone'),
    })),
    (i) => data[i]!.row,
  );
}
