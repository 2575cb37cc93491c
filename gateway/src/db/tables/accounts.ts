/**
 * The accounts' tables: dealers, their API tokens, reps and customers, and used entry tokens. Rows
 * use snake_case as in SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

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
  /** Migration 0022: days a proof link lives, 1 to 60. */
  proof_link_days: Generated<number>;
  /** Migration 0022: whether a quote converts before every proof is approved. */
  convert_without_approval: Generated<boolean>;
  /** Migration 0023: terms printed on every quote; null: none. */
  quote_terms: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0023: days a quote holds its prices, 1 to 365. */
  quote_valid_days: Generated<number>;
  /** Migration 0024: the phone and email show on shared projects and PDFs. */
  share_phone: Generated<boolean>;
  share_email: Generated<boolean>;
  /**
   * Migration 0032: the passcode was stored before passcodes needed 8 characters and has not
   * shown since that it has them (a sign-in with it, or a new one set): the dashboard asks for a
   * new one.
   */
  passcode_change_required: Generated<boolean>;
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

/** Entry tokens already used: an entry link opens one session. */
export interface UsedEntryTokensTable {
  token_hash: string;
  expires_at: Timestamp;
}
