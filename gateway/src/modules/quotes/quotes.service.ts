/**
 * Quotes and orders (L4, D9, D10).
 *
 * - Whoever holds a locker code requests a quote: the locker's items, size lines and unit
 *   prices are snapshotted into the quote (later locker edits do not change it) and that locker
 *   (only) is locked until the dealer unlocks it. The dealer reads, closes, converts it to an
 *   order (once) or unlocks the locker (while this quote locks it).
 * - An order is pushed to the dealer's order webhook by the `order-sync` pg-boss job, enqueued in
 *   the transaction that makes the order, retried with exponential back-off.
 *
 * Every dealer read and write is scoped to the caller's dealer: another dealer's id answers
 * NOT_FOUND (A6).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import { csvText } from '../../lib/csv-text.js';
import type PgBoss from 'pg-boss';
import type { Db, Executor } from '../../db/index.js';
import { executorSql } from '../../db/index.js';
import type { DealerRow, LockerRow, OrderRow, QuoteItemSnapshot, QuoteRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { QUEUES, type Jobs } from '../../plugins/jobs.js';
import { isLocked } from '../projects/snapsheets.service.js';
import { deliverOrder, newWebhookSecret, normaliseWebhookUrl, orderNumber } from './order-webhook.js';
import { checkWebhookTarget, resolveWebhookTarget } from './webhook-target.js';

export type QuoteStatusValue = 'OPEN' | 'CLOSED' | 'ORDERED';
export type OrderSyncStatusValue = 'PENDING' | 'SYNCED' | 'FAILED';

/** The project status that locks a project while a quote is pending (section 4). */
export const QUOTE_PROJECT_STATUS = 'QUOTE';

/** L4 contact rules; paths are reported as `contact.<field>`. */
const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: z.string().trim().max(254, 'Email is too long').email('Enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone is too long')
    .regex(/^[0-9+().\-\s]*$/, 'Enter a valid phone number')
    .nullish(),
  organization: z.string().trim().max(120, 'Organization is too long').nullish(),
  message: z.string().trim().max(5000, 'Message is too long').nullish(),
});

export type QuoteContactInput = z.input<typeof contactSchema>;

/** Validates a quote contact (L4); BAD_USER_INPUT on `contact.<field>` for the first problem. */
export function parseContact(input: QuoteContactInput) {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadUserInputError(`contact.${issue.path.join('.')}`, issue.message);
  }
  const blank = (v: string | null | undefined) => (v && v.length ? v : null);
  return {
    name: parsed.data.name,
    email: parsed.data.email,
    phone: blank(parsed.data.phone),
    organization: blank(parsed.data.organization),
    message: blank(parsed.data.message),
  };
}

/** Defuses spreadsheet formulas in user text of the CSV (see lib/csv-text.ts). */
export { csvText };

function parseId(id: string): number {
  return /^\d{1,9}$/.test(id) ? Number(id) : 0;
}

/** Quotes sort unread first, then newest: the cursor packs (read, id) into one integer. */
const READ_FACTOR = 10_000_000_000;
const quoteKey = (q: Pick<QuoteRow, 'read' | 'id'>) => (q.read ? READ_FACTOR : 0) + q.id;

/**
 * The parent of `DashboardStats` fields (codegen mapper): the counts the dealers module returns;
 * `openQuotes` is resolved here (D1) from the caller's quotes.
 */
export interface DashboardStatsParent {
  playbooks: number;
  snapsheets: number;
  customers: number;
}

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

