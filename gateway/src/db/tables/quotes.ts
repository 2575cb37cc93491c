/**
 * The quotes' tables (D9, D10): quote requests with their item snapshots, and orders. Rows use
 * snake_case as in SQL.
 */
import type { Generated } from 'kysely';
import type { Timestamp, Json } from './columns.js';

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
  /** NOT_SENT: made while the dealer had no order webhook (migration 0021). */
  sync_status: Generated<'PENDING' | 'SYNCED' | 'FAILED' | 'NOT_SENT'>;
  sync_attempts: Generated<number>;
  last_sync_error: string | null;
  last_sync_attempt_at: Timestamp | null;
  synced_at: Timestamp | null;
  /** Issue 18 (migration 0022): made before every item's proof was approved. */
  approval_waived: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
