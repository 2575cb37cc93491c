/**
 * The one way a dealer's use case changes a store: the projects module's `changeProject` (the
 * project's row lock, the caller's right checked again on the locked row, the project marked
 * changed) around the store's own rule, which is its state: the store row is locked only while
 * its state is one the change allows, so a store that opened, closed or moved on since it was
 * read refuses the change with the use case's own message.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, ProjectRow, StoreRow, StoreStateValue } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { ConflictError } from '../../lib/errors.js';
import { changeProject } from '../projects/index.js';
import type { OwnStore } from './store-deps.js';
import { STORE_STATES } from './store-states.js';
import * as repo from './stores.repository.js';

/**
 * A store's project changes under the store's rule, checked on the store row (`changeStore`):
 * nothing to check on the project row itself, an archived store's settings included.
 */
const storeRuleIsItsState = (): void => undefined;

/**
 * Runs `fn` on store `own` for `caller` in one transaction: the project row locked and the
 * caller's right to change it checked again (NOT_FOUND 'Store'), the store row locked and its
 * state, as it is now, checked to be one of `states` (else CONFLICT `refusal`, or
 * `refusal(store as it is now)`), then `fn(trx, locked, project)`, which answers the store as it
 * leaves it; the project is marked changed. Answers the project and store after the change.
 */
export async function changeStore(
  db: Db,
  caller: Caller,
  own: OwnStore,
  states: readonly StoreStateValue[],
  refusal: string | ((store: StoreRow) => string),
  fn: (trx: Transaction<Database>, locked: StoreRow, project: ProjectRow) => Promise<StoreRow>,
): Promise<OwnStore> {
  let store: StoreRow | undefined;
  const project = await changeProject(db, caller, own.project, storeRuleIsItsState, async (trx, current) => {
    const locked = await repo.lockStoreIn(trx, current.id, STORE_STATES);
    if (!locked || !states.includes(locked.state))
      throw new ConflictError(typeof refusal === 'string' ? refusal : refusal(locked ?? own.store));
    store = await fn(trx, locked, current);
  });
  return { project, store: store! };
}
