/**
 * SQL of quotes (L4, D9, D10): a quote row, the locker it came from and locked, and the order a
 * conversion makes. Every function takes the executor (the database or a transaction), so that
 * the quotes service writes a quote and its lock, or an order and its quote, together.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import { carriedLinePrices } from '../pricing/index.js';
import type { OrderLine, OrderRow, QuoteItemSnapshot, QuoteRow, QuoteTerms } from '../../db/types.js';

/** The quote `id` when it is dealer `dealerId`'s; undefined otherwise. */
export function quoteOfDealer(exec: Executor, dealerId: number, id: number): Promise<QuoteRow | undefined> {
  return exec
    .selectFrom('quotes')
    .selectAll()
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
}

/** The quote `id`, any dealer's (the caller checks access); undefined when there is none. */
export function quoteById(exec: Executor, id: number): Promise<QuoteRow | undefined> {
  return exec.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The quote row `id` (which must exist: an order's quote). */
export function existingQuoteById(exec: Executor, id: number): Promise<QuoteRow> {
  return exec.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** What a quote request records (L4): the quote row's values but its ids and dates. */
export interface NewQuote {
  dealer_id: number;
  project_id: number | null;
  locker_id: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  contact_organization: string | null;
  message: string | null;
  /** `YYYY-MM-DD` or null. */
  in_hand_date: string | null;
  /** The last day the prices hold, `YYYY-MM-DD`. */
  valid_until: string;
  project_status_before: string | null;
  /** The items snapshot, as JSON. */
  items: string;
  total_cents: number;
}

/** Inserts a quote. */
export function insertQuote(exec: Executor, quote: NewQuote): Promise<QuoteRow> {
  return exec.insertInto('quotes').values(quote).returningAll().executeTakeFirstOrThrow();
}

/**
 * Replaces an open quote's item snapshot and total (cents), as proofs are sent. Items
 * that differ from the snapshot withdraw the customer's acceptance: it was of others. The
 * dealer's line prices follow an item whose design changed (`carriedLinePrices`). Call it with
 * the quote's row locked (it reads the terms it rewrites).
 */
export async function setQuoteItems(
  exec: Executor,
  id: number,
  items: QuoteItemSnapshot[],
  totalCents: number,
): Promise<void> {
  const json = JSON.stringify(items);
  const same = sql<boolean>`items = ${json}::jsonb`;
  const before = await exec.selectFrom('quotes').select(['items', 'pricing']).where('id', '=', id).executeTakeFirst();
  const pricing = before?.pricing
    ? { ...before.pricing, linePrices: carriedLinePrices(before.items, items, before.pricing.linePrices) }
    : null;
  await exec
    .updateTable('quotes')
    .set({
      items: json,
      total_cents: totalCents,
      ...(pricing ? { pricing: JSON.stringify(pricing) } : {}),
      accepted_name: sql`CASE WHEN ${same} THEN accepted_name ELSE NULL END`,
      accepted_at: sql`CASE WHEN ${same} THEN accepted_at ELSE NULL END`,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets the dealer's terms of quote `id` and withdraws the customer's acceptance, only
 * while the quote is OPEN; undefined otherwise (it became an order or was closed meanwhile).
 */
export function setQuotePricing(exec: Executor, id: number, terms: QuoteTerms): Promise<QuoteRow | undefined> {
  return exec
    .updateTable('quotes')
    .set({ pricing: JSON.stringify(terms), accepted_name: null, accepted_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirst();
}

/** Records that quote `id` was sent with the link whose token hashes to `tokenHash`. */
export function setQuoteLink(exec: Executor, id: number, tokenHash: string, sentAt: Date): Promise<QuoteRow> {
  return exec
    .updateTable('quotes')
    .set({ link_token_hash: tokenHash, sent_at: sentAt, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The quote whose link token hashes to `tokenHash`; undefined when none. */
export function quoteByLinkHash(exec: Executor, tokenHash: string): Promise<QuoteRow | undefined> {
  return exec.selectFrom('quotes').selectAll().where('link_token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Records the customer's acceptance of quote `id` by `name` at `at`, only while it is OPEN and
 * not accepted; undefined otherwise.
 */
export function acceptQuote(exec: Executor, id: number, name: string, at: Date): Promise<QuoteRow | undefined> {
  return exec
    .updateTable('quotes')
    .set({ accepted_name: name, accepted_at: at })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .where('accepted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a quote's fields (status, read) and answers the row. */
export function updateQuote(
  exec: Executor,
  id: number,
  values: { status?: QuoteRow['status']; read?: boolean },
): Promise<QuoteRow> {
  return exec
    .updateTable('quotes')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Filters of a dealer's quote list (D9). */
export interface QuoteFilter {
  dealerId: number;
  status?: QuoteRow['status'] | null;
}

function quotesOf(exec: Executor, filter: QuoteFilter) {
  let q = exec.selectFrom('quotes').where('dealer_id', '=', filter.dealerId);
  if (filter.status) q = q.where('status', '=', filter.status);
  return q;
}

/** How many quotes match, and how many of them are unread. */
export async function quoteCounts(exec: Executor, filter: QuoteFilter): Promise<{ total: number; unread: number }> {
  const row = await quotesOf(exec, filter)
    .select([sql<number>`count(*)::int`.as('n'), sql<number>`count(*) filter (where not read)::int`.as('unread')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), unread: Number(row.unread) };
}

/**
 * One page of the matching quotes, unread first then newest, `limit` rows after the position
 * (read, id) of `after` (none: from the start).
 */
export function quotePage(
  exec: Executor,
  filter: QuoteFilter,
  after: { read: boolean; id: number } | null,
  limit: number,
): Promise<QuoteRow[]> {
  return quotesOf(exec, filter)
    .selectAll()
    .$if(after != null, (qq) =>
      qq.where((eb) =>
        after!.read
          ? eb.and([eb('read', '=', true), eb('id', '<', after!.id)])
          : eb.or([eb('read', '=', true), eb.and([eb('read', '=', false), eb('id', '<', after!.id)])]),
      ),
    )
    .orderBy('read', 'asc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The dealer's OPEN quotes (D1). */
export async function openQuoteCount(exec: Executor, dealerId: number): Promise<number> {
  const row = await exec
    .selectFrom('quotes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('dealer_id', '=', dealerId)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts the order of a quote, once: undefined when the quote already has one. */
export function insertOrderOfQuote(
  exec: Executor,
  order: {
    dealerId: number;
    quoteId: number;
    idempotencyKey: string;
    totalCents: number;
    /** PENDING when a delivery is queued with it, NOT_SENT when the dealer has no webhook. */
    syncStatus: 'PENDING' | 'NOT_SENT';
    /** Made before every item's proof was approved. */
    approvalWaived: boolean;
    /** The production lines. */
    lines: OrderLine[];
    /** The quote's in-hand date, and DUE when the accepted quote asks a deposit. */
    neededBy: string | null;
    depositStatus: 'NONE' | 'DUE';
  },
): Promise<OrderRow | undefined> {
  return exec
    .insertInto('orders')
    .values({
      dealer_id: order.dealerId,
      quote_id: order.quoteId,
      idempotency_key: order.idempotencyKey,
      total_cents: order.totalCents,
      sync_status: order.syncStatus,
      approval_waived: order.approvalWaived,
      lines: JSON.stringify(order.lines),
      needed_by: order.neededBy,
      deposit_status: order.depositStatus,
    })
    .onConflict((oc) => oc.column('quote_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The order made from quote `quoteId`; undefined when none. */
export function orderOfQuote(exec: Executor, quoteId: number): Promise<OrderRow | undefined> {
  return exec.selectFrom('orders').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
}
