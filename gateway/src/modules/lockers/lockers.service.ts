/**
 * Lockers (L1, L2): lockers are their owner's. A caller's first add to a project creates its own
 * locker (one per owner and project), addressed by an unguessable code; whoever holds the code
 * reads and changes it, the project's dealer sees them all. Items hold a saved configuration and
 * a roster of size lines; prices are computed on read (L3). Locker item ids are
 * `<lockerCode>.<n>`, so changing an item needs the locker's code. A pending quote locks only its
 * own locker (L4). This file holds the reads; composed with adding (locker-additions.ts),
 * changing items (locker-items.ts) and roster files (roster-import.ts).
 */
import type { Db } from '../../db/index.js';
import type { LockerRow, ProjectRow } from '../../db/types.js';
import { canEditProject, lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import type { ConfigurationsService } from '../configurations/index.js';
import { lockerAdditions } from './locker-additions.js';
import { isLockerCode } from './locker-code.js';
import { lockerItemAccess, lockerItemEdits } from './locker-items.js';
import * as repo from './lockers.repository.js';
import { rosterImports } from './roster-import.js';

export { MAX_LOCKER_ITEMS } from './locker-additions.js';
export { isLockerCode } from './locker-code.js';
export { lockerItemId } from './locker-items.js';
export { MAX_SIZE_LINES } from './locker-roster.js';
export type { PreviewSizeLine, RosterImportMode, RosterImportPreview } from './roster-import.js';

/** Told of every locker whose items changed, once the change committed (the page cache's versions). */
export interface LockerChanges {
  changed(code: string): Promise<void>;
}

/** A write of a locker that tells `changes` once it committed. */
function told<A extends unknown[]>(
  changes: LockerChanges,
  write: (...args: A) => Promise<LockerRow>,
): (...args: A) => Promise<LockerRow> {
  return async (...args) => {
    const locker = await write(...args);
    await changes.changed(locker.code);
    return locker;
  };
}

/**
 * `cpu`: where roster files are read (the gateway's worker pool, plugins/cpu-pool.ts);
 * `changes`: told of each locker an add, an item's change or removal or a roster import changed.
 */
export function lockersService(db: Db, configurations: ConfigurationsService, cpu: CpuWork, changes: LockerChanges) {
  const access = lockerItemAccess(db);
  const additions = lockerAdditions(db, configurations);
  const edits = lockerItemEdits(db, configurations, access);
  const imports = rosterImports(db, cpu, access);
  return {
    /** L1: the locker with this code (holding the code is the right to read it), or undefined. */
    byCode: (code: string) => (isLockerCode(code) ? repo.lockerByCode(db, code) : Promise.resolve(undefined)),

    /**
     * L1: the caller's own locker of a project: the one it opened by its code (`open`), else the
     * one it made (by owner key); null when neither.
     */
    async ownLocker(caller: Caller, projectId: number): Promise<LockerRow | null> {
      const owner = lockerOwnerKey(caller);
      if (!owner) return null;
      return (await repo.heldLocker(db, projectId, owner)) ?? (await repo.lockerOfOwner(db, projectId, owner)) ?? null;
    },

    /**
     * Opens the locker with this code on the caller's device: holding the code is the
     * right to read and change it, so from now on the caller's own locker of its project is this
     * one (`Project.locker`, and adds without a code go to it). A caller without an owner key (a
     * visitor without a key) is answered the locker and holds nothing. Errors: BAD_USER_INPUT
     * `code` (malformed, unknown, or a locker of no project).
     */
    async open(caller: Caller, code: string): Promise<LockerRow> {
      const locker = isLockerCode(code) ? await repo.lockerByCode(db, code) : undefined;
      if (!locker || locker.project_id == null) throw new BadUserInputError('code', 'No locker has this code');
      const holder = lockerOwnerKey(caller);
      // Its own locker needs no hold; any other is held (the latest opened wins).
      if (holder && holder !== locker.owner_key)
        await repo.holdLocker(db, { projectId: locker.project_id, holderKey: holder, lockerId: locker.id });
      else if (holder) await repo.releaseLocker(db, locker.project_id, holder);
      return locker;
    },

    /** L1, D9: every locker of a project, newest first, for whoever may change it; [] otherwise. */
    async projectLockers(caller: Caller, project: ProjectRow): Promise<LockerRow[]> {
      if (!canEditProject(caller, project)) return [];
      return repo.lockersOfProject(db, project.id);
    },

    items: (lockerId: number) => repo.itemsOfLocker(db, lockerId),

    /** The code of the dealer of the locker with this code (its prices are that dealer's), or null. */
    dealerCodeOf: async (code: string): Promise<string | null> =>
      isLockerCode(code) ? ((await repo.dealerCodeOfLocker(db, code)) ?? null) : null,

    add: told(changes, additions.add),
    update: told(changes, edits.update),
    updateDesign: told(changes, edits.updateDesign),
    remove: told(changes, edits.remove),
    importRoster: told(changes, imports.importRoster),
    previewRosterImport: imports.previewRosterImport,
  };
}

export type LockersService = ReturnType<typeof lockersService>;
