/**
 * A store's close: at its hard close the store job (or the dealer's "close now") closes the
 * store's round once, decides its minimums once, and makes its production order.
 *
 * 1. The close, in one transaction on the store's locked row: an OPEN store whose hard close
 *    passed moves to CLOSED (the one conditional UPDATE of store-states.ts) and its round's row
 *    is upserted with `closed_at` (primary key (store, round)): however many gateways and runs,
 *    one close. With the EXTEND outcome and a minimum not reached, the round's first close moves
 *    the hard close by `extend_days` days instead (`store_rounds.extended_at`, once per round)
 *    and emails the buyers; the next close applies PRODUCE.
 * 2. The decision: each minimum's pieces ordered (lines still sold of orders PAID or UNPAID of
 *    the round) and what happens to it (store-minimums.ts `decisionOf`). REFUND settles its
 *    lines first (a paid line refunded through the payment port, once per line; an unpaid one
 *    cancelled) and emails each buyer why. Then one transaction claims the round's decision
 *    (`decided_at` where null) and makes the production order (the `production` port) in it:
 *    of two runs, one claims and makes it, the other changes nothing. A run that failed between
 *    the refunds and the claim is retried by the job, and the refunds are not made twice.
 */
import type { Db } from '../../db/index.js';
import { ConflictError } from '../../lib/errors.js';
import type { StoreRow } from '../../db/types.js';
import type { StoreDealerLines } from './store-dealer-lines.js';
import { lineTotalCents } from './store-dealer-lines.js';
import type { StoresDeps } from './store-deps.js';
import type { StoreEmails } from './store-emails.js';
import type { StoreJobs } from './store-jobs.js';
import { decisionOf, progressOf, type StoreRoundDecision } from './store-minimums.js';
import { moveWhenDue } from './store-states.js';
import * as rounds from './store-rounds.repository.js';
import * as repo from './stores.repository.js';

const DAY_MS = 86_400_000;

/** What a close run did: closed the round, extended it, or nothing (not due, or done by another run). */
export type CloseRun = 'CLOSED' | 'EXTENDED' | null;

