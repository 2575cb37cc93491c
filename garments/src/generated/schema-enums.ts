/** The caller rule of an operation (A3 to A6). */
export type AccessRule =
  /**
   * The dealer who owns the records it names, through a dashboard session or an API token (some
   * also through a passcode session of that one project, A4); every other caller gets an error
   * (UNAUTHENTICATED, FORBIDDEN or NOT_FOUND) and no data.
   */
  | 'OWNER'
  /**
   * Any caller, signed in or not (visitors, passcode sessions, print grants): what it answers or
   * changes is still decided by the caller rule of each record it reads (A5), and another dealer's
   * records answer as if they did not exist (A6).
   */
  | 'PUBLIC';

/** What a catalog of a playbook holds (P3, the original's `catalogType`). */
export type CatalogType = 'COACHES' | 'SPIRITWEAR' | 'UNIFORM';

/** Colour palettes (C3): sublimated garments take any colour; stock garments only stock-print ones. */
export type ColorPalette = 'STOCK' | 'SUBLIMATION';

/** Decoration content types (C3). */
export type ContentType = 'CUSTOM_TEXT' | 'GRAPHICS' | 'PLAYER_NAME' | 'PLAYER_NUMBER' | 'UPLOADS';

export type CustomerStatus = 'ACTIVE' | 'ARCHIVED';

export type CustomerType = 'EVENT' | 'ORGANIZATION' | 'OTHER' | 'SCHOOL' | 'TEAM';

/**
 * What a design (layout) draws on the garment (C1). PLAIN draws nothing (the `STD` design, a code
 * without a pattern).
 */
export type DesignKind =
  | 'BOLT'
  | 'CHEVRON'
  | 'CLASSIC_STRIPES'
  | 'DIGITAL_CAMO'
  | 'GRADIENT'
  | 'PLAIN'
  | 'SHATTER'
  | 'SIDE_PANEL'
  | 'TIGER_STRIPE'
  | 'YOKE';

export type Gender = 'MEN' | 'UNISEX' | 'WOMEN' | 'YOUTH';

/** What a library graphic shows. */
export type GraphicCategory = 'EMBLEM' | 'MASCOT' | 'SPORT';

/**
 * IMAGE: a PNG, JPEG or sanitised SVG logo. FILE: any other file, kept as it was sent through the
 * plain upload (never shown as an image).
 */
export type LogoKind = 'FILE' | 'IMAGE';

/** Which neighbour a snapsheet product swaps places with (P5). */
export type MoveDirection = 'DOWN' | 'UP';

/** Characters a personalised name may hold (@tas/garments `store-rules.ts`). */
export type NameCharacterSet = 'APOSTROPHE' | 'DIGITS' | 'HYPHEN' | 'LETTERS' | 'PERIOD' | 'SPACE';

/**
 * What a notice tells about. QUOTE_REQUESTED: a customer requested a quote
 * (to the dealer). PROOF_SENT: the dealer sent proofs (to the customer, with the link).
 * PROOF_APPROVED, PROOF_CHANGES_REQUESTED: the customer approved a proof or asked for changes (to
 * the dealer). ORDER_PLACED: a quote became an order (one to the customer, one to the dealer). QUOTE_SENT: the
 * dealer sent a quote (to the customer, with the link where they accept it).
 */
export type NoticeEvent =
  | 'ORDER_PLACED'
  | 'PROOF_APPROVED'
  | 'PROOF_CHANGES_REQUESTED'
  | 'PROOF_SENT'
  | 'QUOTE_REQUESTED'
  | 'QUOTE_SENT'
  /** A team store closed: to each buyer of an unpaid or paid order, once. */
  | 'STORE_CLOSED'
  /** A team store closes in three days, or in one: to each contact who has not ordered, once each. */
  | 'STORE_CLOSING_SOON'
  /** The dealer's "not ordered yet" reminder: to each contact who has not ordered (once per 24 hours per store). */
  | 'STORE_NOT_ORDERED'
  /** A team store opened: to each contact the dealer imported, once. */
  | 'STORE_OPENED'
  /** A buyer's receipt (a pay-later order at the checkout, a card order when paid): no unsubscribe link, sent to every address. */
  | 'STORE_ORDER_RECEIPT'
  /** A pay-later order of a team store is not paid yet: the one reminder to the buyer before its due date. */
  | 'STORE_PAYMENT_REMINDER';

