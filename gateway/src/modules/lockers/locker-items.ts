/**
 * Changing a locker's items (L1, L4): an item id is `<lockerCode>.<n>`, so holding it is the
 * right to change the item; the lookup of an item with its locker, the locks every change
 * checks (a pending quote locks its own locker, a locked project all of its lockers), and the
 * change of an item's configuration and roster and its removal. Roster files: roster-import.ts.
 */
import { MAX_LOCKER_ITEM_ALIAS_LENGTH } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { LockerItemRow, LockerRow, StoredSizeLine } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import type { Loaders } from '../../loaders.js';
import { configurationById } from '../configurations/index.js';
import type { ConfigurationsService } from '../configurations/index.js';
import { isLocked } from '../projects/index.js';
import { findProjectById } from '../projects/index.js';
import { LOCKER_ITEM_ID } from './locker-code.js';
import { rosterFor } from './locker-roster.js';
import * as repo from './lockers.repository.js';
import type { SizeLineInput } from './roster.js';

export function lockerItemId(lockerCode: string, itemId: number): string {
  return `${lockerCode}.${itemId}`;
}

function parseItemId(id: string): { code: string; itemId: number } {
  const m = LOCKER_ITEM_ID.exec(id);
  if (!m) throw new NotFoundError('Locker item');
  return { code: m[1]!, itemId: Number(m[2]) };
}

/** The lookup and the locks of every change of an item (update, removal, roster import). */
export function lockerItemAccess(db: Db) {
  return {
    /** The item of id `<lockerCode>.<n>` and its locker; NOT_FOUND for an unknown item id. */
    async item(id: string): Promise<{ locker: LockerRow; item: LockerItemRow }> {
      const { code, itemId } = parseItemId(id);
      const row = await repo.lockerItemOfCode(db, itemId, code);
      if (!row) throw new NotFoundError('Locker item');
      const locker = await repo.existingLockerByCode(db, code);
      const { locker_code: _c, ...itemRow } = row;
      return { locker, item: itemRow };
    },

    /**
     * FORBIDDEN when a quote is pending on the locker (L4) or its project is locked, except for
     * the dealer of the open quote that locks it: the dealer answers the customer's change
     * requests on the item itself (its proofs are per item), and sends the next version. Answers
     * the id of the quote whose lock the caller may pass (null when the locker is unlocked), for
     * the re-read under a row lock of a write that must not lose to a new quote.
     */
    async assertEditable(locker: LockerRow, caller: Caller | null): Promise<number | null> {
      if (locker.locked_quote_id != null) {
        const quote =
          caller?.kind === 'DEALER'
            ? await repo.lockingQuoteStatus(db, caller.dealer.id, locker.locked_quote_id)
            : undefined;
        if (!quote) throw new ForbiddenError('The locker is locked: a quote is pending');
        if (quote.status !== 'OPEN') throw new ForbiddenError('The locker is locked: its quote is no longer open');
        return quote.id;
      }
      if (locker.project_id == null) return null;
      const project = await findProjectById(db, locker.project_id);
      if (project && isLocked(project)) throw new ForbiddenError('The project is locked');
      return null;
    },
  };
}

export type LockerItemAccess = ReturnType<typeof lockerItemAccess>;

export function lockerItemEdits(db: Db, configurations: ConfigurationsService, access: LockerItemAccess) {
  const { item, assertEditable } = access;

  /** Writes an item's configuration, roster and alias, unless a quote locked it meanwhile. */
  async function write(
    locker: LockerRow,
    passes: number | null,
    itemId: number,
    values: { configurationId: number; sizeLines: readonly StoredSizeLine[]; alias?: string | null },
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      // Re-read under a row lock: a quote requested meanwhile wins, and nothing is written.
      if ((await repo.lockedQuoteIdForUpdate(trx, locker.id)) !== passes)
        throw new ForbiddenError('The locker is locked: a quote is pending');
      await repo.updateLockerItem(trx, itemId, values);
      await repo.touchLocker(trx, locker.id);
    });
  }

  return {
    /**
     * L1: changes an item's configuration, roster and/or alias (trimmed, empty
     * clears it, at most MAX_LOCKER_ITEM_ALIAS_LENGTH characters, else BAD_USER_INPUT `alias`).
     * Access: `assertEditable` (the dealer of an open quote passes its lock).
     * NOT_FOUND for an unknown item id.
     */
    async update(
      caller: Caller,
      loaders: Loaders,
      id: string,
      input: {
        configurationShortId?: string | null;
        sizeLines?: readonly SizeLineInput[] | null;
        alias?: string | null;
      },
    ): Promise<LockerRow> {
      const alias = input.alias === undefined ? undefined : input.alias?.trim() || null;
      if (alias && alias.length > MAX_LOCKER_ITEM_ALIAS_LENGTH)
        throw new BadUserInputError('alias', `An alias is at most ${MAX_LOCKER_ITEM_ALIAS_LENGTH} characters`);
      const { locker, item: current } = await item(id);
      const passes = await assertEditable(locker, caller);
      const config = input.configurationShortId
        ? await configurations.byShortIdOrError(input.configurationShortId)
        : await configurationById(db, current.configuration_id);
      const sizeLines = input.sizeLines
        ? await rosterFor(loaders, config.style_id, input.sizeLines)
        : await rosterFor(loaders, config.style_id, current.size_lines);
      await write(locker, passes, current.id, { configurationId: config.id, sizeLines, alias });
      return locker;
    },

    /**
     * Edit in place: the customiser's saved configuration `configurationShortId` becomes the
     * design of the item, which keeps its roster (size lines, names, numbers), alias and place;
     * its pictures follow the configuration. The configuration must be of the item's product
     * (the roster is of its sizes). Access as `update`. Errors: NOT_FOUND (unknown item);
     * FORBIDDEN (locked); BAD_USER_INPUT `configurationShortId` (unknown, or another product).
     */
    async updateDesign(caller: Caller, id: string, configurationShortId: string): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      const passes = await assertEditable(locker, caller);
      const config = await configurations.byShortIdOrError(configurationShortId);
      const was = await configurationById(db, current.configuration_id);
      if (config.style_id !== was.style_id)
        throw new BadUserInputError('configurationShortId', 'The design must be of the same product as the item');
      await write(locker, passes, current.id, { configurationId: config.id, sizeLines: current.size_lines });
      return locker;
    },

    async remove(id: string): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      // Removing an item under a quote would drop its proofs' history: nobody passes the lock.
      await assertEditable(locker, null);
      await repo.deleteLockerItem(db, current.id);
      return locker;
    },
  };
}
