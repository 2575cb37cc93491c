/**
 * The one place a store's state moves. DRAFT → SCHEDULED → OPEN → CLOSED → PROCESSING →
 * COMPLETE, or CANCELLED from DRAFT, SCHEDULED or OPEN (a draft may also open at once, without a
 * schedule); a CLOSED store goes back to OPEN when the dealer reopens it before processing, and a
 * PROCESSING or COMPLETE one when the dealer opens its next round (store-rounds.ts). Each move is one conditional UPDATE on the state it leaves
 * (`stores.repository.ts` `moveState`), so a store is never half in two states and, of two
 * gateways (or a dealer and the job) moving one store, one moves it and the other is refused.
 */
import type { Executor } from '../../db/index.js';
import type { StoreRow, StoreStateValue } from '../../db/types.js';
import { ConflictError } from '../../lib/errors.js';
import * as repo from './stores.repository.js';

/** Where each state may go. */
export const STORE_TRANSITIONS: Readonly<Record<StoreStateValue, readonly StoreStateValue[]>> = {
  DRAFT: ['SCHEDULED', 'OPEN', 'CANCELLED'],
  SCHEDULED: ['OPEN', 'CANCELLED'],
  OPEN: ['CLOSED', 'CANCELLED'],
  // Back to OPEN: a closed store reopened (its hard close moved), or a processed one's next round.
  CLOSED: ['PROCESSING', 'OPEN'],
  PROCESSING: ['COMPLETE', 'OPEN'],
  COMPLETE: ['OPEN'],
  CANCELLED: [],
};

export const STORE_STATES = Object.keys(STORE_TRANSITIONS) as StoreStateValue[];

/** Whether a store may move from `from` to `to`. */
export function canMove(from: StoreStateValue, to: StoreStateValue): boolean {
  return STORE_TRANSITIONS[from].includes(to);
}

/** The states a store may reach `to` from. */
export function statesBefore(to: StoreStateValue): StoreStateValue[] {
  return STORE_STATES.filter((from) => canMove(from, to));
}

const WORDS: Record<StoreStateValue, string> = {
  DRAFT: 'a draft',
  SCHEDULED: 'scheduled',
  OPEN: 'open',
  CLOSED: 'closed',
  PROCESSING: 'processing',
  COMPLETE: 'complete',
  CANCELLED: 'cancelled',
};

/** The refusal of a move from `from` to `to`. */
export function refusedMove(from: StoreStateValue, to: StoreStateValue): ConflictError {
  return new ConflictError(`The store is ${WORDS[from]}: it cannot become ${WORDS[to]}`);
}

/**
 * Moves `store` to `to` (from whatever state it is in now, if that may go there); answers the
 * moved row. Errors: CONFLICT naming the state it is in when that may not go to `to`, or when
 * another call moved it first.
 */
export async function moveStore(exec: Executor, store: StoreRow, to: StoreStateValue, now: Date): Promise<StoreRow> {
  if (!canMove(store.state, to)) throw refusedMove(store.state, to);
  const moved = await repo.moveState(exec, store.project_id, [store.state], to, now);
  if (moved) return moved;
  const current = await repo.storeOf(exec, store.project_id);
  throw refusedMove(current?.state ?? store.state, to);
}

/**
 * The job's moves: opens store `storeId` when it is SCHEDULED and its opening is due at `now`,
 * closes it when OPEN and its hard close is due; answers the moved row, or undefined when
 * nothing was due (moved by another, or its dates moved since the job was sent).
 */
export function moveWhenDue(
  exec: Executor,
  storeId: number,
  move: 'open' | 'close',
  now: Date,
): Promise<StoreRow | undefined> {
  return move === 'open'
    ? repo.moveState(exec, storeId, ['SCHEDULED'], 'OPEN', now, { column: 'opens_at', at: now })
    : repo.moveState(exec, storeId, ['OPEN'], 'CLOSED', now, { column: 'hard_close_at', at: now });
}
