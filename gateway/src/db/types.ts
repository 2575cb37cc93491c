/**
 * Kysely table types of the database (migrations/0001_initial.ts). Rows use snake_case as in SQL.
 * `Generated<T>` marks columns with a default.
 */
import type { CatalogType, ColorPalette, ContentType, ProjectType, View } from '@tas/garments';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** The schema's enums as stored (generated from schema/*.graphql into @tas/garments). */
export type { ColorPalette };
export type ProjectTypeValue = ProjectType;
export type ContentTypeValue = ContentType;
export type ViewValue = View;

export interface ColorsTable {
  id: number;
  name: string;
  slug: string;
  hex: string;
  palette: ColorPalette;
  family: string;
  stock_name: string | null;
  snapsheet_order: number | null;
}

export interface SportsTable {
  id: string;
  name: string;
  template: 'FSG' | 'UA';
  sort_order: number;
}

export interface PriceGroupsTable {
  id: string;
  name: string;
  /** numeric comes back from pg as a string */
  factor: ColumnType<string, string | number, string | number>;
}

export interface FontsTable {
  key: string;
  family: string;
  license: string;
  sort_order: number;
}

export interface StylesTable {
  id: string;
  name: string;
  brand: string;
  category: 'UNIFORM' | 'SPIRITWEAR' | 'COACHES';
  product_type: 'FIVE_DAY' | 'SUBLIMATED' | 'STOCK';
  genders: string[];
  sports: ColumnType<string[], string[] | undefined, string[]>;
  garment_id: string;
  is_sublimable: boolean;
  is_related: Generated<boolean>;
  production_days: number;
  sort_order: number;
}

export interface StyleSizesTable {
  style_id: string;
  size: string;
  sort_order: number;
  msrp_cents: number;
}

export interface DesignsTable {
  id: string;
  style_id: string;
  code: string;
  name: string;
  sort_order: number;
  msrp_delta_cents: Generated<number>;
}

export interface VariantsTable {
  id: string;
  style_id: string;
  name: string;
  color_id: number;
  sort_order: number;
  msrp_delta_cents: Generated<number>;
}

export interface DecorationPricesTable {
  id: Generated<number>;
  method: string;
  content_type: ContentTypeValue | null;
  location: string | null;
  view: ViewValue | null;
  num_colors: Generated<number>;
  min_quantity: Generated<number>;
  price_cents: number;
}

