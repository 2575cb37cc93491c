/**
 * A buyer's receipt email: the order number, each line with its own picture (the garment with
 * the player's name and number, drawn by the render service through the `pictures` port), the
 * totals and the private link. A receipt (`STORE_ORDER_RECEIPT`): no unsubscribe link, and it
 * reaches an address that unsubscribed. A pay-later order gets it at the checkout, in the
 * checkout's transaction; a card order when it is paid, in the transaction that marks it paid,
 * with a private link of its own (the checkout's token is kept only hashed).
 */
import type { Db, Executor } from '../../db/index.js';
import type { ProjectRow, StoreItemRow, StoreOrderRow, StoreRow } from '../../db/types.js';
import type { StoresDeps } from './store-deps.js';
import { storeFactsOf } from './store-emails.js';
import { storeReceiptMessage, type ReceiptLine, type StoreFacts } from './store-email-messages.js';
import * as repo from './stores.repository.js';

/** A line of an order as its receipt tells it, before its picture. */
export interface ReceiptLineInput {
  itemId: number;
  size: string;
  playerName: string | null;
  playerNumber: string | null;
  totalCents: number;
}

/** A receipt made ready before its transaction: the store's facts and the lines with their pictures. */
export interface PreparedReceipt {
  store: { facts: StoreFacts; dealerId: number } | null;
  lines: ReceiptLine[];
}

export function storeReceipts(db: Db, deps: StoresDeps) {
  return {
    /**
     * The receipt of store `store`'s `lines`: the store's facts and the lines with their
     * pictures' addresses (each picture's render queued when it is not drawn yet). Call it before
     * the transaction that queues the receipt (it reads outside it). `known`: the store's project
     * and items when the caller has read them already.
     */
    async prepare(
      store: StoreRow,
      lines: readonly ReceiptLineInput[],
      known?: { project: ProjectRow; items: readonly StoreItemRow[] },
    ): Promise<PreparedReceipt> {
      const items = known?.items ?? (await repo.itemsOf(db, store.project_id));
      const shown = await Promise.all(
        lines.map(async (l) => {
          const item = items.find((i) => i.id === l.itemId);
          const pictureUrl =
            item && deps.pictures
              ? await deps.pictures.of(item.configuration_id, {
                  playerName: l.playerName,
                  playerNumber: l.playerNumber,
                })
              : null;
          return {
            itemName: item?.name ?? 'Item',
            size: l.size,
            playerName: l.playerName,
            playerNumber: l.playerNumber,
            totalCents: l.totalCents,
            pictureUrl,
          };
        }),
      );
      return { store: await storeFactsOf(deps, store, known?.project), lines: shown };
    },

    /**
     * Queues the receipt of `order` (made ready by {@link prepare}) to its buyer in `trx`,
     * its private link `/store-orders/{token}` hidden in the outbox until sent. Call it last in
     * the transaction (the outbox's lock, when it takes it); {@link StoresDeps.notices} `wake` after.
     */
    async queue(trx: Executor, receipt: PreparedReceipt, order: StoreOrderRow, token: string): Promise<void> {
      const { store: of, lines } = receipt;
      if (!of) return;
      await deps.notices.queue(trx, {
        dealerId: of.dealerId,
        event: 'STORE_ORDER_RECEIPT',
        recipient: order.buyer_email,
        message: (hide) =>
          storeReceiptMessage({
            store: of.facts,
            number: order.number,
            buyerName: order.buyer_name,
            lines,
            subtotalCents: order.subtotal_cents,
            taxCents: order.tax_cents,
            totalCents: order.total_cents,
            paid: order.status === 'PAID',
            dueDate: order.due_date,
            orderUrl: `${deps.publicUrl()}/store-orders/${hide(token)}`,
          }),
      });
    },
  };
}

export type StoreReceipts = ReturnType<typeof storeReceipts>;
