/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. `2026-11-22T10:00:00.000Z`. */
  DateTime: { input: string; output: string; }
};

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

/**
 * A style to add to a playbook catalog (P3). It goes to `pageNumber` (a PRODUCTS page of that
 * catalog) when given, else to the catalog's last page when that page holds fewer than 3
 * products, else to a new page after it. Errors: BAD_USER_INPUT field `catalogId` (not a catalog
 * of the playbook), `styleId`, `variantId`, `designId`, `customPriceCents` (negative, over
 * 10,000,000), `pageNumber`.
 */
export type AddCatalogProductInput = {
  catalogId: Scalars['ID']['input'];
  customPriceCents?: InputMaybe<Scalars['Int']['input']>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  styleId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Add a saved configuration to a locker of a project (L1). Lockers are their owner's: without
 * `lockerCode`, the item goes to the caller's own locker of the project, created on the first add
 * (one per owner and project: a visitor is known by its `X-Visitor-Key` header, a dealer by its
 * token; a visitor without a key gets a new locker each time). With `lockerCode`, to that locker
 * of the project (holding its code is the right to change it).
 * Errors: BAD_USER_INPUT field `projectId` (unknown, or not shared with the caller), `dealerCode`,
 * `lockerCode`, `configurationShortId`, `sizeLines.N.*`, or `configurationShortId` when the locker
 * already holds 100 items; FORBIDDEN when the locker or the project is locked.
 */
export type AddToLockerInput = {
  configurationShortId: Scalars['ID']['input'];
  /** For a showroom: the dealer code. */
  dealerCode?: InputMaybe<Scalars['String']['input']>;
  /** Add to this locker of the project instead of the caller's own. */
  lockerCode?: InputMaybe<Scalars['String']['input']>;
  /** The project's public id (playbooks and snapsheets). */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  projectType: ProjectType;
  /** When empty, the default roster is used: base size quantity 1, other sizes 0 (L2). */
  sizeLines: Array<SizeLineInput>;
};

/**
 * A named API token of a dealer for automation (A7). The token value itself is shown only once,
 * by `createApiToken`; the server keeps only its SHA-256 hash.
 */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** When the token last authenticated a request (updated at most once a minute); null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

/**
 * A change to a catalog product (P3, the original's `product/{id}/edit`); only the fields given
 * change. `configurationShortId`: a configuration saved from the product page (C4) that replaces
 * the product's picture and marks it customised; its style must be the product's.
 * Errors: BAD_USER_INPUT field `name` (empty, over 120), `customPriceCents`, `variantId`,
 * `designId`, `configurationShortId`.
 */
export type CatalogProductInput = {
  /** Clear the custom price. */
  clearCustomPrice?: InputMaybe<Scalars['Boolean']['input']>;
  configurationShortId?: InputMaybe<Scalars['ID']['input']>;
  customPriceCents?: InputMaybe<Scalars['Int']['input']>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** What a catalog of a playbook holds (P3, the original's `catalogType`). */
export type CatalogType =
  | 'COACHES'
  | 'SPIRITWEAR'
  | 'UNIFORM';

/**
 * A named colour of the colour table (section 9). Ids 19, 13, 25 are the default team colours;
 * 25 is white and 23 black.
 */
export type Color = {
  __typename?: 'Color';
  /** Colour family, e.g. `Red`, used by the featured-colour rule (P5). */
  family: Scalars['String']['output'];
  /** `#rrggbb` */
  hex: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  palette: ColorPalette;
  stockName?: Maybe<Scalars['String']['output']>;
};

/** Colour palettes (C3): sublimated garments take any colour; stock garments only stock-print ones. */
export type ColorPalette =
  | 'STOCK'
  | 'SUBLIMATION';

/** Company information of the signed-in dealer (D1 'Please provide your company information', D3). */
export type CompanyInfoInput = {
  /** Contact email (a valid address, at most 254 characters). */
  email: Scalars['String']['input'];
  /** Company name, 1 to 120 characters after trimming. */
  name: Scalars['String']['input'];
  /** Phone number, optional, at most 40 characters; empty clears it. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A saved configuration, addressed by its short id (C4). Immutable: every save makes a new one. */
export type Configuration = {
  __typename?: 'Configuration';
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  decorations: Array<Decoration>;
  design?: Maybe<Design>;
  product: Product;
  /** The self-contained drawing input of this configuration. */
  renderSpec: RenderSpec;
  reversibleView?: Maybe<ReversibleView>;
  shortId: Scalars['ID']['output'];
  /** The snapshot for a view; asking for it queues the render when it is missing. */
  snapshot: Snapshot;
  snapshots: Array<Snapshot>;
  variant?: Maybe<Variant>;
};


/** A saved configuration, addressed by its short id (C4). Immutable: every save makes a new one. */
export type ConfigurationSnapshotArgs = {
  view: View;
};

/**
 * A product configuration to save (C4). `colorIds` are the zone colours in zone colour order
 * (primary, secondary, tertiary).
 * Errors: BAD_USER_INPUT field `styleId`, `variantId`, `designId`, `colorIds`, `reversibleView` or
 * `decorations.N.*`.
 */
export type ConfigurationInput = {
  colorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  decorations: Array<DecorationInput>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  reversibleView?: InputMaybe<ReversibleView>;
  styleId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The price of one configuration in cents (L3). `unitPriceCents` is what one garment of `size`
 * costs the customer: a locker size line of the same configuration, size and item quantity has
 * the same `unitPriceCents`, and for one garment of the base size it is the snapsheet product's
 * `priceCents`.
 */
export type ConfigurationPrice = {
  __typename?: 'ConfigurationPrice';
  /** Dealer price of the base size; null unless the caller is the signed-in dealer the price is for (A5). */
  dealerPriceCents?: Maybe<Scalars['Int']['output']>;
  /** Price of each decoration for one garment at the quantity break of `quantity`, in input order. */
  decorationPricesCents: Array<Scalars['Int']['output']>;
  /** Sum of `decorationPricesCents`. */
  decorationsPriceCents: Scalars['Int']['output'];
  /** Msrp of the base size (design and colour deltas included); null unless the caller is the signed-in dealer the price is for (A5). */
  msrpCents?: Maybe<Scalars['Int']['output']>;
  /** Customer price of the product for the base size: the custom price, else msrp x dealer margin. */
  productPriceCents: Scalars['Int']['output'];
  /** The quantity priced. */
  quantity: Scalars['Int']['output'];
  /** The size priced. */
  size: Scalars['String']['output'];
  /** Customer price of the product in `size`: productPriceCents + (msrp of `size` - msrp of the base size). */
  sizePriceCents: Scalars['Int']['output'];
  styleId: Scalars['ID']['output'];
  /** unitPriceCents x quantity. */
  totalCents: Scalars['Int']['output'];
  /** sizePriceCents + decorationsPriceCents: one garment. */
  unitPriceCents: Scalars['Int']['output'];
};

/**
 * One configuration to price (L3, C1): what the customiser shows, priced by the same computation
 * as snapsheets, lockers and quotes. The project context decides the dealer (margin, price group)
 * and the custom price: `projectType` + `projectId` (optionally with the project's `dealerCode`),
 * or `projectType: SHOWROOM` + `dealerCode`, or `dealerCode` alone (the dealer's margin, no custom
 * price); without any, the signed-in dealer's margin, else the default margin 2.
 * Errors: BAD_USER_INPUT field `styleId`, `variantId`, `designId`, `size`, `quantity` (1 to
 * 100000), `decorations.N.*` (as in `saveConfiguration`, a logo not yet required), `projectType`,
 * `projectId` (unknown or archived project) or `dealerCode`.
 */
export type ConfigurationPriceInput = {
  dealerCode?: InputMaybe<Scalars['String']['input']>;
  decorations?: InputMaybe<Array<DecorationInput>>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  projectType?: InputMaybe<ProjectType>;
  /** Garments of the configuration, for the decoration quantity breaks; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** A size of the product; default the base size (L2). */
  size?: InputMaybe<Scalars['String']['input']>;
  styleId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Decoration content types (C3). */
export type ContentType =
  | 'CUSTOM_TEXT'
  | 'GRAPHICS'
  | 'PLAYER_NAME'
  | 'PLAYER_NUMBER'
  | 'UPLOADS';

/**
 * Create a playbook (D8, P3). `colorIds`: exactly three colour ids (team colours); `sports`: one
 * or more distinct sport ids of the chosen template (see `sports(template:)`), in order.
 * `title` defaults to the team name. The playbook starts as DRAFT.
 * Errors: BAD_USER_INPUT field `teamName` (empty, over 80 characters), `title` (over 120),
 * `sports` (none, or a sport twice), `sports.{i}` (not a sport of the template, e.g. a UA sport
 * for FSG), `colorIds` (not exactly three known colours), `customerId` (not one of the caller's
 * customers) or `logoId` (not one of the caller's logos).
 */
export type CreatePlaybookInput = {
  colorIds: Array<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the caller's logos; becomes the playbook's default logo. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the caller's reps or the house rep; default the customer's rep. Error: BAD_USER_INPUT `repId`. */
  repId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true. */
  showCoverAndIndex?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default true. */
  showPrices?: InputMaybe<Scalars['Boolean']['input']>;
  sports: Array<Scalars['ID']['input']>;
  teamName: Scalars['String']['input'];
  template: PlaybookTemplate;
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Create a snapsheet (P5). Colours: exactly three colour ids.
 * Errors: BAD_USER_INPUT field `colorIds` or `customerId`.
 */
export type CreateSnapsheetInput = {
  colorIds: Array<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  gender?: InputMaybe<Gender>;
  /** One of the caller's logos; becomes the snapsheet's default logo. Error: BAD_USER_INPUT `logoId`. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the caller's reps or the house rep; default the customer's rep. Error: BAD_USER_INPUT `repId`. */
  repId?: InputMaybe<Scalars['ID']['input']>;
  showPrices?: InputMaybe<Scalars['Boolean']['input']>;
  teamName: Scalars['String']['input'];
  templateId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The answer of `createApiToken`: the token value (`tas_` + 43 base64url characters), shown only
 * here, and its list entry.
 */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  apiToken: ApiToken;
  token: Scalars['String']['output'];
};

/**
 * Edit crop of a logo (D6): the image cut again from the logo's `originalUrl`, staged by
 * `POST /uploads` (`uploadId`) or, when small, inline as base64 `content` (exactly one), and the
 * crop that cut it.
 */
export type CropLogoInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  crop: LogoCropInput;
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

/** A dealer's customer: a school, team, event, organization or other (D5). */
export type Customer = {
  __typename?: 'Customer';
  /** 3 to 6 team colours; the first three are the team colours. */
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  logos: Array<Logo>;
  name: Scalars['String']['output'];
  /** The customer's snapsheets and playbooks that are not archived, newest first (the dealer's only; [] for anyone else). */
  projects: Array<Project>;
  rep?: Maybe<Rep>;
  status: CustomerStatus;
  type: CustomerType;
};

export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  edges: Array<CustomerEdge>;
  nodes: Array<Customer>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CustomerEdge = {
  __typename?: 'CustomerEdge';
  cursor: Scalars['String']['output'];
  node: Customer;
};

/**
 * Create (no id) or update (with id) a customer (D5). Name defaults to 'No name'; rep defaults to
 * id 19 when none is chosen; 3 to 6 colour ids from the colour table.
 * Errors: BAD_USER_INPUT with field `colorIds`, `type`, `repId` or `logoIds`; NOT_FOUND for another
 * dealer's customer.
 */
export type CustomerInput = {
  colorIds: Array<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  logoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  repId?: InputMaybe<Scalars['ID']['input']>;
  /** Required when creating (BAD_USER_INPUT `type` without it); an update without it keeps the type. */
  type?: InputMaybe<CustomerType>;
};

export type CustomerStatus =
  | 'ACTIVE'
  | 'ARCHIVED';

export type CustomerType =
  | 'EVENT'
  | 'ORGANIZATION'
  | 'OTHER'
  | 'SCHOOL'
  | 'TEAM';

/**
 * Input of the signed dashboard entry link (A1). Field names follow the entry URL's query;
 * `repToken` is the URL's `rep_token`. `token` is hex(HMAC-SHA256(DEALER_ENTRY_SECRET, canonical))
 * over the other present fields sorted by name (see API.md), `exp` in unix seconds.
 */
export type DashboardEntryInput = {
  aid?: InputMaybe<Scalars['String']['input']>;
  carriednum?: InputMaybe<Scalars['String']['input']>;
  carriedt?: InputMaybe<Scalars['String']['input']>;
  /** Dealer account number (becomes the dealer's fsg_code and URL dealer code). */
  code: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Expiry of the link, unix seconds; at most 24 hours ahead. */
  exp: Scalars['Int']['input'];
  pricegroup?: InputMaybe<Scalars['String']['input']>;
  repToken?: InputMaybe<Scalars['String']['input']>;
  terms?: InputMaybe<Scalars['String']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  /** Hex HMAC-SHA256 entry token. */
  token: Scalars['String']['input'];
  webuserid?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Counts shown on Get Started (D1) for the caller's dealer. Archived records are not counted:
 * projects with `deletedAt` set, customers with status ARCHIVED.
 */
export type DashboardStats = {
  __typename?: 'DashboardStats';
  /** The dealer's customers with status ACTIVE. */
  customers: Scalars['Int']['output'];
  /** The caller's quotes with status OPEN (D1). */
  openQuotes: Scalars['Int']['output'];
  /** The dealer's playbooks that are not archived. */
  playbooks: Scalars['Int']['output'];
  /** The dealer's snapsheets that are not archived. */
  snapsheets: Scalars['Int']['output'];
};

/** A dealer (sales partner) who owns reps, customers, logos and projects. */
export type Dealer = {
  __typename?: 'Dealer';
  /** The dealer's live named API tokens (A7), newest first. Only for the dealer itself. */
  apiTokens: Array<ApiToken>;
  /** The dealer code used in project URLs (`/snapsheets/{code}/...`). */
  code: Scalars['String']['output'];
  /**
   * Whether a quote may be converted to an order before every item's proof is approved (default
   * false); such an order records it (`Order.approvalWaived`). The dealer's own.
   */
  convertWithoutApproval: Scalars['Boolean']['output'];
  /** The dealer's customers (D5). */
  customers: CustomerConnection;
  /**
   * Price multiplier applied to msrp for customer prices (L3); default 2. The dealer's own:
   * FORBIDDEN for anyone else, a passcode session of its projects included.
   */
  dealerMargin: Scalars['Float']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Whether a passcode is set (A4, D3); the passcode itself is never returned. */
  hasPasscode: Scalars['Boolean']['output'];
  /** Showroom header colour, `#rrggbb`. */
  headerColor?: Maybe<Scalars['String']['output']>;
  headerMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo?: Maybe<Logo>;
  name?: Maybe<Scalars['String']['output']>;
  /**
   * True when the passcode was set before passcodes needed 8 characters and has not shown since
   * that it has them (a passcode sign-in with it): if it is shorter it opens nothing any more, so
   * the dashboard asks for a new one. False once a new one is set. Only for the dealer itself.
   */
  passcodeChangeRequired: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /**
   * Name of the dealer's price group (catalog data), read-only. The dealer's own: FORBIDDEN for
   * anyone else, a passcode session of its projects included.
   */
  priceGroup?: Maybe<Scalars['String']['output']>;
  /** Days a proof link opens its proofs (1 to 60; default 14). The dealer's own. */
  proofLinkDays: Scalars['Int']['output'];
  /** Terms printed on every quote (free text, at most 3000 characters); null when none. The dealer's own. */
  quoteTerms?: Maybe<Scalars['String']['output']>;
  /** Days a quote holds its prices from its request (1 to 365; default 30). The dealer's own. */
  quoteValidDays: Scalars['Int']['output'];
  /**
   * The dealer's reps by name (D4). With none of its own, the reps its projects name (removed ones
   * and the house rep included), each `fromProject`. FORBIDDEN for anyone but the dealer.
   */
  reps: Array<Rep>;
  /** Whether the locker shows 'Request a quote' (D3); default true. */
  requestQuoteEnabled: Scalars['Boolean']['output'];
  /**
   * The email shows wherever a customer sees the dealer (default true), as `sharePhone`. The
   * dealer's own.
   */
  shareEmail: Scalars['Boolean']['output'];
  /**
   * The phone shows wherever a customer sees the dealer (default true): shared playbooks and
   * snapsheets and their PDFs, quotes (`Quote.dealer`), proofs (`ProofSender`) and the emails to
   * the customer. The dealer's own.
   */
  sharePhone: Scalars['Boolean']['output'];
};


/** A dealer (sales partner) who owns reps, customers, logos and projects. */
export type DealerCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CustomerStatus>;
};

/**
 * A signed-in dealer: the dealer and a bearer API token for `Authorization: Bearer <apiToken>`.
 * The token is shown only here; the server keeps only its SHA-256 hash (A1, A3).
 */
export type DealerSession = {
  __typename?: 'DealerSession';
  apiToken: Scalars['String']['output'];
  dealer: Dealer;
  /**
   * When the token stops working (SESSION_TTL_HOURS after sign-in, default 12): the web app keeps
   * the session until then, in every tab (issue 19).
   */
  expiresAt: Scalars['DateTime']['output'];
  /**
   * For a passcode session (A4), the public id of the one project it may change; null for a
   * dashboard session.
   */
  projectId?: Maybe<Scalars['ID']['output']>;
};

/**
 * A partial update of My Settings (D3): only the fields present are changed; null clears an
 * optional text field. Errors (BAD_USER_INPUT, `extensions.field` = the input field):
 * `name` (at most 120 characters), `email` (not an email address), `phone` (digits, spaces, +, -,
 * parentheses; 7 to 20 characters), `headerColor` (not `#rrggbb`), `headerMessage` (at most 200
 * characters), `dealerMargin` (a number from 1 to 10), `requestQuoteEnabled` (null).
 */
export type DealerSettingsInput = {
  /** Whether a quote may be converted before every proof is approved. */
  convertWithoutApproval?: InputMaybe<Scalars['Boolean']['input']>;
  /** Price multiplier on msrp (L3), from 1 to 10; default 2. */
  dealerMargin?: InputMaybe<Scalars['Float']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Showroom header colour, `#rrggbb`. */
  headerColor?: InputMaybe<Scalars['String']['input']>;
  /** Showroom header message; at most 200 characters. */
  headerMessage?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Days a proof link opens its proofs, 1 to 60. Errors: BAD_USER_INPUT field `proofLinkDays`. */
  proofLinkDays?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Terms printed on every quote; blank clears them. Errors: BAD_USER_INPUT field `quoteTerms`
   * (over 3000 characters).
   */
  quoteTerms?: InputMaybe<Scalars['String']['input']>;
  /** Days a quote holds its prices, 1 to 365. Errors: BAD_USER_INPUT field `quoteValidDays`. */
  quoteValidDays?: InputMaybe<Scalars['Int']['input']>;
  /** Whether the locker offers 'Request a quote'. */
  requestQuoteEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show the email to customers (see `Dealer.shareEmail`). Errors: BAD_USER_INPUT field `shareEmail` (null). */
  shareEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show the phone to customers (see `Dealer.sharePhone`). Errors: BAD_USER_INPUT field `sharePhone` (null). */
  sharePhone?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A decoration as saved, with defaults filled in. */
export type Decoration = {
  __typename?: 'Decoration';
  contentType: ContentType;
  fillColor?: Maybe<Color>;
  font: Scalars['String']['output'];
  /** The library graphic of a GRAPHICS decoration, null otherwise. */
  graphic?: Maybe<Graphic>;
  location: Scalars['String']['output'];
  logo?: Maybe<Logo>;
  /** Position of the centre from the location's centre in mm, to the right as seen (0 = centred). */
  offsetX: Scalars['Float']['output'];
  /** Position of the centre from the location's centre in mm, upwards (0 = centred). */
  offsetY: Scalars['Float']['output'];
  outline1Color?: Maybe<Color>;
  outline2Color?: Maybe<Color>;
  rotation: Scalars['Float']['output'];
  text?: Maybe<Scalars['String']['output']>;
  textHeight: Scalars['Float']['output'];
  view?: Maybe<ReversibleView>;
  zoom: Scalars['Float']['output'];
};

/**
 * One decoration of a configuration (C3). Defaults: number '00', name 'Player Name', text
 * 'Team Name', font 'full block', fill colour 25 (white), outline colour 23 (black).
 * Errors: BAD_USER_INPUT field `decorations.N.location` for an unknown location or one that does
 * not allow the content type; `decorations.N.logoId` for an unknown logo; `decorations.N.textHeight`
 * (10 to 400 mm), `.rotation` (-360 to 360), `.zoom` (0.1 to 10), `.offsetX`/`.offsetY` (within the
 * location) out of their limits; `decorations.N.graphicKey` for an unknown library graphic, one on
 * another content type or one beside a logo.
 */
export type DecorationInput = {
  contentType: ContentType;
  fillColorId?: InputMaybe<Scalars['ID']['input']>;
  /** Font key, e.g. `full block`. */
  font?: InputMaybe<Scalars['String']['input']>;
  /**
   * A graphic of the library (`graphics`) for GRAPHICS instead of a logo, drawn in the fill colour
   * (default 25, white).
   */
  graphicKey?: InputMaybe<Scalars['ID']['input']>;
  /** Name of a decoration location of the product's garment. */
  location: Scalars['String']['input'];
  /** Logo for GRAPHICS and UPLOADS. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Position of the decoration's centre from its location's centre in mm, to the right as the
   * location is seen from its view; null = 0. Within half the location's width either way, else
   * BAD_USER_INPUT field `decorations.N.offsetX`.
   */
  offsetX?: InputMaybe<Scalars['Float']['input']>;
  /**
   * Position of the decoration's centre from its location's centre in mm, upwards; null = 0.
   * Within half the location's height either way, else BAD_USER_INPUT field `decorations.N.offsetY`.
   */
  offsetY?: InputMaybe<Scalars['Float']['input']>;
  outline1ColorId?: InputMaybe<Scalars['ID']['input']>;
  outline2ColorId?: InputMaybe<Scalars['ID']['input']>;
  /** Rotation in degrees, clockwise. */
  rotation?: InputMaybe<Scalars['Float']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  /** Text height in mm. */
  textHeight?: InputMaybe<Scalars['Float']['input']>;
  view?: InputMaybe<ReversibleView>;
  /** Zoom of a logo inside its location, 1 = fit. */
  zoom?: InputMaybe<Scalars['Float']['input']>;
};

/**
 * A named place on a garment where a decoration may go (C3), in the panel coordinates of the
 * garment template, millimetres.
 */
export type DecorationLocation = {
  __typename?: 'DecorationLocation';
  contentTypes: Array<ContentType>;
  /** Height in mm. */
  height: Scalars['Float']['output'];
  /** Decoration methods allowed here, e.g. `sublimation`, `screen print`. */
  methods: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The garment panel the location lies on. */
  panel: Scalars['String']['output'];
  view: View;
  /** Width in mm. */
  width: Scalars['Float']['output'];
  /** Centre x in mm, panel coordinates. */
  x: Scalars['Float']['output'];
  /** Centre y in mm, panel coordinates (y grows upward). */
  y: Scalars['Float']['output'];
};

/** A design (layout) of a product: how its colour zones are cut (C1). Layout `588R` is never offered. */
export type Design = {
  __typename?: 'Design';
  /** Layout code, e.g. `501A`. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

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

/** A bundled athletic font (section 9). */
export type Font = {
  __typename?: 'Font';
  /** CSS font-family name. */
  family: Scalars['String']['output'];
  /** Key used in decorations, e.g. `full block`. */
  key: Scalars['String']['output'];
  license: Scalars['String']['output'];
};

/** A garment template (C2): data from which the one generator builds the 3D mesh and texture. */
export type Garment = {
  __typename?: 'Garment';
  id: Scalars['ID']['output'];
  locations: Array<DecorationLocation>;
  name: Scalars['String']['output'];
  panels: Array<GarmentPanel>;
  zones: Array<GarmentZone>;
};

/** A flat pattern panel of a garment template (C2): a closed outline in mm, placed on the body. */
export type GarmentPanel = {
  __typename?: 'GarmentPanel';
  /** Which way the panel faces: FRONT, BACK, LEFT or RIGHT. */
  facing: View;
  /** Maximum inflation (cloth bulge) in mm at the middle of the panel. */
  inflate: Scalars['Float']['output'];
  /** e.g. `front`, `back`, `leftSleeve`, `rightSleeve`, `collar`, `hood`, `waistband`. */
  name: Scalars['String']['output'];
  /** Closed outline as flat x,y pairs in mm (counter-clockwise). */
  outline: Array<Scalars['Float']['output']>;
  /** 3D placement: translation x,y,z in mm of the panel's origin. */
  position: Array<Scalars['Float']['output']>;
  /** 3D placement: rotation about x,y,z in radians. */
  rotation: Array<Scalars['Float']['output']>;
};

/** A colour zone: a closed path inside a panel filled with one of the configuration's colours. */
export type GarmentZone = {
  __typename?: 'GarmentZone';
  /** Index into the configuration's colours (0 = primary, 1 = secondary, 2 = tertiary). */
  colorIndex: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Closed outline as flat x,y pairs in mm in the panel's coordinates. */
  outline: Array<Scalars['Float']['output']>;
  panel: Scalars['String']['output'];
};

export type Gender =
  | 'MEN'
  | 'UNISEX'
  | 'WOMEN'
  | 'YOUTH';

/**
 * A graphic of the library shipped with the product (C3 Graphics): mascots, sports and emblems
 * from the Game Icons set (CC BY 3.0, see `graphicsAttribution`), single-colour SVG drawn in a
 * decoration's fill colour.
 */
export type Graphic = {
  __typename?: 'Graphic';
  category: GraphicCategory;
  /** Stable key stored in configurations, e.g. `eagle-head`. */
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Path of the SVG in white on the gateway (thumbnails); a decoration draws it in its fill colour. */
  url: Scalars['String']['output'];
};

/** What a library graphic shows. */
export type GraphicCategory =
  | 'EMBLEM'
  | 'MASCOT'
  | 'SPORT';

/**
 * A quote or order basket (L1), addressed by its unguessable code (20 random characters): whoever
 * holds the code reads and changes it; the project's dealer sees every locker of its projects
 * (`Project.lockers`). At most 100 items, each with at most 500 size lines.
 */
export type Locker = {
  __typename?: 'Locker';
  /** True when a visitor may request a quote now: the dealer takes quote requests, the locker has items and its project is not locked (L4). */
  canRequestQuote: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  items: Array<LockerItem>;
  /**
   * True while the locker's project is locked (section 4): a quote was requested (status QUOTE),
   * the project is CLOSED, or it is a static template. While locked, `addToLocker`,
   * `updateLockerItem` and `removeLockerItem` answer FORBIDDEN, so pages show the locker read-only.
   * Becomes false when the dealer unlocks the project (`unlockQuoteProject`).
   */
  locked: Scalars['Boolean']['output'];
  project?: Maybe<Project>;
  /** Total garments. */
  quantity: Scalars['Int']['output'];
  /** Sum of the items' line totals, cents (what the customer pays). */
  totalCents: Scalars['Int']['output'];
  /** Msrp total, cents; null unless the caller is the signed-in dealer who owns the locker (A5). */
  totalMsrpCents?: Maybe<Scalars['Int']['output']>;
};

/** A configured product in a locker, with its roster (L1). */
export type LockerItem = {
  __typename?: 'LockerItem';
  /** The team's name for the item ('Home jersey'), null when none. */
  alias?: Maybe<Scalars['String']['output']>;
  configuration: Configuration;
  id: Scalars['ID']['output'];
  /** Sum of the size lines' totals, cents. */
  lineTotalCents: Scalars['Int']['output'];
  prices: LockerItemPrices;
  product: Product;
  /** Total garments of this item. */
  quantity: Scalars['Int']['output'];
  /**
   * The roster as CSV (L2 export): header `name,number,size,quantity`, one row per size line in
   * roster order, RFC 4180 quoting, UTF-8.
   */
  rosterCsv: Scalars['String']['output'];
  sizeLines: Array<SizeLine>;
  snapshots: Array<Snapshot>;
};

export type LockerItemInput = {
  /**
   * The team's name for the item ('Home jersey'; original section 3): trimmed, at most 60
   * characters; empty or null clears it, absent keeps it. BAD_USER_INPUT `alias` when longer.
   */
  alias?: InputMaybe<Scalars['String']['input']>;
  configurationShortId?: InputMaybe<Scalars['ID']['input']>;
  sizeLines?: InputMaybe<Array<SizeLineInput>>;
};

/**
 * Server-computed unit prices of a locker item, cents (L3). Msrp and dealer prices are the
 * dealer's: they are null unless the caller is the signed-in dealer who owns the locker (A5).
 */
export type LockerItemPrices = {
  __typename?: 'LockerItemPrices';
  /** Msrp x the dealer's price group factor; null unless the owning dealer asks. */
  dealerPriceCents?: Maybe<Scalars['Int']['output']>;
  /** Price of each decoration, in decoration order. */
  decorationPricesCents: Array<Scalars['Int']['output']>;
  /** Sum of the decorations' msrp parts (half each); null unless the owning dealer asks. */
  decorationsMsrpCents?: Maybe<Scalars['Int']['output']>;
  /** Sum of the decoration prices for one garment, at the item's quantity break. */
  decorationsPriceCents: Scalars['Int']['output'];
  /** msrpCents + decorationsMsrpCents; null unless the owning dealer asks. */
  finalMsrpCents?: Maybe<Scalars['Int']['output']>;
  /** productPriceCents + decorationsPriceCents */
  finalPriceCents: Scalars['Int']['output'];
  /** Msrp of the base size (design and colour deltas included); null unless the owning dealer asks. */
  msrpCents?: Maybe<Scalars['Int']['output']>;
  /** Customer price of the product for the base size: the custom price, else msrp x dealer margin. */
  productPriceCents: Scalars['Int']['output'];
};

/**
 * An uploaded logo or file of the dealer's library (D6). Images are PNG, JPEG or sanitised SVG, at
 * most 5 MB.
 */
export type Logo = {
  __typename?: 'Logo';
  /** Size in bytes (show it with Bytes/KB/MB/GB). */
  byteSize: Scalars['Int']['output'];
  /**
   * MIME type detected from the content: image/png, image/jpeg or image/svg+xml for images;
   * application/octet-stream (or the detected type) for files.
   */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How the image was cut from `originalUrl`; null when it was stored uncut. */
  crop?: Maybe<LogoCrop>;
  /** The customer the logo belongs to, when any. */
  customerId?: Maybe<Scalars['ID']['output']>;
  filename: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  kind: LogoKind;
  /** Display name; the file name when none was given. */
  name: Scalars['String']['output'];
  /**
   * The image as picked before the upload's crop step cut it (D6, issue 19 section 9), for Edit
   * crop: a path on the gateway like `url`; null when the logo was stored uncut or is a file.
   */
  originalUrl?: Maybe<Scalars['String']['output']>;
  /** Placement defaults (section 9): position 2, zoom 4. */
  position: Scalars['Int']['output'];
  /** Logo types, e.g. primary, secondary, mascot, wordmark, other. */
  types: Array<Scalars['String']['output']>;
  /** Path on the gateway (`/files/...`) or absolute URL. */
  url: Scalars['String']['output'];
  /** Pixel size of the image (SVG: from its viewBox); null for files. */
  width?: Maybe<Scalars['Int']['output']>;
  zoom: Scalars['Float']['output'];
};

/**
 * How a logo image is cut from its original (D6 crop step): the rectangle shown, as fractions of
 * the original's width and height from its top left (0 to 1, inside the picture), the zoom the
 * cropper was at (1 to 4) and the aspect ratio chosen (`free`, `1:1`, `4:3`, `16:9`).
 */
export type LogoCrop = {
  __typename?: 'LogoCrop';
  aspect: Scalars['String']['output'];
  height: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  zoom: Scalars['Float']['output'];
};

/** See `LogoCrop`. Errors: BAD_USER_INPUT field `crop.x`, `crop.y`, `crop.width`, `crop.height`, `crop.zoom` or `crop.aspect`. */
export type LogoCropInput = {
  aspect: Scalars['String']['input'];
  height: Scalars['Float']['input'];
  width: Scalars['Float']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
  zoom: Scalars['Float']['input'];
};

/**
 * IMAGE: a PNG, JPEG or sanitised SVG logo. FILE: any other file, kept as it was sent through the
 * plain upload (never shown as an image).
 */
export type LogoKind =
  | 'FILE'
  | 'IMAGE';

/**
 * Where a catalog product goes (P3, the original's `update-order`): the viewer's page number of
 * a PRODUCTS page (the product joins that page's catalog) and its 1-based position there (past
 * the end: last). Errors: BAD_USER_INPUT field `pageNumber` (not a product page, or the page
 * holds 6 products already: a page holds at most 6, created pages hold 3) or `position` (below 1).
 */
export type MoveCatalogProductInput = {
  /** When true, the product goes alone to a new page of that catalog right after page `pageNumber` (`position` is then ignored). */
  newPage?: InputMaybe<Scalars['Boolean']['input']>;
  pageNumber: Scalars['Int']['input'];
  position: Scalars['Int']['input'];
};

/** Which neighbour a snapsheet product swaps places with (P5). */
export type MoveDirection =
  | 'DOWN'
  | 'UP';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The customer accepts the quote (public, with the link's token): `name` 2 to 100 characters,
   * `agreed` the tick, `totalCents` the total the customer was shown (so that terms the dealer
   * changed meanwhile are not accepted unseen); the name and time are recorded and printed on the
   * quote. Errors: NOT_FOUND for an unknown token; CONFLICT when the quote is not OPEN, already
   * accepted, or its total is no longer `totalCents`; BAD_USER_INPUT field `name` or `agreed`
   * (must be true).
   */
  acceptQuote: QuoteLink;
  /** Adds a catalog product (P3). */
  addCatalogProduct: Playbook;
  /**
   * Adds a sport of the playbook's template with its default catalogs and products, last.
   * Errors: BAD_USER_INPUT field `sportId` (not a sport of the template, or already there).
   */
  addPlaybookSport: Playbook;
  /**
   * Adds a logo to a project (section 4): the first logo of a project becomes its default; when
   * `replaceLogoId` is given that logo leaves the project, and if it was the default the new logo
   * becomes the default. NOT_FOUND for another dealer's project or logo.
   */
  addProjectLogo: ProjectLogos;
  /**
   * Appends a product. Without `configurationShortId` it is drawn in the team's look: team colours,
   * team name, default logo and number '00' where its template has those locations (a configuration
   * the gateway composes); with one it is customised.
   */
  addSnapsheetProduct: Snapsheet;
  addToLocker: Locker;
  /**
   * The customer approves a proof (public, with the link's token): `approverName` is the typed
   * name (2 to 100 characters), `agreed` the tick. Errors: NOT_FOUND for an unknown token or a
   * proof not sent with it; FORBIDDEN when the link expired; CONFLICT when a newer version was
   * sent, the proof was already decided, or the item changed since it was sent; BAD_USER_INPUT
   * field `approverName` or `agreed` (must be true).
   */
  approveProof: Proof;
  /**
   * Archives one of the caller's projects (D7): sets its archive time, status ARCHIVED.
   * Idempotent. Errors: NOT_FOUND when the project is not the caller's project of that type.
   */
  archiveProject: Project;
  /** Close one of the caller's quotes (D9). CONFLICT when it was converted to an order. */
  closeQuote: Quote;
  /**
   * Convert one of the caller's quotes into an order (D10), once: a second time answers CONFLICT.
   * Every current item of the quote's locker must have an APPROVED proof (issue 18, section 2),
   * else CONFLICT naming the items, unless the dealer's `convertWithoutApproval` is on (the order
   * then records `approvalWaived`). BAD_USER_INPUT field `items.N.quantity` when item N has fewer
   * pieces than its product's `minimumPieces` (the message names the item and the minimum), or
   * `items.N.sizeLines` when its roster lacks the names or numbers its design prints (as
   * `requestQuote`). The order is queued for the order webhook when one is set.
   */
  convertQuoteToOrder: Order;
  /**
   * Creates a named API token (A7). The value is returned only here. Name 1 to 60 characters.
   * Errors: BAD_USER_INPUT field `name`.
   */
  createApiToken: CreatedApiToken;
  /** Creates a playbook of the caller (D8). */
  createPlaybook: Playbook;
  /**
   * Creates a snapsheet, status OPEN (D8): the signed-in dealer only. From `templateId` (one of the
   * dealer's snapsheets or a static template) it gets the template's products in order, with their
   * custom prices and customised flags, drawn in the new team's look.
   */
  createSnapsheet: Snapsheet;
  /**
   * Edit crop (D6, issue 19 section 9): the dealer's logo image shows the input's image from now on
   * (its `originalUrl` cut again in the browser) with its crop; its id, name,
   * types and original stay, and every product wearing it is drawn anew. A logo stored uncut keeps
   * its image so far as its original. Errors: NOT_FOUND for another dealer's or a deleted logo;
   * BAD_USER_INPUT `id` (a plain file), `uploadId`, `content` (none or both, not an image, over
   * 5 MB), `crop.*`.
   */
  cropLogo: Logo;
  /**
   * Deletes a logo from the library: it leaves its customer and every project; a project whose
   * default it was loses its default and the graphics using it (as removeProjectLogo).
   * NOT_FOUND for another dealer's logo. Answers the deleted id.
   */
  deleteLogo: Scalars['ID']['output'];
  /**
   * Copies one of the caller's projects (D7) with its products, sports and settings, titled
   * 'Copy of {title}'; the copy is new (playbook DRAFT, snapsheet OPEN), not archived, without a
   * locker. Errors: NOT_FOUND when the project is not the caller's project of that type;
   * BAD_USER_INPUT `projectType` for a showroom (one per dealer, P6).
   */
  duplicateProject: Project;
  /**
   * Validates a dashboard entry link and gets or creates the dealer from its fields (A1): fsg_code
   * from `code`, teamwork_id from `tid`, alleson_id from `aid`, name from `company`, email, terms,
   * price group from `pricegroup`, carriedt, carrier_num from `carriednum`, web_user_id from
   * `webuserid`. How the link is validated depends on `DEALER_ENTRY_VALIDATION`:
   * - `hmac` (default): `token` is the HMAC-SHA256 entry token described on DashboardEntryInput
   *   (constant-time compare, `exp` checked).
   * - `remote`: the parent site's alive-check. The gateway POSTs
   *   `application/x-www-form-urlencoded` fields `F=alive`, `token=<token>`, `acid=<code>` (the
   *   account id, i.e. the dealer code) to `DEALER_ENTRY_CHECK_URL` (5 s time-out). The link is
   *   valid when the answer is HTTP 2xx and its body is either JSON with `"alive": true` (or
   *   `"status": "alive"`) or the text `alive` / `true` / `1` (case-insensitive). `exp` is ignored.
   *   The check vouches for the token and the account id only: the link's other fields are
   *   ignored. A JSON answer may carry account fields itself, named as in the entry link (`tid`,
   *   `aid`, `company`, `email`, `terms`, `pricegroup`, `carriedt`, `carriednum`, `webuserid`);
   *   those are taken. A new dealer gets defaults for the rest (price group `standard`); an
   *   existing dealer keeps its stored values.
   * Errors: UNAUTHENTICATED (bad signature, expired link, a link whose `exp` lies more than 24 hours
   * ahead, or the alive-check said no: any other answer or an HTTP 4xx), BAD_USER_INPUT field
   * `code`, INTERNAL 'Account check unavailable' when the alive-check cannot be reached or answers
   * 5xx (no session is created).
   */
  enterDashboard: DealerSession;
  /**
   * The name of `passcodeAccess` before the contract, for any project type.
   * @deprecated Use passcodeAccess(dealerCode, projectType, projectId, passcode).
   */
  enterWithPasscode: DealerSession;
  /**
   * Queues a Letter PDF of a snapsheet or a playbook (P7, R2; `projectId` is its public id), in any
   * status: a draft prints too. The project's dealer or a passcode session of it only: NOT_FOUND for
   * anyone else and for an archived project. Progress runs 0..1 while the snapshots of every product
   * shown are drawn and the print page is printed. While an export of the project is QUEUED, that job
   * is returned; RATE_LIMITED past RENDER_PDF_JOBS_PER_PROJECT jobs in flight or the client address's
   * render budget.
   */
  exportProjectPdf: RenderJob;
  /**
   * Queues the quote's PDF (issue 18 section 6): its items with snapshots, sizes and prices, the
   * totals in cents, the dealer's terms, `validUntil`, the in-hand date; Letter, named
   * `<team> quote <number>.pdf`. Poll `renderJob(id)` for the download. The caller's quotes only.
   * Errors: NOT_FOUND (`Quote not found`) for another dealer's id and every other caller;
   * CONFLICT when the quote has no project to print from; RATE_LIMITED while one is already being
   * made.
   */
  exportQuotePdf: RenderJob;
  /**
   * Imports a roster file into a locker item (L2): all or nothing. When any row has an error it
   * answers BAD_USER_INPUT field `file` with `extensions.issues` ([RosterIssue], rows named) and
   * saves nothing; warnings do not stop it. Same access and locks as `updateLockerItem`.
   */
  importRoster: Locker;
  /** Ends the session of the bearer token at once (A3). True when a session was revoked. */
  logout: Scalars['Boolean']['output'];
  /** Mark one of the caller's quotes read (default) or unread (D9). NOT_FOUND for another dealer's. */
  markQuoteRead: Quote;
  /**
   * Moves a catalog product to another page or position (P3); the products after it on the page
   * it left and on the page it joins are renumbered; a page left empty disappears.
   */
  moveCatalogProduct: Playbook;
  /** Swaps the product's order with its neighbour's; a no-op at either end. */
  moveSnapsheetProduct: Snapsheet;
  /** No-op kept so that every module can `extend type Mutation`. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Opens the locker with this code on the caller's device ('Open my locker', a link of the
   * customer's email): holding the code is the right to read and change it, so from then on the
   * caller's own locker of its project (`Project.locker`, a visitor known by its `X-Visitor-Key`) is
   * this one, and an add without `lockerCode` goes to it. A visitor without a key is answered the
   * locker only. Errors: BAD_USER_INPUT field `code` (no locker has it).
   */
  openLocker: Locker;
  /**
   * Passcode access on a project route (A4): `/snapsheets/{dealerCode}/{projectId}/?passcode=`.
   * Gives dealer mode for that one project when `passcode` matches the dealer's (scrypt hash,
   * constant-time compare): the session may read and change the project (its products, logos,
   * lockers, PDF), nothing else of the dealer (no dashboard, customers, settings or tokens), and
   * ends when the dealer's passcode changes. `dealerCode` is case-insensitive; `projectId` is the
   * project's public id; with `projectType: SHOWROOM` an empty `projectId` names the dealer's
   * showroom (P6: its routes carry only the dealer code). Only one session mutation per request.
   * Errors: BAD_USER_INPUT field `passcode` for a passcode outside 8 to 64 characters ('This
   * passcode no longer opens projects: ...', a shorter one set before that rule included), before
   * any try is counted; UNAUTHENTICATED 'Invalid passcode or project', the same answer in the
   * same time for an unknown dealer, no passcode set, a wrong passcode, and a project that is not
   * that dealer's project of that type (or is archived); RATE_LIMITED after 30 failed tries from one client
   * address within 60 s, or 10 from one address on one project, and while the passcode checks
   * are busy (one hash at a time, at most 16 waiting). Only the address that failed is refused.
   */
  passcodeAccess: DealerSession;
  /**
   * Publishes a project (P4): status PUBLISHED, visibility PUBLISHED. The project's dealer or a
   * passcode session of it. Idempotent. Errors: NOT_FOUND (not the caller's project of that type),
   * FORBIDDEN (a static template), CONFLICT (archived: restore it first).
   */
  publishProject: Project;
  /** Deletes a catalog product (P3); the products after it on its page move up. */
  removeCatalogProduct: Playbook;
  removeLockerItem: Locker;
  /** Removes a sport with its catalogs and products. Errors: BAD_USER_INPUT `sportId` (not there, or the last one). */
  removePlaybookSport: Playbook;
  /**
   * Removes a logo from a project (original DELETE api/logos/delete-from-project). Removing the
   * default clears the default and the uniform and spiritwear graphics (decorations using that logo
   * in the project's products). A logo a visitor uploaded for the project (`visitorLogos`) is
   * deleted, by the dealer only: its bytes no longer count against the visitors' upload quotas.
   * NOT_FOUND for another dealer's project or logo.
   */
  removeProjectLogo: ProjectLogos;
  /**
   * Removes a rep (D4; soft delete, so past records keep their rep). A rep still assigned to
   * customers (archived ones included) cannot be removed: CONFLICT 'This rep is assigned to N
   * customers' (reassign them first). NOT_FOUND for another dealer's rep.
   */
  removeRep: Scalars['Boolean']['output'];
  /** Removes the product; later products move up one (pages recomputed). */
  removeSnapsheetProduct: Snapsheet;
  /** Renames a sport in this playbook. Errors: BAD_USER_INPUT field `sportId` or `name` (empty, over 60). */
  renamePlaybookSport: Playbook;
  /**
   * Reorders the catalogs of one sport: `catalogIds` is every catalog of that sport once.
   * Errors: BAD_USER_INPUT field `sportId` or `catalogIds`.
   */
  reorderPlaybookCatalogs: Playbook;
  /**
   * Reorders the sports: `sportIds` is every sport of the playbook once, in the new order.
   * Errors: BAD_USER_INPUT field `sportIds`.
   */
  reorderPlaybookSports: Playbook;
  /**
   * The customer asks for changes to a proof (public, with the link's token): `comment` 1 to 2,000
   * characters. Same errors as `approveProof`, and BAD_USER_INPUT field `comment`.
   */
  requestProofChanges: Proof;
  /**
   * Request a quote from a locker (L4, public: anyone holding the locker code). Snapshots the
   * locker's items, size lines and unit prices; the project's status becomes QUOTE (so it is
   * locked). Errors: BAD_USER_INPUT field `lockerCode` (unknown locker, or a locker without
   * items), `contact.*`, or `items.N.sizeLines` when item N's design prints player names or
   * numbers and a line of garments (not marked `blank`) has none, or two lines share a number
   * (the message names the item and the lines: "Jersey (Home): lines 3, 5 have no number"); FORBIDDEN when the dealer does not take quote requests; CONFLICT when
   * the project is locked (a quote is already pending).
   */
  requestQuote: Quote;
  /**
   * Issue 19 section 5: the PDF a customer downloads from a shared snapsheet or playbook: the
   * stored export of its current version when there is one (DONE or in flight), else a new export
   * (printed as the project's dealer would export it). Anyone with the link; NOT_FOUND as
   * `sharedProjectPdf`; RATE_LIMITED past RENDER_PDF_JOBS_PER_PROJECT exports in flight or the
   * client address's render budget. Poll `sharedProjectPdf` until the job is DONE.
   */
  requestSharedProjectPdf: RenderJob;
  /**
   * Restores an archived project of the caller (D7): its status is again the one it had.
   * Idempotent. Errors: NOT_FOUND when the project is not the caller's project of that type.
   */
  restoreProject: Project;
  /** Queue a FAILED order for delivery again (D10). CONFLICT when it is not FAILED or no webhook URL is set. */
  retryOrderSync: Order;
  /**
   * Revokes one of the dealer's API tokens (A7); requests with it answer UNAUTHENTICATED at once.
   * Errors: NOT_FOUND for an unknown, already revoked or another dealer's token.
   */
  revokeApiToken: Scalars['Boolean']['output'];
  /** Saves a configuration and returns it with a new short id (C4). */
  saveConfiguration: Configuration;
  saveCustomer: Customer;
  /** Creates or updates a rep (D4). */
  saveRep: Rep;
  /** Creates or updates the signed-in dealer's showroom (P6). Errors: see `ShowroomInput`. */
  saveShowroom: Showroom;
  /**
   * The team-link save (P6): the catalogs selected on the showroom, from its home. Its dealer or a
   * passcode session of it; NOT_FOUND for anyone else; FORBIDDEN when locked. The web skips it
   * when embedded. Errors: BAD_USER_INPUT `catalogIds` (none) or `catalogIds.N`.
   */
  saveShowroomCatalogs: Showroom;
  /**
   * Saves the customisation box as the showroom's look (its dealer or a passcode session; FORBIDDEN
   * when locked). Visitors apply the box live in their browser without saving it.
   */
  saveShowroomLook: Showroom;
  /**
   * Sends the proofs of an open quote's items to the quote's contact (dealer only; issue 18,
   * section 2): a new version of each item's proof, frozen as the item is now, a link valid
   * `proofLinkDays` days, and an email. `lockerItemIds` narrows it to some items (default all);
   * an item whose latest version is APPROVED and unchanged is not sent again. The quote's item
   * snapshot is refreshed to the locker as it is, and the locker is locked again while the proofs
   * are out. Errors: NOT_FOUND for another dealer's quote or an item not in its locker;
   * CONFLICT when the quote is not OPEN; BAD_USER_INPUT field `lockerItemIds` when nothing is left
   * to send (every item approved) or the locker is empty.
   */
  sendProofs: ProofDelivery;
  /**
   * Emails the quote's contact a link to the quote, where they accept it (a new link each time;
   * the previous one stops opening it). Errors: NOT_FOUND for another dealer's quote; CONFLICT
   * unless the quote is OPEN; RATE_LIMITED when the dealer's emails are spent.
   */
  sendQuote: QuoteSending;
  /** Archive or unarchive a customer (D5). */
  setCustomerStatus: Customer;
  /**
   * Sets the dealer logo to one of the dealer's logos (see `uploadLogo`), or clears it with null
   * (D3). Errors: NOT_FOUND for a logo that is not the caller's.
   */
  setDealerLogo: Dealer;
  /**
   * Sets the dealer's passcode (A4, D3), stored as a scrypt hash, and ends every passcode session
   * opened with the old one. 8 to 64 characters. Errors: BAD_USER_INPUT field `passcode`.
   */
  setDealerPasscode: Scalars['Boolean']['output'];
  /** Makes one of the project's logos its default (added to the project when missing). */
  setDefaultLogo: ProjectLogos;
  /** Sets a logo's types (original PUT api/logos/set-type). NOT_FOUND for another dealer's logo. */
  setLogoType: Logo;
  /**
   * Set (or clear with null) the order webhook URL (D10; http or https). A signing secret is
   * created the first time a URL is set, or when `rotateSecret` is true; it is returned once.
   * Setting a URL queues the caller's orders that were never delivered.
   * The host must be public: a host that is, or resolves to, a loopback, private, link-local,
   * unspecified or other reserved IPv4/IPv6 address is refused, and so is a name that does not
   * resolve (checked again before every delivery, which then connects to the address it checked;
   * a refused delivery fails with the reason in `Order.lastSyncError`). A name that resolves to a
   * non-public address answers as one that does not resolve, naming no address. Errors:
   * BAD_USER_INPUT field `url`.
   */
  setOrderWebhook: SetOrderWebhookPayload;
  /** Saves the gender and product-type filters (P3). */
  setPlaybookFilters: Playbook;
  /** Files the snapsheet under a collection, or none with null. Errors: BAD_USER_INPUT `collectionId`. */
  setSnapsheetCollection: Snapsheet;
  /**
   * Features a colour (original PUT featured-color): each product (all, or those of `productIds`)
   * takes the first variant, in catalog order, of the colour's family; a product with no variant
   * of that family keeps its own. The colour is stored (`Snapsheet.featuredColor`); a product that
   * changes variant is redrawn. Errors: BAD_USER_INPUT `colorId`, `productIds.N` (not a product of
   * this snapsheet).
   */
  setSnapsheetFeaturedColor: Snapsheet;
  /** Changes the snapsheet's gender (original change-gender). Errors: BAD_USER_INPUT `gender`. */
  setSnapsheetGender: Snapsheet;
  /**
   * Unlock the quote's project (dealer only; section 4: only while its status is QUOTE): the
   * project gets back the status it had before the quote, so its locker can be edited again.
   * CONFLICT when the project's status is not QUOTE.
   */
  unlockQuoteProject: Quote;
  /** Edits a catalog product (P3). Errors: NOT_FOUND when the product is not the caller's. */
  updateCatalogProduct: Playbook;
  /**
   * Saves the signed-in dealer's company name, email and phone (D1, D3); answers the dealer.
   * Errors: UNAUTHENTICATED, BAD_USER_INPUT with field `name`, `email` or `phone`.
   */
  updateCompanyInfo: Dealer;
  /** Updates My Settings fields (D3); partial. Dealer only. */
  updateDealerSettings: Dealer;
  /**
   * Changes a locker item (its configuration, roster or alias), for whoever holds its id (which
   * carries the locker code). A locker a pending quote locks, or of a locked project, takes no
   * change (FORBIDDEN), except from the signed-in dealer of that quote while it is OPEN: the dealer
   * answers the customer's change request on the item and sends the next proof version.
   * Errors: NOT_FOUND (unknown item); FORBIDDEN (locked); BAD_USER_INPUT `configurationShortId`,
   * `sizeLines.N.*`, `alias`.
   */
  updateLockerItem: Locker;
  /**
   * Edit in place (the customiser opened from a locker item's Edit): the saved configuration
   * `configurationShortId` becomes the item's design; the item keeps its id, roster (size lines,
   * names, numbers), alias and place, and its proofs' history, so the next proof version follows
   * the last. Same access and locks as `updateLockerItem`. Errors: NOT_FOUND (unknown item);
   * FORBIDDEN (locked); BAD_USER_INPUT `configurationShortId` (unknown, or of another product).
   */
  updateLockerItemDesign: Locker;
  /** Renames a logo and/or sets its types. NOT_FOUND for another dealer's logo. */
  updateLogo: Logo;
  /**
   * Records one of the caller's orders' ship-to, needed-by date, payment, deposit and production
   * status; the order webhook's payload carries them. A change of a delivered order sends it again
   * (`order.updated`, the next `order.revision`); the same values again send nothing. Errors: NOT_FOUND for another
   * dealer's order; BAD_USER_INPUT field `shipTo` (over 500 characters), `neededBy` (not a
   * `YYYY-MM-DD` date), `productionStatus` (a move backwards).
   */
  updateOrder: Order;
  /** Bulk edit (P3): team colours, names, logo, settings, school. */
  updatePlaybook: Playbook;
  /**
   * Sets the dealer's terms of one of the caller's quotes and answers it with its totals recomputed.
   * Withdraws the customer's acceptance. Errors: NOT_FOUND for another dealer's quote; CONFLICT
   * once it is an order or closed; BAD_USER_INPUT naming the field of `input`: `linePrices.N.*`
   * (an item or size the quote does not have, priced twice, a negative or fractional price),
   * `discount.value`, `shippingCents`, `taxRateBasisPoints`, `deposit.value` (negative, over
   * $100,000.00 or 100 %, a discount over the subtotal, a deposit over the total, a tax rate on an
   * exempt quote), `taxExemptCertificate` (missing when exempt, given when not, over 60 characters).
   */
  updateQuotePricing: Quote;
  /** Changes a product after adding it (variant, design, custom price, configuration). */
  updateSnapsheetProduct: Snapsheet;
  /**
   * Settings (show prices, status, title, team, colours, logo). Setting status OPEN on a QUOTE
   * snapsheet unlocks it (the dealer only, not a passcode session: FORBIDDEN).
   */
  updateSnapsheetSettings: Snapsheet;
  /**
   * The plain file upload (D6): any file up to 5 MB ('Logo max size exceeded' above), stored as a
   * FILE (downloaded, never shown as an image). Images sent here are stored as logos (IMAGE).
   */
  uploadFile: Logo;
  /** Stores a logo image for the caller's dealer (D6). */
  uploadLogo: Logo;
  /**
   * A logo uploaded while customising a product of a project (C3): by anyone who may open the
   * project (a visitor with a visitor key, a passcode session, its dealer). Same rules as
   * `uploadLogo`: at most 5 MB (`uploadId` from `POST /uploads` above 1 MB), PNG, JPEG or SVG
   * checked by content, SVG sanitised; `customerId` is ignored. Kept with the project: only its
   * uploader (and the dealer) may put it on a garment; it is not added to the project's logos.
   * A visitor stages the file with `POST /uploads?projectId=<this project>`; a visitor's staged and
   * stored logos count against byte quotas per visitor and project, per project and in all.
   * Errors: NOT_FOUND (unknown, draft or archived project for a visitor, another dealer's);
   * UNAUTHENTICATED (a visitor without a visitor key); BAD_USER_INPUT `content`, `uploadId`,
   * `filename`, `name`, `types`, or the quota passed (`field` VISITOR_UPLOAD_QUOTA_MB,
   * PROJECT_VISITOR_UPLOAD_QUOTA_MB or VISITOR_UPLOAD_TOTAL_QUOTA_MB).
   */
  uploadProjectLogo: Logo;
};


export type MutationAcceptQuoteArgs = {
  agreed: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  token: Scalars['String']['input'];
  totalCents?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAddCatalogProductArgs = {
  input: AddCatalogProductInput;
  playbookId: Scalars['ID']['input'];
};


export type MutationAddPlaybookSportArgs = {
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
};


export type MutationAddProjectLogoArgs = {
  logoId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
  replaceLogoId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddSnapsheetProductArgs = {
  input: SnapsheetProductInput;
  snapsheetId: Scalars['ID']['input'];
};


export type MutationAddToLockerArgs = {
  input: AddToLockerInput;
};


export type MutationApproveProofArgs = {
  agreed: Scalars['Boolean']['input'];
  approverName: Scalars['String']['input'];
  proofId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationArchiveProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationCloseQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConvertQuoteToOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateApiTokenArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreatePlaybookArgs = {
  input: CreatePlaybookInput;
};


export type MutationCreateSnapsheetArgs = {
  input: CreateSnapsheetInput;
};


export type MutationCropLogoArgs = {
  id: Scalars['ID']['input'];
  input: CropLogoInput;
};


export type MutationDeleteLogoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationEnterDashboardArgs = {
  input: DashboardEntryInput;
};


export type MutationEnterWithPasscodeArgs = {
  dealerCode: Scalars['String']['input'];
  passcode: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationExportProjectPdfArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationExportQuotePdfArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportRosterArgs = {
  file: RosterFileInput;
  lockerItemId: Scalars['ID']['input'];
  mode?: InputMaybe<RosterImportMode>;
};


export type MutationMarkQuoteReadArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationMoveCatalogProductArgs = {
  id: Scalars['ID']['input'];
  input: MoveCatalogProductInput;
};


export type MutationMoveSnapsheetProductArgs = {
  direction: MoveDirection;
  id: Scalars['ID']['input'];
};


export type MutationOpenLockerArgs = {
  code: Scalars['String']['input'];
};


export type MutationPasscodeAccessArgs = {
  dealerCode: Scalars['String']['input'];
  passcode: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationPublishProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationRemoveCatalogProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveLockerItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePlaybookSportArgs = {
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
};


export type MutationRemoveProjectLogoArgs = {
  logoId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationRemoveRepArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSnapsheetProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenamePlaybookSportArgs = {
  name: Scalars['String']['input'];
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
};


export type MutationReorderPlaybookCatalogsArgs = {
  catalogIds: Array<Scalars['ID']['input']>;
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
};


export type MutationReorderPlaybookSportsArgs = {
  playbookId: Scalars['ID']['input'];
  sportIds: Array<Scalars['ID']['input']>;
};


export type MutationRequestProofChangesArgs = {
  comment: Scalars['String']['input'];
  proofId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationRequestQuoteArgs = {
  contact: QuoteContactInput;
  lockerCode: Scalars['String']['input'];
};


export type MutationRequestSharedProjectPdfArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationRestoreProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationRetryOrderSyncArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveConfigurationArgs = {
  input: ConfigurationInput;
};


export type MutationSaveCustomerArgs = {
  input: CustomerInput;
};


export type MutationSaveRepArgs = {
  input: RepInput;
};


export type MutationSaveShowroomArgs = {
  input: ShowroomInput;
};


export type MutationSaveShowroomCatalogsArgs = {
  catalogIds: Array<Scalars['ID']['input']>;
  dealerCode: Scalars['String']['input'];
};


export type MutationSaveShowroomLookArgs = {
  dealerCode: Scalars['String']['input'];
  look: ShowroomLookInput;
};


export type MutationSendProofsArgs = {
  lockerItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quoteId: Scalars['ID']['input'];
};


export type MutationSendQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetCustomerStatusArgs = {
  id: Scalars['ID']['input'];
  status: CustomerStatus;
};


export type MutationSetDealerLogoArgs = {
  logoId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetDealerPasscodeArgs = {
  passcode: Scalars['String']['input'];
};


export type MutationSetDefaultLogoArgs = {
  logoId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationSetLogoTypeArgs = {
  logoId: Scalars['ID']['input'];
  types: Array<Scalars['String']['input']>;
};


export type MutationSetOrderWebhookArgs = {
  rotateSecret?: InputMaybe<Scalars['Boolean']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetPlaybookFiltersArgs = {
  input: PlaybookFiltersInput;
  playbookId: Scalars['ID']['input'];
};


export type MutationSetSnapsheetCollectionArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  snapsheetId: Scalars['ID']['input'];
};


export type MutationSetSnapsheetFeaturedColorArgs = {
  colorId: Scalars['ID']['input'];
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  snapsheetId: Scalars['ID']['input'];
};


export type MutationSetSnapsheetGenderArgs = {
  gender: Gender;
  snapsheetId: Scalars['ID']['input'];
};


export type MutationUnlockQuoteProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCatalogProductArgs = {
  id: Scalars['ID']['input'];
  input: CatalogProductInput;
};


export type MutationUpdateCompanyInfoArgs = {
  input: CompanyInfoInput;
};


export type MutationUpdateDealerSettingsArgs = {
  input: DealerSettingsInput;
};


export type MutationUpdateLockerItemArgs = {
  id: Scalars['ID']['input'];
  input: LockerItemInput;
};


export type MutationUpdateLockerItemDesignArgs = {
  configurationShortId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateLogoArgs = {
  id: Scalars['ID']['input'];
  input: UpdateLogoInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderDetailsInput;
};


export type MutationUpdatePlaybookArgs = {
  input: PlaybookInput;
  playbookId: Scalars['ID']['input'];
};


export type MutationUpdateQuotePricingArgs = {
  id: Scalars['ID']['input'];
  input: QuotePricingInput;
};


export type MutationUpdateSnapsheetProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSnapsheetProductInput;
};


export type MutationUpdateSnapsheetSettingsArgs = {
  input: SnapsheetSettingsInput;
  snapsheetId: Scalars['ID']['input'];
};


export type MutationUploadFileArgs = {
  input: UploadLogoInput;
};


export type MutationUploadLogoArgs = {
  input: UploadLogoInput;
};


export type MutationUploadProjectLogoArgs = {
  input: UploadLogoInput;
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};

/** A school the dealer entered for a playbook that is not yet in the schools list (P4). */
export type NewSchool = {
  __typename?: 'NewSchool';
  city?: Maybe<Scalars['String']['output']>;
  mascot?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type NewSchoolInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  mascot?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Two-letter state code. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/**
 * An email the product sends the dealer or the dealer's customers (issue 18, section 3), kept in
 * the outbox in the same transaction as the change it tells about.
 */
export type Notice = {
  __typename?: 'Notice';
  /** Deliveries tried so far. */
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  event: NoticeEvent;
  id: Scalars['ID']['output'];
  /** Why the last delivery failed (the SMTP server's answer or the connection error); null once sent. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The recipient's email address. */
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: NoticeStatus;
  subject: Scalars['String']['output'];
  /**
   * The plain-text body (the HTML body says the same), with the secrets of its links (a proof link's
   * token, the unsubscribe token) shown as `[hidden]`: the outbox keeps no token once it is sent.
   */
  text: Scalars['String']['output'];
};

export type NoticeConnection = {
  __typename?: 'NoticeConnection';
  edges: Array<NoticeEdge>;
  nodes: Array<Notice>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type NoticeEdge = {
  __typename?: 'NoticeEdge';
  cursor: Scalars['String']['output'];
  node: Notice;
};

/**
 * What a notice tells about (issue 18, section 3). QUOTE_REQUESTED: a customer requested a quote
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
  | 'QUOTE_SENT';

/**
 * Where a notice is (issue 18, section 3): QUEUED while its delivery is waiting or being retried,
 * SENT once the SMTP server accepted it, FAILED after the last retry failed, HELD when the gateway
 * has no SMTP server (`SMTP_URL` unset): kept in the outbox and shown here. SUPPRESSED: not sent,
 * because its recipient unsubscribed (every notice but an order's receipt carries an unsubscribe
 * link); `lastError` says so.
 */
export type NoticeStatus =
  | 'FAILED'
  | 'HELD'
  | 'QUEUED'
  | 'SENT'
  | 'SUPPRESSED';

/** An order made from a quote (D10), pushed to the dealer's order webhook as signed JSON. */
export type Order = {
  __typename?: 'Order';
  /** True when the order was made before every item's proof was approved (the dealer's setting). */
  approvalWaived: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** DUE when the accepted quote asked a deposit, NONE otherwise, until the dealer marks it PAID. */
  depositStatus: OrderDepositStatus;
  id: Scalars['ID']['output'];
  /** Stable key sent as the `Idempotency-Key` header on every delivery of this order. */
  idempotencyKey: Scalars['String']['output'];
  lastSyncAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Status of the last failed delivery, never the receiver's answer: `HTTP 503`, `Delivery failed:
   * ECONNREFUSED` (or another error class, or `timed out after N ms`), or `Delivery refused: <why
   * the host is not allowed>`; never an address the host name resolved to; null after a success.
   */
  lastSyncError?: Maybe<Scalars['String']['output']>;
  /** The production lines, fixed when the order was made (older orders: built from the quote). */
  lines: Array<OrderLine>;
  /** When the garments are needed, `YYYY-MM-DD` (the quote's in-hand date unless the dealer changes it). */
  neededBy?: Maybe<Scalars['String']['output']>;
  /** Human-readable number, `TAS-` and the id padded to 6 digits. */
  number: Scalars['String']['output'];
  paymentStatus: OrderPaymentStatus;
  productionStatus: OrderProductionStatus;
  quote: Quote;
  /** Where the order ships (free text, lines kept); null until the dealer sets it. */
  shipTo?: Maybe<Scalars['String']['output']>;
  /** Deliveries tried so far. */
  syncAttempts: Scalars['Int']['output'];
  syncStatus: OrderSyncStatus;
  syncedAt?: Maybe<Scalars['DateTime']['output']>;
  totalCents: Scalars['Int']['output'];
  /** The quote's totals as the order was made. */
  totals: QuoteTotals;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  nodes: Array<Order>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** An order's deposit: NONE asked, DUE (asked, not paid), PAID. */
export type OrderDepositStatus =
  | 'DUE'
  | 'NONE'
  | 'PAID';

/**
 * The order's details the dealer records (absent fields stay as they are; `shipTo` or `neededBy`
 * null or blank clears it).
 */
export type OrderDetailsInput = {
  depositStatus?: InputMaybe<OrderDepositStatus>;
  /** `YYYY-MM-DD`. */
  neededBy?: InputMaybe<Scalars['String']['input']>;
  paymentStatus?: InputMaybe<OrderPaymentStatus>;
  /** Only forward: NEW, IN_PRODUCTION, SHIPPED, DELIVERED. */
  productionStatus?: InputMaybe<OrderProductionStatus>;
  /** At most 500 characters. */
  shipTo?: InputMaybe<Scalars['String']['input']>;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

/**
 * One item of an order as a factory produces it (issue 18, section 4): style, design, colours and
 * decorations by name and code, the roster with SKUs, and the approved proof's version.
 */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** Zone colours: primary, secondary, tertiary. */
  colors: Array<OrderLineColor>;
  configurationShortId: Scalars['String']['output'];
  decorations: Array<OrderLineDecoration>;
  designCode?: Maybe<Scalars['String']['output']>;
  designName?: Maybe<Scalars['String']['output']>;
  /** Cents. */
  lineTotalCents: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  /** The approved proof's version; null when the order was made without one. */
  proofVersion?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  sizeLines: Array<OrderLineSize>;
  styleId: Scalars['String']['output'];
};

/** A colour of an order line: its name, catalog number and `#RRGGBB`. */
export type OrderLineColor = {
  __typename?: 'OrderLineColor';
  code: Scalars['String']['output'];
  hex: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A decoration of an order line, as on the proof (issue 18, section 4). */
export type OrderLineDecoration = {
  __typename?: 'OrderLineDecoration';
  /** The text, the logo's or graphic's name, or `From the roster` for player names and numbers. */
  content: Scalars['String']['output'];
  contentType: ContentType;
  /** Null for an uploaded logo (printed in its own colours). */
  fill?: Maybe<OrderLineColor>;
  /** Font key of lettering; null for logos and graphics. */
  font?: Maybe<Scalars['String']['output']>;
  /** Lettering height in mm; null for logos and graphics. */
  heightMm?: Maybe<Scalars['Float']['output']>;
  location: Scalars['String']['output'];
  /** mm from the location's centre, to the right as seen. */
  offsetXMm: Scalars['Float']['output'];
  /** mm from the location's centre, upwards. */
  offsetYMm: Scalars['Float']['output'];
  outline1?: Maybe<OrderLineColor>;
  outline2?: Maybe<OrderLineColor>;
  /** Degrees clockwise. */
  rotationDeg: Scalars['Float']['output'];
};

/** One garment size of an order line with its SKU. */
export type OrderLineSize = {
  __typename?: 'OrderLineSize';
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** `<style>-<colour code>-<size suffix>`, e.g. `CG2100-19-06`. */
  sku: Scalars['String']['output'];
  /** Cents. */
  unitPriceCents: Scalars['Int']['output'];
};

/** Whether an order is paid. */
export type OrderPaymentStatus =
  | 'PAID'
  | 'UNPAID';

/** Where an order is in production, moved forward by the dealer. */
export type OrderProductionStatus =
  | 'DELIVERED'
  | 'IN_PRODUCTION'
  | 'NEW'
  | 'SHIPPED';

/**
 * Sync state of an order with the dealer's order system (D10): PENDING until delivered (or while
 * retries are left), SYNCED once the webhook answered 2xx, FAILED after the last retry failed,
 * NOT_SENT when it was made while no order webhook was set (issue 18 section 4; setting one sends
 * it).
 */
export type OrderSyncStatus =
  | 'FAILED'
  | 'NOT_SENT'
  | 'PENDING'
  | 'SYNCED';

/**
 * The dealer's order webhook (D10). The secret itself is shown only once, by `setOrderWebhook`
 * when it is created or rotated; afterwards only `secretHint` (its last 4 characters).
 */
export type OrderWebhookSettings = {
  __typename?: 'OrderWebhookSettings';
  /** True when a signing secret exists. */
  hasSecret: Scalars['Boolean']['output'];
  secretCreatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** `whsec_…` plus the secret's last 4 characters, or null. */
  secretHint?: Maybe<Scalars['String']['output']>;
  /** Where orders are POSTed; null when order sync is off. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Relay-style paging information for connections. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Opaque cursor of the last item returned; pass it as `after` to get the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow `endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
};

/**
 * A playbook (catalog): the printable product catalogue a dealer hands a school, by sport,
 * template FSG or UA (P3). Its catalogue is stored: sports, each with catalogs (a catalogue
 * layer, e.g. 'Uniforms', 'Women's Uniforms', 'Fan Gear'), each with catalog products placed on
 * pages by `catalogPageIndex` and `catalogPageOrder`.
 */
export type Playbook = Project & {
  __typename?: 'Playbook';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the caller may change the project: its dealer, or a passcode session of it (A4). */
  canEdit: Scalars['Boolean']['output'];
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  /** The project's customer: its dealer only (not a passcode session); null for anyone else. */
  customer?: Maybe<Customer>;
  dealer: ShowroomDealer;
  dealerCode: Scalars['String']['output'];
  defaultLogo?: Maybe<Logo>;
  /**
   * The gender filter (P3): products shown are those of these genders (unisex products always);
   * [] shows every gender. Values MEN, WOMEN.
   */
  genderFilter: Array<Gender>;
  id: Scalars['ID']['output'];
  locker?: Maybe<Locker>;
  lockerCode?: Maybe<Scalars['String']['output']>;
  lockers: Array<Locker>;
  /** A new school the dealer entered that is not yet in the schools list (P4); published into the school queue. */
  newSchool?: Maybe<NewSchool>;
  openQuoteCount?: Maybe<Scalars['Int']['output']>;
  /**
   * The playbook's pages in order (P3, API.md): Cover and Index (only when `showCoverAndIndex`),
   * the product pages (sports in order, their catalogs in order, each catalog's pages by
   * `catalogPageIndex`, products by `catalogPageOrder`, filtered by page gender and the filters;
   * a page left empty by the filters is not shown), and the Back Cover.
   */
  pages: Array<PlaybookPage>;
  /** The product-type filter (P3): products of these types only; [] shows every type. */
  productTypeFilter: Array<ProductType>;
  rep?: Maybe<Rep>;
  /** The school the playbook is for (P4), when chosen; null means a team-travel catalogue. */
  schoolCode?: Maybe<Scalars['String']['output']>;
  /** Cover and Index pages are shown (P3). */
  showCoverAndIndex: Scalars['Boolean']['output'];
  showPrices: Scalars['Boolean']['output'];
  /** The playbook's sports in order, each with its catalogs. */
  sports: Array<PlaybookSport>;
  status: ProjectStatus;
  teamName: Scalars['String']['output'];
  template: PlaybookTemplate;
  thumbnail?: Maybe<Snapshot>;
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
  visibility: ProjectVisibility;
};

/** A catalog of a playbook sport (P3): one catalogue layer, with its page gender. */
export type PlaybookCatalog = {
  __typename?: 'PlaybookCatalog';
  catalogType: CatalogType;
  /**
   * The gender of this catalog's pages: its products are shown when their genders include it, or
   * when they are UNISEX (P3). Null: every gender.
   */
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  /** e.g. 'Uniforms', 'Women's Uniforms', 'Fan Gear'. */
  name: Scalars['String']['output'];
  /** 1-based position within its sport. */
  order: Scalars['Int']['output'];
  /** Number of pages the catalog holds (its distinct page indexes), unfiltered. */
  pageCount: Scalars['Int']['output'];
  products: Array<PlaybookProduct>;
};

/**
 * The saved filters of a playbook (P3): each list replaces the stored one (the viewer toggles a
 * value by adding or removing it). Errors: BAD_USER_INPUT field `genders` (only MEN and WOMEN).
 */
export type PlaybookFiltersInput = {
  genders?: InputMaybe<Array<Gender>>;
  productTypes?: InputMaybe<Array<ProductType>>;
};

/**
 * Fields of a playbook changed together (P3 bulk edit; the original's `PUT catalog/{id}` and
 * `edit-bulk`). Only the fields given change. Changing the team colours, team name or default
 * logo redraws every catalog product: a product not customised gets a new configuration with the
 * team's look; a customised one keeps its decorations in the new colours.
 * Errors: BAD_USER_INPUT field `title` (empty, over 120), `teamName` (empty, over 80),
 * `colorIds` (not exactly three known colours), `defaultLogoId` (not one of the dealer's logos),
 * `schoolCode` (not a school of the list), `newSchool.name` (empty, over 120).
 */
export type PlaybookInput = {
  /** Clear the default logo. */
  clearDefaultLogo?: InputMaybe<Scalars['Boolean']['input']>;
  colorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  defaultLogoId?: InputMaybe<Scalars['ID']['input']>;
  /** A school not yet in the list (P4); null clears it. */
  newSchool?: InputMaybe<NewSchoolInput>;
  /** The playbook's rep (D4): one of the dealer's reps or the house rep; null clears it. Dealer only. */
  repId?: InputMaybe<Scalars['ID']['input']>;
  /** A school of `schools`; null clears it (a team-travel catalogue, P4). */
  schoolCode?: InputMaybe<Scalars['String']['input']>;
  showCoverAndIndex?: InputMaybe<Scalars['Boolean']['input']>;
  showPrices?: InputMaybe<Scalars['Boolean']['input']>;
  teamName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of a playbook (P3). */
export type PlaybookPage = {
  __typename?: 'PlaybookPage';
  /** The catalog of a product page; null on the others. */
  catalog?: Maybe<PlaybookCatalog>;
  /** The page's `catalogPageIndex` within its catalog (product pages); null on the others. */
  catalogPageIndex?: Maybe<Scalars['Int']['output']>;
  /** The page gender (its catalog's); null: every gender. */
  gender?: Maybe<Gender>;
  kind: PlaybookPageKind;
  /** 1-based page number: the number the viewer shows and the PDF prints. */
  number: Scalars['Int']['output'];
  /** The products shown on a product page, in `catalogPageOrder`, after the filters; [] on the others. */
  products: Array<PlaybookProduct>;
  /** The sport of a product page; null on the others. */
  sport?: Maybe<PlaybookSport>;
  /** Team name on the cover, 'Index', the sport's name on a product page, 'Back Cover'. */
  title: Scalars['String']['output'];
};

/** What a playbook page holds (P3). */
export type PlaybookPageKind =
  | 'BACK_COVER'
  | 'COVER'
  | 'INDEX'
  | 'PRODUCTS';

/**
 * A catalog product of a playbook (P3): a style placed on a catalog page, drawn in the team's
 * colours from its saved configuration.
 */
export type PlaybookProduct = {
  __typename?: 'PlaybookProduct';
  catalog: PlaybookCatalog;
  /** 1-based page of its catalog. */
  catalogPageIndex: Scalars['Int']['output'];
  /** 1-based position on that page. */
  catalogPageOrder: Scalars['Int']['output'];
  /**
   * The saved configuration the product is drawn from (C4): the team's colours, the team name
   * (or mascot) and the default logo where the style's template has such a location, or what the
   * dealer saved from the product page.
   */
  configuration?: Maybe<Configuration>;
  /** The dealer's custom price in cents, when set. */
  customPriceCents?: Maybe<Scalars['Int']['output']>;
  /** True once the dealer saved a customisation of it from the product page. */
  customized: Scalars['Boolean']['output'];
  /** Dealer price of the base size in cents (L3); null unless the caller is the playbook's own signed-in dealer. */
  dealerPriceCents?: Maybe<Scalars['Int']['output']>;
  design?: Maybe<Design>;
  /** Stable id of the catalog product (the original's custom_catalog_product_id). */
  id: Scalars['ID']['output'];
  /** The name shown: the dealer's name for it, else the style's name. */
  name: Scalars['String']['output'];
  /**
   * Customer unit price of the base size in cents (L3): the dealer's custom price when set, else
   * the msrp (with design and variant) times the dealer margin (default 2). Shown only when the
   * playbook's `showPrices` is on.
   */
  priceCents: Scalars['Int']['output'];
  product: Product;
  /** The product's snapshot (C5), 470x588; asking for it queues the render when it is missing. */
  snapshot: Snapshot;
  variant?: Maybe<Variant>;
};


/**
 * A catalog product of a playbook (P3): a style placed on a catalog page, drawn in the team's
 * colours from its saved configuration.
 */
export type PlaybookProductSnapshotArgs = {
  view?: InputMaybe<View>;
};

/**
 * A sport of a playbook (P3), in the playbook's order, with the playbook's own name for it (a
 * sport may be renamed in the playbook) and its catalogs.
 */
export type PlaybookSport = {
  __typename?: 'PlaybookSport';
  catalogs: Array<PlaybookCatalog>;
  /** The catalog sport's id, e.g. `fsg-football` (unique within the playbook). */
  id: Scalars['ID']['output'];
  /** The name shown in the playbook (the sport's name unless renamed). */
  name: Scalars['String']['output'];
  /** 1-based position in the playbook. */
  order: Scalars['Int']['output'];
  /**
   * The sport's catalog products in page order (every catalog, unfiltered), at most `first`
   * (default 6, at most 200).
   */
  products: Array<PlaybookProduct>;
  sport: Sport;
};


/**
 * A sport of a playbook (P3), in the playbook's order, with the playbook's own name for it (a
 * sport may be renamed in the playbook) and its catalogs.
 */
export type PlaybookSportProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PlaybookTemplate =
  | 'FSG'
  | 'UA';

/** A catalog style (product). */
export type Product = {
  __typename?: 'Product';
  /** Msrp of the base size, in cents; null unless the caller is a signed-in dealer (A5). */
  baseMsrpCents?: Maybe<Scalars['Int']['output']>;
  /** The size that prices are based on: `L`, or `M` for related products (L2). */
  baseSize: Scalars['String']['output'];
  /** Brand key, e.g. `chromagear` (what `ProductFilter.brand` takes). */
  brand: Scalars['String']['output'];
  /** The brand's display name, e.g. `ChromaGear`; the key itself for a brand without one. */
  brandName: Scalars['String']['output'];
  category: ProductCategory;
  decorationLocations: Array<DecorationLocation>;
  /** Designs (layouts), at most 7, layout 588R skipped (C1). */
  designs: Array<Design>;
  garment: Garment;
  genders: Array<Gender>;
  /** True when any colour may be used (sublimated); else only the variants' stock colours. */
  isSublimable: Scalars['Boolean']['output'];
  /** The fewest pieces of this product one order takes (issue 18, section 5; the brand's terms). */
  minimumPieces: Scalars['Int']['output'];
  /**
   * Msrp of one garment of `size` in cents (L3), or null when the size is not offered. Dealer
   * data: null unless the caller is a signed-in dealer (A5); customers see `configurationPrice`.
   */
  msrp?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  productType: ProductType;
  /** Production time in working days. */
  productionDays: Scalars['Int']['output'];
  /** Sizes in size order (L2). */
  sizes: Array<Scalars['String']['output']>;
  styleId: Scalars['ID']['output'];
  variants: Array<Variant>;
};


/** A catalog style (product). */
export type ProductMsrpArgs = {
  colorId?: InputMaybe<Scalars['ID']['input']>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  size: Scalars['String']['input'];
};

export type ProductCategory =
  | 'COACHES'
  | 'SPIRITWEAR'
  | 'UNIFORM';

export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  /** The filter values with their counts for the connection's filter (the same on every page). */
  facets: ProductFacets;
  nodes: Array<Product>;
  pageInfo: PageInfo;
  /** Styles matching the filter, over every page. */
  totalCount: Scalars['Int']['output'];
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

/** One value of a product filter and how many styles choosing it shows (`ProductFacets`). */
export type ProductFacetValue = {
  __typename?: 'ProductFacetValue';
  /**
   * Styles that match the connection's filter with this value in place of the facet's own (the
   * search and the other filters kept): choosing it shows exactly `count` styles.
   */
  count: Scalars['Int']['output'];
  /** Display name: `Football`, `Uniform`, `Five Day`, `ChromaGear` (the key itself for a brand without one). */
  label: Scalars['String']['output'];
  /**
   * What the filter takes in `ProductFilter`: a sport id (`fsg-football`), a `ProductCategory` or
   * `ProductType` name (`UNIFORM`, `STOCK`) or a brand key (`chromagear`).
   */
  value: Scalars['String']['output'];
};

/**
 * The values of the sport, category, type and brand filters over the catalog, each with its count
 * (`ProductFacetValue.count`), computed from the catalog in memory (no SQL). A facet lists the
 * values some style matching the other filters has; the value the filter has chosen, when the
 * catalog knows it, is listed too (count 0 when nothing matches). Never an error.
 */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /** Brands by display name. */
  brands: Array<ProductFacetValue>;
  /** Categories in `ProductCategory` order. */
  categories: Array<ProductFacetValue>;
  /** Product types in `ProductType` order. */
  productTypes: Array<ProductFacetValue>;
  /** Sports of `template` (FSG, the default, names every sport, Fastpitch and Coaches included), in sport order. */
  sports: Array<ProductFacetValue>;
};


/**
 * The values of the sport, category, type and brand filters over the catalog, each with its count
 * (`ProductFacetValue.count`), computed from the catalog in memory (no SQL). A facet lists the
 * values some style matching the other filters has; the value the filter has chosen, when the
 * catalog knows it, is listed too (count 0 when nothing matches). Never an error.
 */
export type ProductFacetsSportsArgs = {
  template?: InputMaybe<PlaybookTemplate>;
};

export type ProductFilter = {
  /** A brand key (`chromagear`, as `Product.brand` and `ProductFacets.brands` give it). */
  brand?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ProductCategory>;
  gender?: InputMaybe<Gender>;
  productType?: InputMaybe<ProductType>;
  /** Case-insensitive match on name or style id. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** A sport id of either template (`fsg-football`, `ua-basketball`): styles of that sport (P3 product picker). */
  sport?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductType =
  | 'FIVE_DAY'
  | 'STOCK'
  | 'SUBLIMATED';

/**
 * Anything a dealer can share: a playbook, snapsheet or showroom. `id` is the project's public
 * id: random (about 93 bits), never a counter.
 */
export type Project = {
  /** When the project was archived (its status is then ARCHIVED); null while it is not. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the caller may change the project: its dealer, or a passcode session of it (A4). */
  canEdit: Scalars['Boolean']['output'];
  /** The three team colours. */
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  /** The customer the project was made for, when one was chosen. */
  customer?: Maybe<Customer>;
  /**
   * What a visitor sees of the project's dealer: name, logo, header colour and message, and the
   * phone and email where the dealer chose to show them (a showroom: `showDealerPhone` and
   * `showDealerEmail`; a playbook or snapsheet: the dealer's `sharePhone` and `shareEmail`), null
   * otherwise.
   */
  dealer: ShowroomDealer;
  dealerCode: Scalars['String']['output'];
  /** The project's default logo (D6 default-logo rules), when one is set. */
  defaultLogo?: Maybe<Logo>;
  id: Scalars['ID']['output'];
  /** The caller's own locker of this project (see `lockerCode`). */
  locker?: Maybe<Locker>;
  /**
   * Code of the caller's own locker of this project, once the caller added something (L1): a
   * visitor's (by its `X-Visitor-Key`) or the dealer's own. Null otherwise.
   */
  lockerCode?: Maybe<Scalars['String']['output']>;
  /**
   * Every locker of the project, newest first (L1, D9): the project's dealer and a passcode
   * session of it only; [] for anyone else.
   */
  lockers: Array<Locker>;
  /**
   * Lockers of the project whose quote is OPEN (L4, issue 18 section 7): each locks its locker,
   * not the project, so the other visitors of a shared link go on. Null for anyone but the
   * project's dealer (and a passcode session of it).
   */
  openQuoteCount?: Maybe<Scalars['Int']['output']>;
  /**
   * The project's rep (D4, issue 19 section 9): chosen on create (default the customer's rep) or
   * in the project's settings. The dealer's own data: null for anyone but the project's dealer.
   * Kept when the rep is later removed from the dealer's list (D4 reads reps from projects).
   */
  rep?: Maybe<Rep>;
  /** Customer prices are shown on the project's pages and in its PDF. */
  showPrices: Scalars['Boolean']['output'];
  status: ProjectStatus;
  teamName: Scalars['String']['output'];
  /**
   * List thumbnail (D7): the FRONT snapshot of the project's first product, drawn with the
   * project's colours (C5); null when the project has no product yet (show a placeholder with the
   * team colours). Asking for it queues the render when it is missing.
   */
  thumbnail?: Maybe<Snapshot>;
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
  visibility: ProjectVisibility;
};

/** A page of the caller's projects (D7), newest first. */
export type ProjectConnection = {
  __typename?: 'ProjectConnection';
  edges: Array<ProjectEdge>;
  nodes: Array<Project>;
  pageInfo: PageInfo;
  /** Projects matching the filters, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ProjectEdge = {
  __typename?: 'ProjectEdge';
  cursor: Scalars['String']['output'];
  node: Project;
};

/** A project's logos and its default logo (D6, section 4 default-logo rules). */
export type ProjectLogos = {
  __typename?: 'ProjectLogos';
  /** Decorations (uniform and spiritwear graphics) cleared by this change. */
  clearedDecorations: Scalars['Int']['output'];
  defaultLogo?: Maybe<Logo>;
  logos: Array<Logo>;
  projectId: Scalars['ID']['output'];
  projectType: ProjectType;
  /**
   * Logos visitors uploaded while customising the project's products (C3), newest first (at most
   * 500): the dealer's only, empty for anyone else. `removeProjectLogo` deletes one.
   */
  visitorLogos: Array<Logo>;
};

/**
 * How a request names a project of any kind (P1): its type, its dealer's code (case-insensitive)
 * and its public id; a showroom by its dealer's code alone (P6: `id` is ignored for SHOWROOM).
 */
export type ProjectRefInput = {
  dealerCode: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  type: ProjectType;
};

/** Project status (section 4). ARCHIVED when deleted; snapsheets start OPEN. */
export type ProjectStatus =
  | 'ARCHIVED'
  | 'CLOSED'
  | 'COMPLETE'
  | 'DRAFT'
  | 'LOCKER'
  | 'OPEN'
  | 'PUBLISHED'
  | 'QUOTE';

export type ProjectType =
  | 'PLAYBOOK'
  | 'SHOWROOM'
  | 'SNAPSHEET';

/**
 * Who may read a project (A5, P4). PRIVATE: a draft or an archived project, only its dealer (and
 * a passcode session of it). LINK: shared with anyone who has the link (a snapsheet is shared
 * from the start: status open, locker, quote, complete, closed). PUBLISHED: published (P4).
 */
export type ProjectVisibility =
  | 'LINK'
  | 'PRIVATE'
  | 'PUBLISHED';

/**
 * One version of the proof sheet of a locker item (issue 18, section 1): the configuration and
 * roster as they were when it was sent, frozen. Version 1 is the first sent for the item.
 */
export type Proof = {
  __typename?: 'Proof';
  /** The name the customer typed to approve; null unless APPROVED (or approved, then WITHDRAWN). */
  approverName?: Maybe<Scalars['String']['output']>;
  /** What changed since the version before, and the change request it answers; null for version 1. */
  changes?: Maybe<ProofChanges>;
  /** The changes the customer asked for; null unless they did. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The design as proofed (immutable): product, colours, design, decorations and snapshots. */
  configuration: Configuration;
  /** When the customer approved or asked for changes; null before. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the link this version was sent with stops opening it. */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /**
   * The proof sheet as a Letter PDF, drawn by the render service when the proof is sent and named
   * after the team, the product and the version; `url` once DONE. Null when none was made (a
   * locker without a project).
   */
  pdf?: Maybe<RenderJob>;
  /** Working days the product takes to make (the catalog's production time). */
  productionDays: Scalars['Int']['output'];
  /** Total garments of the roster. */
  quantity: Scalars['Int']['output'];
  /** Who sent the proof. */
  sender: ProofSender;
  sentAt: Scalars['DateTime']['output'];
  /** The roster as proofed, in roster order. */
  sizeLines: Array<ProofSizeLine>;
  status: ProofStatus;
  /** What `status` means for this item in a sentence (why it was withdrawn, when the link expired). */
  statusMessage: Scalars['String']['output'];
  /** The team of the quote's project (its team name, else its title); null without a project. */
  teamName?: Maybe<Scalars['String']['output']>;
  /** 1 for the first proof of the item, then one more for each new version sent. */
  version: Scalars['Int']['output'];
};

/**
 * What a proof link opens (issue 18, section 2): the proofs sent with it, for the customer to
 * approve or to ask for changes, without a sign-in.
 */
export type ProofApproval = {
  __typename?: 'ProofApproval';
  /** The name the quote was requested under. */
  customerName: Scalars['String']['output'];
  /** True once the link expired: the proofs still show, but nothing can be decided. */
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  projectTitle?: Maybe<Scalars['String']['output']>;
  /** The latest version of each item sent with this link, in locker order. */
  proofs: Array<Proof>;
  sender: ProofSender;
  teamName?: Maybe<Scalars['String']['output']>;
};

/**
 * What a proof version changed since the version before it: the dealer's answer to the
 * customer's change request, as the customer's email and proof page say it.
 */
export type ProofChanges = {
  __typename?: 'ProofChanges';
  /** The change request this version answers: the customer's comment on the version before; null when they did not ask for changes on it. */
  answers?: Maybe<Scalars['String']['output']>;
  /** What differs from it, in this order: `design`, `logo` (only a logo's picture), `roster`; empty when sent again unchanged. */
  changed: Array<Scalars['String']['output']>;
  /** When that change request was made; null with `answers`. */
  requestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The version this one follows. */
  sinceVersion: Scalars['Int']['output'];
  /** `Changed since version 1: design`, or `Sent again: unchanged since version 1`. */
  summary: Scalars['String']['output'];
};

/** What `sendProofs` sent: the link (shown here once; only its hash is kept) and the new versions. */
export type ProofDelivery = {
  __typename?: 'ProofDelivery';
  /**
   * Whether the link goes to the quote's contact by email: false when the gateway sends no email
   * (no SMTP server: the notice is kept in the outbox, HELD) or the contact unsubscribed from these
   * emails (kept SUPPRESSED), so the dealer gives `url` to the customer themselves.
   */
  emailed: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** The versions sent, one per item. */
  proofs: Array<Proof>;
  /** The customer's link, `<public URL>/proofs/<token>`, also emailed to the quote's contact. */
  url: Scalars['String']['output'];
};

/**
 * Who sent the proofs, as the customer may see it: the phone and email only where the dealer shares
 * them (`sharePhone`, `shareEmail`), null otherwise.
 */
export type ProofSender = {
  __typename?: 'ProofSender';
  email?: Maybe<Scalars['String']['output']>;
  /** The dealer's logo (My Settings), printed at the top of the quote; null when none is set. */
  logo?: Maybe<Logo>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** A roster line as it was proofed (frozen with the proof). */
export type ProofSizeLine = {
  __typename?: 'ProofSizeLine';
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
};

/**
 * Where the proof of a locker item stands (issue 18, section 2), as the dealer and the customer see
 * it now:
 * NOT_SENT: no proof of the item was sent yet.
 * SENT: the latest version waits for the customer.
 * EXPIRED: the latest version was sent with a link that expired before the customer answered.
 * CHANGES_REQUESTED: the customer asked for changes (see `comment`).
 * APPROVED: the customer approved the latest version and the item is still what was approved.
 * WITHDRAWN: the item (its configuration or roster) changed after the latest version was sent or
 * approved; that version no longer counts and a new one must be sent.
 */
export type ProofStatus =
  | 'APPROVED'
  | 'CHANGES_REQUESTED'
  | 'EXPIRED'
  | 'NOT_SENT'
  | 'SENT'
  | 'WITHDRAWN';

export type Query = {
  __typename?: 'Query';
  /** The colour table, optionally of one palette. */
  colors: Array<Color>;
  configuration?: Maybe<Configuration>;
  /** The price of a configuration as the customiser shows it (L3, C1); see ConfigurationPriceInput. */
  configurationPrice: ConfigurationPrice;
  /** One of the caller's customers, or NOT_FOUND. */
  customer?: Maybe<Customer>;
  /** The caller's customers (dealer only); `first` at most 100 (default 20). */
  customers: CustomerConnection;
  /** Counts for Get Started (D1). Dealer only: UNAUTHENTICATED without a session. */
  dashboardStats: DashboardStats;
  /** Decoration prices in cents, one per decoration, for `quantity` garments of a style (L3). */
  decorationPrices: Array<Scalars['Int']['output']>;
  fonts: Array<Font>;
  /** The graphics library (C3), mascots first; `category` narrows it. */
  graphics: Array<Graphic>;
  /** The credit the graphics' licence asks for, to show where graphics are chosen. */
  graphicsAttribution: Scalars['String']['output'];
  /** The locker with this code; null when there is none. */
  locker?: Maybe<Locker>;
  /**
   * The caller's logo library (dealer only), newest first; `customerId` narrows to one of the
   * dealer's customers (BAD_USER_INPUT `customerId` for any other).
   */
  logos: Array<Logo>;
  /** The dealer of the bearer token, or null without a valid token (A3). */
  me?: Maybe<Dealer>;
  /** The signed-in dealer's own showroom, null before it is set up (dashboard). */
  myShowroom?: Maybe<Showroom>;
  /**
   * The caller's notices (dealer only), newest first; `first` at most 100 (default 20). Without
   * an SMTP server they are all HELD here.
   */
  notices: NoticeConnection;
  /** True when the gateway sends notices by email (an SMTP server is set); false: they are HELD (dealer only). */
  noticesDelivered: Scalars['Boolean']['output'];
  /** Liveness of the API itself; always true when the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** One of the caller's orders (dealer only); NOT_FOUND for another dealer's. */
  order: Order;
  /** The caller's order webhook settings (dealer only). */
  orderWebhook: OrderWebhookSettings;
  /** The caller's orders (dealer only), newest first; `first` at most 100 (default 20). */
  orders: OrderConnection;
  /**
   * The caller's orders as CSV text (dealer only, D10), one row per size line, newest order first.
   * Columns: order_number, order_id, order_created_at (ISO-8601), sync_status, sync_attempts,
   * synced_at, quote_id, project_id, project_type, project_title, contact_name, contact_email,
   * contact_phone, contact_organization, style_id, product_name, configuration_short_id, size,
   * quantity, player_name, player_number, unit_price_cents, line_total_cents, order_total_cents,
   * then sku, design_code, garment_colors (`Name (code)`, `; `-separated), decorations
   * (one text per decoration, `; `-separated, as `OrderLine.decorations`) and proof_version: empty
   * for orders made before.
   */
  ordersCsv: Scalars['String']['output'];
  /**
   * A playbook by its dealer's code (case-insensitive) and public id (A5, P4): the dealer's own in
   * any status; anyone else's only when published or shared (not a draft, not archived). Null
   * otherwise, the same answer as for an id that does not exist.
   */
  playbook?: Maybe<Playbook>;
  /**
   * Reads a roster file for a product (L2) and answers its size lines and row issues; saves
   * nothing. Anyone may call it (a visitor importing on the sizes page before the first add).
   * Prices are those of `styleId` at catalog price (no project custom price).
   * Errors: BAD_USER_INPUT `styleId`, `file` (not CSV or XLSX, too large, no header row matched,
   * unreadable).
   */
  previewRosterImport: RosterImportPreview;
  product?: Maybe<Product>;
  /**
   * Catalog styles matching every field of `filter`, in catalog order, Relay-style: `first` at
   * most 100 (default 20; below 1 counts as 1), `after` the `endCursor` of the page before. An
   * `after` that is not a cursor of this API answers BAD_USER_INPUT. `facets` gives the values of
   * the sport, category, type and brand filters with their counts.
   */
  products: ProductConnection;
  /**
   * A project of any kind by its reference (P1, A5), as `snapsheet`, `playbook` and `showroom`
   * answer it for their kind: the dealer's own in any status; anyone else's only when shared. Null
   * otherwise (an unknown or malformed id, another dealer's code, a project the caller may not
   * read), the same answer for each. The project's own type names its fields (`... on Snapsheet`).
   */
  project?: Maybe<Project>;
  /** A project's logos and default logo; NOT_FOUND for another dealer's project. */
  projectLogos: ProjectLogos;
  /**
   * The caller's projects of one type (D7; dealer only), newest first, cursor paging like
   * `customers`: `first` at most 100 (default 20), `after` an `endCursor`.
   * `status`: ARCHIVED lists archived projects only; any other status lists the projects with that
   * status that are not archived; none lists every project that is not archived.
   * `search` matches title, team name or customer name (case-insensitive). `hasOpenQuote`: true
   * lists only projects with a locker whose quote is OPEN (issue 18 section 7), false only those
   * without. Static snapsheet templates are not listed (see `snapsheetTemplates`).
   * Errors: UNAUTHENTICATED; BAD_USER_INPUT field `type` (SHOWROOM is not listed here) or `after`.
   */
  projects: ProjectConnection;
  /**
   * A proof version for its sheet's print page: its dealer, or the print grant of its
   * quote's project (R2); null for anyone else and for an unknown id.
   */
  proof?: Maybe<Proof>;
  /**
   * The proofs a proof link opens (public: holding the token is the right to read them, and
   * nothing else). Null for an unknown token; an expired link still answers, with `expired` true.
   */
  proofApproval?: Maybe<ProofApproval>;
  /** One of the caller's quotes, or NOT_FOUND (dealer only). */
  quote?: Maybe<Quote>;
  /** The quote a quote link opens (public: holding the token is the right to read it). Null for an unknown token. */
  quoteLink?: Maybe<QuoteLink>;
  /** The caller's quote requests (dealer only): unread first, then newest; `first` at most 100 (default 20). */
  quotes: QuoteConnection;
  /**
   * A render job of the signed-in dealer, or of the project of a passcode session (R2); NOT_FOUND for
   * anyone else, as for an id that does not exist.
   */
  renderJob?: Maybe<RenderJob>;
  /** The caller's school-queue records (P4; dealer only), newest first. */
  schoolQueue: Array<SchoolQueueRecord>;
  /**
   * Schools of the schools list (P4), matching `search` on name, city or code (case-insensitive),
   * at most `first` (default 20, at most 100).
   */
  schools: Array<School>;
  /**
   * Issue 19 section 5: the PDF of a shared snapsheet's or playbook's current version (`projectId`
   * its public id): an export queued since the project last changed, DONE or still in flight; null
   * when nobody asked for one yet (`requestSharedProjectPdf`). Anyone with the link; NOT_FOUND for
   * a draft, an archived or an unknown project.
   */
  sharedProjectPdf?: Maybe<RenderJob>;
  /**
   * The showroom of a dealer code (case-insensitive), A5: its dealer's in any status; anyone else's
   * only when published. Null otherwise (the same answer as for an unknown code).
   */
  showroom?: Maybe<Showroom>;
  /**
   * A snapsheet by its dealer's code (case-insensitive) and public id (A5): the dealer's own in
   * any status; anyone else's only when shared (visibility LINK or PUBLISHED). Null otherwise,
   * the same answer as for an id that does not exist.
   */
  snapsheet?: Maybe<Snapsheet>;
  /** The collections a snapsheet may be filed under (P5), by name. */
  snapsheetCollections: Array<SnapsheetCollection>;
  /** The 16 colours offered for snapsheet team colours. */
  snapsheetColors: Array<Color>;
  /** Snapsheet templates anyone may start a snapsheet from (`createSnapsheet(templateId:)`), P5. */
  snapsheetTemplates: Array<Snapsheet>;
  sports: Array<Sport>;
  /** The caller's team-travel-queue records (P4; dealer only), newest first. */
  teamTravelQueue: Array<TeamTravelQueueRecord>;
};


export type QueryColorsArgs = {
  palette?: InputMaybe<ColorPalette>;
};


export type QueryConfigurationArgs = {
  shortId: Scalars['ID']['input'];
};


export type QueryConfigurationPriceArgs = {
  input: ConfigurationPriceInput;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CustomerStatus>;
};


export type QueryDecorationPricesArgs = {
  decorations: Array<DecorationInput>;
  quantity: Scalars['Int']['input'];
  styleId: Scalars['ID']['input'];
};


export type QueryGraphicsArgs = {
  category?: InputMaybe<GraphicCategory>;
};


export type QueryLockerArgs = {
  code: Scalars['String']['input'];
};


export type QueryLogosArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<LogoKind>;
};


export type QueryNoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  syncStatus?: InputMaybe<OrderSyncStatus>;
};


export type QueryOrdersCsvArgs = {
  syncStatus?: InputMaybe<OrderSyncStatus>;
};


export type QueryPlaybookArgs = {
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QueryPreviewRosterImportArgs = {
  file: RosterFileInput;
  styleId: Scalars['ID']['input'];
};


export type QueryProductArgs = {
  styleId: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProjectArgs = {
  ref: ProjectRefInput;
};


export type QueryProjectLogosArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type QueryProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  hasOpenQuote?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProjectStatus>;
  type: ProjectType;
};


export type QueryProofArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProofApprovalArgs = {
  token: Scalars['String']['input'];
};


export type QueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryQuoteLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryQuotesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<QuoteStatus>;
};


export type QueryRenderJobArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySchoolsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySharedProjectPdfArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type QueryShowroomArgs = {
  dealerCode: Scalars['String']['input'];
};


export type QuerySnapsheetArgs = {
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QuerySportsArgs = {
  template: PlaybookTemplate;
};

/** The status of a queue record (P4). */
export type QueueStatus =
  | 'DONE'
  | 'PENDING';

/** A quote request from a locker (L4, D9), seen by the dealer in My Messages. */
export type Quote = {
  __typename?: 'Quote';
  /** The customer's acceptance; null until accepted, and again after the quote changes. */
  acceptance?: Maybe<QuoteAcceptance>;
  /** True while the project's status is QUOTE: `unlockQuoteProject` is allowed. */
  canUnlockProject: Scalars['Boolean']['output'];
  contact: QuoteContact;
  createdAt: Scalars['DateTime']['output'];
  /**
   * The dealer as the customer sees it on the printed quote: the phone and email only where the
   * dealer shares them (`sharePhone`, `shareEmail`), null otherwise.
   */
  dealer: ProofSender;
  /**
   * Whether the gateway sends this quote's emails (an SMTP server is set): false when its notices
   * (the dealer's "quote requested", the customer's proof links) are only kept in the dealer's
   * outbox, so neither side is told by email. Whoever reads the quote may read it (the customer's
   * confirmation then promises no email).
   */
  emailsDelivered: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** When the customer needs the garments, `YYYY-MM-DD`; null when not given (issue 18, section 5). */
  inHandDate?: Maybe<Scalars['String']['output']>;
  /**
   * Set when the in-hand date falls before the request date plus the longest production time of
   * the items (working days): the sentence says the production time and the earliest ready date.
   */
  inHandWarning?: Maybe<Scalars['String']['output']>;
  items: Array<QuoteItem>;
  /** The locker's code (the locker can change after an unlock; `items` is the snapshot). */
  lockerCode: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** The order made from this quote (D10), once converted. */
  order?: Maybe<Order>;
  /** The dealer's terms. */
  pricing: QuotePricing;
  project?: Maybe<QuoteProject>;
  /**
   * Each current item of the quote's locker with its proof, in locker order: the quote's dealer
   * only; empty for anyone else who reads the quote (the visitor who requested it, a passcode
   * session, a print grant).
   */
  proofs: Array<QuoteItemProof>;
  /** False until the dealer opens or marks it read. */
  read: Scalars['Boolean']['output'];
  /** When the dealer last sent the quote to its contact; null before. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: QuoteStatus;
  /** The team's name of the quote's project (its title when it has none); null without a project. */
  teamName?: Maybe<Scalars['String']['output']>;
  /** The dealer's quote terms as they are now (printed on the quote); null when none. */
  terms?: Maybe<Scalars['String']['output']>;
  /** Sum of the items' line totals at request time, cents. */
  totalCents: Scalars['Int']['output'];
  /** The totals under the terms (`totalCents` is `totals.totalCents`). */
  totals: QuoteTotals;
  /**
   * The last day the quote's prices hold, `YYYY-MM-DD`: the request's day plus the dealer's
   * `quoteValidDays` then (issue 18 section 6).
   */
  validUntil: Scalars['String']['output'];
};

/** Who accepted a quote and when. */
export type QuoteAcceptance = {
  __typename?: 'QuoteAcceptance';
  acceptedAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
};

export type QuoteConnection = {
  __typename?: 'QuoteConnection';
  edges: Array<QuoteEdge>;
  nodes: Array<Quote>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  /** Unread quotes matching the status filter. */
  unreadCount: Scalars['Int']['output'];
};

/** The contact details of a quote request (L4). */
export type QuoteContact = {
  __typename?: 'QuoteContact';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  organization?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/**
 * Who asked for a quote and what they wrote (L4). `name` is required (1 to 120 characters),
 * `email` is required and must be a valid address; `phone`, `organization` and `message` are
 * optional (message at most 5000 characters).
 * Errors: BAD_USER_INPUT with field `contact.name`, `contact.email`, `contact.phone`,
 * `contact.organization` or `contact.message`.
 */
export type QuoteContactInput = {
  email: Scalars['String']['input'];
  /**
   * When the garments are needed (issue 18, section 5), `YYYY-MM-DD`, today or later. Errors:
   * BAD_USER_INPUT field `contact.inHandDate`.
   */
  inHandDate?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  organization?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteEdge = {
  __typename?: 'QuoteEdge';
  cursor: Scalars['String']['output'];
  node: Quote;
};

/**
 * A locker item as snapshotted into a quote at request time (D9): later locker edits do not change
 * it. The configuration is immutable (each save has a new short id), so its snapshots stay valid.
 */
export type QuoteItem = {
  __typename?: 'QuoteItem';
  /** The saved configuration's short id (opens the product page with `?short_id=`). */
  configurationShortId: Scalars['String']['output'];
  /** Sum of the size lines' totals, cents. */
  lineTotalCents: Scalars['Int']['output'];
  /** The fewest pieces one order takes; converting a quote below it is refused. */
  minimumPieces: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  /** Working days the product takes to make (issue 18, section 5). */
  productionDays: Scalars['Int']['output'];
  /** Total garments of the item. */
  quantity: Scalars['Int']['output'];
  sizeLines: Array<QuoteSizeLine>;
  /** The 470x588 snapshot of the configuration in `view` (default FRONT), rendered on demand (R1). */
  snapshot: Snapshot;
  styleId: Scalars['String']['output'];
};


/**
 * A locker item as snapshotted into a quote at request time (D9): later locker edits do not change
 * it. The configuration is immutable (each save has a new short id), so its snapshots stay valid.
 */
export type QuoteItemSnapshotArgs = {
  view?: InputMaybe<View>;
};

/** A locker item of a quote with the latest version of its proof (the dealer's view on the quote). */
export type QuoteItemProof = {
  __typename?: 'QuoteItemProof';
  /** The item's design as it is now (its saved configuration's short id). */
  configurationShortId: Scalars['ID']['output'];
  /** The latest version sent; null while NOT_SENT. */
  latest?: Maybe<Proof>;
  /** The locker item's id (`<lockerCode>.<n>`), for `sendProofs`. */
  lockerItemId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  status: ProofStatus;
  statusMessage: Scalars['String']['output'];
  /** The item's product (style id): with `configurationShortId`, where the dealer opens the item in the customiser. */
  styleId: Scalars['String']['output'];
  /** Every version sent, newest first: the history of the item's change requests and their answers. */
  versions: Array<Proof>;
};

/** A unit price the dealer set for every line of one size of one quoted item, cents. */
export type QuoteLinePrice = {
  __typename?: 'QuoteLinePrice';
  configurationShortId: Scalars['String']['output'];
  size: Scalars['String']['output'];
  unitPriceCents: Scalars['Int']['output'];
};

export type QuoteLinePriceInput = {
  /** The item's `configurationShortId` in the quote. */
  configurationShortId: Scalars['String']['input'];
  /** A size the item has in the quote. */
  size: Scalars['String']['input'];
  /** The new unit price, cents (0 to 10,000,000). */
  unitPriceCents: Scalars['Int']['input'];
};

/**
 * A quote as its customer sees it through the link the dealer sent (no locker code, no order
 * or sync details).
 */
export type QuoteLink = {
  __typename?: 'QuoteLink';
  acceptance?: Maybe<QuoteAcceptance>;
  /** The latest proof of each item whose approval stands (its version and PDF), in the quote's item order. */
  approvedProofs: Array<Proof>;
  /** True while the customer may accept: the quote is OPEN and not accepted. */
  canAccept: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  dealer: ProofSender;
  /** The quote's number. */
  id: Scalars['ID']['output'];
  /** When the customer needs the garments, `YYYY-MM-DD`; null when not given. */
  inHandDate?: Maybe<Scalars['String']['output']>;
  items: Array<QuoteItem>;
  pricing: QuotePricing;
  status: QuoteStatus;
  teamName?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<Scalars['String']['output']>;
  totals: QuoteTotals;
  validUntil: Scalars['String']['output'];
};

/** What the dealer set on a quote (all zero or empty until then). */
export type QuotePricing = {
  __typename?: 'QuotePricing';
  deposit?: Maybe<QuoteShare>;
  discount?: Maybe<QuoteShare>;
  linePrices: Array<QuoteLinePrice>;
  shippingCents: Scalars['Int']['output'];
  taxExempt: Scalars['Boolean']['output'];
  /** The exemption certificate's number; set exactly when `taxExempt`. */
  taxExemptCertificate?: Maybe<Scalars['String']['output']>;
  /** The sales tax rate in basis points (825 = 8.25 %); 0 when tax-exempt. */
  taxRateBasisPoints: Scalars['Int']['output'];
};

/**
 * The dealer's terms of a quote, replacing the previous ones as a whole (an absent field is none:
 * no line prices, no discount, 0 shipping, 0 tax, not exempt, no deposit).
 */
export type QuotePricingInput = {
  deposit?: InputMaybe<QuoteShareInput>;
  discount?: InputMaybe<QuoteShareInput>;
  linePrices?: InputMaybe<Array<QuoteLinePriceInput>>;
  shippingCents?: InputMaybe<Scalars['Int']['input']>;
  taxExempt?: InputMaybe<Scalars['Boolean']['input']>;
  taxExemptCertificate?: InputMaybe<Scalars['String']['input']>;
  taxRateBasisPoints?: InputMaybe<Scalars['Int']['input']>;
};

/** The project a quote was requested from, as it is now (D9). */
export type QuoteProject = {
  __typename?: 'QuoteProject';
  /** The project's dealer code (for the project's URL). */
  dealerCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The project's current status; QUOTE while the quote locks it. */
  status: ProjectStatus;
  title: Scalars['String']['output'];
  type: ProjectType;
};

/** What `sendQuote` did: the customer's link (shown here; only its hash is kept) and whether it was emailed. */
export type QuoteSending = {
  __typename?: 'QuoteSending';
  /** False when the gateway has no mail server (SMTP_URL: the email waits in the outbox, unsent) or the contact unsubscribed (SUPPRESSED). */
  emailed: Scalars['Boolean']['output'];
  quote: Quote;
  /** `<public URL>/quotes/view/<token>`: copy it to the customer when it was not emailed. */
  url: Scalars['String']['output'];
};

/** An amount (`value` cents) or a percentage (`value` basis points: 1000 = 10 %, at most 10000). */
export type QuoteShare = {
  __typename?: 'QuoteShare';
  kind: QuoteShareKind;
  value: Scalars['Int']['output'];
};

export type QuoteShareInput = {
  kind: QuoteShareKind;
  /** Cents for AMOUNT (0 to 10,000,000), basis points for PERCENT (0 to 10000). */
  value: Scalars['Int']['input'];
};

/** How a discount or a deposit is given: an amount in cents or a percentage in basis points. */
export type QuoteShareKind =
  | 'AMOUNT'
  | 'PERCENT';

/** A roster line of a quoted item, as it was when the quote was requested (D9). Money in cents. */
export type QuoteSizeLine = {
  __typename?: 'QuoteSizeLine';
  /** unitPriceCents x quantity, cents. */
  lineTotalCents: Scalars['Int']['output'];
  /** The unit price when the quote was requested, cents (`unitPriceCents` is the dealer's, if set). */
  originalUnitPriceCents: Scalars['Int']['output'];
  /** True when the dealer set a unit price different from the original. */
  overridden: Scalars['Boolean']['output'];
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** Unit price of one garment of this size at request time, cents. */
  unitPriceCents: Scalars['Int']['output'];
};

/**
 * State of a quote request (D9): OPEN when received, CLOSED by the dealer, ORDERED once converted
 * to an order (D10).
 */
export type QuoteStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'ORDERED';

/**
 * A quote's totals in cents, computed by the gateway from the items and the terms, each percentage
 * rounded once to a whole cent (half away from zero): subtotal (the line prices applied), discount
 * (an amount, or a percentage of the subtotal), shipping (not taxed), tax (the rate applied to the
 * subtotal less the discount; 0 when exempt), total = subtotal - discount + shipping + tax,
 * deposit (an amount, or a percentage of the total) and balance = total - deposit.
 */
export type QuoteTotals = {
  __typename?: 'QuoteTotals';
  balanceCents: Scalars['Int']['output'];
  depositCents: Scalars['Int']['output'];
  discountCents: Scalars['Int']['output'];
  shippingCents: Scalars['Int']['output'];
  subtotalCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/** A decoration resolved for drawing: colours as hex, font as a CSS family, logo as a URL. */
export type RenderDecoration = {
  __typename?: 'RenderDecoration';
  contentType: ContentType;
  /** `#rrggbb` */
  fill: Scalars['String']['output'];
  /** CSS font-family of a bundled font. */
  fontFamily: Scalars['String']['output'];
  /** Name of the garment location the decoration is drawn in. */
  location: Scalars['String']['output'];
  /** Absolute URL or data: URL of the logo image (GRAPHICS, UPLOADS). */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** mm from the location's centre, to the right as seen; null = 0 (centred). */
  offsetX?: Maybe<Scalars['Float']['output']>;
  /** mm from the location's centre, upwards; null = 0 (centred). */
  offsetY?: Maybe<Scalars['Float']['output']>;
  /** `#rrggbb` or null for none */
  outline1?: Maybe<Scalars['String']['output']>;
  /** `#rrggbb` or null for none */
  outline2?: Maybe<Scalars['String']['output']>;
  /** Degrees clockwise. */
  rotation: Scalars['Float']['output'];
  /** The text to draw (defaults applied: number '00', name 'Player Name', text 'Team Name'). */
  text?: Maybe<Scalars['String']['output']>;
  /** Text height in mm. */
  textHeight: Scalars['Float']['output'];
  /** 1 = the logo fits its location. */
  zoom: Scalars['Float']['output'];
};

/**
 * A design (layout) resolved for drawing (C1). The garment scene paints its pattern zones in the
 * team colours (`colors`), over the body and under the trims and decorations; the zones are a pure,
 * seeded function of `code` and the garment template (`designZones` of @tas/garments), so the
 * player, the snapshots and the print pages draw the same pattern.
 */
export type RenderDesign = {
  __typename?: 'RenderDesign';
  /** Layout code, e.g. `506F`. */
  code: Scalars['String']['output'];
  kind: DesignKind;
  /** Layout name, e.g. 'Chevron'. */
  name: Scalars['String']['output'];
};

/** A background render (R1, R2): snapshots of a configuration or a project's PDF. */
export type RenderJob = {
  __typename?: 'RenderJob';
  createdAt: Scalars['DateTime']['output'];
  /** Why the job failed, when FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  /**
   * The file name the download is saved under (P7): the project's title made safe for a file
   * name, e.g. `Riverside Fall Catalog.pdf` (no path separators, control characters or quotes, at
   * most 100 characters; `playbook.pdf` or `snapsheet.pdf` when nothing is left); `url` serves it
   * with that name. Null for snapshot jobs.
   */
  filename?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: RenderJobKind;
  /** 0..1 */
  progress: Scalars['Float']['output'];
  status: RenderJobStatus;
  /**
   * Download path of the result when DONE: `/files/pdfs/<sha256>.pdf?download=<filename>`, served
   * with `Content-Disposition: attachment` under `filename`.
   */
  url?: Maybe<Scalars['String']['output']>;
};

export type RenderJobKind =
  | 'PDF'
  | 'SNAPSHOTS';

export type RenderJobStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/**
 * Everything the garment scene needs to draw a configuration (C2, C5), self-contained: the player,
 * the snapshot page and the print pages draw from this one shape.
 */
export type RenderSpec = {
  __typename?: 'RenderSpec';
  /** Zone colours `#rrggbb`, indexed by `GarmentZone.colorIndex`. */
  colors: Array<Scalars['String']['output']>;
  decorations: Array<RenderDecoration>;
  /** The design (layout) drawn on the garment (C1); null for none. */
  design?: Maybe<RenderDesign>;
  garment: Garment;
};

/** A sales rep of a dealer (D4). */
export type Rep = {
  __typename?: 'Rep';
  email?: Maybe<Scalars['String']['output']>;
  /**
   * True when the rep is listed because a project names it while the dealer has no reps of its own
   * (D4: reps are read from the projects then); such a rep is shown, not edited.
   */
  fromProject: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/**
 * Create (no id) or update (with id) a rep (D4). Name required (at most 120 characters); email
 * optional but valid; phone optional, digits, spaces, +, -, parentheses, 7 to 20 characters.
 * Errors: BAD_USER_INPUT field `name`, `email` or `phone`; NOT_FOUND for another dealer's rep.
 */
export type RepInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Reversible products have an Outside and an Inside view (C3); any other value is an error. */
export type ReversibleView =
  | 'INSIDE'
  | 'OUTSIDE';

/**
 * A roster spreadsheet (L2 import): CSV (UTF-8, comma or semicolon) or XLSX (first sheet), at
 * most 512 KiB before encoding and 500 data rows (what one locker item holds). Columns name,
 * number, size, quantity, matched leniently by header (case, spaces and punctuation ignored;
 * 'player', 'player name', 'jersey', '#', 'qty' and the like); quantity defaults to 1 when the
 * column is missing or the cell empty. The content decides the format: a zip (`PK` header) is
 * read as XLSX, text as CSV; anything else is refused.
 */
export type RosterFileInput = {
  /** The file's bytes, base64. */
  contentBase64: Scalars['String']['input'];
  /** The file's name (1 to 255 characters); the content, not the extension, decides the format. */
  filename: Scalars['String']['input'];
};

export type RosterImportMode =
  /** The file's lines are added after the item's roster. */
  | 'APPEND'
  /** The file's lines replace the item's roster. */
  | 'REPLACE';

/**
 * A roster file read and checked against a product's sizes (L2) without saving anything: the size
 * lines it would give and every issue. `lines` holds only rows without errors.
 */
export type RosterImportPreview = {
  __typename?: 'RosterImportPreview';
  issues: Array<RosterIssue>;
  lines: Array<SizeLine>;
  /** Number of data rows read (blank rows skipped). */
  rowCount: Scalars['Int']['output'];
  /**
   * Every data row of the file in file order, errors or not (issue 19 section 7): the import dialog
   * shows them and lets a bad cell be fixed there.
   */
  rows: Array<RosterRow>;
  /** The product's sizes in catalog order: what a size cell may say (a fixed size is one of them). */
  sizes: Array<Scalars['String']['output']>;
  /** True when no issue has severity ERROR: the file may be imported. */
  valid: Scalars['Boolean']['output'];
};

/** A problem of one row of a roster file (L2), named by the row number a spreadsheet shows. */
export type RosterIssue = {
  __typename?: 'RosterIssue';
  /** `name`, `number`, `size`, `quantity`, or null for the whole row or file. */
  column?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** 1-based row number in the file, the header being row 1. */
  row: Scalars['Int']['output'];
  severity: RosterIssueSeverity;
};

export type RosterIssueSeverity =
  /** The row cannot be imported (unknown size, negative or non-integer quantity, ...). */
  | 'ERROR'
  /** Imported as read but worth a look (a number used twice in one item). */
  | 'WARNING';

/** A data row of a roster file as read: its cells as text, trimmed, control characters left out. */
export type RosterRow = {
  __typename?: 'RosterRow';
  playerName: Scalars['String']['output'];
  playerNumber: Scalars['String']['output'];
  quantity: Scalars['String']['output'];
  /** 1-based row number in the file, the header being row 1 (as `RosterIssue.row`). */
  row: Scalars['Int']['output'];
  size: Scalars['String']['output'];
};

/** A school of the schools list (P4, the original's schools host). */
export type School = {
  __typename?: 'School';
  city?: Maybe<Scalars['String']['output']>;
  code: Scalars['ID']['output'];
  mascot?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

/**
 * A school-queue record (P4): made when a playbook with a new school is published, for the
 * schools list to take in.
 */
export type SchoolQueueRecord = {
  __typename?: 'SchoolQueueRecord';
  city?: Maybe<Scalars['String']['output']>;
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  mascot?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  project?: Maybe<Playbook>;
  state?: Maybe<Scalars['String']['output']>;
  status: QueueStatus;
};

export type SetOrderWebhookPayload = {
  __typename?: 'SetOrderWebhookPayload';
  /** The new signing secret, only when it was created or rotated by this call; store it now. */
  secret?: Maybe<Scalars['String']['output']>;
  settings: OrderWebhookSettings;
};

/**
 * A dealer's showroom (P6): the school or team storefront at `/showrooms/{dealerCode}/`. One per
 * dealer. Visitors read it when published (visibility PUBLISHED); its dealer always.
 */
export type Showroom = Project & {
  __typename?: 'Showroom';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  canEdit: Scalars['Boolean']['output'];
  /** Every catalog of the showroom's template that has products, with the selected flag. */
  catalogs: Array<ShowroomCatalog>;
  /** The three team colours. */
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  /** The customer the showroom is for: its dealer only; null for anyone else. */
  customer?: Maybe<Customer>;
  dealer: ShowroomDealer;
  dealerCode: Scalars['String']['output'];
  defaultLogo?: Maybe<Logo>;
  /** Fonts the customisation box offers (the showroom's fonts, at least one). */
  fonts: Array<Font>;
  id: Scalars['ID']['output'];
  /** SCHOOL or TEAM (the customer type), shown on the home. */
  institution?: Maybe<CustomerType>;
  /** Locked (section 4): status QUOTE or CLOSED; the team-link save is refused (FORBIDDEN). */
  locked: Scalars['Boolean']['output'];
  locker?: Maybe<Locker>;
  lockerCode?: Maybe<Scalars['String']['output']>;
  lockers: Array<Locker>;
  /** The default logo drawn on products, null when none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  look: ShowroomLook;
  mascot?: Maybe<Scalars['String']['output']>;
  openQuoteCount?: Maybe<Scalars['Int']['output']>;
  /** One product by style id, null when the style is in none of the showroom's catalogs. */
  product?: Maybe<ShowroomProduct>;
  /**
   * Products of the selected catalogs (or of `catalogId` alone, selected or not), in catalog then
   * catalog-product order. Errors: BAD_USER_INPUT `catalogId` (not a catalog of the showroom).
   */
  products: Array<ShowroomProduct>;
  rep?: Maybe<Rep>;
  /** Whether the header shows the dealer's email (`ShowroomDealer.email`); false until the dealer turns it on. */
  showDealerEmail: Scalars['Boolean']['output'];
  /** Whether the header shows the dealer's phone (`ShowroomDealer.phone`); false until the dealer turns it on. */
  showDealerPhone: Scalars['Boolean']['output'];
  showPrices: Scalars['Boolean']['output'];
  status: ProjectStatus;
  /** The school or team name shown on the home. */
  teamName: Scalars['String']['output'];
  /** The template whose sports are the showroom's catalogs (FSG or UA); the set-up changes it. */
  template: PlaybookTemplate;
  thumbnail?: Maybe<Snapshot>;
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
  visibility: ProjectVisibility;
};


/**
 * A dealer's showroom (P6): the school or team storefront at `/showrooms/{dealerCode}/`. One per
 * dealer. Visitors read it when published (visibility PUBLISHED); its dealer always.
 */
export type ShowroomProductArgs = {
  styleId: Scalars['ID']['input'];
};


/**
 * A dealer's showroom (P6): the school or team storefront at `/showrooms/{dealerCode}/`. One per
 * dealer. Visitors read it when published (visibility PUBLISHED); its dealer always.
 */
export type ShowroomProductsArgs = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A catalog of a showroom (P6): one sport of the showroom's template with its products (the
 * sport's catalogs 'Uniforms', "Women's Uniforms", 'Fan Gear', 'Coaches' in that order), and
 * whether the showroom shows it (the team link's selection).
 */
export type ShowroomCatalog = {
  __typename?: 'ShowroomCatalog';
  /** The sport id, e.g. `fsg-basketball`. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  selected: Scalars['Boolean']['output'];
};

/**
 * What a visitor sees of the showroom's dealer (P6 dealer header): public fields only. The
 * account's phone and email only where the dealer chose to show them (`Showroom.showDealerPhone`,
 * `showDealerEmail`; issue 16), null otherwise.
 */
export type ShowroomDealer = {
  __typename?: 'ShowroomDealer';
  email?: Maybe<Scalars['String']['output']>;
  /** `#rrggbb`, the header's background; null for the default. */
  headerColor?: Maybe<Scalars['String']['output']>;
  headerMessage?: Maybe<Scalars['String']['output']>;
  logoUrl?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/**
 * The dealer's showroom set-up (P6, dashboard). Errors: BAD_USER_INPUT field `teamName` (empty,
 * over 80), `mascot` (over 40), `colorIds` (exactly three), `customerId`, `logoId`,
 * `look.decorationFillColorId`, `look.decorationOutlineColorId`, `look.font`, `fonts`
 * (unknown key, none), `catalogIds.N` (not a sport of `template`).
 */
export type ShowroomInput = {
  /** Sport ids shown (selected); the template's other sports with products are listed unselected. */
  catalogIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  colorIds: Array<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Font keys the box offers. */
  fonts?: InputMaybe<Array<Scalars['String']['input']>>;
  logoId?: InputMaybe<Scalars['ID']['input']>;
  look?: InputMaybe<ShowroomLookInput>;
  mascot?: InputMaybe<Scalars['String']['input']>;
  /** Published: visitors may open it (visibility PUBLISHED); false: a draft only its dealer sees. */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show the dealer's email in the showroom's header (null keeps the saved choice; off for a new showroom). */
  showDealerEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show the dealer's phone in the showroom's header (null keeps the saved choice; off for a new showroom). */
  showDealerPhone?: InputMaybe<Scalars['Boolean']['input']>;
  teamName: Scalars['String']['input'];
  template?: InputMaybe<PlaybookTemplate>;
};

/**
 * The look the showroom's customisation box sets (P6): applied to every decoration of every
 * product shown (fill, outline and font of texts and numbers).
 */
export type ShowroomLook = {
  __typename?: 'ShowroomLook';
  decorationFill: Color;
  decorationOutline: Color;
  /** Key of a bundled font (see `fonts`), e.g. `full block`. */
  font: Scalars['String']['output'];
};

export type ShowroomLookInput = {
  decorationFillColorId: Scalars['ID']['input'];
  decorationOutlineColorId: Scalars['ID']['input'];
  font: Scalars['String']['input'];
};

/**
 * A product of a showroom catalog (P6), drawn in the showroom's look: team colours, the team name
 * (or mascot) and default logo where its template has such locations, a number where it has one,
 * texts in the look's fill, outline and font.
 */
export type ShowroomProduct = {
  __typename?: 'ShowroomProduct';
  /** The catalog (sport) it is shown under. */
  catalogId: Scalars['ID']['output'];
  /**
   * The configuration it is drawn from (C4), in the showroom's saved look. Always present;
   * nullable only so that it merges with `SnapsheetProduct.configuration` and
   * `PlaybookProduct.configuration` in a selection over `Project` (GraphQL field merging).
   */
  configuration?: Maybe<Configuration>;
  /** The style id (a style appears once per showroom). */
  id: Scalars['ID']['output'];
  /** Customer unit price of the base size in cents (L3), shown like a playbook's. */
  priceCents: Scalars['Int']['output'];
  product: Product;
  snapshot: Snapshot;
};


/**
 * A product of a showroom catalog (P6), drawn in the showroom's look: team colours, the team name
 * (or mascot) and default logo where its template has such locations, a number where it has one,
 * texts in the look's fill, outline and font.
 */
export type ShowroomProductSnapshotArgs = {
  view?: InputMaybe<View>;
};

/** A roster line with its server-computed unit price (L2, L3). */
export type SizeLine = {
  __typename?: 'SizeLine';
  /** Marked to be made without a name or number (see SizeLineInput.blank). */
  blank: Scalars['Boolean']['output'];
  /** unitPriceCents x quantity, cents. */
  lineTotalCents: Scalars['Int']['output'];
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** SKU suffix of the size (section 9), e.g. `06` for L. */
  skuSuffix: Scalars['String']['output'];
  /** Product price for this size + decorations price, cents (L3; the customiser's `configurationPrice` for the same configuration, size and item quantity). */
  unitPriceCents: Scalars['Int']['output'];
};

/**
 * One roster line: a size, a quantity and optionally the player (L2).
 * Errors: BAD_USER_INPUT field `sizeLines.N.size` (not a size of the product) or
 * `sizeLines.N.quantity` (negative or over 10000).
 */
export type SizeLineInput = {
  /**
   * The dealer's mark: this line is made without a player name or number (a spare, a coach's
   * shirt), so a design that prints them does not ask this line for them (requestQuote,
   * convertQuoteToOrder). Absent or false: not marked.
   */
  blank?: InputMaybe<Scalars['Boolean']['input']>;
  playerName?: InputMaybe<Scalars['String']['input']>;
  playerNumber?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  size: Scalars['String']['input'];
};

/** A snapsheet: pages of three products with prices, colours and logos (P5). */
export type Snapsheet = Project & {
  __typename?: 'Snapsheet';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the caller may change the project: its dealer, or a passcode session of it (A4). */
  canEdit: Scalars['Boolean']['output'];
  /** The collection the snapsheet is filed under, null when none. */
  collection?: Maybe<SnapsheetCollection>;
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  /** The project's customer: its dealer only (not a passcode session); null for anyone else. */
  customer?: Maybe<Customer>;
  dealer: ShowroomDealer;
  dealerCode: Scalars['String']['output'];
  defaultLogo?: Maybe<Logo>;
  /** The colour featured with `setSnapsheetFeaturedColor`, null when none. */
  featuredColor?: Maybe<Color>;
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  /** A static template anyone may start from (`/snapsheets-templates`). */
  isStaticTemplate: Scalars['Boolean']['output'];
  /**
   * Locked (section 4): a static template, or status QUOTE, CLOSED (or OMG). A locked snapsheet
   * refuses product and settings changes with FORBIDDEN; only its dealer may unlock a QUOTE one
   * (`updateSnapsheetSettings` status OPEN).
   */
  locked: Scalars['Boolean']['output'];
  locker?: Maybe<Locker>;
  lockerCode?: Maybe<Scalars['String']['output']>;
  lockers: Array<Locker>;
  openQuoteCount?: Maybe<Scalars['Int']['output']>;
  pages: Array<SnapsheetPage>;
  products: Array<SnapsheetProduct>;
  rep?: Maybe<Rep>;
  showPrices: Scalars['Boolean']['output'];
  status: ProjectStatus;
  teamName: Scalars['String']['output'];
  thumbnail?: Maybe<Snapshot>;
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
  visibility: ProjectVisibility;
};

/**
 * A snapsheet collection (P5; original GET api/v2/snapsheets/collections): catalog data a dealer
 * files snapsheets under.
 */
export type SnapsheetCollection = {
  __typename?: 'SnapsheetCollection';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A page of a snapsheet: up to 3 products (P5). */
export type SnapsheetPage = {
  __typename?: 'SnapsheetPage';
  /**
   * Empty product slots drawn after the products (P5, section 4): 1 on the last page for a caller
   * who may edit an unlocked snapsheet (the dealer's "add here" slot; a new page when the last
   * page is full), 0 otherwise. A trailing empty page is never returned to anyone else.
   */
  emptySlots: Scalars['Int']['output'];
  /** 1-based page number. */
  number: Scalars['Int']['output'];
  products: Array<SnapsheetProduct>;
};

/** A product placed on a snapsheet, with its customer prices. */
export type SnapsheetProduct = {
  __typename?: 'SnapsheetProduct';
  /**
   * The configuration the product is drawn from (C4): the team's look the gateway composed (team
   * colours, team name, default logo, number '00' where its template has those locations), or
   * the dealer's own when `customized`. Null only for a product stored before it was drawn.
   */
  configuration?: Maybe<Configuration>;
  customPriceCents?: Maybe<Scalars['Int']['output']>;
  /**
   * True once the dealer gave the product a configuration of its own (customised in the player,
   * or added with one); false while it is drawn in the team's look.
   */
  customized: Scalars['Boolean']['output'];
  /** Dealer price of the base size in cents (L3); null unless the caller is the snapsheet's own signed-in dealer (A5). */
  dealerPriceCents?: Maybe<Scalars['Int']['output']>;
  design?: Maybe<Design>;
  id: Scalars['ID']['output'];
  /** 1-based order on the snapsheet. */
  order: Scalars['Int']['output'];
  /**
   * Customer price of one garment of the base size in cents (L3): of the saved configuration
   * with its decorations (quantity 1) when one is shown, else of the style with its variant and
   * design. The snapsheet's custom price of the style applies (its first product of that style
   * with a custom price). The same computation as `configurationPrice` and the locker.
   */
  priceCents: Scalars['Int']['output'];
  product: Product;
  /** The front snapshot of the product as configured with the snapsheet's colours (C5). */
  snapshot: Snapshot;
  variant?: Maybe<Variant>;
};


/** A product placed on a snapsheet, with its customer prices. */
export type SnapsheetProductSnapshotArgs = {
  view?: InputMaybe<View>;
};

/**
 * Add a catalog style to a snapsheet (P5). The price is the dealer's custom price when given.
 * Errors: BAD_USER_INPUT field `styleId`, `variantId`, `designId` or `customPriceCents`.
 */
export type SnapsheetProductInput = {
  /** Saved configuration to show for this product (C4). */
  configurationShortId?: InputMaybe<Scalars['ID']['input']>;
  /** Dealer's custom customer price in cents (L3). */
  customPriceCents?: InputMaybe<Scalars['Int']['input']>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  styleId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Snapsheet settings (P5, original PUT api/snapsheets/{id}). Omitted fields are kept. New team
 * colours, team name or logo redraw every product: one in the team's look is drawn again, a
 * customised one keeps its decorations in the new colours (its team text and logo following).
 * Errors: BAD_USER_INPUT field `title` (blank, over 120), `teamName` (blank, over 80), `colorIds`
 * (exactly three), `status` (not a snapsheet status: OPEN, LOCKER, QUOTE, COMPLETE, CLOSED),
 * `logoId` (not the dealer's; for a passcode session, not one of the snapsheet's logos).
 */
export type SnapsheetSettingsInput = {
  colorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One of the dealer's logos: the default logo drawn on the products (it joins the snapsheet's logos). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** The snapsheet's rep (D4): one of the dealer's reps or the house rep; null clears it. Dealer only. */
  repId?: InputMaybe<Scalars['ID']['input']>;
  showPrices?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<ProjectStatus>;
  teamName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A rendered picture of a configuration from one view (C5): a PNG, 470x588 px by default. */
export type Snapshot = {
  __typename?: 'Snapshot';
  height: Scalars['Int']['output'];
  status: SnapshotStatus;
  /** Path on the gateway (`/files/...`) once READY; null while PENDING. */
  url?: Maybe<Scalars['String']['output']>;
  view: View;
  width: Scalars['Int']['output'];
};

export type SnapshotStatus =
  | 'FAILED'
  | 'PENDING'
  | 'READY';

/** A sport of a playbook template (P3). */
export type Sport = {
  __typename?: 'Sport';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  template: PlaybookTemplate;
};

/** A team-travel-queue record (P4): made when a playbook without a school code is published. */
export type TeamTravelQueueRecord = {
  __typename?: 'TeamTravelQueueRecord';
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The team name. */
  name: Scalars['String']['output'];
  project?: Maybe<Playbook>;
  rep?: Maybe<Rep>;
  /** The playbook's sport names in order. */
  sports: Array<Scalars['String']['output']>;
  status: QueueStatus;
};

/**
 * Edit a logo's name and types (D6, edit step). Errors: BAD_USER_INPUT `name` or `types`;
 * NOT_FOUND for another dealer's logo.
 */
export type UpdateLogoInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * Changes a product already on a snapsheet (P5, original PUT api/snapsheetproducts/{id}). Omitted
 * fields are kept; `variantId: ""` or `designId: ""` clears it. `clearCustomPrice: true` removes the
 * custom price. A new variant or design redraws the product in the team's look unless a
 * configuration is given (a customised product keeps its decorations and colours with them). A
 * configuration (of the product's style) marks the product customised and brings its variant and
 * design. Errors: BAD_USER_INPUT field `variantId`, `designId`, `customPriceCents`,
 * `configurationShortId`.
 */
export type UpdateSnapsheetProductInput = {
  clearCustomPrice?: InputMaybe<Scalars['Boolean']['input']>;
  /** A saved configuration of the product's style to show (C4), e.g. after customising it. */
  configurationShortId?: InputMaybe<Scalars['ID']['input']>;
  customPriceCents?: InputMaybe<Scalars['Int']['input']>;
  designId?: InputMaybe<Scalars['ID']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Upload of a logo (D6). The bytes go first to `POST /uploads` (multipart/form-data, one file, the
 * same bearer token; answers `{ uploadId, byteSize }`, or 413 'Logo max size exceeded' over 5 MB),
 * then this input names them by `uploadId`; small files may instead be sent inline as base64
 * `content` (the whole GraphQL request is limited to 1 MB). Exactly one of the two.
 * The content decides the type, never the file name: a PNG named .svg is stored as a PNG; an SVG
 * is sanitised (no scripts, handlers or external references). The crop of the upload modal is
 * applied in the browser (canvas) before upload, so the bytes sent are the cropped image.
 * Errors: BAD_USER_INPUT field `content` ('Logo max size exceeded' over 5 MB, or not a PNG, JPEG
 * or SVG image), `uploadId` (unknown, another dealer's or older than an hour), `filename`,
 * `types`, `customerId`.
 */
export type UploadLogoInput = {
  /** The file's bytes, base64 (optionally a data: URL); for small files instead of `uploadId`. */
  content?: InputMaybe<Scalars['String']['input']>;
  crop?: InputMaybe<LogoCropInput>;
  /** Attach the logo to this customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  filename: Scalars['String']['input'];
  /** Display name (default: the file name). */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * The crop step (D6): the picked image before the browser cut it, staged by `POST /uploads`, kept
   * for Edit crop; with `crop`. Errors: BAD_USER_INPUT `originalUploadId` (unknown, expired, not an
   * image), `crop` (an original without a crop).
   */
  originalUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** Logo types (at most 5, each at most 40 characters). */
  types?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An upload id from `POST /uploads`. */
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

/** A stock colour variant of a product. */
export type Variant = {
  __typename?: 'Variant';
  color: Color;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The four named camera views of the 3D player and of snapshots (C1, C5). */
export type View =
  | 'BACK'
  | 'FRONT'
  | 'LEFT'
  | 'RIGHT';

export type ViewerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ViewerQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string }>, pages: Array<{ __typename?: 'PlaybookPage', number: number, title: string }> } | null };

export type EditorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EditorQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, order: number }>, pages: Array<{ __typename?: 'PlaybookPage', number: number, products: Array<{ __typename?: 'PlaybookProduct', id: string }> }> } | null };

export type CreateProjectDataQueryVariables = Exact<{
  playbook: Scalars['Boolean']['input'];
}>;


export type CreateProjectDataQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, reps: Array<{ __typename?: 'Rep', id: string, name: string }>, logo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null } | null, customers: { __typename?: 'CustomerConnection', nodes: Array<{ __typename?: 'Customer', id: string, name: string, colors: Array<{ __typename?: 'Color', id: string }>, rep?: { __typename?: 'Rep', id: string, name: string } | null, logos: Array<{ __typename?: 'Logo', id: string, url: string, filename: string, types: Array<string> }> }> }, colors?: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, snapsheetColors?: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, snapsheetTemplates?: Array<{ __typename?: 'Snapsheet', id: string, title: string, products: Array<{ __typename?: 'SnapsheetProduct', id: string }> }>, fsgSports?: Array<{ __typename?: 'Sport', id: string, name: string }>, uaSports?: Array<{ __typename?: 'Sport', id: string, name: string }> };

export type CreateSnapsheetMutationVariables = Exact<{
  input: CreateSnapsheetInput;
}>;


export type CreateSnapsheetMutation = { __typename?: 'Mutation', createSnapsheet: { __typename?: 'Snapsheet', id: string, dealerCode: string } };

export type CreatePlaybookMutationVariables = Exact<{
  input: CreatePlaybookInput;
}>;


export type CreatePlaybookMutation = { __typename?: 'Mutation', createPlaybook: { __typename?: 'Playbook', id: string, dealerCode: string } };

export type CustomerDialogDataQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDialogDataQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, reps: Array<{ __typename?: 'Rep', id: string, name: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }> };

export type SaveCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;


export type SaveCustomerMutation = { __typename?: 'Mutation', saveCustomer: { __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> } };

export type CustomerRow_CustomerFragment = { __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> };

export type UploadLogoMutationVariables = Exact<{
  input: UploadLogoInput;
}>;


export type UploadLogoMutation = { __typename?: 'Mutation', uploadLogo: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } };

export type UploadProjectLogoMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
  input: UploadLogoInput;
}>;


export type UploadProjectLogoMutation = { __typename?: 'Mutation', uploadProjectLogo: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } };

export type GraphicsLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type GraphicsLibraryQuery = { __typename?: 'Query', graphicsAttribution: string, graphics: Array<{ __typename?: 'Graphic', key: string, name: string, category: GraphicCategory }> };

export type CustomizerPriceQueryVariables = Exact<{
  input: ConfigurationPriceInput;
}>;


export type CustomizerPriceQuery = { __typename?: 'Query', configurationPrice: { __typename?: 'ConfigurationPrice', styleId: string, size: string, sizePriceCents: number, decorationPricesCents: Array<number>, unitPriceCents: number, msrpCents?: number | null } };

export type ProductCustomizer_ConfigurationFragment = { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null, graphic?: { __typename?: 'Graphic', key: string } | null }> };

export type SavedConfigurationQueryVariables = Exact<{
  shortId: Scalars['ID']['input'];
}>;


export type SavedConfigurationQuery = { __typename?: 'Query', configuration?: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null, graphic?: { __typename?: 'Graphic', key: string } | null }> } | null };

export type SaveConfigurationMutationVariables = Exact<{
  input: ConfigurationInput;
}>;


export type SaveConfigurationMutation = { __typename?: 'Mutation', saveConfiguration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null, graphic?: { __typename?: 'Graphic', key: string } | null }> } };

export type SaveLockerItemDesignMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  configurationShortId: Scalars['ID']['input'];
}>;


export type SaveLockerItemDesignMutation = { __typename?: 'Mutation', updateLockerItemDesign: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string, configuration: { __typename?: 'Configuration', shortId: string } }> } };

export type SaveCatalogProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  configurationShortId: Scalars['ID']['input'];
}>;


export type SaveCatalogProductMutation = { __typename?: 'Mutation', updateCatalogProduct: { __typename?: 'Playbook', id: string, pages: Array<{ __typename?: 'PlaybookPage', number: number, products: Array<{ __typename?: 'PlaybookProduct', id: string, customized: boolean, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }> } };

export type SaveSnapsheetProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  configurationShortId: Scalars['ID']['input'];
}>;


export type SaveSnapsheetProductMutation = { __typename?: 'Mutation', updateSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type UpdateCompanyInfoMutationVariables = Exact<{
  input: CompanyInfoInput;
}>;


export type UpdateCompanyInfoMutation = { __typename?: 'Mutation', updateCompanyInfo: { __typename?: 'Dealer', id: string, name?: string | null, email?: string | null, phone?: string | null } };

export type EnterDashboardMutationVariables = Exact<{
  input: DashboardEntryInput;
}>;


export type EnterDashboardMutation = { __typename?: 'Mutation', enterDashboard: { __typename?: 'DealerSession', apiToken: string, expiresAt: string, dealer: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null } } };

export type DashboardMeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMeQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, passcodeChangeRequired: boolean } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type PasscodeAccessMutationVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
  passcode: Scalars['String']['input'];
}>;


export type PasscodeAccessMutation = { __typename?: 'Mutation', passcodeAccess: { __typename?: 'DealerSession', apiToken: string, expiresAt: string, projectId?: string | null, dealer: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null } } };

export type SetLockerItemAliasMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  alias?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetLockerItemAliasMutation = { __typename?: 'Mutation', updateLockerItem: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null }> } };

export type LockerItemCard_ItemFragment = { __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } };

export type LockerPreviewQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type LockerPreviewQuery = { __typename?: 'Query', locker?: { __typename?: 'Locker', code: string, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string }, configuration: { __typename?: 'Configuration', shortId: string, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } }> } | null };

export type LockerView_LockerFragment = { __typename?: 'Locker', code: string, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> };

export type OpenLockerMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type OpenLockerMutation = { __typename?: 'Mutation', openLocker: { __typename?: 'Locker', code: string } };

export type ProjectLockers_LockerFragment = { __typename?: 'Locker', code: string, quantity: number, totalCents: number, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> };

export type LogoCropDialog_LogoFragment = { __typename?: 'Logo', id: string, name: string, filename: string, url: string, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null };

export type CropLogoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CropLogoInput;
}>;


export type CropLogoMutation = { __typename?: 'Mutation', cropLogo: { __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string>, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null } };

export type LogoThumb_LogoFragment = { __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> };

export type LogoUploadDialogLogoMutationVariables = Exact<{
  input: UploadLogoInput;
}>;


export type LogoUploadDialogLogoMutation = { __typename?: 'Mutation', uploadLogo: { __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> } };

export type LogoUploadDialogFileMutationVariables = Exact<{
  input: UploadLogoInput;
}>;


export type LogoUploadDialogFileMutation = { __typename?: 'Mutation', uploadFile: { __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> } };

export type ProjectLogosLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectLogosLibraryQuery = { __typename?: 'Query', logos: Array<{ __typename?: 'Logo', customerId?: string | null, id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> };

export type ProjectLogosQueryVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
}>;


export type ProjectLogosQuery = { __typename?: 'Query', projectLogos: { __typename?: 'ProjectLogos', projectType: ProjectType, projectId: string, clearedDecorations: number, defaultLogo?: { __typename?: 'Logo', id: string } | null, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string>, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null }>, visitorLogos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> } };

export type ProjectLogos_ResultFragment = { __typename?: 'ProjectLogos', projectType: ProjectType, projectId: string, clearedDecorations: number, defaultLogo?: { __typename?: 'Logo', id: string } | null, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string>, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null }>, visitorLogos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> };

export type AddProjectLogoMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
  logoId: Scalars['ID']['input'];
  replaceLogoId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AddProjectLogoMutation = { __typename?: 'Mutation', addProjectLogo: { __typename?: 'ProjectLogos', projectType: ProjectType, projectId: string, clearedDecorations: number, defaultLogo?: { __typename?: 'Logo', id: string } | null, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string>, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null }>, visitorLogos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> } };

export type RemoveProjectLogoMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
  logoId: Scalars['ID']['input'];
}>;


export type RemoveProjectLogoMutation = { __typename?: 'Mutation', removeProjectLogo: { __typename?: 'ProjectLogos', projectType: ProjectType, projectId: string, clearedDecorations: number, defaultLogo?: { __typename?: 'Logo', id: string } | null, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string>, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null }>, visitorLogos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> } };

export type SetDefaultLogoMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
  logoId: Scalars['ID']['input'];
}>;


export type SetDefaultLogoMutation = { __typename?: 'Mutation', setDefaultLogo: { __typename?: 'ProjectLogos', projectType: ProjectType, projectId: string, clearedDecorations: number, defaultLogo?: { __typename?: 'Logo', id: string } | null, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string>, originalUrl?: string | null, crop?: { __typename?: 'LogoCrop', x: number, y: number, width: number, height: number, zoom: number, aspect: string } | null }>, visitorLogos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> } };

export type SetLogoTypeMutationVariables = Exact<{
  logoId: Scalars['ID']['input'];
  types: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type SetLogoTypeMutation = { __typename?: 'Mutation', setLogoType: { __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> } };

export type AddCatalogProductMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  input: AddCatalogProductInput;
}>;


export type AddCatalogProductMutation = { __typename?: 'Mutation', addCatalogProduct: { __typename?: 'Playbook', id: string } };

export type PlaybookBulkEditQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
}>;


export type PlaybookBulkEditQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, title: string, teamName: string, showPrices: boolean, showCoverAndIndex: boolean, schoolCode?: string | null, rep?: { __typename?: 'Rep', id: string, name: string } | null, newSchool?: { __typename?: 'NewSchool', name: string, mascot?: string | null, city?: string | null, state?: string | null } | null, colors: Array<{ __typename?: 'Color', id: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, projectLogos: { __typename?: 'ProjectLogos', projectId: string, logos: Array<{ __typename?: 'Logo', id: string, url: string, filename: string }> } };

export type PlaybookBulkEditLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaybookBulkEditLibraryQuery = { __typename?: 'Query', logos: Array<{ __typename?: 'Logo', id: string, url: string, filename: string }>, me?: { __typename?: 'Dealer', id: string, reps: Array<{ __typename?: 'Rep', id: string, name: string }> } | null };

export type PlaybookSchoolsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlaybookSchoolsQuery = { __typename?: 'Query', schools: Array<{ __typename?: 'School', code: string, name: string, mascot?: string | null, city?: string | null, state?: string | null }> };

export type UpdatePlaybookMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  input: PlaybookInput;
}>;


export type UpdatePlaybookMutation = { __typename?: 'Mutation', updatePlaybook: { __typename?: 'Playbook', id: string, title: string, teamName: string, showPrices: boolean, showCoverAndIndex: boolean, schoolCode?: string | null, newSchool?: { __typename?: 'NewSchool', name: string, mascot?: string | null, city?: string | null, state?: string | null } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null } };

export type CatalogProductActions_ProductFragment = { __typename?: 'PlaybookProduct', id: string, name: string, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, name: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null };

export type CatalogProductActions_NameFragment = { __typename?: 'PlaybookProduct', id: string, name: string };

export type CatalogProductActionsQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type CatalogProductActionsQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, pages: Array<{ __typename?: 'PlaybookPage', number: number, kind: PlaybookPageKind, title: string, catalog?: { __typename?: 'PlaybookCatalog', id: string, name: string } | null, products: Array<{ __typename?: 'PlaybookProduct', id: string, name: string, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, name: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null }> }> } | null };

