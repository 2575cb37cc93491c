/**
 * The dealer's moves of a store's close and rounds: close now (the job's close, run at once),
 * reopen a closed store not yet processed (its held production order discarded, the round's
 * close and decision undone), a new round of a processed store on the same link (its own closes,
 * orders and production order; the earlier rounds' untouched), and a round packed (the store
 * COMPLETE once its current round is). Each move is one transaction on the store's locked row.
 */
import type { Db } from '../../db/index.js';
import type { StoreRoundRow, StoreRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { StoreClose } from './store-close.js';
import { ownStore, type OwnStore, type StoresDeps } from './store-deps.js';
import type { StoreJobs } from './store-jobs.js';
import { dateOf } from './store-schedule.js';
import { moveStore, STORE_STATES } from './store-states.js';
import * as rounds from './store-rounds.repository.js';
import { changeStore } from './store-changes.js';
import * as repo from './stores.repository.js';

export function storeRounds(db: Db, deps: StoresDeps, jobs: StoreJobs, close: StoreClose) {
  /** A close ahead of now; BAD_USER_INPUT naming `field` otherwise. */
  function ahead(value: string | Date, field: string): Date {
    const at = dateOf(value, field);
    if (at <= deps.now()) throw new BadUserInputError(field, 'Choose a time ahead');
    return at;
  }

  return {
    /** The store's rounds, first first. */
    rounds: (storeId: number): Promise<StoreRoundRow[]> => rounds.roundsOf(db, storeId),

    /**
     * Closes OPEN store `storeId` now: its hard close (and an advertised close after now) set to
     * now, then the job's close (store-close.ts `runClose`). Errors: NOT_FOUND; CONFLICT unless OPEN.
     */
    async closeNow(caller: Caller, storeId: string): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const now = deps.now();
      const advertised =
        own.store.advertised_close_at && own.store.advertised_close_at < now ? own.store.advertised_close_at : now;
      const refusal = (store: StoreRow) => `Only an open store closes: this one is ${store.state.toLowerCase()}`;
      const { project } = await changeStore(db, caller, own, ['OPEN'], refusal, async (trx) => {
        const moved = (await repo.updateStoreSettings(
          trx,
          own.project.id,
          { hard_close_at: now, advertised_close_at: advertised },
          ['OPEN'],
        ))!;
        // The job too: should this run fail past the close (a refund refused), the job retries it.
        await jobs.clock(trx, own.project.id, 'close', now);
        return moved;
      });
      await close.runClose(own.project.id);
      return { project, store: (await repo.storeOf(db, own.project.id))! };
    },

    /**
     * Reopens CLOSED store `storeId` (not yet processed) until `hardCloseAt` (ahead; the
     * advertised close moves to it): its round's held production order discarded, its close and
     * decision undone, a closing job at the new hard close. Errors: NOT_FOUND; BAD_USER_INPUT
     * `hardCloseAt`; CONFLICT unless CLOSED.
     */
    async reopen(caller: Caller, storeId: string, hardCloseAt: string | Date): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const hard = ahead(hardCloseAt, 'hardCloseAt');
      const now = deps.now();
      const refusal = (store: StoreRow) => `Only a closed store reopens: this one is ${store.state.toLowerCase()}`;
      return changeStore(db, caller, own, ['CLOSED'], refusal, async (trx, locked) => {
        await deps.production.discard(trx, locked.project_id, locked.round);
        await moveStore(trx, locked, 'OPEN', now);
        const store = (await repo.updateStoreSettings(
          trx,
          locked.project_id,
          { hard_close_at: hard, advertised_close_at: hard },
          ['OPEN'],
        ))!;
        await rounds.reopenRound(trx, locked.project_id, locked.round, hard);
        await jobs.clock(trx, locked.project_id, 'close', hard);
        return store;
      });
    },

    /**
     * Opens round `round + 1` of PROCESSING or COMPLETE store `storeId` now, until `hardCloseAt`
     * (advertised `advertisedCloseAt`, at or before it; both ahead): new orders are of the new
     * round. Errors: NOT_FOUND; BAD_USER_INPUT `advertisedCloseAt`, `hardCloseAt`; CONFLICT
     * unless PROCESSING or COMPLETE.
     */
    async openRound(
      caller: Caller,
      storeId: string,
      hardCloseAt: string | Date,
      advertisedCloseAt: string | Date,
    ): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const advertised = ahead(advertisedCloseAt, 'advertisedCloseAt');
      const hard = ahead(hardCloseAt, 'hardCloseAt');
      if (advertised > hard)
        throw new BadUserInputError('advertisedCloseAt', 'The advertised close must be at or before the hard close');
      const now = deps.now();
      const refusal = (store: StoreRow) =>
        `A new round opens once the store is processed: this one is ${store.state.toLowerCase()}`;
      return changeStore(db, caller, own, ['PROCESSING', 'COMPLETE'], refusal, async (trx, locked) => {
        await moveStore(trx, locked, 'OPEN', now);
        const round = locked.round + 1;
        const store = (await repo.updateStoreSettings(
          trx,
          locked.project_id,
          { round, opens_at: now, hard_close_at: hard, advertised_close_at: advertised },
          ['OPEN'],
        ))!;
        await rounds.insertRound(trx, locked.project_id, round, now, hard);
        await jobs.clock(trx, locked.project_id, 'close', hard);
        return store;
      });
    },

    /**
     * Marks round `round` of store `storeId` packed; a PROCESSING store whose current round it is
     * becomes COMPLETE. Errors: NOT_FOUND ('Store round'); CONFLICT when the round is not decided
     * yet or was packed already.
     */
    async markPacked(caller: Caller, storeId: string, round: number): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const now = deps.now();
      return changeStore(db, caller, own, STORE_STATES, '', async (trx, locked) => {
        const row = Number.isInteger(round) ? await rounds.roundOf(trx, locked.project_id, round) : undefined;
        if (!row) throw new NotFoundError('Store round');
        if (row.packed_at) throw new ConflictError('This round is packed already');
        if (!row.decided_at) throw new ConflictError('This round is not closed and decided yet');
        await rounds.packRound(trx, locked.project_id, round, now);
        return locked.state === 'PROCESSING' && locked.round === round
          ? moveStore(trx, locked, 'COMPLETE', now)
          : locked;
      });
    },
  };
}

export type StoreRoundsService = ReturnType<typeof storeRounds>;
