/**
 * The buyer's store, by its link (the dealer's code and the store's public id): a store a buyer
 * may see (scheduled, open, closed, processing, complete; not a draft, a cancelled or an
 * archived one), its passcode (the store's own, checked as a dealer's project passcode is, its
 * failed tries counted by the same guard), and the check of a personalisation as the buyer types
 * (the item's rules, and a unique number another order holds).
 */
import { checkPersonalisation, normaliseNumber, numberTakenProblem, type PersonalisationProblem } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { StoreItemRow, StoreStateValue } from '../../db/types.js';
import { NotFoundError, UnauthenticatedError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { DEALER_CODE, INVALID_PASSCODE } from '../dealers/index.js';
import { isProjectPublicId } from '../projects/index.js';
import type { StoresDeps } from './store-deps.js';
import { accessKeyOf, opensStore } from './store-tokens.js';
import * as repo from './stores.repository.js';
import * as numbers from './store-numbers.repository.js';

/** The states a buyer sees a store in. */
const SEEN: readonly StoreStateValue[] = ['SCHEDULED', 'OPEN', 'CLOSED', 'PROCESSING', 'COMPLETE'];

/** A scrypt hash nothing matches: an unknown store costs a try as much time as a known one. */
const DUMMY_PASSCODE_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** What a buyer sees: the store, and whether its passcode still stands between them. */
export interface BuyerStoreView extends repo.StoreRecord {
  passcodeRequired: boolean;
}

export function storeBuyer(db: Db, deps: StoresDeps) {
  /** The store of a link a buyer may see; undefined otherwise. */
  async function seen(dealerCode: string, id: string): Promise<repo.StoreRecord | undefined> {
    if (!DEALER_CODE.test(dealerCode) || !isProjectPublicId(id)) return undefined;
    const record = await repo.storeByLink(db, dealerCode, id);
    if (!record || record.project.deleted_at || !SEEN.includes(record.store.state)) return undefined;
    return record;
  }

  /** The store by its link as the buyer sees it (passcode or not); null when not seen. */
  async function read(
    dealerCode: string,
    id: string,
    access: string | null | undefined,
  ): Promise<BuyerStoreView | null> {
    const record = await seen(dealerCode, id);
    if (!record) return null;
    const { passcode_hash: hash } = record.store;
    return { ...record, passcodeRequired: hash != null && !opensStore(access, record.project.public_id, hash) };
  }

  /**
   * The store a buyer's operation names, its passcode opened: NOT_FOUND ('Store') for a link
   * not seen and for a store whose passcode the `access` does not open (the same answer).
   */
  async function opened(dealerCode: string, id: string, access: string | null | undefined) {
    const view = await read(dealerCode, id, access);
    if (!view || view.passcodeRequired) throw new NotFoundError('Store');
    return view;
  }

  /** An item of the store by its API id; NOT_FOUND ('Store item') otherwise. */
  async function itemOf(storeId: number, itemId: string): Promise<StoreItemRow> {
    const id = parseId(itemId);
    const item = id ? (await repo.itemsByIds(db, [id]))[0] : undefined;
    if (!item || item.store_id !== storeId) throw new NotFoundError('Store item');
    return item;
  }

  return {
    read,
    opened,
    itemOf,

    /**
     * The access key of a store's passcode. Every try is counted per address (and per address on
     * this store) before its hash is computed; failures answer alike: UNAUTHENTICATED 'Invalid
     * passcode or project' for a wrong passcode, a store without one and an unknown store.
     */
    async enter(dealerCode: string, id: string, passcode: string, ip: string): Promise<string> {
      const attempt = await deps.passcodeGuard.begin(ip, dealerCode, id);
      const record = await seen(dealerCode, id);
      const stored = record?.store.passcode_hash ?? DUMMY_PASSCODE_HASH;
      const ok = await attempt.verify(passcode, stored);
      if (!ok || !record?.store.passcode_hash) throw new UnauthenticatedError(INVALID_PASSCODE);
      return accessKeyOf(record.project.public_id, record.store.passcode_hash);
    },

    /**
     * The problems of a name and number for an item of the store: its rules, and TAKEN for a
     * unique number another order holds among the items of its scope.
     */
    async check(
      dealerCode: string,
      id: string,
      access: string | null | undefined,
      itemId: string,
      input: { playerName?: string | null; playerNumber?: string | null },
    ): Promise<PersonalisationProblem[]> {
      const view = await opened(dealerCode, id, access);
      const item = await itemOf(view.project.id, itemId);
      const problems = checkPersonalisation(item.rules, input);
      const number = normaliseNumber(input.playerNumber);
      if (problems.length || !number || !item.rules.numberUnique) return problems;
      const taken = await numbers.takenNumbers(db, view.project.id, item.rules.numberScope, [number]);
      return taken.has(number) ? [numberTakenProblem(number)] : [];
    },
  };
}

export type StoreBuyer = ReturnType<typeof storeBuyer>;
