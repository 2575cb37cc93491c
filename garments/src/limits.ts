/**
 * The input limits and page sizes that the gateway enforces and the web checks before the round
 * trip (a rule lives once). Each names its unit and its source in the specification.
 */

/** Highest custom price of a playbook or snapsheet product, cents ($100,000.00; L3, P3, P5). */
export const MAX_CUSTOM_PRICE_CENTS = 10_000_000;

/** Largest quantity of one size line of a locker item (L2; schema/lockers.graphql). */
export const MAX_LINE_QUANTITY = 10_000;

/** Products per snapsheet page (P5, original section 9). */
export const SNAPSHEET_PAGE_SIZE = 3;

/** Largest logo file, bytes: 5 MB, as in the original (section 9); also after sanitising. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** Largest roster file, bytes before base64 (L2; schema/lockers.graphql `RosterFileInput`). */
export const MAX_ROSTER_FILE_BYTES = 512 * 1024;

/** Dealer margin bounds (D3, L3): a multiplier on msrp, from 1 to 10 (the default is 2). */
export const MIN_DEALER_MARGIN = 1;
export const MAX_DEALER_MARGIN = 10;

/** Longest project title, characters after trimming (P3, P5, D8). */
export const MAX_PROJECT_TITLE_LENGTH = 120;

/** Longest team name of a project, characters after trimming (P3, P5, P6, D8). */
export const MAX_TEAM_NAME_LENGTH = 80;

/** Days a proof link opens its proofs: the dealer's setting, 1 to 60, default 14. */
export const DEFAULT_PROOF_LINK_DAYS = 14;
export const MIN_PROOF_LINK_DAYS = 1;
export const MAX_PROOF_LINK_DAYS = 60;

/** Days a quote holds its prices: the dealer's setting, 1 to 365, default 30. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;
export const MIN_QUOTE_VALID_DAYS = 1;
export const MAX_QUOTE_VALID_DAYS = 365;

/** Longest terms a dealer prints on its quotes, characters after trimming. */
export const MAX_QUOTE_TERMS_LENGTH = 3000;

/** The name typed to approve a proof, characters after trimming: 2 to 100. */
export const MIN_APPROVER_NAME_LENGTH = 2;
export const MAX_APPROVER_NAME_LENGTH = 100;

/** Longest comment asking for changes to a proof, characters after trimming. */
export const MAX_PROOF_COMMENT_LENGTH = 2000;

/** Characters of a locker item's alias ('Home jersey'; original section 3). */
export const MAX_LOCKER_ITEM_ALIAS_LENGTH = 60;

/**
 * The crop step of a logo upload and its Edit crop (D6): the zoom the
 * cropper offers and the aspect ratios it names (`free` keeps the picture's own).
 */
export const LOGO_CROP_ZOOM = { min: 1, max: 4 } as const;
export const LOGO_CROP_ASPECTS = ['free', '1:1', '4:3', '16:9'] as const;
export type LogoCropAspect = (typeof LOGO_CROP_ASPECTS)[number];

/** Most cents a dealer's quote shipping, discount or deposit amount may be: $100,000.00. */
export const MAX_QUOTE_AMOUNT_CENTS = 10_000_000;

/** A percentage in basis points (a discount, a deposit, a tax rate): 10 000 = 100 %. */
export const MAX_BASIS_POINTS = 10_000;

/** Longest tax-exemption certificate number a quote keeps. */
export const MAX_TAX_CERTIFICATE_LENGTH = 60;