export function storeClose(
  db: Db,
  deps: StoresDeps,
  jobs: StoreJobs,
  emails: StoreEmails,
  dealerLines: Pick<StoreDealerLines, 'settleForMinimum'>,
) {
  /**
   * Closes store `storeId` when it is OPEN and its hard close is at or before now, or extends it
   * (EXTEND, a minimum not reached, not extended yet this round). Emails the extension.
   */
  async function closeWhenDue(storeId: number): Promise<CloseRun> {
    const now = deps.now();
    let shortOnes: { name: string; pieces: number; ordered: number }[] = [];
    const done = await db.transaction().execute(async (trx): Promise<CloseRun> => {
      const store = await repo.lockStoreIn(trx, storeId, ['OPEN']);
      if (!store?.hard_close_at || store.hard_close_at > now) return null;
      if (store.minimum_outcome === 'EXTEND') {
        const round = await rounds.roundOf(trx, storeId, store.round);
        const short = (await progressOf(trx, store)).filter((p) => p.ordered < p.minimum.pieces);
        if (!round?.extended_at && short.length) {
          const days = store.extend_days * DAY_MS;
          const hard = new Date(store.hard_close_at.getTime() + days);
          // The advertised close moves with it: the buyers are told the new close.
          const advertised = store.advertised_close_at ? new Date(store.advertised_close_at.getTime() + days) : null;
          const extended = await rounds.extendRound(trx, storeId, store.round, store.opens_at, hard, now);
          if (extended) {
            const moved = await repo.updateStoreSettings(
              trx,
              storeId,
              { hard_close_at: hard, advertised_close_at: advertised },
              ['OPEN'],
            );
            await jobs.clock(trx, storeId, 'close', moved!.hard_close_at!);
            shortOnes = short.map((p) => ({ name: p.minimum.name, pieces: p.minimum.pieces, ordered: p.ordered }));
            return 'EXTENDED';
          }
        }
      }
      const moved = await moveWhenDue(trx, storeId, 'close', now);
      if (!moved) return null;
      await rounds.closeRound(trx, storeId, moved.round, moved.opens_at, moved.hard_close_at, now);
      return 'CLOSED';
    });
    if (done === 'EXTENDED') await emails.extended(storeId, shortOnes);
    return done;
  }

  /** Refunds (or cancels) the lines still sold of each REFUND minimum; emails each buyer why. */
  async function settleRefunds(store: StoreRow, decision: StoreRoundDecision): Promise<void> {
    const refunded = decision.filter((d) => d.outcome === 'REFUND');
    if (!refunded.length) return;
    const items = await repo.itemsOf(db, store.project_id);
    const buyers = new Map<
      string,
      {
        email: string;
        name: string;
        minimums: { name: string; pieces: number; ordered: number }[];
        lines: { words: string; cents: number }[];
      }
    >();
    for (const m of refunded) {
      for (const { order, line } of await rounds.liveLines(db, store.project_id, store.round, m.itemIds)) {
        try {
          await dealerLines.settleForMinimum(order, line);
        } catch (err) {
          // Settled by another run at once (its buyer emailed by that run), or refused by the
          // payment: the others go on; the line stays as it is for the dealer to settle.
          if (!(err instanceof ConflictError)) throw err;
          continue;
        }
        const key = order.buyer_email.toLowerCase();
        const buyer = buyers.get(key) ?? { email: order.buyer_email, name: order.buyer_name, minimums: [], lines: [] };
        if (!buyer.minimums.some((x) => x.name === m.name))
          buyer.minimums.push({ name: m.name, pieces: m.pieces, ordered: m.ordered });
        const item = items.find((i) => i.id === line.item_id);
        const words = `${item?.name ?? 'Item'}, size ${line.size}${line.player_name ? `, ${line.player_name}` : ''}${
          line.player_number ? ` #${line.player_number}` : ''
        }`;
        // An unpaid line is cancelled: nothing was taken, nothing is given back.
        buyer.lines.push({ words, cents: order.status === 'PAID' ? lineTotalCents(line) : 0 });
        buyers.set(key, buyer);
      }
    }
    await emails.minimumRefunded(store.project_id, [...buyers.values()]);
  }

  /**
   * Decides the minimums of store `storeId`'s closed round once and makes its production order;
   * true when this run decided it.
   */
  async function decide(storeId: number): Promise<boolean> {
    const store = await repo.storeOf(db, storeId);
    if (store?.state !== 'CLOSED') return false;
    const round = await rounds.roundOf(db, storeId, store.round);
    if (!round?.closed_at || round.decided_at) return false;
    // An extended round closes as PRODUCE: its one extension is spent.
    const outcome = store.minimum_outcome === 'EXTEND' ? 'PRODUCE' : store.minimum_outcome;
    const decision = await decisionOf(db, store, outcome);
    await settleRefunds(store, decision);
    return db.transaction().execute(async (trx) => {
      const claimed = await rounds.claimDecision(trx, storeId, store.round, decision, deps.now());
      if (!claimed) return false;
      await deps.production.make(trx, storeId, store.round);
      return true;
    });
  }

  return {
    /**
     * The close's work for store `storeId` (its project id), as the job and "close now" run it:
     * closes (or extends) it when due, then decides a closed round not decided yet and makes its
     * production order, and emails the close to its buyers. Answers what it did (`emailed`: the
     * emails queued); a second run (or another gateway's) does nothing.
     */
    async runClose(storeId: number): Promise<{ closed: CloseRun; decided: boolean; emailed: number }> {
      const closed = await closeWhenDue(storeId);
      const decided = await decide(storeId);
      // The close's email to each buyer not emailed it yet (a run twice emails each once).
      const sent = await emails.closed(storeId);
      return { closed, decided, emailed: sent.queued };
    },
  };
}

export type StoreClose = ReturnType<typeof storeClose>;
