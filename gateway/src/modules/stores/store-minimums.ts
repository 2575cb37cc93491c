/**
 * A store's minimums: a number of pieces an item, or a group of items sharing a decoration, must
 * reach by the close, and what happens to one not reached (the store's `minimum_outcome`):
 * produced anyway (PRODUCE), its lines refunded (REFUND), the store extended once by
 * `extend_days` days (EXTEND), or the team buying the rest (TEAM_BUYS). The dealer sets them
 * while the store is a draft, scheduled or open; buyers see each one's progress while it is open.
 * What the close decided of them is {@link StoreRoundDecision} (store-close.ts applies it).
 */
import type { Db, Executor } from '../../db/index.js';
import type {
  StoreMinimumDecision,
  StoreMinimumOutcomeValue,
  StoreMinimumRow,
  StoreRow,
  StoreStateValue,
} from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { ownStore, type OwnStore, type StoresDeps } from './store-deps.js';
import * as rounds from './store-rounds.repository.js';
import { changeStore } from './store-changes.js';
import * as repo from './stores.repository.js';

export type { StoreMinimumDecision };

/**
 * What the close decided of a round's minimums (`store_rounds.minimums`), one entry per minimum
 * in the store's order: `ordered` pieces at the close, `outcome` REACHED or the outcome applied
 * (EXTEND applied is the extension; the close after it applies PRODUCE), and for TEAM_BUYS the
 * pieces the team buys per item and size (blank), summing to `pieces - ordered`.
 */
export type StoreRoundDecision = StoreMinimumDecision[];

/** The states the minimums and their outcome may be set in. */
export const MINIMUMS_SET_IN: readonly StoreStateValue[] = ['DRAFT', 'SCHEDULED', 'OPEN'];

/** The most minimums a store has. */
export const MAX_STORE_MINIMUMS = 50;
const MAX_MINIMUM_NAME = 60;
const MAX_MINIMUM_PIECES = 100_000;

export interface StoreMinimumInput {
  name: string;
  itemIds: readonly string[];
  pieces: number;
}

/** A minimum with its progress: pieces ordered so far in the store's round. */
export interface MinimumProgress {
  minimum: StoreMinimumRow;
  ordered: number;
}

/** Pieces ordered of `itemIds` in `counts` (per item and size). */
export function orderedOf(counts: readonly { item_id: number; n: number }[], itemIds: readonly number[]): number {
  return counts.filter((c) => itemIds.includes(c.item_id)).reduce((sum, c) => sum + c.n, 0);
}

/** Each minimum of store `store` with the pieces ordered in its current round, in `exec`. */
export async function progressOf(exec: Executor, store: StoreRow): Promise<MinimumProgress[]> {
  const minimums = await rounds.minimumsOf(exec, store.project_id);
  if (!minimums.length) return [];
  const counts = await rounds.piecesOrdered(exec, store.project_id, store.round);
  return minimums.map((minimum) => ({ minimum, ordered: orderedOf(counts, minimum.item_ids) }));
}

/**
 * The team's pieces of a minimum short by `short`: spread over its items and sizes as the
 * buyers ordered them (largest remainder, ties to the first ordered), or, with nothing ordered,
 * all of its first item's middle size.
 */
export function teamPiecesOf(
  short: number,
  itemIds: readonly number[],
  counts: readonly { item_id: number; size: string; n: number }[],
  sizesOf: (itemId: number) => readonly string[],
): StoreMinimumDecision['teamPieces'] {
  if (short <= 0) return [];
  const mine = counts
    .filter((c) => itemIds.includes(c.item_id))
    .sort((a, b) => itemIds.indexOf(a.item_id) - itemIds.indexOf(b.item_id) || sizeRank(a, b, sizesOf));
  const total = mine.reduce((s, c) => s + c.n, 0);
  if (!total) {
    const sizes = sizesOf(itemIds[0]!);
    const size = sizes[Math.floor((sizes.length - 1) / 2)] ?? 'OS';
    return [{ itemId: itemIds[0]!, size, quantity: short }];
  }
  const shares = mine.map((c) => ({ c, exact: (short * c.n) / total, q: Math.floor((short * c.n) / total) }));
  let left = short - shares.reduce((s, x) => s + x.q, 0);
  const byRemainder = [...shares].sort((a, b) => b.exact - b.q - (a.exact - a.q));
  for (const x of byRemainder) {
    if (left <= 0) break;
    x.q++;
    left--;
  }
  return shares.filter((x) => x.q > 0).map((x) => ({ itemId: x.c.item_id, size: x.c.size, quantity: x.q }));
}

function sizeRank(
  a: { item_id: number; size: string },
  b: { item_id: number; size: string },
  sizesOf: (itemId: number) => readonly string[],
): number {
  const sizes = sizesOf(a.item_id);
  return sizes.indexOf(a.size) - sizes.indexOf(b.size);
}

