import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { DealerRow, RepRow, ColorRow, CustomerRow, LogoRow, StyleRow, DesignRow, VariantRow, ProjectRow, PlaybookSportRow, PlaybookCatalogRow, CatalogProductRow, SchoolRow, NewSchoolValue, SchoolQueueRow, TeamTravelQueueRow, SnapsheetProductRow, ConfigurationRow, LockerRow, LockerItemRow, RenderJobRow, StoredDecoration, SnapshotRow, QuoteRow, QuoteItemSnapshot, QuoteTerms, OrderRow, OrderLineSize as OrderLineSizeValue, NoticeRow, StoreItemRow, StoreBundleRow, StoreOrderRow, StoreOrderLineRow, StoreContactRow } from '../db/types.js';
import type { ProductFacetsSource } from '../modules/catalog/product-search.js';
import type { ShowroomCatalogValue, ShowroomProductValue, ShowroomLookValue } from '../modules/showrooms/showroom-catalogs.js';
import type { PlaybookPageValue } from '../modules/playbooks/playbook-pages.js';
import type { LibraryGraphic } from '../modules/graphics/graphics-library.js';
import type { QuoteSendingView } from '../modules/quotes/quote-sending.js';
import type { StoreFacts } from '../modules/quotes/store-production-orders.js';
import type { ProofView, QuoteItemProofView, ProofApprovalView, ProofDeliveryView } from '../modules/proofs/proofs.service.js';
import type { DashboardStatsParent } from '../modules/quotes/quotes.service.js';
import type { BuyerStoreView, OrderLinkView, ContactsImported } from '../modules/stores/stores.service.js';
import type { StoreCheckoutValue } from '../modules/stores/stores.resolvers.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. `2026-11-22T10:00:00.000Z`. */
  DateTime: { input: Date | string; output: Date | string; }
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

