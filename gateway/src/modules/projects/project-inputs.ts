/**
 * The checks of what a project names (D4, D6, D8, P4, P6): its three team colours, its
 * customer, its rep, its default logo, and a logo a caller may make a project's default. Each answers the
 * row id or a BAD_USER_INPUT naming the field. Used by the create and update mutations of every
 * project kind.
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { knownColorIds } from '../catalog/index.js';
import * as repo from './projects.repository.js';

export function projectInputChecks(db: Db) {
  /**
   * A logo id of the dealer (not deleted) or null; BAD_USER_INPUT `logoId` for anything else.
   * Used by both create mutations (D8).
   */
  async function checkLogo(dealerId: number, logoId: string | null | undefined): Promise<number | null> {
    if (!logoId) return null;
    const id = parseId(logoId);
    if (!id || !(await repo.liveLogoIdsOfDealer(db, dealerId, [id])).has(id))
      throw new BadUserInputError('logoId', 'Unknown logo');
    return id;
  }

  return {
    checkLogo,

    /** Exactly three known colour ids; BAD_USER_INPUT on `field` (or `field.i`) otherwise. */
    async checkColors(colorIds: readonly string[], field: string): Promise<number[]> {
      if (colorIds.length !== 3) throw new BadUserInputError(field, 'Choose three team colours');
      const ids = colorIds.map((c, i) => {
        const n = parseId(c);
        if (!n) throw new BadUserInputError(`${field}.${i}`, 'Unknown colour');
        return n;
      });
      if ((await knownColorIds(db, ids)).size !== new Set(ids).size)
        throw new BadUserInputError(field, 'Unknown colour');
      return ids;
    },

    /**
     * A project's rep (D4): `repId` one of the dealer's live reps or the
     * house rep; null clears it. Not given (`undefined`): the customer's rep on create
     * (`customerId` the checked customer row id), else none. BAD_USER_INPUT `repId` ('Unknown
     * rep') for another dealer's, a removed or an unknown rep.
     */
    async checkRep(
      dealerId: number,
      repId: string | null | undefined,
      customerId: number | null = null,
    ): Promise<number | null> {
      if (repId === undefined) return customerId ? repo.repOfCustomer(db, customerId) : null;
      if (repId === null || repId === '') return null;
      const id = parseId(repId);
      if (!id || !(await repo.isUsableRep(db, dealerId, id))) throw new BadUserInputError('repId', 'Unknown rep');
      return id;
    },

    /** A customer id of the dealer or null; BAD_USER_INPUT `customerId` for anything else. */
    async checkCustomer(dealerId: number, customerId: string | null | undefined): Promise<number | null> {
      if (!customerId) return null;
      const id = await repo.customerIdOfDealer(db, dealerId, parseId(customerId));
      if (id === undefined) throw new BadUserInputError('customerId', 'Unknown customer');
      return id;
    },

    /**
     * A logo a caller may make a project's default (security review): the dealer may
     * pick any logo of its library; a passcode session (or visitor) only a logo already on the
     * project (`project_logos` or its current default), so it cannot reach the dealer's other
     * logos. Errors: BAD_USER_INPUT `field` ('Unknown logo') for a logo not allowed, another
     * dealer's or deleted.
     */
    async checkProjectLogo(caller: Caller, project: ProjectRow, logoId: string, field: string): Promise<number | null> {
      const id = await checkLogo(project.dealer_id, logoId).catch(() => {
        throw new BadUserInputError(field, 'Unknown logo');
      });
      if (id == null || caller.kind === 'DEALER' || id === project.default_logo_id) return id;
      if (!(await repo.isProjectLogo(db, project.id, id))) throw new BadUserInputError(field, 'Unknown logo');
      return id;
    },
  };
}

export type ProjectInputChecks = ReturnType<typeof projectInputChecks>;