/**
 * The decision of store `store`'s current round at its close, in `exec`: each minimum with its
 * pieces ordered and what happens to it. `outcome` is the store's own (EXTEND applied as PRODUCE
 * when the round was extended already).
 */
export async function decisionOf(
  exec: Executor,
  store: StoreRow,
  outcome: StoreMinimumOutcomeValue,
): Promise<StoreRoundDecision> {
  const minimums = await rounds.minimumsOf(exec, store.project_id);
  if (!minimums.length) return [];
  const counts = await rounds.piecesOrdered(exec, store.project_id, store.round);
  const items = await repo.itemsOf(exec, store.project_id);
  const sizesOf = (id: number) => items.find((i) => i.id === id)?.sizes ?? [];
  return minimums.map((m) => {
    const ordered = orderedOf(counts, m.item_ids);
    const reached = ordered >= m.pieces;
    return {
      minimumId: m.id,
      name: m.name,
      itemIds: m.item_ids,
      pieces: m.pieces,
      ordered,
      outcome: reached ? 'REACHED' : outcome,
      teamPieces:
        !reached && outcome === 'TEAM_BUYS' ? teamPiecesOf(m.pieces - ordered, m.item_ids, counts, sizesOf) : [],
    };
  });
}

export function storeMinimums(db: Db, deps: StoresDeps) {
  return {
    /** The store's minimums, in their order. */
    minimums: (storeId: number): Promise<StoreMinimumRow[]> => rounds.minimumsOf(db, storeId),

    /** Each minimum with its pieces ordered in the store's current round. */
    async progress(storeId: number): Promise<MinimumProgress[]> {
      const store = await repo.storeOf(db, storeId);
      return store ? progressOf(db, store) : [];
    },

    /** {@link progress} of a store whose row the caller has read. */
    progressOfStore: (store: StoreRow): Promise<MinimumProgress[]> => progressOf(db, store),

    /**
     * Sets store `storeId`'s minimums (replacing them; [] removes them) and what happens to one
     * not reached at the close (`outcome`; EXTEND moves the hard close once by `extendDays`,
     * 1 to 30). Errors: NOT_FOUND (another dealer's store); BAD_USER_INPUT naming the field
     * (`minimums.N.name` empty or longer than 60, `minimums.N.itemIds` empty or naming an item
     * not of this store, `minimums.N.pieces` under 1, `extendDays`); CONFLICT once the store
     * closed or was cancelled.
     */
    async setMinimums(
      caller: Caller,
      storeId: string,
      input: {
        minimums: readonly StoreMinimumInput[];
        outcome: StoreMinimumOutcomeValue;
        extendDays?: number | null;
      },
    ): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      if (input.minimums.length > MAX_STORE_MINIMUMS)
        throw new BadUserInputError('minimums', `Set at most ${MAX_STORE_MINIMUMS} minimums`);
      const items = await repo.itemsOf(db, own.project.id);
      const rows = input.minimums.map((m, i) => {
        const name = (m.name ?? '').trim();
        if (!name) throw new BadUserInputError(`minimums.${i}.name`, 'Name the minimum');
        if (name.length > MAX_MINIMUM_NAME)
          throw new BadUserInputError(`minimums.${i}.name`, `Use at most ${MAX_MINIMUM_NAME} characters`);
        if (!m.itemIds.length) throw new BadUserInputError(`minimums.${i}.itemIds`, 'Choose at least one item');
        const ids = [...new Set(m.itemIds.map((id) => parseId(id)))];
        if (ids.some((id) => id == null || !items.some((it) => it.id === id)))
          throw new BadUserInputError(`minimums.${i}.itemIds`, 'Choose items of this store');
        if (!Number.isInteger(m.pieces) || m.pieces < 1 || m.pieces > MAX_MINIMUM_PIECES)
          throw new BadUserInputError(`minimums.${i}.pieces`, `Use 1 to ${MAX_MINIMUM_PIECES} pieces`);
        return { name, item_ids: ids as number[], pieces: m.pieces };
      });
      const extendDays = input.extendDays ?? own.store.extend_days;
      if (!Number.isInteger(extendDays) || extendDays < 1 || extendDays > 30)
        throw new BadUserInputError('extendDays', 'Use 1 to 30 days');
      const refusal = 'The minimums of a store change only until it closes';
      return changeStore(db, caller, own, MINIMUMS_SET_IN, refusal, async (trx) => {
        await rounds.replaceMinimums(trx, own.project.id, rows);
        const store = await repo.updateStoreSettings(
          trx,
          own.project.id,
          { minimum_outcome: input.outcome, extend_days: extendDays },
          MINIMUMS_SET_IN,
        );
        return store!;
      });
    },
  };
}

export type StoreMinimums = ReturnType<typeof storeMinimums>;