export interface DealersTable {
  id: Generated<number>;
  code: string;
  fsg_code: string | null;
  teamwork_id: string | null;
  alleson_id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  terms: string | null;
  price_group_id: string | null;
  carriedt: string | null;
  carrier_num: string | null;
  web_user_id: string | null;
  passcode_hash: string | null;
  dealer_margin: ColumnType<string | null, string | number | null, string | number | null>;
  header_color: string | null;
  header_message: string | null;
  logo_id: number | null;
  request_quote: Generated<boolean>;
  order_webhook_url: string | null;
  /** D10 (migration 0006): HMAC-SHA256 key of the order webhook; set with the URL, rotatable. */
  order_webhook_secret: ColumnType<string | null, string | null | undefined, string | null>;
  order_webhook_secret_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiTokensTable {
  id: Generated<number>;
  dealer_id: number;
  /** PASSCODE: a dealer-mode session for one project (A4, migration 0007). */
  kind: 'SESSION' | 'API' | 'PASSCODE';
  /** The project a PASSCODE session is limited to. */
  project_id: ColumnType<number | null, number | null | undefined, number | null>;
  name: string | null;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export interface RepsTable {
  id: Generated<number>;
  dealer_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  user_id: string | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface CustomersTable {
  id: Generated<number>;
  dealer_id: number;
  name: string;
  type: 'SCHOOL' | 'TEAM' | 'EVENT' | 'ORGANIZATION' | 'OTHER';
  rep_id: number | null;
  color_ids: number[];
  status: Generated<'ACTIVE' | 'ARCHIVED'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LogosTable {
  id: Generated<number>;
  dealer_id: number;
  customer_id: number | null;
  filename: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  blob_key: string;
  types: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  /** D6 (migration 0004): display name; null -> the file name. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** IMAGE (PNG/JPEG/sanitised SVG) or FILE (plain upload). */
  kind: Generated<'IMAGE' | 'FILE'>;
  /** Placement defaults of the original (section 9): position 2, zoom 4. */
  position: Generated<number>;
  zoom: Generated<number>;
  /** C3 (migration 0013): the project a logo was uploaded for while customising; null for the library. */
  project_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** C3: owner key of who uploaded it for `project_id` (lib/caller.ts `lockerOwnerKey`); null for the library. */
  uploaded_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** D6: the logos of a project (migration 0004). */
export interface ProjectLogosTable {
  project_id: number;
  logo_id: number;
  created_at: Generated<Date>;
}

export interface ProjectsTable {
  id: Generated<number>;
  /** The unguessable id of public URLs and the API (migration 0007; ~93 random bits). */
  public_id: string;
  dealer_id: number;
  type: ProjectTypeValue;
  title: string;
  team_name: string;
  customer_id: number | null;
  color_ids: number[];
  gender: string | null;
  status: string;
  show_prices: Generated<boolean>;
  show_cover_and_index: Generated<boolean>;
  template: string | null;
  template_id: number | null;
  is_static_template: Generated<boolean>;
  default_logo_id: number | null;
  locker_code: string | null;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** P4: the playbook's school (a code of `schools`); null: a team-travel catalogue (migration 0009). */
  school_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** P4: a school the dealer entered that is not in the list yet, published into the school queue. */
  new_school: ColumnType<NewSchoolValue | null, string | null | undefined, string | null>;
  /** P5: the snapsheet's featured colour (`setSnapsheetFeaturedColor`; migration 0011). */
  featured_color_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** P5: the collection the snapsheet is filed under (a `snapsheet_collections.id`; migration 0011). */
  collection_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A collection snapsheets are filed under (P5; catalog data, migration 0011). */
export interface SnapsheetCollectionsTable {
  /** A slug, e.g. `fall-sports`. */
  id: string;
  name: string;
  sort_order: number;
}

/** A school entered for a playbook that is not yet in the schools list (P4). */
export interface NewSchoolValue {
  name: string;
  mascot: string | null;
  city: string | null;
  state: string | null;
}

/** A sport of a playbook (P3), in the playbook's order, with the playbook's name for it. */
export interface PlaybookSportsTable {
  id: Generated<number>;
  project_id: number;
  sport_id: string;
  name: string;
  sort_order: number;
}

export type CatalogTypeValue = CatalogType;

/** A catalog of a playbook sport (P3): one catalogue layer with its page gender. */
export interface PlaybookCatalogsTable {
  id: Generated<number>;
  project_id: number;
  playbook_sport_id: number;
  name: string;
  catalog_type: CatalogTypeValue;
  /** The page gender: MEN, WOMEN, YOUTH, UNISEX; null shows every gender. */
  gender: string | null;
  sort_order: number;
}

/** A catalog product of a playbook (P3): a style on a catalog page. */
export interface CatalogProductsTable {
  id: Generated<number>;
  project_id: number;
  catalog_id: number;
  style_id: string;
  /** The dealer's name for it; null shows the style's name. */
  name: string | null;
  variant_id: string | null;
  design_id: string | null;
  custom_price_cents: number | null;
  /** The saved configuration it is drawn from (C4); null: drawn from the team look. */
  configuration_id: number | null;
  /** True once the dealer saved a customisation from the product page. */
  customized: Generated<boolean>;
  /** 1-based page of its catalog. */
  catalog_page_index: number;
  /** 1-based position on that page. */
  catalog_page_order: number;
  created_at: Generated<Date>;
}

/** A school of the schools list (P4). */
export interface SchoolsTable {
  code: string;
  name: string;
  mascot: string | null;
  city: string | null;
  state: string | null;
}

export type QueueStatusValue = 'PENDING' | 'DONE';

/** A school-queue record (P4): a new school published with a playbook. */
export interface SchoolQueueTable {
  id: Generated<number>;
  dealer_id: number;
  project_id: number | null;
  name: string;
  mascot: string | null;
  city: string | null;
  state: string | null;
  color_ids: number[];
  status: Generated<QueueStatusValue>;
  created_at: Generated<Date>;
}

/** A team-travel-queue record (P4): a playbook without a school code, published. */
export interface TeamTravelQueueTable {
  id: Generated<number>;
  dealer_id: number;
  project_id: number | null;
  name: string;
  color_ids: number[];
  rep_id: number | null;
  sports: string[];
  status: Generated<QueueStatusValue>;
  created_at: Generated<Date>;
}

/** A decoration as stored in `configurations.decorations` (C3), defaults filled in. */
export interface StoredDecoration {
  contentType: ContentTypeValue;
  location: string;
  text: string | null;
  fillColorId: number | null;
  outline1ColorId: number | null;
  outline2ColorId: number | null;
  /** mm */
  textHeight: number;
  font: string;
  logoId: number | null;
  /** C3: key of a library graphic (modules/graphics) of a GRAPHICS decoration; absent otherwise. */
  graphic?: string | null;
  /** degrees clockwise */
  rotation: number;
  zoom: number;
  /**
   * mm of the centre from the location's centre, to the right as seen and upwards (C3). Stored
   * only when not 0, so decorations without a position keep their content hash; absent = 0.
   */
  offsetX?: number;
  offsetY?: number;
  view: 'OUTSIDE' | 'INSIDE' | null;
}

export interface ConfigurationsTable {
  id: Generated<number>;
  short_id: string;
  style_id: string;
  variant_id: string | null;
  design_id: string | null;
  color_ids: number[];
  reversible_view: 'OUTSIDE' | 'INSIDE' | null;
  decorations: Json<StoredDecoration[]>;
  content_hash: string;
  /**
   * Issue 16 (migration 0014): the hash of its RenderSpec (`renderHashOf`), computed once when
   * it is saved; snapshots are keyed by it. Null only for a row saved without one (filled at
   * start by `backfillRenderHashes`, computed on read meanwhile).
   */
  render_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/**
 * P6: a product of a showroom drawn in the showroom's look (migration 0012): one row per showroom
 * and style, a cache recomposed when the look it was made for (`look_hash`) is not the current one.
 */
export interface ShowroomProductsTable {
  project_id: number;
  style_id: string;
  configuration_id: number;
  look_hash: string;
  updated_at: Timestamp;
}

/**
 * The view `project_products` (migration 0019; issue 17): the products of every kind of project
 * (snapsheet, playbook catalog and showroom products) as one list per project.
 */
export interface ProjectProductsView {
  project_id: number;
  style_id: string;
  /** Null for a snapsheet or playbook product drawn from the team's look. */
  configuration_id: number | null;
  /** The dealer's price for it (L3); null: the style's price. Always null for a showroom. */
  custom_price_cents: number | null;
  /** 1-based, in the project's own order (product order; catalog, page, place; style id). */
  position: number;
}

export interface SnapsheetProductsTable {
  id: Generated<number>;
  project_id: number;
  sort_order: number;
  style_id: string;
  variant_id: string | null;
  design_id: string | null;
  custom_price_cents: number | null;
  /** The configuration it is drawn from (C4): the team's look, or the dealer's customisation. */
  configuration_id: number | null;
  /** True once the dealer gave it a configuration of its own (migration 0011); false: the team's look. */
  customized: Generated<boolean>;
  created_at: Timestamp;
}

export interface SnapshotsTable {
  id: Generated<number>;
  render_hash: string;
  view: ViewValue;
  width: number;
  height: number;
  status: 'PENDING' | 'READY' | 'FAILED';
  blob_key: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LockersTable {
  id: Generated<number>;
  code: string;
  dealer_id: number;
  project_id: number | null;
  project_type: ProjectTypeValue;
  /**
   * Who owns the locker (migration 0007): `visitor:<sha256 of the visitor key>`,
   * `dealer:<dealer id>`, or `anon:<random>` for a caller without a key. One per project.
   */
  owner_key: string;
  /** The open quote that locks this locker (L4); null when editable. */
  locked_quote_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A roster line as stored in `locker_items.size_lines` (L2). */
export interface StoredSizeLine {
  size: string;
  quantity: number;
  playerName: string | null;
  playerNumber: string | null;
}

export interface LockerItemsTable {
  id: Generated<number>;
  locker_id: number;
  configuration_id: number;
  size_lines: Json<StoredSizeLine[]>;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RenderJobsTable {
  id: Generated<number>;
  kind: 'SNAPSHOTS' | 'PDF';
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  progress: Generated<number>;
  dealer_id: number | null;
  project_id: number | null;
  input: Json<Record<string, unknown>>;
  blob_key: string | null;
  error: string | null;
  /** P7: the name the PDF downloads under (`safeFilename` of the project's title; migration 0010). */
  filename: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A PDF job's read grant for one project's print page (R2, migration 0010): the SHA-256 (hex) of
 * a random token the render service's page sends as `X-Print-Token`; expires within minutes.
 */
export interface PrintGrantsTable {
  id: Generated<number>;
  token_hash: string;
  project_id: number;
  render_job_id: number | null;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

/** A locker item as snapshotted in a quote (D9, migration 0006); money in cents. */
export interface QuoteItemSnapshot {
  configurationId: number;
  configurationShortId: string;
  styleId: string;
  productName: string;
  sizeLines: {
    size: string;
    quantity: number;
    playerName: string | null;
    playerNumber: string | null;
    unitPriceCents: number;
  }[];
  quantity: number;
  lineTotalCents: number;
}

/** D9 quote requests (migration 0006). */
export interface QuotesTable {
  id: Generated<number>;
  dealer_id: number;
  project_id: number | null;
  locker_id: number;
  status: Generated<'OPEN' | 'CLOSED' | 'ORDERED'>;
  read: Generated<boolean>;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  contact_organization: string | null;
  message: string | null;
  /** The project's status before the quote locked it; restored by unlockQuoteProject. */
  project_status_before: string | null;
  items: Json<QuoteItemSnapshot[]>;
  total_cents: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** D10 orders made from quotes, with their webhook sync state (migration 0006). */
export interface OrdersTable {
  id: Generated<number>;
  dealer_id: number;
  quote_id: number;
  idempotency_key: string;
  total_cents: number;
  sync_status: Generated<'PENDING' | 'SYNCED' | 'FAILED'>;
  sync_attempts: Generated<number>;
  last_sync_error: string | null;
  last_sync_attempt_at: Timestamp | null;
  synced_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Entry tokens already used (issue 16): an entry link opens one session. */
export interface UsedEntryTokensTable {
  token_hash: string;
  expires_at: Timestamp;
}

export interface Database {
  quotes: QuotesTable;
  orders: OrdersTable;
  colors: ColorsTable;
  sports: SportsTable;
  price_groups: PriceGroupsTable;
  fonts: FontsTable;
  styles: StylesTable;
  style_sizes: StyleSizesTable;
  designs: DesignsTable;
  variants: VariantsTable;
  decoration_prices: DecorationPricesTable;
  dealers: DealersTable;
  api_tokens: ApiTokensTable;
  used_entry_tokens: UsedEntryTokensTable;
  reps: RepsTable;
  customers: CustomersTable;
  logos: LogosTable;
  project_logos: ProjectLogosTable;
  projects: ProjectsTable;
  configurations: ConfigurationsTable;
  snapsheet_products: SnapsheetProductsTable;
  snapshots: SnapshotsTable;
  lockers: LockersTable;
  locker_items: LockerItemsTable;
  render_jobs: RenderJobsTable;
  print_grants: PrintGrantsTable;
  playbook_sports: PlaybookSportsTable;
  playbook_catalogs: PlaybookCatalogsTable;
  catalog_products: CatalogProductsTable;
  showroom_products: ShowroomProductsTable;
  /** A view (migration 0019): every kind's products, read alike. */
  project_products: ProjectProductsView;
  schools: SchoolsTable;
  snapsheet_collections: SnapsheetCollectionsTable;
  school_queue: SchoolQueueTable;
  team_travel_queue: TeamTravelQueueTable;
}

export type DealerRow = Selectable<DealersTable>;
export type ColorRow = Selectable<ColorsTable>;
export type StyleRow = Selectable<StylesTable>;
export type SportRow = Selectable<SportsTable>;
export type DesignRow = Selectable<DesignsTable>;
export type VariantRow = Selectable<VariantsTable>;
export type RepRow = Selectable<RepsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type LogoRow = Selectable<LogosTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type SnapsheetProductRow = Selectable<SnapsheetProductsTable>;
export type SnapsheetCollectionRow = Selectable<SnapsheetCollectionsTable>;
export type ConfigurationRow = Selectable<ConfigurationsTable>;
export type SnapshotRow = Selectable<SnapshotsTable>;
export type LockerRow = Selectable<LockersTable>;
export type LockerItemRow = Selectable<LockerItemsTable>;
export type RenderJobRow = Selectable<RenderJobsTable>;
export type PlaybookSportRow = Selectable<PlaybookSportsTable>;
export type PlaybookCatalogRow = Selectable<PlaybookCatalogsTable>;
export type CatalogProductRow = Selectable<CatalogProductsTable>;
export type ShowroomProductRow = Selectable<ShowroomProductsTable>;
export type SchoolRow = Selectable<SchoolsTable>;
export type SchoolQueueRow = Selectable<SchoolQueueTable>;
export type TeamTravelQueueRow = Selectable<TeamTravelQueueTable>;
export type QuoteRow = Selectable<QuotesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewStyle = Insertable<StylesTable>;
export type DealerUpdate = Updateable<DealersTable>;
