/**
 * Reps of a dealer (D4): create, update and remove, scoped to the caller's dealer (A6).
 *
 * Removal rule: a rep is soft-deleted (`deleted_at`), so projects and orders that named it keep
 * their history. A rep still assigned to any of the dealer's customers (archived ones included,
 * since unarchiving would bring the dangling rep back) cannot be removed: CONFLICT
 * 'This rep is assigned to N customers', so the dealer reassigns those customers first.
 */
import type { Db } from '../../db/index.js';
import type { RepRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { normaliseEmail, normalisePhone } from '../settings/index.js';
import * as repo from './reps.repository.js';

export interface RepInput {
  id?: string | null;
  name: string;
  email?: string | null;
  phone?: string | null;
}

/** Validated column values of a rep input. Throws BAD_USER_INPUT `name`, `email` or `phone`. */
export function repValues(input: RepInput): { name: string; email: string | null; phone: string | null } {
  const name = input.name.trim();
  if (!name) throw new BadUserInputError('name', 'Name is required');
  if (name.length > 120) throw new BadUserInputError('name', 'Use at most 120 characters');
  return { name, email: normaliseEmail(input.email), phone: normalisePhone(input.phone) };
}

/** 'This rep is assigned to 1 customer' / '... to 3 customers'. */
export function repInUseMessage(count: number): string {
  return `This rep is assigned to ${count} customer${count === 1 ? '' : 's'}`;
}

export function repsService(db: Db) {
  /** One of the dealer's live reps, or NOT_FOUND (A6; the shared house rep is not editable). */
  async function ownRep(dealerId: number, id: string): Promise<RepRow> {
    const n = parseId(id);
    const row = n ? await repo.liveRepOfDealer(db, dealerId, n) : undefined;
    if (!row) throw new NotFoundError('Rep');
    return row;
  }

  return {
    ownRep,

    /** D4: creates (no id) or updates a rep. */
    async save(dealerId: number, input: RepInput): Promise<RepRow> {
      const values = repValues(input);
      if (input.id) {
        const rep = await ownRep(dealerId, input.id);
        return repo.updateRep(db, rep.id, values);
      }
      return repo.insertRep(db, dealerId, values);
    },

    /** D4: removes a rep (soft delete); CONFLICT while customers reference it (see above). */
    async remove(dealerId: number, id: string): Promise<boolean> {
      const rep = await ownRep(dealerId, id);
      const n = await repo.customersOfRep(db, dealerId, rep.id);
      if (n > 0) throw new ConflictError(repInUseMessage(n));
      await repo.softDeleteRep(db, rep.id);
      return true;
    },
  };
}

export type RepsService = ReturnType<typeof repsService>;