export type UpdateCatalogProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CatalogProductInput;
}>;


export type UpdateCatalogProductMutation = { __typename?: 'Mutation', updateCatalogProduct: { __typename?: 'Playbook', id: string } };

export type RemoveCatalogProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveCatalogProductMutation = { __typename?: 'Mutation', removeCatalogProduct: { __typename?: 'Playbook', id: string } };

export type MoveCatalogProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: MoveCatalogProductInput;
}>;


export type MoveCatalogProductMutation = { __typename?: 'Mutation', moveCatalogProduct: { __typename?: 'Playbook', id: string } };

export type PlaybookEditPanel_SportFragment = { __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> };

export type PlaybookEditPanelQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type PlaybookEditPanelQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, template: PlaybookTemplate, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> }> } | null, fsgSports: Array<{ __typename?: 'Sport', id: string, name: string }>, uaSports: Array<{ __typename?: 'Sport', id: string, name: string }> };

export type ReorderPlaybookSportsMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  sportIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderPlaybookSportsMutation = { __typename?: 'Mutation', reorderPlaybookSports: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> }> } };

export type ReorderPlaybookCatalogsMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
  catalogIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderPlaybookCatalogsMutation = { __typename?: 'Mutation', reorderPlaybookCatalogs: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> }> } };

