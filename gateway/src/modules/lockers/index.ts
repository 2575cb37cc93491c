/**
 * The lockers module's door for the other modules: a locker by code (and the code's shape), its
 * code by id, and the lock a quote holds on it (taken when the quote is requested or a proof is
 * sent, given back when the quote is withdrawn). Lockers are written only by this module; other
 * modules call these, never its repository.
 */
export { isLockerCode } from './locker-code.js';
export {
  lockerByCode,
  lockerCodeById,
  lockingQuoteOf,
  lockLockerForQuote,
  unlockLockerOfQuote,
} from './lockers.repository.js';
export { lockerItemId } from './locker-items.js';
export { decodeRosterFile } from './roster-sheet.js';
export type { RosterCell, RosterFileInput, RosterSheet } from './roster-sheet.js';
export { printedRosterOf, rosterItemLabel, rosterProblem, skuSuffix } from './roster.js';
