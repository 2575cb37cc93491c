/**
 * The quotes' tables (D9, D10): quote requests with their item snapshots, and orders. Rows use
 * snake_case as in SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { StoredDecoration } from './configurations.js';
import type { Timestamp, Json } from './columns.js';

/** A locker item as snapshotted in a quote (D9, migration 0006); money in cents. */
export interface QuoteItemSnapshot {
  /** The locker item quoted (absent in quotes snapshotted before it was kept): a new design of it is the same item. */
  lockerItemId?: number;
  configurationId: number;
  configurationShortId: string;
  styleId: string;
  productName: string;
  sizeLines: {
    size: string;
    quantity: number;
    playerName: string | null;
    playerNumber: string | null;
    /** The dealer's mark: made without a name or number; absent when not. */
    blank?: true;
    unitPriceCents: number;
  }[];
  /** The item's alias when the quote was made (absent in quotes made before it was kept). */
  alias?: string | null;
  quantity: number;
  lineTotalCents: number;
}

/** An amount in cents or a percentage in basis points. */
export interface QuoteShare {
  kind: 'AMOUNT' | 'PERCENT';
  /** Cents for AMOUNT, basis points for PERCENT (1 000 = 10 %). */
  value: number;
}

/** A unit price the dealer set for one size of one quoted item. */
export interface QuoteLinePrice {
  configurationShortId: string;
  size: string;
  unitPriceCents: number;
}

/** What the dealer set on a quote (`quotes.pricing`, migration 0034; pricing/quote-totals.ts). */
export interface QuoteTerms {
  linePrices: QuoteLinePrice[];
  discount: QuoteShare | null;
  shippingCents: number;
  taxRateBasisPoints: number;
  taxExempt: boolean;
  /** Required when `taxExempt`; null otherwise. */
  taxExemptCertificate: string | null;
  deposit: QuoteShare | null;
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
  /** Migration 0022: when the customer needs the garments, `YYYY-MM-DD`. */
  in_hand_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0023: the last day the quote holds its prices, `YYYY-MM-DD`. */
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The project's status before the quote locked it; restored by unlockQuoteProject. */
  project_status_before: string | null;
  items: Json<QuoteItemSnapshot[]>;
  total_cents: number;
  /** Migration 0034: the dealer's terms (pricing/quote-totals.ts); null for none. */
  pricing: ColumnType<QuoteTerms | null, string | null | undefined, string | null>;
  /** When the dealer last sent the quote to its contact. */
  sent_at: ColumnType<Date | null, Date | undefined, Date | null>;
  /** SHA-256 (hex) of the customer's quote link token; null until the quote is sent. */
  link_token_hash: ColumnType<string | null, string | undefined, string | null>;
  /** Who accepted the quote and when; null until accepted, and again after a change. */
  accepted_name: ColumnType<string | null, string | undefined, string | null>;
  accepted_at: ColumnType<Date | null, Date | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/* Order lines as stored in `orders.lines` (built by quotes/order-lines.ts). */

/** A colour as a printer reads it: name, catalog number, `#rrggbb`. */
export interface OrderLineColor {
  name: string;
  code: string;
  hex: string;
}

export interface OrderLineDecoration {
  location: string;
  contentType: StoredDecoration['contentType'];
  /** The text; the logo's or graphic's name; `From the roster` for player names and numbers. */
  content: string;
  /** The font key of lettering; null for logos and graphics. */
  font: string | null;
  /** Null for an uploaded logo (printed in its own colours). */
  fill: OrderLineColor | null;
  outline1: OrderLineColor | null;
  outline2: OrderLineColor | null;
  /** Lettering height, mm; null for logos and graphics. */
  heightMm: number | null;
  /** mm from the location's centre, to the right as seen and upwards. */
  offsetXMm: number;
  offsetYMm: number;
  /** Degrees clockwise. */
  rotationDeg: number;
}

export interface OrderLineSize {
  sku: string;
  size: string;
  quantity: number;
  playerName: string | null;
  playerNumber: string | null;
  /** Made without a name or number, as the dealer marked it; absent when not. */
  blank?: true;
  unitPriceCents: number;
  /**
   * A store's production order: the names and numbers printed on this size's garments, one per
   * personalised garment (buyers' garments without either are counted in `quantity` only).
   * Absent on a quote's order (its name and number are `playerName`/`playerNumber`).
   */
  players?: { name: string | null; number: string | null }[];
  /** A store's production order: garments of `quantity` the team buys (blank); absent on a quote's. */
  teamPieces?: number;
}

/** One item of an order as the factory reads it (stored in `orders.lines`). */
export interface OrderLine {
  styleId: string;
  productName: string;
  configurationShortId: string;
  designCode: string | null;
  designName: string | null;
  /** Zone colours in order: primary, secondary, tertiary. */
  colors: OrderLineColor[];
  decorations: OrderLineDecoration[];
  /** The approved proof's version; null when the order was made without an approved proof. */
  proofVersion: number | null;
  quantity: number;
  lineTotalCents: number;
  sizeLines: OrderLineSize[];
}

/** Where an order is in production, moved by the dealer. */
export type ProductionStatus = 'NEW' | 'IN_PRODUCTION' | 'SHIPPED' | 'DELIVERED';

/** D10 orders made from quotes, with their webhook sync state (migration 0006). */
export interface OrdersTable {
  id: Generated<number>;
  dealer_id: number;
  /** The quote it was made from; null for a store's production order (0041). */
  quote_id: number | null;
  /* A store's production order's source columns (0041) are declared with the store's tables. */
  /** When the dealer sent a store's production order (held until then); null for a quote's order. */
  sent_at: Timestamp | null;
  idempotency_key: string;
  total_cents: number;
  /** NOT_SENT: made while the dealer had no order webhook (migration 0021). */
  sync_status: Generated<'PENDING' | 'SYNCED' | 'FAILED' | 'NOT_SENT'>;
  sync_attempts: Generated<number>;
  last_sync_error: string | null;
  last_sync_attempt_at: Timestamp | null;
  synced_at: Timestamp | null;
  /** Migration 0022: made before every item's proof was approved. */
  approval_waived: Generated<boolean>;
  /** Migration 0022: the production lines (quotes/order-lines.ts); null for older orders. */
  lines: ColumnType<OrderLine[] | null, string | null | undefined, string | null>;
  /** Migration 0034: where the order ships, free text; null until the dealer sets it. */
  ship_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the garments are needed, `YYYY-MM-DD`. */
  needed_by: ColumnType<string | null, string | null | undefined, string | null>;
  payment_status: ColumnType<'UNPAID' | 'PAID', 'UNPAID' | 'PAID' | undefined, 'UNPAID' | 'PAID'>;
  deposit_status: ColumnType<'NONE' | 'DUE' | 'PAID', 'NONE' | 'DUE' | 'PAID' | undefined, 'NONE' | 'DUE' | 'PAID'>;
  production_status: ColumnType<ProductionStatus, ProductionStatus | undefined, ProductionStatus>;
  /** Migration 0036: 0 when made, one more at each change of its details. */
  revision: Generated<number>;
  /** The revision last delivered to the webhook; null while none was. */
  synced_revision: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
