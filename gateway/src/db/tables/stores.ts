/**
 * The team stores' tables (migration 0038): a store's row beside its project, its items and
 * bundles, the buyers' orders with their lines, and the unique numbers orders hold. Written only
 * by `modules/stores/stores.repository.ts`. Rows use snake_case as in SQL.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PersonalisationRule } from '@tas/rules';
import type { Json, Timestamp } from './columns.js';

export type StoreStateValue = 'DRAFT' | 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'PROCESSING' | 'COMPLETE' | 'CANCELLED';
export type StoreFulfilmentValue = 'BULK' | 'SHIP_HOME' | 'PICKUP';
export type StorePaymentMethodValue = 'CARD' | 'PAY_LATER';
export type StoreSourceTypeValue = 'NONE' | 'SNAPSHEET' | 'PLAYBOOK' | 'SHOWROOM';
/** What happens at the close to the lines of a minimum not reached (0041). */
export type StoreMinimumOutcomeValue = 'PRODUCE' | 'REFUND' | 'EXTEND' | 'TEAM_BUYS';
export type StoreOrderStatusValue = 'PENDING' | 'UNPAID' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'REFUNDED';

/** A store: the project's row of kind STORE and this one beside it. */
export interface StoresTable {
  project_id: number;
  state: Generated<StoreStateValue>;
  /** IANA zone name the store's dates are shown in. */
  timezone: string;
  opens_at: Timestamp | null;
  advertised_close_at: Timestamp | null;
  hard_close_at: Timestamp | null;
  fulfilment: Generated<StoreFulfilmentValue>;
  group_label: string | null;
  tax_rate_bp: Generated<number>;
  payment_methods: ColumnType<
    StorePaymentMethodValue[],
    StorePaymentMethodValue[] | undefined,
    StorePaymentMethodValue[]
  >;
  pay_later_days: Generated<number>;
  /** The store's own passcode, hashed as a dealer's (dealers/passcode.ts); null: none. */
  passcode_hash: string | null;
  source_type: Generated<StoreSourceTypeValue>;
  source_project_id: number | null;
  /** Orders made so far: the sequence of order numbers. */
  order_count: Generated<number>;
  /** When the dealer last sent the "not ordered yet" nudge (migration 0040); null: never. */
  nudged_at: Timestamp | null;
  /** The round buyers order in now (0041): 1, and one more for each round opened after a processed one. */
  round: Generated<number>;
  /** What happens at the close to a minimum not reached (0041). */
  minimum_outcome: Generated<StoreMinimumOutcomeValue>;
  /** EXTEND: the days the hard close moves, once per round. */
  extend_days: Generated<number>;
  state_changed_at: Timestamp;
  created_at: Timestamp;
}

export interface StoreItemsTable {
  id: Generated<number>;
  store_id: number;
  position: number;
  name: string;
  configuration_id: number;
  style_id: string;
  proof_id: number | null;
  proof_version: number | null;
  sizes: string[];
  dealer_price_cents: number;
  fundraising_cents: number;
  required: boolean;
  max_per_buyer: number | null;
  rules: Json<PersonalisationRule>;
}

export interface StoreBundlesTable {
  id: Generated<number>;
  store_id: number;
  position: number;
  name: string;
  item_ids: number[];
  price_cents: number;
  fundraising_cents: number;
  required: boolean;
}

export interface StoreOrdersTable {
  id: Generated<number>;
  store_id: number;
  number: string;
  /** SHA-256 of the idempotency key the buyer's browser made. */
  idempotency_hash: string;
  /** SHA-256 of the request (cart and buyer) first made with that key. */
  request_hash: string;
  /** SHA-256 of the private link's token. */
  token_hash: string;
  /** The token sealed under a key only the idempotency key gives (a retry answers it again). */
  token_sealed: string;
  /** SHA-256 of the private link a card order's receipt carries (migration 0040); null: none. */
  receipt_token_hash: string | null;
  /** The store's round the order was made in (0041). */
  round: Generated<number>;
  status: StoreOrderStatusValue;
  payment_method: StorePaymentMethodValue;
  payment_id: string | null;
  redirect_url: string | null;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  player_name: string | null;
  group_name: string | null;
  subtotal_cents: number;
  fundraising_cents: number;
  tax_cents: number;
  total_cents: number;
  due_at: Timestamp | null;
  due_date: string | null;
  reminded_at: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Cents given back to the buyer (0039): refunds of its lines and any made elsewhere. */
  refunded_cents: Generated<number>;
}

export interface StoreOrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  item_id: number;
  bundle_id: number | null;
  bundle_key: string | null;
  size: string;
  player_name: string | null;
  player_number: string | null;
  unit_price_cents: number;
  fundraising_cents: number;
  tax_cents: number;
  cancelled_at: Timestamp | null;
  /** When the dealer refunded the line (0039); its refund in payments, null for a recorded one. */
  refunded_at: Timestamp | null;
  refund_id: string | null;
}

export interface StoreNumbersTable {
  store_id: number;
  scope: string;
  number: string;
  order_id: number;
  created_at: Timestamp;
}