export type RenamePlaybookSportMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenamePlaybookSportMutation = { __typename?: 'Mutation', renamePlaybookSport: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> }> } };

export type AddPlaybookSportMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
}>;


export type AddPlaybookSportMutation = { __typename?: 'Mutation', addPlaybookSport: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> }> } };

export type RemovePlaybookSportMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  sportId: Scalars['ID']['input'];
}>;


export type RemovePlaybookSportMutation = { __typename?: 'Mutation', removePlaybookSport: { __typename?: 'Playbook', id: string, sports: Array<{ __typename?: 'PlaybookSport', id: string, name: string, order: number, catalogs: Array<{ __typename?: 'PlaybookCatalog', id: string, name: string, order: number, pageCount: number }> }> } };

export type PlaybookBook_PlaybookFragment = { __typename?: 'Playbook', id: string, title: string, teamName: string, template: PlaybookTemplate, dealerCode: string, showPrices: boolean, pages: Array<{ __typename?: 'PlaybookPage', number: number, kind: PlaybookPageKind, title: string, catalogPageIndex?: number | null, gender?: Gender | null, sport?: { __typename?: 'PlaybookSport', id: string, name: string } | null, catalog?: { __typename?: 'PlaybookCatalog', id: string, name: string } | null, products: Array<{ __typename?: 'PlaybookProduct', id: string, name: string, priceCents: number, customized: boolean, catalogPageOrder: number, product: { __typename?: 'Product', styleId: string, name: string, productType: ProductType }, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null } };

export type PlaybookFilters_PlaybookFragment = { __typename?: 'Playbook', id: string, genderFilter: Array<Gender>, productTypeFilter: Array<ProductType> };

export type SetPlaybookFiltersMutationVariables = Exact<{
  playbookId: Scalars['ID']['input'];
  input: PlaybookFiltersInput;
}>;


export type SetPlaybookFiltersMutation = { __typename?: 'Mutation', setPlaybookFilters: { __typename?: 'Playbook', id: string, genderFilter: Array<Gender>, productTypeFilter: Array<ProductType> } };

export type PlaybookPage_PlaybookFragment = { __typename?: 'Playbook', id: string, title: string, teamName: string, template: PlaybookTemplate, dealerCode: string, showPrices: boolean, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null } };