export function quotesService(
  db: Db,
  deps: {
    jobs: Jobs | null;
    sync: OrderSyncOptions;
    /** Loaders over the database for work outside a request (loaders.ts). */
    createLoaders: () => Loaders;
  },
) {
  async function ownQuote(dealerId: number, id: string): Promise<QuoteRow> {
    const row = await db
      .selectFrom('quotes')
      .selectAll()
      .where('id', '=', parseId(id))
      .where('dealer_id', '=', dealerId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Quote');
    return row;
  }

  async function ownOrder(dealerId: number, id: string): Promise<OrderRow> {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', parseId(id))
      .where('dealer_id', '=', dealerId)
      .executeTakeFirst();
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

  /**
   * The locker's items snapshotted with their current prices (L3), from the same pricing
   * service as the locker itself (`createLoaders(db).pricing`), so a quote charges what the
   * locker showed.
   */
  async function snapshotItems(locker: LockerRow): Promise<QuoteItemSnapshot[]> {
    const loaders = deps.createLoaders();
    const items = await loaders.pricing.lockerItems(locker.id);
    return Promise.all(
      items.map(async (item): Promise<QuoteItemSnapshot> => {
        const [config, prices] = await Promise.all([
          loaders.configuration.load(item.configuration_id),
          loaders.pricing.lockerItemPrices(item),
        ]);
        if (!config) throw new NotFoundError('Configuration');
        const style = await loaders.style.load(config.style_id);
        if (!style) throw new NotFoundError('Product');
        return {
          configurationId: config.id,
          configurationShortId: config.short_id,
          styleId: style.id,
          productName: style.name,
          sizeLines: prices.sizeLines.map((l) => ({
            size: l.size,
            quantity: l.quantity,
            playerName: l.playerName,
            playerNumber: l.playerNumber,
            unitPriceCents: l.unitPriceCents,
          })),
          quantity: prices.quantity,
          lineTotalCents: prices.lineTotalCents,
        };
      }),
    );
  }

  /** The JSON body POSTed for an order (D10); deterministic, so every retry sends the same. */
  async function orderPayload(order: OrderRow) {
    const quote = await db.selectFrom('quotes').selectAll().where('id', '=', order.quote_id).executeTakeFirstOrThrow();
    const dealer = await db
      .selectFrom('dealers')
      .select(['code', 'name'])
      .where('id', '=', order.dealer_id)
      .executeTakeFirstOrThrow();
    const project = quote.project_id
      ? await db
          .selectFrom('projects')
          .select(['id', 'type', 'title', 'team_name'])
          .where('id', '=', quote.project_id)
          .executeTakeFirst()
      : undefined;
    return {
      event: 'order.created',
      order: {
        id: String(order.id),
        number: orderNumber(order.id),
        idempotencyKey: order.idempotency_key,
        createdAt: new Date(order.created_at).toISOString(),
        currency: 'USD',
        totalCents: order.total_cents,
        dealer: { code: dealer.code, name: dealer.name },
        quote: {
          id: String(quote.id),
          createdAt: new Date(quote.created_at).toISOString(),
          message: quote.message,
        },
        contact: {
          name: quote.contact_name,
          email: quote.contact_email,
          phone: quote.contact_phone,
          organization: quote.contact_organization,
        },
        project: project
          ? { id: String(project.id), type: project.type, title: project.title, teamName: project.team_name }
          : null,
        items: quote.items.map((i) => ({
          styleId: i.styleId,
          productName: i.productName,
          configurationShortId: i.configurationShortId,
          quantity: i.quantity,
          lineTotalCents: i.lineTotalCents,
          sizeLines: i.sizeLines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
        })),
      },
    };
  }

  return {
    ownQuote,
    ownOrder,
    orderPayload,

    /**
     * L4: whoever holds the locker code requests a quote. Snapshots the items with their unit
     * prices and locks that locker only (other lockers of the project stay editable) until the
     * dealer unlocks it. Errors: BAD_USER_INPUT `lockerCode` (unknown, or no items),
     * `contact.*`; FORBIDDEN when the dealer does not take quote requests; CONFLICT when the
     * locker is already locked by a pending quote or its project is locked.
     */
    async request(lockerCode: string, contactInput: QuoteContactInput): Promise<QuoteRow> {
      const contact = parseContact(contactInput);
      const locker = /^[A-Za-z0-9]{20}$/.test(lockerCode)
        ? await db.selectFrom('lockers').selectAll().where('code', '=', lockerCode).executeTakeFirst()
        : undefined;
      if (!locker) throw new BadUserInputError('lockerCode', 'Unknown locker');
      const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', locker.dealer_id).executeTakeFirst();
      if (!dealer) throw new BadUserInputError('lockerCode', 'Unknown locker');
      if (!dealer.request_quote) throw new ForbiddenError('This dealer does not take quote requests');
      const project = locker.project_id
        ? await db.selectFrom('projects').selectAll().where('id', '=', locker.project_id).executeTakeFirst()
        : undefined;
      if (locker.locked_quote_id != null || (project && isLocked(project)))
        throw new ConflictError('The locker is locked: a quote is already pending');
      const items = await snapshotItems(locker);
      if (items.length === 0) throw new BadUserInputError('lockerCode', 'The locker has no items');
      const totalCents = items.reduce((n, i) => n + i.lineTotalCents, 0);
      return db.transaction().execute(async (trx) => {
        const quote = await trx
          .insertInto('quotes')
          .values({
            dealer_id: locker.dealer_id,
            project_id: locker.project_id,
            locker_id: locker.id,
            contact_name: contact.name,
            contact_email: contact.email,
            contact_phone: contact.phone,
            contact_organization: contact.organization,
            message: contact.message,
            project_status_before: project?.status ?? null,
            items: JSON.stringify(items),
            total_cents: totalCents,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Guarded so that two concurrent requests cannot both lock the locker.
        const locked = await trx
          .updateTable('lockers')
          .set({ locked_quote_id: quote.id, updated_at: new Date() })
          .where('id', '=', locker.id)
          .where('locked_quote_id', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!locked) throw new ConflictError('The locker is locked: a quote is already pending');
        return quote;
      });
    },

    /** D9: the caller's quotes, unread first then newest; keyset paging; optional status filter. */
    async list(
      dealerId: number,
      args: { status?: QuoteStatusValue | null; first?: number | null; after?: string | null },
    ) {
      const first = Math.min(Math.max(args.first ?? 20, 1), 100);
      let q = db.selectFrom('quotes').where('dealer_id', '=', dealerId);
      if (args.status) q = q.where('status', '=', args.status);
      const counts = await q
        .select([sql<number>`count(*)::int`.as('n'), sql<number>`count(*) filter (where not read)::int`.as('unread')])
        .executeTakeFirstOrThrow();
      const after = args.after ? decodeCursor(args.after, 'after') : null;
      const afterRead = after != null && after >= READ_FACTOR;
      const afterId = after != null ? after % READ_FACTOR : 0;
      const rows = await q
        .selectAll()
        .$if(after != null, (qq) =>
          qq.where((eb) =>
            afterRead
              ? eb.and([eb('read', '=', true), eb('id', '<', afterId)])
              : eb.or([eb('read', '=', true), eb.and([eb('read', '=', false), eb('id', '<', afterId)])]),
          ),
        )
        .orderBy('read', 'asc')
        .orderBy('id', 'desc')
        .limit(first + 1)
        .execute();
      const page = rows.slice(0, first);
      return {
        edges: page.map((node) => ({ cursor: encodeCursor(quoteKey(node)), node })),
        nodes: page,
        pageInfo: {
          hasNextPage: rows.length > first,
          endCursor: page.length ? encodeCursor(quoteKey(page[page.length - 1]!)) : null,
        },
        totalCount: Number(counts.n),
        unreadCount: Number(counts.unread),
      };
    },

    /** D9: mark read (true) or unread (false). NOT_FOUND for another dealer's quote. */
    async markRead(dealerId: number, id: string, read: boolean): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      return db
        .updateTable('quotes')
        .set({ read, updated_at: new Date() })
        .where('id', '=', quote.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** D9: closes a quote (read too). CONFLICT once it was converted to an order. */
    async close(dealerId: number, id: string): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      if (quote.status === 'ORDERED') throw new ConflictError('This quote was converted to an order');
      return db
        .updateTable('quotes')
        .set({ status: 'CLOSED', read: true, updated_at: new Date() })
        .where('id', '=', quote.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * D10: makes the order of a quote, once (CONFLICT the second time), and queues its delivery
     * in the same transaction when the dealer has a webhook URL.
     */
    async convert(dealer: DealerRow, id: string): Promise<OrderRow> {
      const quote = await ownQuote(dealer.id, id);
      if (quote.status === 'ORDERED') throw new ConflictError('This quote was already converted to an order');
      const current = await db.selectFrom('dealers').selectAll().where('id', '=', dealer.id).executeTakeFirstOrThrow();
      return db.transaction().execute(async (trx) => {
        const order = await trx
          .insertInto('orders')
          .values({
            dealer_id: dealer.id,
            quote_id: quote.id,
            idempotency_key: randomUUID(),
            total_cents: quote.total_cents,
          })
          .onConflict((oc) => oc.column('quote_id').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!order) throw new ConflictError('This quote was already converted to an order');
        await trx
          .updateTable('quotes')
          .set({ status: 'ORDERED', read: true, updated_at: new Date() })
          .where('id', '=', quote.id)
          .execute();
        if (current.order_webhook_url) await enqueueSync(trx, order.id);
        return order;
      });
    },

    /**
     * Section 4, L4: unlocks the locker the quote locked (only while this quote locks it), so
     * its holder may change it again. CONFLICT otherwise.
     */
    async unlockProject(dealerId: number, id: string): Promise<QuoteRow> {
      const quote = await ownQuote(dealerId, id);
      const unlocked = await db
        .updateTable('lockers')
        .set({ locked_quote_id: null, updated_at: new Date() })
        .where('id', '=', quote.locker_id)
        .where('locked_quote_id', '=', quote.id)
        .returning('id')
        .executeTakeFirst();
      if (!unlocked) throw new ConflictError('Only a locker locked by this quote can be unlocked');
      return quote;
    },

    /** D1: the dealer's open quotes. */
    async openCount(dealerId: number): Promise<number> {
      const row = await db
        .selectFrom('quotes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('dealer_id', '=', dealerId)
        .where('status', '=', 'OPEN')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The code of the locker a quote came from. */
    async lockerCodeOf(quote: QuoteRow): Promise<string> {
      const row = await db
        .selectFrom('lockers')
        .select('code')
        .where('id', '=', quote.locker_id)
        .executeTakeFirstOrThrow();
      return row.code;
    },

    /** D10: the order made from a quote, or null. */
    async orderOf(quote: QuoteRow): Promise<OrderRow | null> {
      return (await db.selectFrom('orders').selectAll().where('quote_id', '=', quote.id).executeTakeFirst()) ?? null;
    },

    /** D10: the quote an order was made from. */
    quoteOf: (order: OrderRow): Promise<QuoteRow> =>
      db.selectFrom('quotes').selectAll().where('id', '=', order.quote_id).executeTakeFirstOrThrow(),

    /** Whether the quote still locks its locker (the unlock button's rule). */
    async canUnlock(quote: QuoteRow): Promise<boolean> {
      const locker = await db
        .selectFrom('lockers')
        .select('locked_quote_id')
        .where('id', '=', quote.locker_id)
        .executeTakeFirst();
      return locker?.locked_quote_id === quote.id;
    },

    /** D10: the caller's orders, newest first, keyset paging by id. */
    async orders(
      dealerId: number,
      args: { syncStatus?: OrderSyncStatusValue | null; first?: number | null; after?: string | null },
    ) {
      const first = Math.min(Math.max(args.first ?? 20, 1), 100);
      let q = db.selectFrom('orders').where('dealer_id', '=', dealerId);
      if (args.syncStatus) q = q.where('sync_status', '=', args.syncStatus);
      const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      const rows = await q
        .selectAll()
        .$if(afterId != null, (qq) => qq.where('id', '<', afterId!))
        .orderBy('id', 'desc')
        .limit(first + 1)
        .execute();
      const page = rows.slice(0, first);
      return {
        edges: page.map((node) => ({ cursor: encodeCursor(node.id), node })),
        nodes: page,
        pageInfo: {
          hasNextPage: rows.length > first,
          endCursor: page.length ? encodeCursor(page[page.length - 1]!.id) : null,
        },
        totalCount: Number(total.n),
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
      const current = await db.selectFrom('dealers').selectAll().where('id', '=', dealerId).executeTakeFirstOrThrow();
      let nextUrl: string | null = null;
      if (url != null && url.trim() !== '') {
        nextUrl = normaliseWebhookUrl(url);
        if (!nextUrl) throw new BadUserInputError('url', 'Enter an http or https URL');
        const target = await checkWebhookTarget(nextUrl, { allowPrivate: deps.sync.allowPrivate });
        if (!target.ok) throw new BadUserInputError('url', target.reason);
      }
      const secret = (nextUrl && !current.order_webhook_secret) || rotateSecret ? newWebhookSecret() : null;
      return db.transaction().execute(async (trx) => {
        const dealer = await trx
          .updateTable('dealers')
          .set({
            order_webhook_url: nextUrl,
            ...(secret ? { order_webhook_secret: secret, order_webhook_secret_at: new Date() } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', dealerId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (nextUrl && !current.order_webhook_url) {
          const waiting = await trx
            .selectFrom('orders')
            .select('id')
            .where('dealer_id', '=', dealerId)
            .where('sync_status', '=', 'PENDING')
            .where('sync_attempts', '=', 0)
            .execute();
          for (const o of waiting) await enqueueSync(trx, o.id);
        }
        return { dealer, secret };
      });
    },

    /** D10: queues a FAILED order again. CONFLICT when it is not FAILED or no URL is set. */
    async retrySync(dealerId: number, id: string): Promise<OrderRow> {
      const order = await ownOrder(dealerId, id);
      if (order.sync_status !== 'FAILED') throw new ConflictError('Only a failed order can be synced again');
      const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', dealerId).executeTakeFirstOrThrow();
      if (!dealer.order_webhook_url) throw new ConflictError('Set an order webhook URL first');
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('orders')
          .set({ sync_status: 'PENDING', updated_at: new Date() })
          .where('id', '=', order.id)
          .where('sync_status', '=', 'FAILED')
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new ConflictError('Only a failed order can be synced again');
        await enqueueSync(trx, row.id);
        return row;
      });
    },

    /**
     * One delivery attempt of an order (the `order-sync` worker). Counts the attempt, POSTs the
     * signed body, records the outcome. Returns 'retry' when pg-boss should try again (the
     * worker then throws), else 'done'. `lastAttempt`: no retry is left, so a failure is FAILED.
     */
    async syncOrder(orderId: number, lastAttempt: boolean): Promise<'done' | 'retry'> {
      const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
      if (!order || order.sync_status === 'SYNCED') return 'done';
      const dealer = await db
        .selectFrom('dealers')
        .selectAll()
        .where('id', '=', order.dealer_id)
        .executeTakeFirstOrThrow();
      const now = new Date();
      if (!dealer.order_webhook_url || !dealer.order_webhook_secret) {
        await db
          .updateTable('orders')
          .set({ sync_status: 'FAILED', last_sync_error: 'No order webhook URL is set', updated_at: now })
          .where('id', '=', order.id)
          .execute();
        return 'done';
      }
      await db
        .updateTable('orders')
        .set({ sync_attempts: sql`sync_attempts + 1`, last_sync_attempt_at: now, updated_at: now })
        .where('id', '=', order.id)
        .execute();
      const body = JSON.stringify(await orderPayload(order));
      // Checked again at every delivery (the host may resolve elsewhere since it was set), and
      // the delivery connects to the address checked here (pinned), not to a new lookup.
      const target = await resolveWebhookTarget(dealer.order_webhook_url, { allowPrivate: deps.sync.allowPrivate });
      const result = target.ok
        ? await deliverOrder({
            url: dealer.order_webhook_url,
            secret: dealer.order_webhook_secret,
            idempotencyKey: order.idempotency_key,
            body,
            timeoutMs: deps.sync.timeoutMs,
            pinned: target.pinned,
          })
        : { ok: false, error: `Delivery refused: ${target.reason}`.slice(0, 300) };
      if (result.ok) {
        await db
          .updateTable('orders')
          .set({ sync_status: 'SYNCED', last_sync_error: null, synced_at: new Date(), updated_at: new Date() })
          .where('id', '=', order.id)
          .execute();
        return 'done';
      }
      await db
        .updateTable('orders')
        .set({
          sync_status: lastAttempt ? 'FAILED' : 'PENDING',
          last_sync_error: result.error,
          updated_at: new Date(),
        })
        .where('id', '=', order.id)
        .execute();
      return lastAttempt ? 'done' : 'retry';
    },

    /** D10: the caller's orders as CSV (columns in schema `ordersCsv`), one row per size line. */
    async ordersCsv(dealerId: number, syncStatus?: OrderSyncStatusValue | null): Promise<string> {
      const rows = await db
        .selectFrom('orders as o')
        .innerJoin('quotes as q', 'q.id', 'o.quote_id')
        .leftJoin('projects as p', 'p.id', 'q.project_id')
        .select([
          'o.id',
          'o.created_at',
          'o.sync_status',
          'o.sync_attempts',
          'o.synced_at',
          'o.total_cents',
          'q.id as quote_id',
          'q.items',
          'q.contact_name',
          'q.contact_email',
          'q.contact_phone',
          'q.contact_organization',
          'p.id as project_id',
          'p.type as project_type',
          'p.title as project_title',
        ])
        .where('o.dealer_id', '=', dealerId)
        .$if(!!syncStatus, (qq) => qq.where('o.sync_status', '=', syncStatus!))
        .orderBy('o.id', 'desc')
        .execute();
      const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');
      const records: (string | number)[][] = [];
      for (const o of rows) {
        for (const item of o.items) {
          for (const line of item.sizeLines) {
            records.push([
              orderNumber(o.id),
              o.id,
              iso(o.created_at),
              o.sync_status,
              o.sync_attempts,
              iso(o.synced_at),
              o.quote_id,
              o.project_id ?? '',
              o.project_type ?? '',
              csvText(o.project_title),
              csvText(o.contact_name),
              csvText(o.contact_email),
              csvText(o.contact_phone),
              csvText(o.contact_organization),
              item.styleId,
              item.productName,
              item.configurationShortId,
              line.size,
              line.quantity,
              csvText(line.playerName),
              csvText(line.playerNumber),
              line.unitPriceCents,
              line.unitPriceCents * line.quantity,
              o.total_cents,
            ]);
          }
        }
      }
      return stringify(records, { header: true, columns: ORDER_CSV_COLUMNS as unknown as string[] });
    },
  };
}

/** Columns of the orders CSV export (D10), in order. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'order_id',
  'order_created_at',
  'sync_status',
  'sync_attempts',
  'synced_at',
  'quote_id',
  'project_id',
  'project_type',
  'project_title',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contact_organization',
  'style_id',
  'product_name',
  'configuration_short_id',
  'size',
  'quantity',
  'player_name',
  'player_number',
  'unit_price_cents',
  'line_total_cents',
  'order_total_cents',
] as const;

export type QuotesService = ReturnType<typeof quotesService>;