/**
 * Where a notice is: QUEUED while its delivery is waiting or being retried,
 * SENT once the SMTP server accepted it, FAILED after the last retry failed, HELD when the gateway
 * has no SMTP server (`SMTP_URL` unset): kept in the outbox and shown here. SUPPRESSED: not sent,
 * because its recipient unsubscribed (every notice but an order's receipt carries an unsubscribe
 * link); `lastError` says so.
 */
export type NoticeStatus = 'FAILED' | 'HELD' | 'QUEUED' | 'SENT' | 'SUPPRESSED';

/** An order's deposit: NONE asked, DUE (asked, not paid), PAID. */
export type OrderDepositStatus = 'DUE' | 'NONE' | 'PAID';

/** Whether an order is paid. */
export type OrderPaymentStatus = 'PAID' | 'UNPAID';

/** Where an order is in production, moved forward by the dealer. */
export type OrderProductionStatus = 'DELIVERED' | 'IN_PRODUCTION' | 'NEW' | 'SHIPPED';

/**
 * Sync state of an order with the dealer's order system (D10): PENDING until delivered (or while
 * retries are left), SYNCED once the webhook answered 2xx, FAILED after the last retry failed,
 * NOT_SENT when it was made while no order webhook was set (setting one sends
 * it).
 */
export type OrderSyncStatus = 'FAILED' | 'NOT_SENT' | 'PENDING' | 'SYNCED';

/** What a playbook page holds (P3). */
export type PlaybookPageKind = 'BACK_COVER' | 'COVER' | 'INDEX' | 'PRODUCTS';

export type PlaybookTemplate = 'FSG' | 'UA';

export type ProductCategory = 'COACHES' | 'SPIRITWEAR' | 'UNIFORM';

export type ProductType = 'FIVE_DAY' | 'STOCK' | 'SUBLIMATED';

/** Project status (section 4). ARCHIVED when deleted; snapsheets start OPEN. */
export type ProjectStatus = 'ARCHIVED' | 'CLOSED' | 'COMPLETE' | 'DRAFT' | 'LOCKER' | 'OPEN' | 'PUBLISHED' | 'QUOTE';

export type ProjectType =
  | 'PLAYBOOK'
  | 'SHOWROOM'
  | 'SNAPSHEET'
  /** A team store (a project kind of its own: its state, items and buyers' orders in `Store`). */
  | 'STORE';

/**
 * Who may read a project (A5, P4). PRIVATE: a draft or an archived project, only its dealer (and
 * a passcode session of it). LINK: shared with anyone who has the link (a snapsheet is shared
 * from the start: status open, locker, quote, complete, closed). PUBLISHED: published (P4).
 */
export type ProjectVisibility = 'LINK' | 'PRIVATE' | 'PUBLISHED';

/**
 * Where the proof of a locker item stands, as the dealer and the customer see
 * it now:
 * NOT_SENT: no proof of the item was sent yet.
 * SENT: the latest version waits for the customer.
 * EXPIRED: the latest version was sent with a link that expired before the customer answered.
 * CHANGES_REQUESTED: the customer asked for changes (see `comment`).
 * APPROVED: the customer approved the latest version and the item is still what was approved.
 * WITHDRAWN: the item (its configuration or roster) changed after the latest version was sent or
 * approved; that version no longer counts and a new one must be sent.
 */
export type ProofStatus = 'APPROVED' | 'CHANGES_REQUESTED' | 'EXPIRED' | 'NOT_SENT' | 'SENT' | 'WITHDRAWN';

