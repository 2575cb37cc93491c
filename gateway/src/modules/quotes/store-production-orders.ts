/**
 * A team store's production order, as the orders module makes, holds, sends and describes it:
 * the store's round's garments (made by the stores module, store-production.ts) become one
 * order with production lines as a quote's order has (order-lines.ts: the SKU, colours and
 * decorations), each size with its players' names and numbers and the team's pieces. It is held
 * (`sent_at` null, never delivered to the webhook) until the dealer sends it; then it is
 * delivered as any order (`order.created`, payload version 3 with the store's facts).
 *
 * The store's facts (its name, round, close) come through {@link StoreFactsPort}, given by the
 * composition root: this module never reads the stores' tables.
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/index.js';
import type {
  OrderLine,
  OrderRow,
  QuoteItemSnapshot,
  StoreFacts,
  StoreOrderInput,
  StoreOrderItem,
} from '../../db/types.js';
import { ConflictError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { getGraphic } from '../graphics/index.js';
import { orderLinesOf } from './order-lines.js';
import * as repo from './orders.repository.js';
import { existingDealerById } from '../dealers/index.js';

/** The stores module's answers about a store (injected, late-bound: stores are made after orders). */
export interface StoreFactsPort {
  /** Store `storeId` (project id)'s facts for round `round`, read in `exec`; null when it is gone. */
  factsOf(exec: Executor, storeId: number, round: number): Promise<StoreFacts | null>;
}

export interface StoreProductionOrdersDeps {
  /** Loaders reading through `exec` (the caller's transaction). */
  createLoaders: (exec: Executor) => Loaders;
  enqueueSync: (trx: Executor, orderId: number) => Promise<void>;
  now: () => Date;
}

export type { StoreFacts } from '../../db/types.js';

/** The production lines of a store's round: one per item, one size line per size, totals in cents. */
export async function storeOrderLines(loaders: Loaders, items: readonly StoreOrderItem[]): Promise<OrderLine[]> {
  const lines: OrderLine[] = [];
  for (const item of items) {
    const sizes = item.sizes.filter((s) => s.buyerPieces + s.teamPieces > 0);
    if (!sizes.length) continue;
    const config = await loaders.configuration.load(item.configurationId);
    const quantity = sizes.reduce((n, s) => n + s.buyerPieces + s.teamPieces, 0);
    // The quote item shape order-lines.ts resolves (its SKU, colours and decorations).
    const snapshot: QuoteItemSnapshot = {
      configurationId: item.configurationId,
      configurationShortId: config?.short_id ?? '',
      styleId: item.styleId,
      productName: item.productName,
      sizeLines: sizes.map((s) => ({
        size: s.size,
        quantity: s.buyerPieces + s.teamPieces,
        playerName: null,
        playerNumber: null,
        unitPriceCents: item.unitPriceCents,
      })),
      quantity,
      lineTotalCents: quantity * item.unitPriceCents,
    };
    const [line] = await orderLinesOf([snapshot], {
      configuration: (id) => loaders.configuration.load(id),
      color: (id) => loaders.color.load(id),
      design: (id) => loaders.design.load(id),
      variantColorId: async (id) => (await loaders.variant.load(id))?.color_id ?? null,
      logoName: async (id) => (await loaders.logo.load(id))?.name ?? null,
      graphicName: (key) => getGraphic(key)?.name ?? null,
      proofVersion: () => item.proofVersion,
    });
    lines.push({
      ...line!,
      sizeLines: line!.sizeLines.map((l, k) => ({
        ...l,
        players: sizes[k]!.players,
        teamPieces: sizes[k]!.teamPieces,
      })),
    });
  }
  return lines;
}

export function storeProductionOrders(deps: StoreProductionOrdersDeps) {
  return {
    /**
     * Makes round `input.round`'s production order of store `input.storeId`, held, in `exec`
     * (the close's transaction); nothing when the round has one already. Answers the order
     * made, or undefined when there was one. Total: each garment at its dealer price, cents.
     */
    async createForStore(exec: Executor, input: StoreOrderInput): Promise<OrderRow | undefined> {
      if (await repo.storeOrderOf(exec, input.storeId, input.round)) return undefined;
      const lines = await storeOrderLines(deps.createLoaders(exec), input.items);
      return repo.insertStoreOrder(exec, {
        dealerId: input.dealerId,
        storeId: input.storeId,
        round: input.round,
        idempotencyKey: randomUUID(),
        totalCents: lines.reduce((n, l) => n + l.lineTotalCents, 0),
        approvalWaived: lines.some((l) => l.proofVersion == null),
        lines,
      });
    },

    /** Deletes round `round`'s production order of store `storeId` while held; true when one was. */
    discardStoreOrder: (exec: Executor, storeId: number, round: number): Promise<boolean> =>
      repo.deleteHeldStoreOrder(exec, storeId, round),

    /**
     * Sends round `round`'s held production order of store `storeId` in `trx`: `sent_at` set
     * and its delivery queued (when the dealer has a webhook; else it goes when one is set).
     * Errors: CONFLICT when the round has no order yet or it was sent already.
     */
    async sendStoreOrder(trx: Executor, storeId: number, round: number): Promise<OrderRow> {
      const held = await repo.storeOrderOf(trx, storeId, round);
      if (!held) throw new ConflictError('This round has no production order yet: it is made when the store closes');
      const dealer = await existingDealerById(trx, held.dealer_id);
      const sent = await repo.sendHeldStoreOrder(trx, storeId, round, deps.now(), Boolean(dealer.order_webhook_url));
      if (!sent) throw new ConflictError('This production order was sent already');
      if (dealer.order_webhook_url) await deps.enqueueSync(trx, sent.id);
      return sent;
    },

    /** The production orders of store `storeId` (its project id), by round. */
    storeOrders: (exec: Executor, storeId: number): Promise<OrderRow[]> => repo.storeOrdersOf(exec, storeId),
  };
}
