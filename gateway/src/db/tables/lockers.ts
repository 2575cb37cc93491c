/**
 * The lockers' tables (L1, L2): lockers and their items with size lines. Rows use snake_case as in
 * SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json, ProjectTypeValue } from './columns.js';

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
  /** The dealer's mark: made without a name or number; absent when not. */
  blank?: true;
}

export interface LockerItemsTable {
  id: Generated<number>;
  locker_id: number;
  configuration_id: number;
  size_lines: Json<StoredSizeLine[]>;
  sort_order: number;
  /** The team's name for the item ('Home jersey'; migration 0026), null when none. */
  alias: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A locker opened by its code on another device (migration 0035): the caller with owner key
 * `holder_key` holds locker `locker_id` of project `project_id` (one per caller and project).
 */
export interface LockerHoldersTable {
  project_id: number;
  holder_key: string;
  locker_id: number;
  created_at: Generated<Date>;
}
