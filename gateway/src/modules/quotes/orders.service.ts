/**
 * Orders (D10): a quote converted by the dealer becomes an order (quotes.service.ts `convert`),
 * pushed to the dealer's order webhook by the `order-sync` pg-boss job, enqueued in the
 * transaction that makes or releases it and retried with exponential back-off. The dealer lists
 * orders, sets the webhook and retries a failed delivery; the CSV export is orders-csv.ts.
 *
 * Every dealer read and write is scoped to the caller's dealer: another dealer's id answers
 * NOT_FOUND (A6).
 */
import type { OrderSyncStatus } from '@tas/rules';
import type PgBoss from 'pg-boss';
import type { Db, Executor } from '../../db/index.js';
import { executorSql } from '../../db/index.js';
import type { DealerRow, OrderRow, QuoteRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';
import { QUEUES, type Jobs } from '../../plugins/jobs.js';
import { deliverOrder, newWebhookSecret, normaliseWebhookUrl } from './order-webhook.js';
import { deliveryKeyOf, orderEventOf, orderPayload } from './order-payload.js';
import { ordersCsv } from './orders-csv.js';
import { checkWebhookTarget, resolveWebhookTarget } from './webhook-target.js';
import { parseId } from '../../lib/row-id.js';
import * as repo from './orders.repository.js';
import { existingQuoteById } from './quotes.repository.js';
import { existingDealerById, setOrderWebhook } from '../dealers/index.js';
import { parseIsoDate } from '@tas/rules';
import type { Loaders } from '../../loaders.js';
import { storeProductionOrders, type StoreFacts, type StoreFactsPort } from './store-production-orders.js';

/** The production steps in order: an order only moves forward. */
const PRODUCTION_STEPS: OrderRow['production_status'][] = ['NEW', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'];
/** Longest ship-to address kept, characters. */
const MAX_SHIP_TO_LENGTH = 500;

/** What the dealer sends to record an order's details (OrderDetailsInput). */
export interface OrderDetailsInput {
  shipTo?: string | null;
  neededBy?: string | null;
  paymentStatus?: OrderRow['payment_status'] | null;
  depositStatus?: OrderRow['deposit_status'] | null;
  productionStatus?: OrderRow['production_status'] | null;
}

/** The schema's OrderSyncStatus (generated into @tas/rules). */
export type OrderSyncStatusValue = OrderSyncStatus;

export interface OrderSyncOptions {
  /** Retries after the first failed delivery (pg-boss retryLimit). */
  retryLimit: number;
  /** First retry delay in seconds, doubled each retry (pg-boss retryDelay + retryBackoff). */
  retryDelaySeconds: number;
  /** Time limit of one delivery, ms. */
  timeoutMs: number;
  /** Allow webhook URLs on non-public addresses (ORDER_WEBHOOK_ALLOW_PRIVATE; tests only). */
  allowPrivate: boolean;
}

export interface OrderSyncJobData {
  orderId: number;
}

export interface OrdersDeps {
  jobs: Jobs | null;
  sync: OrderSyncOptions;
  /** Loaders reading through an executor (a store's production order is made in the close's transaction). */
  createLoaders?: (exec: Executor) => Loaders;
  /** The stores module's facts of a store (late-bound: it is made after this service); null: none. */
  stores?: () => StoreFactsPort | null;
  now?: () => Date;
}

export function ordersService(db: Db, deps: OrdersDeps) {
  const stores = () => deps.stores?.() ?? null;
  async function ownOrder(dealerId: number, id: string): Promise<OrderRow> {
    const row = await repo.orderOfDealer(db, dealerId, parseId(id));
    if (!row) throw new NotFoundError('Order');
    return row;
  }

  /** Queues one delivery of an order in `trx` (with the configured retries and back-off). */
  async function enqueueSync(trx: Executor, orderId: number): Promise<void> {
    if (!deps.jobs) return;
    await deps.jobs.boss.send(QUEUES.orderSync, { orderId } satisfies OrderSyncJobData, {
      db: executorSql(trx),
      retryLimit: deps.sync.retryLimit,
      retryDelay: deps.sync.retryDelaySeconds,
      retryBackoff: true,
    } as PgBoss.SendOptions);
  }

  const production = storeProductionOrders({
    createLoaders: (exec) => {
      if (!deps.createLoaders) throw new Error('The orders service was made without loaders');
      return deps.createLoaders(exec);
    },
    enqueueSync,
    now: deps.now ?? (() => new Date()),
  });

  return {
    ownOrder,
    orderPayload: (order: OrderRow) => orderPayload(db, order, stores()),
    enqueueSync,
    ...production,

    /** The store an order was made from (its round's facts); null for a quote's order. */
    async storeOf(order: OrderRow): Promise<StoreFacts | null> {
      if (order.store_id == null || order.store_round == null) return null;
      return (await stores()?.factsOf(db, order.store_id, order.store_round)) ?? null;
    },

    /**
     * Records dealer `dealerId`'s order `id`'s ship-to, needed-by date, payment,
     * deposit and production status (absent fields unchanged); a change makes a new revision,
     * which the order webhook is sent (`order.updated` once the order was delivered). Errors as
     * `updateOrder`.
     */
    async updateDetails(dealerId: number, id: string, input: OrderDetailsInput): Promise<OrderRow> {
      const order = await ownOrder(dealerId, id);
      const details: repo.OrderDetails = {};
      if (input.shipTo !== undefined) {
        const shipTo = input.shipTo?.trim() ?? '';
        if (shipTo.length > MAX_SHIP_TO_LENGTH)
          throw new BadUserInputError('shipTo', `The address is too long (at most ${MAX_SHIP_TO_LENGTH} characters)`);
        details.ship_to = shipTo || null;
      }
      if (input.neededBy !== undefined) {
        const day = input.neededBy?.trim() ?? '';
        if (day && !parseIsoDate(day)) throw new BadUserInputError('neededBy', 'Give the date as YYYY-MM-DD');
        details.needed_by = day || null;
      }
      if (input.paymentStatus) details.payment_status = input.paymentStatus;
      if (input.depositStatus) details.deposit_status = input.depositStatus;
      if (input.productionStatus) {
        if (PRODUCTION_STEPS.indexOf(input.productionStatus) < PRODUCTION_STEPS.indexOf(order.production_status))
          throw new BadUserInputError(
            'productionStatus',
            `The order is ${order.production_status.replace('_', ' ').toLowerCase()}: its production status only moves forward`,
          );
        details.production_status = input.productionStatus;
      }
      return db.transaction().execute(async (trx) => {
        // A change that changes nothing (the same values sent again) is no new revision.
        const changed = await repo.recordOrderChange(trx, order.id, details);
        if (!changed) return order;
        // The order system hears of it: a delivered order is sent again (order.updated); one
        // not delivered yet goes out as it is now when its delivery comes.
        const dealer = await existingDealerById(trx, dealerId);
        const resend = await repo.pendChangedOrder(trx, order.id, Boolean(dealer.order_webhook_url));
        if (resend) await enqueueSync(trx, order.id);
        return (await repo.orderById(trx, order.id)) ?? changed;
      });
    },

    /** D10: the quote an order was made from. */
    quoteOf: async (order: OrderRow): Promise<QuoteRow | null> =>
      order.quote_id == null ? null : existingQuoteById(db, order.quote_id),

    /** D10: the caller's orders, newest first, keyset paging by id. */
    async list(
      dealerId: number,
      args: { syncStatus?: OrderSyncStatusValue | null; first?: number | null; after?: string | null },
    ) {
      const size = pageSize(args.first);
      const filter = { dealerId, syncStatus: args.syncStatus ?? null };
      const total = await repo.orderCount(db, filter);
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      const rows = await repo.orderPage(db, filter, afterId, size + 1);
      return {
        ...connectionOf(rows, size, (o) => o.id),
        totalCount: total,
      };
    },

    /**
     * D10: sets or clears (null/empty) the webhook URL. Creates the signing secret the first
     * time a URL is set or when `rotateSecret`; returns it once. A URL set where there was none
     * queues the orders never delivered. Errors: BAD_USER_INPUT `url` (not http/https, or a
     * host that is or resolves to a non-public address, or does not resolve: webhook-target.ts).
     */
    async setWebhook(
      dealerId: number,
      url: string | null | undefined,
      rotateSecret: boolean,
    ): Promise<{ dealer: DealerRow; secret: string | null }> {
      const current = await existingDealerById(db, dealerId);
      let nextUrl: string | null = null;
      if (url != null && url.trim() !== '') {
        nextUrl = normaliseWebhookUrl(url);
        if (!nextUrl) throw new BadUserInputError('url', 'Enter an http or https URL');
        const target = await checkWebhookTarget(nextUrl, { allowPrivate: deps.sync.allowPrivate });
        if (!target.ok) throw new BadUserInputError('url', target.reason);
      }
      const secret = (nextUrl && !current.order_webhook_secret) || rotateSecret ? newWebhookSecret() : null;
      return db.transaction().execute(async (trx) => {
        const dealer = await setOrderWebhook(trx, dealerId, nextUrl, secret);
        if (nextUrl && !current.order_webhook_url) {
          for (const orderId of await repo.pendUndeliveredOrders(trx, dealerId)) await enqueueSync(trx, orderId);
        }
        return { dealer, secret };
      });
    },

    /** D10: queues a FAILED order again. CONFLICT when it is not FAILED or no URL is set. */
    async retrySync(dealerId: number, id: string): Promise<OrderRow> {
      const order = await ownOrder(dealerId, id);
      if (order.sync_status !== 'FAILED') throw new ConflictError('Only a failed order can be synced again');
      const dealer = await existingDealerById(db, dealerId);
      if (!dealer.order_webhook_url) throw new ConflictError('Set an order webhook URL first');
      return db.transaction().execute(async (trx) => {
        const row = await repo.retryFailedOrder(trx, order.id);
        if (!row) throw new ConflictError('Only a failed order can be synced again');
        await enqueueSync(trx, row.id);
        return row;
      });
    },

    /**
     * One delivery attempt of an order (the `order-sync` worker): the order as it is now, as
     * `order.created` or `order.updated` (order-payload.ts). Counts the attempt, POSTs the
     * signed body, records the outcome. Returns 'retry' when pg-boss should try again (the
     * worker then throws), else 'done'. `lastAttempt`: no retry is left, so a failure is FAILED.
     */
    async syncOrder(orderId: number, lastAttempt: boolean): Promise<'done' | 'retry'> {
      const order = await repo.orderById(db, orderId);
      if (!order || order.sync_status === 'SYNCED') return 'done';
      // A store's production order held by the dealer is not delivered (its send queues it).
      if (order.store_id != null && order.sent_at == null) return 'done';
      const dealer = await existingDealerById(db, order.dealer_id);
      if (!dealer.order_webhook_url || !dealer.order_webhook_secret) {
        await repo.recordSyncOutcome(db, order.id, { status: 'FAILED', error: 'No order webhook URL is set' });
        return 'done';
      }
      await repo.countSyncAttempt(db, order.id, new Date());
      const body = JSON.stringify(await orderPayload(db, order, stores()));
      // Checked again at every delivery (the host may resolve elsewhere since it was set), and
      // the delivery connects to the address checked here (pinned), not to a new lookup.
      const target = await resolveWebhookTarget(dealer.order_webhook_url, { allowPrivate: deps.sync.allowPrivate });
      const result = target.ok
        ? await deliverOrder({
            url: dealer.order_webhook_url,
            secret: dealer.order_webhook_secret,
            idempotencyKey: deliveryKeyOf(order),
            event: orderEventOf(order),
            body,
            timeoutMs: deps.sync.timeoutMs,
            pinned: target.pinned,
          })
        : { ok: false, error: `Delivery refused: ${target.reason}`.slice(0, 300) };
      if (result.ok) {
        // SYNCED up to the revision sent; a change made meanwhile stays PENDING, its job queued.
        await repo.recordSyncOutcome(db, order.id, { status: 'SYNCED', revision: order.revision });
        return 'done';
      }
      await repo.recordSyncOutcome(db, order.id, {
        status: lastAttempt ? 'FAILED' : 'PENDING',
        error: result.error,
      });
      return lastAttempt ? 'done' : 'retry';
    },

    /** D10: the caller's orders as CSV (columns in schema `ordersCsv`), one row per size line. */
    csv: (dealerId: number, syncStatus?: OrderSyncStatusValue | null): Promise<string> =>
      ordersCsv(db, dealerId, syncStatus, stores()),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
