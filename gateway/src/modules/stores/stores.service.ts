/**
 * Team stores: a project kind (STORE) a dealer opens for a customer, and the buyer's side.
 * Composed of its use cases: making a store and its items (store-creation.ts), its settings and
 * state moves with their jobs (store-schedule.ts, store-states.ts, store-jobs.ts), the buyer's
 * store and its passcode (store-buyer.ts), the checkout (store-cart.ts, store-checkout.ts) and
 * the order after it: the private link, payments, pay later (store-orders.ts), the dealer's
 * cancelled and refunded lines (store-dealer-lines.ts), the sales figures (store-sales.ts) and
 * the closing documents: packing list, bag labels, payout statement (store-documents.ts).
 * Its tables are written by its repository only (stores.repository.ts, store-lines.repository.ts);
 * other modules reach it through this service.
 */
import type { Db, Executor } from '../../db/index.js';
import type { ProjectRow, StoreBundleRow, StoreItemRow, StoreRoundRow, StoreRow } from '../../db/types.js';
import { storeBuyer } from './store-buyer.js';
import { storeCheckout } from './store-checkout.js';
import { storeClose } from './store-close.js';
import { storeCreation } from './store-creation.js';
import { storeDealerLines } from './store-dealer-lines.js';
import { storeDocuments } from './store-documents.js';
import type { StoresDeps } from './store-deps.js';
import { storeContacts } from './store-contacts.js';
import { CLOSING_REMINDERS, storeEmails } from './store-emails.js';
import { storeJobs, type StoreClockMove } from './store-jobs.js';
import { storeMinimums } from './store-minimums.js';
import { storeRounds } from './store-rounds.js';
import { storeReceipts } from './store-receipts.js';
import { storeOrders } from './store-orders.js';
import { storeSales } from './store-sales.js';
import { storeFactsOf, storeProduction } from './store-production.js';
import { storeSchedule } from './store-schedule.js';
import { moveWhenDue } from './store-states.js';
import * as rounds from './store-rounds.repository.js';
import * as repo from './stores.repository.js';

export type { StoresDeps } from './store-deps.js';
export type { PaymentPort, PaymentStart, PaymentStarted } from './store-payments.js';
export type { BuyerStoreView } from './store-buyer.js';
export type { OrderLinkView } from './store-orders.js';
export type { StoreSales } from './store-sales.js';
export type { PackingList, PayoutStatement, StoreDocumentKind } from './store-documents.js';
export type { ContactsImported } from './store-contacts.js';
export type { StoreRoundDecision, StoreMinimumDecision, MinimumProgress } from './store-minimums.js';
export type { ProductionOrders } from './store-production.js';

export function storesService(db: Db, deps: StoresDeps) {
  const jobs = storeJobs(deps.jobs);
  const buyer = storeBuyer(db, deps);
  const receipts = storeReceipts(db, deps);
  const dealerLines = storeDealerLines(db, deps);
  const orders = { ...storeOrders(db, deps, receipts), ...dealerLines };
  const emails = storeEmails(db, deps);
  const close = storeClose(db, deps, jobs, emails, dealerLines);
  return {
    ...storeCreation(db, deps),
    ...storeSchedule(db, deps, jobs),
    ...storeCheckout(db, deps, buyer, jobs, receipts),
    ...storeSales(db, deps),
    ...storeProduction(db, deps),
    ...storeContacts(db, deps, emails),
    ...storeMinimums(db, deps),
    ...storeRounds(db, deps, jobs, close),
    runClose: close.runClose,
    buyer,
    orders,
    emails,
    /** A closed round's production order (made by the close, in its transaction). */
    production: deps.production,
    /** What an order says of a store's round (the orders module's port), read in `exec`. */
    productionFacts: storeFactsOf,
    documents: storeDocuments(db, deps),

    /** The store row of a STORE project (undefined for a project made before its row). */
    storeOf: (projectId: number): Promise<StoreRow | undefined> => repo.storeOf(db, projectId),
    /** Store rows of many projects, by project id. */
    async storesOf(projectIds: readonly number[]): Promise<Map<number, StoreRow>> {
      return new Map((await repo.storesOf(db, projectIds)).map((s) => [s.project_id, s]));
    },
    /**
     * Round `round` of store `storeId` (its project id) read in `exec` (the production order's
     * transaction): its dates and, once decided, its decision (`minimums`, `StoreRoundDecision`:
     * each minimum's pieces ordered, outcome and the team's pieces per item and size); undefined
     * before its first close.
     */
    roundOf: (exec: Executor, storeId: number, round: number): Promise<StoreRoundRow | undefined> =>
      rounds.roundOf(exec, storeId, round),
    items: (storeId: number): Promise<StoreItemRow[]> => repo.itemsOf(db, storeId),
    itemsByIds: (ids: readonly number[]): Promise<StoreItemRow[]> => repo.itemsByIds(db, ids),
    bundles: (storeId: number): Promise<StoreBundleRow[]> => repo.bundlesOf(db, storeId),

    /**
     * The store job's work: opens (`open`) or closes (`close`, store-close.ts: the round closed
     * once, its minimums decided and its production order made) store `storeId` when that is
     * due now, then emails the opening to its contacts (or the close to its buyers) not emailed it
     * yet; or sends the reminder before the advertised close (`closes-in-N-days`) when due. True
     * when it moved or emailed. Nothing when its time moved later or another run did it: a run
     * twice emails each address once.
     */
    async runClock(storeId: number, move: StoreClockMove): Promise<boolean> {
      const reminder = CLOSING_REMINDERS.find((r) => r.move === move);
      if (reminder) return (await emails.closingReminder(storeId, reminder.days)).queued > 0;
      if (move === 'open') {
        const moved = (await moveWhenDue(db, storeId, 'open', deps.now())) !== undefined;
        return moved || (await emails.opened(storeId)).queued > 0;
      }
      // The close (store-close.ts): once, its minimums decided and its production order made.
      const run = await close.runClose(storeId);
      return run.closed !== null || run.decided || run.emailed > 0;
    },

    /**
     * A copy of a store for a duplicate project (`copy`, in `trx`, the duplicate's transaction):
     * a DRAFT with the source's settings and items, no dates, no passcode, no orders.
     */
    copy: (trx: Parameters<typeof repo.copyStore>[0], source: ProjectRow, copy: ProjectRow) =>
      repo.copyStore(trx, source.id, copy.id, deps.now()),
  };
}

export type StoresService = ReturnType<typeof storesService>;