export type PlaybookPage_PageFragment = { __typename?: 'PlaybookPage', number: number, kind: PlaybookPageKind, title: string, catalogPageIndex?: number | null, gender?: Gender | null, sport?: { __typename?: 'PlaybookSport', id: string, name: string } | null, catalog?: { __typename?: 'PlaybookCatalog', id: string, name: string } | null, products: Array<{ __typename?: 'PlaybookProduct', id: string, name: string, priceCents: number, customized: boolean, catalogPageOrder: number, product: { __typename?: 'Product', styleId: string, name: string, productType: ProductType }, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> };

export type PlaybookProductsPage_ProductFragment = { __typename?: 'PlaybookProduct', id: string, name: string, priceCents: number, customized: boolean, catalogPageOrder: number, product: { __typename?: 'Product', styleId: string, name: string, productType: ProductType }, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } };

export type Player_GarmentFragment = { __typename?: 'Garment', id: string, name: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }>, locations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, methods: Array<string>, panel: string, x: number, y: number, width: number, height: number }> };

export type ExportPdfJobFragment = { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null, filename?: string | null };

export type ExportProjectPdfMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
}>;


export type ExportProjectPdfMutation = { __typename?: 'Mutation', exportProjectPdf: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null, filename?: string | null } };

export type ExportQuotePdfMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExportQuotePdfMutation = { __typename?: 'Mutation', exportQuotePdf: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null, filename?: string | null } };

export type RequestSharedProjectPdfMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
}>;


export type RequestSharedProjectPdfMutation = { __typename?: 'Mutation', requestSharedProjectPdf: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null, filename?: string | null } };

export type SharedProjectPdfQueryVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
}>;


export type SharedProjectPdfQuery = { __typename?: 'Query', sharedProjectPdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null, filename?: string | null } | null };

export type RenderJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RenderJobQuery = { __typename?: 'Query', renderJob?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null, filename?: string | null } | null };

export type ProductOptionsQueryVariables = Exact<{
  styleId: Scalars['ID']['input'];
}>;


export type ProductOptionsQuery = { __typename?: 'Query', product?: { __typename?: 'Product', styleId: string, variants: Array<{ __typename?: 'Variant', id: string, name: string, color: { __typename?: 'Color', id: string, hex: string } }>, designs: Array<{ __typename?: 'Design', id: string, code: string, name: string }> } | null };

export type ProjectProductPickerQueryVariables = Exact<{
  filter: ProductFilter;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProjectProductPickerQuery = { __typename?: 'Query', products: { __typename?: 'ProductConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, facets: { __typename?: 'ProductFacets', sports: Array<{ __typename?: 'ProductFacetValue', value: string, label: string, count: number }>, categories: Array<{ __typename?: 'ProductFacetValue', value: string, label: string, count: number }>, brands: Array<{ __typename?: 'ProductFacetValue', value: string, label: string, count: number }> }, nodes: Array<{ __typename?: 'Product', styleId: string, name: string, brandName: string, productType: ProductType, category: ProductCategory, baseMsrpCents?: number | null, garment: { __typename?: 'Garment', id: string }, designs: Array<{ __typename?: 'Design', code: string }> }> } };

type ProjectHeader_Project_Playbook_Fragment = { __typename?: 'Playbook', id: string, title: string, teamName: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null };

type ProjectHeader_Project_Showroom_Fragment = { __typename?: 'Showroom', id: string, title: string, teamName: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null };

type ProjectHeader_Project_Snapsheet_Fragment = { __typename?: 'Snapsheet', id: string, title: string, teamName: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null };

export type ProjectHeader_ProjectFragment =
  | ProjectHeader_Project_Playbook_Fragment
  | ProjectHeader_Project_Showroom_Fragment
  | ProjectHeader_Project_Snapsheet_Fragment
;

export type PublishProjectMutationVariables = Exact<{
  projectType: ProjectType;
  projectId: Scalars['ID']['input'];
}>;


export type PublishProjectMutation = { __typename?: 'Mutation', publishProject:
    | { __typename?: 'Playbook', id: string, status: ProjectStatus, visibility: ProjectVisibility, updatedAt: string }
    | { __typename?: 'Showroom', id: string, status: ProjectStatus, visibility: ProjectVisibility, updatedAt: string }
    | { __typename?: 'Snapsheet', id: string, status: ProjectStatus, visibility: ProjectVisibility, updatedAt: string }
   };

export type ProjectsList_SnapsheetFragment = { __typename?: 'Snapsheet', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null };

export type ProjectsList_PlaybookFragment = { __typename?: 'Playbook', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null };

export type ProjectsListQueryVariables = Exact<{
  type: ProjectType;
  status?: InputMaybe<ProjectStatus>;
  hasOpenQuote?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProjectsListQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<
      | { __typename?: 'Playbook', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
      | { __typename?: 'Showroom' }
      | { __typename?: 'Snapsheet', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
    > } };

export type DuplicateProjectMutationVariables = Exact<{
  type: ProjectType;
  id: Scalars['ID']['input'];
}>;


export type DuplicateProjectMutation = { __typename?: 'Mutation', duplicateProject:
    | { __typename?: 'Playbook', id: string, title: string, type: ProjectType, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
    | { __typename?: 'Showroom', id: string, title: string }
    | { __typename?: 'Snapsheet', id: string, title: string, type: ProjectType, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
   };

export type ArchiveProjectMutationVariables = Exact<{
  type: ProjectType;
  id: Scalars['ID']['input'];
}>;


export type ArchiveProjectMutation = { __typename?: 'Mutation', archiveProject:
    | { __typename?: 'Playbook', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
    | { __typename?: 'Showroom' }
    | { __typename?: 'Snapsheet', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
   };

export type RestoreProjectMutationVariables = Exact<{
  type: ProjectType;
  id: Scalars['ID']['input'];
}>;


export type RestoreProjectMutation = { __typename?: 'Mutation', restoreProject:
    | { __typename?: 'Playbook', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
    | { __typename?: 'Showroom' }
    | { __typename?: 'Snapsheet', id: string, type: ProjectType, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, dealerCode: string, updatedAt: string, archivedAt?: string | null, openQuoteCount?: number | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, customer?: { __typename?: 'Customer', id: string, name: string } | null, thumbnail?: { __typename?: 'Snapshot', url?: string | null, status: SnapshotStatus } | null }
   };

export type ApproveProofMutationVariables = Exact<{
  token: Scalars['String']['input'];
  proofId: Scalars['ID']['input'];
  approverName: Scalars['String']['input'];
  agreed: Scalars['Boolean']['input'];
}>;


export type ApproveProofMutation = { __typename?: 'Mutation', approveProof: { __typename?: 'Proof', id: string, version: number, status: ProofStatus, statusMessage: string, sentAt: string, decidedAt?: string | null, approverName?: string | null, comment?: string | null, quantity: number, productionDays: number, sizeLines: Array<{ __typename?: 'ProofSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null }>, configuration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string, name: string, brand: string, garment: { __typename?: 'Garment', id: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }> } }, design?: { __typename?: 'Design', code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, font: string, textHeight: number, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline1Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline2Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, logo?: { __typename?: 'Logo', name: string } | null, graphic?: { __typename?: 'Graphic', name: string } | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, left: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, right: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } } };

export type RequestProofChangesMutationVariables = Exact<{
  token: Scalars['String']['input'];
  proofId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
}>;


export type RequestProofChangesMutation = { __typename?: 'Mutation', requestProofChanges: { __typename?: 'Proof', id: string, version: number, status: ProofStatus, statusMessage: string, sentAt: string, decidedAt?: string | null, approverName?: string | null, comment?: string | null, quantity: number, productionDays: number, sizeLines: Array<{ __typename?: 'ProofSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null }>, configuration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string, name: string, brand: string, garment: { __typename?: 'Garment', id: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }> } }, design?: { __typename?: 'Design', code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, font: string, textHeight: number, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline1Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline2Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, logo?: { __typename?: 'Logo', name: string } | null, graphic?: { __typename?: 'Graphic', name: string } | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, left: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, right: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } } };

export type ProofSheet_ProofFragment = { __typename?: 'Proof', id: string, version: number, status: ProofStatus, statusMessage: string, sentAt: string, decidedAt?: string | null, approverName?: string | null, comment?: string | null, quantity: number, productionDays: number, sizeLines: Array<{ __typename?: 'ProofSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null }>, configuration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string, name: string, brand: string, garment: { __typename?: 'Garment', id: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }> } }, design?: { __typename?: 'Design', code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, font: string, textHeight: number, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline1Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline2Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, logo?: { __typename?: 'Logo', name: string } | null, graphic?: { __typename?: 'Graphic', name: string } | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, left: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, right: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } };

export type OrderDetails_OrderFragment = { __typename?: 'Order', id: string, shipTo?: string | null, neededBy?: string | null, paymentStatus: OrderPaymentStatus, depositStatus: OrderDepositStatus, productionStatus: OrderProductionStatus };

export type UpdateOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: OrderDetailsInput;
}>;


export type UpdateOrderMutation = { __typename?: 'Mutation', updateOrder: { __typename?: 'Order', id: string, shipTo?: string | null, neededBy?: string | null, paymentStatus: OrderPaymentStatus, depositStatus: OrderDepositStatus, productionStatus: OrderProductionStatus } };

export type QuoteItemRosterQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type QuoteItemRosterQuery = { __typename?: 'Query', locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null };

export type QuoteItems_QuoteFragment = { __typename?: 'Quote', totalCents: number, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number }> }> };

export type QuoteProofs_QuoteFragment = { __typename?: 'Quote', id: string, status: QuoteStatus, emailsDelivered: boolean, contact: { __typename?: 'QuoteContact', email: string }, project?: { __typename?: 'QuoteProject', id: string, type: ProjectType, dealerCode: string, title: string } | null, proofs: Array<{ __typename?: 'QuoteItemProof', lockerItemId: string, productName: string, status: ProofStatus, statusMessage: string, styleId: string, configurationShortId: string, latest?: { __typename?: 'Proof', id: string, version: number, sentAt: string, approverName?: string | null, comment?: string | null, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null } | null }> };

export type SendProofsMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type SendProofsMutation = { __typename?: 'Mutation', sendProofs: { __typename?: 'ProofDelivery', url: string, expiresAt: string, emailed: boolean, proofs: Array<{ __typename?: 'Proof', id: string, version: number }> } };

export type QuoteTerms_QuoteFragment = { __typename?: 'Quote', id: string, status: QuoteStatus, sentAt?: string | null, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, productName: string, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, unitPriceCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null };

export type UpdateQuotePricingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: QuotePricingInput;
}>;


export type UpdateQuotePricingMutation = { __typename?: 'Mutation', updateQuotePricing: { __typename?: 'Quote', id: string, status: QuoteStatus, sentAt?: string | null, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, productName: string, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, unitPriceCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null } };

export type SendQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendQuoteMutation = { __typename?: 'Mutation', sendQuote: { __typename?: 'QuoteSending', url: string, emailed: boolean, quote: { __typename?: 'Quote', id: string, sentAt?: string | null } } };

export type QuoteTotals_TotalsFragment = { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number };

export type QuoteTotals_PricingFragment = { __typename?: 'QuotePricing', taxRateBasisPoints: number, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null };

export type RequestQuoteMutationVariables = Exact<{
  lockerCode: Scalars['String']['input'];
  contact: QuoteContactInput;
}>;


export type RequestQuoteMutation = { __typename?: 'Mutation', requestQuote: { __typename?: 'Quote', id: string, totalCents: number, emailsDelivered: boolean, contact: { __typename?: 'QuoteContact', email: string } } };

export type SaveRepMutationVariables = Exact<{
  input: RepInput;
}>;


export type SaveRepMutation = { __typename?: 'Mutation', saveRep: { __typename?: 'Rep', id: string, name: string, email?: string | null, phone?: string | null, fromProject: boolean } };

export type RepRow_RepFragment = { __typename?: 'Rep', id: string, name: string, email?: string | null, phone?: string | null, fromProject: boolean };

export type PreviewRosterImportQueryVariables = Exact<{
  styleId: Scalars['ID']['input'];
  file: RosterFileInput;
}>;


export type PreviewRosterImportQuery = { __typename?: 'Query', previewRosterImport: { __typename?: 'RosterImportPreview', rowCount: number, valid: boolean, sizes: Array<string>, rows: Array<{ __typename?: 'RosterRow', row: number, playerName: string, playerNumber: string, size: string, quantity: string }>, lines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null }>, issues: Array<{ __typename?: 'RosterIssue', row: number, column?: string | null, severity: RosterIssueSeverity, message: string }> } };

export type ImportRosterMutationVariables = Exact<{
  lockerItemId: Scalars['ID']['input'];
  file: RosterFileInput;
  mode: RosterImportMode;
}>;


export type ImportRosterMutation = { __typename?: 'Mutation', importRoster: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number }> } };

export type RosterItem_ItemFragment = { __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> };

export type UpdateRosterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: LockerItemInput;
}>;


export type UpdateRosterMutation = { __typename?: 'Mutation', updateLockerItem: { __typename?: 'Locker', code: string, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } };

export type RosterCsvQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RosterCsvQuery = { __typename?: 'Query', locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string, rosterCsv: string }> } | null };

export type RosterPage_LockerFragment = { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> };

type RosterPage_Project_Playbook_Fragment = { __typename?: 'Playbook', id: string, teamName: string, status: ProjectStatus, locker?: { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null, lockers: Array<{ __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> }> };

type RosterPage_Project_Showroom_Fragment = { __typename?: 'Showroom', id: string, teamName: string, status: ProjectStatus, locker?: { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null, lockers: Array<{ __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> }> };

type RosterPage_Project_Snapsheet_Fragment = { __typename?: 'Snapsheet', id: string, teamName: string, status: ProjectStatus, locker?: { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null, lockers: Array<{ __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> }> };

export type RosterPage_ProjectFragment =
  | RosterPage_Project_Playbook_Fragment
  | RosterPage_Project_Showroom_Fragment
  | RosterPage_Project_Snapsheet_Fragment
;

export type CreateApiTokenMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'CreatedApiToken', token: string, apiToken: { __typename?: 'ApiToken', id: string, name: string, createdAt: string, lastUsedAt?: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: boolean };

export type SetDealerLogoMutationVariables = Exact<{
  logoId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetDealerLogoMutation = { __typename?: 'Mutation', setDealerLogo: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, phone?: string | null, headerColor?: string | null, headerMessage?: string | null, dealerMargin: number, requestQuoteEnabled: boolean, proofLinkDays: number, convertWithoutApproval: boolean, quoteValidDays: number, quoteTerms?: string | null, sharePhone: boolean, shareEmail: boolean, priceGroup?: string | null, hasPasscode: boolean, passcodeChangeRequired: boolean, logo?: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } | null } };

export type SetDealerPasscodeMutationVariables = Exact<{
  passcode: Scalars['String']['input'];
}>;


export type SetDealerPasscodeMutation = { __typename?: 'Mutation', setDealerPasscode: boolean };

export type MySettings_DealerFragment = { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, phone?: string | null, headerColor?: string | null, headerMessage?: string | null, dealerMargin: number, requestQuoteEnabled: boolean, proofLinkDays: number, convertWithoutApproval: boolean, quoteValidDays: number, quoteTerms?: string | null, sharePhone: boolean, shareEmail: boolean, priceGroup?: string | null, hasPasscode: boolean, passcodeChangeRequired: boolean, logo?: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } | null };

export type MySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySettingsQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, phone?: string | null, headerColor?: string | null, headerMessage?: string | null, dealerMargin: number, requestQuoteEnabled: boolean, proofLinkDays: number, convertWithoutApproval: boolean, quoteValidDays: number, quoteTerms?: string | null, sharePhone: boolean, shareEmail: boolean, priceGroup?: string | null, hasPasscode: boolean, passcodeChangeRequired: boolean, logo?: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } | null } | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, apiTokens: Array<{ __typename?: 'ApiToken', id: string, name: string, createdAt: string, lastUsedAt?: string | null }> } | null };

export type UpdateDealerSettingsMutationVariables = Exact<{
  input: DealerSettingsInput;
}>;


export type UpdateDealerSettingsMutation = { __typename?: 'Mutation', updateDealerSettings: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, phone?: string | null, headerColor?: string | null, headerMessage?: string | null, dealerMargin: number, requestQuoteEnabled: boolean, proofLinkDays: number, convertWithoutApproval: boolean, quoteValidDays: number, quoteTerms?: string | null, sharePhone: boolean, shareEmail: boolean, priceGroup?: string | null, hasPasscode: boolean, passcodeChangeRequired: boolean, logo?: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } | null } };

export type ShowroomSetupForm_ShowroomFragment = { __typename?: 'Showroom', id: string, dealerCode: string, status: ProjectStatus, visibility: ProjectVisibility, showDealerPhone: boolean, showDealerEmail: boolean, teamName: string, mascot?: string | null, template: PlaybookTemplate, customer?: { __typename?: 'Customer', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string }, decorationOutline: { __typename?: 'Color', id: string } }, fonts: Array<{ __typename?: 'Font', key: string }>, catalogs: Array<{ __typename?: 'ShowroomCatalog', id: string, name: string, selected: boolean, productCount: number }> };

export type SaveShowroomMutationVariables = Exact<{
  input: ShowroomInput;
}>;


export type SaveShowroomMutation = { __typename?: 'Mutation', saveShowroom: { __typename?: 'Showroom', id: string, dealerCode: string, status: ProjectStatus, visibility: ProjectVisibility, showDealerPhone: boolean, showDealerEmail: boolean, teamName: string, mascot?: string | null, template: PlaybookTemplate, customer?: { __typename?: 'Customer', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string }, decorationOutline: { __typename?: 'Color', id: string } }, fonts: Array<{ __typename?: 'Font', key: string }>, catalogs: Array<{ __typename?: 'ShowroomCatalog', id: string, name: string, selected: boolean, productCount: number }> } };

export type ShowroomCatalogProductsQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  catalogId: Scalars['ID']['input'];
}>;


export type ShowroomCatalogProductsQuery = { __typename?: 'Query', showroom?: { __typename?: 'Showroom', id: string, products: Array<{ __typename?: 'ShowroomProduct', id: string, catalogId: string, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration?: { __typename?: 'Configuration', shortId: string, renderSpec: { __typename?: 'RenderSpec', colors: Array<string>, design?: { __typename?: 'RenderDesign', code: string, name: string, kind: DesignKind } | null, decorations: Array<{ __typename?: 'RenderDecoration', contentType: ContentType, location: string, text?: string | null, fill: string, outline1?: string | null, outline2?: string | null, textHeight: number, fontFamily: string, logoUrl?: string | null, rotation: number, zoom: number }>, garment: { __typename?: 'Garment', id: string, name: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }>, locations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, methods: Array<string>, panel: string, x: number, y: number, width: number, height: number }> } } } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> } | null };

export type ShowroomDealerHeader_ShowroomFragment = { __typename?: 'Showroom', dealer: { __typename?: 'ShowroomDealer', name?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null, phone?: string | null, email?: string | null } };

export type ShowroomHero_ShowroomFragment = { __typename?: 'Showroom', teamName: string, mascot?: string | null, institution?: CustomerType | null, logoUrl?: string | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> };

export type ShowroomLookBox_ShowroomFragment = { __typename?: 'Showroom', id: string, canEdit: boolean, locked: boolean, teamName: string, mascot?: string | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string, name: string, hex: string }, decorationOutline: { __typename?: 'Color', id: string, name: string, hex: string } }, fonts: Array<{ __typename?: 'Font', key: string, family: string }> };

export type SaveShowroomLookMutationVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  look: ShowroomLookInput;
}>;


export type SaveShowroomLookMutation = { __typename?: 'Mutation', saveShowroomLook: { __typename?: 'Showroom', id: string } };

export type ShowroomProductCard_ProductFragment = { __typename?: 'ShowroomProduct', id: string, catalogId: string, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration?: { __typename?: 'Configuration', shortId: string, renderSpec: { __typename?: 'RenderSpec', colors: Array<string>, design?: { __typename?: 'RenderDesign', code: string, name: string, kind: DesignKind } | null, decorations: Array<{ __typename?: 'RenderDecoration', contentType: ContentType, location: string, text?: string | null, fill: string, outline1?: string | null, outline2?: string | null, textHeight: number, fontFamily: string, logoUrl?: string | null, rotation: number, zoom: number }>, garment: { __typename?: 'Garment', id: string, name: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }>, locations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, methods: Array<string>, panel: string, x: number, y: number, width: number, height: number }> } } } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } };

export type AddSnapsheetProductMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  input: SnapsheetProductInput;
}>;


export type AddSnapsheetProductMutation = { __typename?: 'Mutation', addSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SnapsheetBook_SnapsheetFragment = { __typename?: 'Snapsheet', id: string, showPrices: boolean, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> };

export type SnapsheetProductActions_ProductFragment = { __typename?: 'SnapsheetProduct', id: string, order: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, name: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null };

export type UpdateSnapsheetProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateSnapsheetProductInput;
}>;


export type UpdateSnapsheetProductMutation = { __typename?: 'Mutation', updateSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type MoveSnapsheetProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  direction: MoveDirection;
}>;


export type MoveSnapsheetProductMutation = { __typename?: 'Mutation', moveSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type RemoveSnapsheetProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveSnapsheetProductMutation = { __typename?: 'Mutation', removeSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SnapsheetProductCard_ProductFragment = { __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } };

export type SnapsheetSettingsQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  library: Scalars['Boolean']['input'];
}>;


export type SnapsheetSettingsQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, showPrices: boolean, locked: boolean, isStaticTemplate: boolean, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, rep?: { __typename?: 'Rep', id: string, name: string } | null } | null, me?: { __typename?: 'Dealer', id: string, reps: Array<{ __typename?: 'Rep', id: string, name: string }> } | null, snapsheetColors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, projectLogos: { __typename?: 'ProjectLogos', projectId: string, defaultLogo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null, logos: Array<{ __typename?: 'Logo', id: string, url: string, filename: string }> }, logos?: Array<{ __typename?: 'Logo', id: string, url: string, filename: string }> };

export type UpdateSnapsheetSettingsMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  input: SnapsheetSettingsInput;
}>;


export type UpdateSnapsheetSettingsMutation = { __typename?: 'Mutation', updateSnapsheetSettings: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SnapsheetToolbar_SnapsheetFragment = { __typename?: 'Snapsheet', id: string, status: ProjectStatus, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, featuredColor?: { __typename?: 'Color', id: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null };

export type SnapsheetToolbarOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SnapsheetToolbarOptionsQuery = { __typename?: 'Query', snapsheetColors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, family: string }>, snapsheetCollections: Array<{ __typename?: 'SnapsheetCollection', id: string, name: string }> };

export type SetSnapsheetFeaturedColorMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  colorId: Scalars['ID']['input'];
}>;


export type SetSnapsheetFeaturedColorMutation = { __typename?: 'Mutation', setSnapsheetFeaturedColor: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SetSnapsheetGenderMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  gender: Gender;
}>;


export type SetSnapsheetGenderMutation = { __typename?: 'Mutation', setSnapsheetGender: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SetSnapsheetCollectionMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetSnapsheetCollectionMutation = { __typename?: 'Mutation', setSnapsheetCollection: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SnapsheetUniformQueryVariables = Exact<{
  styleId: Scalars['ID']['input'];
}>;


export type SnapsheetUniformQuery = { __typename?: 'Query', product?: { __typename?: 'Product', styleId: string, name: string, brand: string, genders: Array<Gender>, garment: { __typename?: 'Garment', id: string }, variants: Array<{ __typename?: 'Variant', id: string, color: { __typename?: 'Color', id: string, family: string } }>, designs: Array<{ __typename?: 'Design', id: string, code: string }> } | null, sports: Array<{ __typename?: 'Sport', id: string, name: string }> };

export type SnapsheetUniformPiecesQueryVariables = Exact<{
  sport: Scalars['ID']['input'];
}>;


export type SnapsheetUniformPiecesQuery = { __typename?: 'Query', products: { __typename?: 'ProductConnection', nodes: Array<{ __typename?: 'Product', styleId: string, name: string, brand: string, genders: Array<Gender>, garment: { __typename?: 'Garment', id: string }, variants: Array<{ __typename?: 'Variant', id: string, color: { __typename?: 'Color', id: string, family: string } }>, designs: Array<{ __typename?: 'Design', id: string, code: string }> }> } };

export type UpdateSnapsheetUniformMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateSnapsheetProductInput;
}>;


export type UpdateSnapsheetUniformMutation = { __typename?: 'Mutation', updateSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type AddSnapsheetUniformPieceMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  input: SnapsheetProductInput;
}>;


export type AddSnapsheetUniformPieceMutation = { __typename?: 'Mutation', addSnapsheetProduct: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } };

export type SnapsheetEdit_SnapsheetFragment = { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> };

export type SnapshotImage_SnapshotFragment = { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number };

export type CustomersQueryVariables = Exact<{
  status?: InputMaybe<CustomerStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomersQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> }> } };

export type SetCustomerStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: CustomerStatus;
}>;


export type SetCustomerStatusMutation = { __typename?: 'Mutation', setCustomerStatus: { __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, logos: Array<{ __typename?: 'Logo', id: string, name: string, filename: string, url: string, kind: LogoKind, contentType: string, byteSize: number, width?: number | null, height?: number | null, types: Array<string> }> } };

export type GetStartedQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStartedQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, phone?: string | null } | null, myShowroom?: { __typename?: 'Showroom', id: string, dealerCode: string, visibility: ProjectVisibility } | null, dashboardStats: { __typename?: 'DashboardStats', playbooks: number, snapsheets: number, customers: number, openQuotes: number }, quotes: { __typename?: 'QuoteConnection', nodes: Array<{ __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, createdAt: string, totalCents: number, contact: { __typename?: 'QuoteContact', name: string }, project?: { __typename?: 'QuoteProject', id: string, title: string } | null }> }, orders: { __typename?: 'OrderConnection', nodes: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, totalCents: number, syncStatus: OrderSyncStatus, quote: { __typename?: 'Quote', id: string, contact: { __typename?: 'QuoteContact', name: string } } }> } };

export type NoticesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NoticesQuery = { __typename?: 'Query', noticesDelivered: boolean, notices: { __typename?: 'NoticeConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Notice', id: string, recipient: string, subject: string, text: string, status: NoticeStatus, attempts: number, lastError?: string | null, createdAt: string, sentAt?: string | null }> } };

export type OrderWebhookQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderWebhookQuery = { __typename?: 'Query', orderWebhook: { __typename?: 'OrderWebhookSettings', url?: string | null, hasSecret: boolean, secretHint?: string | null, secretCreatedAt?: string | null } };

export type SetOrderWebhookMutationVariables = Exact<{
  url?: InputMaybe<Scalars['String']['input']>;
  rotateSecret?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SetOrderWebhookMutation = { __typename?: 'Mutation', setOrderWebhook: { __typename?: 'SetOrderWebhookPayload', secret?: string | null, settings: { __typename?: 'OrderWebhookSettings', url?: string | null, hasSecret: boolean, secretHint?: string | null, secretCreatedAt?: string | null } } };

export type OrdersQueryVariables = Exact<{
  syncStatus?: InputMaybe<OrderSyncStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrdersQuery = { __typename?: 'Query', orders: { __typename?: 'OrderConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, totalCents: number, syncStatus: OrderSyncStatus, syncAttempts: number, lastSyncError?: string | null, lastSyncAttemptAt?: string | null, syncedAt?: string | null, quote: { __typename?: 'Quote', id: string, contact: { __typename?: 'QuoteContact', name: string }, project?: { __typename?: 'QuoteProject', id: string, title: string } | null } }> } };

export type RetryOrderSyncMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryOrderSyncMutation = { __typename?: 'Mutation', retryOrderSync: { __typename?: 'Order', id: string, syncStatus: OrderSyncStatus, lastSyncError?: string | null } };

export type OrdersCsvQueryVariables = Exact<{
  syncStatus?: InputMaybe<OrderSyncStatus>;
}>;


export type OrdersCsvQuery = { __typename?: 'Query', ordersCsv: string };

export type OrderDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrderDetailQuery = { __typename?: 'Query', order: { __typename?: 'Order', id: string, number: string, createdAt: string, totalCents: number, syncStatus: OrderSyncStatus, syncAttempts: number, lastSyncError?: string | null, approvalWaived: boolean, shipTo?: string | null, neededBy?: string | null, paymentStatus: OrderPaymentStatus, depositStatus: OrderDepositStatus, productionStatus: OrderProductionStatus, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, quote: { __typename?: 'Quote', id: string, pricing: { __typename?: 'QuotePricing', taxRateBasisPoints: number, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }>, proofs: Array<{ __typename?: 'QuoteItemProof', latest?: { __typename?: 'Proof', version: number, configuration: { __typename?: 'Configuration', shortId: string }, pdf?: { __typename?: 'RenderJob', status: RenderJobStatus, progress: number, url?: string | null } | null } | null }>, contact: { __typename?: 'QuoteContact', name: string, email: string }, project?: { __typename?: 'QuoteProject', title: string } | null }, lines: Array<{ __typename?: 'OrderLine', styleId: string, productName: string, configurationShortId: string, designCode?: string | null, designName?: string | null, proofVersion?: number | null, quantity: number, lineTotalCents: number, colors: Array<{ __typename?: 'OrderLineColor', name: string, code: string, hex: string }>, decorations: Array<{ __typename?: 'OrderLineDecoration', location: string, contentType: ContentType, content: string, font?: string | null, heightMm?: number | null, offsetXMm: number, offsetYMm: number, rotationDeg: number, fill?: { __typename?: 'OrderLineColor', name: string, code: string } | null, outline1?: { __typename?: 'OrderLineColor', name: string, code: string } | null, outline2?: { __typename?: 'OrderLineColor', name: string, code: string } | null }>, sizeLines: Array<{ __typename?: 'OrderLineSize', sku: string, size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number }> }> } };

export type DashboardQueuesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQueuesQuery = { __typename?: 'Query', schoolQueue: Array<{ __typename?: 'SchoolQueueRecord', id: string, name: string, mascot?: string | null, city?: string | null, state?: string | null, status: QueueStatus, createdAt: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, project?: { __typename?: 'Playbook', id: string, title: string, dealerCode: string } | null }>, teamTravelQueue: Array<{ __typename?: 'TeamTravelQueueRecord', id: string, name: string, sports: Array<string>, status: QueueStatus, createdAt: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, rep?: { __typename?: 'Rep', id: string, name: string } | null, project?: { __typename?: 'Playbook', id: string, title: string, dealerCode: string } | null }> };

export type QuoteDetail_QuoteFragment = { __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, message?: string | null, createdAt: string, totalCents: number, inHandDate?: string | null, inHandWarning?: string | null, validUntil: string, canUnlockProject: boolean, emailsDelivered: boolean, sentAt?: string | null, contact: { __typename?: 'QuoteContact', name: string, email: string, phone?: string | null, organization?: string | null }, project?: { __typename?: 'QuoteProject', id: string, type: ProjectType, title: string, dealerCode: string, status: ProjectStatus } | null, order?: { __typename?: 'Order', id: string, number: string, syncStatus: OrderSyncStatus } | null, proofs: Array<{ __typename?: 'QuoteItemProof', lockerItemId: string, productName: string, status: ProofStatus, statusMessage: string, styleId: string, configurationShortId: string, latest?: { __typename?: 'Proof', id: string, version: number, sentAt: string, approverName?: string | null, comment?: string | null, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null } | null }>, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null };

export type QuoteDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type QuoteDetailQuery = { __typename?: 'Query', quote?: { __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, message?: string | null, createdAt: string, totalCents: number, inHandDate?: string | null, inHandWarning?: string | null, validUntil: string, canUnlockProject: boolean, emailsDelivered: boolean, sentAt?: string | null, contact: { __typename?: 'QuoteContact', name: string, email: string, phone?: string | null, organization?: string | null }, project?: { __typename?: 'QuoteProject', id: string, type: ProjectType, title: string, dealerCode: string, status: ProjectStatus } | null, order?: { __typename?: 'Order', id: string, number: string, syncStatus: OrderSyncStatus } | null, proofs: Array<{ __typename?: 'QuoteItemProof', lockerItemId: string, productName: string, status: ProofStatus, statusMessage: string, styleId: string, configurationShortId: string, latest?: { __typename?: 'Proof', id: string, version: number, sentAt: string, approverName?: string | null, comment?: string | null, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null } | null }>, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null } | null };

export type MarkQuoteReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
}>;


export type MarkQuoteReadMutation = { __typename?: 'Mutation', markQuoteRead: { __typename?: 'Quote', id: string, read: boolean } };

export type CloseQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CloseQuoteMutation = { __typename?: 'Mutation', closeQuote: { __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, message?: string | null, createdAt: string, totalCents: number, inHandDate?: string | null, inHandWarning?: string | null, validUntil: string, canUnlockProject: boolean, emailsDelivered: boolean, sentAt?: string | null, contact: { __typename?: 'QuoteContact', name: string, email: string, phone?: string | null, organization?: string | null }, project?: { __typename?: 'QuoteProject', id: string, type: ProjectType, title: string, dealerCode: string, status: ProjectStatus } | null, order?: { __typename?: 'Order', id: string, number: string, syncStatus: OrderSyncStatus } | null, proofs: Array<{ __typename?: 'QuoteItemProof', lockerItemId: string, productName: string, status: ProofStatus, statusMessage: string, styleId: string, configurationShortId: string, latest?: { __typename?: 'Proof', id: string, version: number, sentAt: string, approverName?: string | null, comment?: string | null, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null } | null }>, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null } };

export type ConvertQuoteToOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConvertQuoteToOrderMutation = { __typename?: 'Mutation', convertQuoteToOrder: { __typename?: 'Order', id: string, number: string, quote: { __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, message?: string | null, createdAt: string, totalCents: number, inHandDate?: string | null, inHandWarning?: string | null, validUntil: string, canUnlockProject: boolean, emailsDelivered: boolean, sentAt?: string | null, contact: { __typename?: 'QuoteContact', name: string, email: string, phone?: string | null, organization?: string | null }, project?: { __typename?: 'QuoteProject', id: string, type: ProjectType, title: string, dealerCode: string, status: ProjectStatus } | null, order?: { __typename?: 'Order', id: string, number: string, syncStatus: OrderSyncStatus } | null, proofs: Array<{ __typename?: 'QuoteItemProof', lockerItemId: string, productName: string, status: ProofStatus, statusMessage: string, styleId: string, configurationShortId: string, latest?: { __typename?: 'Proof', id: string, version: number, sentAt: string, approverName?: string | null, comment?: string | null, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null } | null }>, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null } } };

export type UnlockQuoteProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnlockQuoteProjectMutation = { __typename?: 'Mutation', unlockQuoteProject: { __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, message?: string | null, createdAt: string, totalCents: number, inHandDate?: string | null, inHandWarning?: string | null, validUntil: string, canUnlockProject: boolean, emailsDelivered: boolean, sentAt?: string | null, contact: { __typename?: 'QuoteContact', name: string, email: string, phone?: string | null, organization?: string | null }, project?: { __typename?: 'QuoteProject', id: string, type: ProjectType, title: string, dealerCode: string, status: ProjectStatus } | null, order?: { __typename?: 'Order', id: string, number: string, syncStatus: OrderSyncStatus } | null, proofs: Array<{ __typename?: 'QuoteItemProof', lockerItemId: string, productName: string, status: ProofStatus, statusMessage: string, styleId: string, configurationShortId: string, latest?: { __typename?: 'Proof', id: string, version: number, sentAt: string, approverName?: string | null, comment?: string | null, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null } | null }>, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, originalUnitPriceCents: number }> }>, pricing: { __typename?: 'QuotePricing', shippingCents: number, taxRateBasisPoints: number, taxExempt: boolean, taxExemptCertificate?: string | null, linePrices: Array<{ __typename?: 'QuoteLinePrice', configurationShortId: string, size: string, unitPriceCents: number }>, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null, deposit?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null } };

export type QuotesQueryVariables = Exact<{
  status?: InputMaybe<QuoteStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type QuotesQuery = { __typename?: 'Query', quotes: { __typename?: 'QuoteConnection', totalCount: number, unreadCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Quote', id: string, status: QuoteStatus, read: boolean, createdAt: string, totalCents: number, contact: { __typename?: 'QuoteContact', name: string, email: string }, project?: { __typename?: 'QuoteProject', id: string, title: string } | null, items: Array<{ __typename?: 'QuoteItem', quantity: number }>, proofs: Array<{ __typename?: 'QuoteItemProof', status: ProofStatus }> }> } };

export type RepsQueryVariables = Exact<{ [key: string]: never; }>;


export type RepsQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, reps: Array<{ __typename?: 'Rep', id: string, name: string, email?: string | null, phone?: string | null, fromProject: boolean }> } | null };

export type RemoveRepMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveRepMutation = { __typename?: 'Mutation', removeRep: boolean };

export type ShowroomSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowroomSetupQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, name?: string | null, headerColor?: string | null, headerMessage?: string | null, logo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null } | null, myShowroom?: { __typename?: 'Showroom', id: string, dealerCode: string, status: ProjectStatus, visibility: ProjectVisibility, showDealerPhone: boolean, showDealerEmail: boolean, teamName: string, mascot?: string | null, template: PlaybookTemplate, customer?: { __typename?: 'Customer', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, defaultLogo?: { __typename?: 'Logo', id: string, url: string, filename: string } | null, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string }, decorationOutline: { __typename?: 'Color', id: string } }, fonts: Array<{ __typename?: 'Font', key: string }>, catalogs: Array<{ __typename?: 'ShowroomCatalog', id: string, name: string, selected: boolean, productCount: number }> } | null, customers: { __typename?: 'CustomerConnection', nodes: Array<{ __typename?: 'Customer', id: string, name: string, type: CustomerType, colors: Array<{ __typename?: 'Color', id: string }>, logos: Array<{ __typename?: 'Logo', id: string, url: string, filename: string }> }> }, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, fonts: Array<{ __typename?: 'Font', key: string, family: string }>, fsgSports: Array<{ __typename?: 'Sport', id: string, name: string }>, uaSports: Array<{ __typename?: 'Sport', id: string, name: string }> };

export type PlaybookViewerQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type PlaybookViewerQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, title: string, teamName: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, dealerCode: string, genderFilter: Array<Gender>, productTypeFilter: Array<ProductType>, template: PlaybookTemplate, showPrices: boolean, customer?: { __typename?: 'Customer', id: string, name: string } | null, pages: Array<{ __typename?: 'PlaybookPage', number: number, kind: PlaybookPageKind, title: string, catalogPageIndex?: number | null, gender?: Gender | null, products: Array<{ __typename?: 'PlaybookProduct', id: string, name: string, priceCents: number, customized: boolean, catalogPageOrder: number, snapshot: { __typename?: 'Snapshot', status: SnapshotStatus, view: View, url?: string | null, width: number, height: number }, product: { __typename?: 'Product', styleId: string, name: string, productType: ProductType }, configuration?: { __typename?: 'Configuration', shortId: string } | null }>, sport?: { __typename?: 'PlaybookSport', id: string, name: string } | null, catalog?: { __typename?: 'PlaybookCatalog', id: string, name: string } | null }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null } | null };

export type PrintPlaybookQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type PrintPlaybookQuery = { __typename?: 'Query', playbook?: { __typename?: 'Playbook', id: string, title: string, teamName: string, template: PlaybookTemplate, dealerCode: string, showPrices: boolean, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null, pages: Array<{ __typename?: 'PlaybookPage', number: number, kind: PlaybookPageKind, title: string, catalogPageIndex?: number | null, gender?: Gender | null, products: Array<{ __typename?: 'PlaybookProduct', id: string, name: string, priceCents: number, customized: boolean, catalogPageOrder: number, snapshot: { __typename?: 'Snapshot', status: SnapshotStatus, view: View, url?: string | null, width: number, height: number }, product: { __typename?: 'Product', styleId: string, name: string, productType: ProductType }, configuration?: { __typename?: 'Configuration', shortId: string } | null }>, sport?: { __typename?: 'PlaybookSport', id: string, name: string } | null, catalog?: { __typename?: 'PlaybookCatalog', id: string, name: string } | null }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null } } | null };

