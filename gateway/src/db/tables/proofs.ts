/**
 * The proofs' tables (migration 0022): proof links sent to a
 * customer and the proof versions of locker items sent with them. Rows use snake_case as in SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns.js';
import type { StoredSizeLine } from './lockers.js';

/** Pictures of logos by logo id (decimal): their content-addressed blob keys. */
export type LogoKeys = Record<string, string>;

/** What the customer said of a proof version; the effective status (ProofStatus) is computed. */
export type StoredProofStatus = 'SENT' | 'APPROVED' | 'CHANGES_REQUESTED';

/** A link a dealer sent a quote's contact: only the token's SHA-256 (hex) is kept. */
export interface ProofLinksTable {
  id: Generated<number>;
  dealer_id: number;
  quote_id: number;
  token_hash: string;
  /** The email address the link was sent to (the quote's contact). */
  recipient: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One version of one locker item's proof, frozen when sent. */
export interface ProofsTable {
  id: Generated<number>;
  dealer_id: number;
  link_id: number;
  quote_id: number;
  locker_item_id: number;
  /** 1, 2, ... per locker item. */
  version: number;
  configuration_id: number;
  /** The configuration's `content_hash` when sent. */
  configuration_hash: string;
  size_lines: Json<StoredSizeLine[]>;
  /** SHA-256 of the roster's stable JSON when sent (proof-status.ts `rosterHashOf`). */
  roster_hash: string;
  /**
   * Migration 0030: the pictures of the logos the configuration wore when sent, by logo id (the
   * logos' content-addressed blob keys): the proof shows these, and counts only while the logos
   * still show them (an Edit crop changes a logo's picture, not its id).
   */
  logo_keys: ColumnType<LogoKeys, string | undefined, string>;
  status: Generated<StoredProofStatus>;
  approver_name: string | null;
  comment: string | null;
  decided_at: Timestamp | null;
  /** The render job of the proof sheet's PDF (queued when sent); null once that job is gone. */
  pdf_job_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}
