/**
 * Kysely table types of the database (migrations/), one file per module's tables under
 * `tables/`; here the `Database` they form and the row types read across modules. Rows use
 * snake_case as in SQL; `Generated<T>` marks columns with a default.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  ColorsTable,
  DecorationPricesTable,
  DesignsTable,
  FontsTable,
  PriceGroupsTable,
  SchoolsTable,
  SnapsheetCollectionsTable,
  SportsTable,
  StyleSizesTable,
  StylesTable,
  VariantsTable,
} from './tables/catalog-data.js';
import type {
  ApiTokensTable,
  CustomersTable,
  DealersTable,
  RepsTable,
  UsedEntryTokensTable,
} from './tables/accounts.js';
import type {
  LogosTable,
  ProjectLogosTable,
  StoredBlobsTable,
  UploadChargesTable,
  UploadUsageTable,
} from './tables/logos.js';
import type {
  CatalogProductsTable,
  PlaybookCatalogsTable,
  PlaybookSportsTable,
  ProjectProductsView,
  ProjectsTable,
  SchoolQueueTable,
  ShowroomProductsTable,
  SnapsheetProductsTable,
  TeamTravelQueueTable,
} from './tables/projects.js';
import type {
  ConfigurationsTable,
  PrintGrantsTable,
  RenderJobsTable,
  ShareCardsTable,
  SnapshotsTable,
} from './tables/configurations.js';
import type { LockerHoldersTable, LockerItemsTable, LockersTable } from './tables/lockers.js';
import type { OrdersTable, QuotesTable } from './tables/quotes.js';
import type { EmailSuppressionsTable, NoticesTable } from './tables/notices.js';
import type { ProofLinksTable, ProofsTable } from './tables/proofs.js';
import type { PaymentEventsTable, PaymentRefundsTable, PaymentsTable } from './tables/payments.js';

export * from './tables/columns.js';
export * from './tables/catalog-data.js';
export * from './tables/accounts.js';
export * from './tables/logos.js';
export * from './tables/projects.js';
export * from './tables/configurations.js';
export * from './tables/lockers.js';
export * from './tables/quotes.js';
export * from './tables/notices.js';
export * from './tables/proofs.js';
export * from './tables/payments.js';
export * from './tables/stores.js';

/** The tables of every module; a project kind's own tables join it from their file (`declare module`). */
export interface Database {
  quotes: QuotesTable;
  orders: OrdersTable;
  notices: NoticesTable;
  email_suppressions: EmailSuppressionsTable;
  proof_links: ProofLinksTable;
  proofs: ProofsTable;
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
  upload_usage: UploadUsageTable;
  upload_charges: UploadChargesTable;
  stored_blobs: StoredBlobsTable;
  projects: ProjectsTable;
  configurations: ConfigurationsTable;
  snapsheet_products: SnapsheetProductsTable;
  snapshots: SnapshotsTable;
  lockers: LockersTable;
  locker_items: LockerItemsTable;
  locker_holders: LockerHoldersTable;
  render_jobs: RenderJobsTable;
  print_grants: PrintGrantsTable;
  share_cards: ShareCardsTable;
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
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
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
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NoticeRow = Selectable<NoticesTable>;
export type ProofLinkRow = Selectable<ProofLinksTable>;
export type ProofRow = Selectable<ProofsTable>;
export type NewStyle = Insertable<StylesTable>;
export type DealerUpdate = Updateable<DealersTable>;
