/**
 * A store's settings and its life: the dealer's settings while it is a draft or scheduled, its
 * dates checked together (opening before the advertised close, the advertised close at or
 * before the hard close), and the moves of its state (store-states.ts): scheduling (its opening
 * and hard close then come by themselves, store-jobs.ts), opening now, cancelling, and moving
 * the closes of a scheduled or open store. The jobs are sent in the transaction of the move.
 */
import {
  MAX_PROJECT_TITLE_LENGTH,
  MAX_STORE_TAX_BASIS_POINTS,
  MAX_TEAM_NAME_LENGTH,
  passcodeProblem,
} from '@tas/rules';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { StoreFulfilmentValue, StorePaymentMethodValue, StoreRow, StoresTable } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import { requiredText } from '../../lib/input-checks.js';
import { hashPasscode } from '../dealers/index.js';
import { renameProjectOfType } from '../projects/index.js';
import { ownStore, type OwnStore, type StoresDeps } from './store-deps.js';
import { CLOSING_REMINDERS, reminderAt } from './store-emails.js';
import type { StoreJobs } from './store-jobs.js';
import { moveStore, refusedMove, STORE_STATES } from './store-states.js';
import { checkTimeZone } from './store-time.js';
import { changeStore } from './store-changes.js';
import * as repo from './stores.repository.js';

export interface StoreSettingsInput {
  title?: string | null;
  teamName?: string | null;
  timezone?: string | null;
  opensAt?: string | Date | null;
  advertisedCloseAt?: string | Date | null;
  hardCloseAt?: string | Date | null;
  fulfilment?: StoreFulfilmentValue | null;
  groupLabel?: string | null;
  taxRateBasisPoints?: number | null;
  paymentMethods?: readonly StorePaymentMethodValue[] | null;
  payLaterDays?: number | null;
  passcode?: string | null;
}

const MAX_GROUP_LABEL_LENGTH = 30;

/** A DateTime argument as a Date; BAD_USER_INPUT naming `field` for anything else. */
export function dateOf(value: string | Date, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new BadUserInputError(field, 'Use an ISO-8601 date and time');
  return at;
}

type Dates = Pick<StoreRow, 'opens_at' | 'advertised_close_at' | 'hard_close_at'>;

/** The dates' order: the opening before the advertised close, that at or before the hard close. */
export function checkDates(d: Dates): void {
  if (d.advertised_close_at && d.hard_close_at && d.advertised_close_at > d.hard_close_at)
    throw new BadUserInputError('advertisedCloseAt', 'The advertised close must be at or before the hard close');
  if (d.opens_at && d.advertised_close_at && d.opens_at >= d.advertised_close_at)
    throw new BadUserInputError('advertisedCloseAt', 'The advertised close must come after the opening');
  if (d.opens_at && d.hard_close_at && d.opens_at >= d.hard_close_at)
    throw new BadUserInputError('hardCloseAt', 'The hard close must come after the opening');
}

/** The dates a store needs to run from `opensAt` (given or its own): set, ahead of `now`, in order. */
function checkRunnable(store: StoreRow, now: Date, opensAt: Date | null) {
  if (!opensAt) throw new BadUserInputError('opensAt', 'Set the opening');
  if (!store.advertised_close_at) throw new BadUserInputError('advertisedCloseAt', 'Set the advertised close');
  if (!store.hard_close_at) throw new BadUserInputError('hardCloseAt', 'Set the hard close');
  if (store.hard_close_at <= now) throw new BadUserInputError('hardCloseAt', 'The hard close has passed');
  checkDates({ ...store, opens_at: opensAt });
}