/** What a buyer sees of a store (by its link). */
export type BuyerStore = {
  __typename?: 'BuyerStore';
  advertisedCloseAt?: Maybe<Scalars['DateTime']['output']>;
  bundles: Array<StoreBundle>;
  colors: Array<Color>;
  dealer: ShowroomDealer;
  dealerCode: Scalars['String']['output'];
  fulfilment: StoreFulfilment;
  groupLabel?: Maybe<Scalars['String']['output']>;
  hardCloseAt?: Maybe<Scalars['DateTime']['output']>;
  /** The store's public id (its link). */
  id: Scalars['ID']['output'];
  items: Array<StoreItem>;
  /** Each minimum's progress while the store is open (empty while the passcode is required). */
  minimums: Array<BuyerStoreMinimum>;
  opensAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * True while the store needs its passcode and the request's `access` is missing or no longer
   * valid: `items` and `bundles` are then empty (`enterStore` gives the access).
   */
  passcodeRequired: Scalars['Boolean']['output'];
  paymentMethods: Array<StorePaymentMethod>;
  /** Body measurements per size of each item whose garment's category has them (empty while the passcode is required). */
  sizeCharts: Array<StoreItemSizeChart>;
  state: StoreState;
  taxRateBasisPoints: Scalars['Int']['output'];
  teamName: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A minimum's progress as a buyer sees it: `ordered` of `pieces` (e.g. 14 of 24 ordered). */
export type BuyerStoreMinimum = {
  __typename?: 'BuyerStoreMinimum';
  name: Scalars['String']['output'];
  ordered: Scalars['Int']['output'];
  pieces: Scalars['Int']['output'];
};

/** A buyer's order as the private link reads it, with its store. */
export type BuyerStoreOrder = {
  __typename?: 'BuyerStoreOrder';
  /** True until the hard close while the order is not expired, cancelled or refunded. */
  canChange: Scalars['Boolean']['output'];
  order: StoreOrder;
  store: BuyerStore;
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
 * A new store. `sourceType`/`sourceId`: the project whose products become its items (a snapsheet's
 * or a playbook's public id; SHOWROOM takes the dealer's showroom, no id), each at the dealer price
 * of its configuration, every size of its style, name and number offered as its locations allow.
 * Errors: BAD_USER_INPUT field `teamName`, `title`, `customerId`, `colorIds`, `sourceId`, `timezone`.
 */
export type CreateStoreInput = {
  /** Three team colours; default the source's or the customer's. */
  colorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  sourceId?: InputMaybe<Scalars['ID']['input']>;
  sourceType: StoreSourceType;
  teamName: Scalars['String']['input'];
  /** Default `America/New_York`. */
  timezone?: InputMaybe<Scalars['String']['input']>;
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
   * the session until then, in every tab.
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
  /**
   * The size of the body form the garment is draped on against the adult L (a share): 0.84 for a
   * youth cut; null for an adult cut (1).
   */
  bodyScale?: Maybe<Scalars['Float']['output']>;
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
   * The image as picked before the upload's crop step cut it (D6), for Edit
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
  /** DRAFT, SCHEDULED or OPEN → CANCELLED. Errors: CONFLICT from another state. */
  cancelStore: Store;
  /**
   * Cancels a line of an unpaid pay-later order (its dealer) while the store is open, closed or
   * cancelled: its number is free again, the order's totals are its other lines', an order left
   * with none is CANCELLED. Errors: NOT_FOUND (store, order or line); CONFLICT naming why (a paid
   * or pending order, a line cancelled or refunded already, a store in production).
   */
  cancelStoreOrderLine: StoreOrder;
  /**
   * Changes a line's size, name or number through the private link until the hard close (the
   * rules and the numbers taken checked again). Errors: NOT_FOUND (token or line); CONFLICT after
   * the hard close or for an expired, cancelled or refunded order; BAD_USER_INPUT as a checkout.
   */
  changeStoreOrderLine: BuyerStoreOrder;
  /**
   * Checks out a cart: validates it, takes its unique numbers (one order wins a number), makes the
   * order in integer cents (tax per the store's rate, rounded once per line) and starts its
   * payment. One order per `idempotencyKey` (22 to 64 URL-safe characters the buyer's browser
   * makes): a retry or a double click answers the same order. Limited per address and per store
   * (RATE_LIMITED).
   */
  checkoutStore: StoreCheckout;
  /** Close one of the caller's quotes (D9). CONFLICT when it was converted to an order. */
  closeQuote: Quote;
  /**
   * Closes an open store now: its hard close set to now, then the close the job runs (the
   * minimums decided, the production order made; EXTEND may move the close instead). Errors:
   * NOT_FOUND; CONFLICT unless open.
   */
  closeStoreNow: Store;
  /**
   * Convert one of the caller's quotes into an order (D10), once: a second time answers CONFLICT.
   * Every current item of the quote's locker must have an APPROVED proof,
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
  /** Creates a store (DRAFT) for the signed-in dealer. */
  createStore: Store;
  /**
   * Edit crop (D6): the dealer's logo image shows the input's image from now on
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
   * Opens a store's passcode (the store's own, hashed as the dealer's project passcode is, tries
   * counted as theirs). Errors: UNAUTHENTICATED 'Invalid passcode or project' alike for a wrong
   * passcode and an unknown store; RATE_LIMITED.
   */
  enterStore: StoreAccess;
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
   * Queues the quote's PDF: its items with snapshots, sizes and prices, the
   * totals in cents, the dealer's terms, `validUntil`, the in-hand date; Letter, named
   * `<team> quote <number>.pdf`. Poll `renderJob(id)` for the download. The caller's quotes only.
   * Errors: NOT_FOUND (`Quote not found`) for another dealer's id and every other caller;
   * CONFLICT when the quote has no project to print from; RATE_LIMITED while one is already being
   * made.
   */
  exportQuotePdf: RenderJob;
  /**
   * Queues the PDF of a store's document: the packing list or bag labels of `round` (required for
   * them), or the payout statement. Poll `renderJob(id)` for the download. Errors: NOT_FOUND (`Store
   * not found`) for anyone but its dealer; BAD_USER_INPUT field `round`; RATE_LIMITED while the
   * store's documents are being made.
   */
  exportStoreDocument: RenderJob;
  /**
   * Imports a roster file into a locker item (L2): all or nothing. When any row has an error it
   * answers BAD_USER_INPUT field `file` with `extensions.issues` ([RosterIssue], rows named) and
   * saves nothing; warnings do not stop it. Same access and locks as `updateLockerItem`.
   */
  importRoster: Locker;
  /**
   * Imports the roster's contacts of a store in place of its contacts, all or nothing, from a CSV
   * or XLSX `file` (columns player, group, email, phone; read as a roster file) or from `rows`,
   * one of them; at most 500. An OPEN store emails the opening to the new contacts. Errors:
   * NOT_FOUND; BAD_USER_INPUT `file` (unreadable, no header naming an email column, a row with an
   * error: `extensions.issues` lists each by row and column, as a roster import's),
   * `rows.N.playerName|group|email|phone`, `rows`.
   */
  importStoreContacts: StoreContactsImport;
  /** Ends the session of the bearer token at once (A3). True when a session was revoked. */
  logout: Scalars['Boolean']['output'];
  /** Mark one of the caller's quotes read (default) or unread (D9). NOT_FOUND for another dealer's. */
  markQuoteRead: Quote;
  /** Marks a pay-later order paid (its dealer). Errors: NOT_FOUND; CONFLICT unless UNPAID. */
  markStoreOrderPaid: StoreOrder;
  /**
   * Marks round `round` packed (once); a processing store whose current round is packed becomes
   * COMPLETE. Errors: NOT_FOUND (store or round); CONFLICT when not decided yet or packed already.
   */
  markStorePacked: Store;
  /**
   * Moves a catalog product to another page or position (P3); the products after it on the page
   * it left and on the page it joins are renumbered; a page left empty disappears.
   */
  moveCatalogProduct: Playbook;
  /** Swaps the product's order with its neighbour's; a no-op at either end. */
  moveSnapsheetProduct: Snapsheet;
  /**
   * Moves the advertised and hard closes of a scheduled or open store (the hard close at or after
   * the advertised one, both ahead). Errors: BAD_USER_INPUT `advertisedCloseAt`, `hardCloseAt`;
   * CONFLICT from another state.
   */
  moveStoreCloses: Store;
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
  /** DRAFT or SCHEDULED → OPEN now. Errors as `scheduleStore`. */
  openStore: Store;
  /**
   * Opens a new round of a processing or complete store on the same link, with its own closes
   * (ahead, the advertised at or before the hard): its orders and production order are its own,
   * the earlier rounds' stay as they were. Errors: NOT_FOUND; BAD_USER_INPUT `hardCloseAt`,
   * `advertisedCloseAt`; CONFLICT unless processing or complete.
   */
  openStoreRound: Store;
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
  /**
   * Refunds a line of a paid order (its dealer) for exactly its `totalCents` while the store is
   * open, closed or cancelled: a card order through its payment (one refund per line), a pay-later
   * order marked paid as a recorded refund. Its number is free again, the order's totals are its
   * other lines', an order left with none is REFUNDED. Errors: NOT_FOUND (store, order or line);
   * CONFLICT naming why (an unpaid or pending order, a line refunded or cancelled already, the
   * payment refusing it, a store in production).
   */
  refundStoreOrderLine: StoreOrder;
  /**
   * Emails the "not ordered yet" reminder to each contact of an OPEN store whose player has not
   * ordered (`Store.playersNotOrdered`). Once per 24 hours per store (a reminder to nobody does
   * not count). Errors: NOT_FOUND; CONFLICT unless OPEN; RATE_LIMITED within 24 hours.
   */
  remindStoreContacts: StoreContactsReminder;
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
   * Reopens a closed store not yet processed until `hardCloseAt` (ahead): its held production
   * order is discarded and the round's close and decision undone. Errors: NOT_FOUND;
   * BAD_USER_INPUT `hardCloseAt`; CONFLICT unless closed.
   */
  reopenStore: Store;
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
   * The PDF a customer downloads from a shared snapsheet or playbook: the
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
   * DRAFT → SCHEDULED: it opens at `opensAt` by itself. Errors: BAD_USER_INPUT `opensAt`,
   * `hardCloseAt`, `items` (none) when not set or in the past; CONFLICT from another state.
   */
  scheduleStore: Store;
  /**
   * Sends the proofs of an open quote's items to the quote's contact (dealer
   * only): a new version of each item's proof, frozen as the item is now, a link valid
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
  /**
   * Sends round `round`'s held production order of store `storeId` (its dealer only): the order
   * is delivered to the dealer's order webhook (payload version 3) and the store, when CLOSED,
   * becomes PROCESSING. Errors: NOT_FOUND for another dealer's store; CONFLICT when the round has
   * no production order yet or it was sent already.
   */
  sendStoreProductionOrder: Order;
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
   * Replaces a DRAFT or SCHEDULED store's items and bundles. Errors: BAD_USER_INPUT `items.N.*`
   * (unknown configuration, size not of the style, rules out of range), `bundles.N.*`; CONFLICT past
   * SCHEDULED.
   */
  setStoreItems: Store;
  /**
   * Sets the store's minimums (replacing them; [] removes them) and what happens to one not
   * reached at the close, while it is a draft, scheduled or open. Errors: NOT_FOUND; BAD_USER_INPUT
   * naming the field (`minimums.N.name`, `minimums.N.itemIds`, `minimums.N.pieces`, `extendDays`
   * 1 to 30); CONFLICT once closed or cancelled.
   */
  setStoreMinimums: Store;
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
  /** Changes a store's settings (see `StoreSettingsInput`). */
  updateStore: Store;
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


export type MutationCancelStoreArgs = {
  storeId: Scalars['ID']['input'];
};


export type MutationCancelStoreOrderLineArgs = {
  lineId: Scalars['ID']['input'];
  orderNumber: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationChangeStoreOrderLineArgs = {
  input: StoreOrderLineChangeInput;
  lineId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationCheckoutStoreArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: StoreCheckoutInput;
};


export type MutationCloseQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCloseStoreNowArgs = {
  storeId: Scalars['ID']['input'];
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


export type MutationCreateStoreArgs = {
  input: CreateStoreInput;
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


export type MutationEnterStoreArgs = {
  dealerCode: Scalars['String']['input'];
  passcode: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
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


export type MutationExportStoreDocumentArgs = {
  document: StoreDocumentKind;
  round?: InputMaybe<Scalars['Int']['input']>;
  storeId: Scalars['ID']['input'];
};


export type MutationImportRosterArgs = {
  file: RosterFileInput;
  lockerItemId: Scalars['ID']['input'];
  mode?: InputMaybe<RosterImportMode>;
};


export type MutationImportStoreContactsArgs = {
  file?: InputMaybe<RosterFileInput>;
  rows?: InputMaybe<Array<StoreContactInput>>;
  storeId: Scalars['ID']['input'];
};


export type MutationMarkQuoteReadArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationMarkStoreOrderPaidArgs = {
  orderNumber: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationMarkStorePackedArgs = {
  round: Scalars['Int']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationMoveCatalogProductArgs = {
  id: Scalars['ID']['input'];
  input: MoveCatalogProductInput;
};


export type MutationMoveSnapsheetProductArgs = {
  direction: MoveDirection;
  id: Scalars['ID']['input'];
};


export type MutationMoveStoreClosesArgs = {
  advertisedCloseAt: Scalars['DateTime']['input'];
  hardCloseAt: Scalars['DateTime']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationOpenLockerArgs = {
  code: Scalars['String']['input'];
};


export type MutationOpenStoreArgs = {
  storeId: Scalars['ID']['input'];
};


export type MutationOpenStoreRoundArgs = {
  advertisedCloseAt: Scalars['DateTime']['input'];
  hardCloseAt: Scalars['DateTime']['input'];
  storeId: Scalars['ID']['input'];
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


export type MutationRefundStoreOrderLineArgs = {
  lineId: Scalars['ID']['input'];
  orderNumber: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationRemindStoreContactsArgs = {
  storeId: Scalars['ID']['input'];
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


export type MutationReopenStoreArgs = {
  hardCloseAt: Scalars['DateTime']['input'];
  storeId: Scalars['ID']['input'];
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


export type MutationScheduleStoreArgs = {
  storeId: Scalars['ID']['input'];
};


export type MutationSendProofsArgs = {
  lockerItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quoteId: Scalars['ID']['input'];
};


export type MutationSendQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendStoreProductionOrderArgs = {
  round: Scalars['Int']['input'];
  storeId: Scalars['ID']['input'];
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


export type MutationSetStoreItemsArgs = {
  bundles?: InputMaybe<Array<StoreBundleInput>>;
  items: Array<StoreItemInput>;
  storeId: Scalars['ID']['input'];
};


export type MutationSetStoreMinimumsArgs = {
  extendDays?: InputMaybe<Scalars['Int']['input']>;
  minimums: Array<StoreMinimumInput>;
  outcome: StoreMinimumOutcome;
  storeId: Scalars['ID']['input'];
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


export type MutationUpdateStoreArgs = {
  input: StoreSettingsInput;
  storeId: Scalars['ID']['input'];
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

/** Characters a personalised name may hold (@tas/garments `store-rules.ts`). */
export type NameCharacterSet =
  | 'APOSTROPHE'
  | 'DIGITS'
  | 'HYPHEN'
  | 'LETTERS'
  | 'PERIOD'
  | 'SPACE';

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
 * An email the product sends the dealer or the dealer's customers, kept in
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
  /** The quote it was made from; null for a team store's production order (`store`). */
  quote?: Maybe<Quote>;
  /**
   * When the order went to production: a store's production order is held (null) until the
   * dealer sends it (`sendStoreProductionOrder`); a quote's order is sent when made.
   */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the order ships (free text, lines kept); null until the dealer sets it. */
  shipTo?: Maybe<Scalars['String']['output']>;
  /** The store and round of a team store's production order; null for a quote's order. */
  store?: Maybe<OrderStore>;
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
 * One item of an order as a factory produces it: style, design, colours and
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

/** A decoration of an order line, as on the proof. */
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

/** A name and number printed on one garment of a store's production order. */
export type OrderLinePlayer = {
  __typename?: 'OrderLinePlayer';
  name?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
};

/** One garment size of an order line with its SKU. */
export type OrderLineSize = {
  __typename?: 'OrderLineSize';
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  /**
   * A store's production order: the names and numbers printed on this size's garments, one per
   * personalised garment; [] on a quote's order (its `playerName` and `playerNumber`).
   */
  players: Array<OrderLinePlayer>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** `<style>-<colour code>-<size suffix>`, e.g. `CG2100-19-06`. */
  sku: Scalars['String']['output'];
  /** A store's production order: blank garments of `quantity` the team buys; 0 otherwise. */
  teamPieces: Scalars['Int']['output'];
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

/** The store and round a production order was made from. */
export type OrderStore = {
  __typename?: 'OrderStore';
  /** When the round closed; null while it did not. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  fulfilment: StoreFulfilment;
  /** What the store calls its groups (e.g. `Team`); null: none. */
  groupLabel?: Maybe<Scalars['String']['output']>;
  /** The store's id (its project's, as `Store.id`). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  round: Scalars['Int']['output'];
  teamName?: Maybe<Scalars['String']['output']>;
};

/**
 * Sync state of an order with the dealer's order system (D10): PENDING until delivered (or while
 * retries are left), SYNCED once the webhook answered 2xx, FAILED after the last retry failed,
 * NOT_SENT when it was made while no order webhook was set (setting one sends
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

/** A problem of a personalisation (@tas/garments `checkPersonalisation`), or a number already taken. */
export type PersonalisationProblem = {
  __typename?: 'PersonalisationProblem';
  /** REQUIRED, NOT_OFFERED, TOO_LONG, CHARACTERS, NOT_A_NUMBER, OUT_OF_RANGE or TAKEN. */
  code: Scalars['String']['output'];
  /** `playerName` or `playerNumber`. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
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
  /** The fewest pieces of this product one order takes (the brand's terms). */
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
   * Lockers of the project whose quote is OPEN (L4): each locks its locker,
   * not the project, so the other visitors of a shared link go on. Null for anyone but the
   * project's dealer (and a passcode session of it).
   */
  openQuoteCount?: Maybe<Scalars['Int']['output']>;
  /**
   * The project's rep (D4): chosen on create (default the customer's rep) or
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
  | 'SNAPSHEET'
  /** A team store (a project kind of its own: its state, items and buyers' orders in `Store`). */
  | 'STORE';

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
 * One version of the proof sheet of a locker item: the configuration and
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
 * What a proof link opens: the proofs sent with it, for the customer to
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
export type ProofStatus =
  | 'APPROVED'
  | 'CHANGES_REQUESTED'
  | 'EXPIRED'
  | 'NOT_SENT'
  | 'SENT'
  | 'WITHDRAWN';

export type Query = {
  __typename?: 'Query';
  /**
   * The problems of a personalisation of one item of an open or scheduled store: its rules, and a
   * unique number already taken in the store (TAKEN). [] when it may be bought. Errors: NOT_FOUND
   * (store or item), as `store`.
   */
  checkPersonalisation: Array<PersonalisationProblem>;
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
   * lists only projects with a locker whose quote is OPEN, false only those
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
   * The PDF of a shared snapsheet's or playbook's current version (`projectId`
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
  /** A store by its link (A5): the buyer's view. Null for an unknown link, a draft, a cancelled or an archived store. */
  store?: Maybe<BuyerStore>;
  /** A buyer's order by its private link's token; null for an unknown token. */
  storeOrder?: Maybe<BuyerStoreOrder>;
  /**
   * The orders of a store, newest first: its dealer's (and a passcode session's of it). A query of
   * its own, not a field of `Store`, so that a list of projects stays small. Errors: NOT_FOUND.
   */
  storeOrders: Array<StoreOrder>;
  /**
   * The packing list of store `storeId`'s round `round` (orders paid or to pay later, lines neither
   * cancelled nor refunded). Its dealer, and the print page of its PDF. Errors: NOT_FOUND (`Store
   * not found`) for anyone else; BAD_USER_INPUT field `round` outside 1 to the store's round.
   */
  storePackingList: StorePackingList;
  /**
   * The payout statement as CSV: columns `round,paid_orders,gross_sales,refunds,card_fees,
   * tax_collected,fundraising_owed,net`, a row per round then `all`; amounts in dollars with cents.
   * Access and errors as `storePackingList`.
   */
  storePayoutCsv: Scalars['String']['output'];
  /** The payout statement of store `storeId`. Access and errors as `storePackingList`. */
  storePayoutStatement: StorePayoutStatement;
  /** The caller's team-travel-queue records (P4; dealer only), newest first. */
  teamTravelQueue: Array<TeamTravelQueueRecord>;
};


export type QueryCheckPersonalisationArgs = {
  access?: InputMaybe<Scalars['String']['input']>;
  dealerCode: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  playerName?: InputMaybe<Scalars['String']['input']>;
  playerNumber?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['ID']['input'];
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


export type QueryStoreArgs = {
  access?: InputMaybe<Scalars['String']['input']>;
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QueryStoreOrderArgs = {
  token: Scalars['String']['input'];
};


export type QueryStoreOrdersArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStorePackingListArgs = {
  round: Scalars['Int']['input'];
  storeId: Scalars['ID']['input'];
};


export type QueryStorePayoutCsvArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStorePayoutStatementArgs = {
  storeId: Scalars['ID']['input'];
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
  /** When the customer needs the garments, `YYYY-MM-DD`; null when not given. */
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
   * `quoteValidDays` then.
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
   * When the garments are needed, `YYYY-MM-DD`, today or later. Errors:
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
  /** Working days the product takes to make. */
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
   * Every data row of the file in file order, errors or not: the import dialog
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
 * `showDealerEmail`), null otherwise.
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

/** Body measurements per size of a garment (@tas/garments `size-charts.ts`, with its source). */
export type SizeChart = {
  __typename?: 'SizeChart';
  /** The garment category the chart is of, e.g. `Adult tops`. */
  name: Scalars['String']['output'];
  rows: Array<SizeChartRow>;
  /** Where the measurements come from. */
  source: Scalars['String']['output'];
};

export type SizeChartRow = {
  __typename?: 'SizeChartRow';
  measurements: Array<SizeMeasurement>;
  size: Scalars['String']['output'];
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

/** One body measurement of a size: a range in inches and in centimetres (equal ends for one value). */
export type SizeMeasurement = {
  __typename?: 'SizeMeasurement';
  maxCentimetres: Scalars['Float']['output'];
  maxInches: Scalars['Float']['output'];
  minCentimetres: Scalars['Float']['output'];
  minInches: Scalars['Float']['output'];
  /** What is measured: `Chest`, `Waist`, `Hip`, `Height`. */
  name: Scalars['String']['output'];
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

/** A team store (a project of type STORE), as its dealer sees it. */
export type Store = Project & {
  __typename?: 'Store';
  /** The close the buyers see. */
  advertisedCloseAt?: Maybe<Scalars['DateTime']['output']>;
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  bundles: Array<StoreBundle>;
  canEdit: Scalars['Boolean']['output'];
  colors: Array<Color>;
  /** The roster's contacts the dealer imported (`importStoreContacts`), in the file's order: its dealer's only (else []). */
  contacts: Array<StoreContact>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<Customer>;
  dealer: ShowroomDealer;
  dealerCode: Scalars['String']['output'];
  defaultLogo?: Maybe<Logo>;
  /** EXTEND: the days the hard close moves, once per round (1 to 30). */
  extendDays: Scalars['Int']['output'];
  fulfilment: StoreFulfilment;
  /** The label of the group a buyer fills in (e.g. `Team`, `Squad`, `Homeroom`); null: not asked. */
  groupLabel?: Maybe<Scalars['String']['output']>;
  /** The real close, at or after the advertised one: orders and changes until then. */
  hardCloseAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether buyers need the store's passcode. */
  hasPasscode: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  items: Array<StoreItem>;
  locker?: Maybe<Locker>;
  lockerCode?: Maybe<Scalars['String']['output']>;
  lockers: Array<Locker>;
  minimumOutcome: StoreMinimumOutcome;
  /** The minimums with their progress in the current round. */
  minimums: Array<StoreMinimum>;
  openQuoteCount?: Maybe<Scalars['Int']['output']>;
  opensAt?: Maybe<Scalars['DateTime']['output']>;
  /** The buyers' link: `/stores/{dealerCode}/{id}/`. */
  path: Scalars['String']['output'];
  /** Days a pay-later order has to be paid (its due date: the order's day plus these, in the store's zone). */
  payLaterDays: Scalars['Int']['output'];
  paymentMethods: Array<StorePaymentMethod>;
  /**
   * The contacts whose player has no live (pending, unpaid or paid) order in the store: no order
   * whose buyer's email is the contact's email, nor whose player name (the order's or a line's)
   * is the contact's player name, both compared trimmed and case-insensitively. Its dealer's only
   * (else []).
   */
  playersNotOrdered: Array<StoreContact>;
  /** The store's production orders, one per closed round, by round (its dealer only; [] for others). */
  productionOrders: Array<Order>;
  rep?: Maybe<Rep>;
  /** The round buyers order in now (1, then one more per round opened after processing). */
  round: Scalars['Int']['output'];
  /** The store's rounds, first first (its dealer's only, else []). */
  rounds: Array<StoreRound>;
  /**
   * The store's sales now, for its dealer (null for anyone else): lines neither cancelled nor
   * refunded of paid orders and of pay-later orders before their due date.
   */
  sales?: Maybe<StoreSales>;
  showPrices: Scalars['Boolean']['output'];
  state: StoreState;
  /** The project status matching `state` (DRAFT, PUBLISHED when scheduled, OPEN, CLOSED, COMPLETE). */
  status: ProjectStatus;
  /** Tax on buyers' lines, basis points (825 = 8.25 %). */
  taxRateBasisPoints: Scalars['Int']['output'];
  teamName: Scalars['String']['output'];
  thumbnail?: Maybe<Snapshot>;
  /** IANA time zone of the store's dates, e.g. `America/Chicago`. */
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
  visibility: ProjectVisibility;
};

/** The key a store's passcode opens: give it as `access` to the buyer's operations. */
export type StoreAccess = {
  __typename?: 'StoreAccess';
  access: Scalars['String']['output'];
};

/** Items sold together at one price (each with its own size, name and number). */
export type StoreBundle = {
  __typename?: 'StoreBundle';
  fundraisingCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The store's items it holds (`Store.items`, `BuyerStore.items` by id), each once. */
  itemIds: Array<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  /** The buyer's price of the bundle, cents, before tax (fundraising part included). */
  priceCents: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
};

export type StoreBundleInput = {
  fundraisingCents?: InputMaybe<Scalars['Int']['input']>;
  /** Positions (0-based) in `items` of `setStoreItems`: two or more distinct items. */
  itemIndexes: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** The buyer's price of the bundle, cents (fundraising included). */
  priceCents: Scalars['Int']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One line a buyer checks out. */
export type StoreCartLineInput = {
  /** Lines with the same `bundleKey` and `bundleId` are one bundle bought together. */
  bundleId?: InputMaybe<Scalars['ID']['input']>;
  bundleKey?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['ID']['input'];
  playerName?: InputMaybe<Scalars['String']['input']>;
  playerNumber?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['String']['input'];
};

/** The answer to a checkout: the order, its private link, and where to pay (CARD). */
export type StoreCheckout = {
  __typename?: 'StoreCheckout';
  order: StoreOrder;
  /** The private link: `/store-orders/{token}`. */
  path: Scalars['String']['output'];
  /** CARD: the payment page to send the buyer to; null for PAY_LATER. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The private link's token: the buyer reads and changes the order with it (`storeOrder`,
   * `changeStoreOrderLine`) until the hard close. The same for a retry with the same idempotency key.
   */
  token: Scalars['String']['output'];
};

/**
 * A buyer's checkout. Errors: BAD_USER_INPUT naming the field (`lines.N.size`,
 * `lines.N.playerName`, `lines.N.playerNumber` — TAKEN when another order has the number —,
 * `lines` for a required item or bundle missing or more than `maxPerBuyer`, `buyerEmail`,
 * `paymentMethod`, `idempotencyKey`); CONFLICT when the store is not open.
 */
export type StoreCheckoutInput = {
  /** The passcode's key when the store has one (`enterStore`). */
  access?: InputMaybe<Scalars['String']['input']>;
  buyerEmail: Scalars['String']['input'];
  buyerName: Scalars['String']['input'];
  buyerPhone?: InputMaybe<Scalars['String']['input']>;
  dealerCode: Scalars['String']['input'];
  group?: InputMaybe<Scalars['String']['input']>;
  lines: Array<StoreCartLineInput>;
  paymentMethod: StorePaymentMethod;
  playerName?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['ID']['input'];
};

/** A contact of a store's roster the dealer imported: a player and the parent's email and phone. */
export type StoreContact = {
  __typename?: 'StoreContact';
  /** The parent's or contact's email, lower case. */
  email: Scalars['String']['output'];
  /** The player's team, squad or homeroom; null when not given. */
  group?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  playerName: Scalars['String']['output'];
};

/** A contact as the dealer types it (`importStoreContacts` rows). */
export type StoreContactInput = {
  email: Scalars['String']['input'];
  group?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  playerName: Scalars['String']['input'];
};

/** What `importStoreContacts` did. */
export type StoreContactsImport = {
  __typename?: 'StoreContactsImport';
  /** The store's contacts now, in the file's order. */
  contacts: Array<StoreContact>;
  /** Opening emails sent to the new contacts of an OPEN store (0 otherwise, and without SMTP or for unsubscribed addresses). */
  emailed: Scalars['Int']['output'];
  /** Rows left out as repeats (WARNING); an import with an ERROR saves nothing and answers BAD_USER_INPUT. */
  issues: Array<RosterIssue>;
  store: Store;
};

/** What `remindStoreContacts` did. */
export type StoreContactsReminder = {
  __typename?: 'StoreContactsReminder';
  /** Contacts reminded, emailed or not (kept in the outbox). */
  contacts: Scalars['Int']['output'];
  /** Contacts emailed: queued for delivery (0 without SMTP; an unsubscribed address is not counted). */
  emailed: Scalars['Int']['output'];
};

/** Which of a store's documents a PDF prints. */
export type StoreDocumentKind =
  /** Letter sheets of 30 labels (1 x 2-5/8 inches), one per bag of a round. */
  | 'BAG_LABELS'
  /** One page per buyer's bag of a round. */
  | 'PACKING_LIST'
  /** The store's money, per round and in all. */
  | 'PAYOUT_STATEMENT';

/** How a store's orders reach the buyers: in bulk to the team, shipped to each home, or picked up. */
export type StoreFulfilment =
  | 'BULK'
  | 'PICKUP'
  | 'SHIP_HOME';

/**
 * An item a store offers: a saved configuration (frozen as its approved proof where the source had
 * one), the sizes offered, the buyer's price (the dealer's price plus the fundraising part), whether
 * every order must hold it, at most how many one buyer may take, and its name and number rules.
 */
export type StoreItem = {
  __typename?: 'StoreItem';
  /** What is drawn: its pictures (`snapshot`) and the 3D player's `renderSpec`. */
  configuration: Configuration;
  /** The dealer's price of one, cents: the store's dealer only (null for anyone else). */
  dealerPriceCents?: Maybe<Scalars['Int']['output']>;
  /** The part of the buyer's price that goes to the team, cents. */
  fundraisingCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** At most this many per buyer (over the buyer's orders in the store); null: no limit. */
  maxPerBuyer?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The buyer's price of one (dealer price + fundraising), cents, before tax. */
  priceCents: Scalars['Int']['output'];
  /** The approved proof version it was frozen from; null when there was none. */
  proofVersion?: Maybe<Scalars['Int']['output']>;
  required: Scalars['Boolean']['output'];
  rules: StoreItemRules;
  /** The sizes offered, in the garment's size order. */
  sizes: Array<Scalars['String']['output']>;
};

export type StoreItemInput = {
  /** A saved configuration (C4) for a new item, or a new one for a kept item. */
  configurationShortId?: InputMaybe<Scalars['ID']['input']>;
  /** The dealer's price of one, cents; default the configuration's price from the dealer's pricing. */
  dealerPriceCents?: InputMaybe<Scalars['Int']['input']>;
  fundraisingCents?: InputMaybe<Scalars['Int']['input']>;
  /** An item of the store to keep (its configuration stays); absent for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  maxPerBuyer?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
  rules: StoreItemRulesInput;
  /** Offered sizes, each one the style is made in. */
  sizes: Array<Scalars['String']['input']>;
};

/**
 * The name and number rules of a store item (shared with the web: @tas/garments `store-rules.ts`).
 * A name or number not offered must be left empty. Numbers are 1 to 3 digits ("0" and "00" are
 * numbers of their own), within `numberMin`..`numberMax`; when `numberUnique`, a number is taken by
 * one order only among the store's items of the same `numberScope` (one order may wear it on
 * several items: home and away jerseys).
 */
export type StoreItemRules = {
  __typename?: 'StoreItemRules';
  nameCharacters: Array<NameCharacterSet>;
  /** At most this many characters (1 to 30). */
  nameMaxLength: Scalars['Int']['output'];
  nameOffered: Scalars['Boolean']['output'];
  nameRequired: Scalars['Boolean']['output'];
  numberMax: Scalars['Int']['output'];
  numberMin: Scalars['Int']['output'];
  numberOffered: Scalars['Boolean']['output'];
  numberRequired: Scalars['Boolean']['output'];
  /** Items of one scope share their numbers (default `STORE`: every item). */
  numberScope: Scalars['String']['output'];
  numberUnique: Scalars['Boolean']['output'];
};

export type StoreItemRulesInput = {
  nameCharacters?: InputMaybe<Array<NameCharacterSet>>;
  nameMaxLength?: InputMaybe<Scalars['Int']['input']>;
  nameOffered: Scalars['Boolean']['input'];
  nameRequired?: InputMaybe<Scalars['Boolean']['input']>;
  numberMax?: InputMaybe<Scalars['Int']['input']>;
  numberMin?: InputMaybe<Scalars['Int']['input']>;
  numberOffered: Scalars['Boolean']['input'];
  numberRequired?: InputMaybe<Scalars['Boolean']['input']>;
  numberScope?: InputMaybe<Scalars['String']['input']>;
  numberUnique?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An item's sales. */
export type StoreItemSales = {
  __typename?: 'StoreItemSales';
  fundraisingCents: Scalars['Int']['output'];
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Before tax, the fundraising part included. */
  salesCents: Scalars['Int']['output'];
  sold: Scalars['Int']['output'];
};

/** The size chart of one item of a store (its garment's, for the sizes it offers). */
export type StoreItemSizeChart = {
  __typename?: 'StoreItemSizeChart';
  chart: SizeChart;
  itemId: Scalars['ID']['output'];
};

/** A minimum number of pieces of an item, or of items sharing a decoration, with its progress. */
export type StoreMinimum = {
  __typename?: 'StoreMinimum';
  id: Scalars['ID']['output'];
  /** The store items it counts (`Store.items` ids). */
  itemIds: Array<Scalars['ID']['output']>;
  /** What the buyers see beside the progress, e.g. the item's name or `Crest on any top`. */
  name: Scalars['String']['output'];
  /** Pieces ordered so far in the store's current round (lines still sold of paid and unpaid orders). */
  ordered: Scalars['Int']['output'];
  pieces: Scalars['Int']['output'];
};

/** What the close decided of one minimum. */
export type StoreMinimumDecided = {
  __typename?: 'StoreMinimumDecided';
  itemIds: Array<Scalars['ID']['output']>;
  /** The minimum's id when decided (it may have been removed since). */
  minimumId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Pieces ordered at the close. */
  ordered: Scalars['Int']['output'];
  /** REACHED, or the outcome applied (PRODUCE, REFUND, EXTEND, TEAM_BUYS). */
  outcome: Scalars['String']['output'];
  pieces: Scalars['Int']['output'];
  teamPieces: Array<StoreTeamPieces>;
};

/** A minimum as the dealer sets it (`setStoreMinimums`). */
export type StoreMinimumInput = {
  /** Items of this store (`Store.items` ids), at least one. */
  itemIds: Array<Scalars['ID']['input']>;
  /** 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** At least 1. */
  pieces: Scalars['Int']['input'];
};

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

/** A buyer's order: the store's dealer reads it in `Store.orders`, the buyer through the private link. */
export type StoreOrder = {
  __typename?: 'StoreOrder';
  buyerEmail: Scalars['String']['output'];
  buyerName: Scalars['String']['output'];
  buyerPhone?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** PAY_LATER: the day it must be paid by (YYYY-MM-DD, the store's zone); null otherwise. */
  dueDate?: Maybe<Scalars['String']['output']>;
  fundraisingCents: Scalars['Int']['output'];
  /** The group the buyer filled in (the store's `groupLabel`). */
  group?: Maybe<Scalars['String']['output']>;
  lines: Array<StoreOrderLine>;
  /** The order number the buyer is given, e.g. `S4K7-0012`. */
  number: Scalars['String']['output'];
  paymentMethod: StorePaymentMethod;
  playerName?: Maybe<Scalars['String']['output']>;
  /** Cents given back to the buyer: its refunded lines, and any refund of its card payment made elsewhere. */
  refundedCents: Scalars['Int']['output'];
  status: StoreOrderStatus;
  /** The order's totals are its lines still sold (neither cancelled nor refunded), cents. */
  subtotalCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/** A line of a buyer's order: one garment with its size, name and number. */
export type StoreOrderLine = {
  __typename?: 'StoreOrderLine';
  /** The bundle it was bought in; null when bought alone. */
  bundleId?: Maybe<Scalars['ID']['output']>;
  /** Cancelled by the dealer before it was paid: no longer sold, its number free again. */
  cancelled: Scalars['Boolean']['output'];
  fundraisingCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The store item (`Store.items`, `BuyerStore.items` by id: its picture and rules). */
  itemId: Scalars['ID']['output'];
  itemName: Scalars['String']['output'];
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  /** Refunded (its `totalCents` given back): no longer sold, its number free again. */
  refunded: Scalars['Boolean']['output'];
  size: Scalars['String']['output'];
  taxCents: Scalars['Int']['output'];
  /** unitPriceCents + taxCents. */
  totalCents: Scalars['Int']['output'];
  /** Price of the line before tax, cents (the fundraising part included). */
  unitPriceCents: Scalars['Int']['output'];
};

/** A change of one line through the private link; omitted fields are kept, `""` clears a name or number. */
export type StoreOrderLineChangeInput = {
  playerName?: InputMaybe<Scalars['String']['input']>;
  playerNumber?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Where a buyer's order stands. PENDING: waiting for the card payment; UNPAID: pay later, before its
 * due date; PAID; EXPIRED: a pay-later order unpaid at its due date (its numbers are free again);
 * CANCELLED; REFUNDED.
 */
export type StoreOrderStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED'
  | 'UNPAID';

/** A buyer's bag: one order's live lines. */
export type StorePackingBag = {
  __typename?: 'StorePackingBag';
  buyerEmail: Scalars['String']['output'];
  buyerName: Scalars['String']['output'];
  buyerPhone?: Maybe<Scalars['String']['output']>;
  group?: Maybe<Scalars['String']['output']>;
  /** Pieces in the bag. */
  itemCount: Scalars['Int']['output'];
  items: Array<StorePackingItem>;
  orderNumber: Scalars['String']['output'];
  /** The order's player, else its first line's name, else the buyer's name. */
  player: Scalars['String']['output'];
};

/** An item in a bag: identical lines (item, size, name, number) as one with their quantity. */
export type StorePackingItem = {
  __typename?: 'StorePackingItem';
  itemName: Scalars['String']['output'];
  /** The garment with its name and number, a small picture made for print; null when none can be made. */
  pictureUrl?: Maybe<Scalars['String']['output']>;
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
};

/** A round's packing list (`storePackingList`). */
export type StorePackingList = {
  __typename?: 'StorePackingList';
  /** One bag per order of the round with items to pack, by group (none last), then player. */
  bags: Array<StorePackingBag>;
  /** What the store calls its groups ("Team", "Grade"); null when it has none. */
  groupLabel?: Maybe<Scalars['String']['output']>;
  round: Scalars['Int']['output'];
  /** The store's id (its project's public id). */
  storeId: Scalars['ID']['output'];
  teamName?: Maybe<Scalars['String']['output']>;
};

/** How a buyer may pay: by card (Stripe Checkout) or later (purchase order, school billing, cash at pickup). */
export type StorePaymentMethod =
  | 'CARD'
  | 'PAY_LATER';

/** The money of a round, or of the whole store (`round` null), in cents. */
export type StorePayoutFigures = {
  __typename?: 'StorePayoutFigures';
  /** The card provider's fees as it reported them. */
  feesCents: Scalars['Int']['output'];
  /** Fundraising of the lines still sold: owed to the team. */
  fundraisingCents: Scalars['Int']['output'];
  /** Sales before tax of the paid orders' lines not cancelled (refunded ones included). */
  grossCents: Scalars['Int']['output'];
  /** gross - refunds + tax - fees. */
  netCents: Scalars['Int']['output'];
  /** Paid orders (card, or pay later marked paid). */
  orders: Scalars['Int']['output'];
  /** Sales before tax of the lines refunded. */
  refundsCents: Scalars['Int']['output'];
  round?: Maybe<Scalars['Int']['output']>;
  /** Tax of the lines still sold. */
  taxCents: Scalars['Int']['output'];
};

/** A store's payout statement (`storePayoutStatement`). */
export type StorePayoutStatement = {
  __typename?: 'StorePayoutStatement';
  /** Each round with paid orders, in order. */
  rounds: Array<StorePayoutFigures>;
  storeId: Scalars['ID']['output'];
  teamName?: Maybe<Scalars['String']['output']>;
  total: StorePayoutFigures;
};

/** A round of a store: round 1 from its first close, one more for each round opened after processing. */
export type StoreRound = {
  __typename?: 'StoreRound';
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the minimums were decided and the production order made. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the close decided ([] before it, or with no minimums). */
  decision: Array<StoreMinimumDecided>;
  /** When the close moved the hard close instead (EXTEND, once per round). */
  extendedAt?: Maybe<Scalars['DateTime']['output']>;
  hardCloseAt?: Maybe<Scalars['DateTime']['output']>;
  packedAt?: Maybe<Scalars['DateTime']['output']>;
  round: Scalars['Int']['output'];
};

/** A store's sales (`Store.sales`), cents. */
export type StoreSales = {
  __typename?: 'StoreSales';
  /** Every item of the store, in its order (0 when none sold). */
  byItem: Array<StoreItemSales>;
  /** Sizes sold over every item, in the garments' size order. */
  bySize: Array<StoreSizeSales>;
  /** What the team raises. */
  fundraisingCents: Scalars['Int']['output'];
  /** Garments sold (one per line). */
  garments: Scalars['Int']['output'];
  /** Orders that count. */
  orders: Scalars['Int']['output'];
  /** Sales before tax, the fundraising part included. */
  salesCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
};

/**
 * A store's settings; omitted fields are kept. Dates change while the store is DRAFT or SCHEDULED
 * (the closes of an open store move with `moveStoreCloses`). `passcode: ""` removes the passcode.
 * Errors: BAD_USER_INPUT field `title`, `teamName`, `timezone` (not an IANA zone), `opensAt`,
 * `advertisedCloseAt` (after the hard close, or not after the opening), `hardCloseAt`,
 * `groupLabel`, `taxRateBasisPoints` (0 to 2500), `paymentMethods` (none), `payLaterDays` (1 to 60),
 * `passcode` (8 to 64 characters); CONFLICT when the store is past SCHEDULED.
 */
export type StoreSettingsInput = {
  advertisedCloseAt?: InputMaybe<Scalars['DateTime']['input']>;
  fulfilment?: InputMaybe<StoreFulfilment>;
  groupLabel?: InputMaybe<Scalars['String']['input']>;
  hardCloseAt?: InputMaybe<Scalars['DateTime']['input']>;
  opensAt?: InputMaybe<Scalars['DateTime']['input']>;
  passcode?: InputMaybe<Scalars['String']['input']>;
  payLaterDays?: InputMaybe<Scalars['Int']['input']>;
  paymentMethods?: InputMaybe<Array<StorePaymentMethod>>;
  taxRateBasisPoints?: InputMaybe<Scalars['Int']['input']>;
  teamName?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Garments sold in one size. */
export type StoreSizeSales = {
  __typename?: 'StoreSizeSales';
  size: Scalars['String']['output'];
  sold: Scalars['Int']['output'];
};

/** What a new store's items are made from: nothing, a snapsheet's products, a playbook's products or the dealer's showroom. */
export type StoreSourceType =
  | 'NONE'
  | 'PLAYBOOK'
  | 'SHOWROOM'
  | 'SNAPSHEET';

/**
 * Where a store stands. It moves one way: DRAFT → SCHEDULED → OPEN → CLOSED → PROCESSING →
 * COMPLETE, or CANCELLED from DRAFT, SCHEDULED or OPEN. A scheduled store opens at `opensAt` and an
 * open one closes at `hardCloseAt` by themselves (a job).
 */
export type StoreState =
  | 'CANCELLED'
  | 'CLOSED'
  | 'COMPLETE'
  | 'DRAFT'
  | 'OPEN'
  | 'PROCESSING'
  | 'SCHEDULED';

/** Pieces the team buys at the close (TEAM_BUYS): blank, of one item and size. */
export type StoreTeamPieces = {
  __typename?: 'StoreTeamPieces';
  itemId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
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

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessRule: AccessRule;
  AddCatalogProductInput: AddCatalogProductInput;
  AddToLockerInput: AddToLockerInput;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyerStore: ResolverTypeWrapper<BuyerStoreView>;
  BuyerStoreMinimum: ResolverTypeWrapper<BuyerStoreMinimum>;
  BuyerStoreOrder: ResolverTypeWrapper<OrderLinkView>;
  CatalogProductInput: CatalogProductInput;
  CatalogType: CatalogType;
  Color: ResolverTypeWrapper<ColorRow>;
  ColorPalette: ColorPalette;
  CompanyInfoInput: CompanyInfoInput;
  Configuration: ResolverTypeWrapper<ConfigurationRow>;
  ConfigurationInput: ConfigurationInput;
  ConfigurationPrice: ResolverTypeWrapper<ConfigurationPrice>;
  ConfigurationPriceInput: ConfigurationPriceInput;
  ContentType: ContentType;
  CreatePlaybookInput: CreatePlaybookInput;
  CreateSnapsheetInput: CreateSnapsheetInput;
  CreateStoreInput: CreateStoreInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  CropLogoInput: CropLogoInput;
  Customer: ResolverTypeWrapper<CustomerRow>;
  CustomerConnection: ResolverTypeWrapper<Omit<CustomerConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CustomerEdge']>, nodes: Array<ResolversTypes['Customer']> }>;
  CustomerEdge: ResolverTypeWrapper<Omit<CustomerEdge, 'node'> & { node: ResolversTypes['Customer'] }>;
  CustomerInput: CustomerInput;
  CustomerStatus: CustomerStatus;
  CustomerType: CustomerType;
  DashboardEntryInput: DashboardEntryInput;
  DashboardStats: ResolverTypeWrapper<DashboardStatsParent>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Dealer: ResolverTypeWrapper<DealerRow>;
  DealerSession: ResolverTypeWrapper<Omit<DealerSession, 'dealer'> & { dealer: ResolversTypes['Dealer'] }>;
  DealerSettingsInput: DealerSettingsInput;
  Decoration: ResolverTypeWrapper<StoredDecoration>;
  DecorationInput: DecorationInput;
  DecorationLocation: ResolverTypeWrapper<DecorationLocation>;
  Design: ResolverTypeWrapper<DesignRow>;
  DesignKind: DesignKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Font: ResolverTypeWrapper<Font>;
  Garment: ResolverTypeWrapper<Garment>;
  GarmentPanel: ResolverTypeWrapper<GarmentPanel>;
  GarmentZone: ResolverTypeWrapper<GarmentZone>;
  Gender: Gender;
  Graphic: ResolverTypeWrapper<LibraryGraphic>;
  GraphicCategory: GraphicCategory;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Locker: ResolverTypeWrapper<LockerRow>;
  LockerItem: ResolverTypeWrapper<LockerItemRow>;
  LockerItemInput: LockerItemInput;
  LockerItemPrices: ResolverTypeWrapper<LockerItemPrices>;
  Logo: ResolverTypeWrapper<LogoRow>;
  LogoCrop: ResolverTypeWrapper<LogoCrop>;
  LogoCropInput: LogoCropInput;
  LogoKind: LogoKind;
  MoveCatalogProductInput: MoveCatalogProductInput;
  MoveDirection: MoveDirection;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameCharacterSet: NameCharacterSet;
  NewSchool: ResolverTypeWrapper<NewSchoolValue>;
  NewSchoolInput: NewSchoolInput;
  Notice: ResolverTypeWrapper<NoticeRow>;
  NoticeConnection: ResolverTypeWrapper<Omit<NoticeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['NoticeEdge']>, nodes: Array<ResolversTypes['Notice']> }>;
  NoticeEdge: ResolverTypeWrapper<Omit<NoticeEdge, 'node'> & { node: ResolversTypes['Notice'] }>;
  NoticeEvent: NoticeEvent;
  NoticeStatus: NoticeStatus;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrderEdge']>, nodes: Array<ResolversTypes['Order']> }>;
  OrderDepositStatus: OrderDepositStatus;
  OrderDetailsInput: OrderDetailsInput;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderLine: ResolverTypeWrapper<Omit<OrderLine, 'sizeLines'> & { sizeLines: Array<ResolversTypes['OrderLineSize']> }>;
  OrderLineColor: ResolverTypeWrapper<OrderLineColor>;
  OrderLineDecoration: ResolverTypeWrapper<OrderLineDecoration>;
  OrderLinePlayer: ResolverTypeWrapper<OrderLinePlayer>;
  OrderLineSize: ResolverTypeWrapper<OrderLineSizeValue>;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderProductionStatus: OrderProductionStatus;
  OrderStore: ResolverTypeWrapper<StoreFacts>;
  OrderSyncStatus: OrderSyncStatus;
  OrderWebhookSettings: ResolverTypeWrapper<OrderWebhookSettings>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PersonalisationProblem: ResolverTypeWrapper<PersonalisationProblem>;
  Playbook: ResolverTypeWrapper<ProjectRow>;
  PlaybookCatalog: ResolverTypeWrapper<PlaybookCatalogRow>;
  PlaybookFiltersInput: PlaybookFiltersInput;
  PlaybookInput: PlaybookInput;
  PlaybookPage: ResolverTypeWrapper<PlaybookPageValue>;
  PlaybookPageKind: PlaybookPageKind;
  PlaybookProduct: ResolverTypeWrapper<CatalogProductRow>;
  PlaybookSport: ResolverTypeWrapper<PlaybookSportRow>;
  PlaybookTemplate: PlaybookTemplate;
  Product: ResolverTypeWrapper<StyleRow>;
  ProductCategory: ProductCategory;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'edges' | 'facets' | 'nodes'> & { edges: Array<ResolversTypes['ProductEdge']>, facets: ResolversTypes['ProductFacets'], nodes: Array<ResolversTypes['Product']> }>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFacetValue: ResolverTypeWrapper<ProductFacetValue>;
  ProductFacets: ResolverTypeWrapper<ProductFacetsSource>;
  ProductFilter: ProductFilter;
  ProductType: ProductType;
  Project: ResolverTypeWrapper<ProjectRow>;
  ProjectConnection: ResolverTypeWrapper<Omit<ProjectConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProjectEdge']>, nodes: Array<ResolversTypes['Project']> }>;
  ProjectEdge: ResolverTypeWrapper<Omit<ProjectEdge, 'node'> & { node: ResolversTypes['Project'] }>;
  ProjectLogos: ResolverTypeWrapper<Omit<ProjectLogos, 'defaultLogo' | 'logos' | 'visitorLogos'> & { defaultLogo?: Maybe<ResolversTypes['Logo']>, logos: Array<ResolversTypes['Logo']>, visitorLogos: Array<ResolversTypes['Logo']> }>;
  ProjectRefInput: ProjectRefInput;
  ProjectStatus: ProjectStatus;
  ProjectType: ProjectType;
  ProjectVisibility: ProjectVisibility;
  Proof: ResolverTypeWrapper<ProofView>;
  ProofApproval: ResolverTypeWrapper<ProofApprovalView>;
  ProofChanges: ResolverTypeWrapper<ProofChanges>;
  ProofDelivery: ResolverTypeWrapper<ProofDeliveryView>;
  ProofSender: ResolverTypeWrapper<DealerRow>;
  ProofSizeLine: ResolverTypeWrapper<ProofSizeLine>;
  ProofStatus: ProofStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueStatus: QueueStatus;
  Quote: ResolverTypeWrapper<QuoteRow>;
  QuoteAcceptance: ResolverTypeWrapper<QuoteAcceptance>;
  QuoteConnection: ResolverTypeWrapper<Omit<QuoteConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['QuoteEdge']>, nodes: Array<ResolversTypes['Quote']> }>;
  QuoteContact: ResolverTypeWrapper<QuoteContact>;
  QuoteContactInput: QuoteContactInput;
  QuoteEdge: ResolverTypeWrapper<Omit<QuoteEdge, 'node'> & { node: ResolversTypes['Quote'] }>;
  QuoteItem: ResolverTypeWrapper<QuoteItemSnapshot>;
  QuoteItemProof: ResolverTypeWrapper<QuoteItemProofView>;
  QuoteLinePrice: ResolverTypeWrapper<QuoteLinePrice>;
  QuoteLinePriceInput: QuoteLinePriceInput;
  QuoteLink: ResolverTypeWrapper<QuoteRow>;
  QuotePricing: ResolverTypeWrapper<QuoteTerms>;
  QuotePricingInput: QuotePricingInput;
  QuoteProject: ResolverTypeWrapper<ProjectRow>;
  QuoteSending: ResolverTypeWrapper<QuoteSendingView>;
  QuoteShare: ResolverTypeWrapper<QuoteShare>;
  QuoteShareInput: QuoteShareInput;
  QuoteShareKind: QuoteShareKind;
  QuoteSizeLine: ResolverTypeWrapper<QuoteSizeLine>;
  QuoteStatus: QuoteStatus;
  QuoteTotals: ResolverTypeWrapper<QuoteTotals>;
  RenderDecoration: ResolverTypeWrapper<RenderDecoration>;
  RenderDesign: ResolverTypeWrapper<RenderDesign>;
  RenderJob: ResolverTypeWrapper<RenderJobRow>;
  RenderJobKind: RenderJobKind;
  RenderJobStatus: RenderJobStatus;
  RenderSpec: ResolverTypeWrapper<Omit<RenderSpec, 'decorations' | 'garment'> & { decorations: Array<ResolversTypes['RenderDecoration']>, garment: ResolversTypes['Garment'] }>;
  Rep: ResolverTypeWrapper<RepRow>;
  RepInput: RepInput;
  ReversibleView: ReversibleView;
  RosterFileInput: RosterFileInput;
  RosterImportMode: RosterImportMode;
  RosterImportPreview: ResolverTypeWrapper<RosterImportPreview>;
  RosterIssue: ResolverTypeWrapper<RosterIssue>;
  RosterIssueSeverity: RosterIssueSeverity;
  RosterRow: ResolverTypeWrapper<RosterRow>;
  School: ResolverTypeWrapper<SchoolRow>;
  SchoolQueueRecord: ResolverTypeWrapper<SchoolQueueRow>;
  SetOrderWebhookPayload: ResolverTypeWrapper<SetOrderWebhookPayload>;
  Showroom: ResolverTypeWrapper<ProjectRow>;
  ShowroomCatalog: ResolverTypeWrapper<ShowroomCatalogValue>;
  ShowroomDealer: ResolverTypeWrapper<DealerRow>;
  ShowroomInput: ShowroomInput;
  ShowroomLook: ResolverTypeWrapper<ShowroomLookValue>;
  ShowroomLookInput: ShowroomLookInput;
  ShowroomProduct: ResolverTypeWrapper<ShowroomProductValue>;
  SizeChart: ResolverTypeWrapper<SizeChart>;
  SizeChartRow: ResolverTypeWrapper<SizeChartRow>;
  SizeLine: ResolverTypeWrapper<SizeLine>;
  SizeLineInput: SizeLineInput;
  SizeMeasurement: ResolverTypeWrapper<SizeMeasurement>;
  Snapsheet: ResolverTypeWrapper<ProjectRow>;
  SnapsheetCollection: ResolverTypeWrapper<SnapsheetCollection>;
  SnapsheetPage: ResolverTypeWrapper<Omit<SnapsheetPage, 'products'> & { products: Array<ResolversTypes['SnapsheetProduct']> }>;
  SnapsheetProduct: ResolverTypeWrapper<SnapsheetProductRow>;
  SnapsheetProductInput: SnapsheetProductInput;
  SnapsheetSettingsInput: SnapsheetSettingsInput;
  Snapshot: ResolverTypeWrapper<SnapshotRow>;
  SnapshotStatus: SnapshotStatus;
  Sport: ResolverTypeWrapper<Sport>;
  Store: ResolverTypeWrapper<ProjectRow>;
  StoreAccess: ResolverTypeWrapper<StoreAccess>;
  StoreBundle: ResolverTypeWrapper<StoreBundleRow>;
  StoreBundleInput: StoreBundleInput;
  StoreCartLineInput: StoreCartLineInput;
  StoreCheckout: ResolverTypeWrapper<StoreCheckoutValue>;
  StoreCheckoutInput: StoreCheckoutInput;
  StoreContact: ResolverTypeWrapper<StoreContactRow>;
  StoreContactInput: StoreContactInput;
  StoreContactsImport: ResolverTypeWrapper<ContactsImported>;
  StoreContactsReminder: ResolverTypeWrapper<StoreContactsReminder>;
  StoreDocumentKind: StoreDocumentKind;
  StoreFulfilment: StoreFulfilment;
  StoreItem: ResolverTypeWrapper<StoreItemRow>;
  StoreItemInput: StoreItemInput;
  StoreItemRules: ResolverTypeWrapper<StoreItemRules>;
  StoreItemRulesInput: StoreItemRulesInput;
  StoreItemSales: ResolverTypeWrapper<StoreItemSales>;
  StoreItemSizeChart: ResolverTypeWrapper<StoreItemSizeChart>;
  StoreMinimum: ResolverTypeWrapper<StoreMinimum>;
  StoreMinimumDecided: ResolverTypeWrapper<StoreMinimumDecided>;
  StoreMinimumInput: StoreMinimumInput;
  StoreMinimumOutcome: StoreMinimumOutcome;
  StoreOrder: ResolverTypeWrapper<StoreOrderRow>;
  StoreOrderLine: ResolverTypeWrapper<StoreOrderLineRow>;
  StoreOrderLineChangeInput: StoreOrderLineChangeInput;
  StoreOrderStatus: StoreOrderStatus;
  StorePackingBag: ResolverTypeWrapper<StorePackingBag>;
  StorePackingItem: ResolverTypeWrapper<StorePackingItem>;
  StorePackingList: ResolverTypeWrapper<StorePackingList>;
  StorePaymentMethod: StorePaymentMethod;
  StorePayoutFigures: ResolverTypeWrapper<StorePayoutFigures>;
  StorePayoutStatement: ResolverTypeWrapper<StorePayoutStatement>;
  StoreRound: ResolverTypeWrapper<StoreRound>;
  StoreSales: ResolverTypeWrapper<StoreSales>;
  StoreSettingsInput: StoreSettingsInput;
  StoreSizeSales: ResolverTypeWrapper<StoreSizeSales>;
  StoreSourceType: StoreSourceType;
  StoreState: StoreState;
  StoreTeamPieces: ResolverTypeWrapper<StoreTeamPieces>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamTravelQueueRecord: ResolverTypeWrapper<TeamTravelQueueRow>;
  UpdateLogoInput: UpdateLogoInput;
  UpdateSnapsheetProductInput: UpdateSnapsheetProductInput;
  UploadLogoInput: UploadLogoInput;
  Variant: ResolverTypeWrapper<VariantRow>;
  View: View;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddCatalogProductInput: AddCatalogProductInput;
  AddToLockerInput: AddToLockerInput;
  ApiToken: ApiToken;
  Boolean: Scalars['Boolean']['output'];
  BuyerStore: BuyerStoreView;
  BuyerStoreMinimum: BuyerStoreMinimum;
  BuyerStoreOrder: OrderLinkView;
  CatalogProductInput: CatalogProductInput;
  Color: ColorRow;
  CompanyInfoInput: CompanyInfoInput;
  Configuration: ConfigurationRow;
  ConfigurationInput: ConfigurationInput;
  ConfigurationPrice: ConfigurationPrice;
  ConfigurationPriceInput: ConfigurationPriceInput;
  CreatePlaybookInput: CreatePlaybookInput;
  CreateSnapsheetInput: CreateSnapsheetInput;
  CreateStoreInput: CreateStoreInput;
  CreatedApiToken: CreatedApiToken;
  CropLogoInput: CropLogoInput;
  Customer: CustomerRow;
  CustomerConnection: Omit<CustomerConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CustomerEdge']>, nodes: Array<ResolversParentTypes['Customer']> };
  CustomerEdge: Omit<CustomerEdge, 'node'> & { node: ResolversParentTypes['Customer'] };
  CustomerInput: CustomerInput;
  DashboardEntryInput: DashboardEntryInput;
  DashboardStats: DashboardStatsParent;
  DateTime: Scalars['DateTime']['output'];
  Dealer: DealerRow;
  DealerSession: Omit<DealerSession, 'dealer'> & { dealer: ResolversParentTypes['Dealer'] };
  DealerSettingsInput: DealerSettingsInput;
  Decoration: StoredDecoration;
  DecorationInput: DecorationInput;
  DecorationLocation: DecorationLocation;
  Design: DesignRow;
  Float: Scalars['Float']['output'];
  Font: Font;
  Garment: Garment;
  GarmentPanel: GarmentPanel;
  GarmentZone: GarmentZone;
  Graphic: LibraryGraphic;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Locker: LockerRow;
  LockerItem: LockerItemRow;
  LockerItemInput: LockerItemInput;
  LockerItemPrices: LockerItemPrices;
  Logo: LogoRow;
  LogoCrop: LogoCrop;
  LogoCropInput: LogoCropInput;
  MoveCatalogProductInput: MoveCatalogProductInput;
  Mutation: Record<PropertyKey, never>;
  NewSchool: NewSchoolValue;
  NewSchoolInput: NewSchoolInput;
  Notice: NoticeRow;
  NoticeConnection: Omit<NoticeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['NoticeEdge']>, nodes: Array<ResolversParentTypes['Notice']> };
  NoticeEdge: Omit<NoticeEdge, 'node'> & { node: ResolversParentTypes['Notice'] };
  Order: OrderRow;
  OrderConnection: Omit<OrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrderEdge']>, nodes: Array<ResolversParentTypes['Order']> };
  OrderDetailsInput: OrderDetailsInput;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderLine: Omit<OrderLine, 'sizeLines'> & { sizeLines: Array<ResolversParentTypes['OrderLineSize']> };
  OrderLineColor: OrderLineColor;
  OrderLineDecoration: OrderLineDecoration;
  OrderLinePlayer: OrderLinePlayer;
  OrderLineSize: OrderLineSizeValue;
  OrderStore: StoreFacts;
  OrderWebhookSettings: OrderWebhookSettings;
  PageInfo: PageInfo;
  PersonalisationProblem: PersonalisationProblem;
  Playbook: ProjectRow;
  PlaybookCatalog: PlaybookCatalogRow;
  PlaybookFiltersInput: PlaybookFiltersInput;
  PlaybookInput: PlaybookInput;
  PlaybookPage: PlaybookPageValue;
  PlaybookProduct: CatalogProductRow;
  PlaybookSport: PlaybookSportRow;
  Product: StyleRow;
  ProductConnection: Omit<ProductConnection, 'edges' | 'facets' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductEdge']>, facets: ResolversParentTypes['ProductFacets'], nodes: Array<ResolversParentTypes['Product']> };
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFacetValue: ProductFacetValue;
  ProductFacets: ProductFacetsSource;
  ProductFilter: ProductFilter;
  Project: ProjectRow;
  ProjectConnection: Omit<ProjectConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProjectEdge']>, nodes: Array<ResolversParentTypes['Project']> };
  ProjectEdge: Omit<ProjectEdge, 'node'> & { node: ResolversParentTypes['Project'] };
  ProjectLogos: Omit<ProjectLogos, 'defaultLogo' | 'logos' | 'visitorLogos'> & { defaultLogo?: Maybe<ResolversParentTypes['Logo']>, logos: Array<ResolversParentTypes['Logo']>, visitorLogos: Array<ResolversParentTypes['Logo']> };
  ProjectRefInput: ProjectRefInput;
  Proof: ProofView;
  ProofApproval: ProofApprovalView;
  ProofChanges: ProofChanges;
  ProofDelivery: ProofDeliveryView;
  ProofSender: DealerRow;
  ProofSizeLine: ProofSizeLine;
  Query: Record<PropertyKey, never>;
  Quote: QuoteRow;
  QuoteAcceptance: QuoteAcceptance;
  QuoteConnection: Omit<QuoteConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['QuoteEdge']>, nodes: Array<ResolversParentTypes['Quote']> };
  QuoteContact: QuoteContact;
  QuoteContactInput: QuoteContactInput;
  QuoteEdge: Omit<QuoteEdge, 'node'> & { node: ResolversParentTypes['Quote'] };
  QuoteItem: QuoteItemSnapshot;
  QuoteItemProof: QuoteItemProofView;
  QuoteLinePrice: QuoteLinePrice;
  QuoteLinePriceInput: QuoteLinePriceInput;
  QuoteLink: QuoteRow;
  QuotePricing: QuoteTerms;
  QuotePricingInput: QuotePricingInput;
  QuoteProject: ProjectRow;
  QuoteSending: QuoteSendingView;
  QuoteShare: QuoteShare;
  QuoteShareInput: QuoteShareInput;
  QuoteSizeLine: QuoteSizeLine;
  QuoteTotals: QuoteTotals;
  RenderDecoration: RenderDecoration;
  RenderDesign: RenderDesign;
  RenderJob: RenderJobRow;
  RenderSpec: Omit<RenderSpec, 'decorations' | 'garment'> & { decorations: Array<ResolversParentTypes['RenderDecoration']>, garment: ResolversParentTypes['Garment'] };
  Rep: RepRow;
  RepInput: RepInput;
  RosterFileInput: RosterFileInput;
  RosterImportPreview: RosterImportPreview;
  RosterIssue: RosterIssue;
  RosterRow: RosterRow;
  School: SchoolRow;
  SchoolQueueRecord: SchoolQueueRow;
  SetOrderWebhookPayload: SetOrderWebhookPayload;
  Showroom: ProjectRow;
  ShowroomCatalog: ShowroomCatalogValue;
  ShowroomDealer: DealerRow;
  ShowroomInput: ShowroomInput;
  ShowroomLook: ShowroomLookValue;
  ShowroomLookInput: ShowroomLookInput;
  ShowroomProduct: ShowroomProductValue;
  SizeChart: SizeChart;
  SizeChartRow: SizeChartRow;
  SizeLine: SizeLine;
  SizeLineInput: SizeLineInput;
  SizeMeasurement: SizeMeasurement;
  Snapsheet: ProjectRow;
  SnapsheetCollection: SnapsheetCollection;
  SnapsheetPage: Omit<SnapsheetPage, 'products'> & { products: Array<ResolversParentTypes['SnapsheetProduct']> };
  SnapsheetProduct: SnapsheetProductRow;
  SnapsheetProductInput: SnapsheetProductInput;
  SnapsheetSettingsInput: SnapsheetSettingsInput;
  Snapshot: SnapshotRow;
  Sport: Sport;
  Store: ProjectRow;
  StoreAccess: StoreAccess;
  StoreBundle: StoreBundleRow;
  StoreBundleInput: StoreBundleInput;
  StoreCartLineInput: StoreCartLineInput;
  StoreCheckout: StoreCheckoutValue;
  StoreCheckoutInput: StoreCheckoutInput;
  StoreContact: StoreContactRow;
  StoreContactInput: StoreContactInput;
  StoreContactsImport: ContactsImported;
  StoreContactsReminder: StoreContactsReminder;
  StoreItem: StoreItemRow;
  StoreItemInput: StoreItemInput;
  StoreItemRules: StoreItemRules;
  StoreItemRulesInput: StoreItemRulesInput;
  StoreItemSales: StoreItemSales;
  StoreItemSizeChart: StoreItemSizeChart;
  StoreMinimum: StoreMinimum;
  StoreMinimumDecided: StoreMinimumDecided;
  StoreMinimumInput: StoreMinimumInput;
  StoreOrder: StoreOrderRow;
  StoreOrderLine: StoreOrderLineRow;
  StoreOrderLineChangeInput: StoreOrderLineChangeInput;
  StorePackingBag: StorePackingBag;
  StorePackingItem: StorePackingItem;
  StorePackingList: StorePackingList;
  StorePayoutFigures: StorePayoutFigures;
  StorePayoutStatement: StorePayoutStatement;
  StoreRound: StoreRound;
  StoreSales: StoreSales;
  StoreSettingsInput: StoreSettingsInput;
  StoreSizeSales: StoreSizeSales;
  StoreTeamPieces: StoreTeamPieces;
  String: Scalars['String']['output'];
  TeamTravelQueueRecord: TeamTravelQueueRow;
  UpdateLogoInput: UpdateLogoInput;
  UpdateSnapsheetProductInput: UpdateSnapsheetProductInput;
  UploadLogoInput: UploadLogoInput;
  Variant: VariantRow;
}>;

export type AccessDirectiveArgs = {
  rule: AccessRule;
};

export type AccessDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AccessDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerStore'] = ResolversParentTypes['BuyerStore']> = ResolversObject<{
  advertisedCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bundles?: Resolver<Array<ResolversTypes['StoreBundle']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ShowroomDealer'], ParentType, ContextType>;
  dealerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fulfilment?: Resolver<ResolversTypes['StoreFulfilment'], ParentType, ContextType>;
  groupLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hardCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StoreItem']>, ParentType, ContextType>;
  minimums?: Resolver<Array<ResolversTypes['BuyerStoreMinimum']>, ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  passcodeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['StorePaymentMethod']>, ParentType, ContextType>;
  sizeCharts?: Resolver<Array<ResolversTypes['StoreItemSizeChart']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StoreState'], ParentType, ContextType>;
  taxRateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerStoreMinimumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerStoreMinimum'] = ResolversParentTypes['BuyerStoreMinimum']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BuyerStoreOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerStoreOrder'] = ResolversParentTypes['BuyerStoreOrder']> = ResolversObject<{
  canChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['StoreOrder'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['BuyerStore'], ParentType, ContextType>;
}>;

export type ColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = ResolversObject<{
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  palette?: Resolver<ResolversTypes['ColorPalette'], ParentType, ContextType>;
  stockName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Configuration'] = ResolversParentTypes['Configuration']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decorations?: Resolver<Array<ResolversTypes['Decoration']>, ParentType, ContextType>;
  design?: Resolver<Maybe<ResolversTypes['Design']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  renderSpec?: Resolver<ResolversTypes['RenderSpec'], ParentType, ContextType>;
  reversibleView?: Resolver<Maybe<ResolversTypes['ReversibleView']>, ParentType, ContextType>;
  shortId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<ConfigurationSnapshotArgs, 'view'>>;
  snapshots?: Resolver<Array<ResolversTypes['Snapshot']>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['Variant']>, ParentType, ContextType>;
}>;

export type ConfigurationPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurationPrice'] = ResolversParentTypes['ConfigurationPrice']> = ResolversObject<{
  dealerPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  decorationPricesCents?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  decorationsPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msrpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizePriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  styleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreatedApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logos?: Resolver<Array<ResolversTypes['Logo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['Rep']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
}>;

export type CustomerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerEdge'] = ResolversParentTypes['CustomerEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
}>;

export type DashboardStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardStats'] = ResolversParentTypes['DashboardStats']> = ResolversObject<{
  customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openQuotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playbooks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  snapsheets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DealerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dealer'] = ResolversParentTypes['Dealer']> = ResolversObject<{
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  convertWithoutApproval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, Partial<DealerCustomersArgs>>;
  dealerMargin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPasscode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headerColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passcodeChangeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proofLinkDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quoteValidDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reps?: Resolver<Array<ResolversTypes['Rep']>, ParentType, ContextType>;
  requestQuoteEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shareEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sharePhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DealerSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerSession'] = ResolversParentTypes['DealerSession']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DecorationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Decoration'] = ResolversParentTypes['Decoration']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  fillColor?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  font?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  graphic?: Resolver<Maybe<ResolversTypes['Graphic']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  offsetX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offsetY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outline1Color?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  outline2Color?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textHeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  view?: Resolver<Maybe<ResolversTypes['ReversibleView']>, ParentType, ContextType>;
  zoom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DecorationLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DecorationLocation'] = ResolversParentTypes['DecorationLocation']> = ResolversObject<{
  contentTypes?: Resolver<Array<ResolversTypes['ContentType']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['View'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DesignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Design'] = ResolversParentTypes['Design']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FontResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Font'] = ResolversParentTypes['Font']> = ResolversObject<{
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GarmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Garment'] = ResolversParentTypes['Garment']> = ResolversObject<{
  bodyScale?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['DecorationLocation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panels?: Resolver<Array<ResolversTypes['GarmentPanel']>, ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['GarmentZone']>, ParentType, ContextType>;
}>;

export type GarmentPanelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GarmentPanel'] = ResolversParentTypes['GarmentPanel']> = ResolversObject<{
  facing?: Resolver<ResolversTypes['View'], ParentType, ContextType>;
  inflate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outline?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  position?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  rotation?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type GarmentZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GarmentZone'] = ResolversParentTypes['GarmentZone']> = ResolversObject<{
  colorIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outline?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  panel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GraphicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Graphic'] = ResolversParentTypes['Graphic']> = ResolversObject<{
  category?: Resolver<ResolversTypes['GraphicCategory'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LockerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Locker'] = ResolversParentTypes['Locker']> = ResolversObject<{
  canRequestQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LockerItem']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMsrpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LockerItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LockerItem'] = ResolversParentTypes['LockerItem']> = ResolversObject<{
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['LockerItemPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rosterCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeLines?: Resolver<Array<ResolversTypes['SizeLine']>, ParentType, ContextType>;
  snapshots?: Resolver<Array<ResolversTypes['Snapshot']>, ParentType, ContextType>;
}>;

export type LockerItemPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LockerItemPrices'] = ResolversParentTypes['LockerItemPrices']> = ResolversObject<{
  dealerPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  decorationPricesCents?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  decorationsMsrpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  decorationsPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finalMsrpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finalPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msrpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LogoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Logo'] = ResolversParentTypes['Logo']> = ResolversObject<{
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  crop?: Resolver<Maybe<ResolversTypes['LogoCrop']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LogoKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  zoom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LogoCropResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoCrop'] = ResolversParentTypes['LogoCrop']> = ResolversObject<{
  aspect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zoom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptQuote?: Resolver<ResolversTypes['QuoteLink'], ParentType, ContextType, RequireFields<MutationAcceptQuoteArgs, 'agreed' | 'name' | 'token'>>;
  addCatalogProduct?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationAddCatalogProductArgs, 'input' | 'playbookId'>>;
  addPlaybookSport?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationAddPlaybookSportArgs, 'playbookId' | 'sportId'>>;
  addProjectLogo?: Resolver<ResolversTypes['ProjectLogos'], ParentType, ContextType, RequireFields<MutationAddProjectLogoArgs, 'logoId' | 'projectId' | 'projectType'>>;
  addSnapsheetProduct?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationAddSnapsheetProductArgs, 'input' | 'snapsheetId'>>;
  addToLocker?: Resolver<ResolversTypes['Locker'], ParentType, ContextType, RequireFields<MutationAddToLockerArgs, 'input'>>;
  approveProof?: Resolver<ResolversTypes['Proof'], ParentType, ContextType, RequireFields<MutationApproveProofArgs, 'agreed' | 'approverName' | 'proofId' | 'token'>>;
  archiveProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationArchiveProjectArgs, 'projectId' | 'projectType'>>;
  cancelStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationCancelStoreArgs, 'storeId'>>;
  cancelStoreOrderLine?: Resolver<ResolversTypes['StoreOrder'], ParentType, ContextType, RequireFields<MutationCancelStoreOrderLineArgs, 'lineId' | 'orderNumber' | 'storeId'>>;
  changeStoreOrderLine?: Resolver<ResolversTypes['BuyerStoreOrder'], ParentType, ContextType, RequireFields<MutationChangeStoreOrderLineArgs, 'input' | 'lineId' | 'token'>>;
  checkoutStore?: Resolver<ResolversTypes['StoreCheckout'], ParentType, ContextType, RequireFields<MutationCheckoutStoreArgs, 'idempotencyKey' | 'input'>>;
  closeQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationCloseQuoteArgs, 'id'>>;
  closeStoreNow?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationCloseStoreNowArgs, 'storeId'>>;
  convertQuoteToOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationConvertQuoteToOrderArgs, 'id'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'name'>>;
  createPlaybook?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationCreatePlaybookArgs, 'input'>>;
  createSnapsheet?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationCreateSnapsheetArgs, 'input'>>;
  createStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  cropLogo?: Resolver<ResolversTypes['Logo'], ParentType, ContextType, RequireFields<MutationCropLogoArgs, 'id' | 'input'>>;
  deleteLogo?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLogoArgs, 'id'>>;
  duplicateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationDuplicateProjectArgs, 'projectId' | 'projectType'>>;
  enterDashboard?: Resolver<ResolversTypes['DealerSession'], ParentType, ContextType, RequireFields<MutationEnterDashboardArgs, 'input'>>;
  enterStore?: Resolver<ResolversTypes['StoreAccess'], ParentType, ContextType, RequireFields<MutationEnterStoreArgs, 'dealerCode' | 'passcode' | 'storeId'>>;
  enterWithPasscode?: Resolver<ResolversTypes['DealerSession'], ParentType, ContextType, RequireFields<MutationEnterWithPasscodeArgs, 'dealerCode' | 'passcode' | 'projectId'>>;
  exportProjectPdf?: Resolver<ResolversTypes['RenderJob'], ParentType, ContextType, RequireFields<MutationExportProjectPdfArgs, 'projectId' | 'projectType'>>;
  exportQuotePdf?: Resolver<ResolversTypes['RenderJob'], ParentType, ContextType, RequireFields<MutationExportQuotePdfArgs, 'id'>>;
  exportStoreDocument?: Resolver<ResolversTypes['RenderJob'], ParentType, ContextType, RequireFields<MutationExportStoreDocumentArgs, 'document' | 'storeId'>>;
  importRoster?: Resolver<ResolversTypes['Locker'], ParentType, ContextType, RequireFields<MutationImportRosterArgs, 'file' | 'lockerItemId' | 'mode'>>;
  importStoreContacts?: Resolver<ResolversTypes['StoreContactsImport'], ParentType, ContextType, RequireFields<MutationImportStoreContactsArgs, 'storeId'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markQuoteRead?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationMarkQuoteReadArgs, 'id' | 'read'>>;
  markStoreOrderPaid?: Resolver<ResolversTypes['StoreOrder'], ParentType, ContextType, RequireFields<MutationMarkStoreOrderPaidArgs, 'orderNumber' | 'storeId'>>;
  markStorePacked?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationMarkStorePackedArgs, 'round' | 'storeId'>>;
  moveCatalogProduct?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationMoveCatalogProductArgs, 'id' | 'input'>>;
  moveSnapsheetProduct?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationMoveSnapsheetProductArgs, 'direction' | 'id'>>;
  moveStoreCloses?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationMoveStoreClosesArgs, 'advertisedCloseAt' | 'hardCloseAt' | 'storeId'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  openLocker?: Resolver<ResolversTypes['Locker'], ParentType, ContextType, RequireFields<MutationOpenLockerArgs, 'code'>>;
  openStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationOpenStoreArgs, 'storeId'>>;
  openStoreRound?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationOpenStoreRoundArgs, 'advertisedCloseAt' | 'hardCloseAt' | 'storeId'>>;
  passcodeAccess?: Resolver<ResolversTypes['DealerSession'], ParentType, ContextType, RequireFields<MutationPasscodeAccessArgs, 'dealerCode' | 'passcode' | 'projectId' | 'projectType'>>;
  publishProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationPublishProjectArgs, 'projectId' | 'projectType'>>;
  refundStoreOrderLine?: Resolver<ResolversTypes['StoreOrder'], ParentType, ContextType, RequireFields<MutationRefundStoreOrderLineArgs, 'lineId' | 'orderNumber' | 'storeId'>>;
  remindStoreContacts?: Resolver<ResolversTypes['StoreContactsReminder'], ParentType, ContextType, RequireFields<MutationRemindStoreContactsArgs, 'storeId'>>;
  removeCatalogProduct?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationRemoveCatalogProductArgs, 'id'>>;
  removeLockerItem?: Resolver<ResolversTypes['Locker'], ParentType, ContextType, RequireFields<MutationRemoveLockerItemArgs, 'id'>>;
  removePlaybookSport?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationRemovePlaybookSportArgs, 'playbookId' | 'sportId'>>;
  removeProjectLogo?: Resolver<ResolversTypes['ProjectLogos'], ParentType, ContextType, RequireFields<MutationRemoveProjectLogoArgs, 'logoId' | 'projectId' | 'projectType'>>;
  removeRep?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveRepArgs, 'id'>>;
  removeSnapsheetProduct?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationRemoveSnapsheetProductArgs, 'id'>>;
  renamePlaybookSport?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationRenamePlaybookSportArgs, 'name' | 'playbookId' | 'sportId'>>;
  reopenStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationReopenStoreArgs, 'hardCloseAt' | 'storeId'>>;
  reorderPlaybookCatalogs?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationReorderPlaybookCatalogsArgs, 'catalogIds' | 'playbookId' | 'sportId'>>;
  reorderPlaybookSports?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationReorderPlaybookSportsArgs, 'playbookId' | 'sportIds'>>;
  requestProofChanges?: Resolver<ResolversTypes['Proof'], ParentType, ContextType, RequireFields<MutationRequestProofChangesArgs, 'comment' | 'proofId' | 'token'>>;
  requestQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'contact' | 'lockerCode'>>;
  requestSharedProjectPdf?: Resolver<ResolversTypes['RenderJob'], ParentType, ContextType, RequireFields<MutationRequestSharedProjectPdfArgs, 'projectId' | 'projectType'>>;
  restoreProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationRestoreProjectArgs, 'projectId' | 'projectType'>>;
  retryOrderSync?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRetryOrderSyncArgs, 'id'>>;
  revokeApiToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  saveConfiguration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType, RequireFields<MutationSaveConfigurationArgs, 'input'>>;
  saveCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSaveCustomerArgs, 'input'>>;
  saveRep?: Resolver<ResolversTypes['Rep'], ParentType, ContextType, RequireFields<MutationSaveRepArgs, 'input'>>;
  saveShowroom?: Resolver<ResolversTypes['Showroom'], ParentType, ContextType, RequireFields<MutationSaveShowroomArgs, 'input'>>;
  saveShowroomCatalogs?: Resolver<ResolversTypes['Showroom'], ParentType, ContextType, RequireFields<MutationSaveShowroomCatalogsArgs, 'catalogIds' | 'dealerCode'>>;
  saveShowroomLook?: Resolver<ResolversTypes['Showroom'], ParentType, ContextType, RequireFields<MutationSaveShowroomLookArgs, 'dealerCode' | 'look'>>;
  scheduleStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationScheduleStoreArgs, 'storeId'>>;
  sendProofs?: Resolver<ResolversTypes['ProofDelivery'], ParentType, ContextType, RequireFields<MutationSendProofsArgs, 'quoteId'>>;
  sendQuote?: Resolver<ResolversTypes['QuoteSending'], ParentType, ContextType, RequireFields<MutationSendQuoteArgs, 'id'>>;
  sendStoreProductionOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSendStoreProductionOrderArgs, 'round' | 'storeId'>>;
  setCustomerStatus?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSetCustomerStatusArgs, 'id' | 'status'>>;
  setDealerLogo?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, Partial<MutationSetDealerLogoArgs>>;
  setDealerPasscode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetDealerPasscodeArgs, 'passcode'>>;
  setDefaultLogo?: Resolver<ResolversTypes['ProjectLogos'], ParentType, ContextType, RequireFields<MutationSetDefaultLogoArgs, 'logoId' | 'projectId' | 'projectType'>>;
  setLogoType?: Resolver<ResolversTypes['Logo'], ParentType, ContextType, RequireFields<MutationSetLogoTypeArgs, 'logoId' | 'types'>>;
  setOrderWebhook?: Resolver<ResolversTypes['SetOrderWebhookPayload'], ParentType, ContextType, RequireFields<MutationSetOrderWebhookArgs, 'rotateSecret'>>;
  setPlaybookFilters?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationSetPlaybookFiltersArgs, 'input' | 'playbookId'>>;
  setSnapsheetCollection?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationSetSnapsheetCollectionArgs, 'snapsheetId'>>;
  setSnapsheetFeaturedColor?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationSetSnapsheetFeaturedColorArgs, 'colorId' | 'snapsheetId'>>;
  setSnapsheetGender?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationSetSnapsheetGenderArgs, 'gender' | 'snapsheetId'>>;
  setStoreItems?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationSetStoreItemsArgs, 'items' | 'storeId'>>;
  setStoreMinimums?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationSetStoreMinimumsArgs, 'minimums' | 'outcome' | 'storeId'>>;
  unlockQuoteProject?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationUnlockQuoteProjectArgs, 'id'>>;
  updateCatalogProduct?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationUpdateCatalogProductArgs, 'id' | 'input'>>;
  updateCompanyInfo?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, RequireFields<MutationUpdateCompanyInfoArgs, 'input'>>;
  updateDealerSettings?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, RequireFields<MutationUpdateDealerSettingsArgs, 'input'>>;
  updateLockerItem?: Resolver<ResolversTypes['Locker'], ParentType, ContextType, RequireFields<MutationUpdateLockerItemArgs, 'id' | 'input'>>;
  updateLockerItemDesign?: Resolver<ResolversTypes['Locker'], ParentType, ContextType, RequireFields<MutationUpdateLockerItemDesignArgs, 'configurationShortId' | 'id'>>;
  updateLogo?: Resolver<ResolversTypes['Logo'], ParentType, ContextType, RequireFields<MutationUpdateLogoArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updatePlaybook?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationUpdatePlaybookArgs, 'input' | 'playbookId'>>;
  updateQuotePricing?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationUpdateQuotePricingArgs, 'id' | 'input'>>;
  updateSnapsheetProduct?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationUpdateSnapsheetProductArgs, 'id' | 'input'>>;
  updateSnapsheetSettings?: Resolver<ResolversTypes['Snapsheet'], ParentType, ContextType, RequireFields<MutationUpdateSnapsheetSettingsArgs, 'input' | 'snapsheetId'>>;
  updateStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'input' | 'storeId'>>;
  uploadFile?: Resolver<ResolversTypes['Logo'], ParentType, ContextType, RequireFields<MutationUploadFileArgs, 'input'>>;
  uploadLogo?: Resolver<ResolversTypes['Logo'], ParentType, ContextType, RequireFields<MutationUploadLogoArgs, 'input'>>;
  uploadProjectLogo?: Resolver<ResolversTypes['Logo'], ParentType, ContextType, RequireFields<MutationUploadProjectLogoArgs, 'input' | 'projectId' | 'projectType'>>;
}>;

export type NewSchoolResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewSchool'] = ResolversParentTypes['NewSchool']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mascot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['NoticeEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NoticeStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NoticeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoticeConnection'] = ResolversParentTypes['NoticeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NoticeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NoticeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoticeEdge'] = ResolversParentTypes['NoticeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notice'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  approvalWaived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depositStatus?: Resolver<ResolversTypes['OrderDepositStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idempotencyKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSyncAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSyncError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  neededBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  productionStatus?: Resolver<ResolversTypes['OrderProductionStatus'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['OrderStore']>, ParentType, ContextType>;
  syncAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  syncStatus?: Resolver<ResolversTypes['OrderSyncStatus'], ParentType, ContextType>;
  syncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['QuoteTotals'], ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['OrderLineColor']>, ParentType, ContextType>;
  configurationShortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decorations?: Resolver<Array<ResolversTypes['OrderLineDecoration']>, ParentType, ContextType>;
  designCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proofVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeLines?: Resolver<Array<ResolversTypes['OrderLineSize']>, ParentType, ContextType>;
  styleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderLineColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineColor'] = ResolversParentTypes['OrderLineColor']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderLineDecorationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineDecoration'] = ResolversParentTypes['OrderLineDecoration']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  fill?: Resolver<Maybe<ResolversTypes['OrderLineColor']>, ParentType, ContextType>;
  font?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heightMm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offsetXMm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offsetYMm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outline1?: Resolver<Maybe<ResolversTypes['OrderLineColor']>, ParentType, ContextType>;
  outline2?: Resolver<Maybe<ResolversTypes['OrderLineColor']>, ParentType, ContextType>;
  rotationDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderLinePlayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLinePlayer'] = ResolversParentTypes['OrderLinePlayer']> = ResolversObject<{
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderLineSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineSize'] = ResolversParentTypes['OrderLineSize']> = ResolversObject<{
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['OrderLinePlayer']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamPieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStore'] = ResolversParentTypes['OrderStore']> = ResolversObject<{
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fulfilment?: Resolver<ResolversTypes['StoreFulfilment'], ParentType, ContextType>;
  groupLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderWebhookSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderWebhookSettings'] = ResolversParentTypes['OrderWebhookSettings']> = ResolversObject<{
  hasSecret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secretCreatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  secretHint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PersonalisationProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalisationProblem'] = ResolversParentTypes['PersonalisationProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlaybookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playbook'] = ResolversParentTypes['Playbook']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ShowroomDealer'], ParentType, ContextType>;
  dealerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLogo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  genderFilter?: Resolver<Array<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locker?: Resolver<Maybe<ResolversTypes['Locker']>, ParentType, ContextType>;
  lockerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lockers?: Resolver<Array<ResolversTypes['Locker']>, ParentType, ContextType>;
  newSchool?: Resolver<Maybe<ResolversTypes['NewSchool']>, ParentType, ContextType>;
  openQuoteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['PlaybookPage']>, ParentType, ContextType>;
  productTypeFilter?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['Rep']>, ParentType, ContextType>;
  schoolCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showCoverAndIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sports?: Resolver<Array<ResolversTypes['PlaybookSport']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['PlaybookTemplate'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Snapshot']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['ProjectVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PlaybookCatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybookCatalog'] = ResolversParentTypes['PlaybookCatalog']> = ResolversObject<{
  catalogType?: Resolver<ResolversTypes['CatalogType'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['PlaybookProduct']>, ParentType, ContextType>;
}>;

export type PlaybookPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybookPage'] = ResolversParentTypes['PlaybookPage']> = ResolversObject<{
  catalog?: Resolver<Maybe<ResolversTypes['PlaybookCatalog']>, ParentType, ContextType>;
  catalogPageIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlaybookPageKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['PlaybookProduct']>, ParentType, ContextType>;
  sport?: Resolver<Maybe<ResolversTypes['PlaybookSport']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlaybookProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybookProduct'] = ResolversParentTypes['PlaybookProduct']> = ResolversObject<{
  catalog?: Resolver<ResolversTypes['PlaybookCatalog'], ParentType, ContextType>;
  catalogPageIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  catalogPageOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  configuration?: Resolver<Maybe<ResolversTypes['Configuration']>, ParentType, ContextType>;
  customPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dealerPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  design?: Resolver<Maybe<ResolversTypes['Design']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<PlaybookProductSnapshotArgs, 'view'>>;
  variant?: Resolver<Maybe<ResolversTypes['Variant']>, ParentType, ContextType>;
}>;

export type PlaybookSportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybookSport'] = ResolversParentTypes['PlaybookSport']> = ResolversObject<{
  catalogs?: Resolver<Array<ResolversTypes['PlaybookCatalog']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['PlaybookProduct']>, ParentType, ContextType, RequireFields<PlaybookSportProductsArgs, 'first'>>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  baseMsrpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  baseSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  decorationLocations?: Resolver<Array<ResolversTypes['DecorationLocation']>, ParentType, ContextType>;
  designs?: Resolver<Array<ResolversTypes['Design']>, ParentType, ContextType>;
  garment?: Resolver<ResolversTypes['Garment'], ParentType, ContextType>;
  genders?: Resolver<Array<ResolversTypes['Gender']>, ParentType, ContextType>;
  isSublimable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumPieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msrp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<ProductMsrpArgs, 'size'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  styleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProductFacetValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacetValue'] = ResolversParentTypes['ProductFacetValue']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['ProductFacetValue']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ProductFacetValue']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['ProductFacetValue']>, ParentType, ContextType>;
  sports?: Resolver<Array<ResolversTypes['ProductFacetValue']>, ParentType, ContextType, RequireFields<ProductFacetsSportsArgs, 'template'>>;
}>;

export type ProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Playbook' | 'Showroom' | 'Snapsheet' | 'Store', ParentType, ContextType>;
}>;

export type ProjectConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectConnection'] = ResolversParentTypes['ProjectConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProjectEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectEdge'] = ResolversParentTypes['ProjectEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type ProjectLogosResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectLogos'] = ResolversParentTypes['ProjectLogos']> = ResolversObject<{
  clearedDecorations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultLogo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  logos?: Resolver<Array<ResolversTypes['Logo']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectType?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
  visitorLogos?: Resolver<Array<ResolversTypes['Logo']>, ParentType, ContextType>;
}>;

export type ProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Proof'] = ResolversParentTypes['Proof']> = ResolversObject<{
  approverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Maybe<ResolversTypes['ProofChanges']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['RenderJob']>, ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['ProofSender'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sizeLines?: Resolver<Array<ResolversTypes['ProofSizeLine']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProofStatus'], ParentType, ContextType>;
  statusMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProofApprovalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofApproval'] = ResolversParentTypes['ProofApproval']> = ResolversObject<{
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  projectTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proofs?: Resolver<Array<ResolversTypes['Proof']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['ProofSender'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProofChangesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofChanges'] = ResolversParentTypes['ProofChanges']> = ResolversObject<{
  answers?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sinceVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProofDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofDelivery'] = ResolversParentTypes['ProofDelivery']> = ResolversObject<{
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  proofs?: Resolver<Array<ResolversTypes['Proof']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProofSenderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofSender'] = ResolversParentTypes['ProofSender']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProofSizeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofSizeLine'] = ResolversParentTypes['ProofSizeLine']> = ResolversObject<{
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkPersonalisation?: Resolver<Array<ResolversTypes['PersonalisationProblem']>, ParentType, ContextType, RequireFields<QueryCheckPersonalisationArgs, 'dealerCode' | 'itemId' | 'storeId'>>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType, Partial<QueryColorsArgs>>;
  configuration?: Resolver<Maybe<ResolversTypes['Configuration']>, ParentType, ContextType, RequireFields<QueryConfigurationArgs, 'shortId'>>;
  configurationPrice?: Resolver<ResolversTypes['ConfigurationPrice'], ParentType, ContextType, RequireFields<QueryConfigurationPriceArgs, 'input'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  dashboardStats?: Resolver<ResolversTypes['DashboardStats'], ParentType, ContextType>;
  decorationPrices?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryDecorationPricesArgs, 'decorations' | 'quantity' | 'styleId'>>;
  fonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
  graphics?: Resolver<Array<ResolversTypes['Graphic']>, ParentType, ContextType, Partial<QueryGraphicsArgs>>;
  graphicsAttribution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locker?: Resolver<Maybe<ResolversTypes['Locker']>, ParentType, ContextType, RequireFields<QueryLockerArgs, 'code'>>;
  logos?: Resolver<Array<ResolversTypes['Logo']>, ParentType, ContextType, Partial<QueryLogosArgs>>;
  me?: Resolver<Maybe<ResolversTypes['Dealer']>, ParentType, ContextType>;
  myShowroom?: Resolver<Maybe<ResolversTypes['Showroom']>, ParentType, ContextType>;
  notices?: Resolver<ResolversTypes['NoticeConnection'], ParentType, ContextType, Partial<QueryNoticesArgs>>;
  noticesDelivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderWebhook?: Resolver<ResolversTypes['OrderWebhookSettings'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  ordersCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryOrdersCsvArgs>>;
  playbook?: Resolver<Maybe<ResolversTypes['Playbook']>, ParentType, ContextType, RequireFields<QueryPlaybookArgs, 'dealerCode' | 'id'>>;
  previewRosterImport?: Resolver<ResolversTypes['RosterImportPreview'], ParentType, ContextType, RequireFields<QueryPreviewRosterImportArgs, 'file' | 'styleId'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'styleId'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectArgs, 'ref'>>;
  projectLogos?: Resolver<ResolversTypes['ProjectLogos'], ParentType, ContextType, RequireFields<QueryProjectLogosArgs, 'projectId' | 'projectType'>>;
  projects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, RequireFields<QueryProjectsArgs, 'type'>>;
  proof?: Resolver<Maybe<ResolversTypes['Proof']>, ParentType, ContextType, RequireFields<QueryProofArgs, 'id'>>;
  proofApproval?: Resolver<Maybe<ResolversTypes['ProofApproval']>, ParentType, ContextType, RequireFields<QueryProofApprovalArgs, 'token'>>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryQuoteArgs, 'id'>>;
  quoteLink?: Resolver<Maybe<ResolversTypes['QuoteLink']>, ParentType, ContextType, RequireFields<QueryQuoteLinkArgs, 'token'>>;
  quotes?: Resolver<ResolversTypes['QuoteConnection'], ParentType, ContextType, Partial<QueryQuotesArgs>>;
  renderJob?: Resolver<Maybe<ResolversTypes['RenderJob']>, ParentType, ContextType, RequireFields<QueryRenderJobArgs, 'id'>>;
  schoolQueue?: Resolver<Array<ResolversTypes['SchoolQueueRecord']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType, Partial<QuerySchoolsArgs>>;
  sharedProjectPdf?: Resolver<Maybe<ResolversTypes['RenderJob']>, ParentType, ContextType, RequireFields<QuerySharedProjectPdfArgs, 'projectId' | 'projectType'>>;
  showroom?: Resolver<Maybe<ResolversTypes['Showroom']>, ParentType, ContextType, RequireFields<QueryShowroomArgs, 'dealerCode'>>;
  snapsheet?: Resolver<Maybe<ResolversTypes['Snapsheet']>, ParentType, ContextType, RequireFields<QuerySnapsheetArgs, 'dealerCode' | 'id'>>;
  snapsheetCollections?: Resolver<Array<ResolversTypes['SnapsheetCollection']>, ParentType, ContextType>;
  snapsheetColors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  snapsheetTemplates?: Resolver<Array<ResolversTypes['Snapsheet']>, ParentType, ContextType>;
  sports?: Resolver<Array<ResolversTypes['Sport']>, ParentType, ContextType, RequireFields<QuerySportsArgs, 'template'>>;
  store?: Resolver<Maybe<ResolversTypes['BuyerStore']>, ParentType, ContextType, RequireFields<QueryStoreArgs, 'dealerCode' | 'id'>>;
  storeOrder?: Resolver<Maybe<ResolversTypes['BuyerStoreOrder']>, ParentType, ContextType, RequireFields<QueryStoreOrderArgs, 'token'>>;
  storeOrders?: Resolver<Array<ResolversTypes['StoreOrder']>, ParentType, ContextType, RequireFields<QueryStoreOrdersArgs, 'storeId'>>;
  storePackingList?: Resolver<ResolversTypes['StorePackingList'], ParentType, ContextType, RequireFields<QueryStorePackingListArgs, 'round' | 'storeId'>>;
  storePayoutCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryStorePayoutCsvArgs, 'storeId'>>;
  storePayoutStatement?: Resolver<ResolversTypes['StorePayoutStatement'], ParentType, ContextType, RequireFields<QueryStorePayoutStatementArgs, 'storeId'>>;
  teamTravelQueue?: Resolver<Array<ResolversTypes['TeamTravelQueueRecord']>, ParentType, ContextType>;
}>;

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = ResolversObject<{
  acceptance?: Resolver<Maybe<ResolversTypes['QuoteAcceptance']>, ParentType, ContextType>;
  canUnlockProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['QuoteContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ProofSender'], ParentType, ContextType>;
  emailsDelivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inHandDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inHandWarning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['QuoteItem']>, ParentType, ContextType>;
  lockerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['QuotePricing'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['QuoteProject']>, ParentType, ContextType>;
  proofs?: Resolver<Array<ResolversTypes['QuoteItemProof']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['QuoteTotals'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteAcceptanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteAcceptance'] = ResolversParentTypes['QuoteAcceptance']> = ResolversObject<{
  acceptedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteConnection'] = ResolversParentTypes['QuoteConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['QuoteEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuoteContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteContact'] = ResolversParentTypes['QuoteContact']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QuoteEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteEdge'] = ResolversParentTypes['QuoteEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
}>;

export type QuoteItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteItem'] = ResolversParentTypes['QuoteItem']> = ResolversObject<{
  configurationShortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumPieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeLines?: Resolver<Array<ResolversTypes['QuoteSizeLine']>, ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<QuoteItemSnapshotArgs, 'view'>>;
  styleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteItemProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteItemProof'] = ResolversParentTypes['QuoteItemProof']> = ResolversObject<{
  configurationShortId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latest?: Resolver<Maybe<ResolversTypes['Proof']>, ParentType, ContextType>;
  lockerItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProofStatus'], ParentType, ContextType>;
  statusMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  styleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['Proof']>, ParentType, ContextType>;
}>;

export type QuoteLinePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteLinePrice'] = ResolversParentTypes['QuoteLinePrice']> = ResolversObject<{
  configurationShortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuoteLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteLink'] = ResolversParentTypes['QuoteLink']> = ResolversObject<{
  acceptance?: Resolver<Maybe<ResolversTypes['QuoteAcceptance']>, ParentType, ContextType>;
  approvedProofs?: Resolver<Array<ResolversTypes['Proof']>, ParentType, ContextType>;
  canAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ProofSender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inHandDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['QuoteItem']>, ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['QuotePricing'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['QuoteTotals'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuotePricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuotePricing'] = ResolversParentTypes['QuotePricing']> = ResolversObject<{
  deposit?: Resolver<Maybe<ResolversTypes['QuoteShare']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['QuoteShare']>, ParentType, ContextType>;
  linePrices?: Resolver<Array<ResolversTypes['QuoteLinePrice']>, ParentType, ContextType>;
  shippingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxExemptCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxRateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuoteProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteProject'] = ResolversParentTypes['QuoteProject']> = ResolversObject<{
  dealerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
}>;

export type QuoteSendingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteSending'] = ResolversParentTypes['QuoteSending']> = ResolversObject<{
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteShare'] = ResolversParentTypes['QuoteShare']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['QuoteShareKind'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuoteSizeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteSizeLine'] = ResolversParentTypes['QuoteSizeLine']> = ResolversObject<{
  lineTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalUnitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overridden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuoteTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteTotals'] = ResolversParentTypes['QuoteTotals']> = ResolversObject<{
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RenderDecorationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenderDecoration'] = ResolversParentTypes['RenderDecoration']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  fill?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontFamily?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offsetX?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  offsetY?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  outline1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outline2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textHeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zoom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RenderDesignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenderDesign'] = ResolversParentTypes['RenderDesign']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DesignKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RenderJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenderJob'] = ResolversParentTypes['RenderJob']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RenderJobKind'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RenderJobStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RenderSpecResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenderSpec'] = ResolversParentTypes['RenderSpec']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  decorations?: Resolver<Array<ResolversTypes['RenderDecoration']>, ParentType, ContextType>;
  design?: Resolver<Maybe<ResolversTypes['RenderDesign']>, ParentType, ContextType>;
  garment?: Resolver<ResolversTypes['Garment'], ParentType, ContextType>;
}>;

export type RepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rep'] = ResolversParentTypes['Rep']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RosterImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RosterImportPreview'] = ResolversParentTypes['RosterImportPreview']> = ResolversObject<{
  issues?: Resolver<Array<ResolversTypes['RosterIssue']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SizeLine']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RosterRow']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RosterIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RosterIssue'] = ResolversParentTypes['RosterIssue']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['RosterIssueSeverity'], ParentType, ContextType>;
}>;

export type RosterRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RosterRow'] = ResolversParentTypes['RosterRow']> = ResolversObject<{
  playerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SchoolResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mascot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SchoolQueueRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchoolQueueRecord'] = ResolversParentTypes['SchoolQueueRecord']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mascot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Playbook']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QueueStatus'], ParentType, ContextType>;
}>;

export type SetOrderWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderWebhookPayload'] = ResolversParentTypes['SetOrderWebhookPayload']> = ResolversObject<{
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['OrderWebhookSettings'], ParentType, ContextType>;
}>;

export type ShowroomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Showroom'] = ResolversParentTypes['Showroom']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  catalogs?: Resolver<Array<ResolversTypes['ShowroomCatalog']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ShowroomDealer'], ParentType, ContextType>;
  dealerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLogo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  fonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locker?: Resolver<Maybe<ResolversTypes['Locker']>, ParentType, ContextType>;
  lockerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lockers?: Resolver<Array<ResolversTypes['Locker']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  look?: Resolver<ResolversTypes['ShowroomLook'], ParentType, ContextType>;
  mascot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openQuoteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ShowroomProduct']>, ParentType, ContextType, RequireFields<ShowroomProductArgs, 'styleId'>>;
  products?: Resolver<Array<ResolversTypes['ShowroomProduct']>, ParentType, ContextType, Partial<ShowroomProductsArgs>>;
  rep?: Resolver<Maybe<ResolversTypes['Rep']>, ParentType, ContextType>;
  showDealerEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showDealerPhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['PlaybookTemplate'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Snapshot']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['ProjectVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShowroomCatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowroomCatalog'] = ResolversParentTypes['ShowroomCatalog']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ShowroomDealerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowroomDealer'] = ResolversParentTypes['ShowroomDealer']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShowroomLookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowroomLook'] = ResolversParentTypes['ShowroomLook']> = ResolversObject<{
  decorationFill?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  decorationOutline?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  font?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShowroomProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowroomProduct'] = ResolversParentTypes['ShowroomProduct']> = ResolversObject<{
  catalogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  configuration?: Resolver<Maybe<ResolversTypes['Configuration']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<ShowroomProductSnapshotArgs, 'view'>>;
}>;

export type SizeChartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeChart'] = ResolversParentTypes['SizeChart']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SizeChartRow']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SizeChartRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeChartRow'] = ResolversParentTypes['SizeChartRow']> = ResolversObject<{
  measurements?: Resolver<Array<ResolversTypes['SizeMeasurement']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SizeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeLine'] = ResolversParentTypes['SizeLine']> = ResolversObject<{
  blank?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skuSuffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SizeMeasurementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeMeasurement'] = ResolversParentTypes['SizeMeasurement']> = ResolversObject<{
  maxCentimetres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxInches?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minCentimetres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minInches?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SnapsheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Snapsheet'] = ResolversParentTypes['Snapsheet']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['SnapsheetCollection']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ShowroomDealer'], ParentType, ContextType>;
  dealerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLogo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  featuredColor?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStaticTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locker?: Resolver<Maybe<ResolversTypes['Locker']>, ParentType, ContextType>;
  lockerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lockers?: Resolver<Array<ResolversTypes['Locker']>, ParentType, ContextType>;
  openQuoteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['SnapsheetPage']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SnapsheetProduct']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['Rep']>, ParentType, ContextType>;
  showPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Snapshot']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['ProjectVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SnapsheetCollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SnapsheetCollection'] = ResolversParentTypes['SnapsheetCollection']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SnapsheetPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SnapsheetPage'] = ResolversParentTypes['SnapsheetPage']> = ResolversObject<{
  emptySlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SnapsheetProduct']>, ParentType, ContextType>;
}>;

export type SnapsheetProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SnapsheetProduct'] = ResolversParentTypes['SnapsheetProduct']> = ResolversObject<{
  configuration?: Resolver<Maybe<ResolversTypes['Configuration']>, ParentType, ContextType>;
  customPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dealerPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  design?: Resolver<Maybe<ResolversTypes['Design']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<SnapsheetProductSnapshotArgs, 'view'>>;
  variant?: Resolver<Maybe<ResolversTypes['Variant']>, ParentType, ContextType>;
}>;

export type SnapshotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Snapshot'] = ResolversParentTypes['Snapshot']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SnapshotStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  view?: Resolver<ResolversTypes['View'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sport'] = ResolversParentTypes['Sport']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['PlaybookTemplate'], ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  advertisedCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bundles?: Resolver<Array<ResolversTypes['StoreBundle']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['StoreContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['ShowroomDealer'], ParentType, ContextType>;
  dealerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLogo?: Resolver<Maybe<ResolversTypes['Logo']>, ParentType, ContextType>;
  extendDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfilment?: Resolver<ResolversTypes['StoreFulfilment'], ParentType, ContextType>;
  groupLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hardCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasPasscode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StoreItem']>, ParentType, ContextType>;
  locker?: Resolver<Maybe<ResolversTypes['Locker']>, ParentType, ContextType>;
  lockerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lockers?: Resolver<Array<ResolversTypes['Locker']>, ParentType, ContextType>;
  minimumOutcome?: Resolver<ResolversTypes['StoreMinimumOutcome'], ParentType, ContextType>;
  minimums?: Resolver<Array<ResolversTypes['StoreMinimum']>, ParentType, ContextType>;
  openQuoteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payLaterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['StorePaymentMethod']>, ParentType, ContextType>;
  playersNotOrdered?: Resolver<Array<ResolversTypes['StoreContact']>, ParentType, ContextType>;
  productionOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['Rep']>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounds?: Resolver<Array<ResolversTypes['StoreRound']>, ParentType, ContextType>;
  sales?: Resolver<Maybe<ResolversTypes['StoreSales']>, ParentType, ContextType>;
  showPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StoreState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  taxRateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Snapshot']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['ProjectVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreAccess'] = ResolversParentTypes['StoreAccess']> = ResolversObject<{
  access?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreBundleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreBundle'] = ResolversParentTypes['StoreBundle']> = ResolversObject<{
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StoreCheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreCheckout'] = ResolversParentTypes['StoreCheckout']> = ResolversObject<{
  order?: Resolver<ResolversTypes['StoreOrder'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreContact'] = ResolversParentTypes['StoreContact']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreContactsImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreContactsImport'] = ResolversParentTypes['StoreContactsImport']> = ResolversObject<{
  contacts?: Resolver<Array<ResolversTypes['StoreContact']>, ParentType, ContextType>;
  emailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['RosterIssue']>, ParentType, ContextType>;
  store?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
}>;

export type StoreContactsReminderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreContactsReminder'] = ResolversParentTypes['StoreContactsReminder']> = ResolversObject<{
  contacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItem'] = ResolversParentTypes['StoreItem']> = ResolversObject<{
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType>;
  dealerPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPerBuyer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proofVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['StoreItemRules'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StoreItemRulesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItemRules'] = ResolversParentTypes['StoreItemRules']> = ResolversObject<{
  nameCharacters?: Resolver<Array<ResolversTypes['NameCharacterSet']>, ParentType, ContextType>;
  nameMaxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nameOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numberMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numberRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numberScope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberUnique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StoreItemSalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItemSales'] = ResolversParentTypes['StoreItemSales']> = ResolversObject<{
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreItemSizeChartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItemSizeChart'] = ResolversParentTypes['StoreItemSizeChart']> = ResolversObject<{
  chart?: Resolver<ResolversTypes['SizeChart'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StoreMinimumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMinimum'] = ResolversParentTypes['StoreMinimum']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreMinimumDecidedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMinimumDecided'] = ResolversParentTypes['StoreMinimumDecided']> = ResolversObject<{
  itemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  minimumId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamPieces?: Resolver<Array<ResolversTypes['StoreTeamPieces']>, ParentType, ContextType>;
}>;

export type StoreOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreOrder'] = ResolversParentTypes['StoreOrder']> = ResolversObject<{
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StoreOrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['StorePaymentMethod'], ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StoreOrderStatus'], ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreOrderLine'] = ResolversParentTypes['StoreOrderLine']> = ResolversObject<{
  bundleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StorePackingBagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePackingBag'] = ResolversParentTypes['StorePackingBag']> = ResolversObject<{
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StorePackingItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorePackingItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePackingItem'] = ResolversParentTypes['StorePackingItem']> = ResolversObject<{
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorePackingListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePackingList'] = ResolversParentTypes['StorePackingList']> = ResolversObject<{
  bags?: Resolver<Array<ResolversTypes['StorePackingBag']>, ParentType, ContextType>;
  groupLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StorePayoutFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePayoutFigures'] = ResolversParentTypes['StorePayoutFigures']> = ResolversObject<{
  feesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StorePayoutStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePayoutStatement'] = ResolversParentTypes['StorePayoutStatement']> = ResolversObject<{
  rounds?: Resolver<Array<ResolversTypes['StorePayoutFigures']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['StorePayoutFigures'], ParentType, ContextType>;
}>;

export type StoreRoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreRound'] = ResolversParentTypes['StoreRound']> = ResolversObject<{
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decision?: Resolver<Array<ResolversTypes['StoreMinimumDecided']>, ParentType, ContextType>;
  extendedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hardCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  packedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreSalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSales'] = ResolversParentTypes['StoreSales']> = ResolversObject<{
  byItem?: Resolver<Array<ResolversTypes['StoreItemSales']>, ParentType, ContextType>;
  bySize?: Resolver<Array<ResolversTypes['StoreSizeSales']>, ParentType, ContextType>;
  fundraisingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  garments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreSizeSalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSizeSales'] = ResolversParentTypes['StoreSizeSales']> = ResolversObject<{
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreTeamPiecesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreTeamPieces'] = ResolversParentTypes['StoreTeamPieces']> = ResolversObject<{
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TeamTravelQueueRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamTravelQueueRecord'] = ResolversParentTypes['TeamTravelQueueRecord']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Playbook']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['Rep']>, ParentType, ContextType>;
  sports?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QueueStatus'], ParentType, ContextType>;
}>;

export type VariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = ResolversObject<{
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  ApiToken?: ApiTokenResolvers<ContextType>;
  BuyerStore?: BuyerStoreResolvers<ContextType>;
  BuyerStoreMinimum?: BuyerStoreMinimumResolvers<ContextType>;
  BuyerStoreOrder?: BuyerStoreOrderResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Configuration?: ConfigurationResolvers<ContextType>;
  ConfigurationPrice?: ConfigurationPriceResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerEdge?: CustomerEdgeResolvers<ContextType>;
  DashboardStats?: DashboardStatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Dealer?: DealerResolvers<ContextType>;
  DealerSession?: DealerSessionResolvers<ContextType>;
  Decoration?: DecorationResolvers<ContextType>;
  DecorationLocation?: DecorationLocationResolvers<ContextType>;
  Design?: DesignResolvers<ContextType>;
  Font?: FontResolvers<ContextType>;
  Garment?: GarmentResolvers<ContextType>;
  GarmentPanel?: GarmentPanelResolvers<ContextType>;
  GarmentZone?: GarmentZoneResolvers<ContextType>;
  Graphic?: GraphicResolvers<ContextType>;
  Locker?: LockerResolvers<ContextType>;
  LockerItem?: LockerItemResolvers<ContextType>;
  LockerItemPrices?: LockerItemPricesResolvers<ContextType>;
  Logo?: LogoResolvers<ContextType>;
  LogoCrop?: LogoCropResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewSchool?: NewSchoolResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  NoticeConnection?: NoticeConnectionResolvers<ContextType>;
  NoticeEdge?: NoticeEdgeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLineColor?: OrderLineColorResolvers<ContextType>;
  OrderLineDecoration?: OrderLineDecorationResolvers<ContextType>;
  OrderLinePlayer?: OrderLinePlayerResolvers<ContextType>;
  OrderLineSize?: OrderLineSizeResolvers<ContextType>;
  OrderStore?: OrderStoreResolvers<ContextType>;
  OrderWebhookSettings?: OrderWebhookSettingsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PersonalisationProblem?: PersonalisationProblemResolvers<ContextType>;
  Playbook?: PlaybookResolvers<ContextType>;
  PlaybookCatalog?: PlaybookCatalogResolvers<ContextType>;
  PlaybookPage?: PlaybookPageResolvers<ContextType>;
  PlaybookProduct?: PlaybookProductResolvers<ContextType>;
  PlaybookSport?: PlaybookSportResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductFacetValue?: ProductFacetValueResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectConnection?: ProjectConnectionResolvers<ContextType>;
  ProjectEdge?: ProjectEdgeResolvers<ContextType>;
  ProjectLogos?: ProjectLogosResolvers<ContextType>;
  Proof?: ProofResolvers<ContextType>;
  ProofApproval?: ProofApprovalResolvers<ContextType>;
  ProofChanges?: ProofChangesResolvers<ContextType>;
  ProofDelivery?: ProofDeliveryResolvers<ContextType>;
  ProofSender?: ProofSenderResolvers<ContextType>;
  ProofSizeLine?: ProofSizeLineResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteAcceptance?: QuoteAcceptanceResolvers<ContextType>;
  QuoteConnection?: QuoteConnectionResolvers<ContextType>;
  QuoteContact?: QuoteContactResolvers<ContextType>;
  QuoteEdge?: QuoteEdgeResolvers<ContextType>;
  QuoteItem?: QuoteItemResolvers<ContextType>;
  QuoteItemProof?: QuoteItemProofResolvers<ContextType>;
  QuoteLinePrice?: QuoteLinePriceResolvers<ContextType>;
  QuoteLink?: QuoteLinkResolvers<ContextType>;
  QuotePricing?: QuotePricingResolvers<ContextType>;
  QuoteProject?: QuoteProjectResolvers<ContextType>;
  QuoteSending?: QuoteSendingResolvers<ContextType>;
  QuoteShare?: QuoteShareResolvers<ContextType>;
  QuoteSizeLine?: QuoteSizeLineResolvers<ContextType>;
  QuoteTotals?: QuoteTotalsResolvers<ContextType>;
  RenderDecoration?: RenderDecorationResolvers<ContextType>;
  RenderDesign?: RenderDesignResolvers<ContextType>;
  RenderJob?: RenderJobResolvers<ContextType>;
  RenderSpec?: RenderSpecResolvers<ContextType>;
  Rep?: RepResolvers<ContextType>;
  RosterImportPreview?: RosterImportPreviewResolvers<ContextType>;
  RosterIssue?: RosterIssueResolvers<ContextType>;
  RosterRow?: RosterRowResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolQueueRecord?: SchoolQueueRecordResolvers<ContextType>;
  SetOrderWebhookPayload?: SetOrderWebhookPayloadResolvers<ContextType>;
  Showroom?: ShowroomResolvers<ContextType>;
  ShowroomCatalog?: ShowroomCatalogResolvers<ContextType>;
  ShowroomDealer?: ShowroomDealerResolvers<ContextType>;
  ShowroomLook?: ShowroomLookResolvers<ContextType>;
  ShowroomProduct?: ShowroomProductResolvers<ContextType>;
  SizeChart?: SizeChartResolvers<ContextType>;
  SizeChartRow?: SizeChartRowResolvers<ContextType>;
  SizeLine?: SizeLineResolvers<ContextType>;
  SizeMeasurement?: SizeMeasurementResolvers<ContextType>;
  Snapsheet?: SnapsheetResolvers<ContextType>;
  SnapsheetCollection?: SnapsheetCollectionResolvers<ContextType>;
  SnapsheetPage?: SnapsheetPageResolvers<ContextType>;
  SnapsheetProduct?: SnapsheetProductResolvers<ContextType>;
  Snapshot?: SnapshotResolvers<ContextType>;
  Sport?: SportResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreAccess?: StoreAccessResolvers<ContextType>;
  StoreBundle?: StoreBundleResolvers<ContextType>;
  StoreCheckout?: StoreCheckoutResolvers<ContextType>;
  StoreContact?: StoreContactResolvers<ContextType>;
  StoreContactsImport?: StoreContactsImportResolvers<ContextType>;
  StoreContactsReminder?: StoreContactsReminderResolvers<ContextType>;
  StoreItem?: StoreItemResolvers<ContextType>;
  StoreItemRules?: StoreItemRulesResolvers<ContextType>;
  StoreItemSales?: StoreItemSalesResolvers<ContextType>;
  StoreItemSizeChart?: StoreItemSizeChartResolvers<ContextType>;
  StoreMinimum?: StoreMinimumResolvers<ContextType>;
  StoreMinimumDecided?: StoreMinimumDecidedResolvers<ContextType>;
  StoreOrder?: StoreOrderResolvers<ContextType>;
  StoreOrderLine?: StoreOrderLineResolvers<ContextType>;
  StorePackingBag?: StorePackingBagResolvers<ContextType>;
  StorePackingItem?: StorePackingItemResolvers<ContextType>;
  StorePackingList?: StorePackingListResolvers<ContextType>;
  StorePayoutFigures?: StorePayoutFiguresResolvers<ContextType>;
  StorePayoutStatement?: StorePayoutStatementResolvers<ContextType>;
  StoreRound?: StoreRoundResolvers<ContextType>;
  StoreSales?: StoreSalesResolvers<ContextType>;
  StoreSizeSales?: StoreSizeSalesResolvers<ContextType>;
  StoreTeamPieces?: StoreTeamPiecesResolvers<ContextType>;
  TeamTravelQueueRecord?: TeamTravelQueueRecordResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  access?: AccessDirectiveResolver<any, any, ContextType>;
}>;