/** A contact of a store's roster the dealer imported (migration 0040). */
export interface StoreContactsTable {
  id: Generated<number>;
  store_id: number;
  position: number;
  player_name: string;
  group_name: string | null;
  email: string;
  phone: string | null;
  created_at: Generated<Timestamp>;
}

/** The emails a store sends once per address. */
export type StoreEmailKindValue =
  'OPENED' | 'CLOSES_IN_3_DAYS' | 'CLOSES_IN_1_DAY' | 'CLOSED' | 'MINIMUM_REFUND' | 'EXTENDED';

/** One email of a kind a store sent to an address, lower case: never a second one. */
export interface StoreEmailsTable {
  store_id: number;
  kind: StoreEmailKindValue;
  address: string;
  created_at: Generated<Timestamp>;
}

/** A minimum number of pieces of an item, or of items sharing a decoration (0041). */
export interface StoreMinimumsTable {
  id: Generated<number>;
  store_id: number;
  position: number;
  /** What the buyers see beside the progress, e.g. the item's name or "Crest on any top". */
  name: string;
  item_ids: number[];
  pieces: number;
}

/** What the close decided of one minimum (`store_rounds.minimums`). */
export interface StoreMinimumDecision {
  minimumId: number;
  name: string;
  itemIds: number[];
  pieces: number;
  /** Pieces ordered (paid or to pay) in the round at the close. */
  ordered: number;
  /** REACHED when `ordered >= pieces`, else the store's outcome as applied. */
  outcome: 'REACHED' | StoreMinimumOutcomeValue;
  /** TEAM_BUYS: the pieces the team buys, per item and size (blank, no name or number). */
  teamPieces: { itemId: number; size: string; quantity: number }[];
}

/** A round of a store (0041): its own close, minimums, production order and packing. */
export interface StoreRoundsTable {
  store_id: number;
  round: number;
  opens_at: Timestamp | null;
  hard_close_at: Timestamp | null;
  closed_at: Timestamp | null;
  /** EXTEND: when the close moved the hard close instead (once per round). */
  extended_at: Timestamp | null;
  decided_at: Timestamp | null;
  minimums: Json<StoreMinimumDecision[]> | null;
  packed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/** A store's production order (0041) is an order whose source is the store's round. */
declare module './quotes.js' {
  interface OrdersTable {
    /** The store's project id and its round; null for a quote's order. */
    store_id: number | null;
    store_round: number | null;
  }
}

/** The store's tables in the database, beside every module's (types.ts). */
declare module '../types.js' {
  interface Database {
    stores: StoresTable;
    store_items: StoreItemsTable;
    store_bundles: StoreBundlesTable;
    store_orders: StoreOrdersTable;
    store_order_lines: StoreOrderLinesTable;
    store_numbers: StoreNumbersTable;
    store_contacts: StoreContactsTable;
    store_emails: StoreEmailsTable;
    store_minimums: StoreMinimumsTable;
    store_rounds: StoreRoundsTable;
  }
}

export type StoreRow = Selectable<StoresTable>;
export type StoreItemRow = Selectable<StoreItemsTable>;
export type StoreBundleRow = Selectable<StoreBundlesTable>;
export type StoreOrderRow = Selectable<StoreOrdersTable>;
export type StoreContactRow = Selectable<StoreContactsTable>;
export type StoreOrderLineRow = Selectable<StoreOrderLinesTable>;
export type StoreMinimumRow = Selectable<StoreMinimumsTable>;
export type StoreRoundRow = Selectable<StoreRoundsTable>;

/*
 * What a store's round hands the orders module to make its production order, and what an order
 * then says of its store: shapes both modules read, kept with the store's tables.
 */

/** One garment size of a store item in a round: buyers' garments and the team's. */
export interface StoreOrderSize {
  size: string;
  /** The buyers' garments of this size (personalised or not). */
  buyerPieces: number;
  /** The names and numbers printed, one per personalised garment, in the order they were bought. */
  players: { name: string | null; number: string | null }[];
  /** Blank garments the team buys (a minimum not reached, TEAM_BUYS). */
  teamPieces: number;
}

/** One store item of a round's production order: its design and its dealer price. */
export interface StoreOrderItem {
  configurationId: number;
  styleId: string;
  /** The item's name in the store. */
  productName: string;
  /** The approved proof's version the store shows; null when none. */
  proofVersion: number | null;
  /** The dealer's price of one garment, cents. */
  unitPriceCents: number;
  sizes: StoreOrderSize[];
}

/** What the stores module hands over to make a round's production order. */
export interface StoreOrderInput {
  dealerId: number;
  /** The store's project id. */
  storeId: number;
  round: number;
  items: StoreOrderItem[];
}

/** What an order says of its store (the webhook's `store`, the CSV's store columns, GraphQL). */
export interface StoreFacts {
  /** The store's public id (its project's, as `Store.id`). */
  id: string;
  name: string;
  teamName: string | null;
  round: number;
  /** When the round closed; null while it did not. */
  closedAt: Date | null;
  fulfilment: StoreFulfilmentValue;
  /** What the store calls its groups (e.g. "Team"); null: none. */
  groupLabel: string | null;
}