export function storeSchedule(db: Db, deps: StoresDeps, jobs: StoreJobs) {
  /**
   * The reminder jobs of `store`'s advertised close, in `trx`: one per reminder, at its time
   * (a reminder whose time moved since finds nothing due when its old job runs).
   */
  async function sendReminders(trx: Parameters<StoreJobs['clock']>[0], store: StoreRow): Promise<void> {
    for (const { days, move } of CLOSING_REMINDERS) {
      const at = reminderAt(store, days);
      if (at) await jobs.clock(trx, store.project_id, move, at);
    }
  }

  /** The store's items, which a store needs to open. */
  async function checkItems(store: StoreRow) {
    if ((await repo.itemsOf(db, store.project_id)).length === 0)
      throw new BadUserInputError('items', 'Add the items the store sells');
  }

  return {
    /** Changes a DRAFT or SCHEDULED store's settings (StoreSettingsInput's errors). */
    async update(caller: Caller, storeId: string, input: StoreSettingsInput): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const { store } = own;
      const patch: Updateable<StoresTable> = {};
      if (input.timezone != null) patch.timezone = checkTimeZone(input.timezone);
      if (input.opensAt != null) patch.opens_at = dateOf(input.opensAt, 'opensAt');
      if (input.advertisedCloseAt != null)
        patch.advertised_close_at = dateOf(input.advertisedCloseAt, 'advertisedCloseAt');
      if (input.hardCloseAt != null) patch.hard_close_at = dateOf(input.hardCloseAt, 'hardCloseAt');
      if (input.fulfilment != null) patch.fulfilment = input.fulfilment;
      if (input.groupLabel != null) {
        const label = input.groupLabel.trim();
        if (label.length > MAX_GROUP_LABEL_LENGTH)
          throw new BadUserInputError('groupLabel', `Use at most ${MAX_GROUP_LABEL_LENGTH} characters`);
        patch.group_label = label || null;
      }
      if (input.taxRateBasisPoints != null) {
        const bp = input.taxRateBasisPoints;
        if (!Number.isInteger(bp) || bp < 0 || bp > MAX_STORE_TAX_BASIS_POINTS)
          throw new BadUserInputError('taxRateBasisPoints', `Use 0 to ${MAX_STORE_TAX_BASIS_POINTS} basis points`);
        patch.tax_rate_bp = bp;
      }
      if (input.paymentMethods != null) {
        const methods = [...new Set(input.paymentMethods)];
        if (!methods.length) throw new BadUserInputError('paymentMethods', 'Offer at least one way to pay');
        patch.payment_methods = methods;
      }
      if (input.payLaterDays != null) {
        if (!Number.isInteger(input.payLaterDays) || input.payLaterDays < 1 || input.payLaterDays > 60)
          throw new BadUserInputError('payLaterDays', 'Use 1 to 60 days');
        patch.pay_later_days = input.payLaterDays;
      }
      if (input.passcode != null) {
        const problem = input.passcode === '' ? null : passcodeProblem(input.passcode);
        if (problem) throw new BadUserInputError('passcode', problem);
        patch.passcode_hash = input.passcode === '' ? null : await hashPasscode(input.passcode);
      }
      checkDates({ ...store, ...(patch as Partial<Dates>) });
      const title =
        input.title != null ? requiredText(input.title, 'title', MAX_PROJECT_TITLE_LENGTH, 'title') : undefined;
      const teamName =
        input.teamName != null
          ? requiredText(input.teamName, 'teamName', MAX_TEAM_NAME_LENGTH, 'team name')
          : undefined;
      const refusal = 'The settings of a store change only before it opens';
      return changeStore(db, caller, own, ['DRAFT', 'SCHEDULED'], refusal, async (trx, locked) => {
        const updated = Object.keys(patch).length
          ? await repo.updateStoreSettings(trx, store.project_id, patch, ['DRAFT', 'SCHEDULED'])
          : locked;
        if (title !== undefined || teamName !== undefined)
          await renameProjectOfType(trx, store.project_id, 'STORE', { title, team_name: teamName }, deps.now());
        // A scheduled store's new opening or hard close: a job for each (the old ones find nothing due).
        if (updated!.state === 'SCHEDULED') {
          if (patch.opens_at) await jobs.clock(trx, store.project_id, 'open', updated!.opens_at!);
          if (patch.hard_close_at) await jobs.clock(trx, store.project_id, 'close', updated!.hard_close_at!);
          if (patch.advertised_close_at) await sendReminders(trx, updated!);
        }
        return updated!;
      });
    },

    /** DRAFT → SCHEDULED, with its opening and closing jobs. */
    async schedule(caller: Caller, storeId: string): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const now = deps.now();
      if (own.store.state === 'DRAFT') {
        checkRunnable(own.store, now, own.store.opens_at);
        if (own.store.opens_at! <= now)
          throw new BadUserInputError('opensAt', 'The opening has passed: open the store now');
        await checkItems(own.store);
      }
      // Moved from the state it was checked in: one moved since is refused as it is now.
      const refusal = (current: StoreRow) => refusedMove(current.state, 'SCHEDULED').message;
      return changeStore(db, caller, own, [own.store.state], refusal, async (trx, locked) => {
        const store = await moveStore(trx, locked, 'SCHEDULED', now);
        await jobs.clock(trx, store.project_id, 'open', store.opens_at!);
        await jobs.clock(trx, store.project_id, 'close', store.hard_close_at!);
        await sendReminders(trx, store);
        return store;
      });
    },

    /**
     * DRAFT or SCHEDULED → OPEN now (its opening set to now), with its closing and reminder
     * jobs, and an opening job at once: it emails the contacts the opening (store-emails.ts).
     */
    async open(caller: Caller, storeId: string): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const now = deps.now();
      if (own.store.state === 'DRAFT' || own.store.state === 'SCHEDULED') {
        checkRunnable(own.store, now, now);
        await checkItems(own.store);
      } else if (own.store.state !== 'OPEN') {
        // A closed store reopens, and a processed one opens a round, through store-rounds.ts.
        throw refusedMove(own.store.state, 'OPEN');
      }
      // Moved from the state it was checked in: a store closed since is refused, not opened again.
      const refusal = (current: StoreRow) => refusedMove(current.state, 'OPEN').message;
      return changeStore(db, caller, own, [own.store.state], refusal, async (trx, locked) => {
        const moved = await moveStore(trx, locked, 'OPEN', now);
        const store = (await repo.updateStoreSettings(trx, moved.project_id, { opens_at: now }, ['OPEN']))!;
        await jobs.clock(trx, store.project_id, 'open', now);
        await jobs.clock(trx, store.project_id, 'close', store.hard_close_at!);
        await sendReminders(trx, store);
        return store;
      });
    },

    /** DRAFT, SCHEDULED or OPEN → CANCELLED. */
    async cancel(caller: Caller, storeId: string): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const now = deps.now();
      return changeStore(db, caller, own, STORE_STATES, '', (trx, locked) => moveStore(trx, locked, 'CANCELLED', now));
    },

    /**
     * Moves the closes of a SCHEDULED or OPEN store: both ahead of now, the advertised at or
     * before the hard close, after the opening; a new closing job at the new hard close and new
     * reminder jobs before the new advertised close.
     */
    async moveCloses(
      caller: Caller,
      storeId: string,
      advertised: string | Date,
      hard: string | Date,
    ): Promise<OwnStore> {
      const own = await ownStore(db, deps, caller, storeId);
      const now = deps.now();
      const dates = {
        opens_at: own.store.opens_at,
        advertised_close_at: dateOf(advertised, 'advertisedCloseAt'),
        hard_close_at: dateOf(hard, 'hardCloseAt'),
      };
      if (dates.advertised_close_at <= now)
        throw new BadUserInputError('advertisedCloseAt', 'The advertised close must be ahead');
      checkDates(dates);
      const refusal = 'Only the closes of a scheduled or open store move';
      return changeStore(db, caller, own, ['SCHEDULED', 'OPEN'], refusal, async (trx) => {
        const store = (await repo.updateStoreSettings(
          trx,
          own.project.id,
          { advertised_close_at: dates.advertised_close_at, hard_close_at: dates.hard_close_at },
          ['SCHEDULED', 'OPEN'],
        ))!;
        await jobs.clock(trx, store.project_id, 'close', store.hard_close_at!);
        await sendReminders(trx, store);
        return store;
      });
    },
  };
}
