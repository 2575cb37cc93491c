/**
 * A store read together with its project (and an order with both) in one statement: the joined
 * row carries each table's columns under a prefix of its own (`s_<column>`, `o_<column>`) so
 * that same-named columns do not overwrite each other, and these helpers take them apart again.
 */
import type { ProjectRow, StoreOrderRow, StoreRow } from '../../db/types.js';

/** A store with its project row. */
export interface StoreRecord {
  project: ProjectRow;
  store: StoreRow;
}

/** Every column of a store row: a join reads them under names of their own (`s_<column>`). */
const STORE_COLUMN_SET: Record<keyof StoreRow, true> = {
  project_id: true,
  state: true,
  timezone: true,
  opens_at: true,
  advertised_close_at: true,
  hard_close_at: true,
  fulfilment: true,
  group_label: true,
  tax_rate_bp: true,
  payment_methods: true,
  pay_later_days: true,
  passcode_hash: true,
  source_type: true,
  source_project_id: true,
  order_count: true,
  nudged_at: true,
  round: true,
  minimum_outcome: true,
  extend_days: true,
  state_changed_at: true,
  created_at: true,
};
const STORE_COLUMNS = Object.keys(STORE_COLUMN_SET) as (keyof StoreRow)[];
export const STORE_SELECTION = STORE_COLUMNS.map((c) => `s.${c} as s_${c}`) as never[];

/** Every column of an order row: a join reads them under names of their own (`o_<column>`). */
const ORDER_COLUMN_SET: Record<keyof StoreOrderRow, true> = {
  id: true,
  store_id: true,
  number: true,
  idempotency_hash: true,
  request_hash: true,
  token_hash: true,
  token_sealed: true,
  receipt_token_hash: true,
  round: true,
  status: true,
  payment_method: true,
  payment_id: true,
  redirect_url: true,
  buyer_name: true,
  buyer_email: true,
  buyer_phone: true,
  player_name: true,
  group_name: true,
  subtotal_cents: true,
  fundraising_cents: true,
  tax_cents: true,
  total_cents: true,
  due_at: true,
  due_date: true,
  reminded_at: true,
  paid_at: true,
  created_at: true,
  updated_at: true,
  refunded_cents: true,
};
export const ORDER_COLUMNS = Object.keys(ORDER_COLUMN_SET) as (keyof StoreOrderRow)[];
export const ORDER_SELECTION = ORDER_COLUMNS.map((c) => `o.${c} as o_${c}`) as never[];

/** The columns `<prefix>_<column>` of a joined row, taken out of it as a row of their own. */
export function takeColumns<T>(row: Record<string, unknown>, prefix: string, columns: readonly string[]): T {
  const taken: Record<string, unknown> = {};
  for (const c of columns) {
    taken[c] = row[`${prefix}_${c}`];
    delete row[`${prefix}_${c}`];
  }
  return taken as T;
}

/** A joined row's store (its `s_` columns) and project (the columns left). */
export function recordOfJoined(row: Record<string, unknown>): StoreRecord {
  const rest = { ...row };
  const store = takeColumns<StoreRow>(rest, 's', STORE_COLUMNS);
  return { project: rest as unknown as ProjectRow, store };
}
