/**
 * Adding to a locker (L1): a saved configuration with its roster goes to a locker of a project
 * the caller may read (A5): the locker of a code given, else the caller's own, made on the first
 * add (one per owner and project, addressed by an unguessable code). A locker holds at most
 * {@link MAX_LOCKER_ITEMS} items; a pending quote locks it (L4).
 */
import { customAlphabet } from 'nanoid';
import type { Db, Executor } from '../../db/index.js';
import type { LockerRow, ProjectRow } from '../../db/types.js';
import { lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { BadUserInputError, ForbiddenError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import type { ConfigurationsService } from '../configurations/index.js';
import { projectRefOf, resolveProject, unknownProjectError, type ProjectFields } from '../projects/index.js';
import { isLocked } from '../projects/index.js';
import { isLockerCode } from './locker-code.js';
import { rosterFor } from './locker-roster.js';
import * as repo from './lockers.repository.js';
import type { SizeLineInput } from './roster.js';

/** Most items one locker holds. */
export const MAX_LOCKER_ITEMS = 100;

const newLockerCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 20);

export function lockerAdditions(db: Db, configurations: ConfigurationsService) {
  /**
   * The locker of `projectId` that `ownerKey` opened by its code, else the one it owns, created
   * when missing (unique per owner and project).
   */
  async function lockerOf(trx: Executor, project: ProjectRow, ownerKey: string): Promise<LockerRow> {
    // A locker the caller opened by its code (on this device) is its own.
    const held = await repo.heldLocker(trx, project.id, ownerKey);
    if (held) return held;
    const created = await repo.insertLockerOfOwner(trx, {
      code: newLockerCode(),
      dealer_id: project.dealer_id,
      project_id: project.id,
      project_type: project.type,
      owner_key: ownerKey,
    });
    if (created) return created;
    return repo.existingLockerOfOwner(trx, project.id, ownerKey);
  }

  /** The project an add goes to, when the caller may read it (A5); BAD_USER_INPUT otherwise. */
  async function targetProject(caller: Caller, input: ProjectFields): Promise<ProjectRow> {
    const ref = projectRefOf(input, 'locker');
    const project = await resolveProject(db, caller, ref, 'read');
    if (!project) throw unknownProjectError(ref);
    return project;
  }

  return {
    /**
     * L1: adds a saved configuration with a roster to a locker of the project: `lockerCode`'s,
     * else the caller's own, created on the first add (one per owner and project, even for
     * concurrent first adds: a unique index and an insert that does nothing on conflict).
     * Errors: BAD_USER_INPUT `projectId`, `dealerCode`, `lockerCode`, `configurationShortId`
     * (unknown, or the locker is full: {@link MAX_LOCKER_ITEMS}), `sizeLines.N.*`;
     * FORBIDDEN when the locker or the project is locked.
     */
    async add(
      caller: Caller,
      loaders: Loaders,
      input: {
        projectType: ProjectRow['type'];
        projectId?: string | null;
        dealerCode?: string | null;
        lockerCode?: string | null;
        configurationShortId: string;
        sizeLines: readonly SizeLineInput[];
      },
    ): Promise<LockerRow> {
      const project = await targetProject(caller, input);
      if (isLocked(project)) throw new ForbiddenError('The project is locked');
      const config = await configurations.byShortIdOrError(input.configurationShortId);
      const sizeLines = await rosterFor(loaders, config.style_id, input.sizeLines);
      const owner = lockerOwnerKey(caller) ?? `anon:${newLockerCode()}`;
      return db.transaction().execute(async (trx) => {
        let locker: LockerRow | undefined;
        if (input.lockerCode) {
          locker = isLockerCode(input.lockerCode)
            ? await repo.lockerOfProjectByCode(trx, input.lockerCode, project.id)
            : undefined;
          if (!locker) throw new BadUserInputError('lockerCode', 'Unknown locker');
        } else {
          locker = await lockerOf(trx, project, owner);
        }
        if (locker.locked_quote_id != null) throw new ForbiddenError('The locker is locked: a quote is pending');
        // Conditional insert: never more than MAX_LOCKER_ITEMS items, even under concurrent adds.
        const inserted = await repo.insertLockerItemUnderCap(
          trx,
          { lockerId: locker.id, configurationId: config.id, sizeLines },
          MAX_LOCKER_ITEMS,
        );
        if (!inserted)
          throw new BadUserInputError('configurationShortId', `A locker holds at most ${MAX_LOCKER_ITEMS} items`);
        return repo.touchLockerRow(trx, locker.id);
      });
    },
  };
}
