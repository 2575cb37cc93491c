/**
 * Changing a locker's items (L1, L4): an item id is `<lockerCode>.<n>`, so holding it is the
 * right to change the item; the lookup of an item with its locker, the locks every change
 * checks (a pending quote locks its own locker, a locked project all of its lockers), and the
 * change of an item's configuration and roster and its removal. Roster files: roster-import.ts.
 */
import { MAX_LOCKER_ITEM_ALIAS_LENGTH } from '@tas/garments';
import type { Db } from '../../db/index.js';
import type { LockerItemRow, LockerRow } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { configurationById } from '../configurations/configurations.repository.js';
import type { ConfigurationsService } from '../configurations/configurations.service.js';
import { isLocked } from '../projects/project-lock.js';
import { findProjectById } from '../projects/projects.repository.js';
import { rosterFor } from './locker-roster.js';
import * as repo from './lockers.repository.js';
import type { SizeLineInput } from './roster.js';

export function lockerItemId(lockerCode: string, itemId: number): string {
  return `${lockerCode}.${itemId}`;
}

function parseItemId(id: string): { code: string; itemId: number } {
  const m = /^([A-Za-z0-9]{20})\.(\d{1,9})$/.exec(id);
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

    /** FORBIDDEN when a quote is pending on the locker (L4) or its project is locked. */
    async assertEditable(locker: LockerRow): Promise<void> {
      if (locker.locked_quote_id != null) throw new ForbiddenError('The locker is locked: a quote is pending');
      if (locker.project_id == null) return;
      const project = await findProjectById(db, locker.project_id);
      if (project && isLocked(project)) throw new ForbiddenError('The project is locked');
    },
  };
}

export type LockerItemAccess = ReturnType<typeof lockerItemAccess>;

export function lockerItemEdits(db: Db, configurations: ConfigurationsService, access: LockerItemAccess) {
  const { item, assertEditable } = access;
  return {
    /**
     * L1: changes an item's configuration, roster and/or alias (issue 19 section 9: trimmed, empty
     * clears it, at most MAX_LOCKER_ITEM_ALIAS_LENGTH characters, else BAD_USER_INPUT `alias`).
     * NOT_FOUND for an unknown item id.
     */
    async update(
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
      await assertEditable(locker);
      const config = input.configurationShortId
        ? await configurations.byShortIdOrError(input.configurationShortId)
        : await configurationById(db, current.configuration_id);
      const sizeLines = input.sizeLines
        ? await rosterFor(loaders, config.style_id, input.sizeLines)
        : await rosterFor(loaders, config.style_id, current.size_lines);
      await repo.updateLockerItem(db, current.id, { configurationId: config.id, sizeLines, alias });
      return locker;
    },

    async remove(id: string): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      await assertEditable(locker);
      await repo.deleteLockerItem(db, current.id);
      return locker;
    },
  };
}
