/**
 * A store's contacts: the dealer imports the roster's contacts (a CSV or XLSX file read as a
 * locker's roster is, in the gateway's worker pool, or rows), all or nothing, in place of the
 * ones before; reads them, and those whose player has not ordered. An import into an OPEN store
 * emails the opening to the contacts that had not had it (store-emails.ts).
 */
import type { Db } from '../../db/index.js';
import type { StoreContactRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import { rowErrorsRefusal } from '../../lib/sheet-rows.js';
import { decodeRosterFile, type RosterFileInput } from '../lockers/index.js';
import {
  checkContacts,
  contactsFromSheet,
  MAX_STORE_CONTACTS,
  type ContactIssue,
  type ContactRow,
  type ContactsRead,
} from './contacts-sheet.js';
import * as contactsRepo from './store-contacts.repository.js';
import { ownStore, type OwnStore, type StoresDeps } from './store-deps.js';
import type { StoreEmails } from './store-emails.js';

/** What `importStoreContacts` takes: a file, or rows. */
export interface ContactsImportInput {
  file?: RosterFileInput | null;
  rows?: readonly { playerName: string; group?: string | null; email: string; phone?: string | null }[] | null;
}

/** What an import did (GraphQL `StoreContactsImport`). */
export interface ContactsImported extends OwnStore {
  contacts: StoreContactRow[];
  /** The WARNINGs (rows left out as repeats); an import with an ERROR saves nothing. */
  issues: ContactIssue[];
  /** Opening emails an OPEN store sent to the new contacts (0 otherwise). */
  emailed: number;
}

export function storeContacts(db: Db, deps: StoresDeps, emails: StoreEmails) {
  /** The contacts of a file or rows. Errors: BAD_USER_INPUT `file` or `rows.N.<column>`. */
  async function read(input: ContactsImportInput): Promise<ContactsRead> {
    if ((input.file == null) === (input.rows == null))
      throw new BadUserInputError('file', 'Give a file or rows, one of them');
    if (input.file) {
      const bytes = decodeRosterFile(input.file);
      const read = contactsFromSheet(await deps.cpu.readRosterSheet(bytes));
      if (!read.valid) throw rowErrorsRefusal(read.issues);
      return read;
    }
    const rows = input.rows!;
    if (rows.length > MAX_STORE_CONTACTS)
      throw new BadUserInputError('rows', `A store holds at most ${MAX_STORE_CONTACTS} contacts`);
    const read = checkContacts(
      rows.map((r): ContactRow => ({
        playerName: r.playerName,
        group: r.group ?? null,
        email: r.email,
        phone: r.phone ?? null,
      })),
      (i) => i + 1,
    );
    const error = read.issues.find((i) => i.severity === 'ERROR');
    if (error) {
      const field = { player: 'playerName', group: 'group', email: 'email', phone: 'phone' }[error.column ?? 'email'];
      throw new BadUserInputError(`rows.${error.row - 1}.${field}`, error.message);
    }
    return read;
  }

  return {
    /**
     * Imports the roster's contacts of store `storeId` in place of its contacts, all or nothing.
     * Errors: NOT_FOUND ('Store'); BAD_USER_INPUT `file` (unreadable, no header naming an email
     * column, more than 500 rows, or a row with an error: `extensions.issues` lists each by row
     * and column, as a roster import's), `rows.N.playerName|group|email|phone`, `rows` (none or
     * too many).
     */
    async importContacts(caller: Caller, storeId: string, input: ContactsImportInput): Promise<ContactsImported> {
      const own = await ownStore(db, deps, caller, storeId);
      const got = await read(input);
      if (got.contacts.length === 0)
        throw new BadUserInputError(input.file ? 'file' : 'rows', 'There are no contacts to import');
      await db.transaction().execute((trx) =>
        contactsRepo.replaceContacts(
          trx,
          own.store.project_id,
          got.contacts.map((c) => ({ player_name: c.playerName, group_name: c.group, email: c.email, phone: c.phone })),
        ),
      );
      const sent = await emails.opened(own.store.project_id);
      return {
        ...own,
        contacts: await contactsRepo.contactsOf(db, own.store.project_id),
        issues: got.issues,
        emailed: sent.emailed,
      };
    },

    /** The contacts of store `projectId`, in the imported order. */
    contacts: (projectId: number): Promise<StoreContactRow[]> => contactsRepo.contactsOf(db, projectId),

    /**
     * The contacts of store `projectId` whose player has no live order (pending, unpaid or paid)
     * in the store: none whose buyer's email is the contact's, or whose player name (the order's
     * or a line's) is the contact's player, both compared trimmed and case-insensitively.
     */
    notOrdered: (projectId: number): Promise<StoreContactRow[]> => contactsRepo.contactsNotOrdered(db, projectId),
  };
}