/** The status of a queue record (P4). */
export type QueueStatus = 'DONE' | 'PENDING';

/** How a discount or a deposit is given: an amount in cents or a percentage in basis points. */
export type QuoteShareKind = 'AMOUNT' | 'PERCENT';

/**
 * State of a quote request (D9): OPEN when received, CLOSED by the dealer, ORDERED once converted
 * to an order (D10).
 */
export type QuoteStatus = 'CLOSED' | 'OPEN' | 'ORDERED';

export type RenderJobKind = 'PDF' | 'SNAPSHOTS';

export type RenderJobStatus = 'DONE' | 'FAILED' | 'QUEUED' | 'RUNNING';

/** Reversible products have an Outside and an Inside view (C3); any other value is an error. */
export type ReversibleView = 'INSIDE' | 'OUTSIDE';

export type RosterImportMode =
  /** The file's lines are added after the item's roster. */
  | 'APPEND'
  /** The file's lines replace the item's roster. */
  | 'REPLACE';

export type RosterIssueSeverity =
  /** The row cannot be imported (unknown size, negative or non-integer quantity, ...). */
  | 'ERROR'
  /** Imported as read but worth a look (a number used twice in one item). */
  | 'WARNING';

export type SnapshotStatus = 'FAILED' | 'PENDING' | 'READY';

/** Which of a store's documents a PDF prints. */
export type StoreDocumentKind =
  /** Letter sheets of 30 labels (1 x 2-5/8 inches), one per bag of a round. */
  | 'BAG_LABELS'
  /** One page per buyer's bag of a round. */
  | 'PACKING_LIST'
  /** The store's money, per round and in all. */
  | 'PAYOUT_STATEMENT';

/** How a store's orders reach the buyers: in bulk to the team, shipped to each home, or picked up. */
export type StoreFulfilment = 'BULK' | 'PICKUP' | 'SHIP_HOME';

/** What happens at the close to a minimum not reached. */
export type StoreMinimumOutcome =
  /** The hard close moves once by `extendDays` days (buyers emailed); the next close produces. */
  | 'EXTEND'
  /** Produced anyway: the dealer pays the difference. */
  | 'PRODUCE'
  /** Its lines refunded (a card line through its payment), each buyer emailed why. */
  | 'REFUND'
  /** The team buys the pieces short: added to the production order (`teamPieces`). */
  | 'TEAM_BUYS';

/**
 * Where a buyer's order stands. PENDING: waiting for the card payment; UNPAID: pay later, before its
 * due date; PAID; EXPIRED: a pay-later order unpaid at its due date (its numbers are free again);
 * CANCELLED; REFUNDED.
 */
export type StoreOrderStatus = 'CANCELLED' | 'EXPIRED' | 'PAID' | 'PENDING' | 'REFUNDED' | 'UNPAID';

/** How a buyer may pay: by card (Stripe Checkout) or later (purchase order, school billing, cash at pickup). */
export type StorePaymentMethod = 'CARD' | 'PAY_LATER';

/** What a new store's items are made from: nothing, a snapsheet's products, a playbook's products or the dealer's showroom. */
export type StoreSourceType = 'NONE' | 'PLAYBOOK' | 'SHOWROOM' | 'SNAPSHEET';

/**
 * Where a store stands. It moves one way: DRAFT → SCHEDULED → OPEN → CLOSED → PROCESSING →
 * COMPLETE, or CANCELLED from DRAFT, SCHEDULED or OPEN. A scheduled store opens at `opensAt` and an
 * open one closes at `hardCloseAt` by themselves (a job).
 */
export type StoreState = 'CANCELLED' | 'CLOSED' | 'COMPLETE' | 'DRAFT' | 'OPEN' | 'PROCESSING' | 'SCHEDULED';

/** The four named camera views of the 3D player and of snapshots (C1, C5). */
export type View = 'BACK' | 'FRONT' | 'LEFT' | 'RIGHT';