export type PrintProofQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PrintProofQuery = { __typename?: 'Query', proof?: { __typename?: 'Proof', teamName?: string | null, version: number, approverName?: string | null, decidedAt?: string | null, id: string, status: ProofStatus, statusMessage: string, sentAt: string, comment?: string | null, quantity: number, productionDays: number, sender: { __typename?: 'ProofSender', name: string, email?: string | null, phone?: string | null }, sizeLines: Array<{ __typename?: 'ProofSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null }>, configuration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string, name: string, brand: string, garment: { __typename?: 'Garment', id: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }> } }, design?: { __typename?: 'Design', code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, font: string, textHeight: number, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline1Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline2Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, logo?: { __typename?: 'Logo', name: string } | null, graphic?: { __typename?: 'Graphic', name: string } | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, left: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, right: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } } | null };

export type PrintQuoteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PrintQuoteQuery = { __typename?: 'Query', quote?: { __typename?: 'Quote', id: string, createdAt: string, teamName?: string | null, validUntil: string, inHandDate?: string | null, terms?: string | null, totalCents: number, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, pricing: { __typename?: 'QuotePricing', taxExempt: boolean, taxExemptCertificate?: string | null, taxRateBasisPoints: number, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null, dealer: { __typename?: 'ProofSender', name: string, email?: string | null, phone?: string | null, logo?: { __typename?: 'Logo', url: string } | null }, contact: { __typename?: 'QuoteContact', name: string, email: string, phone?: string | null, organization?: string | null }, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, styleId: string, productName: string, quantity: number, lineTotalCents: number, productionDays: number, minimumPieces: number, snapshot: { __typename?: 'Snapshot', status: SnapshotStatus, view: View, url?: string | null, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number }> }> } | null };

export type ShareCardQueryVariables = Exact<{
  ref: ProjectRefInput;
}>;


export type ShareCardQuery = { __typename?: 'Query', project?:
    | { __typename?: 'Playbook', id: string, type: ProjectType, title: string, teamName: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null }, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null, thumbnail?: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } | null }
    | { __typename?: 'Showroom', id: string, type: ProjectType, title: string, teamName: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null }, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null, thumbnail?: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } | null }
    | { __typename?: 'Snapsheet', id: string, type: ProjectType, title: string, teamName: string, products: Array<{ __typename?: 'SnapsheetProduct', id: string, product: { __typename?: 'Product', styleId: string, name: string }, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null }, defaultLogo?: { __typename?: 'Logo', id: string, url: string } | null, thumbnail?: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } | null }
   | null };

export type PrintSnapsheetQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type PrintSnapsheetQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, showPrices: boolean, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, pages: Array<{ __typename?: 'SnapsheetPage', number: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }> } | null };

export type ProjectLockerQueryVariables = Exact<{
  ref: ProjectRefInput;
}>;


export type ProjectLockerQuery = { __typename?: 'Query', project?:
    | { __typename?: 'Playbook', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, canRequestQuote: boolean, locked: boolean, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> } | null, lockers: Array<{ __typename?: 'Locker', code: string, quantity: number, totalCents: number, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
    | { __typename?: 'Showroom', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, canRequestQuote: boolean, locked: boolean, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> } | null, lockers: Array<{ __typename?: 'Locker', code: string, quantity: number, totalCents: number, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
    | { __typename?: 'Snapsheet', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, canRequestQuote: boolean, locked: boolean, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> } | null, lockers: Array<{ __typename?: 'Locker', code: string, quantity: number, totalCents: number, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
   | null };

export type RemoveLockerItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveLockerItemMutation = { __typename?: 'Mutation', removeLockerItem: { __typename?: 'Locker', code: string, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> } };

export type ProductCustomizerQueryVariables = Exact<{
  styleId: Scalars['ID']['input'];
  ref: ProjectRefInput;
}>;


export type ProductCustomizerQuery = { __typename?: 'Query', product?: { __typename?: 'Product', styleId: string, name: string, brand: string, productType: ProductType, isSublimable: boolean, baseSize: string, productionDays: number, minimumPieces: number, variants: Array<{ __typename?: 'Variant', id: string, name: string, color: { __typename?: 'Color', id: string, name: string, hex: string } }>, designs: Array<{ __typename?: 'Design', id: string, code: string, name: string }>, decorationLocations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, width: number, height: number }>, garment: { __typename?: 'Garment', id: string, name: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }>, locations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, methods: Array<string>, panel: string, x: number, y: number, width: number, height: number }> } } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, fonts: Array<{ __typename?: 'Font', key: string, family: string }>, project?:
    | { __typename: 'Playbook', id: string, canEdit: boolean, showPrices: boolean, title: string, teamName: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
    | { __typename: 'Showroom', id: string, canEdit: boolean, showPrices: boolean, title: string, teamName: string, dealerCode: string, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string }, decorationOutline: { __typename?: 'Color', id: string } }, product?: { __typename?: 'ShowroomProduct', id: string, configuration?: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null, graphic?: { __typename?: 'Graphic', key: string } | null }> } | null } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
    | { __typename: 'Snapsheet', id: string, canEdit: boolean, showPrices: boolean, title: string, teamName: string, dealerCode: string, products: Array<{ __typename?: 'SnapsheetProduct', id: string, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
   | null };

export type ProjectRosterQueryVariables = Exact<{
  ref: ProjectRefInput;
}>;


export type ProjectRosterQuery = { __typename?: 'Query', project?:
    | { __typename?: 'Playbook', canEdit: boolean, id: string, title: string, teamName: string, dealerCode: string, status: ProjectStatus, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, lockers: Array<{ __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> }> }
    | { __typename?: 'Showroom', canEdit: boolean, id: string, title: string, teamName: string, dealerCode: string, status: ProjectStatus, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, lockers: Array<{ __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> }> }
    | { __typename?: 'Snapsheet', canEdit: boolean, id: string, title: string, teamName: string, dealerCode: string, status: ProjectStatus, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, lockers: Array<{ __typename?: 'Locker', code: string, locked: boolean, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, product: { __typename?: 'Product', styleId: string, name: string, sizes: Array<string>, baseSize: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, blank: boolean, skuSuffix: string }> }> }> }
   | null };

export type SizesSelectionQueryVariables = Exact<{
  shortId: Scalars['ID']['input'];
  ref: ProjectRefInput;
}>;


export type SizesSelectionQuery = { __typename?: 'Query', configuration?: { __typename?: 'Configuration', shortId: string, product: { __typename?: 'Product', styleId: string, name: string, brand: string, sizes: Array<string>, baseSize: string }, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } | null, project?:
    | { __typename?: 'Playbook', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
    | { __typename?: 'Showroom', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
    | { __typename?: 'Snapsheet', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null }
   | null };

type SizesSelection_Project_Playbook_Fragment = { __typename?: 'Playbook', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null };

type SizesSelection_Project_Showroom_Fragment = { __typename?: 'Showroom', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null };

type SizesSelection_Project_Snapsheet_Fragment = { __typename?: 'Snapsheet', id: string, canEdit: boolean, lockerCode?: string | null, status: ProjectStatus, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, locked: boolean, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null };

export type SizesSelection_ProjectFragment =
  | SizesSelection_Project_Playbook_Fragment
  | SizesSelection_Project_Showroom_Fragment
  | SizesSelection_Project_Snapsheet_Fragment
;

export type AddToLockerMutationVariables = Exact<{
  input: AddToLockerInput;
}>;


export type AddToLockerMutation = { __typename?: 'Mutation', addToLocker: { __typename?: 'Locker', code: string, totalCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, alias?: string | null, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string, productionDays: number, minimumPieces: number }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, decorationPricesCents: Array<number> } }> } };

