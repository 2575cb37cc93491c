/**
 * The authorization matrix's callers: who calls ({@link Role}), with which ids
 * ({@link Ids}, planted by owner-records.ts) and what a recipe of recipes.ts is ({@link Recipe});
 * what a caller that may not use an operation must get is refusals.ts's.
 */

/** A small PNG (base64) the upload recipes send: made once by the test before any call. */
export const media = { png: '' };

export type Role =
  | 'owner'
  | 'visitor'
  | 'visitorWithoutKey'
  | 'otherDealer'
  | 'passcodeOther'
  | 'passcodeChanged'
  | 'printOther'
  | 'usedPrintGrant'
  | 'expiredPrintGrant'
  | 'revoked'
  | 'revokedApiToken'
  | 'proofLinkOther';
/**
 * Callers whose credential no longer holds: a session after logout, a passcode
 * session opened before the dealer changed the passcode, an API token revoked with
 * `revokeApiToken`, a print grant used up (revoked when its PDF was printed) and one expired;
 * with a visitor without a key and another quote's proof link, they are called with the real ids
 * only (they hold nothing that would tell ids apart). The others try every id set.
 */
export const ONCE_ROLES = new Set<Role>([
  'revoked',
  'visitorWithoutKey',
  'passcodeChanged',
  'revokedApiToken',
  'usedPrintGrant',
  'expiredPrintGrant',
  'proofLinkOther',
]);
export const OTHERS: Role[] = ['visitor', 'otherDealer', 'passcodeOther', 'printOther', ...ONCE_ROLES];

/** Ids an operation is called with; non-owners get each {@link Variant}. */
export interface Ids {
  snapsheet: string;
  playbook: string;
  customer: string;
  logo: string;
  rep: string;
  quote: string;
  order: string;
  job: string;
  token: string;
  locker: string;
  lockerItem: string;
  /** A catalog of the playbook's first sport (fsg-football) and every catalog of it, comma-separated in order. */
  catalog: string;
  footballCatalogs: string;
  /** A catalog product of the playbook (a CG2100 basketball jersey, the style of `shortId`). */
  catalogProduct: string;
  /** The first product of the snapsheet (a CG2100 jersey, the style of `shortId`). */
  snapsheetProduct: string;
  /**
   * A proof link of the quote and two of its proofs: the owner (the link's holder)
   * approves one and asks for changes to the other; other callers hold a token next to it.
   */
  proofToken: string;
  proof: string;
  proofB: string;
  /** A sent quote's link: the owner (its holder) accepts it; others hold a token next to it. */
  quoteToken: string;
  /** The owner's team stores and a buyer's order (store-records.ts). */
  store: string;
  storeItem: string;
  storeOrderToken: string;
  storeOrderLine: string;
  storeUnpaidLine: string;
  storeDraft: string;
  storeReady: string;
  storeToClose: string;
  storeClosed: string;
  storeDecided: string;
  storeProcessed: string;
  /** A closed store whose production order is held. */
  storeHeld: string;
}

export interface Fixture {
  dealerCode: string;
  shortId: string;
  passcode: string;
  ids: Ids;
  /** Records the owner's destructive calls use up. */
  spare: Ids & { quoteLocker: string; proofQuote: string };
  /** The proof link of another quote of the owner: its holder is the `proofLinkOther` caller. */
  otherProofToken: string;
  /** Every visitor's locker code: the state compared before and after reads each. */
  lockers: string[];
  /** The open store's passcode key (the owner's buyer calls) and its orders' numbers. */
  storeAccess: string;
  storeOrderNumber: string;
  storeUnpaidOrderNumber: string;
}

/**
 * How an operation is called and checked. Who may call it is not written here: each operation
 * declares it in the schema (`@access(rule: PUBLIC | OWNER)`; {@link accessOf}).
 */
export interface Recipe {
  vars: (ids: Ids, role: Role, fx: Fixture) => Record<string, unknown>;
  /** Runs after the other owner calls (it changes or removes what they use). */
  last?: boolean;
  /** Call once per caller with the real ids only (sign-in attempts count against limits). */
  once?: boolean;
  /**
   * What every other caller gets (A6): NOT_FOUND, the answer for an id that does not exist (the
   * project-scoped operations, which a passcode session of that project may call), or NONE, an
   * empty answer without an error. Unset: see {@link refusalFor}.
   */
  refusal?: 'NOT_FOUND' | 'NONE';
  /** What another dealer gets where {@link refusalFor} would expect otherwise (the owner's id inside an input). */
  otherDealer?: 'BAD_USER_INPUT';
  /** What a print grant of another project gets where it may read records of its own (a quote's PDF). */
  printGrant?: 'NOT_FOUND';
  /** The optional arguments `vars` leaves at their defaults, given (other callers, real ids). */
  optional?: (ids: Ids) => Record<string, unknown>;
}

export const JERSEY_DECORATIONS = (logoId: string) => [{ contentType: 'UPLOADS', location: 'left-chest', logoId }];
export const COLORS = ['19', '13', '25'];
