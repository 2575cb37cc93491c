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

/** Add a saved configuration to a project's locker (L1). The locker is created on the first add. */
export type AddToLockerInput = {
  configurationShortId: Scalars['ID']['input'];
  /** For a showroom: the dealer code. */
  dealerCode?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  projectType: ProjectType;
  /** When empty, the default roster is used: base size quantity 1, other sizes 0 (L2). */
  sizeLines: Array<SizeLineInput>;
};

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
 * Errors: BAD_USER_INPUT field `teamName`, `title`, `colorIds`, `sports`, `customerId` or `logoId`.
 */
export type CreatePlaybookInput = {
  colorIds: Array<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the caller's logos; becomes the playbook's default logo. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
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
  showPrices?: InputMaybe<Scalars['Boolean']['input']>;
  teamName: Scalars['String']['input'];
  templateId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
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
  projects: Array<Snapsheet>;
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
 * Errors: BAD_USER_INPUT with field `colorIds`, `repId` or `logoIds`; NOT_FOUND for another
 * dealer's customer.
 */
export type CustomerInput = {
  colorIds: Array<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  logoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  repId?: InputMaybe<Scalars['ID']['input']>;
  type: CustomerType;
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
  /** Expiry of the link, unix seconds. */
  exp: Scalars['Int']['input'];
  pricegroup?: InputMaybe<Scalars['String']['input']>;
  repToken?: InputMaybe<Scalars['String']['input']>;
  terms?: InputMaybe<Scalars['String']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  /** Hex HMAC-SHA256 entry token. */
  token: Scalars['String']['input'];
  webuserid?: InputMaybe<Scalars['String']['input']>;
};

/** A dealer (sales partner) who owns reps, customers, logos and projects. */
export type Dealer = {
  __typename?: 'Dealer';
  /** The dealer code used in project URLs (`/snapsheets/{code}/...`). */
  code: Scalars['String']['output'];
  /** The dealer's customers (D5). */
  customers: CustomerConnection;
  /** Price multiplier applied to msrp for customer prices (L3); default 2. */
  dealerMargin: Scalars['Float']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Showroom header colour, `#rrggbb`. */
  headerColor?: Maybe<Scalars['String']['output']>;
  headerMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo?: Maybe<Logo>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Name of the dealer's price group (catalog data), read-only. */
  priceGroup?: Maybe<Scalars['String']['output']>;
  reps: Array<Rep>;
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
};

/** A decoration as saved, with defaults filled in. */
export type Decoration = {
  __typename?: 'Decoration';
  contentType: ContentType;
  fillColor?: Maybe<Color>;
  font: Scalars['String']['output'];
  location: Scalars['String']['output'];
  logo?: Maybe<Logo>;
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
 * not allow the content type; `decorations.N.logoId` for an unknown logo.
 */
export type DecorationInput = {
  contentType: ContentType;
  fillColorId?: InputMaybe<Scalars['ID']['input']>;
  /** Font key, e.g. `full block`. */
  font?: InputMaybe<Scalars['String']['input']>;
  /** Name of a decoration location of the product's garment. */
  location: Scalars['String']['input'];
  /** Logo for GRAPHICS and UPLOADS. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
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

/** A quote or order basket (L1), addressed by its unguessable code. */
export type Locker = {
  __typename?: 'Locker';
  code: Scalars['String']['output'];
  items: Array<LockerItem>;
  project?: Maybe<Project>;
  /** Total garments. */
  quantity: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
  totalMsrpCents: Scalars['Int']['output'];
};

/** A configured product in a locker, with its roster (L1). */
export type LockerItem = {
  __typename?: 'LockerItem';
  configuration: Configuration;
  id: Scalars['ID']['output'];
  lineTotalCents: Scalars['Int']['output'];
  prices: LockerItemPrices;
  product: Product;
  /** Total garments of this item. */
  quantity: Scalars['Int']['output'];
  sizeLines: Array<SizeLine>;
  snapshots: Array<Snapshot>;
};

export type LockerItemInput = {
  configurationShortId?: InputMaybe<Scalars['ID']['input']>;
  sizeLines?: InputMaybe<Array<SizeLineInput>>;
};

/** Server-computed unit prices of a locker item, cents (L3). */
export type LockerItemPrices = {
  __typename?: 'LockerItemPrices';
  dealerPriceCents: Scalars['Int']['output'];
  /** Price of each decoration, in decoration order. */
  decorationPricesCents: Array<Scalars['Int']['output']>;
  decorationsMsrpCents: Scalars['Int']['output'];
  decorationsPriceCents: Scalars['Int']['output'];
  finalMsrpCents: Scalars['Int']['output'];
  finalPriceCents: Scalars['Int']['output'];
  msrpCents: Scalars['Int']['output'];
  productPriceCents: Scalars['Int']['output'];
};

/** An uploaded logo (D6). Images are PNG, JPEG or sanitised SVG, at most 5 MB. */
export type Logo = {
  __typename?: 'Logo';
  /** Size in bytes. */
  byteSize: Scalars['Int']['output'];
  /** MIME type detected from the content: image/png, image/jpeg or image/svg+xml. */
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  types: Array<Scalars['String']['output']>;
  /** Path on the gateway (`/files/...`) or absolute URL. */
  url: Scalars['String']['output'];
  /** Pixel size of the image (SVG: from its viewBox). */
  width?: Maybe<Scalars['Int']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addSnapsheetProduct: Snapsheet;
  addToLocker: Locker;
  /**
   * Archives one of the caller's projects (D7): sets its archive time, status ARCHIVED.
   * Idempotent. Errors: NOT_FOUND when the project is not the caller's project of that type.
   */
  archiveProject: Project;
  /** Creates a playbook of the caller (D8). */
  createPlaybook: Playbook;
  createSnapsheet: Snapsheet;
  /**
   * Copies one of the caller's projects (D7) with its products, sports and settings, titled
   * 'Copy of {title}'; the copy is new (playbook DRAFT, snapsheet OPEN), not archived, without a
   * locker. Errors: NOT_FOUND when the project is not the caller's project of that type.
   */
  duplicateProject: Project;
  /**
   * Validates a signed entry link and gets or creates the dealer from its fields (A1).
   * Errors: UNAUTHENTICATED (bad signature or expired link), BAD_USER_INPUT field `code`.
   */
  enterDashboard: DealerSession;
  /** Queues a Letter PDF of a snapsheet or playbook (P7, R2). Dealer or visitor of a published project. */
  exportProjectPdf: RenderJob;
  /** Ends the session of the bearer token (A3). True when a session was revoked. */
  logout: Scalars['Boolean']['output'];
  /** No-op kept so that every module can `extend type Mutation`. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  removeLockerItem: Locker;
  /**
   * Restores an archived project of the caller (D7): its status is again the one it had.
   * Idempotent. Errors: NOT_FOUND when the project is not the caller's project of that type.
   */
  restoreProject: Project;
  /** Saves a configuration and returns it with a new short id (C4). */
  saveConfiguration: Configuration;
  saveCustomer: Customer;
  /** Archive or unarchive a customer (D5). */
  setCustomerStatus: Customer;
  updateLockerItem: Locker;
  /** Stores a logo for the caller's dealer (D6). */
  uploadLogo: Logo;
};


export type MutationAddSnapsheetProductArgs = {
  input: SnapsheetProductInput;
  snapsheetId: Scalars['ID']['input'];
};


export type MutationAddToLockerArgs = {
  input: AddToLockerInput;
};


export type MutationArchiveProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationCreatePlaybookArgs = {
  input: CreatePlaybookInput;
};


export type MutationCreateSnapsheetArgs = {
  input: CreateSnapsheetInput;
};


export type MutationDuplicateProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationEnterDashboardArgs = {
  input: DashboardEntryInput;
};


export type MutationExportProjectPdfArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationRemoveLockerItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreProjectArgs = {
  projectId: Scalars['ID']['input'];
  projectType: ProjectType;
};


export type MutationSaveConfigurationArgs = {
  input: ConfigurationInput;
};


export type MutationSaveCustomerArgs = {
  input: CustomerInput;
};


export type MutationSetCustomerStatusArgs = {
  id: Scalars['ID']['input'];
  status: CustomerStatus;
};


export type MutationUpdateLockerItemArgs = {
  id: Scalars['ID']['input'];
  input: LockerItemInput;
};


export type MutationUploadLogoArgs = {
  input: UploadLogoInput;
};

/** Relay-style paging information for connections. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Opaque cursor of the last item returned; pass it as `after` to get the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow `endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A playbook (catalog): printable product catalogue by sport, template FSG or UA (P3). */
export type Playbook = Project & {
  __typename?: 'Playbook';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<Customer>;
  dealerCode: Scalars['String']['output'];
  defaultLogo?: Maybe<Logo>;
  id: Scalars['ID']['output'];
  locker?: Maybe<Locker>;
  lockerCode?: Maybe<Scalars['String']['output']>;
  /** Cover and Index pages are shown (P3). */
  showCoverAndIndex: Scalars['Boolean']['output'];
  showPrices: Scalars['Boolean']['output'];
  /** The playbook's sports (catalogs) in order. */
  sports: Array<PlaybookSport>;
  status: ProjectStatus;
  teamName: Scalars['String']['output'];
  template: PlaybookTemplate;
  thumbnail?: Maybe<Snapshot>;
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A sport (catalog) chosen for a playbook (P3), in the playbook's order, with the playbook's own
 * name for it (a sport may be renamed in the playbook).
 */
export type PlaybookSport = {
  __typename?: 'PlaybookSport';
  /** The catalog sport's id, e.g. `fsg-football`. */
  id: Scalars['ID']['output'];
  /** The name shown in the playbook (the sport's name unless renamed). */
  name: Scalars['String']['output'];
  /** 1-based position in the playbook. */
  order: Scalars['Int']['output'];
  sport: Sport;
};

export type PlaybookTemplate =
  | 'FSG'
  | 'UA';

/** A catalog style (product). */
export type Product = {
  __typename?: 'Product';
  /** Msrp of the base size, in cents. */
  baseMsrpCents: Scalars['Int']['output'];
  /** The size that prices are based on: `L`, or `M` for related products (L2). */
  baseSize: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  category: ProductCategory;
  decorationLocations: Array<DecorationLocation>;
  /** Designs (layouts), at most 7, layout 588R skipped (C1). */
  designs: Array<Design>;
  garment: Garment;
  genders: Array<Gender>;
  /** True when any colour may be used (sublimated); else only the variants' stock colours. */
  isSublimable: Scalars['Boolean']['output'];
  /** Msrp of one garment of `size` in cents (L3), or null when the size is not offered. */
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
  nodes: Array<Product>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductFilter = {
  brand?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ProductCategory>;
  gender?: InputMaybe<Gender>;
  productType?: InputMaybe<ProductType>;
  /** Case-insensitive match on name or style id. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ProductType =
  | 'FIVE_DAY'
  | 'STOCK'
  | 'SUBLIMATED';

/** Anything a dealer can share: a playbook, snapsheet or showroom. */
export type Project = {
  /** When the project was archived (its status is then ARCHIVED); null while it is not. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The three team colours. */
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  /** The customer the project was made for, when one was chosen. */
  customer?: Maybe<Customer>;
  dealerCode: Scalars['String']['output'];
  /** The project's default logo (D6 default-logo rules), when one is set. */
  defaultLogo?: Maybe<Logo>;
  id: Scalars['ID']['output'];
  locker?: Maybe<Locker>;
  /** Code of the project's locker, once something was added (L1). */
  lockerCode?: Maybe<Scalars['String']['output']>;
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

export type Query = {
  __typename?: 'Query';
  /** The colour table, optionally of one palette. */
  colors: Array<Color>;
  configuration?: Maybe<Configuration>;
  /** One of the caller's customers, or NOT_FOUND. */
  customer?: Maybe<Customer>;
  /** The caller's customers (dealer only); `first` at most 100 (default 20). */
  customers: CustomerConnection;
  /** Decoration prices in cents, one per decoration, for `quantity` garments of a style (L3). */
  decorationPrices: Array<Scalars['Int']['output']>;
  fonts: Array<Font>;
  locker?: Maybe<Locker>;
  /** The dealer of the bearer token, or null without a valid token (A3). */
  me?: Maybe<Dealer>;
  /** Liveness of the API itself; always true when the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** A playbook by its dealer's code (case-insensitive) and id; null when there is none. */
  playbook?: Maybe<Playbook>;
  product?: Maybe<Product>;
  /** Catalog styles, Relay-style; `first` at most 100 (default 20). */
  products: ProductConnection;
  /**
   * The caller's projects of one type (D7; dealer only), newest first, cursor paging like
   * `customers`: `first` at most 100 (default 20), `after` an `endCursor`.
   * `status`: ARCHIVED lists archived projects only; any other status lists the projects with that
   * status that are not archived; none lists every project that is not archived.
   * `search` matches title, team name or customer name (case-insensitive).
   * Errors: UNAUTHENTICATED; BAD_USER_INPUT field `type` (SHOWROOM is not listed here) or `after`.
   */
  projects: ProjectConnection;
  renderJob?: Maybe<RenderJob>;
  /** A snapsheet by its dealer's code (case-insensitive) and id; null when there is none. */
  snapsheet?: Maybe<Snapsheet>;
  /** The 16 colours offered for snapsheet team colours. */
  snapsheetColors: Array<Color>;
  /** Snapsheet templates anyone may start a snapsheet from (`createSnapsheet(templateId:)`), P5. */
  snapsheetTemplates: Array<Snapsheet>;
  sports: Array<Sport>;
};


export type QueryColorsArgs = {
  palette?: InputMaybe<ColorPalette>;
};


export type QueryConfigurationArgs = {
  shortId: Scalars['ID']['input'];
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


export type QueryLockerArgs = {
  code: Scalars['String']['input'];
};


export type QueryPlaybookArgs = {
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QueryProductArgs = {
  styleId: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProjectStatus>;
  type: ProjectType;
};


export type QueryRenderJobArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySnapsheetArgs = {
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QuerySportsArgs = {
  template: PlaybookTemplate;
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

/** A background render (R1, R2): snapshots of a configuration or a project's PDF. */
export type RenderJob = {
  __typename?: 'RenderJob';
  createdAt: Scalars['DateTime']['output'];
  /** Why the job failed, when FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: RenderJobKind;
  /** 0..1 */
  progress: Scalars['Float']['output'];
  status: RenderJobStatus;
  /** Download path of the result (`/files/...`) when DONE. */
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
  garment: Garment;
};

/** A sales rep of a dealer (D4). */
export type Rep = {
  __typename?: 'Rep';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** Reversible products have an Outside and an Inside view (C3); any other value is an error. */
export type ReversibleView =
  | 'INSIDE'
  | 'OUTSIDE';

/** A roster line with its server-computed unit price (L2, L3). */
export type SizeLine = {
  __typename?: 'SizeLine';
  playerName?: Maybe<Scalars['String']['output']>;
  playerNumber?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** SKU suffix of the size (section 9), e.g. `06` for L. */
  skuSuffix: Scalars['String']['output'];
  /** Product price for this size + decorations price, cents. */
  unitPriceCents: Scalars['Int']['output'];
};

/**
 * One roster line: a size, a quantity and optionally the player (L2).
 * Errors: BAD_USER_INPUT field `sizeLines.N.size` (not a size of the product) or
 * `sizeLines.N.quantity` (negative or over 10000).
 */
export type SizeLineInput = {
  playerName?: InputMaybe<Scalars['String']['input']>;
  playerNumber?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  size: Scalars['String']['input'];
};

/** A snapsheet: pages of three products with prices, colours and logos (P5). */
export type Snapsheet = Project & {
  __typename?: 'Snapsheet';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  colors: Array<Color>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<Customer>;
  dealerCode: Scalars['String']['output'];
  defaultLogo?: Maybe<Logo>;
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  locker?: Maybe<Locker>;
  lockerCode?: Maybe<Scalars['String']['output']>;
  pages: Array<SnapsheetPage>;
  products: Array<SnapsheetProduct>;
  showPrices: Scalars['Boolean']['output'];
  status: ProjectStatus;
  teamName: Scalars['String']['output'];
  thumbnail?: Maybe<Snapshot>;
  title: Scalars['String']['output'];
  type: ProjectType;
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of a snapsheet: up to 3 products (P5). */
export type SnapsheetPage = {
  __typename?: 'SnapsheetPage';
  /** 1-based page number. */
  number: Scalars['Int']['output'];
  products: Array<SnapsheetProduct>;
};

/** A product placed on a snapsheet, with its customer prices. */
export type SnapsheetProduct = {
  __typename?: 'SnapsheetProduct';
  /** The saved configuration shown for this product, when one was saved. */
  configuration?: Maybe<Configuration>;
  customPriceCents?: Maybe<Scalars['Int']['output']>;
  /** Dealer price of the base size in cents (L3). */
  dealerPriceCents: Scalars['Int']['output'];
  design?: Maybe<Design>;
  id: Scalars['ID']['output'];
  /** 1-based order on the snapsheet. */
  order: Scalars['Int']['output'];
  /** Customer unit price of the base size in cents (L3). */
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

/**
 * Upload of a logo as base64 (D6). The content decides the type, never the file name.
 * Errors: BAD_USER_INPUT field `content` ('Logo max size exceeded' over 5 MB, or not a PNG, JPEG
 * or SVG image).
 */
export type UploadLogoInput = {
  /** The file's bytes, base64 (optionally a data: URL). */
  content: Scalars['String']['input'];
  /** Attach the logo to this customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  filename: Scalars['String']['input'];
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

export type CustomerDialogDataQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDialogDataQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, reps: Array<{ __typename?: 'Rep', id: string, name: string }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }> };

export type SaveCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;


export type SaveCustomerMutation = { __typename?: 'Mutation', saveCustomer: { __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> } };

export type CustomerRow_CustomerFragment = { __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> };

export type UploadLogoMutationVariables = Exact<{
  input: UploadLogoInput;
}>;


export type UploadLogoMutation = { __typename?: 'Mutation', uploadLogo: { __typename?: 'Logo', id: string, url: string, filename: string, byteSize: number } };

export type CustomizerPricesQueryVariables = Exact<{
  styleId: Scalars['ID']['input'];
  size: Scalars['String']['input'];
  designId?: InputMaybe<Scalars['ID']['input']>;
  colorId?: InputMaybe<Scalars['ID']['input']>;
  decorations: Array<DecorationInput> | DecorationInput;
  hasDecorations: Scalars['Boolean']['input'];
}>;


export type CustomizerPricesQuery = { __typename?: 'Query', decorationPrices?: Array<number>, product?: { __typename?: 'Product', styleId: string, msrp?: number | null } | null };

export type EnterDashboardMutationVariables = Exact<{
  input: DashboardEntryInput;
}>;


export type EnterDashboardMutation = { __typename?: 'Mutation', enterDashboard: { __typename?: 'DealerSession', apiToken: string, dealer: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null } } };

export type DashboardMeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMeQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type LockerItemCard_ItemFragment = { __typename?: 'LockerItem', id: string, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, msrpCents: number, decorationPricesCents: Array<number> } };

export type LockerView_LockerFragment = { __typename?: 'Locker', code: string, totalCents: number, totalMsrpCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, msrpCents: number, decorationPricesCents: Array<number> } }> };

export type Player_GarmentFragment = { __typename?: 'Garment', id: string, name: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }>, locations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, methods: Array<string>, panel: string, x: number, y: number, width: number, height: number }> };

export type ProjectHeader_SnapsheetFragment = { __typename?: 'Snapsheet', id: string, title: string, teamName: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> };

export type CatalogPickerQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogPickerQuery = { __typename?: 'Query', products: { __typename?: 'ProductConnection', totalCount: number, nodes: Array<{ __typename?: 'Product', styleId: string, name: string, brand: string, productType: ProductType, category: ProductCategory, baseMsrpCents: number }> } };

export type AddSnapsheetProductMutationVariables = Exact<{
  snapsheetId: Scalars['ID']['input'];
  input: SnapsheetProductInput;
}>;


export type AddSnapsheetProductMutation = { __typename?: 'Mutation', addSnapsheetProduct: { __typename?: 'Snapsheet', id: string, showPrices: boolean, pages: Array<{ __typename?: 'SnapsheetPage', number: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }> } };

export type ExportProjectPdfMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ExportProjectPdfMutation = { __typename?: 'Mutation', exportProjectPdf: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null } };

export type RenderJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RenderJobQuery = { __typename?: 'Query', renderJob?: { __typename?: 'RenderJob', id: string, status: RenderJobStatus, progress: number, url?: string | null, error?: string | null } | null };

export type SnapsheetBook_SnapsheetFragment = { __typename?: 'Snapsheet', id: string, showPrices: boolean, pages: Array<{ __typename?: 'SnapsheetPage', number: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }> };

export type SnapsheetProductCard_ProductFragment = { __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } };

export type SnapshotImage_SnapshotFragment = { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number };

export type CreateSnapsheetDataQueryVariables = Exact<{ [key: string]: never; }>;


export type CreateSnapsheetDataQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerConnection', nodes: Array<{ __typename?: 'Customer', id: string, name: string, colors: Array<{ __typename?: 'Color', id: string }> }> }, snapsheetColors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> };

export type CreateSnapsheetMutationVariables = Exact<{
  input: CreateSnapsheetInput;
}>;


export type CreateSnapsheetMutation = { __typename?: 'Mutation', createSnapsheet: { __typename?: 'Snapsheet', id: string, dealerCode: string } };

export type CustomersQueryVariables = Exact<{
  status?: InputMaybe<CustomerStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomersQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> }> } };

export type SetCustomerStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: CustomerStatus;
}>;


export type SetCustomerStatusMutation = { __typename?: 'Mutation', setCustomerStatus: { __typename?: 'Customer', id: string, name: string, type: CustomerType, status: CustomerStatus, createdAt: string, rep?: { __typename?: 'Rep', id: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> } };

export type GetStartedQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStartedQuery = { __typename?: 'Query', me?: { __typename?: 'Dealer', id: string, code: string, name?: string | null, email?: string | null, customers: { __typename?: 'CustomerConnection', totalCount: number, nodes: Array<{ __typename?: 'Customer', id: string, projects: Array<{ __typename?: 'Snapsheet', id: string }> }> } } | null, archived: { __typename?: 'CustomerConnection', totalCount: number } };

export type MySnapsheetsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySnapsheetsQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerConnection', nodes: Array<{ __typename?: 'Customer', id: string, name: string, projects: Array<{ __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, updatedAt: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> }> }> } };

export type PrintSnapsheetQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type PrintSnapsheetQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, showPrices: boolean, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, pages: Array<{ __typename?: 'SnapsheetPage', number: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }> } | null };

export type SnapsheetLockerQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type SnapsheetLockerQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, lockerCode?: string | null, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, totalCents: number, totalMsrpCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, msrpCents: number, decorationPricesCents: Array<number> } }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> } | null };

export type RemoveLockerItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveLockerItemMutation = { __typename?: 'Mutation', removeLockerItem: { __typename?: 'Locker', code: string, totalCents: number, totalMsrpCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, msrpCents: number, decorationPricesCents: Array<number> } }> } };

export type ProductCustomizerQueryVariables = Exact<{
  styleId: Scalars['ID']['input'];
  dealerCode: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
}>;


export type ProductCustomizerQuery = { __typename?: 'Query', product?: { __typename?: 'Product', styleId: string, name: string, brand: string, productType: ProductType, isSublimable: boolean, baseSize: string, productionDays: number, variants: Array<{ __typename?: 'Variant', id: string, name: string, color: { __typename?: 'Color', id: string, name: string, hex: string } }>, designs: Array<{ __typename?: 'Design', id: string, code: string, name: string }>, decorationLocations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, width: number, height: number }>, garment: { __typename?: 'Garment', id: string, name: string, panels: Array<{ __typename?: 'GarmentPanel', name: string, outline: Array<number>, facing: View, position: Array<number>, rotation: Array<number>, inflate: number }>, zones: Array<{ __typename?: 'GarmentZone', name: string, panel: string, outline: Array<number>, colorIndex: number }>, locations: Array<{ __typename?: 'DecorationLocation', name: string, view: View, contentTypes: Array<ContentType>, methods: Array<string>, panel: string, x: number, y: number, width: number, height: number }> } } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string, palette: ColorPalette }>, fonts: Array<{ __typename?: 'Font', key: string, family: string }>, snapsheet?: { __typename?: 'Snapsheet', id: string, showPrices: boolean, title: string, teamName: string, dealerCode: string, products: Array<{ __typename?: 'SnapsheetProduct', id: string, priceCents: number, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null }>, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> } | null };

export type ProductCustomizer_ConfigurationFragment = { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null }> };

export type SavedConfigurationQueryVariables = Exact<{
  shortId: Scalars['ID']['input'];
}>;


export type SavedConfigurationQuery = { __typename?: 'Query', configuration?: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null }> } | null };

export type SaveConfigurationMutationVariables = Exact<{
  input: ConfigurationInput;
}>;


export type SaveConfigurationMutation = { __typename?: 'Mutation', saveConfiguration: { __typename?: 'Configuration', shortId: string, reversibleView?: ReversibleView | null, product: { __typename?: 'Product', styleId: string }, variant?: { __typename?: 'Variant', id: string } | null, design?: { __typename?: 'Design', id: string } | null, colors: Array<{ __typename?: 'Color', id: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null, textHeight: number, font: string, rotation: number, zoom: number, view?: ReversibleView | null, fillColor?: { __typename?: 'Color', id: string } | null, outline1Color?: { __typename?: 'Color', id: string } | null, outline2Color?: { __typename?: 'Color', id: string } | null, logo?: { __typename?: 'Logo', id: string, url: string } | null }> } };

export type SnapsheetRosterQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type SnapsheetRosterQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, dealerCode: string, locker?: { __typename?: 'Locker', code: string, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, product: { __typename?: 'Product', styleId: string, name: string }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, skuSuffix: string }> }> } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> } | null };

export type SizesSelectionQueryVariables = Exact<{
  shortId: Scalars['ID']['input'];
  dealerCode: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
}>;


export type SizesSelectionQuery = { __typename?: 'Query', configuration?: { __typename?: 'Configuration', shortId: string, product: { __typename?: 'Product', styleId: string, name: string, brand: string, sizes: Array<string>, baseSize: string }, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } } | null, snapsheet?: { __typename?: 'Snapsheet', id: string, lockerCode?: string | null, title: string, teamName: string, dealerCode: string, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }> } | null };

export type AddToLockerMutationVariables = Exact<{
  input: AddToLockerInput;
}>;


export type AddToLockerMutation = { __typename?: 'Mutation', addToLocker: { __typename?: 'Locker', code: string, totalCents: number, totalMsrpCents: number, quantity: number, items: Array<{ __typename?: 'LockerItem', id: string, quantity: number, lineTotalCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, configuration: { __typename?: 'Configuration', shortId: string, variant?: { __typename?: 'Variant', id: string, name: string } | null, design?: { __typename?: 'Design', id: string, code: string, name: string } | null, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, decorations: Array<{ __typename?: 'Decoration', contentType: ContentType, location: string, text?: string | null }>, front: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number }, back: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }, sizeLines: Array<{ __typename?: 'SizeLine', size: string, quantity: number, playerName?: string | null, playerNumber?: string | null, unitPriceCents: number, skuSuffix: string }>, prices: { __typename?: 'LockerItemPrices', productPriceCents: number, decorationsPriceCents: number, finalPriceCents: number, msrpCents: number, decorationPricesCents: Array<number> } }> } };

export type SnapsheetQueryVariables = Exact<{
  dealerCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type SnapsheetQuery = { __typename?: 'Query', snapsheet?: { __typename?: 'Snapsheet', id: string, title: string, teamName: string, status: ProjectStatus, lockerCode?: string | null, dealerCode: string, showPrices: boolean, colors: Array<{ __typename?: 'Color', id: string, name: string, hex: string }>, pages: Array<{ __typename?: 'SnapsheetPage', number: number, products: Array<{ __typename?: 'SnapsheetProduct', id: string, order: number, priceCents: number, product: { __typename?: 'Product', styleId: string, name: string, brand: string }, variant?: { __typename?: 'Variant', id: string, name: string } | null, configuration?: { __typename?: 'Configuration', shortId: string } | null, snapshot: { __typename?: 'Snapshot', view: View, url?: string | null, status: SnapshotStatus, width: number, height: number } }> }> } | null };

export const CustomerRow_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<CustomerRow_CustomerFragment, unknown>;
export const SnapshotImage_SnapshotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<SnapshotImage_SnapshotFragment, unknown>;
export const LockerItemCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"msrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<LockerItemCard_ItemFragment, unknown>;
export const LockerView_LockerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalMsrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"msrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}}]} as unknown as DocumentNode<LockerView_LockerFragment, unknown>;
export const Player_GarmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_garment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<Player_GarmentFragment, unknown>;
export const ProjectHeader_SnapsheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<ProjectHeader_SnapsheetFragment, unknown>;
export const SnapsheetProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<SnapsheetProductCard_ProductFragment, unknown>;
export const SnapsheetBook_SnapsheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]} as unknown as DocumentNode<SnapsheetBook_SnapsheetFragment, unknown>;
export const ProductCustomizer_ConfigurationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ProductCustomizer_ConfigurationFragment, unknown>;
export const CustomerDialogDataDocument = {"__meta__":{"hash":"fb528c1c549a0fc3ef98da8f8423dd210c74ffbda9da878c6f528ac5a90bcc4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDialogData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}}]}}]} as unknown as DocumentNode<CustomerDialogDataQuery, CustomerDialogDataQueryVariables>;
export const SaveCustomerDocument = {"__meta__":{"hash":"972f254a8509cf655436f6ff9daea593f79421e45fa5c6c12028e7f7ee57681e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRow_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<SaveCustomerMutation, SaveCustomerMutationVariables>;
export const UploadLogoDocument = {"__meta__":{"hash":"f0e2383ef4247b4cce3b688c8746ead71d7020ecf411a20f72a51e8f2e1be89a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<UploadLogoMutation, UploadLogoMutationVariables>;
export const CustomizerPricesDocument = {"__meta__":{"hash":"1a5d7eee3ae3de46f897801aaded6023a651b008edf1b1cc56f29923ebe7c872"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomizerPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"designId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"colorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decorations"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecorationInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasDecorations"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"msrp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"designId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"designId"}}},{"kind":"Argument","name":{"kind":"Name","value":"colorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"colorId"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"decorations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decorations"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasDecorations"}}}]}]}]}}]} as unknown as DocumentNode<CustomizerPricesQuery, CustomizerPricesQueryVariables>;
export const EnterDashboardDocument = {"__meta__":{"hash":"f0e2b3b6c63bd38614b4e70be670df574b93366a7eec0e1f4d051b41a413371c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<EnterDashboardMutation, EnterDashboardMutationVariables>;
export const DashboardMeDocument = {"__meta__":{"hash":"ccf8bbe92a6dea5f2925b28a78050d0b4c468cf6c788ac16734bb826d0ce5478"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<DashboardMeQuery, DashboardMeQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CatalogPickerDocument = {"__meta__":{"hash":"a2fd6e17c27bdf555be2b01e5af30ec7fd666e913730f6b3640b3101ab22378e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"24"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"baseMsrpCents"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogPickerQuery, CatalogPickerQueryVariables>;
export const AddSnapsheetProductDocument = {"__meta__":{"hash":"51f6f2df428758c800275883ee2f84138de0544cec5a750f945ce8265dbd7c6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSnapsheetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSnapsheetProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snapsheetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snapsheetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}}]}}]}}]}}]} as unknown as DocumentNode<AddSnapsheetProductMutation, AddSnapsheetProductMutationVariables>;
export const ExportProjectPdfDocument = {"__meta__":{"hash":"68943248e7c8caa1f1f37f6c6ae9af0e6643689d4e126321aa8c0ee8643ef862"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportProjectPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportProjectPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectType"},"value":{"kind":"EnumValue","value":"SNAPSHEET"}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ExportProjectPdfMutation, ExportProjectPdfMutationVariables>;
export const RenderJobDocument = {"__meta__":{"hash":"ca76619b1c9a2accfb6b6f5a97e71eb1617753e5b9f39717b0b521c9bb06619b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenderJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<RenderJobQuery, RenderJobQueryVariables>;
export const CreateSnapsheetDataDocument = {"__meta__":{"hash":"5920feaba6085cc1e7fea03fd7fd2195ae1d0389fa0f50fd2b5c3b7a79f1643d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateSnapsheetData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheetColors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<CreateSnapsheetDataQuery, CreateSnapsheetDataQueryVariables>;
export const CreateSnapsheetDocument = {"__meta__":{"hash":"34a2b39daf123aa0762db8c1da1df617b1aad94926e529f485dd48ab165dd4e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSnapsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSnapsheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}}]} as unknown as DocumentNode<CreateSnapsheetMutation, CreateSnapsheetMutationVariables>;
export const CustomersDocument = {"__meta__":{"hash":"c38eff48cfcaf67bf2153978af5e76b9744244d91bf577d3245810fc5fec0ba9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRow_customer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const SetCustomerStatusDocument = {"__meta__":{"hash":"792145cf5fbe5dffb66e361324c0c4e836ab090e77b7bf85f1045e6763a13801"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCustomerStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomerStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRow_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRow_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<SetCustomerStatusMutation, SetCustomerStatusMutationVariables>;
export const GetStartedDocument = {"__meta__":{"hash":"c54058ba0be8407d4b2eeb2aa7cfab9d00e1b58c56a629058a2c1921052e3415"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"archived"},"name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ARCHIVED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<GetStartedQuery, GetStartedQueryVariables>;
export const MySnapsheetsDocument = {"__meta__":{"hash":"76f367a03fc023ee6a8f9d38fdb784632f0311492cd9655af62b5ab96ce1073f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySnapsheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MySnapsheetsQuery, MySnapsheetsQueryVariables>;
export const PrintSnapsheetDocument = {"__meta__":{"hash":"586c0a64197ffc9c415e4701c31b6064a2f906fdc14cb67cbb0839c3822e6df7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintSnapsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<PrintSnapsheetQuery, PrintSnapsheetQueryVariables>;
export const SnapsheetLockerDocument = {"__meta__":{"hash":"efbb782875c3a891ad1dde9d95ada0c99f731b08fa6317c89216f7d0d52efd1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetLocker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_snapsheet"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"msrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalMsrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}}]} as unknown as DocumentNode<SnapsheetLockerQuery, SnapsheetLockerQueryVariables>;
export const RemoveLockerItemDocument = {"__meta__":{"hash":"6496ca894b8a443c515e45faa0df65e789f1459398d31b6de35f988811b321e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLockerItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLockerItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"msrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalMsrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}}]} as unknown as DocumentNode<RemoveLockerItemMutation, RemoveLockerItemMutationVariables>;
export const ProductCustomizerDocument = {"__meta__":{"hash":"bfdd83b59311378440de5c988d8eec807def88bc79caa393c4d4a5102d93d741"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCustomizer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"styleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"styleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"isSublimable"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"productionDays"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorationLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"garment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Player_garment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"family"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_snapsheet"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Player_garment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"facing"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"inflate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"outline"}},{"kind":"Field","name":{"kind":"Name","value":"colorIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<ProductCustomizerQuery, ProductCustomizerQueryVariables>;
export const SavedConfigurationDocument = {"__meta__":{"hash":"c6a2039a047e27b2a093e1d8f0d51d4aae827a5d48e9d6efb801005e949d5329"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCustomizer_configuration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SavedConfigurationQuery, SavedConfigurationQueryVariables>;
export const SaveConfigurationDocument = {"__meta__":{"hash":"31513a09a7da3bc72a37da9ea053eee14e59a569f48b65fed0219c6e91f91c75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCustomizer_configuration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomizer_configuration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Configuration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversibleView"}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fillColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline1Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outline2Color"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textHeight"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rotation"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SaveConfigurationMutation, SaveConfigurationMutationVariables>;
export const SnapsheetRosterDocument = {"__meta__":{"hash":"9b187f1a78a74b63b0248d7845b68e5ab3835b307e3fb796f95c04898ca0d085"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnapsheetRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_snapsheet"}},{"kind":"Field","name":{"kind":"Name","value":"locker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<SnapsheetRosterQuery, SnapsheetRosterQueryVariables>;
export const SizesSelectionDocument = {"__meta__":{"hash":"066c61e91f9019eaa51fe2af7d90d4d577803fac4c36d6a7c87c064a987ab483"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SizesSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"baseSize"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]} as unknown as DocumentNode<SizesSelectionQuery, SizesSelectionQueryVariables>;
export const AddToLockerDocument = {"__meta__":{"hash":"c255e5082adc1032918e5eaa9b38aebe32547ca17d0b982a200d08abed392af8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToLocker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToLockerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToLocker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerView_locker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decorations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"front"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"back"},"name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"BACK"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"skuSuffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationsPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"msrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"decorationPricesCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockerView_locker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalMsrpCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockerItemCard_item"}}]}}]}}]} as unknown as DocumentNode<AddToLockerMutation, AddToLockerMutationVariables>;
export const SnapsheetDocument = {"__meta__":{"hash":"b78b0b05a792b459ba358e50f51773d1f0fd815e287236a35f0f4806cc87043b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Snapsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lockerCode"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_snapsheet"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapshotImage_snapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapsheetProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"FRONT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapshotImage_snapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnapsheetBook_snapsheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Snapsheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"showPrices"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnapsheetProductCard_product"}}]}}]}}]}}]} as unknown as DocumentNode<SnapsheetQuery, SnapsheetQueryVariables>;