export type ProofApprovalQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ProofApprovalQuery = { __typename?: 'Query', proofApproval?: { __typename?: 'ProofApproval', teamName?: string | null, projectTitle?: string | null, customerName: string, expired: boolean, expiresAt: string, sender: { __typename?: 'ProofSender', name: string, email?: string | null, phone?: string | null }, proofs: Array<{ __typename?: 'Proof', expiresAt: string, id: string, version: number, status: ProofStatus, statusMessage: string, sentAt: string, decidedAt?: string | null, approverName?: string | null, comment?: string | null, quantity: number, productionDays: number, changes?: { __typename?: 'ProofChanges', summary: string, answers?: string | null } | null, pdf?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null } | null, sizeLines: Array<{ __typename?: 'ProofSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null }>, configuration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string, name: string, brand: string, garment: { __typename?: 'Garment', id: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }> } }, design?: { __typename?: 'Design', code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, font: string, textHeight: number, rotation: number, zoom: number, offsetX: number, offsetY: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline1Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, outline2Color?: { __typename?: 'Color', id: string, name: string, hex: string } | null, logo?: { __typename?: 'Logo', name: string } | null, graphic?: { __typename?: 'Graphic', name: string } | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, left: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, right: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } }> } | null };

export type QuoteLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type QuoteLinkQuery = { __typename?: 'Query', quoteLink?: { __typename?: 'QuoteLink', id: string, status: QuoteStatus, teamName?: string | null, customerName: string, validUntil: string, terms?: string | null, canAccept: boolean, inHandDate?: string | null, dealer: { __typename?: 'ProofSender', name: string, email?: string | null, phone?: string | null }, items: Array<{ __typename?: 'QuoteItem', configurationShortId: string, productName: string, quantity: number, lineTotalCents: number, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, sizeLines: Array<{ __typename?: 'QuoteSizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, lineTotalCents: number }> }>, pricing: { __typename?: 'QuotePricing', taxRateBasisPoints: number, discount?: { __typename?: 'QuoteShare', kind: QuoteShareKind, value: number } | null }, totals: { __typename?: 'QuoteTotals', subtotalCents: number, discountCents: number, shippingCents: number, taxCents: number, totalCents: number, depositCents: number, balanceCents: number }, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null, approvedProofs: Array<{ __typename?: 'Proof', id: string, version: number, configuration: { __typename?: 'Configuration', shortId: string }, pdf?: { __typename?: 'RenderJob', status: RenderJobStatus, progress: number, url?: string | null } | null }> } | null };

export type AcceptQuoteMutationVariables = Exact<{
  token: Scalars['String']['input'];
  name: Scalars['String']['input'];
  agreed: Scalars['Boolean']['input'];
  totalCents?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AcceptQuoteMutation = { __typename?: 'Mutation', acceptQuote: { __typename?: 'QuoteLink', id: string, canAccept: boolean, acceptance?: { __typename?: 'QuoteAcceptance', name: string, acceptedAt: string } | null } };

export type ShowroomCatalogueQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
}>;


export type ShowroomCatalogueQuery = { __typename?: 'Query', showroom?: { __typename?: 'Showroom', id: string, title: string, teamName: string, canEdit: boolean, locked: boolean, showPrices: boolean, dealerCode: string, mascot?: string | null, catalogs: Array<{ __typename?: 'ShowroomCatalog', id: string, name: string, selected: boolean, productCount: number }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string, name: string, hex: string }, decorationOutline: { __typename?: 'Color', id: string, name: string, hex: string } }, fonts: Array<{ __typename?: 'Font', key: string, family: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> };

export type ShowroomHomeQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
}>;


export type ShowroomHomeQuery = { __typename?: 'Query', showroom?: { __typename?: 'Showroom', id: string, title: string, teamName: string, canEdit: boolean, locked: boolean, dealerCode: string, mascot?: string | null, institution?: CustomerType | null, logoUrl?: string | null, catalogs: Array<{ __typename?: 'ShowroomCatalog', id: string, name: string, selected: boolean, productCount: number }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null, headerColor?: string | null, headerMessage?: string | null, logoUrl?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, look: { __typename?: 'ShowroomLook', font: string, decorationFill: { __typename?: 'Color', id: string, name: string, hex: string }, decorationOutline: { __typename?: 'Color', id: string, name: string, hex: string } }, fonts: Array<{ __typename?: 'Font', key: string, family: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> };

export type SaveShowroomCatalogsMutationVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  catalogIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SaveShowroomCatalogsMutation = { __typename?: 'Mutation', saveShowroomCatalogs: { __typename?: 'Showroom', id: string, catalogs: Array<{ __typename?: 'ShowroomCatalog', id: string, name: string, selected: boolean, productCount: number }> } };

export type SnapsheetTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SnapsheetTemplatesQuery = { __typename?: 'Query', snapsheetTemplates: Array<{ __typename?: 'Snapsheet', id: string, title: string, teamName: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, products: Array<{ __typename?: 'SnapsheetProduct', id: string, product: { __typename?: 'Product', styleId: string, name: string }, snapshot: { __typename?: 'Snapshot', status: SnapshotStatus, view: View, url?: string | null, width: number, height: number } }> }> };

export type CloneSnapsheetTemplateMutationVariables = Exact<{
  input: CreateSnapsheetInput;
}>;


export type CloneSnapsheetTemplateMutation = { __typename?: 'Mutation', createSnapsheet: { __typename?: 'Snapsheet', id: string, dealerCode: string } };

export type SnapsheetQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type SnapsheetQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, lockerCode?: string | null, title: string, teamName: string, dealerCode: string, status: ProjectStatus, visibility: ProjectVisibility, openQuoteCount?: number | null, showPrices: boolean, canEdit: boolean, locked: boolean, isStaticTemplate: boolean, gender?: Gender | null, customer?: { __typename?: 'Customer', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, locker?: { __typename?: 'Locker', code: string, items: Array<{ __typename?: 'LockerItem', id: string }> } | null, dealer: { __typename?: 'ShowroomDealer', name?: string | null, phone?: string | null, email?: string | null }, rep?: { __typename?: 'Rep', id: string, name: string } | null, featuredColor?: { __typename?: 'Color', id: string, name: string, hex: string, family: string } | null, collection?: { __typename?: 'SnapsheetCollection', id: string, name: string } | null, pages: Array<{ __typename?: 'SnapsheetPage', number: number, emptySlots: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, customPriceCents?: number | null, product: { __typename?: 'Product', styleId: string, category: ProductCategory, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, design?: { __typename?: 'Design', id: string } | null }> }> } | null };

export const LogoThumb_LogoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<LogoThumb_LogoFragment, unknown>;
export const CustomerRow_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<CustomerRow_CustomerFragment, unknown>;
export const ProductCustomizer_ConfigurationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ProductCustomizer_ConfigurationFragment, unknown>;
export const SnapshotImage_SnapshotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<SnapshotImage_SnapshotFragment, unknown>;
export const LockerItemCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<LockerItemCard_ItemFragment, unknown>;
export const LockerView_LockerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}}]} as unknown as DocumentNode<LockerView_LockerFragment, unknown>;
export const ProjectLockers_LockerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLockers_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}}]} as unknown as DocumentNode<ProjectLockers_LockerFragment, unknown>;
export const LogoCropDialog_LogoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}}]} as unknown as DocumentNode<LogoCropDialog_LogoFragment, unknown>;
export const ProjectLogos_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLogos_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectLogos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"clearedDecorations"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoCropDialog_logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}}]} as unknown as DocumentNode<ProjectLogos_ResultFragment, unknown>;
export const CatalogProductActions_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}}]} as unknown as DocumentNode<CatalogProductActions_ProductFragment, unknown>;
export const CatalogProductActions_NameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogProductActions_name"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CatalogProductActions_NameFragment, unknown>;
export const PlaybookEditPanel_SportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<PlaybookEditPanel_SportFragment, unknown>;
export const PlaybookPage_PlaybookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PlaybookPage_PlaybookFragment, unknown>;
export const PlaybookProductsPage_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookProductsPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<PlaybookProductsPage_ProductFragment, unknown>;
export const PlaybookPage_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageIndex"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookProductsPage_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookProductsPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]} as unknown as DocumentNode<PlaybookPage_PageFragment, unknown>;
export const PlaybookBook_PlaybookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookBook_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookPage_playbook"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookPage_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookProductsPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageIndex"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookProductsPage_product"}}]}}]}}]} as unknown as DocumentNode<PlaybookBook_PlaybookFragment, unknown>;
export const PlaybookFilters_PlaybookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookFilters_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"genderFilter"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeFilter"}}]}}]} as unknown as DocumentNode<PlaybookFilters_PlaybookFragment, unknown>;
export const ExportPdfJobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportPdfJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]} as unknown as DocumentNode<ExportPdfJobFragment, unknown>;
export const ProjectsList_SnapsheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProjectsList_SnapsheetFragment, unknown>;
export const ProjectsList_PlaybookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProjectsList_PlaybookFragment, unknown>;
export const ProofSheet_ProofFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProofSheet_proof"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"left"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"LEFT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"right"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"RIGHT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ProofSheet_ProofFragment, unknown>;
export const OrderDetails_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"depositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productionStatus"}}]}}]} as unknown as DocumentNode<OrderDetails_OrderFragment, unknown>;
export const QuoteTotals_PricingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_pricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuotePricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}}]} as unknown as DocumentNode<QuoteTotals_PricingFragment, unknown>;
export const RepRow_RepFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepRow_rep"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fromProject"}}]}}]} as unknown as DocumentNode<RepRow_RepFragment, unknown>;
export const RosterItem_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"blank"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}}]} as unknown as DocumentNode<RosterItem_ItemFragment, unknown>;
export const RosterPage_LockerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterPage_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterItem_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"blank"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}}]} as unknown as DocumentNode<RosterPage_LockerFragment, unknown>;
export const RosterPage_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterPage_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterPage_locker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterPage_locker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"blank"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterPage_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterItem_item"}}]}}]}}]} as unknown as DocumentNode<RosterPage_ProjectFragment, unknown>;
export const MySettings_DealerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettings_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dealerMargin"}},{"kind":"Field","name":{"kind":"Name","value":"requestQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proofLinkDays"}},{"kind":"Field","name":{"kind":"Name","value":"convertWithoutApproval"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"sharePhone"}},{"kind":"Field","name":{"kind":"Name","value":"shareEmail"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"hasPasscode"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<MySettings_DealerFragment, unknown>;
export const ShowroomSetupForm_ShowroomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomSetupForm_Showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"showDealerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"showDealerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<ShowroomSetupForm_ShowroomFragment, unknown>;
export const ShowroomHero_ShowroomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomHero_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<ShowroomHero_ShowroomFragment, unknown>;
export const ShowroomLookBox_ShowroomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomLookBox_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}}]}}]} as unknown as DocumentNode<ShowroomLookBox_ShowroomFragment, unknown>;
export const Player_GarmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_garment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<Player_GarmentFragment, unknown>;
export const ShowroomProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShowroomProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"renderSpec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fill"}},{"kind":"Field","name":{"kind":"Name","value":"outline1"}},{"kind":"Field","name":{"kind":"Name","value":"outline2"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_garment"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_garment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ShowroomProductCard_ProductFragment, unknown>;
export const SnapsheetToolbar_SnapsheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetToolbar_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SnapsheetToolbar_SnapsheetFragment, unknown>;
export const SnapsheetProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<SnapsheetProductCard_ProductFragment, unknown>;
export const SnapsheetProductActions_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}}]} as unknown as DocumentNode<SnapsheetProductActions_ProductFragment, unknown>;
export const SnapsheetBook_SnapsheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}}]} as unknown as DocumentNode<SnapsheetBook_SnapsheetFragment, unknown>;
export const SnapsheetEdit_SnapsheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}}]} as unknown as DocumentNode<SnapsheetEdit_SnapsheetFragment, unknown>;
export const QuoteProofs_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteProofs_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuoteProofs_QuoteFragment, unknown>;
export const QuoteItems_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<QuoteItems_QuoteFragment, unknown>;
export const QuoteTotals_TotalsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<QuoteTotals_TotalsFragment, unknown>;
export const QuoteTerms_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<QuoteTerms_QuoteFragment, unknown>;
export const QuoteDetail_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteDetail_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"inHandWarning"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canUnlockProject"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteProofs_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteItems_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTerms_quote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteProofs_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}}]} as unknown as DocumentNode<QuoteDetail_QuoteFragment, unknown>;
export const ShowroomDealerHeader_ShowroomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ShowroomDealerHeader_ShowroomFragment, unknown>;
export const ProjectHeader_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProjectHeader_ProjectFragment, unknown>;
export const SizesSelection_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SizesSelection_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}}]} as unknown as DocumentNode<SizesSelection_ProjectFragment, unknown>;
export const ViewerDocument = {"__meta__":{"hash":"a4434017512ce72b6a6e22cc4c10b53bae19eb9a70e0121ce6940493eb738483"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"StringValue","value":"D","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const EditorDocument = {"__meta__":{"hash":"ac25a0659daedf7a07048555dc7fdc53f0842ecdd775ea84fd72418c1ecb06c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Editor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"StringValue","value":"D","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditorQuery, EditorQueryVariables>;
export const CreateProjectDataDocument = {"__meta__":{"hash":"899149d4bdfdec76c13a7a86895a5c5e0c7d02a942658d52d5697acee8635aef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateProjectData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbook"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbook"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheetColors"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbook"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheetTemplates"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbook"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"fsgSports"},"name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"FSG"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbook"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"uaSports"},"name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"UA"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbook"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateProjectDataQuery, CreateProjectDataQueryVariables>;
export const CreateSnapsheetDocument = {"__meta__":{"hash":"34a2b39daf123aa0762db8c1da1df617b1aad94926e529f485dd48ab165dd4e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSnapsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSnapsheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}}]} as unknown as DocumentNode<CreateSnapsheetMutation, CreateSnapsheetMutationVariables>;
export const CreatePlaybookDocument = {"__meta__":{"hash":"15887e2ad29486c26637c9d0dc8139f51f1808a61a696193d3d35f14a014aba6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlaybook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePlaybookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlaybook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}}]} as unknown as DocumentNode<CreatePlaybookMutation, CreatePlaybookMutationVariables>;
export const CustomerDialogDataDocument = {"__meta__":{"hash":"fb528c1c549a0fc3ef98da8f8423dd210c74ffbda9da878c6f528ac5a90bcc4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDialogData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}}]}}]} as unknown as DocumentNode<CustomerDialogDataQuery, CustomerDialogDataQueryVariables>;
export const SaveCustomerDocument = {"__meta__":{"hash":"137edfec33278e89172892fbe68475d031d8b973e0567b56cf9fa236673bd9e9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRow_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<SaveCustomerMutation, SaveCustomerMutationVariables>;
export const UploadLogoDocument = {"__meta__":{"hash":"f0e2383ef4247b4cce3b688c8746ead71d7020ecf411a20f72a51e8f2e1be89a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<UploadLogoMutation, UploadLogoMutationVariables>;
export const UploadProjectLogoDocument = {"__meta__":{"hash":"ac907702307a5ca8748042bd4ce8d9bcac6d4a873be5e1a8cabc63f8053c3144"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProjectLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProjectLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<UploadProjectLogoMutation, UploadProjectLogoMutationVariables>;
export const GraphicsLibraryDocument = {"__meta__":{"hash":"c9a5b68701c990fd824bf69ee4a0224969ef453e15ea9026cf20f42d472d0e93"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GraphicsLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"graphics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphicsAttribution"}}]}}]} as unknown as DocumentNode<GraphicsLibraryQuery, GraphicsLibraryQueryVariables>;
export const CustomizerPriceDocument = {"__meta__":{"hash":"8db9af575e55e476f1ee552f4729f163f53a873d2e53edb889cf953973c6ae1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomizerPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurationPriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sizePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"msrpCents"}}]}}]}}]} as unknown as DocumentNode<CustomizerPriceQuery, CustomizerPriceQueryVariables>;
export const SavedConfigurationDocument = {"__meta__":{"hash":"bb6357d4296f27d527e67283101e8eb3e932b6402064fe66139a723906cdd8da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCustomizer_configuration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SavedConfigurationQuery, SavedConfigurationQueryVariables>;
export const SaveConfigurationDocument = {"__meta__":{"hash":"986be7adacd52a301069ee9444baff320eadfec09af1039da37eb71eebb470dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCustomizer_configuration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SaveConfigurationMutation, SaveConfigurationMutationVariables>;
export const SaveLockerItemDesignDocument = {"__meta__":{"hash":"0b87e63b9a8b7c5c4a7688fdcc3515048d5a166a138e32f9a223cd4096979a20"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLockerItemDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configurationShortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLockerItemDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"configurationShortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configurationShortId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveLockerItemDesignMutation, SaveLockerItemDesignMutationVariables>;
export const SaveCatalogProductDocument = {"__meta__":{"hash":"e6f815f19577b546dde806a157b7bdd7b3bd13ee822f01c5596ee245a8f6a133"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCatalogProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configurationShortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCatalogProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"configurationShortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configurationShortId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<SaveCatalogProductMutation, SaveCatalogProductMutationVariables>;
export const SaveSnapsheetProductDocument = {"__meta__":{"hash":"f36343293fe15575b6b278cd1c5db2997b4c43dae10f87fe13d38ea5ab24a397"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSnapsheetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configurationShortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"configurationShortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configurationShortId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<SaveSnapsheetProductMutation, SaveSnapsheetProductMutationVariables>;
export const UpdateCompanyInfoDocument = {"__meta__":{"hash":"ff803f8d235ead1908737766874ef78970ecbda1a16a214145123770477f4c51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyInfoMutation, UpdateCompanyInfoMutationVariables>;
export const EnterDashboardDocument = {"__meta__":{"hash":"26ab664f82964f028be57411c474243faeb068bec1a9088a767ff8c408558b0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<EnterDashboardMutation, EnterDashboardMutationVariables>;
export const DashboardMeDocument = {"__meta__":{"hash":"b6241debcd9d4178cd853cfccbf900c225588e060eec33507423c4be574d1d2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeChangeRequired"}}]}}]}}]} as unknown as DocumentNode<DashboardMeQuery, DashboardMeQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PasscodeAccessDocument = {"__meta__":{"hash":"0c6bbe5913f109d7d867b3ef704aa95ad2d7a2f01b9db2ce9490acc2f507bde1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasscodeAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passcodeAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<PasscodeAccessMutation, PasscodeAccessMutationVariables>;
export const SetLockerItemAliasDocument = {"__meta__":{"hash":"cdb447897b62d68ab7219171ee1a3e7f96c0896ff0add79a05f9f4bbe540dfc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLockerItemAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLockerItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<SetLockerItemAliasMutation, SetLockerItemAliasMutationVariables>;
export const LockerPreviewDocument = {"__meta__":{"hash":"71f53e81a796f7899bae52ee61179925da3310888fdc5adf294ec9154393d940"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LockerPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<LockerPreviewQuery, LockerPreviewQueryVariables>;
export const OpenLockerDocument = {"__meta__":{"hash":"95d4fb5e56d87d32613f8b991ae1c0483b42ad99ae672d9fe460512faf08cc43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenLocker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openLocker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<OpenLockerMutation, OpenLockerMutationVariables>;
export const CropLogoDocument = {"__meta__":{"hash":"275b293bd55eba30b1130849dc84bbed59e93bec4366f7dc366d2891b18e7435"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CropLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CropLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cropLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoCropDialog_logo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}}]} as unknown as DocumentNode<CropLogoMutation, CropLogoMutationVariables>;
export const LogoUploadDialogLogoDocument = {"__meta__":{"hash":"36b24199ed27478274e75f8b211182438eec400d6019ba9aaf7665914e434100"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoUploadDialogLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<LogoUploadDialogLogoMutation, LogoUploadDialogLogoMutationVariables>;
export const LogoUploadDialogFileDocument = {"__meta__":{"hash":"103941c1613fe0da8158531609ddd8d79fb37b9302a2bb80f1df4748dd8f0c07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoUploadDialogFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<LogoUploadDialogFileMutation, LogoUploadDialogFileMutationVariables>;
export const ProjectLogosLibraryDocument = {"__meta__":{"hash":"556c94a4ab3416b5ca8cf5813d90393abed52aef6ae2073bd142bf737b5a68f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectLogosLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"IMAGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<ProjectLogosLibraryQuery, ProjectLogosLibraryQueryVariables>;
export const ProjectLogosDocument = {"__meta__":{"hash":"7447095a22e4a27c0baf5e02bb54a3b148d2aa7503a66eba656ccc375e8dd7e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectLogos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectLogos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectLogos_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLogos_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectLogos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"clearedDecorations"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoCropDialog_logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<ProjectLogosQuery, ProjectLogosQueryVariables>;
export const AddProjectLogoDocument = {"__meta__":{"hash":"98d711a577e6a9acff1934b044909bce0ca2123a2952e365456673bf327acc45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProjectLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replaceLogoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProjectLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"logoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"replaceLogoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replaceLogoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectLogos_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLogos_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectLogos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"clearedDecorations"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoCropDialog_logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<AddProjectLogoMutation, AddProjectLogoMutationVariables>;
export const RemoveProjectLogoDocument = {"__meta__":{"hash":"dbd487d9eb33b528fabb40ede7fc8beaf8375801683ab6fb720c38fdad58ac68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProjectLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProjectLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"logoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectLogos_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLogos_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectLogos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"clearedDecorations"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoCropDialog_logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<RemoveProjectLogoMutation, RemoveProjectLogoMutationVariables>;
export const SetDefaultLogoDocument = {"__meta__":{"hash":"2deb481f332c04b7baffddc6066338a58658a9a93db6d4e188066461bbaff1bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"logoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectLogos_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoCropDialog_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"crop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"aspect"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLogos_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectLogos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"clearedDecorations"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoCropDialog_logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<SetDefaultLogoMutation, SetDefaultLogoMutationVariables>;
export const SetLogoTypeDocument = {"__meta__":{"hash":"67c546ac89f81e1a1ea81585345d1509fef21522b7709a3d85e19505922d20ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLogoType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLogoType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<SetLogoTypeMutation, SetLogoTypeMutationVariables>;
export const AddCatalogProductDocument = {"__meta__":{"hash":"1b47f91b3119131b7ddb02ada1faa47c4b1e3c4d7a6ed2e76072ab854d1f1620"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCatalogProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCatalogProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCatalogProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddCatalogProductMutation, AddCatalogProductMutationVariables>;
export const PlaybookBulkEditDocument = {"__meta__":{"hash":"caa345e2daf28f7aa01d1ac3d2c5ca1ea974d085c44aa8f4a69070a1f7e0f5e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaybookBulkEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"showCoverAndIndex"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectLogos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"EnumValue","value":"PLAYBOOK"}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}}]} as unknown as DocumentNode<PlaybookBulkEditQuery, PlaybookBulkEditQueryVariables>;
export const PlaybookBulkEditLibraryDocument = {"__meta__":{"hash":"60964ff887cea54238d18a2d2bf48f7352a94742ad2ba9103bac9fca80c31c71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaybookBulkEditLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"IMAGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PlaybookBulkEditLibraryQuery, PlaybookBulkEditLibraryQueryVariables>;
export const PlaybookSchoolsDocument = {"__meta__":{"hash":"e1a8575266f5912435c249fd54f1c5e9ac0951d6a6232872f8d54822c2971c23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaybookSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<PlaybookSchoolsQuery, PlaybookSchoolsQueryVariables>;
export const UpdatePlaybookDocument = {"__meta__":{"hash":"33be96ad4735c7edce6be3a69d0742a1bce7df786ca0a2fc8088752d1ce1828c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlaybook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlaybook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"showCoverAndIndex"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"newSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePlaybookMutation, UpdatePlaybookMutationVariables>;
export const CatalogProductActionsDocument = {"__meta__":{"hash":"2576c4a463e93ef506165ee325824f5c78247099a6bb6aaebde4d35415e1e480"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogProductActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogProductActions_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}}]} as unknown as DocumentNode<CatalogProductActionsQuery, CatalogProductActionsQueryVariables>;
export const UpdateCatalogProductDocument = {"__meta__":{"hash":"9428a792ecc2a9ec953f2482ff44c15b846b66ddf5d9255d94f25551611cf790"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCatalogProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCatalogProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCatalogProductMutation, UpdateCatalogProductMutationVariables>;
export const RemoveCatalogProductDocument = {"__meta__":{"hash":"b3fd363a7a3901cab7e0d59246a88ef7d854a9aa100ea6a45533f8892e70690c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCatalogProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCatalogProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveCatalogProductMutation, RemoveCatalogProductMutationVariables>;
export const MoveCatalogProductDocument = {"__meta__":{"hash":"0493901257717a03c2f0d6b30b724059bd3425de0d5a3b27d448e65cd06aee3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCatalogProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveCatalogProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCatalogProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MoveCatalogProductMutation, MoveCatalogProductMutationVariables>;
export const PlaybookEditPanelDocument = {"__meta__":{"hash":"974e111e0ebf1800b17772e028d81b55772d96223f44d47323fea0e535f26d37"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaybookEditPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookEditPanel_sport"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"fsgSports"},"name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"FSG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"uaSports"},"name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"UA"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<PlaybookEditPanelQuery, PlaybookEditPanelQueryVariables>;
export const ReorderPlaybookSportsDocument = {"__meta__":{"hash":"7cf5ecd7c90255e1108198a1da9343518607e8c9554dcec0235d4a2908731680"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPlaybookSports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPlaybookSports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookEditPanel_sport"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<ReorderPlaybookSportsMutation, ReorderPlaybookSportsMutationVariables>;
export const ReorderPlaybookCatalogsDocument = {"__meta__":{"hash":"3175a7cb36340eaf15db7a1c0fd8fb76c9eb7706f4fa6a29093e8aafc2247c63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPlaybookCatalogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalogIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPlaybookCatalogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalogIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalogIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookEditPanel_sport"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<ReorderPlaybookCatalogsMutation, ReorderPlaybookCatalogsMutationVariables>;
export const RenamePlaybookSportDocument = {"__meta__":{"hash":"a908f2e2d711948e52886102dd2c923e1b67a56ae004db1ad24ef614de23b1dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePlaybookSport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePlaybookSport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookEditPanel_sport"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<RenamePlaybookSportMutation, RenamePlaybookSportMutationVariables>;
export const AddPlaybookSportDocument = {"__meta__":{"hash":"fac3e073bdc1c199c2a2f32be327db714be5bb1cff7369fdca966328ff633555"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPlaybookSport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPlaybookSport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookEditPanel_sport"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<AddPlaybookSportMutation, AddPlaybookSportMutationVariables>;
export const RemovePlaybookSportDocument = {"__meta__":{"hash":"6997bd43711e6dcca0ca12fc86bc1ae95250b9f18c726a8c5e0ef0164970edf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePlaybookSport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePlaybookSport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookEditPanel_sport"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookEditPanel_sport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookSport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<RemovePlaybookSportMutation, RemovePlaybookSportMutationVariables>;
export const SetPlaybookFiltersDocument = {"__meta__":{"hash":"031276085fafd9bd2c267cc28ca2bcd7213079b322a398cf529bf2d3ecf63867"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPlaybookFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookFiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPlaybookFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playbookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playbookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookFilters_playbook"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookFilters_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"genderFilter"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeFilter"}}]}}]} as unknown as DocumentNode<SetPlaybookFiltersMutation, SetPlaybookFiltersMutationVariables>;
export const ExportProjectPdfDocument = {"__meta__":{"hash":"cfc9d4303cf17589ecd07d0ced9c2bca48db3280f771a0d1f02261774eef2152"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportProjectPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportProjectPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportPdfJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportPdfJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]} as unknown as DocumentNode<ExportProjectPdfMutation, ExportProjectPdfMutationVariables>;
export const ExportQuotePdfDocument = {"__meta__":{"hash":"053fa202d1d9b96fb2ba34acfc3061dd0154d8f2071a3a97b748166d9d2577b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportQuotePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportQuotePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportPdfJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportPdfJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]} as unknown as DocumentNode<ExportQuotePdfMutation, ExportQuotePdfMutationVariables>;
export const RequestSharedProjectPdfDocument = {"__meta__":{"hash":"5dc0948d6a9d6ab06c2ad33b9309b8b980242d4dd942adbba0660f6097028e50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSharedProjectPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSharedProjectPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportPdfJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportPdfJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]} as unknown as DocumentNode<RequestSharedProjectPdfMutation, RequestSharedProjectPdfMutationVariables>;
export const SharedProjectPdfDocument = {"__meta__":{"hash":"f7a77568ef778b21a505224047e5dbc0ae86665ff5e380cfc2201e84ddc5bcfd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedProjectPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedProjectPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportPdfJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportPdfJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]} as unknown as DocumentNode<SharedProjectPdfQuery, SharedProjectPdfQueryVariables>;
export const RenderJobDocument = {"__meta__":{"hash":"680a6a0ea5cadb49a3cb9e8f1face9563edab90425fead149f872ac36794ce99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenderJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportPdfJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportPdfJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenderJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]} as unknown as DocumentNode<RenderJobQuery, RenderJobQueryVariables>;
export const ProductOptionsDocument = {"__meta__":{"hash":"40337d0200ac954288fdde42ce1fd15ed4ea6aad7da50602732ddc9a55790e82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductOptionsQuery, ProductOptionsQueryVariables>;
export const ProjectProductPickerDocument = {"__meta__":{"hash":"482341de956499a5e8ae7c93d819d3d63e9bb73a45e5286a86cc203cf86ec6e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectProductPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"baseMsrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectProductPickerQuery, ProjectProductPickerQueryVariables>;
export const PublishProjectDocument = {"__meta__":{"hash":"ab38af64e97a77f43b4411df9f3f9bd71ae0b1af6d3ae3d08789ae66c3716a1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PublishProjectMutation, PublishProjectMutationVariables>;
export const ProjectsListDocument = {"__meta__":{"hash":"665f6d96092d4a5b332e40761757775be984a5a05ded02bdb2b6eeab1c32a702"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasOpenQuote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasOpenQuote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasOpenQuote"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_snapsheet"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_playbook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProjectsListQuery, ProjectsListQueryVariables>;
export const DuplicateProjectDocument = {"__meta__":{"hash":"3250ffe98ecd9e6e67c475f78b20f2bd3986c5232288ccd56b8899aed8363b7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_snapsheet"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_playbook"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DuplicateProjectMutation, DuplicateProjectMutationVariables>;
export const ArchiveProjectDocument = {"__meta__":{"hash":"6f28a3ac36326a8448e8e06a293063885ee64c4d9bae73ec545dc3d0c5c8bd5c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_snapsheet"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_playbook"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ArchiveProjectMutation, ArchiveProjectMutationVariables>;
export const RestoreProjectDocument = {"__meta__":{"hash":"bdf555df1fc308fd97f88cb145d53f26bef46b9acdd53832c473565c291f76f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_snapsheet"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsList_playbook"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsList_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RestoreProjectMutation, RestoreProjectMutationVariables>;
export const ApproveProofDocument = {"__meta__":{"hash":"409ef7306771daaffb0d9b45440d56172eb1eb4c5aac9631ceb442ce43d02af7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proofId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approverName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agreed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"proofId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proofId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approverName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approverName"}}},{"kind":"Argument","name":{"kind":"Name","value":"agreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agreed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProofSheet_proof"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProofSheet_proof"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"left"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"LEFT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"right"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"RIGHT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveProofMutation, ApproveProofMutationVariables>;
export const RequestProofChangesDocument = {"__meta__":{"hash":"d2bcca4cb0652aa617de5bdc8d1c3802ffbade2372789fe393a0d1d2309b1496"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestProofChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proofId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestProofChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"proofId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proofId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProofSheet_proof"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProofSheet_proof"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"left"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"LEFT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"right"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"RIGHT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]} as unknown as DocumentNode<RequestProofChangesMutation, RequestProofChangesMutationVariables>;
export const UpdateOrderDocument = {"__meta__":{"hash":"209d731e237d818e9e8f5b1b58712d2401d97e97f3035925cdf28af9015b560e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"depositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productionStatus"}}]}}]} as unknown as DocumentNode<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const QuoteItemRosterDocument = {"__meta__":{"hash":"398d963e8720d3bb4e0aa7932eedc1ca35a4d165604d024c2cdb96dde9748c3f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteItemRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterItem_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"blank"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}}]} as unknown as DocumentNode<QuoteItemRosterQuery, QuoteItemRosterQueryVariables>;
export const SendProofsDocument = {"__meta__":{"hash":"e559c9c3d17df0f496a558c9972207634fe753f5fc3d5db0a21726f9f2cae24c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProofs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProofs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SendProofsMutation, SendProofsMutationVariables>;
export const UpdateQuotePricingDocument = {"__meta__":{"hash":"d47015b05067af3473575065a510e19985efa781804314d2f637965acd7e2bc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateQuotePricing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuotePricingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuotePricing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTerms_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateQuotePricingMutation, UpdateQuotePricingMutationVariables>;
export const SendQuoteDocument = {"__meta__":{"hash":"44948033400871a233a6fcbcad602a2dc3a25b181c44a617f8841de593d56505"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<SendQuoteMutation, SendQuoteMutationVariables>;
export const RequestQuoteDocument = {"__meta__":{"hash":"d4c03b85772754e432af95cf847fd3c3e1c4e36a1bb77b02a86c765332b823d9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lockerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lockerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lockerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RequestQuoteMutation, RequestQuoteMutationVariables>;
export const SaveRepDocument = {"__meta__":{"hash":"bdf55b1eb03ab0f1b10b8561f2c4045f1d0e36b07e73061a8127dfdf0bab0768"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepRow_rep"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepRow_rep"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fromProject"}}]}}]} as unknown as DocumentNode<SaveRepMutation, SaveRepMutationVariables>;
export const PreviewRosterImportDocument = {"__meta__":{"hash":"413b1c277c350735a54506258ad511c4761f3cb5d9cd60bf96b3a1f5164c946a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewRosterImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewRosterImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewRosterImportQuery, PreviewRosterImportQueryVariables>;
export const ImportRosterDocument = {"__meta__":{"hash":"78eee366f99919209c58cd123d6a8cf219da7062f2d9ddca111707725ab6229f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lockerItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterFileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterImportMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importRoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lockerItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lockerItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<ImportRosterMutation, ImportRosterMutationVariables>;
export const UpdateRosterDocument = {"__meta__":{"hash":"a65b7754f0dd44fc133b46b0289b53325acb51668a4af8e55ff2a06a2a7cd2c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLockerItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterItem_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"blank"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}}]} as unknown as DocumentNode<UpdateRosterMutation, UpdateRosterMutationVariables>;
export const RosterCsvDocument = {"__meta__":{"hash":"dbd51c0e38efe24c714ef1acab58bcd16e74f7199c6b59e9a6dbb706e3ba9192"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rosterCsv"}}]}}]}}]}}]} as unknown as DocumentNode<RosterCsvQuery, RosterCsvQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"7fb4b3c4ccbccd8f310ebab01e75569338b91248fe7a213c0abc9e7da0664696"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"760484427514c6721d03239fdea331b31205ecf6f781c374aee629364524b315"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const SetDealerLogoDocument = {"__meta__":{"hash":"cc522009d8f35c68bca09b8377c1f1164cd04365ea9297070310254110c73a67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDealerLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDealerLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySettings_dealer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettings_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dealerMargin"}},{"kind":"Field","name":{"kind":"Name","value":"requestQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proofLinkDays"}},{"kind":"Field","name":{"kind":"Name","value":"convertWithoutApproval"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"sharePhone"}},{"kind":"Field","name":{"kind":"Name","value":"shareEmail"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"hasPasscode"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<SetDealerLogoMutation, SetDealerLogoMutationVariables>;
export const SetDealerPasscodeDocument = {"__meta__":{"hash":"a892231d8c6f6ffdcb4637e2ef2a69e6a3b73ff5bbbca4a69c77609e62b0b954"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDealerPasscode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDealerPasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}]}}]} as unknown as DocumentNode<SetDealerPasscodeMutation, SetDealerPasscodeMutationVariables>;
export const MySettingsDocument = {"__meta__":{"hash":"2077504e90da30a7cc9c729eb1a7198a7c7aa8a889ebad3ced0b043746ba4944"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySettings_dealer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettings_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dealerMargin"}},{"kind":"Field","name":{"kind":"Name","value":"requestQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proofLinkDays"}},{"kind":"Field","name":{"kind":"Name","value":"convertWithoutApproval"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"sharePhone"}},{"kind":"Field","name":{"kind":"Name","value":"shareEmail"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"hasPasscode"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<MySettingsQuery, MySettingsQueryVariables>;
export const ApiTokensDocument = {"__meta__":{"hash":"ea049bcf354087965e1ae06b244cb15b96688c046fe4fe95dffc5d4bb69e2b22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const UpdateDealerSettingsDocument = {"__meta__":{"hash":"da8eeefc094e1da77a0101d073c855eac7941040a68135eea7c41fc714d3b7c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDealerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealerSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDealerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySettings_dealer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettings_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dealerMargin"}},{"kind":"Field","name":{"kind":"Name","value":"requestQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proofLinkDays"}},{"kind":"Field","name":{"kind":"Name","value":"convertWithoutApproval"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"sharePhone"}},{"kind":"Field","name":{"kind":"Name","value":"shareEmail"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"hasPasscode"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeChangeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<UpdateDealerSettingsMutation, UpdateDealerSettingsMutationVariables>;
export const SaveShowroomDocument = {"__meta__":{"hash":"42ed765f09ca2e7a6130b05c1193357206122689c45703ac571259c4d12b0a1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShowroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowroomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShowroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomSetupForm_Showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomSetupForm_Showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"showDealerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"showDealerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<SaveShowroomMutation, SaveShowroomMutationVariables>;
export const ShowroomCatalogProductsDocument = {"__meta__":{"hash":"90695d05d1b2c3eb8564e3b5722bcd42033ec1b06426a3a6bc5e58a6d83f96c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowroomCatalogProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"catalogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_garment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShowroomProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"renderSpec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fill"}},{"kind":"Field","name":{"kind":"Name","value":"outline1"}},{"kind":"Field","name":{"kind":"Name","value":"outline2"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_garment"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]} as unknown as DocumentNode<ShowroomCatalogProductsQuery, ShowroomCatalogProductsQueryVariables>;
export const SaveShowroomLookDocument = {"__meta__":{"hash":"a6740fcde66189a22deed72fdc7027a9b3b3742ea89e0691dfedcad3beaf993f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShowroomLook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"look"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowroomLookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShowroomLook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"look"},"value":{"kind":"Variable","name":{"kind":"Name","value":"look"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveShowroomLookMutation, SaveShowroomLookMutationVariables>;
export const AddSnapsheetProductDocument = {"__meta__":{"hash":"7b5bf7eb686c843af5d1bc54c61dea5711a59d4315d250ca322e4da7065b2f37"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSnapsheetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<AddSnapsheetProductMutation, AddSnapsheetProductMutationVariables>;
export const UpdateSnapsheetProductDocument = {"__meta__":{"hash":"ce775898057d1feef228561aa619a723f06e3e0ced1c51026b9a09a89a2bfc48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSnapsheetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSnapsheetProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<UpdateSnapsheetProductMutation, UpdateSnapsheetProductMutationVariables>;
export const MoveSnapsheetProductDocument = {"__meta__":{"hash":"935299985fdfd0ce2be29e06985a0264ce75d3892dbb9f17c46d21cdbaab0d75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveSnapsheetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<MoveSnapsheetProductMutation, MoveSnapsheetProductMutationVariables>;
export const RemoveSnapsheetProductDocument = {"__meta__":{"hash":"3781d85fa496daaf9b47d595837498563b52b1780afcfeec112ce7d8ec025c5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSnapsheetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<RemoveSnapsheetProductMutation, RemoveSnapsheetProductMutationVariables>;
export const SnapsheetSettingsDocument = {"__meta__":{"hash":"ec86b4d02ec6a026c017d2e5cf66ff06f228ec748a861f42e76bd67b121c814d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"library"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"library"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheetColors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectLogos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"EnumValue","value":"SNAPSHEET"}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"IMAGE"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"library"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<SnapsheetSettingsQuery, SnapsheetSettingsQueryVariables>;
export const UpdateSnapsheetSettingsDocument = {"__meta__":{"hash":"390de4d222be86c1a280e784432c1d0e9fa61828733d68fe899b547ed9598cb2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSnapsheetSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSnapsheetSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<UpdateSnapsheetSettingsMutation, UpdateSnapsheetSettingsMutationVariables>;
export const SnapsheetToolbarOptionsDocument = {"__meta__":{"hash":"790a753d770f1bff278bd567667bb879d929391d5241ef50cdd2694d04359802"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetToolbarOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheetColors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheetCollections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SnapsheetToolbarOptionsQuery, SnapsheetToolbarOptionsQueryVariables>;
export const SetSnapsheetFeaturedColorDocument = {"__meta__":{"hash":"e2d093191ab04b0eaceda93f3c1154dcb3aeaddc35e0eeaae62942a6c56ceea5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSnapsheetFeaturedColor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"colorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSnapsheetFeaturedColor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"colorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"colorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<SetSnapsheetFeaturedColorMutation, SetSnapsheetFeaturedColorMutationVariables>;
export const SetSnapsheetGenderDocument = {"__meta__":{"hash":"da96cfc1d3eaa74f7f859fcbabb32a733f5cbe9c8c2b85ea844b2c6aa9260be6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSnapsheetGender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gender"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Gender"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSnapsheetGender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<SetSnapsheetGenderMutation, SetSnapsheetGenderMutationVariables>;
export const SetSnapsheetCollectionDocument = {"__meta__":{"hash":"06663572c679cb08ef9ae0c4f58cafa14670fb9f6f4b453759c000b4e50fe853"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSnapsheetCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSnapsheetCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"collectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<SetSnapsheetCollectionMutation, SetSnapsheetCollectionMutationVariables>;
export const SnapsheetUniformDocument = {"__meta__":{"hash":"d5c3b04283ee5a37b99c467023f9be26fb445ef817295511f48f5bd05c1f982c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetUniform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"genders"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"FSG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SnapsheetUniformQuery, SnapsheetUniformQueryVariables>;
export const SnapsheetUniformPiecesDocument = {"__meta__":{"hash":"dde39a8993feb6b3db8a60d4bfd1c786f28d363182ae9857431fbb2e741f2efe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetUniformPieces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sport"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sport"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sport"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"UNIFORM"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"genders"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SnapsheetUniformPiecesQuery, SnapsheetUniformPiecesQueryVariables>;
export const UpdateSnapsheetUniformDocument = {"__meta__":{"hash":"6c082544daa5aa13e63dcabdb83d26b474c9030a99455e5894c59ed1a48742e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSnapsheetUniform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSnapsheetProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<UpdateSnapsheetUniformMutation, UpdateSnapsheetUniformMutationVariables>;
export const AddSnapsheetUniformPieceDocument = {"__meta__":{"hash":"51434c81e53637a37d25a16a90abafd5b535ee4380807c7405a98d4a376bd98d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSnapsheetUniformPiece"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]} as unknown as DocumentNode<AddSnapsheetUniformPieceMutation, AddSnapsheetUniformPieceMutationVariables>;
export const CustomersDocument = {"__meta__":{"hash":"d0c0f7d0c8647eba0aff933085b3f3dee36fa1491c1e819580a2a7f755c3350c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRow_customer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const SetCustomerStatusDocument = {"__meta__":{"hash":"feb769f71e8a723fc7adb9daca8b1f0c6dea54d9e0468e28b8388007c58c3923"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCustomerStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomerStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRow_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogoThumb_logo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Logo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogoThumb_logo"}}]}}]}}]} as unknown as DocumentNode<SetCustomerStatusMutation, SetCustomerStatusMutationVariables>;
export const GetStartedDocument = {"__meta__":{"hash":"94d7062720e77a5b12fbdb1474dc5b6a52fea7dac0e4827a7d66d5dd334f82d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myShowroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbooks"}},{"kind":"Field","name":{"kind":"Name","value":"snapsheets"}},{"kind":"Field","name":{"kind":"Name","value":"customers"}},{"kind":"Field","name":{"kind":"Name","value":"openQuotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetStartedQuery, GetStartedQueryVariables>;
export const NoticesDocument = {"__meta__":{"hash":"beebe0fabd2b673abec488b00d7aac7252b778cd874f54fb1795ed97ff8dee7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticesDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesQuery, NoticesQueryVariables>;
export const OrderWebhookDocument = {"__meta__":{"hash":"2fd245b0e6c158f9500cbdd38342fc8b80f396d70bd356e419c5f94fb193ca95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderWebhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderWebhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"secretCreatedAt"}}]}}]}}]} as unknown as DocumentNode<OrderWebhookQuery, OrderWebhookQueryVariables>;
export const SetOrderWebhookDocument = {"__meta__":{"hash":"231ff3b746fb5ca2c39d77f4ef7f80082d6d27652b76e668af860fc3a46010f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rotateSecret"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"rotateSecret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rotateSecret"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"secretCreatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SetOrderWebhookMutation, SetOrderWebhookMutationVariables>;
export const OrdersDocument = {"__meta__":{"hash":"ee112a3400b257adc55b157ff58c2b178a3628d40d7acdd989ba94b5a3ff5d31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"syncStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSyncStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"syncStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"syncStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"syncAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncError"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const RetryOrderSyncDocument = {"__meta__":{"hash":"168ae097ac937345d2a3b4b11033197d5ed57226315ff69bb436efacec368f6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryOrderSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOrderSync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncError"}}]}}]}}]} as unknown as DocumentNode<RetryOrderSyncMutation, RetryOrderSyncMutationVariables>;
export const OrdersCsvDocument = {"__meta__":{"hash":"12b5c948fa93cc72c9dc4b235315ca29cb86770f77a6f2f3f11681b116a582cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"syncStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSyncStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"syncStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"syncStatus"}}}]}]}}]} as unknown as DocumentNode<OrdersCsvQuery, OrdersCsvQueryVariables>;
export const OrderDetailDocument = {"__meta__":{"hash":"65cafccb4b3d20e8d16dc7787d85640281e08d841c7369363acad3135297014f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"syncAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncError"}},{"kind":"Field","name":{"kind":"Name","value":"approvalWaived"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails_order"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_pricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"designCode"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"proofVersion"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"offsetXMm"}},{"kind":"Field","name":{"kind":"Name","value":"offsetYMm"}},{"kind":"Field","name":{"kind":"Name","value":"rotationDeg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"depositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productionStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_pricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuotePricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const DashboardQueuesDocument = {"__meta__":{"hash":"d57fa28772226c6097afe4016cb4494ea213f5e07ce5384d19f7813d525ba6a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardQueues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamTravelQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sports"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQueuesQuery, DashboardQueuesQueryVariables>;
export const QuoteDetailDocument = {"__meta__":{"hash":"e40308f8cd0ed30667b59735506cc9c3b5b103cf6c955d616f21be6e648af377"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteDetail_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteProofs_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteDetail_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"inHandWarning"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canUnlockProject"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteProofs_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteItems_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTerms_quote"}}]}}]} as unknown as DocumentNode<QuoteDetailQuery, QuoteDetailQueryVariables>;
export const MarkQuoteReadDocument = {"__meta__":{"hash":"034b675f2d6e41dab48137bcfc47975027849fc7cacf692ab77f7d652561dba2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkQuoteRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"read"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markQuoteRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"read"},"value":{"kind":"Variable","name":{"kind":"Name","value":"read"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<MarkQuoteReadMutation, MarkQuoteReadMutationVariables>;
export const CloseQuoteDocument = {"__meta__":{"hash":"64f9f3bd5b3229f1d9f1cca27e78fa7ead5cd0c1148aa88123830bcd2c9b9cae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteDetail_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteProofs_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteDetail_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"inHandWarning"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canUnlockProject"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteProofs_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteItems_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTerms_quote"}}]}}]} as unknown as DocumentNode<CloseQuoteMutation, CloseQuoteMutationVariables>;
export const ConvertQuoteToOrderDocument = {"__meta__":{"hash":"b4c5076cf038c02312a7c3db8fbebaaea9a63ebf914cca90e1feb2430e1753f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertQuoteToOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertQuoteToOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteDetail_quote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteProofs_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteDetail_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"inHandWarning"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canUnlockProject"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteProofs_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteItems_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTerms_quote"}}]}}]} as unknown as DocumentNode<ConvertQuoteToOrderMutation, ConvertQuoteToOrderMutationVariables>;
export const UnlockQuoteProjectDocument = {"__meta__":{"hash":"8404b5da256a5aa3de3db0cb5fb0a30ef8deab6a245ffbf34a7866a85f7e4af4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockQuoteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockQuoteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteDetail_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteProofs_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTerms_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"originalUnitPriceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteDetail_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"inHandWarning"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canUnlockProject"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteProofs_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteItems_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTerms_quote"}}]}}]} as unknown as DocumentNode<UnlockQuoteProjectMutation, UnlockQuoteProjectMutationVariables>;
export const QuotesDocument = {"__meta__":{"hash":"5c2ae2d5635bba16b3c372f982d55ecfa657108c3251561d76c6d42af3341054"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuotesQuery, QuotesQueryVariables>;
export const RepsDocument = {"__meta__":{"hash":"9025a8a652ab378114638586d39290f2e989d3d02c1d2a6551be16566de64988"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepRow_rep"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepRow_rep"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fromProject"}}]}}]} as unknown as DocumentNode<RepsQuery, RepsQueryVariables>;
export const RemoveRepDocument = {"__meta__":{"hash":"b8685aa8ec19d756b7a297306e98785fa70d277d47dd81cef741a1732b68539c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveRepMutation, RemoveRepMutationVariables>;
export const ShowroomSetupDocument = {"__meta__":{"hash":"96bb58f8cd20a5cb6dad14c66e3d2f679920fe01a6b09b86c9c50da2b5d90308"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowroomSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myShowroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomSetupForm_Showroom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"fsgSports"},"name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"FSG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"uaSports"},"name":{"kind":"Name","value":"sports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"EnumValue","value":"UA"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomSetupForm_Showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"showDealerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"showDealerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<ShowroomSetupQuery, ShowroomSetupQueryVariables>;
export const PlaybookViewerDocument = {"__meta__":{"hash":"ce8f0560cd21f6672a6b7e70e5bbb7b7ca8b70a139047e05a886ed5ac0bf2d1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaybookViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookFilters_playbook"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookBook_playbook"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookProductsPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageIndex"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookProductsPage_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookFilters_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"genderFilter"}},{"kind":"Field","name":{"kind":"Name","value":"productTypeFilter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookBook_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookPage_playbook"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookPage_page"}}]}}]}}]} as unknown as DocumentNode<PlaybookViewerQuery, PlaybookViewerQueryVariables>;
export const PrintPlaybookDocument = {"__meta__":{"hash":"6024ada9f45d86fbd4a560a3a127558ea87dd40c1a0d6db7168844a8b7f9d39c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintPlaybook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookBook_playbook"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookProductsPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookPage_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaybookPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogPageIndex"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookProductsPage_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaybookBook_playbook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookPage_playbook"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaybookPage_page"}}]}}]}}]} as unknown as DocumentNode<PrintPlaybookQuery, PrintPlaybookQueryVariables>;
export const PrintProofDocument = {"__meta__":{"hash":"43cf0671651d335cbb522d874f0f81743bbe4c52687adc1a116171f748a42300"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProofSheet_proof"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProofSheet_proof"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"left"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"LEFT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"right"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"RIGHT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]} as unknown as DocumentNode<PrintProofQuery, PrintProofQueryVariables>;
export const PrintQuoteDocument = {"__meta__":{"hash":"8e434f019e99c549dbeabc0c7364555b743e506b6a4b3f17d8c4dbea180e57c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptCertificate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_pricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteItems_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_pricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuotePricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteItems_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}}]}}]} as unknown as DocumentNode<PrintQuoteQuery, PrintQuoteQueryVariables>;
export const ShareCardDocument = {"__meta__":{"hash":"96d1dbacfd2555e378c6d50663950d1810c74302a61c57b37a7fc08dfc48bd04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ShareCardQuery, ShareCardQueryVariables>;
export const PrintSnapsheetDocument = {"__meta__":{"hash":"586c0a64197ffc9c415e4701c31b6064a2f906fdc14cb67cbb0839c3822e6df7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintSnapsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<PrintSnapsheetQuery, PrintSnapsheetQueryVariables>;
export const ProjectLockerDocument = {"__meta__":{"hash":"04526fd21642ae51a729bd396c32b1346c5e3323f8aeb0c360890c342dfb1e75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectLocker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestQuote"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectLockers_locker"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectLockers_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}}]} as unknown as DocumentNode<ProjectLockerQuery, ProjectLockerQueryVariables>;
export const RemoveLockerItemDocument = {"__meta__":{"hash":"524f052ff41245525c4a0b6d182d03a16c3ba1bd1aa8cfb23b0e165b60afcd46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLockerItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLockerItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}}]} as unknown as DocumentNode<RemoveLockerItemMutation, RemoveLockerItemMutationVariables>;
export const ProductCustomizerDocument = {"__meta__":{"hash":"2a37ae44175a0243b256778a8379067e230dfd5a582c9c0584a279db61e32a24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCustomizer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"isSublimable"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_garment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCustomizer_configuration"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_garment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ProductCustomizerQuery, ProductCustomizerQueryVariables>;
export const ProjectRosterDocument = {"__meta__":{"hash":"24e4646d9b11b5516a6632660b25f5143c6a8a60e3e32ab9c3e2527f193f8bcd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterPage_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterItem_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"blank"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterPage_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterItem_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterPage_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterPage_locker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterPage_locker"}}]}}]}}]} as unknown as DocumentNode<ProjectRosterQuery, ProjectRosterQueryVariables>;
export const SizesSelectionDocument = {"__meta__":{"hash":"1f874f4591a6ab6beeb110c1c7e18049e7227622abc141b8cd8778c3d1cc1e5c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SizesSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SizesSelection_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SizesSelection_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}}]}}]} as unknown as DocumentNode<SizesSelectionQuery, SizesSelectionQueryVariables>;
export const AddToLockerDocument = {"__meta__":{"hash":"53057739f289713bf2ccea7a5386e4cd1ed6e675db1e0a16489cdf0c89429c12"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToLocker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToLockerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToLocker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPieces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}}]} as unknown as DocumentNode<AddToLockerMutation, AddToLockerMutationVariables>;
export const ProofApprovalDocument = {"__meta__":{"hash":"1e5308fa8480f703abb9ea51ebd99c01467a41fe582be1373369ec6153a632ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProofApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proofApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"projectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProofSheet_proof"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProofSheet_proof"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proof"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"offsetX"}},{"kind":"Field","name":{"kind":"Name","value":"offsetY"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graphic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"left"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"LEFT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"right"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"RIGHT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]} as unknown as DocumentNode<ProofApprovalQuery, ProofApprovalQueryVariables>;
export const QuoteLinkDocument = {"__meta__":{"hash":"da809e3ac33325177424dbe280e03ea1bf2a2d1aa52c031e133c6d8d50c3bef2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationShortId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inHandDate"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_pricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteTotals_totals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedProofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_pricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuotePricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteTotals_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<QuoteLinkQuery, QuoteLinkQueryVariables>;
export const AcceptQuoteDocument = {"__meta__":{"hash":"40dc2ff885dea9b944ed02f177e62a9cefed1e5b160525eeeee771632e8dbe15"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agreed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"totalCents"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"agreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agreed"}}},{"kind":"Argument","name":{"kind":"Name","value":"totalCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"totalCents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptQuoteMutation, AcceptQuoteMutationVariables>;
export const ShowroomCatalogueDocument = {"__meta__":{"hash":"6a307a9a60f3aaf9795bc656f9e811694902129a2f947df1693a4a3062d57b78"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowroomCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomLookBox_showroom"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"palette"},"value":{"kind":"EnumValue","value":"STOCK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomLookBox_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}}]}}]} as unknown as DocumentNode<ShowroomCatalogueQuery, ShowroomCatalogueQueryVariables>;
export const ShowroomHomeDocument = {"__meta__":{"hash":"019ab6f7b01aa76050b515d416f3355ef813a94d3041f030c765a8882ebc4ea4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowroomHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomHero_showroom"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomLookBox_showroom"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"palette"},"value":{"kind":"EnumValue","value":"STOCK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomHero_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomLookBox_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"mascot"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorationFill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}}]}}]} as unknown as DocumentNode<ShowroomHomeQuery, ShowroomHomeQueryVariables>;
export const SaveShowroomCatalogsDocument = {"__meta__":{"hash":"afabce15da48c9e5859e7274124df1d8785bc9b42921aa63d1547b2a771ff033"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShowroomCatalogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalogIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShowroomCatalogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalogIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalogIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]}}]} as unknown as DocumentNode<SaveShowroomCatalogsMutation, SaveShowroomCatalogsMutationVariables>;
export const SnapsheetTemplatesDocument = {"__meta__":{"hash":"6acd9d3cab1454255337dad59fcc64c7183a52f6e2aaed3b71ac1858d3bc93f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheetTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<SnapsheetTemplatesQuery, SnapsheetTemplatesQueryVariables>;
export const CloneSnapsheetTemplateDocument = {"__meta__":{"hash":"f2c1145f22c2d3980e0d94cb1f612d76cd69203120b4626fad8a2035e5e8365f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloneSnapsheetTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSnapsheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}}]} as unknown as DocumentNode<CloneSnapsheetTemplateMutation, CloneSnapsheetTemplateMutationVariables>;
export const SnapsheetDocument = {"__meta__":{"hash":"21cb9a5fd2bb0a1c98b0ead3a856bb647acbae619850aff62faaf92ecf8700f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Snapsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetToolbar_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"headerColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductActions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"customPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"emptySlots"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductActions_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomDealerHeader_showroom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetEdit_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetToolbar_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isStaticTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"featuredColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SnapsheetQuery, SnapsheetQueryVariables>;